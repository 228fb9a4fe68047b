//! The shrinking challenge (<https://github.com/jlink/shrinking-challenge>):
//! how close delta-test gets to each problem's best known counterexample,
//! and in how many test calls, next to Hypothesis on the same problems.
//!
//! Each problem's property is an ordinary Rust test function that panics
//! (`assert!`) when the property fails, written as the challenge states it.
//! Where the challenge's generator rules values out (`assume`, a filter, a
//! heap's ordering), the test returns early on such values, as a test
//! written without a generator would. Each is reduced with a
//! [`DeltaDebugger`] (default settings, at most [`MAX_TESTS`] tests) from
//! the 20 failing values Hypothesis generated first (seeds 0..19), read
//! from `starts.json`; `hypothesis.json` holds what
//! Hypothesis's own shrinker made of the same starts. Both are written by
//! `scripts/shrinking-bench/hypothesis_bench.py`, which also states the
//! best-value rule of each problem (the same as [`Problem::best`] here).
//!
//! Calls are counted in the test closure: every call of the test function
//! from the first failing one (delta-test's observation run) to the end.
//!
//! ```text
//! cargo run --release --example shrinking -p delta-test \
//!     [-- STARTS [HYPOTHESIS] [--json OUT] [--only PROBLEM] [-v]]
//! ```
//!
//! The paths default to `scripts/shrinking-bench/{starts,hypothesis}.json`
//! in the workspace; `--json OUT` writes every run (final value, calls);
//! `--only PROBLEM` runs one problem; `-v` prints each final value;
//! `DELTA_TEST_LOG=1` (or 2) logs every test of every reduction.

use std::cell::Cell;
use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::PathBuf;

use delta_test::{DeltaDebugger, Literal, Matcher, Reduce, Style};
use serde_json::{json, Value};

// ------------------------------------------------------------ the problems

/// bound5: five lists of `i16` (at most one element each, as Hypothesis's
/// version generates them), each summing to less than 256; the sum of all
/// of them, which overflows, must be less than 5 * 256.
type Bound5 = (Vec<i16>, Vec<i16>, Vec<i16>, Vec<i16>, Vec<i16>);

fn bound5(p: &Bound5) {
    let lists = [&p.0, &p.1, &p.2, &p.3, &p.4];
    // The generator's filter.
    if lists
        .iter()
        .any(|l| l.iter().map(|&x| i32::from(x)).sum::<i32>() >= 256)
    {
        return;
    }
    let sum = lists
        .iter()
        .flat_map(|l| l.iter())
        .fold(0i16, |sum, &x| sum.wrapping_add(x));
    assert!(sum < 5 * 256, "the sum is {sum}");
}

/// large_union_list: at most four distinct integers in all the lists.
fn large_union_list(ls: &[Vec<i64>]) {
    let all: HashSet<i64> = ls.iter().flatten().copied().collect();
    assert!(all.len() < 5, "{} distinct elements", all.len());
}

/// reverse: a list equals its reverse.
fn reverse(ls: &[i64]) {
    let rev: Vec<i64> = ls.iter().rev().copied().collect();
    assert_eq!(ls, rev);
}

/// calculator: an expression of integers, additions and divisions.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
enum Expr {
    Num(i64),
    Add(Box<Expr>, Box<Expr>),
    Div(Box<Expr>, Box<Expr>),
}

/// No subterm is literally `x / 0`.
fn div_subterms(e: &Expr) -> bool {
    match e {
        Expr::Num(_) => true,
        Expr::Div(_, d) if **d == Expr::Num(0) => false,
        Expr::Add(a, b) | Expr::Div(a, b) => div_subterms(a) && div_subterms(b),
    }
}

fn evaluate(e: &Expr) -> i64 {
    match e {
        Expr::Num(n) => *n,
        Expr::Add(a, b) => evaluate(a) + evaluate(b),
        Expr::Div(a, b) => evaluate(a) / evaluate(b),
    }
}

/// Without a literal division by zero, evaluating does not divide by zero.
fn calculator(e: &Expr) {
    if !div_subterms(e) {
        return;
    }
    evaluate(e);
}

/// length_list: a list of 1 to 100 integers in 0..=1000 whose maximum is
/// below 900.
fn length_list(ls: &[u16]) {
    assert!(ls.iter().all(|&x| x < 900), "an element is 900 or more");
}

