//! Silent reruns: running the test under `catch_unwind` while the panic hook
//! records the failure for this thread instead of printing it.
//!
//! A reduction reruns a panicking test hundreds of times; with the default
//! hook each rerun would print a panic report (and maybe a backtrace). The
//! panic hook is global, though, and other threads (other tests, threads
//! the test spawns) must keep their reports. So one dispatching hook is
//! installed once, and a thread-local flag decides per thread: a capturing
//! thread's panics are recorded silently; every other panic goes to the
//! hook that was installed before, unchanged.
//!
//! If something replaces the panic hook after delta-test installed its own,
//! reruns print again and their failures have no [`Location`]; they are
//! still classified consistently, by kind and message.
//!
//! Two more per-thread switches serve a `#[delta_debug]` call that fails
//! inside another tool's loop (proptest's runner), whose reduction waits
//! until the loop has ended: [`run_watched`] prints a captured panic as
//! usual when it happened within that loop, and [`after_next_panic`] runs
//! the waiting reduction after the panic that ends the test is printed.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::fmt::Debug;
use std::panic::{self, AssertUnwindSafe, PanicHookInfo};
use std::sync::{Once, PoisonError, RwLock};

mod stack;

pub use stack::{capture_stacks_at, warm_up, with_stacks};

use crate::failure::{is_refusal, FailureKind, FailureSignature, Location};
pub use stack::called_from;
use stack::Stack;

