//! The general `dd` of the chapter: minimise the failing input, maximise the
//! passing one, or both until their difference is 1-minimal. (The
//! `classic` strategy: with `Partition::Book`, the Debugging Book's
//! `DeltaDebugger` test for test.)

use super::search::{Ended, Move, Search, Step};
use super::{IndexSet, Mode};
use crate::outcome::Outcome;
use crate::subset::Subset;

/// Where the general algorithm is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Checking that the empty input passes.
    Empty,
    /// Checking that the full input fails.
    Full,
    /// In its rounds.
    Rounds,
    /// Finished.
    Done,
}

/// The general algorithm on `0..len`, with `S` deciding how the difference
/// between the inputs is cut into chunks.
#[derive(Clone)]
pub(crate) struct General<S> {
    minimize: bool,
    maximize: bool,
    passing: S,
    failing: S,
    n: usize,
    /// The chapter's refinement: each round starts from the chunk that
    /// made the last move, to spread the cuts evenly.
    offset: usize,
    phase: Phase,
    /// The moves of the current round, in the order they are tried: what
    /// each does, the candidate, the outcome that takes it, its chunk.
    round: Vec<(Move, S, Outcome, usize)>,
    /// The size of the current round's difference.
    delta: usize,
    /// How it ended, when it ended early.
    terminal: Option<Ended>,
}

impl<S: IndexSet> General<S> {
    /// The algorithm in `mode` on `0..len`.
    pub(crate) fn new(len: usize, mode: Mode) -> Self {
        General {
            minimize: mode.minimizes(),
            maximize: mode.maximizes(),
            passing: S::empty(),
            failing: S::full(len),
            n: 2,
            offset: 0,
            phase: Phase::Empty,
            round: Vec::new(),
            delta: 0,
            terminal: None,
        }
    }

    fn finish(&mut self, ended: Option<Ended>) {
        self.terminal = ended;
        self.phase = Phase::Done;
    }
}

impl<S: IndexSet + 'static> Search for General<S> {
    fn fork(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }

    fn ask(&mut self, log: &mut dyn FnMut(Step<'_>)) -> Option<Vec<Subset>> {
        match self.phase {
            Phase::Empty => Some(vec![self.passing.to_subset()]),
            Phase::Full => Some(vec![self.failing.to_subset()]),
            Phase::Done => None,
            Phase::Rounds => {
                let (passing, failing) = (self.passing.to_subset(), self.failing.to_subset());
                log(Step::Round {
                    passing: &passing,
                    failing: &failing,
                    n: self.n,
                });
                let delta = self.failing.difference(&self.passing);
                self.delta = delta.len();
                if self.delta < self.n {
                    self.finish(None);
                    return None;
                }
                let chunks = delta.split(self.n);
                self.round.clear();
                for j in 0..self.n {
                    let i = (j + self.offset) % self.n;
                    let grown = self.passing.union(&chunks[i]);
                    let shrunk = self.failing.difference(&chunks[i]);
                    // The chapter's moves, in its order; each is tried only
                    // when the ones before it did not apply.
                    let (two, minimize, maximize) = (self.n == 2, self.minimize, self.maximize);
                    let moves = [
                        (Move::ReduceToSubset, minimize && two, &grown, Outcome::Fail),
                        (
                            Move::IncreaseToSubset,
                            maximize && two,
                            &shrunk,
                            Outcome::Pass,
                        ),
                        (Move::ReduceToComplement, minimize, &shrunk, Outcome::Fail),
                        (Move::IncreaseToComplement, maximize, &grown, Outcome::Pass),
                    ];
                    for (what, enabled, candidate, wanted) in moves {
                        if enabled {
                            self.round.push((what, candidate.clone(), wanted, i));
                        }
                    }
                }
                Some(
                    self.round
                        .iter()
                        .map(|(_, c, _, _)| c.to_subset())
                        .collect(),
                )
            }
        }
    }

    fn tell(&mut self, index: usize, outcome: Outcome, log: &mut dyn FnMut(Step<'_>)) -> bool {
        match self.phase {
            Phase::Empty => {
                match outcome {
                    Outcome::Fail if self.maximize => self.finish(Some(Ended::EmptyFails)),
                    Outcome::Fail => {
                        self.failing = self.passing.clone();
                        self.finish(None);
                    }
                    _ => self.phase = Phase::Full,
                }
                false
            }
            Phase::Full => {
                match outcome {
                    Outcome::Pass if self.minimize => self.finish(Some(Ended::FullPasses)),
                    Outcome::Pass => {
                        self.passing = self.failing.clone();
                        self.finish(None);
                    }
                    _ => self.phase = Phase::Rounds,
                }
                false
            }
            Phase::Done => false,
            Phase::Rounds => {
                let (what, candidate, wanted, i) = &self.round[index];
                if outcome == *wanted {
                    match wanted {
                        Outcome::Fail => self.failing = candidate.clone(),
                        _ => self.passing = candidate.clone(),
                    }
                    if matches!(what, Move::ReduceToComplement | Move::IncreaseToComplement) {
                        self.n = (self.n - 1).max(2);
                    }
                    self.offset = *i;
                    log(Step::Move(*what));
                    return false;
                }
                if index + 1 < self.round.len() {
                    return true;
                }
                log(Step::Move(Move::NoReduction));
                if self.n >= self.delta {
                    self.finish(None);
                } else {
                    log(Step::Move(Move::IncreaseGranularity));
                    self.n = (self.n * 2).min(self.delta);
                }
                false
            }
        }
    }

    fn ended(&self, complete: bool) -> Ended {
        self.terminal.clone().unwrap_or_else(|| Ended::Isolated {
            passing: self.passing.to_subset(),
            failing: self.failing.to_subset(),
            complete,
        })
    }
}
