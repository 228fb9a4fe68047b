//! `&'static str` and `&'static [T]`, as a test's values hold them
//! (`vec!["a", "b"]`, `vec![&b"ab"[..]]`): reduced as `String` and `Vec`
//! are. A candidate is a new value, which a `'static` borrow can only
//! point to once leaked: each distinct candidate is leaked once
//! ([`interned`]), so the memory kept is bounded by the distinct values
//! tried, small for the literals tests are written with; take owned types
//! for megabytes.

use std::any::{Any, TypeId};
use std::collections::{HashMap, HashSet};
use std::hash::Hash;
use std::sync::{Mutex, PoisonError};

use super::collections::{keep_in_slice, list_places, sequence_inner, simplify_in_slice};
use super::text::{keep_chars, text_places};
use super::{bad_path, Place, Reduce, Sequence};
use crate::subset::Subset;

impl Reduce for &'static str {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.chars().count())]
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        text_places(self, path)
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        if !path.is_empty() {
            bad_path::<Self>(path);
        }
        interned(keep_chars(self, kept).into_boxed_str())
    }

    fn simplest() -> Option<Self> {
        Some("")
    }

    fn joined(&self, next: &Self) -> Option<Self> {
        Some(interned(format!("{self}{next}").into_boxed_str()))
    }

    fn joins() -> bool {
        true
    }
}

impl<T> Reduce for &'static [T]
where
    T: Reduce + Hash + Eq + Send + Sync + 'static,
{
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        interned(keep_in_slice(self, path, kept).into_boxed_slice())
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        list_places(self.len(), path, |i| self.get(i))
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        sequence_inner(self.len(), path, |i| self.get(i))
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        interned(simplify_in_slice(self, path, to).into_boxed_slice())
    }

    fn simplest() -> Option<Self> {
        Some(&[])
    }

    fn joined(&self, next: &Self) -> Option<Self> {
        Some(interned([*self, next].concat().into_boxed_slice()))
    }

    fn joins() -> bool {
        true
    }
}

/// `value` as a `'static` borrow: leaked the first time it is seen, the
/// same borrow after. One set of leaked values per type, found by its
/// `TypeId` (a `static` cannot be generic).
fn interned<T>(value: Box<T>) -> &'static T
where
    T: ?Sized + Hash + Eq + Send + Sync + 'static,
{
    type Sets = HashMap<TypeId, Box<dyn Any + Send>>;
    static SEEN: Mutex<Option<Sets>> = Mutex::new(None);
    let mut sets = SEEN.lock().unwrap_or_else(PoisonError::into_inner);
    let set = sets
        .get_or_insert_with(HashMap::new)
        .entry(TypeId::of::<T>())
        .or_insert_with(|| Box::new(HashSet::<&'static T>::new()))
        .downcast_mut::<HashSet<&'static T>>()
        .expect("the set of its own type");
    if let Some(&known) = set.get(&*value) {
        return known;
    }
    let leaked: &'static T = Box::leak(value);
    set.insert(leaked);
    leaked
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_static_str_is_cut_as_a_string_and_each_text_leaked_once() {
        let text: &'static str = "a b\nc d";
        assert_eq!(text.places(&[]), text.to_string().places(&[]));
        let kept = Subset::from_indices([0, 1, 2, 6]);
        let cut = text.keep(&[], &kept);
        assert_eq!(cut, "a bd");
        assert_eq!(cut, text.to_string().keep(&[], &kept));
        // The same text again is the same borrow, not a second leak.
        assert!(std::ptr::eq(cut, text.keep(&[], &kept)));
        assert_eq!(text.joined(&"!"), Some("a b\nc d!"));
        assert!(<&str>::joins());
    }

    #[test]
    fn a_static_slice_is_cut_as_a_vec_and_each_value_leaked_once() {
        let bytes: &'static [u8] = b"abcd";
        assert_eq!(bytes.places(&[]), bytes.to_vec().places(&[]));
        let kept = Subset::from_indices([1, 3]);
        let cut = bytes.keep(&[], &kept);
        assert_eq!(cut, b"bd");
        assert!(std::ptr::eq(cut, bytes.keep(&[], &kept)));
        // Inside: a number lowered, as in a `Vec<u8>`.
        assert_eq!(bytes.simplify(&[0], 0), bytes.to_vec().simplify(&[0], 0));
        assert_eq!(bytes.joined(&&b"!"[..]), Some(&b"abcd!"[..]));
    }
}
