//! Calls on a value whose type the syntax states, cut with a method that
//! type lost: when a cut removes `impl BufMut for BytesMut` (or the `use`
//! that let it name `BufMut`), `self.put_slice(s)` in `impl BytesMut`,
//! `b.put_slice(s)` after `fn f(b: &mut BytesMut)` or `let b: BytesMut`,
//! and `BytesMut::put_slice` anywhere go with the cut (`dependents.rs`),
//! though the trait and its other impls keep a `fn put_slice`.
//!
//! `method_calls.rs` takes a call whose method the file no longer defines
//! at all; this takes one whose receiver's type the syntax says (`self`
//! and `Self` in an impl, a parameter or a `let` with its type written)
//! and which that type no longer has, where other types still do. A
//! large file's trait impls were cut, the calls they served left, and
//! the guard refused the cut for E0599, run after run.
//!
//! A type's methods are those of its impls (by the last segment of its
//! path, references left out: `impl Tr for &mut X` is `X`'s), with the
//! provided methods of the file's traits it implements, and those of the
//! type its `Deref` impl names. What the syntax cannot rule out is left
//! alone: a method a blanket impl gives every type (`impl<T: A> B for
//! T`; not one that only forwards a trait, `impl<T: B> B for &mut T`), and
//! a name std has for what the type reaches (`std_methods.rs`): its own
//! name (`impl Tr for Vec<u8>`), the traits it implements or derives,
//! its `Deref` target (`advance` is `IoSlice`'s, not a slice's: `b.advance(n)`
//! on a `Bytes` that derefs to `[u8]` goes once `Bytes` lost its own),
//! and what std gives every type (`into`); anything, behind a `Deref` to a
//! type parameter.
//!
//! The same walk, which knows the types the syntax states (the impl's, a
//! function's parameters, `let`s and return type), asks `conversions.rs`
//! of the conversions and loops in it.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;
use syn::{ImplItem, Item, TraitItem, Type};

use super::conversions;
use super::implemented;
use super::std_methods;

/// The methods each type of a file has, by the type's name.
#[derive(Default)]
pub struct Methods {
    by_type: BTreeMap<String, BTreeSet<String>>,
    /// What a blanket impl may give any type.
    any: BTreeSet<String>,
    /// What in std each type reaches, by the type's name: the names of
    /// the documentation's pages that may have its methods.
    reach: BTreeMap<String, BTreeSet<String>>,
    /// The types whose `Deref` target the syntax does not name.
    open: BTreeSet<String>,
}

/// The methods each type lost, by the type's name.
pub type Lost = BTreeMap<String, BTreeSet<String>>;

