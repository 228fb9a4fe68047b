//! Everything that makes a function unfit for `#[delta_test]`, each
//! reported at the token that causes it.

use syn::{GenericArgument, PathArguments, ReturnType, Type};

use crate::args::option_names;
use crate::companions::path_text;
use crate::errors::Errors;
use crate::model::{plural, Form, Function, Param};

/// Reports every problem of `function` to `errors`.
pub(crate) fn check(function: &Function, errors: &mut Errors) {
    check_attrs(function, errors);
    check_signature(function, errors);
    for param in &function.params {
        check_param(param, errors);
    }
    check_values(function, errors);
    check_via(function, errors);
}

/// `via = Type` needs exactly one string parameter to parse.
fn check_via(function: &Function, errors: &mut Errors) {
    let texts: Vec<&Param> = function.params.iter().filter(|p| p.is_text()).collect();
    for case in &function.cases {
        let Some((key, _)) = &case.args.via else {
            continue;
        };
        let message = match &texts[..] {
            [_] => continue,
            [] => format!(
                "`via` reduces a string parameter as the type it parses to, and `{}` has none; give the parameter the type `&str` or `String`",
                function.name
            ),
            several => {
                let names: Vec<String> = several.iter().map(|p| format!("`{}`", p.display_name())).collect();
                format!(
                    "`via` reduces one string parameter as the type it parses to, and `{}` has {}: {}; take the others as another type, or drop `via`",
                    function.name,
                    several.len(),
                    names.join(", ")
                )
            }
        };
        errors.push(syn::Error::new_spanned(key, message));
    }
}

fn check_attrs(function: &Function, errors: &mut Errors) {
    if let Some(attr) = function.attrs.test_attr {
        errors.push(syn::Error::new_spanned(
            attr,
            "`#[delta_test]` already makes a test; remove `#[test]`",
        ));
    }
    for attr in &function.attrs.other_cases {
        errors.push(syn::Error::new_spanned(
            attr,
            format!(
                "`#[delta_test]` makes its own cases and cannot share a function with `#[{}]`: write each case as a `#[delta_test(..)]` attribute (the values in parameter order, or `name = value`), and remove the `#[rstest]`, `#[case]` or `#[test_case]` attributes",
                path_text(attr.path())
            ),
        ));
    }
    if let Some(attr) = function.attrs.runtime
        && function.original.sig.asyncness.is_none()
    {
        errors.push(syn::Error::new_spanned(
                attr,
                format!(
                    "`#[delta_test]` makes the test itself, and `#[{0}]` on the plain `fn {1}` would make a second one; remove `#[{0}]` (a runtime's test attribute belongs on an `async fn`, whose calls `#[delta_test]` then runs on that runtime)",
                    path_text(attr.path()),
                    function.name
                ),
            ));
    }
    if let Some(attr) = function.attrs.should_panic {
        errors.push(syn::Error::new_spanned(
            attr,
            "`#[delta_test]` cannot be combined with `#[should_panic]`: the test fails when the call fails (panics or returns `Err`), and that failure is what gets reduced; remove `#[should_panic]`",
        ));
    }
}

fn check_signature(function: &Function, errors: &mut Errors) {
    let sig = &function.original.sig;
    if let (Some(token), None) = (&sig.asyncness, function.attrs.runtime) {
        errors.push(syn::Error::new_spanned(
            token,
            "`#[delta_test]` cannot run an `async fn` on its own: add your runtime's test attribute, such as `#[tokio::test]` (above or below `#[delta_test]`), which runs each call on a runtime it builds; or make it a plain `fn` that blocks on the future",
        ));
    }
    if let Some(token) = &sig.unsafety {
        errors.push(syn::Error::new_spanned(
            token,
            "`#[delta_test]` cannot test an `unsafe fn`: it calls the function with many reduced arguments, which must all be safe; make it a safe `fn`",
        ));
    }
    if let Some(abi) = &sig.abi {
        errors.push(syn::Error::new_spanned(
            abi,
            "`#[delta_test]` cannot test an `extern` function: a panic cannot unwind out of it, so a failing rerun would abort the tests; remove the ABI",
        ));
    }
    if !sig.generics.params.is_empty() {
        errors.push(syn::Error::new_spanned(
            &sig.generics,
            "`#[delta_test]` cannot test a generic function: the values must have one concrete type to be kept and reduced; write the concrete types (elided lifetimes such as `&str` are fine)",
        ));
    }
    if let Some(clause) = &sig.generics.where_clause {
        errors.push(syn::Error::new_spanned(
            clause,
            "`#[delta_test]` cannot test a function with a `where` clause; write the concrete types",
        ));
    }
    if let Some(receiver) = function.receiver {
        errors.push(syn::Error::new_spanned(
            receiver,
            "`#[delta_test]` cannot test a method: there is no `self` to call it on; make it a free function that takes the value as a parameter",
        ));
    } else if function.params.is_empty() && generated(function.name) {
        errors.push(syn::Error::new_spanned(
            function.name,
            format!(
                "`#[delta_test]` is on `{}`, a function without parameters that the attribute above generated (`#[rstest]` and `#[test_case]` make one per case); `#[delta_test]` makes its own cases: write each case as a `#[delta_test(..)]` attribute, and remove that attribute",
                function.name
            ),
        ));
    } else if function.params.is_empty() {
        errors.push(syn::Error::new(
            sig.paren_token.span.join(),
            format!(
                "`#[delta_test]` reduces the arguments of a call, and `{}` has no parameters; use `#[test]`",
                function.name
            ),
        ));
    }
    if let ReturnType::Type(_, ty) = &sig.output
        && let Some(impl_trait) = find_impl_trait(ty)
    {
        errors.push(syn::Error::new_spanned(
            impl_trait,
            "`#[delta_test]` needs a concrete return type, such as `()` or `Result<(), E>`",
        ));
    }
}

