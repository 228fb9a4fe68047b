//! Conversions and loops cut with the impl they need: when a cut removes
//! `impl From<Vec<u8>> for Bytes`, a `data.to_vec().into()` that a
//! function returning `Bytes` ends with, `let b: Bytes = v.into();` for a
//! `v: Vec<u8>`, and `Bytes::from(vec![..])` go with it; when it removes
//! the `Iterator` and `IntoIterator` impls of a type, a `for` loop over a
//! value of that type goes; when it removes the last impl (or derive) of
//! an operator's trait for a type, `a == b`, `a + b`, `a += b` whose left
//! operand is of that type go (E0369, E0368). Each was an error the
//! guard refused.
//!
//! Which impl a conversion needs depends on the type of what it converts,
//! which a syntax tree only sometimes says: a local or a parameter whose
//! type is written, `T::new(..)`, `T::from(..)` and the like for a type
//! `T`, `vec![..]`, `format!(..)`, a string literal, and the std methods
//! whose result's type their name says (`to_vec`, `to_string`,
//! `into_boxed_slice`). Elsewhere the conversion is left alone, and the
//! compiler's answer says whether the cut holds, as before: taking a
//! conversion whose source is not known would take the bug's own code
//! with any `From` impl of its type.

use std::collections::BTreeSet;

use syn::visit::Visit;
use syn::{Expr, Item};

use super::implemented;
use super::receivers::{self, type_name};

/// The conversions and loops a file's impls allow, by type name.
#[derive(Default)]
pub struct Conversions {
    /// (from, to) of each `impl From<From> for To` and `impl Into<To> for From`.
    pairs: BTreeSet<(String, String)>,
    /// The types `impl<T> From<T> for To` converts any type to.
    from_any: BTreeSet<String>,
    /// The types with an `Iterator` or `IntoIterator` impl.
    iterable: BTreeSet<String>,
    /// (trait, type) of each impl or derive of an operator's trait
    /// ([`OPERATORS`]).
    operators: BTreeSet<(String, String)>,
}

/// The binary operators and the std trait each needs of its left
/// operand's type.
const OPERATORS: &[(&str, &str)] = &[
    ("==", "PartialEq"),
    ("!=", "PartialEq"),
    ("<", "PartialOrd"),
    (">", "PartialOrd"),
    ("<=", "PartialOrd"),
    (">=", "PartialOrd"),
    ("+", "Add"),
    ("-", "Sub"),
    ("*", "Mul"),
    ("/", "Div"),
    ("%", "Rem"),
    ("&", "BitAnd"),
    ("|", "BitOr"),
    ("^", "BitXor"),
    ("<<", "Shl"),
    (">>", "Shr"),
    ("+=", "AddAssign"),
    ("-=", "SubAssign"),
    ("*=", "MulAssign"),
    ("/=", "DivAssign"),
    ("%=", "RemAssign"),
    ("&=", "BitAndAssign"),
    ("|=", "BitOrAssign"),
    ("^=", "BitXorAssign"),
    ("<<=", "ShlAssign"),
    (">>=", "ShrAssign"),
];

/// The trait the binary operator `op` needs, if it is one of [`OPERATORS`].
pub fn operator_trait(op: &syn::BinOp) -> Option<&'static str> {
    let op = quote::ToTokens::to_token_stream(op).to_string();
    OPERATORS.iter().find(|(o, _)| *o == op).map(|(_, t)| *t)
}

/// What a cut made a file lose of its [`Conversions`].
#[derive(Default)]
pub struct Lost {
    pairs: BTreeSet<(String, String)>,
    iterable: BTreeSet<String>,
    operators: BTreeSet<(String, String)>,
}

impl Conversions {
    /// The conversions of `file`'s impls, at any depth.
    pub fn of(file: &syn::File) -> Conversions {
        struct Walk(Conversions);
        impl<'a> Visit<'a> for Walk {
            fn visit_item(&mut self, item: &'a Item) {
                match item {
                    Item::Impl(block) => self.0.add(block),
                    Item::Struct(s) => self.0.derives(&s.attrs, &s.ident),
                    Item::Enum(e) => self.0.derives(&e.attrs, &e.ident),
                    Item::Union(u) => self.0.derives(&u.attrs, &u.ident),
                    _ => {}
                }
                syn::visit::visit_item(self, item);
            }
        }
        let mut walk = Walk(Conversions::default());
        walk.visit_file(file);
        walk.0
    }

