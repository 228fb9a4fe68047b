//! `cargo delta reduce` on fixture files and programs: what it keeps, how
//! the candidate reaches the program, and where the result goes.

use crate::common;

use common::{arg, assert_code, cargo_delta, case, data, files, panic_on, stderr};

const XZ: &str = include_str!("data/xz.txt");

#[test]
fn a_rust_panic_is_reduced_to_the_minimal_file_with_the_same_panic() {
    let (dir, file) = case("notes.txt", XZ);
    let output = cargo_delta(&["reduce", arg(&file), "--", arg(panic_on()), "@@"]);
    assert_code(&output, 0);
    // `x` alone panics too, at another place: not the same failure.
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.min.txt")).unwrap(),
        "xz"
    );
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        XZ,
        "the input is untouched"
    );
    assert!(
        stderr(&output).contains("reduced 139 bytes to 2"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn any_failure_lets_the_reduction_slide_to_another_panic() {
    let (dir, file) = case("notes.txt", XZ);
    let output = cargo_delta(&[
        "reduce",
        arg(&file),
        "--any-failure",
        "--",
        arg(panic_on()),
        "@@",
    ]);
    assert_code(&output, 0);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.min.txt")).unwrap(),
        "x"
    );
}

#[test]
fn exit_code_and_stderr_options_choose_the_failure() {
    // Both panics exit with 101: the code alone lets the reduction slide.
    let (dir, file) = case("notes.txt", XZ);
    let program = arg(panic_on());
    let output = cargo_delta(&[
        "reduce",
        arg(&file),
        "--exit-code",
        "101",
        "--",
        program,
        "@@",
    ]);
    assert_code(&output, 0);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.min.txt")).unwrap(),
        "x"
    );
    let (dir, file) = case("notes.txt", XZ);
    let args = [
        "reduce",
        arg(&file),
        "--stderr",
        "found x at [0-9]+",
        "--",
        program,
        "@@",
    ];
    assert_code(&cargo_delta(&args), 0);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.min.txt")).unwrap(),
        "xz"
    );
}

#[test]
fn without_the_placeholder_the_candidate_is_standard_input() {
    let (dir, file) = case("notes.txt", XZ);
    let out = dir.path().join("out.txt");
    let output = cargo_delta(&["reduce", arg(&file), "-o", arg(&out), "--", arg(panic_on())]);
    assert_code(&output, 0);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "xz");
    assert_eq!(files(dir.path()), ["notes.txt", "out.txt"]);

    let (dir, file) = case("ab.txt", "one\ntwo a\nthree\nfour b\n");
    let script = data("stdin_ab.sh");
    let output = cargo_delta(&["reduce", arg(&file), "--", "sh", arg(&script)]);
    assert_code(&output, 0);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("ab.min.txt")).unwrap(),
        "ab"
    );
}

#[test]
fn a_death_by_signal_is_kept_as_such() {
    let (dir, file) = case("c.txt", "int main() {\n#include <x>\n  return 0;\n}\n");
    let script = data("signal.sh");
    let output = cargo_delta(&["reduce", arg(&file), "--", "sh", arg(&script), "@@"]);
    assert_code(&output, 0);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("c.min.txt")).unwrap(),
        "#"
    );
}

#[test]
fn a_hang_is_a_failure_of_its_own_and_is_killed() {
    let (dir, file) = case("h.txt", "ab\nchz\n");
    let script = data("hang.sh");
    let output = cargo_delta(&[
        "reduce",
        arg(&file),
        "--timeout",
        "2s",
        "--",
        "sh",
        arg(&script),
        "@@",
    ]);
    assert_code(&output, 0);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("h.min.txt")).unwrap(),
        "h"
    );
}

#[test]
fn a_peers_interesting_script_works_unchanged() {
    let (dir, file) = case("mystery.txt", r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#);
    let script = data("paren_test.sh");
    let output = cargo_delta(&["reduce", arg(&file), "--interesting", arg(&script)]);
    assert_code(&output, 0);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("mystery.min.txt")).unwrap(),
        "()"
    );
}

#[test]
fn the_readmes_example_says_what_it_prints() {
    // The README's command, with its output in a scratch directory: one job,
    // so that the count of runs does not depend on the machine's cores.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("mystery.min");
    let output = cargo_delta(&[
        "reduce",
        arg(&data("mystery.txt")),
        "-j",
        "1",
        "-o",
        arg(&out),
        "--interesting",
        arg(&data("paren_test.sh")),
    ]);
    assert_code(&output, 0);
    let said = "reduced 27 bytes to 2 (7.4%) in 17 runs";
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../README.md"));
    assert!(readme.unwrap().contains(&format!("# {said}")));
    assert!(stderr(&output).contains(said), "{}", stderr(&output));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "()");
}

