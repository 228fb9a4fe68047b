//! The README's demo, run as a user runs it: `cargo run --example quickstart`.

use crate::common;

use std::path::Path;
use std::process::Command;

/// Runs the quickstart example with `DELTA_TEST_LOG` set to `log`, and
/// `args` after `--`.
fn quickstart(log: &str, args: &[&str]) -> (String, String) {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let output = Command::new(env!("CARGO"))
        .args([
            "run",
            "--quiet",
            "-p",
            "delta-test",
            "--example",
            "quickstart",
            "--",
        ])
        .args(args)
        .current_dir(workspace)
        // Not the workspace's target directory, whose lock the outer
        // `cargo test` holds: the fixtures' one, where their builds have
        // left delta-test's dependencies compiled already.
        .env("CARGO_TARGET_DIR", common::scratch().join("target"))
        .env("DELTA_TEST_LOG", log)
        .output()
        .expect("cargo runs");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(output.status.success(), "{stdout}\n{stderr}");
    (stdout, stderr)
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn quickstart_prints_the_minimal_call_in_fewer_tests_than_the_chapter() {
    let (stdout, stderr) = quickstart("0", &[]);
    assert!(
        stdout.contains(r#"minimal call:  mystery("()")"#),
        "{stdout}"
    );
    assert!(stdout.contains("in 13 tests"), "{stdout}");
    assert!(stdout.contains("strategy adaptive"), "{stdout}");
    assert!(stdout.contains("1-minimal"), "{stdout}");
    assert!(!stderr.contains("Test #"), "{stderr}");
    // The README gives a quarter second, most of it the lookup of the
    // panic's frames: it took 1 to 1.5 s when the lookup read the whole
    // stack (and the C library's debug info with it).
    let ms: f64 = stdout
        .split(" tests (")
        .nth(1)
        .and_then(|rest| rest.split(" ms").next())
        .and_then(|ms| ms.parse().ok())
        .unwrap_or_else(|| panic!("no time in {stdout}"));
    assert!(ms < 1000.0, "the demo took {ms} ms: {stdout}");

    let (_, stderr) = quickstart("1", &[]);
    let tests: Vec<&str> = stderr.lines().filter(|l| l.starts_with("Test #")).collect();
    // The original call's run is the first test, before the log starts.
    assert_eq!(tests.len(), 12, "{stderr}");
    assert_eq!(tests[10], r#"Test #12 mystery("()"): FAIL (Invalid input)"#);
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn quickstart_with_the_classic_strategy_logs_the_chapters_24_tests() {
    let (stdout, _) = quickstart("0", &["classic"]);
    assert!(stdout.contains("in 24 tests"), "{stdout}");
    assert!(stdout.contains("strategy classic"), "{stdout}");

    let (_, stderr) = quickstart("1", &["classic"]);
    let tests: Vec<&str> = stderr.lines().filter(|l| l.starts_with("Test #")).collect();
    assert_eq!(tests.len(), 24, "{stderr}");
    assert_eq!(
        tests[0],
        r##"Test #1 mystery(r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#): FAIL (Invalid input)"##
    );
    assert_eq!(tests[1], r#"Test #2 mystery(""): PASS"#);
    assert_eq!(tests[21], r#"Test #22 mystery("()"): FAIL (Invalid input)"#);
    assert_eq!(tests[23], r#"Test #24 mystery("("): PASS"#);
    assert!(!stderr.contains("Granularity"), "level 1 shows no steps");

    let (_, stderr) = quickstart("2", &["classic"]);
    assert!(stderr.contains("Reduce to complement"), "{stderr}");
    assert!(stderr.contains("Granularity:   2"), "{stderr}");
}
