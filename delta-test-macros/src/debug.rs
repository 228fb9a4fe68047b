//! `#[delta_debug]`: a function whose calls behave as before, except that
//! the first one in a thread that panics is reduced before the panic goes
//! on.
//!
//! The body moves into an inner function; the wrapper keeps the signature,
//! calls the inner function directly when it is not watching (the common,
//! cheap path), and otherwise hands the runtime copies of the arguments and
//! two ways to call the body: once for real, and for reruns.
//!
//! Where every parameter's type is `'static` by its syntax, the wrapper
//! also asks whether the arguments can be held past the call (for a
//! proptest, whose last failing call is reduced once it has ended): that
//! needs `Send`, which the call site chooses, and `'static`, which no
//! trait selection can (see [`is_static`]).

use proc_macro2::{TokenStream, TokenTree};
use quote::{format_ident, quote, ToTokens};
use syn::spanned::Spanned;
use syn::{GenericParam, Ident, ReturnType, Type};

use crate::errors::Errors;
use crate::model::{any_token, is_borrow, is_unsized, Form};
use crate::syntax::{parse_fn, FnArg, ItemFn, PatType, Signature};

/// Expands `#[delta_debug]` on `input`; on misuse, the errors and the
/// function unchanged (so the user sees no cascade).
pub(crate) fn delta_debug(args: TokenStream, input: TokenStream) -> TokenStream {
    let item = match parse_fn(input, "`#[delta_debug]` goes on a function") {
        Ok(item) => item,
        Err(unchanged) => return unchanged,
    };
    let mut errors = Errors::default();
    if !args.is_empty() {
        errors.push(syn::Error::new_spanned(
            &args,
            "`#[delta_debug]` takes no options; set `DELTA_TEST_LOG` or `DELTA_TEST` in the environment",
        ));
    }
    check(&item.sig, &mut errors);
    match errors.finish() {
        Ok(()) => expand(&item),
        Err(error) => {
            let error = error.to_compile_error();
            quote!(#error #item)
        }
    }
}

/// What the wrapper cannot do (yet), each pointed at its tokens.
fn check(sig: &Signature, errors: &mut Errors) {
    let mut unsupported = |tokens: &dyn ToTokens, what: &str| {
        errors.push(syn::Error::new_spanned(
            tokens,
            format!("`#[delta_debug]` does not support {what}"),
        ));
    };
    if let Some(token) = &sig.constness {
        unsupported(
            token,
            "`const fn`: reruns catch panics, which a const fn cannot",
        );
    }
    if let Some(token) = &sig.asyncness {
        unsupported(token, "`async fn` yet");
    }
    if let Some(token) = &sig.unsafety {
        unsupported(token, "`unsafe fn` yet");
    }
    if let Some(abi) = &sig.abi {
        unsupported(abi, "`extern` functions");
    }
    if let Some(variadic) = &sig.variadic {
        unsupported(variadic, "variadic functions");
    }
    for param in &sig.generics.params {
        if !matches!(param, GenericParam::Lifetime(_)) {
            unsupported(
                param,
                "generic functions yet: it decides at the call site which arguments it can reduce, which needs concrete types",
            );
        }
    }
    for input in &sig.inputs {
        match input {
            FnArg::Receiver(receiver) => unsupported(
                receiver,
                "methods yet; put it on a free function that the method calls",
            ),
            FnArg::Typed(typed) if contains_impl_trait(&typed.ty) => {
                unsupported(&typed.ty, "`impl Trait` parameters yet")
            }
            FnArg::Typed(_) => {}
        }
    }
}

fn contains_impl_trait(ty: &Type) -> bool {
    match ty {
        Type::ImplTrait(_) => true,
        Type::Reference(r) => contains_impl_trait(&r.elem),
        Type::Paren(p) => contains_impl_trait(&p.elem),
        Type::Group(g) => contains_impl_trait(&g.elem),
        _ => false,
    }
}

/// One parameter of the wrapped function.
struct Param<'a> {
    /// The wrapper's name for it: the user's, or `argN` for a pattern.
    name: Ident,
    form: Form,
    /// `T` for `p: T`, `B` for `p: &B` and `p: &mut B`.
    target: &'a Type,
}

