//! [`same_message`]: when two panic messages tell of the same bug.

use std::collections::{BTreeMap, BTreeSet};

use super::input::{shrunk_input, InputText};
use super::mask::{mask, split_assertion};
use super::tokens::{is_subsequence, mask_collecting_strings, mask_text, unescape};

/// Whether `candidate`, the message of a rerun's failure, tells of the same
/// bug as `original`, the message of the failure being reduced.
///
/// Messages agree when they are equal after [`mask`], and beyond that in
/// two ways that equal masks cannot see:
///
/// - **A string that is the input's data, shrunk.** Strings are compared
///   one by one (the rest of the two messages masking the same): a
///   candidate's string agrees with the original's when their words agree
///   once masked, or when it is a subsequence of it, as the input's own
///   text becomes when parts of it are cut (`Token { text: "le" }` agrees
///   with `Token { text: "let" }`; `"missing key"` does not agree with
///   `"bad header at line 27"`).
/// - **An `assert_eq!` is its difference.** Where both messages are a
///   failed `assert_eq!` (`left == right`), the masked texts before the
///   values must agree, and so must what differs between `left` and
///   `right`: the values are cut into tokens and masked (numbers as `#`,
///   lower-case words as `w`; punctuation and the names of types and
///   variants kept), and the kinds of token that one side holds more of
///   than the other must be the same. So the same lost sign on another
///   number is the same bug (`Num(-42)` against `Num(42)`, and `Num(-7)`
///   against `Num(7)`: a `-` fewer), and so is a reversed list on any
///   data (nothing fewer or more), while a sign lost and a letter changed
///   (`Op('a')` against `Op('b')`: nothing fewer or more) are two bugs,
///   and so are a quote lost and an empty field added (`[[]]` against
///   `[[""]]`: a `"` more, without the `\`).
///
/// The relation is not symmetric: a string shrinks one way.
///
/// ```
/// use delta_test::same_message;
///
/// let lost_sign = |n: i32| {
///     format!("assertion `left == right` failed\n  left: [Num({n})]\n right: [Num({})]", -n)
/// };
/// assert!(same_message(&lost_sign(42), &lost_sign(7)));
/// let other = "assertion `left == right` failed\n  left: [Op('b')]\n right: [Op('a')]";
/// assert!(!same_message(&lost_sign(42), other));
///
/// assert!(same_message(
///     r#"unknown key "timeout" in [server]"#,
///     r#"unknown key "to" in [server]"#,
/// ));
/// assert!(!same_message(r#""bad header at line 27""#, r#""missing key""#));
/// assert!(same_message(r#""bad header at line 27""#, r#""bad header at line 3""#));
/// ```
pub fn same_message(original: &str, candidate: &str) -> bool {
    compare(original, candidate, Payload::Message, &InputText::default())
}

/// What a failure's message shows.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Payload {
    /// A panic's message: its values are the data the test printed, a
    /// field's value whatever its shape.
    Message,
    /// An error's `Debug` text (a test returned it): the names of the
    /// structures nested in it are the error's kinds
    /// (`Config(Io(Custom { kind: NotFound }))`), kept at every depth.
    Error,
}

/// [`same_message`], for a message showing `payload`, and where the words
/// of `input` (the original call's text) are data that shrinks.
pub(crate) fn compare(
    original: &str,
    candidate: &str,
    payload: Payload,
    input: &InputText,
) -> bool {
    if original == candidate {
        return true;
    }
    // A panic's text may show the input, shrunk: a panic's place pins it
    // down, where an error's has none.
    let same = |original: &str, candidate: &str| {
        same_text(original, candidate, payload)
            || (payload == Payload::Message && shrunk_input(original, candidate, input))
    };
    let equality = |message| split_assertion(message).filter(|(head, ..)| is_equality(head));
    if let (Some(o), Some(c)) = (equality(original), equality(candidate)) {
        let (o_head, o_left, o_right) = o;
        let (c_head, c_left, c_right) = c;
        // The head holds the assertion's own message, if any.
        return same(o_head, c_head)
            && differences(o_left, o_right) == differences(c_left, c_right);
    }
    same(original, candidate)
}

/// Whether an assertion's head is `assert_eq!`'s.
fn is_equality(head: &str) -> bool {
    head.contains("`left == right`") || head.contains("`(left == right)`")
}

/// Equal masks, or the same text around strings that agree one by one.
/// In a panic's message, the structures in a named structure's fields are
/// data; in an error's, they name its kind (see [`shows_an_error`]).
fn same_text(original: &str, candidate: &str, payload: Payload) -> bool {
    if mask(original) == mask(candidate) {
        return true;
    }
    let fields = payload == Payload::Message && !shows_an_error(original);
    let (mut o_shape, mut c_shape) = (String::new(), String::new());
    let o_strings = mask_collecting_strings(original, &mut o_shape, fields);
    let c_strings = mask_collecting_strings(candidate, &mut c_shape, fields);
    o_shape == c_shape
        && o_strings.len() == c_strings.len()
        && o_strings
            .iter()
            .zip(&c_strings)
            .all(|(o, c)| same_string(o, c))
}

