//! `--format rust` with a real compiler: a planted type error keeps its
//! code, message and label while the file shrinks, a reduction told to keep
//! the code alone slides to another error, and every candidate parses.

use crate::common;

use std::path::Path;
use std::process::{Command, Output};

use common::{arg, assert_code, cargo_delta, case, stderr};

const PLANTED: &str = include_str!("data/planted_e0308.rs");

/// The planted error: its header and its label.
const HEADER: &str = "error[E0308]: mismatched types";
const LABEL: &str = "expected `u32`, found `char`";

/// The compiler the tests are built with, as a command's first words.
fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())
}

/// `rustc` on a library file, as the reductions run it (named, as the
/// result's `.min` is no crate name); its stderr. The output goes to a
/// directory of its own: never `-o /dev/null`, which rustc, writing a
/// temporary file and renaming it, replaces with a file when run as root.
fn compile(file: &Path) -> String {
    let out = tempfile::tempdir().unwrap();
    let output = Command::new(rustc())
        .args([
            "--crate-type",
            "lib",
            "--crate-name",
            "planted",
            "--edition",
            "2021",
        ])
        .args(["--emit=metadata", "--out-dir", arg(out.path())])
        .arg(file)
        .output()
        .unwrap();
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Reduces `file` with `options`, against rustc.
fn reduce(file: &Path, options: &[&str]) -> Output {
    reduce_behind(file, options, &[])
}

/// Reduces `file` with `options`, against rustc started by `wrappers`
/// (`env A=1`, `timeout 60`).
fn reduce_behind(file: &Path, options: &[&str], wrappers: &[&str]) -> Output {
    let compiler = rustc();
    let out = tempfile::tempdir().unwrap();
    let mut args = vec!["reduce", arg(file), "--jobs", "2"];
    args.extend(options);
    args.push("--");
    args.extend(wrappers);
    args.extend([
        compiler.as_str(),
        "--crate-type",
        "lib",
        "--edition",
        "2021",
    ]);
    args.extend(["--emit=metadata", "--out-dir", arg(out.path()), "@@"]);
    cargo_delta(&args)
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_planted_type_error_keeps_its_label_alone_in_a_much_smaller_file() {
    let (dir, file) = case("planted.rs", PLANTED);
    let report = dir.path().join("report.md");
    let output = reduce(&file, &["--only-this-error", "--report", arg(&report)]);
    assert_code(&output, 0);
    let result = dir.path().join("planted_min.rs");
    let minimal = std::fs::read_to_string(&result).unwrap();
    assert!(
        minimal.len() * 5 < PLANTED.len(),
        "not much smaller:\n{minimal}"
    );
    assert!(syn::parse_file(&minimal).is_ok(), "{minimal}");
    let errors = compile(&result);
    assert!(
        errors.contains(HEADER) && errors.contains(LABEL),
        "{errors}"
    );
    assert_eq!(errors.matches("error[").count(), 1, "alone: {errors}");
    let report = std::fs::read_to_string(report).unwrap();
    assert!(
        report.contains(&format!(
            "the same compiler error: {HEADER} / ^ {LABEL}, and no other error"
        )),
        "{report}"
    );
    assert!(report.contains("```rust\n"), "{report}");
    assert_shows_the_kept_error(&report, &result);
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn the_code_an_error_found_a_type_in_becomes_a_literal_of_it() {
    // `expected `u8`, found `u32`` under `high * 0x10 + low`: the sum
    // becomes `0u32`, which no cut reaches, and the digits' reading goes
    // with it (without it, a helper of type `Option<u32>` stayed to give
    // the sum its type: `fn a() -> Option<u32> { loop {} }` and
    // `Some(a()? * 0)`).
    let planted = include_str!("data/hex_digits.rs");
    let (dir, file) = case("hex.rs", planted);
    assert_code(&reduce(&file, &[]), 0);
    let result = dir.path().join("hex_min.rs");
    let minimal = std::fs::read_to_string(&result).unwrap();
    assert!(minimal.contains("0u32"), "{minimal}");
    assert_eq!(minimal.matches("fn ").count(), 1, "{minimal}");
    for gone in ["to_digit", "?", "iter", "0x10"] {
        assert!(!minimal.contains(gone), "{gone}: {minimal}");
    }
    let errors = compile(&result);
    assert!(
        errors.contains(HEADER) && errors.contains("expected `u8`, found `u32`"),
        "{errors}"
    );
}

/// The report's standard error section shows the kept error, at the
/// user's path for the minimal file, without warnings or summaries.
fn assert_shows_the_kept_error(report: &str, minimal: &Path) {
    let (_, printed) = report
        .split_once("## What the program printed on standard error for the minimal file")
        .expect("a standard error section");
    assert!(
        printed.contains(HEADER) && printed.contains(LABEL),
        "{printed}"
    );
    assert!(
        printed.contains(&format!("--> {}:", minimal.display())),
        "{printed}"
    );
    for left_out in ["warning", "aborting due to", "<dir>"] {
        assert!(!printed.contains(left_out), "{left_out}: {printed}");
    }
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn the_error_code_alone_slides_to_another_error_and_the_default_refuses_it() {
    // Told to keep `error[E0308]` only, the reduction takes the first
    // smaller E0308 it meets (`match` arms of two types, or a body emptied,
    // `found ()`), and a new error beside it. The default refuses those
    // candidates (their E0308 is another one), and keeps the planted bug.
    let (dir, file) = case("planted.rs", PLANTED);
    assert_code(&reduce(&file, &["--stderr", r"error\[E0308\]"]), 0);
    let slid = compile(&dir.path().join("planted_min.rs"));
    assert!(
        slid.contains("error[E0308]") && !slid.contains(LABEL),
        "{slid}"
    );

    let (dir, file) = case("planted.rs", PLANTED);
    let report = dir.path().join("report.md");
    assert_code(&reduce(&file, &["--report", arg(&report)]), 0);
    let kept = compile(&dir.path().join("planted_min.rs"));
    assert!(kept.contains(LABEL), "{kept}");
    let report = std::fs::read_to_string(report).unwrap();
    assert_shows_the_kept_error(&report, &dir.path().join("planted_min.rs"));
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_planted_clippy_lint_keeps_its_name() {
    let version = Command::new("clippy-driver").arg("--version").output();
    if !version.is_ok_and(|output| output.status.success()) {
        println!("skipped: clippy-driver is not installed (rustup component add clippy)");
        return;
    }
    let planted = include_str!("data/planted_lint.rs");
    let (dir, file) = case("lint.rs", planted);
    let report = dir.path().join("report.md");
    let clippy = ["clippy-driver", "--crate-type", "lib", "--edition", "2021"];
    let out = tempfile::tempdir().unwrap();
    let lint = [
        "-D",
        "clippy::needless_return",
        "--emit=metadata",
        "--out-dir",
        arg(out.path()),
    ];
    let mut args = vec![
        "reduce",
        arg(&file),
        "--jobs",
        "2",
        "--report",
        arg(&report),
        "--",
    ];
    args.extend(clippy);
    args.extend(lint);
    args.push("@@");
    assert_code(&cargo_delta(&args), 0);
    let minimal = std::fs::read_to_string(dir.path().join("lint_min.rs")).unwrap();
    assert!(minimal.len() * 2 < planted.len(), "{minimal}");
    let result = Command::new("clippy-driver")
        .args(&clippy[1..])
        .args(lint)
        .args(["--crate-name", "lint"])
        .arg(dir.path().join("lint_min.rs"))
        .output()
        .unwrap();
    let errors = String::from_utf8_lossy(&result.stderr);
    assert!(errors.contains("unneeded `return` statement"), "{errors}");
    let report = std::fs::read_to_string(report).unwrap();
    assert!(
        report.contains("error: clippy::needless_return: unneeded `return` statement"),
        "{report}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn only_this_error_refuses_a_file_with_other_errors_and_says_what_to_do() {
    let other = format!("{PLANTED}\nfn extra() -> u8 {{ undefined_name }}\n");
    let (_dir, file) = case("two.rs", other);
    let output = reduce(&file, &["--only-this-error"]);
    assert_code(&output, 3);
    assert!(
        stderr(&output).contains("prints other errors besides the first"),
        "{}",
        stderr(&output)
    );
    // A program that is no compiler has no error to keep alone.
    let args = [
        "reduce",
        arg(&file),
        "--only-this-error",
        "--",
        "false",
        "@@",
    ];
    let output = cargo_delta(&args);
    assert_code(&output, 2);
    assert!(
        stderr(&output).contains("`false` printed none")
            && stderr(&output).contains("rustc, cargo"),
        "{}",
        stderr(&output)
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn every_candidate_parses_and_an_unparsable_file_is_reduced_as_text() {
    let text = "struct S { a: u8, b: u16 }\nimpl S { fn f(&self) -> u8 { let x = self.a; if x > 2 { bug(x) } else { 0 } } }\nfn g() {}\n";
    let (dir, file) = case("lib.rs", text);
    let (output, candidates) = common::reduce_recorded(&file, &[]);
    assert_code(&output, 0);
    assert!(candidates.len() > 10, "{candidates:?}");
    for candidate in &candidates {
        assert!(
            syn::parse_file(candidate).is_ok(),
            "does not parse:\n{candidate}"
        );
    }
    let minimal = std::fs::read_to_string(dir.path().join("lib_min.rs")).unwrap();
    // `bug(x)` hoisted to `bug`, the `if` to its block and the block to
    // its value, the impl's function made a free one and its return type
    // gone with that value made a statement; the names renamed short.
    assert_eq!(minimal, "fn a() {\n    bug;\n}\n");

    // A statement in a syntax `syn` does not know (nightly `super let`)
    // is kept as tokens, and the rest reduces as Rust (the function made
    // free and renamed); the command never sees the wrapper that holds
    // the tokens.
    let text = "struct S { a: u8, b: u16 }\nimpl S {\n    fn f(&self) -> u8 {\n        let y = self.b;\n        super let x = bug(self.a);\n        if x > 2 { 1 } else { 0 }\n    }\n}\nfn g() {}\n";
    let (dir, file) = case("nightly.rs", text);
    let (output, candidates) = common::reduce_recorded(&file, &[]);
    assert_code(&output, 0);
    assert!(!stderr(&output).contains("as text"), "{}", stderr(&output));
    assert!(candidates.iter().all(|c| !c.contains("verbatim")));
    assert!(candidates
        .iter()
        .any(|c| c.contains("super let x = bug(self.a);")));
    let minimal = std::fs::read_to_string(dir.path().join("nightly_min.rs")).unwrap();
    assert_eq!(minimal, "fn a() {\n    bug;\n}\n");

    let (dir, file) = case("broken.rs", "fn f( { bug }\n");
    let (output, _) = common::reduce_recorded(&file, &[]);
    assert_code(&output, 0);
    assert!(
        stderr(&output).contains("does not parse as Rust")
            && stderr(&output).contains("reducing it as text"),
        "{}",
        stderr(&output)
    );
    let minimal = std::fs::read_to_string(dir.path().join("broken_min.rs")).unwrap();
    assert_eq!(minimal, "bug");

    // A file that parses but that the printer has no layout for (`syn`
    // keeps a `safe fn` as verbatim tokens): said so, without the
    // printer's panic.
    let text = "unsafe extern \"C\" {\n    pub safe fn abs(x: i32) -> i32;\n}\nfn f() { bug }\n";
    let (_dir, file) = case("safe.rs", text);
    let (output, _) = common::reduce_recorded(&file, &[]);
    assert_code(&output, 0);
    let stderr = stderr(&output);
    assert!(
        stderr.contains("prettyplease cannot print a part of it")
            && stderr.contains("reducing it as text")
            && !stderr.contains("panicked"),
        "{stderr}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_wrapped_compiler_is_read_as_one_and_the_result_adds_no_error() {
    // Behind `env` and `timeout`, rustc is still the compiler: its first
    // error is kept (not the last lines of its output), and no candidate
    // with an error the original did not have is taken.
    let (dir, file) = case("planted.rs", PLANTED);
    let report = dir.path().join("report.md");
    let wrappers = ["env", "RUSTC_BOOTSTRAP=1", "timeout", "120"];
    let output = reduce_behind(&file, &["--report", arg(&report)], &wrappers);
    assert_code(&output, 0);
    let report = std::fs::read_to_string(report).unwrap();
    assert!(
        report.contains(&format!(
            "the same compiler error: {HEADER} / ^ {LABEL}, and no error the original did not have"
        )),
        "{report}"
    );
    let errors = compile(&dir.path().join("planted_min.rs"));
    assert!(errors.contains(LABEL), "{errors}");
    assert_eq!(
        errors.matches("error[").count(),
        1,
        "no new error: {errors}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn an_ice_after_ordinary_errors_is_the_failure_kept() {
    // A release rustc prints its panic at `/rustc-dev/<hash>/compiler/...`
    // after two ordinary errors: the ICE is the bug, not the first error.
    let planted = include_str!("data/ice_const_eval.rs");
    let (dir, file) = case("ice.rs", planted);
    let place = "compiler/rustc_const_eval/src/interpret/place.rs";
    if !compile(&file).contains(place) {
        println!("skipped: this rustc has no such ICE (fixed since 1.95?)");
        return;
    }
    let report = dir.path().join("report.md");
    assert_code(&reduce(&file, &["--report", arg(&report)]), 0);
    let report = std::fs::read_to_string(report).unwrap();
    assert!(
        report.contains(&format!(
            "the same internal compiler error: error: internal compiler error: {place}"
        )),
        "{report}"
    );
    // The report shows the crash, its panic and its queries, not the
    // backtrace's frames that push them out of a tail of the output.
    let (_, printed) = report
        .split_once("## What the program printed on standard error")
        .expect("a standard error section");
    for part in [
        "internal compiler error",
        "panicked at",
        "query stack during panic",
    ] {
        assert!(printed.contains(part), "{part}: {printed}");
    }
    assert!(!printed.contains("stack backtrace:"), "{printed}");
    let result = dir.path().join("ice_min.rs");
    let minimal = std::fs::read_to_string(&result).unwrap();
    assert!(minimal.len() * 3 < planted.len(), "{minimal}");
    let errors = compile(&result);
    assert!(errors.contains(place), "{errors}");
    assert!(
        !errors.contains("error[E0308]"),
        "no other error kept: {errors}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn under_deny_warnings_a_cut_takes_what_it_leaves_unused() {
    // The bug is a lint made an error by `-D warnings`: an unused
    // variable in a private helper, reached through a struct, its methods
    // and a trait impl. Every cut of a call leaves a function, a method, a
    // field, an import or a binding unused, which is an error of its own
    // here; unless the cut takes them along, the guard refuses it (the
    // result kept the struct, its impls and both imports: 944 bytes).
    let (dir, file) = case("deny_warnings.rs", include_str!("data/deny_warnings.rs"));
    let compiler = rustc();
    let out = tempfile::tempdir().unwrap();
    let mut args = vec!["reduce", arg(&file), "--jobs", "2", "--", compiler.as_str()];
    args.extend(["--crate-type", "lib", "--edition", "2021", "-D", "warnings"]);
    args.extend(["--emit=metadata", "--out-dir", arg(out.path()), "@@"]);
    assert_code(&cargo_delta(&args), 0);

    let minimal = dir.path().join("deny_warnings_min.rs");
    let text = std::fs::read_to_string(&minimal).unwrap();
    for gone in ["struct", "impl", "use ", "HashMap", "fmt"] {
        assert!(!text.contains(gone), "{gone}: {text}");
    }
    assert!(text.len() < 120, "{text}");
    let (headers, errors) = lint_errors(&minimal, &["-D", "warnings"]);
    // The variable keeps its name, which the error quotes, so the first
    // line reads as the original's; the rest is renamed short.
    let [header] = &headers[..] else {
        panic!("one error: {errors}");
    };
    assert_eq!(header, "error: unused variable: `shifted`", "{errors}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn under_deny_warnings_a_chain_cut_keeps_the_function_the_bug_is_in() {
    // `#![deny(warnings)]` makes code after a `return` on both arms of an
    // `if` an error, in a private function reached only through a public
    // one, a struct's method and a helper. Each cut of that chain leaves
    // the function unused; had it gone with the cut (as a struct does),
    // the bug would have gone too, and the chain stayed: 262 bytes, the
    // public caller, a helper and an import. Kept and allowed unused, the
    // function stays alone (made `pub` at the end, which is shorter), and
    // the error's variants go as the calls that built them do.
    let (dir, file) = case("deny_chain.rs", include_str!("data/deny_chain.rs"));
    let compiler = rustc();
    let out = tempfile::tempdir().unwrap();
    let mut args = vec!["reduce", arg(&file), "--jobs", "2", "--", compiler.as_str()];
    args.extend(["--crate-type", "lib", "--edition", "2021"]);
    args.extend(["--emit=metadata", "--out-dir", arg(out.path()), "@@"]);
    assert_code(&cargo_delta(&args), 0);

    let minimal = dir.path().join("deny_chain_min.rs");
    let text = std::fs::read_to_string(&minimal).unwrap();
    for gone in ["struct", "enum", "impl", "BTreeMap", "fmt"] {
        assert!(!text.contains(gone), "{gone}: {text}");
    }
    assert!(text.len() < 100, "{text}");
    let (headers, errors) = lint_errors(&minimal, &[]);
    assert_eq!(headers, ["error: unreachable expression"], "{errors}");
}

/// The error headers rustc gives a library file under `flags`, and its
/// whole stderr.
fn lint_errors(file: &Path, flags: &[&str]) -> (Vec<String>, String) {
    let out = tempfile::tempdir().unwrap();
    let output = Command::new(rustc())
        .args(["--crate-type", "lib", "--crate-name", "minimal"])
        .args(["--edition", "2021"])
        .args(flags)
        .args(["--emit=metadata", "--out-dir", arg(out.path())])
        .arg(file)
        .output()
        .unwrap();
    let errors = String::from_utf8_lossy(&output.stderr).into_owned();
    let headers = errors
        .lines()
        .filter(|line| line.starts_with("error") && !line.contains("aborting"))
        .map(str::to_string)
        .collect();
    (headers, errors)
}
