//! [`mask`]: the data in a panic message, masked so that the same check
//! failing on other data reads the same.

use super::tokens::{closing_double_quote, mask_message, mask_text, MASK};

/// Starts the `left` line of `assert_eq!`/`assert_ne!` messages, in both
/// the Rust 1.73+ format and the older one.
const ASSERT_LEFT: &str = "\n  left: ";
/// Starts the `right` line of `assert_eq!`/`assert_ne!` messages.
const ASSERT_RIGHT: &str = "\n right: ";

/// Masks the parts of a panic message that show data, so that two failures
/// of the same check on different inputs give the same text.
///
/// Delta Debugging reruns a test on ever smaller inputs. The bug it is
/// chasing usually panics at the same place with the same format string
/// each time, but the values interpolated into the message (lengths,
/// indices, the compared values, the input itself) change with the input.
/// Comparing raw messages would call every such rerun a different failure
/// and stop the reduction; masking keeps the fixed text of the message,
/// which still tells different checks apart.
///
/// Each masked part becomes `…` (the delimiters of quoted parts are kept).
/// The rules, in order:
///
/// 1. **`assert_eq!` / `assert_ne!`**: in a message with a `\n  left: `
///    line followed by a `\n right: ` line, both values are masked. In the
///    Rust 1.73+ format the right value runs to the end of the message; in
///    the older format (`` left: `1`, ``) the values are the backtick-quoted
///    parts, and a custom message after the right value (`` `2`: msg ``) is
///    masked by the rules below. The text before the `left` line (the
///    assertion and any custom message) is masked by the rules below.
/// 2. **Everywhere else**, including the error that `unwrap()`,
///    `unwrap_err()` and `expect("..")` print and the `Debug` text of an
///    error a test returns (all three by the same rule, so a test fails as
///    the same bug whichever way it gives up on an `Err`):
///    - numbers: a run of ASCII digits, with an optional leading `-`, an
///      optional fraction (`.` and digits), an optional exponent (`e-7`),
///      or a `0x`/`0o`/`0b` literal, and an optional time unit as
///      `Duration`'s `Debug` prints it (`1.503s`, `153.2ms`, `12.5µs`,
///      `100ns`; also `m`, `min`, `h`, `d`), so durations and nanosecond
///      or millisecond stamps are masked; also the words `NaN` and `inf`.
///      Digits that belong to a word are kept: `u8`, `x2`, `utf8`, `2nd`;
///    - generated names: UUIDs (`8-4-4-4-12` hex digits), hex ids of eight
///      or more digits with a number in them (`3fa9c1b2`), and temporary
///      file names (`tmp` and six or more random letters and digits, as in
///      `tmp3fa9c1`);
///    - paths: a run of path characters with a `/` between names, or
///      rooted (`/tmp/x`, `./a.txt`, `src/lib.rs`), or after a Windows
///      drive (`C:\data`);
///    - lists, sets and maps as `Debug` prints them, whole: `[…]` and
///      `{…}` (a `{` after a capitalised name opens a struct instead), so
///      neither their elements nor their length count;
///    - a recursion: a structure nested in one of the same name is masked
///      whole, its name too, so `Div(…, Div(…, Div(…, …)))` reads
///      `Div(…, …)`, like the same recursion one level shallower;
///    - double-quoted strings, with `\` escapes as `Debug` writes them:
///      `"abc"` becomes `"…"`. A string inside a value's `Debug` structure,
///      `Name(..)` or `Name { .. }` with a capitalised name as Rust names
///      types and variants, is the value's message rather than interpolated
///      data: its words are kept and only its own data is masked by these
///      rules (`Parse { line: 3, msg: "bad" }` becomes
///      `Parse { line: …, msg: "bad" }`);
///    - character literals, `'é'`, `'\n'`, `'\u{1f600}'`: a quote that
///      follows a letter, as in `can't`, does not start one;
///    - backtick-quoted parts only where the standard library puts data in
///      backticks: after `: `, and after ` of ` or ` slicing ` (the
///      string-slicing panics), where the part runs to the end of the
///      message, including a trailing `[...]`. Elsewhere backticks quote
///      code (``called `Option::unwrap()` ``, ``assertion `left == right` ``)
///      and are kept.
///
/// So an error keeps its shape (variant and field names, the structure of
/// its `Debug` text, the words of its messages) and loses what changes
/// between runs of the same bug: `ParseIntError { kind: InvalidDigit }` and
/// `ParseIntError { kind: Empty }` are two bugs, `BadEscape(7)` and
/// `BadEscape(1)` one. A bare string is masked whole, as input that a
/// format string echoes, unless it is an error's whole message: a string
/// that is the whole message or runs from a `: ` to its end (the `Debug`
/// text of a `String` error a test returns, or that `unwrap()` prints)
/// keeps its words as a named structure's strings do.
/// [`same_message`](crate::same_message) compares two messages beyond
/// their masks (strings cut from the original's, an `assert_eq!`'s
/// difference).
/// [`Matcher::Exact`](crate::Matcher::Exact) compares messages unmasked,
/// for tests where every number and string counts.
///
/// Masking is idempotent: a masked message masks to itself.
///
/// ```
/// use delta_test::mask;
///
/// assert_eq!(
///     mask("index out of bounds: the len is 3 but the index is 5"),
///     "index out of bounds: the len is … but the index is …",
/// );
/// assert_eq!(
///     mask("assertion `left == right` failed: sizes differ\n  left: [1, 2]\n right: []"),
///     "assertion `left == right` failed: sizes differ\n  left: …\n right: …",
/// );
/// assert_eq!(
///     mask("called `Result::unwrap()` on an `Err` value: BadEscape(7)"),
///     "called `Result::unwrap()` on an `Err` value: BadEscape(…)",
/// );
/// assert_eq!(
///     mask(r#"config: Custom { kind: InvalidData, error: "line 3: bad key \"x\"" }"#),
///     r#"config: Custom { kind: InvalidData, error: "line …: bad key \"…\"" }"#,
/// );
/// assert_eq!(
///     mask("byte index 4 is not a char boundary; it is inside 'é' (bytes 3..5) of `abcé`"),
///     "byte index … is not a char boundary; it is inside '…' (bytes …..…) of `…`",
/// );
/// // Digits inside words are part of the fixed text.
/// assert_eq!(mask("u8 overflow at x2 = 300"), "u8 overflow at x2 = …");
/// ```
pub fn mask(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    if let Some((head, left, right)) = split_assertion(message) {
        mask_text(head, &mut out);
        out.push_str(ASSERT_LEFT);
        // Old format: "`1`,"; new format: "1".
        if left.starts_with('`') && left.ends_with("`,") {
            out.push('`');
            out.push_str(MASK);
            out.push_str("`,");
        } else {
            out.push_str(MASK);
        }
        out.push_str(ASSERT_RIGHT);
        match right.strip_prefix('`') {
            // Old format, maybe followed by ": custom message".
            Some(value) => {
                out.push('`');
                out.push_str(MASK);
                out.push('`');
                if let Some(end) = value.find("`: ") {
                    mask_text(&value[end + 1..], &mut out);
                }
            }
            None => out.push_str(MASK),
        }
        return out;
    }
    match error_message_at(message) {
        Some(at) => {
            mask_text(&message[..at], &mut out);
            mask_message(&message[at..], &mut out);
        }
        None => mask_text(message, &mut out),
    }
    out
}

