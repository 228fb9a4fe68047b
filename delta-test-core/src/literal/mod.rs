//! Values written back as Rust source.
//!
//! The minimal call is only useful if it can be pasted into a bug report or
//! a regression test, so every argument is printed as Rust that compiles back
//! to an equal value (`Debug` output does not: `"a".to_string()` debugs as
//! `"a"`, a `BTreeMap` as `{..}`).

mod containers;
#[cfg(feature = "serde_json")]
mod json;
mod paths;
mod scalars;
mod std_types;
mod text;

use std::fmt::{self, Write};

pub(crate) use paths::with_paths;
pub use paths::write_type_name;

/// How literal the printed Rust is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Style {
    /// What a person writes in a call: `"()"` for a `String`, `"a"` for the
    /// strings inside a `vec![..]`, short collection paths (`BTreeMap::from`).
    /// This is what the log and the minimal call show, like the Debugging
    /// Book does (`mystery("()")`).
    #[default]
    Readable,
    /// Rust that compiles to a value of the same type, equal to the original,
    /// wherever that type is expected: `String::from("()")`,
    /// `std::collections::BTreeMap::from([..])`. For regression tests.
    Exact,
}

/// A value that can be printed as Rust source.
///
/// # Contract
///
/// With [`Style::Exact`], `write_rust` must produce an expression that, in a
/// context expecting `Self`, compiles and evaluates to a value equal to
/// `self`. Output must be deterministic: the same value always prints the
/// same text (hash collections are printed in sorted order).
///
/// ```
/// use delta_test::{Literal, Style};
/// use std::collections::BTreeMap;
///
/// let map = BTreeMap::from([(1, "one".to_string())]);
/// assert_eq!(map.to_rust(Style::Readable), r#"BTreeMap::from([(1, "one")])"#);
/// assert_eq!(
///     map.to_rust(Style::Exact),
///     r#"std::collections::BTreeMap::from([(1, String::from("one"))])"#,
/// );
/// assert_eq!(vec![b'h', b'i'].to_rust(Style::Exact), r#"b"hi".to_vec()"#);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be printed as Rust: it does not implement `delta_test::Literal`",
    label = "delta-test prints values of this type in the minimal call",
    note = "if `{Self}` is defined in your crate, add `#[derive(delta_test::Literal)]` to its definition",
    note = "if `{Self}` comes from another crate, the orphan rule forbids that impl: wrap it in a newtype of yours with `#[derive(delta_test::Reduce, delta_test::Literal)]`, or take the parameter as `&str` with `via = {Self}` (for a type with `FromStr` and `Display`); the guide's \"Your own types\" and \"Foreign types\" show both"
)]
pub trait Literal {
    /// Writes `self` as a Rust expression.
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result;

    /// `self` as a Rust expression.
    fn to_rust(&self, style: Style) -> String {
        let mut out = String::new();
        self.write_rust(&mut out, style)
            .expect("writing to a String cannot fail");
        out
    }

    /// `self` as the argument list of a call: tuples give one expression per
    /// component (several arguments), any other value gives itself.
    fn arg_literals(&self, style: Style) -> Vec<String> {
        vec![self.to_rust(style)]
    }

    /// Writes a reference to `self` in the form a borrowed parameter takes:
    /// `"()"` for a `String` passed as `&str`, `&[1, 2]` for a `Vec` passed
    /// as `&[T]`, `&value` for anything else.
    #[doc(hidden)]
    fn write_ref(&self, out: &mut dyn Write) -> fmt::Result {
        out.write_str("&")?;
        self.write_rust(out, Style::Exact)
    }

    /// Writes `self` as a field of a struct or an enum variant, which must
    /// compile whatever the style: `#[derive(Literal)]` writes each field
    /// with it. A `String` prints as `"text".into()` (or `String::new()`),
    /// anything else as with [`Style::Exact`].
    #[doc(hidden)]
    fn write_field(&self, out: &mut dyn Write) -> fmt::Result {
        self.write_rust(out, Style::Exact)
    }

    /// Writes a `&[Self]`. Bytes override this to print `b".."`.
    #[doc(hidden)]
    fn write_slice(items: &[Self], out: &mut dyn Write) -> fmt::Result
    where
        Self: Sized,
    {
        write_seq(out, "&[", items.iter(), "]", Style::Exact)
    }

    /// Writes a `Vec<Self>`. Bytes override this to print `b"..".to_vec()`.
    #[doc(hidden)]
    fn write_vec(items: &[Self], out: &mut dyn Write, style: Style) -> fmt::Result
    where
        Self: Sized,
    {
        write_seq(out, "vec![", items.iter(), "]", style)
    }
}

