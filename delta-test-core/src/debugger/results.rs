//! What a reduction returns: the reduced call, whether it is proven
//! 1-minimal, and the budget that stopped it, if one did.

use std::fmt;
use std::time::Duration;

use crate::failure::FailureSignature;
use crate::parse::show_duration;

/// A budget that ran out before the reduction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Budget {
    /// [`DeltaDebugger::max_tests`](crate::DeltaDebugger::max_tests) runs were made.
    Tests(usize),
    /// [`DeltaDebugger::max_time`](crate::DeltaDebugger::max_time) has passed.
    Time(Duration),
}

impl Budget {
    /// The test budget every reduction has unless told otherwise
    /// ([`DeltaDebugger::max_tests`](crate::DeltaDebugger::max_tests),
    /// `max_tests`): 100 000 runs. The largest reductions measured here
    /// take a few thousand (2429 for a 64 KB `package-lock.json` cut as
    /// JSON, about 500 for the suite's `keep1000`); 100 000 runs of a test
    /// that returns in microseconds still end within seconds, so only a
    /// search that would not end on its own meets it.
    pub const DEFAULT_TESTS: usize = 100_000;

    /// The time budget every reduction has unless told otherwise
    /// ([`DeltaDebugger::max_time`](crate::DeltaDebugger::max_time),
    /// `max_time`): 60 seconds, the time after which libtest itself says
    /// a test "has been running for over 60 seconds". The reductions
    /// measured here take under a second (a megabyte argument in the debug
    /// profile: under 0.8 s) and 13 s for 500 runs of a 20 ms test; a
    /// reduction stopped by it keeps the best call so far, and a stored
    /// regression goes on from there on the next run.
    pub const DEFAULT_TIME: Duration = Duration::from_secs(60);
}

impl fmt::Display for Budget {
    /// `budget of 200 tests spent`, `time budget of 2s spent`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Budget::Tests(1) => f.write_str("budget of 1 test spent"),
            Budget::Tests(n) => write!(f, "budget of {n} tests spent"),
            Budget::Time(time) => write!(f, "time budget of {} spent", show_duration(*time)),
        }
    }
}

/// The result of [`DeltaDebugger::min_args`](crate::DeltaDebugger::min_args) or [`DeltaDebugger::max_args`](crate::DeltaDebugger::max_args).
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
#[must_use = "the reduced arguments are the point of the reduction"]
pub struct Reduction<A> {
    /// The reduced arguments: 1-minimal failing ones from `min_args`,
    /// 1-maximal passing ones from `max_args`.
    pub args: A,
    /// Whether the algorithm ran to its end, which proves the arguments
    /// 1-minimal (or 1-maximal; see the crate docs for what is proven of
    /// simpler values). `false` whenever a budget refused a test, even one
    /// the result would not have changed: `args` is then the best call
    /// found so far, and [`stopped`](Self::stopped) names the budget.
    pub complete: bool,
    /// The budget that stopped the reduction, when one did.
    pub stopped: Option<Budget>,
    /// How the reduced call fails (in `min_args`; the original call's
    /// failure in `max_args`): the same bug, with its own message, place
    /// and stack.
    pub failure: FailureSignature,
    /// How many times the function ran (cached candidates do not count).
    pub tests: usize,
    /// How many more runs were made ahead of the search, in parallel, and
    /// not needed ([`DeltaDebugger::jobs`](crate::DeltaDebugger::jobs)):
    /// with one job, 0.
    pub speculative: usize,
    /// How many times the reduction waited for its runs: each run alone,
    /// and each batch run at once ahead of the search, is one. When every
    /// run takes about the same time, the runs took `rounds` times that
    /// long: with one job, a round is a test (but the original's first
    /// run, made before the reduction); the fewer rounds with jobs, the
    /// more they paid.
    pub rounds: usize,
    /// The other failures met on the way, in the order they were first
    /// met: each distinct one (by [`mask`](crate::mask)ed message, place
    /// and kind) with the smallest call seen failing that way.
    pub others: Vec<OtherFailure<A>>,
    /// How many candidates [`assume!`](crate::assume) refused as no valid
    /// input.
    pub rejected: usize,
    /// How long the reduction took.
    pub elapsed: Duration,
}

/// A failure met during a reduction that is not the one being reduced: a
/// candidate failed, but [not the same way](crate::Matcher) as the
/// original call. It is another bug the input holds (or one the
/// reduction made), kept with the smallest call seen failing that way, as
/// Hypothesis reports its "distinct failures".
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct OtherFailure<A> {
    /// The smallest arguments seen failing this way (by their size in
    /// parts, at every level).
    pub args: A,
    /// How they fail.
    pub failure: FailureSignature,
    /// How many candidates failed this way.
    pub count: usize,
}

/// The result of [`DeltaDebugger::min_arg_diff`](crate::DeltaDebugger::min_arg_diff).
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
#[must_use = "the isolated difference is the point of the reduction"]
pub struct ArgDiff<A> {
    /// The largest passing arguments found.
    pub passing: A,
    /// The smallest failing arguments found.
    pub failing: A,
    /// For each argument, the parts of `failing` that are not in `passing`
    /// (an argument that was not reduced keeps its original value, as in
    /// the chapter).
    pub difference: A,
    /// How the failing call fails: the same bug, with its own message,
    /// place and stack.
    pub failure: FailureSignature,
    /// Whether the algorithm ran to its end (see [`Reduction::complete`]).
    pub complete: bool,
    /// The budget that stopped the reduction, when one did.
    pub stopped: Option<Budget>,
    /// How many times the function ran.
    pub tests: usize,
    /// How many more runs were made ahead and not needed (see
    /// [`Reduction::speculative`]).
    pub speculative: usize,
    /// How many times the reduction waited for its runs (see
    /// [`Reduction::rounds`]).
    pub rounds: usize,
    /// The other failures met on the way, in the order they were first
    /// met: each distinct one (by [`mask`](crate::mask)ed message, place
    /// and kind) with the smallest call seen failing that way.
    pub others: Vec<OtherFailure<A>>,
    /// How many candidates [`assume!`](crate::assume) refused as no valid
    /// input.
    pub rejected: usize,
    /// How long the reduction took.
    pub elapsed: Duration,
}
