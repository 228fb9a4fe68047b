//! `cargo delta isolate --git GOOD BAD -- CMD`: the changes between two
//! commits that make the command fail, among many that do not, with
//! candidates that fail another way (unresolved); the patch it writes
//! applies on GOOD and fails; the user's checkout, dirty or not, is left
//! as it was; and each bad input is its own error.

use crate::common;

use std::path::Path;
use std::process::Command;

use common::{arg, assert_code, cargo_delta, git, stderr};

/// Writes `files` in `dir` (a `None` removes one), then commits them all
/// with `message`.
fn commit(dir: &Path, files: &[(&str, Option<String>)], message: &str) {
    for (path, contents) in files {
        let path = dir.join(path);
        match contents {
            Some(text) => {
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, text).unwrap();
            }
            None => std::fs::remove_file(&path).unwrap(),
        }
    }
    git(dir, &["add", "-A"]);
    git(dir, &["commit", "-qm", message]);
}

/// 60 numbered lines, with `line` as the 30th.
fn numbered(line: &str) -> String {
    (1..=60)
        .map(|i| match i {
            30 => format!("{line}\n"),
            i => format!("line {i}\n"),
        })
        .collect()
}

/// A repository whose `good` tag passes and whose `bad` tag fails: the
/// check fails when `mode=fast` is in config.txt and `retry` is in the
/// added file net.txt; BAD also changes every tenth line of three other
/// files, removes old.txt, renames a.txt to renamed.txt, and calls
/// `helper` in main.txt, which fails another way (exit 2) without its
/// definition in lib.txt: candidates that "do not build".
fn fixture() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path();
    git(path, &["init", "-q", "-b", "main"]);
    let check = "#!/bin/sh\n\
        if grep -q 'call helper' main.txt && ! grep -q 'def helper' lib.txt; then echo 'error: helper is not defined' >&2; exit 2; fi\n\
        if grep -q 'mode=fast' config.txt && grep -qs retry net.txt; then echo 'boom: retry in fast mode' >&2; exit 1; fi\n\
        exit 0\n";
    let mut files = vec![
        ("check.sh", Some(check.to_string())),
        ("config.txt", Some(numbered("mode=safe"))),
        ("main.txt", Some(numbered("start"))),
        ("lib.txt", Some(numbered("library"))),
        ("old.txt", Some("old\n".to_string())),
        ("a.txt", Some(numbered("to be renamed"))),
    ];
    for name in ["x.txt", "y.txt", "z.txt"] {
        files.push((name, Some(numbered(name))));
    }
    commit(path, &files, "good");
    git(path, &["tag", "good"]);
    commit(
        path,
        &[("notes.txt", Some("an unrelated commit\n".into()))],
        "notes",
    );
    let changed = |name: &str| {
        (1..=60)
            .map(|i| match i % 10 {
                0 => format!("changed {i} in {name}\n"),
                _ if i == 30 => format!("{name}\n"),
                _ => format!("line {i}\n"),
            })
            .collect::<String>()
    };
    let mut config = numbered("mode=fast");
    config = config
        .replace("line 3\n", "line three\n")
        .replace("line 55\n", "line 55, changed\n");
    let files = vec![
        ("config.txt", Some(config)),
        (
            "main.txt",
            Some(numbered("start").replace("line 10\n", "call helper\n")),
        ),
        (
            "lib.txt",
            Some(numbered("library").replace("line 50\n", "def helper\n")),
        ),
        ("net.txt", Some("connect\nretry 3 times\n".to_string())),
        ("old.txt", None),
        ("x.txt", Some(changed("x.txt"))),
        ("y.txt", Some(changed("y.txt"))),
        ("z.txt", Some(changed("z.txt"))),
    ];
    commit(path, &files, "the bug, among others");
    git(path, &["mv", "a.txt", "renamed.txt"]);
    git(path, &["commit", "-qm", "rename"]);
    git(path, &["tag", "bad"]);
    dir
}

/// `isolate --git` in `repo` with `options`, the check as the command.
fn isolate(repo: &Path, good: &str, bad: &str, options: &[&str]) -> std::process::Output {
    let mut args = vec!["isolate", "--git", good, bad, "--repo", arg(repo)];
    args.extend(options);
    args.extend(["--", "sh", "check.sh"]);
    cargo_delta(&args)
}

