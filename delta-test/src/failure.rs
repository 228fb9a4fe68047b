//! How a run failed, and when two failures count as the same bug.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::outcome::Outcome;

/// How a run failed.
///
/// The payload type is part of the signature because a test that panics
/// with a `&str` at one place and with some other payload type at the same
/// place is almost certainly going through a different code path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[non_exhaustive]
pub enum FailureKind {
    /// A panic whose payload is a `&'static str`: `panic!("literal")`.
    PanicStr,
    /// A panic whose payload is a `String`: a formatting `panic!`,
    /// `assert_eq!`, `unwrap()`, indexing out of bounds, ...
    PanicString,
    /// A panic with any other payload type (`std::panic::panic_any(42)`).
    PanicOther,
    /// The test returned `Err(..)`.
    Err,
    /// The run ended the process it ran in (only seen with
    /// `isolate = "process"`): a stack overflow, an `abort()`, a signal such
    /// as a segfault, or a call to `std::process::exit`. The message says
    /// which, and two crashes are the same bug only when it is the same.
    Crash,
    /// The run did not finish within its timeout. A timeout is never the
    /// same bug as anything: such a rerun is always
    /// [`Unresolved`](Outcome::Unresolved).
    Timeout,
}

impl FailureKind {
    /// A short name for logs: `"&str"`, `"String"`, `"other"`, `"Err"`,
    /// `"crash"` or `"timeout"`.
    pub fn as_str(self) -> &'static str {
        match self {
            FailureKind::PanicStr => "&str",
            FailureKind::PanicString => "String",
            FailureKind::PanicOther => "other",
            FailureKind::Err => "Err",
            FailureKind::Crash => "crash",
            FailureKind::Timeout => "timeout",
        }
    }
}

impl fmt::Display for FailureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a panic happened, as the panic hook reports it.
///
/// An owned copy of [`std::panic::Location`], because the signature of the
/// original failure must outlive the panic that produced it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Location {
    /// The source file, as the compiler names it (`src/lib.rs`).
    pub file: String,
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1.
    pub column: u32,
}

impl From<&std::panic::Location<'_>> for Location {
    fn from(location: &std::panic::Location<'_>) -> Self {
        Location {
            file: location.file().to_string(),
            line: location.line(),
            column: location.column(),
        }
    }
}

impl fmt::Display for Location {
    /// `file:line:column`, as in Rust's own panic messages, so editors and
    /// terminals can jump to it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// How one run failed: what a [`Matcher`] compares to decide whether a
/// rerun reproduces the original bug.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FailureSignature {
    /// The payload type of the panic, or [`FailureKind::Err`].
    pub kind: FailureKind,
    /// The panic message, or the `Debug` text of the returned error. For a
    /// [`FailureKind::PanicOther`] payload, which has no text, it is
    /// `Box<dyn Any>`, as Rust's own panic hook prints.
    pub message: String,
    /// Where the panic happened; `None` for a returned `Err`, and when the
    /// panic hook did not report a place.
    pub location: Option<Location>,
}

impl fmt::Display for FailureSignature {
    /// One line, shaped like Rust's own panic report:
    /// `panicked at src/lib.rs:9:5: Invalid input`,
    /// `panicked with a non-string payload at src/lib.rs:9:5`,
    /// `returned Err: ParseIntError { kind: Empty }`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.kind, &self.location) {
            (FailureKind::Err, _) => write!(f, "returned Err: {}", self.message),
            (FailureKind::Crash, _) => write!(f, "crashed: {}", self.message),
            (FailureKind::Timeout, _) => write!(f, "timed out: {}", self.message),
            (FailureKind::PanicOther, Some(at)) => {
                write!(f, "panicked with a non-string payload at {at}")
            }
            (FailureKind::PanicOther, None) => f.write_str("panicked with a non-string payload"),
            (_, Some(at)) => write!(f, "panicked at {at}: {}", self.message),
            (_, None) => write!(f, "panicked: {}", self.message),
        }
    }
}

