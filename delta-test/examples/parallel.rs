//! Parallel test runs (`DeltaDebugger::jobs`) on the reduction suite's
//! `keep1000` case: with a test that sleeps 50 ms, at 1, 2, 4 and 8 jobs;
//! with a test that takes a microsecond, at 1 and 8. Each line gives the
//! wall time (median of `RUNS`), the tests the search needed, the runs made
//! ahead and not needed, and the speed-up over one job of the same
//! strategy; every result is checked equal to the one job's. `waves`, the
//! strategy made for jobs, and the chapter's `classic`, whose rounds are
//! wide batches, are shown too.
//!
//! `cargo run --release --example parallel [path/to/reduction-suite]`

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use delta_test::{DeltaDebugger, Literal, Reduce, Strategy, Style};

/// A line of the input, kept whole (as the other reducers keep it).
#[derive(Clone, Debug, PartialEq)]
struct Line(String);

impl Reduce for Line {}

impl Literal for Line {
    fn write_rust(&self, out: &mut dyn std::fmt::Write, style: Style) -> std::fmt::Result {
        self.0.write_rust(out, style)
    }
}

/// Fails while all sixteen markers are in the input, after `pause`.
fn keep_markers(lines: &[Line], pause: Duration) {
    if pause >= Duration::from_millis(1) {
        std::thread::sleep(pause);
    } else {
        let until = Instant::now() + pause;
        while Instant::now() < until {
            std::hint::spin_loop();
        }
    }
    let all = (0..16).all(|i| {
        let marker = format!("KEEP{i:02}");
        lines.iter().any(|l| l.0.contains(&marker))
    });
    assert!(!all, "all sixteen markers");
}

/// One reduction: its result, tests, speculative runs and wall time.
fn reduce(
    input: &[Line],
    pause: Duration,
    strategy: Strategy,
    jobs: usize,
) -> (Vec<Line>, usize, usize, Duration) {
    let started = Instant::now();
    let test = move |lines: &Vec<Line>| keep_markers(lines, pause);
    let mut dd = DeltaDebugger::new("keep", test, input.to_vec())
        .strategy(strategy)
        .jobs(jobs);
    let reduced = dd.min_args().expect("the input fails");
    (
        reduced.args,
        reduced.tests,
        reduced.speculative,
        started.elapsed(),
    )
}

fn main() {
    let dir = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/reduction-suite")
        });
    let text = std::fs::read_to_string(dir.join("keep1000.txt")).expect("keep1000.txt reads");
    let input: Vec<Line> = text.lines().map(|l| Line(l.to_string())).collect();
    println!("| test | strategy | jobs | median wall time | tests | speculative | speed-up |");
    println!("|---|---|---:|---:|---:|---:|---:|");
    let (sleeps, spins) = (Duration::from_millis(50), Duration::from_micros(1));
    for (pause, label, strategy, jobs_list, runs) in [
        (
            sleeps,
            "sleeps 50 ms",
            Strategy::Adaptive,
            &[1, 2, 4, 8][..],
            1,
        ),
        (spins, "takes 1 µs", Strategy::Adaptive, &[1, 8][..], 9),
        (
            sleeps,
            "sleeps 50 ms",
            Strategy::Waves,
            &[1, 2, 4, 8][..],
            1,
        ),
        (spins, "takes 1 µs", Strategy::Waves, &[1, 8][..], 9),
        (sleeps, "sleeps 50 ms", Strategy::Classic, &[1, 8][..], 1),
    ] {
        let mut one = None;
        for &jobs in jobs_list {
            let mut times = Vec::new();
            let mut last = None;
            for _ in 0..runs {
                let (args, tests, speculative, time) = reduce(&input, pause, strategy, jobs);
                times.push(time);
                last = Some((args, tests, speculative));
            }
            times.sort();
            let median = times[times.len() / 2];
            let (args, tests, speculative) = last.expect("one run");
            let base = one.get_or_insert_with(|| (args.clone(), tests, median));
            assert_eq!(args, base.0, "{jobs} jobs gave another result");
            assert_eq!(tests, base.1, "{jobs} jobs needed other tests");
            let speed_up = base.2.as_secs_f64() / median.as_secs_f64();
            println!(
                "| {label} | {strategy} | {jobs} | {median:.2?} | {tests} | {speculative} | \
                 {speed_up:.2}x |"
            );
        }
    }
}
