//! `#[derive(Literal)]`: a struct or a variant written as Rust that
//! compiles back to it, `Name { a: 1, b: "x".into() }`, each field as a
//! field is written whatever the style.

use proc_macro2::TokenStream;
use quote::quote;
use syn::DeriveInput;

use super::{bounded, field_checks, shapes, Style};

/// The whole derive.
pub(crate) fn derive_literal(mut input: DeriveInput) -> TokenStream {
    let generics = std::mem::take(&mut input.generics);
    let generics = bounded(generics, quote!(::delta_test::Literal));
    let shapes = match shapes(&input, "Literal") {
        Ok(shapes) => shapes,
        Err(error) => return error.to_compile_error(),
    };
    let dt = quote!(::delta_test);
    let name = &input.ident;
    let (impl_generics, ty_generics, where_clause) = generics.split_for_impl();
    let checks = field_checks(
        &generics,
        shapes.iter().flat_map(|s| &s.fields),
        &quote!(#dt::Literal),
    );
    let arms = shapes.iter().map(|shape| {
        let pattern = shape.pattern();
        let text = &shape.text;
        let (open, close) = match shape.style {
            Style::Named if shape.fields.is_empty() => (" {", "}"),
            Style::Named => (" { ", " }"),
            Style::Tuple => ("(", ")"),
            Style::Unit => ("", ""),
        };
        let fields = shape.fields.iter().enumerate().map(|(i, f)| {
            let binding = &f.binding;
            let separator = if i > 0 { ", " } else { "" };
            let label = match &f.name {
                Some(name) => format!("{separator}{name}: "),
                None => separator.to_string(),
            };
            quote! {
                out.write_str(#label)?;
                #dt::Literal::write_field(#binding, out)?;
            }
        });
        quote! {
            #pattern => {
                #dt::__private::write_type_name(out, ::core::module_path!(), #text)?;
                out.write_str(#open)?;
                #(#fields)*
                out.write_str(#close)
            }
        }
    });
    quote! {
        #checks

        #[allow(unused_variables)]
        impl #impl_generics #dt::Literal for #name #ty_generics #where_clause {
            fn write_rust(
                &self,
                out: &mut dyn ::core::fmt::Write,
                _: #dt::Style,
            ) -> ::core::fmt::Result {
                match self {
                    #(#arms)*
                }
            }
        }
    }
}
