//! The strategy for parallel runs: group testing in waves.
//!
//! [`Adaptive`] needs the fewest tests, but each of its questions depends
//! on the answer before it: the block after a needed part is sized by the
//! gap before it, and tried on the input that the search in the block left.
//! With several jobs, a driver can only guess ahead, and binary searches,
//! whose answers are even odds, are the worst case for guessing: eight jobs
//! look three questions ahead.
//!
//! `Waves` asks questions that do not depend on each other. It finds the
//! two ends and tries the whole interior away as [`Adaptive`] does (with
//! nothing needed inside, `Adaptive` finishes alone). Otherwise the gaps
//! before the leftmost and after the rightmost needed part tell how far
//! apart the needed parts are, and the interior is split into blocks of
//! that size, all worked on at once against the same input: a block that
//! can go is clean; in one that cannot, a binary search finds its leftmost
//! needed part, and what lies after it in the block is a block again. Each
//! of these lines of questions goes on by its own answers alone, so N jobs
//! keep N of them going. When all have ended, the clean blocks go together,
//! which one more test confirms (each went alone; a test that is not
//! monotone may still need them apart, and then they are tried one after
//! another). A sweep then tries each remaining part alone, all at once, the
//! same way, until none can go: the result is 1-minimal whatever the test
//! does.
//!
//! It spends a few more tests than [`Adaptive`] one at a time (the
//! confirmations, and blocks sized once for the whole interior: 176 against
//! 162 on the suite's `keep1000`), and with eight jobs answers about six
//! at once where `Adaptive` answers three (docs/benchmarks.md).

use std::ops::Range;

use super::adaptive::{Adaptive, Interior};
use super::level::Level;
use super::search::{Ended, Search, Step};
use crate::outcome::Outcome;
use crate::subset::Subset;

/// A line of questions about the block `from..to` of the base's positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Task {
    /// Not known to hold a needed part: tried away whole.
    Block { from: usize, to: usize },
    /// Known to hold a needed part: a binary search for the leftmost one
    /// tries away the first half.
    Leftmost { from: usize, to: usize },
}

/// What an answer makes of a task: a clean range of positions that can go,
/// and the tasks that go on (a leftmost search, then the block after it).
type Answer = (Option<Range<usize>>, [Option<Task>; 2]);

impl Task {
    /// The positions the task asks to try away.
    fn question(self) -> Range<usize> {
        match self {
            Task::Block { from, to } => from..to,
            Task::Leftmost { from, to } => from..from + (to - from) / 2,
        }
    }

    /// What the outcome of the question (whether it still `fails`) makes
    /// of the task.
    fn answer(self, fails: bool) -> Answer {
        let asked = self.question();
        match (self, fails) {
            (_, true) => {
                let rest = match self {
                    Task::Block { .. } => None,
                    Task::Leftmost { to, .. } => Task::leftmost(asked.end, to),
                };
                (Some(asked), [rest, None])
            }
            // A single part that cannot go is needed.
            (Task::Block { from, to }, false) => (None, [Task::leftmost(from, to), None]),
            (Task::Leftmost { from, to }, false) => {
                let after = Task::Block {
                    from: asked.end,
                    to,
                };
                (None, [Task::leftmost(from, asked.end), Some(after)])
            }
        }
    }

    /// The search for the leftmost needed part of `from..to`, unless it is
    /// found already (a single part).
    fn leftmost(from: usize, to: usize) -> Option<Task> {
        (to - from > 1).then_some(Task::Leftmost { from, to })
    }
}

/// All the `sets` in one.
fn union(sets: &[Subset]) -> Subset {
    sets.iter().fold(Subset::empty(), |all, set| all.union(set))
}

/// Tasks at work against one base.
#[derive(Clone)]
struct Wave {
    /// The tasks asked about in the current batch.
    asked: Vec<Task>,
    /// The tasks that go on, from the answers told so far, in order.
    next: Vec<Task>,
    /// The clean ranges found, as original indices.
    clean: Vec<Subset>,
    /// Whether this is the final sweep (else the interior's scan).
    sweep: bool,
}

/// Where the strategy is.
#[derive(Clone)]
enum Phase {
    /// Finding the two ends, as [`Adaptive`] does.
    Ends(Adaptive),
    /// Tasks at work against `kept`.
    Wave(Wave),
    /// Trying away all the `clean` sets at once.
    Together {
        clean: Vec<Subset>,
        sweep: bool,
    },
    /// Trying away the `clean` sets one after another, from the first.
    OneByOne {
        clean: Vec<Subset>,
        sweep: bool,
    },
    Done,
}

