//! The paper's `dd` on two files: the changes from a passing file to a
//! failing one, narrowed level by level (lines, then words, then
//! characters) to a passing and a failing file that differ by a 1-minimal
//! set of changes. Each level's changes are the difference between the
//! two files the level before left, so the last level's pair is the
//! answer.
//!
//! The engine's `min_arg_diff` does the narrowing: its value is the list
//! of a level's changes, a candidate a subset of them applied to the
//! passing file. A candidate that fails like the failing file fails; one
//! that passes passes; anything else (another failure, a hang, a file the
//! program cannot read) is unresolved, as the paper's `dd` treats it.

use std::fmt;
use std::sync::Arc;

use delta_test::{Budget, DeltaDebugger, Literal, Matcher, Reduce, Style};

use super::changes::{Changes, Level};
use super::entries::{Entries, Syntax};
use crate::progress::Progress;

/// What the two files are, which decides the levels they are cut at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// Not text: bytes.
    Bytes,
    /// Text: lines, then words, then characters.
    Text,
    /// JSON or TOML (`json: false`): the trees' runs of changed entries,
    /// then each entry and value, when both files parse; then as text.
    Tree { json: bool },
    /// Rust: the changed items whole, then a changed function's
    /// statements, when both files parse; then as text.
    Rust,
}

impl Shape {
    fn levels(self) -> &'static [Level] {
        match self {
            Shape::Bytes => Level::all_for(false),
            Shape::Text => Level::all_for(true),
            Shape::Tree { .. } => &[
                Level::EntryRuns,
                Level::Entries,
                Level::Lines,
                Level::Words,
                Level::Chars,
            ],
            Shape::Rust => &[
                Level::Items,
                Level::Statements,
                Level::Lines,
                Level::Words,
                Level::Chars,
            ],
        }
    }
}

/// A level's changes, whatever cut them: how many, and a subset applied.
trait Difference: Send + Sync {
    fn count(&self) -> usize;
    fn apply(&self, applied: &[usize]) -> Vec<u8>;
}

impl Difference for Changes {
    fn count(&self) -> usize {
        self.all.len()
    }
    fn apply(&self, applied: &[usize]) -> Vec<u8> {
        Changes::apply(self, applied)
    }
}

impl Difference for Entries {
    fn count(&self) -> usize {
        self.len()
    }
    fn apply(&self, applied: &[usize]) -> Vec<u8> {
        Entries::apply(self, applied)
    }
}

/// The changes from `passing` to `failing` at `level`, and, for a text
/// or Rust level, the same as [`Changes`] for the report; `None` when a
/// tree or Rust level does not apply (a file that does not parse).
fn difference(
    level: Level,
    shape: Shape,
    passing: &[u8],
    failing: &[u8],
) -> Option<(Arc<dyn Difference>, Option<Changes>)> {
    if let Level::Items | Level::Statements = level {
        let text = |file| std::str::from_utf8(file).ok();
        let statements = level == Level::Statements;
        let changes = super::items::between(text(passing)?, text(failing)?, statements)?;
        return Some((Arc::new(changes.clone()), Some(changes)));
    }
    if !matches!(level, Level::EntryRuns | Level::Entries) {
        let changes = Changes::between(passing, failing, level);
        return Some((Arc::new(changes.clone()), Some(changes)));
    }
    let Shape::Tree { json } = shape else {
        return None;
    };
    let (syntax, old, new) = Syntax::parse(json, passing, failing)?;
    let coarse = level == Level::EntryRuns;
    let entries = Entries::between(syntax, old, &new, coarse);
    Some((Arc::new(entries), None))
}

/// A change, by its number in its level's list: all the engine needs to
/// know of it, and all a candidate names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChangeId(pub usize);

/// A change is kept or cut whole.
impl Reduce for ChangeId {}

