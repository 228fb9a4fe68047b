//! `jobs` under `#[delta_test]`, as a user's crate runs it (issue 32): the
//! fixture crate `tests/fixtures/keep-lines` built in the dev profile with
//! no override (delta-test unoptimised), its two failing tests run alone,
//! in turns: `keep1000`'s lines as a `Vec<String>`, a test of 20 ms,
//! reduced in the default worker processes with one job and with eight.
//!
//! Each row gives the tests the reduction ran, the runs ahead not needed,
//! the rounds, the time the report gives (the reduction's), the test
//! binary's wall time (its first run, the reduction, the verifications,
//! the workers' start-up) and the CPU time of the binary and its workers
//! (user and system, from `/proc/self/stat`). Every run must find the
//! first one's minimal call in as many tests.
//!
//! Rounds are given twice: as the report says them (`over N rounds`, the
//! engine's count of its waits, shown only when some runs ran at once:
//! `-` otherwise, and for a test binary built before the report said
//! them), and counted from outside: each run of the test appends when it
//! started and ended, and runs that overlap ran in one round (a batch run
//! ahead waits for all its runs). The original call's run and the two
//! verifications are not the reduction's. A batch whose runs started more
//! than a run apart (a worker slow to start) counts twice from outside,
//! so that figure can only be too high.
//!
//! `cargo run --release --example jobs_workers -p delta-test [path/to/reduction-suite] [turns]
//! [test binary]` (Linux; the fixture builds under `CARGO_TARGET_DIR`,
//! else the workspace's `target/`; a test binary given, built from another
//! checkout, runs instead, to compare two builds in turns)

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

#[path = "common/fixture.rs"]
mod fixture;

use fixture::{build_tests, children_cpu, workspace};

/// How many turns of the two tests by default.
const TURNS: usize = 3;

/// Runs that are not the reduction's: the original call's first run and
/// the two verifications of the minimal call.
const NOT_REDUCING: usize = 3;

/// What one run of a test binary found.
struct Run {
    tests: usize,
    ahead: usize,
    /// The rounds the report says, when it says them.
    reported_rounds: Option<usize>,
    /// The rounds counted from outside.
    rounds: usize,
    /// The reduction's time, as the report gives it.
    reported: Duration,
    wall: Duration,
    cpu: Duration,
    minimal: String,
}

fn main() {
    let mut args = std::env::args().skip(1);
    let suite = args.next().map(PathBuf::from).unwrap_or_else(|| {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/reduction-suite")
    });
    let turns = args
        .next()
        .map_or(TURNS, |n| n.parse().expect("turns: a number"));
    let keep1000 = suite.join("keep1000.txt");
    assert!(keep1000.exists(), "no {}", keep1000.display());
    let binary = args.next().map_or_else(build_fixture, PathBuf::from);
    println!(
        "| test | jobs | tests | runs ahead, not needed | rounds (report) | rounds (from outside) | \
         reduction | wall time | CPU time |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut first: Option<(usize, String)> = None;
    for _ in 0..turns {
        for (test, jobs) in [("one_job", 1), ("eight_jobs", 8)] {
            let run = run(&binary, test, &keep1000);
            println!(
                "| `{test}` | {jobs} | {} | {} | {} | {} | {} | {} | {} |",
                run.tests,
                run.ahead,
                run.reported_rounds
                    .map_or("-".to_string(), |r| r.to_string()),
                run.rounds,
                secs(run.reported),
                secs(run.wall),
                secs(run.cpu),
            );
            let first = first.get_or_insert_with(|| (run.tests, run.minimal.clone()));
            assert_eq!(run.tests, first.0, "{test}: another test count");
            assert_eq!(run.minimal, first.1, "{test}: another result");
        }
    }
}

fn secs(time: Duration) -> String {
    format!("{:.2} s", time.as_secs_f64())
}

/// Builds a copy of the fixture (beside the workspace's lock file: the
/// same dependency versions, and nothing written into the checkout) in
/// the dev profile; its test binary.
fn build_fixture() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| workspace().join("target"), PathBuf::from);
    let copy = target.join("keep-lines-fixture");
    let source = workspace().join("tests/fixtures/keep-lines");
    std::fs::create_dir_all(copy.join("src")).expect("the copy's directory");
    let manifest = std::fs::read_to_string(source.join("Cargo.toml")).expect("its manifest");
    let delta_test = workspace().join("delta-test").display().to_string();
    let manifest = manifest.replace("../../../delta-test", &delta_test);
    std::fs::write(copy.join("Cargo.toml"), manifest).expect("the copy's manifest");
    std::fs::copy(source.join("src/lib.rs"), copy.join("src/lib.rs")).expect("its code");
    std::fs::copy(workspace().join("Cargo.lock"), copy.join("Cargo.lock")).expect("the lock");
    build_tests(&copy, &target)
}

