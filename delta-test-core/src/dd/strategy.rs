//! [`Strategy`]: which algorithm reduces, by name.

use std::fmt;

use super::adaptive::Adaptive;
use super::ddmin::Ddmin;
use super::general::General;
use super::level::Level;
use super::search::Search;
use super::sites::Sites;
use super::waves::Waves;
use super::{Mode, Partition, PySet};
use crate::parse::{choice, ParseError};
use crate::subset::Subset;

/// Which algorithm reduces a call.
///
/// The figures are test runs on the reduction suite (docs/benchmarks.md),
/// where [`Adaptive`](Strategy::Adaptive) needs fewer than the other
/// reducers measured there (lithium, picire, ProbDD, the Debugging Book).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Strategy {
    /// Adaptive group testing: binary searches for the leftmost and the
    /// rightmost needed parts, blocks of parts between them sized by the
    /// gaps between the needed parts found so far, a binary search in each
    /// block that holds one, and a final sweep that proves the result
    /// 1-minimal. Its tests
    /// grow as `k·log2(n/k)` for `k` needed parts of `n`. The original call
    /// runs once. In the `max` and `diff` modes, which it does not cover,
    /// [`Classic`](Strategy::Classic) runs instead.
    #[default]
    Adaptive,
    /// The Debugging Book's `DeltaDebugger`: the general `dd`, with the
    /// original call observed, then rerun as Test #1 to check that it
    /// reproduces. With [`Partition::Book`] it repeats the chapter test for
    /// test (24 tests for `mystery`). In the `min` mode it then cuts what
    /// the outer sequences hold (the strings in a `Vec<String>`), level by
    /// level, so that the call is 1-minimal at every level; it makes no
    /// value simpler, as the chapter does not.
    Classic,
    /// The chapter's plain `ddmin`: complements of contiguous chunks only
    /// (in `min` mode; `Classic` in the others).
    Ddmin,
    /// Group testing in waves, for [`jobs`](crate::DeltaDebugger::jobs):
    /// the ends found as [`Adaptive`](Strategy::Adaptive) finds them, then
    /// questions that do not depend on each other's answers (blocks of the
    /// interior, binary searches in those that hold a needed part, a final
    /// sweep of single parts), all asked against one input so that N jobs
    /// answer N at once, and confirmed together by one more test. A few
    /// more tests than `Adaptive` one at a time; with eight jobs, about six
    /// times faster than with one. In the `max` and `diff` modes,
    /// [`Classic`](Strategy::Classic) runs instead.
    Waves,
}

/// The names [`Strategy`]'s `FromStr` accepts.
const NAMES: &[&str] = &["adaptive", "classic", "ddmin", "waves"];

impl Strategy {
    /// The name in settings: `adaptive`, `classic`, `ddmin` or `waves`.
    pub fn as_str(self) -> &'static str {
        match self {
            Strategy::Adaptive => "adaptive",
            Strategy::Classic => "classic",
            Strategy::Ddmin => "ddmin",
            Strategy::Waves => "waves",
        }
    }

    /// Whether the original call is rerun as the first test, to check that
    /// it reproduces (the chapter's way; the others run it once).
    pub(crate) fn reruns_the_original(self) -> bool {
        self == Strategy::Classic
    }

    /// Whether values are made simpler (numbers toward 0, `Some` to `None`)
    /// besides parts cut: not by the chapter's algorithm, which only cuts,
    /// so that its flat cases keep the chapter's runs.
    pub(crate) fn simplifies_values(self) -> bool {
        self != Strategy::Classic
    }

    /// The search this strategy makes over `0..len` in `mode`.
    pub(crate) fn search(self, partition: Partition, mode: Mode, len: usize) -> Box<dyn Search> {
        match (self, mode) {
            (Strategy::Adaptive, Mode::Min) => Box::new(Adaptive::new(len)),
            (Strategy::Ddmin, Mode::Min) => Box::new(Ddmin::new(len)),
            (Strategy::Waves, Mode::Min) => Box::new(Waves::new(len)),
            _ => match partition {
                Partition::Book => Box::new(General::<PySet>::new(len, mode)),
                _ => Box::new(General::<Subset>::new(len, mode)),
            },
        }
    }

    /// The search over `0..len` at one `level` of a nested reduction: for
    /// the strategies that find the two ends first and end with a sweep,
    /// one that starts where the level before found the ends, and that
    /// leaves the sweep of a coarse split to the finer level.
    pub(crate) fn level_search(
        self,
        partition: Partition,
        len: usize,
        level: Level,
    ) -> Box<dyn Search> {
        match self {
            Strategy::Adaptive if !level.sites.is_empty() => Box::new(Sites::new(len, level)),
            Strategy::Adaptive => Box::new(Adaptive::at_level(len, level)),
            Strategy::Waves => Box::new(Waves::at_level(len, level)),
            _ => self.search(partition, Mode::Min, len),
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::str::FromStr for Strategy {
    type Err = ParseError;

    /// Parses `adaptive`, `classic`, `ddmin` or `waves`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let strategies = [
            Strategy::Adaptive,
            Strategy::Classic,
            Strategy::Ddmin,
            Strategy::Waves,
        ];
        choice("strategy", NAMES, &strategies, s)
    }
}
