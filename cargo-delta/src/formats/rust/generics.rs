//! A generic type parameter replaced at every use by a concrete type:
//! `struct S<T> { a: T }` becomes `struct S { a: () }`, and every `S<u8>`
//! in the file becomes `S`; `impl<T: Clone> S<T>` becomes `impl S<()>`;
//! its associated types too (`T::Item` becomes `()`).
//! A lifetime parameter likewise by `'static`: `struct S<'a> { a: &'a u8 }`
//! becomes `struct S { a: &'static u8 }`, every `S<'a>` and `S<'_>` `S`.
//! A const parameter by `0`: `struct S<const N: usize>([u8; N])` becomes
//! `struct S([u8; 0])`, `impl<const N: usize> S<N>` becomes `impl S<0>`
//! (a `bool` or `char` parameter makes a candidate the compiler refuses).
//!
//! Cutting the parameter alone leaves its uses naming nothing, and cutting
//! the arguments of `S<u8>` alone leaves a type with a parameter and none
//! given: neither compiles, so a reduced file kept every generic its
//! bug passed through. `()` has every auto trait and the common derives,
//! so most bounds still hold; where one does not, the candidate fails
//! otherwise and is not taken. The parameter's predicates (`where T:
//! Clone`) go with it.
//!
//! A lifetime lingers the same way, and more so under the rule that a
//! candidate adds no error: a field that was the parameter's only use
//! cannot go (`'a` unused, E0392), nor the parameter while a use names it
//! (E0261). With `'static` in its place, both are free to go next. A
//! bound or a use that `'static` does not satisfy makes the candidate
//! fail otherwise, and it is not taken.
//!
//! Offered at the file's root, one choice per parameter, only in a file
//! with few of them: a file still large has cuts to make first, and a
//! choice costs a run in every pass.

use syn::punctuated::Punctuated;
use syn::visit_mut::VisitMut;
use syn::{GenericArgument, GenericParam, Generics, Ident, Item, Lifetime, PathArguments, Type};

/// A file with at most this many type parameters in its items is offered
/// each one made concrete; the same, apart, for its lifetime parameters.
const FEW: usize = 8;

/// A parameter to make concrete: the item's index in the file, and the
/// parameter.
pub type Param = (usize, Generic);

/// A generic parameter, by its name.
#[derive(Clone, PartialEq, Eq)]
pub enum Generic {
    /// `T`, made `()`.
    Type(Ident),
    /// `'a`, made `'static`.
    Lifetime(Lifetime),
    /// `const N: usize`, made `0`.
    Const(Ident),
}

/// The type parameters of `file`'s items, in order, when there are few,
/// then their lifetime parameters, when there are few.
pub fn concretizable(file: &syn::File) -> Vec<Param> {
    let mut types = Vec::new();
    let mut lifetimes = Vec::new();
    for (index, item) in file.items.iter().enumerate() {
        if let Some(generics) = generics(item) {
            types.extend(generics.params.iter().filter_map(|p| match p {
                GenericParam::Type(t) => Some((index, Generic::Type(t.ident.clone()))),
                GenericParam::Const(c) => Some((index, Generic::Const(c.ident.clone()))),
                GenericParam::Lifetime(_) => None,
            }));
            lifetimes.extend(
                generics
                    .lifetimes()
                    .map(|p| (index, Generic::Lifetime(p.lifetime.clone()))),
            );
        }
    }
    for found in [&mut types, &mut lifetimes] {
        if found.len() > FEW {
            found.clear();
        }
    }
    types.extend(lifetimes);
    types
}

