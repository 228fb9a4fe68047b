//! The failing call's stack, for the panics whose place alone cannot tell
//! two bugs apart: the standard library's backtrace, captured in the panic
//! hook (a walk of the stack, no symbols) and resolved after the catch.
//!
//! `std::backtrace` rather than the `backtrace` crate: the standard
//! library carries its own copy, compiled once with optimisations, where
//! the crate and its object-file readers were a third of a user's cold
//! build (issue 29). Its one stable view of the frames is its `Debug`
//! text, which [`parse`] reads; a test checks that text's shape (see the
//! tests below), so a change in it fails here, not in a user's reduction.

use std::backtrace::Backtrace;
use std::cell::{Cell, OnceCell};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{PoisonError, RwLock};

use crate::failure::{Frame, Location};

thread_local! {
    /// Whether every captured panic of this thread takes its stack (the
    /// original call's run, whose stack decides whether others need one).
    static EVERY_STACK: Cell<bool> = const { Cell::new(false) };
}

/// The places whose panics take their stack, in every thread: those where
/// the place alone does not tell two bugs apart (see [`capture_stacks_at`]).
static STACK_SITES: RwLock<Vec<Location>> = RwLock::new(Vec::new());

/// Whether [`STACK_SITES`] has any place, so that a panic elsewhere costs
/// one atomic load.
static ANY_STACK_SITE: AtomicBool = AtomicBool::new(false);

/// How many of the user's frames a signature keeps, innermost first.
const KEPT_FRAMES: usize = 8;

/// A function at a return address (several where calls were inlined).
#[derive(Clone)]
struct Symbol {
    function: String,
    file: Option<String>,
    line: Option<u32>,
}

/// A stack, captured and not yet resolved, and whether it was taken in a
/// panic hook (its innermost frames are then the hook's and the panic
/// machinery's).
///
/// The standard library resolves a whole stack at once, the C library's
/// frames beyond the thread's start included, and keeps each file's debug
/// info for the next stacks: the first stack of a process pays for reading
/// them (see docs/benchmarks.md, "The stack lookup in the debug profile").
pub(super) struct Stack {
    trace: Backtrace,
    in_panic: bool,
    symbols: OnceCell<Vec<Symbol>>,
}

impl Stack {
    /// The stack of the calling thread, outside a panic.
    pub(super) fn here() -> Stack {
        Stack::new(false)
    }

    /// The stack of the calling thread, in a panic hook.
    pub(super) fn of_panic() -> Stack {
        Stack::new(true)
    }

    fn new(in_panic: bool) -> Stack {
        Stack {
            trace: Backtrace::force_capture(),
            in_panic,
            symbols: OnceCell::new(),
        }
    }

    /// The functions on the stack, innermost first (several at an address
    /// where calls were inlined), resolved on the first question.
    fn symbols(&self) -> &[Symbol] {
        self.symbols
            .get_or_init(|| parse(&format!("{:?}", self.trace)))
    }

    /// The innermost run of the user's frames: after the panic machinery,
    /// before the first frame of the standard library, delta-test or the
    /// test harness that called into the user's code, and without the
    /// closures that hand a test's arguments to its body (the glue of
    /// `#[delta_test]`, the closure given to a `DeltaDebugger`).
    pub(super) fn user_frames(&self) -> Vec<Frame> {
        let mut frames = self.user_run();
        while frames.len() > 1
            && frames
                .last()
                .is_some_and(|f| f.function.ends_with("{{closure}}"))
        {
            frames.pop();
        }
        frames
    }

    /// Whether a function on the stack has a path that starts with
    /// `prefix` (as `proptest::test_runner::runner::` does for a case of a
    /// proptest), up to the start of the thread's Rust code. Frames the
    /// compiler inlined count: the debug info keeps them.
    pub(super) fn passes_through(&self, prefix: &str) -> bool {
        let named = |symbol: &Symbol| symbol.function.trim_start_matches('<').starts_with(prefix);
        self.symbols()
            .iter()
            .take_while(|symbol| !is_thread_root(&symbol.function))
            .any(named)
    }

    fn user_run(&self) -> Vec<Frame> {
        user_run(self.symbols().iter().cloned(), self.in_panic)
    }
}

