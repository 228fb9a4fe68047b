//! The bug report (`report = "markdown"`): one Markdown file per reduced
//! test, written to be pasted into an issue tracker as it is.
//!
//! A maintainer reads it top down: what fails and how, the call to paste
//! into a test, what the reduction removed, and what it ran on.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use super::diff::{runs, Edit};
use super::text::failure_line;
use super::{Met, Report, MARKDOWN_LIMIT};
use crate::dd::Mode;
use crate::failure::FailureKind;

/// The compiler that built delta-test, and so the tests (see `build.rs`).
const RUSTC: &str = env!("DELTA_TEST_RUSTC_VERSION");

/// Where readers of the report find delta-test: its repository, as the
/// manifest says (it is not on crates.io).
const HOME: &str = env!("CARGO_PKG_REPOSITORY");

/// The bug report for `report`, about the package `package`
/// (`name version`) and the test written at `origin` (`file:line`).
pub(crate) fn bug_report(report: &Report, package: &str, origin: &str) -> String {
    let report = &report.shortened(MARKDOWN_LIMIT);
    let mut md = String::new();
    let failure = report.shown_failure();
    let what = match failure.kind {
        FailureKind::Err => "returns an error",
        FailureKind::Crash => "crashes",
        _ => "panics",
    };
    let _ = writeln!(md, "# `{}` {what}\n", one_line(&report.minimal_call()));
    let proof = match (&report.stopped, report.mode) {
        (None, Mode::Min) => {
            "a 1-minimal call: removing any one part of it makes the failure go away".into()
        }
        (None, Mode::Max) => {
            "a 1-maximal passing call: adding any one part of the failing call makes it fail".into()
        }
        // The failing call of a `diff` may lose parts still: only the
        // difference is proven.
        (None, _) => "a 1-minimal difference between a passing and a failing call".into(),
        (Some(budget), Mode::Max) => format!("not proven 1-maximal ({budget})"),
        (Some(budget), _) => format!("not proven 1-minimal ({budget})"),
    };
    let (test, from, to, runs) = (&report.test, report.sizes.0, report.sizes.1, report.tests);
    let reduced = match report.reducible {
        true => format!(
            "from {from} to {to} parts in {runs} runs{}: {proof}",
            report.over_rounds()
        ),
        false => "(nothing in the call could be reduced: no argument has parts to cut or a \
                  value to simplify)"
            .to_string(),
    };
    let _ = match &report.replayed {
        None => writeln!(
            md,
            "[delta-test]({HOME}) reduced the failing test `{test}` (`{origin}`) {reduced}.\n"
        ),
        Some(replayed) => writeln!(
            md,
            "The failing test `{test}` (`{origin}`) still fails like the call that \
             [delta-test]({HOME}) stored in `{}` on {}, \
             reduced {reduced}.\n",
            replayed.file, replayed.found
        ),
    };
    md.push_str("## Failure\n\n");
    if let Some(at) = &failure.location {
        let _ = writeln!(md, "At `{at}`:\n");
    }
    let _ = writeln!(md, "```text\n{}\n```\n", fence_safe(&failure.to_string()));
    if !failure.frames.is_empty() {
        md.push_str("Stack, innermost first:\n\n");
        for frame in &failure.frames {
            let _ = writeln!(md, "- `{}`", one_line(&frame.to_string()));
        }
        md.push('\n');
    }
    if let Some(original) = report.other_original_failure() {
        let _ = writeln!(
            md,
            "The original call failed the same way, with:\n\n```text\n{}\n```\n",
            fence_safe(&original.to_string())
        );
    }
    md.push_str("## Regression test\n\n");
    let _ = writeln!(md, "```rust\n{}\n```\n", report.regression_test());
    let (title, from, to, before, after) = match &report.passing {
        Some(passing) => (
            "largest passing call to smallest failing call",
            "passing",
            "failing",
            passing.clone(),
            report.args.iter().map(|a| a.minimal.clone()).collect(),
        ),
        None => (
            "original call to minimal call",
            "original",
            "minimal",
            report.args.iter().map(|a| a.original.clone()).collect(),
            report.args.iter().map(|a| a.minimal.clone()).collect(),
        ),
    };
    let _ = writeln!(md, "## Arguments, {title}\n");
    let lines = |values: Vec<String>| -> String {
        let names = report.args.iter().map(|a| a.name.as_str());
        names
            .zip(values)
            .map(|(name, value)| format!("{name} = {value}\n"))
            .collect()
    };
    let (before, after) = (lines(before), lines(after));
    let diff = unified(&before, &after, from, to);
    let _ = writeln!(md, "```diff\n{}```\n", fence_safe(&diff));
    write_met(&mut md, report);
    md.push_str("## Environment\n\n| | |\n| --- | --- |\n");
    let rows = [
        ("crate", package.to_string()),
        ("test", report.test.clone()),
        ("rustc", RUSTC.to_string()),
        ("delta-test", env!("CARGO_PKG_VERSION").to_string()),
        (
            "OS",
            format!("{} {}", std::env::consts::OS, std::env::consts::ARCH),
        ),
    ];
    for (key, value) in rows {
        let _ = writeln!(md, "| {key} | `{}` |", value.replace('|', "\\|"));
    }
    if report.mode == Mode::Diff {
        md.push_str("\nThe passing call differs from the failing one only where the diff shows.\n");
    }
    md
}