/// difference_must_not_be_zero: two positive integers.
fn difference_must_not_be_zero(&(first, second): &(u32, u32)) {
    if first < 10 {
        return;
    }
    assert_ne!(first.abs_diff(second), 0);
}

fn difference_must_not_be_small(&(first, second): &(u32, u32)) {
    if first < 10 {
        return;
    }
    let difference = first.abs_diff(second);
    assert!(
        !(1..=4).contains(&difference),
        "the difference is {difference}"
    );
}

fn difference_must_not_be_one(&(first, second): &(u32, u32)) {
    if first < 10 {
        return;
    }
    assert_ne!(first.abs_diff(second), 1);
}

/// binheap: a binary heap (every key at most its children's keys).
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
enum Heap {
    Empty,
    Node(i64, Box<Heap>, Box<Heap>),
}

impl Heap {
    fn node(key: i64, left: Heap, right: Heap) -> Heap {
        Heap::Node(key, Box::new(left), Box::new(right))
    }

    /// The heap property the generator guarantees.
    fn is_heap(&self) -> bool {
        let above = |h: &Heap, key: i64| match h {
            Heap::Empty => true,
            Heap::Node(k, ..) => key <= *k,
        };
        match self {
            Heap::Empty => true,
            Heap::Node(key, l, r) => above(l, *key) && above(r, *key) && l.is_heap() && r.is_heap(),
        }
    }

    fn nodes(&self) -> usize {
        match self {
            Heap::Empty => 0,
            Heap::Node(_, l, r) => 1 + l.nodes() + r.nodes(),
        }
    }
}

fn to_list(heap: &Heap) -> Vec<i64> {
    let mut result = Vec::new();
    let mut stack = vec![heap];
    while let Some(h) = stack.pop() {
        if let Heap::Node(key, l, r) = h {
            result.push(*key);
            stack.push(l);
            stack.push(r);
        }
    }
    result
}

fn merge_heaps(h1: &Heap, h2: &Heap) -> Heap {
    match (h1, h2) {
        (Heap::Empty, h) | (h, Heap::Empty) => h.clone(),
        (Heap::Node(k1, l1, r1), Heap::Node(k2, l2, r2)) => {
            if k1 <= k2 {
                Heap::node(*k1, merge_heaps(r1, h2), (**l1).clone())
            } else {
                Heap::node(*k2, merge_heaps(r2, h1), (**l2).clone())
            }
        }
    }
}

/// The bug: the rest of the heap is listed, not sorted.
fn wrong_to_sorted_list(heap: &Heap) -> Vec<i64> {
    match heap {
        Heap::Empty => Vec::new(),
        Heap::Node(key, l, r) => {
            let mut result = vec![*key];
            result.extend(to_list(&merge_heaps(l, r)));
            result
        }
    }
}

fn sorted(mut list: Vec<i64>) -> Vec<i64> {
    list.sort();
    list
}

fn binheap(h: &Heap) {
    if !h.is_heap() {
        return;
    }
    let l1 = to_list(h);
    let l2 = wrong_to_sorted_list(h);
    assert_eq!(l2, sorted(l2.clone()));
    assert_eq!(sorted(l1), l2);
}

/// coupling: a list of indices into itself (the generator's `assume`); no
/// two of them point at each other.
fn coupling(ls: &[usize]) {
    if !ls.iter().all(|&v| v < ls.len()) {
        return;
    }
    for (i, &j) in ls.iter().enumerate() {
        if i != j {
            assert_ne!(ls[j], i);
        }
    }
}

/// deletion: removing the element at index `i` (up to 10, inside the list:
/// the generator's `assume`) removes it from the list; but only its first
/// occurrence is removed.
fn deletion((ls, i): &(Vec<i64>, usize)) {
    if *i >= ls.len() {
        return;
    }
    let x = ls[*i];
    let mut ls = ls.clone();
    if let Some(first) = ls.iter().position(|&y| y == x) {
        ls.remove(first);
    }
    assert!(!ls.contains(&x), "{x} is still in the list");
}

/// distinct: fewer than three distinct elements.
fn distinct(ls: &[i64]) {
    let set: HashSet<&i64> = ls.iter().collect();
    assert!(set.len() < 3, "{} distinct elements", set.len());
}

/// nestedlists: the lists hold at most 10 elements in all.
fn nestedlists(ls: &[Vec<()>]) {
    let total: usize = ls.iter().map(Vec::len).sum();
    assert!(total <= 10, "{total} elements");
}

