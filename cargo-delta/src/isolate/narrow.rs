//! The paper's `dd` over the changes between two commits, coarse to fine:
//! first git's hunks, kept or cut whole, then the lines of the hunks that
//! the first level left between the passing and the failing set, one by
//! one. A candidate is GOOD with a set of line changes applied (numbered
//! as [`Commits`](super::commits::Commits) numbers them); the engine's
//! `min_arg_diff` narrows each level, and its `min_args` simplifies the
//! failing set further for `--min` (the same `ddmin` as `reduce`).

use std::collections::BTreeSet;
use std::fmt;
use std::time::{Duration, Instant};

use delta_test::{Budget, DeltaDebugger, Matcher};

use super::search::{spent, ChangeId};

/// A level of the search: its name, the changes it found between the
/// two sets, and how many the sets it left differ by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub name: &'static str,
    pub total: usize,
    pub kept: usize,
}

/// What the narrowing left.
#[derive(Debug, Clone)]
pub struct Narrowed {
    /// The largest set of changes found passing.
    pub passing: Vec<usize>,
    /// The smallest set found failing; it holds `passing`.
    pub failing: Vec<usize>,
    pub steps: Vec<Step>,
    /// Whether every level ran to its end: the difference is 1-minimal.
    pub complete: bool,
    pub stopped: Option<Budget>,
    /// The runs made, the `used` ones given included.
    pub tests: usize,
}

impl Narrowed {
    /// The changes that make the difference: in `failing`, not in
    /// `passing`.
    pub fn difference(&self) -> Vec<usize> {
        let passing: BTreeSet<usize> = self.passing.iter().copied().collect();
        self.failing
            .iter()
            .copied()
            .filter(|i| !passing.contains(i))
            .collect()
    }
}

/// The budgets, for all the levels together: at most this many runs
/// (counting the `used` ones), for at most this long.
pub type Budgets = (Option<usize>, Option<Duration>);

/// Narrows the changes between GOOD and BAD: `hunks` are the first
/// level's changes, each a set of line changes; `verdict` runs the
/// command on GOOD with a set of them (`Err`: a failure, told apart by its
/// `Debug` text); `used` runs were made before (the checks).
pub fn isolate<E, V>(
    hunks: Vec<Vec<usize>>,
    verdict: V,
    jobs: usize,
    budgets: Budgets,
    used: usize,
) -> Result<Narrowed, delta_test::Error>
where
    E: fmt::Debug + Send + 'static,
    V: Fn(&[usize]) -> Result<(), E> + Clone + Send + Sync + 'static,
{
    let started = Instant::now();
    let mut result = Narrowed {
        passing: Vec::new(),
        failing: hunks.iter().flatten().copied().collect(),
        steps: Vec::new(),
        complete: true,
        stopped: None,
        tests: used,
    };
    for name in ["hunks", "lines"] {
        let parts: Vec<Vec<usize>> = match name {
            "hunks" => hunks.clone(),
            _ => result.difference().into_iter().map(|i| vec![i]).collect(),
        };
        if name == "lines" && parts.len() == 1 {
            // One line change left: nothing finer to find.
            result.steps.push(Step {
                name,
                total: 1,
                kept: 1,
            });
            break;
        }
        let budget = left(budgets, result.tests, started);
        if let Some(stopped) = spent(budget.0, budget.1, budgets) {
            result.stopped = Some(stopped);
            result.complete = false;
            break;
        }
        let base = result.passing.clone();
        let total = parts.len();
        let run = verdict.clone();
        let shared = std::sync::Arc::new((base.clone(), parts.clone()));
        let function = move |subset: &Vec<ChangeId>| {
            let (base, parts) = &*shared;
            run(&union(base, subset.iter().map(|id| &parts[id.0])))
        };
        let ids: Vec<ChangeId> = (0..total).map(ChangeId).collect();
        let mut debugger = DeltaDebugger::new("isolate", function, ids)
            .matcher(Matcher::Exact)
            .max_tests(budget.0)
            .max_time(budget.1);
        if jobs > 1 {
            debugger = debugger.jobs(jobs);
        }
        let diff = debugger.min_arg_diff()?;
        result.tests += diff.tests;
        result.failing = union(&base, diff.failing.iter().map(|id| &parts[id.0]));
        result.passing = union(&base, diff.passing.iter().map(|id| &parts[id.0]));
        let kept = diff.failing.len() - diff.passing.len();
        result.steps.push(Step { name, total, kept });
        result.complete &= diff.complete;
        if diff.stopped.is_some() {
            result.stopped = diff.stopped.map(|b| as_asked(b, budgets));
            break;
        }
    }
    Ok(result)
}

