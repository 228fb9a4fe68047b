//! The names of the standard library's methods and associated functions
//! (std, core and alloc), each with the types and traits that have it,
//! written by `scripts/std-methods.py` from the toolchain's documentation.
//!
//! A syntax tree does not tell a call's receiver type: `s.as_str()` may
//! call the file's `as_str` or `str`'s. So a call goes with the last
//! definition of its method (`method_calls.rs`) only when the standard
//! library has no method of that name, and one on a receiver of a known
//! type (`receivers.rs`) only when none of what that type reaches in std
//! has it. A name missing here (a method newer than the list) takes its
//! calls too eagerly: the candidate may lose the bug, and the compiler's
//! answer refuses it, as it would have refused the call left undefined.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

/// Each name, and who has it: page names of the documentation (`Vec`,
/// `slice`, `str`, `Iterator`).
static OWNERS: LazyLock<BTreeMap<&'static str, Vec<&'static str>>> = LazyLock::new(|| {
    let lines = include_str!("std_methods.txt").lines();
    lines
        .filter_map(|line| {
            let mut words = line.split(' ');
            Some((words.next()?, words.collect()))
        })
        .collect()
});

/// The traits std implements for every type, or for every type a file
/// usually makes (`From<T> for T`, `ToString` for what is `Display`,
/// `IntoIterator` for an `Iterator`): what any type reaches.
const EVERY_TYPE: &[&str] = &[
    "Any",
    "Borrow",
    "BorrowMut",
    "CloneToUninit",
    "From",
    "Into",
    "IntoIterator",
    "ToOwned",
    "ToString",
    "TryFrom",
    "TryInto",
];

/// Whether the standard library has a method or an associated function
/// called `name`.
pub fn has(name: &str) -> bool {
    OWNERS.contains_key(name)
}

/// The std types and traits that have a method or an associated function
/// called `name` (none for a name std does not have).
pub fn owners(name: &str) -> &'static [&'static str] {
    OWNERS.get(name).map_or(&[], Vec::as_slice)
}

/// Whether a value that reaches the std types and traits `reach` (its
/// own type, the traits it implements, its `Deref` target) may have a std
/// method called `name`.
pub fn reached(name: &str, reach: &BTreeSet<String>) -> bool {
    OWNERS.get(name).is_some_and(|owners| {
        owners
            .iter()
            .any(|owner| reach.contains(*owner) || EVERY_TYPE.contains(owner))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn std_names_are_known_and_a_crates_own_are_not() {
        for name in ["as_str", "len", "take", "new", "from", "next", "truncate"] {
            assert!(has(name), "{name}");
        }
        for name in ["advance_mut", "put_slice", "remaining_mut"] {
            assert!(!has(name), "{name}");
        }
    }

    #[test]
    fn a_name_is_reached_through_its_owners() {
        let reach = |names: &[&str]| names.iter().map(ToString::to_string).collect();
        // `IoSlice::advance`: not a slice's, nor an iterator's.
        assert!(!reached("advance", &reach(&["slice", "Iterator"])));
        assert!(reached("advance", &reach(&["IoSlice"])));
        assert!(reached("len", &reach(&["slice"])));
        assert!(reached("take", &reach(&["Iterator"])));
        // `into` is every type's.
        assert!(reached("into", &reach(&[])));
        assert!(!reached("put_slice", &reach(&["slice"])));
    }
}
