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

use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use delta_test::__private::{run_silently, Candidate, Runner};
use delta_test::{DeltaDebugger, Error, FailureSignature, Literal, Reduce, Strategy};

#[path = "common/suite_cases.rs"]
mod suite_cases;

use suite_cases::{cases, suite_dir, Atom};

/// What every simulated run takes.
const RUN: Duration = Duration::from_secs(1);

/// The runners at once, past one.
const RUNNERS: [usize; 4] = [8, 32, 128, 512];

/// Whether a value fails.
type Fails<A> = Arc<dyn Fn(&A) -> bool + Send + Sync>;

/// The test: it panics where a value fails, at the same place whoever
/// runs it (the engine runs the original, the runners the candidates).
type Test<A> = Arc<dyn Fn(&A) + Send + Sync>;

/// The test of `fails`.
fn test_of<A: 'static>(fails: &Fails<A>) -> Test<A> {
    let fails = Arc::clone(fails);
    Arc::new(move |a: &A| assert!(!fails(a), "fails"))
}

/// A runner that answers at once and says the run took [`RUN`].
struct Virtual<A> {
    test: Test<A>,
}

impl<A> Runner<A> for Virtual<A> {
    fn run(
        &mut self,
        candidate: Candidate<'_, A>,
        _timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        Ok(run_silently(|| (self.test)(candidate.args)))
    }

    fn took(&self) -> Option<Duration> {
        Some(RUN)
    }
}

/// One reduction of `input` with `runners` virtual runners: its result,
/// tests and rounds.
fn simulate<A>(input: &A, fails: &Fails<A>, strategy: Strategy, runners: usize) -> (A, usize, usize)
where
    A: Reduce + Literal + Clone + Send + 'static,
{
    let test = test_of(fails);
    let virtual_runner = |_| {
        let test = Arc::clone(&test);
        Box::new(Virtual { test }) as Box<dyn Runner<A> + Send>
    };
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
        .on_runners((0..runners).map(virtual_runner).collect());
    let reduced = dd.min_args().expect("the input fails");
    assert!(reduced.stopped.is_none(), "no budget is set");
    (reduced.args, reduced.tests, reduced.rounds)
}

/// The values one reduction with one runner tests, in order (by hash),
/// `flipped`'s answer flipped.
fn asked<A>(input: &A, fails: &Fails<A>, strategy: Strategy, flipped: Option<u64>) -> Vec<u64>
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
    let mut dd = DeltaDebugger::new("case", move |a: &A| test(a), input.clone()).strategy(strategy);
    // A flipped answer may leave no reduction to make: the questions asked
    // until then are what counts.
    let _ = dd.min_args();

    asked.lock().expect("not poisoned").clone()
}

/// The critical path of the reduction of `input` (see the module docs),
/// in rounds (the original's first run, made before, is none).
fn critical_path<A>(input: &A, fails: &Fails<A>, strategy: Strategy) -> usize
where
    A: Reduce + Literal + Clone + Hash + Send + Sync + 'static,
{
    let questions = asked(input, fails, strategy, None);
    // For each question, those asked with its answer flipped.
    let flipped: Vec<HashSet<u64>> = thread::scope(|scope| {
        let halves = questions.chunks(questions.len().div_ceil(2));
        let runs = halves.map(|half| {
            scope.spawn(move || {
                let flip = |&q: &u64| asked(input, fails, strategy, Some(q)).into_iter().collect();
                half.iter().map(flip).collect::<Vec<HashSet<u64>>>()
            })
        });
        let runs: Vec<_> = runs.collect();
        runs.into_iter()
            .flat_map(|run| run.join().expect("no panic"))
            .collect()
    });
    let mut depth = vec![0; questions.len()];
    for t in 1..questions.len() {
        let waits = (1..t).filter(|&s| !flipped[s].contains(&questions[t]));
        depth[t] = 1 + waits.map(|s| depth[s]).max().unwrap_or(0);
    }
    depth.into_iter().max().unwrap_or(0)
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
    let critical = critical_path(input, &fails, strategy);
    cells.push(format!("{critical} ({:.1}x)", one as f64 / critical as f64));
    println!(
        "| {label} | {strategy} | {tests} | {one} | {} |",
        cells.join(" | ")
    );
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
    // `nested` as the second argument: only the rows below.
    if !only.is_empty() && only != "nested" {
        return;
    }
    let text = std::fs::read_to_string(dir.join("keep1000.txt")).expect("keep1000.txt reads");
    let markers: Vec<String> = (0..16).map(|i| format!("KEEP{i:02}")).collect();
    let all = Arc::new(markers);
    let in_text = Arc::clone(&all);
    let fails: Fails<String> = Arc::new(move |t: &String| in_text.iter().all(|m| t.contains(m)));
    row("keep1000, text", &text, fails, Strategy::Adaptive);
    let lines: Vec<String> = text.lines().map(String::from).collect();
    let in_lines = Arc::clone(&all);
    let fails: Fails<Vec<String>> =
        Arc::new(move |ls: &Vec<String>| in_lines.iter().all(|m| ls.iter().any(|l| l.contains(m))));
    row("keep1000, `Vec<String>`", &lines, fails, Strategy::Adaptive);
    let bytes: Vec<Vec<u8>> = lines.iter().map(|l| l.clone().into_bytes()).collect();
    let fails: Fails<Vec<Vec<u8>>> = Arc::new(move |ls: &Vec<Vec<u8>>| {
        all.iter().all(|m| {
            let m = m.as_bytes();
            ls.iter().any(|l| l.windows(m.len()).any(|w| w == m))
        })
    });
    row(
        "keep1000, `Vec<Vec<u8>>`",
        &bytes,
        fails,
        Strategy::Adaptive,
    );
}
