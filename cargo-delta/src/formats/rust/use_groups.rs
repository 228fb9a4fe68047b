//! A `use` group of one import written without its braces: `use
//! core::ops::{self};` becomes `use core::ops;`, `use a::{b::{C}};` `use
//! a::b::C;`.
//!
//! Cuts leave such groups behind (`use core::{fmt, ops}` once `fmt` is
//! gone), and no cut takes the braces, which are no element of the
//! group. All of the file's groups of one go in one choice: the change is
//! the same import written shorter, so a candidate fails otherwise only
//! where `self` imported a module whose name something else in the same
//! place has too.

use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{UseGroup, UseTree};

/// Whether `file` has a `use` group of one import.
pub fn braced_alone(file: &syn::File) -> bool {
    let mut found = Found(false);
    found.visit_file(file);
    found.0
}

/// Writes every `use` group of one import in `file` without its braces.
pub fn unbrace(file: &mut syn::File) {
    Unbrace.visit_file_mut(file);
}

/// `tree` written without braces, if it is a group of one import (not
/// `self`, which needs a path before it) or a path that ends in one.
fn unbraced(tree: &UseTree) -> Option<UseTree> {
    match tree {
        UseTree::Group(group) => alone(group).filter(|only| !is_self(only)).cloned(),
        UseTree::Path(path) => {
            let UseTree::Group(group) = &*path.tree else {
                return None;
            };
            Some(match alone(group)? {
                UseTree::Name(name) if name.ident == "self" => UseTree::Name(syn::UseName {
                    ident: path.ident.clone(),
                }),
                UseTree::Rename(rename) if rename.ident == "self" => {
                    UseTree::Rename(syn::UseRename {
                        ident: path.ident.clone(),
                        as_token: rename.as_token,
                        rename: rename.rename.clone(),
                    })
                }
                only => {
                    let mut path = path.clone();
                    *path.tree = only.clone();
                    UseTree::Path(path)
                }
            })
        }
        _ => None,
    }
}

/// The one import of `group`, if it has one.
fn alone(group: &UseGroup) -> Option<&UseTree> {
    match group.items.len() {
        1 => group.items.first(),
        _ => None,
    }
}

/// Whether `tree` is `self` (or `self as x`).
fn is_self(tree: &UseTree) -> bool {
    match tree {
        UseTree::Name(name) => name.ident == "self",
        UseTree::Rename(rename) => rename.ident == "self",
        _ => false,
    }
}

struct Found(bool);

impl Visit<'_> for Found {
    fn visit_use_tree(&mut self, tree: &UseTree) {
        self.0 |= unbraced(tree).is_some();
        syn::visit::visit_use_tree(self, tree);
    }
}

/// Unbraces the innermost groups first, so that `a::{b::{C}}` becomes
/// `a::{b::C}`, then `a::b::C`.
struct Unbrace;

impl VisitMut for Unbrace {
    fn visit_use_tree_mut(&mut self, tree: &mut UseTree) {
        syn::visit_mut::visit_use_tree_mut(self, tree);
        if let Some(shorter) = unbraced(tree) {
            *tree = shorter;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unbraced(text: &str) -> String {
        let mut file = syn::parse_file(text).unwrap();
        assert!(braced_alone(&file));
        unbrace(&mut file);
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_group_of_one_loses_its_braces_at_every_depth() {
        assert_eq!(
            unbraced("use core::ops::{self};\nuse a::{b::{C}};\nuse {x::Y};\nuse m::{self as n};\nmod inner { use d::{e, f::{G}}; }\n"),
            "use core::ops;\nuse a::b::C;\nuse x::Y;\nuse m as n;\nmod inner {\n    use d::{e, f::G};\n}\n"
        );
    }

    #[test]
    fn a_file_without_one_is_offered_nothing() {
        let file =
            syn::parse_file("use a::{b, c};\nuse d::e;\nuse {self::f, g};\nuse {self};\n").unwrap();
        assert!(!braced_alone(&file));
    }
}
