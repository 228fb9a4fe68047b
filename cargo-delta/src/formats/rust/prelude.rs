//! What the prelude makes known without a `use`: `Vec`, `String`,
//! `Option`, `Iterator`... A file that imports one anyway (`use
//! alloc::vec::Vec;`, common in crates that may build without std) names
//! it as well once the `use` is cut, so the cut takes nothing that names
//! it along (`dependents.rs`): without this, cutting the `use` took every
//! function that mentions a `Vec`, and the guard refused the cut.
//!
//! The other way round, a path into the standard library that ends at a
//! prelude name (`alloc::boxed::Box::pin`, `::core::option::Option<T>`,
//! common in `no_std` crates and in code that macros wrote) can be that
//! name alone: every such path at once is one of the file's choices
//! ([`shortenable`], [`shorten`]), and the `extern crate alloc;` it needed
//! can then go.

use std::collections::BTreeSet;

use syn::visit::Visit;
use syn::visit_mut::VisitMut;
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

/// The names the prelude of every edition has, with their module: not
/// 2021's `TryFrom`, `TryInto` and `FromIterator`, whose edition the file
/// does not say.
fn in_every_edition(module: &syn::Ident, name: &syn::Ident, no_std: bool) -> bool {
    const LATER: [&str; 3] = ["TryFrom", "TryInto", "FromIterator"];
    let std = if no_std { &[][..] } else { STD };
    CORE.iter()
        .chain(std)
        .any(|(m, n)| module == m && name == n && !LATER.contains(n))
}

/// Whether `file` has a path that [`shorten`] would shorten.
pub fn shortenable(file: &syn::File) -> bool {
    let Some(shadowed) = shadowed(file) else {
        return false;
    };
    let mut find = Find {
        short: Short {
            shadowed,
            no_std: no_std(file),
        },
        found: false,
    };
    find.visit_file(file);
    find.found
}

/// Every path of `file` into the standard library that ends at a prelude
/// name shortened to that name and what follows it:
/// `alloc::vec::Vec::<u8>::new()` becomes `Vec::<u8>::new()`, `<T as
/// core::iter::Iterator>::Item` becomes `<T as Iterator>::Item`; and
/// `Option::Some` (`core::option::Option::Some` too) becomes `Some`. `use`s
/// stay as they are (their cuts are the items' lists').
pub fn shorten(file: &mut syn::File) {
    let Some(shadowed) = shadowed(file) else {
        return;
    };
    let short = Short {
        shadowed,
        no_std: no_std(file),
    };
    Shorten(short).visit_file_mut(file);
}

/// The names that the file may give another meaning than the prelude's:
/// those it defines or imports anywhere. `None` when it imports every name
/// of something outside it (`use std::io::*;` brings `io::Result`).
fn shadowed(file: &syn::File) -> Option<BTreeSet<String>> {
    let mut names: BTreeSet<String> = super::names::in_order(file).into_iter().collect();
    let mut imports = Imports {
        names: &mut names,
        outer_glob: false,
    };
    imports.visit_file(file);
    (!imports.outer_glob).then_some(names)
}

/// The names `use`s import, and whether one of them is a glob of what
/// lies outside the file.
struct Imports<'a> {
    names: &'a mut BTreeSet<String>,
    outer_glob: bool,
}

impl<'ast> Visit<'ast> for Imports<'_> {
    fn visit_item_use(&mut self, import: &'ast syn::ItemUse) {
        self.tree(&import.tree, true);
    }
}

impl Imports<'_> {
    fn tree(&mut self, tree: &UseTree, first: bool) {
        match tree {
            UseTree::Path(path) => {
                let local = ["self", "super", "crate"].iter().any(|k| path.ident == k)
                    || self.names.contains(&path.ident.to_string());
                if first && !local && glob_within(&path.tree) {
                    self.outer_glob = true;
                }
                self.tree(&path.tree, false);
            }
            UseTree::Name(name) => {
                self.names.insert(name.ident.to_string());
            }
            UseTree::Rename(rename) => {
                self.names.insert(rename.rename.to_string());
            }
            UseTree::Group(group) => {
                for inner in &group.items {
                    self.tree(inner, first);
                }
            }
            UseTree::Glob(_) => {}
        }
    }
}

