//! Items that only wrap others, replaced by what they hold, in their
//! place: an inherent `impl` block's functions made free functions
//! (`impl S { fn a() -> u32 {..} }` becomes `fn a() -> u32 {..}`, and `S`
//! may go next), and an inline module's items moved to its parent
//! (`mod a { struct S; }` becomes `struct S;`).
//!
//! The impl's generics go onto each function. A function that takes
//! `self` or names `Self` no longer compiles so, and the failure then
//! tells the reduction to keep the impl. A module is unwrapped twice over:
//! first with the paths through it in the parent rewritten (`a::S`,
//! `self::a::S`, `crate::a::S` to `S`; `super::S` inside it to `S`, its
//! `use super::...` gone, and its `use crate::..` of what the parent has;
//! `super::a::x` in the modules beside it and `super::super::x` in those
//! inside it, `supers.rs`, and what else
//! `flatten.rs` says), then, when
//! that changed anything, as it is; whichever compiles with the same
//! failure is kept. A module one of whose names the parent has too is
//! left: moved, its items would clash.

use syn::visit_mut::VisitMut;
use syn::{ImplItem, Item, ItemFn, ItemImpl, ItemMod};

use super::flatten;
use super::supers;

/// One way to unwrap the item at `index` of a list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unwrap {
    /// The item's index in the list.
    pub index: usize,
    /// For a module: whether the paths through it are rewritten.
    pub rewrite: bool,
}

/// The ways to unwrap the items of `items`: each inherent impl with
/// nothing but functions in it, each inline module (with its paths
/// rewritten, then as it is when that differs).
pub fn unwrappable(items: &[Item]) -> Vec<Unwrap> {
    let mut ways = Vec::new();
    for (index, item) in items.iter().enumerate() {
        match item {
            Item::Impl(block) if free_functions(block) => ways.push(Unwrap {
                index,
                rewrite: false,
            }),
            Item::Mod(ItemMod {
                content: Some((_, inner)),
                ..
            }) if flatten::fits(items, index, inner) => {
                ways.push(Unwrap {
                    index,
                    rewrite: true,
                });
                if unwrap_module(&mut items.to_vec(), index, true) {
                    ways.push(Unwrap {
                        index,
                        rewrite: false,
                    });
                }
            }
            _ => {}
        }
    }
    ways
}

/// Unwraps `items` the way `way` says.
pub fn unwrap(items: &mut Vec<Item>, way: Unwrap) {
    match items.get(way.index) {
        Some(Item::Impl(_)) => unwrap_impl(items, way.index),
        Some(Item::Mod(_)) => {
            unwrap_module(items, way.index, way.rewrite);
        }
        _ => {}
    }
}

/// Whether `block` is an inherent impl whose items are all functions.
fn free_functions(block: &ItemImpl) -> bool {
    block.trait_.is_none()
        && !block.items.is_empty()
        && block.items.iter().all(|i| matches!(i, ImplItem::Fn(_)))
}

/// Replaces the impl at `index` of `items` by its functions.
fn unwrap_impl(items: &mut Vec<Item>, index: usize) {
    let Some(Item::Impl(block)) = items.get(index).cloned() else {
        return;
    };
    let free: Vec<Item> = block
        .items
        .iter()
        .filter_map(|item| match item {
            ImplItem::Fn(f) => Some(Item::Fn(free_fn(&block, f))),
            _ => None,
        })
        .collect();
    items.splice(index..=index, free);
}

/// `f` of `block` as a free function, with the impl's generics first.
fn free_fn(block: &ItemImpl, f: &syn::ImplItemFn) -> ItemFn {
    let mut sig = f.sig.clone();
    let own = std::mem::take(&mut sig.generics.params);
    sig.generics.params = block.generics.params.iter().cloned().chain(own).collect();
    if let Some(outer) = &block.generics.where_clause {
        let clause = sig.generics.make_where_clause();
        clause.predicates.extend(outer.predicates.iter().cloned());
    }
    ItemFn {
        attrs: f.attrs.clone(),
        vis: f.vis.clone(),
        sig,
        block: Box::new(f.block.clone()),
    }
}

/// Replaces the module at `index` of `items` by its items; with `rewrite`,
/// the paths through it are rewritten to name them where they now are.
/// Whether a rewrite changed anything.
fn unwrap_module(items: &mut Vec<Item>, index: usize, rewrite: bool) -> bool {
    let Some(Item::Mod(ItemMod {
        ident,
        content: Some((_, mut inner)),
        ..
    })) = items.get(index).cloned()
    else {
        return false;
    };
    if !rewrite {
        items.splice(index..=index, inner);
        return false;
    }
    let uses = inner.len();
    let parent = flatten::parent_names(items, index);
    inner.retain(
        |item| !matches!(item, Item::Use(u) if flatten::goes_aside(&u.tree, parent.as_ref())),
    );
    let mut inner = flatten::without_shared_uses(items, inner);
    let widened = flatten::widen(&mut inner);
    let mut up = Strip::new(Target::Super);
    inner.iter_mut().for_each(|item| up.visit_item_mut(item));
    let absolute = flatten::crate_paths(&mut inner, &ident);
    let nested = supers::inside(&mut inner);
    let count = inner.len();
    let mut after = items.split_off(index + 1);
    items.pop();
    let imports = flatten::uses_through(items, &ident) | flatten::uses_through(&mut after, &ident);
    let beside = supers::beside(items, &ident) | supers::beside(&mut after, &ident);
    let mut through = Strip::new(Target::Module(ident));
    for item in items.iter_mut().chain(&mut after) {
        through.visit_item_mut(item);
    }
    items.extend(inner);
    items.extend(after);
    uses != count
        || widened
        || absolute
        || nested
        || imports
        || beside
        || up.changed
        || through.changed
}

/// Removes leading segments from paths, and tells whether it did.
struct Strip {
    target: Target,
    changed: bool,
}

/// The leading segments a [`Strip`] removes.
enum Target {
    /// `super::` (in an unwrapped module's items, now in the parent).
    Super,
    /// `a::`, `self::a::` or `crate::a::` (in the parent of `a`).
    Module(syn::Ident),
}

impl Strip {
    fn new(target: Target) -> Strip {
        Strip {
            target,
            changed: false,
        }
    }

    /// How many leading segments of `path` go (none: it is left alone).
    /// The last segment always stays.
    fn leading(&self, path: &syn::Path) -> usize {
        let names: Vec<_> = path.segments.iter().map(|s| &s.ident).collect();
        let count = match &self.target {
            Target::Super => usize::from(names.first().is_some_and(|n| *n == "super")),
            Target::Module(module) => match names.as_slice() {
                [first, ..] if *first == module => 1,
                [first, second, ..]
                    if (*first == "self" || *first == "crate") && *second == module =>
                {
                    2
                }
                _ => 0,
            },
        };
        if path.leading_colon.is_some() || count >= names.len() {
            0
        } else {
            count
        }
    }
}

impl VisitMut for Strip {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        let leading = self.leading(path);
        if leading > 0 {
            self.changed = true;
            path.segments = path.segments.iter().skip(leading).cloned().collect();
        }
        syn::visit_mut::visit_path_mut(self, path);
    }

    /// A nested module's own paths are its own: `super::` there is not
    /// ours, nor is `a::`; but `crate::a::x` is absolute, and becomes
    /// `crate::x`.
    fn visit_item_mod_mut(&mut self, module: &mut ItemMod) {
        if let (Target::Module(name), Some((_, items))) = (&self.target, &mut module.content) {
            self.changed |= flatten::crate_paths(items, name);
        }
    }
}
