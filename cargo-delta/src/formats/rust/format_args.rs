//! A formatting macro's arguments cut with their placeholders:
//! `format!("rustc_{}_{}", d, e)` can become `format!("rustc__")`, or lose
//! one argument and the `{}` it fills (`format!("rustc_{}_", d)`).
//!
//! Neither half goes alone: an argument without its placeholder, or a
//! placeholder without its argument, is an error of its own, and the
//! string is one token that cuts never enter. So a reduction kept every
//! argument, and what named them (autocfg's held-out E0308 kept two
//! parameters for a `format!` whose `String` was the bug). The macros are
//! the standard library's formatting ones (and `log`'s), found by name
//! with their format string where the standard library has it: first, or
//! after `write!`'s destination, `assert!`'s condition or `assert_eq!`'s
//! two values. A literal string there is needed; one argument with its
//! placeholder goes only where every placeholder is a plain `{}` or
//! `{:..}` taking the next argument in turn.

use std::ops::Range;

use syn::punctuated::Punctuated;
use syn::{Expr, Lit, LitStr, Macro, Token};

/// Where a formatting macro's format string stands among its arguments.
fn format_string_at(mac: &Macro) -> Option<usize> {
    let name = mac.path.segments.last()?.ident.to_string();
    Some(match name.as_str() {
        "format" | "format_args" | "print" | "println" | "eprint" | "eprintln" | "panic"
        | "unreachable" | "todo" | "unimplemented" | "trace" | "debug" | "info" | "warn"
        | "error" => 0,
        "write" | "writeln" | "assert" | "debug_assert" => 1,
        "assert_eq" | "assert_ne" | "debug_assert_eq" | "debug_assert_ne" => 2,
        _ => return None,
    })
}

/// The simpler calls of `mac`, simplest first: every argument gone with
/// every placeholder, then (with two or more) each argument with its own.
pub fn cuts(mac: &Macro) -> Vec<Macro> {
    let Some(at) = format_string_at(mac) else {
        return Vec::new();
    };
    let parse = Punctuated::<Expr, Token![,]>::parse_terminated;
    let Ok(args) = mac.parse_body_with(parse) else {
        return Vec::new();
    };
    let args: Vec<Expr> = args.into_iter().collect();
    let Some(Expr::Lit(syn::ExprLit {
        lit: Lit::Str(format),
        ..
    })) = args.get(at)
    else {
        return Vec::new();
    };
    let given = &args[at + 1..];
    let value = format.value();
    let Some(holes) = placeholders(&value) else {
        return Vec::new();
    };
    if given.is_empty() || holes.is_empty() {
        return Vec::new();
    }
    let with = |text: String, kept: Vec<Expr>| {
        let mut args = args[..at].to_vec();
        args.push(Expr::Lit(syn::ExprLit {
            attrs: Vec::new(),
            lit: Lit::Str(LitStr::new(&text, format.span())),
        }));
        args.extend(kept);
        let mut cut = mac.clone();
        cut.tokens = quote::quote!(#(#args),*);
        cut
    };
    let all_gone = holes
        .iter()
        .rev()
        .fold(value.clone(), |mut text, (range, _)| {
            text.replace_range(range.clone(), "");
            text
        });
    let mut cuts = vec![with(all_gone, Vec::new())];
    let in_turn = holes.iter().all(|(_, next)| *next)
        && holes.len() == given.len()
        && given.iter().all(|arg| !matches!(arg, Expr::Assign(_)));
    if in_turn && given.len() > 1 {
        for (i, (range, _)) in holes.iter().enumerate() {
            let mut text = value.clone();
            text.replace_range(range.clone(), "");
            let mut kept = given.to_vec();
            kept.remove(i);
            cuts.push(with(text, kept));
        }
    }
    cuts
}

/// The placeholders of a format string, each with whether it takes the
/// next argument in turn (`{}`, `{:?}`, `{:>8}`; not `{0}`, `{name}`,
/// `{:.*}` or `{:1$}`); `None` when a brace is not closed.
fn placeholders(text: &str) -> Option<Vec<(Range<usize>, bool)>> {
    let mut holes = Vec::new();
    let mut at = 0;
    while let Some(offset) = text[at..].find(['{', '}']) {
        let start = at + offset;
        let rest = &text[start..];
        if rest.starts_with("{{") || rest.starts_with("}}") {
            at = start + 2;
            continue;
        }
        if rest.starts_with('}') {
            return None;
        }
        let end = start + rest.find('}')? + 1;
        let inside = &text[start + 1..end - 1];
        if inside.contains('{') {
            return None;
        }
        let (argument, spec) = inside.split_once(':').unwrap_or((inside, ""));
        let next = argument.trim().is_empty() && !spec.contains(['*', '$']);
        holes.push((start..end, next));
        at = end;
    }
    Some(holes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::ToTokens;

    fn text(mac: &Macro) -> String {
        mac.to_token_stream().to_string()
    }

    fn cut(call: &str) -> Vec<String> {
        let mac: Macro = syn::parse_str(call).unwrap();
        cuts(&mac).iter().map(text).collect()
    }

    #[test]
    fn arguments_go_with_their_placeholders() {
        assert_eq!(
            cut(r#"format!("rustc_{}_{:?}", d, e)"#),
            [
                r#"format ! ("rustc__")"#,
                r#"format ! ("rustc__{:?}" , e)"#,
                r#"format ! ("rustc_{}_" , d)"#,
            ]
        );
        // After a destination, and where placeholders name their arguments:
        // all at once only.
        assert_eq!(
            cut(r#"write!(f, "{0} {x} {{}} {}", a, x = 1)"#),
            [r#"write ! (f , "  {{}} ")"#]
        );
        assert_eq!(
            cut(r#"assert_eq!(a, b, "at {}", i)"#),
            [r#"assert_eq ! (a , b , "at ")"#]
        );
    }

    #[test]
    fn a_call_without_arguments_a_string_or_a_known_name_has_no_cut() {
        for call in [
            r#"format!("plain")"#,
            r#"format!(concat!("a", "{}"), 1)"#,
            r#"my_macro!("{}", 1)"#,
            r#"println!("{", 1)"#,
            r#"println!("{x}")"#,
        ] {
            assert!(cut(call).is_empty(), "{call}");
        }
    }
}
