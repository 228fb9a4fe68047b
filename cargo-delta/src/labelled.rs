//! Where a compiler's first error points, and the type its label says the
//! code there has: `expected `u8`, found `u32`` under `h * 0x10 + l`.
//!
//! The failure kept is that error with that label, so the code it points
//! at may become any expression of the type found: a literal of it
//! (`0u32`) is the smallest, and it leaves unused whatever the expression
//! read, which the cuts then take. No cut or simplification reaches such
//! a literal by itself: the reduction knows no types, and the compiler's
//! label is the one place that says one.

use crate::diagnostic::{error_blocks, first_mark, snippet};

/// The primary span of an error, as rustc prints it: ` --> FILE:LINE:COLUMN`
/// (1-based, in characters) and the `^` marks under a span of one line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    /// The file as the compiler was given it.
    pub file: String,
    pub line: usize,
    pub column: usize,
    /// How many `^` mark it.
    pub width: usize,
}

/// The first error's primary span in `stderr` and the type its label says
/// the code there has, when the span is on one line and the label is
/// `expected X, found Y` or `the trait `T` is not implemented for `Y``.
pub fn found_at(stderr: &str) -> Option<(Span, String)> {
    let lines: Vec<&str> = stderr.lines().collect();
    let (_, body) = error_blocks(&lines).next()?;
    let snippet = snippet(body);
    let place = snippet
        .iter()
        .find_map(|line| line.trim_start().strip_prefix("--> "))?;
    let mut parts = place.rsplitn(3, ':');
    let column = parts.next()?.parse().ok()?;
    let line: usize = parts.next()?.parse().ok()?;
    let file = parts.next()?.to_string();
    // The marks under the span's line, which the line's number heads.
    let numbered = |text: &str| {
        text.split_once('|')
            .is_some_and(|(number, _)| number.trim() == line.to_string())
    };
    let at = snippet.iter().position(|text| numbered(text))?;
    let marks_line = snippet.get(at + 1)?;
    let marks = &marks_line[marks_line.find('|')? + 1..];
    let start = first_mark(marks)?;
    if marks[..start].contains('_') {
        return None; // the start of a span of several lines
    }
    let width = marks[start..].bytes().take_while(|&b| b == b'^').count();
    let label = marks[start + width..].trim();
    let found = (label.split_once(", found "))
        .or_else(|| label.rsplit_once(" is not implemented for "))?
        .1;
    let found = (found.strip_prefix('`'))
        .and_then(|f| f.strip_suffix('`'))
        .unwrap_or(found);
    let span = Span {
        file,
        line,
        column,
        width,
    };
    Some((span, found.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLANTED: &str = "error[E0308]: mismatched types
 --> /tmp/.tmpX/planted.rs:2:10
  |
2 |     Some(h * 0x10 + l)
  |     ---- ^^^^^^^^^^^^ expected `u8`, found `u32`
  |     |
  |     arguments to this enum variant are incorrect
  |
help: you can convert a `u32` to a `u8` and panic if the converted value doesn't fit
  |
2 |     Some((h * 0x10 + l).try_into().unwrap())
  |          +            +++++++++++++++++++++

error: aborting due to 1 previous error
";

    #[test]
    fn the_first_errors_span_and_the_type_found_there() {
        let (span, found) = found_at(PLANTED).expect("a span");
        assert_eq!(
            span,
            Span {
                file: "/tmp/.tmpX/planted.rs".to_string(),
                line: 2,
                column: 10,
                width: 12,
            }
        );
        assert_eq!(found, "u32");
    }

    #[test]
    fn a_type_found_that_rustc_names_in_words_is_kept_as_words() {
        let stderr = "error[E0308]: mismatched types
 --> a.rs:3:20
  |
3 |     let x: char = 1;
  |            ----   ^ expected `char`, found integer
  |            |
  |            expected due to this
";
        let (span, found) = found_at(stderr).expect("a span");
        assert_eq!((span.line, span.column, span.width), (3, 20, 1));
        assert_eq!(found, "integer");
    }

    #[test]
    fn a_type_that_lacks_a_trait_is_the_type_found() {
        let stderr = "error[E0277]: the trait bound `bool: Numeric` is not satisfied
  --> a.rs:12:11
   |
12 |     total(flag)
   |     ----- ^^^^ the trait `Numeric` is not implemented for `bool`
   |     |
   |     required by a bound introduced by this call
";
        let (span, found) = found_at(stderr).expect("a span");
        assert_eq!((span.line, span.column, span.width), (12, 11, 4));
        assert_eq!(found, "bool");
    }

    #[test]
    fn no_span_without_a_type_found_or_on_several_lines() {
        let unresolved = "error[E0425]: cannot find value `y` in this scope
 --> a.rs:1:13
  |
1 | fn f() { 1 +y }
  |             ^ not found in this scope
";
        assert_eq!(found_at(unresolved), None);
        let several = "error[E0308]: mismatched types
 --> a.rs:2:5
  |
2 | /     if a {
3 | |         1u32
4 | |     } else {
5 | |         2u32
6 | |     }
  | |_____^ expected `u8`, found `u32`
";
        assert_eq!(found_at(several), None);
    }
}