// ------------------------------------------------------ from starts.json

fn int(v: &Value) -> i64 {
    v.as_i64().unwrap_or_else(|| panic!("not an i64: {v}"))
}

fn list<T>(v: &Value, each: impl Fn(&Value) -> T) -> Vec<T> {
    v.as_array()
        .unwrap_or_else(|| panic!("not a list: {v}"))
        .iter()
        .map(each)
        .collect()
}

fn ints(v: &Value) -> Vec<i64> {
    list(v, int)
}

fn narrow<T: TryFrom<i64>>(v: &Value) -> T {
    T::try_from(int(v)).unwrap_or_else(|_| panic!("out of range: {v}"))
}

fn expr(v: &Value) -> Expr {
    match v {
        Value::Array(op) if op.len() == 3 => {
            let (a, b) = (Box::new(expr(&op[1])), Box::new(expr(&op[2])));
            match op[0].as_str() {
                Some("+") => Expr::Add(a, b),
                Some("/") => Expr::Div(a, b),
                _ => panic!("not an operator: {}", op[0]),
            }
        }
        _ => Expr::Num(int(v)),
    }
}

fn heap(v: &Value) -> Heap {
    match v {
        Value::Null => Heap::Empty,
        _ => {
            let node = list(v, Clone::clone);
            Heap::node(int(&node[0]), heap(&node[1]), heap(&node[2]))
        }
    }
}

fn pair(v: &Value) -> (u32, u32) {
    let p = list(v, narrow::<u32>);
    (p[0], p[1])
}

// ----------------------------------------------------------------- running

/// One problem's outcome on one start.
struct Run {
    last: String,
    best: bool,
    calls: usize,
    tests: usize,
    complete: bool,
    /// Whether the run stopped at [`MAX_TESTS`].
    stopped: bool,
}

/// A problem: its name and the reduction of each start.
struct Problem {
    name: &'static str,
    /// Its key in starts.json and hypothesis.json.
    key: &'static str,
    /// The best known counterexample, in words (as hypothesis_bench.py says).
    best: &'static str,
    run: fn(&Value) -> Run,
}

/// The most test runs one reduction may take: the difference problems
/// would take billions from their largest starts.
const MAX_TESTS: usize = 10_000;

/// Reduces `start` with `test`, counting the calls in the closure.
fn reduce<T>(name: &str, start: T, test: impl Fn(&T), is_best: fn(&T) -> bool) -> Run
where
    T: Reduce + Literal + Clone,
{
    reduce_with(name, start, test, is_best, Matcher::default())
}

/// As [`reduce`], with another matcher.
fn reduce_with<T>(
    name: &str,
    start: T,
    test: impl Fn(&T),
    is_best: fn(&T) -> bool,
    matcher: Matcher,
) -> Run
where
    T: Reduce + Literal + Clone,
{
    let calls = Cell::new(0usize);
    let start_text = start.to_rust(Style::Readable);
    let mut dd = DeltaDebugger::new(
        name,
        |args: &T| {
            calls.set(calls.get() + 1);
            test(args)
        },
        start,
    )
    .matcher(matcher)
    .max_tests(MAX_TESTS)
    .log(log_level());
    let reduced = dd
        .min_args()
        .unwrap_or_else(|e| panic!("{name}({start_text}): {e}"));
    Run {
        last: reduced.args.to_rust(Style::Readable),
        best: is_best(&reduced.args),
        calls: calls.get(),
        tests: reduced.tests,
        complete: reduced.complete,
        stopped: reduced.stopped.is_some(),
    }
}

/// `DELTA_TEST_LOG=1` logs every test, `2` the steps too.
fn log_level() -> u8 {
    std::env::var("DELTA_TEST_LOG").map_or(0, |l| l.parse().unwrap_or(1))
}

fn sorted_values<'a>(values: impl IntoIterator<Item = &'a i64>) -> Vec<i64> {
    sorted(values.into_iter().copied().collect())
}

