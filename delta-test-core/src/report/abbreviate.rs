//! Long values cut in the middle for people: a megabyte argument must not
//! flood a terminal or overflow an issue tracker's limit. The JSON report
//! keeps every value whole.

use std::borrow::Cow;

/// How many characters of one value the terminal report shows.
pub(crate) const TERMINAL_LIMIT: usize = 2_000;

/// How many characters of one value the Markdown bug report shows (it must
/// stay well under GitHub's 65,536 characters with a few arguments).
pub(crate) const MARKDOWN_LIMIT: usize = 1_000;

/// `text` when it has at most `limit` characters; else its head and tail
/// around an ellipsis, followed by how much is not shown.
pub(crate) fn abbreviate(text: &str, limit: usize) -> Cow<'_, str> {
    let chars = text.chars().count();
    if chars <= limit {
        return Cow::Borrowed(text);
    }
    let keep = limit / 2;
    let head_end = text.char_indices().nth(keep).map_or(text.len(), |(i, _)| i);
    // From the end: a walk over the chars before the tail is a walk over
    // megabytes, slow in a debug build.
    let tail_start = match keep {
        0 => text.len(),
        _ => text.char_indices().nth_back(keep - 1).map_or(0, |(i, _)| i),
    };
    Cow::Owned(format!(
        "{}…{} /* {chars} characters, {} not shown */",
        &text[..head_end],
        &text[tail_start..],
        chars - 2 * keep
    ))
}

/// Whether `text` would be cut at `limit`.
pub(crate) fn is_long(text: &str, limit: usize) -> bool {
    text.len() > limit && text.chars().count() > limit
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_keeps_its_ends_and_says_how_much_is_cut() {
        assert_eq!(abbreviate("short", 10), "short");
        let long = format!("\"{}\"", "é".repeat(98));
        assert_eq!(
            abbreviate(&long, 10),
            "\"éééé…éééé\" /* 100 characters, 90 not shown */"
        );
        assert!(is_long(&long, 10) && !is_long(&long, 100));
        assert_eq!(
            abbreviate("abcdef", 2),
            "a…f /* 6 characters, 4 not shown */"
        );
        assert_eq!(abbreviate("abc", 1), "… /* 3 characters, 3 not shown */");
        let huge = "x".repeat(1 << 20);
        assert!(abbreviate(&huge, TERMINAL_LIMIT).len() < 2 * TERMINAL_LIMIT);
    }
}
