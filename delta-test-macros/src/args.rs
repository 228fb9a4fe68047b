//! Parses the arguments of one `#[delta_test(...)]` attribute: values for
//! the parameters (positional, then `name = value`) and the options.

use proc_macro2::{Span, TokenStream};
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{Expr, ExprLit, Ident, Lit, LitBool, LitInt, LitStr, Token};

use crate::errors::Errors;

/// The option keys; they are never parameter names.
pub(crate) const OPTION_KEYS: [&str; 11] = [
    "matching",
    "mode",
    "max_tests",
    "log",
    "isolate",
    "timeout",
    "max_time",
    "verify",
    "retries",
    "persist",
    "report",
];

const MATCHING: [&str; 4] = ["same_bug", "exact", "location", "any"];
const MODE: [&str; 3] = ["min", "max", "diff"];
const ISOLATE: [&str; 3] = ["none", "thread", "process"];
const REPORT: [&str; 2] = ["text", "markdown"];
const MAX_LOG: u8 = 2;

/// One `#[delta_test(...)]` attribute: one test case.
pub(crate) struct CaseArgs {
    /// Where the attribute is, for `line!()` and for errors about it as a
    /// whole: `None` for the attribute being expanded (the call site).
    pub(crate) attr: Option<syn::Attribute>,
    /// The bare values, in order.
    pub(crate) positional: Vec<Expr>,
    /// The `name = value` pairs, in order.
    pub(crate) named: Vec<(Ident, Expr)>,
    pub(crate) options: Options,
    /// The arguments could not all be read, so a missing value may be a
    /// consequence of an error already reported.
    pub(crate) malformed: bool,
}

/// The options given in one attribute; `None` when not given.
#[derive(Default)]
pub(crate) struct Options {
    pub(crate) matching: Option<LitStr>,
    pub(crate) mode: Option<LitStr>,
    pub(crate) max_tests: Option<LitInt>,
    pub(crate) log: Option<LitInt>,
    pub(crate) isolate: Option<LitStr>,
    pub(crate) timeout: Option<LitStr>,
    pub(crate) max_time: Option<LitStr>,
    pub(crate) verify: Option<LitInt>,
    pub(crate) retries: Option<LitInt>,
    pub(crate) persist: Option<LitBool>,
    pub(crate) report: Option<LitStr>,
}

/// One comma-separated argument, as written.
enum Arg {
    Positional(Expr),
    Named(Ident, Expr),
}

impl CaseArgs {
    /// Reads the arguments of the attribute being expanded.
    pub(crate) fn from_call_site(tokens: TokenStream, errors: &mut Errors) -> Self {
        Self::read(None, tokens, errors)
    }

    /// Reads the arguments of a further `#[delta_test(...)]` attribute.
    pub(crate) fn from_attribute(attr: &syn::Attribute, errors: &mut Errors) -> Self {
        let tokens = match &attr.meta {
            syn::Meta::Path(_) => TokenStream::new(),
            syn::Meta::List(list) => list.tokens.clone(),
            syn::Meta::NameValue(meta) => {
                errors.push(syn::Error::new_spanned(
                    meta,
                    "`#[delta_test]` takes its values in parentheses: `#[delta_test(name = value)]`",
                ));
                let mut case = Self::read(Some(attr.clone()), TokenStream::new(), errors);
                case.malformed = true;
                return case;
            }
        };
        Self::read(Some(attr.clone()), tokens, errors)
    }

    /// The span of `line!()` for this case: the attribute.
    pub(crate) fn line_span(&self) -> Span {
        self.attr
            .as_ref()
            .map_or_else(Span::call_site, |attr| attr.pound_token.span)
    }

    /// An error about the attribute as a whole.
    pub(crate) fn error(&self, message: impl std::fmt::Display) -> syn::Error {
        match &self.attr {
            Some(attr) => syn::Error::new_spanned(attr, message),
            None => syn::Error::new(Span::call_site(), message),
        }
    }

