//! Consistent renaming: the names a file defines become short ones (`a`,
//! `b`... for values, `S`, `T`... for types, `'a` for lifetimes), every
//! use with them, macro invocations' tokens included. A long name tells
//! the reader of a bug report nothing the short one does not; the compiler
//! error stays the same one, as its quoted names are masked.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{Group, TokenStream, TokenTree};
use syn::visit::Visit;
use syn::visit_mut::VisitMut;

use super::names;

/// A file with at most this many names to rename gets a choice per name
/// too, when renaming them all at once breaks it: few runs, on a file
/// that is small by then.
const ONE_BY_ONE: usize = 8;

/// What a renaming does: old name to new.
pub type Renaming = BTreeMap<String, String>;

/// The renamings of `file` to try, simplest first: all its names at once
/// to the short names they get in the order they are defined (`S`, `T`...
/// and `a`, `b`...), then (for a file with few) each alone, in that order.
/// None when the names are those already: renaming a renamed file changes
/// nothing, so the reduction renames again only after a cut.
pub fn renamings(file: &syn::File, quoted: &BTreeSet<String>) -> Vec<Renaming> {
    let mut names = renamable(file);
    names.retain(|name| !quoted.contains(name));
    let present = idents(file);
    let mut taken: BTreeSet<String> = present
        .iter()
        .filter(|ident| !names.contains(ident))
        .cloned()
        .collect();
    let mut changes = Vec::new();
    for name in &names {
        let short = fresh(name, &taken);
        taken.insert(short.clone());
        if short != *name {
            changes.push((name.clone(), short));
        }
    }
    let mut renamings = Vec::new();
    if !changes.is_empty() {
        renamings.push(changes.iter().cloned().collect());
    }
    if changes.len() > 1 && changes.len() <= ONE_BY_ONE {
        // Alone, a new name must not be one the file still uses.
        let alone = changes
            .into_iter()
            .filter(|(_, new)| !present.contains(new));
        renamings.extend(alone.map(|change| Renaming::from([change])));
    }
    renamings
}

/// Renames, in `file`, every identifier `renaming` names.
pub fn rename(file: &mut syn::File, renaming: &Renaming) {
    let macros = macro_rules(file);
    Renamer { renaming, macros }.visit_file_mut(file);
}

/// The names of the `macro_rules!` of `file`: a macro call's name is one
/// of them, or another crate's (`vec!`), never a local's of that name.
fn macro_rules(file: &syn::File) -> BTreeSet<String> {
    struct Rules(BTreeSet<String>);
    impl<'ast> Visit<'ast> for Rules {
        fn visit_item_macro(&mut self, item: &'ast syn::ItemMacro) {
            self.0.extend(item.ident.as_ref().map(ToString::to_string));
        }
    }
    let mut rules = Rules(BTreeSet::new());
    rules.visit_file(file);
    rules.0
}

/// The names that may be renamed: those the file defines, save `main`,
/// `_`-names and the items of impls of traits defined elsewhere (`fmt` in
/// `impl Display`), which must keep their names.
fn renamable(file: &syn::File) -> Vec<String> {
    let foreign = foreign_impl_items(file);
    names::in_order(file)
        .into_iter()
        .filter(|name| name != "main" && !name.starts_with('_') && !foreign.contains(name))
        .collect()
}

/// The names of the items of `impl Trait for T` blocks whose trait the
/// file does not define.
fn foreign_impl_items(file: &syn::File) -> BTreeSet<String> {
    let defined: BTreeSet<String> = names::in_order(file).into_iter().collect();
    let mut foreign = BTreeSet::new();
    let impls = file.items.iter().filter_map(|item| match item {
        syn::Item::Impl(block) => Some(block),
        _ => None,
    });
    for block in impls {
        let Some((_, path, _)) = &block.trait_ else {
            continue;
        };
        let local = path
            .segments
            .last()
            .is_some_and(|segment| defined.contains(&segment.ident.to_string()));
        if local {
            continue;
        }
        for item in &block.items {
            let ident = match item {
                syn::ImplItem::Fn(f) => &f.sig.ident,
                syn::ImplItem::Const(c) => &c.ident,
                syn::ImplItem::Type(t) => &t.ident,
                _ => continue,
            };
            foreign.insert(ident.to_string());
        }
    }
    foreign
}

