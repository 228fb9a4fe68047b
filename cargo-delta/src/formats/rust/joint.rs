//! A trait method's signature changed in the trait and in every impl of
//! it in the file at once: its return type made `()`, a parameter dropped
//! (with its argument at the method's calls), a generic parameter that no
//! longer appears dropped, `unsafe`, `async` or `const` dropped.
//!
//! One side changed alone is always an error (E0053, E0049, E0050, E0185:
//! the impl disagrees with its trait), which the no-new-error guard
//! refuses, so `signatures.rs` offers no places in such a signature; and
//! a reduced file kept, in the trait and in each impl, the parameters and
//! the return type the bug never needed. These are the changes made on
//! every side together, offered as choices at the trait's method.
//!
//! Impls are known by the trait's name, as in `implemented.rs`; calls by
//! the method's name, as in `calls.rs` (`x.m(a)`, `T::m(x, a)`,
//! `Tr::m(x, a)`; a same-named function's or method's call loses its
//! argument too). A call the syntax does not show (in a macro's tokens,
//! `Tr::m` passed as a value) keeps its argument. Either way the
//! compiler's error then refuses the change. A parameter is offered only
//! where no body names what it binds (but as the argument the change
//! takes from a call of the method itself, `d.a(b)` in `a`'s body), and a generic parameter only where
//! nothing but its own predicates names it and no call gives it
//! (`x.m::<u8>()`): those changes would only be refused.

use delta_test::Subset;
use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::punctuated::Punctuated;
use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{Block, FnArg, GenericParam, Ident, ImplItem, Item, ReturnType, Signature, TraitItem};

use super::calls;
use super::implemented;
use super::tokens;
use super::tree::Node;

/// A change to a trait method's signature, made on every side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// The return type made `()`, each body's value a statement.
    Output,
    /// The parameter at this position (`self` not counted) dropped, with
    /// its argument at each call.
    Param(usize),
    /// The receiver (`&self`) dropped, where no body names `self` and
    /// nothing calls the method: its signature is all the bug needs (a
    /// method's type that disagrees with its trait's, E0053).
    Receiver,
    /// The generic parameter at this position dropped, with the where
    /// predicates that bound it.
    Generic(usize),
    /// `unsafe`, `async` or `const` dropped.
    Qualifier(Qualifier),
}

/// A qualifier of a function's signature.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Qualifier {
    Unsafe,
    Async,
    Const,
}

/// The trait method a change is made to: the trait's name, the method's.
struct Method {
    trait_name: Ident,
    name: Ident,
}

/// The changes offered at `path`, simplest first, if `path` leads to a
/// method of a trait that an impl of the file defines; `None` otherwise
/// (the method's own moves apply then).
pub fn changes(file: &mut syn::File, path: &[usize]) -> Option<Vec<Change>> {
    let method = method_at(file, path)?;
    let mut sides = Vec::new();
    let mut impls = 0;
    each_side(file, &method, &mut |sig, body, in_impl| {
        impls += usize::from(in_impl);
        sides.push((sig.clone(), body.map(|b| b.to_token_stream())));
    });
    if impls == 0 {
        return None;
    }
    let sigs: Vec<&Signature> = sides.iter().map(|(sig, _)| sig).collect();
    let mut changes = Vec::new();
    if sigs
        .iter()
        .any(|sig| matches!(sig.output, ReturnType::Type(..)))
    {
        changes.push(Change::Output);
    }
    let same = |count: fn(&Signature) -> usize| sigs.iter().all(|s| count(s) == count(sigs[0]));
    let quoted = Quoted::find(file, &method.name);
    if same(|sig| sig.inputs.len()) && same(receiver) && !quoted.in_macros {
        let callee = calls::callee(Node::File(file).at(path)?)?;
        // The body without the method's own argument is only built when
        // the body names the parameter: this is asked as often as the
        // trait method's places.
        let unused = |i: usize| {
            sides.iter().all(|(sig, body)| {
                binds_unused(sig, body, i)
                    || binds_unused(sig, &without_argument(body, &callee, sig, i), i)
            })
        };
        let typed = sigs[0].inputs.len() - receiver(sigs[0]);
        changes.extend((0..typed).filter(|&i| unused(i)).map(Change::Param));
    }
    let names_self = sides.iter().any(|(_, body)| {
        body.as_ref()
            .is_some_and(|b| tokens::has_ident(b.clone(), &|i| i == "self"))
    });
    // Only the signatures name the method (the file is walked last: this
    // is asked as often as the method's places).
    let uncalled = || {
        let name = method.name.to_string();
        let words = tokens::idents(file.to_token_stream());
        words.iter().filter(|word| **word == name).count() == sides.len()
    };
    if sigs.iter().all(|sig| receiver(sig) == 1) && !names_self && uncalled() {
        changes.push(Change::Receiver);
    }
    if same(|sig| sig.generics.params.len()) && !quoted.turbofish && !quoted.in_macros {
        let unused = |i: usize| sides.iter().all(|(sig, body)| generic_unused(sig, body, i));
        let count = sigs[0].generics.params.len();
        changes.extend((0..count).filter(|&i| unused(i)).map(Change::Generic));
    }
    for qualifier in [Qualifier::Unsafe, Qualifier::Async, Qualifier::Const] {
        if sigs.iter().all(|sig| qualifier.on(sig)) {
            changes.push(Change::Qualifier(qualifier));
        }
    }
    Some(changes)
}

