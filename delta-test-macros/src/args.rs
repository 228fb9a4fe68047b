//! Parses the arguments of one `#[delta_test(...)]` attribute: values for
//! the parameters (positional, then `name = value`) and the options.

use proc_macro2::{Span, TokenStream};
use syn::ext::IdentExt;
use syn::parse::{ParseStream, Parser};
use syn::punctuated::Punctuated;
use syn::{Ident, Lit, Token};

use crate::errors::Errors;
use crate::syntax::{literal, parse_expr};

/// The highest log level.
const MAX_LOG: u8 = 2;

/// How an option's literal is checked at compile time (the runtime reads
/// it again; this catches a typo where it is written).
#[derive(Clone, Copy)]
enum Kind {
    /// A string among these.
    OneOf(&'static [&'static str]),
    /// An integer above 0, or `"off"`.
    Budget,
    /// A duration above 0, or `"off"`.
    TimeBudget,
    /// An integer, 0 or more.
    Count,
    /// A string that reads as a duration above 0.
    Duration,
    /// `true` or `false`.
    Bool,
    /// 0, 1 or 2.
    Log,
    /// An integer above 0, or `"auto"`.
    Jobs,
}

/// Every option of `#[delta_test]`, with how its value is checked: the
/// runtime's table of options (in `delta-test`'s `settings/options.rs`)
/// has the same names. An option's name is never a parameter's.
const OPTIONS: &[(&str, Kind)] = &[
    (
        "matching",
        Kind::OneOf(&["same_bug", "stack", "exact", "location", "any"]),
    ),
    ("mode", Kind::OneOf(&["min", "max", "diff"])),
    (
        "strategy",
        Kind::OneOf(&["adaptive", "classic", "ddmin", "waves"]),
    ),
    ("max_tests", Kind::Budget),
    ("log", Kind::Log),
    ("isolate", Kind::OneOf(&["none", "thread", "process"])),
    ("timeout", Kind::Duration),
    ("max_time", Kind::TimeBudget),
    ("verify", Kind::Count),
    ("retries", Kind::Count),
    ("persist", Kind::Bool),
    ("report", Kind::OneOf(&["text", "markdown"])),
    ("jobs", Kind::Jobs),
];

/// The names of the options.
pub(crate) fn option_names() -> impl Iterator<Item = &'static str> + Clone {
    OPTIONS.iter().map(|(name, _)| *name)
}

/// One `#[delta_test(...)]` attribute: one test case.
pub(crate) struct CaseArgs<'a> {
    /// Where the attribute is, for `line!()` and for errors about it as a
    /// whole: `None` for the attribute being expanded (the call site).
    pub(crate) attr: Option<&'a syn::Attribute>,
    /// The bare values, in order: each an expression's tokens.
    pub(crate) positional: Vec<TokenStream>,
    /// The `name = value` pairs, in order.
    pub(crate) named: Vec<(Ident, TokenStream)>,
    pub(crate) options: Options,
    /// `via = Type`: the string parameter is reduced as the `Type` it
    /// parses to.
    pub(crate) via: Option<(Ident, syn::Type)>,
    /// The arguments could not all be read, so a missing value may be a
    /// consequence of an error already reported.
    pub(crate) malformed: bool,
}

/// The options given in one attribute, checked, in the order written.
#[derive(Default)]
pub(crate) struct Options {
    given: Vec<(&'static str, Lit)>,
}

impl Options {
    /// The literal given for the option `name`.
    pub(crate) fn get(&self, name: &str) -> Option<&Lit> {
        self.given
            .iter()
            .find(|(given, _)| *given == name)
            .map(|(_, lit)| lit)
    }

    /// The options given, by name, in the order written.
    pub(crate) fn iter(&self) -> impl Iterator<Item = (&'static str, &Lit)> {
        self.given.iter().map(|(name, lit)| (*name, lit))
    }

    fn is_empty(&self) -> bool {
        self.given.is_empty()
    }
}

/// One comma-separated argument, as written.
enum Arg {
    Positional(TokenStream),
    Named(Ident, TokenStream),
    /// `via = Type`: a type, not an expression.
    Via(Ident, Box<syn::Type>),
}

impl<'a> CaseArgs<'a> {
    /// Reads the arguments of the attribute being expanded.
    pub(crate) fn from_call_site(tokens: TokenStream, errors: &mut Errors) -> Self {
        Self::read(None, tokens, errors)
    }

