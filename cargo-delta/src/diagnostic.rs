//! rustc's diagnostics, read from its human output (what `rustc`, `cargo
//! check/build/test`, `clippy-driver`, `cargo clippy` and `rustdoc` print
//! alike), so that "the same failure" of a compiler is the same error and
//! not only the same error code. The JSON output (`--error-format=json`)
//! would be easier to read, but only plain `rustc` takes that flag as is,
//! and the user's own command is run as it was given.

use std::collections::BTreeSet;
use std::fmt;

/// One error as "the same failure" compares it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// `error[E0308]`; or, for a lint made an error, `error` and its name
    /// (`error: clippy::needless_return`); else `error`.
    pub code: String,
    /// The main message, `mismatched types`, names masked.
    pub message: String,
    /// The primary label (the text after the `^^^` that marks the span),
    /// `expected `u32`, found `char``, names masked; empty when it has none.
    pub label: String,
}

impl Diagnostic {
    /// Whether this error is `original` again: the same code, message and
    /// label. A label of the original's that belongs to a suggestion (`help:
    /// if this is intentional, prefix it with an underscore`, or the span
    /// that a typo's suggestion points at, `similarly named constant `..`
    /// defined here`) tells nothing of the error, and whatever label the
    /// error has is the same: else a reduction keeps what the compiler
    /// suggested (rustc-hash's held-out case kept the constant whose name
    /// was misspelled, whose error reads `not found in this scope` once
    /// the constant is gone).
    pub fn is(&self, original: &Diagnostic) -> bool {
        let suggested = ["help: ", "similarly named "];
        let any_label = suggested.iter().any(|s| original.label.starts_with(s));
        self.code == original.code
            && self.message == original.message
            && (self.label == original.label || any_label)
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)?;
        match self.label.is_empty() {
            true => Ok(()),
            false => write!(f, " / ^ {}", self.label),
        }
    }
}

/// The errors in `stderr`, in order, with `names` (the file's own) masked
/// where the compiler quotes code; the summaries (`aborting due to`,
/// cargo's `could not compile`) are not errors of their own.
pub fn errors(stderr: &str, names: &BTreeSet<String>) -> Vec<Diagnostic> {
    let lines: Vec<&str> = stderr.lines().collect();
    let mut errors = Vec::new();
    for (header, body) in error_blocks(&lines) {
        let Some((code, message)) = error_header(header) else {
            continue;
        };
        let code = match lint(body) {
            Some(lint) if code == "error" => format!("error: {lint}"),
            _ => code.to_string(),
        };
        errors.push(Diagnostic {
            code,
            message: mask(message, names),
            label: mask(&label(body), names),
        });
    }
    errors
}

/// The text of the errors in `stderr`, as the compiler printed them, without
/// the warnings and the summaries around them (`aborting due to`): what a
/// report shows of a compiler's failure.
pub fn errors_text(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    let blocks = error_blocks(&lines).map(|(header, body)| {
        let body = body.join("\n");
        format!("{header}\n{body}").trim_end().to_string()
    });
    blocks.collect::<Vec<_>>().join("\n\n")
}

