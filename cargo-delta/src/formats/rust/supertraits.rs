//! A trait that only gathers others, written out where it is a bound: with
//! `trait S: T + Copy {}`, `F: S` becomes `F: T + Copy`, `impl S` and `dyn
//! S` likewise, and `S` goes with its impls (`impl<X: T + Copy> S for X
//! {}`, the blanket impl that such a trait has).
//!
//! Generic numeric code names its bounds so (ryu's `trait Float: Copy +
//! ..`), and a reduced file kept the gathering trait and its impl around
//! the one bound the bug needed (36 tokens where 30 do). Once written
//! out, the bounds are cut one by one.
//!
//! Offered at the file's root, one choice per trait of the file's items
//! that has supertraits, no items, no generics and no where clause, and
//! whose name stands nowhere but in bounds, in its impls' headers and in
//! its own definition. Behind a reference, the bounds written out are
//! parenthesized (`&(dyn T + Copy)`).

use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::visit_mut::VisitMut;
use syn::{Ident, Item, Token, TypeParamBound};

use super::tokens;

/// A list with more such traits is offered none.
const FEW: usize = 4;

/// The traits of `file`'s items that can be written out ([`write_out`]),
/// by name.
pub fn gathering(file: &syn::File) -> Vec<Ident> {
    let mut found = Vec::new();
    for item in &file.items {
        let Item::Trait(t) = item else {
            continue;
        };
        let plain = t.items.is_empty()
            && !t.supertraits.is_empty()
            && t.generics.params.is_empty()
            && t.generics.where_clause.is_none();
        if !plain {
            continue;
        }
        let mut copy = file.clone();
        write_out(&mut copy, &t.ident);
        if !tokens::has_ident(copy.to_token_stream(), &|i| *i == t.ident) {
            found.push(t.ident.clone());
        }
    }
    if found.len() > FEW {
        found.clear();
    }
    found
}

/// Writes the trait `name` out wherever it is a bound, and removes it and
/// its impls.
pub fn write_out(file: &mut syn::File, name: &Ident) {
    let Some(supertraits) = file.items.iter().find_map(|item| match item {
        Item::Trait(t) if t.ident == *name => Some(t.supertraits.clone()),
        _ => None,
    }) else {
        return;
    };
    file.items.retain(|item| match item {
        Item::Trait(t) => t.ident != *name,
        Item::Impl(block) => !block
            .trait_
            .as_ref()
            .is_some_and(|(_, path, _)| path.is_ident(name)),
        _ => true,
    });
    let mut bounds = Bounds { name, supertraits };
    bounds.visit_file_mut(file);
}

/// Splices a trait's supertraits where it is a bound.
struct Bounds<'a> {
    name: &'a Ident,
    supertraits: Punctuated<TypeParamBound, Token![+]>,
}

impl Bounds<'_> {
    fn splice(&self, bounds: &mut Punctuated<TypeParamBound, Token![+]>) {
        let named = |bound: &TypeParamBound| matches!(bound, TypeParamBound::Trait(t) if t.path.is_ident(self.name));
        if !bounds.iter().any(named) {
            return;
        }
        let all = std::mem::take(bounds);
        for bound in all {
            match named(&bound) {
                true => bounds.extend(self.supertraits.iter().cloned()),
                false => bounds.push(bound),
            }
        }
    }
}