/// Makes the parameter `param` of the item at `index` concrete: `()` (or
/// `'static`, or `0`) at every use inside the item, the parameter and its
/// predicates gone, and the argument that gave it gone from every path
/// that names the item. An impl of the item that gives a type or const
/// parameter of its own as the argument (`impl<B: Array> S<B>`) loses that
/// parameter the same way: left, it would constrain nothing (E0207), and
/// made `()` apart, `()` might not meet its bounds. (An impl's lifetime
/// left unconstrained is allowed, and can go on its own.)
pub fn concretize(file: &mut syn::File, (index, param): &Param) {
    let Some(item) = file.items.get(*index) else {
        return;
    };
    let name = named(item);
    let Some(position) = generics(item).and_then(|g| param.position(g)) else {
        return;
    };
    let lifetime = matches!(param, Generic::Lifetime(_));
    let mut made = vec![(*index, param.clone())];
    if let Some(name) = name.as_ref().filter(|_| !lifetime) {
        made.extend(
            file.items
                .iter()
                .enumerate()
                .filter_map(|(at, item)| Some((at, bound_by(item, name, position)?))),
        );
    }
    for (at, param) in &made {
        if let Some(item) = file.items.get_mut(*at) {
            concretize_within(item, param);
        }
    }
    if let Some(name) = name {
        let mut uses = Uses {
            name,
            position,
            lifetime,
        };
        file.items
            .iter_mut()
            .for_each(|item| uses.visit_item_mut(item));
    }
}

/// Makes `param` concrete inside `item`, which declares it.
fn concretize_within(item: &mut Item, param: &Generic) {
    let Some(generics) = generics_mut(item) else {
        return;
    };
    generics.params = std::mem::take(&mut generics.params)
        .into_iter()
        .filter(|p| !param.is(p))
        .collect();
    if let Some(clause) = &mut generics.where_clause {
        clause.predicates = std::mem::take(&mut clause.predicates)
            .into_iter()
            .filter(|p| !param.bounds(p))
            .collect();
    }
    match param {
        Generic::Type(param) => Concrete { param }.visit_item_mut(item),
        Generic::Lifetime(param) => Static { param }.visit_item_mut(item),
        Generic::Const(param) => Zero { param }.visit_item_mut(item),
    }
}

/// The type or const parameter of its own that the impl `item` gives
/// `name` at `position` (among the arguments after the lifetimes), in the
/// type it implements for or the trait it implements: `B` in `impl<B>
/// S<B>` and in `impl<B> Tr<B> for u8`.
fn bound_by(item: &Item, name: &Ident, position: usize) -> Option<Generic> {
    let Item::Impl(imp) = item else {
        return None;
    };
    let self_path = match &*imp.self_ty {
        Type::Path(p) if p.qself.is_none() => Some(&p.path),
        _ => None,
    };
    let trait_path = imp.trait_.as_ref().map(|(_, path, _)| path);
    let last = [self_path, trait_path]
        .into_iter()
        .flatten()
        .filter_map(|path| path.segments.last())
        .find(|last| last.ident == *name)?;
    let PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    let arg = args
        .args
        .iter()
        .filter(|arg| !matches!(arg, GenericArgument::Lifetime(_)))
        .nth(position)?;
    let GenericArgument::Type(Type::Path(p)) = arg else {
        return None;
    };
    let ident = p.qself.is_none().then(|| p.path.get_ident()).flatten()?;
    imp.generics.params.iter().find_map(|p| match p {
        GenericParam::Type(t) if t.ident == *ident => Some(Generic::Type(ident.clone())),
        GenericParam::Const(c) if c.ident == *ident => Some(Generic::Const(ident.clone())),
        _ => None,
    })
}

impl Generic {
    /// Its place among the arguments a path gives its kind: a lifetime's
    /// among the lifetimes, a type's among those after them (types and
    /// consts).
    fn position(&self, generics: &Generics) -> Option<usize> {
        let lifetime = matches!(self, Generic::Lifetime(_));
        generics
            .params
            .iter()
            .filter(|p| matches!(p, GenericParam::Lifetime(_)) == lifetime)
            .position(|p| self.is(p))
    }

    /// Whether `param` declares it.
    fn is(&self, param: &GenericParam) -> bool {
        match (self, param) {
            (Generic::Type(name), GenericParam::Type(t)) => t.ident == *name,
            (Generic::Lifetime(name), GenericParam::Lifetime(l)) => l.lifetime == *name,
            (Generic::Const(name), GenericParam::Const(c)) => c.ident == *name,
            _ => false,
        }
    }

