//! A whole reduction through `DeltaDebugger`: a `Vec<u32>` of a million
//! elements with two culprits, with the default strategy and with the
//! chapter's `classic` one (contiguous chunks: its `Book` partition is
//! linear per step and not run at this size).
//!
//! `cargo bench --bench debugger` prints the tests each strategy runs, then
//! divan's timings (report the median).

use delta_test::{DeltaDebugger, Partition, Strategy};

const N: usize = 1_000_000;

/// Fails while both values at 1/3 and 2/3 of the way are in the input;
/// scans all of it, as a test that parses its input would.
fn two_culprits(input: &[u32]) {
    let culprits = [N as u32 / 3, 2 * N as u32 / 3];
    let mut seen = [false; 2];
    for &x in input {
        if x == culprits[0] {
            seen[0] = true;
        } else if x == culprits[1] {
            seen[1] = true;
        }
    }
    assert!(seen != [true, true], "both culprits");
}

fn reduce(strategy: Strategy) -> (Vec<u32>, usize) {
    let input: Vec<u32> = (0..N as u32).collect();
    let mut dd = DeltaDebugger::new("two_culprits", |v: &Vec<u32>| two_culprits(v), input)
        .strategy(strategy)
        .partition(Partition::Contiguous);
    let reduced = dd.min_args().expect("the input fails");
    (reduced.args, reduced.tests)
}

fn main() {
    for strategy in [Strategy::Adaptive, Strategy::Classic] {
        let (args, tests) = reduce(strategy);
        assert_eq!(args, [N as u32 / 3, 2 * N as u32 / 3]);
        println!("{strategy}: {tests} tests at n = {N}");
    }
    divan::main();
}

#[divan::bench(args = [Strategy::Adaptive, Strategy::Classic], sample_count = 10)]
fn million_elements_two_culprits(bencher: divan::Bencher, strategy: Strategy) {
    bencher.bench(|| reduce(strategy));
}
