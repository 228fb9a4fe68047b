//! `--slurm`: each candidate's command runs as a job step of a real
//! single-node Slurm cluster, started by each test (`common::slurm`). The
//! result is the one `--jobs` gives here, for `reduce`, `reduce-crate` and
//! `isolate`; budgets and `--resume` hold; a job step Slurm cancels is run
//! again, and one cancelled every time stops the command (exit 18); a work
//! directory the node does not see is refused (exit 17). Skipped, with a
//! message, where Slurm cannot be installed or started.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Mutex;

use common::slurm::Cluster;
use common::{arg, assert_code, stderr};

/// The input: 100 lines, two of which the failure needs.
fn input() -> String {
    (0..100)
        .map(|i| match i {
            23 => "B1\n".to_string(),
            71 => "B2\n".to_string(),
            _ => format!("line {i} {}\n", i * 7919 % 100),
        })
        .collect()
}

/// What every reduction of [`input`] gives.
const REDUCED: &str = "B1B2";

/// `check.sh LOG FILE`: logs the Slurm job it runs in (`none` outside
/// Slurm), and fails (exit 1) when FILE (or the crate directory FILE)
/// holds both bugs.
const CHECK: &str = r#"#!/bin/sh
echo "${SLURM_JOB_ID:-none}" >> "$1"
grep -rq B1 "$2" && grep -rq B2 "$2" && { echo 'found both bugs' >&2; exit 1; }
exit 0
"#;

/// `cancel.sh RUNS FILE`: as `check.sh`, but the run numbered `CANCEL`
/// (counted in the directory RUNS; every run when `CANCEL` is `all`) has
/// its own job step cancelled by `scancel`, as an operator or a
/// preemption would.
const CANCEL: &str = r#"#!/bin/sh
i=0; while ! mkdir "$1/$i" 2>/dev/null; do i=$((i+1)); done
if [ "$i" = "$CANCEL" ] || [ "$CANCEL" = all ]; then scancel "$SLURM_JOB_ID"; sleep 30; fi
grep -q B1 "$2" && grep -q B2 "$2" && { echo 'found both bugs' >&2; exit 1; }
exit 0
"#;

/// Whether `text` quotes Slurm's word that a step was cancelled (`srun`'s
/// line or the step daemon's, whichever came first).
fn cancelled(text: &str) -> bool {
    text.contains("srun: Job step aborted") || text.contains("CANCELLED AT")
}

/// `hang.sh LOG FILE`: as `check.sh`, but hangs on a file that holds the
/// first bug and not the second.
const HANG: &str = r#"#!/bin/sh
echo "${SLURM_JOB_ID:-none}" >> "$1"
if grep -q B1 "$2" && ! grep -q B2 "$2"; then echo hang >> "$1"; sleep 1000; fi
grep -q B1 "$2" && grep -q B2 "$2" && { echo 'found both bugs' >&2; exit 1; }
exit 0
"#;

/// A test's cluster and files. The clusters are started one at a time
/// (two would share the machine's two cores, and each test is quick
/// alone): the fields drop in order, the cluster before the lock.
struct Setup {
    cluster: Cluster,
    case: Case,
    _serial: std::sync::MutexGuard<'static, ()>,
}

impl Setup {
    /// `None` where Slurm cannot run here (`Cluster::start` says why).
    fn new() -> Option<Setup> {
        static SERIAL: Mutex<()> = Mutex::new(());
        let serial = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        let cluster = Cluster::start()?;
        let case = Case::new(&cluster.shared());
        Some(Setup {
            cluster,
            case,
            _serial: serial,
        })
    }
}

/// A test's files, in the cluster's shared directory.
struct Case {
    dir: PathBuf,
}