impl Literal for ChangeId {
    fn write_rust(&self, out: &mut dyn fmt::Write, _style: Style) -> fmt::Result {
        write!(out, "{}", self.0)
    }
}

/// What one level left.
#[derive(Debug, Clone)]
pub struct LevelResult {
    pub level: Level,
    /// How many changes the level found between the two files.
    pub total: usize,
    /// How many the pair it left differs by.
    pub kept: usize,
    /// The engine's tests at this level: the runs of the command it made.
    pub runs: usize,
}

/// The pair `dd` leaves, and what it took.
#[derive(Debug, Clone)]
pub struct Isolated {
    /// The passing file closest to the failing one.
    pub passing: Vec<u8>,
    /// The failing file closest to the passing one.
    pub failing: Vec<u8>,
    /// Each level's changes, found and kept.
    pub levels: Vec<LevelResult>,
    /// The last level's changes that the pair differs by.
    pub last: Option<Changes>,
    /// Their numbers in `last`.
    pub kept: Vec<usize>,
    /// Whether every level ran to its end: then the difference is
    /// 1-minimal.
    pub complete: bool,
    /// The budget that stopped it, if one did.
    pub stopped: Option<Budget>,
}

/// How a run of the command on a candidate went, as the engine takes it:
/// `Err` is a failure, told apart by its `Debug` text (the matcher is
/// exact).
pub type Verdict<E> = Result<(), E>;

/// Why a candidate did not pass: whether it failed like the failing file
/// (what the progress line's smallest failing set counts) or otherwise.
pub trait Failed {
    /// It failed like the failing file.
    fn like_failing(&self) -> bool;
}

/// Narrows the difference between `passing` and `failing` level by level;
/// `verdict` runs the command on a candidate file; `jobs` are the
/// engine's, and the budgets are for all the levels together (and the
/// `used` runs made before, for the checks): each level gets what the
/// ones before left.
#[allow(clippy::too_many_arguments)]
pub fn isolate<E, V>(
    passing: Vec<u8>,
    failing: Vec<u8>,
    shape: Shape,
    verdict: V,
    jobs: usize,
    (max_tests, max_time): (Option<usize>, Option<std::time::Duration>),
    used: usize,
    progress: Option<Arc<Progress>>,
) -> Result<Isolated, delta_test::Error>
where
    E: Failed + fmt::Debug + Send + 'static,
    V: Fn(&[u8]) -> Verdict<E> + Clone + Send + Sync + 'static,
{
    let mut result = Isolated {
        passing,
        failing,
        levels: Vec::new(),
        last: None,
        kept: Vec::new(),
        complete: true,
        stopped: None,
    };
    let started = std::time::Instant::now();
    let mut tests = used;
    for &level in shape.levels() {
        let tests_left = max_tests.map(|max| max.saturating_sub(tests));
        let time_left = max_time.map(|max| max.saturating_sub(started.elapsed()));
        if let Some(budget) = spent(tests_left, time_left, (max_tests, max_time)) {
            result.stopped = Some(budget);
            result.complete = false;
            break;
        }
        let Some((shared, changes)) = difference(level, shape, &result.passing, &result.failing)
        else {
            continue;
        };
        let total = shared.count();
        if total == 0 {
            continue;
        }
        // One change: the pair already differs by a 1-minimal set, and
        // both files ran at the level before (or as the checks); a run of
        // either again would only repeat them.
        if total == 1 {
            result.kept = vec![0];
            result.levels.push(LevelResult {
                level,
                total,
                kept: 1,
                runs: 0,
            });
            result.last = changes;
            continue;
        }
        if let Some(progress) = &progress {
            progress.level(format!("isolating {}", level.name()), total);
        }
        let ids: Vec<ChangeId> = (0..total).map(ChangeId).collect();
        let applier = Arc::clone(&shared);
        let run = verdict.clone();
        let shown = progress.clone();
        let function = move |subset: &Vec<ChangeId>| {
            let applied: Vec<usize> = subset.iter().map(|id| id.0).collect();
            let verdict = run(&applier.apply(&applied));
            if let (Some(progress), Err(failed)) = (&shown, &verdict)
                && failed.like_failing()
            {
                progress.improved_to(applied.len());
            }
            verdict
        };
        let mut debugger = DeltaDebugger::new("isolate", function, ids)
            .matcher(Matcher::Exact)
            .max_tests(tests_left)
            .max_time(time_left);
        if jobs > 1 {
            debugger = debugger.jobs(jobs);
        }
        let diff = debugger.min_arg_diff()?;
        tests += diff.tests;
        let pass: Vec<usize> = diff.passing.iter().map(|id| id.0).collect();
        let fail: Vec<usize> = diff.failing.iter().map(|id| id.0).collect();
        result.passing = shared.apply(&pass);
        result.failing = shared.apply(&fail);
        result.kept = fail.iter().copied().filter(|i| !pass.contains(i)).collect();
        result.levels.push(LevelResult {
            level,
            total,
            kept: result.kept.len(),
            runs: diff.tests,
        });
        result.last = changes;
        result.complete &= diff.complete;
        if diff.stopped.is_some() {
            // The budget as the user gave it, not what was left of it.
            result.stopped = diff.stopped.map(|budget| match (budget, max_tests) {
                (Budget::Tests(_), Some(max)) => Budget::Tests(max),
                (budget, _) => budget,
            });
            break;
        }
    }
    Ok(result)
}