fn problems() -> Vec<Problem> {
    vec![
        Problem {
            name: "bound5",
            key: "bound5",
            best: "[-32768] and [-1] in any two lists, the others empty",
            run: |v| {
                let l = list(v, |l| list(l, narrow::<i16>));
                let p = (
                    l[0].clone(),
                    l[1].clone(),
                    l[2].clone(),
                    l[3].clone(),
                    l[4].clone(),
                );
                reduce("bound5", p, bound5, |p| {
                    let mut lists = vec![&p.0, &p.1, &p.2, &p.3, &p.4];
                    lists.sort();
                    lists == [&vec![], &vec![], &vec![], &vec![-32768], &vec![-1]]
                })
            },
        },
        Problem {
            name: "large_union_list",
            key: "large_union_list",
            best: "the values 0, 1, -1, 2, -2 once each, in any split and order",
            run: |v| {
                let start = list(v, ints);
                reduce(
                    "large_union_list",
                    start,
                    |ls: &Vec<_>| large_union_list(ls),
                    |ls| sorted_values(ls.iter().flatten()) == [-2, -1, 0, 1, 2],
                )
            },
        },
        Problem {
            name: "reverse",
            key: "reverse",
            best: "[0, 1] or [1, 0]",
            run: |v| {
                reduce(
                    "reverse",
                    ints(v),
                    |ls: &Vec<_>| reverse(ls),
                    |ls| sorted_values(ls) == [0, 1],
                )
            },
        },
        Problem {
            name: "calculator",
            key: "calculator",
            best: "0 / (0 + 0)",
            run: |v| {
                reduce("calculator", expr(v), calculator, |e| {
                    let zero = || Box::new(Expr::Num(0));
                    *e == Expr::Div(zero(), Box::new(Expr::Add(zero(), zero())))
                })
            },
        },
        Problem {
            name: "calculator, matcher location",
            key: "calculator",
            best: "0 / (0 + 0)",
            run: |v| {
                // Any division by zero, reached from any call site: the
                // default matcher takes a division reached from the test
                // (at the root) for another bug than one reached from
                // `evaluate` itself (deeper in the tree).
                let is_best = |e: &Expr| {
                    let zero = || Box::new(Expr::Num(0));
                    *e == Expr::Div(zero(), Box::new(Expr::Add(zero(), zero())))
                };
                reduce_with(
                    "calculator",
                    expr(v),
                    calculator,
                    is_best,
                    Matcher::Location,
                )
            },
        },
        Problem {
            name: "length_list",
            key: "length_list",
            best: "[900]",
            run: |v| {
                let start = list(v, narrow::<u16>);
                reduce(
                    "length_list",
                    start,
                    |ls: &Vec<_>| length_list(ls),
                    |ls| *ls == [900],
                )
            },
        },
        Problem {
            name: "difference_must_not_be_zero",
            key: "difference_must_not_be_zero",
            best: "(10, 10)",
            run: |v| {
                let f = difference_must_not_be_zero;
                reduce("difference_must_not_be_zero", pair(v), f, |p| {
                    *p == (10, 10)
                })
            },
        },
        Problem {
            name: "difference_must_not_be_small",
            key: "difference_must_not_be_small",
            best: "(10, 6)",
            run: |v| {
                let f = difference_must_not_be_small;
                reduce("difference_must_not_be_small", pair(v), f, |p| {
                    *p == (10, 6)
                })
            },
        },
        Problem {
            name: "difference_must_not_be_one",
            key: "difference_must_not_be_one",
            best: "(10, 9)",
            run: |v| {
                let f = difference_must_not_be_one;
                reduce("difference_must_not_be_one", pair(v), f, |p| *p == (10, 9))
            },
        },
        Problem {
            name: "binheap",
            key: "binheap",
            best: "four nodes with keys 0, 0, 0, 1 (the challenge's heap or its mirror)",
            run: |v| {
                reduce("binheap", heap(v), binheap, |h| {
                    h.nodes() == 4 && sorted(to_list(h)) == [0, 0, 0, 1]
                })
            },
        },
        Problem {
            name: "coupling",
            key: "coupling",
            best: "[1, 0]",
            run: |v| {
                let start = list(v, narrow::<usize>);
                reduce(
                    "coupling",
                    start,
                    |ls: &Vec<_>| coupling(ls),
                    |ls| *ls == [1, 0],
                )
            },
        },
        Problem {
            name: "deletion",
            key: "deletion",
            best: "([0, 0], 0)",
            run: |v| {
                let p = list(v, Clone::clone);
                let start = (ints(&p[0]), narrow::<usize>(&p[1]));
                reduce("deletion", start, deletion, |(ls, i)| {
                    *ls == [0, 0] && *i == 0
                })
            },
        },
        Problem {
            name: "distinct",
            key: "distinct",
            best: "the values {0, 1, -1} or {0, 1, 2}, in any order",
            run: |v| {
                reduce(
                    "distinct",
                    ints(v),
                    |ls: &Vec<_>| distinct(ls),
                    |ls| {
                        let s = sorted_values(ls);
                        s == [-1, 0, 1] || s == [0, 1, 2]
                    },
                )
            },
        },
        Problem {
            name: "nestedlists",
            key: "nestedlists",
            best: "one list of 11 elements",
            run: |v| {
                let start = list(v, |l| list(l, |_| ()));
                reduce(
                    "nestedlists",
                    start,
                    |ls: &Vec<_>| nestedlists(ls),
                    |ls| *ls == [vec![(); 11]],
                )
            },
        },
    ]
}

