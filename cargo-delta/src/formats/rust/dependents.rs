//! Items cut with what names them: when a cut removes an item, the items
//! of the file that name it go too (and those that name them, in turn),
//! and the names a `use` imports from it leave the `use`.
//!
//! A compiler refuses a file that names what it no longer defines
//! (E0425, E0412, E0433, E0432), so cargo delta's guard, which refuses a
//! candidate with an error the original did not have, refused every cut
//! of an item that something else still used. Cutting one item at a time
//! in the right order would get there, but each needs its own run, and a
//! large block of a big file nearly always holds an item that another
//! part of the file names: on a 2,000-line file the search stopped at
//! 8,000 tokens. C-Reduce and treereduce have no such cut; they rely on
//! the compiler accepting the broken file, which the guard does not.
//!
//! Names are matched as identifiers, without scopes. So that an item is
//! not taken for another of the same name (a `use core::mem;` in each
//! inline module, a field called like a function), a name goes only when
//! nothing left in the file defines it: a name defined twice is kept,
//! and the compiler's answer says whether the cut holds, as before. The
//! one scope told apart is another crate's: in a path that starts with a
//! name the file neither defines nor imports (`alloc::vec::Vec`,
//! `core::fmt::Result`), the later names are that crate's.
//! What names do not show, calls of a method cut and impls that need an
//! impl cut, is `broken.rs`'s.

use std::collections::{BTreeMap, BTreeSet};

use delta_test::Subset;
use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::visit::Visit;
use syn::{ImplItem, Item, UseTree};

use super::broken::{Before, Broken};
use super::derives;
use super::names;
use super::prelude;
use super::receivers;
use super::resolve::{self, Lost, Modules};
use super::tokens;
use super::tree::Node;

/// What a cut takes away, as [`remove`] needs it: the names its items
/// defined, and the paths of the file that led nowhere before it.
pub struct Cut {
    names: BTreeSet<String>,
    lost: Lost,
    /// The names the cut `use`s imported: gone from the list's module,
    /// whatever other modules define.
    unimported: BTreeSet<String>,
    /// The path of the items of the module that lost `unimported`, when
    /// the cut was of a `use` group's names rather than of the items.
    importer: Option<Vec<usize>>,
    /// The file's methods and trait impls before the cut.
    before: Before,
    /// The names the file mentioned outside its `use`s before the cut: an
    /// import whose name only the cut code mentioned goes with it.
    mentioned: BTreeSet<String>,
}

/// What a cut of the list at `path` takes away, if `path` leads to a
/// file's or a module's items or to an inherent impl's; asked before the
/// cut. The names are those the items it leaves out define, and, of a
/// module among them that a glob `use` imports from (`pub use
/// self::types::*;`), those its items define: the glob made them known
/// without the module's name.
pub fn cut(file: &mut syn::File, path: &[usize], kept: &Subset) -> Option<Cut> {
    let gone = |i: &usize| !kept.contains(*i);
    let mut names = BTreeSet::new();
    let mut unimported = BTreeSet::new();
    let globbed = globbed(file);
    let modules = module_items(file);
    let no_std = prelude::no_std(file);
    match Node::File(file).at(path)? {
        Node::Items(items) => {
            let mut still_known = BTreeSet::new();
            let mut defined = BTreeSet::new();
            for (_, item) in items.iter().enumerate().filter(|(i, _)| gone(i)) {
                item_names(item, &mut names);
                globbed_names(item, &globbed, &mut names);
                if let Item::Use(import) = item {
                    imports(&import.tree, &mut unimported);
                    for module in glob_sources(&import.tree) {
                        unimported.extend(modules.get(&module).into_iter().flatten().cloned());
                    }
                    still_known.extend(prelude::imported(&import.tree, no_std));
                } else {
                    item_names(item, &mut defined);
                }
            }
            for name in still_known.difference(&defined) {
                names.remove(name);
                unimported.remove(name);
            }
        }
        Node::ImplItems(items) => {
            for (_, item) in items.iter().enumerate().filter(|(i, _)| gone(i)) {
                impl_item_name(item, &mut names);
            }
            let [parent @ .., _] = path else {
                return None;
            };
            if !matches!(Node::File(file).at(parent)?, Node::Item(Item::Impl(i)) if i.trait_.is_none())
            {
                return None;
            }
        }
        Node::UseTrees(_) => {
            let (importer, gone) = use_group_cut(file, path, kept, no_std)?;
            unimported = gone;
            let lost = Lost::before(file);
            return Some(Cut {
                names,
                lost,
                unimported,
                importer: Some(importer),
                before: Before::of(file),
                mentioned: mentioned(file),
            });
        }
        _ => return None,
    }
    let lost = Lost::before(file);
    Some(Cut {
        names,
        lost,
        unimported,
        importer: None,
        before: Before::of(file),
        mentioned: mentioned(file),
    })
}

impl Cut {
    /// What an edit that cuts no item takes away, asked before it: no
    /// name, but what `broken.rs` finds it broke (a trait impl made
    /// inherent: the impls, derives, calls and conversions that needed
    /// it). [`remove`] it at the file's root, `&[]`.
    pub fn edit(file: &syn::File) -> Cut {
        Cut {
            names: BTreeSet::new(),
            lost: Lost::before(file),
            unimported: BTreeSet::new(),
            importer: None,
            before: Before::of(file),
            mentioned: mentioned(file),
        }
    }
}

/// What a cut of the `use` group at `path` (`{self, ManuallyDrop}` of
/// `use core::mem::{self, ManuallyDrop};`) stops importing, and the path
/// of the items of the module whose `use` it is: the names the `use`
/// imports now and would not after the cut (`mem` for the `self`, which
/// only the whole tree names).
fn use_group_cut(
    file: &mut syn::File,
    path: &[usize],
    kept: &Subset,
    no_std: bool,
) -> Option<(Vec<usize>, BTreeSet<String>)> {
    let item = (1..path.len()).rev().find(|&n| {
        matches!(
            Node::File(file).at(&path[..n]),
            Some(Node::Item(Item::Use(_)))
        )
    })?;
    let Some(Node::Item(Item::Use(import))) = Node::File(file).at(&path[..item]) else {
        return None;
    };
    let mut after = Item::Use(import.clone());
    let mut before = BTreeSet::new();
    imports(&import.tree, &mut before);
    Node::Item(&mut after).at(&path[item..])?.keep(kept);
    let mut now = BTreeSet::new();
    if let Item::Use(after) = &after {
        imports(&after.tree, &mut now);
    }
    let known = prelude::imported(&import.tree, no_std);
    let gone = before
        .difference(&now)
        .filter(|name| !known.contains(*name))
        .cloned()
        .collect();
    Some((path[..item - 1].to_vec(), gone))
}

