//! `&str` and `&[T]` inside a value, as a test's literals hold them
//! (`vec!["a", "b"]`, `vec![&b"ab"[..]]`) or a `#[delta_debug]` function
//! is given them: reduced as `String` and `Vec` are. A candidate is a new
//! value, which a borrow can only point to once leaked (a `'static` value
//! outlives any borrow's lifetime): each distinct text is leaked once
//! ([`interned`]), each slice candidate once made, so the memory kept is
//! bounded by the candidates tried, small for the literals tests are
//! written with; take owned types for megabytes.

use std::collections::BTreeSet;
use std::sync::{Mutex, PoisonError};

use super::collections::{keep_in_slice, list_places, sequence_inner, simplify_in_slice};
use super::text::{keep_chars, text_places};
use super::{bad_path, Place, Reduce, Sequence};
use crate::subset::Subset;

impl Reduce for &str {
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
        interned(keep_chars(self, kept))
    }

    fn simplest() -> Option<Self> {
        Some("")
    }

    fn joined(&self, next: &Self) -> Option<Self> {
        Some(interned(format!("{self}{next}")))
    }

    fn joins() -> bool {
        true
    }
}

impl<T: Reduce> Reduce for &[T] {
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.len())]
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        Box::leak(keep_in_slice(self, path, kept).into_boxed_slice())
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        list_places(self.len(), path, |i| self.get(i))
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        sequence_inner(self.len(), path, |i| self.get(i))
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        Box::leak(simplify_in_slice(self, path, to).into_boxed_slice())
    }

    fn simplest() -> Option<Self> {
        Some(&[])
    }

    fn joined(&self, next: &Self) -> Option<Self> {
        Some(Box::leak([*self, next].concat().into_boxed_slice()))
    }

    fn joins() -> bool {
        true
    }
}

/// `text` as a `'static` borrow: leaked the first time it is seen, the
/// same borrow after. (A slice's elements may borrow, so slices, which a
/// set of their own type would need `'static` to key, are leaked each
/// time: their candidates are cut from a literal's few elements.)
fn interned(text: String) -> &'static str {
    static SEEN: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut seen = SEEN.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(&known) = seen.get(text.as_str()) {
        return known;
    }
    let leaked: &'static str = Box::leak(text.into_boxed_str());
    seen.insert(leaked);
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
    fn a_borrowed_slice_is_cut_as_a_vec() {
        let bytes: &'static [u8] = b"abcd";
        assert_eq!(bytes.places(&[]), bytes.to_vec().places(&[]));
        let kept = Subset::from_indices([1, 3]);
        assert_eq!(bytes.keep(&[], &kept), b"bd");
        // Inside: a number lowered, as in a `Vec<u8>`.
        assert_eq!(bytes.simplify(&[0], 0), bytes.to_vec().simplify(&[0], 0));
        assert_eq!(bytes.joined(&&b"!"[..]), Some(&b"abcd!"[..]));
    }
}
