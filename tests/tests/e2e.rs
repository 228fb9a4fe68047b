//! End to end: `cargo test` (and `cargo nextest run`) on a fixture crate of
//! failing `#[delta_test]`s, as a user runs them. The fixture lives outside
//! the workspace (`tests/fixtures/book`), so a plain `cargo test` stays green;
//! each run works on a copy under the target directory.

use crate::common;

use std::process::Command;
use std::sync::OnceLock;

use common::{cargo, section, text, Reported};

/// The fixture's tests that fail: the test, the function it reduces, and
/// the minimal call it must report.
const REDUCED: [(&str, &str, &str); 5] = [
    (
        "mystery_rejects_parens",
        "mystery_rejects_parens",
        r#"mystery_rejects_parens("()")"#,
    ),
    (
        "markup_is_removed",
        "markup_is_removed",
        r##"markup_is_removed(r#"">"#)"##,
    ),
    ("list_error", "list_error", "list_error(&[], &[], 0)"),
    (
        "string_error",
        "string_error",
        r#"string_error(String::from(""), "")"#,
    ),
    // A plain `#[test]` calling a `#[delta_debug]` function.
    (
        "plain_test_of_a_wrapped_function",
        "checked_mystery",
        r#"checked_mystery("()")"#,
    ),
];

/// One `cargo test` run of the fixture, with JSON and Markdown reports.
fn run() -> &'static Reported {
    static RUN: OnceLock<Reported> = OnceLock::new();
    RUN.get_or_init(|| {
        let run = Reported::run("book", "book", &[("DELTA_TEST_REPORT", "markdown")]);
        assert!(
            run.output
                .contains("test result: FAILED. 1 passed; 5 failed"),
            "{}",
            run.output
        );
        run
    })
}

