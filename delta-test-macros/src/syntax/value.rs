//! What the expansion asks of a value written in `#[delta_test(...)]`,
//! read from its tokens as syn's expression tree answered it: is it a
//! literal (an option's value must be), and does it take its type from
//! where it goes (`.collect()`, `.into()`...)?

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use syn::{Lit, LitBool};

use super::tokens::{angles_end, glued, is_operator_keyword, is_punct, skip_attrs};

/// The literal `value` is, alone (perhaps in an invisible group, as a
/// `macro_rules!` fragment passes it): `"x"`, `3`, `true`. A negative
/// number is `-` and a literal, which is no literal.
pub(crate) fn literal(value: &TokenStream) -> Option<Lit> {
    match &trees(value)[..] {
        [TokenTree::Literal(lit)] => Some(Lit::new(lit.clone())),
        [TokenTree::Ident(ident)] if ident == "true" || ident == "false" => {
            Some(Lit::Bool(LitBool::new(ident == "true", ident.span())))
        }
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::None => {
            literal(&group.stream())
        }
        _ => None,
    }
}

/// Whether `value` takes its type from where it goes: `.collect()`,
/// `.into()`, `.parse()` (without a turbofish, perhaps unwrapped), or
/// `Default::default()`.
pub(crate) fn infers_its_type(value: &TokenStream) -> bool {
    infers(&trees(value))
}

fn trees(tokens: &TokenStream) -> Vec<TokenTree> {
    tokens.clone().into_iter().collect()
}

