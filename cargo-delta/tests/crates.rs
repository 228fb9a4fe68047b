//! `cargo delta reduce-crate`: a crate of three files, with a type error
//! planted in one, reduced under `cargo check` to the file and the lines
//! that show it, and given as one file too.

use crate::common;

use std::path::Path;
use std::process::{Command, Output};

use common::{arg, assert_code, stderr};

/// The crate: `util.rs` has nothing to do with the bug.
const FILES: [(&str, &str); 4] = [
    (
        "Cargo.toml",
        "[package]\nname = \"demo\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[features]\nextra = []\n",
    ),
    (
        "src/lib.rs",
        "//! A small crate.\npub mod shapes;\npub mod util;\n\npub fn total(shapes: &[shapes::Shape]) -> f64 {\n    shapes.iter().map(|s| s.area()).sum()\n}\n\npub fn describe(n: usize) -> String {\n    format!(\"{} shapes\", util::clamp(n, 0, 10))\n}\n",
    ),
    (
        "src/shapes.rs",
        "#[derive(Debug, Clone)]\npub enum Shape {\n    Circle { r: f64 },\n    Square { side: f64 },\n}\n\nimpl Shape {\n    pub fn area(&self) -> f64 {\n        match self {\n            Shape::Circle { r } => 3.14 * r * r,\n            Shape::Square { side } => side * side,\n        }\n    }\n\n    pub fn sides(&self) -> u32 {\n        let count: u32 = match self {\n            Shape::Circle { .. } => 0,\n            Shape::Square { side } => side.to_bits(),\n        };\n        count\n    }\n}\n",
    ),
    (
        "src/util.rs",
        "pub fn clamp(n: usize, lo: usize, hi: usize) -> usize {\n    n.max(lo).min(hi)\n}\n\npub fn mean(xs: &[f64]) -> f64 {\n    xs.iter().sum::<f64>() / xs.len() as f64\n}\n",
    ),
];

fn write_crate(dir: &Path) {
    for (path, text) in FILES {
        let file = dir.join(path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, text).unwrap();
    }
}

/// `cargo delta` with `args`, with no target directory of the tests'
/// cargo leaking into the candidates' `cargo check`.
fn cargo_delta(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_cargo-delta"))
        .arg("delta")
        .args(args)
        .env_remove("CARGO_TARGET_DIR")
        .output()
        .unwrap()
}

fn rust_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir.join("src"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_crate_is_cut_to_the_file_that_fails_and_given_as_one_file() {
    let dir = tempfile::tempdir().unwrap();
    let krate = dir.path().join("demo");
    write_crate(&krate);
    let args = [
        "reduce-crate",
        arg(&krate),
        "-j",
        "2",
        "--",
        "cargo",
        "check",
        "--offline",
    ];
    let output = cargo_delta(&args);
    assert_code(&output, 0);
    // Not a terminal: one plain line per improvement, in the files' bytes.
    let text = stderr(&output);
    let lines = text.lines().filter(|l| l.starts_with("reducing: ")).count();
    assert!(lines > 0, "no progress: {text}");

    // The crate is untouched; the result is a crate without `util.rs`,
    // and `shapes.rs`, which holds the bug, merged into `lib.rs`.
    for (path, text) in FILES {
        assert_eq!(std::fs::read_to_string(krate.join(path)).unwrap(), text);
    }
    let reduced = dir.path().join("demo.min");
    assert_eq!(rust_files(&reduced), ["lib.rs"]);
    let lib = std::fs::read_to_string(reduced.join("src/lib.rs")).unwrap();
    // The code the error found a `u64` in is one (`side.to_bits()`
    // gives way to `0u64`, and the field it read goes with it).
    let arm = lib.contains("0u64") && lib.contains("u32") && !lib.contains("to_bits");
    assert!(arm && !lib.contains("fn area"), "{lib}");
    // The manifest keeps its edition: cargo reads the crate as written.
    let manifest = std::fs::read_to_string(reduced.join("Cargo.toml")).unwrap();
    assert!(manifest.contains("edition = \"2021\""), "{manifest}");

    // The one-file version shows the same error under plain rustc, without
    // a `mod shapes { .. }` around it.
    let single = dir.path().join("demo.min.rs");
    let text = std::fs::read_to_string(&single).unwrap();
    assert!(!text.contains("mod "), "{text}");
    let rustc = Command::new("rustc")
        .args([
            "--crate-type",
            "lib",
            "--crate-name",
            "demo",
            "--edition",
            "2021",
        ])
        .args(["--emit", "metadata", "-o"])
        .arg(dir.path().join("out.rmeta"))
        .arg(&single)
        .output()
        .unwrap();
    let errors = String::from_utf8_lossy(&rustc.stderr);
    assert!(errors.contains("error[E0308]"), "{errors}");
    assert!(errors.contains("expected `u32`, found `u64`"), "{errors}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn what_is_not_a_crate_or_cannot_be_changed_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let output = cargo_delta(&["reduce-crate", arg(dir.path()), "--", "cargo", "check"]);
    assert_code(&output, 6);
    assert!(
        stderr(&output).contains("has no Cargo.toml"),
        "{}",
        stderr(&output)
    );
    write_crate(dir.path());
    let args = [
        "reduce-crate",
        arg(dir.path()),
        "--in-place",
        "--",
        "cargo",
        "check",
    ];
    let output = cargo_delta(&args);
    assert_code(&output, 2);
    assert!(
        stderr(&output).contains("drop --in-place"),
        "{}",
        stderr(&output)
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn the_report_names_the_crate_and_the_compiler() {
    let dir = tempfile::tempdir().unwrap();
    let krate = dir.path().join("demo");
    write_crate(&krate);
    let report = dir.path().join("report.md");
    let args = [
        "reduce-crate",
        arg(&krate),
        "--report",
        arg(&report),
        "--max-tests",
        "5",
        "--",
        "cargo",
        "check",
        "--offline",
    ];
    assert_code(&cargo_delta(&args), 5);
    let report = std::fs::read_to_string(report).unwrap();
    assert!(report.contains("## The minimal crate"), "{report}");
    assert!(report.contains("- rustc 1."), "{report}");
    // The crate fits in one file: the report shows that one.
    assert!(report.contains("mod shapes {"), "{report}");
}
