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
    let tree: Tree = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let indent = text
        .lines()
        .nth(1)
        .map(|line| line.len() - line.trim_start().len());
    Ok((tree, Layout { indent }))
}

/// A JSON value read straight into a [`Tree`], not through
/// `serde_json::Value`, whose objects sort their keys and keep the last of
/// two equal ones: an object's entries stay as the file has them, in its
/// order, duplicates too (a bug may need either).
impl<'de> serde::Deserialize<'de> for Tree {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(TreeVisitor)
    }
}

struct TreeVisitor;

impl<'de> serde::de::Visitor<'de> for TreeVisitor {
    type Value = Tree;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_unit<E>(self) -> Result<Tree, E> {
        Ok(Tree::Null)
    }

    fn visit_bool<E>(self, b: bool) -> Result<Tree, E> {
        Ok(Tree::Bool(b))
    }

    fn visit_i64<E>(self, n: i64) -> Result<Tree, E> {
        Ok(Tree::Int(n))
    }

    fn visit_u64<E>(self, n: u64) -> Result<Tree, E> {
        Ok(i64::try_from(n).map_or(Tree::Float(n as f64), Tree::Int))
    }

    fn visit_f64<E>(self, x: f64) -> Result<Tree, E> {
        Ok(Tree::Float(x))
    }

    fn visit_str<E>(self, s: &str) -> Result<Tree, E> {
        Ok(Tree::Str(s.to_string()))
    }

    fn visit_string<E>(self, s: String) -> Result<Tree, E> {
        Ok(Tree::Str(s))
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Tree, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Tree::Array(items))
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Tree, A::Error> {
        let mut entries = Vec::new();
        while let Some(entry) = map.next_entry::<String, Tree>()? {
            entries.push(entry);
        }
        Ok(Tree::Table(entries))
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
            out.extend(std::iter::repeat_n(' ', width * depth));
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
    fn entries_keep_the_files_order_and_their_duplicates() {
        let text = r#"{"z":1,"a":{"y":[true],"b":null},"z":2.5}"#;
        let (tree, layout) = parse(text).unwrap();
        assert_eq!(print(&tree, layout), text);
    }

    #[test]
    fn a_file_that_is_not_json_says_where() {
        assert!(parse("{\"a\": }").unwrap_err().contains("line 1"));
    }
}