impl Methods {
    /// The methods of the types of `file`.
    pub fn of(file: &syn::File) -> Methods {
        #[derive(Default)]
        struct Walk<'a> {
            traits: BTreeMap<String, BTreeSet<String>>,
            impls: Vec<&'a syn::ItemImpl>,
            derived: BTreeMap<String, BTreeSet<String>>,
        }
        impl<'a> Visit<'a> for Walk<'a> {
            fn visit_item(&mut self, item: &'a Item) {
                let (attrs, ident) = match item {
                    Item::Struct(s) => (&s.attrs, &s.ident),
                    Item::Enum(e) => (&e.attrs, &e.ident),
                    Item::Union(u) => (&u.attrs, &u.ident),
                    _ => return syn::visit::visit_item(self, item),
                };
                let derived = self.derived.entry(ident.to_string()).or_default();
                derived.extend(derives(attrs));
                syn::visit::visit_item(self, item);
            }
            fn visit_item_trait(&mut self, t: &'a syn::ItemTrait) {
                let names = self.traits.entry(t.ident.to_string()).or_default();
                for item in &t.items {
                    if let TraitItem::Fn(f) = item {
                        names.insert(f.sig.ident.to_string());
                    }
                }
                syn::visit::visit_item_trait(self, t);
            }
            fn visit_item_impl(&mut self, block: &'a syn::ItemImpl) {
                self.impls.push(block);
                syn::visit::visit_item_impl(self, block);
            }
        }
        let mut walk = Walk::default();
        walk.visit_file(file);
        let mut methods = Methods {
            reach: walk.derived,
            ..Methods::default()
        };
        let mut derefs = Vec::new();
        for block in walk.impls {
            let Some(name) = type_name(&block.self_ty) else {
                continue;
            };
            let trait_name = implemented::implemented_trait(block).map(ToString::to_string);
            let mut names: BTreeSet<String> = block.items.iter().filter_map(fn_name).collect();
            if let Some(provided) = trait_name.as_ref().and_then(|t| walk.traits.get(t)) {
                names.extend(provided.iter().cloned());
            }
            if block.generics.type_params().any(|p| p.ident == name) {
                if !forwards(block, &name, trait_name.as_deref()) {
                    methods.any.extend(names);
                }
                continue;
            }
            let reach = methods.reach.entry(name.clone()).or_default();
            reach.insert(name.clone());
            reach.extend(trait_name.clone());
            if trait_name.as_deref() == Some("Deref") {
                match deref_target(block) {
                    Some(target) if !block.generics.type_params().any(|p| p.ident == target) => {
                        derefs.push((name.clone(), target));
                    }
                    _ => {
                        methods.open.insert(name.clone());
                    }
                }
            }
            methods.by_type.entry(name).or_default().extend(names);
        }
        for (from, to) in derefs {
            let found = methods.by_type.get(&to).cloned().unwrap_or_default();
            methods
                .by_type
                .entry(from.clone())
                .or_default()
                .extend(found);
            let mut reach = methods.reach.get(&to).cloned().unwrap_or_default();
            reach.insert(to);
            methods.reach.entry(from).or_default().extend(reach);
        }
        methods
    }

    /// What each type had here and has not in `now`, but for what a
    /// blanket impl may give it and what std may have for it.
    pub fn lost_since(&self, now: &Methods) -> Lost {
        let mut lost = Lost::new();
        let nothing = BTreeSet::new();
        for (name, before) in &self.by_type {
            if now.open.contains(name) {
                continue;
            }
            let after = now.by_type.get(name);
            let reach = now.reach.get(name).unwrap_or(&nothing);
            let gone: BTreeSet<String> = before
                .iter()
                .filter(|m| !after.is_some_and(|a| a.contains(*m)))
                .filter(|m| !now.any.contains(*m) && !std_methods::reached(m, reach))
                .cloned()
                .collect();
            if !gone.is_empty() {
                lost.insert(name.clone(), gone);
            }
        }
        lost
    }
}

/// The name of a type as impls and calls write it: its path's last
/// segment, behind references and parentheses (`&mut Bytes` is `Bytes`);
/// `slice` and `array` for `[T]` and `[T; N]`, as std's documentation
/// names them.
pub fn type_name(ty: &Type) -> Option<String> {
    match ty {
        Type::Reference(r) => type_name(&r.elem),
        Type::Paren(p) => type_name(&p.elem),
        Type::Group(g) => type_name(&g.elem),
        Type::Slice(_) => Some("slice".to_string()),
        Type::Array(_) => Some("array".to_string()),
        Type::Path(p) if p.qself.is_none() => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

/// The name of the first type argument of a path's last segment (`Vec` of
/// `From<Vec<u8>>`).
pub fn first_type_arg(path: &syn::Path) -> Option<String> {
    let syn::PathArguments::AngleBracketed(args) = &path.segments.last()?.arguments else {
        return None;
    };
    args.args.iter().find_map(|arg| match arg {
        syn::GenericArgument::Type(ty) => type_name(ty),
        _ => None,
    })
}

/// The last segments of the paths a `#[derive(..)]` among `attrs` names.
pub fn derives(attrs: &[syn::Attribute]) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("derive")) {
        let _ = attr.parse_nested_meta(|meta| {
            names.extend(meta.path.segments.last().map(|s| s.ident.to_string()));
            Ok(())
        });
    }
    names
}

fn fn_name(item: &ImplItem) -> Option<String> {
    match item {
        ImplItem::Fn(f) => Some(f.sig.ident.to_string()),
        _ => None,
    }
}