/// Writes the bug report into `dir` (created if need be) as `<name>.md`,
/// and says where; `name` is the JSON report's (see `run::report_name`).
pub(crate) fn write(
    report: &Report,
    (package, origin): (&str, &str),
    dir: &Path,
    name: &str,
) -> Result<PathBuf, String> {
    let path = dir.join(format!("{name}.md"));
    std::fs::create_dir_all(dir)
        .and_then(|()| std::fs::write(&path, bug_report(report, package, origin)))
        .map_err(|e| format!("could not write the bug report {}: {e}", path.display()))?;
    Ok(path)
}

/// Where bug reports go without `DELTA_TEST_REPORT_DIR`: `delta-test/` in
/// the target directory of the running test binary (`target/debug/deps/`
/// holds the binary), else the working directory.
pub(crate) fn default_dir() -> PathBuf {
    let exe = std::env::current_exe().ok();
    let deps = exe.as_deref().and_then(Path::parent);
    let target = match deps {
        Some(deps) if deps.ends_with("deps") => deps.parent().and_then(Path::parent),
        other => other.and_then(Path::parent),
    };
    target.map_or_else(|| PathBuf::from("delta-test"), |t| t.join("delta-test"))
}

/// The other failures met on the way, each with the smallest call seen
/// (another bug a maintainer may want filed too), and how many candidates
/// `assume!` refused.
fn write_met(md: &mut String, report: &Report) {
    let Met { others, rejected } = &report.met;
    if others.is_empty() && *rejected == 0 {
        return;
    }
    md.push_str("## Other failures met on the way\n\n");
    if !others.is_empty() {
        md.push_str("Not reduced; the smallest call seen for each:\n\n");
    }
    for other in others {
        let times = match other.count {
            1 => "once".to_string(),
            n => format!("{n} times"),
        };
        let _ = writeln!(
            md,
            "- {times}: `{}`\n\n  ```text\n  {}\n  ```\n",
            one_line(&report.other_call(other)),
            fence_safe(&failure_line(&other.failure)).replace('\n', "\n  ")
        );
    }
    match *rejected {
        0 => {}
        1 => md.push_str("1 candidate was refused by `assume!`.\n\n"),
        n => {
            let _ = writeln!(md, "{n} candidates were refused by `assume!`.\n");
        }
    }
}

/// A heading stays on one line.
fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

/// A unified diff of two texts of whole lines, as one hunk: every
/// argument shows, changed or not. Empty when nothing changed.
fn unified(before: &str, after: &str, from: &str, to: &str) -> String {
    let (old, new): (Vec<&str>, Vec<&str>) = (
        before.split_inclusive('\n').collect(),
        after.split_inclusive('\n').collect(),
    );
    if old == new {
        return String::new();
    }
    let mut out = format!(
        "--- {from}\n+++ {to}\n@@ -{} +{} @@\n",
        hunk_range(old.len()),
        hunk_range(new.len())
    );
    for (edit, lines) in runs(&old, &new) {
        let sign = match edit {
            Edit::Keep => ' ',
            Edit::Delete => '-',
            Edit::Insert => '+',
        };
        for line in lines {
            out.push(sign);
            out.push_str(line);
            if !line.ends_with('\n') {
                out.push_str("\n\\ No newline at end of file\n");
            }
        }
    }
    out
}

/// A hunk's lines as the unified format writes them: the first and the
/// count, the count left out when it is one, and an empty range starting
/// at the line before.
fn hunk_range(lines: usize) -> String {
    match lines {
        0 => "0,0".to_string(),
        1 => "1".to_string(),
        n => format!("1,{n}"),
    }
}

