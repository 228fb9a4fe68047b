//! End to end: `cargo test` (and `cargo nextest run`) on a fixture crate of
//! failing `#[delta_test]`s, as a user runs them. The fixture lives outside
//! the workspace (`tests/fixtures/book`), so a plain `cargo test` stays green;
//! each run works on a copy under the target directory.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

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
    ("list_error", "list_error", "list_error(&[], &[], 5)"),
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

fn workspace() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

fn scratch() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("e2e")
}

/// A fresh copy of the fixture at `name`, depending on this checkout, with
/// `extra` appended to its test module.
fn fixture(name: &str, extra: &str) -> PathBuf {
    let dir = scratch().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let source = std::fs::read_to_string(workspace().join("tests/fixtures/book/src/lib.rs"))
        .unwrap()
        .trim_end()
        .strip_suffix('}')
        .expect("the fixture ends with its test module")
        .to_string();
    std::fs::write(dir.join("src/lib.rs"), format!("{source}\n{extra}\n}}\n")).unwrap();
    let manifest = std::fs::read_to_string(workspace().join("tests/fixtures/book/Cargo.toml"))
        .unwrap()
        .replace(
            "../../../delta-test",
            &workspace().join("delta-test").display().to_string(),
        )
        // Copies share a target directory (one build of delta-test) and run
        // in parallel: each needs a test binary of its own.
        .replace(
            "name = \"book-fixture\"",
            &format!("name = \"{name}-fixture\""),
        );
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    // The workspace's lock file: the same dependency versions, no surprises.
    std::fs::copy(workspace().join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    dir
}

/// Runs `cargo <args>` in `dir` with the shared e2e target directory.
fn cargo(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO"));
    command
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", scratch().join("target"))
        .env_remove("DELTA_TEST")
        .env_remove("DELTA_TEST_LOG")
        .env_remove("DELTA_TEST_REPORT_DIR")
        .env_remove("RUST_BACKTRACE");
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("cargo runs")
}

fn text(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr)
}

/// One `cargo test` run of the fixture with JSON reports, shared by tests.
struct Run {
    output: String,
    reports: PathBuf,
}

fn run() -> &'static Run {
    static RUN: OnceLock<Run> = OnceLock::new();
    RUN.get_or_init(|| {
        let dir = fixture("book", "");
        let reports = dir.join("reports");
        let output = cargo(
            &dir,
            &["test", "--quiet", "--no-fail-fast"],
            &[("DELTA_TEST_REPORT_DIR", reports.to_str().unwrap())],
        );
        let output = text(&output);
        assert!(
            output.contains("test result: FAILED. 1 passed; 5 failed"),
            "{output}"
        );
        Run { output, reports }
    })
}

/// The part of the output about one failed test.
fn section<'a>(output: &'a str, test: &str) -> &'a str {
    let start = output
        .find(&format!("---- tests::{test} stdout ----"))
        .unwrap_or_else(|| panic!("no output for {test}:\n{output}"));
    let rest = &output[start + 5..];
    let end = rest
        .find("\n---- ")
        .or_else(|| rest.find("\nfailures:"))
        .unwrap();
    &rest[..end]
}

fn json(test: &str) -> serde_json::Value {
    let path = run().reports.join(format!("tests.{test}.json"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    serde_json::from_str(&text).unwrap()
}

#[test]
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
    // The chapter's count, and the message only in the panic and the
    // report's failure line.
    for test in ["mystery_rejects_parens", "plain_test_of_a_wrapped_function"] {
        let section = section(output, test);
        assert!(
            section.contains("from 26 to 2 parts in 24 tests"),
            "{section}"
        );
        assert_eq!(section.matches("Invalid input").count(), 2, "{section}");
    }
}

#[test]
fn json_reports_hold_the_calls_and_the_failure() {
    let report = json("mystery_rejects_parens");
    assert_eq!(report["test"], "tests::mystery_rejects_parens");
    assert_eq!(report["function"], "mystery_rejects_parens");
    assert_eq!(report["minimal_call"], r#"mystery_rejects_parens("()")"#);
    assert_eq!(report["args"][0]["name"], "inp");
    assert_eq!(report["args"][0]["minimal"], r#""()""#);
    assert_eq!(report["tests"], 24);
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
fn pasted_regression_tests_compile_and_fail_the_same_way() {
    let pasted: String = REDUCED
        .iter()
        .map(|(test, _, _)| json(test)["regression_test"].as_str().unwrap().to_string() + "\n")
        .collect();
    let dir = fixture("regressions", &pasted);
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
        // messages are compared as the default matcher does: masked.
        let message = delta_test::mask(failure["message"].as_str().unwrap());
        assert!(
            delta_test::mask(section).contains(&message),
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
fn delta_test_off_fails_with_the_original_message_only() {
    let dir = fixture("off", "");
    let output = text(&cargo(
        &dir,
        &["test", "--quiet", "mystery"],
        &[("DELTA_TEST", "off")],
    ));
    assert!(output.contains("Invalid input"), "{output}");
    assert!(!output.contains("delta-test: reduced"), "{output}");
}

#[test]
fn nextest_reports_the_same_minimal_calls() {
    let probe = Command::new(env!("CARGO"))
        .args(["nextest", "--version"])
        .output();
    if !probe.is_ok_and(|o| o.status.success()) {
        eprintln!("cargo-nextest is not installed: skipped (CI installs it)");
        return;
    }
    let dir = fixture("nextest", "");
    let output = text(&cargo(&dir, &["nextest", "run", "--no-fail-fast"], &[]));
    for (_, _, minimal) in REDUCED {
        assert!(
            output.contains(&format!("  minimal:  {minimal}")),
            "{output}"
        );
    }
    assert!(output.contains("5 failed"), "{output}");
}