/// Whether a blanket impl of `trait_name` for its parameter `param` only
/// forwards the trait: `param` is bound by the trait itself (`impl<T:
/// BufMut> BufMut for &mut T`), so it gives no type a method it lacks.
fn forwards(block: &syn::ItemImpl, param: &str, trait_name: Option<&str>) -> bool {
    let Some(trait_name) = trait_name else {
        return false;
    };
    let names_trait = |bound: &syn::TypeParamBound| {
        matches!(bound, syn::TypeParamBound::Trait(t)
            if t.path.segments.last().is_some_and(|s| s.ident == trait_name))
    };
    let inline = block.generics.type_params().filter(|p| p.ident == param);
    let inline = inline.flat_map(|p| p.bounds.iter()).any(names_trait);
    let predicates = block
        .generics
        .where_clause
        .iter()
        .flat_map(|w| &w.predicates);
    let clause = predicates.filter_map(|p| match p {
        syn::WherePredicate::Type(t) if type_name(&t.bounded_ty).as_deref() == Some(param) => {
            Some(&t.bounds)
        }
        _ => None,
    });
    inline || clause.flatten().any(names_trait)
}

/// The type a `Deref` impl's `type Target = ..;` names.
fn deref_target(block: &syn::ItemImpl) -> Option<String> {
    block.items.iter().find_map(|item| match item {
        ImplItem::Type(t) if t.ident == "Target" => type_name(&t.ty),
        _ => None,
    })
}

/// Whether what `visit` walks calls a method its receiver's type lost
/// (`lost`), the receiver's type written in the syntax, or converts or
/// loops over a value as an impl lost allowed (`conversions`,
/// `conversions.rs`). `self_type`: the type of the impl whose items the
/// walk starts in, if it starts inside one (an impl walked whole gives
/// its own).
pub fn calls_lost(
    visit: impl FnOnce(&mut Calls<'_>),
    lost: &Lost,
    conversions: &conversions::Lost,
    self_type: Option<String>,
) -> bool {
    if lost.is_empty() && conversions.is_empty() {
        return false;
    }
    let mut calls = Calls {
        lost,
        conversions,
        self_type,
        locals: BTreeMap::new(),
        returns: None,
        found: false,
    };
    visit(&mut calls);
    calls.found
}

/// The walk of [`calls_lost`].
pub struct Calls<'a> {
    lost: &'a Lost,
    conversions: &'a conversions::Lost,
    self_type: Option<String>,
    /// The types of the parameters and annotated `let`s of the functions
    /// walked, by name.
    locals: BTreeMap<String, String>,
    /// The type the function walked returns.
    returns: Option<String>,
    found: bool,
}

