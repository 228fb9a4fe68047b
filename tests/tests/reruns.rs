//! End to end: with the default isolation, no rerun can end the test
//! binary, forge a pass, leave a process behind, hang on a pipe, flood the
//! output, or put a megabyte on the terminal (`tests/fixtures/reruns`),
//! under `cargo test` and `cargo nextest run`. And a `delta-test.toml`
//! planted above a package that is in no workspace changes nothing.

use crate::common;

use std::path::Path;
use std::time::{Duration, Instant};

use common::{cargo, fixture, scratch, section, text};

/// The fixture's tests whose reruns end their process, or print without
/// end until their timeout: each must fail with its minimal call.
const ENDED: [&str; 6] = [
    "exit_zero_in_a_rerun",
    "exit_one_in_a_rerun",
    "abort_in_a_rerun",
    "stack_overflow_in_a_rerun",
    "floods_in_a_rerun",
    "floods_without_newlines_in_a_rerun",
];

/// Every test of the fixture fails: each is a bug to reduce.
const TESTS: usize = 13;

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn no_rerun_takes_the_test_binary_down_under_cargo_test() {
    let dir = fixture("reruns", "reruns", "");
    let pids = dir.join("pids.txt");
    let started = Instant::now();
    let output = cargo(
        &dir,
        &["test", "--no-fail-fast"],
        &[("PIDS", pids.to_str().unwrap())],
    );
    let elapsed = started.elapsed();
    let output_size = output.stdout.len() + output.stderr.len();
    let output = text(&output);
    assert!(
        output.contains(&format!("test result: FAILED. 0 passed; {TESTS} failed")),
        "{}",
        tail(&output)
    );
    for test in ENDED {
        let section = section(&output, test);
        let minimal = format!("  minimal:  {test}(\"?!\")\n");
        assert!(section.contains(&minimal), "{section}");
        assert!(section.contains("the call is 1-minimal"), "{section}");
    }
    let forged = section(&output, "forges_a_reply");
    assert!(
        forged.contains("  minimal:  forges_a_reply(\"y\")\n"),
        "{forged}"
    );

    // A child holding the pipe does not make the crash wait for it: each
    // crash would cost its 600 s. The bound is half of one such wait, so
    // that a loaded machine's slow build cannot fail the test.
    let piped = section(&output, "abort_while_a_child_holds_the_pipe");
    assert!(
        piped.contains("  minimal:  abort_while_a_child_holds_the_pipe(\"!\")\n"),
        "{piped}"
    );
    assert!(
        piped.contains("  failure:  crash: abort (SIGABRT)"),
        "{piped}"
    );
    assert!(elapsed < Duration::from_secs(300), "took {elapsed:?}");

    // Children of workers are gone; the original call's own child (run in
    // the test's thread, as a plain test would) is the test's business.
    let children = section(&output, "leaves_children");
    assert!(
        children.contains("  minimal:  leaves_children(\";(\")\n"),
        "{children}"
    );
    assert_no_worker_children(&pids);

    // Output: the original's 10 MB once, not once per rerun.
    let ten_mb = 10 << 20;
    assert!(output_size < ten_mb + ten_mb / 2, "{output_size} bytes");
    let worker = section(&output, "prints_in_a_worker");
    assert!(
        worker.contains("the original call printed this"),
        "{worker}"
    );
    assert_eq!(worker.matches("the original call printed this").count(), 1);

    // Arguments that differ in a worker process: reduced in a thread, said.
    let differ = section(&output, "arguments_differ_in_a_worker");
    assert!(
        differ.contains("  minimal:  arguments_differ_in_a_worker(\"!\")\n"),
        "{differ}"
    );
    assert!(
        differ.contains("delta-test: reruns ran in a thread, not a worker process: ")
            && differ.contains("the attribute's arguments come out differently in a worker"),
        "{differ}"
    );

    // A megabyte argument: its ends and its size, not the megabyte.
    let megabyte = section(&output, "megabyte_argument");
    assert!(megabyte.len() < 100_000, "{} bytes", megabyte.len());
    assert!(
        megabyte.contains("1048579 characters"),
        "{}",
        tail(megabyte)
    );
    let whole = megabyte
        .lines()
        .find_map(|line| {
            line.strip_prefix("delta-test: long values are cut above; the whole calls are in ")
        })
        .expect("the report says where the whole calls are");
    let json = std::fs::read_to_string(whole).unwrap();
    assert!(json.len() > 1 << 20, "{} bytes", json.len());
    assert!(
        megabyte.contains("  minimal:  megabyte_argument(\"!\")\n"),
        "{}",
        tail(megabyte)
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn no_rerun_takes_the_test_binary_down_under_nextest() {
    if !common::nextest_installed() {
        return;
    }
    let dir = fixture("reruns", "reruns-nextest", "");
    let pids = dir.join("pids.txt");
    let output = cargo(
        &dir,
        &["nextest", "run", "--no-fail-fast"],
        &[("PIDS", pids.to_str().unwrap())],
    );
    let output = text(&output);
    assert!(
        output.contains(&format!("{TESTS} failed")),
        "{}",
        tail(&output)
    );
    for test in ENDED {
        let minimal = format!("  minimal:  {test}(\"?!\")\n");
        assert!(output.contains(&minimal), "{}", tail(&output));
    }
    assert!(output.contains("  minimal:  forges_a_reply(\"y\")\n"));
    assert!(output.contains("  minimal:  abort_while_a_child_holds_the_pipe(\"!\")\n"));
    assert_no_worker_children(&pids);
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_delta_test_toml_above_a_package_in_no_workspace_is_ignored() {
    // Outside delta-test's own workspace, which would adopt the package.
    let root = std::env::temp_dir().join(format!("delta-test-planted-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    let made = fixture("reruns", "reruns-planted", "");
    let package = root.join("package");
    std::fs::create_dir_all(package.join("src")).unwrap();
    for file in ["src/lib.rs", "Cargo.lock"] {
        std::fs::copy(made.join(file), package.join(file)).unwrap();
    }
    let manifest = std::fs::read_to_string(made.join("Cargo.toml")).unwrap();
    let manifest = manifest.replace("\n[workspace]\n", "\n");
    std::fs::write(package.join("Cargo.toml"), manifest).unwrap();
    // Planted in a parent directory: a budget that would stop every
    // reduction at once.
    std::fs::write(root.join("delta-test.toml"), "max_tests = 1\n").unwrap();
    let output = text(&cargo(&package, &["test", "--", "forges_a_reply"], &[]));
    let forged = section(&output, "forges_a_reply");
    assert!(forged.contains("the call is 1-minimal"), "{forged}");
    assert!(!forged.contains("budget"), "{forged}");
    std::fs::remove_dir_all(&root).unwrap();
    let _ = scratch();
}

/// Checks that no `sleep` a worker process started is still running. The
/// pid file has a line `<child> <parent>` per call; the first line is the
/// original call's, made by the test binary itself.
fn assert_no_worker_children(pids: &Path) {
    let lines = std::fs::read_to_string(pids).expect("the fixture noted its children");
    let mut lines = lines.lines().map(|line| {
        let (child, parent) = line.split_once(' ').expect("two pids");
        (child.to_string(), parent.to_string())
    });
    let (original_child, test_binary) = lines.next().expect("the original call ran");
    let workers: Vec<(String, String)> =
        lines.filter(|(_, parent)| *parent != test_binary).collect();
    assert!(!workers.is_empty(), "no rerun ran in a worker process");
    // Killing a worker takes a moment to reach its group.
    let deadline = Instant::now() + Duration::from_secs(5);
    let alive = loop {
        let alive: Vec<&String> = workers
            .iter()
            .map(|(c, _)| c)
            .filter(|c| running(c))
            .collect();
        if alive.is_empty() || Instant::now() > deadline {
            break alive.into_iter().cloned().collect::<Vec<_>>();
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let _ = std::process::Command::new("kill")
        .arg(&original_child)
        .status();
    assert!(
        alive.is_empty(),
        "children of workers still running: {alive:?}"
    );
}

/// Whether the process `pid` runs (a zombie does not).
fn running(pid: &str) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        stat.rsplit(") ")
            .next()
            .is_some_and(|rest| !rest.starts_with('Z'))
    })
}

/// The end of a long output, for a failure message.
fn tail(output: &str) -> &str {
    let start = output.len().saturating_sub(20_000);
    let start = (start..output.len())
        .find(|&i| output.is_char_boundary(i))
        .unwrap_or(0);
    &output[start..]
}