/// What [`mask`] puts in place of data.
const MASK: &str = "…";

/// Messages of `Result::unwrap` and `Result::unwrap_err`: what follows is
/// the `Debug` text of the unexpected value.
const UNWRAP_PREFIXES: [&str; 2] = [
    "called `Result::unwrap()` on an `Err` value: ",
    "called `Result::unwrap_err()` on an `Ok` value: ",
];

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
/// 1. **`Result::unwrap()` / `unwrap_err()`**: everything after
///    ``called `Result::unwrap()` on an `Err` value: `` (or the `unwrap_err`
///    counterpart) is masked, since it is the `Debug` text of a value that
///    depends on the input (`ParseIntError { kind: Empty }` and
///    `ParseIntError { kind: InvalidDigit }` both become `…`).
///    ``called `Option::unwrap()` on a `None` value`` has no data and stays.
///    (`expect` messages, `"{msg}: {err:?}"`, have no fixed marker for where
///    the error starts, so only rule 3 applies to them.)
/// 2. **`assert_eq!` / `assert_ne!`**: in a message with a `\n  left: `
///    line followed by a `\n right: ` line, both values are masked. In the
///    Rust 1.73+ format the right value runs to the end of the message; in
///    the older format (`` left: `1`, ``) the values are the backtick-quoted
///    parts, and a custom message after the right value (`` `2`: msg ``) is
///    masked by the rules below. The text before the `left` line (the
///    assertion and any custom message) is masked by the rules below.
/// 3. **Everywhere else**:
///    - numbers: a run of ASCII digits, with an optional leading `-`, an
///      optional fraction (`.` and digits), an optional exponent (`e-7`),
///      or a `0x`/`0o`/`0b` literal; also the words `NaN` and `inf`. Digits
///      that belong to a word are kept: `u8`, `x2`, `utf8`, `2nd`;
///    - double-quoted strings, with `\` escapes as `Debug` writes them:
///      `"abc"` becomes `"…"`;
///    - character literals, `'é'`, `'\n'`, `'\u{1f600}'`: a quote that
///      follows a letter, as in `can't`, does not start one;
///    - backtick-quoted parts only where the standard library puts data in
///      backticks: after `: `, and after ` of ` or ` slicing ` (the
///      string-slicing panics), where the part runs to the end of the
///      message, including a trailing `[...]`. Elsewhere backticks quote
///      code (``called `Option::unwrap()` ``, ``assertion `left == right` ``)
///      and are kept.
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
///     mask("called `Result::unwrap()` on an `Err` value: ParseIntError { kind: Empty }"),
///     "called `Result::unwrap()` on an `Err` value: …",
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
    for prefix in UNWRAP_PREFIXES {
        if let Some(at) = message.find(prefix) {
            mask_text(&message[..at + prefix.len()], &mut out);
            out.push_str(MASK);
            return out;
        }
    }
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
    mask_text(message, &mut out);
    out
}

/// Splits an `assert_eq!`-style message into the text before the `left`
/// line, the left value and the rest after ` right: `.
fn split_assertion(message: &str) -> Option<(&str, &str, &str)> {
    let left_at = message.find(ASSERT_LEFT)?;
    let left_start = left_at + ASSERT_LEFT.len();
    let right_at = left_start + message[left_start..].find(ASSERT_RIGHT)?;
    Some((
        &message[..left_at],
        &message[left_start..right_at],
        &message[right_at + ASSERT_RIGHT.len()..],
    ))
}

