//! Generates the test(s): the function under test moved into a module as
//! `call`, and one `#[test]` per case that hands the owned arguments to
//! `::delta_test::__private::run_test`.

use proc_macro2::{Group, Spacing, Span, TokenStream, TokenTree};
use quote::{format_ident, quote, quote_spanned, ToTokens};
use syn::ext::IdentExt;
use syn::spanned::Spanned;
use syn::{Ident, Index, Lit, ReturnType};

use crate::companions::{self, Companion};
use crate::errors::Errors;
use crate::model::{any_token, is_borrow, Case, Form, Function, Param};
use crate::syntax::{infers_its_type, parse_fn, FnArg, ItemFn};
use crate::validate;

/// The whole pipeline: parse, validate, generate (or fall back).
pub(crate) fn delta_test(args: TokenStream, input: TokenStream) -> TokenStream {
    let item = match parse_fn(input, "`#[delta_test]` goes on a function with parameters") {
        Ok(item) => item,
        Err(unchanged) => return unchanged,
    };
    let mut errors = Errors::default();
    let function = Function::from_item(&item, args.clone(), &mut errors);
    validate::check(&function, &mut errors);
    match (errors.finish(), function.attrs.runtime) {
        (Err(error), _) => fallback(&item, &error),
        // validated: the function is async
        (Ok(()), Some(runtime)) => companions::runtime_first(&item, runtime, args),
        (Ok(()), None) => generate(&function),
    }
}

/// The errors, and the function unchanged but for the attributes that would
/// make more errors, so the user sees only ours (thiserror's fallback).
fn fallback(item: &ItemFn, error: &syn::Error) -> TokenStream {
    let attrs: Vec<&syn::Attribute> = item
        .attrs
        .iter()
        .filter(|attr| {
            !(attr.path().is_ident("test")
                || attr.path().is_ident("should_panic")
                || Companion::of(attr).is_some()
                || attr
                    .path()
                    .segments
                    .last()
                    .is_some_and(|s| s.ident == "delta_test"))
        })
        .collect();
    // `#[case]` and the like on parameters belong to the attributes removed.
    let sig = item.sig.print(&item.sig.ident, &|_, input| match input {
        FnArg::Typed(typed) => typed.without_attrs(),
        FnArg::Receiver(_) => input.to_token_stream(),
    });
    let item = item.print(&attrs, sig);
    let error = error.to_compile_error();
    quote! {
        #error
        #[allow(dead_code)]
        #item
    }
}

fn generate(function: &Function) -> TokenStream {
    let name = function.name;
    let call = call_fn(function);
    let checks = checks(function);
    let cfgs = &function.attrs.cfg;
    let module_head = quote! {
        #[cfg(test)]
        #(#cfgs)*
        #[doc(hidden)]
    };
    let imports = quote! {
        #[allow(unused_imports)]
        use super::*;
        #[allow(unused_imports)]
        use self::call as #name;
    };
    if let [case] = &function.cases[..] {
        let module_path = quote!(::core::module_path!());
        let test = test_fn(
            function,
            case,
            name,
            &quote!(#name::call),
            name.to_string(),
            &module_path,
        );
        quote! {
            #module_head
            mod #name {
                #imports
                #call
            }
            #test
            #checks
        }
    } else {
        let tests = function.cases.iter().enumerate().map(|(index, case)| {
            let test = format_ident!("case_{}", index + 1);
            let label = format!("{name}::{test}");
            // inside the module: the user's types and values move down too
            reroot(test_fn(
                function,
                case,
                &test,
                &quote!(call),
                label,
                &quote!(MODULE_PATH),
            ))
        });
        let suffix = format!("::{}", function.name.unraw());
        quote! {
            #module_head
            mod #name {
                #imports
                /// `module_path!()` where the attribute is: this module's parent.
                const MODULE_PATH: &str = {
                    const HERE: &str = ::core::module_path!();
                    const PARENT: usize = HERE.len().saturating_sub(#suffix.len());
                    match ::core::str::from_utf8(HERE.as_bytes().split_at(PARENT).0) {
                        ::core::result::Result::Ok(parent) => parent,
                        ::core::result::Result::Err(_) => HERE,
                    }
                };
                #call
                #(#tests)*
            }
            #checks
        }
    }
}