/// The names the items of each inline module define, by the module's
/// name (of every module of that name), and the variants of each enum, by
/// the enum's: what a glob `use` of it (`use self::m::*;`, `use E::*;`)
/// makes known.
pub fn module_items(file: &syn::File) -> BTreeMap<String, BTreeSet<String>> {
    struct Modules(BTreeMap<String, BTreeSet<String>>);
    impl<'a> Visit<'a> for Modules {
        fn visit_item_mod(&mut self, module: &'a syn::ItemMod) {
            if let Some((_, inner)) = &module.content {
                let names = self.0.entry(module.ident.to_string()).or_default();
                inner.iter().for_each(|item| item_names(item, names));
            }
            syn::visit::visit_item_mod(self, module);
        }
        fn visit_item_enum(&mut self, e: &'a syn::ItemEnum) {
            let names = self.0.entry(e.ident.to_string()).or_default();
            names.extend(e.variants.iter().map(|v| v.ident.to_string()));
        }
    }
    let mut modules = Modules(BTreeMap::new());
    modules.visit_file(file);
    modules.0
}

/// The last names of the paths a `use` tree's globs import from (`types`
/// of `pub use self::types::*;`).
fn glob_sources(tree: &UseTree) -> Vec<String> {
    let globs = resolve::glob_paths(tree).into_iter();
    globs.filter_map(|path| path.last().cloned()).collect()
}

/// Removes from `file` what names one of the cut's names that nothing in
/// it defines any longer, and what writes a path through the file's
/// modules that the cut made lead nowhere (`resolve.rs`); and in turn
/// what names what that removed. In the list at `path`, which the cut
/// that removed them made, an item that goes leaves [`placeholder`] in
/// its place (an impl's item stays), so that the list holds as many parts
/// as the cut kept: the engine composes two cuts of one list by their
/// indices, and knows a large value by the cuts that made it.
pub fn remove(file: &mut syn::File, path: &[usize], cut: Cut) {
    let list = match Node::File(file).at(path) {
        Some(Node::Items(items)) => items.as_ptr().cast::<()>(),
        Some(Node::ImplItems(items)) => items.as_ptr().cast::<()>(),
        _ => std::ptr::null(),
    };
    let Cut {
        mut names,
        lost,
        unimported,
        importer,
        before,
        mentioned: mentioned_before,
    } = cut;
    let importer = match importer {
        Some(at) => match Node::File(file).at(&at) {
            Some(Node::Items(items)) => items.as_ptr().cast::<()>(),
            _ => std::ptr::null(),
        },
        None => list,
    };
    // One round of pruning what names one of `names`; what it removed, if
    // anything.
    let round = |file: &mut syn::File,
                 names: &BTreeSet<String>,
                 unimported: &BTreeSet<String>,
                 roots: &BTreeSet<String>| {
        let broken = before.broken(file);
        let modules = Modules::of(file);
        let mut prune = Prune {
            names,
            broken: &broken,
            removed: BTreeSet::new(),
            list,
            importer,
            lost: &lost,
            modules: &modules,
            at: Vec::new(),
            changed: false,
            here: BTreeSet::new(),
            cut_unimported: unimported,
            roots,
        };
        prune.items(&mut file.items);
        prune.changed.then_some(prune.removed)
    };
    loop {
        let local: BTreeSet<String> = names::in_order(file).into_iter().collect();
        let mut defined = local.clone();
        defined.extend(imported(&file.items));
        names.retain(|name| !defined.contains(name));
        match round(file, &names, &unimported, &local) {
            Some(removed) => names = removed,
            None => break,
        }
    }
    // The imports of names that only the code cut mentioned (`use
    // core::cmp;` for a `cmp::min` in a function cut): unused, a warning,
    // an error under `-D warnings`, which the guard refused the cut for.
    // Nothing else names them, so a round of pruning takes the imports
    // alone. A trait imported for its methods is never mentioned, and
    // stays.
    // Name by name: a round of pruning would take every item that
    // mentions a name, and `std` of `impl S for std::ffi::OsStr` took
    // every `use std::..;` with it, and what their names held.
    let orphaned: BTreeSet<String> = mentioned_before
        .difference(&mentioned(file))
        .cloned()
        .collect();
    if !orphaned.is_empty() {
        unimport_all(&mut file.items, &orphaned, list);
    }
}

/// Removes from the `use`s of `items`, and of the modules in them, the
/// names that import one of `names`; a `use` left empty goes ([`placeholder`]
/// in the list `list`). Whether any name went.
pub fn unimport_all(items: &mut Vec<Item>, names: &BTreeSet<String>, list: *const ()) -> bool {
    let cut_here = std::ptr::eq(items.as_ptr().cast::<()>(), list);
    let mut changed = false;
    items.retain_mut(|item| match item {
        Item::Mod(module) => {
            if let Some((_, inner)) = &mut module.content {
                changed |= unimport_all(inner, names, list);
            }
            true
        }
        Item::Use(import) => {
            if !unimport(&mut import.tree, None, names) {
                return true;
            }
            changed = true;
            if !matches!(&import.tree, UseTree::Group(g) if g.items.is_empty()) {
                return true;
            }
            if cut_here {
                *item = placeholder();
            }
            cut_here
        }
        _ => true,
    });
    changed
}

/// Removes from a `use` tree the names that import one of `names` (`self`
/// of `use core::ptr::{self, NonNull}` imports `ptr`, whose name
/// `parent` is; a glob of `E`, `use E::*;`, is named `E::*`); whether it
/// removed any. A tree that loses all its names is an empty group, whose
/// `use` goes.
fn unimport(tree: &mut UseTree, parent: Option<&syn::Ident>, names: &BTreeSet<String>) -> bool {
    let imported = match &*tree {
        UseTree::Path(path) => {
            let mut inner = (*path.tree).clone();
            let changed = unimport(&mut inner, Some(&path.ident), names);
            let empty = matches!(&inner, UseTree::Group(g) if g.items.is_empty());
            match (changed, empty) {
                (true, true) => *tree = empty_group(),
                (true, false) => {
                    if let UseTree::Path(path) = tree {
                        *path.tree = inner;
                    }
                }
                (false, _) => {}
            }
            return changed;
        }
        UseTree::Group(group) => {
            let mut changed = false;
            let kept = group.items.iter().cloned().filter_map(|mut inner| {
                changed |= unimport(&mut inner, parent, names);
                let empty = matches!(&inner, UseTree::Group(g) if g.items.is_empty());
                (!empty).then_some(inner)
            });
            let kept: Punctuated<UseTree, syn::Token![,]> = kept.collect();
            if changed {
                *tree = UseTree::Group(syn::UseGroup {
                    brace_token: Default::default(),
                    items: kept,
                });
            }
            return changed;
        }
        UseTree::Name(name) if name.ident == "self" => parent.map(ToString::to_string),
        UseTree::Name(name) => Some(name.ident.to_string()),
        UseTree::Rename(rename) => Some(rename.rename.to_string()),
        UseTree::Glob(_) => parent.map(|parent| format!("{parent}::*")),
    };
    let goes = imported.is_some_and(|name| names.contains(&name));
    if goes {
        *tree = empty_group();
    }
    goes
}

