//! `cargo delta isolate --git GOOD BAD -- CMD`: the checks (BAD fails the
//! same way each time, GOOD passes), `--bisect`'s first failing commit if
//! asked, then `dd` over the changes between the two commits (git's
//! hunks, then their lines), each candidate GOOD with a set of changes in
//! a work tree of its own (`trees.rs`), its build kept warm; `--min`
//! simplifies the failing set further. A candidate that neither passes
//! nor fails like BAD (it does not compile, it fails another way) is
//! unresolved.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::bisect::{self, Bisected, Probe};
use super::commits::Commits;
use super::git_output::{self, Found};
use super::narrow;
use super::repo::Repo;
use super::trees::Trees;
use crate::cli;
use crate::exit::{Kind, Stop};
use crate::failure::Criteria;
use crate::interrupt;
use crate::pipeline::{self, Original};
use crate::process::{Ending, Program, Run};
use crate::progress::{self, Progress};

/// How long the first runs (a cold build of BAD, then GOOD) may take
/// when `--original-timeout` and `--timeout` are not given: a crate's
/// first build with its dependencies takes minutes.
const ORIGINAL_TIMEOUT: Duration = Duration::from_secs(900);

/// How a candidate went, as the engine takes it (`Err` is a failure, told
/// apart by its `Debug` text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verdict {
    /// It fails like BAD.
    Kept,
    /// It fails some other way, or does not build (unresolved).
    Other,
}

/// The runs of candidates: the command in the work trees, each set of
/// changes run once (GOOD's and BAD's are known from the checks).
struct Candidates {
    trees: Trees,
    commits: Commits,
    program: Program,
    criteria: Criteria,
    timeout: Duration,
    runs: AtomicUsize,
    known: Mutex<HashMap<Vec<usize>, Result<(), Verdict>>>,
    progress: Option<Arc<Progress>>,
}

impl Candidates {
    /// The verdict on GOOD with the changes `applied`; an error that stops
    /// a run (a full disk) ends the command, as in `reduce`.
    fn verdict(&self, applied: &[usize]) -> Result<(), Verdict> {
        let mut key = applied.to_vec();
        key.sort_unstable();
        let known = self
            .known
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
            .copied();
        if let Some(known) = known {
            return known;
        }
        let run = match self.run(&key) {
            Ok(run) => run,
            Err(stop) => interrupt::abort(&stop),
        };
        let verdict = judge(&self.criteria, &run);
        if let (Some(progress), Err(Verdict::Kept)) = (&self.progress, verdict) {
            progress.improved_to(key.len());
        }
        self.known
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, verdict);
        verdict
    }

    fn run(&self, applied: &[usize]) -> Result<Run, Stop> {
        self.runs.fetch_add(1, Ordering::Relaxed);
        ran(&self.progress);
        self.trees
            .run(&self.program, (&self.commits, applied), self.timeout)
    }
}

/// Counts a run on the progress line.
fn ran(progress: &Option<Arc<Progress>>) {
    if let Some(progress) = progress {
        progress.ran();
    }
}

/// Names what the runs now are for, on the progress line.
fn phase(progress: &Option<Arc<Progress>>, phase: &'static str) {
    if let Some(progress) = progress {
        progress.phase(phase);
    }
}

/// A run's verdict: kept, passed, or anything else.
fn judge(criteria: &Criteria, run: &Run) -> Result<(), Verdict> {
    if criteria.holds(run, b"") {
        return Err(Verdict::Kept);
    }
    match criteria.passed(run) {
        true => Ok(()),
        false => Err(Verdict::Other),
    }
}

/// What `isolate --git` found and wrote.
pub struct Summary {
    /// What the user reads: the kept changes, the figures, where.
    pub text: String,
    /// The budget that stopped the search early, if one did.
    pub stopped: Option<delta_test::Budget>,
}

