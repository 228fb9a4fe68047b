//! The reduction suite: every case with every strategy, the test runs next
//! to those of the other reducers and the lower bound, each result checked
//! to be 1-minimal.
//!
//! `cargo run --release --example suite [path/to/reduction-suite]`; the
//! path defaults to `../shared/reduction-suite` beside the workspace. A test
//! run is one call of the predicate, the original's first run included, as
//! the other reducers were counted.

use std::cell::Cell;
use std::fmt;
use std::path::{Path, PathBuf};

use delta_test::{DeltaDebugger, Literal, Partition, Reduce, Strategy, Style};

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

/// Whether a list of atoms fails.
type Predicate = Box<dyn Fn(&[String]) -> bool>;

/// A case: its atoms and its predicate.
struct Case {
    name: &'static str,
    atoms: Vec<String>,
    fails: Predicate,
}

/// A `(` before a `)`, newlines ignored.
fn parens(text: &str) -> bool {
    let text = text.replace('\n', "");
    match text.find('(') {
        Some(open) => text[open + 1..].contains(')'),
        None => false,
    }
}

fn cases(dir: &Path) -> Vec<Case> {
    let read = |file: &str| {
        std::fs::read_to_string(dir.join(file))
            .unwrap_or_else(|e| panic!("{}: {e}", dir.join(file).display()))
    };
    let chars = |text: String| text.chars().map(String::from).collect::<Vec<_>>();
    let lines = |text: String| text.lines().map(String::from).collect::<Vec<_>>();
    let joined = |atoms: &[String]| atoms.concat();
    let mut cases = Vec::new();
    for (name, file) in [
        ("mystery", "mystery.txt"),
        ("random2k", "random2k.txt"),
        ("paren2000", "paren2000.txt"),
    ] {
        cases.push(Case {
            name,
            atoms: chars(read(file)),
            fails: Box::new(move |a| parens(&joined(a))),
        });
    }
    cases.push(Case {
        name: "lines500",
        atoms: lines(read("lines500.txt")),
        fails: Box::new(move |a| parens(&joined(a))),
    });
    let markers: Vec<String> = (0..16).map(|i| format!("KEEP{i:02}")).collect();
    cases.push(Case {
        name: "keep1000",
        atoms: lines(read("keep1000.txt")),
        fails: Box::new(move |a| {
            markers
                .iter()
                .all(|m| a.iter().any(|l| l.contains(m.as_str())))
        }),
    });
    let needed: serde_json::Value =
        serde_json::from_str(&read("needed.json")).expect("needed.json is JSON");
    for (name, n) in [
        ("keep1of1000", 1000),
        ("keep8of1000", 1000),
        ("keep8of1000-contig", 1000),
        ("keep32of1000", 1000),
        ("keep16of10000", 10000),
    ] {
        let indices: Vec<String> = needed[name]
            .as_array()
            .expect("a list of indices")
            .iter()
            .map(|i| i.to_string())
            .collect();
        cases.push(Case {
            name,
            atoms: (0..n).map(|i: usize| i.to_string()).collect(),
            fails: Box::new(move |a| indices.iter().all(|i| a.contains(i))),
        });
    }
    cases
}

/// log2 C(n, k) + k: naming k of n atoms, and proving each one needed.
fn bound(n: usize, k: usize) -> f64 {
    let log2_choose: f64 = (0..k)
        .map(|i| ((n - i) as f64).log2() - ((i + 1) as f64).log2())
        .sum();
    log2_choose + k as f64
}

/// One atom of a case: kept whole, as the other reducers keep it. (A plain
/// `String` would be cut inside too, which the peers do not do, so their
/// counts would not be comparable.)
#[derive(Clone)]
struct Atom(String);

impl Reduce for Atom {}

impl Literal for Atom {
    fn write_rust(&self, out: &mut dyn fmt::Write, style: Style) -> fmt::Result {
        self.0.write_rust(out, style)
    }
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
    let dir = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/reduction-suite")
        });
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
