//! Many runs at once, on a simulated clock: how fast a reduction would go
//! with 8, 32, 128 and 512 runners (a cluster's nodes), without them.
//!
//! Every run takes the same time T, and nothing sleeps: each runner is
//! virtual, answers at once, and says its run took T (so the engine runs
//! ahead as it does for slow tests). The engine waits for each run alone
//! and for each batch run ahead of the search (`Reduction::rounds`), so
//! with runs of T the reduction takes `rounds` × T; the speed-up at N
//! runners is the rounds with one runner over the rounds with N. The
//! results and the tests are compared with one runner's: the runs ahead
//! must change the time, never the reduction, and a cell says so where
//! they did.
//!
//! Beside them, the critical path: the rounds the reduction would take if
//! each round asked every question whose asking does not wait on an answer
//! not known yet, with as many runners as that takes. A question waits on
//! an earlier one's answer when, that answer flipped, the reduction never
//! asks it (found by one more reduction per question). It bounds what runs
//! ahead can do without guessing; guessing (both answers of a question
//! tried at once) goes past it, about log2(N + 1) questions of one line a
//! round with N runners where the answers are even odds.
//!
//! The cases: the reduction suite's (`shared/reduction-suite`, atoms kept
//! whole, as `suite` runs them), with the default strategy and with
//! `waves`, the one made for jobs; and `keep1000` as text and as nested
//! values (its lines as a `Vec<String>` and as a `Vec<Vec<u8>>`, each line
//! cut too).
//!
//! `cargo run --release --example simulated -p delta-test [path/to/reduction-suite [CASE]]`
//! (CASE: the suite's cases whose names contain it, or `nested` for the
//! text and nested rows, or one of them: `text`, `Vec<String>`,
//! `Vec<Vec<u8>>`). The runners' cells of a row go to standard error as
//! soon as they are known, before its critical path.

// Its tests (`test = true` in Cargo.toml) check the critical path alone.
#![cfg_attr(test, allow(dead_code))]

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;

use delta_test::{DeltaDebugger, Literal, Reduce, Strategy};

#[path = "common/suite_cases.rs"]
mod suite_cases;
#[path = "common/virtual_runner.rs"]
mod virtual_runner;

use suite_cases::{cases, suite_dir, Atom};
use virtual_runner::{runners as virtual_runners, test_of, Fails};

/// The runners at once, past one.
const RUNNERS: [usize; 4] = [8, 32, 128, 512];

/// One reduction of `input` with `runners` virtual runners: its result,
/// tests and rounds.
fn simulate<A>(input: &A, fails: &Fails<A>, strategy: Strategy, runners: usize) -> (A, usize, usize)
where
    A: Reduce + Literal + Clone + Send + 'static,
{
    let test = test_of(fails);
    let here = Arc::clone(&test);
    // No test budget: it counts every run, the runs ahead too, and 512
    // runners ahead spend the default 100,000 on the larger cases (a
    // reduction stopped by its budget is not the one-runner result). No
    // time budget either: it is the wall clock's, not the simulated one,
    // and planning for 512 runners took longer than its default minute on
    // `keep16of10000` on a loaded machine.
    let mut dd = DeltaDebugger::new("case", move |a: &A| here(a), input.clone())
        .strategy(strategy)
        .max_tests(None)
        .max_time(None)
        .on_runners(virtual_runners(&test, runners));
    let reduced = dd.min_args().expect("the input fails");
    assert!(reduced.stopped.is_none(), "no budget is set");
    (reduced.args, reduced.tests, reduced.rounds)
}

/// What one reduction with one runner asked: the values it tested, in
/// order (by hash), and whether it ran to its end (else a test budget
/// stopped it, and it might have asked more).
struct Asked {
    hashes: Vec<u64>,
    whole: bool,
}

/// The values one reduction with one runner tests, `flipped`'s answer
/// flipped, stopped after `budget` tests if one is given.
fn asked<A>(
    input: &A,
    fails: &Fails<A>,
    strategy: Strategy,
    flipped: Option<u64>,
    budget: Option<usize>,
) -> Asked
where
    A: Reduce + Literal + Clone + Hash + Send + 'static,
{
    let asked = Arc::new(Mutex::new(Vec::new()));
    let fails = Arc::clone(fails);
    let seen = Arc::clone(&asked);
    let flips: Fails<A> = Arc::new(move |a: &A| {
        let mut hasher = DefaultHasher::new();
        a.hash(&mut hasher);
        let hash = hasher.finish();
        seen.lock().expect("not poisoned").push(hash);
        fails(a) != (Some(hash) == flipped)
    });
    let test = test_of(&flips);
    // No time budget: it is the wall clock's, and would make what was
    // asked depend on the machine's load.
    let mut dd = DeltaDebugger::new("case", move |a: &A| test(a), input.clone())
        .strategy(strategy)
        .max_tests(budget)
        .max_time(None);
    // A flipped answer may leave no reduction to make: the questions asked
    // until then are all it asks.
    let whole = dd.min_args().map_or(true, |r| r.stopped.is_none());
    let hashes = asked.lock().expect("not poisoned").clone();
    Asked { hashes, whole }
}

