//! The reduction suite: every case with every strategy, the test runs next
//! to those of the other reducers and the lower bound, each result checked
//! to be 1-minimal.
//!
//! `cargo run --release --example suite [path/to/reduction-suite]`; the
//! path defaults to `../shared/reduction-suite` beside the workspace. A test
//! run is one call of the predicate, the original's first run included, as
//! the other reducers were counted.

use std::cell::Cell;

use delta_test::{DeltaDebugger, Partition, Strategy};

#[path = "common/suite_cases.rs"]
mod suite_cases;

use suite_cases::{cases, suite_dir, Atom, Case};

/// The peers' test runs, as the suite's README gives them: the book's
/// `DeltaDebugger`, the book's plain `ddmin`, picire, lithium, ProbDD.
const PEERS: &[(&str, [Option<usize>; 5])] = &[
    (
        "mystery",
        [Some(25), Some(17), Some(31), Some(16), Some(17)],
    ),
    ("random2k", [Some(24), None, Some(36), Some(26), Some(211)]),
    ("paren2000", [Some(29), Some(19), Some(30), Some(26), None]),
    ("lines500", [Some(39), None, Some(45), Some(39), Some(64)]),
    (
        "keep1000",
        [Some(325), None, Some(507), Some(220), Some(209)],
    ),
    (
        "keep1of1000",
        [Some(20), Some(14), Some(26), Some(25), Some(105)],
    ),
    (
        "keep8of1000",
        [Some(158), Some(281), Some(215), Some(130), None],
    ),
    (
        "keep8of1000-contig",
        [Some(37), Some(71), Some(83), Some(49), None],
    ),
    (
        "keep32of1000",
        [Some(550), Some(2221), Some(637), Some(373), Some(316)],
    ),
    (
        "keep16of10000",
        [None, Some(1186), Some(594), Some(321), None],
    ),
];

/// log2 C(n, k) + k: naming k of n atoms, and proving each one needed.
fn bound(n: usize, k: usize) -> f64 {
    let log2_choose: f64 = (0..k)
        .map(|i| ((n - i) as f64).log2() - ((i + 1) as f64).log2())
        .sum();
    log2_choose + k as f64
}

/// Reduces `case` with `strategy`: the test runs (every call of the
/// predicate) and the result.
fn reduce(case: &Case, strategy: Strategy, partition: Partition) -> (usize, Vec<String>) {
    let calls = Cell::new(0);
    let test = |atoms: &Vec<Atom>| {
        calls.set(calls.get() + 1);
        let atoms: Vec<String> = atoms.iter().map(|a| a.0.clone()).collect();
        assert!(!(case.fails)(&atoms), "fails");
    };
    let atoms = case.atoms.iter().cloned().map(Atom).collect();
    let mut dd = DeltaDebugger::new(case.name, test, atoms)
        .strategy(strategy)
        .partition(partition);
    let result = dd.min_args().expect("the original fails").args;
    (calls.get(), result.into_iter().map(|a| a.0).collect())
}

fn main() {
    let dir = suite_dir();
    let strategies = [
        ("adaptive", Strategy::Adaptive, Partition::Book),
        ("classic", Strategy::Classic, Partition::Book),
        (
            "classic, contiguous",
            Strategy::Classic,
            Partition::Contiguous,
        ),
        ("ddmin", Strategy::Ddmin, Partition::Book),
        ("waves", Strategy::Waves, Partition::Book),
    ];
    println!(
        "| case | atoms | result | bound | {} | best peer | adaptive vs best |",
        strategies.map(|(name, _, _)| name).join(" | ")
    );
    println!(
        "|---|---:|---:|---:|{}---:|---|",
        "---:|".repeat(strategies.len())
    );
    let mut all_won = true;
    for case in cases(&dir) {
        let mut runs = Vec::new();
        let mut size = 0;
        for (name, strategy, partition) in strategies {
            let (tests, result) = reduce(&case, strategy, partition);
            let one_minimal = (case.fails)(&result)
                && (0..result.len()).all(|i| {
                    let mut smaller = result.clone();
                    smaller.remove(i);
                    !(case.fails)(&smaller)
                });
            assert!(
                one_minimal,
                "{}: {name} gave a result that is not 1-minimal",
                case.name
            );
            if name == "adaptive" {
                size = result.len();
            }
            runs.push(tests);
        }
        let peers = PEERS
            .iter()
            .find(|(name, _)| *name == case.name)
            .map(|(_, p)| p);
        let best = peers.and_then(|p| p.iter().flatten().min().copied());
        let verdict = match best {
            Some(best) if runs[0] < best => format!("{} fewer", best - runs[0]),
            Some(best) => {
                all_won = false;
                format!("{} more", runs[0] - best)
            }
            None => "-".to_string(),
        };
        let shown: Vec<String> = runs.iter().map(usize::to_string).collect();
        println!(
            "| {} | {} | {size} | {:.0} | {} | {} | {verdict} |",
            case.name,
            case.atoms.len(),
            bound(case.atoms.len(), size),
            shown.join(" | "),
            best.map_or("-".to_string(), |b| b.to_string()),
        );
    }
    println!();
    println!(
        "{}",
        match all_won {
            true => "adaptive needs fewer test runs than the best peer on every case",
            false => "adaptive does not beat the best peer on every case",
        }
    );
}