    fn add(&mut self, block: &syn::ItemImpl) {
        let (Some(name), Some(ty)) = (
            implemented::implemented_trait(block),
            type_name(&block.self_ty),
        ) else {
            return;
        };
        let generic = |name: &str| block.generics.type_params().any(|p| p.ident == name);
        if OPERATORS.iter().any(|(_, t)| name == t) && !generic(&ty) {
            self.operators.insert((name.to_string(), ty.clone()));
        }
        if name == "Iterator" || name == "IntoIterator" {
            self.iterable.insert(ty);
            return;
        }
        let Some(arg) = block
            .trait_
            .as_ref()
            .and_then(|(_, path, _)| receivers::first_type_arg(path))
        else {
            return;
        };
        match name.to_string().as_str() {
            "From" if generic(&arg) => {
                self.from_any.insert(ty);
            }
            "From" => {
                self.pairs.insert((arg, ty));
            }
            "Into" => {
                self.pairs.insert((ty, arg));
            }
            _ => {}
        }
    }

    /// The operators a `#[derive(..)]` among `attrs` gives `ident`.
    fn derives(&mut self, attrs: &[syn::Attribute], ident: &syn::Ident) {
        for derived in receivers::derives(attrs) {
            if OPERATORS.iter().any(|(_, t)| *t == derived) {
                self.operators.insert((derived, ident.to_string()));
            }
        }
    }

    /// What this file allowed and `now` does not.
    pub fn lost_since(&self, now: &Conversions) -> Lost {
        let pairs = self.pairs.difference(&now.pairs);
        let pairs = pairs.filter(|(_, to)| !now.from_any.contains(to)).cloned();
        let iterable = self.iterable.difference(&now.iterable).cloned();
        let operators = self.operators.difference(&now.operators).cloned();
        Lost {
            pairs: pairs.collect(),
            iterable: iterable.collect(),
            operators: operators.collect(),
        }
    }
}

impl Lost {
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty() && self.iterable.is_empty() && self.operators.is_empty()
    }

    /// Whether applying an operator that needs `trait_name` to a `ty`
    /// needed an impl lost (no impl of the trait is left for the type).
    pub fn operator(&self, trait_name: &str, ty: Option<String>) -> bool {
        ty.is_some_and(|ty| self.operators.contains(&(trait_name.to_string(), ty)))
    }

    /// Whether converting a `from` into a `to` needed an impl lost.
    pub fn conversion(&self, from: Option<String>, to: Option<String>) -> bool {
        from.zip(to).is_some_and(|pair| self.pairs.contains(&pair))
    }

    /// Whether looping over a `ty` needed an impl lost.
    pub fn iteration(&self, ty: Option<String>) -> bool {
        ty.is_some_and(|ty| self.iterable.contains(&ty))
    }
}

/// The name of the type of `expr` where the syntax says it (module
/// docs); `local` gives a name's written type and `named` what a path's
/// type segment names (`Self`: the impl's).
pub fn expr_type(
    expr: &Expr,
    local: &dyn Fn(&str) -> Option<String>,
    named: &dyn Fn(&str) -> Option<String>,
) -> Option<String> {
    match expr {
        Expr::Path(path) => local(&path.path.get_ident()?.to_string()),
        Expr::Reference(r) => expr_type(&r.expr, local, named),
        Expr::Paren(p) => expr_type(&p.expr, local, named),
        Expr::Group(g) => expr_type(&g.expr, local, named),
        Expr::Lit(lit) => matches!(lit.lit, syn::Lit::Str(_)).then(|| "str".to_string()),
        Expr::Macro(mac) => {
            let name = mac.mac.path.segments.last()?.ident.to_string();
            let ty = [("vec", "Vec"), ("format", "String")].into_iter();
            ty.into_iter()
                .find(|(m, _)| *m == name)
                .map(|(_, t)| t.to_string())
        }
        Expr::Call(call) => {
            let Expr::Path(path) = &*call.func else {
                return None;
            };
            let [.., owner, ctor] = path.path.segments.iter().collect::<Vec<_>>()[..] else {
                return None;
            };
            let constructors = ["new", "with_capacity", "from", "from_iter", "default"];
            constructors
                .contains(&ctor.ident.to_string().as_str())
                .then(|| named(&owner.ident.to_string()))?
        }
        Expr::MethodCall(call) => {
            let results = [
                ("to_vec", "Vec"),
                ("into_vec", "Vec"),
                ("into_bytes", "Vec"),
                ("to_string", "String"),
                ("into_boxed_slice", "Box"),
                ("into_boxed_str", "Box"),
            ];
            let method = call.method.to_string();
            let found = results.into_iter().find(|(m, _)| *m == method);
            found.map(|(_, ty)| ty.to_string())
        }
        _ => None,
    }
}

