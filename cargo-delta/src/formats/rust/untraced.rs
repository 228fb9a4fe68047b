//! Whether a name occurs where a move that writes something else at its
//! uses (a constant's value, an import's path, a `let`'s value) cannot
//! follow it, so that the move is not offered:
//! - in a macro's tokens, which do not say what they name, a format
//!   string's `{x}` among them;
//! - bound by a pattern, a parameter or a generic parameter: `N =>` in a
//!   `match` binds a new name unless `N` is a constant or an imported
//!   unit variant, and a binding of the name shadows it in its scope, so
//!   a rewrite would change what the code means and still compile;
//! - at the start of a `use` (`use fmt::Write;` through `use std::fmt;`).

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;
use syn::{GenericParam, Ident, Item, Stmt};

use super::uses;

/// Whether a rewrite of the uses of the item at `index` of a list reaches
/// the item at `at`: every other item of the list but its modules, which
/// see the list's names only through a `use super::..` of their own.
pub fn reached(index: usize, at: usize, item: &Item) -> bool {
    at != index && !matches!(item, Item::Mod(_))
}

/// The items of a list that a rewrite of the uses of the one at `index`
/// reaches ([`reached`]).
pub fn beside(items: &[Item], index: usize) -> impl Iterator<Item = &Item> {
    let reached = items.iter().enumerate();
    reached
        .filter(move |&(at, item)| self::reached(index, at, item))
        .map(|(_, item)| item)
}

/// Whether `name` occurs in `items` where a rewrite cannot follow it.
pub fn in_items<'a>(items: impl IntoIterator<Item = &'a Item>, name: &Ident) -> bool {
    let mut found = Found { name, found: false };
    items.into_iter().for_each(|item| found.visit_item(item));
    found.found
}

/// Whether `name` occurs in `stmts` where a rewrite cannot follow it.
pub fn in_stmts(stmts: &[Stmt], name: &Ident) -> bool {
    let mut found = Found { name, found: false };
    stmts.iter().for_each(|stmt| found.visit_stmt(stmt));
    found.found
}

struct Found<'n> {
    name: &'n Ident,
    found: bool,
}

impl<'a> Visit<'a> for Found<'_> {
    fn visit_macro(&mut self, mac: &'a syn::Macro) {
        self.found |= holds(mac.tokens.clone(), self.name);
    }

    fn visit_pat_ident(&mut self, pat: &'a syn::PatIdent) {
        self.found |= pat.ident == *self.name;
        syn::visit::visit_pat_ident(self, pat);
    }

    fn visit_generic_param(&mut self, param: &'a GenericParam) {
        self.found |= match param {
            GenericParam::Type(t) => t.ident == *self.name,
            GenericParam::Const(c) => c.ident == *self.name,
            GenericParam::Lifetime(_) => false,
        };
        syn::visit::visit_generic_param(self, param);
    }

    fn visit_use_path(&mut self, path: &'a syn::UsePath) {
        self.found |= path.ident == *self.name;
        syn::visit::visit_use_path(self, path);
    }
}

/// Whether `tokens` name `name`: as an identifier, or captured by a format
/// string (`"{name}"`), at any depth.
fn holds(tokens: TokenStream, name: &Ident) -> bool {
    tokens.into_iter().any(|tree| match tree {
        TokenTree::Ident(ident) => ident == *name,
        TokenTree::Literal(literal) => {
            uses::captured(&literal.to_string()).contains(&name.to_string())
        }
        TokenTree::Group(group) => holds(group.stream(), name),
        TokenTree::Punct(_) => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_in_tokens_a_pattern_a_parameter_or_a_use_is_untraced() {
        let name = Ident::new("N", proc_macro2::Span::call_site());
        for text in [
            "fn f() { vec![N]; }",
            "fn f() { println!(\"{N:?}\"); }",
            "fn f(x: u8) -> u8 { match x { N => 5, _ => 0 } }",
            "fn f(N: u8) {}",
            "fn f() { let g = |N: u8| N; }",
            "impl<const N: usize> S<N> {}",
            "fn f<N>(x: N) {}",
            "use N::Write;",
        ] {
            let file = syn::parse_file(text).unwrap();
            assert!(in_items(&file.items, &name), "{text}");
        }
        let file = syn::parse_file("fn f() -> [u8; N] { [N; N] }\nuse a::N;\n").unwrap();
        assert!(!in_items(&file.items, &name));
    }
}
