//! Trait impls cut with the impls that need them: when a cut removes
//! `impl Tr for X` (or what it names, and it goes along), an impl that
//! needs `X: Tr` goes too (`dependents.rs`):
//!
//! - an impl for `X` of a trait whose supertrait `Tr` is (`impl Error for
//!   X {}` once `impl Display for X` is cut; E0277);
//! - an impl whose associated type is `X` where the trait bounds it by
//!   `Tr` (`type IntoIter = Iter<Bytes>;` once `impl Iterator for Iter<T>`
//!   is cut: "`Iter<Bytes>` is not an iterator", E0277);
//! - an impl of `Tr<A>` for `X` that calls its own methods on `self`,
//!   `Self` or `X` once `impl Tr<B> for X` is cut (`impl Extend<&u8>`
//!   whose `extend` calls `self.extend(..)` of `Extend<u8>`; E0277).
//!
//! These are the bounds a syntax tree shows. A bound only the types of
//! expressions show (a `for` loop over a value whose `Iterator` impl was
//! cut, `?` on an error whose `From` impl was) is left to the compiler,
//! whose answer refuses the cut, as before. The standard library's
//! supertraits and bounded associated types that impls most often meet
//! are listed here ([`STD_SUPERTRAITS`], [`STD_BOUNDED`]); the file's own
//! traits say theirs.

use std::collections::{BTreeMap, BTreeSet};

use quote::ToTokens;
use syn::visit::Visit;
use syn::{ImplItem, Item, ItemImpl, TraitItem, TypeParamBound};

use super::implemented;
use super::receivers::{self, type_name};

/// The standard library's traits and their supertraits, as impls meet them.
const STD_SUPERTRAITS: &[(&str, &[&str])] = &[
    ("Error", &["Debug", "Display"]),
    ("Eq", &["PartialEq"]),
    ("Ord", &["Eq", "PartialOrd"]),
    ("PartialOrd", &["PartialEq"]),
    ("Copy", &["Clone"]),
    ("ExactSizeIterator", &["Iterator"]),
    ("DoubleEndedIterator", &["Iterator"]),
    ("FusedIterator", &["Iterator"]),
    ("DerefMut", &["Deref"]),
    ("IndexMut", &["Index"]),
    ("BufRead", &["Read"]),
];

/// The standard library's associated types bound by a trait: (trait,
/// associated type, bound).
const STD_BOUNDED: &[(&str, &str, &str)] = &[
    ("IntoIterator", "IntoIter", "Iterator"),
    ("IntoFuture", "IntoFuture", "Future"),
];

/// An impl of a trait for a type: the trait's name, its generic arguments
/// as written (`<u8>` of `Extend<u8>`), the name of the first type among
/// them unless it is the impl's own (`slice` of `PartialEq<[u8]>`; none for
/// `PartialEq` or `PartialEq<Self>`), the type's name.
type Key = (String, String, String, String);

/// The trait impls of a file, and what its own traits need.
#[derive(Default)]
pub struct Impls {
    /// Each impl of a trait for a named type, derives included.
    keys: BTreeSet<Key>,
    /// The traits a blanket impl may give any type (`impl<T: A> B for T`).
    blanket: BTreeSet<String>,
    /// The supertraits of the file's traits.
    supers: BTreeMap<String, BTreeSet<String>>,
    /// The names of the traits the file defines twice or more: which
    /// one an impl means is not known.
    twice: BTreeSet<String>,
    /// The bounds of the file's traits' associated types, by trait and type.
    bounded: BTreeMap<(String, String), BTreeSet<String>>,
}

/// The impls a cut removed: each as [`Key`], the (trait, type) pairs no
/// impl is left for, whatever its arguments, and the (trait, first type
/// argument, type) triples.
#[derive(Default)]
pub struct Lost {
    exact: BTreeSet<Key>,
    any: BTreeSet<(String, String)>,
    by_argument: BTreeSet<(String, String, String)>,
}

impl Lost {
    pub fn is_empty(&self) -> bool {
        self.exact.is_empty()
    }

    /// Whether no impl of `trait_name` is left for `ty` (`derives.rs`).
    pub fn lacks(&self, trait_name: &str, ty: &str) -> bool {
        self.any.contains(&(trait_name.to_string(), ty.to_string()))
    }
}

