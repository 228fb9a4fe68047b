//! A method's value made its first parameter, so that a method that reads
//! `self` can leave its impl too: `impl S { fn b(&self, c: u8) { d(self,
//! c) } }` gives `fn b(this: &S, c: u8) { d(this, c) }`, `Self` written as
//! the impl's type.
//!
//! A bug inside a method kept the impl around it, and a trait method's
//! the trait, its declaration and the impl's header, though the bug only
//! needed the body and the type of the value (rustc-hex: a `trait`, an
//! `impl ... for str` and a `fn a(&self)` around one wrong call). Made
//! free, the method leaves an impl the next cut empties.
//!
//! What `Self` names is rewritten as the syntax allows: a type as the
//! impl's type (`Vec<T>`), a path through it (`Self::new`, `Self { a }`)
//! through the impl's type's path, or `<[u8]>::new` where the type is no
//! path; `Self::X` for a type the impl defines (`type X = u8;`) as that
//! type. Inside a macro's tokens, where no syntax is known, `self` and
//! `Self` are rewritten as words, `Self` only where the type is a path.

use proc_macro2::{Group, TokenStream, TokenTree};
use quote::ToTokens;
use syn::visit_mut::VisitMut;
use syn::{
    Expr, ExprPath, FnArg, Ident, ImplItem, ImplItemFn, ItemImpl, Path, PathArguments, QSelf, Type,
};

use super::tokens;

/// Whether the method `f` of `block` can be rewritten so: every `Self`
/// in a macro's tokens can be written as the impl's type; the type is no
/// trait object or `impl` of several bounds (`&dyn A + Send` does not
/// read back); the impl's where clause does not name `Self`, which a free
/// function has not; and a borrowed receiver does not lend the return
/// type its elided lifetime (`fn get(&self, i: &usize) -> &u8` has none
/// to elide once `self` is a parameter like `i`).
pub fn rewritable(block: &ItemImpl, f: &ImplItemFn) -> bool {
    let path_type = matches!(&*block.self_ty, Type::Path(p) if p.qself.is_none());
    let bounds = match &*block.self_ty {
        Type::TraitObject(object) => object.bounds.len(),
        Type::ImplTrait(bound) => bound.bounds.len(),
        _ => 1,
    };
    let where_self = block
        .generics
        .where_clause
        .as_ref()
        .is_some_and(|clause| tokens::has_ident(clause.to_token_stream(), &|i| i == "Self"));
    let borrowed = matches!(f.sig.inputs.first(), Some(FnArg::Receiver(r)) if r.reference.is_some() && r.lifetime().is_none());
    let lends = borrowed && elides(f.sig.output.to_token_stream());
    (path_type || !tokens::has_ident(macro_tokens(f), &|i| i == "Self"))
        && bounds == 1
        && !where_self
        && !lends
}

/// Whether a type's tokens hold a reference without a lifetime, or `'_`.
fn elides(tokens: TokenStream) -> bool {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    trees.iter().enumerate().any(|(i, tree)| match tree {
        TokenTree::Punct(p) if p.as_char() == '&' => {
            !matches!(trees.get(i + 1), Some(TokenTree::Punct(q)) if q.as_char() == '\'')
        }
        TokenTree::Punct(p) if p.as_char() == '\'' => {
            matches!(trees.get(i + 1), Some(TokenTree::Ident(name)) if name == "_")
        }
        TokenTree::Group(group) => elides(group.stream()),
        _ => false,
    })
}

/// The name the value takes: `this`, or `this` and a number where the
/// method already names `this`.
pub fn name(f: &ImplItemFn) -> Ident {
    let words = tokens::idents(f.to_token_stream());
    let free = (0..)
        .map(|n| match n {
            0 => "this".to_owned(),
            n => format!("this{n}"),
        })
        .find(|candidate| !words.contains(candidate))
        .expect("the numbers are endless");
    Ident::new(&free, proc_macro2::Span::call_site())
}

