//! Strings reduced as the values they parse to.
//!
//! An input that the code under test parses (an expression, a query, a
//! config) often cannot be cut character by character: almost every cut is
//! a syntax error, which fails some other way. Reduced as its syntax tree
//! instead (a node replaced by a smaller one of the same type, as the
//! Fuzzing Book's grammar-based reducer does), every candidate is valid
//! input; each is written back as text for the test, and the minimal call
//! shows that text.

use std::any::type_name;
use std::fmt::{self, Debug, Display, Write};
use std::str::FromStr;

use crate::error::Error;
use crate::literal::{Literal, Style};
use crate::reduce::{Place, Reduce, Sequence};
use crate::subset::Subset;

/// A string argument held as the value it parses to: reduced as a `T`,
/// handed to the test and printed as its [`Display`] text.
///
/// The original call keeps the text as written, even when its value
/// prints otherwise (a parser that drops spaces: `100 + 90` prints as
/// `100+90`), so the first run is the test's own; every smaller candidate
/// is the printed text of a smaller value.
///
/// ```
/// use delta_test::Parsed;
///
/// let parsed = Parsed::<u32>::parse("1000")?;
/// assert_eq!(parsed.text(), "1000");
/// assert!(parsed.printed().is_none()); // it prints as written
/// assert!(Parsed::<u32>::parse("ten").is_err());
///
/// let padded = Parsed::<u32>::parse("007")?;
/// assert_eq!(padded.text(), "007"); // the original call, as written
/// assert_eq!(padded.printed().unwrap().text(), "7"); // what reductions start from
/// # Ok::<(), delta_test::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Parsed<T> {
    value: T,
    /// The text as written, when the value prints as another text; `None`
    /// once the value is changed (a candidate is its printed text).
    written: Option<String>,
}

impl<T: FromStr + Display> Parsed<T>
where
    T::Err: Debug,
{
    /// Parses `text`. When its value prints as another text, the text
    /// written is kept for the original call, and [`printed`](Self::printed)
    /// gives the value as it prints, which a reduction checks to fail the
    /// same way before it reduces from there.
    ///
    /// The parse error is shown with `Debug`, the one bound that
    /// `str::parse::<T>().unwrap()` needs too.
    ///
    /// # Errors
    /// [`Error::Unparsable`], which keeps `text`, when it does not parse.
    pub fn parse(text: &str) -> Result<Self, Error> {
        let value: T = text.parse().map_err(|error| Error::Unparsable {
            text: text.to_string(),
            ty: type_name::<T>(),
            message: format!("{error:?}"),
        })?;
        let written = (value.to_string() != text).then(|| text.to_string());
        Ok(Parsed { value, written })
    }
}

impl<T: Display> Parsed<T> {
    /// The text the test gets: the text as written for the original call,
    /// else the value written with `Display`.
    pub fn text(&self) -> String {
        match &self.written {
            Some(written) => written.clone(),
            None => self.value.to_string(),
        }
    }

    /// The parsed value.
    pub fn value(&self) -> &T {
        &self.value
    }

    /// The same value as its `Display` prints it, when the text was
    /// written otherwise (`None` when it prints as written): what every
    /// candidate of a reduction is made of.
    pub fn printed(&self) -> Option<Self>
    where
        T: Clone,
    {
        self.written.as_ref().map(|_| Parsed {
            value: self.value.clone(),
            written: None,
        })
    }

    /// The text written and the text printed, when they differ: what a
    /// report says and what a refusal names.
    pub(crate) fn reprinted(&self) -> Option<Reprinted> {
        let written = self.written.clone()?;
        Some(Reprinted {
            ty: type_name::<T>(),
            written,
            printed: self.value.to_string(),
        })
    }
}

/// A parsed argument whose value prints otherwise than its text was
/// written: the type, and the two texts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reprinted {
    /// The type the text parses as (`type_name`).
    pub ty: &'static str,
    /// The text as written.
    pub written: String,
    /// The text its value prints as.
    pub printed: String,
}

impl Reprinted {
    /// The type's name without its path: `Expr` for `my_crate::ast::Expr`.
    pub fn short_type(&self) -> &str {
        let plain = self.ty.split('<').next().unwrap_or(self.ty);
        plain.rsplit("::").next().unwrap_or(plain)
    }
}

