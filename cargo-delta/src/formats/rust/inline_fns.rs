//! A function called once, written where it is called, and gone: `fn
//! a(b: &[u8], c: usize) { b[c]; }` and its one call `a(&t, 16)` become `{
//! let b: &[u8] = &t; let c: usize = 16; b[c]; }`, which the inlining of
//! `let`s (`inline.rs`) and of a block's statements into the block that
//! holds it then shorten. It is C-Reduce's and C-Vise's `inline-function`
//! pass, for Rust.
//!
//! A bug report reads the code where it runs, not through a helper the
//! reduction left because its one call needed its body. The function is
//! one of a list's items, called by its name alone from the list's other
//! items (not its modules, which reach it through a path), and named
//! nowhere else. A body with a `return` or a `?` would leave the caller
//! instead, and one with a value would take the type the call's place
//! infers, so neither is offered, nor a generic (`impl` parameters too),
//! `async`, `unsafe` or `extern` function, one with a `self`, a call
//! whose arguments are not one per parameter or name a parameter (the
//! `let`s bind them one after another), or a function whose name occurs
//! where a rewrite cannot follow it (`untraced.rs`: in a macro's tokens,
//! bound by a pattern). A name of the body that the caller's own items
//! shadow reads theirs: the compiler's rule then checks the candidate.

use std::collections::HashMap;

use proc_macro2::TokenTree;
use quote::ToTokens;
use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};
use syn::{parse_quote, Block, Expr, FnArg, Ident, Item, ItemFn, Stmt};

use super::inline::Uses;
use super::tokens;
use super::untraced;

/// The indices in `items` of the functions that can be written where
/// they are called ([`inline`]).
pub fn inlinable(items: &[Item]) -> Vec<usize> {
    // Every name's uses, counted in one walk: a list's functions would
    // each walk the others.
    let mut all = AllUses::default();
    let reached = items.iter().filter(|item| !matches!(item, Item::Mod(_)));
    reached.for_each(|item| all.visit_item(item));
    items
        .iter()
        .enumerate()
        .filter(|&(index, item)| {
            let Item::Fn(function) = item else {
                return false;
            };
            let name = &function.sig.ident;
            let mut own = Uses { name, count: 0 };
            own.visit_block(&function.block);
            // Used once, and not by itself.
            if all.0.get(name).copied() != Some(1) || own.count != 0 || !plain(function) {
                return false;
            }
            if untraced::in_items(untraced::beside(items, index), name) {
                return false;
            }
            let mut calls = Calls {
                function,
                count: 0,
                fits: true,
            };
            untraced::beside(items, index).for_each(|item| calls.visit_item(item));
            calls.count == 1 && calls.fits
        })
        .map(|(index, _)| index)
        .collect()
}

/// How many times each name is used as a value (`is_name` of
/// `inline.rs`).
#[derive(Default)]
struct AllUses(HashMap<Ident, usize>);

impl<'a> Visit<'a> for AllUses {
    fn visit_expr(&mut self, expr: &'a Expr) {
        if let Expr::Path(path) = expr
            && path.qself.is_none()
            && let Some(name) = path.path.get_ident()
        {
            *self.0.entry(name.clone()).or_default() += 1;
        }
        visit::visit_expr(self, expr);
    }
}

/// Writes the function at `index` (one of [`inlinable`]) where it is
/// called, its parameters bound by `let`s to the arguments, and removes it.
pub fn inline(items: &mut Vec<Item>, index: usize) {
    let Some(Item::Fn(function)) = items.get(index) else {
        return;
    };
    let function = function.clone();
    let mut write = Write {
        function: &function,
    };
    for (at, item) in items.iter_mut().enumerate() {
        if untraced::reached(index, at, item) {
            write.visit_item_mut(item);
        }
    }
    items.remove(index);
}

/// Whether `function`'s body means the same written at its call: a
/// function without generics, `self`, `async`, `unsafe`, an ABI or a
/// variadic, whose body neither returns nor uses `?`; not `main`.
fn plain(function: &ItemFn) -> bool {
    let sig = &function.sig;
    let mut exits = Exits { found: false };
    exits.visit_block(&function.block);
    sig.generics.params.is_empty()
        && sig.generics.where_clause.is_none()
        && sig.asyncness.is_none()
        && sig.unsafety.is_none()
        && sig.abi.is_none()
        && sig.variadic.is_none()
        && sig.inputs.iter().all(|input| {
            matches!(input, FnArg::Typed(typed) if !matches!(*typed.ty, syn::Type::ImplTrait(_)))
        })
        && returns_unit(&sig.output)
        && sig.ident != "main"
        && !exits.found
}

/// Whether a function returns `()`: written at its call, a body's value
/// takes the type the call's place infers, where the signature fixed it
/// (`-> u64` of `1` would become an `i32`).
fn returns_unit(output: &syn::ReturnType) -> bool {
    match output {
        syn::ReturnType::Default => true,
        syn::ReturnType::Type(_, ty) => matches!(&**ty, syn::Type::Tuple(t) if t.elems.is_empty()),
    }
}

/// Whether a body leaves its function early (`return`, `?`), outside the
/// closures, `async` blocks and items inside it, which have their own.
struct Exits {
    found: bool,
}

impl<'a> Visit<'a> for Exits {
    fn visit_expr(&mut self, expr: &'a Expr) {
        match expr {
            Expr::Return(_) | Expr::Try(_) => self.found = true,
            Expr::Closure(_) | Expr::Async(_) => {}
            _ => visit::visit_expr(self, expr),
        }
    }