    fn read(attr: Option<syn::Attribute>, tokens: TokenStream, errors: &mut Errors) -> Self {
        let mut case = CaseArgs {
            attr,
            positional: Vec::new(),
            named: Vec::new(),
            options: Options::default(),
            malformed: false,
        };
        let parser = |input: ParseStream| {
            Punctuated::<Arg, Token![,]>::parse_terminated_with(input, Arg::parse)
        };
        let args = match parser.parse2(tokens) {
            Ok(args) => args,
            Err(error) => {
                for error in error {
                    errors.push(syn::Error::new(
                        error.span(),
                        format!("`#[delta_test]`: {error}"),
                    ));
                }
                case.malformed = true;
                return case;
            }
        };
        for arg in args {
            match arg {
                Arg::Positional(value) if !case.named.is_empty() || case.has_options() => {
                    errors.push(syn::Error::new_spanned(
                        value,
                        "`#[delta_test]` takes the values without names first: move this value before the `name = value` ones, or name it",
                    ));
                    case.malformed = true;
                }
                Arg::Positional(value) => case.positional.push(value),
                Arg::Named(key, value) => {
                    let name = key.unraw().to_string();
                    if OPTION_KEYS.contains(&name.as_str()) {
                        case.options.set(&key, value, errors);
                    } else {
                        case.named.push((key, value));
                    }
                }
            }
        }
        case
    }

    fn has_options(&self) -> bool {
        let o = &self.options;
        [
            &o.matching,
            &o.mode,
            &o.isolate,
            &o.timeout,
            &o.max_time,
            &o.report,
        ]
        .iter()
        .any(|lit| lit.is_some())
            || o.persist.is_some()
            || [&o.max_tests, &o.log, &o.verify, &o.retries]
                .iter()
                .any(|lit| lit.is_some())
    }
}

impl Arg {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        if (input.peek(Ident::peek_any) && input.peek2(Token![=]))
            && !input.peek2(Token![==])
            && !input.peek2(Token![=>])
        {
            let key = input.call(Ident::parse_any)?;
            input.parse::<Token![=]>()?;
            Ok(Arg::Named(key, input.parse()?))
        } else {
            Ok(Arg::Positional(input.parse()?))
        }
    }
}

impl Options {
    fn set(&mut self, key: &Ident, value: Expr, errors: &mut Errors) {
        let name = key.unraw().to_string();
        let already = match name.as_str() {
            "matching" => self.matching.is_some(),
            "mode" => self.mode.is_some(),
            "max_tests" => self.max_tests.is_some(),
            "isolate" => self.isolate.is_some(),
            "timeout" => self.timeout.is_some(),
            "max_time" => self.max_time.is_some(),
            "verify" => self.verify.is_some(),
            "retries" => self.retries.is_some(),
            "persist" => self.persist.is_some(),
            "report" => self.report.is_some(),
            _ => self.log.is_some(),
        };
        if already {
            errors.push(syn::Error::new_spanned(
                key,
                format!("`#[delta_test]` got option `{name}` twice"),
            ));
            return;
        }
        let result = match name.as_str() {
            "matching" => one_of(&name, &value, &MATCHING).map(|lit| self.matching = Some(lit)),
            "mode" => one_of(&name, &value, &MODE).map(|lit| self.mode = Some(lit)),
            "max_tests" => max_tests(&value).map(|lit| self.max_tests = Some(lit)),
            "isolate" => one_of(&name, &value, &ISOLATE).map(|lit| self.isolate = Some(lit)),
            "timeout" => duration(&name, &value).map(|lit| self.timeout = Some(lit)),
            "max_time" => duration(&name, &value).map(|lit| self.max_time = Some(lit)),
            "verify" => count(&name, &value).map(|lit| self.verify = Some(lit)),
            "retries" => count(&name, &value).map(|lit| self.retries = Some(lit)),
            "persist" => boolean(&name, &value).map(|lit| self.persist = Some(lit)),
            "report" => one_of(&name, &value, &REPORT).map(|lit| self.report = Some(lit)),
            _ => log(&value).map(|lit| self.log = Some(lit)),
        };
        if let Err(error) = result {
            errors.push(error);
        }
    }
}

