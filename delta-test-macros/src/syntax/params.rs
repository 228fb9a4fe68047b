//! A function's parameter list: `self` in its forms, `pattern: Type`
//! parameters (the pattern kept as written, and its name when it is a
//! plain one), and a C variadic. The order and errors are syn's.

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{Attribute, Ident, Lifetime, Token, Type};

/// One parameter.
pub(crate) enum FnArg {
    /// `self`, `&self`, `&'a mut self`, `self: Box<Self>`...
    Receiver(Receiver),
    /// `pattern: Type`.
    Typed(PatType),
}

/// A method's `self`, kept to point errors at.
pub(crate) struct Receiver {
    attrs: Vec<Attribute>,
    reference: Option<(Token![&], Option<Lifetime>)>,
    mutability: Option<Token![mut]>,
    self_token: Token![self],
    ty: Option<(Token![:], Type)>,
}

/// `pattern: Type`.
pub(crate) struct PatType {
    pub(crate) attrs: Vec<Attribute>,
    pub(crate) pat: Pat,
    pub(crate) colon_token: Token![:],
    pub(crate) ty: Type,
}

/// A parameter's pattern, as written.
pub(crate) struct Pat {
    tokens: TokenStream,
    /// `x` for `x` and `mut x`; `None` for `ref x`, `(a, b)`, `_`...
    ident: Option<Ident>,
}

/// `...` or `args: ...`, with its attributes and a trailing comma.
pub(crate) struct Variadic {
    tokens: TokenStream,
}

/// The parameters inside the parentheses, and the variadic after them.
pub(crate) fn parse(
    input: ParseStream,
) -> syn::Result<(Punctuated<FnArg, Token![,]>, Option<Variadic>)> {
    let mut args = Punctuated::new();
    let mut has_receiver = false;
    while !input.is_empty() {
        let attrs = input.call(Attribute::parse_outer)?;
        if input.peek(Token![...]) {
            return Ok((args, Some(Variadic::parse_rest(attrs, None, input)?)));
        }
        let arg = if starts_receiver(input) {
            let receiver = Receiver::parse_rest(attrs, input)?;
            let span = receiver.self_token.span;
            if has_receiver {
                return Err(syn::Error::new(span, "unexpected second method receiver"));
            }
            if !args.is_empty() {
                return Err(syn::Error::new(span, "unexpected method receiver"));
            }
            has_receiver = true;
            FnArg::Receiver(receiver)
        } else {
            let pat = Pat::parse(input)?;
            let colon_token: Token![:] = input.parse()?;
            if input.peek(Token![...]) {
                let variadic = Variadic::parse_rest(attrs, Some((pat, colon_token)), input)?;
                return Ok((args, Some(variadic)));
            }
            FnArg::Typed(PatType {
                attrs,
                pat,
                colon_token,
                ty: input.parse()?,
            })
        };
        args.push_value(arg);
        if input.is_empty() {
            break;
        }
        args.push_punct(input.parse()?);
    }
    Ok((args, None))
}

/// Whether `[&['a]] [mut] self` comes next (not a path `self::x`).
fn starts_receiver(input: ParseStream) -> bool {
    let ahead = input.fork();
    let parsed = || -> syn::Result<()> {
        Receiver::parse_head(&ahead)?;
        match ahead.peek(Token![::]) {
            true => Err(ahead.error("expected `:`")),
            false => Ok(()),
        }
    };
    parsed().is_ok()
}

impl Receiver {
    #[allow(clippy::type_complexity)]
    fn parse_head(
        input: ParseStream,
    ) -> syn::Result<(
        Option<(Token![&], Option<Lifetime>)>,
        Option<Token![mut]>,
        Token![self],
    )> {
        let reference = match input.peek(Token![&]) {
            true => {
                let ampersand = input.parse()?;
                let lifetime = match input.peek(Lifetime) {
                    true => Some(input.parse()?),
                    false => None,
                };
                Some((ampersand, lifetime))
            }
            false => None,
        };
        Ok((reference, input.parse()?, input.parse()?))
    }

