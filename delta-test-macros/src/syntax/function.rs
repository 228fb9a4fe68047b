//! A function item: its attributes, visibility and signature parsed, its
//! body kept as the brace-delimited group the user wrote.

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};
use quote::{quote, ToTokens};
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{parenthesized, token, Abi, Attribute, Generics, Ident, ReturnType, Token, Visibility};

use super::params::{self, FnArg, Variadic};

/// A `fn` item with a body.
pub(crate) struct ItemFn {
    /// The outer attributes; inner ones (`#![...]`) stay in the body.
    pub(crate) attrs: Vec<Attribute>,
    pub(crate) vis: Visibility,
    pub(crate) sig: Signature,
    /// `{ ... }` as written: the expansion moves it, and rewrites only
    /// `super::` paths in it, token by token.
    pub(crate) body: Group,
}

/// `const async unsafe extern "abi" fn name<G>(params) -> R where ...`.
pub(crate) struct Signature {
    pub(crate) constness: Option<Token![const]>,
    pub(crate) asyncness: Option<Token![async]>,
    pub(crate) unsafety: Option<Token![unsafe]>,
    pub(crate) abi: Option<Abi>,
    pub(crate) fn_token: Token![fn],
    pub(crate) ident: Ident,
    /// With the `where` clause, which is written after the return type.
    pub(crate) generics: Generics,
    pub(crate) paren_token: token::Paren,
    pub(crate) inputs: Punctuated<FnArg, Token![,]>,
    /// `...` (C variadics), last.
    pub(crate) variadic: Option<Variadic>,
    pub(crate) output: ReturnType,
}

