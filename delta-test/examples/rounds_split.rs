//! Where the rounds of `jobs = 8` go on `keep1000`'s lines as a
//! `Vec<String>` (issue 32): the whole reduction, the outer list's search
//! alone (each line an atom, by its index), and the sixteen kept lines'
//! reductions alone, each with one virtual runner and with eight. A
//! virtual runner answers at once and says its run took a second, so the
//! engine runs ahead as for a slow test, and the rounds do not depend on
//! the machine: with runs of T, a reduction takes `rounds` × T.
//!
//! `cargo run --release --example rounds_split -p delta-test [path/to/reduction-suite]`

use std::sync::Arc;

use delta_test::{DeltaDebugger, Literal, Reduce};

#[path = "common/suite_cases.rs"]
#[allow(dead_code)]
mod suite_cases;
#[path = "common/virtual_runner.rs"]
mod virtual_runner;

use virtual_runner::{runners, test_of, Fails};

/// The tests and rounds of reducing `input`, which fails while `fails`,
/// on `count` virtual runners (the test's own thread for one).
fn reduce<A>(input: &A, fails: Fails<A>, count: usize) -> (usize, usize)
where
    A: Reduce + Literal + Clone + Send + 'static,
{
    let test = test_of(&fails);
    let here = Arc::clone(&test);
    let mut dd = DeltaDebugger::new("f", move |a: &A| here(a), input.clone());
    if count > 1 {
        dd = dd.on_runners(runners(&test, count));
    }
    let reduced = dd.min_args().expect("the input fails");
    (reduced.tests, reduced.rounds)
}

/// Whether each marker `KEEP00` to `KEEP15` is within a line.
fn all_markers(lines: &[String]) -> bool {
    (0..16).all(|i| {
        let marker = format!("KEEP{i:02}");
        lines.iter().any(|line| line.contains(&marker))
    })
}

fn main() {
    let text = std::fs::read_to_string(suite_cases::suite_dir().join("keep1000.txt"))
        .expect("the suite's keep1000.txt");
    let lines: Vec<String> = text.lines().map(String::from).collect();
    let holders: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].contains("KEEP"))
        .collect();
    let kept: Vec<String> = holders.iter().map(|&i| lines[i].clone()).collect();
    let ids: Vec<usize> = (0..lines.len()).collect();

    println!("| part | tests | rounds, 1 runner | rounds, 8 runners | speed-up in rounds |");
    println!("|---|---:|---:|---:|---:|");
    let row = |part: &str, (tests, one): (usize, usize), (same, eight): (usize, usize)| {
        assert_eq!(tests, same, "{part}: runs ahead changed the tests");
        let speed_up = one as f64 / eight as f64;
        println!("| {part} | {tests} | {one} | {eight} | {speed_up:.1}x |");
    };
    let whole: Fails<Vec<String>> = Arc::new(|l| all_markers(l));
    row(
        "the whole `Vec<String>`",
        reduce(&lines, Arc::clone(&whole), 1),
        reduce(&lines, Arc::clone(&whole), 8),
    );
    let outer: Fails<Vec<usize>> = Arc::new(move |ids| holders.iter().all(|h| ids.contains(h)));
    row(
        "the outer list alone (lines as atoms)",
        reduce(&ids, Arc::clone(&outer), 1),
        reduce(&ids, Arc::clone(&outer), 8),
    );
    row(
        "the 16 kept lines alone",
        reduce(&kept, Arc::clone(&whole), 1),
        reduce(&kept, Arc::clone(&whole), 8),
    );
}
