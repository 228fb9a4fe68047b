//! The cost of one candidate in each isolation mode: in the calling thread,
//! on a worker thread, in a persistent worker process, and in a fresh child
//! process per candidate (what a runner without a persistent worker pays).
//!
//! `cargo bench --bench isolation`; report the medians. The candidate
//! panics, so each figure includes the capture and the reply.
//!
//! This binary is its own worker: started with `DELTA_TEST_WORKER` set to
//! [`TEST`], it serves candidates instead of benchmarking.

use std::time::Duration;

use delta_test::__private::{run_silently, serve, worker_for, InProcess, InThread, Runner};

/// The name the worker processes are started for.
const TEST: &str = "isolation_bench";

/// Generous: a timeout must never fire here.
const TIMEOUT: Option<Duration> = Some(Duration::from_secs(30));

fn main() {
    if worker_for(TEST) {
        return serve(decode, |n| run_silently(|| candidate(*n)));
    }
    divan::main();
}

#[inline(never)]
fn candidate(n: u64) {
    assert!(n % 2 == 0, "odd: {n}");
}

fn encode(n: &u64) -> Result<String, String> {
    Ok(n.to_string())
}

fn decode(line: &str) -> Result<u64, String> {
    line.parse().map_err(|e| format!("{e}"))
}

/// `isolate = "none"`: the floor.
#[divan::bench]
fn in_this_thread(bencher: divan::Bencher) {
    bencher.bench_local(|| run_silently(|| candidate(divan::black_box(3))));
}

/// `isolate = "thread"`: a round trip to the persistent worker thread.
#[divan::bench]
fn worker_thread(bencher: divan::Bencher) {
    let mut runner = InThread::new(TEST, |n: &u64| run_silently(|| candidate(*n)));
    runner.run(&2, TIMEOUT).unwrap();
    bencher.bench_local(|| runner.run(&divan::black_box(3), TIMEOUT).unwrap());
}

/// `isolate = "process"`: a round trip to the persistent worker process.
#[divan::bench]
fn worker_process(bencher: divan::Bencher) {
    let mut runner = InProcess::new(TEST, encode);
    runner.run(&2, TIMEOUT).unwrap();
    bencher.bench_local(|| runner.run(&divan::black_box(3), TIMEOUT).unwrap());
}

/// A fresh child per candidate: start, serve one candidate, end.
#[divan::bench(sample_count = 30, sample_size = 1)]
fn fresh_process(bencher: divan::Bencher) {
    bencher.bench_local(|| {
        let mut runner = InProcess::new(TEST, encode);
        runner.run(&divan::black_box(3), TIMEOUT).unwrap()
    });
}
