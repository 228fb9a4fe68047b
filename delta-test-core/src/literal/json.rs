//! `serde_json::Value` as Rust (feature `serde_json`): a `json!` call.
//!
//! Not `serde_json::to_string`: JSON escapes (`\u001f`, `\b`) are not Rust
//! escapes, so strings and keys are written as Rust string literals, which
//! `json!` takes as they are.

use std::fmt::{self, Write};

use serde_json::Value;

use super::{write_str_literal, Literal, Style};

impl Literal for Value {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        out.write_str(match style {
            Style::Readable => "json!(",
            Style::Exact => "serde_json::json!(",
        })?;
        write_json(out, self)?;
        out.write_str(")")
    }
}

/// `value` in `json!`'s syntax.
fn write_json(out: &mut dyn Write, value: &Value) -> fmt::Result {
    match value {
        Value::Null => out.write_str("null"),
        Value::Bool(b) => write!(out, "{b}"),
        Value::Number(n) => write!(out, "{n}"),
        Value::String(text) => write_str_literal(out, text),
        Value::Array(items) => {
            out.write_str("[")?;
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.write_str(", ")?;
                }
                write_json(out, item)?;
            }
            out.write_str("]")
        }
        Value::Object(map) => {
            out.write_str("{")?;
            for (i, (key, item)) in map.iter().enumerate() {
                if i > 0 {
                    out.write_str(", ")?;
                }
                write_str_literal(out, key)?;
                out.write_str(": ")?;
                write_json(out, item)?;
            }
            out.write_str("}")
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn values_print_as_json_calls_that_build_them() {
        let value = json!({"a\u{1f}": [1, -2, 2.5, null], "b": {"c": "q\"uote"}, "d": false});
        let exact = value.to_rust(Style::Exact);
        assert_eq!(
            exact,
            r##"serde_json::json!({"a\u{1f}": [1, -2, 2.5, null], "b": {"c": r#"q"uote"#}, "d": false})"##
        );
        let back =
            serde_json::json!({"a\u{1f}": [1, -2, 2.5, null], "b": {"c": r#"q"uote"#}, "d": false});
        assert_eq!(back, value);
        assert_eq!(json!("x").to_rust(Style::Readable), r#"json!("x")"#);
    }
}