impl Impls {
    /// The trait impls of `file`, at any depth.
    pub fn of(file: &syn::File) -> Impls {
        struct Walk<'i>(&'i mut Impls);
        impl<'a> Visit<'a> for Walk<'_> {
            fn visit_item(&mut self, item: &'a Item) {
                self.0.add(item);
                syn::visit::visit_item(self, item);
            }
        }
        let mut impls = Impls::default();
        Walk(&mut impls).visit_file(file);
        impls
    }

    fn add(&mut self, item: &Item) {
        match item {
            Item::Impl(block) => {
                let Some(key) = key(block) else {
                    return;
                };
                if block.generics.type_params().any(|p| p.ident == key.3) {
                    self.blanket.insert(key.0);
                } else {
                    self.keys.insert(key);
                }
            }
            Item::Struct(s) => self.derives(&s.attrs, &s.ident),
            Item::Enum(e) => self.derives(&e.attrs, &e.ident),
            Item::Union(u) => self.derives(&u.attrs, &u.ident),
            Item::Trait(t) => {
                let supers = t.supertraits.iter().filter_map(bound_name);
                if self
                    .supers
                    .insert(t.ident.to_string(), supers.collect())
                    .is_some()
                {
                    self.twice.insert(t.ident.to_string());
                }
                for inner in &t.items {
                    if let TraitItem::Type(assoc) = inner {
                        let bounds = assoc.bounds.iter().filter_map(bound_name).collect();
                        let key = (t.ident.to_string(), assoc.ident.to_string());
                        self.bounded.insert(key, bounds);
                    }
                }
            }
            _ => {}
        }
    }

    /// Adds the impls a `#[derive(..)]` among `attrs` gives `ident`.
    fn derives(&mut self, attrs: &[syn::Attribute], ident: &syn::Ident) {
        for derived in receivers::derives(attrs) {
            let key = (derived, String::new(), String::new(), ident.to_string());
            self.keys.insert(key);
        }
    }

    /// The impls here that `now` has not, but for those of a trait a
    /// blanket impl may still give.
    pub fn lost_since(&self, now: &Impls) -> Lost {
        let exact: BTreeSet<Key> = self
            .keys
            .difference(&now.keys)
            .filter(|(name, ..)| !now.blanket.contains(name))
            .cloned()
            .collect();
        let left: BTreeSet<(&String, &String)> = now.keys.iter().map(|(n, .., t)| (n, t)).collect();
        let any = exact
            .iter()
            .filter(|(name, .., ty)| !left.contains(&(name, ty)))
            .map(|(name, .., ty)| (name.clone(), ty.clone()))
            .collect();
        let left: BTreeSet<(&String, &String, &String)> =
            now.keys.iter().map(|(n, _, a, t)| (n, a, t)).collect();
        let by_argument = exact
            .iter()
            .filter(|(name, _, arg, ty)| !left.contains(&(name, arg, ty)))
            .map(|(name, _, arg, ty)| (name.clone(), arg.clone(), ty.clone()))
            .collect();
        Lost {
            exact,
            any,
            by_argument,
        }
    }

    /// Whether `block` needs an impl that `lost` holds (this module's
    /// three bounds); `self` is the file before the cut, whose traits say
    /// what they need.
    pub fn needs(&self, block: &ItemImpl, lost: &Lost) -> bool {
        let Some((name, args, arg, ty)) = key(block) else {
            return false;
        };
        let gone = |bound: &str, ty: &str| lost.any.contains(&(bound.to_string(), ty.to_string()));
        // std's supertraits take the impl's argument (`PartialOrd<[u8]>`
        // needs `PartialEq<[u8]>`, `Eq` needs `PartialEq<Self>`); which of
        // its arguments a file's trait passes on is not read here.
        let own = self.supers.contains_key(&name);
        let supertrait = self.supertraits(&name).into_iter().any(|s| match own {
            true => gone(&s, &ty),
            false => (lost.by_argument).contains(&(s, arg.clone(), ty.clone())),
        });
        let assoc = block.items.iter().any(|item| match item {
            ImplItem::Type(assoc) => type_name(&assoc.ty).is_some_and(|value| {
                let bounds = self.bounds(&name, &assoc.ident.to_string());
                bounds.iter().any(|b| gone(b, &value))
            }),
            _ => false,
        });
        let sibling = lost
            .exact
            .iter()
            .any(|(n, a, _, t)| *n == name && *a != args && *t == ty);
        supertrait || assoc || (sibling && calls_own(block, &name, &ty))
    }

    /// The supertraits of the trait `name`: the file's trait's, else
    /// std's; none for a name the file defines twice.
    pub fn supertraits(&self, name: &str) -> BTreeSet<String> {
        if self.twice.contains(name) {
            return BTreeSet::new();
        }
        if let Some(own) = self.supers.get(name) {
            return own.clone();
        }
        let std = STD_SUPERTRAITS.iter().filter(|(t, _)| *t == name);
        let std = std.flat_map(|(_, supers)| supers.iter().map(ToString::to_string));
        std.collect()
    }

    /// The bounds of the associated type `assoc` of the trait `name`, as
    /// [`Impls::supertraits`] finds them.
    fn bounds(&self, name: &str, assoc: &str) -> BTreeSet<String> {
        if self.twice.contains(name) {
            return BTreeSet::new();
        }
        if self.supers.contains_key(name) {
            let key = (name.to_string(), assoc.to_string());
            return self.bounded.get(&key).cloned().unwrap_or_default();
        }
        let std = STD_BOUNDED
            .iter()
            .filter(|(t, a, _)| *t == name && *a == assoc);
        std.map(|(_, _, bound)| bound.to_string()).collect()
    }
}