/// Simplifies a failing set of changes to a 1-minimal one that still
/// fails (`ddmin`, the engine's `min_args`, as `reduce` runs it): `--min`
/// after the isolation. The set found, whether it is proven 1-minimal,
/// the budget that stopped it and the runs it made.
pub fn minimize<E, V>(
    failing: &[usize],
    verdict: V,
    jobs: usize,
    budgets: Budgets,
    used: usize,
) -> Result<(Vec<usize>, bool, Option<Budget>, usize), delta_test::Error>
where
    E: fmt::Debug + Send + 'static,
    V: Fn(&[usize]) -> Result<(), E> + Clone + Send + Sync + 'static,
{
    let budget = left(budgets, used, Instant::now());
    if let Some(stopped) = spent(budget.0, budget.1, budgets) {
        return Ok((failing.to_vec(), false, Some(stopped), 0));
    }
    let ids: Vec<ChangeId> = failing.iter().copied().map(ChangeId).collect();
    let function = move |subset: &Vec<ChangeId>| {
        let applied: Vec<usize> = subset.iter().map(|id| id.0).collect();
        verdict(&applied)
    };
    let mut debugger = DeltaDebugger::new("min", function, ids)
        .matcher(Matcher::Exact)
        .max_tests(budget.0)
        .max_time(budget.1);
    if jobs > 1 {
        debugger = debugger.jobs(jobs);
    }
    let reduction = debugger.min_args()?;
    let kept = reduction.args.iter().map(|id| id.0).collect();
    let stopped = reduction.stopped.map(|b| as_asked(b, budgets));
    Ok((kept, reduction.complete, stopped, reduction.tests))
}

/// The budget that stopped the engine, as the user gave it: the engine
/// was given what was left of `--max-tests`, and says so.
fn as_asked(budget: Budget, (max_tests, _): Budgets) -> Budget {
    match (budget, max_tests) {
        (Budget::Tests(_), Some(max)) => Budget::Tests(max),
        (budget, _) => budget,
    }
}

/// What is left of the budgets after `used` runs since `started`.
fn left(
    (max_tests, max_time): Budgets,
    used: usize,
    started: Instant,
) -> (Option<usize>, Option<Duration>) {
    (
        max_tests.map(|max| max.saturating_sub(used)),
        max_time.map(|max| max.saturating_sub(started.elapsed())),
    )
}

/// `base` with `parts` added, sorted, each change once.
fn union<'a>(base: &[usize], parts: impl Iterator<Item = &'a Vec<usize>>) -> Vec<usize> {
    let mut all: BTreeSet<usize> = base.iter().copied().collect();
    all.extend(parts.flatten().copied());
    all.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fails when changes 3 and 17 are both applied; a candidate with 40
    /// and not 41 does not build (unresolved).
    fn verdict(applied: &[usize]) -> Result<(), &'static str> {
        if applied.contains(&40) && !applied.contains(&41) {
            return Err("does not compile");
        }
        match applied.contains(&3) && applied.contains(&17) {
            true => Err("fails"),
            false => Ok(()),
        }
    }

    #[test]
    fn two_line_changes_in_two_hunks_are_found_among_fifty() {
        let hunks: Vec<Vec<usize>> = (0..50)
            .collect::<Vec<_>>()
            .chunks(5)
            .map(<[usize]>::to_vec)
            .collect();
        for jobs in [1, 3] {
            let narrowed = isolate(hunks.clone(), verdict, jobs, (None, None), 0).unwrap();
            assert!(narrowed.complete);
            assert_eq!(verdict(&narrowed.failing), Err("fails"));
            assert_eq!(verdict(&narrowed.passing), Ok(()));
            assert_eq!(narrowed.difference().len(), 1, "{narrowed:?}");
            let names: Vec<_> = narrowed.steps.iter().map(|s| s.name).collect();
            assert_eq!(names, ["hunks", "lines"]);
            assert_eq!(narrowed.steps[0].total, 10);
        }
        let (min, complete, _, _) =
            minimize(&(0..50).collect::<Vec<_>>(), verdict, 1, (None, None), 0).unwrap();
        assert!(complete);
        assert_eq!(min, [3, 17]);
    }

    #[test]
    fn a_budget_stops_between_levels() {
        let hunks: Vec<Vec<usize>> = (0..50).map(|i| vec![i]).collect();
        let narrowed = isolate(hunks.clone(), verdict, 1, (Some(4), None), 4).unwrap();
        assert_eq!(narrowed.stopped, Some(Budget::Tests(4)));
        assert!(!narrowed.complete);
        assert!(narrowed.steps.is_empty());
        // Stopped inside a level: the budget named is the one given, not
        // what was left of it.
        let narrowed = isolate(hunks, verdict, 1, (Some(10), None), 4).unwrap();
        assert_eq!(narrowed.stopped, Some(Budget::Tests(10)));
    }
}
