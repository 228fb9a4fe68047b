//! Parallel test runs (`DeltaDebugger::jobs`) on the reduction suite's
//! `keep1000` case, in two shapes.
//!
//! - `lines`: a `Vec` of lines kept whole (as the other reducers keep
//!   them), with a test that sleeps 50 ms, at 1, 2, 4 and 8 jobs; with a
//!   test that takes a microsecond, at 1 and 8. `waves`, the strategy made
//!   for jobs, and the chapter's `classic`, whose rounds are wide batches,
//!   are shown too.
//! - `text`: the file as one `String`, cut by lines, then words, then
//!   characters (what `cargo delta` does to a file), with the default
//!   strategy and a test that sleeps 20 ms, at 1, 2, 4 and 8 jobs, three
//!   runs each.
//! - `nested`: the same lines as nested values, each line cut too: a
//!   `Vec<String>`, a `Vec<Vec<u8>>` (whose bytes are then lowered as
//!   numbers) and a derived struct of two lists of lines, with the default
//!   strategy and a test that sleeps 20 ms, at 1 and 8 jobs, three runs
//!   each.
//!
//! Each line gives the wall time (median of the runs), the tests the search
//! needed, the runs made ahead and not needed, and the speed-up over one
//! job of the same strategy; every result and test count is checked equal
//! to the one job's.
//!
//! `cargo run --release --example parallel [path/to/reduction-suite] [lines|text]`

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use delta_test::{DeltaDebugger, Literal, Reduce, Strategy, Style};

/// The file's lines in two lists: a derived struct of lists.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct Halves {
    head: Vec<String>,
    tail: Vec<String>,
}

/// A line of the input, kept whole (as the other reducers keep it).
#[derive(Clone, Debug, PartialEq)]
struct Line(String);

impl Reduce for Line {}

impl Literal for Line {
    fn write_rust(&self, out: &mut dyn std::fmt::Write, style: Style) -> std::fmt::Result {
        self.0.write_rust(out, style)
    }
}

/// Takes `pause`: a sleep, or a busy wait below a millisecond.
fn take(pause: Duration) {
    if pause >= Duration::from_millis(1) {
        std::thread::sleep(pause);
    } else {
        let until = Instant::now() + pause;
        while Instant::now() < until {
            std::hint::spin_loop();
        }
    }
}

/// Whether all sixteen markers are in the input, of which `has` tells.
fn all_markers(has: impl Fn(&str) -> bool) -> bool {
    (0..16).all(|i| has(&format!("KEEP{i:02}")))
}

/// Whether all sixteen markers are in `lines`, each within a line.
fn all_in_lines<L: AsRef<[u8]>>(lines: &[L]) -> bool {
    all_markers(|m| {
        let m = m.as_bytes();
        lines
            .iter()
            .any(|l| l.as_ref().windows(m.len()).any(|w| w == m))
    })
}

/// A reduction's result, tests, speculative runs, rounds and wall time.
type Reduced<A> = (A, usize, usize, usize, Duration);

/// One reduction of `input`, whose test `fails` after `pause`.
fn reduce<A>(
    input: &A,
    fails: fn(&A) -> bool,
    pause: Duration,
    strategy: Strategy,
    jobs: usize,
) -> Reduced<A>
where
    A: Reduce + Literal + Clone + Send + 'static,
{
    let started = Instant::now();
    let test = move |a: &A| {
        take(pause);
        assert!(!fails(a), "all sixteen markers");
    };
    let mut dd = DeltaDebugger::new("keep", test, input.clone())
        .strategy(strategy)
        .jobs(jobs);
    let reduced = dd.min_args().expect("the input fails");
    (
        reduced.args,
        reduced.tests,
        reduced.speculative,
        reduced.rounds,
        started.elapsed(),
    )
}