/// Writes `open item, item, .. close`.
fn write_seq<'a, T: Literal + 'a>(
    out: &mut dyn Write,
    open: &str,
    items: impl Iterator<Item = &'a T>,
    close: &str,
    style: Style,
) -> fmt::Result {
    out.write_str(open)?;
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.write_str(", ")?;
        }
        item.write_rust(out, style)?;
    }
    out.write_str(close)
}

/// The path of a `std::collections` type, spelled out only when exact.
fn collection(name: &str, style: Style) -> String {
    match style {
        Style::Readable => name.to_string(),
        Style::Exact => format!("std::collections::{name}"),
    }
}

/// Writes `Type::from([a, b])`, or `Type::new()` when there are no items.
/// The items are already rendered, so hash collections can sort them.
fn write_from_array(out: &mut dyn Write, ty: &str, items: &[String], style: Style) -> fmt::Result {
    let ty = collection(ty, style);
    if items.is_empty() {
        return write!(out, "{ty}::new()");
    }
    write!(out, "{ty}::from([{}])", items.join(", "))
}

/// A string literal: raw (`r#"a"b"#`) when the text holds quotes or
/// backslashes and nothing that needs an escape, escaped otherwise.
fn write_str_literal(out: &mut dyn Write, s: &str) -> fmt::Result {
    let needs_escape = |c: char| c != '"' && c != '\\' && c.escape_debug().len() > 1;
    // Two searches for one char each: the standard library's `memchr`,
    // optimised even in a debug build, where a search for either of two
    // chars goes char by char, unoptimised (about 20 ms on a megabyte).
    let quoted = s.contains('"') || s.contains('\\');
    let wants_raw = quoted && !s.chars().any(needs_escape);
    if !wants_raw && !quoted && plain(s) {
        // What `{s:?}` writes, without its char-by-char escaping.
        out.write_str("\"")?;
        out.write_str(s)?;
        return out.write_str("\"");
    }
    if !wants_raw {
        return write!(out, "{s:?}");
    }
    // Enough hashes that no `"#..#` inside ends the literal early.
    let mut hashes = 1;
    while s.contains(&format!("\"{}", "#".repeat(hashes))) {
        hashes += 1;
    }
    let hashes = "#".repeat(hashes);
    write!(out, "r{hashes}\"{s}\"{hashes}")
}

/// Whether `s` is printable ASCII only, which `{s:?}` writes as it is
/// (but for quotes and backslashes). Checked where this crate is
/// optimised only (without debug assertions, as a rule): the check is a
/// loop of ours, where the standard library's escaping, optimised in every
/// build, looks at each char for an escape on its way, at a few times the
/// cost (most of writing a `Vec<String>` candidate's text for its key).
fn plain(s: &str) -> bool {
    !cfg!(debug_assertions) && printable_ascii(s)
}

