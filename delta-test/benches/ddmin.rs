//! `ddmin` and `dd` on a `Vec<u32>` of n elements with two culprits, with a
//! test that scans the whole candidate (as a real test reads its input).
//!
//! `cargo bench --bench ddmin` prints the number of tests per n, then
//! divan's timings (report the median).

use delta_test::{dd, ddmin, Mode, Outcome};

const SIZES: [usize; 4] = [1_000, 10_000, 100_000, 1_000_000];

/// The input: 0..n, where the values at 1/3 and 2/3 of the way are the
/// culprits; a candidate fails when it still holds both.
fn input(n: usize) -> (Vec<u32>, [u32; 2]) {
    let input: Vec<u32> = (0..n as u32).collect();
    let culprits = [n as u32 / 3, 2 * n as u32 / 3];
    (input, culprits)
}

/// Scans the candidate once, like a test that parses its input.
fn test(candidate: &[u32], culprits: [u32; 2]) -> Outcome {
    let mut seen = [false; 2];
    for &x in candidate {
        if x == culprits[0] {
            seen[0] = true;
        } else if x == culprits[1] {
            seen[1] = true;
        }
    }
    if seen == [true, true] {
        Outcome::Fail
    } else {
        Outcome::Pass
    }
}

fn main() {
    println!("tests run per input size (two culprits):");
    println!("{:>10} {:>8} {:>14}", "n", "ddmin", "dd (Book)");
    for n in SIZES {
        let (inp, culprits) = input(n);
        let mut tests = 0;
        let min = ddmin(&inp, |c| {
            tests += 1;
            test(c, culprits)
        })
        .unwrap();
        assert_eq!(min, culprits);
        let book = if n <= 100_000 {
            let mut tests = 0;
            let r = dd(&inp, Mode::Min, |c| {
                tests += 1;
                test(c, culprits)
            })
            .unwrap();
            assert_eq!(r.failing, culprits);
            tests.to_string()
        } else {
            "-".to_string()
        };
        println!("{n:>10} {tests:>8} {book:>14}");
    }
    divan::main();
}

#[divan::bench(args = SIZES, sample_count = 10)]
fn ddmin_two_culprits(bencher: divan::Bencher, n: usize) {
    let (inp, culprits) = input(n);
    bencher.bench(|| ddmin(&inp, |c| test(c, culprits)).unwrap());
}

#[divan::bench(args = [1_000, 10_000, 100_000], sample_count = 10)]
fn dd_book_partition_two_culprits(bencher: divan::Bencher, n: usize) {
    let (inp, culprits) = input(n);
    bencher.bench(|| dd(&inp, Mode::Min, |c| test(c, culprits)).unwrap());
}
