//! A call of the file's own method on `self`, replaced by the borrow it
//! takes: where `fn b(&mut self) -> &mut u8` and `fn c(&self)`, `let d =
//! self.b(); self.c(); d;` becomes `let d = &mut *self; &*self; d;`.
//!
//! A borrow error (E0499, E0502: "cannot borrow `*self` as immutable
//! because it is also borrowed as mutable") is two borrows of `self` that
//! overlap, and a reduced file kept the methods that took them, with
//! their signatures and bodies, though the bug needed only the borrows
//! (thread_local: 58 tokens, where the borrows alone are 27). Once their
//! calls are borrows, the methods are unused and go with the next cut.
//!
//! Offered on a list of items, one choice per method name the list's
//! impls and traits define with a `&self` or `&mut self` receiver (the
//! same one wherever the name is defined) and call on `self`, when there
//! are few. Every call `self.b(..)` of the method's arity in the list
//! goes at once, its arguments with it; what the call gave its place
//! (a value of another type than the borrow) is the compiler's to refuse.

use std::collections::BTreeMap;

use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{Expr, FnArg, Ident, ImplItem, Item, Signature, TraitItem};

/// A list with at most this many such methods is offered each one.
const FEW: usize = 8;

/// How a method borrows its value, and its arguments but the receiver.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Borrow {
    mutable: bool,
    arity: usize,
}

/// A method whose calls on `self` can become borrows: its name.
pub type Method = Ident;

/// The methods of `items` whose calls on `self` can become the borrows
/// they take ([`reborrow`]), in order, when there are few.
pub fn reborrowable(items: &[Item]) -> Vec<Method> {
    let borrows = borrows(items);
    let mut calls = SelfCalls {
        borrows: &borrows,
        found: Vec::new(),
    };
    items.iter().for_each(|item| calls.visit_item(item));
    let mut found = calls.found;
    if found.len() > FEW {
        found.clear();
    }
    found
}

/// Replaces every call of `method` on `self` in `items` by the borrow it
/// takes.
pub fn reborrow(items: &mut [Item], method: &Method) {
    let Some(Some(borrow)) = borrows(items).get(method).copied() else {
        return;
    };
    let mut calls = Reborrow {
        name: method,
        borrow,
    };
    items.iter_mut().for_each(|item| calls.visit_item_mut(item));
}

/// Each method name the impls and traits of `items` define, and how it
/// borrows: `None` where it takes `self` otherwise, or where two
/// definitions differ.
fn borrows(items: &[Item]) -> BTreeMap<Ident, Option<Borrow>> {
    let mut found: BTreeMap<Ident, Option<Borrow>> = BTreeMap::new();
    let signatures = items.iter().flat_map(|item| -> Vec<&Signature> {
        match item {
            Item::Impl(block) => block
                .items
                .iter()
                .filter_map(|inner| match inner {
                    ImplItem::Fn(f) => Some(&f.sig),
                    _ => None,
                })
                .collect(),
            Item::Trait(t) => t
                .items
                .iter()
                .filter_map(|inner| match inner {
                    TraitItem::Fn(f) => Some(&f.sig),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    });
    for sig in signatures {
        let borrow = match sig.inputs.first() {
            Some(FnArg::Receiver(r)) if r.reference.is_some() && r.colon_token.is_none() => {
                Some(Borrow {
                    mutable: r.mutability.is_some(),
                    arity: sig.inputs.len() - 1,
                })
            }
            _ => None,
        };
        found
            .entry(sig.ident.clone())
            .and_modify(|known| {
                if *known != borrow {
                    *known = None;
                }
            })
            .or_insert(borrow);
    }
    found
}

/// Whether `expr` is `self`.
fn is_self(expr: &Expr) -> bool {
    matches!(expr, Expr::Path(p) if p.qself.is_none() && p.path.is_ident("self"))
}

/// Finds the methods called on `self` that borrow it, in order.
struct SelfCalls<'a> {
    borrows: &'a BTreeMap<Ident, Option<Borrow>>,
    found: Vec<Ident>,
}

impl<'a> Visit<'a> for SelfCalls<'_> {
    fn visit_expr_method_call(&mut self, call: &'a syn::ExprMethodCall) {
        let borrows = self.borrows.get(&call.method).copied().flatten();
        let fits = borrows.is_some_and(|b| b.arity == call.args.len());
        if fits && is_self(&call.receiver) && !self.found.contains(&call.method) {
            self.found.push(call.method.clone());
        }
        syn::visit::visit_expr_method_call(self, call);
    }
}

/// Replaces the calls of one method on `self` by its borrow.
struct Reborrow<'a> {
    name: &'a Ident,
    borrow: Borrow,
}

impl VisitMut for Reborrow<'_> {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        syn::visit_mut::visit_expr_mut(self, expr);
        let Expr::MethodCall(call) = expr else {
            return;
        };
        if call.method != *self.name
            || call.args.len() != self.borrow.arity
            || !is_self(&call.receiver)
        {
            return;
        }
        *expr = match self.borrow.mutable {
            true => syn::parse_quote!(&mut *self),
            false => syn::parse_quote!(&*self),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_methods_calls_on_self_become_the_borrows_it_takes() {
        let text = "struct S;\nimpl S {\n    fn a(&mut self) -> &mut u8 { loop {} }\n    fn b(&self, x: u8) {}\n    fn c(&mut self) { let d = self.a(); self.b(1); d; }\n}\n";
        let mut file = syn::parse_file(text).unwrap();
        assert_eq!(reborrowable(&file.items), ["a", "b"]);
        for _ in 0..2 {
            let first = reborrowable(&file.items)[0].clone();
            reborrow(&mut file.items, &first);
        }
        let printed = prettyplease::unparse(&file);
        assert!(
            printed.contains("let d = &mut *self;\n        &*self;\n        d;"),
            "{printed}"
        );
    }

    #[test]
    fn a_method_by_value_defined_twice_otherwise_or_called_on_another_value_is_not_offered() {
        for text in [
            "impl S { fn a(self) {} fn c(&self) { self.a() } }",
            "impl S { fn a(&self) {} fn c(&self) { self.a() } }\nimpl T { fn a(&mut self) {} }",
            "impl S { fn a(&self) {} fn c(&self, t: &S) { t.a() } }",
            "impl S { fn a(&self) {} fn c(&self) { self.a(1) } }",
        ] {
            let file = syn::parse_file(text).unwrap();
            assert!(reborrowable(&file.items).is_empty(), "{text}");
        }
        // A trait's method borrows as its impls do.
        let file =
            syn::parse_file("trait T { fn a(&mut self); fn c(&mut self) { self.a(); } }").unwrap();
        assert_eq!(reborrowable(&file.items), ["a"]);
    }
}
