//! The names a Rust file defines: its items, fields, variants, generic
//! parameters and bindings. A compiler's message quotes them, and a
//! reduction that renames them or cuts others must still be known as the
//! same failure, so they are masked in it.

use std::cell::RefCell;
use std::collections::{BTreeSet, VecDeque};
use std::sync::Arc;

use syn::visit::Visit;

/// How many printed trees a thread keeps for their names.
const PRINTED_KEPT: usize = 4;

thread_local! {
    /// The trees this thread last printed candidates from, newest last,
    /// with their texts.
    static PRINTED: RefCell<VecDeque<(Arc<str>, syn::File)>> = const { RefCell::new(VecDeque::new()) };
}

/// Keeps `file`, which printed as `text`, for the names of a run of it:
/// a candidate is run right after it is made, and its names are then the
/// tree's, with no parse of the text (a sixth of a run's own time). A
/// tree printed and parsed back can differ in shape (parentheses, braces
/// of a `use` group), never in the names it defines.
pub fn printed(text: Arc<str>, file: syn::File) {
    PRINTED.with(|printed| {
        let mut printed = printed.borrow_mut();
        if printed.len() == PRINTED_KEPT {
            printed.pop_front();
        }
        printed.push_back((text, file));
    });
}

/// The names `source` defines; none when it does not parse as Rust. The
/// tree is the one it was printed from ([`printed`]), else the one the
/// format keeps for the text, if it has it: a run's candidate is parsed
/// at most once.
pub fn defined(source: &[u8]) -> BTreeSet<String> {
    let Ok(text) = std::str::from_utf8(source) else {
        return BTreeSet::new();
    };
    let names = |file: &syn::File| in_order(file).into_iter().collect();
    let from_print = PRINTED.with(|printed| {
        let printed = printed.borrow();
        let found = printed.iter().rev().find(|(printed, _)| **printed == *text);
        found.map(|(_, file)| names(file))
    });
    from_print
        .or_else(|| super::with_parsed(text, names))
        .unwrap_or_default()
}

/// The names `file` defines, each once, in the order they are defined (a
/// lifetime with its `'`).
pub fn in_order(file: &syn::File) -> Vec<String> {
    let mut names = Names::default();
    names.visit_file(file);
    names.order
}

#[derive(Default)]
struct Names {
    order: Vec<String>,
    seen: BTreeSet<String>,
}

impl Names {
    fn add(&mut self, ident: &syn::Ident) {
        self.insert(ident.to_string());
    }

    fn insert(&mut self, name: String) {
        if self.seen.insert(name.clone()) {
            self.order.push(name);
        }
    }
}

impl<'ast> Visit<'ast> for Names {
    fn visit_signature(&mut self, node: &'ast syn::Signature) {
        self.add(&node.ident);
        syn::visit::visit_signature(self, node);
    }
    fn visit_item_struct(&mut self, node: &'ast syn::ItemStruct) {
        self.add(&node.ident);
        syn::visit::visit_item_struct(self, node);
    }
    fn visit_item_enum(&mut self, node: &'ast syn::ItemEnum) {
        self.add(&node.ident);
        syn::visit::visit_item_enum(self, node);
    }
    fn visit_item_union(&mut self, node: &'ast syn::ItemUnion) {
        self.add(&node.ident);
        syn::visit::visit_item_union(self, node);
    }
    fn visit_item_trait(&mut self, node: &'ast syn::ItemTrait) {
        self.add(&node.ident);
        syn::visit::visit_item_trait(self, node);
    }
    fn visit_item_type(&mut self, node: &'ast syn::ItemType) {
        self.add(&node.ident);
        syn::visit::visit_item_type(self, node);
    }
    fn visit_item_const(&mut self, node: &'ast syn::ItemConst) {
        self.add(&node.ident);
        syn::visit::visit_item_const(self, node);
    }
    fn visit_item_static(&mut self, node: &'ast syn::ItemStatic) {
        self.add(&node.ident);
        syn::visit::visit_item_static(self, node);
    }
    fn visit_item_mod(&mut self, node: &'ast syn::ItemMod) {
        self.add(&node.ident);
        syn::visit::visit_item_mod(self, node);
    }
    fn visit_item_macro(&mut self, node: &'ast syn::ItemMacro) {
        if let Some(ident) = &node.ident {
            self.add(ident);
        }
        syn::visit::visit_item_macro(self, node);
    }
    fn visit_variant(&mut self, node: &'ast syn::Variant) {
        self.add(&node.ident);
        syn::visit::visit_variant(self, node);
    }
    fn visit_field(&mut self, node: &'ast syn::Field) {
        if let Some(ident) = &node.ident {
            self.add(ident);
        }
        syn::visit::visit_field(self, node);
    }
    fn visit_impl_item_const(&mut self, node: &'ast syn::ImplItemConst) {
        self.add(&node.ident);
        syn::visit::visit_impl_item_const(self, node);
    }
    fn visit_impl_item_type(&mut self, node: &'ast syn::ImplItemType) {
        self.add(&node.ident);
        syn::visit::visit_impl_item_type(self, node);
    }
    fn visit_trait_item_const(&mut self, node: &'ast syn::TraitItemConst) {
        self.add(&node.ident);
        syn::visit::visit_trait_item_const(self, node);
    }
    fn visit_trait_item_type(&mut self, node: &'ast syn::TraitItemType) {
        self.add(&node.ident);
        syn::visit::visit_trait_item_type(self, node);
    }
    fn visit_type_param(&mut self, node: &'ast syn::TypeParam) {
        self.add(&node.ident);
        syn::visit::visit_type_param(self, node);
    }
    fn visit_const_param(&mut self, node: &'ast syn::ConstParam) {
        self.add(&node.ident);
        syn::visit::visit_const_param(self, node);
    }
    fn visit_lifetime_param(&mut self, node: &'ast syn::LifetimeParam) {
        self.insert(format!("'{}", node.lifetime.ident));
        syn::visit::visit_lifetime_param(self, node);
    }
    fn visit_pat_ident(&mut self, node: &'ast syn::PatIdent) {
        self.add(&node.ident);
        syn::visit::visit_pat_ident(self, node);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_a_file_defines_and_not_those_it_uses() {
        let source = b"struct Point<T> { x: T }\nenum E { A(u8) }\nfn area<'a>(p: &'a Point<u32>) -> u32 { let s = p.x; s }\n";
        let names: Vec<String> = defined(source).into_iter().collect();
        assert_eq!(names, ["'a", "A", "E", "Point", "T", "area", "p", "s", "x"]);
        assert!(defined(b"fn (").is_empty());
    }

    #[test]
    fn a_printed_candidates_names_are_its_trees_without_a_parse() {
        // A text whose tree is known answers from that tree: here one made
        // to differ from the text, to tell which was read.
        let text = "fn printed() {}\n";
        printed(
            Arc::from(text),
            syn::parse_quote!(
                struct Tree;
            ),
        );
        assert_eq!(
            defined(text.as_bytes()),
            BTreeSet::from(["Tree".to_string()])
        );
        let other = "fn other() {}\n";
        assert_eq!(
            defined(other.as_bytes()),
            BTreeSet::from(["other".to_string()])
        );
    }
}
