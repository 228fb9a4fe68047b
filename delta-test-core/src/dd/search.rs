//! The shape every reduction algorithm has here: ask and tell. A [`Search`]
//! proposes the candidates it wants tested (subsets of `0..len`), in the
//! order it would try them, and is told their outcomes one by one until it
//! has what it needs from the batch. Whoever drives it owns everything
//! else: the outcome cache, the budgets, where candidates run, the log.
//!
//! A batch is the unit a parallel driver can run at once: its result, and
//! the sequence of candidates the search accepts, do not depend on how many
//! of the batch ran ahead, since outcomes are told in order.

use super::Stop;
use crate::outcome::Outcome;
use crate::subset::Subset;

/// One step of an algorithm, reported for logging (the general `dd`'s
/// rounds and moves).
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

/// How a search ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Ended {
    /// With a passing and a failing subset; `complete` is false when the
    /// driver stopped the search (a budget), and the subsets are the best
    /// found until then.
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

/// A reduction algorithm over the index sets of `0..len`, in ask/tell
/// shape.
pub(crate) trait Search {
    /// A copy in the same state, to try outcomes on ahead of the real ones.
    fn fork(&self) -> Box<dyn Search>;

    /// The candidates to test next, in the order the search would try them;
    /// `None` once it has finished. `log` is told the algorithm's steps.
    fn ask(&mut self, log: &mut dyn FnMut(Step<'_>)) -> Option<Vec<Subset>>;

    /// The outcome of the `index`-th candidate of the last batch (told in
    /// order, from the first). Returns whether it wants the outcome of the
    /// next one; `false` ends the batch.
    fn tell(&mut self, index: usize, outcome: Outcome, log: &mut dyn FnMut(Step<'_>)) -> bool;

    /// Up to `n` candidates that the search may want next, planned by the
    /// search itself from where it stands before the `index`-th candidate
    /// of its batch is told (see [`plan`] for `fails` and `known`); `None`,
    /// the default, leaves it to [`plan`]'s branching on outcomes.
    fn plan(
        &self,
        _index: usize,
        _n: usize,
        _fails: f64,
        _known: &mut dyn FnMut(&Subset) -> Option<Outcome>,
    ) -> Option<Vec<Subset>> {
        None
    }

    /// The chance that the candidate asked last fails the same way, where
    /// the search can tell it better than the failure rate of all runs so
    /// far (`None`, the default): what [`plan`] weighs its branches by.
    fn fail_chance(&self) -> Option<f64> {
        None
    }

    /// Where the search stands: its result once `ask` returned `None`
    /// (`complete`), the best it has when the driver stopped it.
    fn ended(&self, complete: bool) -> Ended;
}

/// Drives `search` to its end, one candidate at a time: `test` answers for
/// a candidate (from a cache, or by running it) or stops the search.
pub(crate) fn drive(
    search: &mut dyn Search,
    test: &mut dyn FnMut(&Subset) -> Result<Outcome, Stop>,
    log: &mut dyn FnMut(Step<'_>),
) -> Ended {
    drive_ahead(search, test, log, &mut |_: &Ahead<'_>| {})
}

/// Where a search stands before one of its candidates is tested: what a
/// parallel driver plans from (see [`plan`]).
pub(crate) struct Ahead<'a> {
    /// The search, before it is told the candidate's outcome.
    pub(crate) search: &'a dyn Search,
    /// The batch the candidate is in.
    pub(crate) batch: &'a [Subset],
    /// The candidate's index in it.
    pub(crate) index: usize,
}

/// [`drive`], telling `before` where the search stands before each test.
pub(crate) fn drive_ahead(
    search: &mut dyn Search,
    test: &mut dyn FnMut(&Subset) -> Result<Outcome, Stop>,
    log: &mut dyn FnMut(Step<'_>),
    before: &mut dyn FnMut(&Ahead<'_>),
) -> Ended {
    while let Some(batch) = search.ask(log) {
        for (index, candidate) in batch.iter().enumerate() {
            before(&Ahead {
                search: &*search,
                batch: &batch,
                index,
            });
            match test(candidate) {
                Err(Stop) => return search.ended(false),
                Ok(outcome) => {
                    if !search.tell(index, outcome, log) {
                        break;
                    }
                }
            }
        }
    }
    search.ended(true)
}

/// A state of a forked search, with the probability that the real one
/// gets there.
pub(super) struct Branch {
    pub(super) search: Box<dyn Search>,
    /// The batch it was asked (empty: it asks when it goes on).
    pub(super) batch: Vec<Subset>,
    /// The candidate of the batch to be told next.
    pub(super) index: usize,
    pub(super) chance: f64,
}

impl Branch {
    /// Tells the search the outcomes `known` knows, and stops at the first
    /// candidate it does not: that one, or `None` when the search ends.
    pub(super) fn advance(
        &mut self,
        known: &mut dyn FnMut(&Subset) -> Option<Outcome>,
    ) -> Option<Subset> {
        loop {
            if self.index >= self.batch.len() {
                self.batch = self.search.ask(&mut |_| {})?;
                self.index = 0;
            }
            let candidate = &self.batch[self.index];
            let Some(outcome) = known(candidate) else {
                return Some(candidate.clone());
            };
            self.tell(outcome);
        }
    }

    fn tell(&mut self, outcome: Outcome) {
        let more = self.search.tell(self.index, outcome, &mut |_| {});
        self.index = if more {
            self.index + 1
        } else {
            self.batch.len()
        };
    }
}

/// Up to `n` candidates that the search may want next, from where `ahead`
/// says it stands, the likeliest first: the outcomes `known` knows are
/// told, and each unknown one branches into a pass and a failure, a
/// failure having the chance `fails` (explored best first). Running them
/// at once, a parallel driver then has the outcomes the search asks for
/// next, most of the time; the search itself is told only the real ones,
/// in order, so it accepts what it would have accepted alone.
pub(crate) fn plan(
    ahead: &Ahead<'_>,
    n: usize,
    fails: f64,
    known: &mut dyn FnMut(&Subset) -> Option<Outcome>,
) -> Vec<Subset> {
    if let Some(planned) = ahead.search.plan(ahead.index, n, fails, known) {
        return planned;
    }
    branch_out(ahead, n, fails, known)
}

/// [`plan`]'s branching on outcomes, past the search's own plan: what a
/// search that plans part of its way itself uses for the rest.
pub(crate) fn branch_out(
    ahead: &Ahead<'_>,
    n: usize,
    fails: f64,
    known: &mut dyn FnMut(&Subset) -> Option<Outcome>,
) -> Vec<Subset> {
    let mut planned: Vec<Subset> = Vec::new();
    let mut branches = vec![Branch {
        search: ahead.search.fork(),
        batch: ahead.batch.to_vec(),
        index: ahead.index,
        chance: 1.0,
    }];
    // Branches that lead only to planned candidates plan nothing new; the
    // tries are bounded all the same.
    for _ in 0..8 * n {
        if planned.len() >= n {
            break;
        }
        // The likeliest branch goes on.
        let Some(best) =
            (0..branches.len()).max_by(|&a, &b| branches[a].chance.total_cmp(&branches[b].chance))
        else {
            break;
        };
        let mut branch = branches.swap_remove(best);
        let Some(candidate) = branch.advance(known) else {
            continue;
        };
        if !planned.contains(&candidate) {
            planned.push(candidate);
        }
        let fails = branch.search.fail_chance().unwrap_or(fails);
        let mut failing = Branch {
            search: branch.search.fork(),
            batch: branch.batch.clone(),
            index: branch.index,
            chance: branch.chance * fails,
        };
        failing.tell(Outcome::Fail);
        branch.chance *= 1.0 - fails;
        branch.tell(Outcome::Pass);
        branches.push(branch);
        branches.push(failing);
    }
    planned
}

/// [`plan`], for `n` candidates that are new and of different values, as
/// `value_of` tells them apart: two cuts can leave the same value (either
/// of two equal characters), which runs once, so a plan short of new
/// values asks for twice as many candidates, once. The values are
/// returned with the candidates.
pub(crate) fn plan_distinct<V: PartialEq>(
    ahead: &Ahead<'_>,
    n: usize,
    fails: f64,
    known: &mut dyn FnMut(&Subset) -> Option<Outcome>,
    value_of: &mut dyn FnMut(&Subset) -> V,
) -> Vec<(Subset, V)> {
    let mut distinct: Vec<(Subset, V)> = Vec::new();
    for wanted in [n, 2 * n] {
        distinct.clear();
        let planned = plan(ahead, wanted, fails, known);
        for candidate in &planned {
            if distinct.len() == n {
                break;
            }
            let value = value_of(candidate);
            if known(candidate).is_none() && distinct.iter().all(|(_, v)| *v != value) {
                distinct.push((candidate.clone(), value));
            }
        }
        if distinct.len() == n || planned.len() < wanted {
            break;
        }
    }
    distinct
}
