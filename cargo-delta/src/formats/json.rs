//! JSON: parsed with serde_json, printed compactly, or indented as the
//! original was.

use std::fmt::Write;

use super::Tree;

/// How the original was laid out, so candidates look like it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// Spaces per level; `None`: compact, on one line.
    indent: Option<usize>,
}

/// Parses `text`, and notes its layout; the parser's message on failure.
pub fn parse(text: &str) -> Result<(Tree, Layout), String> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let indent = text
        .lines()
        .nth(1)
        .map(|line| line.len() - line.trim_start().len());
    Ok((from_value(value), Layout { indent }))
}

fn from_value(value: serde_json::Value) -> Tree {
    use serde_json::Value;
    match value {
        Value::Null => Tree::Null,
        Value::Bool(b) => Tree::Bool(b),
        Value::Number(n) => match n.as_i64() {
            Some(i) => Tree::Int(i),
            None => Tree::Float(n.as_f64().unwrap_or(0.0)),
        },
        Value::String(s) => Tree::Str(s),
        Value::Array(items) => Tree::Array(items.into_iter().map(from_value).collect()),
        Value::Object(map) => {
            Tree::Table(map.into_iter().map(|(k, v)| (k, from_value(v))).collect())
        }
    }
}

/// Prints `tree` as JSON in `layout`: always valid JSON.
pub fn print(tree: &Tree, layout: Layout) -> String {
    let mut out = String::new();
    write(tree, layout.indent, 0, &mut out);
    if layout.indent.is_some() {
        out.push('\n');
    }
    out
}

fn write(tree: &Tree, indent: Option<usize>, depth: usize, out: &mut String) {
    let newline = |out: &mut String, depth: usize| {
        if let Some(width) = indent {
            out.push('\n');
            out.extend(std::iter::repeat(' ').take(width * depth));
        }
    };
    match tree {
        Tree::Null => out.push_str("null"),
        Tree::Bool(b) => {
            let _ = write!(out, "{b}");
        }
        Tree::Int(n) => {
            let _ = write!(out, "{n}");
        }
        Tree::Float(x) => out.push_str(&float(*x)),
        Tree::Str(s) => out.push_str(&string(s)),
        Tree::Array(items) if items.is_empty() => out.push_str("[]"),
        Tree::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(out, depth + 1);
                write(item, indent, depth + 1, out);
            }
            newline(out, depth);
            out.push(']');
        }
        Tree::Table(entries) if entries.is_empty() => out.push_str("{}"),
        Tree::Table(entries) => {
            out.push('{');
            for (i, (key, value)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                newline(out, depth + 1);
                out.push_str(&string(key));
                out.push_str(if indent.is_some() { ": " } else { ":" });
                write(value, indent, depth + 1, out);
            }
            newline(out, depth);
            out.push('}');
        }
    }
}

/// A JSON string literal, escaped as serde_json escapes it.
fn string(s: &str) -> String {
    serde_json::to_string(s).expect("a string always serializes")
}

/// A finite float as JSON; `null` for what JSON cannot write.
fn float(x: f64) -> String {
    serde_json::Number::from_f64(x).map_or_else(|| "null".to_string(), |n| n.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_files_print_compactly_and_indented_ones_indented() {
        let (tree, layout) = parse(r#"{"a":[1,2.5,"x\"y"],"b":{"c":null,"d":true}}"#).unwrap();
        assert_eq!(
            print(&tree, layout),
            r#"{"a":[1,2.5,"x\"y"],"b":{"c":null,"d":true}}"#
        );
        let pretty = "{\n    \"a\": [\n        1\n    ],\n    \"b\": {}\n}\n";
        let (tree, layout) = parse(pretty).unwrap();
        assert_eq!(print(&tree, layout), pretty);
    }

    #[test]
    fn every_tree_prints_as_json_that_parses_back() {
        let tree = Tree::Table(vec![
            ("".into(), Tree::Float(f64::NAN)),
            ("k".into(), Tree::Array(vec![Tree::Null, Tree::Int(-3)])),
        ]);
        let printed = print(&tree, Layout { indent: None });
        assert!(
            serde_json::from_str::<serde_json::Value>(&printed).is_ok(),
            "{printed}"
        );
    }

    #[test]
    fn a_file_that_is_not_json_says_where() {
        assert!(parse("{\"a\": }").unwrap_err().contains("line 1"));
    }
}
