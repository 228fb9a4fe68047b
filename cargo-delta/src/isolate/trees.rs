//! The work trees `isolate --git` runs its candidates in: copies of GOOD,
//! one per job, in a temporary directory (in `--work-dir` when given: the
//! nodes of a cluster do not share the system's), never the user's
//! checkout. Git
//! writes each copy from its own index file (`GIT_INDEX_FILE` in the
//! temporary directory, `read-tree` then `checkout-index --prefix`), so
//! nothing of the repository changes: not its index, not its work tree,
//! not even a `git worktree` entry that Ctrl-C could leave behind. The
//! temporary directory is removed at the end and on Ctrl-C or SIGTERM, as
//! `reduce`'s are (`interrupt::temporary`).
//!
//! A job keeps its tree and its own `CARGO_TARGET_DIR` from candidate to
//! candidate, and a candidate rewrites only the files that differ from the
//! last one's, so each build recompiles what changed and nothing else.

use std::collections::HashMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use super::commits::{Applied, Commits, Mode};
use crate::exit::{Kind, Stop};
use crate::interrupt;
use crate::process::{Program, Run};

/// The target directory's name inside each tree: runs print paths in it,
/// and a path in the tree reads the same in every tree (`<dir>/...`).
const TARGET: &str = ".cargo-delta-target";

/// A file's contents and mode, `None` where it does not exist.
type Contents = Option<(Vec<u8>, Mode)>;

/// A file a candidate has: its path, its contents, and the base's.
type Wanted<'a> = (&'a str, Contents, Contents);

/// One job's tree: where it is, and the files written in it.
struct Tree {
    dir: PathBuf,
    /// Each file a candidate wrote: what the base commit holds, and what
    /// the tree holds now (`None`: absent).
    touched: HashMap<String, (Contents, Contents)>,
    /// How many candidates ran in it.
    runs: usize,
}

impl Tree {
    /// Makes the tree the base commit with `wanted`'s files: those
    /// written, the other files written before put back as the base has
    /// them. A file is written only when it differs from what is there.
    fn sync(&mut self, wanted: Vec<Wanted<'_>>) -> Result<(), Stop> {
        let mut wanted_paths = std::collections::HashSet::new();
        for (path, contents, base) in wanted {
            wanted_paths.insert(path.to_string());
            let entry = self
                .touched
                .entry(path.to_string())
                .or_insert_with(|| (base.clone(), base));
            if entry.1 != contents {
                write(&self.dir.join(path), contents.as_ref())?;
                entry.1 = contents;
            }
        }
        for (path, (base, now)) in &mut self.touched {
            if !wanted_paths.contains(path) && now != base {
                write(&self.dir.join(path), base.as_ref())?;
                *now = base.clone();
            }
        }
        Ok(())
    }
}

/// How long runs took, cold (a tree's first, its target empty) and warm.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Timing {
    pub cold: Vec<Duration>,
    pub warm: Vec<Duration>,
}

/// The trees of a search, made as jobs need them.
pub struct Trees {
    /// The repository's top directory.
    repo: PathBuf,
    /// GOOD, as a commit's hash.
    good: String,
    /// Where the command runs inside a tree: `--repo`'s place in the
    /// repository.
    prefix: PathBuf,
    root: tempfile::TempDir,
    next: AtomicUsize,
    idle: Mutex<Vec<Tree>>,
    timing: Mutex<Timing>,
    /// Whether each run gets an empty target directory (`--fresh-target`,
    /// to measure what the warm ones save).
    fresh: bool,
}

impl Trees {
    /// No tree yet: the first run makes one, in a temporary directory in
    /// `work_dir` (else the system's).
    pub fn new(
        repo: &Path,
        good: &str,
        (prefix, work_dir): (&Path, Option<&Path>),
        fresh: bool,
    ) -> Result<Trees, Stop> {
        let root = crate::process::temporary_dir("cargo-delta-git.", work_dir)?;
        Ok(Trees {
            repo: repo.to_path_buf(),
            good: good.to_string(),
            prefix: prefix.to_path_buf(),
            root,
            next: AtomicUsize::new(0),
            idle: Mutex::new(Vec::new()),
            timing: Mutex::new(Timing::default()),
            fresh,
        })
    }