/// The identifiers `file` mentions outside its `use`s: in its syntax, its
/// macros' tokens and its attributes.
fn mentioned(file: &syn::File) -> BTreeSet<String> {
    struct Idents(std::cell::RefCell<BTreeSet<String>>);
    impl Idents {
        fn tokens(&self, tokens: proc_macro2::TokenStream) {
            tokens::has_ident(tokens, &|ident| {
                self.0.borrow_mut().insert(ident.to_string());
                false
            });
        }
    }
    impl<'a> Visit<'a> for Idents {
        fn visit_ident(&mut self, ident: &'a proc_macro2::Ident) {
            self.0.get_mut().insert(ident.to_string());
        }
        fn visit_item_use(&mut self, _: &'a syn::ItemUse) {}
        fn visit_macro(&mut self, mac: &'a syn::Macro) {
            syn::visit::visit_path(self, &mac.path);
            self.tokens(mac.tokens.clone());
        }
        fn visit_attribute(&mut self, attr: &'a syn::Attribute) {
            self.tokens(attr.meta.to_token_stream());
        }
    }
    let mut idents = Idents(std::cell::RefCell::new(BTreeSet::new()));
    idents.visit_file(file);
    idents.0.into_inner()
}

/// What stands in the cut list for an item that went with what it
/// named: it defines no name, names nothing, and compiles in any
/// edition; a later cut of the list removes it with the other parts the
/// bug does not need.
pub fn placeholder() -> Item {
    syn::parse_quote!(
        const _: () = ();
    )
}

/// One round of removing what names one of `names` or writes a lost path.
struct Prune<'a> {
    names: &'a BTreeSet<String>,
    /// The methods and trait impls the file lost so far.
    broken: &'a Broken<'a>,
    /// The names the items removed defined.
    removed: BTreeSet<String>,
    /// The list the cut was made in (its buffer's address, which stays
    /// where the Vec itself moves with the item that holds it).
    list: *const (),
    /// The items whose module lost [`Cut`]'s unimported names (the cut
    /// list's, or the module of the `use` group cut).
    importer: *const (),
    lost: &'a Lost,
    /// The file's modules, as the round started.
    modules: &'a Modules,
    /// The module whose items are asked.
    at: Vec<String>,
    /// Whether anything went.
    changed: bool,
    /// The names whose mention makes an item of the module at hand go:
    /// `names`, and those its `use`s no longer import.
    here: BTreeSet<String>,
    /// What the cut list's module no longer imports ([`Cut`]).
    cut_unimported: &'a BTreeSet<String>,
    /// The names the file defines ([`Mentions::roots`]).
    roots: &'a BTreeSet<String>,
}

impl Prune<'_> {
    /// Removes from `items`, at every depth of modules, what names one of
    /// the names or writes a lost path: an item whole; a module's and an
    /// inherent impl's items one by one (their header names nothing that
    /// goes); a `use`'s names one by one.
    fn items(&mut self, items: &mut Vec<Item>) {
        let here = items.as_ptr().cast::<()>();
        let cut_here = std::ptr::eq(here, self.list);
        let unimported = self.uses(items, std::ptr::eq(here, self.importer));
        let outer = std::mem::replace(
            &mut self.here,
            self.names.union(&unimported).cloned().collect(),
        );
        // In place: a list is known by its buffer, which a module's
        // items keep wherever the module's item moves.
        items.retain_mut(|item| {
            if self.keeps(item) {
                return true;
            }
            self.changed = true;
            item_names(item, &mut self.removed);
            if cut_here {
                *item = placeholder();
            }
            cut_here
        });
        self.here = outer;
    }

    /// Prunes the `use`s of `items` (a module's, or the file's); the names
    /// they no longer import that nothing else there makes known (an
    /// item, another `use`, a glob): those are gone from this module,
    /// whatever other modules define, so what names them here goes.
    fn uses(&mut self, items: &mut [Item], importer: bool) -> BTreeSet<String> {
        let mut unimported = BTreeSet::new();
        if importer {
            unimported.extend(self.cut_unimported.iter().cloned());
        }
        for item in items.iter_mut() {
            if let Item::Use(import) = item {
                let before = leaves(&import.tree);
                prune_use(&mut import.tree, self.names, &mut unimported);
                let (lost, modules) = (self.lost, self.modules);
                prune_lost_use(
                    &mut import.tree,
                    &mut Vec::new(),
                    lost,
                    modules,
                    &self.at,
                    &mut unimported,
                );
                self.changed |= leaves(&import.tree) < before;
            }
        }
        self.removed.extend(unimported.iter().cloned());
        let mut known = BTreeSet::new();
        let mut globs = Vec::new();
        for item in items.iter() {
            match item {
                Item::Use(import) if has_glob(&import.tree) => {
                    globs.extend(resolve::glob_paths(&import.tree));
                }
                Item::Mod(module) => {
                    known.insert(module.ident.to_string());
                }
                other => item_names(other, &mut known),
            }
        }
        let modules = self.modules;
        unimported
            .retain(|name| !known.contains(name) && !modules.through_globs(&self.at, &globs, name));
        unimported
    }

    /// Whether `item` stays (what it holds pruned).
    fn keeps(&mut self, item: &mut Item) -> bool {
        let names = &self.here;
        let roots = self.roots;
        let broken = self.broken;
        let (lost, modules, at) = (self.lost, self.modules, &self.at);
        match item {
            Item::Mod(module) => {
                if let Some((_, inner)) = &mut module.content {
                    self.at.push(module.ident.to_string());
                    self.items(inner);
                    self.at.pop();
                }
                true
            }
            Item::Impl(block) if block.trait_.is_none() => {
                let mut header = block.clone();
                header.items.clear();
                if mentions(|m| m.visit_item_impl(&header), names, roots)
                    || lost.in_walk(modules, at, |p| p.visit_item_impl(&header))
                {
                    return false;
                }
                let cut_here = std::ptr::eq(block.items.as_ptr().cast::<()>(), self.list);
                if !cut_here {
                    let removed = &mut self.removed;
                    let before = block.items.len();
                    let self_type = receivers::type_name(&block.self_ty);
                    block.items.retain(|inner| {
                        let keep = !mentions(|m| m.visit_impl_item(inner), names, roots)
                            && !lost.in_walk(modules, at, |p| p.visit_impl_item(inner))
                            && !broken.takes_impl_item(inner, self_type.as_deref());
                        if !keep {
                            impl_item_name(inner, removed);
                        }
                        keep
                    });
                    self.changed |= block.items.len() < before;
                }
                true
            }
            Item::Use(import) => !matches!(&import.tree, UseTree::Group(g) if g.items.is_empty()),
            other => {
                let keeps = !mentions(|m| m.visit_item(other), names, roots)
                    && !lost.in_walk(modules, at, |p| p.visit_item(other))
                    && !broken.takes(other);
                let derives = broken.derives_lost(other);
                if keeps
                    && !derives.is_empty()
                    && let Some(attrs) = data_attrs(other)
                {
                    derives::drop_derives(attrs, &derives);
                    self.changed = true;
                }
                keeps
            }
        }
    }
}