/// The innermost run of the user's functions in `symbols` (innermost
/// first): past the hook that took the stack and the panic machinery
/// (`in_panic`), up to the first function that is not the user's. A caller
/// of the user's code (delta-test, a test harness) met before any user
/// function ends it empty: what lies beyond it is the code that *started*
/// the reduction (a helper that builds a `DeltaDebugger`, `main`), which a
/// rerun on a worker thread or in a worker process does not have, and
/// which says nothing about where the test failed. (The user's function
/// that panicked is missing there when the compiler inlined it into
/// delta-test's code that calls it.)
fn user_run(mut symbols: impl Iterator<Item = Symbol>, in_panic: bool) -> Vec<Frame> {
    if in_panic {
        let mut before = Vec::new();
        loop {
            match symbols.next() {
                Some(symbol) if is_panic_machinery(&symbol.function) => break,
                Some(symbol) => before.push(symbol), // the hook
                // No machinery after all: the stack is read whole.
                None => return user_run(before.into_iter(), false),
            }
        }
    }
    let mut frames = Vec::new();
    for symbol in symbols {
        if is_thread_root(&symbol.function) {
            break;
        }
        if !is_user_code(&symbol.function) {
            if frames.is_empty() && !calls_user_code(&symbol.function) {
                continue; // the panic machinery, before the user's code
            }
            break;
        }
        frames.push(Frame::new(symbol.function, symbol.file, symbol.line));
    }
    fold_recursion(frames)
}

/// Whether a function is where the standard library starts a thread's
/// Rust code (`main`'s too): what lies beyond is the runtime and the C
/// library, never the user's code.
fn is_thread_root(function: &str) -> bool {
    function.contains("__rust_begin_short_backtrace")
}

/// `frames` (innermost first) with each recursion, direct or mutual,
/// folded into its innermost frame, and at most [`KEPT_FRAMES`] of them:
/// a function met again further out is the same recursion one level
/// deeper, so what lies between is skipped up to its outermost frame.
/// The same bug in a recursion one level shallower (a smaller input) then
/// has the same stack: its innermost frame and the caller of the whole
/// recursion.
fn fold_recursion(frames: Vec<Frame>) -> Vec<Frame> {
    let mut folded = Vec::new();
    let mut i = 0;
    while i < frames.len() && folded.len() < KEPT_FRAMES {
        let outermost = frames
            .iter()
            .rposition(|frame| frame.function == frames[i].function)
            .unwrap_or(i);
        folded.push(frames[i].clone());
        i = outermost + 1;
    }
    folded
}

/// Whether a function is the standard library's handling of a panic.
fn is_panic_machinery(function: &str) -> bool {
    let path = function.trim_start_matches('<');
    path.contains("panicking::")
        || ["__rust", "rust_begin_unwind", "rust_panic"]
            .iter()
            .any(|name| path.starts_with(name))
}

/// The functions of a backtrace, innermost first, read from its `Debug`
/// text: `Backtrace [{ fn: "f", file: "./src/a.rs", line: 3 }, ...]`, where
/// `file` and `line` may be missing and `fn` may be `<unknown>` (then the
/// entry is skipped: nothing can be said of it). Files under the current
/// directory come as `./`, which is dropped: relative to the package, as
/// panic locations are.
fn parse(text: &str) -> Vec<Symbol> {
    const ENTRY: &str = "{ fn: ";
    let mut symbols = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find(ENTRY) {
        rest = &rest[start + ENTRY.len()..];
        let end = rest.find(ENTRY).unwrap_or(rest.len());
        let entry = rest[..end].trim_end_matches([',', ' ', ']']);
        let entry = entry.strip_suffix('}').unwrap_or(entry).trim_end();
        symbols.extend(parse_entry(entry));
    }
    symbols
}

/// One entry's fields, its braces taken off: `"f", file: "p", line: 3`.
fn parse_entry(entry: &str) -> Option<Symbol> {
    let (entry, line) = match entry.rsplit_once(", line: ") {
        Some((before, line)) if line.bytes().all(|b| b.is_ascii_digit()) => {
            (before, line.parse().ok())
        }
        _ => (entry, None),
    };
    let (function, file) = match entry.rsplit_once(", file: \"") {
        Some((function, file)) => (function, file.strip_suffix('"')),
        None => (entry, None),
    };
    let function = function.strip_prefix('"')?.strip_suffix('"')?;
    let here = format!(".{}", std::path::MAIN_SEPARATOR);
    let file = file.map(|file| file.strip_prefix(&here).unwrap_or(file).to_string());
    Some(Symbol {
        function: function.to_string(),
        file,
        line,
    })
}

