//! The sites of one value being walked, as the runs ahead see them (see
//! `debugger/apart.rs`, which walks them; the session keeps them).

use std::collections::HashSet;

use super::key::Key;
use crate::execute::Edit;

/// A candidate to run ahead: its value, key and edits.
pub(super) type Ahead<A> = (A, Key, Vec<Edit>);

/// The values inside one value being walked, apart or in turn, as the runs
/// ahead of a site's questions see them.
pub(super) struct Apart<A> {
    /// Walked in turn, each against the call the ones before it left: the
    /// next questions of the sites to come are guesses, on the call as it
    /// is (they are right when the site being walked changes nothing, as in
    /// a pass that proves a result 1-minimal). Walked apart, they are
    /// certain.
    pub(super) in_turn: bool,
    /// Each site's path, in order.
    pub(super) sites: Vec<Vec<usize>>,
    /// The first site not walked yet.
    pub(super) next: usize,
    /// Whether the pass simplifies (only those that cut walk apart now).
    pub(super) simplify: bool,
    /// The call before any site: its key, its edits, and the values
    /// accepted until then.
    pub(super) key: Key,
    pub(super) edits: Vec<Edit>,
    pub(super) accepted: HashSet<Key>,
    /// For each site, the first question whose outcome was not known when
    /// the site was last looked into, with the key of the call it was
    /// looked into from: it stands until its outcome is known (outcomes
    /// never change) or that call changes, so the site is not probed
    /// again before.
    pub(super) asked: Vec<Option<(Key, Ahead<A>)>>,
}