/// Makes `change` to the trait method at `path`, on every side, and at its
/// calls.
pub fn apply(file: &mut syn::File, path: &[usize], change: Change) -> Option<()> {
    let method = method_at(file, path)?;
    let callee = calls::callee(Node::File(file).at(path)?)?;
    let declared = trait_sig(file, path)?;
    each_side(file, &method, &mut |sig, body, _| match change {
        Change::Output => {
            sig.output = ReturnType::Default;
            if let Some(syn::Stmt::Expr(_, semi @ None)) = body.and_then(|b| b.stmts.last_mut()) {
                *semi = Some(Default::default());
            }
        }
        Change::Param(i) => {
            let at = i + receiver(sig);
            sig.inputs = without(std::mem::take(&mut sig.inputs), at);
        }
        Change::Receiver => sig.inputs = without(std::mem::take(&mut sig.inputs), 0),
        Change::Generic(i) => drop_generic(sig, i),
        Change::Qualifier(qualifier) => qualifier.clear(sig),
    });
    if let Change::Param(i) = change {
        let at = i + receiver(&declared);
        let kept = Subset::from_indices((0..declared.inputs.len()).filter(|&j| j != at));
        calls::retain_arguments(file, &callee, &kept);
    }
    Some(())
}

/// `list` without its element at `at`.
fn without<T, P: Default>(list: Punctuated<T, P>, at: usize) -> Punctuated<T, P> {
    let all = list.into_iter().enumerate();
    all.filter(|&(j, _)| j != at).map(|(_, x)| x).collect()
}

/// The trait method at `path`, if there is one there.
fn method_at(file: &mut syn::File, path: &[usize]) -> Option<Method> {
    let [trait_path @ .., _, _] = path else {
        return None;
    };
    let name = trait_sig(file, path)?.ident;
    match Node::File(file).at(trait_path)? {
        Node::Item(Item::Trait(t)) => Some(Method {
            trait_name: t.ident.clone(),
            name,
        }),
        _ => None,
    }
}

/// The signature of the trait method at `path`.
fn trait_sig(file: &mut syn::File, path: &[usize]) -> Option<Signature> {
    match Node::File(file).at(path)? {
        Node::TraitItem(TraitItem::Fn(f)) => Some(f.sig.clone()),
        _ => None,
    }
}

/// Calls `f` with each side of `method`: its signature, its body (none
/// for a trait's method without a default) and whether it is an impl's;
/// in the trait, and in every impl of a trait of that name, at any depth.
fn each_side(
    file: &mut syn::File,
    method: &Method,
    f: &mut dyn FnMut(&mut Signature, Option<&mut Block>, bool),
) {
    struct Sides<'a, 'f> {
        method: &'a Method,
        f: &'f mut dyn FnMut(&mut Signature, Option<&mut Block>, bool),
    }
    impl VisitMut for Sides<'_, '_> {
        fn visit_item_trait_mut(&mut self, t: &mut syn::ItemTrait) {
            if t.ident == self.method.trait_name {
                for item in &mut t.items {
                    if let TraitItem::Fn(m) = item
                        && m.sig.ident == self.method.name
                    {
                        (self.f)(&mut m.sig, m.default.as_mut(), false);
                    }
                }
            }
            syn::visit_mut::visit_item_trait_mut(self, t);
        }
        fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
            if implemented::implemented_trait(block) == Some(&self.method.trait_name) {
                for item in &mut block.items {
                    if let ImplItem::Fn(m) = item
                        && m.sig.ident == self.method.name
                    {
                        (self.f)(&mut m.sig, Some(&mut m.block), true);
                    }
                }
            }
            syn::visit_mut::visit_item_impl_mut(self, block);
        }
    }
    Sides { method, f }.visit_file_mut(file);
}

