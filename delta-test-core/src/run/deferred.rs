//! A `#[delta_debug]` call that fails inside a proptest, held until the
//! proptest has ended, and reduced then.
//!
//! proptest calls a failing test again and again while it shrinks the
//! input, and every case that fails reaches the wrapper. The first one has
//! the generator's raw value; reducing it would throw away what shrinking
//! found, and shrinking keeps the generator's rules where a reduction
//! knows none of them. So a call that fails within proptest's runner is
//! held instead, each later failing call replacing it: proptest's result
//! cache is off by default, so the last call that fails is the one of the
//! case proptest ends with. The panic that ends the test (proptest's
//! `Test failed: ..` with the minimal failing input) starts the reduction,
//! from the panic hook, once that message is printed.
//!
//! A hook runs with its thread already panicking, and a rerun that panics
//! there would abort the process: the reduction runs on a fresh thread,
//! which the hook joins. The held arguments cross to it, so only calls
//! whose arguments are `Send + 'static` are held. `Send` is chosen at the
//! call site by method resolution on [`LaterProbe`]; `'static` cannot be
//! (trait selection ignores lifetimes, so a bound on it would not make
//! another impl chosen but a compile error), and the macro decides it from
//! the parameter types' syntax. Other calls are reduced at once, as
//! outside a proptest.

use std::cell::RefCell;

use super::debug_report::{reduction_text, spend, DebugSite};
use crate::capture::{self, after_next_panic};
use crate::failure::FailureSignature;
use crate::literal::Literal;
use crate::reduce::Reduce;

/// The functions that run one case of a proptest, by path: a panic within
/// them is a case that failed, and the runner goes on shrinking.
pub(super) const PROPTEST_RUNNER: &str = "proptest::test_runner::runner::";

thread_local! {
    /// This thread's held call: the last one that failed inside a proptest.
    static PENDING: RefCell<Option<Box<dyn Pending>>> = const { RefCell::new(None) };
}

/// A held call, reducible on any thread.
trait Pending: Send {
    /// Reduces the call; see [`reduction_text`].
    fn reduce(self: Box<Self>) -> String;
}

/// A failed call, as it is held.
struct Deferred<A> {
    site: DebugSite,
    args: A,
    rerun: fn(&A),
    failure: FailureSignature,
}

impl<A: Reduce + Literal + Send + 'static> Pending for Deferred<A> {
    fn reduce(self: Box<Self>) -> String {
        reduction_text(self.site, self.args, self.rerun, self.failure)
    }
}

/// How a call with the arguments `A` is held past its end; there is one
/// only where `A: Send + 'static` (see [`LaterProbe`]).
pub struct Later<A>(fn(Deferred<A>) -> Box<dyn Pending>);

impl<A> Later<A> {
    /// Holds the call that failed with `failure` as this thread's pending
    /// one, in place of any held before, to be reduced after the panic
    /// that ends the test.
    pub(super) fn hold(self, site: DebugSite, args: A, rerun: fn(&A), failure: FailureSignature) {
        let held = (self.0)(Deferred {
            site,
            args,
            rerun,
            failure,
        });
        PENDING.set(Some(held));
        after_next_panic(settle);
    }
}

/// Runs after the hook has printed a panic that no wrapper caught, while a
/// call is held. Within proptest's runner it is a case that failed in the
/// test's own code, which is now the latest failing case; the held call
/// is not that case's, and is dropped. Anywhere else it ends the test: the
/// held call is reduced on a fresh thread (named as this one, which names
/// the report), which prints the report after the panic's message (threads
/// inherit the test's captured output).
fn settle() {
    let Some(pending) = PENDING.try_with(|slot| slot.take()).ok().flatten() else {
        return;
    };
    if capture::called_from(PROPTEST_RUNNER) {
        return;
    }
    spend();
    let mut builder = std::thread::Builder::new();
    if let Some(name) = std::thread::current().name() {
        builder = builder.name(name.to_string());
    }
    // Whatever goes wrong stays in that thread: a panic here would abort.
    let reduction = builder.spawn(move || {
        let text = pending.reduce();
        eprintln!("{}", text.trim_start_matches('\n'));
    });
    if let Ok(reduction) = reduction {
        let _ = reduction.join();
    }
}

/// The held arguments of a call at its call site, asked whether they can
/// be held past the call. The expansion calls
/// `(&&LaterProbe(&held)).later()` only where the parameter types are
/// `'static`; elsewhere it passes `None`.
pub struct LaterProbe<'a, A>(pub &'a Option<A>);

/// First choice: arguments that can go to another thread.
pub trait ViaSend<A> {
    /// How to hold the call past its end, if it can be.
    fn later(&self) -> Option<Later<A>>;
}

impl<A: Reduce + Literal + Send + 'static> ViaSend<A> for &LaterProbe<'_, A> {
    fn later(&self) -> Option<Later<A>> {
        Some(Later(|deferred| Box::new(deferred)))
    }
}

/// Last resort: arguments that stay in their thread; the call is reduced
/// at once.
pub trait ViaLocal<A> {
    /// How to hold the call past its end, if it can be.
    fn later(&self) -> Option<Later<A>>;
}

impl<A> ViaLocal<A> for LaterProbe<'_, A> {
    fn later(&self) -> Option<Later<A>> {
        None
    }
}
