//! A struct's (or a variant's) constructions and patterns kept consistent
//! with its fields: a field cut from `struct S { a: u8, b: u8 }` goes from
//! every `S { a: 1, b: 2 }` and `S { a, .. }` too (and a tuple struct's from
//! every `S(1, 2)` and `S(x, y)`); and a struct left without fields made a
//! unit struct, `struct S {}` or `struct S();` becoming `struct S;`, its
//! `S {}` and `S()` becoming `S`.
//!
//! Alone, neither edit compiles: a construction that names a field the
//! struct no longer has is an error, and so are `S()` of a unit struct and
//! `S` of a braced one. So without them a reduced file kept every field
//! some construction named, and `struct S {}` with its `S {}`s.
//!
//! Uses are known by name (a path ending in `S`, `Self` in an impl of
//! `S`; for a variant `V` of `E`: `V`, `E::V`, `Self::V` in an impl of
//! `E`): another item of the same name loses the fields too, and the
//! compiler's error then refuses the cut.

use delta_test::Subset;
use syn::visit_mut::VisitMut;
use syn::{Expr, Fields, Ident, Item, Member, Pat, Path};

use super::implemented;
use super::tree::Node;

/// A file with at most this many field-less structs and variants is
/// offered each one made a unit: a choice costs a run in every pass.
const FEW: usize = 8;

/// What constructions and patterns name: a struct, or a variant of an
/// enum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Owner {
    /// The struct's or the variant's name.
    name: Ident,
    /// The variant's enum; `None` for a struct.
    within: Option<Ident>,
}

/// The fields a cut removes from the uses of their owner.
pub struct Cut {
    owner: Owner,
    gone: Gone,
}

/// Which fields went.
enum Gone {
    /// Named fields, by name.
    Named(Vec<Ident>),
    /// Of `of` positional fields, all but those in the subset.
    Positional { of: usize, kept: Subset },
}

/// What a cut of the fields at `path` in `file` removes from their uses,
/// if `path` leads to a struct's or a variant's fields; asked before the
/// cut, since it names the fields that go.
pub fn cut(file: &mut syn::File, path: &[usize], kept: &Subset) -> Option<Cut> {
    let (parent, enum_path) = match path {
        [rest @ .., _] => (rest, rest.len().checked_sub(2).map(|n| &rest[..n])),
        [] => return None,
    };
    let gone = match Node::File(file).at(path)? {
        Node::Fields(Fields::Named(fields)) => {
            let names = fields.named.iter().enumerate();
            let gone = names.filter(|(i, _)| !kept.contains(*i));
            Gone::Named(gone.filter_map(|(_, f)| f.ident.clone()).collect())
        }
        Node::Fields(Fields::Unnamed(fields)) => Gone::Positional {
            of: fields.unnamed.len(),
            kept: kept.clone(),
        },
        _ => return None,
    };
    let owner = match Node::File(file).at(parent)? {
        Node::Item(Item::Struct(s)) => Owner {
            name: s.ident.clone(),
            within: None,
        },
        Node::Variant(variant) => {
            let name = variant.ident.clone();
            match Node::File(file).at(enum_path?)? {
                Node::Item(Item::Enum(e)) => Owner {
                    name,
                    within: Some(e.ident.clone()),
                },
                _ => return None,
            }
        }
        _ => return None,
    };
    Some(Cut { owner, gone })
}

impl Cut {
    /// The named fields `gone` of the struct `name`, cut.
    pub fn named(name: Ident, gone: Vec<Ident>) -> Cut {
        Cut {
            owner: Owner { name, within: None },
            gone: Gone::Named(gone),
        }
    }
}

/// Removes the fields `cut` names from every construction and pattern of
/// their owner in `file`.
pub fn remove_fields(file: &mut syn::File, cut: &Cut) {
    let mut uses = Uses {
        owner: &cut.owner,
        impls: Vec::new(),
        edit: Edit::Fields(&cut.gone),
    };
    uses.visit_file_mut(file);
}

/// The structs and variants of `file` that have no fields but braces or
/// parentheses, each once, in order, when there are few.
pub fn unitable(file: &syn::File) -> Vec<Owner> {
    let mut found = Vec::new();
    collect(&file.items, &mut found);
    if found.len() > FEW {
        found.clear();
    }
    found
}