/// Rewrites `f`, a method of `block`: its receiver becomes the parameter
/// `this` of the type the receiver had, and `self` and `Self` inside it
/// are written as `this` and the impl's type.
pub fn rewrite(block: &ItemImpl, f: &mut ImplItemFn, this: &Ident) {
    for arg in f.sig.inputs.iter_mut() {
        if let FnArg::Receiver(receiver) = arg {
            let ty = &receiver.ty;
            let binding = receiver
                .reference
                .is_none()
                .then_some(receiver.mutability)
                .flatten();
            *arg = syn::parse_quote!(#binding #this: #ty);
        }
    }
    let mut rewriter = Rewriter {
        this: this.clone(),
        self_ty: (*block.self_ty).clone(),
        types: block
            .items
            .iter()
            .filter_map(|item| match item {
                ImplItem::Type(t) if t.generics.params.is_empty() => {
                    Some((t.ident.clone(), t.ty.clone()))
                }
                _ => None,
            })
            .collect(),
    };
    rewriter.visit_impl_item_fn_mut(f);
}

/// The tokens of every macro call in `f`, where no syntax tree reaches.
fn macro_tokens(f: &ImplItemFn) -> TokenStream {
    struct Macros(TokenStream);
    impl VisitMut for Macros {
        fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
            self.0.extend(mac.tokens.clone());
        }
    }
    let mut macros = Macros(TokenStream::new());
    macros.visit_impl_item_fn_mut(&mut f.clone());
    macros.0
}

/// Writes `self` as a parameter and `Self` as a type.
struct Rewriter {
    this: Ident,
    self_ty: Type,
    /// The types the impl defines, which `Self::X` names.
    types: Vec<(Ident, Type)>,
}

impl Rewriter {
    /// The impl's type's path, its arguments written as in an expression
    /// (`Vec::<T>`, which a type accepts too), where the type is a path.
    fn self_path(&self) -> Option<Path> {
        let Type::Path(p) = &self.self_ty else {
            return None;
        };
        if p.qself.is_some() {
            return None;
        }
        let mut path = p.path.clone();
        for segment in &mut path.segments {
            if let PathArguments::AngleBracketed(args) = &mut segment.arguments {
                args.colon2_token.get_or_insert_with(Default::default);
            }
        }
        Some(path)
    }

    /// Rewrites a path that starts with `Self`: through the impl's type's
    /// path, or as `<Type>::rest`.
    fn path(&self, qself: &mut Option<QSelf>, path: &mut Path) {
        let starts_with_self = qself.is_none()
            && path.leading_colon.is_none()
            && path
                .segments
                .first()
                .is_some_and(|s| s.ident == "Self" && s.arguments.is_none());
        if !starts_with_self {
            return;
        }
        let rest: Vec<_> = path.segments.iter().skip(1).cloned().collect();
        if let Some(mut through) = self.self_path() {
            through.segments.extend(rest);
            *path = through;
        } else if !rest.is_empty() {
            *qself = Some(QSelf {
                lt_token: Default::default(),
                ty: Box::new(self.self_ty.clone()),
                position: 0,
                as_token: None,
                gt_token: Default::default(),
            });
            path.leading_colon = Some(Default::default());
            path.segments = rest.into_iter().collect();
        }
    }

    /// The type `Self` or `Self::X` stands for, where it is one the impl
    /// states.
    fn self_type(&self, ty: &Type) -> Option<Type> {
        let Type::Path(p) = ty else {
            return None;
        };
        let words: Vec<&syn::PathSegment> = p.path.segments.iter().collect();
        if p.qself.is_some() || p.path.leading_colon.is_some() || words[0].ident != "Self" {
            return None;
        }
        match words.as_slice() {
            [only] if only.arguments.is_none() => Some(self.self_ty.clone()),
            [_, assoc] if assoc.arguments.is_none() => self
                .types
                .iter()
                .find(|(name, _)| *name == assoc.ident)
                .map(|(_, ty)| ty.clone()),
            _ => None,
        }
    }