fn check_param(param: &Param, errors: &mut Errors) {
    match param.name {
        None => errors.push(syn::Error::new_spanned(
            &param.original.pat,
            "`#[delta_test]` needs a plain name for each parameter, to show it in the reduced call; name it and destructure it in the body",
        )),
        Some(name)
            if option_names().any(|o| o == param.display_name()) || param.display_name() == "via" =>
        {
            errors.push(syn::Error::new_spanned(
                name,
                format!(
                    "`#[delta_test]` reserves `{0}` for its option `{0} = ...`; rename this parameter",
                    param.display_name()
                ),
            ));
        }
        Some(_) => {}
    }
    let ty = &param.original.ty;
    if let Some(impl_trait) = find_impl_trait(ty) {
        errors.push(syn::Error::new_spanned(
            impl_trait,
            "`#[delta_test]` cannot test a parameter of type `impl Trait`: it is generic, and the value must have one concrete type to be kept and reduced; write the concrete type",
        ));
        return;
    }
    if let Type::Reference(reference) = ty
        && let Some(lifetime) = &reference.lifetime
        && lifetime.ident == "static"
    {
        errors.push(syn::Error::new_spanned(
                    lifetime,
                    "`#[delta_test]` passes a borrow of the value it keeps, which is not `'static`; remove the `'static`",
                ));
    }
    if let Some(dyn_trait) = find_dyn_trait(param.target) {
        let how = match param.form {
            Form::Value => "by value",
            Form::Ref | Form::RefMut => "behind a reference",
        };
        errors.push(syn::Error::new_spanned(
            dyn_trait,
            format!("`#[delta_test]` cannot own a value for a `dyn Trait` parameter ({how}): a trait object has no owned form to keep, reduce and print; take a concrete type"),
        ));
    }
}

fn check_values(function: &Function, errors: &mut Errors) {
    for case in &function.cases {
        if case.args.malformed {
            continue;
        }
        let missing: Vec<String> = function
            .params
            .iter()
            .zip(&case.values)
            // a parameter without a plain name is already reported
            .filter(|(param, value)| value.is_none() && param.name.is_some())
            .map(|(param, _)| format!("`{}`", param.display_name()))
            .collect();
        if let Some(first) = missing.first() {
            errors.push(case.args.error(format!(
                "`#[delta_test]` has no value for {} {}; give each parameter a value, in order or as `#[delta_test({} = ...)]`",
                plural(missing.len(), "parameter", "parameters"),
                missing.join(", "),
                first.trim_matches('`'),
            )));
        }
    }
}

/// Whether another macro made up the name `name` (its source text is that
/// macro's attribute, not the name), as `#[rstest]` does for `case_1`.
fn generated(name: &syn::Ident) -> bool {
    name.span().source_text().is_some_and(|text| *name != text)
}

/// The first `impl Trait` inside `ty`.
fn find_impl_trait(ty: &Type) -> Option<&Type> {
    find(ty, &|ty| matches!(ty, Type::ImplTrait(_)))
}

/// The first `dyn Trait` (or bare trait object) inside `ty`, not counting
/// those inside a smart pointer such as `Box<dyn Trait>`.
fn find_dyn_trait(ty: &Type) -> Option<&Type> {
    match ty {
        Type::TraitObject(_) => Some(ty),
        Type::Paren(p) => find_dyn_trait(&p.elem),
        Type::Group(g) => find_dyn_trait(&g.elem),
        _ => None,
    }
}

fn find<'t>(ty: &'t Type, wanted: &dyn Fn(&Type) -> bool) -> Option<&'t Type> {
    if wanted(ty) {
        return Some(ty);
    }
    match ty {
        Type::Array(t) => find(&t.elem, wanted),
        Type::Group(t) => find(&t.elem, wanted),
        Type::Paren(t) => find(&t.elem, wanted),
        Type::Ptr(t) => find(&t.elem, wanted),
        Type::Reference(t) => find(&t.elem, wanted),
        Type::Slice(t) => find(&t.elem, wanted),
        Type::Tuple(t) => t.elems.iter().find_map(|t| find(t, wanted)),
        Type::Path(t) => t
            .path
            .segments
            .iter()
            .find_map(|segment| match &segment.arguments {
                PathArguments::AngleBracketed(args) => args.args.iter().find_map(|arg| match arg {
                    GenericArgument::Type(t) => find(t, wanted),
                    _ => None,
                }),
                _ => None,
            }),
        _ => None,
    }
}
