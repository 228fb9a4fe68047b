//! [`Matcher`]: when a rerun's failure is the same bug as the original.

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use super::compare::{compare, Payload};
use super::input::InputText;
use super::signature::{FailureKind, FailureSignature};
use crate::outcome::Outcome;
use crate::parse::{choice, ParseError};

/// Decides whether a rerun's failure is the same bug as the original one.
///
/// The choice steers the reduction: too strict, and reruns that hit the bug
/// with different data count as [`Unresolved`](Outcome::Unresolved), so the
/// input stops shrinking early; too loose, and the reduction may slide to a
/// different, easier-to-reach bug.
#[derive(Clone, Default)]
#[non_exhaustive]
pub enum Matcher {
    /// The same kind of failure at the same place
    /// ([`Location`](crate::Location), both `None` for a returned `Err`),
    /// with messages that agree by [`same_message`](crate::same_message)
    /// (equal after [`mask`](crate::mask), or their strings cut from the
    /// original's, or an `assert_eq!`'s same difference), or, in a
    /// reduction, a panic's message whose words from the original call's
    /// string literals were cut as the input was: the same check failing on
    /// different data. The default, because a panic's place identifies the
    /// check, and its message's fixed text tells apart the checks that share
    /// a place (an `Err` Debug).
    ///
    /// When the place alone is ambiguous, because the original panic is in
    /// a function that the user's code calls (a shared `check` helper, an
    /// `unwrap()` inside a library function), the innermost two user frames
    /// must agree too: the panicking function and the call that reached it.
    /// So the same helper reached from another call site is another bug.
    #[default]
    SameBug,
    /// As [`SameBug`](Matcher::SameBug), and the innermost two user frames
    /// always agree, wherever the panic is: for a test whose checks sit in
    /// its own body but whose bug is which path reaches them.
    Stack,
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

    /// The name [`FromStr`] accepts: `same_bug`, `stack`, `exact`, `location`, `any`;
    /// `custom` for [`Matcher::Custom`], which cannot be parsed.
    pub fn name(&self) -> &'static str {
        match self {
            Matcher::SameBug => "same_bug",
            Matcher::Stack => "stack",
            Matcher::Exact => "exact",
            Matcher::Location => "location",
            Matcher::Any => "any",
            Matcher::Custom(_) => "custom",
        }
    }

    /// Whether reruns that fail like `original` need their stack taken to
    /// be compared: always with [`Stack`](Matcher::Stack); with
    /// [`SameBug`](Matcher::SameBug) when the original panicked in a
    /// function that the user's code calls (its stack holds two or more
    /// user frames), where the place alone is ambiguous. Stacks cost time
    /// (the frames are resolved to names), so other reruns take none.
    pub fn needs_stacks(&self, original: &FailureSignature) -> bool {
        let panicked = !matches!(original.kind, FailureKind::Err | FailureKind::Crash);
        match self {
            Matcher::Stack => panicked,
            Matcher::SameBug => panicked && original.frames.len() >= COMPARED_FRAMES,
            _ => false,
        }
    }

    /// Whether `candidate`, the failure of a rerun, is the same bug as
    /// `original`.
    ///
    /// A crash's message names the crash (`stack overflow`, `exit code 3`),
    /// so [`SameBug`](Matcher::SameBug) compares it unmasked: exit code 3
    /// and exit code 4 are different bugs.
    pub fn matches(&self, original: &FailureSignature, candidate: &FailureSignature) -> bool {
        self.matches_given(original, candidate, &InputText::default())
    }

    /// [`matches`](Self::matches), where `input` is the original call's
    /// text: with [`SameBug`](Matcher::SameBug) and
    /// [`Stack`](Matcher::Stack), the input's words in a panic's message
    /// are data, which may shrink as the input does.
    pub(crate) fn matches_given(
        &self,
        original: &FailureSignature,
        candidate: &FailureSignature,
        input: &InputText,
    ) -> bool {
        let same_kind = original.kind == candidate.kind;
        match self {
            Matcher::SameBug if original.kind == FailureKind::Crash => {
                same_kind && original.message == candidate.message
            }
            Matcher::SameBug | Matcher::Stack => {
                same_kind
                    && original.location == candidate.location
                    && compare(
                        &original.message,
                        &candidate.message,
                        payload(original.kind),
                        input,
                    )
                    && (!self.needs_stacks(original) || same_frames(original, candidate))
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
    /// the bug being chased; so is a candidate that
    /// [`assume!`](crate::assume) refused, which is no valid input.
    pub fn classify(&self, original: &FailureSignature, run: Option<&FailureSignature>) -> Outcome {
        self.classify_given(original, run, &InputText::default())
    }

    /// [`classify`](Self::classify), where `input` is the original call's
    /// text (see [`matches_given`](Self::matches_given)).
    pub(crate) fn classify_given(
        &self,
        original: &FailureSignature,
        run: Option<&FailureSignature>,
        input: &InputText,
    ) -> Outcome {
        match run {
            None => Outcome::Pass,
            Some(candidate)
                if matches!(candidate.kind, FailureKind::Timeout | FailureKind::Rejected) =>
            {
                Outcome::Unresolved
            }
            Some(candidate) if self.matches_given(original, candidate, input) => Outcome::Fail,
            Some(_) => Outcome::Unresolved,
        }
    }
}

/// What the message of a failure of `kind` shows.
fn payload(kind: FailureKind) -> Payload {
    match kind {
        FailureKind::Err => Payload::Error,
        _ => Payload::Message,
    }
}

/// How many of the user's innermost frames a stack comparison looks at:
/// the panicking function and the call that reached it.
const COMPARED_FRAMES: usize = 2;

/// Whether the innermost user frames of two failures agree: the same
/// functions, at the same lines.
fn same_frames(original: &FailureSignature, candidate: &FailureSignature) -> bool {
    let key = |f: &FailureSignature| {
        f.frames
            .iter()
            .take(COMPARED_FRAMES)
            .map(|frame| (frame.function.clone(), frame.line))
            .collect::<Vec<_>>()
    };
    key(original) == key(candidate)
}

impl fmt::Debug for Matcher {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Matcher::SameBug => f.write_str("SameBug"),
            Matcher::Stack => f.write_str("Stack"),
            Matcher::Exact => f.write_str("Exact"),
            Matcher::Location => f.write_str("Location"),
            Matcher::Any => f.write_str("Any"),
            Matcher::Custom(_) => f.write_str("Custom(..)"),
        }
    }
}