/// The callers of the user's code that are not the user's: delta-test
/// (its engine's crate; the crate users name only re-exports it), the
/// test harnesses, a program's entry.
const CALLERS: [&str; 5] = [
    "delta_test_core::",
    "delta_test::",
    "test::",
    "libtest_mimic::",
    "_start",
];

/// Whether a function is the user's, not Rust's, delta-test's or a test
/// harness's.
fn is_user_code(function: &str) -> bool {
    const MACHINERY: [&str; 6] = [
        "std::",
        "core::",
        "alloc::",
        "__rust",
        "rust_begin_unwind",
        "rust_panic",
    ];
    let path = function.trim_start_matches('<');
    !MACHINERY
        .iter()
        .chain(&CALLERS)
        .any(|not| path.starts_with(not))
}

/// Whether a function that is not the user's is one that calls the user's
/// code (see [`CALLERS`]), not the panic machinery.
fn calls_user_code(function: &str) -> bool {
    let path = function.trim_start_matches('<');
    CALLERS.iter().any(|caller| path.starts_with(caller))
}

/// Whether the calling thread is running a function whose path starts
/// with `prefix`; in a panic hook, whether the panic happened within one.
pub fn called_from(prefix: &str) -> bool {
    Stack::here().passes_through(prefix)
}

/// Runs `f` with every captured panic of this thread taking its stack:
/// for the original call, whose stack tells whether the place of its panic
/// is enough to know the bug again.
pub fn with_stacks<R>(f: impl FnOnce() -> R) -> R {
    let was = EVERY_STACK.replace(true);
    let result = f();
    EVERY_STACK.set(was);
    result
}

/// From now on, captured panics at `place`, in any thread, take their
/// stack: the place is in a function that more than one caller reaches.
pub fn capture_stacks_at(place: &Location) {
    let mut sites = STACK_SITES.write().unwrap_or_else(PoisonError::into_inner);
    if !sites.contains(place) {
        sites.push(place.clone());
    }
    ANY_STACK_SITE.store(true, Ordering::Release);
}

/// Loads the debug info now, so that the first stack to look up does not
/// pay for it inside a rerun's timeout (a worker process does this before
/// it serves, when stacks are asked for).
pub fn warm_up() {
    Stack::here().user_frames();
}

/// Whether a captured panic at `place` takes its stack.
pub(super) fn wanted(place: Option<&Location>) -> bool {
    if EVERY_STACK.try_with(Cell::get).unwrap_or(false) {
        return true;
    }
    if !ANY_STACK_SITE.load(Ordering::Acquire) {
        return false;
    }
    let sites = STACK_SITES.read().unwrap_or_else(PoisonError::into_inner);
    place.is_some_and(|place| sites.contains(place))
}

#[cfg(test)]
mod tests {
    use super::{parse, user_run, Stack, Symbol};

    fn names(functions: &[&str]) -> Vec<String> {
        let symbols: Vec<Symbol> = functions
            .iter()
            .map(|f| Symbol {
                function: f.to_string(),
                file: None,
                line: None,
            })
            .collect();
        user_run(symbols.into_iter(), true)
            .into_iter()
            .map(|frame| frame.function)
            .collect()
    }

    #[test]
    fn the_users_frames_are_those_between_the_panic_and_their_caller() {
        let stack = [
            "delta_test_core::capture::hook",
            "std::panicking::begin_panic",
            "core::option::unwrap_failed",
            "parser::parse_escape",
            "parser::parse",
            "parser::tests::check::{{closure}}",
            "delta_test_core::capture::run_silently",
            "parser::tests::check",
        ];
        assert_eq!(
            names(&stack),
            [
                "parser::parse_escape",
                "parser::parse",
                "parser::tests::check::{{closure}}"
            ]
        );
    }

