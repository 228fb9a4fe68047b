//! Where a Rust source's items and statements may end, found in its text.
//!
//! `isolate` cuts a Rust file's difference at its items and statements but
//! makes each candidate from the user's own text (comments and layout
//! kept), so it needs each element's place in the file. `syn` knows the
//! elements but, without proc-macro2's `span-locations` (which would keep
//! a copy of every source parsed, on every thread, for the whole run: the
//! Rust reducer parses thousands of candidates), not where they are. So
//! this scan finds the few places an element can end (a `;` or a closing
//! `}` outside any bracket), skipping comments, strings and character
//! literals, and the caller takes the first of them where the text parses
//! as the element. A scan that errs only costs the Rust levels: a text it
//! misreads parses as nothing, and the file is cut as text.

use std::ops::Range;

/// A token, as far as the structure of the text needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Token {
    /// `(`, `[` or `{`.
    Open(u8),
    /// `)`, `]` or `}`.
    Close(u8),
    Semi,
    Hash,
    Bang,
    /// `//!` or `/*! */`: an inner attribute.
    InnerDoc,
    /// Anything else: a word, a literal, a lifetime, another punctuation.
    Other,
}

/// The marks of a stretch of source outside any bracket of its own.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Just after each `;` and each `}` that closes a group: where an
    /// element may end.
    pub ends: Vec<usize>,
    /// Each `{` that opens a group.
    pub opens: Vec<usize>,
}

/// The marks of `text[range]`.
pub fn marks(text: &str, range: Range<usize>) -> Marks {
    let mut marks = Marks::default();
    let mut depth = 0usize;
    let mut at = range.start;
    while let Some((token, span)) = next(text, at, range.end) {
        at = span.end;
        match token {
            Token::Open(c) => {
                if depth == 0 && c == b'{' {
                    marks.opens.push(span.start);
                }
                depth += 1;
            }
            Token::Close(c) => {
                depth = depth.saturating_sub(1);
                if depth == 0 && c == b'}' {
                    marks.ends.push(span.end);
                }
            }
            Token::Semi if depth == 0 => marks.ends.push(span.end),
            _ => {}
        }
    }
    marks
}

/// Where the elements of a block or a file may start: just after its
/// inner attributes (`#![...]`, `//!`, `/*! */`) from `from`, or `from`
/// if it has none. The comments after them belong to the first element.
pub fn after_inner_attributes(text: &str, from: usize, to: usize) -> usize {
    let mut after = from;
    let mut at = from;
    loop {
        match next(text, at, to) {
            Some((Token::InnerDoc, span)) => {
                at = span.end;
                after = at;
            }
            Some((Token::Hash, hash)) => {
                let Some((Token::Bang, bang)) = next(text, hash.end, to) else {
                    return after;
                };
                let Some((Token::Open(b'['), open)) = next(text, bang.end, to) else {
                    return after;
                };
                let Some(end) = group_end(text, open.start, to) else {
                    return after;
                };
                at = end;
                after = at;
            }
            _ => return after,
        }
    }
}

/// Just after the bracket that closes the one at `open`.
fn group_end(text: &str, open: usize, to: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut at = open;
    while let Some((token, span)) = next(text, at, to) {
        at = span.end;
        match token {
            Token::Open(_) => depth += 1,
            Token::Close(_) => {
                depth -= 1;
                if depth == 0 {
                    return Some(at);
                }
            }
            _ => {}
        }
    }
    None
}

/// The next token from `at`, before `to`, and where it is; white space
/// and comments (other than inner doc comments) skipped.
fn next(text: &str, mut at: usize, to: usize) -> Option<(Token, Range<usize>)> {
    let bytes = &text.as_bytes()[..to];
    loop {
        while at < to && bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        if at >= to {
            return None;
        }
        let rest = &bytes[at..];
        if rest.starts_with(b"//") {
            let end = rest.iter().position(|&b| b == b'\n').map_or(to, |n| at + n);
            if rest.starts_with(b"//!") {
                return Some((Token::InnerDoc, at..end));
            }
            at = end;
            continue;
        }
        if rest.starts_with(b"/*") {
            let end = block_comment_end(bytes, at);
            if rest.starts_with(b"/*!") {
                return Some((Token::InnerDoc, at..end));
            }
            at = end;
            continue;
        }
        let token = match bytes[at] {
            c @ (b'(' | b'[' | b'{') => Token::Open(c),
            c @ (b')' | b']' | b'}') => Token::Close(c),
            b';' => Token::Semi,
            b'#' => Token::Hash,
            b'!' => Token::Bang,
            b'"' => return Some((Token::Other, at..string_end(bytes, at + 1))),
            b'\'' => return Some((Token::Other, at..quote_end(text, at, to))),
            c if c == b'_' || c.is_ascii_alphanumeric() || c >= 0x80 => {
                return Some((Token::Other, at..word_end(bytes, at)));
            }
            _ => Token::Other,
        };
        return Some((token, at..at + 1));
    }
}

