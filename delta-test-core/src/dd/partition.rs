//! How the general algorithm cuts the difference between the passing and
//! the failing input into chunks.

use super::PySet;
use crate::subset::Subset;

/// How [`dd`](crate::dd()) cuts the difference between the passing and the
/// failing input into `n` chunks.
///
/// Both strategies give 1-minimal (or 1-maximal) results; they differ in
/// which candidates are tried, and so in the number of tests and, where
/// several results are 1-minimal, in the result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Partition {
    /// The chunks of the Debugging Book's `DeltaDebugger`, candidate for
    /// candidate.
    ///
    /// The book's Python code keeps index sets in Python `set`s and cuts
    /// them in the order CPython iterates a set, which follows the layout of
    /// its hash table. delta-test emulates that layout (it does not depend
    /// on any hasher, so it is the same on every platform) and therefore
    /// reproduces the chapter's runs test for test: 24 tests for `mystery`.
    /// A chunk is then usually, but not always, a run of adjacent parts.
    /// Each step costs time linear in the input's length.
    #[default]
    Book,
    /// Runs of adjacent parts in index order, as in the 2002 paper.
    ///
    /// Each step costs time linear in the number of runs kept, not in the
    /// input's length, which makes it the faster choice for inputs of
    /// hundreds of thousands of parts.
    Contiguous,
}

/// The set operations the general algorithm performs, so that it can run on
/// plain [`Subset`]s or on an emulation of the book's Python sets.
///
/// Each method mirrors one Python expression of the chapter's `dd`, and an
/// implementation must produce the same members; only the order in which
/// [`split`](IndexSet::split) hands them out may differ.
pub(crate) trait IndexSet: Clone {
    /// `set(range(len))`.
    fn full(len: usize) -> Self;
    /// `set()`.
    fn empty() -> Self;
    /// `len(self)`.
    fn len(&self) -> usize;
    /// `self | other`.
    fn union(&self, other: &Self) -> Self;
    /// `self - other`.
    fn difference(&self, other: &Self) -> Self;
    /// The chapter's `split(self, n)`: `n` non-empty chunks whose sizes
    /// differ by at most one, larger ones first, taken in iteration order.
    /// Only called with `1 <= n <= len`.
    fn split(&self, n: usize) -> Vec<Self>;
    /// The members, as a [`Subset`].
    fn to_subset(&self) -> Subset;
}

impl IndexSet for Subset {
    fn full(len: usize) -> Self {
        Subset::full(len)
    }
    fn empty() -> Self {
        Subset::empty()
    }
    fn len(&self) -> usize {
        Subset::len(self)
    }
    fn union(&self, other: &Self) -> Self {
        Subset::union(self, other)
    }
    fn difference(&self, other: &Self) -> Self {
        Subset::difference(self, other)
    }
    fn split(&self, n: usize) -> Vec<Self> {
        Subset::split(self, n)
    }
    fn to_subset(&self) -> Subset {
        self.clone()
    }
}

impl IndexSet for PySet {
    fn full(len: usize) -> Self {
        PySet::from_iter_ordered(0..len)
    }
    fn empty() -> Self {
        PySet::new()
    }
    fn len(&self) -> usize {
        PySet::len(self)
    }
    fn union(&self, other: &Self) -> Self {
        PySet::union(self, other)
    }
    fn difference(&self, other: &Self) -> Self {
        PySet::difference(self, other)
    }
    /// `set(list(self)[start:stop])` for each chunk, as the chapter does.
    fn split(&self, n: usize) -> Vec<Self> {
        let members: Vec<usize> = self.iter().collect();
        let (k, m) = (members.len() / n, members.len() % n);
        let mut start = 0;
        (0..n)
            .map(|i| {
                let stop = start + k + usize::from(i < m);
                let chunk = PySet::from_iter_ordered(members[start..stop].iter().copied());
                start = stop;
                chunk
            })
            .collect()
    }
    fn to_subset(&self) -> Subset {
        Subset::from_indices(self.iter())
    }
}
