//! A megabyte string whose bug needs two characters, reduced the way
//! `cargo test` runs a test: in the debug profile, where delta-test's own
//! code runs unoptimised unless the manifest says otherwise.
//!
//! `cargo run --example megabyte` (the debug profile) and
//! `cargo run --release --example megabyte` print the tests and the time of
//! each strategy.

use std::time::Instant;

use delta_test::{DeltaDebugger, Partition, Strategy};

/// Fails when a `(` comes before a `)`: reads the whole input, as a parser
/// would.
fn parens(input: &str) {
    let open = input.find('(');
    let close = input.rfind(')');
    assert!(
        !matches!((open, close), (Some(o), Some(c)) if o < c),
        "parens"
    );
}

fn main() {
    let size = 1 << 20;
    let mut input = "x".repeat(size);
    input.replace_range(size / 3..size / 3 + 1, "(");
    input.replace_range(2 * size / 3..2 * size / 3 + 1, ")");
    let profile = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    for strategy in [Strategy::Adaptive, Strategy::Classic] {
        let started = Instant::now();
        let mut dd = DeltaDebugger::new("parens", |s: &String| parens(s), input.clone())
            .strategy(strategy)
            .partition(Partition::Contiguous);
        let reduced = dd.min_args().expect("the input fails");
        assert_eq!(reduced.args, "()");
        println!(
            "{profile} profile, {strategy}: {} tests, {:.0} ms",
            reduced.tests,
            started.elapsed().as_secs_f64() * 1e3
        );
    }
}
