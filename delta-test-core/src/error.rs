//! Why a reduction could not produce a result.

use std::fmt;

use std::sync::Arc;

use crate::failure::{FailureKind, FailureSignature};
use crate::outcome::Outcome;

/// Why [`DeltaDebugger`](crate::DeltaDebugger) could not reduce a call.
///
/// Every variant carries the original call as Rust code, so the failing
/// input is never lost, whatever went wrong.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub enum Error {
    /// The original call did not fail: there is nothing to reduce.
    NotFailing {
        /// The call, as Rust code.
        call: String,
    },
    /// The original call failed once, but not the same way when run again:
    /// the function is flaky.
    NotReproduced {
        /// The call, as Rust code.
        call: String,
        /// How it failed the first time.
        first: Box<FailureSignature>,
        /// How it failed when run again (`None`: it passed).
        again: Option<Box<FailureSignature>>,
    },
    /// In `max` and `diff` modes the call with emptied arguments must pass,
    /// but it fails.
    NotPassing {
        /// The call with emptied arguments, as Rust code.
        call: String,
    },
    /// The final check of a reduced call did not give the outcome the
    /// reduction relied on: the arguments interact, or the function is flaky.
    Inconsistent {
        /// The reduced call, as Rust code.
        call: String,
        /// The outcome the reduction relied on.
        expected: Outcome,
        /// The outcome of the final check.
        actual: Outcome,
        /// The original call, as Rust code.
        original: String,
    },
    /// Candidates could not be run at all: a worker process did not start,
    /// or the arguments could not be sent to it.
    Worker {
        /// What went wrong and what to do about it.
        message: String,
        /// The error underneath, when there is one (an I/O error).
        source: Option<Source>,
    },
    /// The input of a parsed-string argument (`via = Type`,
    /// [`DeltaDebugger::via`](crate::DeltaDebugger::via)) does not parse
    /// as that type, so it cannot be reduced as one.
    Unparsable {
        /// The input, whole.
        text: String,
        /// The type it was to parse as.
        ty: &'static str,
        /// Why it did not (the type's `FromStr` error).
        message: String,
    },
    /// The input of a parsed-string argument parses, but its value prints
    /// as another text, and that text does not fail the way the one
    /// written does: every candidate of the reduction would be printed so,
    /// so none of them could show this failure.
    NotRoundTrip {
        /// The input, whole.
        text: String,
        /// What its parsed value prints as (`Display`).
        printed: String,
        /// The type it parses as.
        ty: &'static str,
        /// What the test did when handed the printed text: `passed`, or
        /// `failed another way: ...`.
        outcome: String,
    },
    /// The original call refused its own input with
    /// [`assume!`](crate::assume): it is no valid input, so there is no
    /// failure to reduce.
    Rejected {
        /// The call, as Rust code.
        call: String,
        /// The refusal: where, and which rule.
        failure: Box<FailureSignature>,
    },
    /// A setting has a value delta-test does not understand.
    Config {
        /// What is wrong and how to fix it.
        message: String,
        /// The error underneath, when there is one (a
        /// [`ParseError`](crate::ParseError), an I/O error).
        source: Option<Source>,
    },
}

/// The error underneath an [`Error`], shared so that `Error` stays `Clone`.
pub type Source = Arc<dyn std::error::Error + Send + Sync + 'static>;

impl Error {
    /// A bad setting, explained by `message`.
    pub(crate) fn config(message: impl Into<String>) -> Self {
        Error::Config {
            message: message.into(),
            source: None,
        }
    }

    /// A bad setting, explained by `message`, caused by `source`.
    pub(crate) fn config_from(
        message: impl Into<String>,
        source: impl std::error::Error + Send + Sync + 'static,
    ) -> Self {
        Error::Config {
            message: message.into(),
            source: Some(Arc::new(source)),
        }
    }

    /// Every bad setting at once, so that one run shows them all rather
    /// than one per fix: a single error stays as it is; several become one
    /// `Config` error that lists each on its own line (the first one's
    /// source kept). `None` when there are none.
    pub(crate) fn configs(errors: Vec<Error>) -> Option<Self> {
        let mut errors = errors.into_iter();
        let first = errors.next()?;
        let rest: Vec<Error> = errors.collect();
        if rest.is_empty() {
            return Some(first);
        }
        let count = rest.len() + 1;
        let mut message = format!("{count} settings are wrong; fix them all:");
        for error in std::iter::once(&first).chain(&rest) {
            message.push_str("\n  - ");
            message.push_str(&error.to_string());
        }
        let source = match first {
            Error::Config { source, .. } => source,
            _ => None,
        };
        Some(Error::Config { message, source })
    }

    /// Candidates cannot run, as `message` says.
    pub(crate) fn worker(message: impl Into<String>) -> Self {
        Error::Worker {
            message: message.into(),
            source: None,
        }
    }