/// Whether `c` may be part of a word (an identifier, for Rust code).
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Applies rule 3 of [`mask`] to `text`, appending to `out`.
fn mask_text(text: &str, out: &mut String) {
    let mut i = 0;
    while let Some(c) = text[i..].chars().next() {
        let after_word = text[..i].chars().next_back().is_some_and(is_word_char);
        let end = match c {
            '"' => closing_double_quote(text, i).map(|end| (end, "\"…\"")),
            '\'' if !after_word => char_literal_end(text, i).map(|end| (end, "'…'")),
            '`' => backtick_end(text, i).map(|end| (end, "`…`")),
            '-' | '0'..='9' if !after_word => number_end(text, i).map(|end| (end, MASK)),
            _ => None,
        };
        if let Some((end, replacement)) = end {
            out.push_str(replacement);
            i = end;
        } else if is_word_char(c) {
            // Copy the whole word, so its digits are never taken for numbers.
            let len = text[i..]
                .find(|c| !is_word_char(c))
                .unwrap_or(text.len() - i);
            let word = &text[i..i + len];
            out.push_str(if matches!(word, "NaN" | "inf") {
                MASK
            } else {
                word
            });
            i += len;
        } else {
            out.push(c);
            i += c.len_utf8();
        }
    }
}

/// The end (exclusive) of the `"..."` string starting at `start`, honouring
/// `\` escapes; `None` when it is not closed.
fn closing_double_quote(text: &str, start: usize) -> Option<usize> {
    let mut chars = text[start + 1..].char_indices();
    while let Some((at, c)) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '"' => return Some(start + 1 + at + 1),
            _ => {}
        }
    }
    None
}

/// The end (exclusive) of the char literal starting at `start` (`'x'`,
/// `'\n'`, `'\u{e9}'`), or `None` when the quote does not start one.
fn char_literal_end(text: &str, start: usize) -> Option<usize> {
    let rest = &text[start + 1..];
    let mut chars = rest.char_indices();
    let (_, first) = chars.next()?;
    let close = match first {
        '\'' | '\n' => return None,
        '\\' => match chars.next()? {
            (_, 'u') => {
                let brace = rest.find('}')?;
                // Only hex digits between `\u{` and `}`.
                let digits = rest.get(3..brace)?;
                if !rest[2..].starts_with('{') || !digits.chars().all(|c| c.is_ascii_hexdigit()) {
                    return None;
                }
                brace + 1
            }
            (at, escaped) => at + escaped.len_utf8(),
        },
        c => c.len_utf8(),
    };
    rest[close..]
        .starts_with('\'')
        .then_some(start + 1 + close + 1)
}

/// The end (exclusive) of a backtick-quoted part starting at `start` that
/// holds data (see rule 3 of [`mask`]), or `None` to keep it.
fn backtick_end(text: &str, start: usize) -> Option<usize> {
    let before = &text[..start];
    if before.ends_with(" of ") || before.ends_with(" slicing ") {
        // The string-slicing panics end with "`{string}`" or
        // "`{truncated string}`[...]"; the string may hold backticks.
        let trimmed = text.strip_suffix("[...]").unwrap_or(text);
        if trimmed.len() > start + 1 && trimmed.ends_with('`') {
            return Some(text.len());
        }
    }
    if before.ends_with(": ") {
        return text[start + 1..].find('`').map(|at| start + 1 + at + 1);
    }
    None
}

/// The end (exclusive) of the number starting at `start`, or `None` when
/// there is none, or it runs into a word (`2nd`).
fn number_end(text: &str, start: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let digits_from = |mut i: usize, radix: u32| {
        while i < bytes.len() && (bytes[i] as char).is_digit(radix) {
            i += 1;
        }
        i
    };
    let mut i = start;
    if bytes[i] == b'-' {
        i += 1;
    }
    if !bytes.get(i).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    let radix = match (bytes[i], bytes.get(i + 1)) {
        (b'0', Some(b'x')) => Some(16),
        (b'0', Some(b'o')) => Some(8),
        (b'0', Some(b'b')) => Some(2),
        _ => None,
    };
    match radix {
        Some(radix)
            if bytes
                .get(i + 2)
                .is_some_and(|b| (*b as char).is_digit(radix)) =>
        {
            i = digits_from(i + 2, radix);
        }
        _ => {
            i = digits_from(i, 10);
            if bytes.get(i) == Some(&b'.') && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
                i = digits_from(i + 1, 10);
            }
            if matches!(bytes.get(i), Some(b'e' | b'E')) {
                let sign = usize::from(matches!(bytes.get(i + 1), Some(b'+' | b'-')));
                if bytes.get(i + 1 + sign).is_some_and(u8::is_ascii_digit) {
                    i = digits_from(i + 1 + sign, 10);
                }
            }
        }
    }
    let runs_into_word = text[i..].chars().next().is_some_and(is_word_char);
    (!runs_into_word).then_some(i)
}