/// Whether a panic's message ends with an error's `Debug` text, whose
/// nested names are its kinds: after `unwrap()`'s `` `Err` value: ``, or a
/// named structure after the last `: ` that runs to the end, as
/// `expect("msg")` prints it (`config loads: Io(Os { kind: NotFound, .. })`)
/// and `panic!("..: {e:?}")` does.
fn shows_an_error(message: &str) -> bool {
    if message.contains("` value: ") {
        return true;
    }
    let Some((_, last)) = message.rsplit_once(": ") else {
        return false;
    };
    let name_len = last
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(last.len());
    let (name, rest) = last.split_at(name_len);
    let opens = rest.starts_with('(') || rest.starts_with(" {");
    let closes = last.ends_with(')') || last.ends_with('}');
    name.starts_with(|c: char| c.is_uppercase()) && opens && closes
}

/// Whether a string of a candidate's message agrees with the original's:
/// the same words once masked, or the original's text with parts cut.
/// Both are given as `Debug` escaped them.
fn same_string(original: &str, candidate: &str) -> bool {
    let text = |s: &str| unescape(s).unwrap_or_else(|| s.to_string());
    let (original, candidate) = (text(original), text(candidate));
    let masked = |s: &str| {
        let mut out = String::new();
        mask_text(s, &mut out);
        out
    };
    is_subsequence(&candidate, &original) || masked(&original) == masked(&candidate)
}

/// What differs between `left` and `right`: the masked tokens that one
/// holds more of than the other (numbers as `#`, words that do not start
/// with a capital as `w`; punctuation and the names of types and
/// variants as they are; commas left out), `-` before those `left` has
/// more of, `+` before those `right` has more of.
///
/// Counts, not places: where a change sits, how often it is repeated and
/// in what order the values come is data (a reversed list differs from
/// its original by nothing here, on any data); what kind of token appears
/// or disappears is the bug (a `-` lost, a `\"` added, `Op(` read as
/// `Ident(`). No alignment is needed, so no diff can align two runs of the
/// same bug differently.
fn differences(left: &str, right: &str) -> BTreeSet<String> {
    let mut counts: BTreeMap<&str, i64> = BTreeMap::new();
    // A separator says nothing of a change: an element more is a comma
    // more, except in a list of one.
    let counted = |token: &&str| *token != ",";
    for token in tokens(left).into_iter().filter(counted) {
        *counts.entry(masked(token)).or_default() -= 1;
    }
    for token in tokens(right).into_iter().filter(counted) {
        *counts.entry(masked(token)).or_default() += 1;
    }
    counts
        .into_iter()
        .filter(|&(_, count)| count != 0)
        .map(|(token, count)| format!("{}{token}", if count < 0 { '-' } else { '+' }))
        .collect()
}

/// A value's `Debug` text as tokens: words and numbers whole, every other
/// character alone, white space left out.
fn tokens(text: &str) -> Vec<&str> {
    let mut tokens = Vec::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let len = if c.is_alphanumeric() || c == '_' {
            rest.find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len())
        } else {
            c.len_utf8()
        };
        if !c.is_whitespace() {
            tokens.push(&rest[..len]);
        }
        rest = &rest[len..];
    }
    tokens
}