    /// Rewrites a macro call's words: `self` (not `self::`) as the
    /// parameter, `Self` as the impl's type's path.
    fn words(&self, stream: TokenStream) -> TokenStream {
        let trees: Vec<TokenTree> = stream.into_iter().collect();
        let path = self.self_path().map(ToTokens::into_token_stream);
        let mut out = TokenStream::new();
        for (i, tree) in trees.iter().enumerate() {
            let followed_by_path = matches!(
                (trees.get(i + 1), trees.get(i + 2)),
                (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                    if a.as_char() == ':' && b.as_char() == ':'
            );
            match tree {
                TokenTree::Ident(word) if word == "self" && !followed_by_path => {
                    out.extend(self.this.to_token_stream());
                }
                TokenTree::Ident(word) if word == "Self" && path.is_some() => {
                    out.extend(path.clone());
                }
                TokenTree::Group(group) => {
                    let mut inner = Group::new(group.delimiter(), self.words(group.stream()));
                    inner.set_span(group.span());
                    out.extend([TokenTree::Group(inner)]);
                }
                other => out.extend([other.clone()]),
            }
        }
        out
    }
}

impl VisitMut for Rewriter {
    /// An item inside the method has its own `Self`, or none.
    fn visit_item_mut(&mut self, _: &mut syn::Item) {}

    fn visit_type_mut(&mut self, ty: &mut Type) {
        match self.self_type(ty) {
            Some(stated) => *ty = stated,
            None => syn::visit_mut::visit_type_mut(self, ty),
        }
    }

