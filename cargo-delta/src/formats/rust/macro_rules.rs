//! A `macro_rules!` macro's rules, and what they make of one call: the
//! matching and transcription that rustc does, for the macros reductions
//! leave (one rule or a few, fragments, repetitions one or two deep).
//!
//! A fragment is parsed as rustc parses it, by syn (`$t:ty` as a type,
//! `$e:expr` as an expression), and comes out as an invisible group, as
//! rustc passes it on: `$e * 2` of `1 + 1` reads `(1 + 1) * 2` once
//! parsed (a type of two bounds or more in parentheses, which print).
//! Where the rules ask for what this does not know (a fragment kind it
//! does not parse, a `$x` it did not bind, a repetition whose variables
//! repeat a different number of times), or a rule's own `let` binds a
//! name the call holds too (which rustc's hygiene keeps apart), there is
//! no expansion, and the move is not offered. A `*`, `+` or `?` right
//! after a repetition is its operator, as rustc reads it (`$(..)++` is
//! `$(..)+` and a `+`). Not done: the other hygiene (labels, items a
//! call's place shadows), left to the compiler's rule, which checks
//! every candidate.

use std::collections::HashMap;

use proc_macro2::{Delimiter, Group, Spacing, TokenStream, TokenTree};
use syn::parse::{ParseStream, Parser};

use super::tokens;

/// One rule's matcher, or what its transcriber writes: tokens, groups,
/// `$name:kind` (a matcher's) or `$name` (a transcriber's), repetitions.
#[derive(Debug)]
enum Part {
    Token(TokenTree),
    Group(Delimiter, Vec<Part>),
    Fragment(String, String),
    Var(String),
    Repeat(Vec<Part>, Vec<TokenTree>, char),
}

/// A macro's rules, matcher and transcriber each, in their order.
pub struct Rules(Vec<(Vec<Part>, Vec<Part>)>);

/// What a matcher bound a name to: a fragment, or one per repetition.
#[derive(Clone)]
enum Bound {
    One(TokenStream),
    Many(Vec<Bound>),
}

impl Rules {
    /// The rules of `macro_rules! name { tokens }`: `(matcher) =>
    /// {transcriber}`, separated by `;`.
    pub fn parse(tokens: TokenStream) -> Option<Rules> {
        let trees: Vec<TokenTree> = tokens.into_iter().collect();
        let mut rules = Vec::new();
        let mut at = 0;
        while at < trees.len() {
            let (TokenTree::Group(matcher), Some(TokenTree::Group(transcriber))) =
                (&trees[at], trees.get(at + 3))
            else {
                return None;
            };
            if !(is_punct(trees.get(at + 1)?, '=') && is_punct(trees.get(at + 2)?, '>')) {
                return None;
            }
            rules.push((
                parts(matcher.stream(), true)?,
                parts(transcriber.stream(), false)?,
            ));
            at += 4;
            if trees.get(at).is_some_and(|tree| is_punct(tree, ';')) {
                at += 1;
            }
        }
        (!rules.is_empty()).then_some(Rules(rules))
    }

    /// What the first rule that matches `input` writes for it; `None`
    /// where a name the rule binds with `let` is in the call's tokens too,
    /// which rustc's hygiene keeps apart and the written-out code would
    /// not (`{ let x = 1; $e + x }` of `x`).
    pub fn expand(&self, input: TokenStream) -> Option<TokenStream> {
        let named = tokens::idents(input.clone());
        let input: Vec<TokenTree> = input.into_iter().collect();
        let (_, transcriber, bound) = self.0.iter().find_map(|(matcher, transcriber)| {
            let mut bound = HashMap::new();
            let mut at = 0;
            let matched = matches(matcher, &input, &mut at, &mut bound) && at == input.len();
            matched.then_some((matcher, transcriber, bound))
        })?;
        if let_bound(transcriber)
            .iter()
            .any(|name| named.contains(name))
        {
            return None;
        }
        transcribe(transcriber, &bound)
    }
}

