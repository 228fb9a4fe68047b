//! A method's reads of its value's fields made parameters: in `impl S {
//! fn b(&mut self, c: u16) { match self.a { .. } } }`, where `S` has a
//! field `a: u16`, `b` becomes `fn b(&mut self, c: u16, a: &mut u16)`
//! and each `self.a` becomes `(*a)` (with `&self`, `a: &u16`; with `self`
//! by value, `a: u16` and `a`).
//!
//! Bugs sit in methods, and a reduced method kept its struct, with every
//! field it read, and the struct its impl, though nothing of the value
//! mattered but a field's type. With the fields made parameters, the
//! method names `self` no longer and becomes free (`methods.rs`,
//! `unwrap.rs`), and the struct goes with the next cut.
//!
//! Offered for an inherent impl's method that nothing in the list calls
//! (its name appears once, where it is defined: a call would need the
//! fields passed, and a value borrowed twice), whose fields are named,
//! and whose parameters and bindings do not already use a field's name;
//! one choice per such method, only where there are few: each costs a
//! run.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

use quote::ToTokens;
use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{Expr, FnArg, Ident, ImplItem, Item, Member, Type};

use super::receivers;
use super::tokens;
use super::uses::Binds;

/// A list with at most this many such methods is offered each one.
const FEW: usize = 8;

/// A method: the impl's index in the list, the method's in the impl.
pub type Method = (usize, usize);

/// The methods of `items` whose fields can become parameters, in order,
/// when there are few.
pub fn parameterizable(items: &[Item]) -> Vec<Method> {
    let mut found = Vec::new();
    for (index, item) in items.iter().enumerate() {
        let Item::Impl(block) = item else {
            continue;
        };
        if block.trait_.is_some() {
            continue;
        }
        let Some(fields) = struct_fields(items, &block.self_ty) else {
            continue;
        };
        for (at, inner) in block.items.iter().enumerate() {
            let ImplItem::Fn(method) = inner else {
                continue;
            };
            if !matches!(method.sig.inputs.first(), Some(FnArg::Receiver(_))) {
                continue;
            }
            let read = read_fields(method, &fields);
            let bound = bound_names(method);
            let clash = read
                .iter()
                .any(|(name, _)| bound.contains(&name.to_string()));
            if !read.is_empty() && !clash {
                found.push(((index, at), method.sig.ident.clone()));
            }
        }
    }
    if found.is_empty() {
        return Vec::new();
    }
    let named = mentions(items, found.iter().map(|(_, name)| name));
    let found: Vec<Method> = found
        .into_iter()
        .filter(|(_, name)| named.get(name).copied() == Some(1))
        .map(|(method, _)| method)
        .collect();
    match found.len() > FEW {
        true => Vec::new(),
        false => found,
    }
}