#[test]
fn a_run_of_equal_bytes_is_cut_more_than_one_at_a_time() {
    // Six quotes are 1-minimal under single cuts; two fail the same way
    // (a TOML parser's crash file, reduced as text).
    let (dir, file) = case("crash.txt", "key = ''''''\n");
    let script = data("quotes_test.sh");
    let output = cargo_delta(&["reduce", arg(&file), "--interesting", arg(&script)]);
    assert_code(&output, 0);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("crash.min.txt")).unwrap(),
        "''"
    );
}

#[test]
fn in_place_overwrites_the_file_and_keeps_the_original() {
    let (dir, file) = case("notes.txt", XZ);
    let output = cargo_delta(&[
        "reduce",
        arg(&file),
        "--in-place",
        "--",
        arg(panic_on()),
        "@@",
    ]);
    assert_code(&output, 0);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "xz");
    assert_eq!(
        std::fs::read_to_string(dir.path().join("notes.txt.orig")).unwrap(),
        XZ
    );
    assert_eq!(files(dir.path()), ["notes.txt", "notes.txt.orig"]);
}

#[test]
fn the_result_is_the_same_for_one_job_and_four() {
    // Needed parts scattered over 40 lines.
    let text: String = (0..40)
        .map(|i| match i {
            7 => "a line with (\n".to_string(),
            31 => "and ) here\n".to_string(),
            _ => format!("filler line {i}\n"),
        })
        .collect();
    let script = data("paren_test.sh");
    let mut results = Vec::new();
    for jobs in ["1", "4"] {
        let (dir, file) = case("many.txt", &text);
        let output = cargo_delta(&[
            "reduce",
            arg(&file),
            "-j",
            jobs,
            "--interesting",
            arg(&script),
        ]);
        assert_code(&output, 0);
        results.push(std::fs::read_to_string(dir.path().join("many.min.txt")).unwrap());
    }
    assert_eq!(results[0], "()");
    assert_eq!(results[0], results[1]);
}

#[test]
fn binary_files_are_reduced_as_bytes() {
    let mut bytes = vec![0xff_u8; 30];
    bytes[10] = b'#';
    let (dir, file) = case("blob.bin", &bytes);
    let script = data("signal.sh");
    let output = cargo_delta(&["reduce", arg(&file), "--", "sh", arg(&script), "@@"]);
    assert_code(&output, 0);
    assert_eq!(
        std::fs::read(dir.path().join("blob.min.bin")).unwrap(),
        b"#"
    );
}

#[test]
fn a_spent_budget_keeps_the_best_file_so_far_and_says_so() {
    let (dir, file) = case("notes.txt", XZ);
    // Five runs are checks: the original's two, the empty file's, and the
    // result's two reruns; four are left to reduce.
    let output = cargo_delta(&[
        "reduce",
        arg(&file),
        "--max-tests",
        "9",
        "--",
        arg(panic_on()),
        "@@",
    ]);
    assert_code(&output, 5);
    assert!(
        stderr(&output).contains("budget of 9 tests spent"),
        "{}",
        stderr(&output)
    );
    let best = std::fs::read_to_string(dir.path().join("notes.min.txt")).unwrap();
    assert!(best.len() < XZ.len() && best.contains('x') && best.contains('z'));
}

