//! A test harness for `[[test]] harness = false` targets (feature
//! `harness`): it finds every `#[delta_test]` of the target, takes
//! libtest's command line, and ends with a table of what was reduced.
//!
//! ```toml
//! [dev-dependencies]
//! delta-test = { version = "0.1", features = ["harness"] }
//!
//! [[test]]
//! name = "reduce"
//! harness = false
//! ```
//!
//! ```ignore
//! // tests/reduce.rs
//! use delta_test::delta_test;
//!
//! #[delta_test(inp = "a(b)c")]
//! fn parser_accepts(inp: &str) {
//!     assert!(!inp.contains("()"));
//! }
//!
//! delta_test::main!();
//! ```
//!
//! It takes libtest's flags (a filter, `--exact`, `--skip`, `--list`,
//! `--ignored`, `--include-ignored`, `--test-threads`, `--format`), so
//! `cargo test` and `cargo nextest run` drive it as they drive libtest,
//! and three of its own:
//! - `--no-reduce`: run the tests without reducing (as `DELTA_TEST=off`);
//! - `--reduce-log <0|1|2>`: log the reruns (as `DELTA_TEST_LOG`);
//! - `--report-dir <DIR>`: write reports into DIR (as
//!   `DELTA_TEST_REPORT_DIR`).
//!
//! The tests are registered at link time (with `inventory`), so a
//! `#[delta_test]` in any module of the target is found without being
//! listed.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use libtest_mimic::{Arguments, Failed, FormatSetting, Trial};

use crate::capture::run_quietly;
use crate::report::{summary, Paint, Stream};
use crate::run::libtest_name;
use crate::settings::{self, Flags};

/// One `#[delta_test]` case, as its expansion registers it. Not public
/// API.
#[doc(hidden)]
pub struct Registered {
    /// `module_path!()` where the case's test function is.
    pub module_path: &'static str,
    /// The test function's name.
    pub name: &'static str,
    /// Whether it has `#[ignore]`.
    pub ignored: bool,
    /// Runs the case: returns when it passes, panics when it fails.
    pub run: fn(),
}

inventory::collect!(Registered);

/// libtest's command line, and delta-test's flags.
#[derive(Parser)]
#[command(disable_version_flag = true)]
struct Cli {
    #[command(flatten)]
    libtest: Arguments,
    /// Run the tests without reducing failures (as DELTA_TEST=off)
    #[arg(long)]
    no_reduce: bool,
    /// Log each rerun (1), and the algorithm's steps (2), as DELTA_TEST_LOG
    #[arg(long, value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(0..=2))]
    reduce_log: Option<u8>,
    /// Write each reduction's reports (JSON, and Markdown when asked) into
    /// DIR, as DELTA_TEST_REPORT_DIR
    #[arg(long, value_name = "DIR")]
    report_dir: Option<PathBuf>,
}

/// Runs the target's `#[delta_test]`s as libtest would, with delta-test's
/// flags, and prints a table of the reduced failures at the end. This is
/// what [`main!`](crate::main) calls.
pub fn run() -> ExitCode {
    let cli = Cli::parse();
    settings::set_flags(Flags {
        no_reduce: cli.no_reduce,
        log: cli.reduce_log,
        report_dir: cli.report_dir,
    });
    let mut trials: Vec<Trial> = inventory::iter::<Registered>
        .into_iter()
        .map(|case| {
            let run = case.run;
            Trial::test(test_path(case), move || run_case(run)).with_ignored_flag(case.ignored)
        })
        .collect();
    trials.sort_by(|a, b| a.name().cmp(b.name()));
    // A table would break a listing, and JSON output.
    let table = !cli.libtest.list && cli.libtest.format != Some(FormatSetting::Json);
    let conclusion = libtest_mimic::run(&cli.libtest, trials);
    if table {
        let paint = Paint::for_stream(Stream::Stdout);
        print!("{}", summary::table(summary::take(), paint));
        let _ = std::io::stdout().flush();
    }
    conclusion.exit_code()
}

/// The name libtest gives the test: its path without the crate.
fn test_path(case: &Registered) -> String {
    libtest_name(case.module_path, case.name)
}

/// Runs one case; its panic (with the report) becomes the failure that
/// libtest-mimic lists, printed once, at the end.
fn run_case(run: fn()) -> Result<(), Failed> {
    run_quietly(run).map_err(|failure| {
        let message = match &failure.location {
            Some(at) => format!("panicked at {at}:\n{}", failure.message),
            None => failure.message,
        };
        Failed::from(message)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn test_names_are_libtests() {
        let case = Registered {
            module_path: "my_crate::tests::parser",
            name: "case_2",
            ignored: false,
            run: || {},
        };
        assert_eq!(test_path(&case), "tests::parser::case_2");
    }

    #[test]
    fn a_failing_case_lists_its_panic_and_place() {
        let failed = run_case(|| panic!("boom")).unwrap_err();
        let message = failed.message().unwrap();
        assert!(
            message.starts_with("panicked at delta-test-core/src/harness.rs:"),
            "{message}"
        );
        assert!(message.ends_with(":\nboom"), "{message}");
        assert!(run_case(|| {}).is_ok());
    }
}
