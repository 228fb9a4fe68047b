//! A trait's items cut with their implementations: a method cut from
//! `trait Tr { fn a(&self); fn b(&self); }` goes from every `impl Tr for
//! X` of the file too.
//!
//! Alone, neither cut compiles: an impl that implements a method its
//! trait does not have is an error (E0407), and so is one that leaves out
//! a method the trait requires (E0046). So a reduced file kept every
//! method a trait and its impls shared, with the signature the bug never
//! needed, each one twice. A provided method that no impl overrides goes
//! as before.
//!
//! Impls are known by the trait's name (the last segment of the path
//! after `impl`): another trait of the same name loses the items too, and
//! the compiler's error then refuses the cut.

use delta_test::Subset;
use syn::visit_mut::VisitMut;
use syn::{Ident, ImplItem, Item, ItemImpl, TraitItem};

use super::tree::Node;

/// The items a cut removes from the impls of their trait.
pub struct Cut {
    /// The trait's name.
    trait_name: Ident,
    /// The names of the items that go.
    names: Vec<Ident>,
}

/// What a cut of the trait items at `path` in `file` removes from the
/// trait's impls, if `path` leads to a trait's items and some go; asked
/// before the cut, since it names the items that go.
pub fn cut(file: &mut syn::File, path: &[usize], kept: &Subset) -> Option<Cut> {
    let [parent @ .., _] = path else {
        return None;
    };
    let names: Vec<Ident> = match Node::File(file).at(path)? {
        Node::TraitItems(items) => items
            .iter()
            .enumerate()
            .filter(|(i, _)| !kept.contains(*i))
            .filter_map(|(_, item)| trait_item_name(item))
            .collect(),
        _ => return None,
    };
    if names.is_empty() {
        return None;
    }
    match Node::File(file).at(parent)? {
        Node::Item(Item::Trait(t)) => Some(Cut {
            trait_name: t.ident.clone(),
            names,
        }),
        _ => None,
    }
}

/// Removes the items `cut` names from every impl of their trait in `file`.
pub fn remove_implementations(file: &mut syn::File, cut: &Cut) {
    Impls { cut }.visit_file_mut(file);
}

/// Removes the items named `names` from the trait `trait_name` where
/// `items` defines it, and from every impl of it in `items`.
pub fn remove_from_trait(items: &mut [Item], trait_name: &Ident, names: Vec<Ident>) {
    let cut = Cut {
        trait_name: trait_name.clone(),
        names,
    };
    for item in items {
        if let Item::Trait(t) = item
            && t.ident == cut.trait_name
        {
            t.items
                .retain(|inner| !trait_item_name(inner).is_some_and(|n| cut.names.contains(&n)));
        }
        Impls { cut: &cut }.visit_item_mut(item);
    }
}

/// Whether `items` defines a trait named `name`.
pub fn defines(items: &[Item], name: &Ident) -> bool {
    items
        .iter()
        .any(|item| matches!(item, Item::Trait(t) if t.ident == *name))
}

/// The name of the trait an impl implements (its path's last segment).
pub fn implemented_trait(block: &ItemImpl) -> Option<&Ident> {
    block
        .trait_
        .as_ref()
        .and_then(|(_, path, _)| path.segments.last())
        .map(|last| &last.ident)
}

/// The name of the type an impl is for (its path's last segment): what
/// `Self` is inside it, as the format knows types, by name.
pub fn self_name(block: &ItemImpl) -> Option<Ident> {
    match &*block.self_ty {
        syn::Type::Path(p) if p.qself.is_none() => p.path.segments.last().map(|s| s.ident.clone()),
        _ => None,
    }
}

fn trait_item_name(item: &TraitItem) -> Option<Ident> {
    match item {
        TraitItem::Fn(f) => Some(f.sig.ident.clone()),
        TraitItem::Const(c) => Some(c.ident.clone()),
        TraitItem::Type(t) => Some(t.ident.clone()),
        _ => None,
    }
}

fn impl_item_name(item: &ImplItem) -> Option<&Ident> {
    match item {
        ImplItem::Fn(f) => Some(&f.sig.ident),
        ImplItem::Const(c) => Some(&c.ident),
        ImplItem::Type(t) => Some(&t.ident),
        _ => None,
    }
}

/// Cuts the items from the impls of the trait, wherever they are.
struct Impls<'a> {
    cut: &'a Cut,
}

impl VisitMut for Impls<'_> {
    fn visit_item_impl_mut(&mut self, block: &mut ItemImpl) {
        if implemented_trait(block) == Some(&self.cut.trait_name) {
            block
                .items
                .retain(|item| !impl_item_name(item).is_some_and(|n| self.cut.names.contains(n)));
        }
        syn::visit_mut::visit_item_impl_mut(self, block);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut_from_trait(text: &str, path: &[usize], kept: &[usize]) -> String {
        let mut file = syn::parse_file(text).unwrap();
        let kept = Subset::from_indices(kept.iter().copied());
        let cut = cut(&mut file, path, &kept).expect("trait items go");
        Node::File(&mut file).at(path).unwrap().keep(&kept);
        remove_implementations(&mut file, &cut);
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_trait_item_goes_from_the_trait_and_from_its_impls() {
        let text = "trait Tr { fn a(&self); const C: u8; fn b(&self) {} }\nimpl Tr for S { fn a(&self) {} const C: u8 = 1; }\nimpl<T> m::Tr for W<T> { fn a(&self) {} fn b(&self) {} }\nimpl Other for S { fn a(&self) {} }\nimpl S { fn a(&self) {} }\n";
        // The file's items (0), the trait (0), its items (after its
        // attributes, parameters, predicates and bounds: 4).
        let path = [0, 0, 4];
        assert_eq!(
            cut_from_trait(text, &path, &[1]),
            "trait Tr {\n    const C: u8;\n}\nimpl Tr for S {\n    const C: u8 = 1;\n}\nimpl<T> m::Tr for W<T> {}\nimpl Other for S {\n    fn a(&self) {}\n}\nimpl S {\n    fn a(&self) {}\n}\n"
        );
    }

    #[test]
    fn other_lists_are_not_trait_items() {
        let mut file = syn::parse_file("impl Tr for S { fn a(&self) {} }").unwrap();
        // The impl's items: after its attributes, parameters and predicates.
        assert!(cut(&mut file, &[0, 0, 3], &Subset::from_indices([])).is_none());
    }
}
