//! Never a false claim: a command flaky on the result, a command flaky on
//! the original's first run, and a failure that does not depend on the file.

use crate::common;

use common::{arg, assert_code, cargo_delta, case, files, stderr};

/// Fails (exit 1) on a candidate holding `bug`; on one under 40 bytes, only
/// on odd runs (counted in the directory `$1`): flaky on small files, as a
/// race that needs a small input would be, and deterministic for the test.
const FLAKY_WHEN_SMALL: &str = r#"
grep -q bug "$2" || exit 0
if [ "$(wc -c < "$2")" -lt 40 ]; then
  n=$(( $(cat "$1/count" 2>/dev/null || echo 0) + 1 ))
  echo $n > "$1/count"
  [ $((n % 2)) -eq 0 ] && exit 0
fi
echo "found a bug" >&2
exit 1
"#;

#[test]
fn a_result_that_does_not_fail_every_time_is_called_flaky() {
    let text: String = (1..=20)
        .map(|n| match n {
            10 => "a bug here\n".to_string(),
            _ => format!("line {n}\n"),
        })
        .collect();
    let (dir, file) = case("notes.txt", &text);
    let script = dir.path().join("flaky.sh");
    std::fs::write(&script, FLAKY_WHEN_SMALL).unwrap();
    let args = ["reduce", arg(&file), "-j", "1", "--", "sh", arg(&script)];
    let output = cargo_delta(&[&args[..], &[arg(dir.path()), "@@"]].concat());
    assert_code(&output, 11);
    let text = stderr(&output);
    assert!(text.contains("is flaky"), "{text}");
    assert!(text.contains("smallest file that did"), "{text}");
    // The output is a file that failed every rerun: 40 bytes or more.
    let best = std::fs::read_to_string(dir.path().join("notes.min.txt")).unwrap();
    assert!(best.contains("bug") && best.len() >= 40, "{best:?}");
}

#[test]
fn a_first_run_that_passes_then_a_failure_is_flaky_not_a_pass() {
    let (dir, file) = case("notes.txt", "some bug\n");
    // Passes on odd runs, fails on even ones.
    let script = "n=$(( $(cat \"$1/count\" 2>/dev/null || echo 0) + 1 )); echo $n > \"$1/count\"; exit $((1 - n % 2))";
    let output = cargo_delta(&[
        "reduce",
        arg(&file),
        "--",
        "sh",
        "-c",
        script,
        "sh",
        arg(dir.path()),
        "@@",
    ]);
    assert_code(&output, 4);
    let text = stderr(&output);
    assert!(
        text.contains("is flaky") && text.contains("passed"),
        "{text}"
    );
    assert!(!text.contains("passes on"), "{text}");
}

#[test]
fn a_failure_that_does_not_depend_on_the_file_stops_before_reducing() {
    let (dir, file) = case("orders.json", r#"{"orders": [1, 2, 3]}"#);
    let out = dir.path().join("out.json");
    // No `@@`, and the program never reads its standard input.
    let command = ["--", "sh", "-c", "echo 'no invoices' >&2; exit 3"];
    let args = ["reduce", arg(&file), "-o", arg(&out)];
    let output = cargo_delta(&[&args[..], &command[..]].concat());
    assert_code(&output, 12);
    let text = stderr(&output);
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(text.contains("no `@@`"), "{text}");
    assert!(text.contains("--allow-empty"), "{text}");
    assert_eq!(files(dir.path()), ["orders.json"], "nothing written");

    let output = cargo_delta(&[&args[..], &["--allow-empty"], &command[..]].concat());
    assert_code(&output, 0);
    assert!(out.exists());
}

#[test]
fn a_command_that_names_the_file_itself_is_told_to_write_at_at() {
    // As a user first writes it: the file's own path where `@@` goes, so
    // every candidate is judged by the original.
    let (dir, file) = case("orders.json", r#"{"orders": [1, 2, 3]}"#);
    let out = dir.path().join("out.json");
    let command = ["--", "grep", "-q", "invoices", arg(&file)];
    let args = ["reduce", arg(&file), "-o", arg(&out)];
    let output = cargo_delta(&[&args[..], &command[..]].concat());
    assert_code(&output, 12);
    let text = stderr(&output);
    assert!(text.contains("names"), "{text}");
    assert!(text.contains("write `@@` in its place"), "{text}");
    assert!(!text.contains("standard input"), "{text}");
}