impl Calls<'_> {
    /// The type a path's first segment names (`Self`: the impl's).
    fn named(&self, name: &str) -> Option<String> {
        match name {
            "Self" => self.self_type.clone(),
            _ => Some(name.to_string()),
        }
    }

    /// The type of a receiver written as one name: `self`, or a local.
    fn receiver(&self, name: &str) -> Option<String> {
        match name {
            "self" => self.self_type.clone(),
            _ => self.locals.get(name).cloned(),
        }
    }

    /// The type of `expr`, where the syntax says it (`conversions.rs`).
    fn type_of(&self, expr: &syn::Expr) -> Option<String> {
        conversions::expr_type(expr, &|name| self.receiver(name), &|name| self.named(name))
    }

    /// Whether `expr`, where a `to` is expected, is a `.into()` that
    /// needed an impl lost.
    fn conversion_lost(&self, expr: &syn::Expr, to: Option<String>) -> bool {
        match expr {
            syn::Expr::MethodCall(call) if call.method == "into" && call.args.is_empty() => self
                .conversions
                .conversion(self.type_of(&call.receiver), to),
            _ => false,
        }
    }

    /// Walks a function: its own names and return type, and the `.into()`
    /// its body ends with.
    fn function(&mut self, sig: &syn::Signature, body: &syn::Block, walk: impl FnOnce(&mut Self)) {
        let returns = match &sig.output {
            syn::ReturnType::Type(_, ty) => type_name(ty).and_then(|name| self.named(&name)),
            syn::ReturnType::Default => None,
        };
        let outer_returns = std::mem::replace(&mut self.returns, returns);
        let outer_locals = std::mem::take(&mut self.locals);
        walk(self);
        if let Some(syn::Stmt::Expr(tail, None)) = body.stmts.last() {
            self.found |= self.conversion_lost(tail, self.returns.clone());
        }
        self.returns = outer_returns;
        self.locals = outer_locals;
    }

    fn lost(&self, ty: Option<String>, method: &str) -> bool {
        ty.and_then(|ty| self.lost.get(&ty))
            .is_some_and(|methods| methods.contains(method))
    }

    /// `self.m`, `b.m` for a local `b`, `Self::m` or `Type::m` in a
    /// macro's tokens, at any depth of groups.
    fn in_tokens(&self, tokens: TokenStream) -> bool {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let punct = |at: Option<usize>, c: char| matches!(at.and_then(|at| trees.get(at)), Some(TokenTree::Punct(p)) if p.as_char() == c);
        let ident = |at: Option<usize>| match at.and_then(|at| trees.get(at)) {
            Some(TokenTree::Ident(ident)) => Some(ident.to_string()),
            _ => None,
        };
        trees.iter().enumerate().any(|(i, tree)| match tree {
            TokenTree::Group(group) => self.in_tokens(group.stream()),
            TokenTree::Ident(method) => {
                let (method, back) = (method.to_string(), |n: usize| i.checked_sub(n));
                let value = punct(back(1), '.') && !punct(back(3), '.');
                let on_value =
                    value && ident(back(2)).is_some_and(|r| self.lost(self.receiver(&r), &method));
                let path = punct(back(1), ':') && punct(back(2), ':');
                let on_type =
                    path && ident(back(3)).is_some_and(|t| self.lost(self.named(&t), &method));
                on_value || on_type
            }
            _ => false,
        })
    }
}