/// The budget spent before a level starts, if one is: no test or no time
/// left of the `given` ones.
pub(super) fn spent(
    tests_left: Option<usize>,
    time_left: Option<std::time::Duration>,
    (max_tests, max_time): (Option<usize>, Option<std::time::Duration>),
) -> Option<Budget> {
    match (tests_left, time_left, max_tests, max_time) {
        (Some(0), _, Some(max), _) => Some(Budget::Tests(max)),
        (_, Some(left), _, Some(max)) if left.is_zero() => Some(Budget::Time(max)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Failed for &'static str {
        fn like_failing(&self) -> bool {
            true
        }
    }

    /// Fails when `x` is above 9 and `exit` is called: the two changes
    /// from the passing file that matter, among others.
    fn verdict(file: &[u8]) -> Verdict<&'static str> {
        let text = String::from_utf8_lossy(file);
        let big = text.contains("= 10;") || text.contains("= 11;");
        match (big, text.contains("exit()")) {
            (true, true) => Err("fails"),
            _ => Ok(()),
        }
    }

    #[test]
    fn the_pair_differs_by_one_change_at_the_finest_level() {
        let passing = "fn main() {\n    let x = 1;\n    print(x);\n    exit();\n}\n";
        let failing =
            "fn main() {\n    let x = 10;\n    log(x);\n    print(x + 1);\n    exit();\n}\n";
        let at = |jobs| {
            isolate(
                passing.into(),
                failing.into(),
                Shape::Text,
                verdict,
                jobs,
                (None, None),
                0,
                None,
            )
            .unwrap()
        };
        let isolated = at(1);
        assert!(isolated.complete);
        assert_eq!(verdict(&isolated.failing), Err("fails"));
        assert_eq!(verdict(&isolated.passing), Ok(()));
        let last = isolated.last.as_ref().unwrap();
        assert_eq!(isolated.kept.len(), 1, "{:?}", last.all);
        let (_, before, after) = last.describe(isolated.kept[0]).unwrap();
        assert_eq!((before.as_str(), after.as_str()), ("", "0"));
        let levels: Vec<_> = isolated.levels.iter().map(|l| l.level).collect();
        assert_eq!(levels, [Level::Lines, Level::Words, Level::Chars]);
        // The same answer at any number of jobs.
        let at_four = at(4);
        assert_eq!(at_four.failing, isolated.failing);
        assert_eq!(at_four.passing, isolated.passing);
    }
}
