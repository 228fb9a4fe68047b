//! What a failed `#[delta_debug]` call ends in: its reduction, and the
//! report told after its panic message, whether the call is reduced at
//! once or after the proptest that made it has ended.

use std::cell::Cell;
use std::fmt::Write as _;
use std::path::PathBuf;

use super::budget::{self, Given};
use crate::dd::Mode;
use crate::debugger::{Budget, DeltaDebugger};
use crate::error::Error;
use crate::failure::FailureSignature;
use crate::literal::{with_paths, Literal, Style};
use crate::reduce::{reducible, Reduce};
use crate::report::{self, arg_reports, Met, Other, Paint, Regression, Report, Stream};
use crate::settings::Settings;

thread_local! {
    /// Set once this thread has reduced a call: its later panics go on
    /// untouched (a proptest shrinking loop calls the function again).
    static SPENT: Cell<bool> = const { Cell::new(false) };
}

/// Marks this thread as having reduced its `#[delta_debug]` call.
pub(super) fn spend() {
    SPENT.set(true);
}

/// Whether this thread has reduced a `#[delta_debug]` call already.
pub(super) fn spent() -> bool {
    SPENT.with(Cell::get)
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

/// Reduces the arguments of a call that failed with `failure`, with
/// `rerun` (which calls the function's body, never the wrapper), and tells
/// the outcome as text to put after the panic message: the report (and
/// where its JSON could not be written, or which budget stopped it), or
/// why the call could not be reduced. Each line starts with `\n`.
pub(super) fn reduction_text<A: Reduce + Literal>(
    site: DebugSite,
    args: A,
    rerun: fn(&A),
    failure: FailureSignature,
) -> String {
    let mut text = String::new();
    match reduce(site, args, rerun, failure) {
        Ok((mut report, report_dir, stopped)) => {
            let name = super::report_name(site.module_path, &report.test);
            if report.regression_is_long() {
                match report.write_regression_test(&report::markdown_dir(), &name) {
                    Ok(path) => report.regression_file = Some(path),
                    Err(error) => {
                        let _ = write!(text, "\ndelta-test: {error}");
                    }
                }
            }
            // As for `#[delta_test]`: a report that cannot be written as
            // JSON is still shown.
            if let Some(dir) = &report_dir
                && let Err(error) = report.write_json(dir, &name)
            {
                let _ = write!(text, "\ndelta-test: {error}");
            }
            let paint = Paint::for_stream(Stream::Stdout);
            let _ = write!(text, "\n{}", report.render(paint));
            if let Some(budget) = stopped {
                let _ = write!(text, "\ndelta-test: {}", budget::raise(budget, Given::File));
            }
        }
        Err(error) => {
            let _ = write!(text, "\ndelta-test could not reduce this call: {error}");
        }
    }
    text
}

/// Reduces the arguments of a call that failed with `failure`; the report
/// comes back with the directory it should be written to, if any, and the
/// budget that stopped the reduction, if one did.
fn reduce<A: Reduce + Literal>(
    site: DebugSite,
    args: A,
    rerun: fn(&A),
    failure: FailureSignature,
) -> Result<(Report, Option<PathBuf>, Option<Budget>), Error> {
    let settings = Settings::resolve(&[], site.manifest_dir)?;
    let options = &settings.options;
    let original = args.arg_literals(Style::Exact);
    let original_size = args.size();
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
        rounds: reduced.rounds,
        sizes: (original_size, reduced.args.size()),
        reducible,
        elapsed: reduced.elapsed,
        stopped: reduced.stopped.map(|budget| budget.to_string()),
        replayed: None,
        failure,
        minimal_failure: Some(reduced.failure),
        regression: Regression::Call {
            path: crate_path(&site),
            returns_value: site.returns_value,
            args: with_paths(krate(&site), || reduced.args.arg_literals(Style::Exact)),
        },
        regression_file: None,
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

/// The name of the function's crate, as `module_path!()` starts.
fn krate(site: &DebugSite) -> &'static str {
    let path = site.module_path;
    path.split_once("::").map_or(path, |(krate, _)| krate)
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

    /// What the guide says a part is ("Reading the report").
    #[test]
    fn parts_are_characters_elements_and_simpler_values() {
        assert_eq!(vec!["ab".to_string(), "c".to_string()].size(), 5);
        assert_eq!(("()".to_string(), 7_u32).size(), 3);
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