/// Whether `tree` imports a glob somewhere.
fn glob_within(tree: &UseTree) -> bool {
    match tree {
        UseTree::Path(path) => glob_within(&path.tree),
        UseTree::Group(group) => group.items.iter().any(glob_within),
        UseTree::Glob(_) => true,
        UseTree::Name(_) | UseTree::Rename(_) => false,
    }
}

/// Which paths are shortened.
struct Short {
    shadowed: BTreeSet<String>,
    no_std: bool,
}

impl Short {
    /// Whether `path` can be shortened: see [`Short::std_path`] and
    /// [`Short::variant`].
    fn applies(&self, path: &syn::Path) -> bool {
        self.std_path(path) || self.variant(path)
    }

    /// Whether `path` is `Option::Some`, `Option::None`, `Result::Ok` or
    /// `Result::Err`, whose variant the prelude names alone.
    fn variant(&self, path: &syn::Path) -> bool {
        const VARIANTS: [(&str, &str); 4] = [
            ("Option", "Some"),
            ("Option", "None"),
            ("Result", "Ok"),
            ("Result", "Err"),
        ];
        let (Some(owner), Some(variant), 2) = (
            path.segments.first(),
            path.segments.last(),
            path.segments.len(),
        ) else {
            return false;
        };
        owner.arguments.is_none()
            && VARIANTS
                .iter()
                .any(|(o, v)| owner.ident == o && variant.ident == v)
            && ![&owner.ident, &variant.ident]
                .iter()
                .any(|name| self.shadowed.contains(&name.to_string()))
    }

    /// Whether `path` starts `core::`, `alloc::` or `std::`, then a
    /// prelude name's module and the name, which no name of the file
    /// shadows.
    fn std_path(&self, path: &syn::Path) -> bool {
        let mut segments = path.segments.iter();
        let (Some(krate), Some(module), Some(name)) =
            (segments.next(), segments.next(), segments.next())
        else {
            return false;
        };
        ["core", "alloc", "std"].iter().any(|k| krate.ident == k)
            && krate.arguments.is_none()
            && module.arguments.is_none()
            && in_every_edition(&module.ident, &name.ident, self.no_std)
            && !self.shadowed.contains(&name.ident.to_string())
    }
}

/// Finds a path to shorten.
struct Find {
    short: Short,
    found: bool,
}

impl<'ast> Visit<'ast> for Find {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        self.found |= self.short.applies(path);
        syn::visit::visit_path(self, path);
    }
    fn visit_item_use(&mut self, _: &'ast syn::ItemUse) {}
}

/// Shortens paths, keeping a qualified path's count of its trait's
/// segments (`<T as core::iter::Iterator>::Item`: 3, then 1).
struct Shorten(Short);

impl Shorten {
    /// Shortens `path` and its inner paths, and lowers `position` (its
    /// trait's segments, of a qualified path) by what went.
    fn qualified(&mut self, qself: Option<&mut syn::QSelf>, path: &mut syn::Path) {
        let before = path.segments.len();
        if let Some(qself) = qself {
            self.visit_type_mut(&mut qself.ty);
            self.visit_path_mut(path);
            let removed = before - path.segments.len();
            lower(Some(qself), removed);
        } else {
            self.visit_path_mut(path);
        }
    }
}

