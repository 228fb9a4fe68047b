//! The words an item or a binding can lose and still mean much the same:
//! `pub` (and `pub(crate)`...; a struct's or a variant's fields lose it
//! all at once), `unsafe`, `async` and `const` on a
//! function, `mut` on a `let` binding, a `static` or a function's
//! parameters (all of them at once: `fn f(mut a: u8, mut b: u8)`), and the `Trait for`
//! of an impl (a trait impl made inherent: its methods keep their calls,
//! and the trait may go next), and a function's return type with the
//! value its body ends with (which becomes a statement), and a `let`'s
//! binding (its value kept as a statement), and the `#[allow(dead_code)]`
//! of a private item, which becomes `pub` instead. Each that goes is one
//! thing less for the reader of a bug report to wonder about.

use syn::{Expr, ImplItem, Item, Pat, Signature, Stmt, TraitItem, Visibility};

use super::tree::Node;

/// A modifier that can be dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Modifier {
    /// `pub`, `pub(crate)`, `pub(super)`...
    Pub,
    /// `unsafe fn`, `unsafe impl`, `unsafe trait`.
    Unsafe,
    /// `async fn`.
    Async,
    /// `const fn`.
    Const,
    /// `let mut`, `static mut`, `fn f(mut a: u8)`.
    Mut,
    /// `impl Trait for S`: the impl made inherent, `impl S`.
    Trait,
    /// A function's return type, with its body's value made a statement
    /// (`fn f() -> u8 { a + 1 }` to `fn f() { a + 1; }`): either alone is a
    /// type error, so they go together.
    Output,
    /// A `let`'s binding, its value kept as a statement (`let x = f(a);`
    /// to `f(a);`), for a value that matters and a name that does not.
    Binding,
    /// `#[allow(dead_code)]` on a private function, constant, static or
    /// alias, which a cut of its last use put there (`orphans.rs`): the
    /// item made `pub` instead, one word where the attribute is six
    /// tokens, and as used to rustc. (A `#![deny(missing_docs)]` refuses
    /// it.) Never `pub` without the attribute: that would undo [`Pub`].
    ///
    /// [`Pub`]: Modifier::Pub
    Allowed,
}

const ALL: [Modifier; 9] = [
    Modifier::Pub,
    Modifier::Unsafe,
    Modifier::Async,
    Modifier::Const,
    Modifier::Mut,
    Modifier::Trait,
    Modifier::Output,
    Modifier::Binding,
    Modifier::Allowed,
];

/// The modifiers `node` has, in [`ALL`]'s order.
pub fn present(node: &mut Node<'_>) -> Vec<Modifier> {
    ALL.into_iter()
        .filter(|&modifier| apply(node, modifier, false))
        .collect()
}

/// Drops `modifier` from `node`, if it has it.
pub fn drop(node: &mut Node<'_>, modifier: Modifier) {
    apply(node, modifier, true);
}