/// "via Expr: the text is reduced as `Expr` prints it (...)": the line a
/// report gets when the printed text was checked to fail the same way.
impl fmt::Display for Reprinted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ty = self.short_type();
        write!(
            f,
            "via {ty}: the text is reduced as printed by {ty} ({:?}), which fails the same way",
            self.printed
        )
    }
}

/// As its value: the places of a `Parsed<T>` are the places of its `T`.
impl<T: Reduce> Reduce for Parsed<T> {
    fn sequences(&self) -> Vec<Sequence> {
        self.value.sequences()
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        let value = self.value.keep(path, kept);
        Parsed {
            value,
            written: None,
        }
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        self.value.places(path)
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        self.value.inner(path)
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        let value = self.value.simplify(path, to);
        Parsed {
            value,
            written: None,
        }
    }
}

/// Written as its text: the call the test makes. (Two values with the
/// same text are the same call to the test, and one entry in the cache.)
impl<T: Display> Literal for Parsed<T> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        self.text().write_rust(out, style)
    }

    fn write_ref(&self, out: &mut dyn Write) -> fmt::Result {
        self.text().write_ref(out)
    }

    fn write_field(&self, out: &mut dyn Write) -> fmt::Result {
        self.text().write_field(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_parsed_string_is_reduced_as_its_value_and_printed_as_its_text() {
        let error = Parsed::<u16>::parse("70000").unwrap_err();
        assert!(matches!(&error, Error::Unparsable { text, ty: "u16", .. } if text == "70000"));
        assert!(error
            .to_string()
            .contains(r#"the input "70000" does not parse as `u16`"#));
        let number = Parsed::<u64>::parse("1000").unwrap();
        assert_eq!(
            number.places(&[]),
            vec![Place::Magnitude { magnitude: 1000 }]
        );
        let three = number.simplify(&[], 3);
        assert_eq!(
            (three.text(), three.to_rust(Style::Readable)),
            ("3".into(), r#""3""#.into())
        );
        assert_eq!(three.to_rust(Style::Exact), r#"String::from("3")"#);
    }

    /// Parses like `u8`, with an error that is `Debug` only, and prints
    /// with a `+` in front: `7` and `+7` both parse, `+7` prints back.
    #[derive(Debug, Clone, PartialEq)]
    struct Signed(u8);

    #[derive(Debug)]
    struct NotSigned;

    impl FromStr for Signed {
        type Err = NotSigned;

        fn from_str(s: &str) -> Result<Self, Self::Err> {
            s.parse().map(Signed).map_err(|_| NotSigned)
        }
    }

    impl Display for Signed {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "+{}", self.0)
        }
    }

    #[test]
    fn a_parse_error_that_is_debug_only_is_shown_with_debug() {
        assert_eq!(Parsed::<Signed>::parse("+7").unwrap().value(), &Signed(7));
        let error = Parsed::<Signed>::parse("seven").unwrap_err();
        assert!(
            matches!(&error, Error::Unparsable { message, .. } if message == "NotSigned"),
            "{error:?}"
        );
    }

    #[test]
    fn a_text_that_prints_otherwise_is_kept_for_the_original_call_only() {
        let parsed = Parsed::<Signed>::parse("7").unwrap();
        assert_eq!(parsed.text(), "7");
        assert_eq!(parsed.to_rust(Style::Readable), r#""7""#);
        let printed = parsed.printed().unwrap();
        assert_eq!((printed.text(), printed.value()), ("+7".into(), &Signed(7)));
        assert_eq!(printed.printed(), None);
        let reprinted = parsed.reprinted().unwrap();
        assert_eq!(
            (reprinted.written.as_str(), reprinted.printed.as_str()),
            ("7", "+7")
        );
        assert_eq!(
            reprinted.to_string(),
            r#"via Signed: the text is reduced as printed by Signed ("+7"), which fails the same way"#
        );
        // A candidate is always the printed text of a smaller value.
        let number = Parsed::<u64>::parse("0100").unwrap();
        assert_eq!(number.text(), "0100");
        assert_eq!(number.simplify(&[], 3).text(), "3");
        assert_eq!(
            Parsed::<f64>::parse("1.0")
                .unwrap()
                .printed()
                .unwrap()
                .text(),
            "1"
        );
    }
}