    /// The user's run ends at the first caller of the user's code, and
    /// at the thread's start, whatever follows.
    #[test]
    fn the_stack_is_read_only_as_far_as_the_users_frames() {
        let symbol = |function: &str| Symbol {
            function: function.to_string(),
            file: None,
            line: None,
        };
        let read_too_far = std::iter::from_fn(|| -> Option<Symbol> { panic!("read too far") });
        let past_the_caller = [
            "std::panicking::begin_panic",
            "app::parse",
            "test::run_test",
        ];
        let symbols = past_the_caller.map(symbol).into_iter().chain(read_too_far);
        assert_eq!(user_run(symbols, true)[0].function, "app::parse");
        // A thread's start ends the stack, whatever follows.
        let root = "std::sys::backtrace::__rust_begin_short_backtrace";
        let symbols = ["app::parse", root, "__libc_start_call_main"].map(symbol);
        assert_eq!(user_run(symbols.into_iter(), false).len(), 1);
    }

    /// The standard library's `Debug` text, whose shape is all that
    /// `parse` relies on: a change in it fails here.
    #[test]
    fn a_stack_of_this_thread_names_this_function_its_file_and_line() {
        let symbols = Stack::here().symbols().to_vec();
        let here = symbols
            .iter()
            .find(|symbol| {
                symbol
                    .function
                    .ends_with("a_stack_of_this_thread_names_this_function_its_file_and_line")
            })
            .expect("this test's own frame");
        assert_eq!(here.file.as_deref(), Some("src/capture/stack.rs"));
        assert!(here.line.is_some_and(|line| line > 300));
        assert!(symbols
            .iter()
            .any(|symbol| symbol.function.contains("__rust_begin_short_backtrace")));
    }

    #[test]
    fn entries_without_a_file_a_line_or_a_name_are_read_as_far_as_they_go() {
        let text = concat!(
            r#"Backtrace [{ fn: "app::parse::<alloc::vec::Vec<u8>, i32>", file: "./src/a.rs", line: 12 }, "#,
            r#"{ fn: "__rust_try" }, { fn: <unknown> }, "#,
            r#"{ fn: "app::main::{{closure}}", file: "/rustc/x/library/core/src/ops.rs" }, "#,
            r#"{ fn: "start_thread", file: "./nptl/pthread_create.c", line: 442 }]"#
        );
        let read: Vec<_> = parse(text)
            .into_iter()
            .map(|s| (s.function, s.file, s.line))
            .collect();
        let owned =
            |f: &str, file: Option<&str>, line| (f.to_string(), file.map(String::from), line);
        assert_eq!(
            read,
            [
                owned(
                    "app::parse::<alloc::vec::Vec<u8>, i32>",
                    Some("src/a.rs"),
                    Some(12)
                ),
                owned("__rust_try", None, None),
                owned(
                    "app::main::{{closure}}",
                    Some("/rustc/x/library/core/src/ops.rs"),
                    None
                ),
                owned("start_thread", Some("nptl/pthread_create.c"), Some(442)),
            ]
        );
    }

    #[test]
    fn a_recursion_reads_the_same_at_any_depth() {
        let stack = |depth: usize| {
            let mut functions = vec!["std::panicking::begin_panic", "calc::divide"];
            for _ in 0..depth {
                functions.extend(["calc::evaluate", "calc::evaluate_binary"]);
            }
            functions.extend(["calc::tests::evaluates", "std::rt::lang_start"]);
            names(&functions)
        };
        assert_eq!(
            stack(3),
            [
                "calc::divide",
                "calc::evaluate",
                "calc::evaluate_binary",
                "calc::tests::evaluates"
            ]
        );
        assert_eq!(stack(1), stack(40));
    }

    #[test]
    fn the_code_that_started_the_reduction_is_not_the_failures() {
        // The test's closure inlined into delta-test's call of it, in a
        // release build: the frames beyond are the reduction's caller,
        // which a rerun on a worker thread does not have.
        let stack = [
            "std::panicking::begin_panic",
            "delta_test_core::capture::run_silently",
            "delta_test_core::debugger::DeltaDebugger<A,F>::observe",
            "bench::reduce",
            "bench::main",
            "std::rt::lang_start",
        ];
        assert_eq!(names(&stack), Vec::<String>::new());
    }
}
