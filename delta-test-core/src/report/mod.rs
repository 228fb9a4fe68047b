//! The report of one reduced `#[delta_test]`: text for the terminal, JSON for
//! tools, and a regression test to paste.

mod abbreviate;
mod diff;
mod json;
mod log;
mod markdown;
mod observer;
mod progress;
mod regression;
mod style;
#[cfg(feature = "harness")]
pub(crate) mod summary;
mod text;

pub(crate) use abbreviate::{abbreviate, is_long, MARKDOWN_LIMIT, TERMINAL_LIMIT};
pub use log::Log;
pub(crate) use markdown::{default_dir as markdown_dir, write as write_markdown};
pub use observer::{Event, Observer, Pass};
pub(crate) use progress::Progress;
pub(crate) use regression::Regression;
pub(crate) use style::{Paint, Stream};

use std::path::PathBuf;
use std::time::Duration;

use crate::dd::Mode;
use crate::failure::FailureSignature;

/// One argument of the reduced call.
#[derive(Debug, Clone)]
pub(crate) struct ArgReport {
    /// The parameter's name.
    pub(crate) name: String,
    /// Its original value, as Rust.
    pub(crate) original: String,
    /// Its reduced value, as Rust.
    pub(crate) minimal: String,
}

/// The arguments of a call, by parameter name, before and after.
pub(crate) fn arg_reports<'n>(
    names: impl IntoIterator<Item = &'n str>,
    original: Vec<String>,
    minimal: Vec<String>,
) -> Vec<ArgReport> {
    names
        .into_iter()
        .zip(original.into_iter().zip(minimal))
        .map(|(name, (original, minimal))| ArgReport {
            name: name.to_string(),
            original,
            minimal,
        })
        .collect()
}

/// What a reduction found, for people and for tools.
#[derive(Debug, Clone)]
pub(crate) struct Report {
    /// The test's path, as the harness names it.
    pub(crate) test: String,
    /// The function under test.
    pub(crate) function: String,
    pub(crate) mode: Mode,
    pub(crate) args: Vec<ArgReport>,
    /// In `diff` mode, the largest passing call's arguments.
    pub(crate) passing: Option<Vec<String>>,
    pub(crate) tests: usize,
    /// Runs made ahead, in parallel, whose outcome the search never needed.
    pub(crate) speculative: usize,
    /// How many times the reduction waited for its runs (see
    /// [`Reduction::rounds`](crate::Reduction::rounds)): with jobs, what
    /// the wall time follows when each run takes about as long; 0 for a
    /// replay.
    pub(crate) rounds: usize,
    /// The size of the original and of the reduced call: how many parts
    /// (chars, elements, entries) their sequences hold in all.
    pub(crate) sizes: (usize, usize),
    /// Whether the original call had anything to reduce at all (parts to
    /// cut or values to simplify, at any level).
    pub(crate) reducible: bool,
    pub(crate) elapsed: Duration,
    /// The budget that stopped the reduction before it proved the call
    /// 1-minimal (`budget of 3 tests spent`); `None` when it ran to its end.
    pub(crate) stopped: Option<String>,
    /// Set when the call was not reduced but replayed from a stored
    /// regression.
    pub(crate) replayed: Option<Replayed>,
    /// How the original call failed.
    pub(crate) failure: FailureSignature,
    /// How the minimal call fails, when it is known: the same bug, with its
    /// own message (`os error 2` where the original had `os error 13`),
    /// place and stack.
    pub(crate) minimal_failure: Option<FailureSignature>,
    /// How the pasted regression test makes the call.
    pub(crate) regression: Regression,
    /// Where the whole regression test was written, when an argument is
    /// too long to show it whole (see [`Report::write_regression_test`]).
    pub(crate) regression_file: Option<PathBuf>,
    /// What else the reduction met on the way.
    pub(crate) met: Met,
}

/// What a reduction met beside the failure it reduced: the other failures
/// (another bug, each with the smallest call seen), and the candidates
/// that `assume!` refused.
#[derive(Debug, Clone, Default)]
pub(crate) struct Met {
    pub(crate) others: Vec<Other>,
    pub(crate) rejected: usize,
}

/// Another failure met on the way.
#[derive(Debug, Clone)]
pub(crate) struct Other {
    /// The smallest call seen failing this way: its arguments, as Rust.
    pub(crate) args: Vec<String>,
    pub(crate) failure: FailureSignature,
    /// How many candidates failed this way.
    pub(crate) count: usize,
}

