//! The fixed cost of one candidate: running it under `catch_unwind` with
//! the panic hook switched to silent, and classifying its failure.
//!
//! `cargo bench --bench candidate`; report the median.

use delta_test::__private::{capture_stacks_at, run_silently, with_stacks};
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

/// A check that more than one caller reaches: its place is ambiguous.
#[inline(never)]
fn shared_check(input: &[u8]) {
    assert!(input.len() <= 2, "too long");
}

#[inline(never)]
fn caller(input: &[u8]) {
    shared_check(input);
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

/// A candidate that panics where the place alone is ambiguous: its stack is
/// taken at the panic, resolved to the user's frames, and compared.
#[divan::bench]
fn panicking_candidate_with_its_stack_compared(bencher: divan::Bencher) {
    let matcher = Matcher::Stack;
    let original = with_stacks(|| run_silently(|| caller(b"abc"))).expect("the original fails");
    capture_stacks_at(original.location.as_ref().expect("a panic has a place"));
    bencher.bench(|| {
        let failure = run_silently(|| caller(divan::black_box(b"abcd")));
        let outcome = matcher.classify(&original, failure.as_ref());
        assert_eq!(outcome, Outcome::Fail);
    });
}