/// Makes the fields `method` reads through `self` its parameters.
pub fn parameterize(items: &mut [Item], (index, at): Method) {
    let Some(Item::Impl(block)) = items.get(index) else {
        return;
    };
    let Some(fields) = struct_fields(items, &block.self_ty) else {
        return;
    };
    let Some(Item::Impl(block)) = items.get_mut(index) else {
        return;
    };
    let Some(ImplItem::Fn(method)) = block.items.get_mut(at) else {
        return;
    };
    let Some(FnArg::Receiver(receiver)) = method.sig.inputs.first() else {
        return;
    };
    let (by_ref, by_mut) = (receiver.reference.is_some(), receiver.mutability.is_some());
    let read = read_fields(method, &fields);
    for (name, ty) in &read {
        let param: FnArg = match (by_ref, by_mut) {
            (true, true) => syn::parse_quote!(#name: &mut #ty),
            (true, false) => syn::parse_quote!(#name: &#ty),
            (false, _) => syn::parse_quote!(#name: #ty),
        };
        method.sig.inputs.push(param);
    }
    let names: Vec<Ident> = read.into_iter().map(|(name, _)| name).collect();
    Replace {
        names: &names,
        deref: by_ref,
    }
    .visit_block_mut(&mut method.block);
}

/// The named fields of the struct `self_ty` names, if `items` defines it.
fn struct_fields(items: &[Item], self_ty: &Type) -> Option<Vec<(Ident, Type)>> {
    let name = receivers::type_name(self_ty)?;
    items.iter().find_map(|item| match item {
        Item::Struct(s) if s.ident == name => match &s.fields {
            syn::Fields::Named(named) => Some(
                named
                    .named
                    .iter()
                    .filter_map(|f| Some((f.ident.clone()?, f.ty.clone())))
                    .collect(),
            ),
            _ => None,
        },
        _ => None,
    })
}

/// The fields of `fields` that `method`'s body reads as `self.name`, in
/// the struct's order.
fn read_fields(method: &syn::ImplItemFn, fields: &[(Ident, Type)]) -> Vec<(Ident, Type)> {
    struct Reads(Vec<Ident>);
    impl<'a> Visit<'a> for Reads {
        fn visit_expr_field(&mut self, field: &'a syn::ExprField) {
            if is_self(&field.base)
                && let Member::Named(member) = &field.member
            {
                self.0.push(member.clone());
            }
            syn::visit::visit_expr_field(self, field);
        }
    }
    let mut reads = Reads(Vec::new());
    reads.visit_block(&method.block);
    fields
        .iter()
        .filter(|(name, _)| reads.0.contains(name))
        .cloned()
        .collect()
}

/// Whether `expr` is `self`.
fn is_self(expr: &Expr) -> bool {
    matches!(expr, Expr::Path(path) if path.qself.is_none() && path.path.is_ident("self"))
}

/// The names `method`'s parameters and patterns bind.
fn bound_names(method: &syn::ImplItemFn) -> BTreeSet<String> {
    let mut binds = Binds(BTreeSet::new());
    binds.visit_impl_item_fn(method);
    binds.0
}

/// How many times `items` name each of `names` (a method that nothing
/// calls is named once, where it is defined), in one walk of their tokens.
fn mentions<'a>(items: &[Item], names: impl Iterator<Item = &'a Ident>) -> BTreeMap<Ident, usize> {
    let counts = RefCell::new(
        names
            .map(|name| (name.clone(), 0))
            .collect::<BTreeMap<_, _>>(),
    );
    for item in items {
        tokens::has_ident(item.to_token_stream(), &|ident| {
            if let Some(count) = counts.borrow_mut().get_mut(ident) {
                *count += 1;
            }
            false
        });
    }
    counts.into_inner()
}

/// Rewrites `self.name` as the parameter `name`.
struct Replace<'a> {
    names: &'a [Ident],
    /// Whether the parameters are references (`(*name)`), not values.
    deref: bool,
}

impl VisitMut for Replace<'_> {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        if let Expr::Field(field) = expr
            && is_self(&field.base)
            && let Member::Named(member) = &field.member
            && self.names.contains(member)
        {
            let name = member.clone();
            *expr = match self.deref {
                true => syn::parse_quote!((*#name)),
                false => syn::parse_quote!(#name),
            };
            return;
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parameterized(text: &str, which: usize) -> String {
        let mut file = syn::parse_file(text).unwrap();
        let methods = parameterizable(&file.items);
        parameterize(&mut file.items, methods[which]);
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_methods_field_reads_become_parameters() {
        let text = "struct S { a: u16, b: Vec<u8>, c: u8 }\nimpl S {\n    fn m(&mut self, x: u16) { if self.a == x { self.a = 0; } self.b.push(1); }\n    fn n(self) -> u8 { self.c }\n}\n";
        let file = syn::parse_file(text).unwrap();
        assert_eq!(parameterizable(&file.items), [(1, 0), (1, 1)]);
        assert_eq!(
            parameterized(text, 0),
            "struct S {\n    a: u16,\n    b: Vec<u8>,\n    c: u8,\n}\nimpl S {\n    fn m(&mut self, x: u16, a: &mut u16, b: &mut Vec<u8>) {\n        if (*a) == x {\n            (*a) = 0;\n        }\n        (*b).push(1);\n    }\n    fn n(self) -> u8 {\n        self.c\n    }\n}\n"
        );
        assert_eq!(
            parameterized(text, 1),
            "struct S {\n    a: u16,\n    b: Vec<u8>,\n    c: u8,\n}\nimpl S {\n    fn m(&mut self, x: u16) {\n        if self.a == x {\n            self.a = 0;\n        }\n        self.b.push(1);\n    }\n    fn n(self, c: u8) -> u8 {\n        c\n    }\n}\n"
        );
    }

    #[test]
    fn a_method_called_or_whose_names_clash_is_not_offered() {
        let called = "struct S { a: u8 }\nimpl S { fn m(&self) -> u8 { self.a } fn n(&self) -> u8 { self.m() } }\n";
        let file = syn::parse_file(called).unwrap();
        // `n` reads no field; `m` is called.
        assert!(parameterizable(&file.items).is_empty());
        let clash = "struct S { a: u8 }\nimpl S { fn m(&self, a: u8) -> u8 { self.a + a } }\n";
        assert!(parameterizable(&syn::parse_file(clash).unwrap().items).is_empty());
    }
}
