//! [`Subset`]: which parts of an input a candidate keeps.

use std::fmt;
use std::ops::Range;

/// A set of indices into a sequence, kept as sorted, disjoint, non-touching
/// half-open ranges.
///
/// Delta Debugging only ever removes whole chunks of the input, so the parts
/// a candidate keeps form a few long runs even when the input has millions
/// of parts. Storing runs instead of indices makes set operations, equality
/// and hashing (the outcome cache's key) cost the number of runs, not the
/// size of the input.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Subset {
    ranges: Vec<Range<usize>>,
}

impl Subset {
    /// The empty set.
    pub fn empty() -> Self {
        Subset::default()
    }

    /// All indices `0..len`.
    pub fn full(len: usize) -> Self {
        Subset::from_ranges(std::iter::once(0..len))
    }

    /// The union of `ranges`, in any order, overlapping or not.
    pub fn from_ranges(ranges: impl IntoIterator<Item = Range<usize>>) -> Self {
        let mut ranges: Vec<_> = ranges.into_iter().filter(|r| r.start < r.end).collect();
        ranges.sort_by_key(|r| r.start);
        let mut merged: Vec<Range<usize>> = Vec::with_capacity(ranges.len());
        for r in ranges {
            match merged.last_mut() {
                Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
                _ => merged.push(r),
            }
        }
        Subset { ranges: merged }
    }

    /// The set of the given indices, in any order, repeats allowed.
    pub fn from_indices(indices: impl IntoIterator<Item = usize>) -> Self {
        Subset::from_ranges(indices.into_iter().map(|i| i..i + 1))
    }

    /// How many indices the set holds.
    pub fn len(&self) -> usize {
        self.ranges.iter().map(|r| r.end - r.start).sum()
    }

    /// Whether the set holds no index.
    pub fn is_empty(&self) -> bool {
        self.ranges.is_empty()
    }

    /// The runs of consecutive indices, in increasing order.
    pub fn ranges(&self) -> &[Range<usize>] {
        &self.ranges
    }

    /// The indices in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.ranges.iter().flat_map(Clone::clone)
    }

    /// Whether `index` is in the set.
    pub fn contains(&self, index: usize) -> bool {
        let after = self.ranges.partition_point(|r| r.end <= index);
        self.ranges.get(after).is_some_and(|r| r.start <= index)
    }

    /// The indices in `self`, in `other` or in both.
    pub(crate) fn union(&self, other: &Subset) -> Subset {
        Subset::from_ranges(self.ranges.iter().chain(&other.ranges).cloned())
    }

    /// The indices in `self` that are not in `other`.
    pub(crate) fn difference(&self, other: &Subset) -> Subset {
        let mut out = Vec::with_capacity(self.ranges.len() + other.ranges.len());
        let mut cut = other.ranges.iter().peekable();
        for r in &self.ranges {
            let mut start = r.start;
            while let Some(c) = cut.peek() {
                if c.end <= start {
                    cut.next();
                    continue;
                }
                if c.start >= r.end {
                    break;
                }
                if c.start > start {
                    out.push(start..c.start);
                }
                start = start.max(c.end);
                if c.end >= r.end {
                    break;
                }
                cut.next();
            }
            if start < r.end {
                out.push(start..r.end);
            }
        }
        Subset { ranges: out }
    }

    /// Splits the set, in increasing order, into `n` runs of sizes that
    /// differ by at most one, the larger ones first (the chapter's `split`).
    ///
    /// # Panics
    /// If `n` is 0 or larger than [`len`](Self::len).
    pub(crate) fn split(&self, n: usize) -> Vec<Subset> {
        let len = self.len();
        assert!(
            (1..=len).contains(&n),
            "cannot split {len} indices into {n} parts"
        );
        let (k, m) = (len / n, len % n);
        let mut parts = Vec::with_capacity(n);
        let mut runs = self.ranges.iter().cloned();
        let mut current = runs.next();
        for i in 0..n {
            let mut want = k + usize::from(i < m);
            let mut part = Vec::new();
            while want > 0 {
                let r = current.as_mut().expect("split sizes add up to len");
                let take = want.min(r.end - r.start);
                part.push(r.start..r.start + take);
                r.start += take;
                want -= take;
                if r.start == r.end {
                    current = runs.next();
                }
            }
            parts.push(Subset { ranges: part });
        }
        parts
    }

    /// Maps `positions`, which index into this set's members in increasing
    /// order, to the members themselves.
    ///
    /// The debugger uses this to express a subset of an already reduced value
    /// as a subset of the original one, so that cache keys stay comparable
    /// across reduction rounds.
    ///
    /// # Panics
    /// If a position is not below [`len`](Self::len).
    pub(crate) fn compose(&self, positions: &Subset) -> Subset {
        let mut out = Vec::new();
        let mut runs = self.ranges.iter();
        let mut run = runs.next();
        let mut run_offset = 0; // positions before the start of `run`
        for p in &positions.ranges {
            let (mut from, to) = (p.start, p.end);
            while from < to {
                let r = run.expect("position within the subset");
                let run_len = r.end - r.start;
                if from >= run_offset + run_len {
                    run_offset += run_len;
                    run = runs.next();
                    continue;
                }
                let start = r.start + (from - run_offset);
                let take = (to - from).min(run_len - (from - run_offset));
                out.push(start..start + take);
                from += take;
            }
        }
        Subset::from_ranges(out)
    }

    /// The elements of `items` at the indices in this set, in order.
    ///
    /// # Panics
    /// If an index is out of bounds for `items`.
    pub fn select<T: Clone>(&self, items: &[T]) -> Vec<T> {
        let mut out = Vec::with_capacity(self.len());
        for r in &self.ranges {
            out.extend_from_slice(&items[r.clone()]);
        }
        out
    }
}

