//! What the prelude makes known without a `use`: `Vec`, `String`,
//! `Option`, `Iterator`... A file that imports one anyway (`use
//! alloc::vec::Vec;`, common in crates that may build without std) names
//! it as well once the `use` is cut, so the cut takes nothing that names
//! it along (`dependents.rs`): without this, cutting the `use` took every
//! function that mentions a `Vec`, and the guard refused the cut.

use std::collections::BTreeSet;

use syn::UseTree;

/// The names of the prelude of `core` (every crate's), each with the
/// module it is defined in.
const CORE: &[(&str, &str)] = &[
    ("marker", "Copy"),
    ("marker", "Send"),
    ("marker", "Sized"),
    ("marker", "Sync"),
    ("marker", "Unpin"),
    ("ops", "Drop"),
    ("ops", "Fn"),
    ("ops", "FnMut"),
    ("ops", "FnOnce"),
    ("mem", "drop"),
    ("clone", "Clone"),
    ("cmp", "PartialEq"),
    ("cmp", "PartialOrd"),
    ("cmp", "Eq"),
    ("cmp", "Ord"),
    ("convert", "AsRef"),
    ("convert", "AsMut"),
    ("convert", "Into"),
    ("convert", "From"),
    ("convert", "TryFrom"),
    ("convert", "TryInto"),
    ("default", "Default"),
    ("iter", "Iterator"),
    ("iter", "Extend"),
    ("iter", "IntoIterator"),
    ("iter", "DoubleEndedIterator"),
    ("iter", "ExactSizeIterator"),
    ("iter", "FromIterator"),
    ("option", "Option"),
    ("result", "Result"),
];

/// The names `std`'s prelude adds to `core`'s: none in a `#![no_std]`
/// crate, where they must be imported.
const STD: &[(&str, &str)] = &[
    ("vec", "Vec"),
    ("string", "String"),
    ("string", "ToString"),
    ("boxed", "Box"),
    ("borrow", "ToOwned"),
];

/// The names `tree` imports from where the prelude takes them
/// (`vec::Vec`, not `fmt::Result`), not renamed: what stays known when the
/// `use` goes. `no_std`: the file says `#![no_std]`.
pub fn imported(tree: &UseTree, no_std: bool) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    walk(tree, None, no_std, &mut names);
    names
}

fn walk(tree: &UseTree, module: Option<&syn::Ident>, no_std: bool, names: &mut BTreeSet<String>) {
    match tree {
        UseTree::Path(path) => walk(&path.tree, Some(&path.ident), no_std, names),
        UseTree::Group(group) => {
            for inner in &group.items {
                walk(inner, module, no_std, names);
            }
        }
        UseTree::Name(name) => {
            let Some(module) = module else {
                return;
            };
            let std = if no_std { &[][..] } else { STD };
            let known = CORE
                .iter()
                .chain(std)
                .any(|(m, n)| module == m && name.ident == n);
            if known {
                names.insert(name.ident.to_string());
            }
        }
        UseTree::Rename(_) | UseTree::Glob(_) => {}
    }
}

/// Whether `file` says `#![no_std]`.
pub fn no_std(file: &syn::File) -> bool {
    file.attrs.iter().any(|attr| attr.path().is_ident("no_std"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str, no_std: bool) -> Vec<String> {
        let import: syn::ItemUse = syn::parse_str(text).unwrap();
        imported(&import.tree, no_std).into_iter().collect()
    }

    #[test]
    fn only_what_the_prelude_takes_from_there_is_known() {
        let text = "use alloc::{vec::Vec, string::{String, ToString as S}, fmt::Result};";
        assert_eq!(names(text, false), ["String", "Vec"]);
        assert_eq!(names(text, true), Vec::<String>::new());
        assert_eq!(names("use core::option::Option;", true), ["Option"]);
        assert_eq!(names("use std::fmt::Result;", false), Vec::<String>::new());
    }
}
