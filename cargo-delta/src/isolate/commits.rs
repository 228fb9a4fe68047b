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

use std::path::{Path, PathBuf};
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
    /// The changes from the one to the other, by lines.
    changes: Changes,
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
            let changes = Changes::between(
                good_file.as_deref().unwrap_or_default(),
                bad_file.as_deref().unwrap_or_default(),
                Level::Lines,
            );
            files.push(FileChange {
                path,
                good: good_file,
                bad: bad_file,
                changes,
            });
        }
        Ok(Commits { files })
    }

    /// How many changes there are, in all the files.
    pub fn len(&self) -> usize {
        self.files.iter().map(|f| f.changes.all.len().max(1)).sum()
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

    /// Writes what [`apply`](Self::apply) gives into the work tree `dir`
    /// (a checkout of GOOD): the files written, or removed.
    pub fn write(&self, dir: &Path, applied: &[usize]) -> Result<(), Stop> {
        for (path, contents) in self.apply(applied) {
            let target: PathBuf = dir.join(path);
            let done = match contents {
                Some(contents) => target
                    .parent()
                    .map_or(Ok(()), std::fs::create_dir_all)
                    .and_then(|()| std::fs::write(&target, contents)),
                None => match std::fs::remove_file(&target) {
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
                    other => other,
                },
            };
            done.map_err(|e| {
                Stop::new(Kind::Io, format!("cannot write {}: {e}", target.display()))
            })?;
        }
        Ok(())
    }

    /// The patch of the changes `applied`, which `git apply` takes on GOOD.
    pub fn patch(&self, applied: &[usize]) -> String {
        let mut patch = String::new();
        for ((path, after), file) in self.apply(applied).into_iter().zip(&self.files) {
            if after == file.good {
                continue;
            }
            let old =
                String::from_utf8_lossy(file.good.as_deref().unwrap_or_default()).into_owned();
            let new = String::from_utf8_lossy(after.as_deref().unwrap_or_default()).into_owned();
            patch.push_str(&format!("diff --git a/{path} b/{path}\n"));
            let (from, to) = match (&file.good, &after) {
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
            let diff = TextDiff::from_lines(&old, &new)
                .unified_diff()
                .context_radius(3)
                .header(&from, &to)
                .to_string();
            patch.push_str(&diff);
        }
        patch
    }

    /// Each change numbered `applied`, as a short line: the file, the
    /// line in GOOD it starts at, and the lines it removes and adds.
    pub fn describe(&self, applied: &[usize]) -> Vec<String> {
        let mut lines = Vec::new();
        for (file, own) in self.files.iter().zip(self.per_file(applied)) {
            for i in own {
                let line = match file.changes.describe(i) {
                    Some((at, before, after)) => format!(
                        "{}:{at}: -{} +{} lines",
                        file.path,
                        before.lines().count(),
                        after.lines().count()
                    ),
                    None => format!(
                        "{}: the file {}",
                        file.path,
                        match file.bad {
                            Some(_) => "added",
                            None => "removed",
                        }
                    ),
                };
                lines.push(line);
            }
        }
        lines
    }
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
mod tests {
    use super::*;

    /// A repository with a GOOD and a BAD commit: a file changed in two
    /// places, one added, one removed.
    fn repo() -> tempfile::TempDir {
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
        assert_eq!(commits.len(), 4);
        // The second change of a.txt alone.
        let applied = commits.apply(&[1]);
        assert_eq!(applied[0].1.as_deref(), Some(&b"1\n2\n3\n4\nfive\n"[..]));
        assert_eq!(applied[1].1.as_deref(), Some(&b"old\n"[..]));
        assert_eq!(applied[2].1, None);
        // All of them: BAD.
        let all = commits.apply(&[0, 1, 2, 3]);
        assert_eq!(all[1].1, None);
        assert_eq!(all[2].1.as_deref(), Some(&b"new\n"[..]));
        assert_eq!(
            commits.describe(&[1, 3]),
            ["a.txt:5: -1 +1 lines", "src/new.txt:1: -0 +1 lines"]
        );
    }

    #[test]
    fn the_patch_of_some_changes_applies_on_good_with_git() {
        let dir = repo();
        let commits = Commits::between(dir.path(), "good", "HEAD").unwrap();
        let patch = commits.patch(&[1, 2, 3]);
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
