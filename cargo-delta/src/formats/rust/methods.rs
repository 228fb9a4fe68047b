//! A method that does not need its value made a free function, its calls
//! rewritten: in `impl S { fn b(&self, c: u8) {..} }`, a `b` whose body
//! never names `self` or `Self` becomes `fn b(c: u8) {..}` after the impl,
//! and every `x.b(c)` in the list becomes `b(c)`, every `S::b(c)` or
//! `Self::b(c)` becomes `b(c)`.
//!
//! An impl made free whole (`unwrap.rs`) needs every function in it free
//! of `self`; this takes one method out of an impl that keeps others, and
//! drops the receiver, which the calls then lose too: alone, neither edit
//! compiles. A call's receiver goes with it (`self.a.b(c)` becomes
//! `b(c)`): its value is what the method did not need.
//!
//! A trait impl's method too, when the list defines the trait: the
//! method goes from the trait and from its other impls with it (alone,
//! E0046), and `Tr::b(c)` calls become `b(c)` as well.
//!
//! A method that names `self` or `Self` keeps its value as a parameter
//! (`self_param.rs`): `fn b(&self)` becomes `fn b(this: &S)`, and its
//! calls pass the receiver first (`x.b(c)` becomes `b(&x, c)`, `S::b(x,
//! c)` becomes `b(x, c)`).
//!
//! Offered on a list of items, one choice per such method, only where
//! there are few of each kind: each costs a run. Those that drop the
//! value come first, and those that keep it after a method's fields are
//! made parameters (`fields_as_params.rs`): what they give is smaller.

use std::collections::HashMap;

use proc_macro2::TokenStream;
use quote::ToTokens;
use syn::visit_mut::VisitMut;
use syn::{Expr, FnArg, Ident, ImplItem, ImplItemFn, Item, ItemFn};

use super::implemented;
use super::self_param;
use super::tokens;

/// A list with at most this many such methods is offered each one.
const FEW: usize = 8;

/// A method to make free: the impl's index in the list, the method's in
/// the impl.
pub type Method = (usize, usize);

/// The methods of `items`' impls that can be made free functions without
/// their value, in order, when there are few.
pub fn freeable(items: &[Item]) -> Vec<Method> {
    candidates(items, false)
}

/// The methods of `items`' impls that name their value and can be made
/// free functions that take it, in order, when there are few. They come
/// after a method's fields made parameters (`fields_as_params.rs`), which
/// frees the method of its value, and its struct with it.
pub fn freeable_with_value(items: &[Item]) -> Vec<Method> {
    candidates(items, true)
}

fn candidates(items: &[Item], valued: bool) -> Vec<Method> {
    let definers = definers(items);
    let mut found = Vec::new();
    for (index, item) in items.iter().enumerate() {
        let Item::Impl(block) = item else {
            continue;
        };
        let own_trait = implemented::implemented_trait(block);
        match own_trait {
            // A foreign trait's method cannot leave it.
            Some(name) if !implemented::defines(items, name) => continue,
            // A lone function too: an impl made free whole (`unwrap.rs`)
            // leaves its calls `S::a(..)` as they are.
            Some(_) | None => {}
        }
        for (at, inner) in block.items.iter().enumerate() {
            if let ImplItem::Fn(f) = inner {
                let offered = match valued {
                    false => !uses_self(f),
                    true => uses_self(f) && self_param::rewritable(block, f),
                };
                let elsewhere = definers.get(&f.sig.ident).is_some_and(|owners| {
                    owners
                        .iter()
                        .any(|owner| owner.other_than(index, own_trait))
                });
                if offered && !elsewhere {
                    found.push((index, at));
                }
            }
        }
    }
    if found.len() > FEW {
        found.clear();
    }
    found
}