fn mean(xs: &[f64]) -> f64 {
    xs.iter().sum::<f64>() / xs.len() as f64
}

fn geomean(xs: &[f64]) -> f64 {
    (xs.iter().map(|x| x.ln()).sum::<f64>() / xs.len() as f64).exp()
}

fn read_json(path: &PathBuf) -> Value {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn main() {
    let bench = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../scripts/shrinking-bench");
    let mut paths = Vec::new();
    let (mut out, mut verbose, mut only) = (None, false, None);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--json" => out = Some(PathBuf::from(args.next().expect("--json OUT"))),
            "-v" | "--verbose" => verbose = true,
            "--only" => only = Some(args.next().expect("--only PROBLEM")),
            _ => paths.push(PathBuf::from(arg)),
        }
    }
    let mut paths = paths.into_iter();
    let starts_path = paths.next().unwrap_or_else(|| bench.join("starts.json"));
    let hypothesis_path = paths
        .next()
        .unwrap_or_else(|| bench.join("hypothesis.json"));
    let starts = read_json(&starts_path);
    let hypothesis = read_json(&hypothesis_path);

    let mut table = String::new();
    let mut record = serde_json::Map::new();
    let (mut ours, mut theirs) = (Vec::new(), Vec::new());
    let _ = writeln!(
        table,
        "| problem | delta-test: best | mean calls | stopped | Hypothesis: best | mean calls | best is |"
    );
    let _ = writeln!(table, "| --- | --- | --- | --- | --- | --- | --- |");
    for problem in problems() {
        if only.as_deref().is_some_and(|only| only != problem.name) {
            continue;
        }
        let Some(values) = starts[problem.key].as_array() else {
            eprintln!("{}: no starts in {}", problem.name, starts_path.display());
            continue;
        };
        let runs: Vec<Run> = values.iter().map(problem.run).collect();
        let calls: Vec<f64> = runs.iter().map(|r| r.calls as f64).collect();
        let reached = runs.iter().filter(|r| r.best).count();
        let stopped = runs.iter().filter(|r| r.stopped).count();
        if verbose {
            for r in &runs {
                let mark = if r.best { "best" } else { "    " };
                println!("{} {mark} {:>5} {}", problem.name, r.calls, r.last);
            }
        }
        let h = &hypothesis[problem.key];
        let (h_best, h_runs) = (&h["reached_best"], &h["runs"]);
        let h_calls = h["mean_calls"].as_f64().unwrap_or(f64::NAN);
        if problem.name == problem.key {
            // The variants of a problem stay out of the means.
            ours.push(mean(&calls));
            theirs.push(h_calls);
        }
        let _ = writeln!(
            table,
            "| {} | {reached}/{} | {:.1} | {stopped} | {h_best}/{h_runs} | {h_calls:.1} | {} |",
            problem.name,
            runs.len(),
            mean(&calls),
            problem.best,
        );
        let per_start: Vec<Value> = runs
            .iter()
            .map(|r| {
                json!({
                    "final": r.last, "best": r.best,
                    "calls": r.calls, "tests": r.tests, "complete": r.complete,
                    "stopped": r.stopped,
                })
            })
            .collect();
        record.insert(
            problem.name.to_string(),
            json!({
                "reached_best": reached, "runs": runs.len(),
                "mean_calls": mean(&calls), "stopped": stopped, "runs_per_start": per_start,
            }),
        );
    }
    let _ = writeln!(
        table,
        "| geometric mean of mean calls | | {:.1} | | | {:.1} | |",
        geomean(&ours),
        geomean(&theirs)
    );
    print!("{table}");
    if let Some(out) = out {
        let text = serde_json::to_string_pretty(&Value::Object(record)).expect("JSON");
        std::fs::write(&out, text + "\n")
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
    }
}