/// A flipped reduction's questions that the unflipped one asked too, and
/// whether it ran to its end.
struct Flipped {
    asks: HashSet<u64>,
    whole: bool,
}

/// The reductions with the answer of each of `flips`' questions (indices
/// into `questions`) flipped, each stopped after its budget of tests, run
/// on every core.
fn flip_each<A>(
    input: &A,
    fails: &Fails<A>,
    strategy: Strategy,
    questions: &[u64],
    flips: &[(usize, usize)],
) -> Vec<Flipped>
where
    A: Reduce + Literal + Clone + Hash + Send + Sync + 'static,
{
    let ours: HashSet<u64> = questions.iter().copied().collect();
    let next = AtomicUsize::new(0);
    let cores = thread::available_parallelism().map_or(1, |n| n.get());
    let mut done: Vec<(usize, Flipped)> = thread::scope(|scope| {
        let workers: Vec<_> = (0..cores)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&(s, budget)) = flips.get(i) else {
                            break done;
                        };
                        let run = asked(input, fails, strategy, Some(questions[s]), Some(budget));
                        let asks = run
                            .hashes
                            .into_iter()
                            .filter(|h| ours.contains(h))
                            .collect();
                        done.push((
                            i,
                            Flipped {
                                asks,
                                whole: run.whole,
                            },
                        ));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("no panic"))
            .collect()
    });
    done.sort_by_key(|&(i, _)| i);
    done.into_iter().map(|(_, f)| f).collect()
}

/// The longest line of questions each waiting on the one before, where
/// question `t` waits on an earlier `s` when the reduction with `s`'s
/// answer flipped does not ask it; a flipped reduction a budget stopped
/// counts as asking what it did not reach when `unknown_asked`. With its
/// length, the stopped reductions whose waits one such line takes (none:
/// the length is exact).
fn longest(questions: &[u64], flipped: &[Flipped], unknown_asked: bool) -> (usize, Vec<usize>) {
    let mut depth = vec![0; questions.len()];
    let mut before = vec![None; questions.len()];
    for t in 1..questions.len() {
        let waits = (1..t).filter(|&s| {
            let f = &flipped[s];
            !f.asks.contains(&questions[t]) && (f.whole || !unknown_asked)
        });
        before[t] = waits.max_by_key(|&s| depth[s]);
        depth[t] = 1 + before[t].map_or(0, |s| depth[s]);
    }
    let Some(end) = (0..questions.len()).max_by_key(|&t| depth[t]) else {
        return (0, Vec::new());
    };
    let mut stopped = Vec::new();
    let mut t = end;
    while let Some(s) = before[t] {
        if !flipped[s].whole {
            stopped.push(s);
        }
        t = s;
    }
    (depth[end], stopped)
}

/// The most tests a flipped reduction is given: the engine's default test
/// budget.
const MOST: usize = 100_000;

/// The critical path: exact, or (when flipped reductions on its longest
/// line needed more than [`MOST`] tests) between two bounds.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Critical {
    low: usize,
    high: usize,
}

/// The critical path of the reduction of `input` (see the module docs),
/// in rounds (the original's first run, made before, is none).
///
/// One reduction per question, each with that answer flipped. A flipped
/// answer can set the reduction on a long way (a candidate that passes
/// taken as failing: every smaller one passes, and the reduction proves a
/// large value 1-minimal, tens of thousands of tests; such reductions kept
/// the nested rows from finishing in 20 minutes), so each runs under a
/// test budget first, twice the unflipped reduction's questions. What a
/// stopped one did not reach is taken as not asked (the longest line can
/// only grow so): a longest line that takes no stopped reduction's waits
/// is then exact. Else those reductions run again with four times their
/// budget, up to [`MOST`] tests; past it, the line is given between that
/// length and the one with what they did not reach taken as asked.
fn critical_path<A>(input: &A, fails: &Fails<A>, strategy: Strategy) -> Critical
where
    A: Reduce + Literal + Clone + Hash + Send + Sync + 'static,
{
    critical_path_from(input, fails, strategy, |questions| 2 * questions)
}