fn json(test: &str) -> serde_json::Value {
    run().json(test)
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn failing_tests_report_their_minimal_call_once() {
    let output = &run().output;
    for (test, function, minimal) in REDUCED {
        let section = section(output, test);
        assert!(
            section.contains(&format!("  minimal:  {minimal}")),
            "{section}"
        );
        assert!(section.contains("the call is 1-minimal"), "{section}");
        assert!(
            section.contains(&format!("fn {function}_minimal()")),
            "{section}"
        );
        // One panic report per failed test: reruns are silent.
        assert_eq!(section.matches("panicked at").count(), 1, "{section}");
    }
    // Fewer tests than the chapter's 24 (its first run of the original
    // call counted, as the chapter counts its Test #1), and the message only
    // in the panic and the report's failure line.
    for test in ["mystery_rejects_parens", "plain_test_of_a_wrapped_function"] {
        let section = section(output, test);
        assert!(
            section.contains("from 26 to 2 parts in 13 tests"),
            "{section}"
        );
        assert_eq!(section.matches("Invalid input").count(), 2, "{section}");
    }
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn the_classic_strategy_takes_the_chapters_24_tests() {
    let dir = common::fixture("book", "classic", "");
    let args = [
        "test",
        "--quiet",
        "--",
        "--exact",
        "tests::mystery_rejects_parens",
    ];
    let output = text(&cargo(&dir, &args, &[("DELTA_TEST_STRATEGY", "classic")]));
    assert!(
        output.contains("from 26 to 2 parts in 24 tests"),
        "{output}"
    );
    let bad = text(&cargo(&dir, &args, &[("DELTA_TEST_STRATEGY", "clasic")]));
    assert!(
        bad.contains(
            "DELTA_TEST_STRATEGY: unknown strategy \"clasic\"; expected one of: adaptive, \
             classic, ddmin, waves (did you mean \"classic\"?)"
        ),
        "{bad}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn json_reports_hold_the_calls_and_the_failure() {
    let report = json("mystery_rejects_parens");
    assert_eq!(report["test"], "tests::mystery_rejects_parens");
    assert_eq!(report["function"], "mystery_rejects_parens");
    assert_eq!(report["minimal_call"], r#"mystery_rejects_parens("()")"#);
    assert_eq!(report["args"][0]["name"], "inp");
    assert_eq!(report["args"][0]["minimal"], r#""()""#);
    assert_eq!(report["tests"], 13);
    assert_eq!(report["original_size"], 26);
    assert_eq!(report["minimal_size"], 2);
    assert_eq!(report["one_minimal"], true);
    assert_eq!(report["mode"], "min");
    assert_eq!(report["failure"]["kind"], "&str");
    assert_eq!(report["failure"]["message"], "Invalid input");
    assert_eq!(report["failure"]["file"], "src/lib.rs");
    assert!(report["elapsed_ms"].as_f64().unwrap() >= 0.0);
    for (test, _, minimal) in REDUCED {
        assert_eq!(json(test)["minimal_call"], minimal);
    }
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn markdown_bug_reports_hold_what_a_maintainer_needs() {
    let path = run().path("mystery_rejects_parens", "md");
    let md = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let section = section(&run().output, "mystery_rejects_parens");
    assert!(
        section.contains(&format!(
            "delta-test: bug report written to {}",
            path.display()
        )),
        "{section}"
    );
    for expected in [
        "# `mystery_rejects_parens(\"()\")` panics\n",
        "`tests::mystery_rejects_parens` (`src/lib.rs:43`) from 26 to 2 parts in 13 runs: \
         a 1-minimal call",
        "## Failure\n\nAt `src/lib.rs:",
        "```text\npanicked at src/lib.rs:",
        ": Invalid input\n```",
        "```rust\n#[test]\nfn mystery_rejects_parens_minimal() {\n    \
         mystery_rejects_parens::call(\"()\");\n}\n```",
        "```diff\n--- original\n+++ minimal\n@@ -1 +1 @@\n\
         -inp = r#\"V\"/+!aF-(V4EOz*+s/Q,7)2@0_\"#\n+inp = \"()\"\n```",
        "| crate | `book-fixture 0.0.0` |",
        "| rustc | `rustc 1.",
        "| OS | `",
    ] {
        assert!(md.contains(expected), "{expected:?} in:\n{md}");
    }
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn pasted_regression_tests_compile_and_fail_the_same_way() {
    let pasted: String = REDUCED
        .iter()
        .map(|(test, _, _)| json(test)["regression_test"].as_str().unwrap().to_string() + "\n")
        .collect();
    let dir = common::fixture("book", "pasted-regressions", &pasted);
    let output = text(&cargo(
        &dir,
        &["test", "--quiet", "--no-fail-fast", "_minimal"],
        &[],
    ));
    assert!(
        output.contains("test result: FAILED. 0 passed; 5 failed"),
        "{output}"
    );
    for (test, function, _) in REDUCED {
        let report = json(test);
        let failure = &report["failure"];
        let section = section(&output, &format!("{function}_minimal"));
        // The minimal call shows other data (`"" contains ""`), so the
        // messages are compared as the default matcher does: masked (a
        // string error line by line, as its message is the whole line).
        let message = delta_test::mask(failure["message"].as_str().unwrap());
        assert!(
            delta_test::mask(section).contains(&message)
                || section
                    .lines()
                    .any(|line| delta_test::mask(line).contains(&message)),
            "{message} not in {section}"
        );
        if failure["kind"] != "Err" {
            // A `#[delta_test]` regression panics where the original did; a
            // `#[delta_debug]` one is reduced again, and its report names
            // the place (its own panic comes from the wrapper).
            let place = format!("{}:{}:", failure["file"].as_str().unwrap(), failure["line"]);
            assert!(section.contains(&place), "{place} not in {section}");
        }
    }
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn delta_test_off_fails_with_the_original_message_only() {
    let dir = common::fixture("book", "off", "");
    let output = text(&cargo(
        &dir,
        &["test", "--quiet", "mystery"],
        &[("DELTA_TEST", "off")],
    ));
    assert!(output.contains("Invalid input"), "{output}");
    assert!(!output.contains("delta-test: reduced"), "{output}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn nextest_reports_the_same_minimal_calls() {
    if !common::nextest_installed() {
        return;
    }
    let dir = common::fixture("book", "nextest", "");
    let output = text(&cargo(&dir, &["nextest", "run", "--no-fail-fast"], &[]));
    for (_, _, minimal) in REDUCED {
        assert!(
            output.contains(&format!("  minimal:  {minimal}")),
            "{output}"
        );
    }
    assert!(output.contains("5 failed"), "{output}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn delta_test_toml_sets_project_defaults_and_names_its_bad_keys() {
    let dir = common::fixture("book", "configured", "");
    let config = dir.join("delta-test.toml");
    let run = |toml: &str, env: &[(&str, &str)]| {
        std::fs::write(&config, toml).unwrap();
        let mut env = env.to_vec();
        env.push(("DELTA_TEST_PERSIST", "0"));
        text(&cargo(
            &dir,
            &["test", "--quiet", "mystery_rejects_parens"],
            &env,
        ))
    };
    let test = |toml: &str| run(toml, &[]);
    let output = test("max_tests = 3\n");
    let stopped = section(&output, "mystery_rejects_parens");
    assert!(
        stopped.contains("; not proven 1-minimal: budget of 3 tests spent"),
        "{output}"
    );
    // Stopped by a budget, the report says where to raise it.
    assert!(
        stopped.contains(
            "delta-test: stopped by the budget of 3 tests: the minimal call is the best so \
             far, and it still fails the same way. For more, write `max_tests = 6` in the \
             attribute or in delta-test.toml, or set DELTA_TEST_MAX_TESTS=6; \"off\" lifts \
             the budget"
        ),
        "{stopped}"
    );
    // The variable stands over the file, and "off" lifts a budget.
    let output = run("max_tests = 3\n", &[("DELTA_TEST_MAX_TESTS", "2")]);
    assert!(
        section(&output, "mystery_rejects_parens").contains("budget of 2 tests spent"),
        "{output}"
    );
    let output = run("max_tests = 3\n", &[("DELTA_TEST_MAX_TESTS", "off")]);
    let section_off = section(&output, "mystery_rejects_parens");
    assert!(section_off.contains("the call is 1-minimal"), "{output}");
    assert!(!section_off.contains("stopped by"), "{output}");
    let output = test("max_tests = \"off\"\nmax_time = \"off\"\n");
    assert!(
        section(&output, "mystery_rejects_parens").contains("the call is 1-minimal"),
        "{output}"
    );
    let output = test("max_tests = 3\nisolat = \"thread\"\n");
    let expected = format!(
        "{}:2: unknown field `isolat`, expected one of",
        config.display()
    );
    assert!(output.contains(&expected), "{output}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn colour_follows_clicolor_force_and_no_color_and_is_off_when_piped() {
    let dir = common::fixture("book", "colour", "");
    let run = |env: &[(&str, &str)]| {
        let mut env = env.to_vec();
        env.push(("DELTA_TEST_PERSIST", "0"));
        let args = [
            "test",
            "--quiet",
            "--",
            "--exact",
            "tests::mystery_rejects_parens",
        ];
        text(&cargo(&dir, &args, &env))
    };
    let green_call = "  minimal:  \u{1b}[1m\u{1b}[32mmystery_rejects_parens(\"()\")";
    let forced = run(&[("CLICOLOR_FORCE", "1")]);
    assert!(forced.contains(green_call), "{forced}");
    // Piped (as here), the report is plain text.
    let piped = run(&[]);
    assert!(
        piped.contains("  minimal:  mystery_rejects_parens(\"()\")"),
        "{piped}"
    );
    assert!(!piped.contains("\u{1b}[32m"), "{piped}");
    let refused = run(&[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]);
    assert!(!refused.contains("\u{1b}[32m"), "{refused}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_long_reduction_shows_progress_on_a_terminal_only() {
    // `script` gives the run a terminal; without it this cannot be checked.
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("`script` (util-linux) is not installed: skipped");
        return;
    }
    let slow = r#"
    #[delta_test(inp = "abcdefghij(klm)nopqrstuv")]
    fn slow(inp: &str) {
        std::thread::sleep(std::time::Duration::from_millis(150));
        assert!(!(inp.contains('(') && inp.contains(')')), "parens");
    }
"#;
    let dir = common::fixture("book", "progress", slow);
    let test = "cargo test --quiet -- --exact tests::slow";
    let on_a_terminal = Command::new("script")
        .args(["-qec", test, "/dev/null"])
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", common::scratch().join("target"))
        .env("DELTA_TEST_PERSIST", "0")
        .output()
        .unwrap();
    let output = text(&on_a_terminal);
    assert!(
        output.contains("delta-test: reducing tests::slow: "),
        "{output}"
    );
    assert!(output.contains(" tests, failing call of "), "{output}");
    // Piped, as under CI or nextest: no progress line.
    let piped = text(&cargo(
        &dir,
        &["test", "--quiet", "--", "--exact", "tests::slow"],
        &[],
    ));
    assert!(piped.contains("delta-test: reduced tests::slow"), "{piped}");
    assert!(!piped.contains("delta-test: reducing"), "{piped}");
}
