//! Types made simpler: a type becomes `()`, or one of the types inside it
//! (`Option<T>` and `Box<T>` become `T`, `(A, B)` becomes `A` or `B`, `&T`
//! becomes `T` when `T` has a size: not `&str` to `str`); a function's
//! return type and a `let`'s annotation can go altogether. A bug report
//! reads easier with `fn f()` than with `fn f() -> Result<(u64, &str), S>`,
//! and the compiler says whether the error survives it: a candidate whose
//! first error changed is not kept.

use syn::{GenericArgument, Pat, PathArguments, ReturnType, Type};

/// A place in the tree that holds a type.
pub enum Slot<'a> {
    /// A function's return type: `-> T` can go.
    Output(&'a mut ReturnType),
    /// A `let`'s pattern with a type annotation (`x: T`), which can go.
    Annotated(&'a mut Pat),
    /// A type anywhere else: a field's, a parameter's, one inside another.
    Type(&'a mut Type),
}

/// How many simpler values the slot has.
pub fn count(slot: &Slot<'_>) -> usize {
    simpler(slot).len()
}

/// Replaces the slot's type by its simpler value number `to` (below
/// [`count`]); any other number leaves it as it is.
pub fn choose(slot: Slot<'_>, to: usize) {
    let Some(simpler) = simpler(&slot).into_iter().nth(to) else {
        return;
    };
    match (slot, simpler) {
        (Slot::Output(output), None) => *output = ReturnType::Default,
        (Slot::Output(ReturnType::Type(_, ty)), Some(new)) => **ty = new,
        (Slot::Annotated(pat), None) => {
            if let Pat::Type(typed) = pat {
                *pat = (*typed.pat).clone();
            }
        }
        (Slot::Annotated(Pat::Type(typed)), Some(new)) => *typed.ty = new,
        (Slot::Type(ty), Some(new)) => *ty = new,
        _ => {}
    }
}

/// The types inside the slot's, each a slot of its own.
pub fn inner<'a>(slot: Slot<'a>) -> Vec<&'a mut Type> {
    match slot {
        Slot::Output(ReturnType::Type(_, ty)) => inside(ty),
        Slot::Annotated(Pat::Type(typed)) => inside(&mut typed.ty),
        Slot::Type(ty) => inside(ty),
        _ => Vec::new(),
    }
}

/// The simpler values of the slot, simplest first: no type (`None`, where
/// a type can go), `()` (elsewhere), then the types inside it that can
/// stand in its place.
fn simpler(slot: &Slot<'_>) -> Vec<Option<Type>> {
    let (ty, removable) = match slot {
        Slot::Output(ReturnType::Type(_, ty)) => (&**ty, true),
        Slot::Annotated(Pat::Type(typed)) => (&*typed.ty, true),
        Slot::Type(ty) => (&**ty, false),
        _ => return Vec::new(),
    };
    let mut simpler = Vec::new();
    if removable {
        simpler.push(None);
    } else if !is_unit(ty) {
        simpler.push(Some(syn::parse_quote!(())));
    }
    let hoists = hoists(ty).into_iter().filter(|inner| !is_unit(inner));
    simpler.extend(hoists.map(|inner| Some(inner.clone())));
    simpler
}

/// The types inside `ty` that can replace it: all those [`inside`] it,
/// save what is behind a reference or a pointer when it has no size
/// (`str`, a slice, a trait object), and whatever is not a type there.
fn hoists(ty: &Type) -> Vec<&Type> {
    let behind = matches!(ty, Type::Reference(_) | Type::Ptr(_));
    within(ty)
        .into_iter()
        .filter(|inner| !behind || sized(inner))
        .collect()
}

/// The types of [`inside`], borrowed shared.
fn within(ty: &Type) -> Vec<&Type> {
    match ty {
        Type::Array(t) => vec![&*t.elem],
        Type::Slice(t) => vec![&*t.elem],
        Type::Group(t) => vec![&*t.elem],
        Type::Paren(t) => vec![&*t.elem],
        Type::Ptr(t) => vec![&*t.elem],
        Type::Reference(t) => vec![&*t.elem],
        Type::Tuple(t) => t.elems.iter().collect(),
        Type::Path(t) => t
            .path
            .segments
            .iter()
            .flat_map(|segment| match &segment.arguments {
                PathArguments::AngleBracketed(args) => args.args.iter().collect(),
                _ => Vec::new(),
            })
            .filter_map(|arg| match arg {
                GenericArgument::Type(inner) => Some(inner),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The types directly inside `ty`: an array's, a slice's or a reference's
/// element, a tuple's, a path's generic arguments (`Result<T, E>`: `T`,
/// `E`). A function pointer's are left alone; a trait object's closure
/// trait (`dyn Fn(A) -> B`) is reached by the tree, as a bound is.
fn inside(ty: &mut Type) -> Vec<&mut Type> {
    match ty {
        Type::Array(t) => vec![&mut *t.elem],
        Type::Slice(t) => vec![&mut *t.elem],
        Type::Group(t) => vec![&mut *t.elem],
        Type::Paren(t) => vec![&mut *t.elem],
        Type::Ptr(t) => vec![&mut *t.elem],
        Type::Reference(t) => vec![&mut *t.elem],
        Type::Tuple(t) => t.elems.iter_mut().collect(),
        Type::Path(t) => t
            .path
            .segments
            .iter_mut()
            .flat_map(|segment| match &mut segment.arguments {
                PathArguments::AngleBracketed(args) => args.args.iter_mut().collect(),
                _ => Vec::new(),
            })
            .filter_map(|arg| match arg {
                GenericArgument::Type(inner) => Some(inner),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// Whether `ty` is `()`.
fn is_unit(ty: &Type) -> bool {
    matches!(ty, Type::Tuple(t) if t.elems.is_empty())
}

/// Whether `ty` may stand where a sized type is needed: not `str`, a
/// slice or a trait object (`dyn Trait`).
fn sized(ty: &Type) -> bool {
    match ty {
        Type::Slice(_) | Type::TraitObject(_) => false,
        Type::Path(t) => !t.path.is_ident("str"),
        _ => true,
    }
}
