//! `--format rust` under clippy: a planted lint, made an error, is kept by
//! its name, message and label while the file shrinks. Skipped, with the
//! reason printed, where clippy is not installed.

mod common;

use std::process::Command;

use common::{arg, assert_code, cargo_delta, case};

const PLANTED: &str = include_str!("data/planted_len_zero.rs");

/// The lint's main message, as clippy prints it.
const MESSAGE: &str = "length comparison to zero";

/// `clippy-driver` with the options the reduction runs it with.
const CLIPPY: [&str; 8] = [
    "clippy-driver",
    "--edition",
    "2021",
    "--crate-type",
    "lib",
    "-Dclippy::len_zero",
    "-o",
    "/dev/null",
];

fn clippy_installed() -> bool {
    let version = Command::new("clippy-driver").arg("--version").output();
    version.is_ok_and(|output| output.status.success())
}

#[test]
fn a_planted_clippy_lint_is_kept_by_its_name_and_label() {
    if !clippy_installed() {
        eprintln!("skipped: clippy-driver is not installed (rustup component add clippy)");
        return;
    }
    let (dir, file) = case("inventory.rs", PLANTED);
    let mut args = vec!["reduce", arg(&file), "--jobs", "2", "--"];
    args.extend(CLIPPY);
    args.push("@@");
    assert_code(&cargo_delta(&args), 0);
    let result = dir.path().join("inventory.rs.min");
    let minimal = std::fs::read_to_string(&result).unwrap();
    assert!(minimal.contains(".len() == 0"), "{minimal}");
    assert!(
        minimal.len() * 5 < PLANTED.len(),
        "not much smaller:\n{minimal}"
    );

    // `inventory.rs.min` is no crate name: the check names it.
    let output = Command::new(CLIPPY[0])
        .args(&CLIPPY[1..])
        .args(["--crate-name", "inventory"])
        .arg(&result)
        .output()
        .unwrap();
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(errors.contains(&format!("error: {MESSAGE}")), "{errors}");
}