fn collect(items: &[Item], found: &mut Vec<Owner>) {
    for item in items {
        let owners: Vec<Owner> = match item {
            Item::Struct(s) if empty(&s.fields) => vec![Owner {
                name: s.ident.clone(),
                within: None,
            }],
            Item::Enum(e) => e
                .variants
                .iter()
                .filter(|v| empty(&v.fields))
                .map(|v| Owner {
                    name: v.ident.clone(),
                    within: Some(e.ident.clone()),
                })
                .collect(),
            Item::Mod(syn::ItemMod {
                content: Some((_, inner)),
                ..
            }) => {
                collect(inner, found);
                Vec::new()
            }
            _ => Vec::new(),
        };
        for owner in owners {
            if !found.contains(&owner) {
                found.push(owner);
            }
        }
    }
}

/// Whether `fields` are `{}` or `()`.
fn empty(fields: &Fields) -> bool {
    !matches!(fields, Fields::Unit) && fields.is_empty()
}

/// Makes `owner` a unit struct (or variant), and its `S {}`, `S()`,
/// `S { .. }` and `S(..)` plain `S`.
pub fn make_unit(file: &mut syn::File, owner: &Owner) {
    let mut uses = Uses {
        owner,
        impls: Vec::new(),
        edit: Edit::Unit,
    };
    uses.visit_file_mut(file);
}

/// What [`Uses`] does at each use.
enum Edit<'a> {
    /// Drops the fields that went.
    Fields(&'a Gone),
    /// Makes the definition a unit, and the uses without fields plain paths.
    Unit,
}

/// Edits the definition and the uses of an owner.
struct Uses<'a> {
    owner: &'a Owner,
    /// The types of the impls around the visit, innermost last: what
    /// `Self` is.
    impls: Vec<Option<Ident>>,
    edit: Edit<'a>,
}

impl Uses<'_> {
    /// Whether `path` names the owner.
    fn names(&self, path: &Path) -> bool {
        let this = self.impls.last().and_then(Option::as_ref);
        let name = &self.owner.name;
        let segments: Vec<&Ident> = path.segments.iter().map(|s| &s.ident).collect();
        match (&self.owner.within, segments.as_slice()) {
            (None, [.., last]) if *last == "Self" => this == Some(name),
            (None, [.., last]) => *last == name,
            (Some(_), [last]) => *last == name,
            (Some(within), [.., before, last]) => {
                *last == name && (*before == within || (*before == "Self" && this == Some(within)))
            }
            _ => false,
        }
    }
}

