//! The cost of one candidate in each isolation mode: in the calling thread,
//! on a worker thread, in a persistent worker process (the default for
//! reruns), and in a fresh child process per candidate (what starting a
//! worker costs, and what a runner without a persistent worker pays).
//!
//! `cargo bench --bench isolation`; report the medians. The candidate
//! panics, so each figure includes the capture and the reply.
//!
//! This binary is its own worker: started with `DELTA_TEST_WORKER` set to
//! [`TEST`], it serves candidates instead of benchmarking.

use std::time::Duration;

use delta_test::__private::{
    run_silently, serve, worker_for, Candidate, InProcess, InThread, Runner,
};

/// The name the worker processes are started for.
const TEST: &str = "isolation_bench";

/// Generous: a timeout must never fire here.
const TIMEOUT: Option<Duration> = Some(Duration::from_secs(30));

/// The original arguments, which the worker evaluates as the parent does.
fn original() -> String {
    "odd: 3!".to_string()
}

fn main() {
    if worker_for(TEST) {
        return serve(&original(), "", None, |s: &String| {
            run_silently(|| candidate(s))
        });
    }
    divan::main();
}

#[inline(never)]
fn candidate(s: &str) {
    assert!(s.len().is_multiple_of(2), "{s}");
}

/// `isolate = "none"`: the floor.
#[divan::bench]
fn in_this_thread(bencher: divan::Bencher) {
    let args = original();
    bencher.bench_local(|| run_silently(|| candidate(divan::black_box(&args))));
}

/// `isolate = "thread"`: a round trip to the persistent worker thread.
#[divan::bench]
fn worker_thread(bencher: divan::Bencher) {
    let mut runner = InThread::new(TEST, |s: &String| run_silently(|| candidate(s)));
    let args = original();
    runner.run(Candidate::original(&args), TIMEOUT).unwrap();
    bencher.bench_local(|| {
        let args = divan::black_box(&args);
        runner.run(Candidate::original(args), TIMEOUT).unwrap()
    });
}

/// The default (and `isolate = "process"`): a round trip to the
/// persistent worker process, which rebuilds the candidate from its edits.
#[divan::bench]
fn worker_process(bencher: divan::Bencher) {
    let mut runner = InProcess::new(TEST, "", None);
    let args = original();
    runner.run(Candidate::original(&args), TIMEOUT).unwrap();
    bencher.bench_local(|| {
        let args = divan::black_box(&args);
        runner.run(Candidate::original(args), TIMEOUT).unwrap()
    });
}

/// A fresh child per candidate: start a worker, serve one candidate, end;
/// what a reduction pays once, when its first rerun starts the worker.
#[divan::bench(sample_count = 30, sample_size = 1)]
fn fresh_process(bencher: divan::Bencher) {
    let args = original();
    bencher.bench_local(|| {
        let mut runner = InProcess::new(TEST, "", None);
        runner
            .run(Candidate::original(divan::black_box(&args)), TIMEOUT)
            .unwrap()
    });
}
