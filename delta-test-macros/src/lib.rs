//! The macro half of [delta-test](https://docs.rs/delta-test): the
//! `#[delta_test(...)]` and `#[delta_debug]` attributes.
//!
//! Depend on `delta-test` instead and write `use delta_test::delta_test;`.
//! The expansion names only `::delta_test::__private` items, which are not
//! public API, so this crate is pinned to the exact `delta-test` version
//! that re-exports it.
//!
//! # Known limitations
//!
//! - The function body moves into a module `NAME` (as `NAME::call`): plain
//!   names, `self::` and `crate::` paths resolve through its `use super::*`,
//!   and `super::` paths are rewritten one level up; a macro in the body
//!   that expands to `super::...` is not.
//! - `#[test]` written *above* `#[delta_test]` runs first and rejects the
//!   parameters ("functions used as tests can not have any arguments").
//! - An `async fn` needs a runtime's test attribute (`#[tokio::test]`,
//!   above or below): each call runs on a runtime it builds.
//!   `#[rstest]` and `#[test_case]` make cases of their own, and are
//!   refused: write each case as a `#[delta_test(..)]`.
//! - Not for methods or associated functions: the expansion is a module,
//!   which an `impl` block cannot hold.
//! - A return type that is no `TestResult` is reported at the attribute,
//!   not at the return type. (A parameter type without `Reduce` or
//!   `Literal` is reported at the parameter.)

mod args;
mod companions;
mod debug;
mod derive;
mod errors;
mod expand;
mod model;
mod syntax;
mod validate;

use proc_macro::TokenStream;

/// Turns a function with parameters into a test of one call (or one test
/// per `#[delta_test(...)]` attribute), whose failure is reduced to a
/// 1-minimal failing call.
///
/// See the `delta-test` crate for the documentation.
#[proc_macro_attribute]
pub fn delta_test(args: TokenStream, input: TokenStream) -> TokenStream {
    expand::delta_test(args.into(), input.into()).into()
}

/// Wraps a function so that its first call in a thread that panics is
/// reduced to a 1-minimal failing call before the panic goes on, with the
/// report appended to the panic message. Other calls behave as before.
/// In a proptest, the last failing call (that of proptest's minimal input)
/// is reduced instead, once proptest has ended, and the report printed
/// after its message.
///
/// See the `delta-test` crate for the documentation.
#[proc_macro_attribute]
pub fn delta_debug(args: TokenStream, input: TokenStream) -> TokenStream {
    debug::delta_debug(args.into(), input.into()).into()
}

/// Derives `delta_test::Reduce` for a struct or an enum: its places are its
/// fields' (each under the field's index), an enum can become an earlier
/// variant (built from simplest values, or with the same fields kept), and
/// a recursive type one of its parts of the same type.
/// `#[reduce(skip)]` on a field keeps it as it is.
///
/// See the `delta-test` crate for the documentation.
#[proc_macro_derive(Reduce, attributes(reduce))]
pub fn derive_reduce(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as syn::DeriveInput);
    derive::derive_reduce(input).into()
}

/// Derives `delta_test::Literal` for a struct or an enum: the value written
/// as the Rust expression that builds it.
///
/// See the `delta-test` crate for the documentation.
#[proc_macro_derive(Literal)]
pub fn derive_literal(input: TokenStream) -> TokenStream {
    let input = syn::parse_macro_input!(input as syn::DeriveInput);
    derive::derive_literal(input).into()
}
