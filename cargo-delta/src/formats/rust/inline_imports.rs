//! A `use` of one name written into the paths that name it, and gone:
//! `use std::sync; fn a() { sync::RwLock::new(0); }` becomes `fn a() {
//! std::sync::RwLock::new(0); }`.
//!
//! A reduction keeps an import as long as one path names it, and a bug
//! report reads the path whole more easily than an import and a path. It
//! is offered where it makes the file shorter: once the import's path is
//! written at each use, fewer tokens are left than before (a path named
//! once, or twice with one segment before the name).
//!
//! Only the list the `use` stands in is rewritten: its functions, impls
//! and the like, not the modules inside it, which see the import only
//! through a `use super::..` of their own. A name that occurs where the
//! rewrite cannot follow it is not offered (`untraced.rs`: in a macro's
//! tokens; as a pattern, where `Less =>` of an imported variant would
//! become a binding; bound by a parameter, which shadows it; at the start
//! of another `use`).

use syn::punctuated::Punctuated;
use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{Ident, Item, ItemUse, UseTree};

use super::untraced;

/// The indices in `items` of the imports of one name (`use a::b::C;`,
/// `use a::B as C;`) whose paths, written at each use, make the list
/// shorter.
pub fn inlinable(items: &[Item]) -> Vec<usize> {
    items
        .iter()
        .enumerate()
        .filter_map(|(index, item)| {
            let Import {
                prefix,
                name,
                original,
                ..
            } = import(item)?;
            let uses = uses(items, index, &name)?;
            let renamed = name != original;
            // The import's tokens: `use`, the path with its `::`s, the name
            // (`as C` two more), `;`; each use gains the prefix and its `::`s.
            let import = 2 * prefix.len() + 3 + 2 * usize::from(renamed);
            (uses > 0 && uses * 2 * prefix.len() < import).then_some(index)
        })
        .collect()
}

/// Writes the import at `index` (one of [`inlinable`]) into the paths of
/// `items` that name it, and takes it away.
pub fn inline(items: &mut Vec<Item>, index: usize) {
    let Some(import) = items.get(index).and_then(import) else {
        return;
    };
    let mut rewrite = Rewrite { import };
    for (at, item) in items.iter_mut().enumerate() {
        if untraced::reached(index, at, item) {
            rewrite.visit_item_mut(item);
        }
    }
    items.remove(index);
}

/// An import of one name.
struct Import {
    /// The path before the name: `[a, b]` in `use a::b::C;`.
    prefix: Vec<Ident>,
    /// The name it brings in: `C` in `use a::b::C;` and in `use a::B as C;`.
    name: Ident,
    /// The name at the end of its path: `B` in `use a::B as C;`.
    original: Ident,
    /// Whether its path starts with `::`.
    leading: bool,
}

/// The import `item` makes, if it is of one name with a path before it:
/// not a group, a glob, `self` or `_`, nor `use a;`, which brings in
/// nothing new.
fn import(item: &Item) -> Option<Import> {
    let Item::Use(ItemUse {
        leading_colon,
        tree,
        ..
    }) = item
    else {
        return None;
    };
    let mut prefix = Vec::new();
    let mut tree = tree;
    while let UseTree::Path(path) = tree {
        prefix.push(path.ident.clone());
        tree = &path.tree;
    }
    let (name, original) = match tree {
        UseTree::Name(name) => (name.ident.clone(), name.ident.clone()),
        UseTree::Rename(rename) => (rename.rename.clone(), rename.ident.clone()),
        _ => return None,
    };
    let plain = !prefix.is_empty() && original != "self" && name != "_";
    plain.then_some(Import {
        prefix,
        name,
        original,
        leading: leading_colon.is_some(),
    })
}

/// How many paths of `items` but the import at `index` (and the modules
/// inside the list) start with `name`; `None` if it occurs where the
/// rewrite cannot follow it (`untraced.rs`).
fn uses(items: &[Item], index: usize, name: &Ident) -> Option<usize> {
    if untraced::in_items(untraced::beside(items, index), name) {
        return None;
    }
    let mut count = Count { name, paths: 0 };
    untraced::beside(items, index).for_each(|item| count.visit_item(item));
    Some(count.paths)
}

struct Count<'n> {
    name: &'n Ident,
    paths: usize,
}

impl<'a> Visit<'a> for Count<'_> {
    fn visit_path(&mut self, path: &'a syn::Path) {
        let first = path.segments.first();
        if path.leading_colon.is_none() && first.is_some_and(|s| s.ident == *self.name) {
            self.paths += 1;
        }
        syn::visit::visit_path(self, path);
    }

    fn visit_item_mod(&mut self, _: &'a syn::ItemMod) {}
}

/// Writes the import's path in front of every path that starts with its
/// name (the original name, for a renamed import).
struct Rewrite {
    import: Import,
}

impl VisitMut for Rewrite {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if path.leading_colon.is_none()
            && let Some(first) = path.segments.first_mut()
            && first.ident == self.import.name
        {
            first.ident = self.import.original.clone();
            let rest = std::mem::take(&mut path.segments);
            let prefix = self.import.prefix.iter().cloned();
            let mut segments: Punctuated<syn::PathSegment, syn::Token![::]> =
                prefix.map(syn::PathSegment::from).collect();
            segments.extend(rest);
            path.segments = segments;
            if self.import.leading {
                path.leading_colon = Some(Default::default());
            }
        }
        syn::visit_mut::visit_path_mut(self, path);
    }

    fn visit_item_mod_mut(&mut self, _: &mut syn::ItemMod) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inlined(text: &str) -> String {
        super::super::tests::applied_once(text, inlinable, inline)
    }

    #[test]
    fn an_import_is_written_where_it_is_named_and_goes() {
        assert_eq!(
            inlined("use std::sync;\nfn a() { sync::RwLock::new(0); }\n"),
            "fn a() {\n    std::sync::RwLock::new(0);\n}\n"
        );
        assert_eq!(
            inlined("use std::ops::Deref as D;\nimpl D for S {}\nmod m { fn f(_: D) {} }\n"),
            "impl std::ops::Deref for S {}\nmod m {\n    fn f(_: D) {}\n}\n"
        );
        // Twice, with one segment before the name: still shorter.
        assert_eq!(
            inlined("use std::fmt;\nimpl fmt::Debug for S {\n    fn fmt(&self, f: &mut fmt::Formatter) {}\n}\n"),
            "impl std::fmt::Debug for S {\n    fn fmt(&self, f: &mut std::fmt::Formatter) {}\n}\n"
        );
    }

    #[test]
    fn an_import_named_often_in_tokens_or_not_at_all_is_not_offered() {
        for text in [
            "use std::ops::Deref;\nfn f(_: Deref, _: Deref) {}\n",
            "use std::sync::Arc;\nfn f() { vec![Arc::new(0)]; Arc::new(1); }\n",
            "use std::cmp::Ordering::Less;\nfn f(o: Ordering) -> bool { Less; match o { Less => true, _ => false } }\n",
            "use m::T;\nfn f<T>(x: T) -> T::X {}\n",
            "use std::fmt;\nuse fmt::Write;\nfn f(_: fmt::Error) {}\n",
            "use std::sync::Arc;\nfn f() {}\n",
            "use std::{fmt, ops};\nfn f(_: fmt::Error) {}\n",
            "use std::sync::*;\nfn f(_: Arc<u8>) {}\n",
        ] {
            assert!(super::super::tests::offers_none(text, inlinable), "{text}");
        }
    }
}