/// The function an attribute is on; for anything else, the error (pointed
/// at the item's first token after its attributes, with `misplaced` as
/// its message) and the item as it was. A function whose signature does
/// not parse gets syn's error, and is left as it was too.
pub(crate) fn parse_fn(input: TokenStream, misplaced: &str) -> Result<ItemFn, TokenStream> {
    match item_fn.parse2(input.clone()) {
        Ok(Some(item)) => Ok(item),
        Ok(None) => {
            let error = syn::Error::new_spanned(item_keyword(&input), misplaced);
            let error = error.to_compile_error();
            Err(quote!(#error #input))
        }
        Err(error) => {
            let error = error.to_compile_error();
            Err(quote!(#error #input))
        }
    }
}

/// A function item, or `None` for any other item (whose tokens it skips).
fn item_fn(input: ParseStream) -> syn::Result<Option<ItemFn>> {
    let attrs = input.call(Attribute::parse_outer)?;
    if !starts_signature(input) {
        input.parse::<TokenStream>()?;
        return Ok(None);
    }
    let vis = input.parse()?;
    let sig = input.parse()?;
    // `fn f();`: a declaration, not a function to call.
    if input.peek(Token![;]) {
        input.parse::<TokenStream>()?;
        return Ok(None);
    }
    let body = body(input)?;
    Ok(Some(ItemFn {
        attrs,
        vis,
        sig,
        body,
    }))
}

/// Whether a visibility and the qualifiers lead to `fn` (syn's test).
fn starts_signature(input: ParseStream) -> bool {
    let ahead = input.fork();
    ahead.parse::<Visibility>().is_ok()
        && ahead.parse::<Option<Token![const]>>().is_ok()
        && ahead.parse::<Option<Token![async]>>().is_ok()
        && ahead.parse::<Option<Token![unsafe]>>().is_ok()
        && ahead.parse::<Option<Abi>>().is_ok()
        && ahead.peek(Token![fn])
}

/// The brace group of the body; one that came through `macro_rules!` as
/// `$body:block` is inside an invisible group, which is dropped.
fn body(input: ParseStream) -> syn::Result<Group> {
    if !input.peek(token::Brace) {
        return Err(input.error("expected curly braces"));
    }
    let mut tree: TokenTree = input.parse()?;
    loop {
        match tree {
            TokenTree::Group(group) if group.delimiter() == Delimiter::Brace => return Ok(group),
            TokenTree::Group(group) if group.delimiter() == Delimiter::None => {
                match group.stream().into_iter().next() {
                    Some(inner) => tree = inner,
                    None => return Err(syn::Error::new(group.span(), "expected curly braces")),
                }
            }
            other => return Err(syn::Error::new(other.span(), "expected curly braces")),
        }
    }
}

/// What a non-function item starts with, after its attributes, to point
/// the error at: `struct`, `pub`, `impl`...
fn item_keyword(item: &TokenStream) -> TokenStream {
    let mut iter = item.clone().into_iter().skip_while(|t| {
        // skip attributes: `#` followed by a bracketed group
        matches!(t, TokenTree::Punct(p) if p.as_char() == '#')
            || matches!(t, TokenTree::Group(g) if g.delimiter() == Delimiter::Bracket)
    });
    iter.next()
        .map(ToTokens::into_token_stream)
        .unwrap_or_default()
}

impl syn::parse::Parse for ItemFn {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        match item_fn(input)? {
            Some(item) => Ok(item),
            None => Err(input.error("expected a function")),
        }
    }
}

impl syn::parse::Parse for Signature {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let constness = input.parse()?;
        let asyncness = input.parse()?;
        let unsafety = input.parse()?;
        let abi = input.parse()?;
        let fn_token = input.parse()?;
        let ident = input.parse()?;
        let mut generics: Generics = input.parse()?;
        let content;
        let paren_token = parenthesized!(content in input);
        let (inputs, variadic) = params::parse(&content)?;
        let output = input.parse()?;
        generics.where_clause = input.parse()?;
        Ok(Signature {
            constness,
            asyncness,
            unsafety,
            abi,
            fn_token,
            ident,
            generics,
            paren_token,
            inputs,
            variadic,
            output,
        })
    }
}

impl ItemFn {
    /// The function with the attributes `attrs` and the signature `sig`
    /// (syn's types are not `Clone` without a feature this crate leaves
    /// off, so the expansion prints changed copies instead).
    pub(crate) fn print(&self, attrs: &[&Attribute], sig: TokenStream) -> TokenStream {
        let (vis, body) = (&self.vis, &self.body);
        quote!(#(#attrs)* #vis #sig #body)
    }
}

impl ToTokens for ItemFn {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        let attrs: Vec<&Attribute> = self.attrs.iter().collect();
        tokens.extend(self.print(&attrs, self.sig.to_token_stream()));
    }
}

impl Signature {
    /// The signature as written, but named `ident`.
    pub(crate) fn renamed(&self, ident: &Ident) -> TokenStream {
        self.print(ident, &|_, arg| arg.to_token_stream())
    }

    /// The signature named `ident`, with each parameter printed by `arg`
    /// (given its index), as written otherwise.
    pub(crate) fn print(
        &self,
        ident: &Ident,
        arg: &dyn Fn(usize, &FnArg) -> TokenStream,
    ) -> TokenStream {
        let mut tokens = TokenStream::new();
        self.constness.to_tokens(&mut tokens);
        self.asyncness.to_tokens(&mut tokens);
        self.unsafety.to_tokens(&mut tokens);
        self.abi.to_tokens(&mut tokens);
        self.fn_token.to_tokens(&mut tokens);
        ident.to_tokens(&mut tokens);
        self.generics.to_tokens(&mut tokens);
        self.paren_token.surround(&mut tokens, |tokens| {
            for (index, pair) in self.inputs.pairs().enumerate() {
                tokens.extend(arg(index, pair.value()));
                pair.punct().to_tokens(tokens);
            }
            if let Some(variadic) = &self.variadic {
                if !self.inputs.empty_or_trailing() {
                    <Token![,]>::default().to_tokens(tokens);
                }
                variadic.to_tokens(tokens);
            }
        });
        self.output.to_tokens(&mut tokens);
        self.generics.where_clause.to_tokens(&mut tokens);
        tokens
    }
}

impl ToTokens for Signature {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.extend(self.renamed(&self.ident));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(tokens: TokenStream) -> ItemFn {
        match parse_fn(tokens, "misplaced") {
            Ok(item) => item,
            Err(error) => panic!("{error}"),
        }
    }

    fn misplaced(tokens: TokenStream) -> String {
        match parse_fn(tokens, "misplaced") {
            Ok(_) => panic!("parsed as a function"),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn a_function_prints_as_written() {
        let tokens = quote! {
            #[doc = "x"]
            #[inline]
            pub(crate) const async unsafe extern "C" fn f<'a, T: Clone + 'a, const N: usize>(
                #[cfg(test)] mut x: &'a mut [T; N],
                y: impl Iterator<Item = (u8, u16)>,
            ) -> Result<(), Box<dyn std::error::Error>>
            where
                T: Default,
            {
                #![allow(unused)]
                super::g(x, y)
            }
        };
        let item = parse(tokens.clone());
        // syn prints `> >` where `quote!` glued `>>`: compare without spaces
        let squash = |tokens: TokenStream| tokens.to_string().replace(' ', "");
        assert_eq!(squash(item.to_token_stream()), squash(tokens));
        assert_eq!(item.attrs.len(), 2, "inner attributes stay in the body");
        assert!(item.sig.constness.is_some() && item.sig.asyncness.is_some());
        assert!(item.sig.unsafety.is_some() && item.sig.abi.is_some());
        assert_eq!(item.sig.ident, "f");
        assert_eq!(item.sig.generics.params.len(), 3);
        assert!(item.sig.generics.where_clause.is_some());
        assert_eq!(item.sig.inputs.len(), 2);
        assert!(matches!(item.sig.output, ReturnType::Type(..)));
        assert_eq!(
            item.body.stream().to_string(),
            quote!(#![allow(unused)] super::g(x, y)).to_string()
        );
    }

    #[test]
    fn a_signature_prints_renamed_and_with_its_variadic() {
        let item = parse(quote!(
            unsafe extern "C" fn f(x: u8, ...) {}
        ));
        assert!(item.sig.variadic.is_some());
        let call = Ident::new("call", proc_macro2::Span::call_site());
        let renamed = item.sig.renamed(&call);
        assert_eq!(
            renamed.to_string(),
            quote!(unsafe extern "C" fn call(x: u8, ...)).to_string()
        );
    }

    #[test]
    fn a_body_from_macro_rules_is_unwrapped() {
        let body = Group::new(Delimiter::None, quote!({ 1 }));
        let item = parse(quote!(fn f() #body));
        assert_eq!(item.body.delimiter(), Delimiter::Brace);
    }

    #[test]
    fn other_items_are_pointed_at_after_their_attributes() {
        let error = misplaced(quote!(
            #[derive(Debug)]
            pub struct S;
        ));
        assert!(
            error.starts_with(":: core :: compile_error ! { \"misplaced\" }"),
            "{error}"
        );
        assert!(
            error.ends_with("# [derive (Debug)] pub struct S ;"),
            "{error}"
        );
        for item in [
            quote!(
                fn declared(x: u8);
            ),
            quote!(
                const X: u8 = 1;
            ),
            quote!(
                extern crate alloc;
            ),
            quote!(
                unsafe impl Send for S {}
            ),
            quote!(m! { fn f() {} }),
        ] {
            let error = misplaced(item.clone());
            assert!(error.contains("\"misplaced\""), "{item}: {error}");
        }
    }

    #[test]
    fn a_broken_signature_is_syn_s_error() {
        let error = misplaced(quote!(fn f(x) {}));
        assert!(error.contains("expected `:`"), "{error}");
        let error = misplaced(quote!(fn f(x: u8) -> {}));
        assert!(error.contains("compile_error"), "{error}");
        let error = misplaced(quote!(fn f(x: u8) = 1;));
        assert!(error.contains("expected curly braces"), "{error}");
    }
}
