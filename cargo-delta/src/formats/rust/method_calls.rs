//! Calls of a method that a cut left with no definition: when the last
//! `fn m` of the file's impls and traits goes (a trait cut with its impls,
//! an inherent impl cut whole, a method pruned from one), the items that
//! call `x.m(..)`, `Type::m(..)`, `Self::m` or `<T as Tr>::m` go with the
//! cut (`dependents.rs`, `broken.rs`), in turn.
//!
//! Names are matched as identifiers, as `dependents.rs` does for items:
//! a call's receiver type is not known. A large file's big cuts (a trait
//! and its impls, with the method calls they made on values of its types
//! left behind) were refused for E0599 run after run, and a cut of the
//! trait's callers alone is rarely what the search tries. A name the
//! standard library has (`len`, `as_str`, `take`) is left alone
//! (`std_methods.rs`): the call may be std's, and the bug's own code
//! calls such methods. So is a name a method of the file still has, in
//! any impl or trait: which one a call means, only the compiler knows,
//! and its answer says whether the cut holds, as before.

use std::collections::BTreeSet;

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;

use super::std_methods;

/// The names of the functions that the impls and traits of `file` define
/// (at any depth), those the standard library has left out: a cut that
/// leaves one undefined takes its calls.
pub fn defined(file: &syn::File) -> BTreeSet<String> {
    #[derive(Default)]
    struct Methods(BTreeSet<String>);
    impl<'a> Visit<'a> for Methods {
        fn visit_impl_item_fn(&mut self, f: &'a syn::ImplItemFn) {
            self.0.insert(f.sig.ident.to_string());
            syn::visit::visit_impl_item_fn(self, f);
        }
        fn visit_trait_item_fn(&mut self, f: &'a syn::TraitItemFn) {
            self.0.insert(f.sig.ident.to_string());
            syn::visit::visit_trait_item_fn(self, f);
        }
    }
    let mut methods = Methods::default();
    methods.visit_file(file);
    let mut names = methods.0;
    names.retain(|name| !std_methods::has(name));
    names
}

/// Whether what `visit` walks calls a method of `gone`: `x.m(..)`,
/// `Type::m`, and the same in a macro's tokens.
pub fn calls(visit: impl FnOnce(&mut Calls<'_>), gone: &BTreeSet<String>) -> bool {
    if gone.is_empty() {
        return false;
    }
    let mut calls = Calls { gone, found: false };
    visit(&mut calls);
    calls.found
}

/// The walk of [`calls`].
pub struct Calls<'a> {
    gone: &'a BTreeSet<String>,
    found: bool,
}

impl<'a> Visit<'a> for Calls<'_> {
    fn visit_expr_method_call(&mut self, call: &'a syn::ExprMethodCall) {
        self.found |= self.gone.contains(&call.method.to_string());
        syn::visit::visit_expr_method_call(self, call);
    }
    fn visit_expr_path(&mut self, expr: &'a syn::ExprPath) {
        self.found |= names_method(expr, self.gone);
        syn::visit::visit_expr_path(self, expr);
    }
    fn visit_macro(&mut self, mac: &'a syn::Macro) {
        self.found |= in_tokens(mac.tokens.clone(), self.gone);
    }
}

/// Whether the path expression `expr` names a method of `gone`: its last
/// segment, after a type (`Self::m`, `Bytes::m`, `Vec::<u8>::m`: a
/// segment that starts with a capital, as Rust names types and traits)
/// or a qualified self (`<T as Tr>::m`). Not after a module (`mem::take`,
/// `buf::new`): a module's function is not a method.
fn names_method(expr: &syn::ExprPath, gone: &BTreeSet<String>) -> bool {
    let segments = &expr.path.segments;
    let Some(last) = segments.last() else {
        return false;
    };
    if !gone.contains(&last.ident.to_string()) {
        return false;
    }
    let owner = segments.len().checked_sub(2).map(|i| &segments[i].ident);
    expr.qself.is_some() || owner.is_some_and(is_type_name)
}

/// Whether a macro's tokens call a method of `gone`: `.m` or `Type::m`,
/// at any depth of groups.
fn in_tokens(tokens: TokenStream, gone: &BTreeSet<String>) -> bool {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    trees.iter().enumerate().any(|(i, tree)| match tree {
        TokenTree::Group(group) => in_tokens(group.stream(), gone),
        TokenTree::Ident(ident) if gone.contains(&ident.to_string()) => {
            let before = |back: usize| i.checked_sub(back).map(|at| &trees[at]);
            let punct = |back: usize, c: char| matches!(before(back), Some(TokenTree::Punct(p)) if p.as_char() == c);
            let after_type = match before(3) {
                Some(TokenTree::Ident(owner)) => is_type_name(owner),
                Some(TokenTree::Punct(p)) => p.as_char() == '>',
                _ => false,
            };
            punct(1, '.') || (punct(1, ':') && punct(2, ':') && after_type)
        }
        _ => false,
    })
}

fn is_type_name(ident: &proc_macro2::Ident) -> bool {
    ident == "Self"
        || ident
            .to_string()
            .starts_with(|c: char| c.is_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gone(names: &[&str]) -> BTreeSet<String> {
        names.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn the_methods_defined_are_those_std_has_not() {
        let file = syn::parse_file(
            "trait Buf { fn advance(&mut self); fn remaining(&self) -> usize; }\nimpl S { fn len(&self) -> usize { 0 } fn split_to(&mut self) {} }\nfn free() {}\nmod m { impl T { fn put_slice(&mut self) {} } }\n",
        )
        .unwrap();
        let names: Vec<String> = defined(&file).into_iter().collect();
        assert_eq!(names, ["put_slice", "remaining", "split_to"]);
    }

    #[test]
    fn a_path_names_a_method_after_a_type_not_after_a_module() {
        let gone = gone(&["put"]);
        let named = |text: &str| names_method(&syn::parse_str(text).unwrap(), &gone);
        assert!(named("Self::put"));
        assert!(named("BytesMut::put"));
        assert!(named("Vec::<u8>::put"));
        assert!(named("<T as BufMut>::put"));
        assert!(!named("buf::put"));
        assert!(!named("put"));
        assert!(!named("Self::other"));
    }

    #[test]
    fn macro_tokens_call_a_method_after_a_dot_or_a_type() {
        let gone = gone(&["remaining"]);
        let calls = |text: &str| in_tokens(text.parse().unwrap(), &gone);
        assert!(calls("b.remaining(), 3"));
        assert!(calls("(Self::remaining(&b))"));
        assert!(calls("<B as Buf>::remaining(&b)"));
        assert!(!calls("remaining, 3"));
        assert!(!calls("m::remaining()"));
    }
}
