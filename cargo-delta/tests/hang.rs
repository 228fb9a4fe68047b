//! A hanging original: each candidate is not given the original's limit
//! (60 s by default) but a multiple of a run that ends, and a note says so
//! and how to set `--timeout`.

use crate::common;

use std::time::{Duration, Instant};

use common::{arg, assert_code, cargo_delta, case, stderr};

#[test]
fn a_hanging_original_gives_candidates_a_limit_from_a_run_that_ends() {
    let text: String = (1..=12)
        .map(|n| match n {
            6 => "a loop here\n".to_string(),
            _ => format!("line {n}\n"),
        })
        .collect();
    let (dir, file) = case("input.txt", &text);
    // Hangs on a file that says `loop`; ends at once on any other.
    let script = "grep -q loop \"$1\" && sleep 1000; exit 0";
    let started = Instant::now();
    let output = cargo_delta(&[
        "reduce",
        arg(&file),
        "--original-timeout",
        "1s",
        "--",
        "sh",
        "-c",
        script,
        "sh",
        "@@",
    ]);
    let elapsed = started.elapsed();
    assert_code(&output, 0);
    let text = stderr(&output);
    assert!(
        text.contains("hangs on") && text.contains("set it with --timeout"),
        "{text}"
    );
    let result = std::fs::read_to_string(dir.path().join("input.min.txt")).unwrap();
    assert_eq!(result, "loop");
    // With the original's limit for each hanging candidate, tens of them
    // would take minutes.
    assert!(elapsed < Duration::from_secs(60), "{elapsed:?}: {text}");
}
