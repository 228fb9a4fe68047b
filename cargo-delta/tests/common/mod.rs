//! What the integration tests share: the built command, the fixtures, and
//! a directory of its own for each test, so outputs never meet.

#![allow(dead_code)] // Each test file uses some of these.

pub mod slurm;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

/// A command, after `--`, that fails (exit 1) on a candidate holding `bug`.
pub const FAILS_ON_BUG: [&str; 6] = [
    "--",
    "sh",
    "-c",
    "grep -q bug \"$1\" && exit 1; exit 0",
    "sh",
    "@@",
];

/// A fixture of `tests/data/`.
pub fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

/// A fresh directory holding `file` with `contents`; returns both.
pub fn case(file: &str, contents: impl AsRef<[u8]>) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(file);
    std::fs::write(&path, contents).unwrap();
    (dir, path)
}

/// Runs `cargo-delta` with `args`, as `cargo delta` does (with `delta` first).
pub fn cargo_delta(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cargo-delta"))
        .arg("delta")
        .args(args)
        .output()
        .unwrap()
}

/// The exit code, with stderr shown when it is not `expected`.
pub fn assert_code(output: &Output, expected: i32) {
    assert_eq!(
        output.status.code(),
        Some(expected),
        "stderr:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The standard error, as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The names of the files in `dir`, sorted.
pub fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// `path` as a `&str` for an argument.
pub fn arg(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// The fixture program `panic_on.rs`, compiled once per test process with
/// the toolchain that builds the tests: a real Rust panic, with its place.
/// Each process compiles in a directory of its own and renames the
/// program into place: under nextest every test is a process, and two
/// rustcs writing their object files (named after the crate, beside the
/// output) in one directory at once crashed the linker (`Bus error`).
pub fn panic_on() -> &'static Path {
    static PROGRAM: OnceLock<PathBuf> = OnceLock::new();
    PROGRAM.get_or_init(|| {
        let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
        let out = tmp.join(format!("panic_on-{}", env!("CARGO_CRATE_NAME")));
        let own = tempfile::tempdir_in(tmp).unwrap();
        let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
        let status = Command::new(rustc)
            .args(["--edition", "2021", "-o"])
            .arg(own.path().join("panic_on"))
            .arg(data("panic_on.rs"))
            .status()
            .unwrap();
        assert!(status.success(), "panic_on.rs does not compile");
        std::fs::rename(own.path().join("panic_on"), &out).unwrap();
        out
    })
}

/// Reduces `file` with `options`, against `record.sh` (which keeps a copy
/// of every candidate and fails on the word `bug`); the output, and every
/// candidate the command ran.
pub fn reduce_recorded(file: &Path, options: &[&str]) -> (Output, Vec<String>) {
    let seen = tempfile::tempdir().unwrap();
    let script = data("record.sh");
    let mut args = vec!["reduce", arg(file)];
    args.extend(options);
    args.extend(["--", "sh", arg(&script), arg(seen.path()), "@@"]);
    let output = cargo_delta(&args);
    let candidates = std::fs::read_dir(seen.path())
        .unwrap()
        .map(|entry| std::fs::read_to_string(entry.unwrap().path()).unwrap())
        .collect();
    (output, candidates)
}

/// `git` in `dir`, as a test's author (no signing); its standard output.
pub fn git(dir: &Path, args: &[&str]) -> String {
    let output = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args([
            "-c",
            "user.name=t",
            "-c",
            "user.email=t@t",
            "-c",
            "commit.gpgsign=false",
        ])
        .args(args)
        .output()
        .unwrap();
    assert!(output.status.success(), "git {args:?}: {output:?}");
    String::from_utf8(output.stdout).unwrap()
}