    fn visit_type_path_mut(&mut self, ty: &mut syn::TypePath) {
        syn::visit_mut::visit_type_path_mut(self, ty);
        self.path(&mut ty.qself, &mut ty.path);
    }

    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        if let Expr::Path(ExprPath {
            qself: None, path, ..
        }) = expr
            && path.is_ident("self")
        {
            let this = &self.this;
            *expr = syn::parse_quote!(#this);
            return;
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }

    fn visit_expr_path_mut(&mut self, expr: &mut ExprPath) {
        syn::visit_mut::visit_expr_path_mut(self, expr);
        self.path(&mut expr.qself, &mut expr.path);
    }

    fn visit_expr_struct_mut(&mut self, expr: &mut syn::ExprStruct) {
        syn::visit_mut::visit_expr_struct_mut(self, expr);
        self.path(&mut expr.qself, &mut expr.path);
    }

    fn visit_pat_struct_mut(&mut self, pat: &mut syn::PatStruct) {
        syn::visit_mut::visit_pat_struct_mut(self, pat);
        self.path(&mut pat.qself, &mut pat.path);
    }

    fn visit_pat_tuple_struct_mut(&mut self, pat: &mut syn::PatTupleStruct) {
        syn::visit_mut::visit_pat_tuple_struct_mut(self, pat);
        self.path(&mut pat.qself, &mut pat.path);
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        mac.tokens = self.words(std::mem::take(&mut mac.tokens));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The method of `text`'s first impl, rewritten, as printed.
    fn rewritten(text: &str) -> String {
        let file = syn::parse_file(text).unwrap();
        let syn::Item::Impl(block) = &file.items[0] else {
            panic!("no impl first");
        };
        let ImplItem::Fn(mut f) = block.items.last().unwrap().clone() else {
            panic!("no method last");
        };
        assert!(rewritable(block, &f));
        let this = name(&f);
        rewrite(block, &mut f, &this);
        f.to_token_stream().to_string()
    }

    #[test]
    fn the_receiver_becomes_a_parameter_of_the_type_it_had() {
        assert_eq!(
            rewritten("impl S { fn a(&self, b: u8) { c(self, b) } }"),
            "fn a (this : & S , b : u8) { c (this , b) }"
        );
        assert_eq!(
            rewritten("impl S { fn a(mut self) -> Self { self.b = 1; self } }"),
            "fn a (mut this : S) -> S { this . b = 1 ; this }"
        );
        assert_eq!(
            rewritten("impl S { fn a(&'a mut self) { self.b(); } }"),
            "fn a (this : & 'a mut S) { this . b () ; }"
        );
        assert_eq!(
            rewritten("impl S { fn a(self: Box<Self>) {} }"),
            "fn a (this : Box < S >) { }"
        );
    }

    #[test]
    fn self_is_written_as_the_impls_type_wherever_the_syntax_names_it() {
        assert_eq!(
            rewritten(
                "impl<T> V<T> { fn a() -> Self { let x: Vec<Self> = vec![]; Self::new(Self { b: 1 }) } }"
            ),
            "fn a () -> V < T > { let x : Vec < V < T > > = vec ! [] ; V :: < T > :: new (V :: < T > { b : 1 }) }"
        );
        // A type that is no path is reached through `<..>`.
        assert_eq!(
            rewritten("impl [u8] { fn a(&self) -> usize { Self::len(self) } }"),
            "fn a (this : & [u8]) -> usize { < [u8] > :: len (this) }"
        );
        // A pattern, and a type the impl defines.
        assert_eq!(
            rewritten(
                "impl Tr for E { type T = i8; fn a(&self) -> Self::T { match self { Self::B(x) => *x, Self::C { y } => *y } } }"
            ),
            "fn a (this : & E) -> i8 { match this { E :: B (x) => * x , E :: C { y } => * y } }"
        );
    }

    #[test]
    fn a_macros_words_are_rewritten_and_module_paths_and_inner_items_left() {
        assert_eq!(
            rewritten(
                "impl S { fn a(&self) { println!(\"{}\", self.b, Self::C); self::d(); fn e(&self) {} } }"
            ),
            "fn a (this : & S) { println ! (\"{}\" , this . b , S :: C) ; self :: d () ; fn e (& self) { } }"
        );
    }

    #[test]
    fn a_name_the_method_holds_is_not_taken_and_a_macro_may_need_a_path() {
        let f: ImplItemFn = syn::parse_quote!(
            fn a(&self, this: u8) {}
        );
        assert_eq!(name(&f), "this1");
        let block: ItemImpl = syn::parse_quote!(impl [u8] { fn a(&self) { m!(Self) } });
        let ImplItem::Fn(f) = &block.items[0] else {
            unreachable!()
        };
        assert!(!rewritable(&block, f));
    }

    #[test]
    fn a_type_of_several_bounds_a_where_self_or_a_lent_lifetime_is_not_rewritten() {
        for text in [
            "impl dyn A + Send { fn a(&self) { self; } }",
            "impl<T> W<T> where Self: Sized { fn g(&self) { self; } }",
            "impl S { fn get(&self, i: &usize) -> &u8 { &self.v[*i] } }",
            "impl S { fn it(&self) -> Box<dyn Iterator<Item = u8> + '_> { self.a() } }",
        ] {
            let block: ItemImpl = syn::parse_str(text).unwrap();
            let ImplItem::Fn(f) = &block.items[0] else {
                unreachable!()
            };
            assert!(!rewritable(&block, f), "{text}");
        }
        // A lifetime named, or a value returned, is no lending.
        for text in [
            "impl S { fn get<'a>(&'a self) -> &'a u8 { &self.v } }",
            "impl S { fn len(&self, i: &usize) -> usize { self.v.len() } }",
        ] {
            let block: ItemImpl = syn::parse_str(text).unwrap();
            let ImplItem::Fn(f) = &block.items[0] else {
                unreachable!()
            };
            assert!(rewritable(&block, f), "{text}");
        }
    }
}