/// A token, masked: a number as `#`, a word that does not start with a
/// capital (data, not a type's or a variant's name) as `w`.
fn masked(token: &str) -> &str {
    match token.chars().next() {
        Some(c) if c.is_ascii_digit() => "#",
        Some(c) if (c.is_alphanumeric() || c == '_') && !c.is_uppercase() => "w",
        _ => token,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_eq_message(left: &str, right: &str) -> String {
        format!("assertion `left == right` failed\n  left: {left}\n right: {right}")
    }

    #[test]
    fn an_assert_eqs_own_message_may_show_the_input_shrunk() {
        let input = InputText::of(r#"no_vowels("rhythm and myths")"#);
        let message = |text: &str, n: usize| {
            format!("assertion `left == right` failed: vowels in {text}\n  left: {n}\n right: 0")
        };
        let original = message("rhythm and myths", 1);
        let same = |candidate: &str| compare(&original, candidate, Payload::Message, &input);
        assert!(same(&message("a", 1)));
        // Text the input never had is not the input shrunk.
        assert!(!same(&message("ax", 1)));
        // The values' difference still counts: another change is another bug.
        assert!(!same(
            "assertion `left == right` failed: vowels in a\n  left: -1\n right: 0"
        ));
    }

    #[test]
    fn the_same_change_on_other_data_is_the_same_bug() {
        let original =
            assert_eq_message("[Num(42), Op('+'), Num(-3)]", "[Num(42), Op('+'), Num(3)]");
        assert!(same_message(
            &original,
            &assert_eq_message("[Num(-9)]", "[Num(9)]")
        ));
        // Another change, or a change and no other: another bug.
        assert!(!same_message(
            &original,
            &assert_eq_message("[Op('a')]", "[Op('b')]")
        ));
        assert!(!same_message(
            &original,
            &assert_eq_message("[Num(1)]", "[Num(1)]")
        ));
        assert!(!same_message(
            &original,
            &assert_eq_message("[Num(-9), Ident(\"a\")]", "[Num(9), Op('a')]")
        ));
    }

    #[test]
    fn where_and_how_often_a_change_is_made_does_not_matter() {
        let original = assert_eq_message("[1, 2, 3, 5]", "[1, 2, 3, 3, 5, 5]");
        assert!(same_message(&original, &assert_eq_message("[3]", "[3, 3]")));
        assert!(same_message(&original, &assert_eq_message("[4]", "[4, 4]")));
        // A list of one has no comma.
        assert!(same_message(&original, &assert_eq_message("[]", "[4]")));
        // A list reversed, on any data: nothing fewer or more.
        let reversed = assert_eq_message("[7, -3, 5]", "[5, -3, 7]");
        assert!(same_message(
            &reversed,
            &assert_eq_message("[0, -1]", "[-1, 0]")
        ));
        assert!(same_message(
            &reversed,
            &assert_eq_message("[0, 1]", "[1, 0]")
        ));
    }

    #[test]
    fn an_empty_field_added_is_not_a_quote_lost() {
        let original = assert_eq_message(r#"[["\"a", "b"]]"#, r#"[["a", "b"]]"#);
        assert!(same_message(
            &original,
            &assert_eq_message(r#"[["\""]]"#, r#"[[""]]"#)
        ));
        assert!(!same_message(
            &original,
            &assert_eq_message("[[]]", r#"[[""]]"#)
        ));
    }

    #[test]
    fn the_text_before_the_values_must_agree() {
        let original =
            "assertion `left == right` failed: round trip of 3 tokens\n  left: 1\n right: 2";
        let fewer =
            "assertion `left == right` failed: round trip of 1 tokens\n  left: 4\n right: 5";
        let other = "assertion `left == right` failed: length\n  left: 4\n right: 5";
        assert!(same_message(original, fewer));
        assert!(!same_message(original, other));
    }

    #[test]
    fn strings_agree_when_their_words_do_or_they_are_the_input_shrunk() {
        assert!(same_message(
            r#"bad token Token { text: "let", at: 3 }"#,
            r#"bad token Token { text: "t", at: 0 }"#
        ));
        assert!(!same_message(
            r#"bad token Token { text: "let", at: 3 }"#,
            r#"bad token Token { text: "x", at: 0 }"#
        ));
        // Not the same shape around the strings.
        assert!(!same_message(r#"a "x" b"#, r#"a "x" c"#));
        assert!(same_message(
            r#"called `Result::unwrap()` on an `Err` value: "unknown variable nmae""#,
            r#"called `Result::unwrap()` on an `Err` value: "unknown variable n""#
        ));
        assert!(!same_message(
            r#"called `Result::unwrap()` on an `Err` value: "unknown variable nmae""#,
            r#"called `Result::unwrap()` on an `Err` value: "unclosed brace""#
        ));
    }

    #[test]
    fn a_fields_value_is_data_whatever_its_shape_but_an_errors_kinds_are_not() {
        assert!(same_message(
            "cannot divide Div(Num(0), Add(Num(1), Num(-1))) by zero",
            "cannot divide Div(Num(0), Num(0)) by zero"
        ));
        assert!(!same_message(
            "cannot divide Div(Num(0), Num(0)) by zero",
            "cannot multiply Div(Num(0), Num(0)) by zero"
        ));
        let (io, parse) = ("Config(Io(NotFound))", "Config(Parse(Empty))");
        assert!(!compare(io, parse, Payload::Error, &InputText::default()));
        let unwrap = "called `Result::unwrap()` on an `Err` value: ";
        assert!(!same_message(
            &format!("{unwrap}{io}"),
            &format!("{unwrap}{parse}")
        ));
        // `expect("..")` prints the error after its message.
        assert!(!same_message(
            &format!("config loads: {io}"),
            &format!("config loads: {parse}")
        ));
        // A unit variant in a field is a word, not data.
        assert!(!same_message(
            "bad Token { kind: Comma, at: 3 }",
            "bad Token { kind: Semicolon, at: 3 }"
        ));
    }

    #[test]
    fn tokens_are_words_numbers_and_single_characters() {
        assert_eq!(
            tokens(r#"Num(-42), "a b""#),
            ["Num", "(", "-", "42", ")", ",", "\"", "a", "b", "\""]
        );
        let masked: Vec<&str> = ["x1", "Op", "None", "42", "("].map(masked).to_vec();
        assert_eq!(masked, ["w", "Op", "None", "#", "("]);
        assert_eq!(
            differences("[Op('-'), Num(42)]", "[Num(-42)]"),
            ["-'", "-(", "-)", "-Op"].map(String::from).into()
        );
    }
}