/// What [`panic::set_hook`] takes.
type Hook = Box<dyn Fn(&PanicHookInfo<'_>) + Sync + Send + 'static>;

/// Guards the one-time installation of [`dispatch`].
static INSTALL: Once = Once::new();

/// The hook that was installed before [`dispatch`]; it handles the panics
/// of threads that are not capturing.
static PREVIOUS: RwLock<Option<Hook>> = RwLock::new(None);

thread_local! {
    /// Whether this thread's panics are being captured.
    static CAPTURING: Cell<bool> = const { Cell::new(false) };
    /// Whether this thread's panics go unprinted though it is not
    /// capturing: a test run by the harness, which reports the failure.
    static QUIET: Cell<bool> = const { Cell::new(false) };
    /// Where this thread's last captured panic happened, as the hook saw it
    /// (the caught payload does not carry its location).
    static PANIC_LOCATION: Cell<Option<Location>> = const { Cell::new(None) };
    /// The stack of this thread's last captured panic, when one was taken
    /// (unresolved: symbols are looked up only after the catch).
    static PANIC_STACK: RefCell<Option<Stack>> = const { RefCell::new(None) };
    /// While [`run_watched`] runs: the functions (a path prefix) within
    /// which a captured panic is printed by the previous hook after all.
    static WATCHED: Cell<Option<&'static str>> = const { Cell::new(None) };
    /// Whether the last panic [`run_watched`] captured was printed.
    static PRINTED: Cell<bool> = const { Cell::new(false) };
    /// What runs after this thread's next panic that is not captured has
    /// been handed to the previous hook (see [`after_next_panic`]).
    static SEQUEL: Cell<Option<fn()>> = const { Cell::new(None) };
}

/// A panic caught by [`run_watched`], with what is needed to let it go on
/// as if it had not been caught.
pub(crate) struct Caught {
    /// How it failed, as [`run_capturing`] tells it.
    pub failure: FailureSignature,
    /// The payload, for [`panic::resume_unwind`] (which calls no hook, so
    /// the panic is not printed twice).
    pub payload: Box<dyn Any + Send>,
    /// Whether the previous hook printed the panic: it happened within the
    /// functions watched.
    pub printed: bool,
}

/// What a test function may return: how delta-test learns that a run
/// failed without panicking.
///
/// A run fails when it panics, or when its result converts to a failure
/// here. `()` never fails; `Result<T, E>` fails on `Err(e)`, with kind
/// [`FailureKind::Err`] and message `format!("{e:?}")`. The error is
/// classified by its `Debug` text (there is no panic location to go by), so
/// under the default [`Matcher`](crate::Matcher) two errors are the same bug
/// when their `Debug` texts differ at most in masked data
/// (see [`mask`](crate::mask)): `Overflow(300)` and `Overflow(7)` are,
/// `Overflow(300)` and `Empty` are not.
pub trait TestResult {
    /// `None` when the run passed, else how it failed.
    fn into_failure(self) -> Option<FailureSignature>;
}

impl TestResult for () {
    fn into_failure(self) -> Option<FailureSignature> {
        None
    }
}

impl<T, E: Debug> TestResult for Result<T, E> {
    fn into_failure(self) -> Option<FailureSignature> {
        self.err()
            .map(|e| FailureSignature::new(FailureKind::Err, format!("{e:?}"), None))
    }
}

/// Runs `f` with this thread's panics captured silently: `None` when it
/// passed, else how it failed (a panic, or a failing [`TestResult`]).
///
/// Cheap enough to call for every candidate: no backtrace is captured, and
/// besides the unwinding itself a panic costs the message `String` (moved
/// out of the payload when it is one already) and the location's file name.
/// Converting the result runs inside the capture too, so a `Debug` impl that
/// panics is reported as a failure rather than escaping.
///
/// Captures nest: the outer capture's state is restored when the inner one
/// ends. A panic in a thread that `f` spawns is not captured; it is printed
/// by the previous hook (and usually surfaces in `f` through `join`).
///
/// This is public only for benchmarks and macro expansions, through
/// `__private`.
pub fn run_silently<R: TestResult>(f: impl FnOnce() -> R) -> Option<FailureSignature> {
    run_capturing(|| f().into_failure()).unwrap_or_else(Some)
}

/// Runs `f` with this thread's panics captured, like [`run_silently`], and
/// returns what it returned, or how it panicked.
pub(crate) fn run_capturing<R>(f: impl FnOnce() -> R) -> Result<R, FailureSignature> {
    install();
    let scope = Capturing::enter();
    let result = panic::catch_unwind(AssertUnwindSafe(f)).map_err(captured);
    drop(scope);
    result
}

/// How the captured panic with `payload` failed: out of the generic
/// [`run_capturing`], so that it is compiled once, not per closure.
fn captured(payload: Box<dyn Any + Send>) -> FailureSignature {
    let mut failure = from_payload(payload, PANIC_LOCATION.take());
    if let Some(stack) = PANIC_STACK.take() {
        failure.frames = stack.user_frames();
    }
    failure
}

/// Runs `f` with this thread's panics captured, like [`run_capturing`],
/// except that a panic whose stack passes through a function whose path
/// starts with `within` is also printed by the previous hook, as it would
/// be without delta-test (for `within: None`, none is). The payload comes
/// back, so that the caller can let the panic go on unchanged.
///
/// Telling where a panic happened costs the lookup of its stack's symbols,
/// in the hook; each address is looked up once per process, and a caller
/// that passes `within` is reducing the call anyway, which looks them up
/// too.
pub(crate) fn run_watched<R>(
    f: impl FnOnce() -> R,
    within: Option<&'static str>,
) -> Result<R, Caught> {
    install();
    let scope = Capturing::enter();
    let was_watched = WATCHED.replace(within);
    PRINTED.set(false);
    let result = panic::catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        let mut failure = signature(&*payload, PANIC_LOCATION.take());
        if let Some(stack) = PANIC_STACK.take() {
            failure.frames = stack.user_frames();
        }
        Caught {
            failure,
            payload,
            printed: PRINTED.take(),
        }
    });
    WATCHED.set(was_watched);
    drop(scope);
    result
}

/// Runs `sequel` once, in this thread, right after its next panic that is
/// not captured (a quiet one included) has been handed to the previous
/// hook: where a reduction put off until a test's end is started. It runs
/// inside the panic hook, with the thread already panicking, so it must
/// not panic itself, and anything that may panic must run on another
/// thread. A second call before that panic replaces the first `sequel`.
pub(crate) fn after_next_panic(sequel: fn()) {
    install();
    SEQUEL.set(Some(sequel));
}