/// `isolate --git good bad` in `repo`, as a command to add to.
fn isolate_command(repo: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cargo-delta"));
    command.args(["isolate", "--git", "good", "bad", "--repo", arg(repo)]);
    command
}

/// Whether the check fails (exit 1) on GOOD with `patch` applied.
fn fails_with(repo: &Path, patch: &Path) -> bool {
    let copy = tempfile::tempdir().unwrap();
    git(copy.path(), &["clone", "-q", arg(repo), "."]);
    git(copy.path(), &["checkout", "-q", "good"]);
    git(copy.path(), &["apply", arg(patch)]);
    let status = Command::new("sh")
        .arg("check.sh")
        .current_dir(copy.path())
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    status.code() == Some(1)
}

#[test]
fn the_two_failure_inducing_lines_among_many_changes() {
    let repo = fixture();
    // A dirty checkout: a changed tracked file and an untracked one.
    std::fs::write(repo.path().join("x.txt"), "work in progress\n").unwrap();
    std::fs::write(repo.path().join("scratch.txt"), "mine\n").unwrap();
    let status = git(repo.path(), &["status", "--porcelain"]);
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().join("found");
    // Refused at first: the changes are in neither commit.
    let refused = isolate(repo.path(), "good", "bad", &["-o", arg(&dir), "-j", "1"]);
    assert_code(&refused, 19);
    let said = stderr(&refused);
    assert!(
        said.contains("has uncommitted changes") && said.contains("--allow-dirty"),
        "{said}"
    );
    assert!(!dir.exists());
    assert_eq!(git(repo.path(), &["status", "--porcelain"]), status);
    let output = isolate(
        repo.path(),
        "good",
        "bad",
        &["-o", arg(&dir), "-j", "1", "--allow-dirty"],
    );
    assert_code(&output, 0);
    let said = stderr(&output);
    assert!(
        said.contains("has changes that are not committed"),
        "{said}"
    );
    assert!(said.contains("the difference is 1-minimal"), "{said}");
    assert!(
        said.contains("\n  config.txt:3") || said.contains("\n  net.txt:2: -0 +1 lines"),
        "{said}"
    );
    // The difference is one of the two lines the failure needs; the patch
    // has both, and applies on GOOD, where it fails.
    let diff = std::fs::read_to_string(dir.join("difference.diff")).unwrap();
    let added: Vec<&str> = diff
        .lines()
        .filter(|l| l.starts_with("+") && !l.starts_with("+++"))
        .collect();
    assert!(
        added == ["+mode=fast"] || added == ["+retry 3 times"],
        "{diff}"
    );
    let patch = std::fs::read_to_string(dir.join("failure.patch")).unwrap();
    assert!(
        patch.contains("+mode=fast\n") && patch.contains("+retry 3 times\n"),
        "{patch}"
    );
    assert!(fails_with(repo.path(), &dir.join("failure.patch")));
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap()).unwrap();
    assert_eq!(report["one_minimal"], true);
    assert_eq!(report["files_changed"], 11);
    assert!(report["changes_total"].as_u64().unwrap() > 40, "{report}");
    assert_eq!(report["levels"][0]["level"], "hunks");
    let runs = report["runs"].as_u64().unwrap();
    assert!(runs < 40, "{runs} runs");
    // The checkout is as it was, its changes and its untracked file kept.
    assert_eq!(git(repo.path(), &["status", "--porcelain"]), status);
    assert_eq!(
        std::fs::read_to_string(repo.path().join("x.txt")).unwrap(),
        "work in progress\n"
    );
    assert_eq!(git(repo.path(), &["worktree", "list"]).lines().count(), 1);
}

