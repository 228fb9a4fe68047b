//! The names a Rust file defines: its items, fields, variants, generic
//! parameters and bindings. A compiler's message quotes them, and a
//! reduction that renames them or cuts others must still be known as the
//! same failure, so they are masked in it.

use std::collections::BTreeSet;

use syn::visit::Visit;

/// The names `source` defines; none when it does not parse as Rust. The
/// tree is the one the format keeps for the text, if it has it: a run's
/// candidate is parsed once, not once to size it and once for its names.
pub fn defined(source: &[u8]) -> BTreeSet<String> {
    let names = std::str::from_utf8(source)
        .ok()
        .and_then(|text| super::with_parsed(text, |file| in_order(file).into_iter().collect()));
    names.unwrap_or_default()
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
}
