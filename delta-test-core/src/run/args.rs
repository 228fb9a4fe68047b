//! The arguments of a case together with the macro's way of printing
//! them, so the debugger's log and results show each one in its
//! parameter's form; and the check that they survive the trip to a worker.

use std::fmt;
use std::time::Duration;

use crate::error::Error;
use crate::execute::{Candidate, Codec, Runner, Started};
use crate::failure::{FailureSignature, Location};
use crate::literal::{Literal, Style};
use crate::reduce::{Place, Reduce, Sequence};
use crate::subset::Subset;

/// The arguments of a case with the macro's way of printing them.
#[derive(Clone)]
pub(crate) struct Args<A, P> {
    pub(crate) value: A,
    pub(crate) render: P,
}

impl<A, P, const N: usize> Literal for Args<A, P>
where
    A: Literal,
    P: Fn(&A) -> [String; N],
{
    /// The arguments' own text, which is what a candidate's key hashes (an
    /// exact text tells the value): written straight into the hasher, not
    /// first into a string per parameter, in its parameter's form, and then
    /// into their join.
    fn write_rust(&self, out: &mut dyn fmt::Write, style: Style) -> fmt::Result {
        self.value.write_rust(out, style)
    }

    fn arg_literals(&self, _: Style) -> Vec<String> {
        (self.render)(&self.value).into()
    }
}

impl<A: Reduce, P: Clone> Reduce for Args<A, P> {
    fn sequences(&self) -> Vec<Sequence> {
        self.value.sequences()
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        Args {
            value: self.value.keep(path, kept),
            render: self.render.clone(),
        }
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        self.value.places(path)
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        self.value.inner(path)
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        Args {
            value: self.value.simplify(path, to),
            render: self.render.clone(),
        }
    }
}

/// A runner of the bare arguments, used for the arguments with their
/// printer.
pub(crate) struct Unwrap<R>(pub(crate) R);

impl<A, P, R: Runner<A>> Runner<Args<A, P>> for Unwrap<R> {
    fn run(
        &mut self,
        candidate: Candidate<'_, Args<A, P>>,
        timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        self.0
            .run(candidate.with_args(&candidate.args.value), timeout)
    }

    fn start(
        &mut self,
        candidate: Candidate<'_, Args<A, P>>,
        timeout: Option<Duration>,
    ) -> Result<Started, Error> {
        self.0
            .start(candidate.with_args(&candidate.args.value), timeout)
    }

    fn finish(&mut self) -> Result<Option<FailureSignature>, Error> {
        self.0.finish()
    }

    fn capture_stacks_at(&mut self, place: &Location) {
        self.0.capture_stacks_at(place);
    }

    fn prepare(&mut self) {
        self.0.prepare();
    }
}

/// A runner whose candidates are sent whole, as values: they were made
/// from a stored call, so their edits are not edits of the original call
/// that a worker process rebuilds candidates from.
pub(crate) struct Whole<R>(pub(crate) R);

impl<A, R: Runner<A>> Runner<A> for Whole<R> {
    fn run(
        &mut self,
        candidate: Candidate<'_, A>,
        timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        self.0.run(Candidate::value(candidate.args), timeout)
    }

    fn start(
        &mut self,
        candidate: Candidate<'_, A>,
        timeout: Option<Duration>,
    ) -> Result<Started, Error> {
        self.0.start(Candidate::value(candidate.args), timeout)
    }

    fn finish(&mut self) -> Result<Option<FailureSignature>, Error> {
        self.0.finish()
    }

    fn capture_stacks_at(&mut self, place: &Location) {
        self.0.capture_stacks_at(place);
    }

    fn prepare(&mut self) {
        self.0.prepare();
    }
}

/// Checks that `args` come back from JSON as they went, written as Rust:
/// a worker must run the very call that is reported (a `NaN` cannot be
/// read back, a `#[serde(skip)]` field comes back as its default).
pub(crate) fn round_trip<A, P, const N: usize>(
    args: &A,
    codec: Codec<A>,
    render: &P,
) -> Result<(), String>
where
    P: Fn(&A) -> [String; N],
{
    let back = (codec.encode)(args)
        .map_err(|e| format!("they could not be written ({e})"))
        .and_then(|json| {
            (codec.decode)(&json).map_err(|e| format!("{json} could not be read back ({e})"))
        })?;
    let (sent, received) = (render(args), render(&back));
    match sent == received {
        true => Ok(()),
        false => Err(format!(
            "they come back changed: ({}) became ({})",
            sent.join(", "),
            received.join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::run::case::{render, Form};

    #[test]
    #[allow(clippy::needless_borrow)] // the probe needs both borrows
    fn process_isolation_refuses_arguments_that_json_changes() {
        use crate::execute::{CodecProbe, ViaSerde as _};
        let codec = (&&CodecProbe::<(f64, String)>::new()).codec().unwrap();
        let render = |a: &(f64, String)| [render(&a.0, Form::Value), render(&a.1, Form::Ref)];
        assert_eq!(round_trip(&(1.5, "é\n".into()), codec, &render), Ok(()));
        let error = round_trip(&(f64::NAN, "x".into()), codec, &render).unwrap_err();
        assert!(
            error.starts_with("[null,\"x\"] could not be read back (invalid type: null"),
            "{error}"
        );
    }
}
