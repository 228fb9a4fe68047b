//! An array literal cut with the length its type gives it: `const S: [u64;
//! 24] = [0, 0, x, ..];` loses elements as `const S: [u64; 1] = [x];`.
//!
//! A constant's (an associated one's too), a static's or a `let`'s type
//! fixes its array's length,
//! so without this no element of such an array goes, and the reduction
//! kept every one (keccak's held-out E0080: a table of 24 constants, 62
//! tokens, where 15 do). The length is written again after a cut of the
//! elements, where the type's length is a number that the literal had.

use syn::{Expr, Item, Lit, Pat, Stmt, Type};

use super::tree::Node;

/// The array type and the array literal of a constant, a static or a
/// typed `let` whose value is one.
fn typed_array<'a>(node: &'a mut Node<'_>) -> Option<(&'a mut Expr, &'a mut Expr)> {
    let (ty, value) = match node {
        Node::Item(Item::Const(c)) => (&mut *c.ty, &mut *c.expr),
        Node::Item(Item::Static(s)) => (&mut *s.ty, &mut *s.expr),
        Node::ImplItem(syn::ImplItem::Const(c)) => (&mut c.ty, &mut c.expr),
        Node::Stmt(Stmt::Local(local)) => {
            let Pat::Type(typed) = &mut local.pat else {
                return None;
            };
            (&mut *typed.ty, &mut *local.init.as_mut()?.expr)
        }
        _ => return None,
    };
    let (Type::Array(array), Expr::Array(_)) = (ty, &*value) else {
        return None;
    };
    Some((&mut array.len, value))
}

/// Where the item or the `let` is whose array literal's elements are at
/// `path`, if its type gives the literal's length: a cut of them writes
/// the length again ([`refit`]).
pub fn sized(file: &mut syn::File, path: &[usize]) -> Option<Vec<usize>> {
    if !matches!(Node::File(file).at(path)?, Node::Elements(_)) {
        return None;
    }
    let owner = &path[..path.len().checked_sub(2)?];
    let mut node = Node::File(file).at(owner)?;
    let (len, Expr::Array(array)) = typed_array(&mut node)? else {
        return None;
    };
    (number(len) == Some(array.elems.len())).then(|| owner.to_vec())
}

/// Writes the array type's length of `node` (found by [`sized`]) as its
/// literal's element count.
pub fn refit(mut node: Node<'_>) {
    if let Some((len, Expr::Array(array))) = typed_array(&mut node) {
        let count = proc_macro2::Literal::usize_unsuffixed(array.elems.len());
        *len = syn::parse_quote!(#count);
    }
}

/// The value of an integer literal.
fn number(expr: &Expr) -> Option<usize> {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: Lit::Int(int), ..
        }) => int.base10_parse().ok(),
        _ => None,
    }
}
