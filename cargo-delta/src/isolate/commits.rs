//! The changes between two commits, as `isolate --git` narrows them: the
//! lines that `git diff GOOD BAD` changes, file by file (added, removed
//! and renamed files too: a rename is a removal and an addition), each a
//! change of its own that can be applied to GOOD alone, and the patch a
//! set of them makes, which `git apply` takes on GOOD.
//!
//! Git gives the two versions of each file; the changes are computed here
//! as `isolate` computes them between two files (`changes.rs`), so a
//! subset of them applies exactly, whatever their order, where hunks
//! without their neighbours would shift each other's line numbers.

use std::path::Path;
use std::process::Command;

use similar::TextDiff;

use super::changes::{Changes, Level};
use crate::exit::{Kind, Stop};

/// A file that differs between the two commits.
#[derive(Debug, Clone)]
pub struct FileChange {
    /// Its path in the repository.
    pub path: String,
    /// Its contents at GOOD (`None`: it is added by BAD).
    pub good: Option<Vec<u8>>,
    /// Its contents at BAD (`None`: BAD removes it).
    pub bad: Option<Vec<u8>>,
    /// The changes from the one to the other, line by line: each line
    /// removed and each line added is one.
    changes: Changes,
    /// For each change, the run of changed lines it was cut from (the
    /// changes of one run of `similar`'s diff).
    runs: Vec<usize>,
    /// The file's hunks, as `git diff` makes them (runs of changed lines
    /// fewer than seven unchanged lines apart), each the numbers of its
    /// changes.
    hunks: Vec<Vec<usize>>,
}

/// Every change between two commits, numbered across the files in order.
#[derive(Debug, Clone)]
pub struct Commits {
    pub files: Vec<FileChange>,
}

/// `git` in `repo` with `args`; its standard output, or an error that
/// says what git said.
fn git(repo: &Path, args: &[&str]) -> Result<Vec<u8>, Stop> {
    let output = Command::new("git")
        .arg("-C")
        .arg(repo)
        .args(args)
        .output()
        .map_err(|e| {
            Stop::new(
                Kind::Usage,
                format!("cannot run git: {e}; is it installed?"),
            )
        })?;
    match output.status.success() {
        true => Ok(output.stdout),
        false => Err(Stop::new(
            Kind::Usage,
            format!(
                "git {} failed in {}: {}",
                args.join(" "),
                repo.display(),
                String::from_utf8_lossy(&output.stderr).trim()
            ),
        )),
    }
}

/// The contents of `path` at `commit`, or `None` if it has no such file.
fn show(repo: &Path, commit: &str, path: &str) -> Result<Option<Vec<u8>>, Stop> {
    let exists = git(repo, &["cat-file", "-e", &format!("{commit}:{path}")]).is_ok();
    match exists {
        true => git(repo, &["show", &format!("{commit}:{path}")]).map(Some),
        false => Ok(None),
    }
}

impl Commits {
    /// The changes from `good` to `bad` in `repo`.
    pub fn between(repo: &Path, good: &str, bad: &str) -> Result<Commits, Stop> {
        let names = git(
            repo,
            &["diff", "--no-renames", "--name-only", "-z", good, bad],
        )?;
        let mut files = Vec::new();
        for path in names.split(|&b| b == 0).filter(|p| !p.is_empty()) {
            let path = String::from_utf8_lossy(path).into_owned();
            let good_file = show(repo, good, &path)?;
            let bad_file = show(repo, bad, &path)?;
            let runs = Changes::between(
                good_file.as_deref().unwrap_or_default(),
                bad_file.as_deref().unwrap_or_default(),
                Level::Lines,
            );
            let (changes, parents) = runs.split_lines();
            let hunks = hunks(&runs, &parents);
            files.push(FileChange {
                path,
                good: good_file,
                bad: bad_file,
                changes,
                runs: parents,
                hunks,
            });
        }
        Ok(Commits { files })
    }

    /// How many changes there are, in all the files.
    pub fn len(&self) -> usize {
        self.files.iter().map(|f| f.changes.all.len().max(1)).sum()
    }

    /// The hunks of every file, in order, each the numbers of its changes
    /// (a file added or removed empty is one hunk of its one change).
    pub fn hunks(&self) -> Vec<Vec<usize>> {
        let mut first = 0;
        let mut all = Vec::new();
        for file in &self.files {
            match file.hunks.is_empty() {
                true => all.push(vec![first]),
                false => all.extend(
                    file.hunks
                        .iter()
                        .map(|hunk| hunk.iter().map(|i| first + i).collect()),
                ),
            }
            first += file.changes.all.len().max(1);
        }
        all
    }

    /// The changes numbered `applied`, file by file: each file's own
    /// numbers. A file whose change is only its being added or removed
    /// with no lines (an empty file) counts one change.
    fn per_file(&self, applied: &[usize]) -> Vec<Vec<usize>> {
        let mut first = 0;
        self.files
            .iter()
            .map(|file| {
                let count = file.changes.all.len().max(1);
                let own = applied
                    .iter()
                    .filter(|&&i| (first..first + count).contains(&i))
                    .map(|&i| i - first)
                    .collect();
                first += count;
                own
            })
            .collect()
    }