#[test]
fn the_summary_counts_every_run_of_the_command_and_no_more() {
    let (_dir, file) = case("mystery.txt", r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#);
    let counter = tempfile::tempdir().unwrap();
    let count = counter.path().join("runs");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_cargo-delta"))
        .args([
            "reduce",
            arg(&file),
            "-j",
            "1",
            "--interesting",
            arg(&data("paren_test.sh")),
        ])
        .env("PEER_COUNT_FILE", &count)
        .output()
        .unwrap();
    assert_code(&output, 0);
    let runs = std::fs::read_to_string(&count).unwrap().lines().count();
    // The original's two checks, then the candidates: the engine's own
    // first run of the original is answered from the checks.
    let summary = stderr(&output);
    assert!(
        summary.contains(&format!(" in {runs} runs ")),
        "{runs}: {summary}"
    );
    assert!(runs >= 2 + 10, "{runs}");
}

/// The number of runs the summary on stderr reports.
fn runs_reported(output: &std::process::Output) -> usize {
    let text = stderr(output);
    let summary = text.lines().find(|line| line.starts_with("reduced "));
    let (_, after) = summary.unwrap().split_once(" in ").expect("a summary");
    after.split(' ').next().unwrap().parse().unwrap()
}

#[test]
fn resume_starts_from_the_earlier_output() {
    let (dir, file) = case("notes.txt", XZ);
    let program = arg(panic_on());
    let full = cargo_delta(&["reduce", arg(&file), "-j", "1", "--", program, "@@"]);
    assert_code(&full, 0);
    // An interrupted run had got this far.
    let out = dir.path().join("notes.min.txt");
    std::fs::write(&out, "box.\nlazy.\n").unwrap();
    let args = [
        "reduce",
        arg(&file),
        "-j",
        "1",
        "--resume",
        "--",
        program,
        "@@",
    ];
    let resumed = cargo_delta(&args);
    assert_code(&resumed, 0);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "xz");
    assert!(runs_reported(&resumed) < runs_reported(&full));
    assert!(stderr(&resumed).contains("reduced 139 bytes to 2"));

    // An output that does not fail is not taken.
    std::fs::write(&out, "nothing here").unwrap();
    let refused = cargo_delta(&args);
    assert_code(&refused, 3);
    assert!(stderr(&refused).contains("notes.min.txt does not fail like"));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "nothing here");
}

#[test]
fn signal_chooses_deaths_by_a_signal_or_by_that_one() {
    let script = data("signal.sh");
    let c = "int main() {\n#include <x>\n  return 0;\n}\n";
    for signal in [None, Some("11")] {
        let (dir, file) = case("c.txt", c);
        let mut args = vec!["reduce", arg(&file), "--signal"];
        args.extend(signal);
        args.extend(["--", "sh", arg(&script), "@@"]);
        assert_code(&cargo_delta(&args), 0);
        assert_eq!(
            std::fs::read_to_string(dir.path().join("c.min.txt")).unwrap(),
            "#"
        );
    }
    // SIGSEGV is 11, not 6: the original does not fail as asked.
    let (dir, file) = case("c.txt", c);
    let args = [
        "reduce",
        arg(&file),
        "--signal",
        "6",
        "--",
        "sh",
        arg(&script),
        "@@",
    ];
    let output = cargo_delta(&args);
    assert_code(&output, 3);
    assert!(stderr(&output).contains("--signal"), "{}", stderr(&output));
    assert!(!dir.path().join("c.min.txt").exists());
}

#[test]
fn stdout_chooses_what_the_program_prints() {
    let script = data("stdout_x.sh");
    // Any `x` exits 1; the output asks for two of them.
    let (dir, file) = case("x.txt", "a x b\nc x d x\n");
    let args = [
        "reduce",
        arg(&file),
        "--stdout",
        "count: [2-9]",
        "--",
        "sh",
        arg(&script),
        "@@",
    ];
    assert_code(&cargo_delta(&args), 0);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("x.min.txt")).unwrap(),
        "xx"
    );
}

#[test]
fn the_strategy_option_chooses_the_search() {
    let mystery = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#;
    let mut runs = Vec::new();
    for strategy in ["adaptive", "classic", "waves"] {
        let (dir, file) = case("mystery.txt", mystery);
        let output = cargo_delta(&[
            "reduce",
            arg(&file),
            "-j",
            "1",
            "--strategy",
            strategy,
            "--interesting",
            arg(&data("paren_test.sh")),
        ]);
        assert_code(&output, 0);
        let result = std::fs::read_to_string(dir.path().join("mystery.min.txt")).unwrap();
        assert_eq!(result, "()", "{strategy}");
        runs.push(runs_reported(&output));
    }
    // The Debugging Book's search asks other questions than the default.
    assert_ne!(runs[0], runs[1], "{runs:?}");
}

#[test]
fn an_unknown_strategy_is_refused_with_the_names() {
    let (_dir, file) = case("mystery.txt", "()");
    let output = cargo_delta(&["reduce", arg(&file), "--strategy", "fast", "--", "false"]);
    assert_code(&output, 2);
    let text = stderr(&output);
    assert!(
        text.contains("adaptive") && text.contains("waves"),
        "{text}"
    );
}