/// The names [`Matcher`]'s [`FromStr`] accepts, in the order error
/// messages list them.
const MATCHER_NAMES: &[&str] = &["same_bug", "stack", "exact", "location", "any"];

impl FromStr for Matcher {
    type Err = ParseError;

    /// Parses `same_bug`, `stack`, `exact`, `location` or `any`, so a matcher can be
    /// chosen from a setting or an environment variable.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let matchers = [
            Matcher::SameBug,
            Matcher::Stack,
            Matcher::Exact,
            Matcher::Location,
            Matcher::Any,
        ];
        choice("matcher", MATCHER_NAMES, &matchers, s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::failure::fixtures::{crash, err, panic_at};
    use crate::failure::{mask, Frame};
    use std::sync::Mutex;

    #[test]
    fn the_inputs_words_shrink_in_a_panics_message_only_given_the_call() {
        let input = InputText::of(r#"slug("Notes on the Engine")"#);
        let original = panic_at(9, "no digits in Notes on the Engine");
        let rerun = panic_at(9, "no digits in te Eng");
        let classify = |matcher: &Matcher, original, rerun: &FailureSignature| {
            matcher.classify_given(original, Some(rerun), &input)
        };
        assert_eq!(
            classify(&Matcher::SameBug, &original, &rerun),
            Outcome::Fail
        );
        assert_eq!(classify(&Matcher::Stack, &original, &rerun), Outcome::Fail);
        // Without the call, or by another rule, the words are the message's.
        let without = Matcher::SameBug.classify(&original, Some(&rerun));
        assert_eq!(without, Outcome::Unresolved);
        assert_eq!(
            classify(&Matcher::Exact, &original, &rerun),
            Outcome::Unresolved
        );
        // An error a test returns has no place to pin it: its words stay.
        let (original, rerun) = (err("no digits in Notes"), err("no digits in te"));
        assert_eq!(
            classify(&Matcher::SameBug, &original, &rerun),
            Outcome::Unresolved
        );
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
    fn unwrap_expect_and_a_returned_err_tell_errors_apart_alike() {
        let unwrap = |payload: &str| {
            panic_at(
                20,
                &format!("called `Result::unwrap()` on an `Err` value: {payload}"),
            )
        };
        let expect = |payload: &str| panic_at(20, &format!("lexing: {payload}"));
        for failure in [unwrap, expect, |payload: &str| err(payload)] {
            let digit = failure("ParseIntError { kind: InvalidDigit }");
            let empty = failure("ParseIntError { kind: Empty }");
            assert!(!Matcher::SameBug.matches(&digit, &empty));
            assert!(Matcher::SameBug.matches(&failure("BadEscape(7)"), &failure("BadEscape(1)")));
            assert!(!Matcher::SameBug.matches(&failure("BadEscape(7)"), &failure("Unterminated")));
            // `exact` still counts every number.
            assert!(!Matcher::Exact.matches(&failure("BadEscape(7)"), &failure("BadEscape(1)")));
        }
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
        for &name in MATCHER_NAMES {
            assert_eq!(name.parse::<Matcher>().unwrap().name(), name);
        }
        assert_eq!(Matcher::default().name(), "same_bug");
        let error = "foo".parse::<Matcher>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown matcher \"foo\"; expected one of: same_bug, stack, exact, location, any"
        );
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
        let timeout = FailureSignature::new(
            FailureKind::Timeout,
            "no result within 1s".to_string(),
            None,
        );
        let original = panic_at(9, "x");
        for matcher in [Matcher::SameBug, Matcher::Any, Matcher::custom(|_, _| true)] {
            assert_eq!(
                matcher.classify(&original, Some(&timeout)),
                Outcome::Unresolved
            );
        }
        assert_eq!(timeout.to_string(), "timed out: no result within 1s");
    }

    fn with_frames(line: u32, frames: &[(&str, u32)]) -> FailureSignature {
        let mut failure = panic_at(line, "check failed: 3");
        failure.frames = frames
            .iter()
            .map(|(function, line)| Frame::new(*function, Some("src/lib.rs".into()), Some(*line)))
            .collect();
        failure
    }

    #[test]
    fn a_helper_reached_from_another_call_site_is_another_bug() {
        let original = with_frames(5, &[("app::check", 5), ("app::parse", 20)]);
        let same = with_frames(5, &[("app::check", 5), ("app::parse", 20)]);
        let other_site = with_frames(5, &[("app::check", 5), ("app::parse", 31)]);
        let other_caller = with_frames(5, &[("app::check", 5), ("app::lex", 8)]);
        assert!(Matcher::SameBug.needs_stacks(&original));
        assert!(Matcher::SameBug.matches(&original, &same));
        assert!(!Matcher::SameBug.matches(&original, &other_site));
        assert!(!Matcher::SameBug.matches(&original, &other_caller));
        // Frames further out do not count: recursion depth is data.
        let deeper = with_frames(
            5,
            &[("app::check", 5), ("app::parse", 20), ("app::parse", 20)],
        );
        assert!(Matcher::SameBug.matches(&original, &deeper));
        // `location` and `exact` never look at stacks.
        assert!(Matcher::Location.matches(&original, &other_caller));
        assert!(!Matcher::Location.needs_stacks(&original));
    }

    #[test]
    fn a_panic_in_the_test_itself_needs_no_stack_unless_asked() {
        let direct = with_frames(5, &[("app::tests::call", 5)]);
        assert!(!Matcher::SameBug.needs_stacks(&direct));
        let unknown = panic_at(5, "check failed: 3");
        assert!(!Matcher::SameBug.needs_stacks(&unknown));
        assert!(Matcher::SameBug.matches(&direct, &unknown));
        assert!(Matcher::Stack.needs_stacks(&direct));
        let elsewhere = with_frames(5, &[("app::tests::other", 5)]);
        assert!(!Matcher::Stack.matches(&direct, &elsewhere));
        assert!(Matcher::Stack.matches(&direct, &direct.clone()));
        assert_eq!("stack".parse::<Matcher>().unwrap().name(), "stack");
    }
}
