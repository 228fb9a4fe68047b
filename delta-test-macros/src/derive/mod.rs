//! `#[derive(Reduce)]` and `#[derive(Literal)]`: the shape of a struct or
//! an enum, read once, and the two impls written from it.

mod literal;
mod reduce;

pub(crate) use literal::derive_literal;
pub(crate) use reduce::derive_reduce;

use proc_macro2::TokenStream;
use quote::{format_ident, quote, ToTokens};
use syn::spanned::Spanned;
use syn::{Data, DeriveInput, Fields, Ident, Type};

use crate::errors::Errors;

/// A struct, or one variant of an enum.
pub(crate) struct Shape<'a> {
    /// `Name` for a struct, `Name::Variant` for a variant.
    pub(crate) path: TokenStream,
    /// How it is written: `Name`, `Name::Variant`.
    pub(crate) text: String,
    pub(crate) style: Style,
    pub(crate) fields: Vec<Field<'a>>,
}

/// How the fields are written.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Style {
    Named,
    Tuple,
    Unit,
}

pub(crate) struct Field<'a> {
    /// The name, or `None` in a tuple.
    pub(crate) name: Option<Ident>,
    /// The binding in a pattern: `__field0`, `__field1`, ...
    pub(crate) binding: Ident,
    pub(crate) ty: &'a Type,
    /// `#[reduce(skip)]`: kept as it is.
    pub(crate) skip: bool,
}

impl Shape<'_> {
    /// The pattern that binds every field by reference: `Name { a, b }`,
    /// `Name(f0, f1)`, `Name`.
    pub(crate) fn pattern(&self) -> TokenStream {
        let path = &self.path;
        let bindings = self.fields.iter().map(|f| &f.binding);
        match self.style {
            Style::Named => {
                let names = self.fields.iter().map(|f| &f.name);
                quote!(#path { #(#names: #bindings),* })
            }
            Style::Tuple => quote!(#path(#(#bindings),*)),
            Style::Unit => quote!(#path),
        }
    }

    /// A value of this shape whose field `i` is `value(i)`.
    pub(crate) fn build(&self, value: impl Fn(usize, &Field) -> TokenStream) -> TokenStream {
        let path = &self.path;
        let values = self.fields.iter().enumerate().map(|(i, f)| value(i, f));
        match self.style {
            Style::Named => {
                let names = self.fields.iter().map(|f| &f.name);
                quote!(#path { #(#names: #values),* })
            }
            Style::Tuple => quote!(#path(#(#values),*)),
            Style::Unit => quote!(#path),
        }
    }
}

/// The type's shapes: one for a struct, one per variant for an enum; or
/// the errors (a union, a bad `#[reduce(..)]`).
pub(crate) fn shapes<'a>(input: &'a DeriveInput, derive: &str) -> syn::Result<Vec<Shape<'a>>> {
    let name = &input.ident;
    let mut errors = Errors::default();
    let shapes = match &input.data {
        Data::Struct(data) => vec![shape(quote!(#name), name.to_string(), &data.fields, &mut errors)],
        Data::Enum(data) => data
            .variants
            .iter()
            .map(|v| {
                let variant = &v.ident;
                shape(quote!(#name::#variant), format!("{name}::{variant}"), &v.fields, &mut errors)
            })
            .collect(),
        Data::Union(data) => {
            return Err(syn::Error::new(
                data.union_token.span(),
                format!(
                    "`#[derive({derive})]` cannot be used on a union: which field holds the value is not known; use a struct or an enum"
                ),
            ))
        }
    };
    errors.finish().map(|()| shapes)
}

fn shape<'a>(
    path: TokenStream,
    text: String,
    fields: &'a Fields,
    errors: &mut Errors,
) -> Shape<'a> {
    let style = match fields {
        Fields::Named(_) => Style::Named,
        Fields::Unnamed(_) => Style::Tuple,
        Fields::Unit => Style::Unit,
    };
    let fields = fields
        .iter()
        .enumerate()
        .map(|(i, field)| Field {
            name: field.ident.clone(),
            // Not the field's own name: a pattern `a: a` is linted.
            binding: format_ident!("__field{i}"),
            ty: &field.ty,
            skip: skipped(&field.attrs, errors),
        })
        .collect();
    Shape {
        path,
        text,
        style,
        fields,
    }
}

/// Whether the field is `#[reduce(skip)]`; anything else in `#[reduce]` is
/// an error at it.
fn skipped(attrs: &[syn::Attribute], errors: &mut Errors) -> bool {
    let mut skip = false;
    for attr in attrs.iter().filter(|a| a.path().is_ident("reduce")) {
        let parsed = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("skip") {
                skip = true;
                Ok(())
            } else {
                Err(meta.error(format!(
                    "`#[reduce({})]` is not known; the field attribute is `#[reduce(skip)]`, which keeps the field as it is",
                    meta.path.to_token_stream()
                )))
            }
        });
        if let Err(error) = parsed {
            errors.push(error);
        }
    }
    skip
}

/// The impl's generics: the type's `generics` (taken out of the input,
/// as syn's types are not `Clone` without a feature this crate leaves
/// off), with `bound` added to every type parameter.
pub(crate) fn bounded(mut generics: syn::Generics, bound: TokenStream) -> syn::Generics {
    for param in generics.type_params_mut() {
        param
            .bounds
            .push(syn::parse2(bound.clone()).expect("a trait bound"));
    }
    generics
}

/// Whether `ty` names one of the type's own type parameters, so a bound
/// on it belongs on the impl (others are checked at the field).
pub(crate) fn is_generic(ty: &Type, generics: &syn::Generics) -> bool {
    let params: Vec<String> = generics
        .type_params()
        .map(|p| p.ident.to_string())
        .collect();
    ty.to_token_stream().into_iter().any(|token| {
        fn idents(token: proc_macro2::TokenTree, params: &[String]) -> bool {
            match token {
                proc_macro2::TokenTree::Ident(ident) => params.contains(&ident.to_string()),
                proc_macro2::TokenTree::Group(group) => {
                    group.stream().into_iter().any(|t| idents(t, params))
                }
                _ => false,
            }
        }
        idents(token, &params)
    })
}

/// Checks, spanned at each field's type, that it implements `bound`: the
/// error names the field's type, not the derive. They sit in a function
/// with the type's generics, where a field's lifetime (`&'a str`) is
/// declared.
pub(crate) fn field_checks<'a>(
    generics: &syn::Generics,
    fields: impl Iterator<Item = &'a Field<'a>>,
    bound: &TokenStream,
) -> TokenStream {
    let checks = fields.filter(|f| !is_generic(f.ty, generics)).map(|f| {
        let ty = f.ty;
        quote::quote_spanned!(ty.span()=> check::<#ty>();)
    });
    let (impl_generics, _, where_clause) = generics.split_for_impl();
    quote! {
        const _: () = {
            fn check<T: ?Sized + #bound>() {}
            #[allow(dead_code)]
            fn checks #impl_generics () #where_clause {
                #(#checks)*
            }
        };
    }
}