/// The attributes of a struct, an enum or a union: where a derive that
/// needs an impl lost is dropped.
fn data_attrs(item: &mut Item) -> Option<&mut Vec<syn::Attribute>> {
    match item {
        Item::Struct(s) => Some(&mut s.attrs),
        Item::Enum(e) => Some(&mut e.attrs),
        Item::Union(u) => Some(&mut u.attrs),
        _ => None,
    }
}

/// Whether a `use` tree imports through a glob.
fn has_glob(tree: &UseTree) -> bool {
    match tree {
        UseTree::Path(path) => has_glob(&path.tree),
        UseTree::Group(group) => group.items.iter().any(has_glob),
        UseTree::Glob(_) => true,
        UseTree::Name(_) | UseTree::Rename(_) => false,
    }
}

/// How many names a `use` tree imports (its globs counted).
fn leaves(tree: &UseTree) -> usize {
    let mut paths = Vec::new();
    resolve::use_paths(tree, &mut Vec::new(), &mut paths);
    paths.len()
}

/// Removes from a `use` tree the names whose path the cut made lead
/// nowhere, adding what they imported to `removed` (`prefix`: the path
/// before the tree).
fn prune_lost_use(
    tree: &mut UseTree,
    prefix: &mut Vec<String>,
    lost: &Lost,
    modules: &Modules,
    at: &[String],
    removed: &mut BTreeSet<String>,
) {
    if let UseTree::Path(path) = tree {
        prefix.push(path.ident.to_string());
        prune_lost_use(&mut path.tree, prefix, lost, modules, at, removed);
        prefix.pop();
        if matches!(&*path.tree, UseTree::Group(g) if g.items.is_empty()) {
            *tree = empty_group();
        }
        return;
    }
    if let UseTree::Group(group) = tree {
        let all = std::mem::take(&mut group.items);
        group.items = all
            .into_iter()
            .filter_map(|mut inner| {
                prune_lost_use(&mut inner, prefix, lost, modules, at, removed);
                let empty = matches!(&inner, UseTree::Group(g) if g.items.is_empty());
                (!empty).then_some(inner)
            })
            .collect();
        return;
    }
    let mut full = Vec::new();
    resolve::use_paths(tree, prefix, &mut full);
    if full.iter().any(|path| lost.now(modules, at, path)) {
        imports(tree, removed);
        *tree = empty_group();
    }
}

/// The modules a glob `use` of the file imports from, by name (`types`
/// of `pub use self::types::*;`).
fn globbed(file: &syn::File) -> BTreeSet<String> {
    struct Globs(BTreeSet<String>);
    impl<'a> Visit<'a> for Globs {
        fn visit_use_path(&mut self, path: &'a syn::UsePath) {
            if matches!(&*path.tree, UseTree::Glob(_)) {
                self.0.insert(path.ident.to_string());
            }
            syn::visit::visit_use_path(self, path);
        }
    }
    let mut globs = Globs(BTreeSet::new());
    globs.visit_file(file);
    globs.0
}

/// Adds to `names` the names that the items of a module in `item` (itself
/// or one inside it) define, when a glob imports from a module of its name.
fn globbed_names(item: &Item, globbed: &BTreeSet<String>, names: &mut BTreeSet<String>) {
    let Item::Mod(module) = item else {
        return;
    };
    let Some((_, inner)) = &module.content else {
        return;
    };
    let imported = globbed.contains(&module.ident.to_string());
    for inner in inner {
        if imported {
            item_names(inner, names);
        }
        globbed_names(inner, globbed, names);
    }
}

/// Removes from a `use` tree the names whose path names one of `names`
/// (`x` and `m::y` from `use a::{x, m::y, z}` when `x` and `m` go), adding
/// what they imported to `removed`. A tree that loses all its names
/// becomes an empty group (`use {};`), which the caller removes.
pub fn prune_use(tree: &mut UseTree, names: &BTreeSet<String>, removed: &mut BTreeSet<String>) {
    let goes = |ident: &syn::Ident| names.contains(&ident.to_string());
    match tree {
        UseTree::Path(path) if goes(&path.ident) => {
            imports(tree, removed);
            *tree = empty_group();
        }
        UseTree::Path(path) => {
            prune_use(&mut path.tree, names, removed);
            if matches!(&*path.tree, UseTree::Group(g) if g.items.is_empty()) {
                *tree = empty_group();
            }
        }
        UseTree::Name(name) if goes(&name.ident) => {
            imports(tree, removed);
            *tree = empty_group();
        }
        UseTree::Rename(rename) if goes(&rename.ident) => {
            imports(tree, removed);
            *tree = empty_group();
        }
        UseTree::Group(group) => {
            let all = std::mem::take(&mut group.items);
            group.items = all
                .into_iter()
                .filter_map(|mut inner| {
                    prune_use(&mut inner, names, removed);
                    let empty = matches!(&inner, UseTree::Group(g) if g.items.is_empty());
                    (!empty).then_some(inner)
                })
                .collect();
        }
        UseTree::Name(_) | UseTree::Rename(_) | UseTree::Glob(_) => {}
    }
}

pub fn empty_group() -> UseTree {
    UseTree::Group(syn::UseGroup {
        brace_token: Default::default(),
        items: Punctuated::new(),
    })
}

/// Whether what `visit` walks names one of `names`: an identifier of its
/// syntax tree or of a macro's tokens, not a lifetime's. Walked rather
/// than printed as tokens: every candidate of a cut asks it of every item
/// of the file, several times over.
fn mentions(
    visit: impl FnOnce(&mut Mentions<'_>),
    names: &BTreeSet<String>,
    roots: &BTreeSet<String>,
) -> bool {
    let mut mentions = Mentions {
        names,
        roots,
        found: false,
        locals: BTreeSet::new(),
    };
    visit(&mut mentions);
    mentions.found
}

struct Mentions<'a> {
    names: &'a BTreeSet<String>,
    /// The names the file defines: a path that starts with another
    /// (`alloc::vec::Vec`, `fmt::Result` after `use core::fmt;`,
    /// `::serde::de`) leads into another crate, and its later names are
    /// that crate's, never the file's: `vec` there is no mention of a
    /// `use alloc::vec;` cut, nor `Result` of the file's `type Result`.
    roots: &'a BTreeSet<String>,
    found: bool,
    /// The variables the code visited so far binds (`iter` in `fn f(iter:
    /// I)`): a variable of an import's name is no mention of it, and a
    /// `use std::iter;` cut took with it the function whose parameter
    /// `iter` the bug was about. Only names in a variable's case (a
    /// lowercase start): a pattern `Variant` or `MAX` names a variant or
    /// a constant.
    locals: BTreeSet<String>,
}

