//! Text: cut by lines, then by words, then by characters.
//!
//! A 500-line input cut character by character from the start costs tests
//! in the thousands; lines, then whitespace-separated words, take away the
//! bulk in few tests, and the final pass over characters still makes the
//! result 1-minimal at the character level.
//!
//! Words also find smaller results than characters can where the test
//! rejects what does not parse: `1 + (2 * 3)` loses `1 + ` as two words,
//! while each of its characters alone leaves a syntax error. A level costs
//! little when it has nothing to cut: the line and word levels do not
//! sweep (the character level proves each character needed), a level of
//! one chunk asks nothing, and each tells the next where the needed parts
//! begin and end (`debugger/cut.rs`, `dd::Level`).

use std::ops::Range;

use super::{bad_path, Place, Reduce, Sequence};
use crate::subset::Subset;

/// Cut by `char`, so a candidate never splits a UTF-8 sequence; lines and
/// words first.
impl Reduce for String {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.chars().count())]
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        text_places(self, path)
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        if !path.is_empty() {
            bad_path::<Self>(path);
        }
        keep_chars(self, kept)
    }

    fn simplest() -> Option<Self> {
        Some(String::new())
    }

    fn joined(&self, next: &Self) -> Option<Self> {
        Some(format!("{self}{next}"))
    }

    fn joins() -> bool {
        true
    }
}

/// A text's one place: its chars, with its lines and words as coarser
/// chunks where they are more than one and fewer than the chars.
pub(super) fn text_places(text: &str, path: &[usize]) -> Vec<Place> {
    if !path.is_empty() {
        return Vec::new();
    }
    let len = text.chars().count();
    let mut coarse = Vec::new();
    for chunks in [lines(text), words(text)] {
        let finer = coarse
            .last()
            .is_none_or(|c: &Vec<_>| chunks.len() > c.len());
        if chunks.len() > 1 && chunks.len() < len && finer {
            coarse.push(chunks);
        }
    }
    vec![Place::Parts { len, coarse }]
}

/// The chars of `text` in `kept`.
pub(super) fn keep_chars(text: &str, kept: &Subset) -> String {
    // As many chars as bytes: all ASCII. (Counting chars is the
    // standard library's optimised code even in a debug build, where
    // `is_ascii` is compiled unoptimised and 20 times slower.)
    if text.chars().count() == text.len() {
        // One byte per char: copy each kept run at once. (Both calls
        // are the standard library's, optimised even in a debug build,
        // where a loop over the chars is slow on a megabyte.)
        let mut out = String::with_capacity(kept.len());
        for range in kept.ranges() {
            out.push_str(&text[range.clone()]);
        }
        return out;
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.char_indices().enumerate().peekable();
    for range in kept.ranges() {
        // Skip to the range's first char, then copy its bytes at once.
        while chars.next_if(|&(i, _)| i < range.start).is_some() {}
        let Some(&(_, (from, _))) = chars.peek() else {
            break;
        };
        while chars.next_if(|&(i, _)| i < range.end).is_some() {}
        let to = chars.peek().map_or(text.len(), |&(_, (byte, _))| byte);
        out.push_str(&text[from..to]);
    }
    out
}

/// The lines of `text` as ranges of chars, each with its line break.
///
/// Each break is found by the standard library's `memchr`, and each line's
/// chars counted in one pass, both optimised even in a debug build: a loop
/// over the chars costs about 100 ns a char there, a second on a few
/// megabytes, and the places of a text are listed again at every level.
fn lines(text: &str) -> Vec<Range<usize>> {
    let mut chunks = Vec::new();
    let (mut byte, mut char) = (0, 0);
    for (at, _) in text.match_indices('\n') {
        let end = char + text[byte..=at].chars().count();
        chunks.push(char..end);
        (byte, char) = (at + 1, end);
    }
    if byte < text.len() {
        chunks.push(char..char + text[byte..].chars().count());
    }
    chunks
}

/// The words of `text` as ranges of chars, each with the whitespace after
/// it (and whitespace at the start as a chunk of its own).
///
/// A plain loop over the bytes, which stays cheap unoptimised (see
/// [`lines`]); only a non-ASCII char is decoded.
fn words(text: &str) -> Vec<Range<usize>> {
    let bytes = text.as_bytes();
    let mut chunks = Vec::new();
    let (mut start, mut chars, mut after_space) = (0, 0, false);
    let mut at = 0;
    while at < bytes.len() {
        let (space, width) = match bytes[at] {
            byte if byte.is_ascii() => (char::from(byte).is_whitespace(), 1),
            _ => {
                let c = text[at..].chars().next().expect("at a char boundary");
                (c.is_whitespace(), c.len_utf8())
            }
        };
        // A word starts at a char that is not whitespace after one that is.
        if after_space && !space {
            chunks.push(start..chars);
            start = chars;
        }
        after_space = space;
        chars += 1;
        at += width;
    }
    if chars > start {
        chunks.push(start..chars);
    }
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_split_into_lines_then_words() {
        assert_eq!(lines("ab\ncd\n\ne"), vec![0..3, 3..6, 6..7, 7..8]);
        assert_eq!(words("  ab cd\n e"), vec![0..2, 2..5, 5..9, 9..10]);
        assert_eq!(lines(""), Vec::<Range<usize>>::new());
        // Chars, not bytes, and every kind of whitespace.
        assert_eq!(lines("é\nü"), vec![0..2, 2..3]);
        assert_eq!(words("é\u{a0}b\x0bc d"), vec![0..2, 2..4, 4..6, 6..7]);
        assert_eq!(words("  "), vec![0..2]);
        let place = "a b\nc d".to_string().places(&[]).remove(0);
        let Place::Parts { len, coarse } = place else {
            panic!("{place:?}")
        };
        assert_eq!(len, 7);
        assert_eq!(coarse, vec![vec![0..4, 4..7], vec![0..2, 2..4, 4..6, 6..7]]);
    }

    #[test]
    fn single_words_and_single_chars_have_no_coarser_split() {
        let place = |s: &str| s.to_string().places(&[]).remove(0);
        let bare = |len| Place::Parts {
            len,
            coarse: Vec::new(),
        };
        assert_eq!(place("word"), bare(4));
        assert_eq!(place(""), bare(0));
        // One line of words: only the words.
        let Place::Parts { coarse, .. } = place("a bc") else {
            unreachable!()
        };
        assert_eq!(coarse, vec![vec![0..2, 2..4]]);
        // Chars as chunks would be no coarser than chars.
        let Place::Parts { coarse, .. } = place("a b") else {
            unreachable!()
        };
        assert_eq!(coarse, vec![vec![0..2, 2..3]]);
    }
}
