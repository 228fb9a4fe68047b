//! A constant (or a static of plain data) of a file's or a module's
//! items written where it is used, and gone: `const N: usize = 192; const
//! T: [u8; N] = [0; N];` becomes `const T: [u8; 192] = [0; 192];`, as a
//! `let` is inlined among statements (`inline.rs`).
//!
//! A bug report reads the number where the reduction left a name for it,
//! and a compiler's message that quotes the value (`the length is 192`)
//! keeps it either way. A value that reads the same wherever it is
//! written (a literal, a path) is inlined at every use; another only where
//! it is used once. Only the list the constant stands in is rewritten, not
//! the modules inside it, and a name that occurs where the rewrite cannot
//! follow it is not offered (`untraced.rs`: in a macro's tokens, or as a
//! pattern, `N =>`, which would become a binding).

use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{Expr, Ident, Item, StaticMutability};

use super::inline::{inlines, inlines_once, Replace, Uses};
use super::untraced;

/// The indices in `items` of the constants that can be inlined: without
/// generics, used by the list's other items, whose value [`inlines`] (or
/// [`inlines_once`], used once).
pub fn inlinable(items: &[Item]) -> Vec<usize> {
    items
        .iter()
        .enumerate()
        .filter(|&(index, item)| {
            let Some((name, value)) = constant(item) else {
                return false;
            };
            if untraced::in_items(untraced::beside(items, index), name) {
                return false;
            }
            let mut uses = Uses { name, count: 0 };
            untraced::beside(items, index).for_each(|item| uses.visit_item(item));
            match inlines(value) {
                true => uses.count > 0,
                false => uses.count == 1 && inlines_once(value),
            }
        })
        .map(|(index, _)| index)
        .collect()
}

/// Inlines the constant at `index` (one of [`inlinable`]): its uses take
/// its value, and it goes.
pub fn inline(items: &mut Vec<Item>, index: usize) {
    let Some((name, value)) = items.get(index).and_then(constant) else {
        return;
    };
    let (name, value) = (name.clone(), value.clone());
    let mut replace = Replace {
        name: &name,
        value: &value,
    };
    for (at, item) in items.iter_mut().enumerate() {
        if untraced::reached(index, at, item) {
            replace.visit_item_mut(item);
        }
    }
    items.remove(index);
}

/// The name and the value of a constant without generics, or of a static
/// that is not `mut` and holds plain data ([`data`]).
fn constant(item: &Item) -> Option<(&Ident, &Expr)> {
    match item {
        Item::Const(c) if c.generics.params.is_empty() => Some((&c.ident, &c.expr)),
        Item::Static(s) if matches!(s.mutability, StaticMutability::None) && data(&s.expr) => {
            Some((&s.ident, &s.expr))
        }
        _ => None,
    }
}

/// Whether a static's value is plain data (literals in arrays, tuples and
/// references), which reads the same as a constant's wherever it is
/// written: a static of a call (`AtomicUsize::new(0)`) is one place, whose
/// changes every use sees, where its value written at each use would be a
/// new one each time.
fn data(value: &Expr) -> bool {
    match value {
        Expr::Lit(_) => true,
        Expr::Reference(reference) => data(&reference.expr),
        Expr::Array(array) => array.elems.iter().all(data),
        Expr::Tuple(tuple) => tuple.elems.iter().all(data),
        Expr::Repeat(repeat) => data(&repeat.expr),
        Expr::Unary(unary) => data(&unary.expr),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inlined(text: &str) -> String {
        super::super::tests::applied_once(text, inlinable, inline)
    }

    #[test]
    fn a_constant_is_written_where_it_is_used_and_goes() {
        assert_eq!(
            inlined("const N: usize = 192;\nconst T: [u8; N] = [0; N];\nfn f() -> usize { N }\n"),
            "const T: [u8; 192] = [0; 192];\nfn f() -> usize {\n    192\n}\n"
        );
        // A static that is not `mut`, as a constant.
        assert_eq!(
            inlined("static S: &[u8] = &[1; 0];\nfn f() { let c = S; }\n"),
            "fn f() {\n    let c = &[1; 0];\n}\n"
        );
        // A call, where it is used once.
        assert_eq!(
            inlined("const M: u32 = u32::pow(2, 3);\nfn f() -> u32 { M }\n"),
            "fn f() -> u32 {\n    u32::pow(2, 3)\n}\n"
        );
    }

    #[test]
    fn a_constant_in_tokens_a_pattern_or_a_module_shadowed_unused_generic_or_costly_twice_is_not_offered(
    ) {
        for text in [
            "const N: usize = 1;\nfn f() -> usize { vec![N]; N }\n",
            "const N: u8 = 1;\nfn f(x: u8) -> u8 { match x { N => 5, _ => 0 } }\nfn g() -> u8 { N }\n",
            "const N: usize = 4;\nimpl<const N: usize> S<N> { fn f() -> [u8; N] { [0; N] } }\n",
            "const N: usize = 1;\nfn f() {}\n",
            "const M: u32 = u32::pow(2, 3);\nfn f() -> u32 { M + M }\n",
            "const N: usize = 1;\nmod m { use super::N; fn f() -> usize { N } }\n",
            "static mut N: usize = 1;\nfn f() -> usize { unsafe { N } }\n",
            "static C: AtomicUsize = AtomicUsize::new(0);\nfn f() -> usize { C.fetch_add(1, SeqCst) }\n",
        ] {
            assert!(super::super::tests::offers_none(text, inlinable), "{text}");
        }
    }
}
