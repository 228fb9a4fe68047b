//! `min_args` level by level: every place of the current failing value is
//! reduced in turn, outer before inner, until a whole pass over them
//! changes nothing (passes that only cut come first, while the value is
//! large and its choices many). Places are listed afresh from the current
//! value after each change (paths into the original value go stale once an
//! outer level is cut), so the result is 1-minimal at every level: no single part of any
//! sequence can be cut and no single value simplified with the failure
//! still the same.
//!
//! This file is the walk; what a place allows is done elsewhere: a
//! sequence cut in `cut.rs`, a value's choices and a number's magnitude in
//! `simplify.rs`, each change tested (and the runs ahead made) in
//! `candidates.rs`, on the call that `current.rs` holds; the values inside
//! one value walked apart in `apart.rs`.

use std::collections::{HashMap, HashSet, VecDeque};

use super::current::{place_now, Current};
use super::key::key_of;
use super::rounds::Part;
use super::session::Session;
use super::{ArgDiff, Call};
use crate::capture::TestResult;
use crate::dd::Stop;
use crate::error::Error;
use crate::execute::Edit;
use crate::literal::{Literal, Style};
use crate::outcome::Outcome;
use crate::reduce::{Place, Reduce};
use crate::report::{Event, Pass};

/// One step of a pass: a value to walk, or the sites walked in turn
/// moving on to their next (see `debugger/apart.rs`), or done.
enum Step {
    Walk(Vec<usize>),
    Next,
    End,
}

/// How many choices a value may have to be simplified in the passes that
/// only cut otherwise (see [`Session::walk`]): about what a cut's search
/// spends to find one part it keeps.
const FEW_CHOICES: usize = 4;