/// What a report shows of an internal compiler error: the errors, as
/// [`errors_text`], then the panic, rustc's notes and its query stack, as
/// printed, without the backtrace's frames (`RUST_BACKTRACE=1`, which the
/// ICE's identity reads), which would push the rest out of sight.
pub fn ice_text(stderr: &str) -> String {
    let errors = errors_text(stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    let Some(start) = lines.iter().position(|line| line.starts_with("thread '")) else {
        return errors;
    };
    let mut panic = Vec::new();
    let mut in_frames = false;
    for line in &lines[start..] {
        if line.starts_with("stack backtrace:") {
            in_frames = true;
            continue;
        }
        if in_frames && is_frame(line) {
            continue;
        }
        in_frames = false;
        if line.starts_with("note: Some details are omitted") {
            continue;
        }
        if line.starts_with("error: aborting due to") {
            break;
        }
        panic.push(*line);
    }
    format!("{errors}\n\n{}", panic.join("\n").trim_end())
        .trim()
        .to_string()
}

/// Whether `line` is one of a backtrace's frames (`  16: rustc_x::f`) or
/// the place under one (`             at ./src/x.rs:1:2`).
fn is_frame(line: &str) -> bool {
    let trimmed = line.trim_start();
    let numbered = trimmed
        .split_once(": ")
        .is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
    trimmed.len() < line.len() && (numbered || trimmed.starts_with("at "))
}

/// Each error of `lines` (not a summary): its header line and the lines
/// after it up to the next diagnostic or message at the margin.
pub(crate) fn error_blocks<'a>(
    lines: &'a [&'a str],
) -> impl Iterator<Item = (&'a str, &'a [&'a str])> {
    lines.iter().enumerate().filter_map(|(start, line)| {
        error_header(line)?;
        let body = &lines[start + 1..];
        let end = body
            .iter()
            .position(|line| header(line))
            .unwrap_or(body.len());
        Some((*line, &body[..end]))
    })
}

/// The start of a diagnostic or of another message at the left margin
/// (`error`, `warning`, cargo's `Compiling`...), which ends the one before.
/// `note:` and `help:` there belong to the diagnostic above them.
fn header(line: &str) -> bool {
    let at_margin = ["error", "warning", "thread '"]
        .iter()
        .any(|prefix| line.starts_with(prefix));
    // Cargo's progress: `   Compiling x v0.1.0`, `    Checking ...`.
    let trimmed = line.trim_start();
    let progress = trimmed.len() < line.len()
        && trimmed.starts_with(char::is_uppercase)
        && !line.contains('|');
    at_margin || progress
}

/// `error[E0308]: mismatched types` as `("error[E0308]", "mismatched
/// types")`, for an error that is one (not a summary).
fn error_header(line: &str) -> Option<(&str, &str)> {
    let (code, message) = line.split_once(": ")?;
    let is_error = code == "error"
        || code
            .strip_prefix("error[")
            .and_then(|rest| rest.strip_suffix(']'))
            .is_some_and(|id| id.chars().all(|c| c.is_ascii_alphanumeric()));
    let summary = [
        "aborting due to",
        "could not compile",
        "the compiler unexpectedly panicked",
        "build failed",
    ];
    let summary = summary.iter().any(|s| message.starts_with(s));
    (is_error && !summary).then_some((code, message.trim_end()))
}

/// The lint a diagnostic names: in a note (`` `#[deny(unused_variables)]`
/// on by default ``, `` `-D clippy::needless-return` implied by `-D
/// warnings` ``) or in the attribute that "the lint level is defined here"
/// shows (`#![deny(unused_variables)]`).
fn lint(body: &[&str]) -> Option<String> {
    // `#[deny(function_casts_as_integer)]` implied by `#[deny(warnings)]`:
    // the lint is the one before "implied by", not the group the
    // attribute shown above names.
    let implied = body.iter().find_map(|line| {
        let note = line.trim_start().strip_prefix("= note: ")?;
        lint_named(note.split_once(" implied by ")?.0)
    });
    let defined_at = body
        .iter()
        .position(|line| line.starts_with("note: the lint level is defined here"));
    implied.or_else(|| {
        body.iter().enumerate().find_map(|(i, line)| {
            let note = line.trim_start().strip_prefix("= note: ");
            let shown = defined_at.is_some_and(|at| i > at).then_some(*line);
            lint_named(note.or(shown)?)
        })
    })
}

/// The lint an attribute (`#[deny(x)]`, `#![forbid(x)]`) or a flag (`-D
/// x`) in `text` names, with `_` for `-`.
pub fn lint_named(text: &str) -> Option<String> {
    let attribute = ["deny(", "forbid(", "warn("].iter().find_map(|open| {
        let (before, after) = text.split_once(open)?;
        let name = after.split_once(')')?.0;
        (before.ends_with("#[") || before.ends_with("#![")).then_some(name)
    });
    let flag = || {
        let (_, after) = text.split_once("`-D ").or(text.split_once("`-F "))?;
        Some(after.split_once('`')?.0)
    };
    Some(attribute.or_else(flag)?.replace('-', "_"))
}

/// What tells an error's cause apart beside its code and message: its
/// primary label, or, where the primary span has none, the first other
/// span's. `type annotations needed` (E0282) marks the binding alone and
/// says where the type had to be known below it (`------ type must be
/// known at this point`); a closure parameter whose type nothing says
/// gives the same code and message, and no such label: another bug.
fn label(body: &[&str]) -> String {
    primary_label(body)
        .or_else(|| secondary_label(body))
        .unwrap_or_default()
}

/// The text after the first run of `-` marks that has one, in a
/// diagnostic's snippet (before its notes and help), the end of a span of
/// several lines too: a file printed anew lays the same span on one line.
fn secondary_label(body: &[&str]) -> Option<String> {
    snippet(body).into_iter().find_map(|line| {
        let gutter = line.find('|')?;
        if !line[..gutter].trim().is_empty() {
            return None; // a line of the source
        }
        // A span of several lines ends in `|____-`.
        let marks = line[gutter + 1..].trim_start_matches([' ', '|', '_']);
        let text = marks.strip_prefix('-')?.trim_start_matches('-');
        let text = text.strip_prefix(' ')?.trim();
        (!text.is_empty() && !text.starts_with(['-', '^'])).then(|| text.to_string())
    })
}

/// A diagnostic's snippet: its lines before any `note:`, `help:` or `= `
/// line (whose snippets are suggestions, not the error).
pub(crate) fn snippet<'a>(body: &[&'a str]) -> Vec<&'a str> {
    body.iter()
        .copied()
        .take_while(|line| {
            let line = line.trim_start();
            !(line.starts_with("= ") || line.starts_with("help:") || line.starts_with("note:"))
        })
        .collect()
}