/// Runs `f` with this thread's panics unprinted, and returns what it
/// returned or how it panicked. Unlike [`run_capturing`] this is not a
/// rerun: a `#[delta_debug]` function called inside still reduces.
#[cfg_attr(not(feature = "harness"), allow(dead_code))]
pub(crate) fn run_quietly<R>(f: impl FnOnce() -> R) -> Result<R, FailureSignature> {
    install();
    let was_quiet = QUIET.replace(true);
    let outer_location = PANIC_LOCATION.take();
    let result = panic::catch_unwind(AssertUnwindSafe(f))
        .map_err(|payload| from_payload(payload, PANIC_LOCATION.take()));
    QUIET.set(was_quiet);
    PANIC_LOCATION.set(outer_location);
    result
}

/// Whether this thread runs under [`run_silently`] right now: a rerun of a
/// reduction, or a `#[delta_test]`'s first run.
pub(crate) fn is_capturing() -> bool {
    CAPTURING.try_with(Cell::get).unwrap_or(false)
}

/// Installs [`dispatch`] as the panic hook, once per process, keeping the
/// current hook as the [`PREVIOUS`] one.
fn install() {
    INSTALL.call_once(|| {
        let previous = panic::take_hook();
        *PREVIOUS.write().unwrap_or_else(PoisonError::into_inner) = Some(previous);
        panic::set_hook(Box::new(dispatch));
    });
}

/// The panic hook: records the location for a capturing thread and prints
/// nothing; hands every other panic to the previous hook.
fn dispatch(info: &PanicHookInfo<'_>) {
    // `try_with`: a panic while thread-locals are being destroyed must still
    // reach the previous hook, not panic again.
    let silenced = |flag: &'static std::thread::LocalKey<Cell<bool>>| {
        flag.try_with(Cell::get).unwrap_or(false)
    };
    let previous = || {
        let previous = PREVIOUS.read().unwrap_or_else(PoisonError::into_inner);
        if let Some(hook) = previous.as_ref() {
            hook(info);
        }
    };
    if silenced(&CAPTURING) {
        let location = info.location().map(Location::from);
        if stack::wanted(location.as_ref()) {
            let stack = Stack::of_panic();
            let watched = WATCHED.try_with(Cell::get).ok().flatten();
            if watched.is_some_and(|within| stack.passes_through(within)) {
                previous();
                let _ = PRINTED.try_with(|printed| printed.set(true));
            }
            let _ = PANIC_STACK.try_with(|slot| *slot.borrow_mut() = Some(stack));
        }
        let _ = PANIC_LOCATION.try_with(|slot| slot.set(location));
        return;
    }
    if silenced(&QUIET) {
        let _ = PANIC_LOCATION.try_with(|slot| slot.set(info.location().map(Location::from)));
    } else {
        previous();
    }
    if let Some(sequel) = SEQUEL.try_with(Cell::take).ok().flatten() {
        sequel();
    }
}

/// This thread's capture state while a [`run_silently`] runs; dropping it
/// restores the state of the enclosing capture (or of no capture), even
/// when something panics on the way out.
struct Capturing {
    was_capturing: bool,
    outer_location: Option<Location>,
}

impl Capturing {
    fn enter() -> Self {
        PANIC_STACK.take();
        Capturing {
            was_capturing: CAPTURING.replace(true),
            // Cleared so that a location recorded before (by an outer
            // capture, or a panic `f` caught itself) is not taken for ours.
            outer_location: PANIC_LOCATION.take(),
        }
    }
}

impl Drop for Capturing {
    fn drop(&mut self) {
        CAPTURING.set(self.was_capturing);
        PANIC_LOCATION.set(self.outer_location.take());
    }
}