    /// What each changed file holds with the changes `applied` made to
    /// GOOD: its path and contents, `None` where it does not exist then.
    pub fn apply(&self, applied: &[usize]) -> Vec<(&str, Option<Vec<u8>>)> {
        self.files
            .iter()
            .zip(self.per_file(applied))
            .map(|(file, own)| (file.path.as_str(), file.with(&own)))
            .collect()
    }

    /// The patch of the changes `applied`, which `git apply` takes on GOOD.
    pub fn patch(&self, applied: &[usize]) -> String {
        self.diff(&[], applied)
    }

    /// The patch from GOOD with the changes `from` to GOOD with the
    /// changes `to`, which `git apply` takes on the first.
    pub fn diff(&self, from: &[usize], to: &[usize]) -> String {
        let mut patch = String::new();
        let before = self.apply(from);
        for ((path, after), (_, before)) in self.apply(to).into_iter().zip(before) {
            if after == before {
                continue;
            }
            let text = |file: &Option<Vec<u8>>| {
                String::from_utf8_lossy(file.as_deref().unwrap_or_default()).into_owned()
            };
            patch.push_str(&format!("diff --git a/{path} b/{path}\n"));
            let (from, to) = match (&before, &after) {
                (None, _) => {
                    patch.push_str("new file mode 100644\n");
                    ("/dev/null".to_string(), format!("b/{path}"))
                }
                (_, None) => {
                    patch.push_str("deleted file mode 100644\n");
                    (format!("a/{path}"), "/dev/null".to_string())
                }
                _ => (format!("a/{path}"), format!("b/{path}")),
            };
            let diff = TextDiff::from_lines(&text(&before), &text(&after))
                .unified_diff()
                .context_radius(3)
                .header(&from, &to)
                .to_string();
            patch.push_str(&diff);
        }
        patch
    }

    /// The changes numbered `applied`, as short lines by run of changed
    /// lines: the file, the line in GOOD the run starts at, and how many
    /// lines of it are removed and added.
    pub fn describe(&self, applied: &[usize]) -> Vec<String> {
        self.kept(applied)
            .into_iter()
            .map(|kept| match kept.line {
                Some(at) => format!(
                    "{}:{at}: -{} +{} lines",
                    kept.path, kept.removed, kept.added
                ),
                None => format!("{}: the file {}", kept.path, kept.what),
            })
            .collect()
    }

    /// The changes numbered `applied`, by run of changed lines, for the
    /// summary and the report.
    pub fn kept(&self, applied: &[usize]) -> Vec<Kept<'_>> {
        let mut kept = Vec::new();
        for (file, own) in self.files.iter().zip(self.per_file(applied)) {
            let what = match (&file.good, &file.bad) {
                (None, _) => "added",
                (_, None) => "removed",
                _ => "changed",
            };
            let mut runs: Vec<(usize, Vec<usize>)> = Vec::new();
            for i in own {
                let run = file.runs.get(i).copied().unwrap_or(0);
                match runs.last_mut() {
                    Some((last, members)) if *last == run => members.push(i),
                    _ => runs.push((run, vec![i])),
                }
            }
            for (_, members) in runs {
                let mut entry = Kept {
                    path: &file.path,
                    what,
                    line: None,
                    removed: 0,
                    added: 0,
                };
                for i in members {
                    if let Some((at, before, after)) = file.changes.describe(i) {
                        entry.line = Some(entry.line.map_or(at, |line: usize| line.min(at)));
                        entry.removed += before.lines().count();
                        entry.added += after.lines().count();
                    }
                }
                kept.push(entry);
            }
        }
        kept
    }
}

/// A run of changed lines kept, as the user reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept<'a> {
    /// The file's path in the repository.
    pub path: &'a str,
    /// Whether BAD adds the file, removes it, or changes it.
    pub what: &'static str,
    /// The line of GOOD where the run starts (`None`: an empty file added
    /// or removed).
    pub line: Option<usize>,
    /// How many lines of GOOD it removes.
    pub removed: usize,
    /// How many lines it adds.
    pub added: usize,
}

/// Git's hunks of a file: its runs of changed lines (`runs`' changes),
/// merged when fewer than seven unchanged lines part them (git's three
/// lines of context on each side), each the numbers of the line changes
/// (`parents`: each one's run) it holds.
fn hunks(runs: &Changes, parents: &[usize]) -> Vec<Vec<usize>> {
    let mut hunk_of_run = Vec::with_capacity(runs.all.len());
    let mut hunk = 0;
    for (i, run) in runs.all.iter().enumerate() {
        if i > 0 && run.old.start.saturating_sub(runs.all[i - 1].old.end) > 6 {
            hunk += 1;
        }
        hunk_of_run.push(hunk);
    }
    let mut hunks: Vec<Vec<usize>> = Vec::new();
    for (change, &run) in parents.iter().enumerate() {
        let hunk = hunk_of_run[run];
        match hunks.get_mut(hunk) {
            Some(members) => members.push(change),
            None => hunks.push(vec![change]),
        }
    }
    hunks
}

