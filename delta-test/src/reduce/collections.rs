//! Strings, sequences, maps and sets: cut by characters, elements or
//! entries. `Option` and `Box` pass their content's sequences through.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
use std::hash::{BuildHasher, Hash};

use super::{bad_path, Reduce, Sequence};
use crate::subset::Subset;

/// Cut by `char`, so a candidate never splits a UTF-8 sequence.
impl Reduce for String {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.chars().count())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        if !path.is_empty() {
            bad_path::<Self>(path);
        }
        if self.is_ascii() {
            // One byte per char: copy each kept run at once. (Both calls
            // are the standard library's, optimised even in a debug build,
            // where a loop over the chars is slow on a megabyte.)
            let mut out = String::with_capacity(kept.len());
            for range in kept.ranges() {
                out.push_str(&self[range.clone()]);
            }
            return out;
        }
        let mut out = String::with_capacity(self.len());
        let mut chars = self.char_indices().enumerate().peekable();
        for range in kept.ranges() {
            // Skip to the range's first char, then copy its bytes at once.
            while chars.next_if(|&(i, _)| i < range.start).is_some() {}
            let Some(&(_, (from, _))) = chars.peek() else {
                break;
            };
            while chars.next_if(|&(i, _)| i < range.end).is_some() {}
            let to = chars.peek().map_or(self.len(), |&(_, (byte, _))| byte);
            out.push_str(&self[from..to]);
        }
        out
    }
}

/// Shared by the slice-like containers: the container itself is the sequence.
fn keep_elements<T: Clone>(items: &[T], path: &[usize], kept: &Subset) -> Vec<T> {
    if !path.is_empty() {
        bad_path::<[T]>(path);
    }
    kept.select(items)
}

impl<T: Reduce> Reduce for Vec<T> {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        keep_elements(self, path, kept)
    }
}

impl<T: Reduce> Reduce for Box<[T]> {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        keep_elements(self, path, kept).into_boxed_slice()
    }
}

impl<T: Reduce> Reduce for VecDeque<T> {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        if !path.is_empty() {
            bad_path::<Self>(path);
        }
        kept.iter().map(|i| self[i].clone()).collect()
    }
}

/// `Box<T>` is transparent: it has exactly the sequences of its content.
impl<T: Reduce> Reduce for Box<T> {
    fn sequences(&self) -> Vec<Sequence> {
        (**self).sequences()
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        Box::new((**self).keep(path, kept))
    }
}

/// `Some(x)` has the sequences of `x` under step `0`; `None` has none.
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
}

/// Maps are cut by entries, taken in key order.
impl<K: Ord + Clone, V: Reduce> Reduce for BTreeMap<K, V> {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        if !path.is_empty() {
            bad_path::<Self>(path);
        }
        keep_in_order(self.iter(), kept)
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect()
    }
}

/// Cut by entries in key order (not in the map's random iteration order),
/// so that every run of a reduction tries the same candidates.
impl<K, V, S> Reduce for HashMap<K, V, S>
where
    K: Ord + Hash + Clone,
    V: Reduce,
    S: BuildHasher + Clone,
{
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        if !path.is_empty() {
            bad_path::<Self>(path);
        }
        let mut entries: Vec<_> = self.iter().collect();
        entries.sort_by(|a, b| a.0.cmp(b.0));
        let mut out = HashMap::with_capacity_and_hasher(kept.len(), self.hasher().clone());
        out.extend(keep_in_order(entries.into_iter(), kept).map(|(k, v)| (k.clone(), v.clone())));
        out
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
}

/// Cut by elements in their `Ord` order, for the same reason as `HashMap`.
impl<T, S> Reduce for HashSet<T, S>
where
    T: Ord + Hash + Clone,
    S: BuildHasher + Clone,
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

    fn keep<T: Reduce>(value: &T, indices: &[usize]) -> T {
        value.keep(&[], &Subset::from_indices(indices.iter().copied()))
    }

    #[test]
    fn strings_are_cut_by_char() {
        let s = String::from("héllo, wörld");
        assert_eq!(s.sequences(), vec![Sequence::here(12)]);
        assert_eq!(keep(&s, &[0, 1, 7, 8]), "héwö");
        assert_eq!(keep(&s, &[]), "");
        assert_eq!(keep(&s, &(0..12).collect::<Vec<_>>()), s);
        assert_eq!(keep(&String::from("🦀a🦀"), &[0, 2]), "🦀🦀");
        assert_eq!(
            keep(&String::from("ascii only"), &[0, 1, 6, 7, 8, 9]),
            "asonly"
        );
    }

    #[test]
    fn sequences_keep_their_order() {
        assert_eq!(keep(&vec![1, 2, 3, 4], &[1, 3]), vec![2, 4]);
        assert_eq!(
            keep(&VecDeque::from([1, 2, 3]), &[0, 2]),
            VecDeque::from([1, 3])
        );
        assert_eq!(
            keep(&Box::<[u8]>::from([1, 2, 3]), &[2]),
            Box::<[u8]>::from([3])
        );
        assert_eq!(
            keep(&Box::new(String::from("abc")), &[1]),
            Box::new(String::from("b"))
        );
    }

    #[test]
    fn maps_and_sets_are_cut_in_key_order() {
        let map: HashMap<_, _> = [(3, 'c'), (1, 'a'), (2, 'b')].into();
        assert_eq!(keep(&map, &[0, 2]), HashMap::from([(1, 'a'), (3, 'c')]));
        let tree = BTreeMap::from([("b", 2), ("a", 1)]);
        assert_eq!(keep(&tree, &[1]), BTreeMap::from([("b", 2)]));
        let set: HashSet<_> = [5, 9, 7].into();
        assert_eq!(keep(&set, &[1]), HashSet::from([7]));
        assert_eq!(
            keep(&BTreeSet::from(['x', 'y']), &[0]),
            BTreeSet::from(['x'])
        );
    }

    #[test]
    fn option_and_tuples_nest_paths() {
        let value = (String::from("ab"), 7u8, Some(vec![1, 2, 3]));
        assert_eq!(
            value.sequences(),
            vec![
                Sequence::here(2).under(0),
                Sequence::here(3).under(0).under(2)
            ]
        );
        let cut = value.keep(&[2, 0], &Subset::from_indices([0]));
        assert_eq!(cut, (String::from("ab"), 7, Some(vec![1])));
        assert!(None::<String>.sequences().is_empty());
        assert!(42u32.sequences().is_empty());
    }

    #[test]
    #[should_panic(expected = "has no sequence at path [5]")]
    fn a_path_outside_the_value_is_a_contract_error() {
        let _ = (String::new(), 1u8).keep(&[5], &Subset::empty());
    }
}
