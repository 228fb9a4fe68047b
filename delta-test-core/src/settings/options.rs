//! Every option of `#[delta_test]`, defined once: its name, its type, its
//! default, the environment variable that may set it, and how a value is
//! read from any source (the attribute, the environment, `delta-test.toml`).
//!
//! Adding an option is one line in the table at the bottom (and one in the
//! macro's table, which checks literal values at compile time).

use std::fmt;
use std::time::Duration;

use crate::dd::{Mode, Strategy};
use crate::debugger::Budget;
use crate::error::Error;
use crate::execute::Isolate;
use crate::failure::Matcher;
use crate::parse::{choice, on_off, parse_positive_duration, ParseError};

/// An option's value as a source gives it: the attribute's literal, the
/// text of an environment variable, or a TOML value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Value<'a> {
    /// A string: `"2s"`, `"process"`, or any environment variable's text.
    Str(&'a str),
    /// A whole number: `500`.
    Int(i64),
    /// `true` or `false`.
    Bool(bool),
}

impl fmt::Display for Value<'_> {
    /// As TOML and Rust write it: `"2s"`, `500`, `true`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Str(text) => write!(f, "{text:?}"),
            Value::Int(n) => write!(f, "{n}"),
            Value::Bool(b) => write!(f, "{b}"),
        }
    }
}

/// One option: what the sources know of it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Spec {
    /// Its name in the attribute and in `delta-test.toml`.
    pub(crate) name: &'static str,
    /// The environment variable that sets it for tests whose attribute
    /// does not, if there is one.
    pub(crate) env: Option<&'static str>,
}

/// What a reduction writes besides its terminal report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum ReportFormat {
    /// Nothing more.
    #[default]
    Text,
    /// A bug report in Markdown, to paste into an issue tracker.
    Markdown,
}

impl std::str::FromStr for ReportFormat {
    type Err = ParseError;

    fn from_str(name: &str) -> Result<Self, ParseError> {
        let formats = [ReportFormat::Text, ReportFormat::Markdown];
        choice("report format", &["text", "markdown"], &formats, name)
    }
}

/// Why a value cannot be an option's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Problem {
    /// The value has the wrong type; said as serde says it
    /// (`invalid type: string "two", expected usize`).
    Type(String),
    /// The value is of the right type but means nothing here; said after
    /// the value (`` `isolate = "fork"`: unknown isolation ``).
    Value(String),
    /// Said as a sentence about the value (`` `log = 3` is not a log
    /// level ``).
    Sentence(String),
}

impl Problem {
    /// The problem with `value`, given for the option `key` in a setting
    /// where values are written `key = value`.
    pub(crate) fn with_key(&self, key: &str, value: Value<'_>) -> String {
        match self {
            Problem::Type(message) => message.clone(),
            Problem::Value(message) => format!("`{key} = {value}`: {message}"),
            Problem::Sentence(message) => format!("`{key} = {value}` {message}"),
        }
    }

    /// The problem with `value`, given in the environment variable `var`.
    pub(crate) fn with_var(&self, var: &str, value: Value<'_>) -> String {
        match self {
            Problem::Type(message) | Problem::Value(message) => format!("{var}: {message}"),
            Problem::Sentence(message) => format!("{var}={value} {message}"),
        }
    }
}