    /// Reads the arguments of a further `#[delta_test(...)]` attribute.
    pub(crate) fn from_attribute(attr: &'a syn::Attribute, errors: &mut Errors) -> Self {
        let tokens = match &attr.meta {
            syn::Meta::Path(_) => TokenStream::new(),
            syn::Meta::List(list) => list.tokens.clone(),
            syn::Meta::NameValue(meta) => {
                errors.push(syn::Error::new_spanned(
                    meta,
                    "`#[delta_test]` takes its values in parentheses: `#[delta_test(name = value)]`",
                ));
                let mut case = Self::read(Some(attr), TokenStream::new(), errors);
                case.malformed = true;
                return case;
            }
        };
        Self::read(Some(attr), tokens, errors)
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

    fn read(attr: Option<&'a syn::Attribute>, tokens: TokenStream, errors: &mut Errors) -> Self {
        let mut case = CaseArgs {
            attr,
            positional: Vec::new(),
            named: Vec::new(),
            options: Options::default(),
            via: None,
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
                Arg::Via(key, _) if case.via.is_some() => errors.push(syn::Error::new_spanned(
                    key,
                    "`#[delta_test]` got `via` twice",
                )),
                Arg::Via(key, ty) => case.via = Some((key, *ty)),
                Arg::Named(key, value) => {
                    let name = key.unraw().to_string();
                    if let Some(&(name, kind)) = OPTIONS.iter().find(|(o, _)| *o == name) {
                        case.options.set(name, kind, &key, value, errors);
                    } else {
                        case.named.push((key, value));
                    }
                }
            }
        }
        case
    }

    fn has_options(&self) -> bool {
        !self.options.is_empty() || self.via.is_some()
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
            match key == "via" {
                true => Ok(Arg::Via(key, input.parse()?)),
                false => Ok(Arg::Named(key, parse_expr(input)?)),
            }
        } else {
            Ok(Arg::Positional(parse_expr(input)?))
        }
    }
}

impl Options {
    fn set(
        &mut self,
        name: &'static str,
        kind: Kind,
        key: &Ident,
        value: TokenStream,
        errors: &mut Errors,
    ) {
        if self.get(name).is_some() {
            errors.push(syn::Error::new_spanned(
                key,
                format!("`#[delta_test]` got option `{name}` twice"),
            ));
            return;
        }
        let checked = match kind {
            Kind::OneOf(values) => one_of(name, &value, values),
            Kind::Budget => off(&value).map_or_else(|| max_tests(&value), Ok),
            Kind::Count => count(name, &value),
            Kind::Duration => duration(name, &value),
            Kind::TimeBudget => off(&value).map_or_else(|| max_time(&value), Ok),
            Kind::Bool => boolean(name, &value),
            Kind::Log => log(&value),
            Kind::Jobs => jobs(&value),
        };
        match checked {
            Ok(lit) => self.given.push((name, lit)),
            Err(error) => errors.push(error),
        }
    }
}

fn quoted(values: &[&str]) -> String {
    let quoted: Vec<String> = values.iter().map(|v| format!("\"{v}\"")).collect();
    quoted.join(", ")
}

/// A string literal among `values`.
fn one_of(name: &str, value: &TokenStream, values: &[&str]) -> syn::Result<Lit> {
    let message = |what: &str| {
        format!(
            "`#[delta_test]` option `{name}` {what}; it is one of {}",
            quoted(values)
        )
    };
    match literal(value) {
        Some(Lit::Str(lit)) if values.contains(&lit.value().as_str()) => Ok(Lit::Str(lit)),
        Some(Lit::Str(lit)) => Err(syn::Error::new_spanned(
            &lit,
            message(&format!("cannot be \"{}\"", lit.value())),
        )),
        _ => Err(syn::Error::new_spanned(
            value,
            message("takes a string literal"),
        )),
    }
}

/// `"off"`: a budget lifted (every reduction has one by default).
fn off(value: &TokenStream) -> Option<Lit> {
    match literal(value) {
        Some(Lit::Str(lit)) if lit.value() == "off" => Some(Lit::Str(lit)),
        _ => None,
    }
}

/// A duration, as for `timeout`, with `"off"` named in the error.
fn max_time(value: &TokenStream) -> syn::Result<Lit> {
    duration("max_time", value).map_err(|error| {
        syn::Error::new(
            error.span(),
            format!("{error}, or \"off\" for no time budget"),
        )
    })
}

/// An integer literal greater than zero.
fn max_tests(value: &TokenStream) -> syn::Result<Lit> {
    let message = "`#[delta_test]` option `max_tests` takes an integer literal greater than 0, such as `max_tests = 1000`, or \"off\" for no budget";
    match literal(value) {
        // Read as an `i64`, as the runtime reads it: a larger number is an
        // error here, not a panic of the macro.
        Some(Lit::Int(lit)) => match lit.base10_parse::<i64>() {
            Ok(n) if n > 0 && (lit.suffix().is_empty() || lit.suffix() == "usize") => {
                Ok(Lit::Int(lit))
            }
            _ => Err(syn::Error::new_spanned(lit, message)),
        },
        _ => Err(syn::Error::new_spanned(value, message)),
    }
}

/// A string literal that reads as a duration: `"500ms"`, `"2s"`, `"1.5s"`,
/// `"2m"` (the runtime reads it; this only checks its shape).
fn duration(name: &str, value: &TokenStream) -> syn::Result<Lit> {
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
        Some(Lit::Str(lit)) if well_formed(&lit.value()) => Ok(Lit::Str(lit)),
        Some(Lit::Str(lit)) => Err(syn::Error::new_spanned(lit, message)),
        _ => Err(syn::Error::new_spanned(value, message)),
    }
}