/// Just after the block comment at `at` (they nest), or the end.
fn block_comment_end(bytes: &[u8], mut at: usize) -> usize {
    let mut depth = 0usize;
    while at < bytes.len() {
        if bytes[at..].starts_with(b"/*") {
            depth += 1;
            at += 2;
        } else if bytes[at..].starts_with(b"*/") {
            depth -= 1;
            at += 2;
            if depth == 0 {
                return at;
            }
        } else {
            at += 1;
        }
    }
    at
}

/// Just after the `"` that closes a string whose text starts at `at`.
fn string_end(bytes: &[u8], mut at: usize) -> usize {
    while at < bytes.len() {
        match bytes[at] {
            b'\\' => at += 2,
            b'"' => return at + 1,
            _ => at += 1,
        }
    }
    bytes.len()
}

/// Just after a character literal at `at` (`'x'`, `'\n'`), or after the
/// quote of a lifetime or a label (`'a`).
fn quote_end(text: &str, at: usize, to: usize) -> usize {
    let bytes = &text.as_bytes()[..to];
    if bytes.get(at + 1) == Some(&b'\\') {
        let close = bytes[(at + 3).min(to)..].iter().position(|&b| b == b'\'');
        return close.map_or(to, |n| at + 3 + n + 1);
    }
    let width = text[at + 1..to].chars().next().map_or(0, char::len_utf8);
    match bytes.get(at + 1 + width) {
        Some(b'\'') if width > 0 => at + 2 + width,
        _ => at + 1,
    }
}

/// Just after a word at `at`, or after the literal it prefixes: a raw
/// string (`r"..."`, `br#"..."#`), a byte or C string, a byte.
fn word_end(bytes: &[u8], at: usize) -> usize {
    let is_word = |b: u8| b == b'_' || b.is_ascii_alphanumeric() || b >= 0x80;
    let end = at + bytes[at..].iter().take_while(|&&b| is_word(b)).count();
    match (&bytes[at..end], bytes.get(end)) {
        (b"r" | b"br" | b"cr", Some(b'"' | b'#')) => {
            let hashes = bytes[end..].iter().take_while(|&&b| b == b'#').count();
            if bytes.get(end + hashes) != Some(&b'"') {
                return end; // a raw identifier, `r#name`
            }
            let mut close = b"\"".to_vec();
            close.extend(std::iter::repeat_n(b'#', hashes));
            let from = end + hashes + 1;
            bytes[from..]
                .windows(close.len())
                .position(|w| w == close.as_slice())
                .map_or(bytes.len(), |n| from + n + close.len())
        }
        (b"b" | b"c", Some(b'"')) => string_end(bytes, end + 1),
        (b"b", Some(b'\'')) => {
            let text = std::str::from_utf8(bytes).unwrap_or_default();
            quote_end(text, end, bytes.len())
        }
        _ => end,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ends(text: &str) -> Vec<&str> {
        let marks = marks(text, 0..text.len());
        marks.ends.iter().map(|&end| &text[..end]).collect()
    }

    #[test]
    fn ends_are_found_outside_brackets_comments_and_literals() {
        let text = "fn f() { a; }\n// x; }\nconst S: &str = \"; }\";\nstruct T<'a>(&'a u8);";
        assert_eq!(
            ends(text),
            [
                "fn f() { a; }",
                "fn f() { a; }\n// x; }\nconst S: &str = \"; }\";",
                text
            ]
        );
        let literals = "let c = '}'; let d = b';'; let r = r#\"}\"#; let e = '\\'';";
        assert_eq!(ends(literals).len(), 4, "{:?}", ends(literals));
        let nested = "/* a /* ; */ } */ x; let s = br\"}\"; 'l: loop {}";
        assert_eq!(ends(nested).len(), 3, "{:?}", ends(nested));
    }

    #[test]
    fn inner_attributes_are_skipped_and_the_comments_after_them_kept() {
        let text = "//! crate docs\n#![allow(dead_code)]\n/*! more */\n// about f\nfn f() {}";
        let at = after_inner_attributes(text, 0, text.len());
        assert_eq!(&text[at..], "\n// about f\nfn f() {}");
        let none = "// about f\n#[test]\nfn f() {}";
        assert_eq!(after_inner_attributes(none, 0, none.len()), 0);
    }
}
