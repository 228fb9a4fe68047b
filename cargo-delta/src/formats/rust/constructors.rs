//! A call of a function that returns a unit struct replaced by the
//! struct: `S::new()` becomes `S` once `struct S;` has lost its fields
//! (`structs.rs`), so the function, its body and what only it used can go.
//!
//! Cutting the call alone cannot: a call is an expression of the struct's
//! type, and none of the expressions inside it has that type. A unit
//! struct's one value is `S`, so nothing but the call's arguments (and
//! what the body did) is lost, and a test tells whether the bug needed
//! them.
//!
//! Functions are known by name, as elsewhere in the format: a free `fn
//! f() -> S` by `f(..)`, a function without `self` in an impl of `S` (a
//! trait's too: `S::default()`) that returns `S` or `Self` by `S::f(..)`,
//! or by `Self::f(..)` inside an impl of `S`.

use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{Expr, Fields, Ident, Item, ReturnType, Type};

use super::implemented;

/// A file with more than this many such functions called is offered
/// none: a choice costs a run in every pass.
const FEW: usize = 8;

/// A function that returns a unit struct.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Constructor {
    /// The type of the impl the function is in; `None` for a free one.
    owner: Option<Ident>,
    name: Ident,
    /// The unit struct it returns.
    unit: Ident,
}

/// The functions of `file` that return a unit struct and are called, each
/// once, in order, when there are few.
pub fn replaceable(file: &syn::File) -> Vec<Constructor> {
    let mut units = Vec::new();
    unit_structs(&file.items, &mut units);
    if units.is_empty() {
        return Vec::new();
    }
    let mut find = Find {
        units: &units,
        impls: Vec::new(),
        found: Vec::new(),
    };
    find.visit_file(file);
    let mut calls = Calls {
        constructors: &find.found,
        impls: Vec::new(),
        called: vec![false; find.found.len()],
    };
    calls.visit_file(file);
    let called = calls.called;
    let called = find.found.into_iter().zip(called);
    let found: Vec<Constructor> = called.filter(|(_, c)| *c).map(|(f, _)| f).collect();
    if found.len() > FEW {
        return Vec::new();
    }
    found
}

/// Replaces every call of `constructor` in `file` by its unit struct.
pub fn replace(file: &mut syn::File, constructor: &Constructor) {
    let found = [constructor.clone()];
    let mut calls = Calls {
        constructors: &found,
        impls: Vec::new(),
        called: vec![false],
    };
    calls.visit_file_mut(file);
}

/// The unit structs without generics of `items` and their inline modules.
fn unit_structs(items: &[Item], found: &mut Vec<Ident>) {
    for item in items {
        match item {
            Item::Struct(s)
                if matches!(s.fields, Fields::Unit)
                    && s.generics.params.is_empty()
                    && !found.contains(&s.ident) =>
            {
                found.push(s.ident.clone());
            }
            Item::Mod(syn::ItemMod {
                content: Some((_, inner)),
                ..
            }) => unit_structs(inner, found),
            _ => {}
        }
    }
}

/// The unit struct a signature returns, `Self` being `this`.
fn returned(sig: &syn::Signature, this: Option<&Ident>, units: &[Ident]) -> Option<Ident> {
    let ReturnType::Type(_, ty) = &sig.output else {
        return None;
    };
    let Type::Path(p) = &**ty else {
        return None;
    };
    let name = match p.path.get_ident() {
        Some(ident) if ident == "Self" => this?,
        Some(ident) => ident,
        None => return None,
    };
    (p.qself.is_none() && sig.receiver().is_none() && units.contains(name)).then(|| name.clone())
}

/// Finds the functions that return a unit struct.
struct Find<'a> {
    units: &'a [Ident],
    impls: Vec<Option<Ident>>,
    found: Vec<Constructor>,
}

impl Find<'_> {
    fn add(&mut self, constructor: Constructor) {
        if !self.found.contains(&constructor) {
            self.found.push(constructor);
        }
    }
}

impl<'ast> Visit<'ast> for Find<'_> {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        if let Some(unit) = returned(&f.sig, None, self.units) {
            self.add(Constructor {
                owner: None,
                name: f.sig.ident.clone(),
                unit,
            });
        }
        syn::visit::visit_item_fn(self, f);
    }
    fn visit_item_impl(&mut self, block: &'ast syn::ItemImpl) {
        self.impls.push(implemented::self_name(block));
        syn::visit::visit_item_impl(self, block);
        self.impls.pop();
    }
    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        let this = self.impls.last().cloned().flatten();
        if let Some(unit) = returned(&f.sig, this.as_ref(), self.units) {
            self.add(Constructor {
                owner: this,
                name: f.sig.ident.clone(),
                unit,
            });
        }
        syn::visit::visit_impl_item_fn(self, f);
    }
}