/// Decides whether a rerun's failure is the same bug as the original one.
///
/// The choice steers the reduction: too strict, and reruns that hit the bug
/// with different data count as [`Unresolved`](Outcome::Unresolved), so the
/// input stops shrinking early; too loose, and the reduction may slide to a
/// different, easier-to-reach bug.
#[derive(Clone, Default)]
pub enum Matcher {
    /// The same kind of failure at the same place ([`Location`], both `None`
    /// for a returned `Err`), with messages equal after [`mask`]: the same
    /// check failing on different data. The default, because a panic's
    /// place identifies the check, and its message's fixed text tells apart
    /// the checks that share a place (a helper function, an `Err` Debug).
    #[default]
    SameBug,
    /// The same kind of failure with the identical message, wherever it
    /// happened: the Debugging Book's rule (exception type and message).
    /// Stricter on data, looser on place.
    Exact,
    /// The same kind of failure at the same place, whatever the message.
    Location,
    /// Any failure at all: nothing is ever [`Unresolved`](Outcome::Unresolved).
    Any,
    /// A rule of your own, called as `f(original, candidate)`; build it with
    /// [`Matcher::custom`].
    // Spelled out rather than behind an alias, so the docs show the type.
    #[allow(clippy::type_complexity)]
    Custom(Arc<dyn Fn(&FailureSignature, &FailureSignature) -> bool + Send + Sync>),
}

impl Matcher {
    /// A matcher that calls `f(original, candidate)`: `original` is how the
    /// original call failed, `candidate` how this rerun failed.
    ///
    /// ```
    /// use delta_test::{FailureKind, Matcher};
    ///
    /// // Any panic (but not a returned Err) counts.
    /// let matcher = Matcher::custom(|_, candidate| candidate.kind != FailureKind::Err);
    /// ```
    pub fn custom(
        f: impl Fn(&FailureSignature, &FailureSignature) -> bool + Send + Sync + 'static,
    ) -> Self {
        Matcher::Custom(Arc::new(f))
    }

