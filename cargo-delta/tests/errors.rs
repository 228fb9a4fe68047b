//! Bad input: each a one-line error that names the file or the command and
//! says what to do, its own exit code, and nothing written.

use crate::common;

use common::{arg, assert_code, cargo_delta, case, data, files, panic_on, stderr};

/// Runs `args` and checks the exit code, that the error is one line that
/// says `says`, and that the directory holds only what it held.
fn refused(dir: &std::path::Path, args: &[&str], code: i32, says: &str) {
    let before = files(dir);
    let output = cargo_delta(args);
    assert_code(&output, code);
    let text = stderr(&output);
    assert_eq!(text.lines().count(), 1, "one line: {text}");
    assert!(text.starts_with("error: ") && text.contains(says), "{text}");
    assert_eq!(files(dir), before, "nothing written");
}

#[test]
fn unusable_files_are_refused_each_with_its_code() {
    let (dir, file) = case("a.txt", "x");
    let program = arg(panic_on());
    let missing = dir.path().join("missing.txt");
    refused(
        dir.path(),
        &["reduce", arg(&missing), "--", program, "@@"],
        6,
        "missing.txt: no such file",
    );
    refused(
        dir.path(),
        &["reduce", arg(dir.path()), "--", program, "@@"],
        6,
        "is a directory",
    );
    std::fs::write(&file, "").unwrap();
    refused(
        dir.path(),
        &["reduce", arg(&file), "--", program, "@@"],
        7,
        "a.txt is empty",
    );
    std::fs::write(&file, [0xff, 0xfe]).unwrap();
    let args = [
        "reduce",
        arg(&file),
        "--format",
        "text",
        "--",
        program,
        "@@",
    ];
    refused(
        dir.path(),
        &args,
        8,
        "not valid UTF-8; reduce it with --format bytes",
    );
}

#[test]
fn a_command_that_cannot_run_is_named() {
    let (dir, file) = case("a.txt", "xz");
    let args = ["reduce", arg(&file), "--", "./no-such-program", "@@"];
    refused(
        dir.path(),
        &args,
        9,
        "cannot run `./no-such-program`: no such program",
    );
}

#[test]
fn an_original_that_passes_is_not_reduced() {
    let (dir, file) = case("a.txt", "no bug here");
    let args = ["reduce", arg(&file), "--", arg(panic_on()), "@@"];
    refused(dir.path(), &args, 3, "passes on");
    let script = data("paren_test.sh");
    let args = ["reduce", arg(&file), "--interesting", arg(&script)];
    refused(dir.path(), &args, 3, "is not interesting");
}

#[test]
fn a_flaky_command_is_refused() {
    let (dir, file) = case("a.txt", "anything");
    let counter = tempfile::tempdir().unwrap();
    let count = counter.path().join("runs");
    let script = data("flaky.sh");
    let args = [
        "reduce",
        arg(&file),
        "--",
        "sh",
        arg(&script),
        arg(&count),
        "@@",
    ];
    refused(dir.path(), &args, 4, "is flaky");
}

#[test]
fn a_missing_command_is_a_usage_error() {
    let (dir, file) = case("a.txt", "xz");
    refused(
        dir.path(),
        &["reduce", arg(&file)],
        2,
        "write it after `--`",
    );
}

#[test]
fn in_place_never_overwrites_an_older_orig() {
    let (dir, file) = case("a.txt", "xz");
    std::fs::write(dir.path().join("a.txt.orig"), "older").unwrap();
    let args = [
        "reduce",
        arg(&file),
        "--in-place",
        "--",
        arg(panic_on()),
        "@@",
    ];
    refused(dir.path(), &args, 2, "a.txt.orig exists already");
}

#[test]
fn a_file_that_does_not_parse_in_its_format_points_to_text() {
    let (dir, file) = case("a.json", "{\"a\": }");
    let args = ["reduce", arg(&file), "--", arg(panic_on()), "@@"];
    refused(dir.path(), &args, 10, "a.json is not valid JSON (expected value at line 1 column 7); reduce it as lines and characters with --format text");
    let (dir, file) = case("a.toml", "a = ");
    let args = ["reduce", arg(&file), "--", arg(panic_on()), "@@"];
    refused(dir.path(), &args, 10, "--format text");
}