/// Isolates the changes between the commits `good` and `args.file` (BAD)
/// that make the command fail.
pub fn run(isolate: &cli::Isolate) -> Result<Summary, Stop> {
    let started = Instant::now();
    let args = &isolate.run;
    let (good_name, bad_name) = (
        isolate.passing.to_string_lossy().into_owned(),
        args.file.to_string_lossy().into_owned(),
    );
    let repo = Repo::open(isolate.repo.as_deref().unwrap_or(Path::new(".")))?;
    let good = repo.commit(&good_name, "GOOD")?;
    let bad = repo.commit(&bad_name, "BAD")?;
    if good == bad {
        return Err(Stop::new(
            Kind::NoDifference,
            format!("GOOD `{good_name}` and BAD `{bad_name}` are the same commit ({}): give a GOOD on which the command passes", &good[..12]),
        ));
    }
    let commits = Commits::between(&repo.top, &good, &bad)?;
    if commits.files.is_empty() {
        return Err(Stop::new(
            Kind::NoDifference,
            format!("GOOD `{good_name}` and BAD `{bad_name}` hold the same files: there is no change to isolate"),
        ));
    }
    let dir = isolate
        .run
        .output
        .clone()
        .unwrap_or_else(|| default_dir(&bad_name));
    pipeline::check_outputs(&[
        (Some(&dir), "the output directory"),
        (args.json.as_deref(), "--json"),
        (args.report.as_deref(), "--report"),
    ])?;
    // Refused unless asked, as `cargo publish` and `cargo fix` refuse: the
    // changes are in neither commit, and a failure seen in the checkout
    // may need them (BAD is HEAD, the fix or the bug not committed yet).
    if repo.dirty() {
        if !isolate.allow_dirty {
            return Err(Stop::new(
                Kind::Dirty,
                format!(
                    "{} has uncommitted changes; they are in neither GOOD nor BAD, so no candidate would have them: commit or stash them, or pass --allow-dirty to isolate the two commits anyway (the checkout is never touched)",
                    repo.top.display()
                ),
            ));
        }
        if !args.quiet {
            eprintln!(
                "note: {} has changes that are not committed; they are in neither commit, so no candidate has them, and they are left as they are",
                repo.top.display()
            );
        }
    }
    let program = pipeline::program_for(args)?.on_crates();
    // `--work-dir` checked, and seen by the runner's runs (`srun cat`),
    // as for `reduce`; the trees are made there.
    crate::runner::scratch(args, &program)?;
    let work_dir = crate::runner::work_dir(args)?;
    let trees = Trees::new(
        &repo.top,
        &good,
        (&repo.prefix, work_dir.as_deref()),
        isolate.fresh_target,
    )?;
    let progress = Progress::of_changes(commits.len(), args.quiet).map(Arc::new);
    phase(&progress, "checking BAD and GOOD");

    // The checks: BAD fails the same way each time, GOOD passes.
    let all: Vec<usize> = (0..commits.len()).collect();
    let original = Original::run(args, b"", ORIGINAL_TIMEOUT, |limit| {
        ran(&progress);
        trees.run(&program, (&commits, &all), limit)
    })?;
    if matches!(original.criteria, Criteria::Same(_)) && original.runs[0].ending == Ending::Exit(0)
    {
        return Err(Stop::new(
            Kind::NotFailing,
            format!(
                "`{}` passes on BAD `{bad_name}` ({}): there is no failure to isolate; check the command, or give a BAD on which it fails",
                program.name(),
                repo.describe(&bad)
            ),
        ));
    }
    original.check(args, &program, b"")?;
    let timeout = original.timeout;
    ran(&progress);
    let good_run = trees.run(&program, (&commits, &[]), timeout)?;
    let mut checks = original.runs.len() + 1;
    original.check_passing(
        &program,
        &good_run,
        b"",
        (
            &format!("GOOD `{good_name}` ({})", repo.describe(&good)),
            "BAD",
            "the failure is older; give a GOOD on which the command passes (or --bisect from an older one)",
        ),
    )?;
    let criteria = original.criteria.clone();

    let (trees, commits, bisected) = match isolate.bisect {
        true => {
            phase(&progress, "bisecting");
            let (trees, commits, bisected) = bisect_first(
                &repo,
                trees,
                (&good, &bad),
                (&program, &criteria, timeout),
                &progress,
            )?;
            checks += bisected.tests;
            (trees, commits, Some(bisected))
        }
        false => (trees, commits, None),
    };
    let hunks = commits.hunks();
    if !args.quiet {
        // A build per candidate takes seconds: the user sees what is
        // under way before the minutes it may take.
        let bisected = match &bisected {
            Some(b) => format!(
                "the first failing commit is {} ({} commits tried); ",
                repo.describe(&b.bad),
                b.tests
            ),
            None => String::new(),
        };
        progress::note(&format!(
            "{bisected}isolating {} line changes in {} hunks of {} files ({:.1}s for BAD's first run)",
            commits.len(),
            hunks.len(),
            commits.files.len(),
            original.runs[0].elapsed.as_secs_f64()
        ));
    }
    phase(&progress, "isolating");
    let candidates = Arc::new(Candidates {
        trees,
        commits,
        program,
        criteria,
        timeout,
        runs: AtomicUsize::new(0),
        known: Mutex::new(HashMap::from([
            (Vec::new(), Ok(())),
            (all_of(&hunks), Err(Verdict::Kept)),
        ])),
        progress: progress.clone(),
    });
    let shared = Arc::clone(&candidates);
    let verdict = move |applied: &[usize]| shared.verdict(applied);
    // The cores, as everywhere: each job has a work tree and a target of
    // its own (a cold first build each), and the answer is the same.
    let jobs = args.jobs();
    let budgets = (args.max_tests, args.max_time);
    let flaky = |error: delta_test::Error| {
        Stop::new(
            Kind::Flaky,
            format!("the command stopped failing the same way while the changes were isolated ({error}); the command is flaky"),
        )
    };
    let narrowed = narrow::isolate(hunks, verdict.clone(), jobs, budgets, checks).map_err(flaky)?;
    let mut found = Found::new(narrowed, bisected, (good, bad));
    // The kept changes alone on GOOD: when they fail so, they are the
    // patch; else they fail only on top of the passing set's.
    if !found.narrowed.passing.is_empty() && found.narrowed.stopped.is_none() {
        let difference = found.narrowed.difference();
        phase(&progress, "running the difference alone");
        found.alone = Some(verdict(&difference) == Err(Verdict::Kept));
        if found.alone == Some(true) {
            found.patch = difference;
        }
    }
    if isolate.min && found.narrowed.stopped.is_none() {
        let used = found.narrowed.tests + candidates.runs.load(Ordering::Relaxed);
        phase(&progress, "simplifying the failing set");
        let (kept, complete, stopped, _) =
            narrow::minimize(&found.patch, verdict, jobs, budgets, used).map_err(flaky)?;
        found.minimized = Some(complete);
        found.narrowed.stopped = found.narrowed.stopped.or(stopped);
        found.patch = kept;
    }
    found.timing = candidates.trees.timing();
    drop(progress);
    progress::clear_line();
    let runs = checks + candidates.runs.load(Ordering::Relaxed);
    git_output::write(&found, &candidates.commits, &dir, runs)?;
    if let Some(path) = &args.json {
        std::fs::copy(dir.join("report.json"), path)
            .map_err(|e| Stop::new(Kind::Io, format!("cannot write {}: {e}", path.display())))?;
    }
    let text = git_output::summarize(&found, &candidates.commits, (runs, started.elapsed()), &dir);
    if let Some(path) = &args.report {
        let (good, bad) = found.between();
        let title = format!(
            "commits {} and {}",
            git_output::short(good),
            git_output::short(bad)
        );
        let patch = candidates.commits.patch(&found.patch);
        crate::report::write(path, &super::report::markdown(&title, args, &text, &patch))?;
    }
    Ok(Summary {
        text,
        stopped: found.narrowed.stopped,
    })
}