fn infers(tokens: &[TokenTree]) -> bool {
    // attributes on the expression change nothing here
    let tokens = &tokens[skip_attrs(tokens, 0)..];
    match tokens {
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::None => {
            infers(&trees(&group.stream()))
        }
        // `(value)`; `(a, b)` is a tuple
        [TokenTree::Group(group)] if group.delimiter() == Delimiter::Parenthesis => {
            let inner = trees(&group.stream());
            !inner
                .iter()
                .any(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
                && infers(&inner)
        }
        // Anything else is a call only if no operator or keyword applies
        // to it as a whole: not `a + b.into()`, `&x.into()`, `x as T`.
        _ if !is_postfix_chain(tokens) => false,
        [tried @ .., TokenTree::Punct(p)] if p.as_char() == '?' => infers(tried),
        [callee @ .., TokenTree::Group(args)] if args.delimiter() == Delimiter::Parenthesis => {
            call_infers(callee)
        }
        _ => false,
    }
}

/// Whether the call of `callee` takes its type from where it goes.
fn call_infers(callee: &[TokenTree]) -> bool {
    if let Some((receiver, method, turbofish)) = method(callee) {
        let generic = ["collect", "into", "parse", "try_into"].contains(&method.as_str());
        let unwrapped = ["unwrap", "expect", "unwrap_or_default"].contains(&method.as_str());
        return (generic && !turbofish) || (unwrapped && infers(receiver));
    }
    // `Default::default()`, `T::default()`; not a bare `default()`
    path(callee).is_some_and(|(segments, last)| segments > 1 && last == "default")
}

/// `receiver.method` or `receiver.method::<T>`: the receiver, the
/// method's name, and whether it has a turbofish.
fn method(callee: &[TokenTree]) -> Option<(&[TokenTree], String, bool)> {
    let (callee, turbofish) = match callee {
        [.., TokenTree::Punct(p)] if p.as_char() == '>' => (without_turbofish(callee)?, true),
        _ => (callee, false),
    };
    match callee {
        [receiver @ .., TokenTree::Punct(dot), TokenTree::Ident(method)]
            if dot.as_char() == '.' && !receiver.is_empty() =>
        {
            Some((receiver, method.to_string(), turbofish))
        }
        _ => None,
    }
}

/// `callee` without the `::<...>` it ends with.
fn without_turbofish(callee: &[TokenTree]) -> Option<&[TokenTree]> {
    let open = (0..callee.len())
        .find(|&at| angles_end(callee, at) == callee.len() && is_punct(callee, at, '<'))?;
    let colons = open.checked_sub(2)?;
    glued(callee, colons, "::").then(|| &callee[..colons])
}

/// A path's number of segments and its last one: `Default::default`,
/// `<T as Default>::default`, `Vec::<u8>::default`. A qualified path
/// counts one segment for its trait (syn counts them all; one is enough
/// to tell `default` from `T::default`).
fn path(tokens: &[TokenTree]) -> Option<(usize, String)> {
    let mut at = usize::from(glued(tokens, 0, "::")) * 2;
    let mut segments = 0;
    if is_punct(tokens, at, '<') {
        let end = angles_end(tokens, at);
        let qself = &tokens[at..end];
        segments += usize::from(
            qself
                .iter()
                .any(|t| matches!(t, TokenTree::Ident(i) if i == "as")),
        );
        at = end;
        if !glued(tokens, at, "::") {
            return None;
        }
        at += 2;
    }
    loop {
        let Some(TokenTree::Ident(ident)) = tokens.get(at) else {
            return None;
        };
        segments += 1;
        at += 1;
        if glued(tokens, at, "::") && is_punct(tokens, at + 2, '<') {
            at = angles_end(tokens, at + 2);
        }
        if at == tokens.len() {
            return Some((segments, ident.to_string()));
        }
        if !glued(tokens, at, "::") {
            return None;
        }
        at += 2;
    }
}

/// Whether `tokens` are one operand with postfixes only: a path, literal,
/// group, macro call or block-like expression, then `.f(..)`, `.x`,
/// `::<T>`, `?`, `(..)` or `[..]`, so that the last postfix applies to
/// all of it.
fn is_postfix_chain(tokens: &[TokenTree]) -> bool {
    let mut at = match is_punct(tokens, 0, '<') {
        true => angles_end(tokens, 0),
        false => block_like_len(tokens).unwrap_or(0),
    };
    while let Some(token) = tokens.get(at) {
        at += match token {
            TokenTree::Ident(ident) if is_operator_keyword(ident) => return false,
            TokenTree::Ident(_) | TokenTree::Literal(_) | TokenTree::Group(_) => 1,
            TokenTree::Punct(_) if glued(tokens, at, "::") => match is_punct(tokens, at + 2, '<') {
                true => angles_end(tokens, at + 2) - at,
                false => 2,
            },
            TokenTree::Punct(p) if p.as_char() == '.' && !glued(tokens, at, "..") => 1,
            TokenTree::Punct(p) if p.as_char() == '?' => 1,
            // a macro call: `vec![..]`
            TokenTree::Punct(p)
                if p.as_char() == '!'
                    && matches!(tokens.get(at + 1), Some(TokenTree::Group(_))) =>
            {
                1
            }
            TokenTree::Punct(_) => return false,
        };
    }
    !tokens.is_empty()
}

/// The length of the block-like expression `tokens` start with, if any:
/// `match x { .. }`, `if a { .. } else if b { .. } else { .. }`,
/// `unsafe { .. }`, `loop { .. }`... (its head has no brace group but the
/// block's, as a struct literal there needs parentheses).
fn block_like_len(tokens: &[TokenTree]) -> Option<usize> {
    const KEYWORDS: [&str; 8] = [
        "match", "if", "while", "for", "loop", "unsafe", "async", "const",
    ];
    let Some(TokenTree::Ident(keyword)) = tokens.first() else {
        return None;
    };
    if !KEYWORDS.iter().any(|k| keyword == k) {
        return None;
    }
    let after_block = |from: usize| {
        (from..tokens.len())
            .find(|&at| matches!(&tokens[at], TokenTree::Group(g) if g.delimiter() == Delimiter::Brace))
            .map(|at| at + 1)
    };
    let mut len = after_block(1)?;
    while keyword == "if" && matches!(tokens.get(len), Some(TokenTree::Ident(i)) if i == "else") {
        len = after_block(len + 1)?;
    }
    Some(len)
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::ToTokens;

    fn infers_str(value: &str) -> bool {
        infers_its_type(&value.parse().unwrap())
    }

    #[test]
    fn values_that_take_their_type_from_where_they_go() {
        for value in [
            "x.collect()",
            "(0..10u8).map(|i| vec![i; 3]).collect()",
            "\"x\".into()",
            "\"4\".parse().unwrap()",
            "\"4\".parse().expect(\"a number\")",
            "x.try_into().unwrap_or_default()",
            "x.parse()?",
            "(x.into())",
            "vec![1].into_iter().collect()",
            "S { a: 1 }.into()",
            "a.b.0.into()",
            "Default::default()",
            "T::default()",
            "::std::default::Default::default()",
            "<T as Default>::default()",
            "Vec::<u8>::default()",
            "Default::default()?",
            "match x { _ => y }.into_iter().collect()",
            "if a { b } else if c { d } else { e }.into()",
            "unsafe { x }.into()",
            "#[allow(clippy::useless_conversion)] x.into()",
            "gen.into()",
        ] {
            assert!(infers_str(value), "{value}");
        }
    }

    #[test]
    fn values_of_their_own_type() {
        for value in [
            "x",
            "x.parse::<u8>().unwrap()",
            "x.collect::<Vec<_>>()",
            "x.into().clone()",
            "x.into_iter()",
            "x.unwrap()",
            "a + b.into()",
            "&x.into()",
            "-x.into()",
            "x.into() as u8",
            "a..b.into()",
            "(a, b.into())",
            "(x.into(),)",
            "()",
            "default()",
            "<T>::default()",
            "Default::default",
            "|| x.into()",
            "move || x.into()",
            "return x.into()",
            "vec![x.into()]",
            "f(x.into())",
            "if a { b.into() } else { c.into() }",
            "match x { _ => y.into() }",
        ] {
            assert!(!infers_str(value), "{value}");
        }
    }

    #[test]
    fn an_invisible_group_is_seen_through() {
        let group = proc_macro2::Group::new(Delimiter::None, "x.into()".parse().unwrap());
        assert!(infers_its_type(&group.to_token_stream()));
        let group = proc_macro2::Group::new(Delimiter::None, "7".parse().unwrap());
        assert_eq!(
            literal(&group.to_token_stream()).map(|lit| lit.to_token_stream().to_string()),
            Some("7".to_owned())
        );
    }

    #[test]
    fn literals_alone() {
        let lit = |value: &str| {
            literal(&value.parse().unwrap()).map(|lit| match lit {
                Lit::Str(s) => format!("str {}", s.value()),
                Lit::Int(n) => format!("int {n}"),
                Lit::Bool(b) => format!("bool {}", b.value),
                _ => "other".to_owned(),
            })
        };
        assert_eq!(lit("\"max\"").as_deref(), Some("str max"));
        assert_eq!(lit("10usize").as_deref(), Some("int 10usize"));
        assert_eq!(lit("true").as_deref(), Some("bool true"));
        assert_eq!(lit("1.5").as_deref(), Some("other"));
        for value in ["-1", "N", "r#true", "(1)", "\"a\".to_string()"] {
            assert_eq!(lit(value), None, "{value}");
        }
    }
}
