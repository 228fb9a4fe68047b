//! A type alias of a file's or a module's items written where it is used,
//! and gone: `type Result<T> = std::result::Result<T, Error>; fn f() ->
//! Result<u8>` becomes `fn f() -> std::result::Result<u8, Error>`, its
//! parameters given the arguments of each use.
//!
//! A bug report reads the type the compiler's message names, where the
//! reduction left an alias for it; later moves then simplify each use on
//! its own (`types.rs`). Only where every occurrence of the name in the
//! list's other items is a type (not `A::new()`, which would need
//! `<Vec<u8>>::new()`, nor in a macro's tokens or a `use`, `untraced.rs`),
//! each use gives every parameter an argument, and the file grows by no
//! token: an alias of a long type used many times stays.

use quote::ToTokens;
use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};
use syn::{GenericArgument, GenericParam, Ident, Item, ItemType, PathArguments, Type};

use super::tokens;
use super::untraced;

/// The indices in `items` of the type aliases that can be inlined.
pub fn inlinable(items: &[Item]) -> Vec<usize> {
    items
        .iter()
        .enumerate()
        .filter(|&(index, item)| {
            let Item::Type(alias) = item else {
                return false;
            };
            let name = &alias.ident;
            let plain = alias.generics.where_clause.is_none()
                && alias
                    .generics
                    .params
                    .iter()
                    .all(|param| matches!(param, GenericParam::Type(t) if t.default.is_none()));
            if !plain
                || untraced::in_items(untraced::beside(items, index), name)
                || names_itself(alias)
                || !stands_anywhere(&alias.ty)
            {
                return false;
            }
            let mut uses = Uses {
                alias,
                types: 0,
                names: 0,
                fits: true,
            };
            untraced::beside(items, index).for_each(|item| uses.visit_item(item));
            let size = tokens::count(alias.ty.to_token_stream());
            // What inlining adds: each use's one name becomes the type;
            // what it removes: the alias, `type A = ..;`, and its type.
            uses.types > 0
                && uses.types == uses.names
                && uses.fits
                && uses.types * size.saturating_sub(1) <= size + 4
        })
        .map(|(index, _)| index)
        .collect()
}

/// Inlines the type alias at `index` (one of [`inlinable`]): its uses
/// take its type, and it goes.
pub fn inline(items: &mut Vec<Item>, index: usize) {
    let Some(Item::Type(alias)) = items.get(index) else {
        return;
    };
    let alias = alias.clone();
    let mut write = Write { alias: &alias };
    for (at, item) in items.iter_mut().enumerate() {
        if untraced::reached(index, at, item) {
            write.visit_item_mut(item);
        }
    }
    items.remove(index);
}

/// Whether the alias's type names it (`type A = Box<A>;`, a cycle the
/// compiler reports): written out, it would be there again.
fn names_itself(alias: &ItemType) -> bool {
    super::tokens::has_ident(alias.ty.to_token_stream(), &|ident| *ident == alias.ident)
}

/// Whether a type reads the same written inside another: not a trait
/// object or an `impl` of two bounds or more, which `&dyn A + B` would
/// split.
fn stands_anywhere(ty: &Type) -> bool {
    match ty {
        Type::TraitObject(object) => object.bounds.len() < 2,
        Type::ImplTrait(bounds) => bounds.bounds.len() < 2,
        _ => true,
    }
}

/// Whether `ty` is a use of the alias: its name alone, with arguments.
fn use_of<'t>(ty: &'t Type, name: &Ident) -> Option<&'t PathArguments> {
    let Type::Path(path) = ty else {
        return None;
    };
    let segment = path.path.segments.first()?;
    let alone =
        path.qself.is_none() && path.path.leading_colon.is_none() && path.path.segments.len() == 1;
    (alone && segment.ident == *name).then_some(&segment.arguments)
}

