//! `min_args` level by level: every place of the current failing value is
//! reduced in turn, outer before inner, until a whole pass over them
//! changes nothing (passes that only cut come first, while the value is
//! large and its choices many). Places are listed afresh from the current
//! value after each change (paths into the original value go stale once an
//! outer level is cut), so the result is 1-minimal at every level: no single part of any
//! sequence can be cut and no single value simplified with the failure
//! still the same.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet, VecDeque};
use std::mem::Discriminant;

use super::chunks::Chunks;
use super::gallop::{ahead, Gallop};
use super::key::{key_of, Key};
use super::rounds::Part;
use super::session::Session;
use super::{ArgDiff, Call};
use crate::capture::TestResult;
use crate::dd::{drive_ahead, plan_distinct, Ahead, Ended, Level, Stop};
use crate::error::Error;
use crate::execute::Edit;
use crate::literal::{Literal, Style};
use crate::outcome::Outcome;
use crate::reduce::{Place, Reduce};
use crate::report::Event;
use crate::subset::Subset;

/// The current failing call: its value, the edits that made it of the
/// original, and every value accepted so far (a simplification that leads
/// back to one of them is refused, so a reduction cannot go round in
/// circles, whatever a `Reduce` impl offers).
pub(super) struct Current<A> {
    pub(super) value: A,
    pub(super) key: Key,
    pub(super) edits: Vec<Edit>,
    pub(super) accepted: HashSet<Key>,
    /// For each place done (a path and the kind of place there), how many
    /// values had been accepted when it was: a place done since the last
    /// change is 1-minimal still, and is not searched again. A place is
    /// known by its kind, not by its index in the list: the change that
    /// finished one kind can make another (a float that became an integer
    /// is a magnitude now, not yet searched).
    pub(super) done: HashMap<Done, usize>,
    /// How many arguments the call has (for the log's parameter names).
    pub(super) args: usize,
    /// The next edit is not merged into the last one, though it cuts the
    /// same path: the list there is another one since (see
    /// `Session::reduce_at`), and a worker that replays the edits must
    /// meet it as the walk did (and values walked apart keep their own).
    pub(super) apart: bool,
    /// While a site is walked apart (`debugger/apart.rs`): `Some`, and the
    /// value before its first change, once it changed (kept rather than
    /// dropped, so that the next site starts from it without a copy).
    pub(super) stash: Option<Option<A>>,
}

/// One step of a pass: a value to walk, or the sites walked in turn
/// moving on to their next (see `debugger/apart.rs`), or done.
enum Step {
    Walk(Vec<usize>),
    Next,
    End,
}

/// A place done: its path, and the kind of place there.
pub(super) type Done = (Vec<usize>, Discriminant<Place>);

impl<A> Current<A> {
    /// Makes `value` (made by `edit`, keyed `key`) the current call.
    pub(super) fn accept(&mut self, value: A, key: Key, edit: Edit) {
        self.set_value(value);
        self.key = key;
        self.accepted.insert(key);
        self.edits = self.edits_after(&edit);
        self.apart = false;
    }

    /// Makes `value` the current value (while a site is walked apart, the
    /// value before the site's first change is kept).
    pub(super) fn set_value(&mut self, value: A) {
        let before = std::mem::replace(&mut self.value, value);
        if let Some(stash @ None) = &mut self.stash {
            *stash = Some(before);
        }
    }

    /// The edits that make the current call changed by `edit`.
    pub(super) fn edits_after(&self, edit: &Edit) -> Vec<Edit> {
        let mut edits = self.edits.clone();
        match self.apart {
            true => edits.push(edit.clone()),
            false => edit.clone().push_onto(&mut edits),
        }
        edits
    }
}

/// A smaller call that a search found: its value, its key, the edit that
/// makes it of the current call, and the chunks it kept.
type Found<A> = (A, Key, Edit, Subset);

/// How many choices a value may have to be simplified in the passes that
/// only cut otherwise (see [`Session::walk`]): about what a cut's search
/// spends to find one part it keeps.
const FEW_CHOICES: usize = 4;

/// The number at `path` of `value`, if there is one: its magnitude, and
/// whether it is negative and can become the positive of its size.
fn number_at<A: Reduce>(value: &A, path: &[usize]) -> Option<(u128, bool)> {
    value
        .places(path)
        .into_iter()
        .find_map(|place| match place {
            Place::Magnitude { magnitude } => Some((magnitude, false)),
            Place::Signed {
                magnitude,
                negative,
            } => Some((magnitude, negative)),
            _ => None,
        })
}