impl VisitMut for Uses<'_> {
    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        self.impls.push(implemented::self_name(block));
        syn::visit_mut::visit_item_impl_mut(self, block);
        self.impls.pop();
    }

    fn visit_item_struct_mut(&mut self, item: &mut syn::ItemStruct) {
        if matches!(self.edit, Edit::Unit)
            && self.owner.within.is_none()
            && item.ident == self.owner.name
            && empty(&item.fields)
        {
            item.fields = Fields::Unit;
            item.semi_token = Some(Default::default());
        }
        syn::visit_mut::visit_item_struct_mut(self, item);
    }

    fn visit_item_enum_mut(&mut self, item: &mut syn::ItemEnum) {
        if matches!(self.edit, Edit::Unit) && self.owner.within.as_ref() == Some(&item.ident) {
            for variant in &mut item.variants {
                if variant.ident == self.owner.name && empty(&variant.fields) {
                    variant.fields = Fields::Unit;
                }
            }
        }
        syn::visit_mut::visit_item_enum_mut(self, item);
    }

    fn visit_expr_mut(&mut self, expr: &mut Expr) {
        syn::visit_mut::visit_expr_mut(self, expr);
        match (&self.edit, &mut *expr) {
            (Edit::Fields(Gone::Named(gone)), Expr::Struct(s)) if self.names(&s.path) => {
                s.fields = std::mem::take(&mut s.fields)
                    .into_iter()
                    .filter(|f| !is_gone(&f.member, gone))
                    .collect();
            }
            (Edit::Fields(Gone::Positional { of, kept }), Expr::Call(call))
                if call.args.len() == *of
                    && matches!(&*call.func, Expr::Path(p) if self.names(&p.path)) =>
            {
                call.args = retain(std::mem::take(&mut call.args), kept);
            }
            (Edit::Unit, Expr::Struct(s)) if s.fields.is_empty() && self.names(&s.path) => {
                *expr = path_expr(s.qself.take(), s.path.clone());
            }
            (Edit::Unit, Expr::Call(call)) if call.args.is_empty() => {
                if let Expr::Path(p) = &*call.func
                    && self.names(&p.path)
                {
                    *expr = Expr::Path(p.clone());
                }
            }
            _ => {}
        }
    }

    fn visit_pat_mut(&mut self, pat: &mut Pat) {
        syn::visit_mut::visit_pat_mut(self, pat);
        match (&self.edit, &mut *pat) {
            (Edit::Fields(Gone::Named(gone)), Pat::Struct(s)) if self.names(&s.path) => {
                s.fields = std::mem::take(&mut s.fields)
                    .into_iter()
                    .filter(|f| !is_gone(&f.member, gone))
                    .collect();
            }
            (Edit::Fields(Gone::Positional { of, kept }), Pat::TupleStruct(s)) => {
                let rest = s.elems.iter().any(|p| matches!(p, Pat::Rest(_)));
                if !rest && s.elems.len() == *of && self.names(&s.path) {
                    s.elems = retain(std::mem::take(&mut s.elems), kept);
                }
            }
            (Edit::Unit, Pat::Struct(s)) if s.fields.is_empty() && self.names(&s.path) => {
                *pat = path_pat(s.qself.take(), s.path.clone());
            }
            (Edit::Unit, Pat::TupleStruct(s)) => {
                let bare = s.elems.iter().all(|p| matches!(p, Pat::Rest(_)));
                if bare && self.names(&s.path) {
                    *pat = path_pat(s.qself.take(), s.path.clone());
                }
            }
            _ => {}
        }
    }
}

/// Whether a field named `member` is among those that went.
fn is_gone(member: &Member, gone: &[Ident]) -> bool {
    matches!(member, Member::Named(name) if gone.contains(name))
}

/// The elements of `all` whose index is in `kept`.
fn retain<T, P: Default>(
    all: syn::punctuated::Punctuated<T, P>,
    kept: &Subset,
) -> syn::punctuated::Punctuated<T, P> {
    let all = all.into_iter().enumerate();
    all.filter(|(i, _)| kept.contains(*i))
        .map(|(_, x)| x)
        .collect()
}

fn path_expr(qself: Option<syn::QSelf>, path: Path) -> Expr {
    Expr::Path(syn::ExprPath {
        attrs: Vec::new(),
        qself,
        path,
    })
}