impl Mentions<'_> {
    fn wanted(&self, ident: &proc_macro2::Ident) -> bool {
        self.names.contains(&ident.to_string())
    }
}

impl<'a> Visit<'a> for Mentions<'_> {
    fn visit_ident(&mut self, ident: &'a proc_macro2::Ident) {
        self.found = self.found || self.wanted(ident);
    }
    fn visit_pat_ident(&mut self, pat: &'a syn::PatIdent) {
        let name = pat.ident.to_string();
        match name.starts_with(|c: char| c.is_lowercase() || c == '_') {
            true => {
                self.locals.insert(name);
                if let Some((_, sub)) = &pat.subpat {
                    self.visit_pat(sub);
                }
            }
            false => syn::visit::visit_pat_ident(self, pat),
        }
    }
    fn visit_path(&mut self, path: &'a syn::Path) {
        let variable = match (path.leading_colon, path.segments.first()) {
            (None, Some(only)) if path.segments.len() == 1 && only.arguments.is_none() => {
                self.locals.contains(&only.ident.to_string())
            }
            _ => false,
        };
        if variable {
            return;
        }
        let from_here = path.leading_colon.is_none()
            && path.segments.first().is_some_and(|first| {
                ["crate", "self", "super", "Self"]
                    .iter()
                    .any(|k| first.ident == k)
                    || self.roots.contains(&first.ident.to_string())
            });
        if from_here {
            return syn::visit::visit_path(self, path);
        }
        for (i, segment) in path.segments.iter().enumerate() {
            if i == 0 {
                self.visit_ident(&segment.ident);
            }
            self.visit_path_arguments(&segment.arguments);
        }
    }
    fn visit_lifetime(&mut self, _: &'a syn::Lifetime) {}
    fn visit_macro(&mut self, mac: &'a syn::Macro) {
        syn::visit::visit_path(self, &mac.path);
        self.found = self.found || tokens::has_ident(mac.tokens.clone(), &|i| self.wanted(i));
    }
    fn visit_attribute(&mut self, attr: &'a syn::Attribute) {
        let tokens = attr.meta.to_token_stream();
        self.found = self.found || tokens::has_ident(tokens, &|i| self.wanted(i));
    }
}

/// Adds the names `item` makes known where it stands to `names`: its own
/// (a module's, not its items': they are reached through its name, and
/// a module of tests is named after the methods it tests, `mod
/// truncate`, which the bug's code calls), an enum's variants, a `use`'s imports, an `extern` block's items. Not an
/// inherent impl's methods: a method is called by a name the standard
/// library's types share (`as_str`, `len`), and an impl cut whole took
/// with it every call of `s.as_str()` on a `&str`, the bug's among them
/// (demangle-next stayed at 18,606 bytes after 200 runs, 162 without;
/// their type's name, which goes with them, reaches most of their
/// callers). A method cut from its impl does take its callers, and one
/// whose name std has not takes its calls once nothing else defines it
/// (`method_calls.rs`).
pub fn item_names(item: &Item, names: &mut BTreeSet<String>) {
    let mut add = |ident: &syn::Ident| {
        if ident != "_" {
            names.insert(ident.to_string());
        }
    };
    match item {
        Item::Fn(f) => add(&f.sig.ident),
        Item::Struct(s) => add(&s.ident),
        Item::Union(u) => add(&u.ident),
        Item::Enum(e) => {
            add(&e.ident);
            e.variants.iter().for_each(|v| add(&v.ident));
        }
        Item::Trait(t) => add(&t.ident),
        Item::TraitAlias(t) => add(&t.ident),
        Item::Type(t) => add(&t.ident),
        Item::Const(c) => add(&c.ident),
        Item::Static(s) => add(&s.ident),
        Item::Macro(m) => m.ident.iter().for_each(add),
        Item::ExternCrate(e) => {
            // A crate named `std` or `core` (`extern crate core as std;`)
            // leaves the standard one in its place once cut: what names
            // it still resolves.
            let name = e.rename.as_ref().map_or(&e.ident, |(_, r)| r);
            if name != "std" && name != "core" {
                add(name);
            }
        }
        Item::Mod(m) => add(&m.ident),
        Item::Use(import) => imports(&import.tree, names),
        Item::ForeignMod(block) => {
            for foreign in &block.items {
                match foreign {
                    syn::ForeignItem::Fn(f) => add(&f.sig.ident),
                    syn::ForeignItem::Static(s) => add(&s.ident),
                    syn::ForeignItem::Type(t) => add(&t.ident),
                    _ => {}
                }
            }
        }
        _ => {}
    }
}

fn impl_item_name(item: &ImplItem, names: &mut BTreeSet<String>) {
    let ident = match item {
        ImplItem::Fn(f) => &f.sig.ident,
        ImplItem::Const(c) => &c.ident,
        ImplItem::Type(t) => &t.ident,
        _ => return,
    };
    names.insert(ident.to_string());
}

/// Adds the names a `use` tree imports to `names` (not `_`, not a glob's;
/// `fmt` for the `self` of `use core::fmt::{self, Write}`).
fn imports(tree: &UseTree, names: &mut BTreeSet<String>) {
    imports_after(tree, None, names);
    // `use core::u8;` imports the old module of constants, but `u8` still
    // names the type, and `u8::MAX` its own constant, once it goes: what
    // names a primitive type does not depend on such a `use`.
    names.retain(|name| !PRIMITIVES.contains(&name.as_str()));
}

/// The primitive types' names, which every scope knows.
const PRIMITIVES: [&str; 17] = [
    "bool", "char", "str", "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64",
    "i128", "isize", "f32", "f64",
];

fn imports_after(tree: &UseTree, last: Option<&syn::Ident>, names: &mut BTreeSet<String>) {
    match tree {
        UseTree::Path(path) => imports_after(&path.tree, Some(&path.ident), names),
        UseTree::Name(name) if name.ident == "self" => {
            names.extend(last.map(ToString::to_string));
        }
        UseTree::Name(name) => {
            names.insert(name.ident.to_string());
        }
        UseTree::Rename(rename) if rename.rename != "_" => {
            names.insert(rename.rename.to_string());
        }
        UseTree::Group(group) => group
            .items
            .iter()
            .for_each(|t| imports_after(t, last, names)),
        _ => {}
    }
}

