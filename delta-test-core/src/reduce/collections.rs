//! Sequences, maps and sets: cut by elements or entries, then reduced
//! inside each element (map values, not keys: a changed key could collide).
//! `Option` and `Box` pass their content's places through.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
use std::hash::{BuildHasher, Hash};

use super::{bad_path, item_inner, item_places, Place, Reduce, Sequence};
use crate::subset::Subset;

/// The places at `path` of a sequence of `len` items: cut it, or what
/// item `i` answers.
fn sequence_places<'a, T: Reduce + 'a>(
    len: usize,
    path: &[usize],
    item: impl FnOnce(usize) -> Option<&'a T>,
) -> Vec<Place> {
    match path.split_first() {
        None => vec![Place::parts(len)],
        Some((&i, rest)) => item_places(item(i), rest),
    }
}

/// The places at `path` of a list of `len` items in an order of its own
/// (a `Vec`, not a map's entries): those of [`sequence_places`], and
/// neighbours joined, for items that join.
pub(super) fn list_places<'a, T: Reduce + 'a>(
    len: usize,
    path: &[usize],
    item: impl FnOnce(usize) -> Option<&'a T>,
) -> Vec<Place> {
    let mut places = sequence_places(len, path, item);
    if path.is_empty() && len >= 2 && T::joins() {
        places.push(Place::Joins { count: len - 1 });
    }
    places
}

/// The inner steps at `path` of a sequence of `len` items: every item, or
/// what item `i` answers.
pub(super) fn sequence_inner<'a, T: Reduce + 'a>(
    len: usize,
    path: &[usize],
    item: impl FnOnce(usize) -> Option<&'a T>,
) -> Vec<usize> {
    match path.split_first() {
        None => (0..len).collect(),
        Some((&i, rest)) => item_inner(item(i), rest),
    }
}

/// Shared by the slice-like containers: the container itself is cut, an
/// element is changed inside.
pub(super) fn keep_in_slice<T: Reduce>(items: &[T], path: &[usize], kept: &Subset) -> Vec<T> {
    match path.split_first() {
        None => kept.select(items),
        Some((&i, rest)) if i < items.len() => {
            let mut copy = items.to_vec();
            copy[i] = items[i].keep(rest, kept);
            copy
        }
        Some(_) => bad_path::<[T]>(path),
    }
}

/// An element of a slice simplified, or (at the slice itself) elements
/// `to` and `to + 1` joined.
pub(super) fn simplify_in_slice<T: Reduce>(items: &[T], path: &[usize], to: u128) -> Vec<T> {
    match path.split_first() {
        Some((&i, rest)) if i < items.len() => {
            let mut copy = items.to_vec();
            copy[i] = items[i].simplify(rest, to);
            copy
        }
        None => {
            let at = usize::try_from(to).ok().filter(|&at| at + 1 < items.len());
            let joined = at.and_then(|at| Some((at, items[at].joined(&items[at + 1])?)));
            let Some((at, joined)) = joined else {
                bad_path::<[T]>(path)
            };
            let mut copy = items.to_vec();
            copy[at] = joined;
            copy.remove(at + 1);
            copy
        }
        _ => bad_path::<[T]>(path),
    }
}

impl<T: Reduce> Reduce for Vec<T> {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        keep_in_slice(self, path, kept)
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        list_places(self.len(), path, |i| self.get(i))
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        sequence_inner(self.len(), path, |i| self.get(i))
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        simplify_in_slice(self, path, to)
    }

    fn simplest() -> Option<Self> {
        Some(Vec::new())
    }

    fn joined(&self, next: &Self) -> Option<Self> {
        Some([self.as_slice(), next].concat())
    }

    fn joins() -> bool {
        true
    }
}