fn path_pat(qself: Option<syn::QSelf>, path: Path) -> Pat {
    Pat::Path(syn::ExprPath {
        attrs: Vec::new(),
        qself,
        path,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(text: &str) -> syn::File {
        syn::parse_file(text).unwrap()
    }

    /// `text` with the fields at `path` cut to `kept`, the uses with them.
    fn fields_cut(text: &str, path: &[usize], kept: &[usize]) -> String {
        let mut file = file(text);
        let kept = Subset::from_indices(kept.iter().copied());
        let cut = cut(&mut file, path, &kept).expect("fields of a struct or variant");
        Node::File(&mut file).at(path).unwrap().keep(&kept);
        remove_fields(&mut file, &cut);
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_cut_field_goes_from_constructions_and_patterns() {
        // The file's items, the struct, its fields (after attributes and
        // generics).
        let text = "struct S { a: u8, b: u8 }\nimpl S { fn new() -> Self { Self { a: 1, b: 2 } } }\nfn f(s: S) -> u8 { let S { a, b } = s; let t = T { b: 3 }; a }\n";
        assert_eq!(
            fields_cut(text, &[0, 0, 3], &[0]),
            "struct S {\n    a: u8,\n}\nimpl S {\n    fn new() -> Self {\n        Self { a: 1 }\n    }\n}\nfn f(s: S) -> u8 {\n    let S { a } = s;\n    let t = T { b: 3 };\n    a\n}\n"
        );
    }

    #[test]
    fn a_tuple_structs_and_a_variants_positions_go_too() {
        let text = "struct P(u8, i8);\nfn f() { let P(x, y) = P(1, 2); let P(z, ..) = P(3, 4); }\n";
        assert_eq!(
            fields_cut(text, &[0, 0, 3], &[1]),
            "struct P(i8);\nfn f() {\n    let P(y) = P(2);\n    let P(z, ..) = P(4);\n}\n",
            "a pattern with `..` is left: its positions are not the fields'"
        );
        // The enum, its variants, the second, its fields.
        let text = "enum E { A, B { x: u8, y: u8 } }\nfn g(e: E) { match e { E::B { x, y } => {} _ => {} } let b = E::B { x: 1, y: 2 }; }\n";
        assert_eq!(
            fields_cut(text, &[0, 0, 3, 1, 1], &[1]),
            "enum E {\n    A,\n    B { y: u8 },\n}\nfn g(e: E) {\n    match e {\n        E::B { y } => {}\n        _ => {}\n    }\n    let b = E::B { y: 2 };\n}\n"
        );
    }

    fn made_unit(text: &str, which: usize) -> String {
        let mut file = file(text);
        let owners = unitable(&file);
        make_unit(&mut file, &owners[which]);
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_struct_without_fields_becomes_a_unit_struct_with_its_uses() {
        let text = "struct S {}\nstruct T();\nstruct U { a: u8 }\nimpl S { fn new() -> Self { Self {} } }\nfn f(s: S) -> T { let S {} = s; match T() { T(..) => T() } }\n";
        assert_eq!(unitable(&file(text)).len(), 2, "S and T: U has a field");
        assert_eq!(
            made_unit(text, 0),
            "struct S;\nstruct T();\nstruct U {\n    a: u8,\n}\nimpl S {\n    fn new() -> Self {\n        Self\n    }\n}\nfn f(s: S) -> T {\n    let S = s;\n    match T() {\n        T(..) => T(),\n    }\n}\n"
        );
        assert_eq!(
            made_unit(text, 1),
            "struct S {}\nstruct T;\nstruct U {\n    a: u8,\n}\nimpl S {\n    fn new() -> Self {\n        Self {}\n    }\n}\nfn f(s: S) -> T {\n    let S {} = s;\n    match T {\n        T => T,\n    }\n}\n"
        );
    }

    #[test]
    fn the_format_cuts_a_field_with_its_uses_and_offers_the_unit_struct() {
        use super::super::Source;
        use delta_test::Reduce;
        let file = Source::parse("struct S { a: u8 }\nfn f() -> S { S { a: 1 } }\n").unwrap();
        // The struct's fields (after its attributes and generics), all cut.
        let bare = file.keep(&[0, 0, 3], &Subset::from_indices([]));
        assert_eq!(bare.text(), "struct S {}\nfn f() -> S {\n    S {}\n}\n");
        // Among the file's choices (renamings too), after its bodies'
        // sequence, the unit struct.
        let count = match bare.places(&[])[..] {
            [_, delta_test::Place::Choices { count }] => count,
            ref other => panic!("{other:?}"),
        };
        let unit = (0..count).map(|to| bare.simplify(&[], to as u128));
        let texts: Vec<String> = unit.map(|s| s.text().to_string()).collect();
        assert!(
            texts.contains(&"struct S;\nfn f() -> S {\n    S\n}\n".to_string()),
            "{texts:?}"
        );
    }

    #[test]
    fn a_variant_without_fields_becomes_a_unit_variant() {
        let text = "enum E { A(), B {} }\nimpl E { fn a() -> Self { Self::A() } }\nfn f(e: E) { if let E::B {} = e {} let b = B {}; }\n";
        assert_eq!(
            made_unit(text, 0),
            "enum E {\n    A,\n    B {},\n}\nimpl E {\n    fn a() -> Self {\n        Self::A\n    }\n}\nfn f(e: E) {\n    if let E::B {} = e {}\n    let b = B {};\n}\n"
        );
        assert_eq!(
            made_unit(text, 1),
            "enum E {\n    A(),\n    B,\n}\nimpl E {\n    fn a() -> Self {\n        Self::A()\n    }\n}\nfn f(e: E) {\n    if let E::B = e {}\n    let b = B;\n}\n"
        );
    }
}
