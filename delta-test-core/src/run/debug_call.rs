//! The runtime of `#[delta_debug]`: the first call of a wrapped function
//! that panics in a thread is reduced before its panic goes on, or, in a
//! proptest, the last such call once the proptest has ended.
//!
//! Its arguments are [`Held`](super::Held) values, reducible or kept as
//! they are, as their types allow.

use std::panic;
use std::sync::OnceLock;

use super::debug_report::{reduction_text, spend, spent, DebugSite};
use super::deferred::{Later, PROPTEST_RUNNER};
use crate::capture::{self, drop_payload, is_capturing, run_watched};
use crate::literal::Literal;
use crate::reduce::Reduce;
use crate::settings::reduction_switch;

/// Whether a call made now is watched: reduction is not switched off, this
/// thread has not reduced a call yet, and it is not running a reduction or
/// a `#[delta_test]` already (those reduce their own call; a nested call
/// just runs).
pub fn debug_armed() -> bool {
    // Read once: a wrapped function may be called millions of times, and
    // reading the environment takes a lock and allocates. A bad value arms
    // the wrapper, so the reduction reports the error.
    static SWITCH: OnceLock<bool> = OnceLock::new();
    !spent() && !is_capturing() && *SWITCH.get_or_init(|| reduction_switch().unwrap_or(true))
}

/// Makes the call; when it panics, reduces the arguments in `held` with
/// `rerun` (which calls the function's body, never the wrapper) and panics
/// with the original message followed by the report.
///
/// `held` is `None` when an argument cannot be kept for reruns; the call
/// then runs as if unwrapped. With `later`, a call that panics within a
/// proptest's runner is held instead (see `run/deferred.rs`): its panic
/// is printed as without delta-test and goes on unchanged, and the last
/// call held is reduced once the proptest has ended.
#[track_caller]
pub fn debug_call<A, R>(
    site: DebugSite,
    held: Option<A>,
    later: Option<Later<A>>,
    call: impl FnOnce() -> R,
    rerun: fn(&A),
) -> R
where
    A: Reduce + Literal,
{
    let Some(args) = held else {
        return call();
    };
    let within = later.is_some().then_some(PROPTEST_RUNNER);
    let caught = match capture::with_stacks(|| run_watched(call, within)) {
        Ok(value) => return value,
        Err(caught) => caught,
    };
    if let Some(later) = later.filter(|_| caught.printed) {
        later.hold(site, args, rerun, caught.failure);
        // No hook runs again: the panic was printed once, where it began.
        panic::resume_unwind(caught.payload);
    }
    drop_payload(caught.payload);
    spend();
    let mut message = caught.failure.message.clone();
    message.push_str(&reduction_text(site, args, rerun, caught.failure));
    panic!("{message}");
}
