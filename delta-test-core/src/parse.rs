//! Values as settings spell them: the names of choices (`"process"`,
//! `"same_bug"`), durations (`"1.5s"`) and switches (`"off"`), read and
//! written in one place so that every option, file key and environment
//! variable reads them alike and names the same fix when one is wrong.

use std::fmt;
use std::time::Duration;

/// A setting's text that delta-test cannot read: an unknown name, or a
/// malformed duration or switch. Its message names the bad text and what
/// would be right.
///
/// ```
/// use delta_test::{Matcher, Mode};
///
/// let error = "exakt".parse::<Matcher>().unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "unknown matcher \"exakt\"; expected one of: same_bug, stack, exact, location, any \
///      (did you mean \"exact\"?)"
/// );
/// assert!("minimal".parse::<Mode>().is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    input: String,
    expected: Expected,
}

/// What the text should have been.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Expected {
    /// One of these names of a `what` (`matcher`, `mode`, ...).
    OneOf {
        what: &'static str,
        names: &'static [&'static str],
    },
    /// A number and a unit.
    Duration,
    /// A duration greater than zero.
    NonZeroDuration,
}

impl ParseError {
    /// The text that could not be read.
    pub fn input(&self) -> &str {
        &self.input
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let input = &self.input;
        match self.expected {
            Expected::OneOf {
                what,
                names: [a, b],
            } => {
                write!(f, "unknown {what} {input:?}; expected {a} or {b}")?;
            }
            Expected::OneOf { what, names } => write!(
                f,
                "unknown {what} {input:?}; expected one of: {}",
                names.join(", ")
            )?,
            Expected::Duration => {
                return write!(
                    f,
                    "{input:?} is not a duration; write it as a number and a unit: \
                     \"500ms\", \"2s\", \"1.5s\" or \"2m\""
                )
            }
            Expected::NonZeroDuration => {
                return write!(
                    f,
                    "{input:?} is no time at all; give a duration greater than 0, such as \"2s\""
                )
            }
        }
        if let Expected::OneOf { names, .. } = self.expected
            && let Some(near) = did_you_mean(input, names.iter().copied())
        {
            write!(f, " (did you mean {near:?}?)")?;
        }
        Ok(())
    }
}

impl std::error::Error for ParseError {}

/// The value named `input` among `choices` (name, value); the error lists
/// the names as `what`s.
pub(crate) fn choice<T: Clone>(
    what: &'static str,
    names: &'static [&'static str],
    choices: &[T],
    input: &str,
) -> Result<T, ParseError> {
    debug_assert_eq!(names.len(), choices.len());
    names
        .iter()
        .position(|name| *name == input)
        .map(|at| choices[at].clone())
        .ok_or_else(|| ParseError {
            input: input.to_string(),
            expected: Expected::OneOf { what, names },
        })
}

/// The candidate closest to a misspelt `input`, when one is close enough
/// to be what was meant: at most a third of its letters differ (one edit
/// for short names), as for `max_test` and `max_tests`.
pub(crate) fn did_you_mean<'a>(
    input: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let limit = (input.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .map(|candidate| (edit_distance(input, candidate), candidate))
        .filter(|&(distance, _)| distance <= limit)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// Levenshtein distance, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// Reads a duration as settings write it: `500ms`, `2s`, `1.5s`, `2m`.
pub(crate) fn parse_duration(text: &str) -> Result<Duration, ParseError> {
    let bad = || ParseError {
        input: text.to_string(),
        expected: Expected::Duration,
    };
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .ok_or_else(bad)?;
    let (number, unit) = text.split_at(split);
    let number: f64 = number.parse().map_err(|_| bad())?;
    let seconds = match unit {
        "ms" => number / 1e3,
        "s" => number,
        "m" | "min" => number * 60.0,
        _ => return Err(bad()),
    };
    Duration::try_from_secs_f64(seconds).map_err(|_| bad())
}

/// Reads a duration that must be more than zero (a timeout, a budget).
pub(crate) fn parse_positive_duration(text: &str) -> Result<Duration, ParseError> {
    match parse_duration(text)? {
        Duration::ZERO => Err(ParseError {
            input: text.to_string(),
            expected: Expected::NonZeroDuration,
        }),
        duration => Ok(duration),
    }
}

/// A duration as people read it: `250ms`, `2s`, `1.5s`, `2m`.
pub(crate) fn show_duration(duration: Duration) -> String {
    let millis = duration.as_secs_f64() * 1e3;
    if millis < 1000.0 {
        format!("{}ms", round(millis))
    } else if millis < 120_000.0 {
        format!("{}s", round(millis / 1e3))
    } else {
        format!("{}m", round(millis / 60e3))
    }
}

/// At most one decimal, none when it is 0.
fn round(value: f64) -> String {
    let text = format!("{value:.1}");
    text.strip_suffix(".0").unwrap_or(&text).to_string()
}

/// A switch as environment variables write it: `1`/`0`, `on`/`off`,
/// `true`/`false`.
pub(crate) fn on_off(value: &str) -> Option<bool> {
    match value {
        "on" | "1" | "true" => Some(true),
        "off" | "0" | "false" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_and_print_in_the_same_units() {
        for (text, millis) in [
            ("500ms", 500),
            ("2s", 2000),
            ("1.5s", 1500),
            ("2m", 120_000),
        ] {
            let duration = parse_duration(text).unwrap();
            assert_eq!(duration, Duration::from_millis(millis));
            assert_eq!(show_duration(duration), text);
        }
        for bad in ["", "2", "s", "2h", "-1s", "1..2s"] {
            let error = parse_duration(bad).unwrap_err().to_string();
            assert!(error.contains("\"2s\""), "{error}");
        }
        let zero = parse_positive_duration("0s").unwrap_err().to_string();
        assert!(zero.contains("greater than 0"), "{zero}");
    }

    #[test]
    fn choices_list_the_names_and_suggest_the_nearest() {
        const NAMES: &[&str] = &["none", "thread", "process"];
        assert_eq!(choice("isolation", NAMES, &[0, 1, 2], "thread"), Ok(1));
        let error = choice("isolation", NAMES, &[0, 1, 2], "proces").unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown isolation \"proces\"; expected one of: none, thread, process \
             (did you mean \"process\"?)"
        );
        assert_eq!(error.input(), "proces");
        let far = choice("isolation", NAMES, &[0, 1, 2], "fork").unwrap_err();
        assert!(!far.to_string().contains("did you mean"), "{far}");
        let two = choice("report format", &["text", "markdown"], &[0, 1], "html");
        assert_eq!(
            two.unwrap_err().to_string(),
            "unknown report format \"html\"; expected text or markdown"
        );
    }

    #[test]
    fn near_misses_are_found_and_far_ones_are_not() {
        let options = ["max_tests", "max_time", "timeout", "log"];
        assert_eq!(did_you_mean("max_test", options), Some("max_tests"));
        assert_eq!(did_you_mean("maxtime", options), Some("max_time"));
        assert_eq!(did_you_mean("lg", options), Some("log"));
        assert_eq!(did_you_mean("input", options), None);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
