//! `--report FILE` and `--json FILE`: what a bug report and a tool get.

use crate::common;

use std::process::Output;

use common::{arg, assert_code, cargo_delta, case, panic_on, stderr};

const XZ: &str = include_str!("data/xz.txt");

/// Reduces the notes against the panicking program with `options`, asking
/// for both reports: the run, the Markdown report and the JSON summary.
fn reduce_with_reports(options: &[&str]) -> (Output, String, serde_json::Value) {
    let (dir, file) = case("notes.txt", XZ);
    let (report, json) = (dir.path().join("bug.md"), dir.path().join("bug.json"));
    let mut args = vec!["reduce", arg(&file), "--report", arg(&report)];
    args.extend(["--json", arg(&json)]);
    args.extend(options);
    args.extend(["--", arg(panic_on()), "@@"]);
    let output = cargo_delta(&args);
    let report = std::fs::read_to_string(&report).unwrap_or_default();
    let json = std::fs::read_to_string(&json).unwrap_or_default();
    let json = serde_json::from_str(&json).unwrap_or(serde_json::Value::Null);
    (output, report, json)
}

#[test]
fn a_markdown_report_holds_the_command_the_failure_and_the_minimal_file() {
    let (output, report, json) = reduce_with_reports(&[]);
    assert_code(&output, 0);
    let program = arg(panic_on());
    assert!(
        report.contains(&format!("- Command: `{program} @@`")),
        "{report}"
    );
    // The failure kept is the original's: its ending and its panic's place.
    assert!(report.contains("- Ending: exit code 101"), "{report}");
    assert!(
        report.contains("- Kept: the same failure as the original: exit code 101 (panicked at "),
        "{report}"
    );
    assert!(
        report.contains("- Reduced from 139 bytes (") && report.contains(") to 2 bytes in "),
        "{report}"
    );
    assert!(report.contains("- 1-minimal: "), "{report}");
    assert!(
        report.contains("## The minimal file\n\n```text\nxz\n```\n"),
        "{report}"
    );
    // The minimal file's own words, unmasked, for the maintainer.
    assert!(
        report.contains("## What the program printed on standard error for the minimal file"),
        "{report}"
    );
    assert!(report.contains("found x at 0 before z at 1"), "{report}");

    assert_eq!(json["minimal"], "xz");
    assert_eq!(json["original_size"], 139);
    assert_eq!(json["minimal_size"], 2);
    assert_eq!(json["one_minimal"], true);
    assert_eq!(json["stopped_by"], serde_json::Value::Null);
    assert_eq!(json["format"], "text");
    let minimal_stderr = json["minimal_stderr"].as_str().unwrap();
    assert!(
        minimal_stderr.contains("found x at 0 before z at 1"),
        "{json}"
    );
    assert!(
        json["original_stderr"]
            .as_str()
            .unwrap()
            .contains("found x at 49"),
        "{json}"
    );
    assert_eq!(json["command"], serde_json::json!([program, "@@"]));
    assert!(json["runs"].as_u64().unwrap() > 3, "{json}");
}

#[test]
fn a_budget_cut_report_says_it_is_not_proven_minimal() {
    let (output, report, json) = reduce_with_reports(&["--max-tests", "2"]);
    assert_code(&output, 5);
    assert!(
        report.contains("- Not proven 1-minimal: budget of 2 tests spent"),
        "{report}"
    );
    assert_eq!(json["one_minimal"], false);
    assert_eq!(json["stopped_by"], "budget of 2 tests spent");
}

#[test]
fn a_report_that_cannot_be_written_is_refused_before_the_first_run() {
    let (dir, file) = case("notes.txt", XZ);
    let report = dir.path().join("missing/bug.md");
    let output = cargo_delta(&[
        "reduce",
        arg(&file),
        "--report",
        arg(&report),
        "--",
        arg(panic_on()),
        "@@",
    ]);
    assert_code(&output, 2);
    let text = stderr(&output);
    assert!(
        text.contains("--report") && text.contains("missing/bug.md"),
        "{text}"
    );
    assert!(!dir.path().join("notes.min.txt").exists(), "nothing ran");
}

#[test]
fn the_reports_name_the_users_files_not_the_runs_directory() {
    let (dir, file) = case("notes.txt", "a\nbug\nc\n");
    let (report, json) = (dir.path().join("bug.md"), dir.path().join("bug.json"));
    let script = "echo \"bad input in $1\" >&2; grep -q bug \"$1\" && exit 1; exit 0";
    let args = ["reduce", arg(&file), "--report", arg(&report), "--json"];
    let command = ["--", "sh", "-c", script, "sh", "@@"];
    assert_code(
        &cargo_delta(&[&args[..], &[arg(&json)], &command].concat()),
        0,
    );
    let out = dir.path().join("notes.min.txt");
    let report = std::fs::read_to_string(&report).unwrap();
    let (_, printed) = report.split_once("## What the program printed").unwrap();
    let line = format!("bad input in {}", out.display());
    assert!(
        printed.contains(&line) && !printed.contains("<dir>"),
        "{report}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    let original = json["original_stderr"].as_str().unwrap();
    assert_eq!(original, format!("bad input in {}\n", file.display()));
    let minimal = json["minimal_stderr"].as_str().unwrap();
    assert_eq!(minimal, format!("bad input in {}\n", out.display()));
}
