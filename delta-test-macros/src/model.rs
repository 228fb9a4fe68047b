//! The function under test as the expansion sees it: a borrowed model that
//! keeps the user's tokens, so errors can point at them.

use proc_macro2::{TokenStream, TokenTree};
use syn::ext::IdentExt;
use syn::{Attribute, Ident, Type};

use crate::args::{option_names, CaseArgs};
use crate::companions::Companion;
use crate::errors::Errors;
use crate::syntax::{FnArg, ItemFn, PatType, Receiver};

/// A function with one or more `#[delta_test(...)]` attributes.
pub(crate) struct Function<'a> {
    pub(crate) original: &'a ItemFn,
    pub(crate) name: &'a Ident,
    /// `self` in any form: always an error, kept to point at it.
    pub(crate) receiver: Option<&'a Receiver>,
    pub(crate) params: Vec<Param<'a>>,
    /// One per attribute, in declaration order.
    pub(crate) cases: Vec<Case<'a>>,
    pub(crate) attrs: Attrs<'a>,
}

/// One parameter of the function under test.
pub(crate) struct Param<'a> {
    pub(crate) original: &'a PatType,
    /// The name; `None` when the pattern is not a plain name.
    pub(crate) name: Option<&'a Ident>,
    pub(crate) form: Form,
    /// `T` for `p: T`; `B` for `p: &B` and `p: &mut B`.
    pub(crate) target: &'a Type,
    /// `B` is `str` or a slice, made owned from `&B`.
    pub(crate) is_unsized: bool,
}

/// How a parameter is passed; the runtime's `Form`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Form {
    Value,
    Ref,
    RefMut,
}

/// One test case: the values for each parameter.
pub(crate) struct Case<'a> {
    pub(crate) args: CaseArgs<'a>,
    /// One per parameter, in parameter order, each an expression's
    /// tokens; `None` when not given.
    pub(crate) values: Vec<Option<TokenStream>>,
}

/// The function's other attributes, sorted by where they go.
#[derive(Default)]
pub(crate) struct Attrs<'a> {
    /// Onto the generated test function(s): docs, `#[ignore]`, lints,
    /// `#[cfg_attr]` and anything unknown.
    pub(crate) test: Vec<&'a Attribute>,
    /// Onto the function under test: lints, `#[inline]`, `#[track_caller]`...
    pub(crate) call: Vec<&'a Attribute>,
    /// `#[cfg(..)]`: onto the module and the test function.
    pub(crate) cfg: Vec<&'a Attribute>,
    /// `#[test]`: an error.
    pub(crate) test_attr: Option<&'a Attribute>,
    /// `#[should_panic]`: an error.
    pub(crate) should_panic: Option<&'a Attribute>,
    /// A runtime's test attribute, `#[tokio::test]`: for an `async fn`.
    pub(crate) runtime: Option<&'a Attribute>,
    /// `#[rstest]`, `#[case(..)]`, `#[test_case(..)]`: errors.
    pub(crate) other_cases: Vec<&'a Attribute>,
}

impl<'a> Function<'a> {
    /// Builds the model of `original`, whose attribute being expanded had
    /// the arguments `args`. Values that name no parameter, or a parameter
    /// twice, are reported to `errors`.
    pub(crate) fn from_item(original: &'a ItemFn, args: TokenStream, errors: &mut Errors) -> Self {
        let mut cases = vec![CaseArgs::from_call_site(args, errors)];
        let mut attrs = Attrs::default();
        for attr in &original.attrs {
            if is_delta_test(attr) {
                cases.push(CaseArgs::from_attribute(attr, errors));
            } else {
                attrs.sort(attr);
            }
        }
        let mut receiver = None;
        let mut params = Vec::new();
        for input in &original.sig.inputs {
            match input {
                FnArg::Receiver(r) => receiver = Some(r),
                FnArg::Typed(typed) => params.push(Param::from_typed(typed)),
            }
        }
        let cases = cases
            .into_iter()
            .map(|args| Case::bind(args, &params, original, errors))
            .collect();
        Function {
            original,
            name: &original.sig.ident,
            receiver,
            params,
            cases,
            attrs,
        }
    }
}

impl<'a> Param<'a> {
    fn from_typed(original: &'a PatType) -> Self {
        let name = original.pat.ident();
        let (form, target) = match &original.ty {
            Type::Reference(r) if r.mutability.is_some() => (Form::RefMut, &*r.elem),
            Type::Reference(r) => (Form::Ref, &*r.elem),
            ty => (Form::Value, ty),
        };
        let is_unsized = form != Form::Value && is_unsized(target);
        Param {
            original,
            name,
            form,
            target,
            is_unsized,
        }
    }

    /// Whether it takes text: `&str`, `String`, `&String` or `&mut String`.
    pub(crate) fn is_text(&self) -> bool {
        let Type::Path(path) = self.target else {
            return false;
        };
        let last = path.path.segments.last();
        path.qself.is_none()
            && last.is_some_and(|last| {
                last.arguments.is_empty() && (last.ident == "str" || last.ident == "String")
            })
    }

    /// The name as the user reads it (without `r#`), or `_` for a pattern.
    pub(crate) fn display_name(&self) -> String {
        self.name
            .map_or_else(|| "_".to_owned(), |name| name.unraw().to_string())
    }
}

