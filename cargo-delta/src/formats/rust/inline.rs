//! A `let` of a block's statements inlined (or such a `const`): the
//! statements after it that use the name take the value, and the `let`
//! goes (`let e = c; d * e` to `d * c`, `let n = v.len(); for i in 0..n`
//! to `for i in 0..v.len()`). A bug report reads one name where the
//! reduction left two; cut alone, the `let` was refused (its name
//! unresolved), and the uses, kept for the bug, held it.
//!
//! A value that is a name, a field of one or a literal is inlined at
//! every use: each reads the same value. Any other (a call, a reference,
//! an operation) only where it is used once, so that nothing that runs or
//! costs is written twice; not a block, a closure, an `if` or a `match`,
//! which a bug report reads better named. A `mut`
//! binding is left, and the statements from one that binds the name
//! again on are not touched.

use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};
use syn::{Expr, Ident, Pat, Stmt};

use super::together;
use super::untraced;

/// The `let`s (and constants) of `stmts` that can be inlined: of a plain
/// name that later statements use, not where the rewrite cannot follow
/// it (`untraced.rs`), with a value that reads the same at every use
/// ([`inlines`]) or, used once, one that may stand there
/// ([`inlines_once`]).
pub fn inlinable(stmts: &[Stmt]) -> Vec<usize> {
    (0..stmts.len())
        .filter(|&at| {
            binding(&stmts[at]).is_some_and(|(name, value)| {
                let scope = scope(&stmts[at + 1..], name);
                if untraced::in_stmts(scope, name) {
                    return false;
                }
                let mut uses = Uses { name, count: 0 };
                scope.iter().for_each(|stmt| uses.visit_stmt(stmt));
                match inlines(value) {
                    true => uses.count > 0,
                    false => uses.count == 1 && !stands_bare(&stmts[at + 1..], name),
                }
            })
        })
        .collect()
}

/// Inlines the `let` at `at` (one of [`inlinable`]): its uses take its
/// value, and it goes.
pub fn inline(stmts: &mut Vec<Stmt>, at: usize) {
    let Some((name, value)) = binding(&stmts[at]).map(|(n, v)| (n.clone(), v.clone())) else {
        return;
    };
    let end = at + 1 + scope(&stmts[at + 1..], &name).len();
    let mut replace = Replace {
        name: &name,
        value: &value,
    };
    for stmt in &mut stmts[at + 1..end] {
        replace.visit_stmt_mut(stmt);
    }
    stmts.remove(at);
}

/// The name a `let` binds and its value, for a `let` of a plain name
/// (not `mut`, not `ref`) whose value is one that [`inlines_once`]; or a
/// constant's, declared among the statements.
fn binding(stmt: &Stmt) -> Option<(&Ident, &Expr)> {
    if let Stmt::Item(syn::Item::Const(constant)) = stmt {
        let plain = constant.generics.params.is_empty() && inlines_once(&constant.expr);
        return plain.then_some((&constant.ident, &*constant.expr));
    }
    let Stmt::Local(local) = stmt else {
        return None;
    };
    let init = local.init.as_ref().filter(|init| init.diverge.is_none())?;
    let Pat::Ident(pat) = &local.pat else {
        return None;
    };
    let plain = pat.by_ref.is_none() && pat.mutability.is_none() && pat.subpat.is_none();
    (plain && inlines_once(&init.expr)).then_some((&pat.ident, &*init.expr))
}

/// Whether `value` may be written where its name is used once: any value
/// but a block, a closure or one that holds statements (`if`, `match`, a
/// loop), which a bug report reads better named. The printer puts the
/// parentheses an operation needs where it goes (`let e = a + b; e.f()`
/// becomes `(a + b).f()`).
pub(super) fn inlines_once(value: &Expr) -> bool {
    !super::block_like(value) && !matches!(value, Expr::Closure(_) | Expr::Async(_))
}

/// Whether `name` stands alone as one of `stmts` (`x;`, or the block's
/// value `x`): a call's result kept by name and given back after other
/// statements (`let out = g(c); drop(c); out`). Written there, the call
/// would be the block's value itself, its type fixed by what the block
/// must give, where the `let` leaves it free for later moves to replace.
fn stands_bare(stmts: &[Stmt], name: &Ident) -> bool {
    stmts
        .iter()
        .any(|stmt| matches!(stmt, Stmt::Expr(expr, _) if is_name(expr, name)))
}

