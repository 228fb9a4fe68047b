//! Never a silent hang, never a leftover: an output that cannot be
//! written is refused before the first run, and one that fails mid-run
//! stops the command at once; SIGTERM and SIGHUP are handled as Ctrl-C is.
//! Each test points TMPDIR at a directory of its own and checks that it is
//! empty at the end.

use crate::common;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use common::{arg, assert_code, case, files, stderr};

const XZ: &str = include_str!("data/xz.txt");

/// `cargo delta` with `args`, TMPDIR set to `tmp`.
fn cargo_delta_in(tmp: &Path, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cargo-delta"));
    command.arg("delta").args(args).env("TMPDIR", tmp);
    command
}

/// Fails (exit 1) when the candidate `$2` holds an `x` and later a `z`.
const XZ_FAILS: &str = "tr -d '\\n' < \"$2\" | grep -q 'x.*z' && exit 1; exit 0";

#[test]
fn an_output_that_cannot_be_written_is_refused_before_any_run() {
    let (dir, file) = case("notes.txt", XZ);
    let tmp = tempfile::tempdir().unwrap();
    let ran = dir.path().join("ran");
    let script = format!("touch {}; {XZ_FAILS}", arg(&ran));
    let out = dir.path().join("no/such/dir/out.txt");
    let args = ["reduce", arg(&file), "-o", arg(&out), "--", "sh", "-c"];
    let output = cargo_delta_in(tmp.path(), &args)
        .args([script.as_str(), "sh", "-", "@@"])
        .output()
        .unwrap();
    assert_code(&output, 2);
    let text = stderr(&output);
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(
        text.contains("no/such/dir") && text.contains("does not exist"),
        "{text}"
    );
    assert!(!ran.exists(), "the command ran");
    assert_eq!(files(tmp.path()), Vec::<String>::new());
}

#[test]
fn a_write_error_mid_run_stops_at_once_and_says_where_the_best_file_is() {
    let (dir, file) = case("notes.txt", XZ);
    let tmp = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("out");
    std::fs::create_dir(&out_dir).unwrap();
    let out = out_dir.join("notes.min.txt");
    let log = dir.path().join("log");
    // Logs each run; on the first failing candidate under 100 bytes (the
    // next best file), removes the output's directory first (as a full
    // disk or a lost mount would fail the write).
    let script = format!(
        "echo run >> {log}; tr -d '\\n' < \"$2\" | grep -q 'x.*z' || exit 0; if [ $(wc -c < \"$2\") -lt 100 ] && [ -d {out} ]; then rm -r {out}; echo removed >> {log}; fi; exit 1",
        log = arg(&log),
        out = arg(&out_dir),
    );
    let args = ["reduce", arg(&file), "-j", "1", "-o", arg(&out), "--"];
    let output = cargo_delta_in(tmp.path(), &args)
        .args(["sh", "-c", script.as_str(), "sh", "-", "@@"])
        .output()
        .unwrap();
    assert_code(&output, 1);
    let text = stderr(&output);
    assert!(text.contains("cannot write"), "{text}");
    assert!(text.contains(arg(&out)), "{text}");
    let log = std::fs::read_to_string(&log).unwrap();
    let after = log
        .split("removed\n")
        .nth(1)
        .expect("the directory was removed");
    assert_eq!(after, "", "runs after the write failed: {log}");
    assert_eq!(files(tmp.path()), Vec::<String>::new());
}

/// The ids of the processes whose command line is `sleep MARKER` (a
/// zombie's is empty: it is gone but for its exit status).
#[cfg(target_os = "linux")]
fn sleeps(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
        if cmdline == format!("sleep\0{marker}\0").as_bytes() {
            found.push(entry.file_name().to_string_lossy().into_owned());
        }
    }
    found
}

/// Sends `signal` to `cargo delta` in the middle of a reduction whose
/// current run has a child that ignores SIGTERM and SIGHUP and sleeps long.
#[cfg(target_os = "linux")]
fn signal_mid_run(signal: &str) {
    let (dir, file) = case("notes.txt", XZ);
    let tmp = tempfile::tempdir().unwrap();
    // A number no other process has in its command line.
    let marker = format!("{}{}", 7_000_000 + std::process::id(), signal.len());
    let started = dir.path().join("started");
    // Once a smaller file failed (the output exists), the next run hangs.
    let script = format!(
        "if [ -e {out} ]; then trap '' TERM HUP; sleep {marker} & touch {started}; wait; fi; {XZ_FAILS}",
        out = arg(&dir.path().join("notes.min.txt")),
        started = arg(&started),
    );
    let args = ["reduce", arg(&file), "-j", "1", "--timeout", "1000s", "--"];
    let child = cargo_delta_in(tmp.path(), &args)
        .args(["sh", "-c", script.as_str(), "sh", "-", "@@"])
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Should the test fail before the signal, nothing is left running.
    struct Reaped(Option<std::process::Child>);
    impl Drop for Reaped {
        fn drop(&mut self) {
            if let Some(child) = &mut self.0 {
                let _ = child.kill();
            }
        }
    }
    let mut child = Reaped(Some(child));
    let waited = Instant::now();
    while !started.exists() && waited.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(sleeps(&marker).len(), 1, "the sleep runs");
    let child = child.0.take().unwrap();
    let sent = Command::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .unwrap();
    assert!(sent.success());
    let output = child.wait_with_output().unwrap();
    assert_code(&output, 130);
    let text = stderr(&output);
    assert!(
        text.contains("interrupted: the best file so far is"),
        "{text}"
    );
    assert!(text.contains("--resume"), "{text}");
    let best = std::fs::read_to_string(dir.path().join("notes.min.txt")).unwrap();
    assert!(best.len() < XZ.len() && best.contains('x'), "{best:?}");
    assert_eq!(
        files(tmp.path()),
        Vec::<String>::new(),
        "temporary files left"
    );
    // The sleep was killed with its group (and reaped by whoever adopted it).
    let waited = Instant::now();
    while !sleeps(&marker).is_empty() && waited.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(sleeps(&marker), Vec::<String>::new(), "still running");
}

#[cfg(target_os = "linux")]
#[test]
fn sigterm_kills_every_run_and_keeps_the_best_file() {
    signal_mid_run("TERM");
}

#[cfg(target_os = "linux")]
#[test]
fn sighup_kills_every_run_and_keeps_the_best_file() {
    signal_mid_run("HUP");
}
