use delta_test::delta_test;

// A type from another crate (here std's `Range`) that delta-test does not
// implement: the error must not suggest an impl the orphan rule forbids.
#[delta_test(range = 0..10)]
fn sum(range: std::ops::Range<u32>) {
    let _ = range;
}

fn main() {}