#[test]
fn min_leaves_a_one_minimal_patch_and_bisect_finds_the_commit() {
    let repo = fixture();
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().join("found");
    let output = isolate(
        repo.path(),
        "good",
        "bad",
        &[
            "-o",
            arg(&dir),
            "--min",
            "--bisect",
            "-q",
            "--report",
            arg(&out.path().join("report.md")),
        ],
    );
    assert_code(&output, 0);
    // The Markdown report holds the patch that fails on GOOD.
    let markdown = std::fs::read_to_string(out.path().join("report.md")).unwrap();
    let patch = std::fs::read_to_string(dir.join("failure.patch")).unwrap();
    assert!(markdown.contains(&format!("diff\n{patch}")), "{markdown}");
    assert!(markdown.contains("first failing commit"), "{markdown}");
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap()).unwrap();
    let first_bad = git(repo.path(), &["rev-parse", "bad~1"]);
    assert_eq!(report["bisect"]["first_bad"], first_bad.trim());
    assert_eq!(report["minimized"], true);
    assert_eq!(report["patch_changes"], 2, "{report}");
    assert!(
        !patch.contains("helper") && !patch.contains("x.txt"),
        "{patch}"
    );
    assert!(fails_with(repo.path(), &dir.join("failure.patch")));
}

#[test]
fn bad_revisions_and_commits_are_refused_with_their_codes() {
    let repo = fixture();
    let r = repo.path();
    let refused = |dir: &Path, (good, bad): (&str, &str), code: i32, message: &str| {
        let output = isolate(dir, good, bad, &[]);
        assert_code(&output, code);
        assert!(stderr(&output).contains(message), "{}", stderr(&output));
    };
    refused(
        r,
        ("nonsense", "bad"),
        15,
        "GOOD `nonsense` is not a revision",
    );
    refused(r, ("good", "bad~9"), 15, "BAD `bad~9` is not a revision");
    // A tree is no commit.
    refused(r, ("good", "good~0^{tree}"), 15, "not a revision");
    refused(r, ("bad", "bad"), 14, "are the same commit");
    refused(r, ("good", "good~0"), 14, "are the same commit");
    // GOOD fails: the failure is older.
    refused(r, ("bad~1", "bad"), 13, "GOOD `bad~1`");
    // BAD passes.
    refused(r, ("good", "main~2"), 3, "passes on BAD `main~2`");
    // Two commits with the same files.
    git(r, &["commit", "-q", "--allow-empty", "-m", "empty"]);
    refused(r, ("bad", "HEAD"), 14, "hold the same files");
    let not_a_repo = tempfile::tempdir().unwrap();
    refused(
        not_a_repo.path(),
        ("good", "bad"),
        2,
        "is not in a git repository",
    );
    // Nothing was written beside the repository nor in it.
    assert_eq!(git(r, &["status", "--porcelain"]), "");
}

/// A small Rust crate whose test `total_of_three` passes at `good` and
/// fails at `bad`, where `total` skips its first element; BAD also
/// documents and adds functions in two other files, and adds a module
/// `helper` used by `stats.rs`: a candidate with the use and without the
/// module does not compile (unresolved).
fn crate_fixture() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path();
    git(path, &["init", "-q", "-b", "main"]);
    let manifest =
        "[package]\nname = \"calc\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n";
    let lib = |body: &str, mods: &str| {
        format!("{mods}pub mod stats;\npub mod text;\n\n/// The sum.\npub fn total(xs: &[i64]) -> i64 {{\n    {body}\n}}\n\n#[cfg(test)]\nmod tests {{\n    #[test]\n    fn total_of_three() {{\n        assert_eq!(crate::total(&[1, 2, 3]), 6);\n    }}\n}}\n")
    };
    let stats = |extra: &str| {
        format!("/// The mean.\npub fn mean(xs: &[i64]) -> i64 {{\n    crate::total(xs) / xs.len().max(1) as i64\n}}\n\n/// The largest.\npub fn max(xs: &[i64]) -> Option<i64> {{\n    xs.iter().copied().max()\n}}\n{extra}")
    };
    let text = |extra: &str| {
        format!(
            "/// Shouts.\npub fn shout(s: &str) -> String {{\n    s.to_uppercase()\n}}\n{extra}"
        )
    };
    commit(
        path,
        &[
            ("Cargo.toml", Some(manifest.to_string())),
            ("src/lib.rs", Some(lib("xs.iter().sum()", ""))),
            ("src/stats.rs", Some(stats(""))),
            ("src/text.rs", Some(text(""))),
            ("README.md", Some("# calc\n".to_string())),
        ],
        "good",
    );
    git(path, &["tag", "good"]);
    commit(
        path,
        &[
            ("src/lib.rs", Some(lib("xs.iter().skip(1).sum()", "pub mod helper;\n"))),
            ("src/helper.rs", Some("/// Twice.\npub fn scale(x: i64) -> i64 {\n    2 * x\n}\n".to_string())),
            ("src/stats.rs", Some(stats("\n/// Twice the mean.\npub fn double_mean(xs: &[i64]) -> i64 {\n    crate::helper::scale(mean(xs))\n}\n"))),
            ("src/text.rs", Some(text("\n/// Whispers.\npub fn whisper(s: &str) -> String {\n    s.to_lowercase()\n}\n\n/// Trims.\npub fn trim(s: &str) -> &str {\n    s.trim()\n}\n"))),
            ("README.md", Some("# calc\n\nSums, means, and text.\n".to_string())),
            (".gitignore", Some("target\n".to_string())),
        ],
        "refactor, and a bug",
    );
    git(path, &["tag", "bad"]);
    dir
}