/// The primary label in a diagnostic's snippet: the text after the first
/// run of `^` that has one, before any `note:`, `help:` or `= ` line (whose
/// snippets are suggestions, not the error). When other spans' marks follow
/// on that line, rustc writes the label below, where a line has text in
/// the `^`'s column.
fn primary_label(body: &[&str]) -> Option<String> {
    let snippet = snippet(body);
    snippet.iter().enumerate().find_map(|(i, line)| {
        let gutter = line.find('|')?;
        if !line[..gutter].trim().is_empty() {
            return None; // a line of the source, after its number
        }
        let marks = &line[gutter + 1..];
        let column = first_mark(marks)?;
        let label = marks[column..].trim_start_matches('^').trim();
        if label.is_empty() {
            // No label, or the start of a span of several lines: its
            // label is at its end, on a later line.
            return None;
        }
        if !label.starts_with(['-', '^']) {
            return Some(label.to_string());
        }
        let column = gutter + 1 + column;
        snippet[i + 1..].iter().find_map(|below| {
            let text = below.get(column..)?;
            (!text.starts_with([' ', '|'])).then(|| text.trim().to_string())
        })
    })
}

/// Where the first run of `^` marks on a snippet's line of marks starts:
/// after the gutter, other spans' marks (`-`, `|`, `_`) or a space, never
/// inside a label's text (`` `^` ``). Another span's label may come first on the
/// line (`----- required by this formatting parameter     ^^^^^^ ...`)
/// when it fits there: where the file is laid out otherwise, the same
/// labels stand on two lines, and the error must read the same.
pub(crate) fn first_mark(marks: &str) -> Option<usize> {
    let bytes = marks.as_bytes();
    (0..bytes.len()).find(|&i| bytes[i] == b'^' && (i == 0 || b" |_/\\-".contains(&bytes[i - 1])))
}

/// The names of the top `frames` queries of the stack rustc prints after
/// an internal compiler error (`query stack during panic:`, then
/// ``#0 [typeck] type-checking `foo` ``... up to `end of query stack`):
/// `typeck`. The query a compiler crashed in tells one ICE from another
/// that panics at the same place; its description names the file's items,
/// which change as it is reduced, and is left out. Empty when there is no
/// such stack (an ICE outside any query, or not an ICE).
pub fn queries(stderr: &str, frames: usize) -> Vec<String> {
    stderr
        .lines()
        .skip_while(|line| !line.starts_with("query stack during panic:"))
        .skip(1)
        .take_while(|line| !line.starts_with("end of query stack"))
        .filter_map(|line| {
            let (number, rest) = line.strip_prefix('#')?.split_once(" [")?;
            let name = rest.split_once(']')?.0;
            number
                .chars()
                .all(|c| c.is_ascii_digit())
                .then(|| name.to_string())
        })
        .take(frames)
        .collect()
}

