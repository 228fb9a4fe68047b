//! The names of the standard library's methods and associated functions
//! (std, core and alloc: its types' and its traits'), written by
//! `scripts/std-methods.sh` from the toolchain's documentation.
//!
//! A syntax tree does not tell a call's receiver type: `s.as_str()` may
//! call the file's `as_str` or `str`'s. So a call goes with the last
//! definition of its method (`method_calls.rs`) only when the standard
//! library has no method of that name. A name missing here (a method newer
//! than the list) takes its calls too eagerly: the candidate may lose the
//! bug, and the compiler's answer refuses it, as it would have refused the
//! call left undefined.

use std::collections::BTreeSet;
use std::sync::LazyLock;

static NAMES: LazyLock<BTreeSet<&'static str>> =
    LazyLock::new(|| include_str!("std_methods.txt").lines().collect());

/// Whether the standard library has a method or an associated function
/// called `name`.
pub fn has(name: &str) -> bool {
    NAMES.contains(name)
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
}