fn has_receiver(sig: &Signature) -> bool {
    matches!(sig.inputs.first(), Some(FnArg::Receiver(_)))
}

/// 1 if `sig` takes `self`, else 0: where its other parameters start.
fn receiver(sig: &Signature) -> usize {
    usize::from(has_receiver(sig))
}

/// `body` as the change of parameter `i` (`self` not counted) leaves it:
/// without the argument at the method's own calls in it (a recursive call
/// that passes the parameter on names it only there).
fn without_argument(
    body: &Option<TokenStream>,
    callee: &calls::Callee,
    sig: &Signature,
    i: usize,
) -> Option<TokenStream> {
    let body = body.as_ref()?;
    let Ok(block) = syn::parse2::<Block>(body.clone()) else {
        return Some(body.clone());
    };
    let mut file: syn::File = syn::parse_quote!(fn __body() #block);
    let at = i + receiver(sig);
    let kept = Subset::from_indices((0..sig.inputs.len()).filter(|&j| j != at));
    calls::retain_arguments(&mut file, callee, &kept);
    match file.items.first() {
        Some(Item::Fn(f)) => Some(f.block.to_token_stream()),
        _ => Some(body.clone()),
    }
}

/// Whether the parameter at `i` (`self` not counted) binds only names
/// that `body` does not name (`_` binds none).
fn binds_unused(sig: &Signature, body: &Option<TokenStream>, i: usize) -> bool {
    let Some(FnArg::Typed(input)) = sig.inputs.iter().nth(i + receiver(sig)) else {
        return false;
    };
    let Some(body) = body else {
        return true;
    };
    let mut bound = Vec::new();
    idents(input.pat.to_token_stream(), &mut bound);
    bound.retain(|ident| !matches!(ident.to_string().as_str(), "mut" | "ref" | "_"));
    !tokens::has_ident(body.clone(), &|ident| bound.contains(ident))
}

/// The identifiers in `tokens`, at any depth.
fn idents(tokens: TokenStream, out: &mut Vec<Ident>) {
    for tree in tokens {
        match tree {
            TokenTree::Ident(ident) => out.push(ident),
            TokenTree::Group(group) => idents(group.stream(), out),
            _ => {}
        }
    }
}

/// Whether the generic parameter at `i` of `sig` is named nowhere once it
/// is dropped with its predicates: not in the signature, not in `body`.
fn generic_unused(sig: &Signature, body: &Option<TokenStream>, i: usize) -> bool {
    let Some(param) = sig.generics.params.iter().nth(i) else {
        return false;
    };
    let (name, lifetime) = match param {
        GenericParam::Type(t) => (t.ident.clone(), false),
        GenericParam::Lifetime(l) => (l.lifetime.ident.clone(), true),
        GenericParam::Const(c) => (c.ident.clone(), false),
    };
    let mut rest = sig.clone();
    drop_generic(&mut rest, i);
    let mut tokens = rest.to_token_stream();
    tokens.extend(body.clone());
    !mentions(tokens, &name, lifetime)
}

/// Whether `tokens` name `name` (at any depth), as a lifetime (`'a`, not
/// the binding `a`) if `lifetime` is set.
fn mentions(tokens: TokenStream, name: &Ident, lifetime: bool) -> bool {
    let mut after_quote = false;
    tokens.into_iter().any(|tree| {
        let found = match &tree {
            TokenTree::Ident(ident) => ident == name && (after_quote || !lifetime),
            TokenTree::Group(group) => mentions(group.stream(), name, lifetime),
            TokenTree::Punct(_) | TokenTree::Literal(_) => false,
        };
        after_quote = matches!(&tree, TokenTree::Punct(p) if p.as_char() == '\'');
        found
    })
}

/// Drops the generic parameter at `i` of `sig`, and the where predicates
/// that bound it (`S: Clone`, `'a: 'b`).
fn drop_generic(sig: &mut Signature, i: usize) {
    let generics = &mut sig.generics;
    let Some(param) = generics.params.iter().nth(i).cloned() else {
        return;
    };
    generics.params = without(std::mem::take(&mut generics.params), i);
    if let Some(clause) = &mut generics.where_clause {
        clause.predicates = std::mem::take(&mut clause.predicates)
            .into_iter()
            .filter(|predicate| !bounds(predicate, &param))
            .collect();
        if clause.predicates.is_empty() {
            generics.where_clause = None;
        }
    }
}

/// Whether `predicate` bounds `param` itself.
fn bounds(predicate: &syn::WherePredicate, param: &GenericParam) -> bool {
    match (predicate, param) {
        (syn::WherePredicate::Type(p), GenericParam::Type(t)) => {
            matches!(&p.bounded_ty, syn::Type::Path(path) if path.qself.is_none() && path.path.is_ident(&t.ident))
        }
        (syn::WherePredicate::Lifetime(p), GenericParam::Lifetime(l)) => p.lifetime == l.lifetime,
        _ => false,
    }
}

impl Qualifier {
    /// Whether `sig` has this qualifier.
    fn on(self, sig: &Signature) -> bool {
        match self {
            Qualifier::Unsafe => sig.unsafety.is_some(),
            Qualifier::Async => sig.asyncness.is_some(),
            Qualifier::Const => sig.constness.is_some(),
        }
    }

    /// Drops this qualifier from `sig`.
    fn clear(self, sig: &mut Signature) {
        match self {
            Qualifier::Unsafe => sig.unsafety = None,
            Qualifier::Async => sig.asyncness = None,
            Qualifier::Const => sig.constness = None,
        }
    }
}

/// Where the file names the method in a way a change cannot follow.
struct Quoted<'n> {
    name: &'n Ident,
    /// In a macro's tokens: its arguments there are not edited, nor
    /// read.
    in_macros: bool,
    /// With generic arguments (`x.m::<u8>()`, `T::m::<u8>`).
    turbofish: bool,
}

