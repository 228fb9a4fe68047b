//! The repository `isolate --git` reads, as git tells of it: its top
//! directory, where the command runs in it, the commits GOOD and BAD
//! resolve to, and whether its checkout has changes of its own (which
//! `isolate` never touches, and which no candidate holds).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::exit::{Kind, Stop};

/// A repository, and where in it the command runs.
#[derive(Debug, Clone)]
pub struct Repo {
    /// Its top directory.
    pub top: PathBuf,
    /// The directory given, relative to the top (empty at the top).
    pub prefix: PathBuf,
}

/// `git -C dir args`: its standard output, trimmed, or git's error.
fn git(dir: &Path, args: &[&str]) -> Result<String, String> {
    let output = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .output()
        .map_err(|e| format!("cannot run git: {e}; is it installed?"))?;
    match output.status.success() {
        true => Ok(String::from_utf8_lossy(&output.stdout).trim().to_string()),
        false => Err(String::from_utf8_lossy(&output.stderr).trim().to_string()),
    }
}

impl Repo {
    /// The repository `dir` is in.
    pub fn open(dir: &Path) -> Result<Repo, Stop> {
        let not_one = |why: String| {
            Stop::new(
                Kind::Usage,
                format!(
                    "{} is not in a git repository ({why}); give one with --repo DIR",
                    dir.display()
                ),
            )
        };
        if !dir.is_dir() {
            return Err(not_one("no such directory".into()));
        }
        let top = git(dir, &["rev-parse", "--show-toplevel"]).map_err(not_one)?;
        let prefix = git(dir, &["rev-parse", "--show-prefix"]).map_err(not_one)?;
        Ok(Repo {
            top: PathBuf::from(top),
            prefix: PathBuf::from(prefix),
        })
    }

    /// The commit `revision` names (`which` is GOOD or BAD, for the
    /// error), as its full hash.
    pub fn commit(&self, revision: &str, which: &str) -> Result<String, Stop> {
        let spec = format!("{revision}^{{commit}}");
        git(&self.top, &["rev-parse", "--verify", "--quiet", &spec]).map_err(|_| {
            Stop::new(
                Kind::NotARevision,
                format!(
                    "{which} `{revision}` is not a revision of the repository {}: give a commit, a branch or a tag (`git log --oneline` lists them)",
                    self.top.display()
                ),
            )
        })
    }

    /// Whether the checkout has changes that are not committed (tracked
    /// files changed, or untracked files): they are in neither commit.
    pub fn dirty(&self) -> bool {
        git(&self.top, &["status", "--porcelain"]).is_ok_and(|status| !status.is_empty())
    }

    /// The commits after `good` up to `bad`, oldest first, along first
    /// parents (as `git bisect --first-parent` walks them).
    pub fn between(&self, good: &str, bad: &str) -> Result<Vec<String>, Stop> {
        let range = format!("{good}..{bad}");
        let list = git(
            &self.top,
            &["rev-list", "--first-parent", "--reverse", &range],
        )
        .map_err(|e| Stop::new(Kind::Usage, format!("git rev-list {range} failed: {e}")))?;
        Ok(list.lines().map(str::to_string).collect())
    }

    /// `commit`'s short hash and subject, for messages.
    pub fn describe(&self, commit: &str) -> String {
        git(&self.top, &["log", "-1", "--format=%h %s", commit]).unwrap_or_else(|_| commit.into())
    }
}