/// What can be done at `path` of `value` now, of the same kind as `like`.
fn place_now<A: Reduce>(value: &A, path: &[usize], like: &Place) -> Option<Place> {
    let same = |p: &Place| std::mem::discriminant(p) == std::mem::discriminant(like);
    value.places(path).into_iter().find(same)
}

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

    /// Cuts the sequence at `path`: by each coarser split in turn (a
    /// text's lines, then words), then by parts. Returns how many parts
    /// it left.
    fn cut(&mut self, current: &mut Current<A>, path: &[usize]) -> Result<usize, Stop> {
        let like = Place::parts(0);
        // How many chunks the last split kept: the next split is finer.
        let mut kept = 0;
        // How many parts the first and the last chunk it kept hold.
        let mut ends = None;
        // How many parts each chunk it kept holds.
        let mut sizes = Vec::new();
        while let Some(Place::Parts { len, coarse }) = place_now(&current.value, path, &like) {
            let finer = coarse.into_iter().find(|split| split.len() > kept);
            let last = finer.is_none();
            let chunks = finer.map_or(Chunks::Parts(len), Chunks::Split);
            let level = Level {
                coarse: !last,
                ends: ends.and_then(|ends| chunks.ends_within(ends)),
                sites: chunks.sites(&sizes),
            };
            let (found, complete) = self.search(current, path, &chunks, level)?;
            let left = match &found {
                Some((.., left)) => left.clone(),
                None => Subset::full(chunks.len()),
            };
            kept = left.len();
            ends = chunks.ends_of(&left);
            sizes = chunks.sizes_of(&left);
            if let Some((value, key, edit, _)) = found {
                current.accept(value, key, edit);
            }
            if !complete {
                // A budget stopped the search: what it found is kept, but
                // the place is not done.
                return Err(Stop);
            }
            if last {
                break;
            }
        }
        Ok(kept)
    }

    /// Runs the strategy's search over `chunks` of the sequence at `path`,
    /// at `level`: the smaller call it found, if any, with the chunks kept,
    /// and whether the search ran to its end (a budget may stop it after it
    /// found one).
    fn search(
        &mut self,
        current: &Current<A>,
        path: &[usize],
        chunks: &Chunks,
        level: Level,
    ) -> Result<(Option<Found<A>>, bool), Stop> {
        let parts = |c: &Subset| chunks.parts(c);
        let (strategy, partition) = (self.debugger.strategy, self.debugger.partition);
        let mut search = strategy.level_search(partition, chunks.len(), level);
        // The test and the planning ahead take turns with the session.
        let session = RefCell::new(&mut *self);
        let edit_of = |c: &Subset| Edit::keep(path, &parts(c));
        let value_of = |c: &Subset| current.value.keep(path, &parts(c));
        // A candidate comes up again and again (planned, then tested): its
        // key, which hashes the whole call, is made once.
        let keys: RefCell<HashMap<Subset, Key>> = RefCell::new(HashMap::new());
        let key = |c: &Subset, value: Option<&A>| {
            *keys
                .borrow_mut()
                .entry(c.clone())
                .or_insert_with(|| match value {
                    Some(value) => Self::key_after(current, value, &edit_of(c)),
                    None => Self::key_after(current, &value_of(c), &edit_of(c)),
                })
        };
        let mut test = |c: &Subset| {
            if c.len() == chunks.len() {
                // The current call, which fails (the chapter's `dd` asks;
                // as an accepted value it would read as passing).
                return Ok(Outcome::Fail);
            }
            let value = value_of(c);
            let key = key(c, Some(&value));
            let outcome = session
                .borrow_mut()
                .try_keyed(current, &value, key, &edit_of(c));
            outcome.map(|(outcome, _)| outcome)
        };
        let mut ahead = |ahead: &Ahead<'_>| {
            let mut session = session.borrow_mut();
            if session.jobs() < 2 {
                return;
            }
            let mut known = |c: &Subset| match c.len() == chunks.len() {
                true => Some(Outcome::Fail),
                false => session.known_after(current, key(c, None)),
            };
            if known(&ahead.batch[ahead.index]).is_some() {
                return;
            }
            let (jobs, fails) = (session.jobs(), session.fail_chance());
            let mut key_of = |c: &Subset| key(c, None);
            let planned = plan_distinct(ahead, jobs, fails, &mut known, &mut key_of);
            let fresh = planned
                .into_iter()
                .map(|(c, key)| (value_of(&c), key, current.edits_after(&edit_of(&c))));
            session.run_ahead_apart(current, fresh.collect());
        };
        let ended = drive_ahead(&mut *search, &mut test, &mut |_| {}, &mut ahead);
        let Ended::Isolated {
            failing, complete, ..
        } = ended
        else {
            unreachable!("a minimising search starts from a failing call: {ended:?}")
        };
        let found = (failing.len() < chunks.len()).then(|| {
            let kept = parts(&failing);
            let value = current.value.keep(path, &kept);
            let edit = Edit::keep(path, &kept);
            (Self::key_after(current, &value, &edit), value, edit)
        });
        let found = found.map(|(key, value, edit)| (value, key, edit, failing));
        match complete || found.is_some() {
            // Keep what was found before the budget ran out.
            true => Ok((found, complete)),
            false => Err(Stop),
        }
    }

    /// Tries the simpler values at `path` in order and takes the first that
    /// fails the same way, again until none does.
    fn choose(&mut self, current: &mut Current<A>, path: &[usize]) -> Result<(), Stop> {
        let like = Place::Choices { count: 0 };
        'again: while let Some(Place::Choices { count }) = place_now(&current.value, path, &like) {
            // The choices are tried in order until one fails: the first ones
            // can run at once.
            self.run_ahead_of((0..count as u128).map(|to| Edit::simplify(path, to)));
            for to in 0..count as u128 {
                let edit = Edit::simplify(path, to);
                let value = current.value.simplify(path, to);
                let tried = self.try_edit(current, &value, &edit);
                if let Ok((Outcome::Fail, key)) = tried {
                    current.accept(value, key, edit);
                    continue 'again;
                }
                if tried.is_err() {
                    self.pending.clear();
                    return Err(Stop);
                }
            }
            break;
        }
        self.pending.clear();
        Ok(())
    }

    /// Finds the smallest magnitude that still fails for the number at
    /// `path` (see [`lower`](Self::lower)). A negative number made positive
    /// is searched again, as such.
    fn shrink(&mut self, current: &mut Current<A>, path: &[usize]) -> Result<(), Stop> {
        while let Some((magnitude, negative)) = number_at(&current.value, path) {
            let edit = |to| Edit::simplify(path, to);
            let changed = self.lower(current, (magnitude, negative), edit)?;
            let flipped = number_at(&current.value, path) == Some((magnitude, false));
            if !(changed && negative && flipped) {
                break;
            }
        }
        Ok(())
    }

    /// Lowers a magnitude of the current call to the smallest that still
    /// fails: `edit(to)` makes of the current call the one where it is
    /// `to` (below `magnitude`), and, for a `negative` number,
    /// `edit(2 * magnitude - 1)` the one where it is positive (see
    /// [`Place::Signed`]). Tries 0 first, then the other sign, then one
    /// less (which, if it passes, shows the magnitude 1-minimal), then 1;
    /// then gallops up and down in turns and halves what is left (see
    /// [`Gallop`]): `650434` becomes `1` in three tests, where halving from
    /// the top took twenty. Returns whether a smaller call was accepted.
    pub(super) fn lower(
        &mut self,
        current: &mut Current<A>,
        (magnitude, negative): (u128, bool),
        edit: impl Fn(u128) -> Edit,
    ) -> Result<bool, Stop> {
        let flip = negative.then_some(2 * magnitude - 1);
        let one_less = magnitude.checked_sub(1).filter(|&m| m > 0);
        let one = (magnitude > 2).then_some(1);
        let probes: Vec<u128> = [Some(0), flip, one_less, one]
            .into_iter()
            .flatten()
            .collect();
        let ahead = ahead(&probes, magnitude, self.jobs());
        self.run_ahead_of(ahead.into_iter().map(&edit));
        let mut search = Gallop::new(magnitude);
        let mut best = None;
        let mut stopped = false;
        let mut probes = probes.into_iter();
        while let Some(to) = probes.next().or_else(|| search.next()) {
            let edit = edit(to);
            let value = edit.made_on(&current.value);
            match self.try_edit(current, &value, &edit) {
                Err(Stop) => {
                    stopped = true;
                    break;
                }
                // The other sign: the number is searched again as such.
                Ok((Outcome::Fail, key)) if to >= magnitude => {
                    best = Some((value, key, edit));
                    break;
                }
                Ok((Outcome::Fail, key)) => {
                    search.failed(to);
                    best = Some((value, key, edit));
                    if to == 0 {
                        break;
                    }
                }
                Ok(_) if to >= magnitude => {}
                Ok(_) if to + 1 == magnitude => break,
                Ok(_) => search.passed(to),
            }
        }
        self.pending.clear();
        let found = best.is_some();
        if let Some((value, key, edit)) = best {
            current.accept(value, key, edit);
        }
        match stopped {
            true => Err(Stop),
            false => Ok(found),
        }
    }

    /// The simplifications `edits` of the current call, likeliest first,
    /// are what the move starting now asks (until it ends, see
    /// [`Session::pending`]), when several can run at once. They run ahead
    /// with the first of its questions that waits for a run, not now: the
    /// move's first questions may have run ahead already, as the next
    /// questions of a site to come (each byte of a `Vec<Vec<u8>>` lowered
    /// in turn, its 0 and one less), and a batch now would only run the
    /// move's guesses and wait a round for them.
    fn run_ahead_of(&mut self, edits: impl Iterator<Item = Edit>) {
        self.pending.clear();
        if self.jobs() >= 2 {
            self.pending.extend(edits.take(self.jobs()));
        }
    }

    /// Before `value` (keyed `key`, made by `edits`), whose outcome is not
    /// known, runs alone: the other jobs run what may be asked after it,
    /// the current move's next questions ([`Session::pending`]), those of
    /// the sites and moves to come (see [`Session::run_ahead_apart`]).
    fn ahead_of_waiting(&mut self, current: &Current<A>, value: &A, key: Key, edits: &[Edit]) {
        let pending = self.pending.iter().filter_map(|edit| {
            let candidate = Candidate::of(current, edit.made_on(&current.value), edit);
            let fresh = candidate.key != key && self.known_after(current, candidate.key).is_none();
            fresh.then(|| candidate.into_parts())
        });
        let first = (value.clone(), key, edits.to_vec());
        let planned = std::iter::once(first).chain(pending).collect();
        self.run_ahead_apart(current, planned);
    }

    /// The outcome of `candidate`, if known: a value accepted before counts
    /// as passing, as in [`try_edit`](Self::try_edit).
    fn known_after(&self, current: &Current<A>, key: Key) -> Option<Outcome> {
        match current.accepted.contains(&key) {
            true => Some(Outcome::Pass),
            false => self.known(key),
        }
    }

    /// The key of `value`, the current call changed by `edit`.
    fn key_after(current: &Current<A>, value: &A, edit: &Edit) -> Key {
        key_of(value, &current.edits_after(edit))
    }

    /// Tests `value`, the current call changed by `edit`; a value accepted
    /// before (or the current one) does not count as failing.
    pub(super) fn try_edit(
        &mut self,
        current: &Current<A>,
        value: &A,
        edit: &Edit,
    ) -> Result<(Outcome, Key), Stop> {
        self.try_keyed(current, value, Self::key_after(current, value, edit), edit)
    }

    /// [`try_edit`](Self::try_edit) for a value whose key is known.
    fn try_keyed(
        &mut self,
        current: &Current<A>,
        value: &A,
        key: Key,
        edit: &Edit,
    ) -> Result<(Outcome, Key), Stop> {
        if current.accepted.contains(&key) {
            return Ok((Outcome::Pass, key));
        }
        let edits = current.edits_after(edit);
        if self.jobs() >= 2 && self.known(key).is_none() {
            self.ahead_of_waiting(current, value, key, &edits);
        }
        Ok((self.test_keyed(value, key, &edits)?, key))
    }
}

/// A candidate call: the current one changed by one more edit.
struct Candidate<A> {
    value: A,
    key: Key,
    edits: Vec<Edit>,
}

impl<A: Reduce + Literal> Candidate<A> {
    /// `value`, which `edit` makes of the current call.
    fn of(current: &Current<A>, value: A, edit: &Edit) -> Self {
        let edits = current.edits_after(edit);
        let key = key_of(&value, &edits);
        Candidate { value, key, edits }
    }

    fn into_parts(self) -> (A, Key, Vec<Edit>) {
        (self.value, self.key, self.edits)
    }
}