impl<T: Reduce> Reduce for Box<[T]> {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        keep_in_slice(self, path, kept).into_boxed_slice()
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        list_places(self.len(), path, |i| self.get(i))
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        sequence_inner(self.len(), path, |i| self.get(i))
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        simplify_in_slice(self, path, to).into_boxed_slice()
    }

    fn simplest() -> Option<Self> {
        Some(Box::new([]))
    }

    fn joined(&self, next: &Self) -> Option<Self> {
        Some([&self[..], next].concat().into_boxed_slice())
    }

    fn joins() -> bool {
        true
    }
}

impl<T: Reduce> Reduce for VecDeque<T> {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        let items: Vec<T> = self.iter().cloned().collect();
        keep_in_slice(&items, path, kept).into()
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        list_places(self.len(), path, |i| self.get(i))
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        sequence_inner(self.len(), path, |i| self.get(i))
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        let items: Vec<T> = self.iter().cloned().collect();
        simplify_in_slice(&items, path, to).into()
    }

    fn simplest() -> Option<Self> {
        Some(VecDeque::new())
    }

    fn joined(&self, next: &Self) -> Option<Self> {
        Some(self.iter().chain(next).cloned().collect())
    }

    fn joins() -> bool {
        true
    }
}

/// `Box<T>` is transparent: it has exactly the places of its content.
impl<T: Reduce> Reduce for Box<T> {
    fn sequences(&self) -> Vec<Sequence> {
        (**self).sequences()
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        Box::new((**self).keep(path, kept))
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        (**self).places(path)
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        (**self).inner(path)
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        Box::new((**self).simplify(path, to))
    }

    fn simplest() -> Option<Self> {
        T::simplest().map(Box::new)
    }

    fn joined(&self, next: &Self) -> Option<Self> {
        (**self).joined(next).map(Box::new)
    }

    fn joins() -> bool {
        T::joins()
    }
}

/// `Some(x)` can become `None`, and has the places of `x` under step `0`.
impl<T: Reduce> Reduce for Option<T> {
    fn sequences(&self) -> Vec<Sequence> {
        self.iter()
            .flat_map(Reduce::sequences)
            .map(|s| s.under(0))
            .collect()
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        match (self, path.split_first()) {
            (Some(x), Some((0, rest))) => Some(x.keep(rest, kept)),
            _ => bad_path::<Self>(path),
        }
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        match (self, path.split_first()) {
            (Some(_), None) => vec![Place::Choices { count: 1 }],
            (Some(x), Some((0, rest))) => x.places(rest),
            _ => Vec::new(),
        }
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        match (self, path.split_first()) {
            (Some(_), None) => vec![0],
            (Some(x), Some((0, rest))) => x.inner(rest),
            _ => Vec::new(),
        }
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        match (self, path.split_first()) {
            (Some(_), None) => None,
            (Some(x), Some((0, rest))) => Some(x.simplify(rest, to)),
            _ => bad_path::<Self>(path),
        }
    }

    fn simplest() -> Option<Self> {
        Some(None)
    }
}

/// Maps are cut by entries, taken in key order; then each value is
/// reduced, under the index of its entry.
impl<K: Ord + Clone, V: Reduce> Reduce for BTreeMap<K, V> {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        match path.split_first() {
            None => keep_in_order(self.iter(), kept)
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect(),
            Some((&i, rest)) => self.with_value(i, path, |v| v.keep(rest, kept)),
        }
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        sequence_places(self.len(), path, |i| self.values().nth(i))
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        sequence_inner(self.len(), path, |i| self.values().nth(i))
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        match path.split_first() {
            Some((&i, rest)) => self.with_value(i, path, |v| v.simplify(rest, to)),
            None => bad_path::<Self>(path),
        }
    }

    fn simplest() -> Option<Self> {
        Some(BTreeMap::new())
    }
}

/// A map whose value number `i` (in key order) is changed by `change`.
trait WithValue<V>: Sized {
    fn with_value(&self, i: usize, path: &[usize], change: impl FnOnce(&V) -> V) -> Self;
}