/// Where the string that is an error's whole message starts in `message`,
/// if there is one: a string literal that runs to the end of the message
/// and starts it, or follows `: ` (the `Debug` text of a `String` error
/// that a test returns, or that `unwrap()` or `expect(..)` prints). Its
/// words tell errors apart (`"bad header at line 27"`, `"missing key"`),
/// so they are kept as a named structure's strings are.
fn error_message_at(message: &str) -> Option<usize> {
    std::iter::once(0)
        .chain(message.match_indices(": \"").map(|(at, _)| at + 2))
        .find(|&at| {
            message[at..].starts_with('"')
                && closing_double_quote(message, at) == Some(message.len())
        })
}

/// Splits an `assert_eq!`-style message into the text before the `left`
/// line, the left value and the rest after ` right: `.
pub(super) fn split_assertion(message: &str) -> Option<(&str, &str, &str)> {
    let left_at = message.find(ASSERT_LEFT)?;
    let left_start = left_at + ASSERT_LEFT.len();
    let right_at = left_start + message[left_start..].find(ASSERT_RIGHT)?;
    Some((
        &message[..left_at],
        &message[left_start..right_at],
        &message[right_at + ASSERT_RIGHT.len()..],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::strategy::Just;

    #[test]
    fn old_assert_format_masks_values_and_keeps_the_custom_message() {
        let masked =
            mask("assertion failed: `(left == right)`\n  left: `1`,\n right: `2`: sizes 3 and 4");
        assert_eq!(
            masked,
            "assertion failed: `…`\n  left: `…`,\n right: `…`: sizes … and …"
        );
        let other = mask(
            "assertion failed: `(left == right)`\n  left: `[]`,\n right: `[7]`: sizes 0 and 1",
        );
        assert_eq!(masked, other);
        assert_eq!(
            mask("assertion failed: `(left == right)`\n  left: `\"a\"`,\n right: `\"b\"`"),
            "assertion failed: `…`\n  left: `…`,\n right: `…`"
        );
    }

    #[test]
    fn string_slicing_panics_mask_the_string() {
        let a =
            mask("byte index 4 is not a char boundary; it is inside 'é' (bytes 3..5) of `abcé`");
        let b = mask("byte index 1 is not a char boundary; it is inside '\\u{301}' (bytes 0..2) of `\u{301}x`y`");
        assert_eq!(a, b);
        assert_eq!(
            mask("byte index 300 is out of bounds of `aaaa`[...]"),
            "byte index … is out of bounds of `…`"
        );
        assert_eq!(
            mask("begin <= end (4 <= 2) when slicing `hello`"),
            "begin <= end (… <= …) when slicing `…`"
        );
    }

    #[test]
    fn numbers_are_masked_but_not_digits_in_words() {
        assert_eq!(
            mask("u8 x2 utf8 2nd 0x1F -3 4.5e-7 1.0 NaN"),
            "u8 x2 utf8 2nd … … … … …"
        );
        assert_eq!(mask("x-1 [1, -2]"), "x-… […]");
        assert_eq!(
            mask("can't parse 'x' from \"a\\\"b\" (it's bad)"),
            "can't parse '…' from \"…\" (it's bad)"
        );
        assert_eq!(
            mask("called `Option::unwrap()` on `x`"),
            "called `Option::unwrap()` on `x`"
        );
        assert_eq!(mask("bad token: `+`"), "bad token: `…`");
        assert_eq!(mask("unclosed \" and ' stay"), "unclosed \" and ' stay");
        // A character after a number: the number's mask is no word either.
        assert_eq!(mask(r#"0'\"'"#), "…'…'");
        for message in [
            "index out of bounds: the len is 3 but the index is 5",
            "assertion `left == right` failed\n  left: 1\n right: 2",
            "assertion failed: `(left == right)`\n  left: `1`,\n right: `2`: n 3",
            "byte index 4 is not a char boundary; it is inside 'é' (bytes 3..5) of `abcé`",
            "called `Result::unwrap()` on an `Err` value: Empty",
        ] {
            let once = mask(message);
            assert_eq!(mask(&once), once, "mask is idempotent on {message:?}");
        }
    }

    #[test]
    fn durations_in_every_unit_debug_prints_are_masked() {
        for duration in [
            "1.503s", "153.2ms", "12.5µs", "12.5us", "100ns", "0ns", "2m", "3h",
        ] {
            assert_eq!(
                mask(&format!("too slow: took {duration}")),
                "too slow: took …"
            );
        }
        assert_eq!(
            mask(&format!(
                "too slow: took {:?}",
                std::time::Duration::from_micros(1503)
            )),
            "too slow: took …"
        );
        // A word that starts like a unit is no unit: `2nd`, `5mins`.
        assert_eq!(mask("the 2nd try, after 5mins"), "the 2nd try, after 5mins");
    }

    #[test]
    fn stamps_are_masked() {
        assert_eq!(mask("failed at t=1732471234123456789ns"), "failed at t=…");
        assert_eq!(mask("deadline 1732471234123ms passed"), "deadline … passed");
    }

    #[test]
    fn uuids_hex_ids_and_thread_ids_are_masked() {
        assert_eq!(
            mask("no session 550e8400-e29b-41d4-a716-446655440000 here"),
            "no session … here"
        );
        assert_eq!(
            mask("no session 123e4567-e89b-12d3-a456-426614174000 here"),
            "no session … here"
        );
        assert_eq!(mask("object 3fa9c1b2d4e5 is gone"), "object … is gone");
        assert_eq!(mask("commit deadbeef0042"), "commit …");
        // Words of hex letters only are words.
        assert_eq!(mask("a facade of decaf beef"), "a facade of decaf beef");
        assert_eq!(mask("in ThreadId(12)"), "in ThreadId(…)");
        assert_eq!(mask("at 0x7ffd5a3c2b10"), "at …");
    }

    #[test]
    fn temporary_file_names_are_masked() {
        assert_eq!(mask("could not open /tmp/.tmp3fa9c1"), "could not open …");
        assert_eq!(
            mask("could not open /tmp/.tmpAbCdEf/data"),
            "could not open …"
        );
        assert_eq!(
            mask("could not open /tmp/.tmp3fa9c1"),
            mask("could not open /tmp/.tmpZ8xQ2w")
        );
        // An ordinary word that starts with `tmp` stays.
        assert_eq!(mask("no tmpfiles left"), "no tmpfiles left");
    }

    #[test]
    fn error_payloads_keep_their_shape_and_lose_their_data() {
        let unwrap = "called `Result::unwrap()` on an `Err` value: ";
        for (payload, masked) in [
            ("BadEscape(7)", "BadEscape(…)"),
            ("Unterminated", "Unterminated"),
            (
                "ParseIntError { kind: InvalidDigit }",
                "ParseIntError { kind: InvalidDigit }",
            ),
            (
                r#"Parse { line: 3, msg: "bad" }"#,
                r#"Parse { line: …, msg: "bad" }"#,
            ),
            (
                r#"Os { code: 2, kind: NotFound, message: "No such file or directory" }"#,
                r#"Os { code: …, kind: NotFound, message: "No such file or directory" }"#,
            ),
            (
                r#"Custom { kind: InvalidData, error: "stream did not contain valid UTF-8" }"#,
                // `-8` reads as a number, as in `x-1`: the same on both sides.
                r#"Custom { kind: InvalidData, error: "stream did not contain valid UTF-…" }"#,
            ),
            // serde_json: the message's own data (a quoted string, a
            // number in backticks) is masked, its words kept.
            (
                r#"Error("invalid type: string \"abc\", expected u16", line: 1, column: 12)"#,
                r#"Error("invalid type: string \"…\", expected u16", line: …, column: …)"#,
            ),
            (
                r#"Error("invalid value: integer `300`, expected u8", line: 1, column: 3)"#,
                r#"Error("invalid value: integer `…`, expected u8", line: …, column: …)"#,
            ),
            (
                r#"Nested(Outer { inner: Some("at 0x7ffd5a3c2b10 after 1.5s"), tags: ["a"] })"#,
                r#"Nested(Outer { inner: Some("at … after …"), tags: […] })"#,
            ),
            // An error that is only a string: its words tell it apart.
            (r#""bad header at line 27""#, r#""bad header at line …""#),
            // Not in a named structure: data, masked whole.
            (r#"("x", 'y')"#, r#"("…", '…')"#),
            (r#"{"key": [1, 2]}"#, r#"{…}"#),
        ] {
            // The same rule after `unwrap()`, `expect("..")`'s message and
            // alone (the `Debug` text of a returned error).
            assert_eq!(
                mask(&format!("{unwrap}{payload}")),
                format!("{unwrap}{masked}")
            );
            assert_eq!(
                mask(&format!("lexing: {payload}")),
                format!("lexing: {masked}")
            );
            assert_eq!(mask(payload), masked);
            assert_eq!(mask(masked), masked, "mask is idempotent on {masked:?}");
        }
        // `unwrap_err()` on an `Ok` shows the value the same way.
        assert_eq!(
            mask("called `Result::unwrap_err()` on an `Ok` value: Token { at: 4, text: \"let\" }"),
            "called `Result::unwrap_err()` on an `Ok` value: Token { at: …, text: \"let\" }"
        );
        // A function call's arguments are data: the input echoed.
        assert_eq!(mask(r#"parse("abc") failed"#), r#"parse("…") failed"#);
        assert_eq!(mask(r#"failed on "hello world""#), r#"failed on "…""#);
    }

    #[test]
    fn a_collections_length_and_elements_are_data() {
        let merged = |n: usize| {
            let ivs = vec!["Interval { start: 1, end: 0 }"; n].join(", ");
            mask(&format!(
                "interval Interval {{ start: 4, end: 2 }} not covered by [{ivs}]"
            ))
        };
        assert_eq!(
            merged(200),
            "interval Interval { start: …, end: … } not covered by […]"
        );
        assert_eq!(merged(0), merged(200));
        assert_eq!(mask(r#"sets {1, 2} and {"a": [3]}"#), "sets {…} and {…}");
        // Brackets inside strings and characters do not end a list.
        assert_eq!(
            mask(r#"tokens [Op(']'), Str("[x")] left"#),
            "tokens […] left"
        );
        assert_eq!(mask("unclosed [1, 2"), "unclosed […, …");
    }

    #[test]
    fn a_recursion_of_any_depth_reads_the_same() {
        let deep = mask("cannot evaluate Div(0, Div(0, Div(0, Num(1))))");
        assert_eq!(deep, "cannot evaluate Div(…, …)");
        assert_eq!(mask("cannot evaluate Div(0, Div(0, Num(1)))"), deep);
        assert_eq!(
            mask("Node { left: Some(Node { left: None }), key: 3 }"),
            "Node { left: Some(…), key: … }"
        );
        assert_eq!(mask(&deep), deep);
        // Other names nested are kept: an error's kind.
        assert_eq!(
            mask("Config(Io(Custom { kind: NotFound }))"),
            "Config(Io(Custom { kind: NotFound }))"
        );
    }

    #[test]
    fn paths_are_data() {
        for path in [
            "/home/me/data.csv",
            "./a.txt",
            "src/lib.rs",
            r"C:\data\x.ini",
            "~/x",
        ] {
            assert_eq!(
                mask(&format!("cannot read {path}: denied")),
                "cannot read …: denied"
            );
        }
        // Words and fractions with a slash are not paths.
        assert_eq!(mask("1/2 of the input"), "…/… of the input");
        assert_eq!(mask("expected ] or /"), "expected ] or /");
    }

    #[test]
    fn escapes_in_a_kept_message_survive_masking_twice() {
        let masked = mask(r#"Bad("tab\there \u{301}é \\ 'q' at 3")"#);
        assert_eq!(masked, r#"Bad("tab\there \u{301}é \\ '…' at …")"#);
        assert_eq!(mask(&masked), masked);
        // An escape `Debug` never writes: the string is masked whole.
        assert_eq!(mask(r#"Bad("\q")"#), r#"Bad("…")"#);
    }

    proptest::proptest! {
        /// Masking twice changes nothing more than masking once, on text
        /// made of the pieces messages are made of.
        #[test]
        fn masking_is_idempotent(
            pieces in proptest::collection::vec(
                proptest::prop_oneof![
                    proptest::string::string_regex("[a-zA-Z_ ]{0,8}").unwrap(),
                    proptest::string::string_regex("-?[0-9]{1,6}(\\.[0-9]{1,3})?(e-?[0-9])?").unwrap(),
                    proptest::string::string_regex("[0-9]{1,4}(ns|µs|ms|s|m|h)").unwrap(),
                    proptest::string::string_regex("0x[0-9a-f]{1,12}").unwrap(),
                    proptest::string::string_regex("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}").unwrap(),
                    proptest::string::string_regex("/tmp/\\.tmp[a-zA-Z0-9]{6}").unwrap(),
                    proptest::string::string_regex("[\"'`:,.()\\[\\]…\\\\\n]").unwrap(),
                    Just("\n  left: ".to_string()),
                    Just("\n right: ".to_string()),
                    Just("called `Result::unwrap()` on an `Err` value: ".to_string()),
                    Just("Parse(".to_string()),
                    Just("Os { ".to_string()),
                    Just("\\\"".to_string()),
                    Just(" of ".to_string()),
                    Just("NaN".to_string()),
                ],
                0..12,
            )
        ) {
            let message: String = pieces.concat();
            let once = mask(&message);
            proptest::prop_assert_eq!(mask(&once), once);
        }
    }
}