    /// Whether `predicate` bounds it (`T: Clone`, `'a: 'b`).
    fn bounds(&self, predicate: &syn::WherePredicate) -> bool {
        match (self, predicate) {
            (Generic::Type(name), syn::WherePredicate::Type(t)) => {
                is_param(&t.bounded_ty, name) || projects(&t.bounded_ty, name)
            }
            (Generic::Lifetime(name), syn::WherePredicate::Lifetime(l)) => l.lifetime == *name,
            _ => false,
        }
    }
}

/// The generics of an item that can have type parameters.
fn generics(item: &Item) -> Option<&Generics> {
    match item {
        Item::Struct(i) => Some(&i.generics),
        Item::Enum(i) => Some(&i.generics),
        Item::Union(i) => Some(&i.generics),
        Item::Fn(i) => Some(&i.sig.generics),
        Item::Impl(i) => Some(&i.generics),
        Item::Trait(i) => Some(&i.generics),
        Item::Type(i) => Some(&i.generics),
        _ => None,
    }
}

fn generics_mut(item: &mut Item) -> Option<&mut Generics> {
    match item {
        Item::Struct(i) => Some(&mut i.generics),
        Item::Enum(i) => Some(&mut i.generics),
        Item::Union(i) => Some(&mut i.generics),
        Item::Fn(i) => Some(&mut i.sig.generics),
        Item::Impl(i) => Some(&mut i.generics),
        Item::Trait(i) => Some(&mut i.generics),
        Item::Type(i) => Some(&mut i.generics),
        _ => None,
    }
}

/// The name other items call `item` by (an impl has none).
fn named(item: &Item) -> Option<Ident> {
    match item {
        Item::Struct(i) => Some(i.ident.clone()),
        Item::Enum(i) => Some(i.ident.clone()),
        Item::Union(i) => Some(i.ident.clone()),
        Item::Fn(i) => Some(i.sig.ident.clone()),
        Item::Trait(i) => Some(i.ident.clone()),
        Item::Type(i) => Some(i.ident.clone()),
        _ => None,
    }
}

/// Whether `ty` is the parameter `param` itself.
fn is_param(ty: &Type, param: &Ident) -> bool {
    matches!(ty, Type::Path(p) if p.qself.is_none() && p.path.is_ident(param))
}

/// Whether `ty` is one of the parameter's associated types (`T::Item`,
/// `<T as Tr>::Item`), which `()` has none of: it becomes `()` too.
fn projects(ty: &Type, param: &Ident) -> bool {
    let Type::Path(path) = ty else {
        return false;
    };
    match &path.qself {
        Some(qself) => is_param(&qself.ty, param),
        None => path.path.segments.len() > 1 && path.path.segments[0].ident == *param,
    }
}

/// Writes `()` for the parameter, inside its item.
struct Concrete<'a> {
    param: &'a Ident,
}

impl VisitMut for Concrete<'_> {
    fn visit_type_mut(&mut self, ty: &mut Type) {
        if is_param(ty, self.param) || projects(ty, self.param) {
            *ty = syn::parse_quote!(());
            return;
        }
        syn::visit_mut::visit_type_mut(self, ty);
    }
}

/// Writes `0` for the const parameter, inside its item: as a value, and
/// as an argument (`S<N>`, which `syn` reads as a type, becomes `S<0>`).
struct Zero<'a> {
    param: &'a Ident,
}

impl VisitMut for Zero<'_> {
    fn visit_expr_mut(&mut self, expr: &mut syn::Expr) {
        if matches!(expr, syn::Expr::Path(p) if p.qself.is_none() && p.path.is_ident(self.param)) {
            *expr = syn::parse_quote!(0);
            return;
        }
        syn::visit_mut::visit_expr_mut(self, expr);
    }

    fn visit_generic_argument_mut(&mut self, arg: &mut GenericArgument) {
        if matches!(arg, GenericArgument::Type(ty) if is_param(ty, self.param)) {
            *arg = GenericArgument::Const(syn::parse_quote!(0));
            return;
        }
        syn::visit_mut::visit_generic_argument_mut(self, arg);
    }
}

/// Writes `'static` for the lifetime parameter, inside its item.
struct Static<'a> {
    param: &'a Lifetime,
}

