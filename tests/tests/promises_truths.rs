//! End to end: what the output says is true (the `truths` module of the
//! promises fixture, and its `truths_a.rs` / `truths_b.rs` test files):
//! same-named tests of two test files write two reports; a reduction that
//! a budget cut short goes on from its stored call in the next run; `via`
//! takes parsers whose error is `Debug` only, reduces a text its value
//! prints otherwise when the printed text fails the same way, and refuses
//! it when that passes.

use crate::common;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use common::{cargo, section_of, text};

/// The fixture copy, its crate, and its reports' directory.
fn fixture() -> &'static (PathBuf, PathBuf) {
    static DIR: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = common::fixture_crate("promises", "promises-truths");
        let reports = dir.join("reports");
        (dir, reports)
    })
}

const KRATE: &str = "promises_truths_fixture";

/// Runs `cargo test <args>` on the fixture, writing reports.
fn run(args: &[&str]) -> String {
    let (dir, reports) = fixture();
    let mut all = vec!["test", "--quiet", "--no-fail-fast"];
    all.extend(args);
    let env = [("DELTA_TEST_REPORT_DIR", reports.to_str().unwrap())];
    text(&cargo(dir, &all, &env))
}

fn json(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    serde_json::from_str(&text).unwrap()
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn same_named_tests_of_two_test_files_write_two_reports() {
    let output = run(&["--test", "truths_a", "--test", "truths_b"]);
    let reports = &fixture().1;
    let a = json(&reports.join("truths_a.parses.json"));
    let b = json(&reports.join("truths_b.parses.json"));
    assert_eq!(a["minimal_call"], r#"parses("(")"#, "{output}");
    assert_eq!(b["minimal_call"], r#"parses("]")"#, "{output}");
    assert_eq!(a["test"], "parses");
    assert_eq!(b["test"], "parses");
}

/// Runs the fixture's test `test` (in `truths::tests`) once: its JSON
/// report and its output.
fn run_one(test: &str) -> (serde_json::Value, String) {
    let path = format!("truths::tests::{test}");
    let output = run(&["--lib", "--", "--exact", &path]);
    let report = fixture()
        .1
        .join(format!("{KRATE}.truths.tests.{test}.json"));
    (json(&report), output)
}

/// Forgets what earlier runs stored for `test`.
fn forget(test: &str) {
    let stored = (fixture().0).join(format!(
        "delta-regressions/{KRATE}.truths.tests.{test}.toml"
    ));
    let _ = std::fs::remove_file(stored);
}

fn size(report: &serde_json::Value) -> u64 {
    report["minimal_size"].as_u64().unwrap()
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_reduction_cut_by_its_budget_goes_on_in_the_next_run() {
    forget("budget");
    let (first, output) = run_one("budget");
    assert_eq!(first["stopped_by"], "budget of 3 tests spent", "{output}");
    assert!(
        size(&first) < first["original_size"].as_u64().unwrap(),
        "{output}"
    );
    assert!(
        output.contains("not proven 1-minimal: the next run goes on from this call"),
        "{output}"
    );
    // The second run starts from the first one's call and gets closer.
    let (second, output) = run_one("budget");
    let went_on = format!(
        "delta-test: went on from {}, stored in",
        first["minimal_call"].as_str().unwrap()
    );
    assert!(output.contains(&went_on), "{output}");
    assert_eq!(second["tests"], 3, "{output}");
    assert!(size(&second) < size(&first), "{output}");
    // The third spends its 3 tests (the first reruns the call) proving
    // that `(` is needed, finds nothing smaller, and says so, rather than
    // promise a next run that would do the same.
    let (third, output) = run_one("budget");
    assert_eq!(third["minimal_call"], second["minimal_call"], "{output}");
    assert!(
        output.contains("spent again before a smaller call was found"),
        "{output}"
    );
    assert!(!output.contains("the next run goes on"), "{output}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn runs_that_go_on_converge_to_the_1_minimal_call() {
    forget("converges");
    let mut last = u64::MAX;
    for run in 1.. {
        let (report, output) = run_one("converges");
        assert!(size(&report) < last, "{output}");
        last = size(&report);
        if report["one_minimal"] == true {
            assert_eq!(report["minimal_call"], r#"converges("()")"#, "{output}");
            assert!(output.contains("the next run replays it"), "{output}");
            assert!(run > 1, "one run of 10 tests was enough: {output}");
            break;
        }
        assert!(run < 6, "still not 1-minimal after {run} runs: {output}");
    }
    // A complete reduction is replayed, not reduced again.
    let (replayed, output) = run_one("converges");
    assert!(replayed["replayed_from"].is_string(), "{output}");
    assert_eq!(replayed["minimal_call"], r#"converges("()")"#, "{output}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn via_takes_parsers_whose_error_is_debug_only() {
    let output = run(&["--lib", "--", "truths::tests::debug_error"]);
    let section = section_of(&output, "truths::tests::debug_error");
    assert!(
        section.contains(r#"  minimal:  debug_error("10")"#),
        "{section}"
    );
    assert!(section.contains("the call is 1-minimal"), "{section}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn via_refuses_a_text_that_its_value_prints_otherwise() {
    let output = run(&["--lib", "--", "truths::tests::not_round_trip"]);
    // The test fails (it would pass on the printed `1+30`), and says why.
    assert!(
        output.contains("test result: FAILED. 0 passed; 1 failed"),
        "{output}"
    );
    let section = section_of(&output, "truths::tests::not_round_trip");
    assert!(
        section.contains(r#"the input "1 + 30" parses as a `promises_truths_fixture::truths::Sum` that prints as "1+30""#),
        "{section}"
    );
    assert!(
        section.contains(r#"and the test passed on "1+30""#)
            && section.contains("Display keep what the failure needs"),
        "{section}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn via_reduces_a_text_printed_otherwise_when_it_fails_the_same_way() {
    let output = run(&["--lib", "--", "truths::tests::normalised"]);
    let section = section_of(&output, "truths::tests::normalised");
    assert!(
        section.contains(r#"  original: normalised("100 + 90 + 3")"#),
        "{section}"
    );
    assert!(
        section.contains(r#"  minimal:  normalised("60+90")"#),
        "{section}"
    );
    assert!(
        section.contains(
            r#"delta-test: via Sum: the text is reduced as printed by Sum ("100+90+3"), which fails the same way"#
        ),
        "{section}"
    );
}