/// Group testing in waves on `0..len`, whose full input is known to fail.
#[derive(Clone)]
pub(crate) struct Waves {
    /// The parts kept: the smallest input known to fail.
    kept: Subset,
    len: usize,
    phase: Phase,
    /// Whether the search ends with a sweep (not on a coarse split, see
    /// [`Adaptive::at_level`]).
    sweeps: bool,
}

impl Waves {
    /// The strategy on `0..len`.
    pub(crate) fn new(len: usize) -> Self {
        Waves {
            kept: Subset::full(len),
            len,
            phase: match len {
                0 => Phase::Done,
                _ => Phase::Ends(Adaptive::new(len)),
            },
            sweeps: true,
        }
    }

    /// The strategy on `0..len`, one level of a nested reduction: its ends
    /// found as [`Adaptive::at_level`] finds them, and no final sweep on a
    /// coarse split.
    pub(crate) fn at_level(len: usize, level: Level) -> Self {
        Waves {
            phase: match len {
                0 => Phase::Done,
                _ => Phase::Ends(Adaptive::at_level(len, level.clone())),
            },
            sweeps: !level.coarse,
            ..Waves::new(len)
        }
    }

    /// `kept` without the parts at `positions`.
    fn without(&self, positions: Range<usize>) -> Subset {
        self.kept.difference(&self.original(positions))
    }

    /// The original indices of the parts at `positions` of `kept`.
    fn original(&self, positions: Range<usize>) -> Subset {
        self.kept.compose(&Subset::from_ranges([positions]))
    }

    /// The interior, in blocks as large as the average of the gaps before
    /// the leftmost and after the rightmost needed part.
    fn scan(&self, interior: &Interior) -> Wave {
        let gap = (interior.left + (self.len - 1 - interior.right)) / 2 + 1;
        let positions = interior.positions.clone();
        let asked = positions
            .clone()
            .step_by(gap)
            .map(|from| Task::Block {
                from,
                to: (from + gap).min(positions.end),
            })
            .collect();
        Wave {
            asked,
            next: Vec::new(),
            clean: Vec::new(),
            sweep: false,
        }
    }

    /// Each remaining part, alone.
    fn sweep(&self) -> Phase {
        Phase::Wave(Wave {
            asked: (0..self.kept.len())
                .map(|from| Task::Block { from, to: from + 1 })
                .collect(),
            next: Vec::new(),
            clean: Vec::new(),
            sweep: true,
        })
    }

    /// The phase after the clean sets of a wave went (`changed`) or not.
    fn after(&self, sweep: bool, changed: bool) -> Phase {
        match (sweep && !changed) || !self.sweeps {
            true => Phase::Done,
            false => self.sweep(),
        }
    }

    /// The phase after a wave whose tasks have all ended.
    fn ended_wave(&mut self, clean: Vec<Subset>, sweep: bool) -> Phase {
        match clean.len() {
            0 => self.after(sweep, false),
            // It went alone, when it was asked about.
            1 => {
                self.kept = self.kept.difference(&clean[0]);
                self.after(sweep, true)
            }
            _ => Phase::Together { clean, sweep },
        }
    }

    /// The candidate that `task` asks about.
    fn candidate(&self, task: Task) -> Subset {
        self.without(task.question())
    }

    /// Up to `n` questions of the tasks of `wave`, from the `index`-th of
    /// its batch, the likeliest first. An answer decides only the next
    /// question of its own task, so each task is followed apart: known
    /// answers are told, and an unknown one branches into a failure (with
    /// the chance `fails`) and a pass. (The generic plan branches on every
    /// combination of answers, and would see only a few tasks deep.)
    fn plan_wave(
        &self,
        wave: &Wave,
        index: usize,
        n: usize,
        fails: f64,
        known: &mut dyn FnMut(&Subset) -> Option<Outcome>,
    ) -> Vec<Subset> {
        let mut planned: Vec<Subset> = Vec::new();
        let asked = wave.asked.get(index..).unwrap_or_default();
        // The batch's questions come first, from the one asked now.
        let mut lines: Vec<(f64, Task)> =
            asked.iter().chain(&wave.next).map(|&t| (1.0, t)).collect();
        // Known answers cost nothing and end (every task ends); branches
        // are bounded.
        let mut branches = 0;
        while planned.len() < n && branches < 8 * n {
            // The likeliest line goes on, the first of equals.
            let Some(best) = (0..lines.len()).reduce(|a, b| match lines[b].0 > lines[a].0 {
                true => b,
                false => a,
            }) else {
                break;
            };
            let (chance, task) = lines.remove(best);
            let candidate = self.candidate(task);
            let outcomes = match known(&candidate) {
                Some(outcome) => vec![(outcome == Outcome::Fail, 1.0)],
                None => {
                    branches += 1;
                    if !planned.contains(&candidate) {
                        planned.push(candidate);
                    }
                    vec![(true, fails), (false, 1.0 - fails)]
                }
            };
            for (fails, odds) in outcomes {
                let (_, next) = task.answer(fails);
                lines.extend(next.into_iter().flatten().map(|t| (chance * odds, t)));
            }
        }
        planned
    }
}