/// Whether `value` reads the same wherever it is written: a literal, a
/// path, a field of one. Such a value is inlined at every use; another
/// only where it has one use, so that nothing that runs or costs is
/// written twice.
pub(super) fn inlines(value: &Expr) -> bool {
    match value {
        Expr::Lit(_) => true,
        Expr::Path(path) => path.qself.is_none(),
        Expr::Field(field) => inlines(&field.base),
        _ => false,
    }
}

/// The statements of `after` before the first that binds `name` again.
fn scope<'s>(after: &'s [Stmt], name: &Ident) -> &'s [Stmt] {
    let rebinds = |stmt: &Stmt| match stmt {
        Stmt::Local(local) => together::binds(&local.pat, name),
        _ => false,
    };
    let end = after.iter().position(rebinds).unwrap_or(after.len());
    &after[..end]
}

/// Whether `expr` is `name` alone, as a value.
fn is_name(expr: &Expr, name: &Ident) -> bool {
    matches!(expr, Expr::Path(path) if path.qself.is_none() && path.path.is_ident(name))
}

/// Counts the uses of a name as a value.
pub(super) struct Uses<'n> {
    pub name: &'n Ident,
    pub count: usize,
}

impl<'a> Visit<'a> for Uses<'_> {
    fn visit_expr(&mut self, expr: &'a Expr) {
        if is_name(expr, self.name) {
            self.count += 1;
        }
        visit::visit_expr(self, expr);
    }
}

/// Writes a value where its name was used.
pub(super) struct Replace<'a> {
    pub name: &'a Ident,
    pub value: &'a Expr,
}

impl VisitMut for Replace<'_> {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        if is_name(expr, self.name) {
            *expr = self.value.clone();
            return;
        }
        visit_mut::visit_expr_mut(self, expr);
    }

    /// `S { e }` names the field `e`: it becomes `S { e: c }`.
    fn visit_field_value_mut(&mut self, field: &mut syn::FieldValue) {
        if field.colon_token.is_none() && is_name(&field.expr, self.name) {
            field.colon_token = Some(Default::default());
        }
        visit_mut::visit_field_value_mut(self, field);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inlined(body: &str, at: usize) -> String {
        let block: syn::Block = syn::parse_str(&format!("{{ {body} }}")).unwrap();
        let mut stmts = block.stmts;
        assert!(inlinable(&stmts).contains(&at), "{body}");
        inline(&mut stmts, at);
        let block = syn::Block {
            brace_token: Default::default(),
            stmts,
        };
        quote::ToTokens::to_token_stream(&block).to_string()
    }

    #[test]
    fn a_let_of_a_name_or_a_field_is_inlined_where_it_is_used() {
        assert_eq!(inlined("let e = c; d * e", 0), "{ d * c }");
        assert_eq!(
            inlined("let n = self.len; f(n, n);", 0),
            "{ f (self . len , self . len) ; }"
        );
        assert_eq!(inlined("let x = 1; S { x }", 0), "{ S { x : 1 } }");
        assert_eq!(
            inlined("const S: u32 = 19; const T: u32 = 0 << S * 2;", 0),
            "{ const T : u32 = 0 << 19 * 2 ; }"
        );
        // Up to where the name is bound again.
        assert_eq!(
            inlined("let e = c; f(e); let e = 2; g(e);", 0),
            "{ f (c) ; let e = 2 ; g (e) ; }"
        );
    }

    #[test]
    fn a_let_of_a_call_is_inlined_where_it_is_used_once() {
        assert_eq!(
            inlined("let n = v.len(); for i in 0..n { f(i) }", 0),
            "{ for i in 0 .. v . len () { f (i) } }"
        );
        assert_eq!(inlined("let x = a[i]?; x.g()", 0), "{ a [i] ? . g () }");
        // With the parentheses its place needs.
        assert_eq!(
            inlined("let e = &mut a[0]; e.g()", 0),
            "{ (& mut a [0]) . g () }"
        );
    }

    #[test]
    fn a_let_of_a_call_used_twice_a_closure_a_mut_or_an_unused_name_is_not() {
        for body in [
            "let e = f(); g(e, e);",
            "let e = || 1; e();",
            "let e = if c { 1 } else { 2 }; g(e);",
            "let e = f(); g(); e",
            "let e = f(); g(e); println!(\"{e}\");",
            "let e = c; match x { Some(e) => g(e), None => {} }",
            "let mut e = c; g(e);",
            "let e = c; g();",
            "let (a, b) = c; g(a);",
        ] {
            let block: syn::Block = syn::parse_str(&format!("{{ {body} }}")).unwrap();
            assert_eq!(inlinable(&block.stmts), Vec::<usize>::new(), "{body}");
        }
    }
}
