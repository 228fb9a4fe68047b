//! The Debugging Book's `mystery` example: a fuzzer found a 26-character
//! input that makes `mystery` panic; delta-test finds the two characters
//! that matter.
//!
//! Run it with `cargo run --example quickstart`; add `DELTA_TEST_LOG=1` to
//! see every test. `cargo run --example quickstart -- classic` runs the
//! chapter's own algorithm instead, test for test (24 tests), and
//! `DELTA_TEST_LOG=2` then shows its steps too.

use delta_test::{DeltaDebugger, Strategy};

/// Panics on some inputs; which ones is not obvious from the code.
fn mystery(inp: &str) {
    let x = inp.find(char::from(0o17 + 0o31));
    let y = inp.find(char::from(0o27 + 0o22));
    if let (Some(x), Some(y)) = (x, y)
        && x < y
    {
        panic!("Invalid input");
    }
}

fn main() -> Result<(), delta_test::Error> {
    let strategy = match std::env::args().nth(1) {
        Some(name) => name.parse().unwrap_or_else(|error| panic!("{error}")),
        None => Strategy::default(),
    };
    // The debugger itself is silent; this demo logs as the chapter does
    // when DELTA_TEST_LOG says so.
    let level = std::env::var("DELTA_TEST_LOG").map_or(0, |level| level.parse().unwrap_or(1));
    let failing = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#.to_string();
    let mut dd = DeltaDebugger::new("mystery", |inp: &String| mystery(inp), failing)
        .params(["inp"])
        .strategy(strategy)
        .log(level);
    println!("failing call:  {}", dd.call(dd.args()));

    let minimal = dd.min_args()?;
    let proof = if minimal.complete {
        "1-minimal"
    } else {
        "not proven 1-minimal"
    };
    println!("minimal call:  {dd}");
    println!(
        "reduced from {} to {} chars in {} tests ({:.1} ms, strategy {strategy}); the call is {proof}",
        dd.args().chars().count(),
        minimal.args.chars().count(),
        minimal.tests,
        minimal.elapsed.as_secs_f64() * 1e3,
    );
    Ok(())
}