fn expand(item: &ItemFn) -> TokenStream {
    let params: Vec<Param> = item
        .sig
        .inputs
        .iter()
        .enumerate()
        .filter_map(|(i, input)| match input {
            FnArg::Typed(typed) => Some(param(i, typed)),
            FnArg::Receiver(_) => None,
        })
        .collect();
    if params.is_empty() {
        // Nothing to reduce: the function stays as it is.
        return item.to_token_stream();
    }
    // The wrapper's signature: each parameter by its plain name (the
    // inner function keeps the user's pattern).
    let outer = item.sig.print(&item.sig.ident, &|i, input| match input {
        FnArg::Typed(typed) => {
            let (attrs, name) = (&typed.attrs, plain_name(i, typed));
            let (colon, ty) = (&typed.colon_token, &typed.ty);
            quote!(#(#attrs)* #name #colon #ty)
        }
        FnArg::Receiver(_) => input.to_token_stream(),
    });

    let inner_name = format_ident!("__delta_debug_{}", item.sig.ident);
    let inner = item.sig.renamed(&inner_name);
    let body = &item.body;
    let lints = item.attrs.iter().filter(|attr| {
        ["allow", "warn", "deny", "forbid", "expect"]
            .iter()
            .any(|lint| attr.path().is_ident(lint))
    });
    let attrs = &item.attrs;
    let vis = &item.vis;

    let private = quote!(::delta_test::__private);
    let names: Vec<&Ident> = params.iter().map(|p| &p.name).collect();
    let name_strs = names.iter().map(|n| n.to_string());
    let function = item.sig.ident.to_string();
    let returns_value = match &item.sig.output {
        ReturnType::Default => false,
        ReturnType::Type(_, ty) => !matches!(&**ty, Type::Tuple(t) if t.elems.is_empty()),
    };
    let probes = params.iter().map(|p| {
        let (name, target, form) = (&p.name, p.target, form_tokens(p.form));
        let value = match p.form {
            Form::Value => quote!(&#name),
            _ if is_unsized(target) => quote!(&#private::owned_unsized::<#target>(#name)),
            _ => quote!(#name),
        };
        quote!((&&&#private::Probe(#value, #form)).held())
    });
    let held: Vec<Ident> = (0..params.len()).map(|i| format_ident!("__h{i}")).collect();
    let reruns = params.iter().enumerate().map(|(i, p)| {
        let (i, target) = (syn::Index::from(i), p.target);
        let arg = quote!(__delta_args.#i);
        match p.form {
            Form::Value => quote!(#arg.get()),
            Form::Ref if is_unsized(target) => {
                quote!(::core::borrow::Borrow::<#target>::borrow(#arg.value()))
            }
            Form::Ref => quote!(#arg.value()),
            Form::RefMut if is_unsized(target) => {
                quote!(::core::borrow::BorrowMut::<#target>::borrow_mut(&mut #arg.get()))
            }
            Form::RefMut => quote!(&mut #arg.get()),
        }
    });

    let targets: Vec<&Type> = params.iter().map(|p| p.target).collect();
    let later = match targets.iter().all(|target| is_static(target)) {
        // The lint turns a lifetime the syntax hides (`View` for
        // `View<'a>`) into an error at the user's type that says to write
        // it, rather than a borrow error at the attribute.
        true => quote! {{
            #[allow(dead_code)]
            #[deny(elided_lifetimes_in_paths)]
            fn __delta_static(#(_: ::core::marker::PhantomData<#targets>),*) {}
            #[allow(unused_imports)]
            use #private::{ViaLocal as _, ViaSend as _};
            (&&#private::LaterProbe(&__delta_held)).later()
        }},
        false => quote!(::core::option::Option::None),
    };

    quote! {
        #(#attrs)*
        #vis #outer {
            #(#lints)*
            #inner #body

            if !#private::debug_armed() {
                return #inner_name(#(#names),*);
            }
            #[allow(unused_imports)]
            use #private::{ViaFixed as _, ViaNone as _, ViaReduce as _};
            let __delta_held = match (#(#probes,)*) {
                (#(::core::option::Option::Some(#held),)*) => {
                    ::core::option::Option::Some((#(#held,)*))
                }
                _ => ::core::option::Option::None,
            };
            let __delta_later = #later;
            #private::debug_call(
                #private::DebugSite {
                    function: #function,
                    module_path: ::core::module_path!(),
                    params: &[#(#name_strs),*],
                    returns_value: #returns_value,
                    manifest_dir: ::core::env!("CARGO_MANIFEST_DIR"),
                },
                __delta_held,
                __delta_later,
                move || #inner_name(#(#names),*),
                |__delta_args| {
                    let _ = #inner_name(#(#reruns),*);
                },
            )
        }
    }
}

/// Whether `ty` is `'static` by its syntax alone: it names no lifetime,
/// no reference, no trait object or `impl Trait`, no `Self` and no macro.
///
/// A lifetime cannot be asked of the type system instead: trait selection
/// ignores lifetimes, so an impl bounded by `'static` would be chosen for
/// a borrowed type too and then fail to compile. This is conservative but
/// for one case: a path that hides its type's lifetime (`View` for
/// `View<'a>`, which `elided_lifetimes_in_paths` allows by default). The
/// expansion denies that lint for the parameter types, so such a type is
/// an error that says to write `View<'_>`, which this then refuses.
fn is_static(ty: &Type) -> bool {
    let not_static = |token: &TokenTree| {
        is_borrow(token)
            || match token {
                TokenTree::Punct(punct) => punct.as_char() == '!',
                TokenTree::Ident(ident) => ["dyn", "impl", "Self"].iter().any(|word| ident == word),
                _ => false,
            }
    };
    !any_token(ty.to_token_stream(), &not_static)
}

/// Reads parameter number `index`.
fn param(index: usize, typed: &PatType) -> Param<'_> {
    let (form, target) = match &typed.ty {
        Type::Reference(r) if r.mutability.is_some() => (Form::RefMut, &*r.elem),
        Type::Reference(r) => (Form::Ref, &*r.elem),
        ty => (Form::Value, ty),
    };
    let name = plain_name(index, typed);
    Param { name, form, target }
}

/// The wrapper's name for parameter number `index`: the user's, or
/// `argN` for a pattern.
fn plain_name(index: usize, typed: &PatType) -> Ident {
    match typed.pat.ident() {
        Some(ident) => ident.clone(),
        None => Ident::new(&format!("arg{index}"), typed.pat.span()),
    }
}

fn form_tokens(form: Form) -> TokenStream {
    match form {
        Form::Value => quote!(::delta_test::__private::Form::Value),
        Form::Ref => quote!(::delta_test::__private::Form::Ref),
        Form::RefMut => quote!(::delta_test::__private::Form::RefMut),
    }
}
