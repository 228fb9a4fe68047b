//! The changes between two commits, as `isolate --git` narrows them: the
//! lines that `git diff GOOD BAD` changes, file by file (added, removed
//! and renamed files too: a rename is a removal and an addition), each a
//! change of its own that can be applied to GOOD alone, and the patch a
//! set of them makes, which `git apply` takes on GOOD.
//!
//! A file keeps its mode: GOOD's until one of its changes is made, BAD's
//! from then on (an executable script added, or made executable, is one
//! in every candidate that has it, and in the patch). A file whose only
//! change is its mode has that one change.
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

/// A file's mode, as git records it: 0o100644, 0o100755 (executable),
/// 0o120000 (a symbolic link); 0 where there is no file.
pub type Mode = u32;

/// A changed file as a candidate has it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied<'a> {
    /// Its path in the repository.
    pub path: &'a str,
    /// Its contents (`None`: it does not exist).
    pub contents: Option<Vec<u8>>,
    /// Its mode (0 when it does not exist).
    pub mode: Mode,
}

/// A file that differs between the two commits.
#[derive(Debug, Clone)]
pub struct FileChange {
    /// Its path in the repository.
    pub path: String,
    /// Its contents at GOOD (`None`: it is added by BAD).
    pub good: Option<Vec<u8>>,
    /// Its contents at BAD (`None`: BAD removes it).
    pub bad: Option<Vec<u8>>,
    /// Its modes at GOOD and at BAD.
    pub modes: [Mode; 2],
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
        let raw = git(repo, &["diff", "--no-renames", "--raw", "-z", good, bad])?;
        let mut files = Vec::new();
        for (path, modes) in changed(&raw) {
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
                modes,
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
    /// GOOD: its path, contents and mode.
    pub fn apply(&self, applied: &[usize]) -> Vec<Applied<'_>> {
        self.files
            .iter()
            .zip(self.per_file(applied))
            .map(|(file, own)| file.with(&own))
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
        for (after, before) in self.apply(to).into_iter().zip(before) {
            if after == before {
                continue;
            }
            let path = after.path;
            let (after, after_mode, before, before_mode) =
                (after.contents, after.mode, before.contents, before.mode);
            let text = |file: &Option<Vec<u8>>| {
                String::from_utf8_lossy(file.as_deref().unwrap_or_default()).into_owned()
            };
            patch.push_str(&format!("diff --git a/{path} b/{path}\n"));
            let (from, to) = match (&before, &after) {
                (None, _) => {
                    patch.push_str(&format!("new file mode {after_mode:o}\n"));
                    ("/dev/null".to_string(), format!("b/{path}"))
                }
                (_, None) => {
                    patch.push_str(&format!("deleted file mode {before_mode:o}\n"));
                    (format!("a/{path}"), "/dev/null".to_string())
                }
                _ => {
                    if before_mode != after_mode {
                        patch.push_str(&format!(
                            "old mode {before_mode:o}\nnew mode {after_mode:o}\n"
                        ));
                    }
                    (format!("a/{path}"), format!("b/{path}"))
                }
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
    fn with(&self, own: &[usize]) -> Applied<'_> {
        let all = self.changes.all.len().max(1);
        let whole = own.len() == all;
        let contents = match (&self.good, &self.bad) {
            // Added: absent until one of its changes comes.
            (None, _) if own.is_empty() => None,
            // Removed: gone once all its changes have.
            (_, None) if whole => None,
            _ => Some(self.changes.apply(own)),
        };
        let [good, bad] = self.modes;
        let mode = match (&contents, own.is_empty()) {
            (None, _) => 0,
            (Some(_), true) if good != 0 => good,
            (Some(_), _) if bad != 0 => bad,
            (Some(_), _) => good,
        };
        Applied {
            path: &self.path,
            contents,
            mode,
        }
    }

    /// The file at GOOD.
    pub fn base(&self) -> Applied<'_> {
        self.with(&[])
    }
}

/// The files `git diff --raw -z` lists, each with its modes at the two
/// commits (`:100644 100755 <hash> <hash> M`, then the path).
fn changed(raw: &[u8]) -> Vec<(String, [Mode; 2])> {
    let mut fields = raw.split(|&b| b == 0).filter(|f| !f.is_empty());
    let mut files = Vec::new();
    while let (Some(meta), Some(path)) = (fields.next(), fields.next()) {
        let meta = String::from_utf8_lossy(meta);
        let mut modes = meta
            .trim_start_matches(':')
            .split(' ')
            .map(|mode| Mode::from_str_radix(mode, 8).unwrap_or(0));
        let modes = [modes.next().unwrap_or(0), modes.next().unwrap_or(0)];
        files.push((String::from_utf8_lossy(path).into_owned(), modes));
    }
    files
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// `git` in `dir` with `args`, as a test's author: its output.
    fn git_in(dir: &Path, args: &[&str]) -> String {
        let output = Command::new("git")
            .arg("-C")
            .arg(dir)
            .args(["-c", "user.name=t", "-c", "user.email=t@t"])
            .args(args)
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8(output.stdout).unwrap()
    }

    /// A repository with a GOOD and a BAD commit: a file changed in two
    /// places, one added, one removed.
    pub(crate) fn repo() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let run = |args: &[&str]| {
            git_in(dir.path(), args);
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
        let contents = |file: &Applied| file.contents.clone();
        assert_eq!(
            contents(&applied[0]).as_deref(),
            Some(&b"1\n2\n3\n4\nfive\n"[..])
        );
        assert_eq!(contents(&applied[1]).as_deref(), Some(&b"old\n"[..]));
        assert_eq!((contents(&applied[2]), applied[2].mode), (None, 0));
        // All of them: BAD.
        let all = commits.apply(&[0, 1, 2, 3, 4, 5]);
        assert_eq!(all[1].contents, None);
        assert_eq!(contents(&all[2]).as_deref(), Some(&b"new\n"[..]));
        assert_eq!(all[2].mode, 0o100644);
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

    #[cfg(unix)]
    #[test]
    fn modes_are_kept_in_the_patch_and_git_apply_gives_bad() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let git = |args: &[&str]| git_in(dir.path(), args);
        let write = |name: &str, text: &str, mode: u32| {
            let path = dir.path().join(name);
            std::fs::write(&path, text).unwrap();
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).unwrap();
        };
        git(&["init", "-q"]);
        write("run.sh", "echo run\n", 0o755);
        write("plain.txt", "plain\n", 0o644);
        write("gone.sh", "echo gone\n", 0o755);
        git(&["add", "."]);
        git(&["commit", "-qm", "good"]);
        git(&["tag", "good"]);
        // A script changed, a file made executable and nothing else, a
        // script added, a script removed.
        write("run.sh", "echo run twice\n", 0o755);
        write("plain.txt", "plain\n", 0o755);
        write("new.sh", "echo new\n", 0o755);
        std::fs::remove_file(dir.path().join("gone.sh")).unwrap();
        git(&["add", "-A"]);
        git(&["commit", "-qm", "bad"]);
        git(&["tag", "bad"]);
        let commits = Commits::between(dir.path(), "good", "bad").unwrap();
        let modes: Vec<(&str, [Mode; 2])> = commits
            .files
            .iter()
            .map(|f| (f.path.as_str(), f.modes))
            .collect();
        assert_eq!(
            modes,
            [
                ("gone.sh", [0o100755, 0]),
                ("new.sh", [0, 0o100755]),
                ("plain.txt", [0o100644, 0o100755]),
                ("run.sh", [0o100755, 0o100755]),
            ]
        );
        let all: Vec<usize> = (0..commits.len()).collect();
        let patch = commits.patch(&all);
        for header in [
            "deleted file mode 100755\n",
            "new file mode 100755\n",
            "diff --git a/plain.txt b/plain.txt\nold mode 100644\nnew mode 100755\n",
        ] {
            assert!(patch.contains(header), "{header}: {patch}");
        }
        // Only the mode change: the file's one change.
        let plain = commits.apply(&[2]);
        assert_eq!(plain[2].mode, 0o100755);
        assert_eq!(plain[2].contents.as_deref(), Some(&b"plain\n"[..]));
        assert_eq!(commits.apply(&[])[2].mode, 0o100644);
        // `git apply` on GOOD makes BAD, modes and all.
        git(&["checkout", "-q", "good"]);
        let elsewhere = tempfile::tempdir().unwrap();
        let patch_file = elsewhere.path().join("failure.patch");
        std::fs::write(&patch_file, &patch).unwrap();
        git(&["apply", patch_file.to_str().unwrap()]);
        let mode = |name: &str| {
            let meta = std::fs::metadata(dir.path().join(name)).unwrap();
            meta.permissions().mode() & 0o111 != 0
        };
        assert!(mode("new.sh") && mode("plain.txt") && mode("run.sh"));
        git(&["add", "-A"]);
        assert_eq!(git(&["diff", "--cached", "--raw", "bad"]), "");
    }
}