impl VisitMut for Bounds<'_> {
    fn visit_type_param_mut(&mut self, param: &mut syn::TypeParam) {
        syn::visit_mut::visit_type_param_mut(self, param);
        self.splice(&mut param.bounds);
    }

    fn visit_predicate_type_mut(&mut self, predicate: &mut syn::PredicateType) {
        syn::visit_mut::visit_predicate_type_mut(self, predicate);
        self.splice(&mut predicate.bounds);
    }

    fn visit_type_impl_trait_mut(&mut self, ty: &mut syn::TypeImplTrait) {
        syn::visit_mut::visit_type_impl_trait_mut(self, ty);
        self.splice(&mut ty.bounds);
    }

    fn visit_type_trait_object_mut(&mut self, ty: &mut syn::TypeTraitObject) {
        syn::visit_mut::visit_type_trait_object_mut(self, ty);
        self.splice(&mut ty.bounds);
    }

    /// `&dyn A + B` and `&impl A + B` do not read back: behind a reference
    /// or a pointer, bounds are parenthesized.
    fn visit_type_reference_mut(&mut self, ty: &mut syn::TypeReference) {
        syn::visit_mut::visit_type_reference_mut(self, ty);
        parenthesize(&mut ty.elem);
    }

    fn visit_type_ptr_mut(&mut self, ty: &mut syn::TypePtr) {
        syn::visit_mut::visit_type_ptr_mut(self, ty);
        parenthesize(&mut ty.elem);
    }

    fn visit_item_trait_mut(&mut self, t: &mut syn::ItemTrait) {
        syn::visit_mut::visit_item_trait_mut(self, t);
        self.splice(&mut t.supertraits);
    }

    fn visit_trait_item_type_mut(&mut self, ty: &mut syn::TraitItemType) {
        syn::visit_mut::visit_trait_item_type_mut(self, ty);
        self.splice(&mut ty.bounds);
    }

    /// A macro's tokens do not say whether a name is a bound: they keep
    /// it, and the trait is then not offered.
    fn visit_macro_mut(&mut self, _: &mut syn::Macro) {}
}

/// `ty` in parentheses, if it is a trait object or an `impl` of several
/// bounds.
fn parenthesize(ty: &mut Box<syn::Type>) {
    let several = match &**ty {
        syn::Type::TraitObject(object) => object.bounds.len() > 1,
        syn::Type::ImplTrait(bound) => bound.bounds.len() > 1,
        _ => false,
    };
    if several {
        let inner = std::mem::replace(&mut **ty, syn::Type::Verbatim(Default::default()));
        **ty = syn::Type::Paren(syn::TypeParen {
            paren_token: Default::default(),
            elem: Box::new(inner),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(text: &str) -> String {
        let mut file = syn::parse_file(text).unwrap();
        let found = gathering(&file);
        write_out(&mut file, &found[0]);
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_gathering_trait_is_written_out_where_it_is_a_bound_and_goes_with_its_impls() {
        assert_eq!(
            written(
                "trait T { fn f(self); }\ntrait S: T + Copy {}\nimpl<X: T + Copy> S for X {}\nfn a<F: S>(b: F) where Vec<F>: S { b.f(); }\nfn c() -> impl S {}\n"
            ),
            "trait T {\n    fn f(self);\n}\nfn a<F: T + Copy>(b: F)\nwhere\n    Vec<F>: T + Copy,\n{\n    b.f();\n}\nfn c() -> impl T + Copy {}\n"
        );
        assert_eq!(
            written("trait T {}\ntrait S: T {}\nfn c(d: &dyn S) {}\n"),
            "trait T {}\nfn c(d: &dyn T) {}\n"
        );
        let behind = written("trait S: Copy + Send {}\nfn a(b: &impl S, c: *const dyn S) {}\n");
        assert_eq!(
            behind,
            "fn a(b: &(impl Copy + Send), c: *const (dyn Copy + Send)) {}\n"
        );
        assert!(syn::parse_file(&behind).is_ok());
    }

    #[test]
    fn a_trait_named_otherwise_or_with_items_is_not_offered() {
        for text in [
            "trait S: Copy { fn f(); }\nfn a<F: S>() {}",
            "trait S: Copy {}\nfn a<F: S>() { m!(S); }",
            "trait S: Copy {}\nfn a() -> Box<dyn S> { S::f() }",
            "trait S {}\nfn a<F: S>() {}",
            "trait S<U>: Copy {}\nfn a<F: S<u8>>() {}",
        ] {
            let file = syn::parse_file(text).unwrap();
            assert!(gathering(&file).is_empty(), "{text}");
        }
    }
}
