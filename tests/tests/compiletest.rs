//! The errors of `#[delta_test]`: each `ui/<problem>.rs` must fail to
//! compile with exactly the messages in its `.stderr`.
//!
//! Regenerate the `.stderr` files with
//! `TRYBUILD=overwrite cargo test -p delta-test-tests --test all -- --ignored compiletest`,
//! then read each one: the error must point at the offending token.

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("ui/*.rs");
}