/// [`critical_path`], the flipped reductions' first budget `budget` of
/// the unflipped one's questions.
fn critical_path_from<A>(
    input: &A,
    fails: &Fails<A>,
    strategy: Strategy,
    budget: impl Fn(usize) -> usize,
) -> Critical
where
    A: Reduce + Literal + Clone + Hash + Send + Sync + 'static,
{
    let unflipped = asked(input, fails, strategy, None, None);
    assert!(unflipped.whole, "no budget is set");
    let questions = unflipped.hashes;
    let first = budget(questions.len()).clamp(1, MOST);
    let mut budgets = vec![first; questions.len()];
    let all: Vec<(usize, usize)> = (0..questions.len()).map(|s| (s, first)).collect();
    let mut flipped = flip_each(input, fails, strategy, &questions, &all);
    loop {
        let (high, stopped) = longest(&questions, &flipped, false);
        let again: Vec<(usize, usize)> = stopped
            .into_iter()
            .filter(|&s| budgets[s] < MOST)
            .map(|s| (s, budgets[s].saturating_mul(4).min(MOST)))
            .collect();
        if again.is_empty() {
            let (low, _) = longest(&questions, &flipped, true);
            return Critical { low, high };
        }
        // On standard error, to say where the time goes.
        eprintln!(
            "critical path at most {high}: {} flipped reductions again, up to {} tests",
            again.len(),
            again.iter().map(|&(_, b)| b).max().unwrap_or(0)
        );
        for (&(s, budget), f) in again
            .iter()
            .zip(flip_each(input, fails, strategy, &questions, &again))
        {
            budgets[s] = budget;
            flipped[s] = f;
        }
    }
}

/// Prints the row of `input` with `strategy`: the tests, the rounds with
/// one runner, the rounds and speed-up with each of [`RUNNERS`], and the
/// critical path.
fn row<A>(label: &str, input: &A, fails: Fails<A>, strategy: Strategy)
where
    A: Reduce + Literal + Clone + Hash + Send + Sync + PartialEq + std::fmt::Debug + 'static,
{
    let (result, tests, one) = simulate(input, &fails, strategy, 1);
    let mut cells = Vec::new();
    for runners in RUNNERS {
        let (args, same_tests, rounds) = simulate(input, &fails, strategy, runners);
        // A reduction that changes with the runners is a bug: shown, not
        // hidden (docs/benchmarks.md says which).
        let same = args == result && same_tests == tests;
        let speed_up = one as f64 / rounds as f64;
        cells.push(match same {
            true => format!("{rounds} ({speed_up:.1}x)"),
            false => format!("{rounds}, **another result** ({same_tests} tests)"),
        });
    }
    // The runners' cells before the critical path, which takes far longer:
    // on standard error, so that a row cut short still has them.
    eprintln!(
        "| {label} | {strategy} | {tests} | {one} | {} | (critical path next)",
        cells.join(" | ")
    );
    let Critical { low, high } = critical_path(input, &fails, strategy);
    let ratio = |rounds: usize| one as f64 / rounds as f64;
    cells.push(match low == high {
        true => format!("{high} ({:.1}x)", ratio(high)),
        false => format!(
            "{low} to {high} ({:.1}x to {:.1}x)",
            ratio(high),
            ratio(low)
        ),
    });
    println!(
        "| {label} | {strategy} | {tests} | {one} | {} |",
        cells.join(" | ")
    );
}

/// `keep1000`'s markers, `KEEP00` to `KEEP15`, one bit each.
const ALL_MARKERS: u16 = u16::MAX;

/// The markers in `text`, one bit each: the test of `keep1000`'s shapes
/// in one scan where `contains` for each marker took sixteen (the flipped
/// reductions of the critical path run it on large values, tens of
/// thousands of times).
fn markers(text: &[u8]) -> u16 {
    let digit = |b: u8| b.is_ascii_digit().then(|| usize::from(b - b'0'));
    let at = |i: usize| match text.get(i..i + 6) {
        Some([b'K', b'E', b'E', b'P', tens, ones]) => Some(digit(*tens)? * 10 + digit(*ones)?),
        _ => None,
    };
    (0..text.len().saturating_sub(5))
        .filter_map(at)
        .filter(|&n| n < 16)
        .fold(0, |found, n| found | 1 << n)
}