/// Whether a token of `tokens`, inside groups too, is one that `is`
/// picks: how a type's syntax is asked what it holds (a `&`, a lifetime).
pub(crate) fn any_token(tokens: TokenStream, is: &impl Fn(&TokenTree) -> bool) -> bool {
    tokens.into_iter().any(|token| match token {
        TokenTree::Group(group) => any_token(group.stream(), is),
        token => is(&token),
    })
}

/// Whether a token is a `&` or a lifetime's quote.
pub(crate) fn is_borrow(token: &TokenTree) -> bool {
    matches!(token, TokenTree::Punct(punct) if matches!(punct.as_char(), '&' | '\''))
}

/// `str`, `[T]`, and the std path types that are made owned from a borrow.
pub(crate) fn is_unsized(ty: &Type) -> bool {
    match ty {
        Type::Slice(_) => true,
        Type::Paren(p) => is_unsized(&p.elem),
        Type::Group(g) => is_unsized(&g.elem),
        Type::Path(p) if p.qself.is_none() => p.path.segments.last().is_some_and(|last| {
            last.arguments.is_empty()
                && ["str", "Path", "OsStr", "CStr"]
                    .iter()
                    .any(|n| last.ident == n)
        }),
        _ => false,
    }
}

/// `#[delta_test]`, `#[delta_test::delta_test]` or `#[::delta_test::delta_test]`.
fn is_delta_test(attr: &Attribute) -> bool {
    let segments: Vec<String> = attr
        .path()
        .segments
        .iter()
        .map(|s| s.ident.to_string())
        .collect();
    matches!(
        segments.iter().map(String::as_str).collect::<Vec<_>>()[..],
        ["delta_test"] | ["delta_test", "delta_test"]
    )
}

impl<'a> Attrs<'a> {
    fn sort(&mut self, attr: &'a Attribute) {
        match Companion::of(attr) {
            // Another attribute above made the function a test; the
            // expansion makes the test itself.
            Some(Companion::GeneratedTest) => return,
            Some(Companion::Runtime) => return self.runtime = Some(attr),
            Some(Companion::Cases) => return self.other_cases.push(attr),
            None => {}
        }
        let path = attr.path();
        let name = path.get_ident().map(Ident::to_string).unwrap_or_default();
        match name.as_str() {
            "test" => self.test_attr = Some(attr),
            "should_panic" => self.should_panic = Some(attr),
            "cfg" => self.cfg.push(attr),
            "allow" | "warn" | "deny" | "forbid" => {
                self.call.push(attr);
                self.test.push(attr);
            }
            "expect" | "inline" | "track_caller" | "cold" | "must_use" | "target_feature" => {
                self.call.push(attr);
            }
            _ => self.test.push(attr),
        }
    }
}

impl<'a> Case<'a> {
    fn bind(args: CaseArgs<'a>, params: &[Param], original: &ItemFn, errors: &mut Errors) -> Self {
        let mut values: Vec<Option<TokenStream>> = vec![None; params.len()];
        if params.is_empty() {
            // "no parameters" is the one error worth showing.
            return Case { args, values };
        }
        let name = &original.sig.ident;
        for (index, value) in args.positional.iter().enumerate() {
            if index < params.len() {
                values[index] = Some(value.clone());
            } else {
                errors.push(syn::Error::new_spanned(
                    value,
                    format!(
                        "`#[delta_test]` got {} values, but `{name}` takes {} {}",
                        args.positional.len(),
                        params.len(),
                        plural(params.len(), "parameter", "parameters"),
                    ),
                ));
            }
        }
        for (key, value) in &args.named {
            let wanted = key.unraw();
            match params
                .iter()
                .position(|p| p.name.is_some_and(|n| n.unraw() == wanted))
            {
                Some(index) if values[index].is_some() => errors.push(syn::Error::new_spanned(
                    key,
                    format!("`#[delta_test]` got a second value for parameter `{wanted}`"),
                )),
                Some(index) => values[index] = Some(value.clone()),
                None => {
                    let names = params
                        .iter()
                        .filter_map(|p| p.name.map(|_| p.display_name()));
                    let names: Vec<String> = names.collect();
                    let mut message = format!(
                        "`#[delta_test]`: `{name}` has no parameter `{wanted}`; its {} {}",
                        plural(names.len(), "parameter is", "parameters are"),
                        names
                            .iter()
                            .map(|n| format!("`{n}`"))
                            .collect::<Vec<_>>()
                            .join(", "),
                    );
                    let wanted = wanted.to_string();
                    if let Some(option) = did_you_mean(&wanted, option_names()) {
                        message.push_str(&format!("; did you mean the option `{option}`?"));
                    } else if let Some(param) =
                        did_you_mean(&wanted, names.iter().map(String::as_str))
                    {
                        message.push_str(&format!("; did you mean `{param}`?"));
                    }
                    errors.push(syn::Error::new_spanned(key, message));
                }
            }
        }
        Case { args, values }
    }
}

pub(crate) fn plural<'s>(n: usize, one: &'s str, many: &'s str) -> &'s str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// The candidate closest to a misspelt `input`, when one is close enough to
/// be what was meant: at most a third of its letters differ (one edit for
/// short names), as for `max_test` and `max_tests`. (The runtime suggests
/// names the same way, for `delta-test.toml`.)
pub(crate) fn did_you_mean<'a>(
    input: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let limit = (input.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .map(|candidate| (edit_distance(input, candidate), candidate))
        .filter(|&(distance, _)| distance <= limit)
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// Levenshtein distance, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}