/// Compile-time checks at each parameter's type (or the type after `via`),
/// so that a type that cannot be reduced, printed or parsed is reported
/// there, in test builds and others alike.
fn checks(function: &Function) -> TokenStream {
    let private = quote!(::delta_test::__private);
    let types = arg_types(&function.params, None);
    let params = function.params.iter().zip(&types).filter(|(param, _)| {
        // A string parameter that every case parses needs no `Reduce` of
        // its own.
        !(param.is_text() && function.cases.iter().all(|case| case.args.via.is_some()))
    });
    let params = params.map(|(param, ty)| {
        let span = param.original.ty.span();
        quote_spanned!(span=> #private::assert_arg::<#ty>(); #private::assert_send::<#ty>();)
    });
    let vias = function
        .cases
        .iter()
        .filter_map(|case| case.args.via.as_ref());
    let vias = vias.map(|(_, ty)| quote_spanned!(ty.span()=> #private::assert_via::<#ty>();));
    let cfgs = &function.attrs.cfg;
    quote! {
        #(#cfgs)*
        const _: () = {
            #[allow(dead_code)]
            fn check_types() {
                #(#params)*
                #(#vias)*
            }
        };
    }
}

/// The function under test, renamed `call`.
fn call_fn(function: &Function) -> TokenStream {
    let attrs = &function.attrs.call;
    let sig = &function.original.sig;
    let call = Ident::new("call", function.name.span());
    let sig = reroot(sig.renamed(&call));
    let block = reroot(function.original.body.to_token_stream());
    quote! {
        /// The function under test, callable with arguments (what a pasted
        /// regression test calls).
        #(#attrs)*
        pub(super) #sig #block
    }
}

/// The user's tokens moved one module down: `super::x` becomes
/// `super::super::x`, so it still names the same item. (`self::x` and
/// plain names resolve through the module's `use super::*`.)
fn reroot(tokens: TokenStream) -> TokenStream {
    let mut out = TokenStream::new();
    let mut previous: Option<TokenTree> = None;
    let mut before_previous: Option<TokenTree> = None;
    for token in tokens {
        let token = match token {
            TokenTree::Ident(ident)
                if ident == "super"
                    && !after_path_separator(before_previous.as_ref(), previous.as_ref()) =>
            {
                let span = ident.span();
                out.extend(quote_spanned!(span=> super::));
                TokenTree::Ident(ident)
            }
            // `pub(super)` and `pub(in super::x)` inside the body stay as written
            TokenTree::Group(group) if is_ident(previous.as_ref(), "pub") => {
                TokenTree::Group(group)
            }
            TokenTree::Group(group) => {
                let mut rerooted = Group::new(group.delimiter(), reroot(group.stream()));
                rerooted.set_span(group.span());
                TokenTree::Group(rerooted)
            }
            other => other,
        };
        out.extend([token.clone()]);
        before_previous = previous.replace(token);
    }
    out
}

/// Whether the two tokens before are `::`, as in `a::super`. A lone `:`
/// (`x: super::T`, `S { a: super::X }`) is before a path's start.
fn after_path_separator(before_previous: Option<&TokenTree>, previous: Option<&TokenTree>) -> bool {
    let colon = |token: Option<&TokenTree>| matches!(token, Some(TokenTree::Punct(p)) if p.as_char() == ':');
    let joint =
        matches!(before_previous, Some(TokenTree::Punct(p)) if p.spacing() == Spacing::Joint);
    colon(before_previous) && joint && colon(previous)
}

fn is_ident(token: Option<&TokenTree>, name: &str) -> bool {
    matches!(token, Some(TokenTree::Ident(ident)) if ident == name)
}

/// One `#[test]` function for `case`.
fn test_fn(
    function: &Function,
    case: &Case,
    test: &Ident,
    call: &TokenStream,
    label: String,
    module_path: &TokenStream,
) -> TokenStream {
    let attrs = &function.attrs.test;
    let cfgs = &function.attrs.cfg;
    let private = quote!(::delta_test::__private);
    let function_name = function.name.to_string();
    let line = quote_spanned!(case.args.line_span()=> ::core::line!());
    let params = function.params.iter().map(|param| {
        let name = param.display_name();
        let form = form(param.form);
        quote!(#private::Param { name: #name, form: #form })
    });
    let returns = match &function.original.sig.output {
        ReturnType::Default => String::new(),
        ReturnType::Type(_, ty) => type_text(ty),
    };
    let options = options(case);
    // `via = T`: the string parameter holds a `Parsed<T>`.
    let via = case.args.via.as_ref().map(|(_, ty)| ty);
    let parsed = |index: usize| via.filter(|_| function.params[index].is_text());
    let types = arg_types(&function.params, via);
    let tuple = quote!((#(#types,)*));
    // A type, as written, with a reference or a lifetime: `&str`,
    // `Vec<&'static str>`, `Cow<'_, str>`.
    let borrowing = types.iter().any(|ty| any_token(ty.clone(), &is_borrow));
    let values =
        function
            .params
            .iter()
            .zip(&case.values)
            .enumerate()
            .map(|(index, (param, value))| {
                let owned = owned_value(param, value.as_ref().expect("validated"));
                match parsed(index) {
                    Some(ty) => quote_spanned!(ty.span()=> #private::parse_via::<#ty>(#owned)),
                    None => owned,
                }
            });
    let call_args = function.params.iter().enumerate().map(|(index, param)| {
        let index = Index::from(index);
        let target = param.target;
        match (param.form, parsed(index.index as usize)) {
            (Form::Value, Some(_)) => quote!(__args.#index.text()),
            (Form::Ref, Some(_)) => quote!(&__args.#index.text()),
            (Form::RefMut, Some(_)) => quote!(&mut __args.#index.text()),
            (Form::Value, None) => quote!(::core::clone::Clone::clone(&__args.#index)),
            (Form::Ref, None) => quote!(#private::Borrow::<#target>::borrow(&__args.#index)),
            (Form::RefMut, None) => quote! {
                #private::BorrowMut::<#target>::borrow_mut(
                    &mut ::core::clone::Clone::clone(&__args.#index),
                )
            },
        }
    });
    // spanned at the return type, so a type that is no test result is
    // reported there
    let returns_span = match &function.original.sig.output {
        ReturnType::Default => Span::call_site(),
        ReturnType::Type(_, ty) => ty.span(),
    };
    let test_closure = quote_spanned! {returns_span=>
        |__args: &#tuple| #call(#(#call_args),*)
    };
    let renders = function.params.iter().enumerate().map(|(index, param)| {
        let index = Index::from(index);
        let form = form(param.form);
        let span = param.original.ty.span();
        quote_spanned!(span=> #private::render(&__args.#index, #form))
    });
    let case_tokens = quote! {
        #private::TestCase {
            test: #label,
            function: #function_name,
            module_path: #module_path,
            file: ::core::file!(),
            line: #line,
            manifest_dir: ::core::env!("CARGO_MANIFEST_DIR"),
            package: ::core::concat!(
                ::core::env!("CARGO_PKG_NAME"), " ", ::core::env!("CARGO_PKG_VERSION")
            ),
            params: &[#(#params),*],
            returns: #returns,
            options: #options,
            borrows: #borrowing,
        }
    };
    let args = quote! {
        {
            let __args: #tuple = (#(#values,)*);
            __args
        }
    };
    let render_closure = quote!(|__args: &#tuple| [#(#renders),*]);
    // The probe cannot ask about a type that borrows: trait selection does
    // not see lifetimes, so it picks the serde impl for `Vec<&str>` and
    // the borrow checker then rejects `for<'de> Deserialize<'de>`. Such
    // arguments are not stored, and the report says why.
    let codec = match borrowing {
        true => quote!(::core::option::Option::None),
        false => quote! {
            {
                #[allow(unused_imports)]
                use #private::{ViaNoSerde as _, ViaSerde as _};
                (&&#private::CodecProbe::<#tuple>::new()).codec()
            }
        },
    };
    // `via = T`: the original call with the parsed argument as it prints,
    // when it was written otherwise, for the reduction to check first.
    let via_index = (0..function.params.len()).find(|&index| parsed(index).is_some());
    let printed = match via_index {
        Some(via) => {
            let at = Index::from(via);
            let others = (0..function.params.len()).map(|index| {
                let index = Index::from(index);
                match index.index as usize == via {
                    true => quote!(__printed),
                    false => quote!(::core::clone::Clone::clone(&__args.#index)),
                }
            });
            quote! {
                |__args: &#tuple| {
                    let (__printed, __texts) = #private::reprinted_via(&__args.#at)?;
                    ::core::option::Option::Some(((#(#others,)*), __texts))
                }
            }
        }
        None => quote!(|_: &#tuple| ::core::option::Option::None),
    };
    // spanned at the attribute, so a failing case panics there
    let run = quote_spanned! {case.args.line_span()=>
        ::delta_test::__private::run_test(
            #case_tokens,
            #args,
            #test_closure,
            #render_closure,
            #codec,
            #printed,
        )
    };
    let is_ignore = |attr: &&syn::Attribute| attr.path().is_ident("ignore");
    let ignored = attrs.iter().copied().any(|attr| is_ignore(&attr));
    let harness_attrs = attrs.iter().filter(|attr| !is_ignore(attr));
    quote! {
        #(#cfgs)*
        #(#attrs)*
        #[test]
        fn #test() {
            #run;
        }

        // For `delta_test::main!()` in a `harness = false` target, which
        // cargo builds with `cfg(test)` but without libtest's `#[test]`.
        ::delta_test::__private::harness! {
            #[cfg(test)]
            #(#cfgs)*
            const _: () = {
                #(#harness_attrs)*
                fn run() {
                            #run;
                }
                ::delta_test::__private::inventory::submit! {
                    ::delta_test::__private::Registered {
                        module_path: ::core::module_path!(),
                        name: ::core::stringify!(#test),
                        ignored: #ignored,
                        run,
                    }
                }
            };
        }
    }
}

fn form(form: Form) -> TokenStream {
    match form {
        Form::Value => quote!(::delta_test::__private::Form::Value),
        Form::Ref => quote!(::delta_test::__private::Form::Ref),
        Form::RefMut => quote!(::delta_test::__private::Form::RefMut),
    }
}

/// The types of the owned arguments: `T1`, `<B2 as ToOwned>::Owned`, ...;
/// with `via = T`, the string parameter's is `Parsed<T>`.
fn arg_types(params: &[Param], via: Option<&syn::Type>) -> Vec<TokenStream> {
    let types = params.iter().map(|param| {
        let target = param.target;
        match (param.form, via.filter(|_| param.is_text())) {
            (_, Some(ty)) => quote_spanned!(ty.span()=> ::delta_test::__private::Parsed<#ty>),
            (Form::Value, None) => target.to_token_stream(),
            (Form::Ref | Form::RefMut, None) => quote_spanned! {target.span()=>
                <#target as ::delta_test::__private::ToOwned>::Owned
            },
        }
    });
    types.collect()
}

/// The owned value for one parameter, from the user's expression.
fn owned_value(param: &Param, value: &TokenStream) -> TokenStream {
    let target = param.target;
    match param.form {
        Form::Value => value.to_token_stream(),
        // A generic constructor gets the owned type to infer, as a value
        // of the parameter's own type would.
        _ if infers_its_type(value) => quote_spanned! {value.span()=>
            ::delta_test::__private::owned::<#target, <#target as ::delta_test::__private::ToOwned>::Owned>(#value)
        },
        // The `&*` carries the macro's span, not the user's: lints such as
        // clippy's `deref_addrof` must not fire on the user's `&value`.
        _ if param.is_unsized => {
            let value = quote_spanned!(value.span()=> (#value));
            let deref = quote!(&*);
            quote_spanned! {value.span()=>
                ::delta_test::__private::owned_unsized::<#target>(#deref #value)
            }
        }
        _ => quote_spanned! {value.span()=>
            ::delta_test::__private::owned::<#target, _>(#value)
        },
    }
}

/// The options given, by name, as the runtime reads them: a slice of
/// `(name, Value)` pairs, each value spanned at its literal.
fn options(case: &Case) -> TokenStream {
    let value = quote!(::delta_test::__private::Value);
    let given = case.args.options.iter().map(|(name, lit)| {
        let value = match lit {
            Lit::Str(text) => quote!(#value::Str(#text)),
            Lit::Int(n) => {
                let n: i64 = n.base10_parse().expect("validated");
                let n = unsuffixed(proc_macro2::Literal::i64_unsuffixed(n), lit.span());
                quote!(#value::Int(#n))
            }
            Lit::Bool(b) => quote!(#value::Bool(#b)),
            _ => unreachable!("options are strings, integers and booleans"),
        };
        quote!((#name, #value))
    });
    quote!(&[#(#given),*])
}

fn unsuffixed(mut literal: proc_macro2::Literal, span: Span) -> TokenStream {
    literal.set_span(span);
    literal.into_token_stream()
}

/// A type as a person writes it: `Result<(), String>`, not
/// `Result < () , String >`.
fn type_text(ty: &syn::Type) -> String {
    let mut text = ty.to_token_stream().to_string();
    for (from, to) in [
        (" :: ", "::"),
        (":: ", "::"),
        (" ::", "::"),
        (" < ", "<"),
        ("< ", "<"),
        (" <", "<"),
        (" >", ">"),
        (" ,", ","),
        ("( ", "("),
        (" )", ")"),
        ("[ ", "["),
        (" ]", "]"),
        (" ;", ";"),
        ("& ", "&"),
        ("fn (", "fn("),
        ("-> ", "-> "),
    ] {
        text = text.replace(from, to);
    }
    text.replace("->", " -> ").replace("  ", " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn super_paths_move_one_module_down() {
        let body = quote!({
            super::f(x::super_y, vec![super::z]);
            let v: super::T = S {
                a: super::X,
                b: a::super::Y,
            };
            pub(super) fn g() {}
        });
        assert_eq!(
            reroot(body).to_string(),
            quote!({
                super::super::f(x::super_y, vec![super::super::z]);
                let v: super::super::T = S {
                    a: super::super::X,
                    b: a::super::Y,
                };
                pub(super) fn g() {}
            })
            .to_string()
        );
    }

    #[test]
    fn the_function_under_test_moves_down_with_its_super_paths() {
        let item = quote! {
            /// Docs.
            #[inline]
            fn f(x: super::T, mut y: u8,) -> super::R {
                #![allow(unused_mut)]
                super::g(x, y)
            }
        };
        let item = parse_fn(item, "misplaced").ok().unwrap();
        let mut errors = Errors::default();
        let function = Function::from_item(&item, quote!(1, 2), &mut errors);
        errors.finish().unwrap();
        let expected = quote! {
            #[inline]
            pub(super) fn call(x: super::super::T, mut y: u8,) -> super::super::R {
                #![allow(unused_mut)]
                super::super::g(x, y)
            }
        };
        let call = call_fn(&function).to_string();
        assert!(call.ends_with(&expected.to_string()), "{call}");
    }

    #[test]
    fn types_print_as_written() {
        let ty: syn::Type = syn::parse_quote!(Result<(), Vec<&'static str>>);
        assert_eq!(type_text(&ty), "Result<(), Vec<&'static str>>");
        let ty: syn::Type = syn::parse_quote!(std::result::Result<[u8; 4], fn(u8) -> u8>);
        assert_eq!(type_text(&ty), "std::result::Result<[u8; 4], fn(u8) -> u8>");
    }
}
