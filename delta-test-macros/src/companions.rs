//! Other crates' test attributes next to `#[delta_test]`: a runtime's
//! (`#[tokio::test]`), which it works with, and those that make cases of
//! their own (`#[rstest]`, `#[test_case]`), which it cannot share a
//! function with.
//!
//! A runtime's attribute turns an `async fn` into a plain `fn` that blocks
//! on the body, plus a `#[::core::prelude::v1::test]`. Above
//! `#[delta_test]`, it has done so by the time `#[delta_test]` expands: the
//! generated `#[test]` is dropped (the expansion makes the test itself, and
//! a second one would register the test twice), and every rerun runs on a
//! runtime the user's attribute builds. Below, `#[delta_test]` expands
//! first and sees the `async fn`: it moves the runtime's attribute above
//! itself and expands again, so both orders work the same.

use proc_macro2::TokenStream;
use quote::{quote, ToTokens};
use syn::{Attribute, Path};

use crate::syntax::ItemFn;

/// What another crate's attribute on the function is to `#[delta_test]`.
pub(crate) enum Companion {
    /// `#[core::prelude::v1::test]` (or `std::`), which another attribute
    /// above generated: dropped.
    GeneratedTest,
    /// A runtime's test attribute, `#[tokio::test]`, `#[async_std::test]`.
    Runtime,
    /// `#[rstest]`, `#[case(..)]`, `#[test_case(..)]`, `#[test_matrix(..)]`:
    /// cases of their own.
    Cases,
}

impl Companion {
    /// What `attr` is, if it is one of these.
    pub(crate) fn of(attr: &Attribute) -> Option<Companion> {
        let path = attr.path();
        let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        match names[..] {
            ["core" | "std", "prelude", _, "test"] => Some(Companion::GeneratedTest),
            [.., "rstest" | "case" | "test_case" | "test_matrix"] => Some(Companion::Cases),
            [_, .., "test"] => Some(Companion::Runtime),
            _ => None,
        }
    }
}

/// The attribute's path as written, for messages: `tokio::test`.
pub(crate) fn path_text(path: &Path) -> String {
    let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
    names.join("::")
}

/// `item` again, with the runtime's attribute `runtime` (one of
/// `item`'s) moved above
/// `#[delta_test(args)]`, so that it turns the `async fn` into a plain one
/// before `#[delta_test]` expands again.
pub(crate) fn runtime_first(item: &ItemFn, runtime: &Attribute, args: TokenStream) -> TokenStream {
    let others: Vec<&Attribute> = item
        .attrs
        .iter()
        .filter(|a| !std::ptr::eq(*a, runtime))
        .collect();
    let item = item.print(&others, item.sig.to_token_stream());
    quote! {
        #runtime
        #[::delta_test::delta_test(#args)]
        #item
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(attr: Attribute) -> Option<&'static str> {
        Companion::of(&attr).map(|c| match c {
            Companion::GeneratedTest => "generated",
            Companion::Runtime => "runtime",
            Companion::Cases => "cases",
        })
    }

    #[test]
    fn attributes_are_told_apart_by_their_path() {
        assert_eq!(
            of(syn::parse_quote!(#[::core::prelude::v1::test])),
            Some("generated")
        );
        assert_eq!(
            of(syn::parse_quote!(#[std::prelude::rust_2021::test])),
            Some("generated")
        );
        assert_eq!(
            of(syn::parse_quote!(#[tokio::test(flavor = "multi_thread")])),
            Some("runtime")
        );
        assert_eq!(of(syn::parse_quote!(#[async_std::test])), Some("runtime"));
        assert_eq!(of(syn::parse_quote!(#[rstest])), Some("cases"));
        assert_eq!(of(syn::parse_quote!(#[case(1)])), Some("cases"));
        assert_eq!(
            of(syn::parse_quote!(#[test_case::test_case(1)])),
            Some("cases")
        );
        // `#[test]` itself is an error of its own; anything else passes on.
        assert_eq!(of(syn::parse_quote!(#[test])), None);
        assert_eq!(of(syn::parse_quote!(#[ignore])), None);
        assert_eq!(of(syn::parse_quote!(#[serial_test::serial])), None);
    }

    #[test]
    fn the_runtime_goes_above_delta_test() {
        let item: ItemFn = syn::parse_quote! {
            #[doc = "x"]
            #[tokio::test]
            async fn f(x: u8) {}
        };
        let out = runtime_first(&item, &item.attrs[1], quote!(x = 1));
        let expected = quote! {
            #[tokio::test]
            #[::delta_test::delta_test(x = 1)]
            #[doc = "x"]
            async fn f(x: u8) {}
        };
        assert_eq!(out.to_string(), expected.to_string());
    }
}