    /// The name [`FromStr`] accepts: `same_bug`, `exact`, `location`, `any`;
    /// `custom` for [`Matcher::Custom`], which cannot be parsed.
    pub fn name(&self) -> &'static str {
        match self {
            Matcher::SameBug => "same_bug",
            Matcher::Exact => "exact",
            Matcher::Location => "location",
            Matcher::Any => "any",
            Matcher::Custom(_) => "custom",
        }
    }

    /// Whether `candidate`, the failure of a rerun, is the same bug as
    /// `original`.
    ///
    /// A crash's message names the crash (`stack overflow`, `exit code 3`),
    /// so [`SameBug`](Matcher::SameBug) compares it unmasked: exit code 3
    /// and exit code 4 are different bugs.
    pub fn matches(&self, original: &FailureSignature, candidate: &FailureSignature) -> bool {
        let same_kind = original.kind == candidate.kind;
        match self {
            Matcher::SameBug if original.kind == FailureKind::Crash => {
                same_kind && original.message == candidate.message
            }
            Matcher::SameBug => {
                same_kind
                    && original.location == candidate.location
                    && (original.message == candidate.message
                        || mask(&original.message) == mask(&candidate.message))
            }
            Matcher::Exact => same_kind && original.message == candidate.message,
            Matcher::Location => same_kind && original.location == candidate.location,
            Matcher::Any => true,
            Matcher::Custom(f) => f(original, candidate),
        }
    }

    /// The [`Outcome`] of a rerun that failed with `run` (`None`: it did
    /// not fail): [`Pass`](Outcome::Pass), [`Fail`](Outcome::Fail) when the
    /// failure [`matches`](Matcher::matches) the original, else
    /// [`Unresolved`](Outcome::Unresolved). A [timeout](FailureKind::Timeout)
    /// is always unresolved, whatever the matcher: a hang says nothing about
    /// the bug being chased.
    pub fn classify(&self, original: &FailureSignature, run: Option<&FailureSignature>) -> Outcome {
        match run {
            None => Outcome::Pass,
            Some(candidate) if candidate.kind == FailureKind::Timeout => Outcome::Unresolved,
            Some(candidate) if self.matches(original, candidate) => Outcome::Fail,
            Some(_) => Outcome::Unresolved,
        }
    }
}

impl fmt::Debug for Matcher {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Matcher::SameBug => f.write_str("SameBug"),
            Matcher::Exact => f.write_str("Exact"),
            Matcher::Location => f.write_str("Location"),
            Matcher::Any => f.write_str("Any"),
            Matcher::Custom(_) => f.write_str("Custom(..)"),
        }
    }
}

/// The names [`Matcher`]'s [`FromStr`] accepts, in the order error
/// messages list them.
const MATCHER_NAMES: [&str; 4] = ["same_bug", "exact", "location", "any"];

impl FromStr for Matcher {
    type Err = ParseMatcherError;

    /// Parses `same_bug`, `exact`, `location` or `any`, so a matcher can be
    /// chosen from a setting or an environment variable.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "same_bug" => Ok(Matcher::SameBug),
            "exact" => Ok(Matcher::Exact),
            "location" => Ok(Matcher::Location),
            "any" => Ok(Matcher::Any),
            _ => Err(ParseMatcherError {
                input: s.to_string(),
            }),
        }
    }
}

/// A string that names no [`Matcher`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseMatcherError {
    input: String,
}

impl fmt::Display for ParseMatcherError {
    /// Names the bad input and lists the accepted names, so the fix is in
    /// the message.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown matcher {:?}; expected one of: {}",
            self.input,
            MATCHER_NAMES.join(", ")
        )
    }
}

impl std::error::Error for ParseMatcherError {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    fn panic_at(line: u32, message: &str) -> FailureSignature {
        FailureSignature {
            kind: FailureKind::PanicString,
            message: message.to_string(),
            location: Some(Location {
                file: "src/lib.rs".to_string(),
                line,
                column: 5,
            }),
        }
    }

    fn err(message: &str) -> FailureSignature {
        FailureSignature {
            kind: FailureKind::Err,
            message: message.to_string(),
            location: None,
        }
    }

