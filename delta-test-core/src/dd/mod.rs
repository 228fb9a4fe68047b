//! The Delta Debugging algorithms, over index sets.
//!
//! This layer knows nothing of panics, processes or argument types: it asks
//! a test closure about subsets of `0..len` and answers with subsets. The
//! functions [`ddmin`] and [`dd`] wrap it for slices, with an outcome cache.

mod adaptive;
mod ddmin;
mod general;
mod level;
mod partition;
mod pyset;
mod search;
mod sites;
mod strategy;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_sites;
mod waves;

use std::collections::HashMap;
use std::fmt;

use crate::outcome::Outcome;
use crate::parse::{choice, ParseError};
use crate::subset::Subset;

pub(crate) use level::Level;
pub(crate) use partition::IndexSet;
pub use partition::Partition;
pub(crate) use pyset::PySet;
pub use search::Move;
#[cfg(test)]
use search::Search;
pub(crate) use search::Step;
pub(crate) use search::{drive, drive_ahead, plan, plan_distinct, Ahead, Ended};
pub(crate) use sites::{sites_of, FEWEST as FEWEST_SITES};
pub use strategy::Strategy;

/// What the general algorithm [`dd`] does with the two inputs it holds:
/// the failing one (at first the whole input) and the passing one (at first
/// empty).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Mode {
    /// Shrink the failing input until it is 1-minimal: removing any one
    /// part makes it pass (or fail differently). The chapter's `min_args`.
    #[default]
    Min,
    /// Grow the passing input until it is 1-maximal: adding any one part of
    /// the failing input makes it fail. The chapter's `max_args`.
    Max,
    /// Both, until the difference between the passing and the failing input
    /// is 1-minimal. The chapter's `min_arg_diff`.
    Diff,
}

impl Mode {
    pub(crate) fn minimizes(self) -> bool {
        matches!(self, Mode::Min | Mode::Diff)
    }

    pub(crate) fn maximizes(self) -> bool {
        matches!(self, Mode::Max | Mode::Diff)
    }

    /// The name used in options and reports: `min`, `max` or `diff`.
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Min => "min",
            Mode::Max => "max",
            Mode::Diff => "diff",
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for Mode {
    type Err = ParseError;

    /// Parses `min`, `max` or `diff`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        choice(
            "mode",
            &["min", "max", "diff"],
            &[Mode::Min, Mode::Max, Mode::Diff],
            s,
        )
    }
}

/// Returned by a test closure to end the run early (a spent budget); the
/// algorithm then returns the best result it has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Stop;

/// Why [`dd`] or [`ddmin`] could not start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum DdError {
    /// The whole input passes, so there is no failure to minimise.
    NotFailing,
    /// The empty input fails, so there is no passing input to maximise.
    NotPassing,
}

impl fmt::Display for DdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DdError::NotFailing => "the whole input was expected to fail, but it passes",
            DdError::NotPassing => "the empty input was expected to pass, but it fails",
        })
    }
}

impl std::error::Error for DdError {}

/// The result of [`dd`]: a passing and a failing input, and what tells them
/// apart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Isolation<T> {
    /// The largest passing input found (empty in [`Mode::Min`]).
    pub passing: Vec<T>,
    /// The smallest failing input found (the whole input in [`Mode::Max`]).
    pub failing: Vec<T>,
    /// The parts of `failing` that are not in `passing`, in order.
    pub difference: Vec<T>,
}

/// Reduces `input` to a 1-minimal failing subsequence with the chapter's
/// plain `ddmin`: it tries removing one of `n` contiguous chunks at a time,
/// doubling `n` when none can go.
///
/// `test` must return [`Outcome::Fail`] for `input`. Repeated candidates are
/// answered from a cache, so `test` sees each candidate once.
///
/// ```
/// use delta_test::{ddmin, Outcome};
///
/// let input: Vec<char> = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#.chars().collect();
/// let fails = |s: &[char]| {
///     let (open, close) = (s.iter().position(|&c| c == '('), s.iter().position(|&c| c == ')'));
///     matches!((open, close), (Some(o), Some(c)) if o < c)
/// };
/// let minimal = ddmin(&input, |s| if fails(s) { Outcome::Fail } else { Outcome::Pass })?;
/// assert_eq!(minimal, ['(', ')']);
/// # Ok::<(), delta_test::DdError>(())
/// ```
///
/// # Errors
/// [`DdError::NotFailing`] when `test` does not fail on `input`.
pub fn ddmin<T: Clone>(
    input: &[T],
    mut test: impl FnMut(&[T]) -> Outcome,
) -> Result<Vec<T>, DdError> {
    let mut cache = HashMap::new();
    let mut run = |keep: &Subset| -> Result<Outcome, Stop> {
        Ok(*cache
            .entry(keep.clone())
            .or_insert_with(|| test(&keep.select(input))))
    };
    if run(&Subset::full(input.len())) != Ok(Outcome::Fail) {
        return Err(DdError::NotFailing);
    }
    match drive(&mut ddmin::Ddmin::new(input.len()), &mut run, &mut |_| {}) {
        Ended::Isolated { failing, .. } => Ok(failing.select(input)),
        _ => unreachable!("ddmin ends with its failing input"),
    }
}

/// Runs the chapter's general Delta Debugging algorithm on `input` in the
/// given mode, cutting inputs as [`Partition::Book`] does.
///
/// `test` is asked about subsequences of `input`; it must fail on `input`
/// (in [`Mode::Min`] and [`Mode::Diff`]) and pass on the empty sequence (in
/// [`Mode::Max`] and [`Mode::Diff`]). Repeated candidates are answered from
/// a cache.
///
/// ```
/// use delta_test::{dd, Mode, Outcome};
///
/// let input: Vec<char> = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#.chars().collect();
/// let test = |s: &[char]| {
///     let (open, close) = (s.iter().position(|&c| c == '('), s.iter().position(|&c| c == ')'));
///     if matches!((open, close), (Some(o), Some(c)) if o < c) { Outcome::Fail } else { Outcome::Pass }
/// };
/// let isolated = dd(&input, Mode::Diff, test)?;
/// assert_eq!(isolated.difference, ['(']);
/// # Ok::<(), delta_test::DdError>(())
/// ```
///
/// # Errors
/// [`DdError::NotFailing`] or [`DdError::NotPassing`] when `input` or the
/// empty sequence does not behave as the mode needs.
pub fn dd<T: Clone>(
    input: &[T],
    mode: Mode,
    mut test: impl FnMut(&[T]) -> Outcome,
) -> Result<Isolation<T>, DdError> {
    let mut cache = HashMap::new();
    let mut run = |keep: &Subset| -> Result<Outcome, Stop> {
        Ok(*cache
            .entry(keep.clone())
            .or_insert_with(|| test(&keep.select(input))))
    };
    let mut search = general::General::<PySet>::new(input.len(), mode);
    match drive(&mut search, &mut run, &mut |_| {}) {
        Ended::Isolated {
            passing, failing, ..
        } => Ok(Isolation {
            passing: passing.select(input),
            difference: failing.difference(&passing).select(input),
            failing: failing.select(input),
        }),
        Ended::FullPasses => Err(DdError::NotFailing),
        Ended::EmptyFails => Err(DdError::NotPassing),
    }
}