#[test]
#[ignore = "builds a crate with cargo for each candidate (about a minute)"]
fn a_failing_cargo_test_is_isolated_to_its_line_with_warm_builds() {
    let repo = crate_fixture();
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().join("found");
    let cargo = env!("CARGO");
    let output = cargo_delta(&[
        "isolate",
        "--git",
        "good",
        "bad",
        "--repo",
        arg(repo.path()),
        "-o",
        arg(&dir),
        "--",
        cargo,
        "test",
        "-q",
        "--offline",
        "total_of_three",
    ]);
    assert_code(&output, 0);
    let said = stderr(&output);
    assert!(said.contains("\n  src/lib.rs:"), "{said}");
    let patch = std::fs::read_to_string(dir.join("failure.patch")).unwrap();
    assert!(patch.contains("+    xs.iter().skip(1).sum()\n"), "{patch}");
    assert!(
        !patch.contains("helper") && !patch.contains("whisper"),
        "{patch}"
    );
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap()).unwrap();
    assert_eq!(report["one_minimal"], true);
    assert_ne!(report["fails_alone"], false, "{report}");
    // The warm runs are measured apart from each tree's first.
    assert!(
        report["timing"]["warm_runs"].as_u64().unwrap() > 3,
        "{report}"
    );
    // The patch applies on GOOD, and the test fails there.
    let copy = tempfile::tempdir().unwrap();
    git(copy.path(), &["clone", "-q", arg(repo.path()), "."]);
    git(copy.path(), &["checkout", "-q", "good"]);
    git(copy.path(), &["apply", arg(&dir.join("failure.patch"))]);
    let test = Command::new(cargo)
        .args(["test", "-q", "--offline", "total_of_three"])
        .env("CARGO_TARGET_DIR", copy.path().join("target"))
        .current_dir(copy.path())
        .output()
        .unwrap();
    assert_eq!(test.status.code(), Some(101), "{test:?}");
    // The repository's own checkout built nothing and changed nothing.
    assert!(!repo.path().join("target").exists());
    assert_eq!(git(repo.path(), &["status", "--porcelain"]), "");
}

#[cfg(unix)]
#[test]
fn sigterm_removes_the_work_trees_and_touches_nothing() {
    use std::time::{Duration, Instant};
    let repo = fixture();
    let tmp = tempfile::tempdir().unwrap();
    let state = tempfile::tempdir().unwrap();
    // The fourth run (the first candidate, after BAD twice and GOOD)
    // hangs.
    let script = format!(
        "n=$(cat {d}/n 2>/dev/null || echo 0); n=$((n+1)); echo $n > {d}/n; \
         if [ $n -ge 4 ]; then touch {d}/hanging; sleep 1000; fi; exec sh check.sh",
        d = arg(state.path())
    );
    let mut child = isolate_command(repo.path())
        .arg("-q")
        .args(["--timeout", "1000s", "--", "sh", "-c", &script])
        .env("TMPDIR", tmp.path())
        .spawn()
        .unwrap();
    let hanging = state.path().join("hanging");
    let started = Instant::now();
    while !hanging.exists() && started.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(hanging.exists());
    let killed = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    assert_eq!(child.wait().unwrap().code(), Some(130));
    assert_eq!(common::files(tmp.path()), Vec::<String>::new());
    assert_eq!(git(repo.path(), &["status", "--porcelain"]), "");
    assert_eq!(git(repo.path(), &["worktree", "list"]).lines().count(), 1);
}

