//! Parts of a file that only make sense together, removed together: a
//! `let` with the later statements of its block that use what it binds,
//! and every doc comment of the file at once.
//!
//! Cut one at a time, neither goes: without `let d = None;` the loop
//! `while let Some(x) = d { .. }` names nothing, and without the loop `d`
//! is a variable whose type nothing tells, each a new error; together they
//! go in one test. A doc comment can go alone, but a file has hundreds,
//! on fields and variants deep in lists a reduction reaches late, and
//! each costs a test; they say nothing to the compiler (rustdoc aside), so
//! all go at once first.

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, Group, TokenStream, TokenTree};

use super::tokens;
use quote::ToTokens;
use syn::{Pat, Stmt};

/// For each `let` of `stmts` whose bindings later statements use, the
/// indices of the `let` and of those statements (and, in turn, of the
/// statements that use what those bind), in order. The block's value (a
/// last expression without `;`) is never in a group: without it, the
/// block's type would change. Groups of one are left out: a cut removes
/// those.
pub fn groups(stmts: &[Stmt]) -> Vec<Vec<usize>> {
    let last_value = matches!(stmts.last(), Some(Stmt::Expr(_, None)));
    let body = match last_value {
        true => &stmts[..stmts.len() - 1],
        false => stmts,
    };
    let mut groups = Vec::new();
    for (start, stmt) in body.iter().enumerate() {
        let Stmt::Local(local) = stmt else {
            continue;
        };
        let mut names = bound(&local.pat);
        if names.is_empty() {
            continue;
        }
        let mut group = vec![start];
        for (at, later) in body.iter().enumerate().skip(start + 1) {
            if mentions(later.to_token_stream(), &names) {
                group.push(at);
                if let Stmt::Local(local) = later {
                    names.extend(bound(&local.pat));
                }
            }
        }
        let uses_value = last_value && mentions(stmts[stmts.len() - 1].to_token_stream(), &names);
        if group.len() > 1 && !uses_value {
            groups.push(group);
        }
    }
    groups
}

/// Removes the statements at `group` (sorted indices) from `stmts`.
pub fn remove(stmts: &mut Vec<Stmt>, group: &[usize]) {
    let mut at = 0;
    stmts.retain(|_| {
        let keep = !group.contains(&at);
        at += 1;
        keep
    });
}

/// The names a pattern binds (`x`, `(a, mut b)`, `S { f, .. }`).
fn bound(pat: &Pat) -> BTreeSet<String> {
    struct Names(BTreeSet<String>);
    impl<'a> syn::visit::Visit<'a> for Names {
        fn visit_pat_ident(&mut self, ident: &'a syn::PatIdent) {
            self.0.insert(ident.ident.to_string());
            syn::visit::visit_pat_ident(self, ident);
        }
    }
    let mut names = Names(BTreeSet::new());
    syn::visit::Visit::visit_pat(&mut names, pat);
    names.0
}

/// Whether `tokens` hold one of `names` as an identifier.
fn mentions(tokens: TokenStream, names: &BTreeSet<String>) -> bool {
    tokens::has_ident(tokens, &|ident| names.contains(&ident.to_string()))
}

/// Whether `file` has a doc comment anywhere (`///`, `//!`, `/** */`,
/// `#[doc = ".."]`): asked at every look at the file's root, so it stops
/// at the first and builds nothing.
pub fn has_docs(file: &syn::File) -> bool {
    fn any(tokens: TokenStream) -> bool {
        let mut after_pound = false;
        tokens.into_iter().any(|tree| {
            let found = after_pound && is_doc(&tree);
            after_pound = match &tree {
                TokenTree::Punct(p) => p.as_char() == '#' || (after_pound && p.as_char() == '!'),
                _ => false,
            };
            found || matches!(&tree, TokenTree::Group(g) if any(g.stream()))
        })
    }
    any(file.to_token_stream())
}

/// `file` without any doc comment, if it still parses as a file.
pub fn undocumented(file: &syn::File) -> Option<syn::File> {
    syn::parse2(without_docs(file.to_token_stream())).ok()
}

/// `tokens` without the attributes `#[doc ..]` and `#![doc ..]`, at every
/// depth.
fn without_docs(tokens: TokenStream) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(trees.len());
    let mut at = 0;
    while at < trees.len() {
        if let TokenTree::Punct(pound) = &trees[at] {
            if pound.as_char() == '#' {
                let inner =
                    matches!(&trees.get(at + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
                let bracket = at + 1 + usize::from(inner);
                if trees.get(bracket).is_some_and(is_doc) {
                    at = bracket + 1;
                    continue;
                }
            }
        }
        out.push(match &trees[at] {
            TokenTree::Group(group) => {
                let mut new = Group::new(group.delimiter(), without_docs(group.stream()));
                new.set_span(group.span());
                TokenTree::Group(new)
            }
            other => other.clone(),
        });
        at += 1;
    }
    out.into_iter().collect()
}

/// Whether `tree` is the `[doc ..]` of a doc attribute.
fn is_doc(tree: &TokenTree) -> bool {
    let TokenTree::Group(group) = tree else {
        return false;
    };
    let first = group.stream().into_iter().next();
    group.delimiter() == Delimiter::Bracket
        && matches!(first, Some(TokenTree::Ident(ident)) if ident == "doc")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(text: &str) -> Vec<Stmt> {
        syn::parse_str::<syn::Block>(text).unwrap().stmts
    }

    #[test]
    fn a_let_goes_with_the_statements_that_use_it_in_turn() {
        let stmts = block(
            "{ let d = None; let n = 1; while let Some(x) = d { f(x); } let e = d; g(e); h(n); }",
        );
        assert_eq!(groups(&stmts), [vec![0, 2, 3, 4], vec![1, 5], vec![3, 4]]);
        let mut cut = stmts.clone();
        remove(&mut cut, &groups(&stmts)[0]);
        let text: Vec<String> = cut
            .iter()
            .map(|s| s.to_token_stream().to_string())
            .collect();
        assert_eq!(text, ["let n = 1 ;", "h (n) ;"]);
    }

    #[test]
    fn the_blocks_value_is_never_in_a_group() {
        // `d` is the block's value: without it, the type would change.
        assert!(groups(&block("{ let d = 1; f(d); d }")).is_empty());
        // Macro invocations' tokens use names too.
        assert_eq!(
            groups(&block("{ let d = 1; println!(\"{}\", d); 0 }")),
            [vec![0, 1]]
        );
    }

    #[test]
    fn every_doc_comment_goes_at_once() {
        let text = "//! The crate.\n/// A struct.\nstruct S {\n    /// A field.\n    a: u8,\n}\n#[derive(Debug)]\n/** An enum. */\nenum E { #[doc = \"x\"] X }\n";
        let file = syn::parse_file(text).unwrap();
        assert!(has_docs(&file));
        let bare = undocumented(&file).unwrap();
        assert!(!has_docs(&bare));
        let printed = prettyplease::unparse(&bare);
        assert_eq!(
            printed,
            "struct S {\n    a: u8,\n}\n#[derive(Debug)]\nenum E {\n    X,\n}\n"
        );
    }
}