impl VisitMut for Static<'_> {
    fn visit_lifetime_mut(&mut self, lifetime: &mut Lifetime) {
        if lifetime == self.param {
            lifetime.ident = Ident::new("static", lifetime.ident.span());
        }
    }
}

/// Removes the argument at `position` (among the lifetimes, or among those
/// after them) from every path whose last segment is `name`: `S<'a, u8,
/// i16>` with type position 0 becomes `S<'a, i16>`, with lifetime
/// position 0 `S<u8, i16>`; `f::<u8>()` becomes `f()`. A path that leaves
/// its lifetimes out (`S<u8>`, elided) has none to remove.
struct Uses {
    name: Ident,
    position: usize,
    /// Whether the argument is a lifetime.
    lifetime: bool,
}

impl VisitMut for Uses {
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if let Some(last) = path.segments.last_mut()
            && last.ident == self.name
            && let PathArguments::AngleBracketed(args) = &mut last.arguments
        {
            let mut at = 0;
            let kept: Punctuated<GenericArgument, syn::Token![,]> = std::mem::take(&mut args.args)
                .into_iter()
                .filter(|arg| {
                    let counted = matches!(arg, GenericArgument::Lifetime(_)) == self.lifetime;
                    let keep = !(counted && at == self.position);
                    at += usize::from(counted);
                    keep
                })
                .collect();
            match kept.is_empty() {
                true => last.arguments = PathArguments::None,
                false => args.args = kept,
            }
        }
        syn::visit_mut::visit_path_mut(self, path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn made_concrete(text: &str, which: usize) -> String {
        let mut file = syn::parse_file(text).unwrap();
        let params = concretizable(&file);
        concretize(&mut file, &params[which]);
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_parameter_becomes_unit_and_its_arguments_go_everywhere() {
        let text = "struct S<'a, T: Clone, U> where T: Default { a: &'a T, b: U }\nfn f(s: S<'static, u8, i16>) -> Vec<S<'static, u8, i16>> { vec![] }\n";
        assert_eq!(
            made_concrete(text, 0),
            "struct S<'a, U> {\n    a: &'a (),\n    b: U,\n}\nfn f(s: S<'static, i16>) -> Vec<S<'static, i16>> {\n    vec![]\n}\n"
        );
        assert_eq!(
            made_concrete(text, 1),
            "struct S<'a, T: Clone>\nwhere\n    T: Default,\n{\n    a: &'a T,\n    b: (),\n}\nfn f(s: S<'static, u8>) -> Vec<S<'static, u8>> {\n    vec![]\n}\n"
        );
    }

    #[test]
    fn an_impls_and_a_functions_parameters_too() {
        let text = "impl<T: Clone> W<T> { fn get(&self) -> T { todo!() } }\nfn g<T>(x: T) {}\nfn h() { g::<u8>(1); }\n";
        assert_eq!(
            made_concrete(text, 0),
            "impl W<()> {\n    fn get(&self) -> () {\n        todo!()\n    }\n}\nfn g<T>(x: T) {}\nfn h() {\n    g::<u8>(1);\n}\n"
        );
        assert_eq!(
            made_concrete(text, 1),
            "impl<T: Clone> W<T> {\n    fn get(&self) -> T {\n        todo!()\n    }\n}\nfn g(x: ()) {}\nfn h() {\n    g(1);\n}\n"
        );
    }

    #[test]
    fn a_lifetime_becomes_static_and_its_arguments_go_everywhere() {
        let text = "struct S<'a, 'b: 'a, T> where 'a: 'b { a: &'a T, b: &'b u8 }\nimpl<'x> S<'x, 'x, u8> { fn f(&self) -> S<'_, 'x, u8> { todo!() } }\nfn g<'a>(s: &'a str) -> &'a str { s }\n";
        let file = syn::parse_file(text).unwrap();
        let offered: Vec<String> = concretizable(&file)
            .iter()
            .map(|(index, param)| match param {
                Generic::Type(t) | Generic::Const(t) => format!("{index} {t}"),
                Generic::Lifetime(l) => format!("{index} {l}"),
            })
            .collect();
        assert_eq!(offered, ["0 T", "0 'a", "0 'b", "1 'x", "2 'a"]);
        assert_eq!(
            made_concrete(text, 1),
            "struct S<'b: 'static, T> {\n    a: &'static T,\n    b: &'b u8,\n}\nimpl<'x> S<'x, u8> {\n    fn f(&self) -> S<'x, u8> {\n        todo!()\n    }\n}\nfn g<'a>(s: &'a str) -> &'a str {\n    s\n}\n"
        );
        assert_eq!(
            made_concrete(text, 3),
            "struct S<'a, 'b: 'a, T>\nwhere\n    'a: 'b,\n{\n    a: &'a T,\n    b: &'b u8,\n}\nimpl S<'static, 'static, u8> {\n    fn f(&self) -> S<'_, 'static, u8> {\n        todo!()\n    }\n}\nfn g<'a>(s: &'a str) -> &'a str {\n    s\n}\n"
        );
        assert_eq!(
            made_concrete(text, 4),
            "struct S<'a, 'b: 'a, T>\nwhere\n    'a: 'b,\n{\n    a: &'a T,\n    b: &'b u8,\n}\nimpl<'x> S<'x, 'x, u8> {\n    fn f(&self) -> S<'_, 'x, u8> {\n        todo!()\n    }\n}\nfn g(s: &'static str) -> &'static str {\n    s\n}\n"
        );
    }

    #[test]
    fn a_parameters_associated_types_become_unit_with_it() {
        let text = "struct S<A: Array> where A::Item: Copy { a: A::Item, b: <A as Array>::Item, c: Vec<A::Item> }\n";
        assert_eq!(
            made_concrete(text, 0),
            "struct S {\n    a: (),\n    b: (),\n    c: Vec<()>,\n}\n"
        );
    }

    #[test]
    fn a_const_parameter_becomes_zero_and_its_arguments_go_everywhere() {
        let text = "struct S<const N: usize>([u8; N]);\nimpl<const M: usize> S<M> { fn f(&self) -> [u8; M] { [0; M] } }\nfn g(s: S<4>) {}\n";
        assert_eq!(
            made_concrete(text, 0),
            "struct S([u8; 0]);\nimpl S {\n    fn f(&self) -> [u8; 0] {\n        [0; 0]\n    }\n}\nfn g(s: S) {}\n"
        );
        assert_eq!(
            made_concrete(text, 1),
            "struct S<const N: usize>([u8; N]);\nimpl S<0> {\n    fn f(&self) -> [u8; 0] {\n        [0; 0]\n    }\n}\nfn g(s: S<4>) {}\n"
        );
    }

    #[test]
    fn a_structs_parameter_goes_from_the_impls_that_pass_it_on() {
        let text = "struct S<A: Array> { a: A::Item }\nimpl<B: Array> S<B> where B::Item: Copy { fn f(&self) -> B::Item { self.a } }\nimpl<C: Array> Deref for S<C> { type Target = [C::Item]; }\nimpl<D> Tr<D> for S<u8> {}\nimpl<E: Array> From<E> for S<E> {}\ntrait Array { type Item; }\n";
        assert_eq!(
            made_concrete(text, 0),
            "struct S {\n    a: (),\n}\nimpl S {\n    fn f(&self) -> () {\n        self.a\n    }\n}\nimpl Deref for S {\n    type Target = [()];\n}\nimpl<D> Tr<D> for S {}\nimpl From<()> for S {}\ntrait Array {\n    type Item;\n}\n"
        );
    }

    #[test]
    fn a_traits_parameter_goes_from_the_impls_that_pass_it_on() {
        let text = "trait Tr<A: Array> { fn f(&self, a: A); }\nimpl<X: Array> Tr<X> for u8 { fn f(&self, a: X) {} }\n";
        assert_eq!(
            made_concrete(text, 0),
            "trait Tr {\n    fn f(&self, a: ());\n}\nimpl Tr for u8 {\n    fn f(&self, a: ()) {}\n}\n"
        );
    }

    #[test]
    fn a_file_with_many_parameters_is_offered_none() {
        let many: String = (0..9).map(|i| format!("struct S{i}<T>(T);\n")).collect();
        assert!(concretizable(&syn::parse_file(&many).unwrap()).is_empty());
    }
}