/// What defines a method of some name in a list of items.
enum Owner<'a> {
    /// The impl at this index, of this trait if it is a trait impl.
    Impl(usize, Option<&'a Ident>),
    /// The trait of this name.
    Trait(&'a Ident),
}

impl Owner<'_> {
    /// Whether this definition is another method than the one of the impl
    /// at `index`, whose trait is `own_trait`: not that impl, nor that
    /// trait or its other impls. The calls `x.name(..)` may be another's,
    /// which the rewrite would send to the free function (one of a blanket
    /// impl, `impl<T> Tr for T`, takes them all, and the program still
    /// compiles, calling another method).
    fn other_than(&self, index: usize, own_trait: Option<&Ident>) -> bool {
        match *self {
            Owner::Impl(at, _) if at == index => false,
            Owner::Impl(_, of) => own_trait.is_none() || of != own_trait,
            Owner::Trait(name) => Some(name) != own_trait,
        }
    }
}

/// Each method name the impls and traits of `items` define, and where,
/// found in one walk: a list's methods would each walk the others.
fn definers(items: &[Item]) -> HashMap<&Ident, Vec<Owner<'_>>> {
    let mut found: HashMap<&Ident, Vec<Owner<'_>>> = HashMap::new();
    for (index, item) in items.iter().enumerate() {
        match item {
            Item::Impl(block) => {
                let of = implemented::implemented_trait(block);
                for inner in &block.items {
                    if let ImplItem::Fn(f) = inner {
                        found
                            .entry(&f.sig.ident)
                            .or_default()
                            .push(Owner::Impl(index, of));
                    }
                }
            }
            Item::Trait(t) => {
                for inner in &t.items {
                    if let syn::TraitItem::Fn(f) = inner {
                        found
                            .entry(&f.sig.ident)
                            .or_default()
                            .push(Owner::Trait(&t.ident));
                    }
                }
            }
            _ => {}
        }
    }
    found
}

/// Whether `f` names its value or its type, beyond its receiver.
fn uses_self(f: &ImplItemFn) -> bool {
    let body = f.block.to_token_stream();
    let rest = f.sig.inputs.iter().filter(|a| matches!(a, FnArg::Typed(_)));
    let signature: TokenStream = rest.map(ToTokens::into_token_stream).collect();
    let output = f.sig.output.to_token_stream();
    [body, signature, output]
        .into_iter()
        .any(|tokens| tokens::has_ident(tokens, &|i| i == "self" || i == "Self"))
}

/// Makes the method `method` a free function after its impl, and rewrites
/// its calls in `items`.
pub fn free(items: &mut Vec<Item>, (index, at): Method) {
    let Some(Item::Impl(block)) = items.get_mut(index) else {
        return;
    };
    if at >= block.items.len() {
        return;
    }
    let ImplItem::Fn(mut method) = block.items.remove(at) else {
        return;
    };
    let mut owners: Vec<Ident> = match &*block.self_ty {
        syn::Type::Path(path) => path.path.segments.last().map(|s| s.ident.clone()),
        _ => None,
    }
    .into_iter()
    .collect();
    let implemented = implemented::implemented_trait(block).cloned();
    owners.extend(implemented.clone());
    let receiver = match method.sig.inputs.first() {
        Some(FnArg::Receiver(r)) => Some(Passed::of(r)),
        _ => None,
    };
    let kept = uses_self(&method);
    let name = method.sig.ident.clone();
    let arity = method.sig.inputs.len() - usize::from(receiver.is_some());
    let this = kept.then(|| self_param::name(&method));
    if let Some(this) = &this {
        self_param::rewrite(block, &mut method, this);
    }
    let mut sig = method.sig;
    sig.inputs = sig
        .inputs
        .into_iter()
        .filter(|arg| matches!(arg, FnArg::Typed(_)))
        .collect();
    let own = std::mem::take(&mut sig.generics.params);
    sig.generics.params = block.generics.params.iter().cloned().chain(own).collect();
    if let Some(outer) = &block.generics.where_clause {
        let clause = sig.generics.make_where_clause();
        clause.predicates.extend(outer.predicates.iter().cloned());
    }
    let free = Item::Fn(ItemFn {
        attrs: method.attrs,
        vis: syn::Visibility::Inherited,
        sig,
        block: Box::new(method.block),
    });
    let mut calls = Calls {
        name: name.clone(),
        arity,
        receiver: receiver.map(|passed| if kept { passed } else { Passed::Dropped }),
        owners,
        this,
        borrowed: false,
    };
    if let Some(trait_name) = implemented {
        implemented::remove_from_trait(items, &trait_name, vec![name]);
    }
    items.insert(index + 1, free);
    items.iter_mut().for_each(|item| calls.visit_item_mut(item));
}

