//! An inherent `impl` block's functions made free functions, in its place:
//! `impl S { fn a() -> u32 {..} }` becomes `fn a() -> u32 {..}`, and `S`
//! may go next. The impl's generics go onto each function. A function that
//! takes `self` or names `Self` no longer compiles so, and the failure then
//! tells the reduction to keep the impl.

use syn::{ImplItem, Item, ItemFn, ItemImpl};

/// The indices, among `items`, of the impls that can be unwrapped: no
/// trait, and nothing but functions in them.
pub fn unwrappable(items: &[Item]) -> Vec<usize> {
    let impls = items.iter().enumerate().filter_map(|(i, item)| match item {
        Item::Impl(block) => Some((i, block)),
        _ => None,
    });
    impls
        .filter(|(_, block)| block.trait_.is_none() && !block.items.is_empty())
        .filter(|(_, block)| block.items.iter().all(|i| matches!(i, ImplItem::Fn(_))))
        .map(|(i, _)| i)
        .collect()
}

/// Replaces the impl at `index` of `items` by its functions.
pub fn unwrap(items: &mut Vec<Item>, index: usize) {
    let Some(Item::Impl(block)) = items.get(index).cloned() else {
        return;
    };
    let free: Vec<Item> = block
        .items
        .iter()
        .filter_map(|item| match item {
            ImplItem::Fn(f) => Some(Item::Fn(free_fn(&block, f))),
            _ => None,
        })
        .collect();
    items.splice(index..=index, free);
}

/// `f` of `block` as a free function, with the impl's generics first.
fn free_fn(block: &ItemImpl, f: &syn::ImplItemFn) -> ItemFn {
    let mut sig = f.sig.clone();
    let own = std::mem::take(&mut sig.generics.params);
    sig.generics.params = block.generics.params.iter().cloned().chain(own).collect();
    if let Some(outer) = &block.generics.where_clause {
        let clause = sig.generics.make_where_clause();
        clause.predicates.extend(outer.predicates.iter().cloned());
    }
    ItemFn {
        attrs: f.attrs.clone(),
        vis: f.vis.clone(),
        sig,
        block: Box::new(f.block.clone()),
    }
}