    /// How long the runs took so far.
    pub fn timing(&self) -> Timing {
        self.timing
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Runs `program` on the base commit with the changes of `commits`
    /// (from the base) numbered `applied`, in a tree no other run uses
    /// meanwhile.
    pub fn run(
        &self,
        program: &Program,
        (commits, applied): (&Commits, &[usize]),
        timeout: Duration,
    ) -> Result<Run, Stop> {
        let idle = || self.idle.lock().unwrap_or_else(|e| e.into_inner());
        let reused = idle().pop();
        // Nothing is written once a signal came: its handler removes the
        // trees, and a write would make them anew.
        let mut tree = match reused {
            Some(tree) => tree,
            None => interrupt::unless_interrupted(|| self.checkout())?,
        };
        let run = interrupt::unless_interrupted(|| tree.sync(wanted(commits, applied)))
            .and_then(|()| self.run_in(&mut tree, program, timeout));
        idle().push(tree);
        run
    }

    /// Moves the base to the commit `commits` leads to (all applied), in
    /// every tree made so far, keeping their builds: `--bisect` found
    /// the commit to isolate in, and the search goes on from its parent.
    pub fn rebase(&mut self, commits: &Commits, new_base: &str) -> Result<(), Stop> {
        let all: Vec<usize> = (0..commits.len()).collect();
        let trees = self.idle.get_mut().unwrap_or_else(|e| e.into_inner());
        for tree in trees.iter_mut() {
            tree.sync(wanted(commits, &all))?;
            tree.touched.clear();
        }
        self.good = new_base.to_string();
        Ok(())
    }

    fn run_in(&self, tree: &mut Tree, program: &Program, timeout: Duration) -> Result<Run, Stop> {
        let target = tree.dir.join(TARGET);
        if self.fresh && target.exists() {
            std::fs::remove_dir_all(&target).map_err(|e| {
                Stop::new(Kind::Io, format!("cannot remove {}: {e}", target.display()))
            })?;
        }
        let cwd = tree.dir.join(&self.prefix);
        let env = [("CARGO_TARGET_DIR", target.as_os_str())];
        let run = program.run_at(&tree.dir, &cwd, &env, timeout)?;
        let mut timing = self.timing.lock().unwrap_or_else(|e| e.into_inner());
        match tree.runs == 0 || self.fresh {
            true => timing.cold.push(run.elapsed),
            false => timing.warm.push(run.elapsed),
        }
        tree.runs += 1;
        Ok(run)
    }

    /// A new tree holding GOOD, from an index file of its own.
    fn checkout(&self) -> Result<Tree, Stop> {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let dir = self.root.path().join(format!("tree-{n}"));
        let index = self.root.path().join(format!("index-{n}"));
        let mut prefix = dir.clone().into_os_string();
        prefix.push("/");
        let git = |args: &[&OsStr]| -> Result<(), Stop> {
            let output = Command::new("git")
                .arg("-C")
                .arg(&self.repo)
                .args(args)
                .env("GIT_INDEX_FILE", &index)
                .output()
                .map_err(|e| Stop::new(Kind::NoCommand, format!("cannot run git: {e}")))?;
            match output.status.success() {
                true => Ok(()),
                false => Err(Stop::new(
                    Kind::Io,
                    format!(
                        "cannot check {} out into {}: {}",
                        self.good,
                        dir.display(),
                        String::from_utf8_lossy(&output.stderr).trim()
                    ),
                )),
            }
        };
        git(&[OsStr::new("read-tree"), OsStr::new(&self.good)])?;
        git(&[
            OsStr::new("checkout-index"),
            OsStr::new("--all"),
            OsStr::new("--prefix"),
            &prefix,
        ])?;
        Ok(Tree {
            dir,
            touched: HashMap::new(),
            runs: 0,
        })
    }
}

/// The files `applied` changes of `commits` make, with the base's.
fn wanted<'a>(commits: &'a Commits, applied: &[usize]) -> Vec<Wanted<'a>> {
    let contents = |file: Applied<'_>| file.contents.map(|bytes| (bytes, file.mode));
    commits
        .apply(applied)
        .into_iter()
        .zip(&commits.files)
        .map(|(file, change)| (file.path, contents(file), contents(change.base())))
        .collect()
}

/// Writes `contents` at `path` (its directories made), executable if its
/// mode is, or removes the file when it is `None`.
fn write(path: &Path, contents: Option<&(Vec<u8>, Mode)>) -> Result<(), Stop> {
    let done = match contents {
        Some((contents, mode)) => path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(path, contents))
            .and_then(|()| set_mode(path, *mode)),
        None => match std::fs::remove_file(path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            other => other,
        },
    };
    done.map_err(|e| Stop::new(Kind::Io, format!("cannot write {}: {e}", path.display())))
}

/// Gives the file at `path` git's `mode`: executable or not.
#[cfg(unix)]
fn set_mode(path: &Path, mode: Mode) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let executable = mode & 0o111 != 0;
    let permissions = std::fs::metadata(path)?.permissions();
    let wanted = match executable {
        true => permissions.mode() | 0o111,
        false => permissions.mode() & !0o111,
    };
    match wanted == permissions.mode() {
        true => Ok(()),
        false => std::fs::set_permissions(path, std::fs::Permissions::from_mode(wanted)),
    }
}

/// Elsewhere a file has no executable bit to set.
#[cfg(not(unix))]
fn set_mode(_path: &Path, _mode: Mode) -> std::io::Result<()> {
    Ok(())
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use crate::isolate::commits::tests::repo;

    #[test]
    fn a_tree_is_good_with_the_changes_and_reused_warm() {
        let dir = repo();
        let commits = Commits::between(dir.path(), "good", "HEAD").unwrap();
        let trees = Trees::new(dir.path(), "good", (Path::new(""), None), false).unwrap();
        // Lists the tree and what its target holds, then builds into it.
        let script = "cat a.txt; ls src 2>/dev/null; ls \"$CARGO_TARGET_DIR\" 2>/dev/null; mkdir -p \"$CARGO_TARGET_DIR\"; touch \"$CARGO_TARGET_DIR/built\"; exit 1";
        let program = Program::command(vec!["sh".into(), "-c".into(), script.into(), "sh".into()])
            .keeping_stdout()
            .on_crates();
        let long = Duration::from_secs(20);
        let first = trees.run(&program, (&commits, &[2, 3]), long).unwrap();
        assert_eq!(first.stdout, "1\n2\n3\n4\nfive\n");
        let second = trees.run(&program, (&commits, &[5]), long).unwrap();
        assert_eq!(second.stdout, "1\n2\n3\n4\n5\nnew.txt\nbuilt\n");
        let timing = trees.timing();
        assert_eq!((timing.cold.len(), timing.warm.len()), (1, 1));
        // The repository is as it was: its checkout and its index.
        let status = Command::new("git")
            .arg("-C")
            .arg(dir.path())
            .args(["status", "--porcelain"])
            .output()
            .unwrap();
        assert_eq!(String::from_utf8_lossy(&status.stdout), "");
    }
}
