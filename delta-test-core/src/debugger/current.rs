//! The current failing call of a reduction walked level by level, and
//! what can be done at a path of a value now.

use std::collections::{HashMap, HashSet};
use std::mem::Discriminant;

use super::key::Key;
use crate::execute::Edit;
use crate::reduce::{Place, Reduce};

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
    /// How many values had been accepted when the pass under way began:
    /// a late value ([`Reduce::late`]) is walked only while no more have.
    pub(super) pass_start: usize,
    /// Whether a late value may wait in the pass under way: not in the
    /// pass after one where one did, so that a value waits one pass at
    /// most (a macro that holds the bug itself is walked in the next
    /// pass, not after every pass that changed something elsewhere).
    pub(super) may_wait: bool,
    /// Whether a late value waited in the pass under way.
    pub(super) waited: bool,
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

/// What can be done at `path` of `value` now, of the same kind as `like`.
pub(super) fn place_now<A: Reduce>(value: &A, path: &[usize], like: &Place) -> Option<Place> {
    let same = |p: &Place| std::mem::discriminant(p) == std::mem::discriminant(like);
    value.places(path).into_iter().find(same)
}
