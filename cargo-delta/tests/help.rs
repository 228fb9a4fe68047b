//! What `--help` and usage errors tell: the exit codes and the default
//! rule for "the same failure", `reduce-crate`'s own options, and a hint
//! when the `--` before the command is missing.

use crate::common;

use common::{assert_code, cargo_delta, stderr};

fn help(subcommand: &str) -> String {
    let output = cargo_delta(&[subcommand, "--help"]);
    assert_code(&output, 0);
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn help_lists_every_exit_code_and_the_same_failure_rule() {
    for subcommand in ["reduce", "reduce-crate", "isolate"] {
        let text = help(subcommand);
        let codes = text
            .split("Exit codes:")
            .nth(1)
            .expect("an exit code table");
        for code in (0..=19).chain([130]) {
            let line = format!("\n  {code:<4} ");
            assert!(codes.contains(&line), "no exit code {code}: {codes}");
        }
        assert!(text.contains("The same failure: by default"), "{text}");
        assert!(text.contains("--allow-empty") || subcommand != "reduce");
    }
}

#[test]
fn reduce_crate_help_is_its_own() {
    let text = help("reduce-crate");
    assert!(text.contains("<DIR>"), "{text}");
    for reduce_only in [
        "--in-place",
        "standard input",
        "lib_min.rs",
        "bytes:",
        "json:",
    ] {
        assert!(!text.contains(reduce_only), "`{reduce_only}` in: {text}");
    }
    let output = cargo_delta(&["reduce-crate", ".", "--format", "json", "--", "true"]);
    assert_code(&output, 2);
    assert!(stderr(&output).contains("[possible values: rust, text]"));
}

#[test]
fn a_command_without_the_dashes_gets_a_hint() {
    let output = cargo_delta(&["reduce", "crash.txt", "./parse", "@@"]);
    assert_code(&output, 2);
    let text = stderr(&output);
    assert!(
        text.contains("tip: the command goes after `--`: ... -- ./parse ..."),
        "{text}"
    );
}

#[test]
fn srun_arguments_without_the_equals_sign_get_a_hint() {
    let output = cargo_delta(&["reduce", "crash.txt", "--slurm", "-c", "1", "--", "true"]);
    assert_code(&output, 2);
    let text = stderr(&output);
    assert!(
        text.contains("tip: srun's arguments follow `--slurm=`, quoted: --slurm=\"-c ...\""),
        "{text}"
    );
}
