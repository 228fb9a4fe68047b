//! The input's own text in a message: a test that prints what it was
//! given (`panic!("no greeting in {text}")`, `assert!(ok, "bad {name}")`)
//! shows words that are the input's data, not the check's. As the input
//! shrinks, so do they, and the message no longer equals the original's,
//! though the same check failed. [`mask`](super::mask) cannot tell such
//! words from the message's own, so the original call's text says which
//! are data.

use std::collections::HashSet;

use super::tokens::{is_subsequence, unescape};

/// The words and signs of the string literals of the original call
/// (`"hello world"` in `greet(Some(String::from("hello world")))`): where
/// a message's words can come from the input. Read once per reduction,
/// so that each rerun's comparison only looks them up.
#[derive(Debug, Clone, Default)]
pub(crate) struct InputText {
    /// The literals' words, lower-cased.
    words: HashSet<String>,
    /// The literals' other characters, white space aside.
    signs: HashSet<char>,
}

/// The most tokens a message may have for [`shrunk_input`] to align it:
/// the alignment is quadratic, and a message that long is a dump.
const MAX_TOKENS: usize = 256;

impl InputText {
    /// The string literals of `call`, a call as delta-test prints it
    /// (plain, byte and raw strings).
    pub(crate) fn of(call: &str) -> InputText {
        let mut input = InputText::default();
        for literal in literals(call) {
            for word in literal.split(|c: char| !is_word_char(c)) {
                if !word.is_empty() {
                    input.words.insert(word.to_lowercase());
                }
            }
            let signs = literal
                .chars()
                .filter(|&c| !is_word_char(c) && !c.is_whitespace());
            input.signs.extend(signs);
        }
        input
    }

    /// Whether `token`, a word or a sign of a message, can be the input's
    /// data: a word of one of the call's string literals, whole (`w` is
    /// not `world`'s) but in either case (a test that prints what it made
    /// of the input: `notes` from `Notes`), or a sign one holds.
    fn holds(&self, token: &str) -> bool {
        let mut chars = token.chars();
        match (chars.next(), chars.next()) {
            (Some(sign), None) if !is_word_char(sign) => self.signs.contains(&sign),
            _ => self.words.contains(&token.to_lowercase()),
        }
    }

