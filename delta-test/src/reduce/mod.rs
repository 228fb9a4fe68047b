//! [`Reduce`]: how a value exposes the parts Delta Debugging may remove.

mod collections;
mod scalars;
mod tuples;

use crate::subset::Subset;

/// A sequence inside a value that Delta Debugging can cut down.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Sequence {
    /// Where the sequence is: the empty path is the value itself; each step
    /// goes one level down (a tuple component, an element, the content of an
    /// `Option`).
    pub path: Vec<usize>,
    /// How many parts it has (characters of a `String`, elements of a `Vec`,
    /// entries of a map).
    pub len: usize,
}

impl Sequence {
    /// The value itself, with `len` parts.
    pub fn here(len: usize) -> Self {
        Sequence {
            path: Vec::new(),
            len,
        }
    }

    /// This sequence as seen from a parent that reaches this value by `step`.
    pub fn under(mut self, step: usize) -> Self {
        self.path.insert(0, step);
        self
    }
}

/// A value whose parts Delta Debugging can remove.
///
/// A value lists the [`sequences`](Reduce::sequences) it holds, each at a
/// path, and builds a copy in which one of them keeps only some of its parts
/// ([`keep`](Reduce::keep)). This is all the algorithm needs: it tests
/// copies that keep fewer and fewer parts.
///
/// Types that cannot shrink (integers, `bool`, arrays, ...) implement the
/// trait with no sequences and are kept as they are; so does a user type with
/// an empty `impl Reduce for MyType {}`.
///
/// # Several arguments
///
/// A tuple is an argument list: `(String, Vec<u8>)` has the sequences of its
/// first component under step `0` and those of the second under step `1`.
/// The debugger reduces the sequences in turns, in order, until none
/// changes; so the components of a tuple are reduced in parameter order.
///
/// # Contract
///
/// - `sequences` lists every sequence that may be cut, outer ones before the
///   ones inside them, in a deterministic order. It may list none.
/// - `keep(path, kept)` is only called with a `path` that `sequences`
///   returned for this very value, and with `kept` a subset of
///   `0..len` of that sequence. It returns a copy in which that sequence
///   holds exactly the parts in `kept`, in their original order, and
///   everything else is unchanged. It must not panic.
/// - Both are pure: the same value and arguments give equal results.
///
/// Later versions add provided methods (such as simpler replacements for a
/// value at a path); their defaults keep existing implementations valid.
pub trait Reduce: Clone {
    /// The sequences this value holds. The default lists none.
    fn sequences(&self) -> Vec<Sequence> {
        Vec::new()
    }

    /// A copy in which the sequence at `path` keeps only the parts in `kept`.
    ///
    /// The default is only reached when the contract is broken (this type
    /// lists no sequences), and panics saying so.
    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        let _ = kept;
        panic!(
            "delta-test: `{}` lists no sequence at path {path:?}; `Reduce::keep` was called against its contract",
            std::any::type_name::<Self>()
        )
    }
}

/// How many parts (chars, elements, entries) the sequences of `value` hold:
/// the size of a call, as reports and the progress line show it.
pub(crate) fn size<A: Reduce>(value: &A) -> usize {
    value.sequences().iter().map(|s| s.len).sum()
}

/// Panics for a path that the contract of [`Reduce::keep`] rules out.
#[track_caller]
fn bad_path<T: ?Sized>(path: &[usize]) -> ! {
    panic!(
        "delta-test: `{}` has no sequence at path {path:?}",
        std::any::type_name::<T>()
    )
}