/// The signature of a caught panic. The kind comes from the payload, which
/// is authoritative even when the hook did not run (a `resume_unwind`, or a
/// hook replaced by someone else).
fn from_payload(payload: Box<dyn Any + Send>, location: Option<Location>) -> FailureSignature {
    let (kind, message) = match payload.downcast::<&'static str>() {
        Ok(message) => (FailureKind::PanicStr, message.to_string()),
        Err(payload) => match payload.downcast::<String>() {
            Ok(message) => (string_kind(&message), *message),
            Err(payload) => {
                drop_payload(payload);
                (FailureKind::PanicOther, "Box<dyn Any>".to_string())
            }
        },
    };
    FailureSignature::new(kind, message, location)
}

/// The kind of a panic whose payload is the `String` `message`: a
/// refusal by `assume!`, or any other.
fn string_kind(message: &str) -> FailureKind {
    match is_refusal(message) {
        true => FailureKind::Rejected,
        false => FailureKind::PanicString,
    }
}

/// Drops a caught panic's payload. Dropping an arbitrary payload may
/// itself panic; that must not escape from the capture (nor, during an
/// unwind, abort the process).
pub(crate) fn drop_payload(payload: Box<dyn Any + Send>) {
    if let Err(payload) = panic::catch_unwind(AssertUnwindSafe(|| drop(payload))) {
        std::mem::forget(payload);
    }
}

/// The signature of a caught panic whose payload stays with the caller
/// (the message is copied, not moved out); read as [`from_payload`] does.
fn signature(payload: &(dyn Any + Send), location: Option<Location>) -> FailureSignature {
    let (kind, message) = if let Some(message) = payload.downcast_ref::<&'static str>() {
        (FailureKind::PanicStr, message.to_string())
    } else if let Some(message) = payload.downcast_ref::<String>() {
        (string_kind(message), message.clone())
    } else {
        (FailureKind::PanicOther, "Box<dyn Any>".to_string())
    };
    FailureSignature::new(kind, message, location)
}

