//! What a module's items moved to its parent need beyond their paths
//! (`unwrap.rs` rewrites those): no name of theirs may clash with one the
//! parent has (then the module is left, not flattened: the compiler
//! would refuse the candidate with a new error); a `use` the parent
//! already has goes; the parent's `use`s through the module go, since what
//! they imported is defined beside them now (`use a::S;` would import `S`
//! into the module that defines it, an error); and `pub(super)` becomes
//! private, which in the parent means what it meant in the child.
//!
//! A crate's module in a file of its own is flattened the same way
//! ([`flatten_file`]): `cargo delta reduce-crate` merges such a file into
//! the file that declares it, so a crate that fits in one file is given
//! without the `mod x { .. }` wrappers its files became.

use std::collections::BTreeSet;

use quote::ToTokens;
use syn::visit_mut::VisitMut;
use syn::{Ident, Item, UseTree, Visibility};

use super::unwrap;

/// The names the items of `items` define, each once; `None` when one of
/// them imports a glob (`use a::*`), whose names are not known.
pub fn defined(items: &[Item]) -> Option<BTreeSet<String>> {
    let mut names = BTreeSet::new();
    for item in items {
        let name = match item {
            Item::Const(i) => i.ident.to_string(),
            Item::Enum(i) => i.ident.to_string(),
            Item::ExternCrate(i) => match &i.rename {
                Some((_, rename)) => rename.to_string(),
                None => i.ident.to_string(),
            },
            Item::Fn(i) => i.sig.ident.to_string(),
            Item::Macro(i) => match &i.ident {
                Some(ident) => ident.to_string(),
                None => continue,
            },
            Item::Mod(i) => i.ident.to_string(),
            Item::Static(i) => i.ident.to_string(),
            Item::Struct(i) => i.ident.to_string(),
            Item::Trait(i) => i.ident.to_string(),
            Item::TraitAlias(i) => i.ident.to_string(),
            Item::Type(i) => i.ident.to_string(),
            Item::Union(i) => i.ident.to_string(),
            Item::Use(i) => {
                imported(&i.tree, None, &mut names)?;
                continue;
            }
            _ => continue,
        };
        names.insert(name);
    }
    Some(names)
}

/// Adds the names a `use` tree brings in (`last` is the segment before
/// it, which `self` in a group names); `None` for a glob.
fn imported(tree: &UseTree, last: Option<&Ident>, names: &mut BTreeSet<String>) -> Option<()> {
    match tree {
        UseTree::Path(path) => imported(&path.tree, Some(&path.ident), names),
        UseTree::Name(name) if name.ident == "self" => {
            names.extend(last.map(Ident::to_string));
            Some(())
        }
        UseTree::Name(name) => {
            names.insert(name.ident.to_string());
            Some(())
        }
        UseTree::Rename(rename) => {
            names.insert(rename.rename.to_string());
            Some(())
        }
        UseTree::Glob(_) => None,
        UseTree::Group(group) => group
            .items
            .iter()
            .try_for_each(|tree| imported(tree, last, names)),
    }
}

/// Whether the items of the module at `index` of `items` can go to its
/// parent without a name clash (the `use`s that go aside: its own that
/// the parent has too or that start at `super`, the parent's through it).
pub fn fits(items: &[Item], index: usize, inner: &[Item]) -> bool {
    let mut inner = without_shared_uses(items, inner.to_vec());
    let parent = parent_names(items, index);
    inner.retain(|item| !matches!(item, Item::Use(u) if goes_aside(&u.tree, parent.as_ref())));
    let Some(Item::Mod(module)) = items.get(index) else {
        return false;
    };
    let mut others: Vec<Item> = items
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != index)
        .map(|(_, item)| item.clone())
        .collect();
    uses_through(&mut others, &module.ident);
    match (defined(&others), defined(&inner)) {
        (Some(outer), Some(inner)) => outer.is_disjoint(&inner),
        _ => false,
    }
}

/// Whether a `use` tree starts at `super`.
pub fn starts_with_super(tree: &UseTree) -> bool {
    matches!(tree, UseTree::Path(path) if path.ident == "super")
}

/// The names the items of `items` but the one at `index` define or
/// import; `None` when one of them is a glob.
pub fn parent_names(items: &[Item], index: usize) -> Option<BTreeSet<String>> {
    let others: Vec<Item> = (items.iter().enumerate())
        .filter(|(i, _)| *i != index)
        .map(|(_, item)| item.clone())
        .collect();
    defined(&others)
}

