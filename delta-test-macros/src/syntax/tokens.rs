//! Token-level facts the expression scanners share: operators glued from
//! single-character puncts, generic arguments' angle brackets, keywords.

use proc_macro2::{Delimiter, Spacing, TokenTree};

/// Rust's operators of more than one character, longest first: a scanner
/// reads `||` as one operator, not as an empty closure's two pipes.
const OPERATORS: [&str; 24] = [
    "<<=", ">>=", "...", "..=", "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=",
    "*=", "/=", "%=", "^=", "&=", "|=", "<<", ">>", "..",
];

/// Whether `op` is written at `tokens[at..]`, its characters glued
/// together (as the lexer marks them: `Spacing::Joint`).
pub(super) fn glued(tokens: &[TokenTree], at: usize, op: &str) -> bool {
    let last = op.chars().count() - 1;
    op.chars().enumerate().all(|(i, c)| {
        matches!(tokens.get(at + i), Some(TokenTree::Punct(p))
            if p.as_char() == c && (i == last || p.spacing() == Spacing::Joint))
    })
}

/// How many puncts the operator at `tokens[at]` spans: one, or more for a
/// glued operator such as `||` or `..=`.
pub(super) fn operator_len(tokens: &[TokenTree], at: usize) -> usize {
    OPERATORS
        .iter()
        .find(|op| glued(tokens, at, op))
        .map_or(1, |op| op.len())
}

/// Whether `tokens[at]` is the punct `c`.
pub(super) fn is_punct(tokens: &[TokenTree], at: usize, c: char) -> bool {
    matches!(tokens.get(at), Some(TokenTree::Punct(p)) if p.as_char() == c)
}

/// The end (one past the `>`) of the angle brackets opened at
/// `tokens[at]`, nested ones counted; the `>` of `->` (in `Fn() -> T`)
/// closes none. Unclosed, they run to the end.
pub(super) fn angles_end(tokens: &[TokenTree], at: usize) -> usize {
    let mut depth = 0usize;
    for (i, token) in tokens.iter().enumerate().skip(at) {
        let TokenTree::Punct(p) = token else { continue };
        match p.as_char() {
            '<' => depth += 1,
            '>' if !(i > 0 && glued(tokens, i - 1, "->")) => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
    }
    tokens.len()
}

/// Rust's keywords, strict and reserved (edition 2018; `gen`, reserved
/// in 2024, is a name in the editions before, as it is to syn).
const KEYWORDS: [&str; 51] = [
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
];

/// Keywords that are a value or a path's start, as a name is.
const VALUE_KEYWORDS: [&str; 7] = ["self", "Self", "super", "crate", "true", "false", "await"];

/// Past the outer attributes at `tokens[at..]` (`#[inline] || ...`).
pub(super) fn skip_attrs(tokens: &[TokenTree], mut at: usize) -> usize {
    while is_punct(tokens, at, '#')
        && matches!(tokens.get(at + 1), Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket)
    {
        at += 2;
    }
    at
}

/// Whether `ident` is a keyword that is not itself a value: after
/// `move`, `return` or `if`, an operand comes.
pub(super) fn is_operator_keyword(ident: &proc_macro2::Ident) -> bool {
    let text = ident.to_string();
    KEYWORDS.contains(&text.as_str()) && !VALUE_KEYWORDS.contains(&text.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proc_macro2::TokenStream;
    use quote::quote;

    fn trees(tokens: TokenStream) -> Vec<TokenTree> {
        tokens.into_iter().collect()
    }

    #[test]
    fn operators_are_glued_only_when_written_together() {
        let tokens = trees(quote!(a || b));
        assert_eq!(operator_len(&tokens, 1), 2);
        let tokens: Vec<TokenTree> = trees("a | | b".parse().unwrap());
        assert_eq!(operator_len(&tokens, 1), 1);
        let tokens: Vec<TokenTree> = trees("x=|a| a".parse().unwrap());
        assert_eq!(operator_len(&tokens, 1), 1, "`=|` is no operator");
        let tokens = trees(quote!(..=));
        assert_eq!(operator_len(&tokens, 0), 3);
    }

    #[test]
    fn angle_brackets_nest_and_skip_arrows() {
        let tokens = trees(quote!(<Vec<Box<dyn Fn(u8) -> u8>>, u8> rest));
        assert_eq!(angles_end(&tokens, 0), tokens.len() - 1);
        let tokens = trees(quote!(<u8));
        assert_eq!(angles_end(&tokens, 0), 2);
    }
}