/// How a call passes its receiver to the method made free.
#[derive(Clone, Copy, PartialEq)]
enum Passed {
    /// Not at all: the method did not need it.
    Dropped,
    /// As it is (`self`, `self: Box<Self>`).
    Value,
    /// Borrowed, as `&self` and `&mut self` borrowed it.
    Borrowed { mutable: bool },
}

impl Passed {
    fn of(receiver: &syn::Receiver) -> Passed {
        match (&receiver.reference, receiver.colon_token) {
            (Some(_), None) => Passed::Borrowed {
                mutable: receiver.mutability.is_some(),
            },
            _ => Passed::Value,
        }
    }

    /// The argument that passes `receiver`, a method call's receiver.
    /// A method's own `self` is passed as it is where the caller borrowed
    /// its value (`borrowed`), and so is the freed method's own value
    /// (`this`), a borrow already in its recursive calls.
    fn argument(self, receiver: &Expr, borrowed: bool, this: Option<&Ident>) -> Expr {
        let own = match receiver {
            Expr::Path(p) => {
                (borrowed && p.path.is_ident("self")) || this.is_some_and(|t| p.path.is_ident(t))
            }
            _ => false,
        };
        match self {
            Passed::Borrowed { mutable: true } if !own => syn::parse_quote!(&mut #receiver),
            Passed::Borrowed { mutable: false } if !own => syn::parse_quote!(&#receiver),
            _ => receiver.clone(),
        }
    }
}

/// Whether a method takes `&self` or `&mut self`.
fn borrows_self(sig: &syn::Signature) -> bool {
    matches!(sig.inputs.first(), Some(FnArg::Receiver(r)) if r.reference.is_some())
}

/// Rewrites the calls of a method made free.
struct Calls {
    name: Ident,
    /// Its arguments, the receiver not counted.
    arity: usize,
    /// How a call passes the receiver it took: method calls are its
    /// calls then.
    receiver: Option<Passed>,
    /// The impl's type and trait, whose paths (`S::b`, `Tr::b`) called it.
    owners: Vec<Ident>,
    /// The name its value took, where it kept it (`this`).
    this: Option<Ident>,
    /// Whether the method being walked borrowed its `self` (`&self`).
    borrowed: bool,
}

impl Calls {
    /// Whether `path` names the method through its type or trait
    /// (`S::b`, `Tr::b`, `Self::b`).
    fn owned(&self, path: &syn::ExprPath) -> bool {
        let segments: Vec<&Ident> = path.path.segments.iter().map(|s| &s.ident).collect();
        path.qself.is_none()
            && match segments.as_slice() {
                [owner, name] => {
                    *name == &self.name && (*owner == "Self" || self.owners.contains(owner))
                }
                _ => false,
            }
    }
}

impl VisitMut for Calls {
    fn visit_impl_item_fn_mut(&mut self, f: &mut ImplItemFn) {
        let outer = self.borrowed;
        self.borrowed = borrows_self(&f.sig);
        syn::visit_mut::visit_impl_item_fn_mut(self, f);
        self.borrowed = outer;
    }

    fn visit_trait_item_fn_mut(&mut self, f: &mut syn::TraitItemFn) {
        let outer = self.borrowed;
        self.borrowed = borrows_self(&f.sig);
        syn::visit_mut::visit_trait_item_fn_mut(self, f);
        self.borrowed = outer;
    }

    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        // `S::b(x, c)` passed the receiver first: it goes with the path.
        if let Expr::Call(call) = expr {
            let owned = matches!(&*call.func, Expr::Path(path) if self.owned(path));
            let dropped = self.receiver == Some(Passed::Dropped);
            if owned && dropped && call.args.len() == self.arity + 1 {
                call.args = call.args.iter().skip(1).cloned().collect();
            }
        }
        syn::visit_mut::visit_expr_mut(self, expr);
        let (call, passed) = match (&mut *expr, self.receiver) {
            (Expr::MethodCall(call), Some(passed))
                if call.method == self.name && call.args.len() == self.arity =>
            {
                (call, passed)
            }
            (Expr::Path(path), _) => {
                if self.owned(path) {
                    let name = &self.name;
                    *expr = syn::parse_quote!(#name);
                }
                return;
            }
            _ => return,
        };
        let name = &self.name;
        let mut args = call.args.clone();
        if passed != Passed::Dropped {
            let receiver = passed.argument(&call.receiver, self.borrowed, self.this.as_ref());
            args.insert(0, receiver);
        }
        *expr = syn::parse_quote!(#name(#args));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn freed(text: &str, which: usize) -> String {
        let mut file = syn::parse_file(text).unwrap();
        let mut methods = freeable(&file.items);
        methods.extend(freeable_with_value(&file.items));
        free(&mut file.items, methods[which]);
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_method_without_self_becomes_free_and_its_calls_lose_the_receiver() {
        let text = "struct S { a: T }\nimpl S {\n    fn b(&self, c: u8) -> u8 { c + 1 }\n    fn d(&self) -> u8 { self.a.b(2) + Self::e() }\n    fn e() -> u8 { 0 }\n}\n";
        let file = syn::parse_file(text).unwrap();
        // `d` names `self`: it keeps its value.
        assert_eq!(freeable(&file.items), [(1, 0), (1, 2)]);
        assert_eq!(freeable_with_value(&file.items), [(1, 1)]);
        assert_eq!(
            freed(text, 0),
            "struct S {\n    a: T,\n}\nimpl S {\n    fn d(&self) -> u8 {\n        b(2) + Self::e()\n    }\n    fn e() -> u8 {\n        0\n    }\n}\nfn b(c: u8) -> u8 {\n    c + 1\n}\n"
        );
        assert_eq!(
            freed(text, 1),
            "struct S {\n    a: T,\n}\nimpl S {\n    fn b(&self, c: u8) -> u8 {\n        c + 1\n    }\n    fn d(&self) -> u8 {\n        self.a.b(2) + e()\n    }\n}\nfn e() -> u8 {\n    0\n}\n"
        );
    }

    #[test]
    fn a_foreign_trait_impls_methods_are_not_offered_an_impls_lone_function_is() {
        let text = "impl Tr for S { fn b(&self) {} fn c(&self) {} }\nimpl S { fn d(&self) {} }\nfn e() { S::d(&S) }\n";
        let items = syn::parse_file(text).unwrap().items;
        assert_eq!(freeable(&items), [(1, 0)]);
        // Its calls are rewritten, which unwrapping the impl does not do.
        assert!(freed(text, 0).ends_with("impl S {}\nfn d() {}\nfn e() {\n    d()\n}\n"));
    }

    #[test]
    fn a_trait_impls_method_leaves_the_trait_and_its_other_impls() {
        let text = "trait Tr { fn b(&self, c: u8); fn d(&self); }\nimpl<const N: usize> Tr for [u8; N] { fn b(&self, c: u8) { c; } fn d(&self) { self.b(1) } }\nimpl Tr for u8 { fn b(&self, c: u8) {} fn d(&self) { Tr::b(self, 2) } }\n";
        let file = syn::parse_file(text).unwrap();
        // Each impl's `b`; the `d`s name `self`.
        assert_eq!(freeable(&file.items), [(1, 0), (2, 0)]);
        assert_eq!(freeable_with_value(&file.items), [(1, 1), (2, 1)]);
        assert_eq!(
            freed(text, 0),
            "trait Tr {\n    fn d(&self);\n}\nimpl<const N: usize> Tr for [u8; N] {\n    fn d(&self) {\n        b(1)\n    }\n}\nfn b<const N: usize>(c: u8) {\n    c;\n}\nimpl Tr for u8 {\n    fn d(&self) {\n        b(2)\n    }\n}\n"
        );
    }

    #[test]
    fn a_method_that_names_self_keeps_its_value_as_a_parameter_its_calls_pass_it() {
        let text = "trait Tr { fn a(&self); }\nimpl Tr for str { fn a(&self) { b(self, false); } }\nimpl S { fn c(&mut self) { self.d.len(); } fn e(&mut self, f: &str) { f.a(); Tr::a(f); self.c(); g().c(); } }\n";
        let file = syn::parse_file(text).unwrap();
        assert!(freeable(&file.items).is_empty());
        assert_eq!(freeable_with_value(&file.items), [(1, 0), (2, 0), (2, 1)]);
        let freed_a = freed(text, 0);
        assert!(
            freed_a.starts_with(
                "trait Tr {}\nimpl Tr for str {}\nfn a(this: &str) {\n    b(this, false);\n}\n"
            ),
            "{freed_a}"
        );
        assert!(freed_a.contains("a(&f);\n        a(f);"), "{freed_a}");
        let freed_c = freed(text, 1);
        assert!(
            freed_c.contains("fn c(this: &mut S) {\n    this.d.len();\n}"),
            "{freed_c}"
        );
        // The method's own `self` is passed as it is, another value borrowed.
        assert!(
            freed_c.contains("c(self);\n        c(&mut g());"),
            "{freed_c}"
        );
    }

    #[test]
    fn the_impls_where_clause_goes_with_its_generics() {
        let text = "impl<T> S<T> where T: Copy { fn a(&self) -> T { self.0 } }\n";
        assert_eq!(
            freed(text, 0),
            "impl<T> S<T>\nwhere\n    T: Copy,\n{}\nfn a<T>(this: &S<T>) -> T\nwhere\n    T: Copy,\n{\n    this.0\n}\n"
        );
    }

    #[test]
    fn a_method_another_impl_or_trait_names_too_is_not_offered() {
        // A blanket impl's method made free would take `S.show()`, which
        // called `S`'s own, and the file would still compile.
        let text = "trait Tr { fn show(&self) -> u8; }\nimpl<T: ?Sized> Tr for T { fn show(&self) -> u8 { let _ = self; 1 } }\nstruct S;\nimpl S { fn show(&self) -> u8 { 2 } }\nfn f() -> u8 { S.show() + 5u8.show() }\n";
        let items = syn::parse_file(text).unwrap().items;
        assert!(freeable(&items).is_empty() && freeable_with_value(&items).is_empty());
    }

    #[test]
    fn the_value_passed_on_is_borrowed_as_the_caller_holds_it() {
        let text = "struct S;\nimpl S {\n    fn c(&mut self, k: u8) { self.c(k - 1); }\n    fn d(&self) { self; }\n    fn e(self) { self.d(); }\n}\n";
        let freed_c = freed(text, 0);
        // Its own recursive call passes its value on as it is.
        assert!(
            freed_c.contains("fn c(this: &mut S, k: u8) {\n    c(this, k - 1);\n}"),
            "{freed_c}"
        );
        // A caller that holds `self` by value lends it.
        let freed_d = freed(text, 1);
        assert!(
            freed_d.contains("fn e(self) {\n        d(&self);"),
            "{freed_d}"
        );
    }
}
