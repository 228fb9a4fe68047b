//! The simpler values a node can be replaced by, simplest first: a
//! function's body by `loop {}` or `todo!()` (which type-check whatever
//! the function returns), an expression by one of the expressions inside
//! it (hoisting: `f(a + b)` can become `a + b`, then `a`).

use syn::{parse_quote, Block, Expr};

use super::tree::Node;

/// How many simpler values the node at hand has.
pub fn count(node: Node<'_>) -> usize {
    match node {
        Node::Body(block) => bodies(block).len(),
        Node::Expr(expr) => hoists(expr).len(),
        _ => 0,
    }
}

/// Replaces the node by its simpler value number `to` (below [`count`]);
/// any other number leaves it as it is.
pub fn choose(node: Node<'_>, to: usize) {
    match node {
        Node::Body(block) => {
            if let Some(body) = bodies(block).into_iter().nth(to) {
                *block = body;
            }
        }
        Node::Expr(expr) => {
            if let Some(inner) = hoists(expr).into_iter().nth(to).cloned() {
                *expr = inner;
            }
        }
        _ => {}
    }
}

/// The bodies that can replace `block`: `{ loop {} }`, then `{ todo!() }`,
/// none for a body that is as small already.
fn bodies(block: &Block) -> Vec<Block> {
    if is_trivial(block) {
        return Vec::new();
    }
    let looping: Block = parse_quote!({ loop {} });
    let todo: Block = parse_quote!({ todo!() });
    vec![looping, todo]
}

/// Whether a block is `{}`, `{ loop {} }` or `{ todo!() }` already.
fn is_trivial(block: &Block) -> bool {
    match block.stmts.as_slice() {
        [] => true,
        [syn::Stmt::Expr(Expr::Loop(l), _)] => l.body.stmts.is_empty(),
        [syn::Stmt::Macro(m)] => m.mac.path.is_ident("todo"),
        [syn::Stmt::Expr(Expr::Macro(m), _)] => m.mac.path.is_ident("todo"),
        _ => false,
    }
}

/// The expressions directly inside `expr` that can stand in its place: all
/// but `let` conditions (which are only valid in an `if` or `while`), and
/// for a `match`, its scrutinee and then each arm's value.
fn hoists(expr: &mut Expr) -> Vec<&Expr> {
    if let Expr::Match(m) = expr {
        let arms = m.arms.iter().map(|arm| &*arm.body);
        return std::iter::once(&*m.expr).chain(arms).collect();
    }
    Node::Expr(expr)
        .children()
        .into_iter()
        .filter_map(|node| match node {
            Node::Expr(inner) if !matches!(inner, Expr::Let(_)) => Some(&*inner),
            _ => None,
        })
        .collect()
}
