//! A `macro_rules!` macro written out at its calls, and gone:
//! `macro_rules! m { ($t:ty) => { impl T for $t {} } } m!(bool);` becomes
//! `impl T for bool {}`.
//!
//! A reduction of code that a macro writes leaves the macro and the calls
//! the bug needs, and cuts inside the macro's tokens cannot make it the
//! code it writes: the bug report's reader expands it in their head, and
//! what the calls write cannot be cut piece by piece (a trait's method
//! goes with its impls, not when a macro writes them: radium's held-out
//! E0277 stopped at 1,149 tokens). The rules are matched and transcribed
//! as rustc does (`macro_rules.rs`), and each expansion parsed where its
//! call stands (as items, statements, an expression, a type or a
//! pattern), so a macro with a call that does not expand, or whose
//! expansion does not parse there, is not offered. Nor is one whose name
//! is in a macro's tokens (its own, calling itself, or another's: that
//! call is not seen until the other is written out), or whose calls
//! together write more than the list holds already: the list at most
//! doubles, and later cuts take what the bug does not need. It is a
//! choice of the list of items that defines the macro, its calls counted
//! in that list, so the list's cuts come first.

use std::collections::HashMap;

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::parse::Parser;
use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{Block, Expr, File, Ident, ImplItem, Item, Macro, Pat, Stmt, TraitItem, Type};

use super::macro_rules::Rules;
use super::tokens;

/// The indices in `items` of the macro definitions that [`expand`]
/// writes out at their calls in the list (a choice of the list that holds
/// the macro, so that the list's cuts come first: written out first, a
/// macro whose calls the bug does not need would be cut piece by piece).
pub fn expandable(items: &[Item]) -> Vec<usize> {
    // Most lists define no macro: they are not copied to be looked at.
    if !items.iter().any(|item| defines(item).is_some()) {
        return Vec::new();
    }
    let names = names(&as_file(items));
    let found = items.iter().enumerate();
    found
        .filter(|(_, item)| defines(item).is_some_and(|name| names.contains(name)))
        .map(|(index, _)| index)
        .collect()
}

/// Writes the macro defined at `index` (one of [`expandable`]) out at
/// its calls, and removes it.
pub fn expand(items: &mut Vec<Item>, index: usize) {
    let Some(Item::Macro(mac)) = items.get(index) else {
        return;
    };
    let Some(name) = mac.ident.clone() else {
        return;
    };
    if let Some(expanded) = expanded(&as_file(items), &name) {
        *items = expanded.items;
    }
}

/// The macro an item defines.
fn defines(item: &Item) -> Option<&Ident> {
    match item {
        Item::Macro(mac) if is_definition(mac) => mac.ident.as_ref(),
        _ => None,
    }
}

/// A list of items as a file, to visit.
fn as_file(items: &[Item]) -> File {
    File {
        shebang: None,
        attrs: Vec::new(),
        items: items.to_vec(),
    }
}

/// The names of the macros of `file` that can be written out.
fn names(file: &File) -> Vec<Ident> {
    let mut found = Found::default();
    found.visit_file(file);
    let mut names: Vec<Ident> = found
        .defined
        .iter()
        .filter(|&(name, defined)| {
            *defined == 1
                && found.calls.get(name).is_some_and(|&calls| calls > 0)
                && !found
                    .tokens
                    .iter()
                    .any(|tokens| calls_in(tokens.clone(), name))
        })
        .map(|(name, _)| name.clone())
        .collect();
    names.sort();
    let size = tokens::count(file.to_token_stream());
    names.retain(|name| {
        expanded(file, name).is_some_and(|file| tokens::count(file.to_token_stream()) <= 2 * size)
    });
    names
}

/// `file` with the macro `name` written out at its calls and gone, if it
/// expands at each.
fn expanded(file: &File, name: &Ident) -> Option<File> {
    let rules = definition(file, name)?;
    let mut expander = Expander {
        name,
        rules: &rules,
        calls: 0,
        failed: false,
    };
    let mut file = file.clone();
    expander.visit_file_mut(&mut file);
    (expander.calls > 0 && !expander.failed).then_some(file)
}