impl FileChange {
    /// The file with its changes numbered `own` made to its GOOD version.
    fn with(&self, own: &[usize]) -> Option<Vec<u8>> {
        let all = self.changes.all.len().max(1);
        let whole = own.len() == all;
        match (&self.good, &self.bad) {
            // Added: absent until one of its changes comes.
            (None, _) if own.is_empty() => None,
            // Removed: gone once all its changes have.
            (_, None) if whole => None,
            _ => Some(self.changes.apply(own)),
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A repository with a GOOD and a BAD commit: a file changed in two
    /// places, one added, one removed.
    pub(crate) fn repo() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let run = |args: &[&str]| {
            let status = Command::new("git")
                .arg("-C")
                .arg(dir.path())
                .args(["-c", "user.name=t", "-c", "user.email=t@t"])
                .args(args)
                .output()
                .unwrap();
            assert!(status.status.success(), "{status:?}");
        };
        run(&["init", "-q"]);
        std::fs::write(dir.path().join("a.txt"), "1\n2\n3\n4\n5\n").unwrap();
        std::fs::write(dir.path().join("gone.txt"), "old\n").unwrap();
        run(&["add", "."]);
        run(&["commit", "-qm", "good"]);
        run(&["tag", "good"]);
        std::fs::write(dir.path().join("a.txt"), "1\ntwo\n3\n4\nfive\n").unwrap();
        std::fs::remove_file(dir.path().join("gone.txt")).unwrap();
        std::fs::create_dir(dir.path().join("src")).unwrap();
        std::fs::write(dir.path().join("src/new.txt"), "new\n").unwrap();
        run(&["add", "-A"]);
        run(&["commit", "-qm", "bad"]);
        dir
    }

    #[test]
    fn every_change_of_every_file_applies_alone() {
        let dir = repo();
        let commits = Commits::between(dir.path(), "good", "HEAD").unwrap();
        let paths: Vec<&str> = commits.files.iter().map(|f| f.path.as_str()).collect();
        assert_eq!(paths, ["a.txt", "gone.txt", "src/new.txt"]);
        // a.txt: `2` out, `two` in, `5` out, `five` in; then the two files.
        assert_eq!(commits.len(), 6);
        // The second change of a.txt alone.
        let applied = commits.apply(&[2, 3]);
        assert_eq!(applied[0].1.as_deref(), Some(&b"1\n2\n3\n4\nfive\n"[..]));
        assert_eq!(applied[1].1.as_deref(), Some(&b"old\n"[..]));
        assert_eq!(applied[2].1, None);
        // All of them: BAD.
        let all = commits.apply(&[0, 1, 2, 3, 4, 5]);
        assert_eq!(all[1].1, None);
        assert_eq!(all[2].1.as_deref(), Some(&b"new\n"[..]));
        assert_eq!(
            commits.describe(&[2, 3, 5]),
            ["a.txt:5: -1 +1 lines", "src/new.txt:1: -0 +1 lines"]
        );
        // Lines 2 and 5 are two lines apart: one hunk, as git makes it.
        assert_eq!(commits.hunks(), [vec![0, 1, 2, 3], vec![4], vec![5]]);
    }

    #[test]
    fn runs_of_changes_far_apart_are_hunks_of_their_own() {
        let good: String = (1..=20).map(|i| format!("{i}\n")).collect();
        let bad: String = (1..=20)
            .map(|i| match i {
                2 => "two\n".to_string(),
                19 => "nineteen\n".to_string(),
                _ => format!("{i}\n"),
            })
            .collect();
        let runs = Changes::between(good.as_bytes(), bad.as_bytes(), Level::Lines);
        let (_, parents) = runs.split_lines();
        assert_eq!(hunks(&runs, &parents), [vec![0, 1], vec![2, 3]]);
    }

    #[test]
    fn the_patch_of_some_changes_applies_on_good_with_git() {
        let dir = repo();
        let commits = Commits::between(dir.path(), "good", "HEAD").unwrap();
        let patch = commits.patch(&[2, 3, 4, 5]);
        let checkout = Command::new("git")
            .arg("-C")
            .arg(dir.path())
            .args(["checkout", "-q", "good"])
            .status()
            .unwrap();
        assert!(checkout.success());
        let file = dir.path().join("failure.patch");
        std::fs::write(&file, &patch).unwrap();
        let applied = Command::new("git")
            .arg("-C")
            .arg(dir.path())
            .args(["apply", "failure.patch"])
            .output()
            .unwrap();
        assert!(applied.status.success(), "{patch}\n{applied:?}");
        let a = std::fs::read_to_string(dir.path().join("a.txt")).unwrap();
        assert_eq!(a, "1\n2\n3\n4\nfive\n");
        assert!(!dir.path().join("gone.txt").exists());
        assert!(dir.path().join("src/new.txt").exists());
    }
}
