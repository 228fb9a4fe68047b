//! Where one argument of `#[delta_test(...)]` ends: at the first comma
//! outside the expression.
//!
//! Most commas inside an expression are inside a group (`vec![1, 2]`,
//! `f(a, b)`, `S { a, b }`), which is one token tree. The others are in a
//! closure's parameters (`|a, b| a + b`, `|` being no group) and in
//! generic arguments (`HashMap::<u8, u8>::new()`, `<T as Tr<A, B>>::f()`,
//! `x as Foo<A, B>`, `for<'a, 'b> |x: &'a u8| ...`). syn's expression
//! parser found the end before; this scanner follows just enough of the
//! grammar to tell those commas, and `|` or `<` as an operator, apart:
//! whether an operand, an operator or a type comes next.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use syn::parse::ParseStream;

use super::tokens::{angles_end, glued, is_operator_keyword, is_punct, operator_len, skip_attrs};

/// What comes next in the expression.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Next {
    /// At the start, after an operator or a keyword such as `move`: `|`
    /// opens a closure's parameters, `<` a qualified path.
    Operand,
    /// After an operand: `|` and `<` are operators; `.f()`, `?`, `::x`
    /// and a group go on with the operand.
    Operator,
    /// The start of a type, after `as`, a closure's `->`, `&` or `*`:
    /// `&`, `*` and `!` belong to the type.
    TypeStart,
    /// In a type, after a name or a group: `::` and `<` (generic
    /// arguments, as rustc reads `x as u8 < y`) go on with it; `<=`, `&&`
    /// or another punct end it.
    Type,
}

/// The tokens of one expression, as written, up to the next `,` outside
/// it (or the end); syn's error where there is none.
pub(crate) fn parse_expr(input: ParseStream) -> syn::Result<TokenStream> {
    input.step(|cursor| {
        let mut trees = Vec::new();
        let mut rest = *cursor;
        while let Some((tree, next)) = rest.token_tree() {
            trees.push((tree, next));
            rest = next;
        }
        let tokens: Vec<TokenTree> = trees.iter().map(|(tree, _)| tree.clone()).collect();
        match expr_len(&tokens) {
            0 => Err(cursor.error("expected an expression")),
            len => Ok((tokens[..len].iter().cloned().collect(), trees[len - 1].1)),
        }
    })
}

/// How many of `tokens` the expression at their start takes.
fn expr_len(tokens: &[TokenTree]) -> usize {
    let mut next = Next::Operand;
    let mut at = 0;
    while let Some(token) = tokens.get(at) {
        let in_type = matches!(next, Next::TypeStart | Next::Type);
        (at, next) = match (token, next) {
            (TokenTree::Punct(p), _) if p.as_char() == ',' => break,
            (TokenTree::Group(group), _) if in_type && group.delimiter() != Delimiter::Brace => {
                (at + 1, Next::Type)
            }
            (TokenTree::Group(_), _) => (at + 1, Next::Operator),
            (TokenTree::Literal(_) | TokenTree::Ident(_), _) if in_type => (at + 1, Next::Type),
            (TokenTree::Literal(_), _) => (at + 1, Next::Operator),
            (TokenTree::Ident(ident), Next::Operator) if ident == "as" => (at + 1, Next::TypeStart),
            // `for<'a>` before a closure: its lifetimes, then the closure
            (TokenTree::Ident(ident), _) if ident == "for" && is_punct(tokens, at + 1, '<') => {
                (angles_end(tokens, at + 1), Next::Operand)
            }
            (TokenTree::Ident(ident), _) if is_operator_keyword(ident) => (at + 1, Next::Operand),
            (TokenTree::Ident(_), _) => (at + 1, Next::Operator),
            (TokenTree::Punct(p), Next::Operand) if p.as_char() == '|' => {
                closure_params(tokens, at)
            }
            // attributes, as on a closure: `#[inline] |a, b| a + b`
            (TokenTree::Punct(p), Next::Operand) if p.as_char() == '#' => {
                (skip_attrs(tokens, at).max(at + 1), Next::Operand)
            }
            // a qualified path, `<T as Trait>::f`
            (TokenTree::Punct(p), Next::Operand) if p.as_char() == '<' => {
                (angles_end(tokens, at), Next::Operator)
            }
            (TokenTree::Punct(_), Next::Operand) => (at + operator_len(tokens, at), Next::Operand),
            (TokenTree::Punct(_), Next::Operator) => postfix_or_operator(tokens, at),
            // where the type ends, the operator after it
            (TokenTree::Punct(_), _) => {
                type_punct(tokens, at, next).unwrap_or_else(|| postfix_or_operator(tokens, at))
            }
        };
    }
    at
}