/// The names a transcriber binds with `let` (or `let mut`) itself.
fn let_bound(parts: &[Part]) -> Vec<String> {
    let ident = |part: Option<&Part>| match part {
        Some(Part::Token(TokenTree::Ident(ident))) => Some(ident.to_string()),
        _ => None,
    };
    let mut names = Vec::new();
    for (at, part) in parts.iter().enumerate() {
        match part {
            Part::Group(_, inner) | Part::Repeat(inner, ..) => names.extend(let_bound(inner)),
            _ if ident(Some(part)).as_deref() == Some("let") => {
                let next = ident(parts.get(at + 1));
                let name = match next.as_deref() {
                    Some("mut") => ident(parts.get(at + 2)),
                    _ => next,
                };
                names.extend(name);
            }
            _ => {}
        }
    }
    names
}

/// Whether `tree` is a repetition's operator.
fn is_op(tree: &TokenTree) -> bool {
    matches!(tree, TokenTree::Punct(p) if matches!(p.as_char(), '*' | '+' | '?'))
}

fn is_punct(tree: &TokenTree, c: char) -> bool {
    matches!(tree, TokenTree::Punct(p) if p.as_char() == c)
}

/// The parts of a matcher (`fragments`: `$name:kind`) or a transcriber.
fn parts(tokens: TokenStream, fragments: bool) -> Option<Vec<Part>> {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut parts = Vec::new();
    let mut at = 0;
    while let Some(tree) = trees.get(at) {
        at += 1;
        match tree {
            TokenTree::Group(group) => {
                parts.push(Part::Group(
                    group.delimiter(),
                    self::parts(group.stream(), fragments)?,
                ));
            }
            tree if is_punct(tree, '$') => match trees.get(at)? {
                TokenTree::Ident(name) if name == "crate" && !fragments => {
                    parts.push(Part::Token(TokenTree::Ident(proc_macro2::Ident::new(
                        "crate",
                        name.span(),
                    ))));
                    at += 1;
                }
                TokenTree::Ident(name) => {
                    let name = name.to_string();
                    at += 1;
                    if !fragments {
                        parts.push(Part::Var(name));
                        continue;
                    }
                    if !trees.get(at).is_some_and(|tree| is_punct(tree, ':')) {
                        return None;
                    }
                    let TokenTree::Ident(kind) = trees.get(at + 1)? else {
                        return None;
                    };
                    parts.push(Part::Fragment(name, kind.to_string()));
                    at += 2;
                }
                TokenTree::Group(group) if group.delimiter() == Delimiter::Parenthesis => {
                    at += 1;
                    let mut separator = Vec::new();
                    // One token: a punctuation goes on while it is joined
                    // to the next and the next is no operator (`=>` in
                    // `$(..)=>*`, `,` alone in `$(..),*`).
                    if !trees.get(at).is_some_and(is_op) {
                        separator.push(trees.get(at)?.clone());
                        at += 1;
                        while joint(&separator) && !trees.get(at).is_some_and(is_op) {
                            separator.push(trees.get(at)?.clone());
                            at += 1;
                        }
                    }
                    if let Some(TokenTree::Punct(last)) = separator.last_mut() {
                        *last = proc_macro2::Punct::new(last.as_char(), Spacing::Alone);
                    }
                    let TokenTree::Punct(op) = trees.get(at).filter(|tree| is_op(tree))? else {
                        return None;
                    };
                    let op = op.as_char();
                    at += 1;
                    parts.push(Part::Repeat(
                        self::parts(group.stream(), fragments)?,
                        separator,
                        op,
                    ));
                }
                _ => return None,
            },
            tree => parts.push(Part::Token(tree.clone())),
        }
    }
    Some(parts)
}

