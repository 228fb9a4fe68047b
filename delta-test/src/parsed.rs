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
use std::fmt::{self, Display, Write};
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
    T::Err: Display,
{
    /// Parses `text`.
    ///
    /// # Errors
    /// [`Error::Unparsable`], which keeps `text`, when it does not parse.
    pub fn parse(text: &str) -> Result<Self, Error> {
        match text.parse() {
            Ok(value) => Ok(Parsed { value }),
            Err(error) => Err(Error::Unparsable {
                text: text.to_string(),
                ty: type_name::<T>(),
                message: error.to_string(),
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
}