/// The [`Key`] of a trait impl for a named type.
fn key(block: &ItemImpl) -> Option<Key> {
    let path = &block.trait_.as_ref()?.1;
    let args = path
        .segments
        .last()?
        .arguments
        .to_token_stream()
        .to_string();
    let ty = type_name(&block.self_ty)?;
    let arg = receivers::first_type_arg(path).filter(|arg| *arg != ty && arg != "Self");
    let name = implemented::implemented_trait(block)?.to_string();
    Some((name, args, arg.unwrap_or_default(), ty))
}

fn bound_name(bound: &TypeParamBound) -> Option<String> {
    match bound {
        TypeParamBound::Trait(t) => t.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// Whether an impl of `name` for `ty` calls one of its own methods on
/// `self`, `Self`, `ty` or the trait: a call meant for another impl of
/// the trait for the same type (a method does not call itself with other
/// arguments but to recurse, rarely).
fn calls_own(block: &ItemImpl, name: &str, ty: &str) -> bool {
    struct Own<'a> {
        methods: BTreeSet<String>,
        owners: [&'a str; 3],
        found: bool,
    }
    impl<'a> Visit<'a> for Own<'_> {
        fn visit_expr_method_call(&mut self, call: &'a syn::ExprMethodCall) {
            let on_self = matches!(&*call.receiver, syn::Expr::Path(p) if p.path.is_ident("self"));
            self.found |= on_self && self.methods.contains(&call.method.to_string());
            syn::visit::visit_expr_method_call(self, call);
        }
        fn visit_expr_path(&mut self, expr: &'a syn::ExprPath) {
            if let [.., owner, method] = expr.path.segments.iter().collect::<Vec<_>>()[..] {
                self.found |= self.owners.iter().any(|o| owner.ident == o)
                    && self.methods.contains(&method.ident.to_string());
            }
            syn::visit::visit_expr_path(self, expr);
        }
    }
    let methods = block.items.iter().filter_map(|item| match item {
        ImplItem::Fn(f) => Some(f.sig.ident.to_string()),
        _ => None,
    });
    let mut own = Own {
        methods: methods.collect(),
        owners: ["Self", ty, name],
        found: false,
    };
    own.visit_item_impl(block);
    own.found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the impl at `asked` needs what cutting the item at `cut` lost.
    fn needs_after(text: &str, cut: usize, asked: usize) -> bool {
        let (before, after) = super::super::tests::before_and_after(text, cut);
        let (before, now) = (Impls::of(&before), Impls::of(&after));
        let asked = asked - usize::from(asked > cut);
        let Item::Impl(block) = &after.items[asked] else {
            panic!("not an impl");
        };
        before.needs(block, &before.lost_since(&now))
    }

    #[test]
    fn an_impl_needs_its_supertraits_impl() {
        let text = "struct E;\nimpl core::fmt::Display for E { fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { Ok(()) } }\nimpl std::error::Error for E {}\ntrait Base {}\ntrait Sub: Base {}\nimpl Base for E {}\nimpl Sub for E {}\nimpl Clone for E { fn clone(&self) -> E { E } }\n";
        assert!(needs_after(text, 1, 2));
        assert!(needs_after(text, 5, 6));
        assert!(!needs_after(text, 7, 2));
        // Two traits called `Sub`: which one an impl means is not known.
        let twice = "struct E;\ntrait Base {}\nimpl Base for E {}\ntrait Sub {}\nmod m {\n    pub trait Sub: super::Base {}\n}\nimpl Sub for E {}\n";
        assert!(!needs_after(twice, 2, 5));
        // The file's own `Error` is not std's.
        let own = format!("{text}trait Error {{}}\n");
        assert!(!needs_after(&own, 1, 2));
    }

    #[test]
    fn a_std_supertrait_is_needed_with_the_impls_argument() {
        let eq = "fn eq(&self, _: &B) -> bool { true }";
        let slice = "fn eq(&self, _: &[u8]) -> bool { true }";
        let text = format!("struct B;\nimpl PartialEq for B {{ {eq} }}\nimpl PartialEq<[u8]> for B {{ {slice} }}\nimpl Eq for B {{}}\nimpl PartialOrd<[u8]> for B {{ fn partial_cmp(&self, _: &[u8]) -> Option<core::cmp::Ordering> {{ None }} }}\n");
        // `Eq` needs `PartialEq<Self>`, whatever other `PartialEq` is left.
        assert!(needs_after(&text, 1, 3));
        assert!(!needs_after(&text, 2, 3));
        // `PartialOrd<[u8]>` needs `PartialEq<[u8]>`.
        assert!(needs_after(&text, 2, 4));
        assert!(!needs_after(&text, 1, 4));
    }

    #[test]
    fn an_associated_type_needs_its_bound() {
        let text = "struct Iter<T>(T);\nimpl<T> Iterator for Iter<T> { type Item = u8; fn next(&mut self) -> Option<u8> { None } }\nstruct B;\nimpl IntoIterator for B { type Item = u8; type IntoIter = Iter<B>; fn into_iter(self) -> Iter<B> { Iter(self) } }\n#[derive(Clone)]\nstruct C;\nimpl IntoIterator for C { type Item = u8; type IntoIter = Iter<C>; fn into_iter(self) -> Iter<C> { Iter(self) } }\n";
        assert!(needs_after(text, 1, 3));
        // Another impl of `Iterator` would do, and a blanket one too.
        let more = format!("{text}impl Iterator for Iter<u8> {{ type Item = u8; fn next(&mut self) -> Option<u8> {{ None }} }}\n");
        assert!(!needs_after(&more, 1, 3));
        let blanket = format!("{text}impl<T: Clone> Iterator for T {{ type Item = u8; fn next(&mut self) -> Option<u8> {{ None }} }}\n");
        assert!(!needs_after(&blanket, 1, 3));
    }

    #[test]
    fn an_impl_that_calls_another_impl_of_its_trait_needs_it() {
        let text = "struct B;\nimpl Extend<u8> for B { fn extend<T: IntoIterator<Item = u8>>(&mut self, iter: T) {} }\nimpl<'a> Extend<&'a u8> for B { fn extend<T: IntoIterator<Item = &'a u8>>(&mut self, iter: T) { self.extend(iter.into_iter().copied()) } }\nimpl From<u8> for B { fn from(_: u8) -> B { B } }\nimpl From<u16> for B { fn from(v: u16) -> B { B::from(v as u8) } }\nimpl From<u32> for B { fn from(_: u32) -> B { B } }\n";
        assert!(needs_after(text, 1, 2));
        assert!(needs_after(text, 3, 4));
        // `From<u32>` calls no other `from`.
        assert!(!needs_after(text, 3, 5));
    }
}