fn printable_ascii(s: &str) -> bool {
    s.bytes().all(|b| matches!(b, b' '..=b'~'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn readable<T: Literal + ?Sized>(value: &T) -> String {
        value.to_rust(Style::Readable)
    }

    fn exact<T: Literal + ?Sized>(value: &T) -> String {
        value.to_rust(Style::Exact)
    }

    /// Pins the printed form and checks that it compiles back to the value:
    /// `$expr` is the very text expected, so `stringify!` gives the pin and
    /// evaluating it gives the value.
    macro_rules! round_trip {
        ($ty:ty, $value:expr, $style:ident, $($expr:tt)+) => {{
            let value: $ty = $value;
            let expected = stringify!($($expr)+);
            assert_eq!(value.to_rust(Style::$style), expected);
            #[allow(unused_imports)]
            use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
            #[allow(unused_imports)]
            use std::time::Duration;
            let back: $ty = $($expr)+;
            assert_eq!(back, value);
        }};
    }

    #[test]
    fn strings_use_escapes_for_control_characters() {
        assert_eq!(readable("()"), r#""()""#);
        assert_eq!(readable("a\nb\t\0"), r#""a\nb\t\0""#);
        assert_eq!(readable("\u{7}"), r#""\u{7}""#);
        assert_eq!(readable("héllo ✓"), r#""héllo ✓""#);
        assert_eq!(exact(&String::from("x")), r#"String::from("x")"#);
    }

    #[test]
    fn printable_ascii_is_written_as_it_is() {
        // What the unescaped path of `write_str_literal` relies on.
        let all = (b' '..=b'~')
            .map(char::from)
            .filter(|c| !"\"\\".contains(*c));
        let all: String = all.collect();
        assert!(printable_ascii(&all));
        assert_eq!(format!("{all:?}"), format!("\"{all}\""));
        for other in ["\n", "\t", "\u{7f}", "é", "\u{301}"] {
            assert!(!printable_ascii(other), "{other:?}");
        }
    }

    #[test]
    fn strings_with_quotes_or_backslashes_are_raw() {
        assert_eq!(readable(r#"V"/+!aF"#), r##"r#"V"/+!aF"#"##);
        assert_eq!(readable(r"C:\dir"), r##"r#"C:\dir"#"##);
        assert_eq!(readable(r##"a"#b"##), r###"r##"a"#b"##"###);
        // A control character needs an escape, so no raw string.
        assert_eq!(readable("\"\n"), r#""\"\n""#);
    }

    #[test]
    fn round_trips() {
        round_trip!(String, "a\"b".into(), Exact, String::from(r#"a"b"#));
        round_trip!(
            Vec<String>,
            vec!["x".into(), "".into()],
            Exact,
            vec![String::from("x"), String::from("")]
        );
        round_trip!(
            Vec<u8>,
            b"hi \"there\"\n".to_vec(),
            Exact,
            b"hi \"there\"\n".to_vec()
        );
        round_trip!(Vec<u8>, vec![0, 255, 7], Exact, vec![0, 255, 7]);
        round_trip!(Vec<u8>, vec![], Exact, vec![]);
        round_trip!(
            Box<[i32]>,
            vec![1, -2].into(),
            Exact,
            vec![1, -2].into_boxed_slice()
        );
        round_trip!(Option<char>, Some('\''), Exact, Some('\''));
        round_trip!(Result<u8, bool>, Err(true), Exact, Err(true));
        round_trip!(i64, i64::MIN, Exact, -9223372036854775808);
        round_trip!(f64, 1.0, Exact, 1.0);
        round_trip!(f64, f64::NEG_INFINITY, Exact, f64::NEG_INFINITY);
        round_trip!(f32, 1e-7, Exact, 1e-7);
        round_trip!(Box<u8>, Box::new(3), Exact, Box::new(3));
        round_trip!([u8; 2], [1, 2], Exact, [1, 2]);
        round_trip!((i32,), (1,), Exact, (1,));
        round_trip!((bool, ()), (true, ()), Exact, (true, ()));
        round_trip!(
            Duration,
            Duration::from_millis(1500),
            Readable,
            Duration::new(1, 500000000)
        );
        round_trip!(
            Duration,
            Duration::from_millis(15),
            Readable,
            Duration::from_millis(15)
        );
        round_trip!(
            VecDeque<u8>,
            VecDeque::from([1, 2]),
            Readable,
            VecDeque::from([1, 2])
        );
        round_trip!(
            BTreeSet<u8>,
            BTreeSet::new(),
            Exact,
            std::collections::BTreeSet::new()
        );
        round_trip!(BTreeMap<u8, Vec<String>>, BTreeMap::from([(1, vec!["a".into()])]), Exact,
            std::collections::BTreeMap::from([(1, vec![String::from("a")])]));
        round_trip!(
            HashSet<i8>,
            HashSet::from([3, -1, 2]),
            Readable,
            HashSet::from([-1, 2, 3])
        );
        round_trip!(HashMap<char, bool>, HashMap::from([('b', true), ('a', false)]), Readable,
            HashMap::from([('a', false), ('b', true)]));
    }

    #[test]
    fn references_take_the_borrowed_form() {
        fn text<T: Literal>(value: &T) -> String {
            let mut out = String::new();
            value.write_ref(&mut out).unwrap();
            out
        }
        assert_eq!(text(&String::from("()")), r#""()""#);
        assert_eq!(text(&vec![1, 2]), "&[1, 2]");
        assert_eq!(text(&b"ab\"".to_vec()), r#"b"ab\"""#);
        assert_eq!(text(&vec![0u8, 200]), "&[0, 200]");
        assert_eq!(text(&5u32), "&5");
        let _: (&str, &[i32], &[u8], &[u8], &u32) = ("()", &[1, 2], b"ab\"", &[0, 200], &5);
    }

    #[test]
    fn nan_prints_as_a_constant() {
        assert_eq!(exact(&f32::NAN), "f32::NAN");
    }

    #[test]
    fn tuples_are_argument_lists() {
        let args = (vec![1, 2], String::from("x"), 5);
        assert_eq!(
            args.arg_literals(Style::Readable),
            ["vec![1, 2]", r#""x""#, "5"]
        );
        assert_eq!(readable(&args), r#"(vec![1, 2], "x", 5)"#);
        assert_eq!(String::from("x").arg_literals(Style::Readable), [r#""x""#]);
    }
}