/// Finds, or replaces, the calls of constructors.
struct Calls<'a> {
    constructors: &'a [Constructor],
    /// The types of the impls around the visit, innermost last.
    impls: Vec<Option<Ident>>,
    /// Which constructors were found called.
    called: Vec<bool>,
}

impl Calls<'_> {
    /// The constructor `expr` calls, by its index.
    fn called(&self, expr: &Expr) -> Option<usize> {
        let Expr::Call(call) = expr else {
            return None;
        };
        let Expr::Path(func) = &*call.func else {
            return None;
        };
        if func.qself.is_some() {
            return None;
        }
        let segments: Vec<&syn::PathSegment> = func.path.segments.iter().collect();
        let this = self.impls.last().and_then(Option::as_ref);
        self.constructors
            .iter()
            .position(|c| match (&c.owner, segments.as_slice()) {
                (None, [f]) => f.ident == c.name && f.arguments.is_none(),
                (Some(owner), [ty, f]) => {
                    let owned = ty.ident == *owner || (ty.ident == "Self" && this == Some(owner));
                    owned && ty.arguments.is_none() && f.ident == c.name && f.arguments.is_none()
                }
                _ => false,
            })
    }
}

impl<'ast> Visit<'ast> for Calls<'_> {
    fn visit_item_impl(&mut self, block: &'ast syn::ItemImpl) {
        self.impls.push(implemented::self_name(block));
        syn::visit::visit_item_impl(self, block);
        self.impls.pop();
    }
    fn visit_expr(&mut self, expr: &'ast Expr) {
        if let Some(at) = self.called(expr) {
            self.called[at] = true;
        }
        syn::visit::visit_expr(self, expr);
    }
}

impl VisitMut for Calls<'_> {
    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        self.impls.push(implemented::self_name(block));
        syn::visit_mut::visit_item_impl_mut(self, block);
        self.impls.pop();
    }
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        match self.called(expr) {
            Some(at) => {
                let unit = &self.constructors[at].unit;
                *expr = syn::parse_quote!(#unit);
            }
            None => syn::visit_mut::visit_expr_mut(self, expr),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn replaced(text: &str) -> Vec<String> {
        let file = syn::parse_file(text).unwrap();
        replaceable(&file)
            .iter()
            .map(|constructor| {
                let mut file = file.clone();
                replace(&mut file, constructor);
                prettyplease::unparse(&file)
            })
            .collect()
    }

    #[test]
    fn a_call_that_makes_a_unit_struct_becomes_the_struct() {
        let text = "struct S;\nimpl S {\n    fn new(n: u8) -> Self {\n        S\n    }\n    fn again() -> S {\n        Self::new(2)\n    }\n}\nfn make() -> S {\n    S::new(1)\n}\nfn f() {\n    let s = (S::new(0), make());\n}\n";
        let [by_new, by_make]: [String; 2] = replaced(text).try_into().unwrap();
        assert!(!by_new.contains("Self::new") && by_new.contains("fn make() -> S {\n    S\n}"));
        assert!(by_new.contains("fn again() -> S {\n        S\n    }"));
        assert!(by_new.contains("let s = (S, make());"));
        assert!(by_make.contains("let s = (S::new(0), S);"));
        assert!(
            by_make.contains("fn make() -> S {\n    S::new(1)\n}"),
            "only its calls change"
        );
    }

    #[test]
    fn only_unit_structs_and_functions_without_self_that_are_called() {
        let text = "struct A(u8);\nstruct B;\nstruct G<T>(T);\nimpl A { fn new() -> Self { A(0) } }\nimpl B { fn by(&self) -> B { B } fn unused() -> B { B } }\nfn f(b: B) -> A { b.by(); A::new() }\n";
        assert!(replaced(text).is_empty());
        let generic = "struct U;\nimpl Default for U { fn default() -> Self { U } }\nfn f() -> U { U::default() }\n";
        assert_eq!(
            replaced(generic).len(),
            1,
            "a trait's function without `self` counts"
        );
    }
}