fn literal(value: &Expr) -> Option<&Lit> {
    match value {
        Expr::Lit(ExprLit { lit, attrs }) if attrs.is_empty() => Some(lit),
        Expr::Group(group) => literal(&group.expr),
        _ => None,
    }
}

fn quoted(values: &[&str]) -> String {
    let quoted: Vec<String> = values.iter().map(|v| format!("\"{v}\"")).collect();
    quoted.join(", ")
}

/// A string literal among `values`.
fn one_of(name: &str, value: &Expr, values: &[&str]) -> syn::Result<LitStr> {
    let message = |what: &str| {
        format!(
            "`#[delta_test]` option `{name}` {what}; it is one of {}",
            quoted(values)
        )
    };
    match literal(value) {
        Some(Lit::Str(lit)) if values.contains(&lit.value().as_str()) => Ok(lit.clone()),
        Some(Lit::Str(lit)) => Err(syn::Error::new_spanned(
            lit,
            message(&format!("cannot be \"{}\"", lit.value())),
        )),
        _ => Err(syn::Error::new_spanned(
            value,
            message("takes a string literal"),
        )),
    }
}

/// An integer literal greater than zero.
fn max_tests(value: &Expr) -> syn::Result<LitInt> {
    let message = "`#[delta_test]` option `max_tests` takes an integer literal greater than 0, such as `max_tests = 1000`";
    match literal(value) {
        Some(Lit::Int(lit)) => match lit.base10_parse::<usize>() {
            Ok(n) if n > 0 && (lit.suffix().is_empty() || lit.suffix() == "usize") => {
                Ok(lit.clone())
            }
            _ => Err(syn::Error::new_spanned(lit, message)),
        },
        _ => Err(syn::Error::new_spanned(value, message)),
    }
}

/// A string literal that reads as a duration: `"500ms"`, `"2s"`, `"1.5s"`,
/// `"2m"` (the runtime reads it; this only checks its shape).
fn duration(name: &str, value: &Expr) -> syn::Result<LitStr> {
    let message = format!(
        "`#[delta_test]` option `{name}` takes a duration greater than 0 as a string: \"500ms\", \"2s\", \"1.5s\" or \"2m\""
    );
    let well_formed = |text: &str| {
        let Some(split) = text.find(|c: char| !(c.is_ascii_digit() || c == '.')) else {
            return false;
        };
        let (number, unit) = text.split_at(split);
        matches!(unit, "ms" | "s" | "m" | "min")
            && number
                .parse::<f64>()
                .is_ok_and(|n| n > 0.0 && n.is_finite())
    };
    match literal(value) {
        Some(Lit::Str(lit)) if well_formed(&lit.value()) => Ok(lit.clone()),
        Some(Lit::Str(lit)) => Err(syn::Error::new_spanned(lit, message)),
        _ => Err(syn::Error::new_spanned(value, message)),
    }
}

/// An integer literal, 0 or more.
fn count(name: &str, value: &Expr) -> syn::Result<LitInt> {
    let message =
        format!("`#[delta_test]` option `{name}` takes an integer literal, such as `{name} = 2`");
    match literal(value) {
        Some(Lit::Int(lit))
            if lit.base10_parse::<usize>().is_ok()
                && (lit.suffix().is_empty() || lit.suffix() == "usize") =>
        {
            Ok(lit.clone())
        }
        Some(Lit::Int(lit)) => Err(syn::Error::new_spanned(lit, message)),
        _ => Err(syn::Error::new_spanned(value, message)),
    }
}

