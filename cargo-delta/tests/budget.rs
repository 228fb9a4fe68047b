//! `--max-tests N`: the command runs at most N times in all (the checks
//! before and after the reduction included), with any number of jobs.

use crate::common;

use common::{arg, assert_code, cargo_delta, case, stderr};

#[test]
fn max_tests_counts_every_run_and_starts_none_beyond_it() {
    // Needs both words: far more than 30 runs to reach the minimal file.
    let text: String = (0..2000)
        .map(|n| match n {
            300 => "alpha\n".to_string(),
            1700 => "omega\n".to_string(),
            _ => format!("{n}\n"),
        })
        .collect();
    for jobs in ["1", "4"] {
        let (dir, file) = case("big.txt", &text);
        let log = dir.path().join("log");
        let script = format!(
            "echo run >> {}; sleep 0.02; grep -q alpha \"$1\" && grep -q omega \"$1\" && exit 1; exit 0",
            arg(&log)
        );
        let args = ["reduce", arg(&file), "--max-tests", "30", "-j", jobs, "--"];
        let output = cargo_delta(&[&args[..], &["sh", "-c", &script, "sh", "@@"]].concat());
        assert_code(&output, 5);
        let runs = std::fs::read_to_string(&log).unwrap().lines().count();
        let text = stderr(&output);
        assert!(text.contains(&format!(" in {runs} runs ")), "{text}");
        match jobs {
            "1" => assert_eq!(runs, 30, "{text}"),
            _ => assert!(runs <= 30, "{runs} runs: {text}"),
        }
    }
}