/// Where a replayed call was stored.
#[derive(Debug, Clone)]
pub(crate) struct Replayed {
    /// The file, relative to the crate.
    pub(crate) file: String,
    /// The day of the reduction that stored it.
    pub(crate) found: String,
}

impl Report {
    /// A copy whose argument texts and failure message hold at most
    /// `limit` characters each, cut in the middle: what people are shown.
    pub(crate) fn shortened(&self, limit: usize) -> Report {
        let cut = |text: &String| abbreviate(text, limit).into_owned();
        let mut short = self.clone();
        for arg in &mut short.args {
            arg.original = cut(&arg.original);
            arg.minimal = cut(&arg.minimal);
        }
        if let Some(passing) = &mut short.passing {
            passing.iter_mut().for_each(|arg| *arg = cut(arg));
        }
        short.failure.message = cut(&self.failure.message);
        if let Some(minimal) = &mut short.minimal_failure {
            minimal.message = cut(&minimal.message);
        }
        for other in &mut short.met.others {
            other.args.iter_mut().for_each(|arg| *arg = cut(arg));
            other.failure.message = cut(&other.failure.message);
        }
        short
    }

    /// Whether an argument or the message is too long to show whole.
    pub(crate) fn is_long(&self, limit: usize) -> bool {
        let args = self.args.iter().flat_map(|a| [&a.original, &a.minimal]);
        let passing = self.passing.iter().flatten();
        let minimal = self.minimal_failure.iter().map(|f| &f.message);
        let mut texts = args
            .chain(passing)
            .chain([&self.failure.message])
            .chain(minimal);
        texts.any(|text| is_long(text, limit))
    }

    /// The failure people are shown: the minimal call's, when known.
    pub(crate) fn shown_failure(&self) -> &FailureSignature {
        self.minimal_failure.as_ref().unwrap_or(&self.failure)
    }

    /// The original failure, when its message or place differs from the
    /// one shown.
    pub(crate) fn other_original_failure(&self) -> Option<&FailureSignature> {
        let shown = self.shown_failure();
        let differs =
            shown.message != self.failure.message || shown.location != self.failure.location;
        differs.then_some(&self.failure)
    }

    /// `function(a, b)` with the given argument texts.
    fn call<'a>(&self, args: impl IntoIterator<Item = &'a String>) -> String {
        let args: Vec<&str> = args.into_iter().map(String::as_str).collect();
        format!("{}({})", self.function, args.join(", "))
    }

    pub(crate) fn original_call(&self) -> String {
        self.call(self.args.iter().map(|a| &a.original))
    }

    /// The smallest call seen for another failure.
    pub(crate) fn other_call(&self, other: &Other) -> String {
        self.call(&other.args)
    }

    pub(crate) fn minimal_call(&self) -> String {
        self.call(self.args.iter().map(|a| &a.minimal))
    }

    /// In `diff` mode, the largest passing call.
    pub(crate) fn passing_call(&self) -> Option<String> {
        self.passing.as_ref().map(|p| self.call(p))
    }

    /// ` over N rounds` after the test count, when some runs ran at once;
    /// empty with one job, where each test is a round (but the original's
    /// first run), which says nothing the test count does not.
    pub(crate) fn over_rounds(&self) -> String {
        match self.rounds > 0 && self.rounds + 1 < self.tests {
            true => format!(" over {} rounds", self.rounds),
            false => String::new(),
        }
    }

    fn elapsed_ms(&self) -> f64 {
        self.elapsed.as_secs_f64() * 1e3
    }
}

/// A report for the unit tests of this layer and those above it.
#[cfg(test)]
pub(crate) mod fixtures {
    use super::*;
    use crate::failure::{FailureKind, Location};

    /// A report of `parens("a(b)c")` reduced to `parens("()")`, for tests.
    pub(crate) fn report() -> Report {
        Report {
            test: "tests::parens".into(),
            function: "parens".into(),
            mode: Mode::Min,
            args: vec![ArgReport {
                name: "inp".into(),
                original: r#""a(b)c""#.into(),
                minimal: r#""()""#.into(),
            }],
            passing: None,
            tests: 9,
            speculative: 0,
            rounds: 8,
            sizes: (5, 2),
            reducible: true,
            elapsed: Duration::from_micros(250),
            stopped: None,
            replayed: None,
            failure: FailureSignature::new(
                FailureKind::PanicStr,
                "Invalid input",
                Some(Location::new("tests/parens.rs", 9, 5)),
            ),
            minimal_failure: None,
            regression: Regression::TestCase {
                returns: String::new(),
            },
            regression_file: None,
            met: Met::default(),
        }
    }
}