impl fmt::Debug for Subset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.ranges.iter()).finish()
    }
}

impl FromIterator<usize> for Subset {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> Self {
        Subset::from_indices(iter)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(indices: &[usize]) -> Subset {
        Subset::from_indices(indices.iter().copied())
    }

    fn members(s: &Subset) -> Vec<usize> {
        s.iter().collect()
    }

    #[test]
    fn normalises_ranges() {
        let s = Subset::from_ranges([5..7, 0..2, 1..3, 3..4, 9..9]);
        assert_eq!(s.ranges(), &[0..4, 5..7]);
        assert_eq!(s.len(), 6);
        assert_eq!(members(&s), [0, 1, 2, 3, 5, 6]);
    }

    #[test]
    fn set_operations_agree_with_sets_of_indices() {
        use std::collections::BTreeSet;
        // Every pair of subsets of 0..7 (2^7 x 2^7 pairs): small enough to be exhaustive.
        for a in 0u32..128 {
            for b in 0u32..128 {
                let bits = |m: u32| (0..7).filter(move |i| m & (1 << i) != 0);
                let (sa, sb) = (Subset::from_indices(bits(a)), Subset::from_indices(bits(b)));
                let (ba, bb): (BTreeSet<_>, BTreeSet<_>) = (bits(a).collect(), bits(b).collect());
                assert_eq!(
                    members(&sa.union(&sb)),
                    ba.union(&bb).copied().collect::<Vec<_>>()
                );
                assert_eq!(
                    members(&sa.difference(&sb)),
                    ba.difference(&bb).copied().collect::<Vec<_>>()
                );
                assert_eq!(sa.contains(3), ba.contains(&3));
                // Results are normalised, so equal sets compare equal.
                assert_eq!(
                    sa.difference(&sb),
                    Subset::from_indices(ba.difference(&bb).copied())
                );
            }
        }
    }

    #[test]
    fn split_matches_the_chapter() {
        let s = Subset::full(7);
        let sizes = |n| s.split(n).iter().map(members).collect::<Vec<_>>();
        assert_eq!(sizes(2), vec![vec![0, 1, 2, 3], vec![4, 5, 6]]);
        assert_eq!(sizes(3), vec![vec![0, 1, 2], vec![3, 4], vec![5, 6]]);
        assert_eq!(
            sizes(5),
            vec![vec![0, 1], vec![2, 3], vec![4], vec![5], vec![6]]
        );
        let gappy = set(&[1, 2, 5, 8, 9]);
        assert_eq!(
            gappy.split(2).iter().map(members).collect::<Vec<_>>(),
            vec![vec![1, 2, 5], vec![8, 9]]
        );
    }

    #[test]
    #[should_panic(expected = "cannot split 2 indices into 3 parts")]
    fn split_rejects_more_parts_than_members() {
        let _ = Subset::full(2).split(3);
    }

    #[test]
    fn compose_maps_positions_to_members() {
        let s = set(&[1, 2, 5, 8, 9, 10]);
        assert_eq!(members(&s.compose(&set(&[0, 2, 3, 5]))), [1, 5, 8, 10]);
        assert_eq!(members(&s.compose(&Subset::full(6))), members(&s));
        assert!(s.compose(&Subset::empty()).is_empty());
    }

    #[test]
    fn select_keeps_elements_in_order() {
        let items: Vec<char> = "abcdefg".chars().collect();
        assert_eq!(set(&[0, 2, 3, 6]).select(&items), ['a', 'c', 'd', 'g']);
    }
}
