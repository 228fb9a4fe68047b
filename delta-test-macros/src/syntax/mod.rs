//! The Rust syntax the attributes read, parsed with syn's `derive` and
//! `parsing` features only.
//!
//! syn's `full` feature (items, statements, patterns, every expression)
//! was about two fifths of syn's build, the first link of the longest
//! chain in a user's cold build (issue 29). The attributes need little
//! of it: a function's signature, its body as opaque tokens, and where
//! each argument of `#[delta_test(...)]` ends. These small parsers read
//! just that, on top of syn's types, attributes, generics and literals,
//! and keep the user's tokens (and so their spans) as written.

mod expr;
mod function;
mod params;
mod tokens;
mod value;

pub(crate) use expr::parse_expr;
pub(crate) use function::{parse_fn, ItemFn, Signature};
pub(crate) use params::{FnArg, PatType, Receiver};
pub(crate) use value::{infers_its_type, literal};