/// Whether the `use` `tree`, in a module whose parent has the names
/// `parent`, goes aside when the module's items move to the parent: it
/// starts at `super`, or at `crate` and brings only names the parent has
/// (`use crate::{S, T};` or `use crate::*;` in a module of the crate's
/// root; elsewhere the names may be others', and the compiler then refuses
/// the move).
pub fn goes_aside(tree: &UseTree, parent: Option<&BTreeSet<String>>) -> bool {
    if starts_with_super(tree) || crate_glob(tree) {
        return true;
    }
    let mut names = BTreeSet::new();
    matches!(tree, UseTree::Path(path) if path.ident == "crate")
        && imported(tree, None, &mut names).is_some()
        && !names.is_empty()
        && parent.is_some_and(|parent| names.is_subset(parent))
}

/// Whether a `use` tree is `crate::*`: in a module of the crate's root,
/// the parent's names, as `super::*` is (elsewhere the compiler refuses
/// the move, if it brought others).
fn crate_glob(tree: &UseTree) -> bool {
    matches!(tree, UseTree::Path(path) if path.ident == "crate" && matches!(*path.tree, UseTree::Glob(_)))
}

/// `inner` without the `use` items that `items` has too, token for token.
pub fn without_shared_uses(items: &[Item], mut inner: Vec<Item>) -> Vec<Item> {
    let outer: BTreeSet<String> = items
        .iter()
        .filter(|item| matches!(item, Item::Use(_)))
        .map(|item| item.to_token_stream().to_string())
        .collect();
    inner.retain(|item| {
        !(matches!(item, Item::Use(_)) && outer.contains(&item.to_token_stream().to_string()))
    });
    inner
}

/// Rewrites the `use` items of `items` whose paths go through the module
/// `module` (`a::..`, `self::a::..`, `crate::a::..`), whose items are now
/// beside them: a plain name goes (it is defined here), a renaming stays
/// as `self::S as T`, a deeper path as `self::b::S`; an item left with
/// nothing goes. Whether it changed any.
pub fn uses_through(items: &mut Vec<Item>, module: &Ident) -> bool {
    let mut changed = false;
    items.retain_mut(|item| {
        let Item::Use(used) = item else {
            return true;
        };
        let before = used.tree.to_token_stream().to_string();
        match through(used.tree.clone(), module) {
            Some(tree) => {
                changed |= tree.to_token_stream().to_string() != before;
                used.tree = tree;
                true
            }
            None => {
                changed = true;
                false
            }
        }
    });
    changed
}

/// What is left of `tree` once the module `module` is flattened.
fn through(tree: UseTree, module: &Ident) -> Option<UseTree> {
    match tree {
        UseTree::Path(path) if path.ident == *module => beside(*path.tree),
        UseTree::Path(path) if path.ident == "self" || path.ident == "crate" => match *path.tree {
            UseTree::Path(inner) if inner.ident == *module => beside(*inner.tree),
            UseTree::Name(name) if name.ident == *module => None,
            rest => Some(UseTree::Path(syn::UsePath {
                tree: Box::new(rest),
                ..path
            })),
        },
        UseTree::Name(name) if name.ident == *module => None,
        UseTree::Group(mut group) => {
            group.items = std::mem::take(&mut group.items)
                .into_iter()
                .filter_map(|tree| through(tree, module))
                .collect();
            (!group.items.is_empty()).then_some(UseTree::Group(group))
        }
        other => Some(other),
    }
}

/// The rest of a path that went through the flattened module: what it
/// still has to import from where the module's items now are.
fn beside(rest: UseTree) -> Option<UseTree> {
    let kept = match rest {
        UseTree::Name(_) | UseTree::Glob(_) => return None,
        UseTree::Group(mut group) => {
            group.items = std::mem::take(&mut group.items)
                .into_iter()
                .filter_map(beside_inner)
                .collect();
            if group.items.is_empty() {
                return None;
            }
            UseTree::Group(group)
        }
        other => other,
    };
    Some(UseTree::Path(syn::UsePath {
        ident: Ident::new("self", proc_macro2::Span::call_site()),
        colon2_token: Default::default(),
        tree: Box::new(kept),
    }))
}

/// An element of a group after the flattened module: kept unless it is a
/// plain name or a glob.
fn beside_inner(tree: UseTree) -> Option<UseTree> {
    match tree {
        UseTree::Name(_) | UseTree::Glob(_) => None,
        UseTree::Group(mut group) => {
            group.items = std::mem::take(&mut group.items)
                .into_iter()
                .filter_map(beside_inner)
                .collect();
            (!group.items.is_empty()).then_some(UseTree::Group(group))
        }
        other => Some(other),
    }
}