/// `text` with the identifiers of `names` written `…` where they stand in
/// the code the compiler quotes (between backticks): the file's own names
/// change as it is reduced, the language's and the library's do not. A
/// path of the file's own names is one `…` (`a::U` as `U`): a module the
/// reduction unwraps takes its segment out of every path the compiler
/// quotes, and the bug stays the same.
pub fn mask(text: &str, names: &BTreeSet<String>) -> String {
    let mut out = String::with_capacity(text.len());
    let mut quoted = false;
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let ident = c == '\'' || c == '_' || c.is_alphabetic();
        if quoted && ident {
            let tail = &rest[c.len_utf8()..];
            let len = c.len_utf8()
                + tail
                    .find(|c: char| !(c == '_' || c.is_alphanumeric()))
                    .unwrap_or(tail.len());
            let word = &rest[..len];
            match names.contains(word) {
                true if out.ends_with("…::") => out.truncate(out.len() - "::".len()),
                true => out.push('…'),
                false => out.push_str(word),
            }
            rest = &rest[len..];
            continue;
        }
        if c == '`' {
            quoted = !quoted;
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLANTED: &str = "error[E0308]: mismatched types
 --> planted.rs:8:9
  |
5 |     pub fn get(&self) -> u32 {
  |                          --- expected `u32` because of return type
...
8 |         c
  |         ^ expected `u32`, found `char`
  |
help: you can cast a `char` to a `u32`, since a `char` always occupies 4 bytes
  |
8 |         c as u32
  |           ++++++

error: aborting due to 1 previous error

For more information about this error, try `rustc --explain E0308`.
";

    fn names(list: &[&str]) -> BTreeSet<String> {
        list.iter().map(|name| name.to_string()).collect()
    }

    #[test]
    fn an_error_is_its_code_message_and_primary_label() {
        let errors = errors(PLANTED, &BTreeSet::new());
        assert_eq!(
            errors,
            [Diagnostic {
                code: "error[E0308]".into(),
                message: "mismatched types".into(),
                label: "expected `u32`, found `char`".into(),
            }]
        );
        assert_eq!(
            errors[0].to_string(),
            "error[E0308]: mismatched types / ^ expected `u32`, found `char`"
        );
    }

    #[test]
    fn another_error_with_the_same_code_differs() {
        let missing = "error[E0308]: mismatched types\n --> a.rs:1:14\n  |\n1 | fn get0() -> u32 {}\n  |    ----      ^^^ expected `u32`, found `()`\n  |    |\n  |    implicitly returns `()` as its body has no tail or `return` expression\n\nerror: aborting due to 1 previous error\n";
        let names = BTreeSet::new();
        assert_ne!(errors(missing, &names), errors(PLANTED, &names));
        assert_eq!(
            errors(missing, &names)[0].label,
            "expected `u32`, found `()`"
        );
    }

    #[test]
    fn a_label_written_below_other_spans_is_found() {
        let stderr = "error[E0308]: mismatched types\n --> a.rs:1:5\n  |\n1 |     f(x)\n  |     ^ - this argument\n  |     |\n  |     expected `u8`, found `u32`\n";
        assert_eq!(
            errors(stderr, &BTreeSet::new())[0].label,
            "expected `u8`, found `u32`"
        );
    }

    #[test]
    fn a_label_after_another_spans_label_on_its_line_is_found() {
        // As rustc printed it for a `format!` in a macro's arguments, and
        // for the same code laid out on two lines.
        let inline = "error[E0277]: `Vec<u8>` doesn't implement `std::fmt::Display`\n --> m.rs:7:105\n  |\n7 |     d(s, v) => (\"{d} at {p}: {e}\", d = \"x\", p = v, e = s)\n  |                     ----- required by this formatting parameter     ^^^^^^ `Vec<u8>` cannot be formatted with the default formatter\n  |\n  = help: the trait `std::fmt::Display` is not implemented for `Vec<u8>`\n";
        let apart = "error[E0277]: `Vec<u8>` doesn't implement `std::fmt::Display`\n --> m.rs:9:18\n  |\n8 |         \"{d} at {p}: {e}\",\n  |                     ----- required by this formatting parameter\n9 |         e = s\n  |             ^ `Vec<u8>` cannot be formatted with the default formatter\n";
        let label = "`Vec<u8>` cannot be formatted with the default formatter";
        assert_eq!(errors(inline, &BTreeSet::new())[0].label, label);
        assert_eq!(errors(apart, &BTreeSet::new())[0].label, label);
        // A `^` in the source's line is no mark.
        let quoted = "error[E0369]: no implementation for `u8 ^ S`\n --> a.rs:1:5\n  |\n1 |     a ^ b\n  |     - ^ - S\n  |     |\n  |     u8\n";
        assert_eq!(errors(quoted, &BTreeSet::new())[0].label, "");
    }

    #[test]
    fn an_error_whose_span_has_no_label_is_told_by_another_spans() {
        // As rustc prints E0282 for a collection's type, and for a closure
        // parameter's: the same code and message, two causes.
        let collect = "error[E0282]: type annotations needed\n --> a.rs:2:9\n  |\n2 |     let widths = text.chars().collect();\n  |         ^^^^^^\n3 |     widths.len()\n  |     ------ type must be known at this point\n  |\nhelp: consider giving `widths` an explicit type\n";
        let closure = "error[E0282]: type annotations needed\n --> a.rs:2:6\n  |\n2 |     |b| b;\n  |      ^\n  |\nhelp: consider giving this closure parameter an explicit type\n  |\n2 |     |b: /* Type */| b;\n  |       ++++++++++++\n";
        let names = BTreeSet::new();
        assert_eq!(
            errors(collect, &names)[0].label,
            "type must be known at this point"
        );
        assert_eq!(errors(closure, &names)[0].label, "");
    }

    #[test]
    fn a_label_under_a_span_of_several_lines_is_found() {
        let stderr = "error[E0308]: mismatched types\n --> a.rs:1:18\n  |\n1 |   fn f() -> u32 {\n  |  _______________^\n2 | |     ()\n3 | | }\n  | |_^ expected `u32`, found `()`\n";
        assert_eq!(
            errors(stderr, &BTreeSet::new())[0].label,
            "expected `u32`, found `()`"
        );
    }

    #[test]
    fn another_spans_label_under_a_span_of_several_lines_is_found() {
        // As rustc prints E0425 where the similar name's function spans
        // lines, and where it is written on one.
        let lines = "error[E0425]: cannot find function `parse_utf8` in this scope\n    --> a.rs:1245:21\n     |\n1236 | /         fn parse_utf(s: &[u8])\n1237 | |             -> Result<(), E>\n1238 | |         {\n1241 | |         }\n     | |_________- similarly named function `parse_utf` defined here\n...\n1245 |           let e = parse_utf8(b\"\");\n     |                   ^^^^^^^^^^\n     |\nhelp: a function with a similar name exists\n";
        let one = "error[E0425]: cannot find function `parse_utf8` in this scope\n   --> a.rs:655:21\n    |\n649 |         fn parse_utf(s: &[u8]) -> Result<(), E> {\n    |         --------------------------------------- similarly named function `parse_utf` defined here\n...\n655 |         let e = parse_utf8(b\"\");\n    |                 ^^^^^^^^^^\n    |\nhelp: a function with a similar name exists\n";
        let names = names(&["parse_utf"]);
        let (lines, one) = (&errors(lines, &names)[0], &errors(one, &names)[0]);
        assert_eq!(lines.label, "similarly named function `…` defined here");
        assert!(one.is(lines) && lines.is(one));
    }

    #[test]
    fn the_files_own_names_are_masked_where_quoted() {
        let stderr = "error[E0599]: no method named `bump` found for struct `Counter` in the current scope\n --> a.rs:3:7\n  |\n3 |     c.bump();\n  |       ^^^^ method not found in `Counter`\n";
        let errors = errors(stderr, &names(&["Counter", "bump", "c", "found"]));
        assert_eq!(
            errors[0].message,
            "no method named `…` found for struct `…` in the current scope"
        );
        assert_eq!(errors[0].label, "method not found in `…`");
        // A path of the file's names is one: a module unwrapped keeps it.
        let paths = names(&["a", "U", "V"]);
        let quoted = "evaluation of `a::U` failed, `<a::U as V>::W`, `std::a::U`";
        assert_eq!(
            mask(quoted, &paths),
            "evaluation of `…` failed, `<… as …>::W`, `std::…`"
        );
        assert_eq!(
            mask("evaluation of `U` failed", &paths),
            "evaluation of `…` failed"
        );
    }

    #[test]
    fn a_primary_label_that_suggests_matches_any_label() {
        let stderr = "error[E0425]: cannot find value `ZERO_COLAPSE` in this scope\n --> a.rs:7:5\n  |\n3 | const ZERO_COLLAPSE: u64 = 1;\n  | ----------------------------- similarly named constant `ZERO_COLLAPSE` defined here\n...\n7 |     ZERO_COLAPSE\n  |     ^^^^^^^^^^^^ help: a constant with a similar name exists: `ZERO_COLLAPSE`\n";
        let original = &errors(stderr, &names(&["ZERO_COLLAPSE"]))[0];
        // As rustc 1.95 writes it: the suggestion below, the primary span
        // without a label, the constant's span with one.
        let below = "error[E0425]: cannot find value `ZERO_COLAPSE` in this scope\n --> a.rs:7:5\n  |\n3 | const ZERO_COLLAPSE: u64 = 1;\n  | ----------------------------- similarly named constant `ZERO_COLLAPSE` defined here\n...\n7 |     ZERO_COLAPSE\n  |     ^^^^^^^^^^^^\n  |\nhelp: a constant with a similar name exists\n";
        let below = &errors(below, &names(&["ZERO_COLLAPSE"]))[0];
        // Without the constant, the same error, whatever its label.
        let alone = "error[E0425]: cannot find value `ZERO_COLAPSE` in this scope\n --> a.rs:2:5\n  |\n2 |     ZERO_COLAPSE\n  |     ^^^^^^^^^^^^ not found in this scope\n";
        let candidate = &errors(alone, &BTreeSet::new())[0];
        assert!(candidate.is(original) && candidate.is(below));
        // Not the other way round, nor for another label.
        assert!(!original.is(candidate));
        let planted = &errors(PLANTED, &BTreeSet::new())[0];
        let mut other = planted.clone();
        other.label = "expected `u32`, found `u8`".into();
        assert!(!other.is(planted) && planted.is(planted));
    }

    #[test]
    fn a_lint_made_an_error_is_known_by_its_name() {
        let stderr = "   Checking x v0.1.0\nerror: unneeded `return` statement\n --> src/lib.rs:2:5\n  |\n2 |     return 1;\n  |     ^^^^^^^^\n  |\n  = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#needless_return\n  = note: `-D clippy::needless-return` implied by `-D warnings`\n\nerror: could not compile `x` (lib) due to 1 previous error\n";
        let errors = errors(stderr, &BTreeSet::new());
        assert_eq!(errors.len(), 1, "cargo's summary is not an error");
        assert_eq!(errors[0].code, "error: clippy::needless_return");
        assert_eq!(errors[0].label, "", "the span has no label");
        let denied = "error: unused variable: `x`\n --> a.rs:1:9\n  |\n1 |     let x = 1;\n  |         ^ help: if this is intentional, prefix it with an underscore: `_x`\n  |\nnote: the lint level is defined here\n --> a.rs:1:9\n  |\n1 | #![deny(unused_variables)]\n  |         ^^^^^^^^^^^^^^^^\n";
        let errors = super::errors(denied, &names(&["x"]));
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].code, "error: unused_variables");
        assert_eq!(errors[0].message, "unused variable: `…`");
        // A lint that a group's level made an error: the lint, not the group.
        let grouped = "error: direct cast of function item into an integer\n --> a.rs:24:24\n   |\n24 |     let addr = handler as usize;\n   |                        ^^^^^^^^\n   |\nnote: the lint level is defined here\n --> a.rs:1:9\n   |\n 1 | #![deny(missing_docs, warnings)]\n   |                       ^^^^^^^^\n   = note: `#[deny(function_casts_as_integer)]` implied by `#[deny(warnings)]`\n";
        let errors = super::errors(grouped, &BTreeSet::new());
        assert_eq!(errors[0].code, "error: function_casts_as_integer");
    }

    /// An ICE as rustc prints it: the delayed bug as an error, rustc's
    /// panic, the notes, the query stack.
    const ICE: &str = "error: internal compiler error: compiler/rustc_hir_typeck/src/fn_ctxt/mod.rs:512:9: no type for local variable `d`
 --> a.rs:4:13
  |
4 |         let d = 0;
  |             ^

thread 'rustc' panicked at compiler/rustc_middle/src/util/bug.rs:35:44:
Box<dyn Any>
stack backtrace:
   0: std::panicking::begin_panic::<rustc_errors::ExplicitBug>
note: we would appreciate a bug report: https://github.com/rust-lang/rust/issues/new?labels=C-bug%2C+I-ICE%2C+T-compiler&template=ice.md

note: rustc 1.83.0 (90b35a623 2024-11-26) running on x86_64-unknown-linux-gnu

note: compiler flags: --crate-type lib

query stack during panic:
#0 [typeck] type-checking `a::b`
#1 [used_trait_imports] finding used_trait_imports `a::b`
#2 [analysis] running analysis passes on this crate
end of query stack
error: aborting due to 1 previous error
";

    #[test]
    fn an_ice_is_shown_with_its_errors_panic_and_queries_not_its_frames() {
        let stderr = "error[E0277]: the size for values of type `[usize]` cannot be known\n --> a.rs:1:10\n  |\n1 | struct S([[usize]; 2]);\n  |          ^^^^^^^^^^^^ doesn't have a size known at compile-time\n\nerror: internal compiler error: /rustc-dev/abc/compiler/rustc_const_eval/src/interpret/place.rs:36:17: expected wide pointer extra data\n\nthread 'rustc' (1) panicked at /rustc-dev/abc/compiler/rustc_const_eval/src/interpret/place.rs:36:17:\nBox<dyn Any>\nstack backtrace:\n   0: std::panicking::begin_panic\n   1: rustc_x::f\n             at ./src/x.rs:1:2\nnote: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.\n\nnote: we would appreciate a bug report: https://example\n\nquery stack during panic:\n#0 [eval_to_allocation_raw] const-evaluating + checking `T`\nend of query stack\nerror: aborting due to 2 previous errors\n";
        let shown = ice_text(stderr);
        for part in [
            "error[E0277]",
            "error: internal compiler error: /rustc-dev/abc/compiler/rustc_const_eval",
            "thread 'rustc' (1) panicked at",
            "#0 [eval_to_allocation_raw]",
        ] {
            assert!(shown.contains(part), "{part}: {shown}");
        }
        for gone in ["rustc_x::f", "at ./src/x.rs", "Some details", "aborting"] {
            assert!(!shown.contains(gone), "{gone}: {shown}");
        }
    }

    #[test]
    fn an_ices_query_stack_gives_the_queries_names_from_the_top() {
        assert_eq!(queries(ICE, 1), ["typeck"]);
        assert_eq!(queries(ICE, 2), ["typeck", "used_trait_imports"]);
        assert_eq!(queries(ICE, 9).len(), 3, "up to the end of the stack");
        let borrowck = ICE.replace(
            "#0 [typeck] type-checking",
            "#0 [mir_borrowck] borrow-checking",
        );
        assert_eq!(queries(&borrowck, 1), ["mir_borrowck"]);
        // No stack: an ICE outside any query, or an error.
        let outside = &ICE[..ICE.find("query stack").unwrap()];
        assert!(queries(outside, 1).is_empty());
        assert!(queries(PLANTED, 1).is_empty());
    }

    #[test]
    fn warnings_and_summaries_are_not_errors() {
        let stderr = "warning: unused variable: `y`\n --> a.rs:1:1\n\nerror[E0425]: cannot find value `z` in this scope\n --> a.rs:2:1\n  |\n2 | z\n  | ^ not found in this scope\n\nerror[E0308]: mismatched types\n\nerror: aborting due to 2 previous errors\n";
        let errors = errors(stderr, &BTreeSet::new());
        let codes: Vec<&str> = errors.iter().map(|e| e.code.as_str()).collect();
        assert_eq!(codes, ["error[E0425]", "error[E0308]"]);
        assert_eq!(errors[0].label, "not found in this scope");
        assert_eq!(
            errors_text(stderr),
            "error[E0425]: cannot find value `z` in this scope\n --> a.rs:2:1\n  |\n2 | z\n  | ^ not found in this scope\n\nerror[E0308]: mismatched types"
        );
    }
}
