//! Every function body of the file as one sequence at its root, searched
//! before anything else: a body cut is a body replaced by `loop {}`, which
//! has every return type.
//!
//! The walk reaches a function's own body choices only when it reaches
//! that function, after everything before it in the file: a 512-token
//! table in a macro, read by a function further down that the failure did
//! not need, cost mime's held-out case 520 runs of token cuts before that
//! function's body went. Searched as one sequence first (as C-Reduce's
//! first passes blank function bodies), the bodies the failure needs are
//! found in a few runs per body kept, and what only the others used is cut
//! with the file's items, whole.

use delta_test::Subset;
use syn::visit_mut::VisitMut;
use syn::{parse_quote, Block};

use super::moves::is_trivial;

/// How many bodies in `file` can be cut: those not as small as
/// `loop {}` already, outside other bodies (a function declared in a body
/// goes with it).
pub fn count(file: &mut syn::File) -> usize {
    let mut bodies = Bodies {
        next: 0,
        kept: None,
    };
    bodies.visit_file_mut(file);
    bodies.next
}

/// `file` with each body [`count`] counts replaced by `loop {}`, but those
/// in `kept`.
pub fn keep(file: &mut syn::File, kept: &Subset) {
    let mut bodies = Bodies {
        next: 0,
        kept: Some(kept),
    };
    bodies.visit_file_mut(file);
}

/// Numbers the bodies that can be cut, in the order of the file, and cuts
/// those not kept.
struct Bodies<'a> {
    next: usize,
    kept: Option<&'a Subset>,
}

impl Bodies<'_> {
    fn body(&mut self, sig: &syn::Signature, block: &mut Block) {
        if is_trivial(block) || returns_opaque(sig) {
            return;
        }
        if self.kept.is_some_and(|kept| !kept.contains(self.next)) {
            *block = parse_quote!({ loop {} });
        }
        self.next += 1;
    }
}

impl VisitMut for Bodies<'_> {
    fn visit_item_fn_mut(&mut self, item: &mut syn::ItemFn) {
        self.body(&item.sig, &mut item.block);
    }

    fn visit_impl_item_fn_mut(&mut self, item: &mut syn::ImplItemFn) {
        self.body(&item.sig, &mut item.block);
    }

    fn visit_trait_item_fn_mut(&mut self, item: &mut syn::TraitItemFn) {
        if let Some(block) = &mut item.default {
            self.body(&item.sig, block);
        }
    }

    // Bodies in items only: not those of closures, nor of functions inside
    // an expression (a `const` block's).
    fn visit_expr_mut(&mut self, _: &mut syn::Expr) {}
}

/// Whether `sig` returns an `impl Trait`: a body of `loop {}` gives it
/// no type but `()`, which seldom has the trait (`()` is not `Display`: a
/// new error at each use, nine in anstyle's case, for the search to find
/// and keep one by one).
fn returns_opaque(sig: &syn::Signature) -> bool {
    struct Opaque(bool);
    impl<'ast> syn::visit::Visit<'ast> for Opaque {
        fn visit_type_impl_trait(&mut self, _: &'ast syn::TypeImplTrait) {
            self.0 = true;
        }
    }
    let mut opaque = Opaque(false);
    syn::visit::Visit::visit_return_type(&mut opaque, &sig.output);
    opaque.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn printed(file: &syn::File) -> String {
        prettyplease::unparse(file)
    }

    #[test]
    fn bodies_of_functions_methods_and_provided_methods_are_numbered_in_order() {
        let text = "fn a() -> u32 { 1 }\nfn b() { loop {} }\nmod m {\n    pub fn c(x: u8) { drop(x); }\n}\nstruct S;\nimpl S {\n    fn d(&self) -> bool { let f = || { true }; f() }\n}\ntrait T {\n    fn e(&self) {}\n    fn g(&self) -> u8 { 0 }\n    fn h(&self);\n}\nconst K: u8 = { fn inner() -> u8 { 2 } inner() };\n";
        let mut file = syn::parse_file(text).unwrap();
        // a, c, d and T::g: b's and e's are as small already, h has none,
        // and `inner` is in an expression.
        assert_eq!(count(&mut file), 4);
        keep(&mut file, &Subset::from_indices([1, 3]));
        let cut = printed(&file);
        assert!(cut.contains("fn a() -> u32 {\n    loop {}\n}"), "{cut}");
        assert!(cut.contains("pub fn c(x: u8) {\n        drop(x);"), "{cut}");
        assert!(
            cut.contains("fn d(&self) -> bool {\n        loop {}\n    }"),
            "{cut}"
        );
        assert!(
            cut.contains("fn g(&self) -> u8 {\n        0\n    }"),
            "{cut}"
        );
        assert!(
            cut.contains("fn inner() -> u8 {\n        2\n    }"),
            "{cut}"
        );
        // The kept ones are what is left to number.
        assert_eq!(count(&mut file), 2);
    }

    #[test]
    fn a_body_that_gives_an_impl_trait_its_type_is_no_part() {
        let text = "fn a() -> impl std::fmt::Display { 1 }\nfn b() -> Option<impl Iterator<Item = u8>> { None::<std::iter::Empty<u8>> }\nfn c(x: impl Copy) -> u8 { 1 }\n";
        let mut file = syn::parse_file(text).unwrap();
        // `c` only takes one.
        assert_eq!(count(&mut file), 1);
    }
}