impl<K: Ord + Clone, V: Clone> WithValue<V> for BTreeMap<K, V> {
    fn with_value(&self, i: usize, path: &[usize], change: impl FnOnce(&V) -> V) -> Self {
        let mut copy = self.clone();
        match copy.values_mut().nth(i) {
            Some(value) => *value = change(value),
            None => bad_path::<Self>(path),
        }
        copy
    }
}

impl<K, V, S> WithValue<V> for HashMap<K, V, S>
where
    K: Ord + Hash + Clone,
    V: Clone,
    S: BuildHasher + Clone,
{
    fn with_value(&self, i: usize, path: &[usize], change: impl FnOnce(&V) -> V) -> Self {
        let mut copy = self.clone();
        let key = sorted_entries(self).get(i).map(|(k, _)| (*k).clone());
        match key.and_then(|key| copy.get_mut(&key)) {
            Some(value) => *value = change(value),
            None => bad_path::<Self>(path),
        }
        copy
    }
}

/// The value of entry `i` of a hash map, in key order.
fn value_in_order<K: Ord, V, S>(map: &HashMap<K, V, S>, i: usize) -> Option<&V> {
    sorted_entries(map).get(i).map(|&(_, v)| v)
}

/// The entries of a hash map in key order.
fn sorted_entries<K: Ord, V, S>(map: &HashMap<K, V, S>) -> Vec<(&K, &V)> {
    let mut entries: Vec<_> = map.iter().collect();
    entries.sort_by(|a, b| a.0.cmp(b.0));
    entries
}

/// Cut by entries in key order (not in the map's random iteration order),
/// so that every run of a reduction tries the same candidates.
impl<K, V, S> Reduce for HashMap<K, V, S>
where
    K: Ord + Hash + Clone,
    V: Reduce,
    S: BuildHasher + Clone + Default,
{
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        let Some((&i, rest)) = path.split_first() else {
            let entries = sorted_entries(self).into_iter();
            let mut out = HashMap::with_capacity_and_hasher(kept.len(), self.hasher().clone());
            out.extend(keep_in_order(entries, kept).map(|(k, v)| (k.clone(), v.clone())));
            return out;
        };
        self.with_value(i, path, |v| v.keep(rest, kept))
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        sequence_places(self.len(), path, |i| value_in_order(self, i))
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        sequence_inner(self.len(), path, |i| value_in_order(self, i))
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        match path.split_first() {
            Some((&i, rest)) => self.with_value(i, path, |v| v.simplify(rest, to)),
            None => bad_path::<Self>(path),
        }
    }

    fn simplest() -> Option<Self> {
        Some(HashMap::default())
    }
}

impl<T: Ord + Clone> Reduce for BTreeSet<T> {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        if !path.is_empty() {
            bad_path::<Self>(path);
        }
        keep_in_order(self.iter(), kept).cloned().collect()
    }

    fn simplest() -> Option<Self> {
        Some(BTreeSet::new())
    }
}

/// Cut by elements in their `Ord` order, for the same reason as `HashMap`.
impl<T, S> Reduce for HashSet<T, S>
where
    T: Ord + Hash + Clone,
    S: BuildHasher + Clone + Default,
{
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        if !path.is_empty() {
            bad_path::<Self>(path);
        }
        let mut items: Vec<_> = self.iter().collect();
        items.sort();
        let mut out = HashSet::with_capacity_and_hasher(kept.len(), self.hasher().clone());
        out.extend(keep_in_order(items.into_iter(), kept).cloned());
        out
    }

    fn simplest() -> Option<Self> {
        Some(HashSet::default())
    }
}