impl<'a> Visit<'a> for Calls<'_> {
    fn visit_item_impl(&mut self, block: &'a syn::ItemImpl) {
        let outer = std::mem::replace(&mut self.self_type, type_name(&block.self_ty));
        syn::visit::visit_item_impl(self, block);
        self.self_type = outer;
    }
    fn visit_item_fn(&mut self, f: &'a syn::ItemFn) {
        self.function(&f.sig, &f.block, |walk| syn::visit::visit_item_fn(walk, f));
    }
    fn visit_impl_item_fn(&mut self, f: &'a syn::ImplItemFn) {
        self.function(&f.sig, &f.block, |walk| {
            syn::visit::visit_impl_item_fn(walk, f)
        });
    }
    fn visit_expr_closure(&mut self, closure: &'a syn::ExprClosure) {
        // A `return` in it is the closure's.
        let outer = self.returns.take();
        syn::visit::visit_expr_closure(self, closure);
        self.returns = outer;
    }
    fn visit_expr_return(&mut self, ret: &'a syn::ExprReturn) {
        if let Some(value) = &ret.expr {
            self.found |= self.conversion_lost(value, self.returns.clone());
        }
        syn::visit::visit_expr_return(self, ret);
    }
    fn visit_local(&mut self, local: &'a syn::Local) {
        syn::visit::visit_local(self, local);
        if let (syn::Pat::Type(typed), Some(init)) = (&local.pat, &local.init) {
            let to = type_name(&typed.ty).and_then(|name| self.named(&name));
            self.found |= self.conversion_lost(&init.expr, to);
        }
    }
    fn visit_expr_call(&mut self, call: &'a syn::ExprCall) {
        if let syn::Expr::Path(path) = &*call.func
            && let [.., owner, from] = path.path.segments.iter().collect::<Vec<_>>()[..]
            && from.ident == "from"
            && let [value] = call.args.iter().collect::<Vec<_>>()[..]
        {
            let to = self.named(&owner.ident.to_string());
            self.found |= self.conversions.conversion(self.type_of(value), to);
        }
        syn::visit::visit_expr_call(self, call);
    }
    fn visit_expr_for_loop(&mut self, for_loop: &'a syn::ExprForLoop) {
        self.found |= self.conversions.iteration(self.type_of(&for_loop.expr));
        syn::visit::visit_expr_for_loop(self, for_loop);
    }
    fn visit_pat_type(&mut self, typed: &'a syn::PatType) {
        if let syn::Pat::Ident(binding) = &*typed.pat
            && let Some(ty) = type_name(&typed.ty).and_then(|name| self.named(&name))
        {
            self.locals.insert(binding.ident.to_string(), ty);
        }
        syn::visit::visit_pat_type(self, typed);
    }
    fn visit_expr_method_call(&mut self, call: &'a syn::ExprMethodCall) {
        if let syn::Expr::Path(path) = &*call.receiver
            && let Some(name) = path.path.get_ident()
        {
            let ty = self.receiver(&name.to_string());
            self.found |= self.lost(ty, &call.method.to_string());
        }
        syn::visit::visit_expr_method_call(self, call);
    }
    fn visit_expr_path(&mut self, expr: &'a syn::ExprPath) {
        let segments = &expr.path.segments;
        if let [.., owner, method] = segments.iter().collect::<Vec<_>>()[..]
            && expr.qself.is_none()
        {
            let ty = self.named(&owner.ident.to_string());
            self.found |= self.lost(ty, &method.ident.to_string());
        }
        syn::visit::visit_expr_path(self, expr);
    }
    fn visit_expr_binary(&mut self, binary: &'a syn::ExprBinary) {
        if let Some(needed) = conversions::operator_trait(&binary.op) {
            let ty = self.type_of(&binary.left);
            self.found |= self.conversions.operator(needed, ty);
        }
        syn::visit::visit_expr_binary(self, binary);
    }
    fn visit_macro(&mut self, mac: &'a syn::Macro) {
        self.found |= self.in_tokens(mac.tokens.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lost_after(text: &str, cut: usize) -> Lost {
        let (before, after) = super::super::tests::before_and_after(text, cut);
        Methods::of(&before).lost_since(&Methods::of(&after))
    }

    #[test]
    fn a_type_loses_the_methods_of_its_impl_and_its_traits_provided_ones() {
        let text = "trait BufMut { fn put_slice(&mut self); fn put_u8(&mut self) {} }\nstruct B;\nunsafe impl BufMut for B { fn put_slice(&mut self) {} }\nimpl BufMut for Vec<u8> { fn put_slice(&mut self) {} }\nimpl B { fn len(&self) -> usize { 0 } }\n";
        let lost = lost_after(text, 2);
        assert_eq!(lost.len(), 1, "{lost:?}");
        let names: Vec<&String> = lost["B"].iter().collect();
        assert_eq!(names, ["put_slice", "put_u8"]);
        // `B` reaches nothing of std's that has a `len`.
        assert_eq!(lost_after(text, 4)["B"].iter().collect::<Vec<_>>(), ["len"]);
    }

    #[test]
    fn a_name_std_has_for_what_the_type_reaches_is_kept() {
        let text = "struct B;\nimpl B { fn len(&self) -> usize { 0 } fn advance(&mut self) {} fn into(self) {} }\nimpl core::ops::Deref for B { type Target = [u8]; fn deref(&self) -> &[u8] { &[] } }\n";
        // A slice has a `len`, and every type an `into`; only `IoSlice`
        // and its kin have an `advance`.
        assert_eq!(
            lost_after(text, 1)["B"].iter().collect::<Vec<_>>(),
            ["advance"]
        );
        // A `Deref` to a type parameter may reach anything.
        let generic = "struct B<T>(T);\nimpl<T> B<T> { fn put_slice(&self) {} }\nimpl<T> core::ops::Deref for B<T> { type Target = T; fn deref(&self) -> &T { &self.0 } }\n";
        assert!(lost_after(generic, 1).is_empty());
    }

    #[test]
    fn a_blanket_impl_keeps_its_methods_unless_it_only_forwards() {
        let text = "trait A { fn a_one(&self); }\ntrait B { fn b_one(&self); }\nimpl<T: A> B for T { fn b_one(&self) {} }\nimpl<T: A + ?Sized> A for &mut T { fn a_one(&self) {} }\nstruct S;\nimpl A for S { fn a_one(&self) {} }\nimpl B for S { fn b_one(&self) {} }\n";
        let lost = lost_after(text, 6);
        assert!(lost.is_empty(), "{lost:?}");
        let lost = lost_after(text, 5);
        assert_eq!(lost["S"].iter().collect::<Vec<_>>(), ["a_one"]);
    }

    #[test]
    fn a_deref_gives_its_targets_methods() {
        let text = "struct Inner;\nimpl Inner { fn put_slice(&self) {} }\nstruct Outer;\nimpl core::ops::Deref for Outer { type Target = Inner; fn deref(&self) -> &Inner { &Inner } }\nimpl Outer { fn other(&self) {} }\n";
        let lost = lost_after(text, 1);
        assert_eq!(lost["Outer"].iter().collect::<Vec<_>>(), ["put_slice"]);
        assert_eq!(lost["Inner"].iter().collect::<Vec<_>>(), ["put_slice"]);
    }

    fn calls(text: &str, lost: &Lost, conversions: &conversions::Lost) -> bool {
        let item: syn::Item = syn::parse_str(text).unwrap();
        calls_lost(|c| c.visit_item(&item), lost, conversions, None)
    }

    #[test]
    fn calls_on_a_receiver_of_a_stated_type() {
        let lost = Lost::from([("B".to_string(), BTreeSet::from(["put_slice".to_string()]))]);
        let none = conversions::Lost::default();
        let goes = |text: &str| calls(text, &lost, &none);
        assert!(goes("impl B { fn f(&mut self) { self.put_slice() } }"));
        assert!(goes(
            "impl Tr for B { fn f(&mut self) { Self::put_slice(self) } }"
        ));
        assert!(goes("fn f(b: &mut B) { b.put_slice() }"));
        assert!(goes("fn f() { let mut b: B = B; b.put_slice() }"));
        assert!(goes("fn f() { B::put_slice(&mut B) }"));
        assert!(goes("fn f(b: &mut B) { assert!(b.put_slice() == ()) }"));
        assert!(goes("fn f(b: &mut B) { assert!(B::put_slice(b) == ()) }"));
        // Another type's receiver, or one the syntax does not type.
        assert!(!goes("impl C { fn f(&mut self) { self.put_slice() } }"));
        assert!(!goes("fn f(b: &mut C) { b.put_slice() }"));
        assert!(!goes("fn f() { let mut b = make(); b.put_slice() }"));
        // A method walked alone, inside `impl B`.
        let method: syn::ImplItem = syn::parse_str("fn f(&mut self) { self.put_slice() }").unwrap();
        let self_type = Some("B".to_string());
        assert!(calls_lost(
            |c| c.visit_impl_item(&method),
            &lost,
            &none,
            self_type
        ));
    }

    #[test]
    fn conversions_and_loops_that_needed_an_impl_cut() {
        let text = "struct B;\nimpl From<Vec<u8>> for B { fn from(_: Vec<u8>) -> B { B } }\nimpl IntoIterator for B { type Item = u8; type IntoIter = std::vec::IntoIter<u8>; fn into_iter(self) -> Self::IntoIter { vec![].into_iter() } }\n";
        let lost_after = |cut| conversions::tests::lost_after(text, cut);
        let (from, iter, methods) = (lost_after(1), lost_after(2), Lost::new());
        let goes = |text: &str, lost: &conversions::Lost| calls(text, &methods, lost);
        assert!(goes("fn f(d: &[u8]) -> B { d.to_vec().into() }", &from));
        assert!(goes(
            "impl B { fn f(v: Vec<u8>) -> Self { if v.is_empty() { return v.into(); } B } }",
            &from
        ));
        assert!(goes("fn f() { let b: B = vec![1].into(); }", &from));
        assert!(goes(
            "fn f() -> u8 { let b = B::from(Vec::new()); 0 }",
            &from
        ));
        assert!(goes("fn f(b: B) { for x in b {} }", &iter));
        // A source the syntax does not type, a closure's own `return`,
        // another conversion.
        assert!(!goes("fn f(d: &[u8]) -> B { make(d).into() }", &from));
        assert!(!goes(
            "fn f(v: Vec<u8>) -> B { let g = || { return v.into(); }; B }",
            &from
        ));
        assert!(!goes("fn f(d: &str) -> B { d.into() }", &from));
        assert!(!goes("fn f(b: B) { for x in b {} }", &from));
    }
}