/// `pub(super)` and `pub(self)` of an item moved to its parent made
/// private: visible in the parent and below it, as before. Whether any
/// was.
pub fn widen(items: &mut [Item]) -> bool {
    let mut changed = false;
    for item in items {
        let vis = match item {
            Item::Const(i) => &mut i.vis,
            Item::Enum(i) => &mut i.vis,
            Item::Fn(i) => &mut i.vis,
            Item::Mod(i) => &mut i.vis,
            Item::Static(i) => &mut i.vis,
            Item::Struct(i) => &mut i.vis,
            Item::Trait(i) => &mut i.vis,
            Item::Type(i) => &mut i.vis,
            Item::Union(i) => &mut i.vis,
            Item::Use(i) => &mut i.vis,
            _ => continue,
        };
        if let Visibility::Restricted(restricted) = vis {
            let path = &restricted.path;
            if restricted.in_token.is_none() && (path.is_ident("super") || path.is_ident("self")) {
                *vis = Visibility::Inherited;
                changed = true;
            }
        }
    }
    changed
}

/// Where the declaration `mod module;` is among `parent`'s items, if the
/// items of `module_file` can replace it, flattened: not when there is no
/// such declaration at the file's top, when the declaration or the
/// module's file has attributes other than docs and `#[path]` (a `#[cfg]`
/// or a `#![allow(..)]` would be lost), or when the names clash. Asked
/// without editing anything: a crate's choices are counted each time the
/// engine sizes a candidate.
pub fn flattenable(parent: &syn::File, module: &Ident, module_file: &syn::File) -> Option<usize> {
    let index = parent.items.iter().position(
        |item| matches!(item, Item::Mod(m) if m.ident == *module && m.content.is_none()),
    )?;
    let plain = |attr: &syn::Attribute| attr.path().is_ident("doc") || attr.path().is_ident("path");
    let Item::Mod(declaration) = &parent.items[index] else {
        return None;
    };
    let attributes = declaration.attrs.iter().chain(&module_file.attrs);
    let fit = attributes.clone().all(plain) && fits(&parent.items, index, &module_file.items);
    fit.then_some(index)
}

/// Replaces the declaration `mod module;` among `parent`'s items by the
/// items of `module_file`, flattened as an inline module of the file would
/// be, when [`flattenable`] says it can; whether it did.
pub fn flatten_file(parent: &mut syn::File, module: &Ident, module_file: syn::File) -> bool {
    let Some(index) = flattenable(parent, module, &module_file) else {
        return false;
    };
    let Item::Mod(declaration) = &mut parent.items[index] else {
        return false;
    };
    declaration.attrs.clear();
    declaration.content = Some((Default::default(), module_file.items));
    declaration.semi = None;
    unwrap::unwrap(
        &mut parent.items,
        unwrap::Unwrap {
            index,
            rewrite: true,
        },
    );
    true
}

/// Rewrites `crate::m::x` to `crate::x` in `items` (paths and `use`
/// trees, at every depth), the module `m` of the crate's root being
/// flattened; whether it changed any.
pub fn crate_paths(items: &mut [Item], module: &Ident) -> bool {
    let mut paths = CratePaths {
        module,
        changed: false,
    };
    items.iter_mut().for_each(|item| paths.visit_item_mut(item));
    paths.changed
}

/// Rewrites `crate::m::x` to `crate::x`, in paths and `use` trees, for a
/// module `m` of the crate's root whose items are now at the root.
struct CratePaths<'a> {
    module: &'a Ident,
    changed: bool,
}