impl Search for Waves {
    fn fork(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }

    fn ask(&mut self, log: &mut dyn FnMut(Step<'_>)) -> Option<Vec<Subset>> {
        loop {
            match &mut self.phase {
                Phase::Done => return None,
                Phase::Ends(ends) => {
                    if let Some(interior) = ends.dirty_interior() {
                        self.kept = interior.kept.clone();
                        self.phase = Phase::Wave(self.scan(&interior));
                        continue;
                    }
                    if let Some(batch) = ends.ask(log) {
                        return Some(batch);
                    }
                    // No interior to scan: the ends' search swept its
                    // result itself.
                    if let Ended::Isolated { failing, .. } = ends.ended(true) {
                        self.kept = failing;
                    }
                    self.phase = Phase::Done;
                }
                Phase::Wave(wave) => {
                    if wave.asked.is_empty() {
                        wave.asked = std::mem::take(&mut wave.next);
                    }
                    if wave.asked.is_empty() {
                        let (clean, sweep) = (std::mem::take(&mut wave.clean), wave.sweep);
                        self.phase = self.ended_wave(clean, sweep);
                        continue;
                    }
                    let asked = wave.asked.clone();
                    return Some(asked.into_iter().map(|t| self.candidate(t)).collect());
                }
                Phase::Together { clean, .. } => {
                    return Some(vec![self.kept.difference(&union(clean))]);
                }
                Phase::OneByOne { clean, sweep } => match clean.first() {
                    Some(first) => return Some(vec![self.kept.difference(first)]),
                    None => {
                        let sweep = *sweep;
                        self.phase = self.after(sweep, true);
                    }
                },
            }
        }
    }

    fn tell(&mut self, index: usize, outcome: Outcome, log: &mut dyn FnMut(Step<'_>)) -> bool {
        let fails = outcome == Outcome::Fail;
        match &mut self.phase {
            Phase::Ends(ends) => ends.tell(index, outcome, log),
            Phase::Wave(wave) => {
                let (clean, next) = wave.asked[index].answer(fails);
                if let Some(clean) = clean {
                    wave.clean
                        .push(self.kept.compose(&Subset::from_ranges([clean])));
                }
                wave.next.extend(next.into_iter().flatten());
                if index + 1 == wave.asked.len() {
                    // The batch is told: the tasks that go on are asked next.
                    wave.asked.clear();
                }
                true
            }
            Phase::Together { clean, sweep } => {
                let (clean, sweep) = (std::mem::take(clean), *sweep);
                self.phase = match fails {
                    true => {
                        self.kept = self.kept.difference(&union(&clean));
                        self.after(sweep, true)
                    }
                    // Each went alone: the first goes, and the others are
                    // tried after it, one by one.
                    false => {
                        self.kept = self.kept.difference(&clean[0]);
                        Phase::OneByOne {
                            clean: clean[1..].to_vec(),
                            sweep,
                        }
                    }
                };
                false
            }
            Phase::OneByOne { clean, .. } => {
                let first = clean.remove(0);
                if fails {
                    self.kept = self.kept.difference(&first);
                }
                false
            }
            Phase::Done => false,
        }
    }

    /// In a wave, each task is planned apart (see [`Waves::plan_wave`]);
    /// before a confirmation, the wave after it is planned too, since
    /// parts that went alone mostly go together.
    fn plan(
        &self,
        index: usize,
        n: usize,
        fails: f64,
        known: &mut dyn FnMut(&Subset) -> Option<Outcome>,
    ) -> Option<Vec<Subset>> {
        match &self.phase {
            Phase::Wave(wave) => Some(self.plan_wave(wave, index, n, fails, known)),
            Phase::Together { .. } => {
                let mut after = self.clone();
                let together = after.ask(&mut |_| {})?.remove(0);
                let outcome = known(&together);
                after.tell(0, outcome.unwrap_or(Outcome::Fail), &mut |_| {});
                let mut planned: Vec<Subset> = match outcome {
                    Some(_) => Vec::new(),
                    None => vec![together],
                };
                let more = after.plan(0, n - planned.len(), fails, known);
                planned.extend(more.into_iter().flatten());
                Some(planned)
            }
            _ => None,
        }
    }

    fn ended(&self, complete: bool) -> Ended {
        match &self.phase {
            Phase::Ends(ends) => ends.ended(complete),
            _ => Ended::Isolated {
                passing: Subset::empty(),
                failing: self.kept.clone(),
                complete,
            },
        }
    }
}
