//! The engine of [delta-test](https://github.com/delta-test/delta-test):
//! the reductions, the reruns and their isolation, the failures' identity,
//! the reports and the stored regressions. Depend on `delta-test`, which
//! re-exports all of it with the `#[delta_test]` and `#[delta_debug]`
//! attributes and the `Reduce` and `Literal` derives; its documentation
//! is the one to read.
//!
//! The engine is a crate of its own so that a user's build compiles it
//! beside `syn` and the macros rather than after them (docs/design.md,
//! "Two crates for one library").
#![forbid(unsafe_code)]
#![warn(missing_docs)]

// The layers, from the bottom up; each imports only from those above it in
// this list (see docs/design.md, and delta-test-core/tests/layering.rs, which checks it).
mod json;
mod outcome;
mod parse;
mod subset;

mod failure;

mod error;
mod literal;
mod reduce;

mod capture;
mod dd;
mod parsed;

mod execute;

mod report;

mod debugger;

mod settings;

mod regressions;

mod run;

#[cfg(feature = "harness")]
pub mod harness;

#[doc(hidden)]
pub mod __private;

pub use capture::TestResult;
pub use dd::{dd, ddmin, DdError, Isolation, Mode, Move, Partition, Strategy};
pub use debugger::{ArgDiff, Budget, DeltaDebugger, OtherFailure, Reduction};
pub use error::{Error, Source};
pub use failure::{mask, same_message, FailureKind, FailureSignature, Frame, Location, Matcher};
pub use literal::{Literal, Style};
pub use outcome::Outcome;
pub use parse::ParseError;
pub use parsed::Parsed;
pub use reduce::{Place, Reduce, Sequence};
pub use report::{Event, Log, Observer, Pass};
pub use subset::Subset;

/// Refuses the input of the running call unless `condition` holds: the
/// call is no valid input, so a reduction counts it as neither a pass nor
/// a fail but [unresolved](Outcome::Unresolved), as Hypothesis's `assume`
/// and proptest's `prop_assume!` do.
///
/// Put it where the test knows a rule that its input must keep: a
/// generator's rule (`end >= start`), or a precondition of the code under
/// test (a parser that must not be given a lone `[`). The reduction then
/// never slides to a smaller call that breaks the rule, and the minimal
/// call keeps it. An optional message (with `format!` arguments) says what
/// the rule is; without one, the condition's text does.
///
/// A refusal is a panic (it leaves the test from any depth), whose message
/// starts `delta_test::assume! refused the input: `. Outside a reduction it
/// fails the test with that message; a `#[delta_test]` whose original call
/// is refused fails with [`Error::Rejected`], and a reduction in which
/// every candidate was refused says so in its report.
///
/// ```
/// use delta_test::{assume, DeltaDebugger};
///
/// /// Mishandles every range that is not empty. A range is `(end, start)`,
/// /// and only one that starts before it ends is valid.
/// fn check(range: &(u32, u32)) {
///     let (end, start) = *range;
///     assume!(start <= end, "a range starts before it ends");
///     assert_eq!(start, end, "a non-empty range");
/// }
///
/// let mut dd = DeltaDebugger::new("check", check, (7, 5));
/// let minimal = dd.min_args()?;
/// // Without the rule the reduction would end at `(0, 1)`, which starts
/// // after it ends.
/// assert_eq!(minimal.args, (1, 0));
/// # Ok::<(), delta_test::Error>(())
/// ```
#[macro_export]
macro_rules! assume {
    ($condition:expr $(,)?) => {
        if !$condition {
            $crate::__private::reject(::core::stringify!($condition))
        }
    };
    ($condition:expr, $($message:tt)+) => {
        if !$condition {
            $crate::__private::reject(&::std::format!($($message)+))
        }
    };
}

/// Keeps the items of a `#[delta_test]` expansion that register its cases
/// with the [`harness`]. Not public API: the expansion calls it.
#[cfg(feature = "harness")]
#[doc(hidden)]
#[macro_export]
macro_rules! __delta_test_harness {
    ($($item:item)*) => {
        $($item)*
    };
}

/// Without the `harness` feature there is no harness to run them.
#[cfg(not(feature = "harness"))]
#[doc(hidden)]
#[macro_export]
macro_rules! __delta_test_harness {
    ($($item:item)*) => {};
}

/// The `main` of a `[[test]] harness = false` target: runs its
/// `#[delta_test]`s with libtest's command line and a summary of the
/// reductions (feature `harness`; see [`harness`]).
#[cfg(feature = "harness")]
#[macro_export]
macro_rules! main {
    () => {
        fn main() -> ::std::process::ExitCode {
            $crate::harness::run()
        }
    };
}
