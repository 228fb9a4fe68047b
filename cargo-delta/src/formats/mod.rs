//! Structured formats: a file parsed into a value that delta-test reduces,
//! and printed back, so that every candidate parses. JSON and TOML are a
//! parser and a printer around the one [`Tree`] (entries, elements, keys,
//! strings, numbers toward 0, nested values hoisted); Rust sources are a
//! syntax tree with a `Reduce` impl of their own ([`rust::Source`]).

pub mod json;
pub mod rust;
pub mod toml;

use delta_test::{Literal, Reduce};

/// A JSON or TOML value, as delta-test reduces it.
///
/// The variants go from the simplest to the richest: the derived `Reduce`
/// tries a value as an earlier variant (a table as an empty array, a string
/// as `null`...), and hoists a nested value in place of the array or table
/// that holds it (`[[1, 2]]` can become `[1, 2]`, `{"a": {"b": 1}}` can
/// become `{"b": 1}`). Table entries keep their order.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
pub enum Tree {
    /// JSON's `null`; TOML has none, and leaves such an entry out.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An integer that fits an `i64`.
    Int(i64),
    /// Any other number.
    Float(f64),
    /// A string (and, in TOML, a date or time, kept as its text).
    Str(String),
    /// An array.
    Array(Vec<Tree>),
    /// A table (a JSON object), its entries in the file's order.
    Table(Vec<(String, Tree)>),
}

#[cfg(test)]
mod tests {
    use super::*;
    use delta_test::DeltaDebugger;

    #[test]
    fn a_tree_reduces_to_the_part_that_fails() {
        let tree = Tree::Table(vec![
            ("name".into(), Tree::Str("delta".into())),
            (
                "list".into(),
                Tree::Array(vec![Tree::Int(5), Tree::Array(vec![Tree::Int(-70)])]),
            ),
        ]);
        // Fails on any negative integer anywhere.
        fn negative(tree: &Tree) -> bool {
            match tree {
                Tree::Int(n) => *n < 0,
                Tree::Array(items) => items.iter().any(negative),
                Tree::Table(entries) => entries.iter().any(|(_, v)| negative(v)),
                _ => false,
            }
        }
        let test = |tree: &Tree| assert!(!negative(tree), "negative");
        let minimal = DeltaDebugger::new("t", test, tree).min_args().unwrap();
        // The number is hoisted out of its array and out of the table,
        // then moved toward 0.
        assert_eq!(minimal.args, Tree::Int(-1));
    }
}