/// `true` or `false`.
fn boolean(name: &str, value: &Expr) -> syn::Result<LitBool> {
    match literal(value) {
        Some(Lit::Bool(lit)) => Ok(lit.clone()),
        _ => Err(syn::Error::new_spanned(
            value,
            format!("`#[delta_test]` option `{name}` is `true` or `false`"),
        )),
    }
}

/// `0`, `1` or `2`.
fn log(value: &Expr) -> syn::Result<LitInt> {
    let message = "`#[delta_test]` option `log` is 0 (quiet), 1 (one line per test run) or 2 (also the algorithm's steps)";
    match literal(value) {
        Some(Lit::Int(lit)) => match lit.base10_parse::<u8>() {
            Ok(n) if n <= MAX_LOG && (lit.suffix().is_empty() || lit.suffix() == "u8") => {
                Ok(lit.clone())
            }
            _ => Err(syn::Error::new_spanned(lit, message)),
        },
        _ => Err(syn::Error::new_spanned(value, message)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::{quote, ToTokens};

    fn read(tokens: TokenStream) -> (CaseArgs, syn::Result<()>) {
        let mut errors = Errors::default();
        let case = CaseArgs::from_call_site(tokens, &mut errors);
        (case, errors.finish())
    }

    fn text(tokens: &impl ToTokens) -> String {
        tokens.to_token_stream().to_string()
    }

    #[test]
    fn positional_then_named_then_options() {
        let (case, result) = read(quote!(vec![1, 2], n = a == b, mode = "max", log = 2));
        result.unwrap();
        assert_eq!(case.positional.len(), 1);
        assert_eq!(text(&case.positional[0]), "vec ! [1 , 2]");
        assert_eq!(case.named.len(), 1);
        assert_eq!(case.named[0].0, "n");
        assert_eq!(text(&case.named[0].1), "a == b");
        assert_eq!(case.options.mode.unwrap().value(), "max");
        assert_eq!(case.options.log.unwrap().base10_digits(), "2");
        assert!(case.options.matching.is_none() && !case.malformed);
    }

    #[test]
    fn a_comparison_is_a_positional_value() {
        let (case, result) = read(quote!(a == b));
        result.unwrap();
        assert_eq!(case.positional.len(), 1);
        assert!(case.named.is_empty());
    }

    #[test]
    fn positional_after_named_is_an_error() {
        let (case, result) = read(quote!(a = 1, 2));
        assert!(result
            .unwrap_err()
            .to_string()
            .contains("without names first"));
        assert!(case.malformed);
    }

    #[test]
    fn option_values_are_checked() {
        for bad in [
            quote!(matching = "fuzzy"),
            quote!(mode = 1),
            quote!(max_tests = 0),
            quote!(max_tests = N),
            quote!(log = 3),
            quote!(log = 1, log = 1),
            quote!(isolate = "fork"),
            quote!(timeout = "2"),
            quote!(timeout = "0s"),
            quote!(timeout = 2),
            quote!(max_time = "1h"),
            quote!(verify = -1),
            quote!(retries = "2"),
        ] {
            assert!(read(bad).1.is_err());
        }
        let (case, result) = read(quote!(matching = "any", max_tests = 10));
        result.unwrap();
        assert_eq!(case.options.max_tests.unwrap().base10_digits(), "10");
        let (case, result) = read(quote!(
            isolate = "process",
            timeout = "1.5s",
            max_time = "2m",
            verify = 0,
            retries = 3
        ));
        result.unwrap();
        assert_eq!(case.options.isolate.unwrap().value(), "process");
        assert_eq!(case.options.timeout.unwrap().value(), "1.5s");
        assert_eq!(case.options.max_time.unwrap().value(), "2m");
        assert_eq!(case.options.verify.unwrap().base10_digits(), "0");
        assert_eq!(case.options.retries.unwrap().base10_digits(), "3");
    }
}
