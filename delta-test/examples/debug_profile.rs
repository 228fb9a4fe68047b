//! Megabyte `#[delta_test]` arguments under `cargo test`, as a user's crate
//! runs them: the fixture crate `tests/fixtures/megabyte` built in the dev
//! profile with no override (delta-test unoptimised), each of its failing
//! tests run alone, reductions in the default worker process.
//!
//! For each shape the table gives the tests the reduction ran, the median
//! wall time of the test binary (`RUNS` runs), the median CPU time of the
//! binary and its worker process (user and system, from
//! `/proc/self/stat`: on a shared machine it moves less than the wall
//! time), a bound on the test's own share of it (building the input once
//! per process, and the bug run on the whole input once per test, each
//! timed here in the same profile, in CPU time of this thread), and what
//! is left of the CPU time: delta-test's own, whose target is under 1 s.
//!
//! `cargo run --example debug_profile [runs]` (Linux)

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

#[allow(dead_code)] // each shape uses its own part
#[path = "../../tests/fixtures/megabyte/src/shapes.rs"]
mod shapes;

#[path = "common/fixture.rs"]
mod fixture;

use fixture::{build_tests, children_cpu, workspace};
use shapes::*;

/// How often each test binary runs by default.
const RUNS: usize = 5;

/// A test of the fixture, and how to time its input and its bug here.
struct Shape {
    test: &'static str,
    what: &'static str,
    /// Builds the input and runs the bug on it `times` times: the time of
    /// each.
    own: fn(times: usize) -> (Duration, Duration),
}

/// Times `build`, then `bug` on what it built (which must fail), in CPU
/// time of this thread, as the test binary's time is CPU time.
fn timed<T>(build: impl Fn() -> T, bug: impl Fn(&T), times: usize) -> (Duration, Duration) {
    let started = thread_cpu();
    let input = build();
    let built = thread_cpu() - started;
    let started = thread_cpu();
    for _ in 0..times {
        let failed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| bug(&input)));
        assert!(failed.is_err(), "the input passes");
    }
    (built, thread_cpu() - started)
}

/// The CPU time of this thread so far: the first field of
/// `/proc/thread-self/schedstat`, in nanoseconds.
fn thread_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").expect("Linux's /proc");
    let nanos = stat.split(' ').next().and_then(|n| n.parse().ok());
    Duration::from_nanos(nanos.expect("a number of nanoseconds"))
}

const SHAPES: [Shape; 6] = [
    Shape {
        test: "sixteen_bytes",
        what: "16 bytes, one culprit (the fixed cost)",
        own: |n| timed(|| text(16, &[(b'x', 8)]), |s| no_x(s), n),
    },
    Shape {
        test: "one_culprit",
        what: "1 MiB string, one culprit",
        own: |n| timed(|| text(MIB, &[(b'x', MIB / 2)]), |s| no_x(s), n),
    },
    Shape {
        test: "two_far_apart",
        what: "1 MiB string, two culprits far apart",
        own: |n| {
            let marks = [(b'x', 1_000), (b'y', 900_000)];
            timed(|| text(MIB, &marks), |s| not_x_and_y(s), n)
        },
    },
    Shape {
        test: "sixteen_spread",
        what: "1 MiB string, 16 culprits spread out",
        own: |n| timed(|| text(MIB, &spread(MIB)), |s| not_all_letters(s), n),
    },
    Shape {
        test: "million_numbers",
        what: "10^6 `u32`s, two culprits",
        own: |n| {
            timed(
                || (0..1_000_000).collect::<Vec<u32>>(),
                |v| not_both_thirds(v),
                n,
            )
        },
    },
    Shape {
        test: "five_megabytes",
        what: "5 MiB string, two culprits at the ends",
        own: |n| {
            let marks = [(b'x', 1_000), (b'y', 5 * MIB - 1_000)];
            timed(|| text(5 * MIB, &marks), |s| not_x_and_y(s), n)
        },
    },
];

fn main() {
    let runs = std::env::args()
        .nth(1)
        .map_or(RUNS, |n| n.parse().expect("runs: a number"));
    let profile = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    assert_eq!(
        profile, "debug",
        "run without --release: this is the debug profile's figure"
    );
    let binary = build_fixture();
    // The bugs timed here fail: quietly.
    std::panic::set_hook(Box::new(|_| {}));
    println!("| shape | tests | wall time | CPU time | test's own (bound) | delta-test's own | under 1 s |");
    println!("|---|---:|---:|---:|---:|---:|---|");
    for shape in SHAPES {
        let (mut walls, mut cpus) = (Vec::new(), Vec::new());
        let mut tests = 0;
        for _ in 0..runs {
            let (wall, cpu, counted) = run(&binary, shape.test);
            walls.push(wall);
            cpus.push(cpu);
            tests = counted;
        }
        // The input is built by the test and again by the worker process;
        // the least of three timings.
        let own = (0..3)
            .map(|_| (shape.own)(tests))
            .map(|(built, bug)| built * 2 + bug);
        let own = own.min().expect("three timings");
        let cpu = median(cpus);
        let delta = cpu.saturating_sub(own);
        println!(
            "| {} | {tests} | {} | {} | {} | **{}** | {} |",
            shape.what,
            ms(median(walls)),
            ms(cpu),
            ms(own),
            ms(delta),
            if delta < Duration::from_secs(1) {
                "yes"
            } else {
                "no"
            },
        );
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn ms(time: Duration) -> String {
    format!("{:.0} ms", time.as_secs_f64() * 1e3)
}

/// Builds the fixture's test binary in the dev profile, in a target
/// directory of its own under the workspace's; its path.
fn build_fixture() -> PathBuf {
    build_tests(
        &workspace().join("tests/fixtures/megabyte"),
        &workspace().join("target/megabyte-fixture"),
    )
}

/// Runs the fixture's test `test` alone: its wall time, the CPU time of
/// its processes, and how many tests its reduction ran.
fn run(binary: &Path, test: &str) -> (Duration, Duration, usize) {
    let (started, cpu) = (Instant::now(), children_cpu());
    let output = Command::new(binary)
        .args(["--exact", &format!("tests::{test}"), "--test-threads=1"])
        .current_dir(workspace().join("tests/fixtures/megabyte"))
        // A stored call would be replayed instead of reduced.
        .env("DELTA_TEST_PERSIST", "false")
        .env_remove("DELTA_TEST_ISOLATE")
        .env_remove("DELTA_TEST_LOG")
        .env_remove("DELTA_TEST_REPORT_DIR")
        .env_remove("DELTA_TEST_STRATEGY")
        .output()
        .expect("the test binary runs");
    let (wall, cpu) = (started.elapsed(), children_cpu() - cpu);
    let text = String::from_utf8_lossy(&output.stdout);
    let tests = text
        .split_once(" tests (")
        .and_then(|(before, _)| before.rsplit(' ').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no reduction in the output of {test}:\n{text}"));
    (wall, cpu, tests)
}
