//! A function's parameters cut with their arguments at its calls in the
//! file: `fn f(a: u8, b: u8)` and `f(1, 2)` become `fn f(a: u8)` and
//! `f(1)`. Calls are known by the function's name (a call of another
//! function of that name loses the arguments too, and the compiler's error
//! then refuses the cut).

use delta_test::Subset;
use syn::visit_mut::VisitMut;
use syn::{Expr, FnArg, ImplItem, Item, Signature, TraitItem};

use super::tree::Node;

/// The function whose parameters are cut: its name, and whether it takes
/// `self` (then a method call's arguments start at its second parameter).
pub struct Callee {
    name: syn::Ident,
    method: bool,
}

/// The function the node is, if it is one.
pub fn callee(node: Node<'_>) -> Option<Callee> {
    let sig: &Signature = match node {
        Node::Item(Item::Fn(f)) => &f.sig,
        Node::ImplItem(ImplItem::Fn(f)) => &f.sig,
        Node::TraitItem(TraitItem::Fn(f)) => &f.sig,
        _ => return None,
    };
    Some(Callee {
        name: sig.ident.clone(),
        method: matches!(sig.inputs.first(), Some(FnArg::Receiver(_))),
    })
}

/// Keeps, at every call of `callee` in `file`, the arguments of the
/// parameters in `kept` (numbered as the parameters were).
pub fn retain_arguments(file: &mut syn::File, callee: &Callee, kept: &Subset) {
    Calls { callee, kept }.visit_file_mut(file);
}

struct Calls<'a> {
    callee: &'a Callee,
    kept: &'a Subset,
}

impl VisitMut for Calls<'_> {
    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        syn::visit_mut::visit_expr_mut(self, expr);
        match expr {
            // `f(a, b)`, `S::f(a, b)`, `S::m(&s, a)`: one argument per
            // parameter, the receiver's included.
            Expr::Call(call) => {
                let named = match &*call.func {
                    Expr::Path(path) => path.path.segments.last().map(|s| &s.ident),
                    _ => None,
                };
                if named == Some(&self.callee.name) {
                    retain(&mut call.args, |i| self.kept.contains(i));
                }
            }
            // `s.m(a)`: the receiver is the method's first parameter.
            Expr::MethodCall(call) if self.callee.method && call.method == self.callee.name => {
                retain(&mut call.args, |i| self.kept.contains(i + 1));
            }
            _ => {}
        }
    }
}

fn retain(
    args: &mut syn::punctuated::Punctuated<Expr, syn::Token![,]>,
    keep: impl Fn(usize) -> bool,
) {
    let all = std::mem::take(args).into_iter().enumerate();
    *args = all.filter(|(i, _)| keep(*i)).map(|(_, arg)| arg).collect();
}
