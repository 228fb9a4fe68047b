//! A change of the current call tested, as the walk asks it: its key (a
//! value accepted before counts as passing), and the runs ahead made just
//! before a question waits for its run.

use super::current::Current;
use super::groups::Ahead;
use super::key::{key_of, Key};
use super::session::Session;
use crate::capture::TestResult;
use crate::dd::Stop;
use crate::execute::Edit;
use crate::literal::Literal;
use crate::outcome::Outcome;
use crate::reduce::Reduce;

impl<A, F, R> Session<'_, A, F>
where
    A: Reduce + Literal,
    F: FnMut(&A) -> R,
    R: TestResult,
{
    /// The simplifications `edits` of the current call, likeliest first,
    /// are what the move starting now asks (until it ends, see
    /// [`Session::pending`]), when several can run at once. They run ahead
    /// with the first of its questions that waits for a run, not now: the
    /// move's first questions may have run ahead already, as the next
    /// questions of a site to come (each byte of a `Vec<Vec<u8>>` lowered
    /// in turn, its 0 and one less), and a batch now would only run the
    /// move's guesses and wait a round for them.
    pub(super) fn run_ahead_of(&mut self, edits: impl Iterator<Item = Edit>) {
        self.pending.clear();
        if self.jobs() >= 2 {
            self.pending.extend(edits.take(self.jobs()));
        }
    }

    /// Before `value` (keyed `key`, made by `edits`), whose outcome is not
    /// known, runs alone: the other jobs run what may be asked after it,
    /// the current move's next questions ([`Session::pending`]), those of
    /// the sites and moves to come (see [`Session::questions_to_come`]).
    fn ahead_of_waiting(&mut self, current: &Current<A>, value: &A, key: Key, edits: &[Edit]) {
        let certain = self.questions_to_come(current);
        // Only as many of the move's guesses as jobs are left are built.
        let slots = self.jobs().saturating_sub(1 + certain.len());
        let pending = self.pending.iter().filter_map(|edit| {
            let candidate = Candidate::of(current, edit.made_on(&current.value), edit);
            let fresh = candidate.key != key && self.known_after(current, candidate.key).is_none();
            fresh.then(|| candidate.into_parts())
        });
        let pending: Vec<Ahead<A>> = pending.take(slots).collect();
        let first = (value.clone(), key, edits.to_vec());
        let planned = std::iter::once(first).chain(pending).collect();
        self.run_ahead_apart(certain, planned);
    }

    /// The outcome of `candidate`, if known: a value accepted before counts
    /// as passing, as in [`try_edit`](Self::try_edit).
    pub(super) fn known_after(&self, current: &Current<A>, key: Key) -> Option<Outcome> {
        match current.accepted.contains(&key) {
            true => Some(Outcome::Pass),
            false => self.known(key),
        }
    }

    /// The outcome of the candidate keyed `key`, when it is known without
    /// a run to count or wait for: what [`try_keyed`](Self::try_keyed)
    /// answers at once (a value accepted before, a cached outcome, and,
    /// in a probe, an outcome run ahead), so that the caller need not make
    /// the candidate's value.
    pub(super) fn answered(&self, current: &Current<A>, key: Key) -> Option<Outcome> {
        match current.accepted.contains(&key) {
            true => Some(Outcome::Pass),
            false if self.probing.is_some() => self.known(key),
            false => self.cache.get(&key).copied(),
        }
    }

    /// The key of `value`, the current call changed by `edit`.
    pub(super) fn key_after(current: &Current<A>, value: &A, edit: &Edit) -> Key {
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
    pub(super) fn try_keyed(
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