/// An executable script added by BAD is one in the work trees (the
/// check runs it as `./tool.sh`) and in `failure.patch`, and `git apply`
/// on GOOD makes it executable; a script changed by BAD stays one.
#[cfg(unix)]
#[test]
fn an_executable_script_keeps_its_mode_in_the_trees_and_the_patch() {
    use std::os::unix::fs::PermissionsExt;
    let repo = tempfile::tempdir().unwrap();
    let path = repo.path();
    let executable = |name: &str| {
        let file = path.join(name);
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o755)).unwrap();
    };
    git(path, &["init", "-q", "-b", "main"]);
    let check = "#!/bin/sh\nif [ -x tool.sh ] && ./tool.sh | grep -q fast && ./setup.sh | grep -q twice; then echo 'boom: fast' >&2; exit 1; fi\nexit 0\n";
    let files = [
        ("check.sh", Some(check.to_string())),
        ("setup.sh", Some("#!/bin/sh\necho once\n".to_string())),
        ("notes.txt", Some(numbered("notes"))),
    ];
    for (name, contents) in &files {
        std::fs::write(path.join(name), contents.as_ref().unwrap()).unwrap();
    }
    executable("setup.sh");
    commit(path, &[], "good");
    git(path, &["tag", "good"]);
    std::fs::write(path.join("tool.sh"), "#!/bin/sh\necho fast\n").unwrap();
    executable("tool.sh");
    let notes = numbered("notes, changed").replace("line 5\n", "line five\n");
    commit(
        path,
        &[
            ("setup.sh", Some("#!/bin/sh\necho twice\n".to_string())),
            ("notes.txt", Some(notes)),
        ],
        "bad",
    );
    git(path, &["tag", "bad"]);
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().join("found");
    let output = isolate(path, "good", "bad", &["-o", arg(&dir), "-q"]);
    assert_code(&output, 0);
    let patch = std::fs::read_to_string(dir.join("failure.patch")).unwrap();
    assert!(patch.contains("new file mode 100755\n"), "{patch}");
    assert!(
        !patch.contains("100644") && !patch.contains("notes"),
        "{patch}"
    );
    assert!(fails_with(path, &dir.join("failure.patch")));
    // Applied on GOOD, the two scripts are executable, as at BAD.
    let copy = tempfile::tempdir().unwrap();
    git(copy.path(), &["clone", "-q", arg(path), "."]);
    git(copy.path(), &["checkout", "-q", "good"]);
    git(copy.path(), &["apply", arg(&dir.join("failure.patch"))]);
    for name in ["tool.sh", "setup.sh"] {
        let mode = std::fs::metadata(copy.path().join(name))
            .unwrap()
            .permissions();
        assert_eq!(mode.mode() & 0o111, 0o111, "{name}");
    }
    let staged = git(copy.path(), &["add", "-A"]);
    assert_eq!(staged, "");
    let modes = git(copy.path(), &["ls-files", "-s", "tool.sh", "setup.sh"]);
    assert!(
        modes.lines().all(|line| line.starts_with("100755")),
        "{modes}"
    );
}