/// Whether the last of `tokens` is a punctuation joined to the next
/// (`=` of `=>`): a separator goes on to it.
fn joint(tokens: &[TokenTree]) -> bool {
    matches!(tokens.last(), Some(TokenTree::Punct(p)) if p.spacing() == Spacing::Joint)
}

/// Whether `tree` is the same token as `like`: the same text, or a group
/// with the same delimiter.
fn same_token(tree: &TokenTree, like: &TokenTree) -> bool {
    match (tree, like) {
        (TokenTree::Punct(a), TokenTree::Punct(b)) => a.as_char() == b.as_char(),
        (TokenTree::Ident(a), TokenTree::Ident(b)) => a == b,
        (TokenTree::Literal(a), TokenTree::Literal(b)) => a.to_string() == b.to_string(),
        _ => false,
    }
}

/// Matches `parts` against `input` from `at`, binding their fragments.
fn matches(
    parts: &[Part],
    input: &[TokenTree],
    at: &mut usize,
    bound: &mut HashMap<String, Bound>,
) -> bool {
    parts.iter().all(|part| match part {
        Part::Token(token) => {
            let same = input.get(*at).is_some_and(|tree| same_token(tree, token));
            *at += usize::from(same);
            same
        }
        Part::Group(delimiter, inner) => {
            let Some(TokenTree::Group(group)) = input.get(*at) else {
                return false;
            };
            let trees: Vec<TokenTree> = group.stream().into_iter().collect();
            let mut inside = 0;
            let same = group.delimiter() == *delimiter
                && matches(inner, &trees, &mut inside, bound)
                && inside == trees.len();
            *at += usize::from(same);
            same
        }
        Part::Fragment(name, kind) => match fragment(kind, &input[*at..]) {
            Some((tokens, used)) => {
                *at += used;
                bound.insert(name.clone(), Bound::One(tokens));
                true
            }
            None => false,
        },
        Part::Repeat(inner, separator, op) => {
            let mut each = Vec::new();
            loop {
                let mut next = *at;
                if !each.is_empty() {
                    let sep = separator.iter().enumerate().all(|(i, token)| {
                        input
                            .get(next + i)
                            .is_some_and(|tree| same_token(tree, token))
                    });
                    if !sep {
                        break;
                    }
                    next += separator.len();
                }
                let mut one = HashMap::new();
                if !matches(inner, input, &mut next, &mut one) || next == *at {
                    break;
                }
                *at = next;
                each.push(one);
                if *op == '?' {
                    break;
                }
            }
            if *op == '+' && each.is_empty() {
                return false;
            }
            for name in names(inner) {
                let many = each.iter().map(|one| one.get(&name).cloned());
                let Some(many) = many.collect::<Option<Vec<Bound>>>() else {
                    return false;
                };
                bound.insert(name, Bound::Many(many));
            }
            true
        }
        Part::Var(_) => false,
    })
}

/// The names a matcher's parts bind.
fn names(parts: &[Part]) -> Vec<String> {
    let mut names = Vec::new();
    for part in parts {
        match part {
            Part::Fragment(name, _) => names.push(name.clone()),
            Part::Group(_, inner) | Part::Repeat(inner, ..) => names.extend(self::names(inner)),
            Part::Token(_) | Part::Var(_) => {}
        }
    }
    names
}