    fn visit_item(&mut self, _: &'a Item) {}

    fn visit_macro(&mut self, mac: &'a syn::Macro) {
        // A macro's tokens may hold either (`try!`, `bail!`).
        self.found |= leaves(mac.tokens.clone());
    }
}

/// Whether tokens hold a `return` or a `?` (not one in a literal, as
/// `"{:?}"` is).
fn leaves(tokens: proc_macro2::TokenStream) -> bool {
    tokens.into_iter().any(|tree| match tree {
        TokenTree::Ident(ident) => ident == "return",
        TokenTree::Punct(punct) => punct.as_char() == '?',
        TokenTree::Group(group) => leaves(group.stream()),
        TokenTree::Literal(_) => false,
    })
}

/// Counts the calls of a function, and whether each gives one argument
/// per parameter, none naming a parameter (bound one after another, `let
/// x = y; let y = x;` of `a(y, x)` would read the first `let`'s `x`).
struct Calls<'f> {
    function: &'f ItemFn,
    count: usize,
    fits: bool,
}

impl<'a> Visit<'a> for Calls<'_> {
    fn visit_expr_call(&mut self, call: &'a syn::ExprCall) {
        let sig = &self.function.sig;
        if calls(call, &sig.ident) {
            self.count += 1;
            let params: Vec<String> = sig
                .inputs
                .iter()
                .flat_map(|input| tokens::idents(input.to_token_stream()))
                .collect();
            let names_one = call.args.iter().any(|arg| {
                tokens::idents(arg.to_token_stream())
                    .iter()
                    .any(|i| params.contains(i))
            });
            self.fits &= call.args.len() == sig.inputs.len() && !names_one;
        }
        visit::visit_expr_call(self, call);
    }
}

fn calls(call: &syn::ExprCall, name: &Ident) -> bool {
    matches!(&*call.func, Expr::Path(path) if path.qself.is_none() && path.path.is_ident(name))
}

/// Writes a function's body at its call.
struct Write<'f> {
    function: &'f ItemFn,
}

impl VisitMut for Write<'_> {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        let Expr::Call(call) = expr else {
            visit_mut::visit_expr_mut(self, expr);
            return;
        };
        if !calls(call, &self.function.sig.ident) {
            visit_mut::visit_expr_mut(self, expr);
            return;
        }
        let mut stmts: Vec<Stmt> = Vec::new();
        for (input, arg) in self.function.sig.inputs.iter().zip(&call.args) {
            if let FnArg::Typed(typed) = input {
                let (pat, ty) = (&typed.pat, &typed.ty);
                stmts.push(parse_quote!(let #pat: #ty = #arg;));
            }
        }
        stmts.extend(self.function.block.stmts.iter().cloned());
        *expr = Expr::Block(syn::ExprBlock {
            attrs: Vec::new(),
            label: None,
            block: Block {
                brace_token: Default::default(),
                stmts,
            },
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inlined(text: &str) -> String {
        super::super::tests::applied_once(text, inlinable, inline)
    }

    #[test]
    fn a_function_called_once_is_written_at_its_call_and_goes() {
        assert_eq!(
            inlined("fn a(b: &[u8], c: usize) { b[c]; }\nfn d() { a(&[0; 4], 2 * 8); }\n"),
            "fn d() {\n    {\n        let b: &[u8] = &[0; 4];\n        let c: usize = 2 * 8;\n        b[c];\n    };\n}\n"
        );
    }

    #[test]
    fn a_function_called_twice_named_generic_leaving_early_or_recursive_is_not_offered() {
        for text in [
            "fn a() {}\nfn d() { a(); a(); }\n",
            "fn a() {}\nfn d() { let f = a; f(); a(); }\n",
            "fn a<T>(t: T) {}\nfn d() { a(1); }\n",
            "fn a(x: u8) -> u8 { if x > 1 { return 0; } x }\nfn d() { a(1); }\n",
            "fn a(x: Option<u8>) -> Option<u8> { let y = x?; Some(y) }\nfn d() { a(None); }\n",
            "fn a(x: u8) -> u8 { a(x) }\nfn d() { a(1); }\n",
            "fn a() {}\nfn d() { vec![a()]; }\n",
            "fn a() {}\nfn d() { let a = 1; a(); }\n",
            "unsafe fn a() {}\nfn d() { unsafe { a() } }\n",
            "fn a() -> Option<u8> { m!(x?) }\nfn d() { a(); }\n",
            "struct S;\nimpl S { fn a(&self) {} }\nfn d() { S.a(); }\n",
            // Its value's type, arguments that name its parameters, an
            // `impl` parameter, an argument short.
            "const fn a() -> u8 { 1 }\nconst S: u8 = a() + 1;\n",
            "fn a(x: u8, y: u8) { f(x - y) }\nfn d(x: u8, y: u8) { a(y, x) }\n",
            "fn a(x: impl Copy) {}\nfn d() { a(1) }\n",
            "fn a(x: u8) {}\nfn d() { a() }\n",
        ] {
            assert!(super::super::tests::offers_none(text, inlinable), "{text}");
        }
        // A closure's `return` is its own, and `{:?}` is no `?`.
        assert_eq!(
            inlined("fn a() { println!(\"{:?}\", 1); }\nfn d() { a(); }\n"),
            "fn d() {\n    {\n        println!(\"{:?}\", 1);\n    };\n}\n"
        );
        assert_eq!(
            inlined("fn a() { let f = || return 1; f(); }\nfn d() { a() }\n"),
            "fn d() {\n    {\n        let f = || return 1;\n        f();\n    }\n}\n"
        );
    }
}