    /// Candidates cannot run, as `message` says, because of `source`.
    pub(crate) fn worker_from(
        message: impl Into<String>,
        source: impl std::error::Error + Send + Sync + 'static,
    ) -> Self {
        Error::Worker {
            message: message.into(),
            source: Some(Arc::new(source)),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NotFailing { call } => write!(
                f,
                "{call} did not fail, so there is nothing to reduce; \
                 give the arguments of a call that panics or returns Err"
            ),
            Error::NotReproduced { call, first, again } => {
                write!(
                    f,
                    "{call} is flaky: the first run {first}, but when run again it "
                )?;
                match again {
                    None => f.write_str("passed")?,
                    Some(again) => write!(f, "{again}")?,
                }
                match again {
                    Some(again) if again.kind == FailureKind::Timeout => {
                        f.write_str("; give it a longer `timeout`, or make it faster on this input")
                    }
                    _ => f.write_str(
                        "; make the test deterministic (no clocks, randomness or shared \
                         state), or choose a matcher that accepts both failures",
                    ),
                }
            }
            Error::Rejected { call, failure } => write!(
                f,
                "{call} is no valid input: {failure}{}; give the arguments of a call that \
                 keeps the test's `assume!` rules",
                failure
                    .location
                    .as_ref()
                    .map_or(String::new(), |at| format!(" (at {at})")),
            ),
            Error::NotPassing { call } => write!(
                f,
                "{call} fails, but the max and diff modes need the call with emptied \
                 arguments to pass; use the min mode instead"
            ),
            // Nothing was cut: the original call itself did not fail again.
            Error::Inconsistent {
                call,
                expected: Outcome::Fail,
                actual,
                original,
            } if call == original => write!(
                f,
                "{call} is flaky: it failed, but gave {actual} when run again; make the test \
                 deterministic (no clocks, randomness or shared state), or choose a matcher \
                 that accepts both failures"
            ),
            Error::Inconsistent {
                call,
                expected,
                actual,
                original,
            } => write!(
                f,
                "the reduced call {call} was expected to give {expected} but gave {actual} \
                 when checked again (the arguments interact, or the test is flaky); \
                 the original failing call was {original}"
            ),
            Error::Unparsable { text, ty, message } => write!(
                f,
                "the input {text:?} does not parse as `{ty}` ({message}), so it cannot be \
                 reduced as one; give an input that parses, or reduce it as plain text \
                 (without `via`)"
            ),
            Error::NotRoundTrip {
                text,
                printed,
                ty,
                outcome,
            } => write!(
                f,
                "the input {text:?} parses as a `{ty}` that prints as {printed:?}, and the test \
                 {outcome} on {printed:?}: every candidate is printed by `{ty}`, so none could \
                 fail as the text written does. Make `{ty}`'s Display keep what the failure \
                 needs (it drops or changes something of {text:?}), or reduce the input as \
                 plain text (without `via`)"
            ),
            Error::Config { message, .. } | Error::Worker { message, .. } => f.write_str(message),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Config { source, .. } | Error::Worker { source, .. } => source
                .as_deref()
                .map(|source| source as &(dyn std::error::Error + 'static)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::error::Error as _;

    #[test]
    fn the_error_underneath_is_the_source() {
        let io = std::io::Error::new(std::io::ErrorKind::NotFound, "gone");
        let error = Error::config_from("could not read delta-test.toml: gone", io);
        assert_eq!(error.to_string(), "could not read delta-test.toml: gone");
        assert_eq!(error.source().unwrap().to_string(), "gone");
        let parse = "fuzzy".parse::<crate::failure::Matcher>().unwrap_err();
        let error = Error::worker_from("bad", parse);
        assert!(error.source().unwrap().to_string().contains("fuzzy"));
        assert!(Error::config("plain").source().is_none());
        let not_failing = Error::NotFailing { call: "f()".into() };
        let unchanged = Error::Inconsistent {
            call: "f(1)".into(),
            expected: Outcome::Fail,
            actual: Outcome::Pass,
            original: "f(1)".into(),
        };
        assert!(unchanged
            .to_string()
            .starts_with("f(1) is flaky: it failed, but gave PASS"));
        assert!(not_failing.source().is_none());
    }

    #[test]
    fn several_bad_settings_are_one_error_that_lists_them_all() {
        assert!(Error::configs(Vec::new()).is_none());
        let one = Error::configs(vec![Error::config("`log = 3` is not a log level")]).unwrap();
        assert_eq!(one.to_string(), "`log = 3` is not a log level");
        let io = std::io::Error::new(std::io::ErrorKind::NotFound, "gone");
        let all = Error::configs(vec![
            Error::config_from("could not read delta-test.toml: gone", io),
            Error::config("DELTA_TEST_LOG=9 is not a log level"),
        ])
        .unwrap();
        assert_eq!(
            all.to_string(),
            "2 settings are wrong; fix them all:\n  - could not read delta-test.toml: gone\n  - DELTA_TEST_LOG=9 is not a log level"
        );
        assert_eq!(all.source().unwrap().to_string(), "gone");
    }
}