/// The fragment of `kind` at the start of `input`, as an invisible group
/// (an identifier, a lifetime or a token tree as itself), and how many of
/// `input`'s trees it took.
fn fragment(kind: &str, input: &[TokenTree]) -> Option<(TokenStream, usize)> {
    fn with<T: quote::ToTokens>(
        parse: fn(ParseStream) -> syn::Result<T>,
    ) -> impl FnOnce(ParseStream) -> syn::Result<(TokenStream, usize)> {
        move |stream| {
            let value = parse(stream)?;
            let rest: TokenStream = stream.parse()?;
            Ok((value.into_token_stream(), rest.into_iter().count()))
        }
    }
    let tokens: TokenStream = input.iter().cloned().collect();
    let (value, left) = match kind {
        "tt" => return input.first().map(|tree| (tree.clone().into(), 1)),
        "ident" => return ident(input.first()?).map(|tree| (tree.into(), 1)),
        "lifetime" => with(|s| s.parse::<syn::Lifetime>()).parse2(tokens),
        "ty" => with(|s| s.parse::<syn::Type>()).parse2(tokens),
        "expr" => with(|s| s.parse::<syn::Expr>()).parse2(tokens),
        "path" => with(|s| s.parse::<syn::Path>()).parse2(tokens),
        "literal" => with(literal).parse2(tokens),
        "block" => with(|s| s.parse::<syn::Block>()).parse2(tokens),
        "stmt" => with(|s| s.parse::<syn::Stmt>()).parse2(tokens),
        "item" => with(|s| s.parse::<syn::Item>()).parse2(tokens),
        "pat" => with(syn::Pat::parse_multi_with_leading_vert).parse2(tokens),
        "pat_param" => with(syn::Pat::parse_single).parse2(tokens),
        "vis" => with(|s| s.parse::<syn::Visibility>()).parse2(tokens),
        "meta" => with(|s| s.parse::<syn::Meta>()).parse2(tokens),
        _ => return None,
    }
    .ok()?;
    let used = input.len() - left;
    if used == 0 && kind != "vis" {
        return None;
    }
    let single = matches!(kind, "lifetime" | "vis") || used == 1;
    // Printed, an invisible group leaves no mark, and `&dyn A + B` would
    // not parse: a type of two bounds or more goes in parentheses.
    let delimiter = match syn::parse2::<syn::Type>(value.clone()) {
        Ok(syn::Type::TraitObject(t)) if kind == "ty" && t.bounds.len() > 1 => {
            Delimiter::Parenthesis
        }
        Ok(syn::Type::ImplTrait(t)) if kind == "ty" && t.bounds.len() > 1 => Delimiter::Parenthesis,
        _ => Delimiter::None,
    };
    Some(match single {
        true => (value, used),
        false => (TokenTree::Group(Group::new(delimiter, value)).into(), used),
    })
}

/// An identifier of any kind but `_`, as `$x:ident` takes it.
fn ident(tree: &TokenTree) -> Option<TokenTree> {
    matches!(tree, TokenTree::Ident(ident) if ident != "_").then(|| tree.clone())
}

