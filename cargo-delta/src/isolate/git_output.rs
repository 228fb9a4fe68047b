//! What `isolate --git` writes in its output directory: `failure.patch`
//! (the failure-inducing changes, which `git apply` takes on GOOD),
//! `difference.diff` (from the passing set of changes to the failing one:
//! the difference itself) and `report.json`; and the lines it prints,
//! the kept changes by file and line.

use std::path::Path;
use std::time::Duration;

use serde_json::json;

use super::bisect::Bisected;
use super::commits::Commits;
use super::narrow::Narrowed;
use super::trees::Timing;
use crate::exit::{Kind, Stop};

/// What the search found, and what it means.
#[derive(Debug, Clone)]
pub struct Found {
    pub narrowed: Narrowed,
    /// The changes `failure.patch` holds: the difference, when it fails
    /// alone on GOOD; else the failing set; `--min`'s result with it.
    pub patch: Vec<usize>,
    /// Whether the difference alone on GOOD fails like BAD (`None`: not
    /// asked, the passing set being empty, or a budget spent).
    pub alone: Option<bool>,
    /// With `--min`: whether its set is proven 1-minimal.
    pub minimized: Option<bool>,
    pub bisected: Option<Bisected>,
    /// GOOD and BAD, as hashes.
    pub commits: (String, String),
    pub timing: Timing,
}

impl Found {
    /// What `narrowed` found between `commits`; the patch is the failing
    /// set until a later step narrows it.
    pub fn new(narrowed: Narrowed, bisected: Option<Bisected>, commits: (String, String)) -> Found {
        Found {
            patch: narrowed.failing.clone(),
            narrowed,
            alone: None,
            minimized: None,
            bisected,
            commits,
            timing: Timing::default(),
        }
    }

    /// The commits the changes are between: the bisection's, if it ran.
    pub fn between(&self) -> (&str, &str) {
        match &self.bisected {
            Some(b) => (&b.good, &b.bad),
            None => (&self.commits.0, &self.commits.1),
        }
    }
}

/// Writes `failure.patch`, `difference.diff` and `report.json` into `dir`
/// (made if missing).
pub fn write(found: &Found, commits: &Commits, dir: &Path, runs: usize) -> Result<(), Stop> {
    let io = |what: &Path, e: std::io::Error| {
        Stop::new(Kind::Io, format!("cannot write {}: {e}", what.display()))
    };
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let files = [
        ("failure.patch", commits.patch(&found.patch)),
        (
            "difference.diff",
            commits.diff(&found.narrowed.passing, &found.narrowed.failing),
        ),
        ("report.json", json(found, commits, runs, dir)),
    ];
    for (name, text) in files {
        let path = dir.join(name);
        std::fs::write(&path, text).map_err(|e| io(&path, e))?;
    }
    Ok(())
}

/// The mean of `times`, in seconds (0 for none).
fn mean(times: &[Duration]) -> f64 {
    match times.len() {
        0 => 0.0,
        n => times.iter().map(Duration::as_secs_f64).sum::<f64>() / n as f64,
    }
}

/// The JSON report.
pub fn json(found: &Found, commits: &Commits, runs: usize, dir: &Path) -> String {
    let narrowed = &found.narrowed;
    let kept: Vec<_> = commits
        .kept(&found.patch)
        .into_iter()
        .map(|k| {
            json!({ "file": k.path, "file_is": k.what, "line": k.line, "removed": k.removed, "added": k.added })
        })
        .collect();
    let steps: Vec<_> = narrowed
        .steps
        .iter()
        .map(|s| json!({ "level": s.name, "changes": s.total, "kept": s.kept }))
        .collect();
    let (good, bad) = found.between();
    let report = json!({
        "runs": runs,
        "good": good,
        "bad": bad,
        "files_changed": commits.files.len(),
        "hunks_total": commits.hunks().len(),
        "changes_total": commits.len(),
        "changes_kept": narrowed.difference().len(),
        "patch_changes": found.patch.len(),
        "one_minimal": narrowed.complete && narrowed.stopped.is_none(),
        "fails_alone": found.alone,
        "minimized": found.minimized,
        "stopped": narrowed.stopped.map(|b| b.to_string()),
        "levels": steps,
        "kept": kept,
        "bisect": found.bisected.as_ref().map(|b| json!({
            "first_bad": b.bad, "last_good": b.good, "tests": b.tests, "skipped": b.skipped,
        })),
        "timing": {
            "cold_runs": found.timing.cold.len(),
            "cold_mean_s": mean(&found.timing.cold),
            "warm_runs": found.timing.warm.len(),
            "warm_mean_s": mean(&found.timing.warm),
        },
        "failure_patch": dir.join("failure.patch"),
        "difference": dir.join("difference.diff"),
    });
    serde_json::to_string_pretty(&report).expect("the report serializes") + "\n"
}

/// What the user reads at the end: the kept changes by file and line,
/// then one line of figures and where the files are.
pub fn summarize(
    found: &Found,
    commits: &Commits,
    (runs, elapsed): (usize, Duration),
    dir: &Path,
) -> String {
    let narrowed = &found.narrowed;
    let (good, bad) = found.between();
    let mut text = String::new();
    if let Some(b) = &found.bisected {
        text.push_str(&format!(
            "first failing commit: {} (after {}; {} commits tried)\n",
            short(&b.bad),
            short(&b.good),
            b.tests
        ));
    }
    let levels: Vec<String> = narrowed
        .steps
        .iter()
        .map(|s| format!("{} {} of {}", s.name, s.kept, s.total))
        .collect();
    text.push_str("the failure-inducing difference (what the closest passing and failing candidates differ by):\n");
    for line in commits.describe(&narrowed.difference()) {
        text.push_str(&format!("  {line}\n"));
    }
    let patch = match (found.alone, found.minimized) {
        (_, Some(_)) => "the failing changes simplified to a 1-minimal set (--min)",
        (Some(true), _) => "the difference alone, which fails on GOOD",
        (None, _) => "the smallest failing set of changes found, which fails on GOOD",
        (Some(false), _) => {
            "the difference with the passing changes it needs to fail (--min simplifies it)"
        }
    };
    text.push_str(&format!(
        "failure.patch holds {patch}: {} changes\n",
        found.patch.len()
    ));
    if found.minimized.is_some() {
        for line in commits.describe(&found.patch) {
            text.push_str(&format!("  {line}\n"));
        }
    }
    let proof = match (narrowed.complete, narrowed.stopped) {
        (_, Some(budget)) => format!("; stopped early: {budget}, not proven 1-minimal"),
        (true, None) => "; the difference is 1-minimal".to_string(),
        (false, None) => String::new(),
    };
    let timing = &found.timing;
    let warm = match timing.warm.is_empty() {
        true => String::new(),
        false => format!(
            "; a run took {:.1}s on a warm build, {:.1}s on the first",
            mean(&timing.warm),
            mean(&timing.cold)
        ),
    };
    text.push_str(&format!(
        "isolated {} -> {} ({}) in {runs} runs and {:.1}s{proof}{warm}; wrote {}",
        short(good),
        short(bad),
        levels.join(", then "),
        elapsed.as_secs_f64(),
        dir.display()
    ));
    text
}

/// A commit's short hash.
pub fn short(commit: &str) -> &str {
    &commit[..commit.len().min(10)]
}
