//! A macro invocation's tokens, cut as tokens at every depth: the token
//! trees of the invocation, then those inside each bracketed group. A
//! group's inside cannot be borrowed from `proc_macro2`, so a group is
//! reached by its path of indices from the invocation's tokens, and a cut
//! rebuilds the groups along that path.
//!
//! A `macro_rules!` is cut by its rules first (`(matcher) => { body };`
//! as one unit, so what is left is still a macro definition), then as
//! tokens inside each rule's matcher and body.

use std::ops::Range;

use delta_test::Subset;
use proc_macro2::{Group, Punct, Spacing, TokenStream, TokenTree};

/// The tokens inside the group at `path` (the invocation's own for an
/// empty path); `None` when `path` leads to no group.
pub fn stream_at(root: &TokenStream, path: &[usize]) -> Option<TokenStream> {
    let mut stream = root.clone();
    for &step in path {
        stream = match stream.into_iter().nth(step)? {
            TokenTree::Group(group) => group.stream(),
            _ => return None,
        };
    }
    Some(stream)
}

/// The indices of the groups in `stream` that hold tokens.
pub fn groups(stream: &TokenStream) -> Vec<usize> {
    let trees = stream.clone().into_iter().enumerate();
    trees
        .filter(|(_, tree)| matches!(tree, TokenTree::Group(g) if !g.stream().is_empty()))
        .map(|(i, _)| i)
        .collect()
}

/// The elements of `stream`, as ranges of its token trees: each ends
/// after a `,`, a `;` or a `=>` at its top level (`U => i8, u8, bool` is
/// `U =>`, `i8,`, `u8,` and `bool`). A macro's list loses whole elements
/// first: a single token of one (`i8` without its `,`) seldom goes alone,
/// and a list that only goes an element at a time would stay whole.
pub fn elements(stream: &TokenStream) -> Vec<Range<usize>> {
    let trees: Vec<TokenTree> = stream.clone().into_iter().collect();
    let punct = |i: usize| match &trees[i] {
        TokenTree::Punct(p) => Some((p.as_char(), p.spacing())),
        _ => None,
    };
    let mut elements = Vec::new();
    let mut start = 0;
    for i in 0..trees.len() {
        let ends = match punct(i) {
            Some((',' | ';', _)) => true,
            Some(('>', _)) => i > 0 && punct(i - 1) == Some(('=', Spacing::Joint)),
            _ => false,
        };
        if ends {
            elements.push(start..i + 1);
            start = i + 1;
        }
    }
    if start < trees.len() {
        elements.push(start..trees.len());
    }
    elements
}

/// `stream` in which the group at `path` keeps only its token trees in
/// `kept`.
pub fn keep_at(stream: TokenStream, path: &[usize], kept: &Subset) -> TokenStream {
    let trees = stream.into_iter().enumerate();
    match path.split_first() {
        None => trees
            .filter(|(i, _)| kept.contains(*i))
            .map(|(_, tree)| tree)
            .collect(),
        Some((&step, rest)) => trees
            .map(|(i, tree)| match tree {
                TokenTree::Group(group) if i == step => {
                    let inside = keep_at(group.stream(), rest, kept);
                    let mut cut = Group::new(group.delimiter(), inside);
                    cut.set_span(group.span());
                    TokenTree::Group(cut)
                }
                other => other,
            })
            .collect(),
    }
}

/// The rules of a `macro_rules!` whose rules are `stream`: the token
/// trees of each, without the `;` that ends it.
pub fn rules(stream: &TokenStream) -> Vec<Vec<TokenTree>> {
    let mut rules = vec![Vec::new()];
    for tree in stream.clone() {
        match &tree {
            TokenTree::Punct(p) if p.as_char() == ';' => rules.push(Vec::new()),
            _ => rules.last_mut().expect("one rule at least").push(tree),
        }
    }
    rules.retain(|rule| !rule.is_empty());
    rules
}

/// `stream`, a `macro_rules!`'s rules, with only the rules in `kept`.
pub fn keep_rules(stream: &TokenStream, kept: &Subset) -> TokenStream {
    let semicolon = || TokenTree::Punct(Punct::new(';', Spacing::Alone));
    let rules = rules(stream).into_iter().enumerate();
    rules
        .filter(|(i, _)| kept.contains(*i))
        .flat_map(|(_, rule)| rule.into_iter().chain([semicolon()]))
        .collect()
}

/// The identifiers in `stream`, at any depth.
pub fn idents(stream: TokenStream) -> Vec<String> {
    let mut found = Vec::new();
    for tree in stream {
        match tree {
            TokenTree::Ident(ident) => found.push(ident.to_string()),
            TokenTree::Group(group) => found.extend(idents(group.stream())),
            _ => {}
        }
    }
    found
}

/// How many tokens `stream` holds, a group's delimiters two: a size
/// that moves compare before and after (`expand.rs`, `inline_types.rs`).
pub fn count(stream: TokenStream) -> usize {
    stream
        .into_iter()
        .map(|tree| match tree {
            TokenTree::Group(group) => 2 + count(group.stream()),
            _ => 1,
        })
        .sum()
}

/// Whether `tokens` hold an identifier that `wanted` takes, at any depth
/// (macro invocations' tokens too).
pub fn has_ident(tokens: TokenStream, wanted: &impl Fn(&proc_macro2::Ident) -> bool) -> bool {
    tokens.into_iter().any(|tree| match tree {
        TokenTree::Ident(ident) => wanted(&ident),
        TokenTree::Group(group) => has_ident(group.stream(), wanted),
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_are_reached_and_cut_at_any_depth() {
        let tokens: TokenStream = "a, f(b, [c, d]), ()".parse().unwrap();
        assert_eq!(groups(&tokens), [3], "`()` holds nothing");
        let inner = stream_at(&tokens, &[3]).unwrap();
        assert_eq!(inner.to_string(), "b , [c , d]");
        assert_eq!(groups(&inner), [2]);
        assert!(stream_at(&tokens, &[0]).is_none(), "`a` is no group");
        let cut = keep_at(tokens, &[3, 2], &Subset::from_indices([2]));
        assert_eq!(cut.to_string(), "a , f (b , [d]) , ()");
    }

    #[test]
    fn rules_are_cut_whole() {
        let rules: TokenStream = "() => { 1 }; ($a:expr) => { $a; 2 }; ($b:ident) => {}"
            .parse()
            .unwrap();
        assert_eq!(super::rules(&rules).len(), 3, "the inner `;` is in a group");
        let kept = keep_rules(&rules, &Subset::from_indices([0, 2]));
        assert_eq!(kept.to_string(), "() => { 1 } ; ($ b : ident) => { } ;");
    }
}
