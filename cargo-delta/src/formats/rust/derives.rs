//! Derives dropped with the impls they need: `#[derive(Debug)]` on a
//! struct with a field of type `Params` needs `Params: Debug`, so once a
//! cut removes `impl Debug for Params` the derive goes too, not the
//! struct (E0277, "`Params` doesn't implement `Debug`"). A derive of a
//! trait whose supertrait the type lost goes as well (`Eq` once its
//! `PartialEq` derive went), which is how one dropped derive takes those
//! that needed it, round after round (`dependents.rs`).
//!
//! A derive macro's impl needs the trait for every field's type, whatever
//! the trait: std's derives do, and so do the common derive macros. The
//! types are read from the syntax (every name a field's type writes, but
//! `PhantomData`'s arguments, which need nothing); only an impl the file
//! had and lost counts, so a derive of a trait the file never implemented
//! itself is never taken.

use std::collections::BTreeSet;

use syn::visit::Visit;
use syn::{Attribute, Fields, Item};

use super::bounds::{Impls, Lost};
use super::receivers;

/// The `#[default]` marks of an enum's variants go with its `Default`
/// derive (or a `SmartDefault`-like macro's): a mark without its derive
/// is an error of its own, and the derive without its mark another, so a
/// cut of either alone was always refused. Only enums that derived it
/// before the edit lose their marks: a mark the file had alone (the bug,
/// maybe) stays.
#[derive(Clone)]
pub struct DefaultMarks(BTreeSet<String>);

impl DefaultMarks {
    /// The enums of `file` that derive `Default`, before an edit.
    pub fn before(file: &syn::File) -> DefaultMarks {
        struct Enums(BTreeSet<String>);
        impl<'a> Visit<'a> for Enums {
            fn visit_item_enum(&mut self, item: &'a syn::ItemEnum) {
                if derives_default(&item.attrs) {
                    self.0.insert(item.ident.to_string());
                }
            }
        }
        let mut enums = Enums(BTreeSet::new());
        enums.visit_file(file);
        DefaultMarks(enums.0)
    }
}

fn derives_default(attrs: &[Attribute]) -> bool {
    let derived = receivers::derives(attrs);
    derived.iter().any(|name| name.ends_with("Default"))
}

impl syn::visit_mut::VisitMut for DefaultMarks {
    fn visit_item_enum_mut(&mut self, item: &mut syn::ItemEnum) {
        if self.0.contains(&item.ident.to_string()) && !derives_default(&item.attrs) {
            for variant in &mut item.variants {
                variant.attrs.retain(
                    |attr| !matches!(&attr.meta, syn::Meta::Path(p) if p.is_ident("default")),
                );
            }
        }
    }
}

#[cfg(test)]
mod default_marks {
    use super::DefaultMarks;
    use syn::visit_mut::VisitMut;