/// After the closure's parameters starting at `tokens[at]` (a `|`, or
/// the first of `||`): its body, or its return type first.
fn closure_params(tokens: &[TokenTree], at: usize) -> (usize, Next) {
    let close = (at + 1..tokens.len()).find(|&i| is_punct(tokens, i, '|'));
    match close {
        Some(close) if glued(tokens, close + 1, "->") => (close + 3, Next::TypeStart),
        Some(close) => (close + 1, Next::Operand),
        None => (tokens.len(), Next::Operand),
    }
}

/// After the punct at `tokens[at]`, which follows an operand: a path or
/// a method call going on (`::x`, `::<T>`, `.f`, `.0`, `?`), or a binary
/// operator.
fn postfix_or_operator(tokens: &[TokenTree], at: usize) -> (usize, Next) {
    if glued(tokens, at, "::") {
        return match is_punct(tokens, at + 2, '<') {
            true => (angles_end(tokens, at + 2), Next::Operator),
            false => (at + 2, Next::Operator),
        };
    }
    if is_punct(tokens, at, '.') && operator_len(tokens, at) == 1 {
        let member = matches!(
            tokens.get(at + 1),
            Some(TokenTree::Ident(_) | TokenTree::Literal(_))
        );
        return (at + 1 + usize::from(member), Next::Operator);
    }
    if is_punct(tokens, at, '?') {
        return (at + 1, Next::Operator);
    }
    (at + operator_len(tokens, at), Next::Operand)
}

/// After the punct at `tokens[at]` in a type (`next` says where): the
/// type going on (`::`, generic arguments, `->`, and at its start `&`,
/// `*`, `!` or a lifetime's `'`), or `None` where it has ended.
fn type_punct(tokens: &[TokenTree], at: usize, next: Next) -> Option<(usize, Next)> {
    let start = next == Next::TypeStart;
    if glued(tokens, at, "::") {
        return Some((at + 2, next));
    }
    if glued(tokens, at, "->") {
        return Some((at + 2, Next::TypeStart));
    }
    if is_punct(tokens, at, '<') && !glued(tokens, at, "<=") && !glued(tokens, at, "<<=") {
        return Some((angles_end(tokens, at), Next::Type));
    }
    if start && glued(tokens, at, "&&") {
        return Some((at + 2, Next::TypeStart));
    }
    let prefix =
        matches!(&tokens[at], TokenTree::Punct(p) if matches!(p.as_char(), '&' | '*' | '!' | '\''));
    (start && prefix).then_some((at + 1, Next::TypeStart))
}

#[cfg(test)]
mod tests {
    use super::*;
    use syn::parse::Parser;
    use syn::punctuated::Punctuated;
    use syn::Token;

    /// The arguments `args` splits into, each as its tokens print (without
    /// spaces, which depend on how the tokens were made).
    fn split(args: &str) -> Vec<String> {
        let parser = |input: ParseStream| {
            Punctuated::<TokenStream, Token![,]>::parse_terminated_with(input, parse_expr)
        };
        let args = parser.parse_str(args).unwrap();
        let text = |arg: &TokenStream| arg.to_string().split_whitespace().collect();
        args.iter().map(text).collect()
    }

    /// Each of `cases` splits into as many values as it says.
    fn counts(cases: &[(&str, usize)]) {
        for &(args, count) in cases {
            assert_eq!(split(args).len(), count, "{args}");
        }
    }