#[cfg(test)]
pub mod tests {
    use super::*;

    pub fn lost_after(text: &str, cut: usize) -> Lost {
        let (before, after) = super::super::tests::before_and_after(text, cut);
        Conversions::of(&before).lost_since(&Conversions::of(&after))
    }

    #[test]
    fn a_from_impl_and_an_iterator_impl_cut_are_lost() {
        let text = "struct B;\nimpl From<Vec<u8>> for B { fn from(_: Vec<u8>) -> B { B } }\nimpl From<&'static [u8]> for B { fn from(_: &[u8]) -> B { B } }\nimpl Iterator for B { type Item = u8; fn next(&mut self) -> Option<u8> { None } }\nimpl<T> From<T> for Any { fn from(_: T) -> Any { Any } }\n";
        let lost = lost_after(text, 1);
        let to = Some("B".to_string());
        assert!(lost.conversion(Some("Vec".into()), to.clone()));
        assert!(!lost.conversion(Some("slice".into()), to.clone()));
        assert!(lost_after(text, 2).conversion(Some("slice".into()), to));
        assert!(lost_after(text, 3).iteration(Some("B".into())));
        // Anything converts to `Any` still.
        assert!(lost_after(text, 4).is_empty());
    }

    #[test]
    fn an_operators_impl_or_derive_cut_is_lost() {
        let text = "struct B;\nimpl PartialEq for B { fn eq(&self, _: &B) -> bool { true } }\nimpl PartialEq<u8> for B { fn eq(&self, _: &u8) -> bool { true } }\n#[derive(PartialEq, PartialOrd)]\nstruct C;\nimpl core::ops::Add for C { type Output = C; fn add(self, _: C) -> C { C } }\n";
        let b = || Some("B".to_string());
        // Another `PartialEq` of `B` is left.
        assert!(!lost_after(text, 1).operator("PartialEq", b()));
        assert!(!lost_after(text, 2).operator("PartialEq", b()));
        let without_c = lost_after(text, 3);
        assert!(without_c.operator("PartialOrd", Some("C".into())));
        assert!(lost_after(text, 4).operator("Add", Some("C".into())));
    }

    #[test]
    fn an_expressions_type_where_the_syntax_says_it() {
        let local = |name: &str| (name == "v").then(|| "Vec".to_string());
        let named = |name: &str| Some(if name == "Self" { "B" } else { name }.to_string());
        let ty = |text: &str| expr_type(&syn::parse_str(text).unwrap(), &local, &named);
        assert_eq!(ty("v").as_deref(), Some("Vec"));
        assert_eq!(ty("&v").as_deref(), Some("Vec"));
        assert_eq!(ty("data.to_vec()").as_deref(), Some("Vec"));
        assert_eq!(ty("Vec::from_iter(it)").as_deref(), Some("Vec"));
        assert_eq!(ty("Self::new()").as_deref(), Some("B"));
        assert_eq!(ty("vec![1]").as_deref(), Some("Vec"));
        assert_eq!(ty("\"s\"").as_deref(), Some("str"));
        assert_eq!(ty("w"), None);
        assert_eq!(ty("make()"), None);
        assert_eq!(ty("String::from_utf8(v)"), None);
    }
}