impl Case {
    /// The files, in a new directory under `parent`.
    fn new(parent: &Path) -> Case {
        let dir = tempfile::tempdir_in(parent).unwrap().keep();
        for (name, text) in [
            ("check.sh", CHECK),
            ("cancel.sh", CANCEL),
            ("hang.sh", HANG),
        ] {
            std::fs::write(dir.join(name), text).unwrap();
        }
        std::fs::write(dir.join("in.txt"), input()).unwrap();
        std::fs::create_dir(dir.join("runs")).unwrap();
        Case { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// The script `script` on `@@`, its first argument `first`: named by
    /// a relative path, which the nodes resolve where `cargo delta` runs.
    fn command<'a>(&'a self, script: &'a str, first: &'a Path) -> Vec<String> {
        ["--", "sh", script, arg(first), "@@"]
            .map(String::from)
            .to_vec()
    }

    /// The job ids `check.sh` logged in `log`.
    fn jobs(&self, log: &str) -> Vec<String> {
        std::fs::read_to_string(self.path(log))
            .unwrap_or_default()
            .lines()
            .map(String::from)
            .collect()
    }
}

/// `cargo delta` with `args` (and `CANCEL` set to `cancel`), in `case`'s
/// directory, the cluster's commands in reach.
fn cargo_delta(cluster: &Cluster, case: &Case, args: &[String], cancel: &str) -> Output {
    delta_in(cluster, case, args, cancel).output().unwrap()
}

/// The command [`cargo_delta`] runs.
fn delta_in(cluster: &Cluster, case: &Case, args: &[String], cancel: &str) -> Command {
    let mut command = cluster.command(env!("CARGO_BIN_EXE_cargo-delta"));
    command
        .arg("delta")
        .args(args)
        .current_dir(&case.dir)
        .env("CANCEL", cancel)
        .env_remove("CARGO_TARGET_DIR");
    command
}

/// `args` as owned strings.
fn strings(args: &[&str]) -> Vec<String> {
    args.iter().map(|arg| arg.to_string()).collect()
}

/// `--slurm` and the work directory every reduction through Slurm takes.
fn on_slurm(cluster: &Cluster) -> Vec<String> {
    strings(&["--slurm=-c1", "--work-dir", arg(&cluster.shared())])
}

/// Reduces the case's input to `out` with `options`, against `check.sh`
/// logging to `log`.
fn reduce(cluster: &Cluster, case: &Case, out: &str, log: &str, options: &[String]) -> Output {
    reduce_against(
        cluster,
        case,
        (out, options),
        ("check.sh", &case.path(log), "none"),
    )
}

/// Reduces the case's input to `out` with `options`, against `script`
/// with its first argument `first`, `CANCEL` set to `cancel`.
fn reduce_against(
    cluster: &Cluster,
    case: &Case,
    (out, options): (&str, &[String]),
    (script, first, cancel): (&str, &Path, &str),
) -> Output {
    let mut args = strings(&[
        "reduce",
        arg(&case.path("in.txt")),
        "-o",
        arg(&case.path(out)),
    ]);
    args.extend_from_slice(options);
    args.extend(case.command(script, first));
    cargo_delta(cluster, case, &args, cancel)
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn through_slurm_the_result_is_the_one_jobs_gives_here() {
    let Some(setup) = Setup::new() else {
        return;
    };
    let Setup { cluster, case, .. } = &setup;
    let here = reduce(
        cluster,
        case,
        "here.txt",
        "here.log",
        &strings(&["-j", "4"]),
    );
    assert_code(&here, 0);
    let mut options = on_slurm(cluster);
    let report = case.path("report.md");
    options.extend(strings(&["-j", "8", "--report", arg(&report)]));
    let slurm = reduce(cluster, case, "slurm.txt", "slurm.log", &options);
    assert_code(&slurm, 0);
    // The failure text is the command's: srun's lines are not in it.
    let report = std::fs::read_to_string(report).unwrap();
    assert!(report.contains("found both bugs"), "{report}");
    assert!(
        !report.contains("srun") && !report.contains("slurmstepd"),
        "{report}"
    );
    let read = |name: &str| std::fs::read_to_string(case.path(name)).unwrap();
    assert_eq!(
        (read("here.txt"), read("slurm.txt")),
        (REDUCED.into(), REDUCED.into())
    );
    // Every run of the command was a job of the cluster, and none ran here.
    let (here_jobs, slurm_jobs) = (case.jobs("here.log"), case.jobs("slurm.log"));
    assert!(here_jobs.iter().all(|job| job == "none"), "{here_jobs:?}");
    assert!(slurm_jobs.iter().all(|job| job != "none"), "{slurm_jobs:?}");
    let distinct: std::collections::BTreeSet<_> = slurm_jobs.iter().collect();
    assert_eq!(distinct.len(), slurm_jobs.len(), "one job per run");
    assert!(slurm_jobs.len() > 20, "{} runs", slurm_jobs.len());
    // Nothing left running, nothing left in the work directory but the
    // test's own files.
    assert_eq!(cluster.live_jobs(), "");
    let left: Vec<_> = std::fs::read_dir(cluster.shared())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| *path != case.dir)
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn through_slurm_a_budget_stops_and_resume_goes_on() {
    let Some(setup) = Setup::new() else {
        return;
    };
    let Setup { cluster, case, .. } = &setup;
    let mut options = on_slurm(cluster);
    options.extend(strings(&["-j", "4", "--max-tests", "12"]));
    let stopped = reduce(cluster, case, "out.txt", "first.log", &options);
    assert_code(&stopped, 5);
    // The budget counts every run: the checks (two of the original, one
    // of the empty file, two reruns of the result) and the reduction's.
    let runs = case.jobs("first.log").len();
    assert!((6..=12).contains(&runs), "{runs} runs");
    let best = std::fs::read_to_string(case.path("out.txt")).unwrap();
    assert!(best.len() < input().len() && best.contains("B1"), "{best}");
    let mut options = on_slurm(cluster);
    options.extend(strings(&["-j", "4", "--resume"]));
    let resumed = reduce(cluster, case, "out.txt", "second.log", &options);
    assert_code(&resumed, 0);
    assert_eq!(
        std::fs::read_to_string(case.path("out.txt")).unwrap(),
        REDUCED
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_job_step_slurm_cancels_is_run_again() {
    let Some(setup) = Setup::new() else {
        return;
    };
    let Setup { cluster, case, .. } = &setup;
    let mut options = on_slurm(cluster);
    options.extend(strings(&["-j", "4"]));
    // The fifth run is a candidate's (two of the original, one of the
    // empty file before).
    let runs = case.path("runs");
    let output = reduce_against(
        cluster,
        case,
        ("out.txt", &options),
        ("cancel.sh", &runs, "4"),
    );
    assert_code(&output, 0);
    let text = stderr(&output);
    let notes: Vec<_> = text
        .lines()
        .filter(|line| line.contains("Slurm lost a run"))
        .collect();
    assert_eq!(notes.len(), 1, "{text}");
    assert!(
        cancelled(notes[0]) && notes[0].ends_with("(1 of 3)"),
        "{text}"
    );
    assert_eq!(
        std::fs::read_to_string(case.path("out.txt")).unwrap(),
        REDUCED
    );
    assert_eq!(cluster.live_jobs(), "");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_run_cancelled_every_time_stops_the_command() {
    let Some(setup) = Setup::new() else {
        return;
    };
    let Setup { cluster, case, .. } = &setup;
    let options = on_slurm(cluster);
    let runs = case.path("runs");
    let output = reduce_against(
        cluster,
        case,
        ("out.txt", &options),
        ("cancel.sh", &runs, "all"),
    );
    assert_code(&output, 18);
    let text = stderr(&output);
    assert!(
        text.contains("Slurm lost the same run 4 times in a row (last: ") && cancelled(&text),
        "{text}"
    );
    assert!(text.contains("(3 of 3)"), "{text}");
    // The original's first run, four times; nothing after.
    assert_eq!(std::fs::read_dir(case.path("runs")).unwrap().count(), 4);
    assert_eq!(cluster.live_jobs(), "");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_hang_on_a_node_is_a_hang_and_its_step_ends() {
    let Some(setup) = Setup::new() else {
        return;
    };
    let Setup { cluster, case, .. } = &setup;
    let mut options = on_slurm(cluster);
    options.extend(strings(&["-j", "8", "--timeout", "1s"]));
    let log = case.path("hang.log");
    let output = reduce_against(
        cluster,
        case,
        ("out.txt", &options),
        ("hang.sh", &log, "none"),
    );
    assert_code(&output, 0);
    assert_eq!(
        std::fs::read_to_string(case.path("out.txt")).unwrap(),
        REDUCED
    );
    let text = stderr(&output);
    assert!(
        !text.contains("Slurm lost"),
        "a hang is no lost run: {text}"
    );
    // Candidates hung (`timeout` on the node killed them), and none of
    // their steps still runs.
    let hung = std::fs::read_to_string(&log).unwrap();
    assert!(hung.lines().any(|line| line == "hang"), "{hung}");
    assert_eq!(cluster.live_jobs(), "");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_work_directory_the_nodes_do_not_see_is_refused() {
    let Some(setup) = Setup::new() else {
        return;
    };
    let Setup { cluster, case, .. } = &setup;
    if !cluster.hides_unshared {
        eprintln!("SKIPPED: this machine makes no mount namespace (unshare --mount), so no directory can be hidden from the node");
        return;
    }
    let options = strings(&["--slurm", "--work-dir", arg(&cluster.unshared())]);
    let output = reduce(cluster, case, "out.txt", "run.log", &options);
    assert_code(&output, 17);
    let text = stderr(&output);
    assert!(
        text.contains(&format!(
            "the work directory {} is not shared with the runs",
            cluster.unshared().display()
        )) && text.contains("give --work-dir a directory on a file system the nodes share"),
        "{text}"
    );
    assert!(case.jobs("run.log").is_empty(), "no run of the command");
    // The same directory is seen by runs here.
    let here = reduce(
        cluster,
        case,
        "out.txt",
        "here.log",
        &strings(&["--work-dir", arg(&cluster.unshared())]),
    );
    assert_code(&here, 0);
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn isolate_and_reduce_crate_through_slurm_are_as_here() {
    let Some(setup) = Setup::new() else {
        return;
    };
    let Setup { cluster, case, .. } = &setup;
    // isolate: the difference that matters is the line "B2".
    let good = input().replace("B2", "b2");
    std::fs::write(case.path("good.txt"), good).unwrap();
    let isolate = |out: &str, log: &str, options: Vec<String>| {
        let mut args = strings(&[
            "isolate",
            arg(&case.path("good.txt")),
            arg(&case.path("in.txt")),
        ]);
        args.extend(strings(&["-o", arg(&case.path(out)), "-j", "4"]));
        args.extend(options);
        args.extend(case.command("check.sh", &case.path(log)));
        cargo_delta(cluster, case, &args, "none")
    };
    assert_code(&isolate("here.isolate", "here.log", Vec::new()), 0);
    assert_code(&isolate("slurm.isolate", "slurm.log", on_slurm(cluster)), 0);
    // The closest passing and failing files differ by the line "B2".
    let pair = |dir: &str| {
        let read = |name: &str| std::fs::read_to_string(case.path(dir).join(name)).unwrap();
        (read("passing.txt"), read("failing.txt"))
    };
    assert_eq!(pair("here.isolate"), pair("slurm.isolate"));
    let (passing, failing) = pair("slurm.isolate");
    assert_eq!(passing.replace("b2", "B2"), failing);
    assert_ne!(passing, failing);
    assert!(case.jobs("slurm.log").iter().all(|job| job != "none"));

    // reduce-crate: the bugs are in two files of a crate.
    let krate = case.path("krate");
    std::fs::create_dir_all(krate.join("src")).unwrap();
    std::fs::write(
        krate.join("Cargo.toml"),
        "[package]\nname = \"k\"\nversion = \"0.1.0\"\n",
    )
    .unwrap();
    std::fs::write(
        krate.join("src/lib.rs"),
        "mod a;\nmod b;\n// B1\npub fn f() {}\n",
    )
    .unwrap();
    std::fs::write(krate.join("src/a.rs"), "// B2\npub fn g() {}\n").unwrap();
    std::fs::write(krate.join("src/b.rs"), "pub fn h() {}\n").unwrap();
    // The command runs in the candidate crate: the script by its full path.
    let check = case.path("check.sh");
    let reduce_crate = |out: &str, log: &str, options: Vec<String>| {
        let mut args = strings(&[
            "reduce-crate",
            arg(&krate),
            "-o",
            arg(&case.path(out)),
            "--format",
            "text",
            "-j",
            "4",
        ]);
        args.extend(options);
        args.extend(case.command(arg(&check), &case.path(log)));
        cargo_delta(cluster, case, &args, "none")
    };
    assert_code(&reduce_crate("here.min", "crate-here.log", Vec::new()), 0);
    assert_code(
        &reduce_crate("slurm.min", "crate-slurm.log", on_slurm(cluster)),
        0,
    );
    let files = |dir: &str| common::files(&case.path(dir).join("src"));
    assert_eq!(files("here.min"), files("slurm.min"));
    assert_eq!(files("slurm.min"), ["a.rs", "lib.rs"]);
    for name in files("slurm.min") {
        let read =
            |dir: &str| std::fs::read_to_string(case.path(dir).join("src").join(&name)).unwrap();
        assert_eq!(read("here.min"), read("slurm.min"), "{name}");
    }
    assert!(case.jobs("crate-slurm.log").iter().all(|job| job != "none"));
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn ctrl_c_cancels_the_job_steps_under_way() {
    let Some(setup) = Setup::new() else {
        return;
    };
    let Setup { cluster, case, .. } = &setup;
    let mut options = on_slurm(cluster);
    options.extend(strings(&["-j", "4", "--timeout", "60s"]));
    let mut args = strings(&["reduce", "in.txt", "-o", "out.txt"]);
    args.extend(options);
    args.extend(case.command("hang.sh", &case.path("hang.log")));
    let child = delta_in(cluster, case, &args, "none")
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let hanging = || {
        let log = std::fs::read_to_string(case.path("hang.log")).unwrap_or_default();
        log.lines().any(|line| line == "hang")
    };
    let started = std::time::Instant::now();
    while !hanging() && started.elapsed().as_secs() < 60 {
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    assert!(hanging(), "no candidate hung");
    assert_ne!(cluster.live_jobs(), "", "the hung steps run");
    let interrupted = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(interrupted.success());
    let output = child.wait_with_output().unwrap();
    assert_code(&output, 130);
    assert_eq!(cluster.live_jobs(), "", "{}", stderr(&output));
}

#[test]
fn a_runner_prefix_starts_every_run() {
    let parent = tempfile::tempdir().unwrap();
    let case = Case::new(parent.path());
    let script =
        "echo \"${MARK:-none}\" >> marks; grep -q B1 \"$1\" && grep -q B2 \"$1\" && exit 1; exit 0";
    let run = |options: &[&str]| {
        let mut args = strings(&["reduce", "in.txt", "-o", "out.txt", "-j", "2"]);
        args.extend(strings(options));
        args.extend(strings(&["--", "sh", "-c", script, "sh", "@@"]));
        Command::new(env!("CARGO_BIN_EXE_cargo-delta"))
            .arg("delta")
            .args(&args)
            .current_dir(&case.dir)
            .output()
            .unwrap()
    };
    let work = case.path("work");
    std::fs::create_dir(&work).unwrap();
    let output = run(&["--runner", "env MARK=runner", "--work-dir", arg(&work)]);
    assert_code(&output, 0);
    assert_eq!(
        std::fs::read_to_string(case.path("out.txt")).unwrap(),
        REDUCED
    );
    let marks = std::fs::read_to_string(case.path("marks")).unwrap();
    assert!(
        marks.lines().count() > 20 && marks.lines().all(|mark| mark == "runner"),
        "{marks}"
    );
    // The candidates' directories were in the work directory, and are gone.
    assert!(common::files(&work).is_empty());

    // A runner whose commands cannot read the work directory (another
    // user, and the directory is root's alone) is refused before the
    // first run; only root can be another user.
    let root = Command::new("id").arg("-u").output().unwrap().stdout == b"0\n";
    if root && Path::new("/usr/bin/setpriv").exists() {
        std::fs::remove_file(case.path("marks")).unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&work, std::fs::Permissions::from_mode(0o700)).unwrap();
        let prefix = "setpriv --reuid=65534 --regid=65534 --clear-groups";
        let refused = run(&["--runner", prefix, "--work-dir", arg(&work)]);
        assert_code(&refused, 17);
        let text = stderr(&refused);
        assert!(text.contains("is not shared with the runs: `setpriv --reuid=65534 --regid=65534 --clear-groups cat FILE` did not read back"), "{text}");
        assert!(!case.path("marks").exists(), "no run of the command");
    }

    let empty = run(&["--runner", " "]);
    assert_code(&empty, 2);
    assert!(
        stderr(&empty).contains("--runner is empty"),
        "{}",
        stderr(&empty)
    );
    let missing = run(&["--runner", "env", "--work-dir", "no-such-dir"]);
    assert_code(&missing, 2);
    assert!(
        stderr(&missing).contains("--work-dir no-such-dir is not a directory; make it first"),
        "{}",
        stderr(&missing)
    );
}
