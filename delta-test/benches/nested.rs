//! Reduction inside values: a `Vec<String>` of 10^5 strings, of which the
//! failure needs one character of one string and a character of another;
//! after the elements are cut to two, each string is cut by words and then
//! by characters. The test scans every string, as a parser would.
//!
//! `cargo bench --bench nested` prints the tests and the result, then
//! divan's timings (report the median).

use delta_test::DeltaDebugger;

const N: usize = 100_000;

/// Fails while some string holds a `'#'` and another one a `'@'`.
fn marked(lines: &[String]) {
    let hash = lines.iter().position(|l| l.contains('#'));
    let at = lines.iter().position(|l| l.contains('@'));
    assert!(
        !matches!((hash, at), (Some(h), Some(a)) if h != a),
        "both marks"
    );
}

fn input() -> Vec<String> {
    (0..N)
        .map(|i| match i {
            i if i == N / 3 => format!("entry {i} has a # in the middle of it"),
            i if i == 2 * N / 3 => format!("entry {i} ends with an @"),
            i => format!("entry {i} is plain text with words"),
        })
        .collect()
}

fn reduce(input: Vec<String>) -> (Vec<String>, usize) {
    let mut dd = DeltaDebugger::new("marked", |v: &Vec<String>| marked(v), input);
    let reduced = dd.min_args().expect("the input fails");
    (reduced.args, reduced.tests)
}

fn main() {
    let (args, tests) = reduce(input());
    assert_eq!(args, ["#", "@"]);
    println!("nested: {tests} tests at n = {N} strings, reduced to {args:?}");
    divan::main();
}

#[divan::bench(sample_count = 10)]
fn strings_inside_a_vec(bencher: divan::Bencher) {
    bencher.with_inputs(input).bench_values(reduce);
}
