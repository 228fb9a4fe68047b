//! The general `dd` of the chapter: minimise the failing input, maximise the
//! passing one, or both until their difference is 1-minimal.

use super::{IndexSet, Mode, Stop};
use crate::outcome::Outcome;
use crate::subset::Subset;

/// One step of the general algorithm, reported for logging.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step<'a> {
    /// A new round at granularity `n`, between these inputs.
    Round {
        passing: &'a Subset,
        failing: &'a Subset,
        n: usize,
    },
    /// A move of the algorithm.
    Move(Move),
}

/// What the general algorithm did in a round, in the chapter's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Move {
    /// The failing input shrank to one chunk: "Reduce to subset".
    ReduceToSubset,
    /// The passing input grew to all but one chunk of the failing one:
    /// "Increase to subset".
    IncreaseToSubset,
    /// The failing input lost one chunk: "Reduce to complement".
    ReduceToComplement,
    /// The passing input gained one chunk: "Increase to complement".
    IncreaseToComplement,
    /// No chunk made a difference at this granularity: "No reduction
    /// found".
    NoReduction,
    /// The chunks are halved: "Increase granularity".
    IncreaseGranularity,
}

impl Move {
    /// The chapter's words for the move.
    pub fn as_str(self) -> &'static str {
        match self {
            Move::ReduceToSubset => "Reduce to subset",
            Move::IncreaseToSubset => "Increase to subset",
            Move::ReduceToComplement => "Reduce to complement",
            Move::IncreaseToComplement => "Increase to complement",
            Move::NoReduction => "No reduction found",
            Move::IncreaseGranularity => "Increase granularity",
        }
    }
}

/// How a run of the general algorithm ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ended {
    /// With a passing and a failing subset; `complete` is false when `test`
    /// stopped the run, and the subsets are the best found until then.
    Isolated {
        passing: Subset,
        failing: Subset,
        complete: bool,
    },
    /// The full input passes, but the mode minimises it.
    FullPasses,
    /// The empty input fails, but the mode maximises it.
    EmptyFails,
}

/// Runs the general algorithm on `0..len`, with `S` deciding how the
/// difference between the inputs is cut into chunks.
///
/// `test` answers for one subset (the caller caches outcomes and keeps the
/// budget); `step` is told what the algorithm does.
pub(crate) fn dd_indices<S: IndexSet>(
    len: usize,
    mode: Mode,
    test: &mut dyn FnMut(&Subset) -> Result<Outcome, Stop>,
    step: &mut dyn FnMut(Step<'_>),
) -> Ended {
    let (minimize, maximize) = (mode.minimizes(), mode.maximizes());
    let mut passing = S::empty();
    let mut failing = S::full(len);
    let ended = |passing: &S, failing: &S, complete| Ended::Isolated {
        passing: passing.to_subset(),
        failing: failing.to_subset(),
        complete,
    };
    let mut run = |set: &S| test(&set.to_subset());

    match run(&passing) {
        Err(Stop) => return ended(&passing, &failing, false),
        Ok(Outcome::Fail) if maximize => return Ended::EmptyFails,
        Ok(Outcome::Fail) => return ended(&passing, &passing, true),
        Ok(_) => {}
    }
    match run(&failing) {
        Err(Stop) => return ended(&passing, &failing, false),
        Ok(Outcome::Pass) if minimize => return Ended::FullPasses,
        Ok(Outcome::Pass) => return ended(&failing, &failing, true),
        Ok(_) => {}
    }

    let mut n = 2;
    let mut offset = 0;
    loop {
        let (pass_subset, fail_subset) = (passing.to_subset(), failing.to_subset());
        step(Step::Round {
            passing: &pass_subset,
            failing: &fail_subset,
            n,
        });
        let delta = failing.difference(&passing);
        if delta.len() < n {
            return ended(&passing, &failing, true);
        }
        let chunks = delta.split(n);
        let mut reduced = false;
        let parts = n;
        for j in 0..parts {
            let i = (j + offset) % parts;
            let grown = passing.union(&chunks[i]);
            let shrunk = failing.difference(&chunks[i]);
            // The chapter's moves, in its order; each is tried only when
            // the ones before it did not apply.
            let moves = [
                (
                    Move::ReduceToSubset,
                    minimize && n == 2,
                    &grown,
                    Outcome::Fail,
                ),
                (
                    Move::IncreaseToSubset,
                    maximize && n == 2,
                    &shrunk,
                    Outcome::Pass,
                ),
                (Move::ReduceToComplement, minimize, &shrunk, Outcome::Fail),
                (Move::IncreaseToComplement, maximize, &grown, Outcome::Pass),
            ];
            for (what, enabled, candidate, wanted) in moves {
                if !enabled {
                    continue;
                }
                match run(candidate) {
                    Err(Stop) => return ended(&passing, &failing, false),
                    Ok(outcome) if outcome == wanted => {
                        match wanted {
                            Outcome::Fail => failing = candidate.clone(),
                            _ => passing = candidate.clone(),
                        }
                        if matches!(what, Move::ReduceToComplement | Move::IncreaseToComplement) {
                            n = (n - 1).max(2);
                        }
                        // The chapter's refinement: go on from this chunk,
                        // not from the first one, to spread the cuts evenly.
                        offset = i;
                        step(Step::Move(what));
                        reduced = true;
                        break;
                    }
                    Ok(_) => {}
                }
            }
            if reduced {
                break;
            }
        }
        if !reduced {
            step(Step::Move(Move::NoReduction));
            if n >= delta.len() {
                return ended(&passing, &failing, true);
            }
            step(Step::Move(Move::IncreaseGranularity));
            n = (n * 2).min(delta.len());
        }
    }
}
