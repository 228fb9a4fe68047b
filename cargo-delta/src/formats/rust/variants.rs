//! An enum's variants cut with the `match` arms that name them: cutting
//! `T` from `enum S { T, U }` takes `S::T => ..` from every `match` (and
//! `S::T` from an arm's `S::T | S::U`).
//!
//! Alone, neither cut compiles: an arm naming a variant that is gone is
//! E0599, and a `match` that lost an arm of a variant still there is
//! E0004. So without this a reduced file kept every variant some `match`
//! named, with its arm.
//!
//! Variants are known by name, as elsewhere in the format: `S::T`,
//! `Self::T` in an impl of `S`, and `T` alone (after a `use S::*`), in
//! patterns only; a variant of another enum of the same name loses its
//! arms too, and the compiler's error then refuses the cut.

use delta_test::Subset;
use syn::visit_mut::VisitMut;
use syn::{Ident, Item, Pat, Path};

use super::implemented;
use super::tree::Node;

/// The variants a cut removes, and their enum.
pub struct Cut {
    within: Ident,
    gone: Vec<Ident>,
}

/// What a cut of the variants at `path` in `file` removes, if `path` leads
/// to an enum's variants; asked before the cut.
pub fn cut(file: &mut syn::File, path: &[usize], kept: &Subset) -> Option<Cut> {
    let [parent @ .., _] = path else {
        return None;
    };
    let Node::Variants(variants) = Node::File(file).at(path)? else {
        return None;
    };
    let gone: Vec<Ident> = (variants.iter().enumerate())
        .filter(|(i, _)| !kept.contains(*i))
        .map(|(_, v)| v.ident.clone())
        .collect();
    let Node::Item(Item::Enum(e)) = Node::File(file).at(parent)? else {
        return None;
    };
    (!gone.is_empty()).then(|| Cut {
        within: e.ident.clone(),
        gone,
    })
}

/// Removes the arms (or the cases of an arm's `|`) that name a variant
/// `cut` removed, from every `match` of `file`.
pub fn remove_arms(file: &mut syn::File, cut: &Cut) {
    Arms {
        cut,
        impls: Vec::new(),
    }
    .visit_file_mut(file);
}

struct Arms<'a> {
    cut: &'a Cut,
    /// The types of the impls around the visit, innermost last: what
    /// `Self` is.
    impls: Vec<Option<Ident>>,
}

impl Arms<'_> {
    /// Whether `path` names a variant that went.
    fn names(&self, path: &Path) -> bool {
        let this = self.impls.last().and_then(Option::as_ref);
        let segments: Vec<&Ident> = path.segments.iter().map(|s| &s.ident).collect();
        let gone = |name: &Ident| self.cut.gone.contains(name);
        match segments.as_slice() {
            [variant] => gone(variant),
            [.., owner, variant] => {
                gone(variant)
                    && (*owner == &self.cut.within
                        || (*owner == "Self" && this == Some(&self.cut.within)))
            }
            [] => false,
        }
    }

    /// Whether `pat` names a variant that went (at its top, or inside
    /// references, boxes and parentheses).
    fn matches_gone(&self, pat: &Pat) -> bool {
        match pat {
            Pat::Path(p) => p.qself.is_none() && self.names(&p.path),
            Pat::TupleStruct(p) => p.qself.is_none() && self.names(&p.path),
            Pat::Struct(p) => p.qself.is_none() && self.names(&p.path),
            Pat::Ident(p) => p.subpat.is_none() && self.cut.gone.contains(&p.ident),
            Pat::Reference(p) => self.matches_gone(&p.pat),
            Pat::Paren(p) => self.matches_gone(&p.pat),
            _ => false,
        }
    }
}

impl VisitMut for Arms<'_> {
    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        self.impls.push(implemented::self_name(block));
        syn::visit_mut::visit_item_impl_mut(self, block);
        self.impls.pop();
    }

    fn visit_expr_match_mut(&mut self, node: &mut syn::ExprMatch) {
        node.arms.retain_mut(|arm| match &mut arm.pat {
            Pat::Or(or) => {
                let cases = std::mem::take(&mut or.cases);
                or.cases = cases
                    .into_iter()
                    .filter(|c| !self.matches_gone(c))
                    .collect();
                !or.cases.is_empty()
            }
            pat => !self.matches_gone(pat),
        });
        syn::visit_mut::visit_expr_match_mut(self, node);
    }
}

#[cfg(test)]
mod tests {
    use super::super::Source;
    use delta_test::{Reduce, Subset};

    #[test]
    fn a_variant_cut_takes_the_arms_that_name_it() {
        let text = "enum S { T, U(u8), V }\nimpl S { fn f(&self) -> u8 { match self { Self::T | Self::V => 0, S::U(n) => *n } } }\nfn g(s: S) { match s { S::T => {} _ => {} } match &s { &S::V => {} S::T | S::U(_) => {} } }\n";
        let file = Source::parse(text).unwrap();
        // The enum's variants are at [0, 0, 3] (after its attributes, its
        // generic parameters and its where clause); keep `U` alone.
        let cut = file.keep(&[0, 0, 3], &Subset::from_indices([1]));
        assert_eq!(
            cut.text(),
            "enum S {\n    U(u8),\n}\nimpl S {\n    fn f(&self) -> u8 {\n        match self {\n            S::U(n) => *n,\n        }\n    }\n}\nfn g(s: S) {\n    match s {\n        _ => {}\n    }\n    match &s {\n        S::U(_) => {}\n    }\n}\n"
        );
    }
}