    fn parse_rest(attrs: Vec<Attribute>, input: ParseStream) -> syn::Result<Self> {
        let (reference, mutability, self_token) = Self::parse_head(input)?;
        // `self: Type` is written without a reference only.
        let ty = match reference.is_none() && input.peek(Token![:]) {
            true => Some((input.parse()?, input.parse()?)),
            false => None,
        };
        Ok(Receiver {
            attrs,
            reference,
            mutability,
            self_token,
            ty,
        })
    }
}

impl Pat {
    /// The tokens up to the `:` before the type (a path's `::` is no
    /// such colon).
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut tokens = TokenStream::new();
        while !(input.is_empty()
            || input.peek(Token![,])
            || input.peek(Token![:]) && !input.peek(Token![::]))
        {
            if input.peek(Token![::]) {
                input.parse::<Token![::]>()?.to_tokens(&mut tokens);
            } else {
                tokens.extend([input.parse::<TokenTree>()?]);
            }
        }
        if tokens.is_empty() {
            return Err(input.error("expected a pattern"));
        }
        let ident = plain_name.parse2(tokens.clone()).ok();
        Ok(Pat { tokens, ident })
    }

    /// The name, when the pattern is a plain one: `x` or `mut x` (not a
    /// keyword, not `_`).
    pub(crate) fn ident(&self) -> Option<&Ident> {
        self.ident.as_ref()
    }
}

/// `x` or `mut x`, and nothing more.
fn plain_name(input: ParseStream) -> syn::Result<Ident> {
    input.parse::<Option<Token![mut]>>()?;
    input.parse()
}

impl Variadic {
    fn parse_rest(
        attrs: Vec<Attribute>,
        pat: Option<(Pat, Token![:])>,
        input: ParseStream,
    ) -> syn::Result<Self> {
        let mut tokens = TokenStream::new();
        tokens.extend(attrs.iter().map(ToTokens::to_token_stream));
        if let Some((pat, colon)) = pat {
            pat.to_tokens(&mut tokens);
            colon.to_tokens(&mut tokens);
        }
        input.parse::<Token![...]>()?.to_tokens(&mut tokens);
        if !input.is_empty() {
            input.parse::<Token![,]>()?.to_tokens(&mut tokens);
        }
        Ok(Variadic { tokens })
    }
}

impl PatType {
    /// The parameter without its attributes.
    pub(crate) fn without_attrs(&self) -> TokenStream {
        let (pat, colon, ty) = (&self.pat, &self.colon_token, &self.ty);
        quote::quote!(#pat #colon #ty)
    }
}

impl ToTokens for FnArg {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        match self {
            FnArg::Receiver(receiver) => receiver.to_tokens(tokens),
            FnArg::Typed(typed) => typed.to_tokens(tokens),
        }
    }
}

impl ToTokens for Receiver {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.extend(self.attrs.iter().map(ToTokens::to_token_stream));
        if let Some((ampersand, lifetime)) = &self.reference {
            ampersand.to_tokens(tokens);
            lifetime.to_tokens(tokens);
        }
        self.mutability.to_tokens(tokens);
        self.self_token.to_tokens(tokens);
        if let Some((colon, ty)) = &self.ty {
            colon.to_tokens(tokens);
            ty.to_tokens(tokens);
        }
    }
}

impl ToTokens for PatType {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        tokens.extend(self.attrs.iter().map(ToTokens::to_token_stream));
        tokens.extend(self.without_attrs());
    }
}

impl ToTokens for Pat {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        self.tokens.to_tokens(tokens);
    }
}

impl ToTokens for Variadic {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        self.tokens.to_tokens(tokens);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;
    use syn::parenthesized;

    fn params(tokens: TokenStream) -> syn::Result<(Vec<FnArg>, Option<Variadic>)> {
        let parser = |input: ParseStream| {
            let content;
            parenthesized!(content in input);
            let (args, variadic) = parse(&content)?;
            Ok((args.into_iter().collect(), variadic))
        };
        parser.parse2(tokens)
    }

    fn names(tokens: TokenStream) -> Vec<String> {
        let (args, _) = params(tokens).unwrap();
        let name = |arg: &FnArg| match arg {
            FnArg::Receiver(r) => format!("receiver `{}`", r.to_token_stream()),
            FnArg::Typed(t) => match t.pat.ident() {
                Some(ident) => ident.to_string(),
                None => format!("pattern `{}`", t.pat.to_token_stream()),
            },
        };
        args.iter().map(name).collect()
    }

