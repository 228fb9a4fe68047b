//! Text: cut by lines, then by characters.
//!
//! Lines first: a crash in a file usually needs a few fragments on a few of
//! its lines, and a line is the unit such fragments come in, so the line
//! level takes away the bulk at a test or two per halving. The character
//! level then makes the result 1-minimal.
//!
//! There is no level of words between them. Each level costs its own
//! searches for the two ends, and the parts it keeps are proved needed
//! again, finer, by the next: on multi-line text (Markdown, TOML, Rust, see
//! `examples/multiline.rs`) and on the suite's one-line texts, lines then
//! characters took fewer tests than lines, words, then characters, which
//! saved at the character level less than the word level spent.

use std::ops::Range;

use super::{bad_path, Place, Reduce, Sequence};
use crate::subset::Subset;

/// Cut by `char`, so a candidate never splits a UTF-8 sequence; lines
/// first.
impl Reduce for String {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.chars().count())]
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        if !path.is_empty() {
            return Vec::new();
        }
        let len = self.chars().count();
        let lines = lines(self);
        // One line has nothing to cut that its characters do not, nor have
        // lines of one character each.
        let coarse = match lines.len() > 1 && lines.len() < len {
            true => vec![lines],
            false => Vec::new(),
        };
        vec![Place::Parts { len, coarse }]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        if !path.is_empty() {
            bad_path::<Self>(path);
        }
        if self.is_ascii() {
            // One byte per char: copy each kept run at once. (Both calls
            // are the standard library's, optimised even in a debug build,
            // where a loop over the chars is slow on a megabyte.)
            let mut out = String::with_capacity(kept.len());
            for range in kept.ranges() {
                out.push_str(&self[range.clone()]);
            }
            return out;
        }
        let mut out = String::with_capacity(self.len());
        let mut chars = self.char_indices().enumerate().peekable();
        for range in kept.ranges() {
            // Skip to the range's first char, then copy its bytes at once.
            while chars.next_if(|&(i, _)| i < range.start).is_some() {}
            let Some(&(_, (from, _))) = chars.peek() else {
                break;
            };
            while chars.next_if(|&(i, _)| i < range.end).is_some() {}
            let to = chars.peek().map_or(self.len(), |&(_, (byte, _))| byte);
            out.push_str(&self[from..to]);
        }
        out
    }

    fn simplest() -> Option<Self> {
        Some(String::new())
    }
}

/// The lines of `text` as ranges of chars, each with its line break.
fn lines(text: &str) -> Vec<Range<usize>> {
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut chars = text.chars().enumerate().peekable();
    while let Some((i, c)) = chars.next() {
        if c == '\n' || chars.peek().is_none() {
            chunks.push(start..i + 1);
            start = i + 1;
        }
    }
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The coarse splits of `text`.
    fn coarse(text: &str) -> Vec<Vec<Range<usize>>> {
        match text.to_string().places(&[]).remove(0) {
            Place::Parts { len, coarse } => {
                assert_eq!(len, text.chars().count());
                coarse
            }
            place => panic!("{place:?}"),
        }
    }

    #[test]
    fn text_is_split_into_lines() {
        assert_eq!(lines("ab\ncd\n\ne"), vec![0..3, 3..6, 6..7, 7..8]);
        assert_eq!(lines("é\nb"), vec![0..2, 2..3]);
        assert_eq!(lines(""), Vec::<Range<usize>>::new());
        assert_eq!(coarse("a b\nc d"), vec![vec![0..4, 4..7]]);
    }

    #[test]
    fn one_line_has_no_coarser_split() {
        // Words are no level of their own: a line goes to its characters.
        assert_eq!(coarse("some words, no line break"), Vec::<Vec<_>>::new());
        assert_eq!(coarse("word\n"), Vec::<Vec<_>>::new());
        assert_eq!(coarse(""), Vec::<Vec<_>>::new());
        // Lines of one character each are no coarser than characters.
        assert_eq!(coarse("\n\n\n"), Vec::<Vec<_>>::new());
    }
}