/// A literal, which `$x:literal` takes with a leading `-`.
fn literal(stream: ParseStream) -> syn::Result<TokenStream> {
    let minus: Option<syn::Token![-]> = stream.parse()?;
    let literal: syn::Lit = stream.parse()?;
    Ok(quote::quote!(#minus #literal))
}

/// What `parts` of a transcriber write, with the names `bound`.
fn transcribe(parts: &[Part], bound: &HashMap<String, Bound>) -> Option<TokenStream> {
    let mut out = TokenStream::new();
    for part in parts {
        match part {
            Part::Token(tree) => out.extend([tree.clone()]),
            Part::Group(delimiter, inner) => {
                let group = Group::new(*delimiter, transcribe(inner, bound)?);
                out.extend([TokenTree::Group(group)]);
            }
            Part::Var(name) => match bound.get(name)? {
                Bound::One(tokens) => out.extend(tokens.clone()),
                Bound::Many(_) => return None,
            },
            Part::Repeat(inner, separator, _) => {
                let mut vars = Vec::new();
                vars_of(inner, &mut vars);
                let lengths: Vec<usize> = vars
                    .iter()
                    .filter_map(|name| match bound.get(name) {
                        Some(Bound::Many(many)) => Some(many.len()),
                        _ => None,
                    })
                    .collect();
                let &times = lengths.first()?;
                if lengths.iter().any(|&len| len != times) {
                    return None;
                }
                for i in 0..times {
                    if i > 0 {
                        out.extend(separator.iter().cloned());
                    }
                    let mut one = bound.clone();
                    for name in &vars {
                        if let Some(Bound::Many(many)) = bound.get(name) {
                            one.insert(name.clone(), many[i].clone());
                        }
                    }
                    out.extend(transcribe(inner, &one)?);
                }
            }
            Part::Fragment(..) => return None,
        }
    }
    Some(out)
}

/// The `$name`s a transcriber's parts write.
fn vars_of(parts: &[Part], vars: &mut Vec<String>) {
    for part in parts {
        match part {
            Part::Var(name) => vars.push(name.clone()),
            Part::Group(_, inner) | Part::Repeat(inner, ..) => vars_of(inner, vars),
            Part::Token(_) | Part::Fragment(..) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expanded(rules: &str, call: &str) -> Option<String> {
        let rules = Rules::parse(rules.parse().unwrap())?;
        let tokens = rules.expand(call.parse().unwrap())?;
        Some(tokens.to_string())
    }

    #[test]
    fn a_rule_binds_its_fragments_and_writes_them() {
        assert_eq!(
            expanded(
                "($t:ty, $e:expr) => { impl T for $t { const N: usize = $e; } }",
                "Vec<u8>, 1 + 2"
            )
            .as_deref(),
            Some("impl T for Vec < u8 > { const N : usize = 1 + 2 ; }")
        );
        // The first rule that matches.
        assert_eq!(
            expanded("(a) => { 1 }; ($x:ident) => { $x }", "b").as_deref(),
            Some("b")
        );
        assert_eq!(
            expanded("(a) => { 1 }; ($x:ident) => { $x }", "a").as_deref(),
            Some("1")
        );
        assert_eq!(
            expanded("($x:literal) => { $x }", "-3").as_deref(),
            Some("- 3")
        );
        // A `let` of the rule's own, where the call names another.
        assert_eq!(
            expanded("($e:expr) => { { let mut y = 1; $e + y } }", "x").as_deref(),
            Some("{ let mut y = 1 ; x + y }")
        );
        assert_eq!(
            expanded("($e:expr) => { { let y = 1; $e + y } }", "y"),
            None
        );
        assert_eq!(
            expanded("() => { $crate::f() }", "").as_deref(),
            Some("crate :: f ()")
        );
    }

    #[test]
    fn repetitions_write_once_per_match_with_their_separator() {
        assert_eq!(
            expanded(
                "($which:ty => $($t:ty),+ $(,)?) => { $(impl $which for $t {})+ }",
                "T => u8, bool,"
            )
            .as_deref(),
            Some("impl T for u8 { } impl T for bool { }")
        );
        assert_eq!(
            expanded(
                "($($k:expr => $v:expr),*) => { [$(($k, $v)),*] }",
                "1 => 2, 3 => 4"
            )
            .as_deref(),
            Some("[(1 , 2) , (3 , 4)]")
        );
        assert_eq!(
            expanded("($($x:tt)*) => { f($($x)*) }", "").as_deref(),
            Some("f ()")
        );
        // A `+` after the operator `+` is a token to match, as rustc
        // reads it: no separator.
        assert_eq!(
            expanded("($($x:ident)++) => { $($x)* }", "a b +").as_deref(),
            Some("a b")
        );
        assert_eq!(expanded("($($x:ident)++) => { $($x)* }", "a + b +"), None);
    }

    #[test]
    fn what_this_does_not_know_expands_to_nothing() {
        for (rules, call) in [
            ("($x:ident) => { $y }", "a"),
            ("($x:strange) => { $x }", "a"),
            ("($($a:ident)*; $($b:ident)*) => { $(($a, $b))* }", "x y; z"),
            ("(a) => { 1 }", "b"),
            ("(a) => { 1 }", "a b"),
            ("($x:ident) => { $x }", "_"),
        ] {
            assert_eq!(expanded(rules, call), None, "{rules} on {call}");
        }
    }
}
