//! A trait method's signature is not changed alone: its parameters,
//! generics, where clause, and the types in them, in a trait or in a
//! trait impl, are left as they are. A change to one side only makes the
//! impl disagree with its trait, whatever the change: a return type made
//! `()` in the trait (E0053, "method has an incompatible type for
//! trait"), a generic parameter dropped in the impl (E0049), `self`
//! dropped in the trait (E0185), a parameter dropped (E0050); so the
//! guard refused every such candidate (crate-unarray: 19 of 80 runs
//! refused for E0053, 9 for E0049). A trait's method that no impl in
//! the file defines keeps its moves. The method can still go whole, from
//! the trait with its implementations (`implemented.rs`), its signature
//! change on every side at once (`joint.rs`), and its body be cut; free
//! functions and inherent methods keep every move. A trait impl's method
//! loses no `unsafe`, `async` or `const` alone (E0053 again; `const fn`
//! is no trait impl's method at all).

use syn::visit::Visit;
use syn::{ImplItem, Item, TraitItem};

use super::tree::Node;

/// What a node along a path is, as far as this module asks.
enum Kind {
    /// A part of a signature: a type, parameters, generics, bounds.
    Part,
    /// A method of a trait, by name.
    TraitMethod(String),
    /// A method of an impl.
    ImplMethod,
    /// A trait impl.
    TraitImpl,
    Other,
}

/// Whether the node at `path` is a part of the signature of a trait's
/// method or of a trait impl's method (or inside one), or a trait impl's
/// method (whose qualifiers are not dropped alone either): its places
/// are not offered.
pub fn locked(file: &mut syn::File, path: &[usize]) -> bool {
    let mut kind = |n: usize| match Node::File(file).at(&path[..n]) {
        Some(
            Node::Type(_)
            | Node::Inputs(_)
            | Node::TypeList(_)
            | Node::Params(_)
            | Node::Predicates(_)
            | Node::Bounds(_),
        ) => Kind::Part,
        Some(Node::TraitItem(TraitItem::Fn(f))) => Kind::TraitMethod(f.sig.ident.to_string()),
        Some(Node::ImplItem(ImplItem::Fn(_))) => Kind::ImplMethod,
        Some(Node::Item(Item::Impl(block))) if block.trait_.is_some() => Kind::TraitImpl,
        _ => Kind::Other,
    };
    match kind(path.len()) {
        Kind::Part => {}
        // A trait impl's method: its `unsafe`, `async`, `const` alone.
        Kind::ImplMethod => {
            return path.len() >= 2 && matches!(kind(path.len() - 2), Kind::TraitImpl)
        }
        _ => return false,
    }
    let mut up = path.len() - 1;
    loop {
        match kind(up) {
            Kind::Part if up > 0 => up -= 1,
            Kind::TraitMethod(name) => return implemented(file, &name),
            // The impl item's list, then the impl.
            Kind::ImplMethod => return up >= 2 && matches!(kind(up - 2), Kind::TraitImpl),
            _ => return false,
        }
    }
}

/// Whether a trait impl of `file` defines a method called `name`: a
/// trait's method no impl defines (or one with a default body no impl
/// overrides) can change alone.
fn implemented(file: &syn::File, name: &str) -> bool {
    struct Impls<'n>(&'n str, bool);
    impl<'a> Visit<'a> for Impls<'_> {
        fn visit_item_impl(&mut self, block: &'a syn::ItemImpl) {
            let defines =
                |item: &ImplItem| matches!(item, ImplItem::Fn(f) if f.sig.ident == self.0);
            self.1 |= block.trait_.is_some() && block.items.iter().any(defines);
            syn::visit::visit_item_impl(self, block);
        }
    }
    let mut impls = Impls(name, false);
    impls.visit_file(file);
    impls.1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The paths of every signature part in `text` (any depth), and
    /// whether each is locked, as `(locked, printed)` pairs.
    fn parts(text: &str) -> Vec<(bool, String)> {
        let mut file = syn::parse_file(text).unwrap();
        let mut found = Vec::new();
        let mut stack = vec![Vec::new()];
        while let Some(path) = stack.pop() {
            let Some(node) = Node::File(&mut file).at(&path) else {
                continue;
            };
            let printed = match &node {
                Node::Type(_) | Node::Inputs(_) | Node::Params(_) => Some(kind_name(&node)),
                _ => None,
            };
            let steps = node.steps();
            if let Some(printed) = printed {
                found.push((locked(&mut file, &path), printed));
            }
            for step in steps {
                stack.push([path.clone(), vec![step]].concat());
            }
        }
        found
    }

    fn kind_name(node: &Node<'_>) -> String {
        match node {
            Node::Type(_) => "type",
            Node::Inputs(_) => "inputs",
            _ => "params",
        }
        .to_string()
    }

    #[test]
    fn a_trait_methods_signature_is_locked_in_the_trait_and_its_impls() {
        let trait_and_impl = "trait Tr {\n    fn m<S>(self, s: S) -> Option<S>;\n}\nimpl Tr for u8 {\n    fn m<S>(self, s: S) -> Option<S> {\n        None\n    }\n}\n";
        let found = parts(trait_and_impl);
        assert!(!found.is_empty());
        assert!(found.iter().all(|(locked, _)| *locked), "{found:?}");
        let free = "struct X;\nimpl X {\n    fn m<S>(self, s: S) -> Option<S> {\n        let v: Option<S> = None;\n        v\n    }\n}\nfn f<S>(s: S) -> Option<S> {\n    None\n}\ntrait Tr {\n    fn d(&self) -> u8 {\n        let v: Option<u8> = None;\n        0\n    }\n}\n";
        let found = parts(free);
        assert!(!found.is_empty());
        assert!(found.iter().all(|(locked, _)| !*locked), "{found:?}");
    }
}
