//! End to end: `#[delta_test]`s whose reruns hang, abort, overflow the
//! stack, exit or flake (`tests/fixtures/crashes`), under `cargo test` and
//! `cargo nextest run`. Every reduction must finish with a 1-minimal call
//! or a clear error, and leave no worker process behind.

use crate::common;

use common::{cargo, fixture, section, text};

/// The fixture's reduced tests: the test, its minimal call, and how the
/// report names the failure.
const REDUCED: [(&str, &str, &str); 9] = [
    (
        "hang_in_a_thread",
        r#"hang_in_a_thread(";(")"#,
        "unbalanced",
    ),
    (
        "hang_in_a_process",
        r#"hang_in_a_process(";(")"#,
        "unbalanced",
    ),
    (
        "abort_in_a_rerun",
        r#"abort_in_a_rerun("xy")"#,
        "y after all",
    ),
    (
        "stack_overflow_in_a_rerun",
        r#"stack_overflow_in_a_rerun("o!")"#,
        "bang",
    ),
    ("exit_in_a_rerun", r#"exit_in_a_rerun("e!")"#, "bang"),
    ("aborts", r#"aborts("!")"#, "crash: abort (SIGABRT)"),
    ("overflows", r#"overflows("(")"#, "crash: stack overflow"),
    ("exits", r#"exits("3")"#, "crash: exit code 3"),
    (
        "fails_every_other_call",
        r#"fails_every_other_call("z")"#,
        "z in an odd call",
    ),
];

/// The fixture's flaky tests, and what their failure must say instead of
/// a minimal call.
const FLAKY: [(&str, &str); 2] = [
    (
        "flaky_original",
        r#"flaky_original("abc") is flaky: it failed, but gave PASS when run again"#,
    ),
    (
        "flaky_during_reduction",
        "was expected to give FAIL but gave PASS when checked again",
    ),
];

/// The fixture's tests that run out of a budget, and what the report says.
const BUDGETS: [(&str, &str); 2] = [
    (
        "test_budget",
        "; not proven 1-minimal: budget of 3 tests spent",
    ),
    (
        "time_budget",
        "; not proven 1-minimal: time budget of 150ms spent",
    ),
];

const TESTS: usize = REDUCED.len() + FLAKY.len() + BUDGETS.len();

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn reductions_survive_hangs_crashes_and_flaky_tests_under_cargo_test() {
    let dir = fixture("crashes", "crashes", "");
    let output = text(&cargo(&dir, &["test", "--quiet", "--no-fail-fast"], &[]));
    assert!(
        output.contains(&format!("test result: FAILED. 0 passed; {TESTS} failed")),
        "{output}"
    );
    for (test, minimal, failure) in REDUCED {
        let section = section(&output, test);
        assert!(
            section.contains(&format!("  minimal:  {minimal}\n")),
            "{section}"
        );
        assert!(section.contains("the call is 1-minimal"), "{section}");
        let failure_line = section.lines().find(|l| l.starts_with("  failure:"));
        assert!(
            failure_line.is_some_and(|line| line.contains(failure)),
            "{section}"
        );
    }
    for (test, message) in FLAKY {
        let section = section(&output, test);
        assert!(section.contains(message), "{section}");
        // No call is passed off as minimal.
        assert!(!section.contains("minimal:"), "{section}");
    }
    for (test, budget) in BUDGETS {
        let section = section(&output, test);
        assert!(section.contains(budget), "{section}");
        assert!(section.contains("  minimal:  "), "{section}");
    }
    // The cut-off reruns are told once, in the report.
    for test in ["hang_in_a_process", "hang_in_a_thread"] {
        let notes: Vec<&str> = section(&output, test)
            .lines()
            .filter(|l| l.contains("did not finish within 1s and counted as UNRESOLVED"))
            .collect();
        assert_eq!(notes.len(), 1, "{output}");
        assert!(notes[0].starts_with("delta-test: "), "{output}");
    }
    assert_eq!(stray_processes("crashes_fixture-"), Vec::<String>::new());
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn reductions_survive_hangs_crashes_and_flaky_tests_under_nextest() {
    if !common::nextest_installed() {
        return;
    }
    let dir = fixture("crashes", "crashes-nextest", "");
    let output = text(&cargo(&dir, &["nextest", "run", "--no-fail-fast"], &[]));
    assert!(output.contains(&format!("{TESTS} failed")), "{output}");
    for (_, minimal, _) in REDUCED {
        assert!(
            output.contains(&format!("  minimal:  {minimal}\n")),
            "{output}"
        );
    }
    for (_, message) in FLAKY.iter().chain(&BUDGETS) {
        assert!(output.contains(message), "{output}");
    }
    assert_eq!(
        stray_processes("crashes_nextest_fixture-"),
        Vec::<String>::new()
    );
}

/// The command lines of running processes whose program's file name starts
/// with `prefix` (on Linux; elsewhere none are found).
fn stray_processes(prefix: &str) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| std::fs::read(entry.path().join("cmdline")).ok())
        .map(|cmdline| String::from_utf8_lossy(&cmdline).replace('\0', " "))
        .filter(|cmdline| {
            let program = cmdline.split(' ').next().unwrap_or_default();
            let name = program.rsplit('/').next().unwrap_or_default();
            name.starts_with(prefix)
        })
        .collect()
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn worker_processes_rebuild_candidates_so_arguments_need_no_serde() {
    let extra = r#"
    // serde implements its traits for arrays of up to 32 elements only:
    // a worker process rebuilds each candidate from the attribute's call.
    #[delta_test(rows = vec![[0u8; 40], [1u8; 40], [0u8; 40]], isolate = "process")]
    fn no_ones(rows: Vec<[u8; 40]>) {
        assert!(rows.iter().all(|row| row[0] == 0), "a row of ones");
    }
"#;
    let dir = fixture("crashes", "crashes-serde", extra);
    let output = text(&cargo(&dir, &["test", "--quiet", "--", "no_ones"], &[]));
    let no_ones = section(&output, "no_ones");
    // One row, whose first byte is all the test looks at.
    let row = format!("[1{}]", ", 0".repeat(39));
    assert!(
        no_ones.contains(&format!("  minimal:  no_ones(vec![{row}])\n")),
        "{no_ones}"
    );
    assert!(!no_ones.contains("reruns ran in a thread"), "{no_ones}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn delta_test_isolate_chooses_the_mode_and_says_what_it_cannot_do() {
    let extra = r#"
    #[delta_test(bytes = [1u8; 40])]
    fn long_array(bytes: [u8; 40]) {
        assert!(bytes.iter().all(|b| *b == 0), "not all zero");
    }
"#;
    let dir = fixture("crashes", "crashes-env", extra);
    let run = |isolate: &str, test: &str| {
        text(&cargo(
            &dir,
            &["test", "--quiet", "--", test],
            &[("DELTA_TEST_ISOLATE", isolate)],
        ))
    };
    // Reduced in a worker process, though serde cannot send the array.
    let output = run("process", "long_array");
    let long_array = section(&output, "long_array");
    // Every byte but one simplified to 0 (an array keeps its length).
    let bytes = format!("[{}1]", "0, ".repeat(39));
    assert!(
        long_array.contains(&format!("  minimal:  long_array({bytes})")),
        "{long_array}"
    );
    // In a thread, the original failure is told before the first rerun.
    let output = run("thread", "long_array");
    assert!(
        output.contains("delta-test: tests::long_array failed: panicked at src/lib.rs:"),
        "{output}"
    );
    // The attribute's own `isolate = "process"` wins over the variable (in
    // this thread the abort would end the test binary).
    let output = run("none", "aborts");
    assert!(
        section(&output, "aborts").contains("  minimal:  aborts(\"!\")"),
        "{output}"
    );
    let output = run("fork", "long_array");
    assert!(
        output.contains(
            "DELTA_TEST_ISOLATE: unknown isolation \"fork\"; expected one of: none, thread, process"
        ),
        "{output}"
    );
}
