//! `#[derive(Reduce)]`: the places of a struct or an enum are those of its
//! fields, each under its index; an enum can also become an earlier
//! variant, and a recursive type one of its parts of the same type
//! (hoisting, as the Fuzzing Book's grammar reducer and Perses do).

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;
use syn::{DeriveInput, GenericArgument, PathArguments, Type};

use super::{bounded, field_checks, shapes, Shape};

/// The whole derive.
pub(crate) fn derive_reduce(mut input: DeriveInput) -> TokenStream {
    let generics = std::mem::take(&mut input.generics);
    let generics = bounded(generics, quote!(::delta_test::Reduce));
    let shapes = match shapes(&input, "Reduce") {
        Ok(shapes) => shapes,
        Err(error) => return error.to_compile_error(),
    };
    let dt = quote!(::delta_test);
    let name = &input.ident;
    let (impl_generics, ty_generics, where_clause) = generics.split_for_impl();
    let is_enum = matches!(input.data, syn::Data::Enum(_));
    let kept = shapes
        .iter()
        .flat_map(|s| s.fields.iter().filter(|f| !f.skip));
    let checks = field_checks(&generics, kept, &quote!(#dt::Reduce));

    let arms = |body: &dyn Fn(&Shape) -> TokenStream| -> TokenStream {
        let arms = shapes.iter().map(|shape| {
            let pattern = shape.pattern();
            let body = body(shape);
            quote!(#pattern => { #body })
        });
        quote!(match self { #(#arms)* })
    };
    let bad_path = quote! {
        ::core::panic!(
            "delta-test: `{}` has no place at path {:?}",
            ::core::any::type_name::<Self>(),
            path
        )
    };

    let sequences = arms(&|shape| {
        let fields = shape.fields.iter().enumerate().filter(|(_, f)| !f.skip);
        let each = fields.map(|(i, f)| {
            let binding = &f.binding;
            quote!(out.extend(#dt::Reduce::sequences(#binding).into_iter().map(|s| s.under(#i)));)
        });
        quote! {
            let mut out = ::std::vec::Vec::new();
            #(#each)*
            out
        }
    });
    // One arm per kept field of each shape: `(Shape, Some((&i, rest)))`.
    let per_field = |call: &dyn Fn(&syn::Ident) -> TokenStream, rebuild: bool| -> TokenStream {
        let arms = shapes.iter().flat_map(|shape| {
            let pattern = shape.pattern();
            let fields = shape.fields.iter().enumerate().filter(|(_, f)| !f.skip);
            fields
                .map(|(i, f)| {
                    let binding = &f.binding;
                    let body = match rebuild {
                        true => shape.build(|j, other| match j == i {
                            true => call(binding),
                            false => {
                                let binding = &other.binding;
                                quote!(::core::clone::Clone::clone(#binding))
                            }
                        }),
                        false => call(binding),
                    };
                    quote!((#pattern, ::core::option::Option::Some((&#i, rest))) => #body,)
                })
                .collect::<Vec<_>>()
        });
        quote!(#(#arms)*)
    };
    let keep_arms = per_field(&|b| quote!(#dt::Reduce::keep(#b, rest, kept)), true);
    let simplify_arms = per_field(&|b| quote!(#dt::Reduce::simplify(#b, rest, to)), true);
    let places_arms = per_field(&|b| quote!(#dt::Reduce::places(#b, rest)), false);
    let inner_arms = per_field(&|b| quote!(#dt::Reduce::inner(#b, rest)), false);
    let own_inner = arms(&|shape| {
        let steps = shape
            .fields
            .iter()
            .enumerate()
            .filter(|(_, f)| !f.skip)
            .map(|(i, _)| i);
        quote!(::std::vec![#(#steps),*])
    });

    // Simpler values: earlier variants built from their fields' simplest
    // values, then earlier variants that carry the current fields over,
    // then the parts of the same type, breadth first.
    let recursive = |shape: &Shape| shape.fields.iter().any(|f| holds_self(f.ty, name));
    let builders = |shape: &Shape| {
        shape.build(|_, f| {
            let ty = f.ty;
            quote!(<#ty as #dt::Reduce>::simplest()?)
        })
    };
    let types = |shape: &Shape| -> Vec<String> {
        shape
            .fields
            .iter()
            .map(|f| f.ty.to_token_stream().to_string())
            .collect()
    };
    let earlier = arms(&|current| {
        let before: Vec<&Shape> = shapes
            .iter()
            .take_while(|s| s.text != current.text)
            .filter(|s| is_enum && !s.fields.iter().any(|f| f.skip))
            .collect();
        // A variant that holds `Self` is built only in place of one that
        // does too, with as many fields or more: `Div(a, b)` may become
        // `Add(0, 0)`, but a leaf never grows into a node, nor `Neg(a)`
        // into `Add(0, 0)`. Its fields' simplest values hold no `Self` (see
        // `simplest_once`), so building it ends. Any other is built as
        // `Self` is: one that holds `Self` through other types is then not
        // built at all.
        let grows = |s: &Shape| s.fields.len() > current.fields.len();
        let built = before
            .iter()
            .filter(|s| !recursive(s) || (recursive(current) && !grows(s)))
            .map(|s| {
                let value = builders(s);
                let build = match recursive(s) {
                    true => quote!(::core::option::Option::Some(#value)),
                    false => quote!(#dt::__private::simplest_once::<Self>(|| ::core::option::Option::Some(#value))),
                };
                quote!(#dt::__private::Earlier::Built(|| #build))
            });
        let carries = !current.fields.is_empty() && !current.fields.iter().any(|f| f.skip);
        let carried = before
            .iter()
            .filter(|s| carries && types(s) == types(current))
            .map(|s| {
                let value = s.build(|i, _| {
                    let binding = &current.fields[i].binding;
                    quote!(::core::clone::Clone::clone(#binding))
                });
                quote!(#dt::__private::Earlier::Carried(::std::boxed::Box::new(move || #value)))
            });
        quote!(::std::vec![#(#built,)* #(#carried),*])
    });
    let children = arms(&|shape| {
        let gathers = shape.fields.iter().filter(|f| !f.skip).filter_map(|f| {
            let binding = &f.binding;
            gather(f.ty, name, quote!(#binding))
        });
        quote! {
            let mut out: ::std::vec::Vec<&Self> = ::std::vec::Vec::new();
            #(#gathers)*
            out
        }
    });
    // The first shape that builds: a shape may hold `Self` through other
    // types, which the derive cannot see; `simplest_once` then makes it
    // fail to build, rather than recurse without end.
    let tries = shapes
        .iter()
        .filter(|s| !recursive(s) && !s.fields.iter().any(|f| f.skip))
        .map(|shape| {
            let value = builders(shape);
            quote! {
                if let ::core::option::Option::Some(value) = (|| ::core::option::Option::Some(#value))() {
                    return ::core::option::Option::Some(value);
                }
            }
        });
    let simplest = quote! {
        #dt::__private::simplest_once::<Self>(|| {
            #(#tries)*
            ::core::option::Option::None
        })
    };

    quote! {
        #checks

        #[allow(unused_variables)]
        impl #impl_generics #dt::Reduce for #name #ty_generics #where_clause {
            fn sequences(&self) -> ::std::vec::Vec<#dt::Sequence> {
                #sequences
            }

            fn keep(&self, path: &[usize], kept: &#dt::Subset) -> Self {
                match (self, path.split_first()) {
                    #keep_arms
                    _ => #bad_path,
                }
            }

            fn places(&self, path: &[usize]) -> ::std::vec::Vec<#dt::Place> {
                match (self, path.split_first()) {
                    (_, ::core::option::Option::None) => {
                        let count = #dt::__private::choices(self, Self::__delta_test_earlier, Self::__delta_test_children, None).0;
                        match count {
                            0 => ::std::vec::Vec::new(),
                            count => ::std::vec![#dt::Place::Choices { count }],
                        }
                    }
                    #places_arms
                    _ => ::std::vec::Vec::new(),
                }
            }

            fn inner(&self, path: &[usize]) -> ::std::vec::Vec<usize> {
                match (self, path.split_first()) {
                    (_, ::core::option::Option::None) => #own_inner,
                    #inner_arms
                    _ => ::std::vec::Vec::new(),
                }
            }

            fn simplify(&self, path: &[usize], to: u128) -> Self {
                match (self, path.split_first()) {
                    (_, ::core::option::Option::None) => {
                        let nth = usize::try_from(to).ok();
                        match #dt::__private::choices(self, Self::__delta_test_earlier, Self::__delta_test_children, nth).1 {
                            ::core::option::Option::Some(choice) => choice,
                            ::core::option::Option::None => #bad_path,
                        }
                    }
                    #simplify_arms
                    _ => #bad_path,
                }
            }

            fn simplest() -> ::core::option::Option<Self> {
                #simplest
            }
        }

        impl #impl_generics #name #ty_generics #where_clause {
            /// The earlier variants this value could become (for
            /// `#[derive(Reduce)]`).
            #[doc(hidden)]
            #[allow(clippy::type_complexity)]
            fn __delta_test_earlier(&self) -> ::std::vec::Vec<#dt::__private::Earlier<'_, Self>> {
                #earlier
            }

            /// The parts of this value of its own type (for
            /// `#[derive(Reduce)]`).
            #[doc(hidden)]
            fn __delta_test_children(&self) -> ::std::vec::Vec<&Self> {
                #children
            }
        }
    }
}

/// Whether a field of type `ty` holds values of the type `name`: `Self`,
/// `Name`, a tuple with one among its elements, or `Box`, `Option` or
/// `Vec` of one (so `Vec<(String, Self)>`, a map kept as its entries, is
/// seen through too).
fn holds_self(ty: &Type, name: &syn::Ident) -> bool {
    gather(ty, name, quote!(x)).is_some()
}

/// Code that pushes onto `out` every `&Self` in the field `value` (a
/// reference to a `ty`), or `None` when `ty` holds none.
fn gather(ty: &Type, name: &syn::Ident, value: TokenStream) -> Option<TokenStream> {
    let path = match ty {
        Type::Path(path) => path,
        Type::Paren(inner) => return gather(&inner.elem, name, value),
        Type::Tuple(tuple) => {
            let each = tuple.elems.iter().enumerate().filter_map(|(i, elem)| {
                let i = syn::Index::from(i);
                gather(elem, name, quote!(&(#value).#i))
            });
            let each: Vec<_> = each.collect();
            return (!each.is_empty()).then(|| quote!(#(#each)*));
        }
        _ => return None,
    };
    let last = path.path.segments.last()?;
    if path.qself.is_none() && (last.ident == *name || last.ident == "Self") {
        return Some(quote!(out.push(#value);));
    }
    let PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    let [GenericArgument::Type(inner)] = args.args.iter().collect::<Vec<_>>()[..] else {
        return None;
    };
    let span = ty.span();
    match last.ident.to_string().as_str() {
        "Box" => gather(inner, name, quote_spanned!(span=> &**#value)),
        "Option" => {
            let each = gather(inner, name, quote!(x))?;
            Some(quote!(if let ::core::option::Option::Some(x) = #value { #each }))
        }
        "Vec" => {
            let each = gather(inner, name, quote!(x))?;
            Some(quote!(for x in #value.iter() { #each }))
        }
        _ => None,
    }
}