/// The same patch and difference at any number of jobs, the default (the
/// cores) included: each job has its own work tree. Off a terminal, the
/// progress is one plain line per smaller failing set of changes run;
/// none with `-q`.
#[test]
fn the_same_patch_at_any_number_of_jobs_with_progress_lines() {
    let repo = fixture();
    let out = tempfile::tempdir().unwrap();
    let found = |jobs: &[&str]| {
        let dir = out.path().join(format!("found{}", jobs.join("")));
        let mut options = vec!["-o", arg(&dir)];
        options.extend(jobs);
        let output = isolate(repo.path(), "good", "bad", &options);
        assert_code(&output, 0);
        let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
        let report: serde_json::Value = serde_json::from_str(&read("report.json")).unwrap();
        (
            read("failure.patch"),
            read("difference.diff"),
            report,
            stderr(&output),
        )
    };
    let (patch, difference, report, said) = found(&["-j", "1"]);
    for jobs in [&["-j", "3"][..], &[]] {
        let (other_patch, other_difference, _, _) = found(jobs);
        assert_eq!(other_patch, patch, "{jobs:?}");
        assert_eq!(other_difference, difference, "{jobs:?}");
    }
    // `isolating: 12 of 64 changes (18.8%), 9 runs in 0.1s, 90.0 runs/s`.
    let total = report["changes_total"].as_u64().unwrap();
    let of = format!(" of {total} changes (");
    let sizes: Vec<u64> = said
        .lines()
        .filter_map(|line| line.split_once(": ").filter(|(_, rest)| rest.contains(&of)))
        .map(|(_, rest)| {
            let (now, tail) = rest.split_once(&of).unwrap();
            assert!(
                tail.contains(" runs in ") && tail.ends_with(" runs/s"),
                "{rest}"
            );
            now.parse().unwrap()
        })
        .collect();
    assert!(sizes.len() > 1, "{said}");
    assert!(sizes.windows(2).all(|w| w[1] < w[0]), "{sizes:?}");
    // The smallest failing set run is the patch.
    assert_eq!(
        *sizes.last().unwrap(),
        report["patch_changes"].as_u64().unwrap(),
        "{said}"
    );
    let quiet = isolate(
        repo.path(),
        "good",
        "bad",
        &["-o", arg(&out.path().join("q")), "-q"],
    );
    assert_code(&quiet, 0);
    assert_eq!(stderr(&quiet), "");
}

/// With `--runner` (a plain prefix here, `srun` on a cluster) and
/// `--work-dir`, the work trees are made in the work directory, which the
/// nodes share, not in the system's temporary one, which they do not:
/// every run starts in it (the runner records where), the runner is
/// checked to see it first, and nothing is left there afterwards.
#[cfg(unix)]
#[test]
fn the_trees_are_made_in_the_work_dir_behind_a_runner() {
    let repo = fixture();
    let tmp = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let work_dir = work.path().canonicalize().unwrap();
    let state = tempfile::tempdir().unwrap();
    let log = state.path().join("where.log");
    let runner = state.path().join("runner.sh");
    std::fs::write(
        &runner,
        format!("#!/bin/sh\npwd -P >> {}\nexec \"$@\"\n", arg(&log)),
    )
    .unwrap();
    let out = state.path().join("found");
    let output = isolate_command(repo.path())
        .args(["-o", arg(&out), "-q", "--work-dir", arg(&work_dir)])
        .args(["--runner", &format!("sh {}", arg(&runner))])
        .args(["--", "sh", "check.sh"])
        .env("TMPDIR", tmp.path())
        .output()
        .unwrap();
    assert_code(&output, 0);
    let starts = std::fs::read_to_string(&log).unwrap();
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
    // The check that the runner sees the work directory (`cat` of a file
    // there, started where `cargo delta` was), then every run, in a tree.
    let runs = report["runs"].as_u64().unwrap() as usize;
    assert_eq!(starts.lines().count(), runs + 1, "{starts}");
    let trees = format!("{}/cargo-delta-git.", work_dir.display());
    let in_trees = starts.lines().filter(|dir| dir.starts_with(&trees)).count();
    assert_eq!(in_trees, runs, "{starts}");
    assert!(fails_with(repo.path(), &out.join("failure.patch")));
    // Nothing left in the work directory, nor in the system's.
    assert_eq!(common::files(&work_dir), Vec::<String>::new());
    assert_eq!(common::files(tmp.path()), Vec::<String>::new());
    // A work directory that does not exist is refused before any run.
    let missing = state.path().join("missing");
    let refused = isolate(repo.path(), "good", "bad", &["--work-dir", arg(&missing)]);
    assert_code(&refused, 2);
    assert!(stderr(&refused).contains("is not a directory; make it first"));
}