/// Prints a row per job count (the median of `runs` wall times), checking
/// each result and test count equal to the first's.
fn rows<A>(
    input: &A,
    fails: fn(&A) -> bool,
    label: &str,
    (pause, strategy): (Duration, Strategy),
    jobs_list: &[usize],
    runs: usize,
) where
    A: Reduce + Literal + Clone + Send + PartialEq + std::fmt::Debug + 'static,
{
    let mut one = None;
    for &jobs in jobs_list {
        let mut times = Vec::new();
        let mut last = None;
        for _ in 0..runs {
            let (args, tests, speculative, rounds, time) =
                reduce(input, fails, pause, strategy, jobs);
            times.push(time);
            last = Some((args, tests, speculative, rounds));
        }
        times.sort();
        let median = times[times.len() / 2];
        let (args, tests, speculative, rounds) = last.expect("one run");
        let base = one.get_or_insert_with(|| (args.clone(), tests, median));
        assert_eq!(args, base.0, "{jobs} jobs gave another result");
        assert_eq!(tests, base.1, "{jobs} jobs needed other tests");
        let speed_up = base.2.as_secs_f64() / median.as_secs_f64();
        println!(
            "| {label} | {strategy} | {jobs} | {median:.2?} | {tests} | {speculative} | \
             {rounds} | {speed_up:.2}x |"
        );
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = args.next().map(PathBuf::from).unwrap_or_else(|| {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/reduction-suite")
    });
    let only = args.next();
    let shown = |shape: &str| only.as_deref().is_none_or(|only| only == shape);
    let text = std::fs::read_to_string(dir.join("keep1000.txt")).expect("keep1000.txt reads");
    println!(
        "| test | strategy | jobs | median wall time | tests | speculative | rounds | speed-up |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    if shown("lines") {
        let lines: Vec<Line> = text.lines().map(|l| Line(l.to_string())).collect();
        let fails = |lines: &Vec<Line>| all_markers(|m| lines.iter().any(|l| l.0.contains(m)));
        let (sleeps, spins) = (Duration::from_millis(50), Duration::from_micros(1));
        let (adaptive, waves) = (Strategy::Adaptive, Strategy::Waves);
        let all = &[1, 2, 4, 8][..];
        rows(
            &lines,
            fails,
            "lines, sleeps 50 ms",
            (sleeps, adaptive),
            all,
            1,
        );
        rows(
            &lines,
            fails,
            "lines, takes 1 µs",
            (spins, adaptive),
            &[1, 8],
            9,
        );
        rows(
            &lines,
            fails,
            "lines, sleeps 50 ms",
            (sleeps, waves),
            all,
            1,
        );
        rows(
            &lines,
            fails,
            "lines, takes 1 µs",
            (spins, waves),
            &[1, 8],
            9,
        );
        let classic = (sleeps, Strategy::Classic);
        rows(&lines, fails, "lines, sleeps 50 ms", classic, &[1, 8], 1);
    }
    if shown("text") {
        let fails = |text: &String| all_markers(|m| text.contains(m));
        let sleeps = (Duration::from_millis(20), Strategy::Adaptive);
        // Three runs each: the 8-job figure is read against a target (5x),
        // and one run's noise is about as large as the margin.
        rows(&text, fails, "text, sleeps 20 ms", sleeps, &[1, 2, 4, 8], 3);
    }
    if shown("nested") {
        let sleeps = (Duration::from_millis(20), Strategy::Adaptive);
        let lines: Vec<String> = text.lines().map(String::from).collect();
        let fails = |lines: &Vec<String>| all_in_lines(lines);
        let label = "`Vec<String>`, sleeps 20 ms";
        rows(&lines, fails, label, sleeps, &[1, 8], 3);
        let bytes: Vec<Vec<u8>> = lines.iter().map(|l| l.clone().into_bytes()).collect();
        let fails = |lines: &Vec<Vec<u8>>| all_in_lines(lines);
        let label = "`Vec<Vec<u8>>`, sleeps 20 ms";
        rows(&bytes, fails, label, sleeps, &[1, 8], 3);
        let (head, tail) = lines.split_at(lines.len() / 2);
        let (head, tail) = (head.to_vec(), tail.to_vec());
        let halves = Halves { head, tail };
        let fails = |h: &Halves| all_in_lines(&[&h.head[..], &h.tail[..]].concat());
        let label = "struct of two `Vec<String>`, sleeps 20 ms";
        rows(&halves, fails, label, sleeps, &[1, 8], 3);
    }
}
