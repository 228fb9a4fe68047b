//! The code an error points at written as a literal of the type the error
//! found there (`labelled.rs` reads both from the compiler's message):
//! `Some(h * 0x10 + l)` with `expected `u8`, found `u32`` under the
//! argument becomes `Some(0u32)`, the same error with the same label, and
//! `h` and `l` are left for the cuts to take.
//!
//! The code is replaced as text, where the compiler says it stands (a
//! macro's arguments too, which the syntax tree holds as tokens only), and
//! only where it is one expression and the literal is no longer than it.

use proc_macro2::TokenStream;

use super::tokens;

/// The smallest expression of the type `found`, as rustc writes a type in
/// a label (`u32`, `&str`, `integer`, `floating-point number`); `None` for
/// a type that has no literal here (a type of the file's own, a type
/// parameter, a closure).
pub fn literal_of(found: &str) -> Option<String> {
    const INTEGERS: [&str; 12] = [
        "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize",
    ];
    let literal = match found {
        "integer" => "0".to_string(),
        "floating-point number" => "0.0".to_string(),
        "f32" | "f64" => format!("0{found}"),
        "bool" => "false".to_string(),
        "char" => "'a'".to_string(),
        "&str" | "&'static str" => "\"\"".to_string(),
        "String" => "String::new()".to_string(),
        "()" => "()".to_string(),
        integer if INTEGERS.contains(&integer) => format!("0{integer}"),
        _ => {
            let inner = |prefix: &str| {
                let rest = found.strip_prefix(prefix)?.strip_suffix('>')?;
                (rest != "&str" && literal_of(rest).is_some()).then_some(rest)
            };
            if let Some(referent) = found.strip_prefix('&') {
                let literal = literal_of(referent).filter(|_| !referent.starts_with("mut "))?;
                return Some(format!("&{literal}"));
            }
            if let Some(item) = inner("Option<") {
                return Some(format!("None::<{item}>"));
            }
            let item = inner("Vec<")?;
            return Some(format!("Vec::<{item}>::new()"));
        }
    };
    Some(literal)
}

/// `code` with the `width` characters at `line`:`column` (1-based, as the
/// compiler counts them) written as `literal`; `None` when they are not one
/// whole expression, or are no longer than it, or are it already.
pub fn with_literal(
    code: &str,
    (line, column, width): (usize, usize, usize),
    literal: &str,
) -> Option<String> {
    let start_of_line: usize = code
        .split_inclusive('\n')
        .take(line.checked_sub(1)?)
        .map(str::len)
        .sum();
    let text_line = code[start_of_line..].lines().next()?;
    let start = start_of_line + text_line.char_indices().nth(column.checked_sub(1)?)?.0;
    let spanned: String = code[start..].chars().take(width).collect();
    // Marks count columns: beyond ASCII, or across a tab, they may not be
    // characters.
    if spanned.chars().count() < width || !spanned.is_ascii() || spanned.contains(['\t', '\n']) {
        return None;
    }
    let size = |text: &str| text.parse::<TokenStream>().ok().map(tokens::count);
    // A literal is simplified as one already (`'x'` to `'a'` costs a run
    // and saves nothing).
    let whole =
        syn::parse_str::<syn::Expr>(&spanned).is_ok_and(|e| !matches!(e, syn::Expr::Lit(_)));
    if !whole || size(literal)? > size(&spanned)? {
        return None;
    }
    let mut replaced = String::with_capacity(code.len());
    replaced.push_str(&code[..start]);
    replaced.push_str(literal);
    replaced.push_str(&code[start + spanned.len()..]);
    // A type's name reads as a path expression (`-> usize` under E0053):
    // the file tells.
    syn::parse_file(&replaced).is_ok().then_some(replaced)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_rustc_names_have_their_smallest_literal() {
        let literal = |found| literal_of(found);
        assert_eq!(literal("u32").as_deref(), Some("0u32"));
        assert_eq!(literal("isize").as_deref(), Some("0isize"));
        assert_eq!(literal("f64").as_deref(), Some("0f64"));
        assert_eq!(literal("integer").as_deref(), Some("0"));
        assert_eq!(literal("floating-point number").as_deref(), Some("0.0"));
        assert_eq!(literal("char").as_deref(), Some("'a'"));
        assert_eq!(literal("&str").as_deref(), Some("\"\""));
        assert_eq!(literal("String").as_deref(), Some("String::new()"));
        assert_eq!(literal("&u8").as_deref(), Some("&0u8"));
        assert_eq!(literal("Option<u8>").as_deref(), Some("None::<u8>"));
        assert_eq!(literal("Vec<char>").as_deref(), Some("Vec::<char>::new()"));
        for other in [
            "S",
            "T",
            "&mut u8",
            "Option<S>",
            "Vec<&str>",
            "{closure@a.rs:1:2}",
        ] {
            assert_eq!(literal(other), None, "{other}");
        }
    }

    #[test]
    fn the_expression_at_the_span_becomes_the_literal() {
        let code = "fn f(h: u32, l: u32) -> Option<u8> {\n    Some(h * 0x10 + l)\n}\n";
        let replaced = with_literal(code, (2, 10, 12), "0u32").expect("replaced");
        assert_eq!(
            replaced,
            "fn f(h: u32, l: u32) -> Option<u8> {\n    Some(0u32)\n}\n"
        );
        // Inside a macro's arguments too.
        let code = "fn g(s: String) {\n    assert_eq!(s.len(), 'x');\n}\n";
        let replaced = with_literal(code, (2, 16, 7), "0usize").expect("replaced");
        assert!(replaced.contains("assert_eq!(0usize, 'x')"), "{replaced}");
    }

    #[test]
    fn only_a_whole_longer_expression_is_replaced() {
        let code = "fn f(a: u32) -> u8 {\n    a + 1\n}\n";
        // Part of an expression.
        assert_eq!(with_literal(code, (2, 5, 3), "0u32"), None);
        // A literal already.
        let code = "fn f() -> u8 {\n    'x'\n}\n";
        assert_eq!(with_literal(code, (2, 5, 3), "'a'"), None);
        let code = "fn f(a: u32) -> u8 {\n    a + 1\n}\n";
        // Already as short.
        assert_eq!(with_literal(code, (2, 5, 1), "String::new()"), None);
        // A type, not an expression.
        assert_eq!(with_literal(code, (1, 17, 2), "0u8"), None);
        // Past the line's end.
        assert_eq!(with_literal(code, (2, 5, 40), "0u32"), None);
        assert_eq!(with_literal(code, (9, 1, 1), "0u32"), None);
        assert_eq!(
            with_literal(code, (2, 5, 5), "0u32").as_deref(),
            Some("fn f(a: u32) -> u8 {\n    0u32\n}\n")
        );
    }
}