/// Text inside a ``` fence must not close it early.
fn fence_safe(text: &str) -> String {
    text.replace("```", "`\u{200b}``")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::ArgReport;

    /// The report module's sample, with a second argument that stays.
    fn report() -> Report {
        let mut report = crate::report::fixtures::report();
        report.args.push(ArgReport {
            name: "depth".into(),
            original: "3".into(),
            minimal: "3".into(),
        });
        report
    }

    #[test]
    fn the_bug_report_reads_top_down() {
        let md = bug_report(&report(), "parser 0.3.1", "tests/parens.rs:7");
        let expected_start = "# `parens(\"()\", 3)` panics\n\n\
             [delta-test](https://github.com/delta-test/delta-test) reduced the failing test \
             `tests::parens` (`tests/parens.rs:7`) from 5 to 2 parts in 9 runs: a 1-minimal call: removing any one \
             part of it makes the failure go away.\n\n\
             ## Failure\n\n\
             At `tests/parens.rs:9:5`:\n\n\
             ```text\npanicked at tests/parens.rs:9:5: Invalid input\n```\n\n\
             ## Regression test\n\n\
             ```rust\n#[test]\nfn parens_minimal() {\n    parens::call(\"()\", 3);\n}\n```\n\n\
             ## Arguments, original call to minimal call\n\n\
             ```diff\n--- original\n+++ minimal\n@@ -1,2 +1,2 @@\n\
             -inp = \"a(b)c\"\n+inp = \"()\"\n depth = 3\n```\n\n\
             ## Environment\n\n| | |\n| --- | --- |\n\
             | crate | `parser 0.3.1` |\n| test | `tests::parens` |\n| rustc | `rustc ";
        assert!(md.starts_with(expected_start), "{md}");
        assert!(
            md.contains(&format!("| OS | `{} ", std::env::consts::OS)),
            "{md}"
        );
    }

    #[test]
    fn runs_at_once_give_their_rounds() {
        let jobs = Report {
            tests: 706,
            rounds: 123,
            ..report()
        };
        let md = bug_report(&jobs, "parser 0.3.1", "tests/parens.rs:7");
        assert!(md.contains(" in 706 runs over 123 rounds: "), "{md}");
    }

    #[test]
    fn the_arguments_diff_is_one_hunk_of_whole_lines() {
        let before = "inp = vec![\n    1,\n    2,\n]\ndepth = 3\n";
        let after = "inp = vec![\n    2,\n]\ndepth = 3\n";
        assert_eq!(
            unified(before, after, "original", "minimal"),
            "--- original\n+++ minimal\n@@ -1,5 +1,4 @@\n inp = vec![\n-    1,\n     2,\n ]\n depth = 3\n"
        );
        assert_eq!(
            unified("x = 1\n", "x = 2", "a", "b"),
            "--- a\n+++ b\n@@ -1 +1 @@\n-x = 1\n+x = 2\n\\ No newline at end of file\n"
        );
        assert_eq!(unified("x = 1\n", "x = 1\n", "a", "b"), "");
    }

    #[test]
    fn diff_mode_compares_the_passing_and_the_failing_call() {
        let report = Report {
            mode: Mode::Diff,
            passing: Some(vec![r#""(""#.into(), "3".into()]),
            stopped: Some("budget of 5 tests spent".into()),
            ..report()
        };
        let md = bug_report(&report, "parser 0.3.1", "tests/parens.rs:7");
        assert!(
            md.contains("not proven 1-minimal (budget of 5 tests spent)"),
            "{md}"
        );
        assert!(md.contains("## Arguments, largest passing call to smallest failing call"));
        assert!(md.contains("--- passing\n+++ failing\n"), "{md}");
        assert!(md.contains("-inp = \"(\"\n+inp = \"()\"\n"), "{md}");
        // Proven, it is the difference that is 1-minimal, not the call.
        let done = Report {
            stopped: None,
            ..report
        };
        let md = bug_report(&done, "parser 0.3.1", "tests/parens.rs:7");
        assert!(md.contains("runs: a 1-minimal difference between a passing and a failing call"));
        assert!(!md.contains("a 1-minimal call"), "{md}");
    }

    #[test]
    fn other_failures_and_refusals_are_listed() {
        let mut report = report();
        assert!(!bug_report(&report, "p 1", "t.rs:1").contains("Other failures"));
        let mut failure = report.failure.clone();
        failure.message = "Unterminated string".into();
        report.met.others.push(crate::report::Other {
            args: vec![r#""\"""#.into(), "3".into()],
            failure,
            count: 4,
        });
        report.met.rejected = 2;
        let md = bug_report(&report, "p 1", "t.rs:1");
        let section = md
            .split("## Other failures met on the way\n\n")
            .nth(1)
            .and_then(|rest| rest.split("## Environment").next())
            .unwrap_or_else(|| panic!("{md}"));
        assert!(
            section.contains("- 4 times: `parens(\"\\\"\", 3)`"),
            "{section}"
        );
        assert!(section.contains("Unterminated string"), "{section}");
        assert!(
            section.contains("2 candidates were refused by `assume!`."),
            "{section}"
        );
    }

    #[test]
    fn huge_values_are_cut_to_fit_an_issue() {
        let mut report = report();
        let huge = format!("\"{}\"", "x".repeat(1 << 20));
        report.args[0].original = huge.clone();
        report.args[0].minimal = huge.clone();
        report.failure.message = huge;
        let md = bug_report(&report, "parser 0.3.1", "tests/parens.rs:7");
        assert!(md.len() < 60_000, "{} bytes", md.len());
        assert!(md.contains("1048578 characters"), "{md}");
    }

    #[test]
    fn fences_in_messages_do_not_break_the_report() {
        let mut report = report();
        report.failure.message = "```\n# not a heading".into();
        let md = bug_report(&report, "p 1", "t.rs:1");
        assert_eq!(md.matches("```").count(), 6, "{md}");
    }

    #[test]
    fn reports_land_in_the_target_directory_by_default() {
        // This test binary is in `<target>/debug/deps/`.
        let dir = default_dir();
        let exe = std::env::current_exe().unwrap();
        assert_eq!(
            Some(dir.as_path()),
            exe.ancestors()
                .nth(3)
                .map(|t| t.join("delta-test"))
                .as_deref()
        );
    }
}