    #[test]
    fn a_default_derive_cut_takes_the_variants_mark_and_a_mark_alone_stays() {
        let before = syn::parse_quote! {
            #[derive(Clone, Default)] enum E { #[default] A, B }
            enum F { #[default] C }
        };
        let mut after: syn::File = syn::parse_quote! {
            #[derive(Clone)] enum E { #[default] A, B }
            enum F { #[default] C }
        };
        DefaultMarks::before(&before).visit_file_mut(&mut after);
        assert_eq!(
            prettyplease::unparse(&after),
            "#[derive(Clone)]\nenum E {\n    A,\n    B,\n}\nenum F {\n    #[default]\n    C,\n}\n"
        );
    }
}

/// The derived traits of `item` (a struct, an enum, a union) that need an
/// impl `lost` holds: one of a field's type, or a supertrait's of the
/// item itself. `impls`: the file before the cut, whose traits say their
/// supertraits.
pub fn needing(item: &Item, impls: &Impls, lost: &Lost) -> BTreeSet<String> {
    let (attrs, ident, fields): (_, _, Vec<&Fields>) = match item {
        Item::Struct(s) => (&s.attrs, &s.ident, vec![&s.fields]),
        Item::Enum(e) => (
            &e.attrs,
            &e.ident,
            e.variants.iter().map(|v| &v.fields).collect(),
        ),
        Item::Union(u) => (&u.attrs, &u.ident, Vec::new()),
        _ => return BTreeSet::new(),
    };
    let derived = receivers::derives(attrs);
    if derived.is_empty() {
        return derived;
    }
    let mut named = FieldTypes::default();
    for field in fields.into_iter().flatten() {
        named.visit_type(&field.ty);
    }
    if let Item::Union(u) = item {
        u.fields.named.iter().for_each(|f| named.visit_type(&f.ty));
    }
    let ident = ident.to_string();
    derived
        .into_iter()
        .filter(|name| {
            named.0.iter().any(|ty| lost.lacks(name, ty))
                || impls
                    .supertraits(name)
                    .iter()
                    .any(|s| lost.lacks(s, &ident))
        })
        .collect()
}

/// Takes the traits `names` out of the `#[derive(..)]`s among `attrs`; a
/// derive left empty goes whole.
pub fn drop_derives(attrs: &mut Vec<Attribute>, names: &BTreeSet<String>) {
    attrs.retain_mut(|attr| {
        if !attr.path().is_ident("derive") {
            return true;
        }
        let mut kept: Vec<syn::Path> = Vec::new();
        let parsed = attr.parse_nested_meta(|meta| {
            let last = meta.path.segments.last().map(|s| s.ident.to_string());
            if !last.is_some_and(|last| names.contains(&last)) {
                kept.push(meta.path);
            }
            Ok(())
        });
        if parsed.is_err() {
            return true;
        }
        if kept.is_empty() {
            return false;
        }
        *attr = syn::parse_quote!(#[derive(#(#kept),*)]);
        true
    });
}

/// The last names of the paths a type writes (`Vec` and `Params` of
/// `Vec<Params>`), but inside `PhantomData<..>`.
#[derive(Default)]
struct FieldTypes(BTreeSet<String>);

impl<'a> Visit<'a> for FieldTypes {
    fn visit_path(&mut self, path: &'a syn::Path) {
        let Some(last) = path.segments.last() else {
            return;
        };
        self.0.insert(last.ident.to_string());
        if last.ident != "PhantomData" {
            syn::visit::visit_path(self, path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The derives of the item at `asked` that need what cutting the item
    /// at `cut` lost.
    fn needing_after(text: &str, cut: usize, asked: usize) -> BTreeSet<String> {
        let (before, after) = super::super::tests::before_and_after(text, cut);
        let (impls, now) = (Impls::of(&before), Impls::of(&after));
        let asked = asked - usize::from(asked > cut);
        needing(&after.items[asked], &impls, &impls.lost_since(&now))
    }

    fn set(names: &[&str]) -> BTreeSet<String> {
        names.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_derive_needs_its_fields_impl() {
        let debug = "impl core::fmt::Debug for Params {\n    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { Ok(()) }\n}";
        let text = format!("struct Params;\n{debug}\nimpl Clone for Params {{ fn clone(&self) -> Params {{ Params }} }}\n#[derive(Debug, Clone)]\nstruct Action {{ params: Vec<Params> }}\n#[derive(Debug)]\nenum E {{ A(Params), B }}\n#[derive(Debug)]\nstruct Marker(core::marker::PhantomData<Params>);\n");
        assert_eq!(needing_after(&text, 1, 3), set(&["Debug"]));
        assert_eq!(needing_after(&text, 1, 4), set(&["Debug"]));
        assert_eq!(needing_after(&text, 2, 3), set(&["Clone"]));
        // `PhantomData<Params>` is `Debug` whatever `Params` is.
        assert!(needing_after(&text, 1, 5).is_empty());
    }

    #[test]
    fn a_derive_needs_its_supertraits_impl() {
        let text = "#[derive(PartialEq)]\nstruct S;\n#[derive(Debug)]\nstruct T;\nimpl PartialEq for T { fn eq(&self, _: &T) -> bool { true } }\n#[derive(Eq, Debug)]\nstruct U;\nimpl PartialEq for U { fn eq(&self, _: &U) -> bool { true } }\n";
        assert_eq!(needing_after(text, 4, 3), set(&["Eq"]));
        assert!(needing_after(text, 2, 3).is_empty());
    }

    #[test]
    fn a_dropped_derive_leaves_the_others() {
        let mut item: syn::ItemStruct = syn::parse_quote!(
            #[derive(Debug, Clone, Copy)]
            #[allow(dead_code)]
            struct S;
        );
        drop_derives(&mut item.attrs, &set(&["Debug", "Copy"]));
        let printed = quote::quote!(#item).to_string();
        assert_eq!(
            printed,
            "# [derive (Clone)] # [allow (dead_code)] struct S ;"
        );
    }
}