    #[test]
    fn plain_names_and_patterns_are_told_apart() {
        assert_eq!(
            names(quote!((
                a: u8,
                mut b: Vec<u8>,
                r#type: &str,
                (c, d): (u8, u8),
                ref e: u8,
                ref mut f: u8,
                g @ _: u8,
                _: u8,
                Point { x, y }: Point,
                std::num::Wrapping(h): std::num::Wrapping<u8>,
                &i: &u8,
                (j): u8,
                [k, ..]: [u8; 2],
            ))),
            [
                "a",
                "b",
                "r#type",
                "pattern `(c , d)`",
                "pattern `ref e`",
                "pattern `ref mut f`",
                "pattern `g @ _`",
                "pattern `_`",
                "pattern `Point { x , y }`",
                "pattern `std :: num :: Wrapping (h)`",
                "pattern `& i`",
                "pattern `(j)`",
                "pattern `[k , ..]`",
            ]
        );
    }

    #[test]
    fn types_with_commas_lifetimes_and_impl_trait_are_whole() {
        let (args, _) = params(quote!((
            #[case] a: HashMap<u8, Vec<(u8, u16)>>,
            b: &'a mut dyn Fn(u8, u8) -> u8,
            c: impl Iterator<Item = u8> + Clone,
            d: <T as Trait<u8, u16>>::Assoc,
        )))
        .unwrap();
        let types: Vec<String> = args
            .iter()
            .map(|arg| match arg {
                FnArg::Typed(t) => t.ty.to_token_stream().to_string(),
                FnArg::Receiver(_) => unreachable!(),
            })
            .collect();
        assert_eq!(
            types,
            [
                "HashMap < u8 , Vec < (u8 , u16) > >",
                "& 'a mut dyn Fn (u8 , u8) -> u8",
                "impl Iterator < Item = u8 > + Clone",
                "< T as Trait < u8 , u16 > > :: Assoc",
            ]
        );
        let FnArg::Typed(first) = &args[0] else {
            unreachable!()
        };
        assert_eq!(first.attrs.len(), 1);
        assert_eq!(
            first.without_attrs().to_string(),
            "a : HashMap < u8 , Vec < (u8 , u16) > >"
        );
    }

    #[test]
    fn receivers_in_every_form() {
        for receiver in [
            quote!(self),
            quote!(mut self),
            quote!(&self),
            quote!(&mut self),
            quote!(&'a mut self),
            quote!(self: Box<Self>),
            quote!(#[attr] mut self: Pin<&mut Self>),
        ] {
            let tokens = quote!((#receiver, x: u8));
            assert_eq!(
                names(tokens),
                [format!("receiver `{receiver}`"), "x".to_owned()]
            );
        }
        // `self::T` is a path in a pattern, not a receiver.
        assert_eq!(names(quote!((self::T: u8))), ["pattern `self :: T`"]);
        let error = params(quote!((x: u8, &self))).err().unwrap();
        assert_eq!(error.to_string(), "unexpected method receiver");
        let error = params(quote!((self, self))).err().unwrap();
        assert_eq!(error.to_string(), "unexpected second method receiver");
    }

    #[test]
    fn trailing_commas_and_variadics() {
        assert_eq!(names(quote!((a: u8, b: u8,))), ["a", "b"]);
        assert_eq!(names(quote!(())), Vec::<String>::new());
        let (args, variadic) = params(quote!((a: u8, args: ...))).unwrap();
        assert_eq!(args.len(), 1);
        assert_eq!(
            variadic.unwrap().to_token_stream().to_string(),
            "args : ..."
        );
        let (_, variadic) = params(quote!((a: u8, #[attr] ...,))).unwrap();
        assert_eq!(
            variadic.unwrap().to_token_stream().to_string(),
            "# [attr] ... ,"
        );
    }

    #[test]
    fn a_missing_colon_is_syn_s_error() {
        let error = params(quote!((a, b: u8))).err().unwrap();
        assert_eq!(error.to_string(), "expected `:`");
        let error = params(quote!((a: u8 b: u8))).err().unwrap();
        assert_eq!(error.to_string(), "expected `,`");
    }
}
