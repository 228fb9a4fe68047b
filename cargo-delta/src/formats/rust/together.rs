//! Parts of a file that only make sense together, removed together: a
//! `let` with the later statements of its block that use what it binds,
//! every doc comment of the file at once, then every attribute but its
//! derives.
//!
//! Cut one at a time, neither goes: without `let d = None;` the loop
//! `while let Some(x) = d { .. }` names nothing, and without the loop `d`
//! is a variable whose type nothing tells, each a new error; together they
//! go in one test. A doc comment can go alone, but a file has hundreds,
//! on fields and variants deep in lists a reduction reaches late, and
//! each costs a test; they say nothing to the compiler (rustdoc aside), so
//! all go at once first. The other attributes mostly say nothing to the
//! bug either (a lint level, `#[inline]`, a `cfg_attr` of a feature not
//! set), and are as scattered: tried all at once too, after the docs, and
//! cut one list at a time if the bug needs one.

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

/// Whether a pattern binds `name`.
pub fn binds(pat: &Pat, name: &syn::Ident) -> bool {
    bound(pat).contains(&name.to_string())
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

/// Attributes removed from the whole file at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sweep {
    /// Doc comments (`///`, `//!`, `/** */`, `#[doc = ".."]`).
    Docs,
    /// Every attribute but a `derive` (which the code may need: a
    /// `Clone` the bug calls), docs included: lint levels, `#[inline]`,
    /// `#[cfg_attr(..)]`, `#![no_std]`, `#[must_use]`... A file's inner
    /// attributes are the last list a reduction reaches, and an item's
    /// come after its generics; most are of no use to the bug.
    Attributes,
}

impl Sweep {
    /// Whether the sweep removes the attribute whose bracket is `tree`.
    fn removes(self, tree: &TokenTree) -> bool {
        match (self, attribute_name(tree)) {
            (Sweep::Docs, Some(name)) => name == "doc",
            (Sweep::Attributes, Some(name)) => name != "derive",
            (_, None) => false,
        }
    }

    /// Whether the sweep would remove an attribute that the sweeps before
    /// it leave (an attribute of the file is removed by only one sweep).
    fn finds(self, tree: &TokenTree) -> bool {
        match self {
            Sweep::Docs => self.removes(tree),
            Sweep::Attributes => self.removes(tree) && !Sweep::Docs.removes(tree),
        }
    }
}

/// The sweeps that would change `file`, in the order they are tried: docs
/// first (they nearly always go), then the other attributes when there
/// are two or more of them (one is cut as soon by its own list, and a
/// sweep that does not hold costs a run in every pass).
pub fn sweeps(file: &syn::File) -> Vec<Sweep> {
    let tokens = file.to_token_stream();
    let mut sweeps = Vec::new();
    if found(tokens.clone(), Sweep::Docs, 1) == 0 {
        sweeps.push(Sweep::Docs);
    }
    if found(tokens, Sweep::Attributes, 2) == 0 {
        sweeps.push(Sweep::Attributes);
    }
    sweeps
}

/// How many of `wanted` attributes that `sweep` finds `tokens` lack, at
/// any depth (0: they hold as many or more): asked at every look at the
/// file's root, so it stops once it has them and builds nothing.
fn found(tokens: TokenStream, sweep: Sweep, mut wanted: usize) -> usize {
    let mut after_pound = false;
    for tree in tokens {
        if wanted == 0 {
            break;
        }
        if after_pound && sweep.finds(&tree) {
            wanted -= 1;
        }
        after_pound = match &tree {
            TokenTree::Punct(p) => p.as_char() == '#' || (after_pound && p.as_char() == '!'),
            _ => false,
        };
        if let TokenTree::Group(group) = &tree {
            wanted = found(group.stream(), sweep, wanted);
        }
    }
    wanted
}

/// `file` without the attributes `sweep` removes, if it still parses as a
/// file.
pub fn swept(file: &syn::File, sweep: Sweep) -> Option<syn::File> {
    syn::parse2(without(file.to_token_stream(), sweep)).ok()
}

/// `tokens` without the attributes `#[..]` and `#![..]` that `sweep`
/// removes, at every depth.
fn without(tokens: TokenStream, sweep: Sweep) -> TokenStream {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    let mut out = Vec::with_capacity(trees.len());
    let mut at = 0;
    while at < trees.len() {
        if let TokenTree::Punct(pound) = &trees[at]
            && pound.as_char() == '#'
        {
            let inner =
                matches!(&trees.get(at + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!');
            let bracket = at + 1 + usize::from(inner);
            if trees.get(bracket).is_some_and(|tree| sweep.removes(tree)) {
                at = bracket + 1;
                continue;
            }
        }
        out.push(match &trees[at] {
            TokenTree::Group(group) => {
                let mut new = Group::new(group.delimiter(), without(group.stream(), sweep));
                new.set_span(group.span());
                TokenTree::Group(new)
            }
            other => other.clone(),
        });
        at += 1;
    }
    out.into_iter().collect()
}

/// The name of the attribute whose bracket is `tree` (`doc` for
/// `[doc = ".."]`), if `tree` is a bracket that starts with a name.
fn attribute_name(tree: &TokenTree) -> Option<proc_macro2::Ident> {
    let TokenTree::Group(group) = tree else {
        return None;
    };
    match group.stream().into_iter().next() {
        Some(TokenTree::Ident(ident)) if group.delimiter() == Delimiter::Bracket => Some(ident),
        _ => None,
    }
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
    fn every_doc_comment_goes_at_once_then_every_other_attribute_but_derives() {
        let text = "//! The crate.\n#![no_std]\n/// A struct.\nstruct S {\n    /// A field.\n    #[allow(unused)]\n    a: u8,\n}\n#[derive(Debug)]\n/** An enum. */\nenum E { #[doc = \"x\"] #[default] X }\n";
        let file = syn::parse_file(text).unwrap();
        assert_eq!(sweeps(&file), [Sweep::Docs, Sweep::Attributes]);
        let bare = swept(&file, Sweep::Docs).unwrap();
        assert_eq!(sweeps(&bare), [Sweep::Attributes]);
        assert_eq!(
            prettyplease::unparse(&bare),
            "#![no_std]\nstruct S {\n    #[allow(unused)]\n    a: u8,\n}\n#[derive(Debug)]\nenum E {\n    #[default]\n    X,\n}\n"
        );
        let plain = swept(&file, Sweep::Attributes).unwrap();
        assert_eq!(sweeps(&plain), []);
        assert_eq!(
            prettyplease::unparse(&plain),
            "struct S {\n    a: u8,\n}\n#[derive(Debug)]\nenum E {\n    X,\n}\n"
        );
        let derived = syn::parse_file("/// Docs only.\n#[derive(Clone)]\nstruct T;\n").unwrap();
        assert_eq!(sweeps(&derived), [Sweep::Docs], "a derive stays");
        let one = syn::parse_file("#[inline]\nfn f() {}\n").unwrap();
        assert_eq!(sweeps(&one), [], "one attribute: its list cuts it");
    }
}