/// The names that the `use`s of `items` (at every depth: in modules, in
/// functions' bodies) import from outside the file, which
/// `names::in_order` does not list: `mem` of `use core::mem;`, not `T` of
/// `use crate::m::T;` or of `use m::T;` where `m` is a module of the file
/// (a use of what the file defines goes with it, `prune_use`).
fn imported(items: &[Item]) -> BTreeSet<String> {
    #[derive(Default)]
    struct Uses<'a> {
        modules: BTreeSet<String>,
        trees: Vec<&'a UseTree>,
    }
    impl<'a> Visit<'a> for Uses<'a> {
        fn visit_item_mod(&mut self, module: &'a syn::ItemMod) {
            self.modules.insert(module.ident.to_string());
            syn::visit::visit_item_mod(self, module);
        }
        fn visit_item_use(&mut self, import: &'a syn::ItemUse) {
            self.trees.push(&import.tree);
        }
    }
    let mut uses = Uses::default();
    items.iter().for_each(|item| uses.visit_item(item));
    let mut names = BTreeSet::new();
    for tree in uses.trees {
        let first = match tree {
            UseTree::Path(path) => Some(&path.ident),
            UseTree::Name(name) => Some(&name.ident),
            UseTree::Rename(rename) => Some(&rename.ident),
            UseTree::Group(_) | UseTree::Glob(_) => None,
        };
        let inside = first.is_some_and(|first| {
            ["crate", "self", "super"].iter().any(|k| first == k)
                || uses.modules.contains(&first.to_string())
        });
        if first.is_some() && !inside {
            imports(tree, &mut names);
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` after the file's items at `gone` are cut, with what names them.
    fn cut_items(text: &str, gone: &[usize]) -> String {
        let mut file = syn::parse_file(text).unwrap();
        let all = file.items.len();
        let kept = Subset::from_indices((0..all).filter(|i| !gone.contains(i)));
        let names = cut(&mut file, &[0], &kept).expect("a cut of a file's items");
        Node::File(&mut file).at(&[0]).unwrap().keep(&kept);
        remove(&mut file, &[0], names);
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_use_of_what_the_prelude_has_takes_nothing_with_it() {
        let text = "use alloc::vec::Vec;\nuse core::fmt::Result;\npub fn f(v: Vec<u8>) -> Result { Ok(()) }\n";
        // `Vec` is the prelude's too; `fmt::Result` is not its `Result`.
        assert_eq!(
            cut_items(text, &[0]),
            "use core::fmt::Result;\npub fn f(v: Vec<u8>) -> Result {\n    Ok(())\n}\n"
        );
        // The `use` of `Vec` goes as unused: only `f` named it.
        assert_eq!(
            cut_items(text, &[1]),
            "const _: () = ();\nconst _: () = ();\n"
        );
        let no_std = format!("#![no_std]\n{text}");
        assert_eq!(
            cut_items(&no_std, &[0]),
            "#![no_std]\nconst _: () = ();\nconst _: () = ();\n"
        );
    }

    #[test]
    fn a_path_into_another_crate_names_nothing_of_the_file() {
        let text = "extern crate alloc;\nuse alloc::vec;\ntype Result = u8;\nfn f() -> alloc::vec::Vec<u8> { vec![] }\nfn g() -> core::fmt::Result { Ok(()) }\nfn h(_: Result) {}\nfn i() -> crate::Result { 0 }\nuse core::fmt;\nfn j() -> fmt::Result { Ok(()) }\n";
        // `vec` goes with what names it: `f`'s macro, not its return type.
        let hole = "const _: () = ();\n";
        let j = "use core::fmt;\nfn j() -> fmt::Result {\n    Ok(())\n}\n";
        assert_eq!(
            cut_items(text, &[1]),
            format!("extern crate alloc;\ntype Result = u8;\n{hole}fn g() -> core::fmt::Result {{\n    Ok(())\n}}\nfn h(_: Result) {{}}\nfn i() -> crate::Result {{\n    0\n}}\n{j}")
        );
        // `Result` goes with `h` and with `crate::Result`, not either
        // `fmt::Result`.
        assert_eq!(
            cut_items(text, &[2]),
            format!("extern crate alloc;\nuse alloc::vec;\nfn f() -> alloc::vec::Vec<u8> {{\n    vec![]\n}}\nfn g() -> core::fmt::Result {{\n    Ok(())\n}}\n{hole}{hole}{j}")
        );
    }

    #[test]
    fn a_variable_of_an_imports_name_is_no_mention_of_it() {
        // linked-hash-map's held-out case: the `use std::iter;` cut took
        // the function whose parameter `iter` the bug was about.
        let text = "use std::iter;\npub fn f(iter: Vec<u8>) -> usize { let n = iter.len(); n }\npub fn g() -> usize { iter::once(1).count() }\n";
        let cut = cut_items(text, &[0]);
        assert!(cut.contains("fn f(iter: Vec<u8>)"), "{cut}");
        assert!(
            !cut.contains("fn g"),
            "`iter::once` names the import: {cut}"
        );
        // A pattern in a constant's or a variant's case names one.
        let text = "use std::f64::consts::PI;\npub fn f(x: f64) -> bool { match x { PI => true, _ => false } }\n";
        assert!(!cut_items(text, &[0]).contains("fn f"));
    }

    #[test]
    fn a_crate_named_std_or_core_goes_alone() {
        let text = "extern crate core as std;\nuse std::ops::Deref;\nextern crate core;\nfn f() -> core::cmp::Ordering { loop {} }\n";
        assert_eq!(
            cut_items(text, &[0, 2]),
            "use std::ops::Deref;\nfn f() -> core::cmp::Ordering {\n    loop {}\n}\n"
        );
    }

    #[test]
    fn an_item_goes_with_what_names_it_in_turn() {
        let text = "fn helper() {}\nfn user() { helper() }\nfn user_of_user() { user() }\nfn alone() {}\nstruct S;\nimpl S { fn a() { helper() } fn b() {} }\nimpl Clone for S { fn clone(&self) -> S { user(); S } }\n";
        // In the list cut, what went with `helper` leaves a placeholder:
        // the list keeps as many parts as the cut kept.
        let hole = "const _: () = ();\n";
        assert_eq!(
            cut_items(text, &[0]),
            format!(
                "{hole}{hole}fn alone() {{}}\nstruct S;\nimpl S {{\n    fn b() {{}}\n}}\n{hole}"
            )
        );
    }

    #[test]
    fn a_type_goes_with_its_impls_and_a_use_loses_only_what_goes() {
        let text = "mod m {\n    pub struct T;\n    pub fn f() {}\n    pub fn g() {}\n}\nuse m::{f, g, T as U};\nuse self::m::f as h;\nfn k() { g() }\nfn l(_: U) {}\n";
        // Cutting the module: every use of it, and what they imported.
        assert_eq!(cut_items(text, &[0]), "const _: () = ();\n".repeat(4));
    }

    #[test]
    fn a_use_keeps_the_names_that_stay() {
        let mut file = syn::parse_file(
            "mod m { pub struct T; pub fn g() {} }\nuse m::{g, T};\nfn l(_: T) { g() }\n",
        )
        .unwrap();
        let names = BTreeSet::from(["T".to_string()]);
        let lost = Lost::before(&file);
        if let Item::Mod(module) = &mut file.items[0] {
            module.content.as_mut().unwrap().1.remove(0);
        }
        let unimported = BTreeSet::new();
        remove(
            &mut file,
            &[],
            Cut {
                names,
                lost,
                unimported,
                importer: None,
                before: Before::default(),
                mentioned: BTreeSet::new(),
            },
        );
        assert_eq!(
            prettyplease::unparse(&file),
            "mod m {\n    pub fn g() {}\n}\nuse m::g;\n"
        );
    }

    #[test]
    fn a_name_still_defined_elsewhere_is_kept() {
        // `mem` is imported twice: which one `f` means, only the compiler knows.
        let text = "mod a {\n    use core::mem;\n}\nmod b {\n    use core::mem;\n    fn f() { mem::drop(1) }\n}\nfn mem() {}\nmod c {\n    use core::fmt::{self, Write};\n    fn g() -> fmt::Result { Ok(()) }\n}\nfn fmt() {}\n";
        let kept = cut_items(text, &[2, 4]);
        assert!(kept.contains("fn f()"), "{kept}");
        assert!(kept.contains("fn g()"), "{kept}");
    }

    #[test]
    fn an_import_only_the_cut_code_mentioned_goes_with_it() {
        // `cmp` was named in `a` alone; `Write` is named nowhere (a trait
        // imported for its methods) and `mem` still is: they stay.
        let text = "use core::cmp;\nuse core::mem;\nuse std::io::Write;\nfn a() -> usize { cmp::min(1, mem::size_of::<u8>()) }\nfn b() { mem::drop(1) }\n";
        assert_eq!(
            cut_items(text, &[3]),
            "const _: () = ();\nuse core::mem;\nuse std::io::Write;\nfn b() {\n    mem::drop(1)\n}\n"
        );
    }

    #[test]
    fn a_use_of_a_primitive_types_module_takes_nothing_with_it() {
        // `u8` names the type, and `u8::MAX` its constant, without the use.
        let text = "use core::{u8, usize};\npub fn f(ptr: u8, n: usize) -> u8 { u8::MAX }\n";
        assert_eq!(
            cut_items(text, &[0]),
            "pub fn f(ptr: u8, n: usize) -> u8 {\n    u8::MAX\n}\n"
        );
    }

    #[test]
    fn a_module_goes_with_what_names_it_not_with_what_names_its_items() {
        let text = "mod tests {\n    fn truncate() {}\n}\nfn bug(mut v: Vec<u8>) { v.truncate(0) }\nuse tests as t;\n";
        assert_eq!(
            cut_items(text, &[0]),
            "fn bug(mut v: Vec<u8>) {\n    v.truncate(0)\n}\nconst _: () = ();\n"
        );
    }

    #[test]
    fn an_impl_cut_whole_leaves_the_calls_of_methods_of_the_same_name() {
        let text = "struct S;\nimpl S { fn len(&self) -> usize { 0 } }\nfn bug(v: Vec<u8>) -> usize { v.len() }\n";
        assert_eq!(
            cut_items(text, &[1]),
            "struct S;\nfn bug(v: Vec<u8>) -> usize {\n    v.len()\n}\n"
        );
    }

    #[test]
    fn a_method_of_an_inherent_impl_goes_with_its_callers() {
        let mut file = syn::parse_file(
            "struct S;\nimpl S { fn a(&self) {} fn b(&self) {} }\nfn c(s: S) { s.a() }\nfn d(s: S) { s.b() }\n",
        )
        .unwrap();
        // The impl (1), its items (after attributes, parameters, predicates: 3).
        let path = [0, 1, 3];
        let kept = Subset::from_indices([1]);
        let names = cut(&mut file, &path, &kept).unwrap();
        Node::File(&mut file).at(&path).unwrap().keep(&kept);
        remove(&mut file, &path, names);
        assert_eq!(
            prettyplease::unparse(&file),
            "struct S;\nimpl S {\n    fn b(&self) {}\n}\nfn d(s: S) {\n    s.b()\n}\n"
        );
    }

    #[test]
    fn a_methods_calls_go_with_its_last_definition() {
        let text = "pub trait BufMut {\n    fn put_slice(&mut self, s: &[u8]);\n}\nstruct B;\nimpl BufMut for B {\n    fn put_slice(&mut self, s: &[u8]) {}\n}\nimpl B {\n    fn extend(&mut self) {\n        self.put_slice(&[])\n    }\n    fn keep(&self) {}\n}\nfn user(mut b: B) {\n    b.put_slice(&[1]);\n}\nfn path_user(mut b: B) {\n    B::put_slice(&mut b, &[])\n}\nfn macro_user(mut b: B) {\n    assert!(b.put_slice(&[]) == ());\n}\nfn std_user(v: Vec<u8>) -> usize {\n    v.len()\n}\n";
        // The trait takes its impl (it names the trait), and with it the
        // last `fn put_slice`: every call of it goes, std's `len` stays.
        let hole = "const _: () = ();\n";
        assert_eq!(
            cut_items(text, &[0]),
            format!(
                "struct B;\n{hole}impl B {{\n    fn keep(&self) {{}}\n}}\n{hole}{hole}{hole}fn std_user(v: Vec<u8>) -> usize {{\n    v.len()\n}}\n"
            )
        );
    }

    #[test]
    fn a_call_on_a_receiver_whose_type_lost_the_method_goes() {
        let text = "pub trait BufMut {\n    fn put_slice(&mut self, s: &[u8]);\n}\nstruct B;\nimpl BufMut for B {\n    fn put_slice(&mut self, s: &[u8]) {}\n}\nimpl BufMut for Vec<u8> {\n    fn put_slice(&mut self, s: &[u8]) {}\n}\nimpl B {\n    fn extend(&mut self) {\n        self.put_slice(&[])\n    }\n    fn keep(&self) {}\n}\nfn user(b: &mut B) {\n    b.put_slice(&[1]);\n}\nfn vec_user(v: &mut Vec<u8>) {\n    v.put_slice(&[1]);\n}\n";
        // `Vec<u8>` still has `put_slice`: only the calls on a `B` go.
        let hole = "const _: () = ();\n";
        let kept = cut_items(text, &[2]);
        assert_eq!(
            kept,
            format!(
                "pub trait BufMut {{\n    fn put_slice(&mut self, s: &[u8]);\n}}\nstruct B;\nimpl BufMut for Vec<u8> {{\n    fn put_slice(&mut self, s: &[u8]) {{}}\n}}\nimpl B {{\n    fn keep(&self) {{}}\n}}\n{hole}fn vec_user(v: &mut Vec<u8>) {{\n    v.put_slice(&[1]);\n}}\n"
            )
        );
    }

    #[test]
    fn an_impl_that_needs_an_impl_cut_goes_with_it() {
        let text = "struct E;\nimpl core::fmt::Display for E {\n    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {\n        Ok(())\n    }\n}\nimpl std::error::Error for E {}\nfn keep(e: E) {}\n";
        // `Error` needs `Display`, which the cut took.
        assert_eq!(
            cut_items(text, &[1]),
            "struct E;\nconst _: () = ();\nfn keep(e: E) {}\n"
        );
    }

    #[test]
    fn a_conversion_goes_with_the_impl_it_needs() {
        let text = "struct B;\nimpl From<Vec<u8>> for B {\n    fn from(v: Vec<u8>) -> B {\n        B\n    }\n}\nfn copy(d: &[u8]) -> B {\n    d.to_vec().into()\n}\nfn keep(d: &[u8]) -> Vec<u8> {\n    d.to_vec()\n}\n";
        assert_eq!(
            cut_items(text, &[1]),
            "struct B;\nconst _: () = ();\nfn keep(d: &[u8]) -> Vec<u8> {\n    d.to_vec()\n}\n"
        );
    }

    #[test]
    fn a_derive_goes_with_the_impl_its_field_needs() {
        let text = "struct Params;\nimpl core::fmt::Debug for Params {\n    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {\n        Ok(())\n    }\n}\n#[derive(Debug, Clone)]\nstruct Action {\n    params: Params,\n}\n#[derive(Debug)]\nstruct Outer(Action);\n";
        // `Action` loses its `Debug`, and `Outer`, whose field is an
        // `Action`, loses its own in the next round.
        assert_eq!(
            cut_items(text, &[1]),
            "struct Params;\n#[derive(Clone)]\nstruct Action {\n    params: Params,\n}\nstruct Outer(Action);\n"
        );
    }

    #[test]
    fn an_operator_goes_with_the_impl_its_operands_type_lost() {
        let text = "struct X;\nimpl PartialEq for X {\n    fn eq(&self, _: &X) -> bool {\n        true\n    }\n}\nfn same(a: X, b: X) -> bool {\n    a == b\n}\nfn other(a: u8, b: u8) -> bool {\n    a == b\n}\n";
        assert_eq!(
            cut_items(text, &[1]),
            "struct X;\nconst _: () = ();\nfn other(a: u8, b: u8) -> bool {\n    a == b\n}\n"
        );
    }

    #[test]
    fn a_use_cut_in_a_module_takes_its_users_there_though_another_module_keeps_it() {
        let mut file = syn::parse_file(
            "mod a {\n    use core::mem;\n    fn f() { mem::drop(1) }\n    fn h() {}\n}\nmod b {\n    use core::mem;\n    fn k() { mem::drop(2) }\n}\n",
        )
        .unwrap();
        // `mod a`'s items, without its `use`.
        let path = [0, 0, 1];
        let kept = Subset::from_indices([1, 2]);
        let names = cut(&mut file, &path, &kept).unwrap();
        Node::File(&mut file).at(&path).unwrap().keep(&kept);
        remove(&mut file, &path, names);
        assert_eq!(
            prettyplease::unparse(&file),
            "mod a {\n    const _: () = ();\n    fn h() {}\n}\nmod b {\n    use core::mem;\n    fn k() {\n        mem::drop(2)\n    }\n}\n"
        );
    }

    #[test]
    fn a_use_groups_names_cut_take_their_users_in_its_module() {
        let mut file = syn::parse_file(
            "mod a {\n    use core::mem::{self, ManuallyDrop};\n    fn f() { mem::drop(1) }\n    fn g(_: ManuallyDrop<u8>) {}\n    fn h() {}\n}\nmod b {\n    use core::mem;\n    fn k() { mem::drop(2) }\n}\n",
        )
        .unwrap();
        // `mod a`'s items (1), its `use` (0), the use's group (1).
        let path = [0, 0, 1, 0, 1];
        let kept = Subset::from_indices([]);
        let names = cut(&mut file, &path, &kept).unwrap();
        Node::File(&mut file).at(&path).unwrap().keep(&kept);
        remove(&mut file, &path, names);
        assert_eq!(
            prettyplease::unparse(&file),
            "mod a {\n    fn h() {}\n}\nmod b {\n    use core::mem;\n    fn k() {\n        mem::drop(2)\n    }\n}\n"
        );
    }

    #[test]
    fn a_method_another_impl_still_defines_keeps_its_calls() {
        let text = "struct A;\nimpl A {\n    fn put_slice(&self) {}\n}\nstruct B;\nimpl B {\n    fn put_slice(&self) {}\n}\nfn user(b: B) {\n    b.put_slice()\n}\n";
        let kept = cut_items(text, &[1]);
        assert!(kept.contains("fn user"), "{kept}");
    }

    #[test]
    fn a_call_through_the_crates_root_goes_with_its_function() {
        let text = "fn range() {}\nfn user(range: u8) {\n    crate::range()\n}\nmod a {\n    pub fn f() {}\n}\nmod b {\n    pub fn f() {}\n}\nfn other() {\n    crate::b::f()\n}\nfn gone() {\n    crate::a::f()\n}\n";
        let kept = cut_items(text, &[0, 2]);
        assert!(!kept.contains("fn user"), "{kept}");
        assert!(!kept.contains("fn gone"), "{kept}");
        assert!(kept.contains("crate::b::f()"), "{kept}");
    }

    #[test]
    fn a_use_through_a_module_the_cut_broke_goes_with_what_it_imported() {
        let hole = "const _: () = ();\n";
        let cases = [
            // `buf` stays defined (a parameter): the name alone kept the `use`.
            (
                "mod buf {\n    pub struct B;\n}\nuse crate::buf::B;\nfn f(buf: u8) -> u8 {\n    buf\n}\nfn g() -> Option<B> {\n    None\n}\n",
                0,
                format!("{hole}fn f(buf: u8) -> u8 {{\n    buf\n}}\n{hole}"),
            ),
            // The root knew `DiffOp` through a glob of the module cut.
            (
                "mod types {\n    pub struct DiffOp;\n}\npub use self::types::*;\nmod other {\n    use crate::DiffOp;\n    fn f(_: DiffOp) {}\n    pub fn g() {}\n}\n",
                0,
                format!("{hole}mod other {{\n    pub fn g() {{}}\n}}\n"),
            ),
            // The root's re-export cut: `b` loses its import, and what names
            // `Bytes` in `b` goes, though `a` still defines a `Bytes`.
            (
                "mod a {\n    pub struct Bytes;\n}\npub use crate::a::Bytes;\nmod b {\n    use crate::Bytes;\n    fn f(_: Bytes) {}\n    pub fn g() {}\n}\n",
                1,
                "mod a {\n    pub struct Bytes;\n}\nmod b {\n    pub fn g() {}\n}\n".to_string(),
            ),
            // The glob itself cut: the root and `other` lose `DiffOp`.
            (
                "mod types {\n    pub struct DiffOp;\n}\npub use self::types::*;\nmod other {\n    use crate::DiffOp;\n    fn f(_: DiffOp) {}\n    pub fn g() {}\n}\nfn h(_: DiffOp) {}\nfn k() {}\n",
                1,
                format!("mod types {{\n    pub struct DiffOp;\n}}\nmod other {{\n    pub fn g() {{}}\n}}\n{hole}fn k() {{}}\n"),
            ),
        ];
        for (text, gone, after) in cases {
            assert_eq!(cut_items(text, &[gone]), after, "{text}");
        }
    }
}
