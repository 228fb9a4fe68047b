//! The fixed cost of one candidate: running it under `catch_unwind` with
//! the panic hook switched to silent, and classifying its failure.
//!
//! `cargo bench --bench candidate`; report the median.

use delta_test::__private::run_silently;
use delta_test::{FailureSignature, Matcher, Outcome};

fn main() {
    divan::main();
}

#[inline(never)]
fn fails(input: &[u8]) {
    if input.len() > 2 {
        panic!("Invalid input");
    }
}

fn original() -> FailureSignature {
    run_silently(|| fails(b"abc")).expect("the original fails")
}

/// A candidate that panics: hook, unwind, catch, classify.
#[divan::bench]
fn panicking_candidate(bencher: divan::Bencher) {
    let (matcher, original) = (Matcher::default(), original());
    bencher.bench(|| {
        let failure = run_silently(|| fails(divan::black_box(b"abcd")));
        let outcome = matcher.classify(&original, failure.as_ref());
        assert_eq!(outcome, Outcome::Fail);
    });
}

/// A candidate that passes: the floor under every run.
#[divan::bench]
fn passing_candidate(bencher: divan::Bencher) {
    let (matcher, original) = (Matcher::default(), original());
    bencher.bench(|| {
        let failure = run_silently(|| fails(divan::black_box(b"a")));
        matcher.classify(&original, failure.as_ref())
    });
}
