//! What the end-to-end tests share: fixture crates copied under the target
//! directory, and `cargo` run on them.
#![allow(dead_code)] // each test file uses its own part

pub mod minimal;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn workspace() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

pub fn scratch() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("e2e")
}

/// A fresh copy of the fixture crate `tests/fixtures/<source>` at `name`,
/// depending on this checkout, with `extra` appended to its test module.
pub fn fixture(source: &str, name: &str, extra: &str) -> PathBuf {
    let dir = scratch().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("src")).unwrap();
    let code =
        std::fs::read_to_string(workspace().join(format!("tests/fixtures/{source}/src/lib.rs")))
            .unwrap()
            .trim_end()
            .strip_suffix('}')
            .expect("the fixture ends with its test module")
            .to_string();
    std::fs::write(dir.join("src/lib.rs"), format!("{code}\n{extra}\n}}\n")).unwrap();
    let manifest = workspace().join(format!("tests/fixtures/{source}/Cargo.toml"));
    std::fs::copy(manifest, dir.join("Cargo.toml")).unwrap();
    adopt(&dir, source, name);
    dir
}

/// Makes the copy at `dir` of the fixture `source` build on its own as
/// `<name>-fixture`.
fn adopt(dir: &Path, source: &str, name: &str) {
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml"))
        .unwrap()
        .replace(
            "../../../delta-test",
            &workspace().join("delta-test").display().to_string(),
        )
        // Copies share a target directory (one build of delta-test) and run
        // in parallel: each needs a test binary of its own.
        .replace(
            &format!("name = \"{source}-fixture\""),
            &format!("name = \"{name}-fixture\""),
        );
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    // The workspace's lock file: the same dependency versions, no surprises.
    std::fs::copy(workspace().join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
}

/// A copy of the fixture crate `source` as it is (every file), named
/// `<name>-fixture`, under the scratch directory.
pub fn fixture_crate(source: &str, name: &str) -> PathBuf {
    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap();
        for entry in std::fs::read_dir(from).unwrap() {
            let entry = entry.unwrap();
            let target = to.join(entry.file_name());
            match entry.file_type().unwrap().is_dir() {
                true => copy(&entry.path(), &target),
                false => drop(std::fs::copy(entry.path(), target).unwrap()),
            }
        }
    }
    let dir = scratch().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    copy(&workspace().join("tests/fixtures").join(source), &dir);
    adopt(&dir, source, name);
    dir
}

/// Runs `cargo <args>` in `dir` with the shared e2e target directory.
pub fn cargo(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO"));
    command
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", scratch().join("target"))
        .env_remove("DELTA_TEST")
        .env_remove("DELTA_TEST_LOG")
        .env_remove("DELTA_TEST_REPORT_DIR")
        .env_remove("DELTA_TEST_ISOLATE")
        .env_remove("DELTA_TEST_PERSIST")
        .env_remove("DELTA_TEST_REPORT")
        .env_remove("DELTA_TEST_STRATEGY")
        .env_remove("DELTA_TEST_MAX_TESTS")
        .env_remove("DELTA_TEST_MAX_TIME")
        .env_remove("DELTA_TEST_JOBS")
        .env_remove("NO_COLOR")
        .env_remove("CLICOLOR_FORCE")
        .env_remove("RUST_BACKTRACE");
    for (key, value) in env {
        command.env(key, value);
    }
    command.output().expect("cargo runs")
}

pub fn text(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned() + &String::from_utf8_lossy(&output.stderr)
}

/// The part of the output about one failed test of the `tests` module.
pub fn section<'a>(output: &'a str, test: &str) -> &'a str {
    section_of(output, &format!("tests::{test}"))
}

/// The part of the output about the failed test at `path`
/// (`identity::tests::lexes`).
pub fn section_of<'a>(output: &'a str, path: &str) -> &'a str {
    let start = output
        .find(&format!("---- {path} stdout ----"))
        .unwrap_or_else(|| panic!("no output for {path}:\n{output}"));
    let rest = &output[start + 5..];
    let end = rest
        .find("\n---- ")
        .or_else(|| rest.find("\nfailures:"))
        .unwrap_or(rest.len());
    &rest[..end]
}

/// One `cargo test` run of a fixture copy whose reductions write JSON
/// reports (and whatever `env` adds), shared by the tests that read it.
pub struct Reported {
    pub output: String,
    pub reports: PathBuf,
    /// The copy's crate (`book_fixture`), which starts its reports' names.
    pub krate: String,
}

impl Reported {
    /// Runs the tests of a fresh copy `name` of the fixture `source`.
    pub fn run(source: &str, name: &str, env: &[(&str, &str)]) -> Reported {
        let dir = fixture(source, name, "");
        let reports = dir.join("reports");
        let mut env = env.to_vec();
        env.push(("DELTA_TEST_REPORT_DIR", reports.to_str().unwrap()));
        let output = cargo(&dir, &["test", "--quiet", "--no-fail-fast"], &env);
        Reported {
            output: text(&output),
            reports,
            krate: format!("{name}_fixture").replace('-', "_"),
        }
    }

    /// Where the report of `test` (a test of the fixture's `tests` module)
    /// is written, with the extension `ext`.
    pub fn path(&self, test: &str, ext: &str) -> PathBuf {
        (self.reports).join(format!("{}.tests.{test}.{ext}", self.krate))
    }

    /// The JSON report of `test` (a test of the fixture's `tests` module).
    pub fn json(&self, test: &str) -> serde_json::Value {
        let path = self.path(test, "json");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        serde_json::from_str(&text).unwrap()
    }
}

/// Whether `cargo nextest` runs here; says so when it does not (CI
/// installs it, so the nextest tests run there).
pub fn nextest_installed() -> bool {
    let probe = Command::new(env!("CARGO"))
        .args(["nextest", "--version"])
        .output();
    let installed = probe.is_ok_and(|o| o.status.success());
    if !installed {
        eprintln!("cargo-nextest is not installed: skipped (CI installs it)");
    }
    installed
}
