//! The chapter's `process_args`: the sequences of the arguments reduced in
//! turns, each by the general algorithm, until none changes (then, in the
//! `min` mode, the parts inside them: `nested.rs`'s `descend`); and the
//! algorithm's steps told in the order they happened.

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::fmt;

use super::key::{key_of, Key};
use super::session::Session;
use super::{ArgDiff, Call};
use crate::capture::TestResult;
use crate::dd::{drive_ahead, plan, Ahead, Ended, Mode, Move, Step, Stop};
use crate::error::Error;
use crate::execute::Edit;
use crate::literal::{Literal, Style};
use crate::outcome::Outcome;
use crate::reduce::{Reduce, Sequence};
use crate::report::Event;
use crate::subset::Subset;

/// A step of the general algorithm, kept until the next test run tells it,
/// so that the log shows steps and runs in the order they happened.
pub(super) enum Pending {
    Round {
        passing: Subset,
        failing: Subset,
        n: usize,
    },
    Move(Move),
}
impl<A, F, R> Session<'_, A, F>
where
    A: Reduce + Literal,
    F: FnMut(&A) -> R,
    R: TestResult,
{
    /// The chapter's `process_args`: reduces the sequences in turns, in
    /// order; after one changes, all the others are queued again.
    pub(super) fn process(&mut self, mode: Mode) -> Result<ArgDiff<A>, Error> {
        let original_args = self.debugger.args.clone();
        let slots: Vec<_> = original_args.sequences();
        let mut kept_fail: Vec<Subset> = slots.iter().map(|s| Subset::full(s.len)).collect();
        let mut kept_pass: Vec<Subset> = slots.iter().map(|s| Subset::full(s.len)).collect();
        for (kept, slot) in kept_pass.iter_mut().zip(&slots) {
            if slot.len > 0 {
                *kept = Subset::empty();
            }
        }
        let mut kept_diff = kept_fail.clone();
        let edits = |kept: &[Subset]| edits_of(&slots, kept);
        let assemble = |kept: &[Subset]| {
            slots
                .iter()
                .zip(kept)
                .fold(original_args.clone(), |value, (slot, kept)| {
                    value.keep(&slot.path, kept)
                })
        };

        // The chapter's reproducibility check, the first counted test; the
        // other strategies count the original call's one run as it.
        if !self.debugger.strategy.reruns_the_original() {
            self.debugger.tests += 1;
            let key = key_of(&original_args, &[]);
            self.cache.insert(key, Outcome::Fail);
            self.failures.insert(key, self.original.clone());
        }
        match self.test(&original_args, &[]) {
            Ok(Outcome::Fail) => {}
            Ok(_) => {
                return Err(Error::NotReproduced {
                    call: self.debugger.call(&original_args),
                    first: Box::new(self.original.clone()),
                    again: self.last_failure.take().map(Box::new),
                });
            }
            Err(Stop) => {
                let key = key_of(&original_args, &[]);
                return Ok(self.finish(
                    assemble(&kept_pass),
                    original_args.clone(),
                    original_args,
                    key,
                    false,
                ));
            }
        }

        let mut failing = original_args.clone();
        let mut complete = true;
        let mut changed_fail = false;
        let mut changed_pass = false;
        let mut todo: BTreeSet<usize> = (0..slots.len()).collect();
        while let Some(&s) = todo.first() {
            let len = kept_fail[s].len();
            if len == 0 {
                todo.remove(&s);
                continue;
            }
            let path = slots[s].path.clone();
            let (arg, args) = self.arg_of(&failing, &path);
            let param = self.debugger.param(arg, args);
            self.emit(Event::Processing { param: &param });
            let ended = self.dd_slot(mode, &failing, (&slots, s), &kept_fail);
            let (passing_c, failing_c, finished) = match ended {
                Ended::Isolated {
                    passing,
                    failing,
                    complete,
                } => (passing, failing, complete),
                Ended::FullPasses => unreachable!("the current failing call is cached as failing"),
                Ended::EmptyFails => {
                    let emptied = failing.keep(&path, &Subset::empty());
                    return Err(Error::NotPassing {
                        call: self.debugger.call(&emptied),
                    });
                }
            };
            let base = kept_fail[s].clone();
            let mut changed = false;
            if mode.maximizes() && passing_c.len() > kept_pass[s].len() {
                kept_pass[s] = base.compose(&passing_c);
                kept_diff[s] = base.compose(&failing_c.difference(&passing_c));
                changed_pass = true;
                changed = true;
                if self.listening() {
                    let value = assemble(&kept_pass);
                    let value = Part::new(&value, &path, None);
                    self.emit(Event::Maximized {
                        param: &param,
                        value: &value,
                    });
                }
            }
            if mode.minimizes() && failing_c.len() < len {
                kept_fail[s] = base.compose(&failing_c);
                kept_diff[s] = base.compose(&failing_c.difference(&passing_c));
                failing = assemble(&kept_fail);
                changed_fail = true;
                changed = true;
                let value = Part::new(&failing, &path, None);
                self.emit(Event::Minimized {
                    param: &param,
                    value: &value,
                });
            }
            if changed {
                todo = (0..slots.len()).collect();
            }
            todo.remove(&s);
            if !finished {
                complete = false;
                break;
            }
        }

        let mut failing_edits = edits(&kept_fail);
        if mode == Mode::Min && complete {
            // The chapter stops at the outer sequences; what they hold is
            // cut too, so that the call is 1-minimal at every level.
            let (changed, walked) = self.descend(&mut failing, &mut failing_edits);
            changed_fail |= changed;
            complete = walked;
        }
        let passing = assemble(&kept_pass);
        if complete {
            if changed_pass {
                self.recheck(&passing, &edits(&kept_pass), Outcome::Pass)?;
            }
            if changed_fail {
                self.recheck(&failing, &failing_edits, Outcome::Fail)?;
            }
        }
        if self.broken.is_none() {
            if mode.maximizes() {
                self.verify(&passing, &edits(&kept_pass), Outcome::Pass)?;
            }
            if mode.minimizes() || mode == Mode::Diff {
                self.verify(&failing, &failing_edits, Outcome::Fail)?;
            }
        }
        let name = self.debugger.name.clone();
        if changed_pass {
            let call = Call::new(&name, &passing);
            self.emit(Event::MaximizedCall { call: &call });
        }
        if changed_fail {
            let call = Call::new(&name, &failing);
            self.emit(Event::MinimizedCall { call: &call });
        }
        let difference = assemble(&kept_diff);
        let key = key_of(&failing, &failing_edits);
        Ok(self.finish(passing, failing, difference, key, complete))
    }

    /// The result, with the failing call's own failure (`key` is the
    /// failing call's).
    pub(super) fn finish(
        &self,
        passing: A,
        failing: A,
        difference: A,
        key: Key,
        complete: bool,
    ) -> ArgDiff<A> {
        let failure = self.failures.get(&key);
        let failure = failure.unwrap_or(&self.original);
        ArgDiff {
            passing,
            failing,
            difference,
            failure: failure.clone(),
            // A test that a budget refused leaves the proof unfinished,
            // whatever the algorithm made of the answers it had.
            complete: complete && self.stopped.is_none(),
            stopped: self.stopped,
            tests: self.debugger.tests,
            speculative: self.unused_ahead(),
            rounds: self.rounds(),
            elapsed: self.started.elapsed(),
            others: self.others.clone(),
            rejected: self.rejected,
        }
    }

    /// Runs the general algorithm on the sequence `slot` of `failing`.
    fn dd_slot(
        &mut self,
        mode: Mode,
        failing: &A,
        (slots, slot): (&[Sequence], usize),
        kept: &[Subset],
    ) -> Ended {
        let path = &slots[slot].path;
        let len = kept[slot].len();
        let mut key = kept.to_vec();
        let (listening, partition) = (self.listening(), self.debugger.partition);
        let mut search = self.debugger.strategy.search(partition, mode, len);
        // The algorithm's steps wait here for the next run (which holds the
        // session) to tell them; each is kept only when someone listens.
        let pending = RefCell::new(Vec::new());
        // The candidate that `c` makes: its arguments, key and edits.
        let candidate = |c: &Subset| {
            let mut cut = kept.to_vec();
            cut[slot] = kept[slot].compose(c);
            let (value, edits) = (failing.keep(path, c), edits_of(slots, &cut));
            (key_of(&value, &edits), value, edits)
        };
        // The test and the planning ahead take turns with the session.
        let session = RefCell::new(&mut *self);
        let mut test = |c: &Subset| {
            let mut session = session.borrow_mut();
            session.tell(&pending, failing, path);
            key[slot] = kept[slot].compose(c);
            session.test(&failing.keep(path, c), &edits_of(slots, &key))
        };
        let mut ahead = |ahead: &Ahead<'_>| {
            let mut session = session.borrow_mut();
            if session.jobs() < 2
                || session
                    .known(candidate(&ahead.batch[ahead.index]).0)
                    .is_some()
            {
                return;
            }
            let fails = session.fail_chance();
            let mut known = |c: &Subset| session.known(candidate(c).0);
            let planned = plan(ahead, session.jobs(), fails, &mut known);
            let planned = planned
                .iter()
                .map(candidate)
                .map(|(key, value, edits)| (value, key, edits));
            session.run_ahead(planned.collect());
        };
        let mut step = |step: Step<'_>| {
            if listening {
                pending.borrow_mut().push(match step {
                    Step::Round {
                        passing,
                        failing,
                        n,
                    } => Pending::Round {
                        passing: passing.clone(),
                        failing: failing.clone(),
                        n,
                    },
                    Step::Move(step) => Pending::Move(step),
                });
            }
        };
        let ended = drive_ahead(&mut *search, &mut test, &mut step, &mut ahead);
        self.tell(&pending, failing, path);
        ended
    }

    /// Tells the pending steps of the algorithm running on the sequence at
    /// `path` of `failing`.
    pub(super) fn tell(&mut self, pending: &RefCell<Vec<Pending>>, failing: &A, path: &[usize]) {
        for step in pending.take() {
            match step {
                Pending::Round {
                    passing,
                    failing: failing_set,
                    n,
                } => {
                    let passing = Part::new(failing, path, Some(&passing));
                    let failing = Part::new(failing, path, Some(&failing_set));
                    self.emit(Event::Round {
                        passing: &passing,
                        failing: &failing,
                        granularity: n,
                    });
                }
                Pending::Move(step) => self.emit(Event::Move(step)),
            }
        }
    }
}

/// The edits that make the original arguments keep `kept` of each of their
/// sequences `slots` (none for a sequence kept whole).
fn edits_of(slots: &[Sequence], kept: &[Subset]) -> Vec<Edit> {
    let cut = slots.iter().zip(kept).filter(|(s, k)| k.len() < s.len);
    cut.map(|(s, k)| Edit::keep(&s.path, k)).collect()
}

/// The argument of `value` that `path` lies in, written as Rust when it is
/// shown; with `kept`, after that sequence keeps only those parts.
pub(super) struct Part<'a, A> {
    value: &'a A,
    path: &'a [usize],
    kept: Option<&'a Subset>,
}

impl<'a, A> Part<'a, A> {
    pub(super) fn new(value: &'a A, path: &'a [usize], kept: Option<&'a Subset>) -> Self {
        Part { value, path, kept }
    }
}

impl<A: Reduce + Literal> fmt::Display for Part<'_, A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kept;
        let value = match self.kept {
            Some(subset) => {
                kept = self.value.keep(self.path, subset);
                &kept
            }
            None => self.value,
        };
        let mut args = value.arg_literals(Style::Readable);
        let arg = if args.len() > 1 { self.path[0] } else { 0 };
        f.write_str(&args.swap_remove(arg))
    }
}