/// The rules of the macro `name` defined in `file`.
fn definition(file: &File, name: &Ident) -> Option<Rules> {
    struct Definition<'n> {
        name: &'n Ident,
        tokens: Option<TokenStream>,
    }
    impl<'a> Visit<'a> for Definition<'_> {
        fn visit_item_macro(&mut self, item: &'a syn::ItemMacro) {
            if is_definition(item) && item.ident.as_ref() == Some(self.name) {
                self.tokens = Some(item.mac.tokens.clone());
            }
        }
    }
    let mut definition = Definition { name, tokens: None };
    definition.visit_file(file);
    Rules::parse(definition.tokens?)
}

fn is_definition(item: &syn::ItemMacro) -> bool {
    item.ident.is_some() && item.mac.path.is_ident("macro_rules")
}

/// The macro a call names: `m!` or `crate::m!`.
fn called(mac: &Macro) -> Option<&Ident> {
    let segments = &mac.path.segments;
    let last = segments.last()?;
    let through_crate = segments.len() == 2 && segments[0].ident == "crate";
    (segments.len() == 1 || through_crate).then_some(&last.ident)
}

/// Whether `tokens` call the macro `name` (`name!`), at any depth.
fn calls_in(tokens: TokenStream, name: &Ident) -> bool {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    trees.iter().enumerate().any(|(at, tree)| match tree {
        TokenTree::Ident(ident) => {
            ident == name
                && matches!(trees.get(at + 1), Some(TokenTree::Punct(p)) if p.as_char() == '!')
        }
        TokenTree::Group(group) => calls_in(group.stream(), name),
        _ => false,
    })
}

/// The file's macro definitions and calls, and every macro's tokens.
#[derive(Default)]
struct Found {
    defined: HashMap<Ident, usize>,
    calls: HashMap<Ident, usize>,
    tokens: Vec<TokenStream>,
}

impl<'a> Visit<'a> for Found {
    fn visit_item_macro(&mut self, item: &'a syn::ItemMacro) {
        if is_definition(item) {
            let name = item.ident.clone().expect("a definition has a name");
            *self.defined.entry(name).or_default() += 1;
        }
        syn::visit::visit_item_macro(self, item);
    }

    fn visit_macro(&mut self, mac: &'a Macro) {
        if let Some(name) = called(mac) {
            *self.calls.entry(name.clone()).or_default() += 1;
        }
        self.tokens.push(mac.tokens.clone());
    }
}

/// Writes out the calls of one macro and removes its definition.
struct Expander<'r> {
    name: &'r Ident,
    rules: &'r Rules,
    calls: usize,
    failed: bool,
}

impl Expander<'_> {
    /// What the call `mac` writes, parsed by `parse`, if it calls this
    /// macro (`None` when it calls another).
    fn expansion<T>(
        &mut self,
        mac: &Macro,
        parse: impl FnOnce(TokenStream) -> syn::Result<T>,
    ) -> Option<Option<T>> {
        if called(mac) != Some(self.name) || mac.path.is_ident("macro_rules") {
            return None;
        }
        self.calls += 1;
        // An expansion that calls the macro again (its call built from an
        // argument, `$x!(..)`) would be written out without end.
        let parsed = self
            .rules
            .expand(mac.tokens.clone())
            .filter(|tokens| !calls_in(tokens.clone(), self.name))
            .and_then(|tokens| parse(tokens).ok());
        self.failed |= parsed.is_none();
        Some(parsed)
    }

    /// An impl's or a trait's members with this macro's calls among them
    /// written out (`call` finds a member's call, `parse` reads members).
    fn members<T>(
        &mut self,
        members: Vec<T>,
        call: impl Fn(&T) -> Option<&Macro>,
        parse: impl Fn(TokenStream) -> syn::Result<Vec<T>>,
    ) -> Vec<T> {
        let mut written = Vec::new();
        for member in members {
            match call(&member).and_then(|mac| self.expansion(mac, &parse)) {
                Some(Some(expanded)) => written.extend(expanded),
                Some(None) | None => written.push(member),
            }
        }
        written
    }

    /// The items that stand for `item`: its expansion, nothing for the
    /// definition, or itself.
    fn items(&mut self, item: Item) -> Vec<Item> {
        let Item::Macro(invocation) = &item else {
            return vec![item];
        };
        if is_definition(invocation) {
            return match invocation.ident.as_ref() == Some(self.name) {
                true => Vec::new(),
                false => vec![item],
            };
        }
        match self.expansion(&invocation.mac, syn::parse2::<File>) {
            Some(Some(file)) => file.items,
            Some(None) | None => vec![item],
        }
    }
}

