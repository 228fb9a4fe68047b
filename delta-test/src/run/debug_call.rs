//! The runtime of `#[delta_debug]`: the first call of a wrapped function
//! that panics in a thread is reduced before its panic goes on.
//!
//! Its arguments are [`Held`](super::Held) values, reducible or kept as
//! they are, as their types allow.

use std::cell::Cell;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::OnceLock;

use super::budget::{self, Given};
use crate::capture::{self, is_capturing, run_capturing};
use crate::dd::Mode;
use crate::debugger::{Budget, DeltaDebugger};
use crate::error::Error;
use crate::failure::FailureSignature;
use crate::literal::{Literal, Style};
use crate::reduce::{reducible, size, Reduce};
use crate::report::{arg_reports, Met, Other, Paint, Regression, Report, Stream};
use crate::settings::{reduction_switch, Settings};

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
    let failure = match capture::with_stacks(|| run_capturing(call)) {
        Ok(value) => return value,
        Err(failure) => failure,
    };
    SPENT.set(true);
    let mut message = failure.message.clone();
    match reduce(site, args, rerun, failure) {
        Ok((report, report_dir, stopped)) => {
            // As for `#[delta_test]`: a report that cannot be written as
            // JSON is still shown.
            if let Some(dir) = &report_dir {
                let name = super::report_name(site.module_path, &report.test);
                if let Err(error) = report.write_json(dir, &name) {
                    let _ = write!(message, "\ndelta-test: {error}");
                }
            }
            let paint = Paint::for_stream(Stream::Stdout);
            let _ = write!(message, "\n{}", report.render(paint));
            if let Some(budget) = stopped {
                let _ = write!(
                    message,
                    "\ndelta-test: {}",
                    budget::raise(budget, Given::File)
                );
            }
        }
        Err(error) => {
            let _ = write!(message, "\ndelta-test could not reduce this call: {error}");
        }
    }
    panic!("{message}");
}

/// Reduces the arguments of a call that failed with `failure`; the report
/// comes back with the directory it should be written to, if any, and the
/// budget that stopped the reduction, if one did.
fn reduce<A: Reduce + Literal>(
    site: DebugSite,
    args: A,
    mut rerun: impl FnMut(&A),
    failure: FailureSignature,
) -> Result<(Report, Option<PathBuf>, Option<Budget>), Error> {
    let settings = Settings::resolve(&[], site.manifest_dir)?;
    let options = &settings.options;
    let original = args.arg_literals(Style::Exact);
    let original_size = size(&args);
    let reducible = reducible(&args);
    // `max_time` too: a `#[delta_debug]` reduction runs in the caller's
    // thread, where nothing else would stop it.
    let mut dd = DeltaDebugger::new(site.function, |a: &A| rerun(a), args)
        .params(site.params.iter().copied())
        .matcher(options.matching.clone())
        .strategy(options.strategy)
        .log(options.log.0)
        .observed(failure.clone())
        .max_tests(options.max_tests.0)
        .max_time(options.max_time.0);
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
        speculative: reduced.speculative,
        sizes: (original_size, size(&reduced.args)),
        reducible,
        elapsed: reduced.elapsed,
        stopped: reduced.stopped.map(|budget| budget.to_string()),
        replayed: None,
        failure,
        minimal_failure: Some(reduced.failure),
        regression: Regression::Call {
            path: crate_path(&site),
            returns_value: site.returns_value,
        },
        met: Met {
            others: reduced
                .others
                .iter()
                .map(|other| Other {
                    args: other.args.arg_literals(Style::Exact),
                    failure: other.failure.clone(),
                    count: other.count,
                })
                .collect(),
            rejected: reduced.rejected,
        },
    };
    Ok((report, settings.report_dir, reduced.stopped))
}

/// The function's path from the root of its crate, as the regression test
/// (pasted into a test module of that crate) names it:
/// `module_path!()` starts with the crate's name, which is `crate` there.
fn crate_path(site: &DebugSite) -> String {
    let modules = site.module_path.split_once("::").map(|(_, rest)| rest);
    match modules {
        Some(modules) => format!("crate::{modules}::{}", site.function),
        None => format!("crate::{}", site.function),
    }
}

/// The running test, as the harness named its thread; else the function.
fn test_name(site: &DebugSite) -> String {
    match std::thread::current().name() {
        Some(name) if name != "main" => name.to_string(),
        _ => format!("{}::{}", site.module_path, site.function),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(module_path: &'static str) -> DebugSite {
        DebugSite {
            function: "parse",
            module_path,
            params: &["inp"],
            returns_value: false,
            manifest_dir: "",
        }
    }

    #[test]
    fn the_regression_test_names_the_function_from_the_crate_root() {
        assert_eq!(crate_path(&site("my_lib")), "crate::parse");
        assert_eq!(
            crate_path(&site("my_lib::text::parser")),
            "crate::text::parser::parse"
        );
    }
}
