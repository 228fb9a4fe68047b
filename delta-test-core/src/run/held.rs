//! The arguments of a `#[delta_debug]` call, each held with the operations
//! its type allows.
//!
//! The wrapper knows its parameter types, but not which of them are
//! reducible: that is decided at the call site, where the types are
//! concrete, by method resolution on [`Probe`] (autoref specialisation).
//! Each argument becomes a [`Held`] value that carries the operations its
//! type allows, so the arguments form one tuple the debugger can reduce:
//! `Reduce + Literal` types are cut down, other `Clone + Debug` types are
//! kept as they are, and a call with an argument that cannot be cloned is
//! not watched at all.

use std::fmt::{self, Debug};

use super::case::{render, Form};
use crate::literal::{Literal, Style};
use crate::reduce::{Place, Reduce, Sequence};
use crate::subset::Subset;

/// One argument of a watched call, with the operations its type allows.
pub struct Held<T> {
    value: T,
    form: Form,
    ops: Ops<T>,
}

/// What can be done with a held value: chosen where its type is known.
struct Ops<T> {
    clone: fn(&T) -> T,
    sequences: fn(&T) -> Vec<Sequence>,
    keep: fn(&T, &[usize], &Subset) -> T,
    places: fn(&T, &[usize]) -> Vec<Place>,
    inner: fn(&T, &[usize]) -> Vec<usize>,
    simplify: fn(&T, &[usize], u128) -> T,
    write: fn(&T, Form, &mut dyn fmt::Write) -> fmt::Result,
}

impl<T> Clone for Ops<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Ops<T> {}

impl<T> Held<T> {
    /// The held value, to lend to the function.
    pub fn value(&self) -> &T {
        &self.value
    }

    /// A copy of the held value, to give to the function.
    pub fn get(&self) -> T {
        (self.ops.clone)(&self.value)
    }
}

impl<T> Clone for Held<T> {
    fn clone(&self) -> Self {
        Held {
            value: self.get(),
            form: self.form,
            ops: self.ops,
        }
    }
}

impl<T> Reduce for Held<T> {
    fn sequences(&self) -> Vec<Sequence> {
        (self.ops.sequences)(&self.value)
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        Held {
            value: (self.ops.keep)(&self.value, path, kept),
            form: self.form,
            ops: self.ops,
        }
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        (self.ops.places)(&self.value, path)
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        (self.ops.inner)(&self.value, path)
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        Held {
            value: (self.ops.simplify)(&self.value, path, to),
            form: self.form,
            ops: self.ops,
        }
    }
}

/// Printed in the form its parameter takes, whatever the style.
impl<T> Literal for Held<T> {
    fn write_rust(&self, out: &mut dyn fmt::Write, _: Style) -> fmt::Result {
        (self.ops.write)(&self.value, self.form, out)
    }
}

/// A value at the call site, asked which [`Held`] it can become; see the
/// module docs. The expansion calls `(&&&Probe(&value, form)).held()`.
pub struct Probe<'a, T>(pub &'a T, pub Form);

impl<T> Probe<'_, T> {
    /// A copy of the probed value, with the operations its type allows.
    fn hold(&self, ops: Ops<T>) -> Held<T> {
        Held {
            value: (ops.clone)(self.0),
            form: self.1,
            ops,
        }
    }
}

/// First choice: a reducible value.
pub trait ViaReduce<T> {
    /// The held form of the probed value, if it can have one.
    fn held(&self) -> Option<Held<T>>;
}

impl<T: Reduce + Literal> ViaReduce<T> for &&Probe<'_, T> {
    fn held(&self) -> Option<Held<T>> {
        Some(self.hold(Ops {
            clone: T::clone,
            sequences: T::sequences,
            keep: T::keep,
            places: T::places,
            inner: T::inner,
            simplify: T::simplify,
            write: |value, form, out| out.write_str(&render(value, form)),
        }))
    }
}

/// Second choice: a value kept as it is, printed with `Debug` (marked as
/// such: `Debug` output is not always Rust).
pub trait ViaFixed<T> {
    /// The held form of the probed value, if it can have one.
    fn held(&self) -> Option<Held<T>>;
}

impl<T: Clone + Debug> ViaFixed<T> for &Probe<'_, T> {
    fn held(&self) -> Option<Held<T>> {
        Some(self.hold(Ops {
            clone: T::clone,
            sequences: |_| Vec::new(),
            // Never called: a value with no places has no path.
            keep: |value, _, _| value.clone(),
            places: |_, _| Vec::new(),
            inner: |_, _| Vec::new(),
            simplify: |value, _, _| value.clone(),
            // Marked, so that a pasted regression test that does not
            // compile says why.
            write: |value, form, out| {
                out.write_str("/* Debug, may not compile */ ")?;
                match form {
                    Form::Value => write!(out, "{value:?}"),
                    Form::Ref => write!(out, "&{value:?}"),
                    Form::RefMut => write!(out, "&mut {value:?}"),
                }
            },
        }))
    }
}

/// Last resort: a value that cannot be kept; the call is not watched.
pub trait ViaNone<T> {
    /// The held form of the probed value, if it can have one.
    fn held(&self) -> Option<Held<T>>;
}

impl<T> ViaNone<T> for Probe<'_, T> {
    fn held(&self) -> Option<Held<T>> {
        None
    }
}