/// A short name for `name` that is not `taken`: a lifetime for a
/// lifetime, upper case for a name that starts upper case, else lower.
fn fresh(name: &str, taken: &BTreeSet<String>) -> String {
    let (prefix, letters) = match name.chars().next() {
        Some('\'') => ("'", "abcdefghijklmnopqrstuvwxyz"),
        Some(c) if c.is_uppercase() => ("", "STUVWXYZABCDEFGHIJKLMNOPQR"),
        _ => ("", "abcdefghijklmnopqrstuvwxyz"),
    };
    (0..)
        .flat_map(|round: usize| {
            letters.chars().map(move |c| match round {
                0 => format!("{prefix}{c}"),
                _ => format!("{prefix}{c}{round}"),
            })
        })
        .find(|candidate| !taken.contains(candidate) && !keyword(candidate))
        .expect("the names are endless")
}

/// Whether `word` is a keyword a short name could spell (`as`, `fn`...).
fn keyword(word: &str) -> bool {
    ["as", "fn", "if", "in", "do"].contains(&word)
}

/// Every identifier in `file` (lifetimes with their `'`), macro tokens
/// included: a new name must be none of them.
fn idents(file: &syn::File) -> BTreeSet<String> {
    struct All(BTreeSet<String>);
    impl<'ast> Visit<'ast> for All {
        fn visit_ident(&mut self, ident: &'ast syn::Ident) {
            self.0.insert(ident.to_string());
        }
        fn visit_lifetime(&mut self, lifetime: &'ast syn::Lifetime) {
            self.0.insert(format!("'{}", lifetime.ident));
        }
        fn visit_macro(&mut self, mac: &'ast syn::Macro) {
            token_idents(mac.tokens.clone(), &mut self.0);
            syn::visit::visit_macro(self, mac);
        }
    }
    let mut all = All(BTreeSet::new());
    all.visit_file(file);
    all.0
}

fn token_idents(tokens: TokenStream, out: &mut BTreeSet<String>) {
    for token in tokens {
        match token {
            TokenTree::Ident(ident) => {
                out.insert(ident.to_string());
            }
            TokenTree::Group(group) => token_idents(group.stream(), out),
            _ => {}
        }
    }
}

struct Renamer<'a> {
    renaming: &'a Renaming,
    /// The file's `macro_rules!`: the only macro calls renamed.
    macros: BTreeSet<String>,
}

impl VisitMut for Renamer<'_> {
    fn visit_ident_mut(&mut self, ident: &mut syn::Ident) {
        if let Some(new) = self.renaming.get(&ident.to_string()) {
            *ident = syn::Ident::new(new, ident.span());
        }
    }

    fn visit_lifetime_mut(&mut self, lifetime: &mut syn::Lifetime) {
        let name = format!("'{}", lifetime.ident);
        if let Some(new) = self.renaming.get(&name) {
            lifetime.ident = syn::Ident::new(&new[1..], lifetime.ident.span());
        }
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        mac.tokens = rename_tokens(std::mem::take(&mut mac.tokens), self.renaming);
        let called = mac.path.segments.last().map(|s| s.ident.to_string());
        if called.is_some_and(|name| self.macros.contains(&name)) {
            syn::visit_mut::visit_macro_mut(self, mac);
        }
    }
}

/// `tokens` with the identifiers `renaming` names renamed, at any depth.
fn rename_tokens(tokens: TokenStream, renaming: &Renaming) -> TokenStream {
    tokens
        .into_iter()
        .map(|token| match token {
            TokenTree::Ident(ident) => match renaming.get(&ident.to_string()) {
                Some(new) => TokenTree::Ident(proc_macro2::Ident::new(new, ident.span())),
                None => TokenTree::Ident(ident),
            },
            TokenTree::Group(group) => {
                let mut renamed =
                    Group::new(group.delimiter(), rename_tokens(group.stream(), renaming));
                renamed.set_span(group.span());
                TokenTree::Group(renamed)
            }
            other => other,
        })
        .collect()
}