/// The items of `items` at the positions in `kept`.
fn keep_in_order<'a, I: Iterator + 'a>(
    items: I,
    kept: &'a Subset,
) -> impl Iterator<Item = I::Item> + 'a {
    items
        .enumerate()
        .filter(|(i, _)| kept.contains(*i))
        .map(|(_, item)| item)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vec_is_cut_then_reduced_inside_each_element() {
        let value = vec!["ab".to_string(), "c".to_string()];
        // Its strings can be joined too: `["abc"]`.
        assert_eq!(
            value.places(&[]),
            vec![Place::parts(2), Place::Joins { count: 1 }]
        );
        assert_eq!(value.simplify(&[], 0), vec!["abc".to_string()]);
        assert_eq!(vec![1u8, 2].places(&[]), vec![Place::parts(2)]);
        assert_eq!(value.inner(&[]), vec![0, 1]);
        assert_eq!(value.places(&[1]), vec![Place::parts(1)]);
        assert!(value.places(&[2]).is_empty() && value.inner(&[0]).is_empty());
        let kept = Subset::from_indices([1]);
        assert_eq!(
            value.keep(&[0], &kept),
            vec!["b".to_string(), "c".to_string()]
        );
        assert_eq!(value.keep(&[], &kept), vec!["c".to_string()]);
        let numbers = vec![vec![5u8, 0], vec![9]];
        assert_eq!(
            numbers.places(&[0, 0]),
            vec![Place::Magnitude { magnitude: 5 }]
        );
        assert_eq!(numbers.simplify(&[1, 0], 2), vec![vec![5, 0], vec![2]]);
        assert_eq!(Vec::<u8>::simplest(), Some(Vec::new()));
        // The same for a boxed slice and a deque.
        let boxed: Box<[u8]> = vec![3, 4].into_boxed_slice();
        assert_eq!(boxed.inner(&[]), vec![0, 1]);
        assert_eq!(&*boxed.simplify(&[1], 0), &[3, 0]);
        let deque = VecDeque::from(vec![7u8, 8]);
        assert_eq!(deque.places(&[1]), vec![Place::Magnitude { magnitude: 8 }]);
        assert_eq!(deque.keep(&[], &kept), VecDeque::from(vec![8]));
    }

    #[test]
    fn option_can_become_none_and_box_is_transparent() {
        let value = Some(Box::new(4u32));
        assert_eq!(value.places(&[]), vec![Place::Choices { count: 1 }]);
        assert_eq!(value.inner(&[]), vec![0]);
        assert_eq!(value.places(&[0]), vec![Place::Magnitude { magnitude: 4 }]);
        assert_eq!(value.simplify(&[], 0), None);
        assert_eq!(value.simplify(&[0], 1), Some(Box::new(1)));
        assert!(None::<u8>.places(&[]).is_empty() && None::<u8>.inner(&[]).is_empty());
        assert_eq!(Option::<u8>::simplest(), Some(None));
        assert_eq!(Box::<u8>::simplest(), Some(Box::new(0)));
    }

    #[test]
    fn maps_are_cut_by_entries_and_reduce_their_values_in_key_order() {
        let btree = BTreeMap::from([(2, "xy".to_string()), (1, "z".to_string())]);
        assert_eq!(btree.places(&[]), vec![Place::parts(2)]);
        assert_eq!(
            btree.places(&[1]),
            vec![Place::parts(2)],
            "the value of key 2"
        );
        let cut = btree.keep(&[1], &Subset::from_indices([0]));
        assert_eq!(cut[&2], "x");
        let hash: HashMap<&str, u8> = HashMap::from([("b", 9), ("a", 3)]);
        assert_eq!(hash.places(&[0]), vec![Place::Magnitude { magnitude: 3 }]);
        assert_eq!(hash.simplify(&[1], 4)["b"], 4);
        assert_eq!(
            hash.keep(&[], &Subset::from_indices([1])),
            HashMap::from([("b", 9)])
        );
        // Keys are never changed: a set is cut only.
        let set = BTreeSet::from([3u8, 1]);
        assert_eq!(set.places(&[]), vec![Place::parts(2)]);
        assert!(set.inner(&[]).is_empty());
    }
}