impl<A, F, R> Session<'_, A, F>
where
    A: Reduce + Literal,
    F: FnMut(&A) -> R,
    R: TestResult,
{
    /// Reduces the arguments at every level, pass after pass, until a
    /// whole pass changes nothing.
    pub(super) fn minimize(&mut self) -> Result<ArgDiff<A>, Error> {
        let original = self.debugger.args.clone();
        // The original call's one run is the first test.
        self.debugger.tests += 1;
        let key = key_of(&original, &[]);
        self.cache.insert(key, Outcome::Fail);
        self.failures.insert(key, self.original.clone());

        let mut current = self.current(original, Vec::new());
        let complete = self.walk(&mut current);
        let changed = !current.edits.is_empty();
        let failing = current.value;
        if self.broken.is_none() {
            self.verify(&failing, &current.edits, Outcome::Fail)?;
        }
        if changed {
            let name = self.debugger.name.clone();
            let call = Call::new(&name, &failing);
            self.emit(Event::MinimizedCall { call: &call });
        }
        // `min_args` reports the failing call only.
        let key = current.key;
        Ok(self.finish(failing.clone(), failing.clone(), failing, key, complete))
    }

    /// Cuts the parts inside the outer sequences of `failing`, the
    /// chapter's 1-minimal result (made by `edits`), and the outer ones
    /// again after an inner cut, until no single part at any level can go:
    /// what `classic` does after the chapter's rounds, so that its result
    /// is 1-minimal at every level, as the others' is. It simplifies no
    /// value (the chapter does not), so the chapter's flat cases keep their
    /// runs. Returns whether the call changed, and whether the walk ran to
    /// its end (not when a budget ran out: the call is then the smallest
    /// found).
    pub(super) fn descend(&mut self, failing: &mut A, edits: &mut Vec<Edit>) -> (bool, bool) {
        let outer = failing.sequences();
        let mut current = self.current(failing.clone(), std::mem::take(edits));
        for sequence in outer {
            let kind = std::mem::discriminant(&Place::parts(0));
            current
                .done
                .insert((sequence.path, kind), current.accepted.len());
        }
        let complete = self.walk(&mut current);
        let changed = current.accepted.len() > 1;
        *failing = current.value;
        *edits = current.edits;
        (changed, complete)
    }

    /// `value`, made by `edits` and known to fail, as the current call.
    fn current(&self, value: A, edits: Vec<Edit>) -> Current<A> {
        let key = key_of(&value, &edits);
        let args = match self.listening() {
            true => value.arg_literals(Style::Readable).len(),
            false => 1,
        };
        Current {
            value,
            key,
            edits,
            accepted: HashSet::from([key]),
            done: HashMap::new(),
            args,
            apart: false,
            stash: None,
            pass_start: 0,
            may_wait: true,
            waited: false,
        }
    }

    /// Passes over the current call until one changes nothing (then it is
    /// 1-minimal at every level: `true`) or a budget stops them (`false`).
    ///
    /// The first passes cut, and simplify only values with few choices: a
    /// cut searches a sequence in a few tests per part it keeps, while a
    /// value's choices (an earlier variant, a nested value hoisted in its
    /// place) are tried one test each, and a large value has many (a 60 KB
    /// JSON file's root could become any of its thousands of nested
    /// values). Cut first, the choices left are those of the parts the
    /// failure needs. A few choices cost no more than a cut, and one of
    /// them can spare many (a function body as `loop {}` spares cutting
    /// its statements), so they are not kept waiting.
    ///
    /// Then, when no single move changes anything, the moves that change
    /// several parts at once ([`together`](Self::together)); each that
    /// makes the call smaller starts the passes again. Where the call holds
    /// few numbers they are also tried after every pass that simplified
    /// something: numbers that must keep their difference creep down a few
    /// units a pass, each pass changing something, and would never reach
    /// them.
    fn walk(&mut self, current: &mut Current<A>) -> bool {
        loop {
            for simplify in [false, true] {
                loop {
                    let before = current.accepted.len();
                    self.emit(Event::Pass(match simplify {
                        true => Pass::Simplify,
                        false => Pass::Cut,
                    }));
                    if self.pass(current, simplify).is_err() {
                        return false;
                    }
                    if current.accepted.len() == before {
                        break;
                    }
                    if simplify && self.together(current, true).is_err() {
                        return false;
                    }
                }
            }
            if !self.debugger.strategy.simplifies_values() {
                return true;
            }
            self.emit(Event::Pass(Pass::Together));
            match self.together(current, false) {
                Ok(true) => {}
                Ok(false) => return true,
                Err(Stop) => return false,
            }
        }
    }

    /// One pass over the current call: every value in it, from the top,
    /// each before the values inside it, which are asked for only once it
    /// is reduced (so they are the ones left). Sequences are always cut;
    /// values with many choices, and numbers, are simplified only when
    /// `simplify` (see [`Self::reduce_at`]).
    fn pass(&mut self, current: &mut Current<A>, simplify: bool) -> Result<(), Stop> {
        current.pass_start = current.accepted.len();
        current.may_wait = !std::mem::take(&mut current.waited);
        self.pass_from(current, Vec::new(), simplify)
    }

    /// [`pass`](Self::pass) over the value at `root` and those inside it.
    /// The values inside one value are *sites*: walked apart when enough of
    /// them have cuts to make (see [`walk_apart`](Self::walk_apart)), else
    /// in turn, the runs ahead looking into the sites still to come.
    pub(super) fn pass_from(
        &mut self,
        current: &mut Current<A>,
        root: Vec<usize>,
        simplify: bool,
    ) -> Result<(), Stop> {
        let depth = self.apart.len();
        let result = self.walk_steps(current, root, simplify);
        // Sites left by a budget are not walked on.
        self.apart.truncate(depth);
        result
    }

    /// [`pass_from`](Self::pass_from)'s steps, in a stack rather than
    /// by recursion: a value may nest deeper than a thread's stack allows.
    fn walk_steps(
        &mut self,
        current: &mut Current<A>,
        root: Vec<usize>,
        simplify: bool,
    ) -> Result<(), Stop> {
        let mut steps = vec![Step::Walk(root)];
        while let Some(step) = steps.pop() {
            let path = match step {
                Step::Walk(path) => path,
                Step::Next => {
                    self.next_site();
                    continue;
                }
                Step::End => {
                    self.apart.pop();
                    continue;
                }
            };
            // A late value waits when the pass changed something before
            // it: the next pass comes back to it, and walks it whatever
            // changed (it waits one pass at most).
            let changed = current.accepted.len() > current.pass_start;
            if current.may_wait && changed && current.value.late(&path) {
                current.waited = true;
                continue;
            }
            self.reduce_at(current, &path, simplify)?;
            let inner = current.value.inner(&path).into_iter().map(|step| {
                let mut inner = path.clone();
                inner.push(step);
                inner
            });
            let inner: Vec<Vec<usize>> = inner.collect();
            if let Some(sites) = self.sites_apart(current, &inner, simplify) {
                self.walk_apart(current, sites, simplify)?;
                continue;
            }
            if inner.len() > 1 {
                self.in_turn(current, inner.clone(), simplify);
                steps.push(Step::End);
                for path in inner.into_iter().rev() {
                    steps.push(Step::Walk(path));
                    steps.push(Step::Next);
                }
            } else {
                steps.extend(inner.into_iter().map(Step::Walk));
            }
        }
        Ok(())
    }

    /// Does what the places of the value at `path` allow, in their order
    /// (only cuts for a strategy that simplifies no value; unless
    /// `simplify`, only cuts and values with [`FEW_CHOICES`]), skipping
    /// those done since the last change.
    fn reduce_at(
        &mut self,
        current: &mut Current<A>,
        path: &[usize],
        simplify: bool,
    ) -> Result<(), Stop> {
        let mut places = current.value.places(path);
        places.retain(|place| {
            let done = (path.to_vec(), std::mem::discriminant(place));
            self.in_pass(place, simplify)
                && current.done.get(&done) != Some(&current.accepted.len())
        });
        if places.is_empty() {
            return Ok(());
        }
        if path.len() <= usize::from(current.args > 1) && self.listening() {
            let param = self.param_at(current, path);
            self.emit(Event::Processing { param: &param });
        }
        let before = current.accepted.len();
        let mut result = Ok(());
        let mut queue: VecDeque<Place> = places.into();
        while let Some(place) = queue.pop_front() {
            let done = (path.to_vec(), std::mem::discriminant(&place));
            let accepted = current.accepted.len();
            // How many parts a cut left.
            let left = match place {
                Place::Parts { .. } => self.cut(current, path).map(Some),
                Place::Choices { .. } => self.choose(current, path).map(|()| None),
                Place::Magnitude { .. } | Place::Signed { .. } => {
                    self.shrink(current, path).map(|()| None)
                }
                Place::Joins { .. } => Ok(None),
            };
            let left = match left {
                Ok(left) => left,
                Err(stop) => {
                    result = Err(stop);
                    break;
                }
            };
            current.done.insert(done, current.accepted.len());
            if current.accepted.len() == accepted {
                continue;
            }
            let parts = place_now(&current.value, path, &Place::parts(0));
            match (&parts, left) {
                // A value that prints what a cut left in another shape (a
                // `use` group left with one name, printed without its
                // braces, so that the group inside it is now at `path`)
                // has a list at `path` that the cut did not search: it is
                // cut too.
                (Some(Place::Parts { len, .. }), Some(kept)) if *len != kept => {
                    current.apart = true;
                    queue.push_front(Place::parts(0));
                }
                // A choice that changed a list (a module's items moved
                // into the list that holds it) leaves new parts to cut:
                // they are cut now, before the values inside them are
                // searched one by one.
                (Some(_), None)
                    if matches!(place, Place::Choices { .. })
                        && !queue.iter().any(|p| matches!(p, Place::Parts { .. })) =>
                {
                    queue.extend(parts);
                }
                _ => {}
            }
        }
        if current.accepted.len() > before && self.listening() {
            let param = self.param_at(current, path);
            let part = Part::new(&current.value, path, None);
            self.emit(Event::Minimized {
                param: &param,
                value: &part,
            });
        }
        result
    }

    /// Whether a pass that simplifies (`simplify`) or one that cuts does
    /// what `place` allows.
    pub(super) fn in_pass(&self, place: &Place, simplify: bool) -> bool {
        let simplifies = self.debugger.strategy.simplifies_values();
        match place {
            Place::Parts { .. } => true,
            Place::Choices { count } => simplifies && (simplify || *count <= FEW_CHOICES),
            Place::Magnitude { .. } | Place::Signed { .. } => simplifies && simplify,
            // Past single moves only (`together`).
            Place::Joins { .. } => false,
        }
    }

    /// The name of the parameter that `path` lies in.
    fn param_at(&self, current: &Current<A>, path: &[usize]) -> String {
        let arg = match current.args {
            1 => 0,
            _ => path.first().copied().unwrap_or(0),
        };
        self.debugger.param(arg, current.args)
    }
}