/// Replaces the hook that non-capturing panics go to by `wrap(previous)`,
/// atomically, for tests that need to observe those panics.
#[cfg(test)]
fn wrap_previous_hook(wrap: impl FnOnce(Hook) -> Hook) {
    install();
    let mut slot = PREVIOUS.write().unwrap_or_else(PoisonError::into_inner);
    let previous = slot.take().expect("install() sets the previous hook");
    *slot = Some(wrap(previous));
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::{Arc, Mutex};

    /// [`run_silently`] for closures that only panic: their `!` result
    /// needs a `()` to fall back to.
    fn capture(f: impl FnOnce()) -> Option<FailureSignature> {
        run_silently(f)
    }

    /// Serializes the tests that swap the previous hook.
    static HOOK_LOCK: Mutex<()> = Mutex::new(());

    #[test]
    fn a_panic_is_captured_with_kind_message_and_location() {
        let line = line!() + 1;
        let failure = capture(|| panic!("Invalid input"));
        let failure = failure.expect("the closure panicked");
        assert_eq!(failure.kind, FailureKind::PanicStr);
        assert_eq!(failure.message, "Invalid input");
        let location = failure.location.expect("the hook saw the location");
        assert_eq!((location.file.as_str(), location.line), (file!(), line));
        assert!(!CAPTURING.get(), "capture ended");
    }

    #[test]
    fn payload_types_give_kinds() {
        let n = 5;
        let formatted = capture(|| panic!("n = {n}")).unwrap();
        assert_eq!(
            (formatted.kind, formatted.message.as_str()),
            (FailureKind::PanicString, "n = 5")
        );

        let line = line!() + 2;
        let index = capture(|| {
            let _ = [1, 2, 3][std::hint::black_box(5)];
        })
        .unwrap();
        assert_eq!(index.kind, FailureKind::PanicString);
        assert_eq!(
            index.message,
            "index out of bounds: the len is 3 but the index is 5"
        );
        assert_eq!(index.location.map(|at| at.line), Some(line));

        let line = line!() + 1;
        let other = capture(|| panic::panic_any(42)).unwrap();
        assert_eq!(other.kind, FailureKind::PanicOther);
        assert_eq!(other.message, "Box<dyn Any>");
        assert_eq!(other.location.map(|at| at.line), Some(line));

        let string = capture(|| panic::panic_any(String::from("owned"))).unwrap();
        assert_eq!(
            (string.kind, string.message.as_str()),
            (FailureKind::PanicString, "owned")
        );
    }

    #[test]
    fn results_fail_on_err_by_debug_text() {
        assert_eq!(run_silently(|| ()), None);
        assert_eq!(run_silently(|| Ok::<_, String>(1)), None);
        let failure = run_silently(|| "x".parse::<u8>()).unwrap();
        assert_eq!(failure.kind, FailureKind::Err);
        assert_eq!(failure.message, "ParseIntError { kind: InvalidDigit }");
        assert_eq!(failure.location, None);
    }

    #[test]
    fn a_panic_the_test_catches_itself_leaves_no_stale_location() {
        let failure = run_silently(|| {
            let _ = panic::catch_unwind(|| -> () { panic!("handled inside") });
            Err::<(), _>("then failed")
        });
        assert_eq!(failure.unwrap().location, None);
    }

    #[test]
    fn captures_nest_and_restore_the_outer_state() {
        let mut inner = None;
        let outer_line = line!() + 5;
        let outer = capture(|| {
            let inner_line = line!() + 1;
            inner = capture(|| panic!("inner {}", 1)).map(|f| (f, inner_line));
            assert!(CAPTURING.get(), "the outer capture is still on");
            panic!("outer")
        });
        let (inner, inner_line) = inner.expect("the inner closure panicked");
        assert_eq!(
            (inner.message.as_str(), inner.location.unwrap().line),
            ("inner 1", inner_line)
        );
        let outer = outer.expect("the outer closure panicked");
        assert_eq!(
            (outer.message.as_str(), outer.location.unwrap().line),
            ("outer", outer_line)
        );
        assert!(!CAPTURING.get());
    }

    #[test]
    fn other_threads_and_uncaptured_panics_reach_the_previous_hook() {
        let _serial = HOOK_LOCK.lock().unwrap_or_else(PoisonError::into_inner);
        let counts: Arc<[AtomicUsize; 3]> = Arc::default();
        let seen = Arc::clone(&counts);
        let mut saved = None;
        wrap_previous_hook(|real| {
            let real: Arc<Hook> = Arc::new(real);
            saved = Some(Arc::clone(&real));
            Box::new(move |info| {
                // Other tests run in parallel: count only this test's
                // panics, and pass theirs on.
                let count = match info.payload().downcast_ref::<&str>() {
                    Some(&"capture-test: spawned") => &seen[0],
                    Some(&"capture-test: captured") => &seen[1],
                    Some(&"capture-test: uncaptured") => &seen[2],
                    _ => return real(info),
                };
                count.fetch_add(1, Ordering::SeqCst);
            })
        });

        let failure = capture(|| {
            let spawned = std::thread::spawn(|| -> () { panic!("capture-test: spawned") });
            assert!(spawned.join().is_err());
            panic!("capture-test: captured")
        });
        let uncaptured = panic::catch_unwind(|| -> () { panic!("capture-test: uncaptured") });

        let saved = saved.expect("wrapped");
        wrap_previous_hook(|counting| {
            drop(counting); // so that `saved` is the last owner again
            Arc::try_unwrap(saved).unwrap_or_else(|real| Box::new(move |info| real(info)))
        });
        assert_eq!(failure.unwrap().message, "capture-test: captured");
        assert!(uncaptured.is_err());
        let counts = counts.each_ref().map(|c| c.load(Ordering::SeqCst));
        assert_eq!(counts, [1, 0, 1], "[spawned, captured, uncaptured]");
    }
}