    #[test]
    fn assert_eq_with_other_values_is_the_same_bug() {
        let original = panic_at(
            9,
            "assertion `left == right` failed\n  left: [3, 1, 2]\n right: [1, 2, 3]",
        );
        let rerun = panic_at(
            9,
            "assertion `left == right` failed\n  left: [2, 1]\n right: [1, 2]",
        );
        assert_eq!(
            Matcher::SameBug.classify(&original, Some(&rerun)),
            Outcome::Fail
        );
        let strings = panic_at(
            9,
            "assertion `left != right` failed: names clash\n  left: \"a\"\n right: \"a\"",
        );
        let other = panic_at(
            9,
            "assertion `left != right` failed: names clash\n  left: \"bc\"\n right: \"bc\"",
        );
        assert!(Matcher::SameBug.matches(&strings, &other));
        // The custom message's fixed text still tells assertions apart.
        let renamed = panic_at(
            9,
            "assertion `left != right` failed: ids clash\n  left: 1\n right: 1",
        );
        assert!(!Matcher::SameBug.matches(&strings, &renamed));
    }

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
    fn index_out_of_bounds_with_other_numbers_is_the_same_bug() {
        let original = panic_at(12, "index out of bounds: the len is 3 but the index is 5");
        let rerun = panic_at(12, "index out of bounds: the len is 0 but the index is 0");
        assert_eq!(
            Matcher::SameBug.classify(&original, Some(&rerun)),
            Outcome::Fail
        );
        let slice = panic_at(12, "range end index 7 out of range for slice of length 3");
        let shorter = panic_at(12, "range end index 2 out of range for slice of length 1");
        assert!(Matcher::SameBug.matches(&slice, &shorter));
        assert!(!Matcher::SameBug.matches(&original, &slice));
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
    fn unwrap_on_other_errors_is_the_same_bug() {
        let original = panic_at(
            20,
            "called `Result::unwrap()` on an `Err` value: ParseIntError { kind: InvalidDigit }",
        );
        let rerun = panic_at(
            20,
            "called `Result::unwrap()` on an `Err` value: ParseIntError { kind: Empty }",
        );
        assert_eq!(
            Matcher::SameBug.classify(&original, Some(&rerun)),
            Outcome::Fail
        );
        let none = "called `Option::unwrap()` on a `None` value";
        assert_eq!(mask(none), none);
    }

    #[test]
    fn a_panic_elsewhere_is_another_bug() {
        let original = panic_at(9, "Invalid input");
        let elsewhere = panic_at(10, "Invalid input");
        assert_eq!(
            Matcher::SameBug.classify(&original, Some(&elsewhere)),
            Outcome::Unresolved
        );
        let str_payload = FailureSignature {
            kind: FailureKind::PanicStr,
            ..original.clone()
        };
        assert_eq!(
            Matcher::SameBug.classify(&original, Some(&str_payload)),
            Outcome::Unresolved
        );
        assert_eq!(Matcher::SameBug.classify(&original, None), Outcome::Pass);
        // A returned Err has no place: both None is the same place.
        assert!(Matcher::SameBug.matches(&err("Overflow(300)"), &err("Overflow(7)")));
        assert!(!Matcher::SameBug.matches(&err("Overflow(300)"), &err("Empty")));
        assert!(!Matcher::SameBug.matches(&err("Invalid input"), &original));
    }

    #[test]
    fn numbers_are_masked_but_not_digits_in_words() {
        assert_eq!(
            mask("u8 x2 utf8 2nd 0x1F -3 4.5e-7 1.0 NaN"),
            "u8 x2 utf8 2nd … … … … …"
        );
        assert_eq!(mask("x-1 [1, -2]"), "x-… […, …]");
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
    fn exact_compares_whole_messages_and_ignores_places() {
        let original = panic_at(9, "index out of bounds: the len is 3 but the index is 5");
        let same_text_elsewhere =
            panic_at(40, "index out of bounds: the len is 3 but the index is 5");
        let other_data = panic_at(9, "index out of bounds: the len is 2 but the index is 5");
        assert!(Matcher::Exact.matches(&original, &same_text_elsewhere));
        assert!(!Matcher::Exact.matches(&original, &other_data));
        assert_eq!(
            Matcher::Exact.classify(&original, Some(&other_data)),
            Outcome::Unresolved
        );
    }

    #[test]
    fn location_ignores_messages_and_any_takes_everything() {
        let original = panic_at(9, "Invalid input");
        assert!(Matcher::Location.matches(&original, &panic_at(9, "something else")));
        assert!(!Matcher::Location.matches(&original, &panic_at(8, "Invalid input")));
        assert!(Matcher::Any.matches(&original, &err("Empty")));
        assert_eq!(Matcher::Any.classify(&original, None), Outcome::Pass);
    }

    #[test]
    fn custom_gets_original_then_candidate() {
        let calls = Arc::new(Mutex::new(Vec::new()));
        let seen = Arc::clone(&calls);
        let matcher = Matcher::custom(move |original, candidate| {
            seen.lock()
                .unwrap()
                .push((original.message.clone(), candidate.message.clone()));
            candidate.message.starts_with("Invalid")
        });
        let original = panic_at(1, "original");
        assert_eq!(
            matcher.classify(&original, Some(&panic_at(2, "Invalid"))),
            Outcome::Fail
        );
        assert_eq!(
            matcher
                .clone()
                .classify(&original, Some(&panic_at(2, "no"))),
            Outcome::Unresolved
        );
        assert_eq!(
            *calls.lock().unwrap(),
            [
                ("original".to_string(), "Invalid".to_string()),
                ("original".to_string(), "no".to_string())
            ]
        );
        assert_eq!(format!("{matcher:?}"), "Custom(..)");
        assert_eq!(matcher.name(), "custom");
    }

    #[test]
    fn matchers_parse_from_their_names() {
        for name in MATCHER_NAMES {
            assert_eq!(name.parse::<Matcher>().unwrap().name(), name);
        }
        assert_eq!(Matcher::default().name(), "same_bug");
        let error = "foo".parse::<Matcher>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown matcher \"foo\"; expected one of: same_bug, exact, location, any"
        );
    }

    #[test]
    fn signatures_display_like_rust_panics() {
        assert_eq!(
            panic_at(9, "Invalid input").to_string(),
            "panicked at src/lib.rs:9:5: Invalid input"
        );
        let other = FailureSignature {
            kind: FailureKind::PanicOther,
            message: "Box<dyn Any>".to_string(),
            ..panic_at(9, "")
        };
        assert_eq!(
            other.to_string(),
            "panicked with a non-string payload at src/lib.rs:9:5"
        );
        assert_eq!(err("Empty").to_string(), "returned Err: Empty");
        let nowhere = FailureSignature {
            location: None,
            ..panic_at(9, "lost")
        };
        assert_eq!(nowhere.to_string(), "panicked: lost");
        assert_eq!(
            [
                FailureKind::PanicStr,
                FailureKind::PanicString,
                FailureKind::PanicOther,
                FailureKind::Err
            ]
            .map(FailureKind::as_str),
            ["&str", "String", "other", "Err"]
        );
    }

    fn crash(message: &str) -> FailureSignature {
        FailureSignature {
            kind: FailureKind::Crash,
            message: message.to_string(),
            location: None,
        }
    }

    #[test]
    fn crashes_are_the_same_bug_only_when_they_are_the_same_crash() {
        let exit3 = crash("exit code 3");
        assert!(Matcher::SameBug.matches(&exit3, &crash("exit code 3")));
        // masking would call these equal; a crash's message is its identity
        assert!(!Matcher::SameBug.matches(&exit3, &crash("exit code 4")));
        assert!(!Matcher::SameBug.matches(&crash("stack overflow"), &exit3));
        assert!(!Matcher::SameBug.matches(&exit3, &panic_at(9, "exit code 3")));
        assert_eq!(exit3.to_string(), "crashed: exit code 3");
    }

    #[test]
    fn timeouts_are_unresolved_whatever_the_matcher() {
        let timeout = FailureSignature {
            kind: FailureKind::Timeout,
            message: "no result within 1s".to_string(),
            location: None,
        };
        let original = panic_at(9, "x");
        for matcher in [Matcher::SameBug, Matcher::Any, Matcher::custom(|_, _| true)] {
            assert_eq!(
                matcher.classify(&original, Some(&timeout)),
                Outcome::Unresolved
            );
        }
        assert_eq!(timeout.to_string(), "timed out: no result within 1s");
    }
}
