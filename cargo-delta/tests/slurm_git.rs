//! `isolate --git --slurm`: every candidate runs as a job step of a real
//! single-node Slurm cluster (`common::slurm`), in a work tree made in
//! `--work-dir`, the directory the nodes share; the patch is the one found
//! here; nothing is left in the work directory; one the node does not see
//! is refused before any run (exit 17). Skipped, with a message, where
//! Slurm cannot be installed or started.

use crate::common;

use std::path::Path;

use common::slurm::Cluster;
use common::{arg, assert_code, git, stderr};

/// `check.sh LOG`: logs the Slurm job and the directory it runs in, and
/// fails (exit 1) when `mode=fast` is in config.txt and net.txt says
/// `retry`.
const CHECK: &str = r#"#!/bin/sh
echo "${SLURM_JOB_ID:-none} $(pwd -P)" >> "$1"
if grep -q 'mode=fast' config.txt && grep -qs retry net.txt; then echo 'boom: retry in fast mode' >&2; exit 1; fi
exit 0
"#;

/// A repository in `dir` whose `good` tag passes and whose `bad` tag
/// fails, with changes that do not matter beside the two that do.
fn repository(dir: &Path) {
    // 30 lines, `line15` the 15th, every fifth other one ending in `tag`.
    let lines = |line15: &str, tag: &str| -> String {
        (1..=30)
            .map(|i| match i {
                15 => format!("{line15}\n"),
                i if i % 5 == 0 => format!("line {i}{tag}\n"),
                i => format!("line {i}\n"),
            })
            .collect()
    };
    git(dir, &["init", "-q", "-b", "main"]);
    std::fs::write(dir.join("check.sh"), CHECK).unwrap();
    std::fs::write(dir.join("config.txt"), lines("mode=safe", "")).unwrap();
    std::fs::write(dir.join("other.txt"), lines("other", "")).unwrap();
    git(dir, &["add", "-A"]);
    git(dir, &["commit", "-qm", "good"]);
    git(dir, &["tag", "good"]);
    std::fs::write(dir.join("config.txt"), lines("mode=fast", ", changed")).unwrap();
    std::fs::write(dir.join("other.txt"), lines("other", ", changed")).unwrap();
    std::fs::write(dir.join("net.txt"), "connect\nretry 3 times\n").unwrap();
    git(dir, &["add", "-A"]);
    git(dir, &["commit", "-qm", "bad"]);
    git(dir, &["tag", "bad"]);
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn isolate_git_through_slurm_runs_in_trees_in_the_shared_work_dir() {
    let Some(cluster) = Cluster::start() else {
        return;
    };
    let case = tempfile::tempdir_in(cluster.shared()).unwrap();
    let repo = case.path().join("repo");
    std::fs::create_dir(&repo).unwrap();
    repository(&repo);
    let work = case.path().join("work");
    std::fs::create_dir(&work).unwrap();
    let work = work.canonicalize().unwrap();
    let isolate = |out: &str, log: &str, options: &[&str]| {
        let (out, log) = (case.path().join(out), case.path().join(log));
        let output = cluster
            .command(env!("CARGO_BIN_EXE_cargo-delta"))
            .args(["delta", "isolate", "--git", "good", "bad", "--repo"])
            .args([arg(&repo), "-o", arg(&out), "-j", "2", "-q"])
            .args(options)
            .args(["--", "sh", "check.sh", arg(&log)])
            .env_remove("CARGO_TARGET_DIR")
            .output()
            .unwrap();
        let patch = std::fs::read_to_string(out.join("failure.patch")).unwrap_or_default();
        let runs = std::fs::read_to_string(log).unwrap_or_default();
        (output, patch, runs)
    };
    let (here, patch, _) = isolate("here", "here.log", &[]);
    assert_code(&here, 0);
    assert!(
        patch.contains("+mode=fast\n") && patch.contains("+retry 3 times\n"),
        "{patch}"
    );

    let on_slurm = ["--slurm=-c1", "--work-dir", arg(&work)];
    let (output, slurm_patch, runs) = isolate("slurm", "slurm.log", &on_slurm);
    assert_code(&output, 0);
    assert_eq!(slurm_patch, patch, "{}", stderr(&output));
    // Every run was a job step, in a tree in the work directory.
    let trees = format!("{}/cargo-delta-git.", work.display());
    assert!(!runs.is_empty());
    for run in runs.lines() {
        let (job, dir) = run.split_once(' ').unwrap();
        assert!(job != "none" && dir.starts_with(&trees), "{runs}");
    }
    assert_eq!(common::files(&work), Vec::<String>::new());
    assert_eq!(cluster.live_jobs(), "");

    // A work directory the node does not see: refused, nothing run.
    if !cluster.hides_unshared {
        eprintln!("SKIPPED (the last part): this machine makes no mount namespace (unshare --mount), so no directory can be hidden from the node");
        return;
    }
    let unshared = cluster.unshared();
    let hidden = ["--slurm", "--work-dir", arg(&unshared)];
    let (refused, _, runs) = isolate("hidden", "hidden.log", &hidden);
    assert_code(&refused, 17);
    assert!(
        stderr(&refused).contains("is not shared with the runs"),
        "{}",
        stderr(&refused)
    );
    assert_eq!(runs, "", "no run of the command");
}