/// Whether `node` has `modifier`; drops it when `drop` is set.
fn apply(node: &mut Node<'_>, modifier: Modifier, drop: bool) -> bool {
    if modifier == Modifier::Trait {
        return match node {
            Node::Item(Item::Impl(block)) => {
                let has = take(&mut block.trait_, drop);
                if has && drop {
                    inline_associated_types(block);
                }
                has
            }
            _ => false,
        };
    }
    if let Node::Fields(fields) = node {
        return modifier == Modifier::Pub && take_field_pubs(fields, drop);
    }
    if modifier == Modifier::Binding {
        return match node {
            Node::Stmt(stmt) => take_binding(stmt, drop),
            _ => false,
        };
    }
    if modifier == Modifier::Mut
        && let Node::Stmt(Stmt::Local(local)) = node
        && plain_binding(&mut local.pat).is_none()
    {
        return take_pattern_muts(&mut local.pat, drop);
    }
    if modifier == Modifier::Allowed {
        return match node {
            Node::Item(item) => export_instead(item, drop),
            _ => false,
        };
    }
    if modifier == Modifier::Output {
        return match node {
            Node::Item(Item::Fn(f)) => take_output(&mut f.sig, &mut f.block, drop),
            Node::ImplItem(ImplItem::Fn(f)) => take_output(&mut f.sig, &mut f.block, drop),
            _ => false,
        };
    }
    let (vis, sig, unsafety, mutability): (Option<&mut Visibility>, _, _, _) = match node {
        Node::Item(item) => match &mut **item {
            Item::Fn(f) => (Some(&mut f.vis), Some(&mut f.sig), None, None),
            Item::Struct(s) => (Some(&mut s.vis), None, None, None),
            Item::Enum(e) => (Some(&mut e.vis), None, None, None),
            Item::Union(u) => (Some(&mut u.vis), None, None, None),
            Item::Trait(t) => (Some(&mut t.vis), None, Some(&mut t.unsafety), None),
            Item::Impl(i) => (None, None, Some(&mut i.unsafety), None),
            Item::Type(t) => (Some(&mut t.vis), None, None, None),
            Item::Const(c) => (Some(&mut c.vis), None, None, None),
            Item::Static(s) => (
                Some(&mut s.vis),
                None,
                None,
                Some(StaticMut::Static(&mut s.mutability)),
            ),
            Item::Mod(m) => (Some(&mut m.vis), None, None, None),
            Item::Use(u) => (Some(&mut u.vis), None, None, None),
            _ => (None, None, None, None),
        },
        Node::ImplItem(item) => match &mut **item {
            ImplItem::Fn(f) => (Some(&mut f.vis), Some(&mut f.sig), None, None),
            ImplItem::Const(c) => (Some(&mut c.vis), None, None, None),
            ImplItem::Type(t) => (Some(&mut t.vis), None, None, None),
            _ => (None, None, None, None),
        },
        Node::TraitItem(TraitItem::Fn(f)) => (None, Some(&mut f.sig), None, None),
        Node::Stmt(Stmt::Local(local)) => {
            let binding = plain_binding(&mut local.pat);
            let mutability = binding.map(|ident| StaticMut::Let(&mut ident.mutability));
            (None, None, None, mutability)
        }
        _ => (None, None, None, None),
    };
    match modifier {
        Modifier::Pub => vis.is_some_and(|vis| {
            let has = !matches!(vis, Visibility::Inherited);
            if has && drop {
                *vis = Visibility::Inherited;
            }
            has
        }),
        Modifier::Unsafe => match (sig, unsafety) {
            (Some(sig), _) => take(&mut sig.unsafety, drop),
            (None, Some(unsafety)) => take(unsafety, drop),
            _ => false,
        },
        Modifier::Async => sig.is_some_and(|sig: &mut Signature| take(&mut sig.asyncness, drop)),
        Modifier::Const => sig.is_some_and(|sig: &mut Signature| take(&mut sig.constness, drop)),
        Modifier::Trait | Modifier::Output | Modifier::Binding | Modifier::Allowed => false,
        Modifier::Mut => match mutability {
            Some(StaticMut::Let(m)) => take(m, drop),
            Some(StaticMut::Static(m)) => {
                let has = matches!(m, syn::StaticMutability::Mut(_));
                if has && drop {
                    *m = syn::StaticMutability::None;
                }
                has
            }
            None => sig.is_some_and(|sig| take_param_muts(sig, drop)),
        },
    }
}

/// The binding `pat` is, if it is one name (`x`, `mut x: u8`).
fn plain_binding(pat: &mut Pat) -> Option<&mut syn::PatIdent> {
    match pat {
        Pat::Ident(ident) => Some(ident),
        Pat::Type(typed) => match &mut *typed.pat {
            Pat::Ident(ident) => Some(ident),
            _ => None,
        },
        _ => None,
    }
}

/// Whether a name that `pat` binds is bound `mut` (`let (mut a, mut b) =
/// ..`); takes every such `mut` out when `drop` is set, at once, as a
/// function's parameters' are.
fn take_pattern_muts(pat: &mut Pat, drop: bool) -> bool {
    struct Muts {
        drop: bool,
        has: bool,
    }
    impl syn::visit_mut::VisitMut for Muts {
        fn visit_pat_ident_mut(&mut self, ident: &mut syn::PatIdent) {
            self.has |= take(&mut ident.mutability, self.drop);
            syn::visit_mut::visit_pat_ident_mut(self, ident);
        }
    }
    let mut muts = Muts { drop, has: false };
    syn::visit_mut::VisitMut::visit_pat_mut(&mut muts, pat);
    muts.has
}

/// Whether a parameter of `sig` is bound `mut`; takes every such `mut`
/// out when `drop` is set.
fn take_param_muts(sig: &mut Signature, drop: bool) -> bool {
    let mut has = false;
    for input in sig.inputs.iter_mut() {
        if let syn::FnArg::Typed(typed) = input
            && let Pat::Ident(ident) = &mut *typed.pat
        {
            has |= take(&mut ident.mutability, drop);
        }
    }
    has
}