impl VisitMut for Expander<'_> {
    fn visit_file_mut(&mut self, file: &mut File) {
        file.items = std::mem::take(&mut file.items)
            .into_iter()
            .flat_map(|item| self.items(item))
            .collect();
        syn::visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, module: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut module.content {
            *items = std::mem::take(items)
                .into_iter()
                .flat_map(|item| self.items(item))
                .collect();
        }
        syn::visit_mut::visit_item_mod_mut(self, module);
    }

    fn visit_block_mut(&mut self, block: &mut Block) {
        let stmts = std::mem::take(&mut block.stmts);
        let last = stmts.len().saturating_sub(1);
        for (at, stmt) in stmts.into_iter().enumerate() {
            match stmt {
                Stmt::Item(item) => {
                    let items = self.items(item);
                    block.stmts.extend(items.into_iter().map(Stmt::Item));
                }
                Stmt::Macro(invocation) => {
                    let parse = Block::parse_within;
                    match self.expansion(&invocation.mac, |tokens| parse.parse2(tokens)) {
                        Some(Some(mut stmts)) => {
                            // `m!(x);` of an expression is that expression's
                            // statement, unless it is the block's value.
                            if (invocation.semi_token.is_some() || at != last)
                                && let Some(Stmt::Expr(_, semi @ None)) = stmts.last_mut()
                            {
                                *semi = Some(Default::default());
                            }
                            block.stmts.extend(stmts);
                        }
                        Some(None) | None => block.stmts.push(Stmt::Macro(invocation)),
                    }
                }
                stmt => block.stmts.push(stmt),
            }
        }
        syn::visit_mut::visit_block_mut(self, block);
    }

    fn visit_item_impl_mut(&mut self, item: &mut syn::ItemImpl) {
        let parse = |tokens| syn::parse2::<syn::ItemImpl>(quote::quote!(impl S { #tokens }));
        item.items = self.members(
            std::mem::take(&mut item.items),
            |member| match member {
                ImplItem::Macro(invocation) => Some(&invocation.mac),
                _ => None,
            },
            |tokens| parse(tokens).map(|expanded| expanded.items),
        );
        syn::visit_mut::visit_item_impl_mut(self, item);
    }

    fn visit_item_trait_mut(&mut self, item: &mut syn::ItemTrait) {
        let parse = |tokens| syn::parse2::<syn::ItemTrait>(quote::quote!(trait S { #tokens }));
        item.items = self.members(
            std::mem::take(&mut item.items),
            |member| match member {
                TraitItem::Macro(invocation) => Some(&invocation.mac),
                _ => None,
            },
            |tokens| parse(tokens).map(|expanded| expanded.items),
        );
        syn::visit_mut::visit_item_trait_mut(self, item);
    }

    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        if let Expr::Macro(invocation) = expr
            && let Some(Some(expanded)) = self.expansion(&invocation.mac, syn::parse2::<Expr>)
        {
            *expr = expanded;
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }

    fn visit_type_mut(&mut self, ty: &mut Type) {
        if let Type::Macro(invocation) = ty
            && let Some(Some(expanded)) = self.expansion(&invocation.mac, syn::parse2::<Type>)
        {
            *ty = expanded;
        }
        syn::visit_mut::visit_type_mut(self, ty);
    }

    fn visit_pat_mut(&mut self, pat: &mut Pat) {
        let parse = |tokens| Pat::parse_multi_with_leading_vert.parse2(tokens);
        if let Pat::Macro(invocation) = pat
            && let Some(Some(expanded)) = self.expansion(&invocation.mac, parse)
        {
            *pat = expanded;
        }
        syn::visit_mut::visit_pat_mut(self, pat);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expanded(text: &str) -> String {
        super::super::tests::applied_once(text, expandable, expand)
    }

    fn offered(text: &str) -> bool {
        !super::super::tests::offers_none(text, expandable)
    }

    #[test]
    fn a_macro_called_once_is_written_out_there_and_goes() {
        assert_eq!(
            expanded(
                "trait T {}\nmacro_rules! a {\n    ($which:ty => $($t:ty)?) => { $(impl $which for $t {})+ };\n}\na!(T => bool);\n"
            ),
            "trait T {}\nimpl T for bool {}\n"
        );
        // As statements, and as an expression whose precedence it keeps.
        assert_eq!(
            expanded(
                "macro_rules! twice { ($e:expr) => { $e * 2 } }\nfn f() -> i32 { let x = twice!(1 + 1); x }\n"
            ),
            "fn f() -> i32 {\n    let x = (1 + 1) * 2;\n    x\n}\n"
        );
        assert_eq!(
            expanded("macro_rules! m { ($x:ident) => { let $x = 1; drop($x) } }\nfn f() {\n    m!(y);\n}\n"),
            "fn f() {\n    let y = 1;\n    drop(y);\n}\n"
        );
        // In an impl, and as a type.
        assert_eq!(
            expanded("macro_rules! g { () => { fn g() {} } }\nimpl S { g!(); }\n"),
            "impl S {\n    fn g() {}\n}\n"
        );
        assert_eq!(
            expanded("macro_rules! t { () => { u8 } }\nstruct S(t!());\n"),
            "struct S(u8);\n"
        );
    }

    #[test]
    fn a_fragment_keeps_its_place_in_what_is_written() {
        assert_eq!(
            expanded("trait A {}\ntrait B {}\nmacro_rules! m { ($t:ty) => { fn f(x: &$t) {} } }\nm!(dyn A + B);\n"),
            "trait A {}\ntrait B {}\nfn f(x: &(dyn A + B)) {}\n"
        );
        assert_eq!(
            expanded("macro_rules! m { ($e:literal) => { $e.abs() } }\nfn f() -> i32 { m!(-3) }\n"),
            "fn f() -> i32 {\n    (-3).abs()\n}\n"
        );
    }

    #[test]
    fn a_macro_called_more_than_once_is_written_out_at_every_call() {
        assert_eq!(
            expanded("macro_rules! m { ($x:expr) => { f($x) } }\nfn g() { m!(1); m!(2); }\n"),
            "fn g() {\n    f(1);\n    f(2);\n}\n"
        );
        // A macro whose calls another writes: once that one is out.
        let text = "macro_rules! a { ($t:ty) => { fn f(x: $t) {} } }\nmacro_rules! b { ($t:ty) => { impl S { a!($t); } } }\nb!(u8);\n";
        let step = expanded(text);
        assert_eq!(step, "macro_rules! a {\n    ($t:ty) => {\n        fn f(x : $t) {}\n    };\n}\nimpl S {\n    a!(u8);\n}\n");
        assert_eq!(expanded(&step), "impl S {\n    fn f(x: u8) {}\n}\n");
    }

    #[test]
    fn a_macro_recursive_named_in_tokens_not_matching_or_growing_is_not_offered() {
        for text in [
            "macro_rules! m { () => {}; ($x:tt) => { m!() } }\nfn f() { m!(a); }\n",
            "macro_rules! m { () => { 1 } }\nfn f() { vec![m!()]; }\n",
            "macro_rules! m { (a) => { 1 } }\nfn f() { m!(b); }\n",
            "macro_rules! m { () => { 1 } }\n",
            // A macro a function defines: it is not one of a list's items.
            "fn f() {\n    macro_rules! m { () => { 1 } }\n    m!();\n}\n",
            // The expansion does not parse where the call is.
            "macro_rules! m { () => { fn } }\nfn f() { m!(); }\n",
            // A call the expansion builds from an argument.
            "macro_rules! m { ($x:ident) => { 1 + $x!(m) } }\nfn f() -> i32 { m!(m) }\n",
            // A `let` of the macro's would take the call's `x`.
            "macro_rules! m { ($e:expr) => { { let x = 1; $e + x } } }\nfn f() -> i32 { let x = 5; m!(x) }\n",
            // One call of two does not match.
            "macro_rules! m { (a) => { 1 } }\nfn f() { m!(a); m!(b); }\n",
            // The calls write more than twice the file.
            "macro_rules! m { () => { f(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16) } }\nfn f() { m!(); m!(); m!(); m!(); }\n",
        ] {
            assert!(!offered(text), "{text}");
        }
    }
}
