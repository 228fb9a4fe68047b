//! Statements and loops restated in another form that no cut reaches:
//! an `if` as its condition (`if f() {}` as `f();`), a `let`'s value as
//! `()` (`let mut c = a;` as `let mut c = ();`), and, for a loop over a
//! range made its body, the pattern bound to the range's start.

use syn::{parse_quote, Expr, Stmt};

use super::tree::Node;

/// A statement to stand in the place of the node's, if it is one that
/// no cut or hoist simplifies in place:
/// - an `if` without `else` or a `while` (not `if let`, not `while let`)
///   as its condition, a statement of its own: `if f(x) {}` becomes
///   `f(x);`. The statement's value is `()`, which the condition's
///   (`bool`) is not: in its place, as a hoist gives it, it makes a
///   block's value of the wrong type;
/// - a `let` of a name without a type, whose value is not a literal (which has a
///   simplest one) nor `()` already, with `()` for its value: `let mut c
///   = a;` becomes `let mut c = ();`, and `a` can go, where the binding
///   is what the failure needs (a lint on it, a borrow of it).
pub fn restated(node: &Node<'_>) -> Option<Stmt> {
    match node {
        Node::Stmt(Stmt::Expr(Expr::If(e), _)) if e.else_branch.is_none() => alone(&e.cond),
        Node::Stmt(Stmt::Expr(Expr::While(e), _)) => alone(&e.cond),
        Node::Stmt(Stmt::Local(local)) => of_unit(local),
        _ => None,
    }
}

/// `condition;`, unless it holds a `let` (of `if let`, or a chain `a &&
/// let ..`), which stands only in a condition.
fn alone(condition: &Expr) -> Option<Stmt> {
    let statement = Stmt::Expr(condition.clone(), Some(Default::default()));
    (!holds_let(condition)).then_some(statement)
}

fn holds_let(condition: &Expr) -> bool {
    match condition {
        Expr::Let(_) => true,
        Expr::Binary(b) => holds_let(&b.left) || holds_let(&b.right),
        Expr::Paren(p) => holds_let(&p.expr),
        _ => false,
    }
}

/// `local` with `()` for its value, if it binds a name (or `_`: a
/// pattern that takes the value apart never matches `()`), without a
/// type, and has a value to replace.
fn of_unit(local: &syn::Local) -> Option<Stmt> {
    let init = local.init.as_ref().filter(|init| init.diverge.is_none())?;
    let simple = matches!(&*init.expr, Expr::Lit(_))
        || matches!(&*init.expr, Expr::Tuple(t) if t.elems.is_empty());
    let named = matches!(local.pat, syn::Pat::Ident(_) | syn::Pat::Wild(_));
    if simple || !named {
        return None;
    }
    let mut local = local.clone();
    local.init = Some(syn::LocalInit {
        eq_token: init.eq_token,
        expr: Box::new(parse_quote!(())),
        diverge: None,
    });
    Some(Stmt::Local(local))
}

/// For a `for` loop over a range with a start (`for i in 0..n`), its
/// pattern bound to the start (`let i = 0;`), for its body to stand in
/// its place: the body alone would name what the loop bound. Any other
/// loop's body stands alone.
pub fn first_of_range(expr: &Expr) -> Option<Stmt> {
    let Expr::ForLoop(lp) = expr else {
        return None;
    };
    let Expr::Range(syn::ExprRange {
        start: Some(start), ..
    }) = &*lp.expr
    else {
        return None;
    };
    let pat = &lp.pat;
    (!matches!(&**pat, syn::Pat::Wild(_))).then(|| parse_quote!(let #pat = #start;))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn restated_text(stmt: &str) -> Option<String> {
        let mut stmt: Stmt = syn::parse_str(stmt).unwrap();
        let restated = restated(&Node::Stmt(&mut stmt))?;
        Some(quote::ToTokens::to_token_stream(&restated).to_string())
    }

    #[test]
    fn a_condition_stands_alone_and_a_named_lets_value_becomes_unit() {
        assert_eq!(restated_text("if g() {}").as_deref(), Some("g () ;"));
        assert_eq!(restated_text("if g() {};").as_deref(), Some("g () ;"));
        assert_eq!(
            restated_text("while a && b {}").as_deref(),
            Some("a && b ;")
        );
        assert_eq!(
            restated_text("let mut c = a;").as_deref(),
            Some("let mut c = () ;")
        );
        assert_eq!(restated_text("let _ = a;").as_deref(), Some("let _ = () ;"));
        for unchanged in [
            "if let Some(x) = y {}",
            "if a && let Some(x) = y {}",
            "if g() {} else {}",
            "let (a, b) = c;",
            "let c: u8 = a;",
            "let c = 1;",
        ] {
            assert_eq!(restated_text(unchanged), None, "{unchanged}");
        }
    }

    #[test]
    fn an_ifs_condition_is_no_value_in_its_place() {
        // Its condition is a statement of its own (above), not a hoist.
        let mut branch: Expr = parse_quote!(if g() {});
        assert_eq!(super::super::moves::count(Node::Expr(&mut branch)), 0);
    }
}