/// The types a use gives the alias's parameters, one each, or `None`.
fn arguments(alias: &ItemType, arguments: &PathArguments) -> Option<Vec<Type>> {
    let given: Vec<Type> = match arguments {
        PathArguments::None => Vec::new(),
        PathArguments::AngleBracketed(angle) => angle
            .args
            .iter()
            .map(|arg| match arg {
                GenericArgument::Type(ty) => Some(ty.clone()),
                _ => None,
            })
            .collect::<Option<_>>()?,
        PathArguments::Parenthesized(_) => return None,
    };
    (given.len() == alias.generics.params.len()).then_some(given)
}

/// Counts the alias's uses as a type, and every occurrence of its name.
struct Uses<'a> {
    alias: &'a ItemType,
    types: usize,
    names: usize,
    fits: bool,
}

impl<'v> Visit<'v> for Uses<'_> {
    fn visit_type(&mut self, ty: &'v Type) {
        if let Some(args) = use_of(ty, &self.alias.ident) {
            self.types += 1;
            self.fits &= arguments(self.alias, args).is_some();
        }
        visit::visit_type(self, ty);
    }

    fn visit_ident(&mut self, ident: &'v Ident) {
        self.names += usize::from(*ident == self.alias.ident);
    }
}

/// Writes the alias's type where it is used.
struct Write<'a> {
    alias: &'a ItemType,
}

impl VisitMut for Write<'_> {
    fn visit_type_mut(&mut self, ty: &mut Type) {
        let given = use_of(ty, &self.alias.ident).and_then(|args| arguments(self.alias, args));
        let Some(given) = given else {
            visit_mut::visit_type_mut(self, ty);
            return;
        };
        let mut written = (*self.alias.ty).clone();
        let params = self
            .alias
            .generics
            .params
            .iter()
            .filter_map(|param| match param {
                GenericParam::Type(t) => Some(&t.ident),
                _ => None,
            });
        // The arguments may hold the alias again: written out first, and
        // what they become is not visited again.
        let mut given = given;
        given.iter_mut().for_each(|arg| self.visit_type_mut(arg));
        let mut given_to = Given {
            params: params.zip(given).collect(),
        };
        given_to.visit_type_mut(&mut written);
        *ty = written;
    }
}

/// Gives an alias's parameters their arguments.
struct Given<'p> {
    params: Vec<(&'p Ident, Type)>,
}

impl VisitMut for Given<'_> {
    fn visit_type_mut(&mut self, ty: &mut Type) {
        let param = self
            .params
            .iter()
            .find(|(param, _)| matches!(use_of(ty, param), Some(PathArguments::None)));
        match param {
            Some((_, given)) => *ty = given.clone(),
            None => visit_mut::visit_type_mut(self, ty),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inlined(text: &str) -> String {
        super::super::tests::applied_once(text, inlinable, inline)
    }

    #[test]
    fn an_alias_is_written_where_it_is_used_and_goes() {
        assert_eq!(
            inlined("type A = Vec<u8>;\nfn f(a: A) -> Option<A> { None }\n"),
            "fn f(a: Vec<u8>) -> Option<Vec<u8>> {\n    None\n}\n"
        );
        // Its parameters take each use's arguments.
        assert_eq!(
            inlined("type R<T> = Result<T, E>;\nfn f() -> R<R<u8>> { loop {} }\n"),
            "fn f() -> Result<Result<u8, E>, E> {\n    loop {}\n}\n"
        );
    }

    #[test]
    fn an_alias_named_as_a_value_in_tokens_without_arguments_or_long_and_used_often_is_not_offered()
    {
        for text in [
            "type A = Vec<u8>;\nfn f() -> A { A::new() }\n",
            "type A = u8;\nfn f() { m!(A); }\n",
            "type R<T> = Result<T, E>;\nfn f() -> R { loop {} }\n",
            "type R<'a> = &'a u8;\nfn f(x: R<'_>) {}\n",
            "type A = u8;\nfn f() {}\n",
            "type A = std::collections::HashMap<u8, u8>;\nfn f(a: A, b: A, c: A) {}\n",
            // A cycle, and a trait object that `&A` would split.
            "type A = Box<A>;\nfn f(a: A) {}\n",
            "type A = dyn Send + Sync;\nfn f(a: &A) {}\n",
        ] {
            assert!(super::super::tests::offers_none(text, inlinable), "{text}");
        }
    }
}