/// Runs the fixture's test `test` alone.
fn run(binary: &Path, test: &str, keep1000: &Path) -> Run {
    let times = std::env::temp_dir().join(format!("keep-lines-times-{}", std::process::id()));
    let _ = std::fs::remove_file(&times);
    let (started, cpu) = (Instant::now(), children_cpu());
    let output = Command::new(binary)
        .args(["--exact", &format!("tests::{test}"), "--test-threads=1"])
        .env("KEEP1000", keep1000)
        .env("KEEP_TIMES", &times)
        // A stored call would be replayed instead of reduced.
        .env("DELTA_TEST_PERSIST", "false")
        .env("NO_COLOR", "1")
        .env_remove("DELTA_TEST_ISOLATE")
        .env_remove("DELTA_TEST_JOBS")
        .env_remove("DELTA_TEST_LOG")
        .env_remove("DELTA_TEST_STRATEGY")
        .output()
        .expect("the test binary runs");
    let (wall, cpu) = (started.elapsed(), children_cpu() - cpu);
    let text = String::from_utf8_lossy(&output.stdout);
    let line = text
        .lines()
        .find(|l| l.starts_with(&format!("delta-test: reduced tests::{test} ")))
        .unwrap_or_else(|| panic!("no reduction in the output of {test}:\n{text}"));
    let number_before = |marker: &str| -> Option<f64> {
        let (before, _) = line.split_once(marker)?;
        before.rsplit([' ', '(']).next()?.parse().ok()
    };
    let minimal = text
        .lines()
        .find_map(|l| l.strip_prefix(&format!("  minimal:  {test}(")))
        .expect("a minimal call");
    let starts_ends = std::fs::read_to_string(&times).expect("the runs' times");
    let _ = std::fs::remove_file(&times);
    Run {
        tests: number_before(" tests (")
            .or_else(|| number_before(" tests over"))
            .expect("the tests") as usize,
        ahead: number_before(" run ahead").unwrap_or(0.0) as usize,
        reported_rounds: number_before(" rounds").map(|r| r as usize),
        rounds: overlapping(&starts_ends) - NOT_REDUCING,
        reported: Duration::from_secs_f64(number_before(" ms)").expect("the time") / 1e3),
        wall,
        cpu,
        minimal: minimal.to_string(),
    }
}

/// How many groups of overlapping runs the lines `start end` make.
fn overlapping(lines: &str) -> usize {
    let mut runs: Vec<(u128, u128)> = lines
        .lines()
        .map(|l| {
            let (start, end) = l.split_once(' ').expect("start end");
            (start.parse().unwrap(), end.parse().unwrap())
        })
        .collect();
    runs.sort();
    let mut groups = 0;
    let mut end = 0;
    for (start, stop) in runs {
        if groups == 0 || start > end {
            groups += 1;
            end = stop;
        } else {
            end = end.max(stop);
        }
    }
    groups
}
