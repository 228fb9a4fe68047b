//! delta-test turns a failing call into its *1-minimal* failing call: one
//! from which no single part (character, element, entry), at any level,
//! can be removed without the failure going away. Values are made simpler
//! too, and the result is proven against each simpler value a value
//! offers, one at a time: a number fails neither as 0 nor as one less in
//! magnitude (the numbers between are searched by bisection, which finds
//! the smallest that fails when the failure is monotone), a float that is
//! not an integer neither as 0 nor as its integer part (an integral float
//! is a number; one too large to be exact, an infinity or NaN is tried as 0
//! only), `true` not as `false`, `Some` not as `None`, an enum not as an
//! earlier variant or as one of its parts.
//!
//! ```
//! use delta_test::DeltaDebugger;
//!
//! /// Panics on some inputs; which ones is not obvious.
//! fn mystery(inp: &str) {
//!     let (x, y) = (inp.find('('), inp.find(')'));
//!     if matches!((x, y), (Some(x), Some(y)) if x < y) {
//!         panic!("Invalid input");
//!     }
//! }
//!
//! // A fuzzer found this failing input.
//! let failing = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#.to_string();
//! let mut dd = DeltaDebugger::new("mystery", |inp: &String| mystery(inp), failing);
//! let minimal = dd.min_args()?;
//! assert_eq!(dd.to_string(), r#"mystery("()")"#);
//! assert!(minimal.complete); // proven 1-minimal
//! # Ok::<(), delta_test::Error>(())
//! ```
//!
//! It reruns the function many times under Delta Debugging (Zeller and
//! Hildebrandt, *Simplifying and Isolating Failure-Inducing Input*, IEEE TSE
//! 2002), as the Debugging Book's `DeltaDebugger` does, and classifies each
//! rerun as an [`Outcome`]:
//! - [`Pass`](Outcome::Pass): it did not fail;
//! - [`Fail`](Outcome::Fail): it failed with the same bug as the original
//!   (decided by a [`Matcher`]: by default the same kind of panic at the same
//!   place, with a message that differs at most in the data it shows);
//! - [`Unresolved`](Outcome::Unresolved): it failed in some other way.
//!
//! Reruns are silent: the panic hook is switched off for the reducing
//! thread only, so other threads' panics still print.
//!
//! # Install
//!
//! Not on crates.io yet: depend on it by git, or by path on a checkout.
//!
//! ```toml
//! [dev-dependencies]
//! delta-test = { git = "https://github.com/delta-test/delta-test" }
//! # delta-test = { path = "../delta-test/delta-test" }
//! ```
//!
//! # The pieces
//!
//! - [`#[delta_test]`](delta_test): a `#[test]` with arguments; when it
//!   fails, `cargo test` reduces it and prints the minimal call and a
//!   regression test to paste.
//! - [`#[delta_debug]`](delta_debug): on any function; its first panicking
//!   call in a thread is reduced before the panic goes on (in a proptest,
//!   the call of proptest's minimal input, after proptest).
//! - [`DeltaDebugger`]: reduce the arguments of a call: [`min_args`],
//!   [`max_args`], [`min_arg_diff`]. Several arguments are a tuple, reduced
//!   in turns.
//! - [`ddmin`] and [`dd`]: the plain algorithms over a slice and a test
//!   closure.
//! - [`Reduce`]: how a value exposes what may be cut or made simpler, at
//!   every level; implemented for strings (by lines, words, `char`s),
//!   vectors, maps, sets, options, boxes, tuples, arrays and numbers, and
//!   derived for your own types with `#[derive(Reduce)]`.
//! - [`Literal`]: how a value is printed as Rust that compiles back to an
//!   equal value, so the minimal call can be pasted into a regression test;
//!   `#[derive(Literal)]` for your own types.
//! - [`Parsed`]: a string reduced as the value it parses to (`via = Type`
//!   in the attribute, [`DeltaDebugger::via`]).
//! - Parallel runs: `jobs = N` in the attribute, [`DeltaDebugger::jobs`]:
//!   the same reduction, with candidates run ahead on N workers.
//!
//! # Logs and environment
//!
//! - [`DeltaDebugger::log`] prints one line per test run, as the chapter
//!   does (`Test #N mystery("()"): FAIL (Invalid input)`); level 2 also
//!   prints the algorithm's steps (granularity, "Reduce to complement",
//!   ...). Every step is an [`Event`] told to an [`Observer`]; the log is
//!   one, and [`DeltaDebugger::observer`] adds your own.
//! - For `#[delta_test]` and `#[delta_debug]`, `DELTA_TEST_LOG=1` (or `2`)
//!   turns the log on; `DELTA_TEST_ISOLATE=none|thread|process` chooses
//!   where the reruns of a `#[delta_test]` without an `isolate` option run.
//!
//! # Hangs, crashes and flaky tests
//!
//! A `#[delta_test]` reruns its candidates in a worker process with a
//! timeout by default (the test binary again, which rebuilds each candidate
//! from the attribute's call), so a rerun that hangs, crashes or exits the
//! process is [`Unresolved`](Outcome::Unresolved), whatever it started is
//! killed with it, and the reduction goes on; `isolate = "thread"` or
//! `"none"` trade that safety for speed. The
//! original call is rerun before reducing and the minimal one after, so a
//! flaky test fails with a clear [`Error`] instead of a bogus report.
//! [`DeltaDebugger`] has the same knobs: [`timeout`](DeltaDebugger::timeout),
//! [`verify`](DeltaDebugger::verify), [`retries`](DeltaDebugger::retries),
//! [`max_tests`](DeltaDebugger::max_tests) and
//! [`max_time`](DeltaDebugger::max_time).
//!
//! # Known limitations
//!
//! - [`DeltaDebugger`] without a [`timeout`](DeltaDebugger::timeout), and
//!   `#[delta_debug]`, run candidates in the calling thread: a candidate
//!   that loops forever hangs the reduction, and one that aborts the
//!   process ends it.
//! - [`Strategy::Classic`] cuts the outermost sequences of a value as the
//!   chapter does, run for run, then what they hold; it makes no value
//!   simpler (the chapter does not).
//! - A number is proven minimal against 0 and one less: when the failure
//!   comes and goes as the number grows (fails at 3 and 1000, passes at
//!   4), the bisection between them may keep a larger one than needed.
//!
//! [`min_args`]: DeltaDebugger::min_args
//! [`max_args`]: DeltaDebugger::max_args
//! [`min_arg_diff`]: DeltaDebugger::min_arg_diff
#![forbid(unsafe_code)]
#![warn(missing_docs)]

// The layers, from the bottom up; each imports only from those above it in
// this list (see docs/design.md, and delta-test/tests/layering.rs, which checks it).
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
pub use delta_test_macros::{delta_debug, delta_test, Literal, Reduce};
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

/// The README's example runs as a doc test, so the front door stays true.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;

/// The guide's examples run as doc tests too.
#[cfg(doctest)]
#[doc = include_str!("../../docs/guide.md")]
pub struct GuideDoctests;
