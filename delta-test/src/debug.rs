//! The runtime of `#[delta_debug]`: the first call of a wrapped function
//! that panics in a thread is reduced before its panic goes on.
//!
//! The wrapper knows its parameter types, but not which of them are
//! reducible: that is decided at the call site, where the types are
//! concrete, by method resolution on [`Probe`] (autoref specialisation).
//! Each argument becomes a [`Held`] value that carries the operations its
//! type allows, so the arguments form one tuple the [`DeltaDebugger`] can
//! reduce: `Reduce + Literal` types are cut down, other `Clone + Debug`
//! types are kept as they are, and a call with an argument that cannot be
//! cloned is not watched at all.

use std::cell::Cell;
use std::fmt::{self, Debug, Write as _};
use std::path::PathBuf;
use std::sync::OnceLock;

use crate::capture::{is_capturing, run_capturing};
use crate::private::{render, Form, Options};
use crate::report::{arg_reports, size, Regression, Report};
use crate::settings::{reduction_switch, Settings};
use crate::style::{Paint, Stream};
use crate::{
    DeltaDebugger, Error, FailureSignature, Literal, Mode, Reduce, Sequence, Style, Subset,
};

thread_local! {
    /// Set once this thread has reduced a call: its later panics go on
    /// untouched (a proptest shrinking loop calls the function again).
    static SPENT: Cell<bool> = const { Cell::new(false) };
}

/// A function wrapped by `#[delta_debug]`, as the report names it.
#[derive(Debug, Clone, Copy)]
pub struct DebugSite {
    /// The function's name.
    pub function: &'static str,
    /// `module_path!()` of the function.
    pub module_path: &'static str,
    /// The parameters' names, in order (`arg0`... for patterns).
    pub params: &'static [&'static str],
    /// Whether the function returns a value (the regression test drops it).
    pub returns_value: bool,
    /// `env!("CARGO_MANIFEST_DIR")` of the function's package, where its
    /// `delta-test.toml` is looked for.
    pub manifest_dir: &'static str,
}

/// Whether a call made now is watched: reduction is not switched off, this
/// thread has not reduced a call yet, and it is not running a reduction or
/// a `#[delta_test]` already (those reduce their own call; a nested call
/// just runs).
pub fn debug_armed() -> bool {
    // Read once: a wrapped function may be called millions of times, and
    // reading the environment takes a lock and allocates. A bad value arms
    // the wrapper, so the reduction reports the error.
    static SWITCH: OnceLock<bool> = OnceLock::new();
    !SPENT.with(Cell::get)
        && !is_capturing()
        && *SWITCH.get_or_init(|| reduction_switch().unwrap_or(true))
}

/// Makes the call; when it panics, reduces the arguments in `held` with
/// `rerun` (which calls the function's body, never the wrapper) and panics
/// with the original message followed by the report.
///
/// `held` is `None` when an argument cannot be kept for reruns; the call
/// then runs as if unwrapped.
#[track_caller]
pub fn debug_call<A, R>(
    site: DebugSite,
    held: Option<A>,
    call: impl FnOnce() -> R,
    rerun: impl FnMut(&A),
) -> R
where
    A: Reduce + Literal,
{
    let Some(args) = held else {
        return call();
    };
    let failure = match run_capturing(call) {
        Ok(value) => return value,
        Err(failure) => failure,
    };
    SPENT.set(true);
    let mut message = failure.message.clone();
    match reduce(site, args, rerun, failure) {
        Ok((report, report_dir)) => {
            // As for `#[delta_test]`: a report that cannot be written as
            // JSON is still shown.
            if let Some(dir) = &report_dir {
                if let Err(error) = report.write_json(dir) {
                    let _ = write!(message, "\ndelta-test: {error}");
                }
            }
            let paint = Paint::for_stream(Stream::Stdout);
            let _ = write!(message, "\n{}", report.render(paint));
        }
        Err(error) => {
            let _ = write!(message, "\ndelta-test could not reduce this call: {error}");
        }
    }
    panic!("{message}");
}

/// Reduces the arguments of a call that failed with `failure`; the report
/// comes back with the directory it should be written to, if any.
fn reduce<A: Reduce + Literal>(
    site: DebugSite,
    args: A,
    mut rerun: impl FnMut(&A),
    failure: FailureSignature,
) -> Result<(Report, Option<PathBuf>), Error> {
    let settings = Settings::resolve(&Options::DEFAULT, site.manifest_dir)?;
    let original = args.arg_literals(Style::Exact);
    let original_size = size(&args);
    let mut dd = DeltaDebugger::new(site.function, |a: &A| rerun(a), args)
        .params(site.params.iter().copied())
        .matcher(settings.matcher)
        .log(settings.log)
        .observed(failure.clone());
    if let Some(max) = settings.max_tests {
        dd = dd.max_tests(max);
    }
    let reduced = dd.min_args()?;
    let report = Report {
        test: test_name(&site),
        function: site.function.to_string(),
        mode: Mode::Min,
        args: arg_reports(
            site.params.iter().copied(),
            original,
            reduced.args.arg_literals(Style::Exact),
        ),
        passing: None,
        tests: reduced.tests,
        sizes: (original_size, size(&reduced.args)),
        elapsed: reduced.elapsed,
        stopped: reduced.stopped.map(|budget| budget.to_string()),
        replayed: None,
        failure,
        regression: Regression::Call {
            returns_value: site.returns_value,
        },
    };
    Ok((report, settings.report_dir))
}

/// The running test, as the harness named its thread; else the function.
fn test_name(site: &DebugSite) -> String {
    match std::thread::current().name() {
        Some(name) if name != "main" => name.to_string(),
        _ => format!("{}::{}", site.module_path, site.function),
    }
}

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
            write: |value, form, out| out.write_str(&render(value, form)),
        }))
    }
}

/// Second choice: a value kept as it is, printed with `Debug`.
pub trait ViaFixed<T> {
    /// The held form of the probed value, if it can have one.
    fn held(&self) -> Option<Held<T>>;
}

impl<T: Clone + Debug> ViaFixed<T> for &Probe<'_, T> {
    fn held(&self) -> Option<Held<T>> {
        Some(self.hold(Ops {
            clone: T::clone,
            sequences: |_| Vec::new(),
            // Never called: a value with no sequences has no path.
            keep: |value, _, _| value.clone(),
            write: |value, form, out| match form {
                Form::Value => write!(out, "{value:?}"),
                Form::Ref => write!(out, "&{value:?}"),
                Form::RefMut => write!(out, "&mut {value:?}"),
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
