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
/// ```
/// use delta_test::Parsed;
///
/// let parsed = Parsed::<u32>::parse("1000")?;
/// assert_eq!(parsed.text(), "1000");
/// assert!(Parsed::<u32>::parse("ten").is_err());
/// # Ok::<(), delta_test::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Parsed<T> {
    value: T,
}

impl<T: FromStr + Display> Parsed<T>
where
    T::Err: Debug,
{
    /// Parses `text`, which must be what its value prints as: the test is
    /// handed the printed text, so the original call is the text written
    /// only when printing gives it back. (Comparing texts, not values,
    /// asks nothing more of `T`, and is what the test sees.)
    ///
    /// The parse error is shown with `Debug`, the one bound that
    /// `str::parse::<T>().unwrap()` needs too.
    ///
    /// # Errors
    /// [`Error::Unparsable`], which keeps `text`, when it does not parse;
    /// [`Error::NotRoundTrip`] when its value prints as another text.
    pub fn parse(text: &str) -> Result<Self, Error> {
        let value: T = text.parse().map_err(|error| Error::Unparsable {
            text: text.to_string(),
            ty: type_name::<T>(),
            message: format!("{error:?}"),
        })?;
        let printed = value.to_string();
        match printed == text {
            true => Ok(Parsed { value }),
            false => Err(Error::NotRoundTrip {
                text: text.to_string(),
                printed,
                ty: type_name::<T>(),
            }),
        }
    }
}

impl<T: Display> Parsed<T> {
    /// The text the test gets: the value written with `Display`.
    pub fn text(&self) -> String {
        self.value.to_string()
    }

    /// The parsed value.
    pub fn value(&self) -> &T {
        &self.value
    }
}

/// As its value: the places of a `Parsed<T>` are the places of its `T`.
impl<T: Reduce> Reduce for Parsed<T> {
    fn sequences(&self) -> Vec<Sequence> {
        self.value.sequences()
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        let value = self.value.keep(path, kept);
        Parsed { value }
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        self.value.places(path)
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        self.value.inner(path)
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        let value = self.value.simplify(path, to);
        Parsed { value }
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
    fn a_text_that_prints_back_otherwise_is_refused_with_both_texts() {
        let error = Parsed::<Signed>::parse("7").unwrap_err();
        assert!(
            matches!(&error, Error::NotRoundTrip { text, printed, .. } if text == "7" && printed == "+7"),
            "{error:?}"
        );
        let message = error.to_string();
        assert!(
            message.starts_with(r#"the input "7" parses as a `"#)
                && message.contains(r#"Signed` that prints as "+7", so the test would run "+7""#),
            "{message}"
        );
        // A float written otherwise than it prints: `1.0` runs as `1`.
        assert!(matches!(
            Parsed::<f64>::parse("1.0"),
            Err(Error::NotRoundTrip { .. })
        ));
    }
}
