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

#[doc(inline)]
pub use delta_test_core::*;
pub use delta_test_macros::{delta_debug, delta_test, Literal, Reduce};

/// The README's example runs as a doc test, so the front door stays true.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;

/// The guide's examples run as doc tests too.
#[cfg(doctest)]
#[doc = include_str!("../../docs/guide.md")]
pub struct GuideDoctests;