impl<'n> Quoted<'n> {
    fn find(file: &syn::File, name: &'n Ident) -> Quoted<'n> {
        let mut quoted = Quoted {
            name,
            in_macros: false,
            turbofish: false,
        };
        quoted.visit_file(file);
        quoted
    }
}

impl<'a> Visit<'a> for Quoted<'_> {
    fn visit_macro(&mut self, mac: &'a syn::Macro) {
        self.in_macros |= tokens::has_ident(mac.tokens.clone(), &|ident| ident == self.name);
    }
    fn visit_expr_method_call(&mut self, call: &'a syn::ExprMethodCall) {
        self.turbofish |= call.method == *self.name && call.turbofish.is_some();
        syn::visit::visit_expr_method_call(self, call);
    }
    fn visit_expr_path(&mut self, expr: &'a syn::ExprPath) {
        let last = expr.path.segments.last();
        self.turbofish |= last.is_some_and(|s| s.ident == *self.name && !s.arguments.is_none());
        syn::visit::visit_expr_path(self, expr);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The trait's first method: the file's items, the trait, its items
    /// (after its attributes, parameters, predicates and bounds).
    const METHOD: [usize; 4] = [0, 0, 4, 0];

    const TEXT: &str = "trait Tr { fn m<'a, S>(&self, a: u8, s: S) -> Option<u8> where S: Clone, 'a: 'a; }\nimpl Tr for u8 { fn m<'a, T>(&self, a: u8, _: T) -> Option<u8> where T: Clone, 'a: 'a { g(a) } }\nimpl Tr for u16 { fn m<'a, S>(&self, b: u8, s: S) -> Option<u8> where S: Clone, 'a: 'a { None } }\nfn f(x: u8) { x.m(1, 2); Tr::m(&x, 3, 4); <u16 as Tr>::m(&0, 5, 6); }\n";

    fn changed(text: &str, change: Change) -> String {
        let mut file = syn::parse_file(text).unwrap();
        apply(&mut file, &METHOD, change).unwrap();
        prettyplease::unparse(&file)
    }

    #[test]
    fn what_no_side_needs_is_offered() {
        let mut file = syn::parse_file(TEXT).unwrap();
        // `a` is read in an impl; `S` named by `s: S`; `'a` only by its
        // own predicate.
        assert_eq!(
            changes(&mut file, &METHOD),
            Some(vec![Change::Output, Change::Param(1), Change::Generic(0)])
        );
        let alone = "trait Tr { unsafe fn m(&self) -> u8; }\nimpl Tr for u8 { unsafe fn m(&self) -> u8 { 0 } }\nimpl Other for u16 { fn m(&self) -> u8 { 0 } }\n";
        let mut file = syn::parse_file(alone).unwrap();
        let offered = vec![Change::Output, Change::Qualifier(Qualifier::Unsafe)];
        assert_eq!(changes(&mut file, &METHOD), Some(offered));
        let unimplemented =
            "trait Tr { fn m(&self) -> u8; }\nimpl Other for u8 { fn m(&self) -> u8 { 0 } }\n";
        let mut file = syn::parse_file(unimplemented).unwrap();
        assert_eq!(changes(&mut file, &METHOD), None, "the method's own moves");
    }

    #[test]
    fn the_receiver_goes_where_no_body_names_self_and_nothing_calls_the_method() {
        let text = "trait Tr { fn m(&self) -> f64; }\nimpl Tr for u8 { fn m(&self) -> usize { loop {} } }\n";
        let mut file = syn::parse_file(text).unwrap();
        assert_eq!(
            changes(&mut file, &METHOD),
            Some(vec![Change::Output, Change::Receiver])
        );
        assert_eq!(
            changed(text, Change::Receiver),
            "trait Tr {\n    fn m() -> f64;\n}\nimpl Tr for u8 {\n    fn m() -> usize {\n        loop {}\n    }\n}\n"
        );
        for kept in [
            "trait Tr { fn m(&self); }\nimpl Tr for u8 { fn m(&self) { *self; } }\n",
            "trait Tr { fn m(&self); }\nimpl Tr for u8 { fn m(&self) {} }\nfn f() { 0u8.m() }\n",
        ] {
            let mut file = syn::parse_file(kept).unwrap();
            let offered = changes(&mut file, &METHOD).unwrap();
            assert!(!offered.contains(&Change::Receiver), "{kept}");
        }
    }

    #[test]
    fn a_parameter_only_passed_on_to_the_method_itself_can_go() {
        let text = "trait Tr { fn m(&self, b: u8, c: u8); }\nimpl Tr for u8 { fn m(&self, b: u8, c: u8) { let d = *self; d.m(b, c); g(c) } }\n";
        let mut file = syn::parse_file(text).unwrap();
        // `b` is only passed on, where the change takes it; `c` is read
        // by `g` too.
        assert_eq!(changes(&mut file, &METHOD), Some(vec![Change::Param(0)]));
        assert_eq!(
            changed(text, Change::Param(0)),
            "trait Tr {\n    fn m(&self, c: u8);\n}\nimpl Tr for u8 {\n    fn m(&self, c: u8) {\n        let d = *self;\n        d.m(c);\n        g(c)\n    }\n}\n"
        );
    }

    #[test]
    fn a_parameter_goes_from_every_side_and_every_call() {
        assert_eq!(
            changed(TEXT, Change::Param(1)),
            "trait Tr {\n    fn m<'a, S>(&self, a: u8) -> Option<u8>\n    where\n        S: Clone,\n        'a: 'a;\n}\nimpl Tr for u8 {\n    fn m<'a, T>(&self, a: u8) -> Option<u8>\n    where\n        T: Clone,\n        'a: 'a,\n    {\n        g(a)\n    }\n}\nimpl Tr for u16 {\n    fn m<'a, S>(&self, b: u8) -> Option<u8>\n    where\n        S: Clone,\n        'a: 'a,\n    {\n        None\n    }\n}\nfn f(x: u8) {\n    x.m(1);\n    Tr::m(&x, 3);\n    <u16 as Tr>::m(&0, 5);\n}\n"
        );
    }

    #[test]
    fn the_return_type_a_generic_and_a_qualifier_go_from_every_side() {
        let output = changed(TEXT, Change::Output);
        assert!(
            output.contains("fn m<'a, S>(&self, a: u8, s: S)\n    where"),
            "{output}"
        );
        assert!(
            output.contains("g(a);\n"),
            "the value a statement: {output}"
        );
        assert!(output.contains("None;\n"), "{output}");
        assert!(!output.contains("Option"), "{output}");
        let generic = changed(TEXT, Change::Generic(0));
        assert!(!generic.contains("'a"), "{generic}");
        assert_eq!(generic.matches("Clone").count(), 3, "{generic}");
        let text = "trait Tr { async unsafe fn m(&self); }\nimpl Tr for u8 { async unsafe fn m(&self) {} }\n";
        assert_eq!(
            changed(text, Change::Qualifier(Qualifier::Unsafe)),
            "trait Tr {\n    async fn m(&self);\n}\nimpl Tr for u8 {\n    async fn m(&self) {}\n}\n"
        );
    }

    #[test]
    fn a_call_in_a_macro_or_with_generic_arguments_holds_its_change_back() {
        let text = "trait Tr { fn m<S>(&self, a: u8); }\nimpl Tr for u8 { fn m<S>(&self, a: u8) {} }\nfn f() { println!(\"{:?}\", 1.m::<u8>(2)); }\n";
        let mut file = syn::parse_file(text).unwrap();
        assert_eq!(changes(&mut file, &METHOD), Some(Vec::new()));
    }
}
