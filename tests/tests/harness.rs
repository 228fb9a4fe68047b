//! End to end: a `harness = false` target run by `delta_test::main!()`
//! (`tests/fixtures/harness`), under `cargo test` with libtest's flags and
//! delta-test's own, and under `cargo nextest run`.

use crate::common;

use std::path::PathBuf;
use std::sync::OnceLock;

use common::{cargo, text};

/// The fixture, built once; each test runs it with its own flags.
fn fixture() -> &'static PathBuf {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = common::fixture_crate("harness", "harness");
        let build = cargo(&dir, &["test", "--no-run", "--quiet"], &[]);
        assert!(build.status.success(), "{}", text(&build));
        dir
    })
}

/// `cargo test --test reduce -- <args>`, without storing regressions, so
/// every run reduces.
fn reduce(args: &[&str]) -> String {
    let mut all = vec!["test", "--quiet", "--test", "reduce", "--"];
    all.extend(args);
    text(&cargo(fixture(), &all, &[("DELTA_TEST_PERSIST", "0")]))
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn every_delta_test_is_found_run_and_summed_up() {
    let output = reduce(&[]);
    assert!(
        output.contains("test result: FAILED. 2 passed; 3 failed; 1 ignored"),
        "{output}"
    );
    // Each report once: in the list of failures, not also as it happened.
    assert_eq!(
        output
            .matches("  minimal:  mystery_rejects_parens(\"()\")")
            .count(),
        1,
        "{output}"
    );
    assert!(
        output.contains("---- mystery_rejects_parens ----\npanicked at tests/reduce.rs:12:"),
        "{output}"
    );
    assert!(output.contains("  minimal:  no_sevens(vec!["), "{output}");
    // A crash in a worker process: the harness binary served it.
    assert!(
        output.contains("  minimal:  zero_aborts(vec![0])"),
        "{output}"
    );
    assert!(output.contains("crash: abort (SIGABRT)"), "{output}");
    let table = &output[output.find("delta-test: reduced failures").expect(&output)..];
    let rows: Vec<&str> = table.lines().skip(1).take(4).collect();
    assert_eq!(
        rows[0].split_whitespace().collect::<Vec<_>>(),
        ["test", "size", "tests", "time", "1-minimal"],
        "{table}"
    );
    for (row, test, sizes, one_minimal) in [
        // Sizes count the numbers that could be simpler too.
        (rows[1], "lists::no_sevens", "18 -> ", "no"),
        (rows[2], "lists::zero_aborts", "7 -> 1", "yes"),
        (rows[3], "mystery_rejects_parens", "26 -> 2", "yes"),
    ] {
        assert!(row.trim_start().starts_with(test), "{table}");
        assert!(row.contains(sizes), "{table}");
        assert!(row.trim_end().ends_with(one_minimal), "{table}");
    }
    assert!(
        table.contains("mystery_rejects_parens  26 -> 2  13"),
        "{table}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn libtest_flags_filter_list_and_select_ignored_tests() {
    let list = reduce(&["--list"]);
    for test in [
        "ignored_parens: test",
        "lists::no_sevens: test",
        // Two cases of one function.
        "lists::short_lists_pass::case_1: test",
        "lists::short_lists_pass::case_2: test",
        "lists::zero_aborts: test",
        "mystery_rejects_parens: test",
    ] {
        assert!(list.contains(test), "{list}");
    }
    // What cargo-nextest asks.
    let terse = reduce(&["--list", "--format", "terse", "--ignored"]);
    assert!(terse.contains("ignored_parens: test"), "{terse}");
    assert!(!terse.contains("mystery_rejects_parens"), "{terse}");

    let filtered = reduce(&["lists", "--skip", "zero", "--test-threads", "1"]);
    assert!(
        filtered.contains("test result: FAILED. 2 passed; 1 failed; 0 ignored"),
        "{filtered}"
    );
    let exact = reduce(&["--exact", "mystery_rejects_parens"]);
    assert!(
        exact.contains("1 failed; 0 ignored; 0 measured; 5 filtered out"),
        "{exact}"
    );
    let ignored = reduce(&["--ignored"]);
    assert!(
        ignored.contains("  minimal:  ignored_parens(\"()\")"),
        "{ignored}"
    );
    let help = reduce(&["--help"]);
    for flag in [
        "--no-reduce",
        "--reduce-log <LEVEL>",
        "--report-dir <DIR>",
        "--exact",
    ] {
        assert!(help.contains(flag), "{help}");
    }
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn delta_test_flags_turn_reduction_off_log_it_and_write_reports() {
    let off = reduce(&["--exact", "mystery_rejects_parens", "--no-reduce"]);
    assert!(off.contains("Invalid input"), "{off}");
    assert!(!off.contains("delta-test:"), "{off}");

    let logged = reduce(&["--exact", "mystery_rejects_parens", "--reduce-log", "1"]);
    assert!(
        logged.contains("Test #12 mystery_rejects_parens(\"()\"): FAIL"),
        "{logged}"
    );
    let bad = reduce(&["--reduce-log", "3"]);
    assert!(bad.contains("--reduce-log"), "{bad}");

    let dir = fixture().join("reports");
    let _ = std::fs::remove_dir_all(&dir);
    reduce(&["lists", "--report-dir", dir.to_str().unwrap()]);
    let json = std::fs::read_to_string(dir.join("reduce.lists.no_sevens.json")).unwrap();
    assert!(
        json.contains("\"stopped_by\": \"budget of 4 tests spent\""),
        "{json}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn nextest_runs_the_harness_target() {
    if !common::nextest_installed() {
        return;
    }
    let output = cargo(
        fixture(),
        &["nextest", "run", "--test", "reduce", "--no-fail-fast"],
        &[("DELTA_TEST_PERSIST", "0")],
    );
    let output = text(&output);
    assert!(
        output.contains("5 tests run: 2 passed, 3 failed, 1 skipped"),
        "{output}"
    );
    assert!(
        output.contains("  minimal:  mystery_rejects_parens(\"()\")"),
        "{output}"
    );
    assert!(
        output.contains("  minimal:  zero_aborts(vec![0])"),
        "{output}"
    );
}