/// An integer literal, 0 or more.
fn count(name: &str, value: &TokenStream) -> syn::Result<Lit> {
    let message =
        format!("`#[delta_test]` option `{name}` takes an integer literal, such as `{name} = 2`");
    match literal(value) {
        Some(Lit::Int(lit))
            if lit.base10_parse::<i64>().is_ok_and(|n| n >= 0)
                && (lit.suffix().is_empty() || lit.suffix() == "usize") =>
        {
            Ok(Lit::Int(lit))
        }
        Some(Lit::Int(lit)) => Err(syn::Error::new_spanned(lit, message)),
        _ => Err(syn::Error::new_spanned(value, message)),
    }
}

/// `true` or `false`.
fn boolean(name: &str, value: &TokenStream) -> syn::Result<Lit> {
    match literal(value) {
        Some(Lit::Bool(lit)) => Ok(Lit::Bool(lit)),
        _ => Err(syn::Error::new_spanned(
            value,
            format!("`#[delta_test]` option `{name}` is `true` or `false`"),
        )),
    }
}

/// `0`, `1` or `2`.
fn log(value: &TokenStream) -> syn::Result<Lit> {
    let message = "`#[delta_test]` option `log` is 0 (quiet), 1 (one line per test run) or 2 (also the algorithm's steps)";
    match literal(value) {
        Some(Lit::Int(lit)) => match lit.base10_parse::<u8>() {
            Ok(n) if n <= MAX_LOG && (lit.suffix().is_empty() || lit.suffix() == "u8") => {
                Ok(Lit::Int(lit))
            }
            _ => Err(syn::Error::new_spanned(lit, message)),
        },
        _ => Err(syn::Error::new_spanned(value, message)),
    }
}

/// An integer literal greater than zero, or `"auto"`.
fn jobs(value: &TokenStream) -> syn::Result<Lit> {
    let message = "`#[delta_test]` option `jobs` takes an integer literal greater than 0, such as `jobs = 4`, or \"auto\" for the number of cores";
    match literal(value) {
        Some(Lit::Str(lit)) if lit.value() == "auto" => Ok(Lit::Str(lit)),
        Some(Lit::Int(lit)) => match lit.base10_parse::<i64>() {
            Ok(n) if n > 0 && (lit.suffix().is_empty() || lit.suffix() == "usize") => {
                Ok(Lit::Int(lit))
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

    fn read(tokens: TokenStream) -> (CaseArgs<'static>, syn::Result<()>) {
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
        assert_eq!(text(case.options.get("mode").unwrap()), "\"max\"");
        assert_eq!(text(case.options.get("log").unwrap()), "2");
        assert!(case.options.get("matching").is_none() && !case.malformed);
    }

    #[test]
    fn commas_outside_groups_end_no_value() {
        let (case, result) = read(quote!(
            |a, b| a + b,
            HashMap::<u8, u8>::new(),
            n = <T as Tr<A, B>>::f(),
            jobs = 2,
        ));
        result.unwrap();
        let positional: Vec<String> = case.positional.iter().map(text).collect();
        assert_eq!(
            positional,
            ["| a , b | a + b", "HashMap :: < u8 , u8 > :: new ()"]
        );
        assert_eq!(case.named.len(), 1);
        assert_eq!(text(&case.named[0].1), "< T as Tr < A , B >> :: f ()");
        assert_eq!(text(case.options.get("jobs").unwrap()), "2");
    }

    #[test]
    fn an_empty_value_is_an_error_at_the_attribute() {
        let error = read(quote!(inp = )).1.unwrap_err();
        assert_eq!(
            error.to_string(),
            "`#[delta_test]`: unexpected end of input, expected an expression"
        );
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
            quote!(max_time = "0s"),
            quote!(max_tests = "none"),
            quote!(verify = -1),
            quote!(retries = "2"),
        ] {
            assert!(read(bad).1.is_err());
        }
        let (case, result) = read(quote!(matching = "any", max_tests = 10));
        result.unwrap();
        assert_eq!(text(case.options.get("max_tests").unwrap()), "10");
        let (case, result) = read(quote!(max_tests = "off", max_time = "off"));
        result.unwrap();
        assert_eq!(text(case.options.get("max_tests").unwrap()), "\"off\"");
        assert_eq!(text(case.options.get("max_time").unwrap()), "\"off\"");
        let error = read(quote!(max_time = "forever"))
            .1
            .unwrap_err()
            .to_string();
        assert!(error.ends_with("or \"off\" for no time budget"), "{error}");
        let (case, result) = read(quote!(
            isolate = "process",
            timeout = "1.5s",
            max_time = "2m",
            verify = 0,
            retries = 3
        ));
        result.unwrap();
        assert_eq!(text(case.options.get("isolate").unwrap()), "\"process\"");
        assert_eq!(text(case.options.get("timeout").unwrap()), "\"1.5s\"");
        assert_eq!(text(case.options.get("max_time").unwrap()), "\"2m\"");
        assert_eq!(text(case.options.get("verify").unwrap()), "0");
        assert_eq!(text(case.options.get("retries").unwrap()), "3");
    }
}