/// Whether `item` is private and allowed unused (`#[allow(dead_code)]`
/// alone); makes it `pub` without the attribute when `drop` is set.
fn export_instead(item: &mut Item, drop: bool) -> bool {
    let (vis, attrs) = match item {
        Item::Fn(f) => (&mut f.vis, &mut f.attrs),
        Item::Const(c) => (&mut c.vis, &mut c.attrs),
        Item::Static(s) => (&mut s.vis, &mut s.attrs),
        Item::Type(t) => (&mut t.vis, &mut t.attrs),
        _ => return false,
    };
    let allows_dead_code = |attr: &syn::Attribute| {
        attr.path().is_ident("allow")
            && attr
                .meta
                .require_list()
                .is_ok_and(|list| list.tokens.to_string() == "dead_code")
    };
    let Some(at) = attrs.iter().position(allows_dead_code) else {
        return false;
    };
    if !matches!(vis, Visibility::Inherited) {
        return false;
    }
    if drop {
        attrs.remove(at);
        *vis = Visibility::Public(Default::default());
    }
    true
}

/// Whether `sig` has a return type; takes it out when `drop` is set, and
/// makes the value `body` ends with, if any, a statement.
fn take_output(sig: &mut Signature, body: &mut syn::Block, drop: bool) -> bool {
    let has = matches!(sig.output, syn::ReturnType::Type(..));
    if has && drop {
        sig.output = syn::ReturnType::Default;
        match body.stmts.last_mut() {
            Some(Stmt::Expr(Expr::Loop(_), _)) => {} // of every type
            Some(Stmt::Expr(_, semi @ None)) => *semi = Some(Default::default()),
            _ => {}
        }
    }
    has
}

/// Whether a field of `fields` is `pub` (or `pub(crate)`...); makes every
/// one private at once when `drop` is set: one choice per struct or
/// variant, not one per field.
fn take_field_pubs(fields: &mut syn::Fields, drop: bool) -> bool {
    let mut has = false;
    for field in fields.iter_mut() {
        if !matches!(field.vis, Visibility::Inherited) {
            has = true;
            if drop {
                field.vis = Visibility::Inherited;
            }
        }
    }
    has
}

/// In an impl made inherent, which cannot have associated types (on
/// stable Rust), each one goes and `Self::Name` becomes its type: `impl
/// FromStr for P { type Err = E; fn from_str(..) -> Result<P, Self::Err> }`
/// keeps its method as `-> Result<P, E>`.
fn inline_associated_types(block: &mut syn::ItemImpl) {
    struct Inline(Vec<(syn::Ident, syn::Type)>);
    impl syn::visit_mut::VisitMut for Inline {
        fn visit_type_mut(&mut self, ty: &mut syn::Type) {
            if let syn::Type::Path(path) = ty
                && path.qself.is_none()
                && let [first, second] = path.path.segments.iter().collect::<Vec<_>>()[..]
                && first.ident == "Self"
                && first.arguments.is_none()
                && second.arguments.is_none()
                && let Some((_, value)) = self.0.iter().find(|(name, _)| *name == second.ident)
            {
                *ty = value.clone();
                return;
            }
            syn::visit_mut::visit_type_mut(self, ty);
        }
    }
    let mut types = Vec::new();
    block.items.retain(|item| match item {
        ImplItem::Type(ty) if ty.generics.params.is_empty() => {
            types.push((ty.ident.clone(), ty.ty.clone()));
            false
        }
        _ => true,
    });
    let mut inline = Inline(types);
    for item in &mut block.items {
        syn::visit_mut::VisitMut::visit_impl_item_mut(&mut inline, item);
    }
}

/// Whether `stmt` is a `let` with a value and no `else`; makes it that
/// value as a statement when `drop` is set.
fn take_binding(stmt: &mut Stmt, drop: bool) -> bool {
    let Stmt::Local(syn::Local {
        init: Some(init), ..
    }) = stmt
    else {
        return false;
    };
    if init.diverge.is_some() {
        return false;
    }
    if drop {
        let value = (*init.expr).clone();
        *stmt = Stmt::Expr(value, Some(Default::default()));
    }
    true
}

/// Where a `mut` is: a binding's, or a `static`'s (another type in `syn`).
enum StaticMut<'a> {
    Let(&'a mut Option<syn::Token![mut]>),
    Static(&'a mut syn::StaticMutability),
}

/// Whether the optional keyword is there; takes it out when `drop` is set.
fn take<T>(keyword: &mut Option<T>, drop: bool) -> bool {
    let has = keyword.is_some();
    if drop {
        *keyword = None;
    }
    has
}