    #[test]
    fn commas_inside_groups_stay_inside() {
        assert_eq!(
            split("vec![1, 2, 3], f(a, b), S { a: 1, b }, [1, 2], (1, 2), { let x = (1, 2); x }"),
            [
                "vec![1,2,3]",
                "f(a,b)",
                "S{a:1,b}",
                "[1,2]",
                "(1,2)",
                "{letx=(1,2);x}"
            ]
        );
    }

    #[test]
    fn a_closure_s_parameters_are_one_value() {
        assert_eq!(split("|a, b| a + b"), ["|a,b|a+b"]);
        assert_eq!(split("|a, b| a + b, 2"), ["|a,b|a+b", "2"]);
        counts(&[
            ("move |a, b| a, async move |a, b| a, static |a, b| a", 3),
            ("|| (), || 1, |(a, b): (u8, u8), c| a", 3),
            ("|a: HashMap<u8, u8>, b| a.len() + b", 1),
            ("|a| -> Result<u8, String> { Ok(a) }, 2", 2),
            ("|a| |b, c| a + b + c, 2", 2),
            ("for<'a, 'b> |x: &'a u8, y: &'b u8| *x + *y, 2", 2),
            ("&|a, b| a + b, Box::new(|a, b| a)", 2),
            ("#[inline] |a, b| a + b, 2", 2),
        ]);
    }

    #[test]
    fn pipes_after_an_operand_are_operators() {
        assert_eq!(split("a || b, c | d, e|f"), ["a||b", "c|d", "e|f"]);
        counts(&[
            ("x.is_empty() || |a, b| a, 2", 2),
            ("matches!(x, A | B), 2", 2),
            ("if let A | B = x { 1 } else { 2 }, 3", 2),
        ]);
    }

    #[test]
    fn generic_arguments_hold_their_commas() {
        assert_eq!(
            split("HashMap::<u8, u8>::new(), x.collect::<HashMap<u8, u8>>()"),
            ["HashMap::<u8,u8>::new()", "x.collect::<HashMap<u8,u8>>()"]
        );
        counts(&[
            ("<Vec<u8> as From<[u8; 2]>>::from([1, 2]), 2", 2),
            ("<HashMap<u8, u8>>::new(), 2", 2),
            ("x as Foo<A, B>, 2", 2),
            ("&x as &dyn Fn(u8, u8) -> u8, 2", 2),
            ("1 as u64 + 2, 3", 2),
            ("x as u32 <= y, 'a' as u32 && b < c, d", 3),
            ("x as *const u8 as usize, &x as &&[u8], !0 as u8, 4", 4),
            ("Foo::<A, B> { a: 1 }, 2", 2),
            ("f::<A, B>(1) > 2, 3", 2),
        ]);
    }

    #[test]
    fn comparisons_are_no_angle_brackets() {
        assert_eq!(split("a < b, c > d"), ["a<b", "c>d"]);
        counts(&[
            ("a <= b, c >= d, e << 1, f >> 1, g < h && i > j", 5),
            ("x.len() < 3, y", 2),
        ]);
    }

    #[test]
    fn other_expressions_end_at_their_comma() {
        counts(&[
            ("-1, !x, *y, &z, &mut w, a..b, ..c, d.., ..=", 9),
            ("x.0.1, x?.y, x.await, 'a: loop { break 'a 1 }, 2", 5),
            (
                "match x { A => 1, _ => 2 }, unsafe { f() }, async { 1 }, 4",
                4,
            ),
            ("\"a, b\", 'x', b\"x, y\", 1.5, r#type", 5),
            ("a = b, c += 1", 2),
        ]);
    }

    #[test]
    fn a_trailing_comma_is_allowed() {
        assert_eq!(split("1, 2,"), ["1", "2"]);
    }

    #[test]
    fn an_empty_value_is_syn_s_error() {
        let parser = |input: ParseStream| {
            Punctuated::<TokenStream, Token![,]>::parse_terminated_with(input, parse_expr)
        };
        let error = parser.parse_str("1, , 2").err().unwrap();
        assert_eq!(error.to_string(), "expected an expression");
        let error = parse_expr.parse_str("").err().unwrap();
        assert_eq!(
            error.to_string(),
            "unexpected end of input, expected an expression"
        );
    }
}
