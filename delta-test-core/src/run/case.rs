//! One `#[delta_test]` case as the macro describes it, and how its
//! arguments are built and written back as Rust.

use std::borrow::{Borrow, ToOwned};
use std::fmt::{Debug, Display};
use std::str::FromStr;

use crate::literal::{Literal, Style};
use crate::parsed::{Parsed, Reprinted};
use crate::reduce::Reduce;
use crate::settings::Value;

/// One case of a `#[delta_test]` function, as the macro saw it.
#[derive(Debug, Clone, Copy)]
pub struct TestCase {
    /// The test's name within its module (`name` or `name::case_2`).
    pub test: &'static str,
    /// The function with parameters that the test calls.
    pub function: &'static str,
    /// `module_path!()` where the attribute is.
    pub module_path: &'static str,
    /// `file!()` where the attribute is.
    pub file: &'static str,
    /// `line!()` of the attribute.
    pub line: u32,
    /// `env!("CARGO_MANIFEST_DIR")` of the test's package, where its
    /// `delta-test.toml` is looked for.
    pub manifest_dir: &'static str,
    /// The package and its version (`name 1.2.3`), for bug reports.
    pub package: &'static str,
    /// The parameters, in order.
    pub params: &'static [Param],
    /// The return type as written, or `""`.
    pub returns: &'static str,
    /// The attribute's options, by name, as written.
    pub options: &'static [(&'static str, Value<'static>)],
    /// Whether a parameter's type, as written, borrows (a `&` or a
    /// lifetime): its calls cannot be read back from a file.
    pub borrows: bool,
}

/// A parameter of the function under test.
#[derive(Debug, Clone, Copy)]
pub struct Param {
    /// Its name.
    pub name: &'static str,
    /// How the function takes it.
    pub form: Form,
}

/// How a parameter is passed, which decides how its value is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// By value, `x: T`: printed as an expression of type `T`.
    Value,
    /// Shared borrow, `x: &B`: printed as `"..."` for `&str`, `&[..]` for
    /// `&[T]`, `&value` otherwise.
    Ref,
    /// Mutable borrow, `x: &mut B`: printed as `&mut value`.
    RefMut,
}

/// The owned value behind a borrowed parameter `&B`, from `B` or `&B`.
pub fn owned<B: ?Sized + ToOwned, V: Borrow<B>>(value: V) -> B::Owned {
    value.borrow().to_owned()
}

/// The owned value behind `&str` or `&[T]`, from anything that derefs to it.
pub fn owned_unsized<B: ?Sized + ToOwned>(value: &B) -> B::Owned {
    value.to_owned()
}

/// The value of a parameter with `via = T`: its text parsed as a `T`. A
/// text that does not parse fails the test here, with the text in the
/// message: the failing input is not lost. A text whose value prints
/// otherwise is kept as written for the first run (see [`reprinted_via`]).
#[track_caller]
pub fn parse_via<T>(text: String) -> Parsed<T>
where
    T: FromStr + Display + Reduce,
    T::Err: Debug,
{
    match Parsed::parse(&text) {
        Ok(parsed) => parsed,
        Err(error) => panic!("delta-test: {error}"),
    }
}

/// The parameter with `via = T` as its value prints, with both texts, when
/// it was written otherwise: the expansion builds the original call with
/// it, for the reduction to check that it fails the same way.
pub fn reprinted_via<T>(parsed: &Parsed<T>) -> Option<(Parsed<T>, Reprinted)>
where
    T: FromStr + Display + Reduce,
    T::Err: Debug,
{
    parsed.printed().zip(parsed.reprinted())
}

/// Checks at compile time, at the type after `via =`, that it can be
/// parsed, printed and reduced. (That its parse error can be shown, with
/// `Debug`, is checked where the value is parsed.)
pub fn assert_via<T: FromStr + Display + Reduce>() {}

/// Checks at compile time, at a parameter's type, that its values can be
/// reduced and printed as Rust (the traits say what to derive if not).
pub fn assert_arg<T: Reduce + Literal>() {}

/// Checks at compile time, at a parameter's type, that its values can go
/// to the threads and processes reruns run on, with an error that says
/// so at the type (the bound itself is deep in the runtime).
pub fn assert_send<T: SendArg>() {}

/// What [`assert_send`] asks: `Send`, with a message of its own.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be an argument of `#[delta_test]`: it is not `Send`",
    label = "reruns run on other threads and in worker processes",
    note = "take a type that is `Send`: `Arc<str>` or `String` for `Rc<str>`, `Arc<T>` or `T` for `Rc<T>`"
)]
pub trait SendArg {}

impl<T: Send> SendArg for T {}

/// An argument written as Rust, in the form its parameter takes.
pub fn render<T: Literal>(value: &T, form: Form) -> String {
    let mut out = String::new();
    let written = match form {
        Form::Value => value.write_rust(&mut out, Style::Exact),
        Form::Ref => value.write_ref(&mut out),
        Form::RefMut => {
            out.push_str("&mut ");
            value.write_rust(&mut out, Style::Exact)
        }
    };
    written.expect("writing to a String cannot fail");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_print_in_their_parameters_form() {
        assert_eq!(render(&String::from("()"), Form::Ref), r#""()""#);
        assert_eq!(
            render(&String::from("()"), Form::Value),
            r#"String::from("()")"#
        );
        assert_eq!(render(&vec![1, 2], Form::Ref), "&[1, 2]");
        assert_eq!(render(&vec![1, 2], Form::RefMut), "&mut vec![1, 2]");
        assert_eq!(render(&5u8, Form::Value), "5");
    }

    #[test]
    fn owned_values_come_from_borrowed_or_owned_expressions() {
        assert_eq!(owned_unsized::<str>("x"), "x");
        assert_eq!(owned_unsized::<[u8]>(&b"ab"[..]), b"ab");
        assert_eq!(owned_unsized::<[i32]>(&*vec![1]), [1]);
        assert_eq!(owned::<u8, _>(&3), 3);
        assert_eq!(owned::<Vec<u8>, _>(vec![1]), [1]);
    }

    #[test]
    fn a_parsed_parameter_that_does_not_parse_fails_with_its_text() {
        assert_eq!(parse_via::<u8>("7".into()).text(), "7");
        assert_eq!(
            parse_via::<u8>("7".into()).to_rust(Style::Readable),
            r#""7""#
        );
        let panic = std::panic::catch_unwind(|| parse_via::<u8>("seven".into())).unwrap_err();
        let message = panic.downcast_ref::<String>().unwrap();
        assert!(
            message.starts_with(r#"delta-test: the input "seven" does not parse as `u8`"#),
            "{message}"
        );
    }
}
