//! An enum left with one variant made a struct of that variant's fields:
//! `enum E { V(u8) }` becomes `struct E(u8);`, and every `E::V` (`Self::V`
//! in an impl of `E`, `V` where a `use` brought it in) becomes `E`, in
//! expressions and patterns alike; the `use`s of the variant go.
//!
//! The cuts of a reduction often leave an enum with the one variant the
//! bug needs, and neither half of this edit compiles alone: a struct has
//! no `E::V`, and an enum has no `E(..)`. A variant with a discriminant
//! stays (a struct has none), and so does a pattern that was refutable
//! only in name: `if let E::V(a) = x` becomes an irrefutable `if let`,
//! which a lint may make an error, and the candidate is then refused.

use syn::visit_mut::VisitMut;
use syn::{Fields, Ident, Item, ItemEnum, ItemStruct, Path, UseTree};

use super::implemented;

/// A file with at most this many one-variant enums is offered each one
/// made a struct: a choice at the root costs a run in every pass.
const FEW: usize = 8;

/// The enums among `file`'s items that have one variant, without a
/// discriminant, when there are few.
pub fn structable(file: &syn::File) -> Vec<Ident> {
    let enums: Vec<Ident> = (file.items.iter())
        .filter_map(|item| match item {
            Item::Enum(e) if e.variants.len() == 1 && e.variants[0].discriminant.is_none() => {
                Some(e.ident.clone())
            }
            _ => None,
        })
        .collect();
    match enums.len() {
        0..=FEW => enums,
        _ => Vec::new(),
    }
}

/// Makes the one-variant enum `name` of `file` a struct, and its uses
/// the struct's.
pub fn make_struct(file: &mut syn::File, name: &Ident) {
    let Some(index) =
        (file.items.iter()).position(|item| matches!(item, Item::Enum(e) if e.ident == *name))
    else {
        return;
    };
    let Item::Enum(item) = file.items[index].clone() else {
        return;
    };
    let Some(variant) = item.variants.first() else {
        return;
    };
    let variant = variant.ident.clone();
    file.items[index] = Item::Struct(as_struct(item));
    let imported = file.items.iter().any(|item| imports(item, name));
    file.items.retain(|item| !imports(item, name));
    let mut uses = Uses {
        name,
        variant: &variant,
        imported,
        impls: Vec::new(),
    };
    uses.visit_file_mut(file);
}

/// The struct of `item`'s one variant's fields.
fn as_struct(item: ItemEnum) -> ItemStruct {
    let fields = (item.variants.into_iter().next()).map_or(Fields::Unit, |v| v.fields);
    let semi_token = (!matches!(fields, Fields::Named(_))).then(Default::default);
    ItemStruct {
        attrs: item.attrs,
        vis: item.vis,
        struct_token: Default::default(),
        ident: item.ident,
        generics: item.generics,
        fields,
        semi_token,
    }
}

/// Whether `item` is a `use` of what the enum `name` holds (`use E::*;`,
/// `use self::E::V;`).
fn imports(item: &Item, name: &Ident) -> bool {
    fn through(tree: &UseTree, name: &Ident) -> bool {
        match tree {
            UseTree::Path(path) if path.ident == *name => true,
            UseTree::Path(path) if path.ident == "self" || path.ident == "crate" => {
                through(&path.tree, name)
            }
            _ => false,
        }
    }
    matches!(item, Item::Use(used) if through(&used.tree, name))
}

/// Rewrites the paths to the variant as paths to the struct.
struct Uses<'a> {
    name: &'a Ident,
    variant: &'a Ident,
    /// Whether a `use` brought the variant in by its own name.
    imported: bool,
    /// The types of the impls around the visit, innermost last.
    impls: Vec<Option<Ident>>,
}

impl VisitMut for Uses<'_> {
    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        self.impls.push(implemented::self_name(block));
        syn::visit_mut::visit_item_impl_mut(self, block);
        self.impls.pop();
    }

    fn visit_path_mut(&mut self, path: &mut Path) {
        syn::visit_mut::visit_path_mut(self, path);
        let in_own_impl = self.impls.last().and_then(Option::as_ref) == Some(self.name);
        let segments: Vec<&Ident> = path.segments.iter().map(|s| &s.ident).collect();
        match segments.as_slice() {
            [.., before, last]
                if *last == self.variant
                    && (*before == self.name || (*before == "Self" && in_own_impl)) =>
            {
                let last = path.segments.pop().map(|pair| pair.into_value());
                path.segments.pop_punct();
                // `E::V::<T>` keeps its arguments on `E`.
                if let (Some(last), Some(before)) = (last, path.segments.last_mut())
                    && before.arguments.is_none()
                {
                    before.arguments = last.arguments;
                }
            }
            [only] if self.imported && path.leading_colon.is_none() && *only == self.variant => {
                path.segments[0].ident = self.name.clone();
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn made_struct(text: &str) -> String {
        let mut file = syn::parse_file(text).unwrap();
        let enums = structable(&file);
        make_struct(&mut file, &enums[0]);
        prettyplease::unparse(&file)
    }

    #[test]
    fn an_enum_of_one_variant_becomes_a_struct_and_its_uses_the_structs() {
        let text = "enum E { V { a: &'static () } }\nimpl E { fn f(&self) -> Self { let Self::V { a } = self; Self::V { a } } }\nfn g(e: E) -> E { match e { E::V { a } => E::V { a } } }\n";
        assert_eq!(
            made_struct(text),
            "struct E {\n    a: &'static (),\n}\nimpl E {\n    fn f(&self) -> Self {\n        let Self { a } = self;\n        Self { a }\n    }\n}\nfn g(e: E) -> E {\n    match e {\n        E { a } => E { a },\n    }\n}\n"
        );
        let tuple =
            "use E::*;\nenum E { V(u8) }\nfn g() -> E { V(1) }\nfn h(x: E) { let E::V(y) = x; }\n";
        assert_eq!(
            made_struct(tuple),
            "struct E(u8);\nfn g() -> E {\n    E(1)\n}\nfn h(x: E) {\n    let E(y) = x;\n}\n"
        );
    }

    #[test]
    fn an_enum_of_two_variants_or_a_discriminant_is_not_offered() {
        let text = "enum A { X, Y }\nenum B { X = 1 }\nenum C { X }\n";
        let offered = structable(&syn::parse_file(text).unwrap());
        assert_eq!(offered, ["C"]);
    }
}