    fn is_empty(&self) -> bool {
        self.words.is_empty() && self.signs.is_empty()
    }
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The texts of the string literals in `code`: `"a\n"` unescaped, and
/// `r#"a"b"#` as it is.
fn literals(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(quote) = rest.find('"') {
        // A raw string's hashes: `r#"` has one, to be closed by `"#`.
        let before = &rest[..quote];
        let after = &rest[quote + 1..];
        if before.ends_with('\'') && after.starts_with('\'') {
            rest = &after[1..]; // the char `'"'`
            continue;
        }
        let hashes = before.len() - before.trim_end_matches('#').len();
        let raw = before[..before.len() - hashes].ends_with('r');
        let (text, len) = match raw {
            true => {
                let close = format!("\"{}", "#".repeat(hashes));
                let Some(len) = after.find(&close) else { break };
                (after[..len].to_string(), len + close.len())
            }
            false => {
                let Some(len) = closing_quote(after) else {
                    break;
                };
                let quoted = &after[..len];
                (
                    unescape(quoted).unwrap_or_else(|| quoted.to_string()),
                    len + 1,
                )
            }
        };
        found.push(text);
        rest = &after[len..];
    }
    found
}

/// The byte offset of the `"` that closes a string whose text starts
/// `text` (after its opening quote), past `\` escapes.
fn closing_quote(text: &str) -> Option<usize> {
    let mut escaped = false;
    for (at, c) in text.char_indices() {
        match (escaped, c) {
            (true, _) => escaped = false,
            (false, '\\') => escaped = true,
            (false, '"') => return Some(at),
            _ => {}
        }
    }
    None
}

/// Whether `candidate` is `original` with the input's data in it shrunk:
/// the words of `original` that are not the input's (the check's own
/// text) are all there, in order, and between two of them the candidate
/// holds the characters of the input's words there, some cut, as the
/// input's text loses characters (`no greeting in lo world` from `no
/// greeting in hello world`). Numbers count as data wherever they are.
/// Nothing is data without an input text.
pub(crate) fn shrunk_input(original: &str, candidate: &str, input: &InputText) -> bool {
    if input.is_empty() {
        return false;
    }
    let (original, candidate) = (tokens(original), tokens(candidate));
    if original.len() > MAX_TOKENS || candidate.len() > MAX_TOKENS {
        return false;
    }
    let pattern = pattern(&original, input);
    // Whether `pattern[p..]` can give `candidate[c..]`: memoised.
    let mut known = vec![vec![None; candidate.len() + 1]; pattern.len() + 1];
    aligns(&pattern, &candidate, 0, 0, &mut known)
}

/// A stretch of the original message: a word or sign of the check's
/// own, or a run of the input's data (its tokens joined).
enum Part {
    Fixed(String),
    Data(String),
}

/// The original's tokens as fixed parts and runs of data. A sign between
/// two tokens of data is data too: the input's words joined as the test
/// printed them (`notes-on-the` from `Notes on the`).
fn pattern(original: &[String], input: &InputText) -> Vec<Part> {
    let mut data: Vec<bool> = original
        .iter()
        .map(|token| token == "#" || input.holds(token))
        .collect();
    for at in 1..original.len().saturating_sub(1) {
        let sign = !original[at].starts_with(|c: char| c.is_alphanumeric() || c == '_');
        if sign && data[at - 1] && data[at + 1] {
            data[at] = true;
        }
    }
    let mut parts: Vec<Part> = Vec::new();
    for (token, data) in original.iter().zip(data) {
        match (data, parts.last_mut()) {
            (true, Some(Part::Data(run))) => run.push_str(token),
            (true, _) => parts.push(Part::Data(token.clone())),
            (false, _) => parts.push(Part::Fixed(token.clone())),
        }
    }
    parts
}

fn aligns(
    pattern: &[Part],
    candidate: &[String],
    p: usize,
    c: usize,
    known: &mut Vec<Vec<Option<bool>>>,
) -> bool {
    if let Some(answer) = known[p][c] {
        return answer;
    }
    let answer = match pattern.get(p) {
        None => c == candidate.len(),
        Some(Part::Fixed(word)) => {
            candidate.get(c) == Some(word) && aligns(pattern, candidate, p + 1, c + 1, known)
        }
        Some(Part::Data(run)) => {
            let mut joined = String::new();
            let mut answer = aligns(pattern, candidate, p + 1, c, known);
            for end in c..candidate.len() {
                if answer {
                    break;
                }
                joined.push_str(&candidate[end]);
                if !is_subsequence(&joined, run) {
                    break;
                }
                answer = aligns(pattern, candidate, p + 1, end + 1, known);
            }
            answer
        }
    };
    known[p][c] = Some(answer);
    answer
}

/// A message as tokens: words whole, numbers as `#`, every other
/// character alone, white space left out.
fn tokens(message: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut rest = message;
    while let Some(c) = rest.chars().next() {
        let len = match c.is_alphanumeric() || c == '_' {
            true => rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(rest.len()),
            false => c.len_utf8(),
        };
        let token = &rest[..len];
        if token.chars().all(|c| c.is_ascii_digit()) {
            tokens.push("#".to_string());
        } else if !c.is_whitespace() {
            tokens.push(token.to_string());
        }
        rest = &rest[len..];
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shrunk(call: &str, original: &str, candidate: &str) -> bool {
        shrunk_input(original, candidate, &InputText::of(call))
    }

    #[test]
    fn the_input_printed_in_a_message_may_shrink() {
        let call = r#"greet(Some(String::from("hello world")))"#;
        let original = "w in hello world";
        for candidate in [
            "w in world",
            "w in hello wor",
            "w in helloworld",
            "w in w",
            "w in ",
        ] {
            assert!(shrunk(call, original, candidate), "{candidate}");
        }
        // The check's own words stay, and nothing the input lacked comes.
        for candidate in ["in world", "w on world", "w in world!", "w in hello there"] {
            assert!(!shrunk(call, original, candidate), "{candidate}");
        }
    }

    #[test]
    fn what_the_test_made_of_the_input_is_data_too() {
        let call = r#"slug("Notes on the Engine, 1843")"#;
        let original = "slug notes-on-the-engine-1843 of Notes on the Engine, 1843 is wrong";
        assert!(shrunk(call, original, "slug n-e-1 of n e 1 is wrong"));
        assert!(shrunk(call, original, "slug 1 of 1 is wrong"));
        assert!(!shrunk(call, original, "slug 1 of 1 is right"));
    }

    #[test]
    fn data_between_fixed_words_shrinks_in_its_own_place() {
        let call = r#"pair("abc", "xyz", 13)"#;
        let original = "left abc and right xyz at 13";
        assert!(shrunk(call, original, "left a and right z at 2"));
        assert!(shrunk(call, original, "left and right at"));
        // Data moved across a fixed word is not the input shrunk.
        assert!(!shrunk(call, original, "left xyz and right abc at 2"));
    }

    #[test]
    fn without_the_input_in_it_a_message_is_not_data() {
        // Another error through the same `unwrap()`: its words are not the
        // input's, so they must be equal.
        let call = r#"parse("12a")"#;
        let original = "called `Result::unwrap()` on an `Err` value: InvalidDigit";
        assert!(!shrunk(
            call,
            original,
            "called `Result::unwrap()` on an `Err` value: Empty"
        ));
        assert!(!shrunk("count(vec![1, 2])", "w in hello", "w in he"));
    }

    #[test]
    fn string_literals_are_read_with_their_escapes_raw_or_not() {
        let call = r##"f("a \"quoted\" word", '"', String::from("x\ny"), r#"raw "q" \d"#, b"by")"##;
        assert_eq!(
            literals(call),
            vec!["a \"quoted\" word", "x\ny", r#"raw "q" \d"#, "by"]
        );
        let input = InputText::of(call);
        assert!(input.holds("quoted") && input.holds("\"") && input.holds("Raw"));
        assert!(input.holds("\\") && input.holds("by"));
        assert!(!input.holds("quot") && !input.holds("xy") && !input.holds("z"));
    }
}