/// Every change the hunks hold, sorted: BAD.
fn all_of(hunks: &[Vec<usize>]) -> Vec<usize> {
    let mut all: Vec<usize> = hunks.iter().flatten().copied().collect();
    all.sort_unstable();
    all
}

/// `--bisect`: the first failing commit between GOOD and BAD, then the
/// trees moved to the commit before it, and its changes.
fn bisect_first(
    repo: &Repo,
    mut trees: Trees,
    (good, bad): (&str, &str),
    (program, criteria, timeout): (&Program, &Criteria, Duration),
    progress: &Option<Arc<Progress>>,
) -> Result<(Trees, Commits, Bisected), Stop> {
    let list = repo.between(good, bad)?;
    let bisected = bisect::first_bad(good, &list, |commit| {
        let commits = Commits::between(&repo.top, good, commit)?;
        let all: Vec<usize> = (0..commits.len()).collect();
        ran(progress);
        let run = trees.run(program, (&commits, &all), timeout)?;
        Ok(match judge(criteria, &run) {
            Ok(()) => Probe::Passes,
            Err(Verdict::Kept) => Probe::Fails,
            Err(Verdict::Other) => Probe::Other,
        })
    })?;
    if bisected.good != good {
        let to_last_good = Commits::between(&repo.top, good, &bisected.good)?;
        trees.rebase(&to_last_good, &bisected.good)?;
    }
    let commits = Commits::between(&repo.top, &bisected.good, &bisected.bad)?;
    Ok((trees, commits, bisected))
}

/// The output directory when `-o` gives none: `BAD.isolate` here, BAD's
/// slashes made dashes (`origin/main` gives `origin-main.isolate`).
fn default_dir(bad: &str) -> PathBuf {
    PathBuf::from(format!("{}.isolate", bad.replace(['/', '\\', ':'], "-")))
}