impl VisitMut for Shorten {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if self.0.std_path(path) {
            let rest = std::mem::take(&mut path.segments).into_iter().skip(2);
            path.segments = rest.collect();
            path.leading_colon = None;
        }
        if self.0.variant(path) {
            let variant = std::mem::take(&mut path.segments).into_iter().skip(1);
            path.segments = variant.collect();
        }
        syn::visit_mut::visit_path_mut(self, path);
    }
    fn visit_type_path_mut(&mut self, node: &mut syn::TypePath) {
        self.qualified(node.qself.as_mut(), &mut node.path);
    }
    fn visit_expr_path_mut(&mut self, node: &mut syn::ExprPath) {
        for attr in &mut node.attrs {
            self.visit_attribute_mut(attr);
        }
        self.qualified(node.qself.as_mut(), &mut node.path);
    }
    fn visit_expr_struct_mut(&mut self, node: &mut syn::ExprStruct) {
        let before = node.path.segments.len();
        syn::visit_mut::visit_expr_struct_mut(self, node);
        lower(node.qself.as_mut(), before - node.path.segments.len());
    }
    fn visit_pat_struct_mut(&mut self, node: &mut syn::PatStruct) {
        let before = node.path.segments.len();
        syn::visit_mut::visit_pat_struct_mut(self, node);
        lower(node.qself.as_mut(), before - node.path.segments.len());
    }
    fn visit_pat_tuple_struct_mut(&mut self, node: &mut syn::PatTupleStruct) {
        let before = node.path.segments.len();
        syn::visit_mut::visit_pat_tuple_struct_mut(self, node);
        lower(node.qself.as_mut(), before - node.path.segments.len());
    }
    fn visit_item_use_mut(&mut self, _: &mut syn::ItemUse) {}
}

/// Lowers a qualified path's count of its trait's segments by the
/// `removed` segments that went from its start (none when the count is
/// less: `<T>::core::..`, a path rustc refuses anyway).
fn lower(qself: Option<&mut syn::QSelf>, removed: usize) {
    if let Some(qself) = qself.filter(|q| q.position >= removed) {
        qself.position -= removed;
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

    fn shortened(text: &str) -> Option<String> {
        let mut file = syn::parse_file(text).unwrap();
        shortenable(&file).then(|| {
            shorten(&mut file);
            prettyplease::unparse(&file)
        })
    }

    #[test]
    fn paths_to_prelude_names_become_the_names() {
        let text = "extern crate alloc;\nuse core::pin::Pin;\nfn a<T: core::iter::Iterator>(x: <T as core::iter::Iterator>::Item) -> ::core::option::Option<alloc::boxed::Box<T>> {\n    let v = alloc::vec::Vec::<u8>::new();\n    core::option::Option::Some(alloc::boxed::Box::pin(x));\n    match v.first() { core::option::Option::Some(_) => {} _ => {} }\n    None\n}\n";
        assert_eq!(
            shortened(text).unwrap(),
            "extern crate alloc;\nuse core::pin::Pin;\nfn a<T: Iterator>(x: <T as Iterator>::Item) -> Option<Box<T>> {\n    let v = Vec::<u8>::new();\n    Some(Box::pin(x));\n    match v.first() {\n        Some(_) => {}\n        _ => {}\n    }\n    None\n}\n"
        );
        let variant = "fn a() -> Result<(), ()> { Result::Ok(()) }";
        assert_eq!(
            shortened(variant).unwrap(),
            "fn a() -> Result<(), ()> {\n    Ok(())\n}\n"
        );
        let other = "fn a() -> core::fmt::Result { core::convert::TryFrom::try_from(1u8) }";
        assert_eq!(
            shortened(other),
            None,
            "not the prelude's, or not in every edition's"
        );
    }

    #[test]
    fn a_name_the_file_gives_another_meaning_stays_a_path() {
        let own = "type Result<T> = core::result::Result<T, ()>;\nfn f() -> core::option::Option<u8> { None }";
        assert_eq!(
            shortened(own).unwrap(),
            "type Result<T> = core::result::Result<T, ()>;\nfn f() -> Option<u8> {\n    None\n}\n"
        );
        let imported = "use std::io::Result;\nfn f() -> std::result::Result<(), ()> { Ok(()) }";
        assert_eq!(shortened(imported), None);
        let glob = "use std::io::*;\nfn f() -> std::vec::Vec<u8> { vec![] }";
        assert_eq!(shortened(glob), None, "the glob may bring any name");
        let local = "mod m { pub struct S; }\nuse m::*;\nfn f() -> std::vec::Vec<u8> { vec![] }";
        assert!(
            shortened(local).is_some(),
            "a glob of the file's own module brings its names"
        );
        let no_std = "#![no_std]\nextern crate alloc;\nfn f() -> alloc::vec::Vec<u8> { loop {} }";
        assert_eq!(shortened(no_std), None, "no `Vec` in `core`'s prelude");
    }
}