fn main() {
    let dir = suite_dir();
    let heads: Vec<String> = RUNNERS.iter().map(|n| format!("{n} at once")).collect();
    println!(
        "| case | strategy | tests | rounds, one at a time | {} | critical path |",
        heads.join(" | ")
    );
    println!("|---|---|---:|---:|{}", "---:|".repeat(RUNNERS.len() + 1));
    // A second argument picks the suite's cases whose names contain it
    // (`nested`: none of them, the text and nested rows only).
    let only = std::env::args().nth(2).unwrap_or_default();
    for case in cases(&dir).into_iter().filter(|c| c.name.contains(&only)) {
        let atoms: Vec<Atom> = case.atoms.iter().cloned().map(Atom).collect();
        let of_case = Arc::clone(&case.fails);
        let fails: Fails<Vec<Atom>> = Arc::new(move |atoms: &Vec<Atom>| {
            let atoms: Vec<String> = atoms.iter().map(|a| a.0.clone()).collect();
            of_case(&atoms)
        });
        for strategy in [Strategy::Adaptive, Strategy::Waves] {
            row(case.name, &atoms, Arc::clone(&fails), strategy);
        }
    }
    // `nested` as the second argument: only the rows below; a row's shape
    // (`text`, `Vec<String>`, `Vec<Vec<u8>>`): that row alone.
    let shown = |shape: &str| ["", "nested", shape].contains(&only.as_str());
    let text = std::fs::read_to_string(dir.join("keep1000.txt")).expect("keep1000.txt reads");
    if shown("text") {
        let fails: Fails<String> = Arc::new(|t: &String| markers(t.as_bytes()) == ALL_MARKERS);
        row("keep1000, text", &text, fails, Strategy::Adaptive);
    }
    let lines: Vec<String> = text.lines().map(String::from).collect();
    if shown("Vec<String>") {
        let fails: Fails<Vec<String>> = Arc::new(|ls: &Vec<String>| {
            ls.iter().fold(0, |found, l| found | markers(l.as_bytes())) == ALL_MARKERS
        });
        row("keep1000, `Vec<String>`", &lines, fails, Strategy::Adaptive);
    }
    if shown("Vec<Vec<u8>>") {
        let bytes: Vec<Vec<u8>> = lines.iter().map(|l| l.clone().into_bytes()).collect();
        let fails: Fails<Vec<Vec<u8>>> = Arc::new(|ls: &Vec<Vec<u8>>| {
            ls.iter().fold(0, |found, l| found | markers(l)) == ALL_MARKERS
        });
        let label = "keep1000, `Vec<Vec<u8>>`";
        row(label, &bytes, fails, Strategy::Adaptive);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 40 bytes of which three are needed.
    fn case() -> (Vec<u8>, Fails<Vec<u8>>) {
        let input: Vec<u8> = (0..40).collect();
        let fails: Fails<Vec<u8>> =
            Arc::new(|v: &Vec<u8>| [5, 20, 33].iter().all(|b| v.contains(b)));
        (input, fails)
    }

    /// The flipped reductions' budgets change the time, never the critical
    /// path: from a budget of one test, where every flipped reduction
    /// stops at first, to none at all.
    #[test]
    fn budgets_leave_the_critical_path_as_it_is() {
        let (input, fails) = case();
        for strategy in [Strategy::Adaptive, Strategy::Waves] {
            let exact = critical_path_from(&input, &fails, strategy, |_| MOST);
            let stopped = critical_path_from(&input, &fails, strategy, |_| 1);
            let default = critical_path(&input, &fails, strategy);
            assert_eq!(exact.low, exact.high, "{strategy}");
            assert_eq!((stopped, default), (exact, exact), "{strategy}");
        }
    }

    /// Flipped reductions stopped at once leave the bounds apart, and the
    /// longest line names them: the first budget alone would not do.
    #[test]
    fn stopped_reductions_leave_the_bounds_apart() {
        let (input, fails) = case();
        let questions = asked(&input, &fails, Strategy::Adaptive, None, None).hashes;
        let all: Vec<(usize, usize)> = (0..questions.len()).map(|s| (s, 1)).collect();
        let flipped = flip_each(&input, &fails, Strategy::Adaptive, &questions, &all);
        let (low, _) = longest(&questions, &flipped, true);
        let (high, stopped) = longest(&questions, &flipped, false);
        assert!(low < high, "the bounds agree: {low}");
        assert!(!stopped.is_empty());
    }

    /// The one scan finds what `contains` finds for each marker.
    #[test]
    fn markers_are_found_as_contains_finds_them() {
        let text = b"KEEP03 aKEEP15KEEP16 KEEP7 KEEP0";
        let each = (0..16).filter(|i| {
            let m = format!("KEEP{i:02}");
            text.windows(6).any(|w| w == m.as_bytes())
        });
        assert_eq!(markers(text), each.fold(0, |found, i| found | 1 << i));
        assert_eq!(markers(text), 1 << 3 | 1 << 15);
    }
}