/// Reads an option's value from a source. Text stands for any type, since
/// environment variables have nothing else.
pub(crate) trait Read: Sized {
    /// The value, or why it cannot be one.
    fn read(value: Value<'_>) -> Result<Self, Problem>;
}

/// serde's words for a value of the wrong type.
fn invalid(value: Value<'_>, expected: &str) -> Problem {
    let found = match value {
        Value::Str(text) => format!("string {text:?}"),
        Value::Int(n) => format!("integer `{n}`"),
        Value::Bool(b) => format!("boolean `{b}`"),
    };
    Problem::Type(format!("invalid type: {found}, expected {expected}"))
}

/// A string option read with `FromStr`.
fn named<T: std::str::FromStr<Err = ParseError>>(value: Value<'_>) -> Result<T, Problem> {
    match value {
        Value::Str(text) => text
            .parse()
            .map_err(|e: ParseError| Problem::Value(e.to_string())),
        other => Err(invalid(other, "a string")),
    }
}

/// A whole number, from an integer or from text.
fn count(value: Value<'_>) -> Result<usize, Problem> {
    let number = match value {
        Value::Int(n) => usize::try_from(n).ok(),
        Value::Str(text) => text.trim().parse().ok(),
        Value::Bool(_) => None,
    };
    number.ok_or_else(|| invalid(value, "usize"))
}

macro_rules! read_named {
    ($($t:ty),*) => {$(
        impl Read for $t {
            fn read(value: Value<'_>) -> Result<Self, Problem> {
                named(value)
            }
        }
    )*};
}

read_named!(Matcher, Mode, Strategy, Isolate, ReportFormat);

impl Read for usize {
    fn read(value: Value<'_>) -> Result<Self, Problem> {
        count(value)
    }
}

/// Whether a budget's value lifts it: `"off"` (or `"false"`, `false`), as
/// switches are written. `"0"` is not: for a count it would read as "no
/// test at all", so it stays an error that says what to write.
fn lifted(value: Value<'_>) -> bool {
    match value {
        Value::Str(text) => text.trim() != "0" && on_off(text.trim()) == Some(false),
        Value::Bool(b) => !b,
        Value::Int(_) => false,
    }
}

/// A budget of tests: 1 or more, or `"off"` for none (`None`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TestBudget(pub(crate) Option<usize>);

impl Default for TestBudget {
    fn default() -> Self {
        TestBudget(Some(Budget::DEFAULT_TESTS))
    }
}

impl Read for TestBudget {
    fn read(value: Value<'_>) -> Result<Self, Problem> {
        if lifted(value) {
            return Ok(TestBudget(None));
        }
        match count(value) {
            Ok(0) => Err(Problem::Sentence(
                "allows no test at all; give a budget of 1 or more, or \"off\" for none"
                    .to_string(),
            )),
            Ok(n) => Ok(TestBudget(Some(n))),
            Err(_) => Err(Problem::Sentence(
                "is not a budget of tests; give a number of 1 or more, or \"off\" for none"
                    .to_string(),
            )),
        }
    }
}

/// A budget of time: a duration over zero, or `"off"` for none (`None`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TimeBudget(pub(crate) Option<Duration>);

impl Default for TimeBudget {
    fn default() -> Self {
        TimeBudget(Some(Budget::DEFAULT_TIME))
    }
}

impl Read for TimeBudget {
    fn read(value: Value<'_>) -> Result<Self, Problem> {
        if lifted(value) {
            return Ok(TimeBudget(None));
        }
        match value {
            Value::Str(text) => parse_positive_duration(text.trim())
                .map(|time| TimeBudget(Some(time)))
                .map_err(|e| Problem::Value(format!("{e}, or \"off\" for no time budget"))),
            other => Err(invalid(other, "a duration such as \"2m\", or \"off\"")),
        }
    }
}

/// How many candidates may run at once: 1 or more, or `"auto"` for the
/// number of cores.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Jobs(pub(crate) usize);

impl Read for Jobs {
    fn read(value: Value<'_>) -> Result<Self, Problem> {
        if let Value::Str(text) = value
            && text.trim() == "auto"
        {
            let cores = std::thread::available_parallelism().map_or(1, usize::from);
            return Ok(Jobs(cores));
        }
        match count(value) {
            Ok(0) | Err(_) => Err(Problem::Sentence(
                "is not a number of jobs; use 1 or more, or \"auto\" for the number of cores"
                    .to_string(),
            )),
            Ok(n) => Ok(Jobs(n)),
        }
    }
}

/// The log level: 0, 1 or 2.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct LogLevel(pub(crate) u8);

impl Read for LogLevel {
    fn read(value: Value<'_>) -> Result<Self, Problem> {
        let level = match value {
            Value::Str(text) => match text.trim() {
                "" => Some(0),
                text => text.parse().ok(),
            },
            Value::Int(n) => u8::try_from(n).ok(),
            Value::Bool(_) => None,
        };
        match level {
            Some(level @ 0..=2) => Ok(LogLevel(level)),
            _ => Err(Problem::Sentence(
                "is not a log level; use 0 (quiet), 1 (one line per test run) or 2 (also the \
                 algorithm's steps)"
                    .to_string(),
            )),
        }
    }
}

/// A time over zero (a timeout, a budget).
impl Read for Duration {
    fn read(value: Value<'_>) -> Result<Self, Problem> {
        match value {
            Value::Str(text) => {
                parse_positive_duration(text).map_err(|e| Problem::Value(e.to_string()))
            }
            other => Err(invalid(other, "a duration such as \"2s\"")),
        }
    }
}

/// A switch: `true`/`false`, or as environment variables write it
/// (`1`/`0`, `on`/`off`).
impl Read for bool {
    fn read(value: Value<'_>) -> Result<Self, Problem> {
        match value {
            Value::Bool(b) => Ok(b),
            Value::Str(text) => on_off(text).ok_or_else(|| {
                Problem::Sentence(
                    "is not understood; use 1 (or on, true) or 0 (or off, false)".to_string(),
                )
            }),
            other => Err(invalid(other, "a boolean")),
        }
    }
}

/// `Option<T>` options have no value by default; a source gives one.
impl<T: Read> Read for Option<T> {
    fn read(value: Value<'_>) -> Result<Self, Problem> {
        T::read(value).map(Some)
    }
}

/// Where option values come from, in the order they take precedence.
pub(crate) trait Sources {
    /// The value of the option `spec`, read as `T`, from the first source
    /// that gives one; `None` when none does. A value that cannot be read
    /// is an error naming the source.
    fn value<T: Read>(&self, spec: &Spec) -> Result<Option<T>, Error>;
}

/// The table: declares [`Options`] (the resolved values), [`OPTIONS`] (the
/// names and variables) and [`Options::resolve`].
macro_rules! options {
    ($(
        $(#[doc = $doc:literal])*
        $name:ident: $ty:ty = $default:expr, env $env:expr;
    )*) => {
        /// The value of every option for one test, defaults filled in.
        #[derive(Debug, Clone)]
        pub(crate) struct Options {
            $( $(#[doc = $doc])* pub(crate) $name: $ty, )*
        }

        /// Every option, in the order the documentation lists them.
        pub(crate) const OPTIONS: &[Spec] = &[
            $( Spec { name: stringify!($name), env: $env }, )*
        ];

        /// Whether `value` can be the option `name`'s: `None` when there is
        /// no such option.
        pub(crate) fn check(name: &str, value: Value<'_>) -> Option<Result<(), Problem>> {
            match name {
                $( stringify!($name) => Some(<$ty as Read>::read(value).map(drop)), )*
                _ => None,
            }
        }

        impl Options {
            /// Each option from the first of `sources` that gives it, else
            /// its default.
            ///
            /// # Errors
            /// Every value that cannot be read, each its own error.
            pub(crate) fn resolve(sources: &impl Sources) -> Result<Options, Vec<Error>> {
                let mut errors = Vec::new();
                $( let $name = sources
                    .value::<$ty>(&Spec { name: stringify!($name), env: $env })
                    .unwrap_or_else(|error| {
                        errors.push(error);
                        None
                    }); )*
                if !errors.is_empty() {
                    return Err(errors);
                }
                Ok(Options { $( $name: $name.unwrap_or_else(|| $default), )* })
            }
        }
    };
}

options! {
    /// Which reruns count as the same failure (`same_bug`).
    matching: Matcher = Matcher::default(), env None;
    /// What to search for (`min`).
    mode: Mode = Mode::Min, env None;
    /// Which algorithm reduces (`adaptive`).
    strategy: Strategy = Strategy::Adaptive, env Some("DELTA_TEST_STRATEGY");
    /// The test budget (`Budget::DEFAULT_TESTS`; `"off"`: none).
    max_tests: TestBudget = TestBudget::default(), env Some("DELTA_TEST_MAX_TESTS");
    /// How much of the reduction is logged (0).
    log: LogLevel = LogLevel(0), env Some("DELTA_TEST_LOG");
    /// Where reruns run (none said: reruns in a worker process, the
    /// original call in the test's own thread).
    isolate: Option<Isolate> = None, env Some("DELTA_TEST_ISOLATE");
    /// How long one rerun may take (ten times the original run, at least
    /// 1s).
    timeout: Option<Duration> = None, env None;
    /// The time budget (`Budget::DEFAULT_TIME`; `"off"`: none).
    max_time: TimeBudget = TimeBudget::default(), env Some("DELTA_TEST_MAX_TIME");
    /// Reruns of the minimal call before it is reported (2).
    verify: usize = 2, env None;
    /// Extra runs of a candidate that did not fail (0).
    retries: usize = 0, env None;
    /// Whether reductions are stored in `delta-regressions/` and replayed
    /// first (on).
    persist: bool = true, env Some("DELTA_TEST_PERSIST");
    /// What is written besides the terminal report (text only).
    report: ReportFormat = ReportFormat::Text, env Some("DELTA_TEST_REPORT");
    /// How many candidates may run at once (1).
    jobs: Jobs = Jobs(1), env Some("DELTA_TEST_JOBS");
}

#[cfg(test)]
mod tests {
    use super::*;

    /// docs/configuration.md lists every option in its table of keys, and
    /// every variable in its table of the environment.
    #[test]
    fn the_configuration_page_lists_every_option_and_variable() {
        let page = include_str!("../../../docs/configuration.md");
        for spec in OPTIONS {
            let row = format!("| `{}` |", spec.name);
            assert!(page.contains(&row), "no row {row} in configuration.md");
            if let Some(env) = spec.env {
                let row = format!("| `{env}=");
                assert!(page.contains(&row), "no row {row} in configuration.md");
            }
        }
    }

    #[test]
    fn jobs_are_a_positive_number_or_auto() {
        assert_eq!(Jobs::read(Value::Int(4)), Ok(Jobs(4)));
        assert_eq!(Jobs::read(Value::Str("3")), Ok(Jobs(3)));
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        assert_eq!(Jobs::read(Value::Str("auto")), Ok(Jobs(cores)));
        for bad in [
            Value::Int(0),
            Value::Int(-2),
            Value::Str("many"),
            Value::Bool(true),
        ] {
            let Err(Problem::Sentence(message)) = Jobs::read(bad) else {
                panic!("{bad} was read as jobs")
            };
            assert!(message.contains("\"auto\""), "{message}");
        }
    }

    #[test]
    fn budgets_have_defaults_and_can_be_lifted_with_off() {
        assert_eq!(
            TestBudget::default(),
            TestBudget(Some(Budget::DEFAULT_TESTS))
        );
        assert_eq!(
            TimeBudget::default(),
            TimeBudget(Some(Budget::DEFAULT_TIME))
        );
        for off in [Value::Str("off"), Value::Str(" false "), Value::Bool(false)] {
            assert_eq!(TestBudget::read(off), Ok(TestBudget(None)), "{off}");
            assert_eq!(TimeBudget::read(off), Ok(TimeBudget(None)), "{off}");
        }
        assert_eq!(
            TestBudget::read(Value::Str("500")),
            Ok(TestBudget(Some(500)))
        );
        assert_eq!(
            TimeBudget::read(Value::Str("2m")),
            Ok(TimeBudget(Some(Duration::from_secs(120))))
        );
        // 0 tests is no budget of tests, not "off": it says what to write.
        for zero in [Value::Int(0), Value::Str("0")] {
            let Err(Problem::Sentence(message)) = TestBudget::read(zero) else {
                panic!("{zero} was read as a budget")
            };
            assert!(message.contains("\"off\" for none"), "{message}");
        }
        let Err(Problem::Value(message)) = TimeBudget::read(Value::Str("forever")) else {
            panic!("\"forever\" was read as a time budget")
        };
        assert!(
            message.ends_with("or \"off\" for no time budget"),
            "{message}"
        );
        assert!(TimeBudget::read(Value::Str("0s")).is_err());
    }
}