impl VisitMut for CratePaths<'_> {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        let names: Vec<&Ident> = path.segments.iter().map(|s| &s.ident).collect();
        if path.leading_colon.is_none()
            && names.len() > 2
            && *names[0] == "crate"
            && names[1] == self.module
        {
            path.segments = path
                .segments
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != 1)
                .map(|(_, s)| s.clone())
                .collect();
            self.changed = true;
        }
        syn::visit_mut::visit_path_mut(self, path);
    }

    fn visit_use_path_mut(&mut self, path: &mut syn::UsePath) {
        if path.ident == "crate"
            && let syn::UseTree::Path(inner) = &*path.tree
            && inner.ident == *self.module
        {
            path.tree = inner.tree.clone();
            self.changed = true;
        }
        syn::visit_mut::visit_use_path_mut(self, path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flattened(parent: &str, module: &str) -> Option<String> {
        let mut parent = syn::parse_file(parent).unwrap();
        let name = Ident::new("a", proc_macro2::Span::call_site());
        let done = flatten_file(&mut parent, &name, syn::parse_file(module).unwrap());
        done.then(|| prettyplease::unparse(&parent))
    }

    #[test]
    fn a_modules_file_is_flattened_into_its_parent_with_its_paths() {
        let parent = "use std::fmt;\nmod a;\nuse a::{S, T as U};\nuse self::a::inner::V;\nfn f() -> a::S { crate::a::g(); self::a::S }\n";
        let module = "use std::fmt;\nuse super::f;\npub(super) struct S;\npub struct T;\npub(crate) fn g() { f() }\npub mod inner { pub struct V; }\n";
        assert_eq!(
            flattened(parent, module).unwrap(),
            "use std::fmt;\nstruct S;\npub struct T;\npub(crate) fn g() {\n    f()\n}\npub mod inner {\n    pub struct V;\n}\nuse self::T as U;\nuse self::inner::V;\nfn f() -> S {\n    g();\n    S\n}\n"
        );
    }

    #[test]
    fn an_inline_module_is_flattened_with_the_uses_through_it_or_left() {
        use super::super::Source;
        use delta_test::{Place, Reduce};
        let file = Source::parse("mod a { pub(super) struct S; }\nuse a::S;\nfn f() -> S { S }\n")
            .unwrap();
        // The items: cut, or the module flattened (its paths rewritten, then
        // as it is), or the import written into its two paths.
        assert_eq!(
            file.places(&[0]),
            [Place::parts(3), Place::Choices { count: 3 }]
        );
        assert_eq!(
            file.simplify(&[0], 0).text(),
            "struct S;\nfn f() -> S {\n    S\n}\n"
        );
        // Its glob of the crate's names goes aside, as `super::*` would.
        let glob = Source::parse("mod a { use crate::*; impl S for u8 {} }\ntrait S {}\n").unwrap();
        assert_eq!(
            glob.simplify(&[0], 0).text(),
            "impl S for u8 {}\ntrait S {}\n"
        );
        // A module nested in it names it from the crate's root.
        let nested = Source::parse(
            "mod a { pub trait H {} mod r { use crate::a::H; fn f<T: crate::a::H>() {} } }\n",
        )
        .unwrap();
        assert_eq!(
            nested.simplify(&[0], 0).text(),
            "pub trait H {}\nmod r {\n    use crate::H;\n    fn f<T: crate::H>() {}\n}\n"
        );
        // `super::` paths in the modules inside it and beside it too.
        let supers = Source::parse(
            "mod a { pub fn x() {} mod c { use super::super::y; } }\nfn y() {}\nmod b { use super::a::x; }\n",
        )
        .unwrap();
        assert_eq!(
            supers.simplify(&[0], 0).text(),
            "pub fn x() {}\nmod c {\n    use super::y;\n}\nfn y() {}\nmod b {\n    use super::x;\n}\n"
        );
        let clash = Source::parse("mod a { fn g() {} }\nfn g() {}\n").unwrap();
        assert_eq!(clash.places(&[0]), [Place::parts(2)]);
        // A `use crate::..` of what the parent defines goes aside.
        let from_root = Source::parse(
            "struct S;\nmod c {\n    use crate::{S, T};\n    fn f(s: S) {}\n}\nstruct T;\n",
        )
        .unwrap();
        assert_eq!(
            from_root.simplify(&[0], 0).text(),
            "struct S;\nfn f(s: S) {}\nstruct T;\n"
        );
    }

    #[test]
    fn a_module_whose_names_clash_or_that_has_attributes_is_left() {
        assert_eq!(flattened("mod a;\nfn g() {}\n", "fn g() {}\n"), None);
        assert_eq!(flattened("mod a;\nuse x::g;\n", "fn g() {}\n"), None);
        assert_eq!(flattened("#[cfg(test)]\nmod a;\n", "fn g() {}\n"), None);
        assert_eq!(
            flattened("mod a;\n", "#![allow(unused)]\nfn g() {}\n"),
            None
        );
        assert_eq!(flattened("mod a;\nuse b::*;\n", "fn g() {}\n"), None);
        assert_eq!(
            flattened("mod a;\nfn f() {}\n", "fn g() {}\n").as_deref(),
            Some("fn g() {}\nfn f() {}\n")
        );
    }
}
