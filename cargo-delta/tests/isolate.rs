//! `cargo delta isolate PASSING FAILING -- CMD`: the paper's `dd` on two
//! files. The pair it writes differs by one character where the failure
//! needs one, the same at any number of jobs; the report says what it
//! kept; `--min` reduces the failing file of the pair; a passing file
//! that fails, or fails another way, two identical files and two files
//! of different formats are refused, each with its own exit code.

use crate::common;

use std::path::Path;

use common::{arg, assert_code, cargo_delta, stderr};

const PASSING: &str = "fn main() {\n    let x = 1;\n    print(x);\n    exit();\n}\n";
const FAILING: &str =
    "fn main() {\n    let x = 10;\n    log(x);\n    print(x + 1);\n    exit();\n}\n";

/// Fails (exit 3) when `x` is 10 to 19 and `exit()` is called: of the
/// three lines that differ, one change of one character matters.
const CHECK: &str = "#!/bin/sh\nif grep -q '= 1[0-9];' \"$1\" && grep -q 'exit()' \"$1\"; then echo 'boom: x too large' >&2; exit 3; fi\nexit 0\n";

/// A directory with the two files and the check script.
fn setup(passing: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("good.rs"), passing).unwrap();
    std::fs::write(dir.path().join("bad.rs"), FAILING).unwrap();
    let check = dir.path().join("check.sh");
    std::fs::write(&check, CHECK).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&check, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    dir
}

/// `isolate` in `dir` with `options`: its output.
fn isolate(dir: &Path, options: &[&str]) -> std::process::Output {
    let (good, bad, check) = (
        dir.join("good.rs"),
        dir.join("bad.rs"),
        dir.join("check.sh"),
    );
    let mut args = vec!["isolate", arg(&good), arg(&bad)];
    args.extend(options);
    args.extend(["--", arg(&check), "@@"]);
    cargo_delta(&args)
}

#[test]
fn the_pair_differs_by_the_one_character_that_matters() {
    let dir = setup(PASSING);
    let out = dir.path().join("out");
    let json = dir.path().join("report.json");
    let markdown = dir.path().join("report.md");
    let output = isolate(
        dir.path(),
        &[
            "-o",
            arg(&out),
            "--json",
            arg(&json),
            "--report",
            arg(&markdown),
            "-j",
            "1",
        ],
    );
    assert_code(&output, 0);
    // The Markdown report: the command, the summary, the difference.
    let report = std::fs::read_to_string(&markdown).unwrap();
    assert!(
        report.starts_with("# The difference that makes `"),
        "{report}"
    );
    assert!(report.contains("check.sh @@`\n"), "{report}");
    assert!(report.contains("the difference is 1-minimal"), "{report}");
    assert!(
        report.contains("```diff\n") && report.contains("-    let x = 1;\n+    let x = 10;\n"),
        "{report}"
    );
    assert!(
        stderr(&output).contains("the difference is 1-minimal"),
        "{}",
        stderr(&output)
    );
    let passing = std::fs::read_to_string(out.join("passing.rs")).unwrap();
    let failing = std::fs::read_to_string(out.join("failing.rs")).unwrap();
    assert_eq!(failing, passing.replace("= 1;", "= 10;"));
    let diff = std::fs::read_to_string(out.join("difference.diff")).unwrap();
    assert!(
        diff.contains("-    let x = 1;\n+    let x = 10;\n"),
        "{diff}"
    );
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(json).unwrap()).unwrap();
    assert_eq!(report["changes_kept"], 1);
    assert_eq!(report["one_minimal"], true);
    assert_eq!(report["changes"][0]["after"], "0");
    assert_eq!(report["changes"][0]["at"], 2);
    assert!(report["runs"].as_u64().unwrap() > 3);
    // The same pair with four jobs, in the default directory.
    assert_code(&isolate(dir.path(), &["-j", "4", "-q"]), 0);
    let default = dir.path().join("bad.rs.isolate");
    assert_eq!(
        std::fs::read_to_string(default.join("failing.rs")).unwrap(),
        failing
    );
    assert_eq!(
        std::fs::read_to_string(default.join("passing.rs")).unwrap(),
        passing
    );
}

#[test]
fn a_passing_file_that_does_not_pass_is_refused() {
    // It fails like the failing file: nothing to isolate.
    let dir = setup(&format!("// another file that fails\n{FAILING}"));
    let output = isolate(dir.path(), &[]);
    assert_code(&output, 13);
    assert!(
        stderr(&output).contains("fails on it like on"),
        "{}",
        stderr(&output)
    );
    // It fails another way.
    let dir = setup("x = 15; exit()\n");
    std::fs::write(
        dir.path().join("check.sh"),
        format!("#!/bin/sh\ngrep -q exit \"$1\" || exit 7\n{}", &CHECK[10..]),
    )
    .unwrap();
    std::fs::write(dir.path().join("good.rs"), "no call\n").unwrap();
    let output = isolate(dir.path(), &[]);
    assert_code(&output, 13);
    assert!(
        stderr(&output).contains("does not pass"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn a_budget_stops_it_with_the_pair_so_far() {
    let dir = setup(PASSING);
    let json = dir.path().join("report.json");
    let output = isolate(
        dir.path(),
        &["--max-tests", "3", "-j", "1", "--json", arg(&json)],
    );
    assert_code(&output, 5);
    let said = stderr(&output);
    assert!(
        said.contains("budget of 3 tests spent, not proven 1-minimal"),
        "{said}"
    );
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(json).unwrap()).unwrap();
    assert_eq!(report["one_minimal"], false);
    // What it wrote still passes and fails.
    let out = dir.path().join("bad.rs.isolate");
    let failing = std::fs::read_to_string(out.join("failing.rs")).unwrap();
    assert!(
        failing.contains("= 10;") && failing.contains("exit()"),
        "{failing}"
    );
}

#[test]
fn min_reduces_the_failing_file_of_the_pair() {
    let dir = setup(PASSING);
    let output = isolate(dir.path(), &["--min", "-j", "1"]);
    assert_code(&output, 0);
    let said = stderr(&output);
    assert!(
        said.contains("then reduced the failing file from"),
        "{said}"
    );
    let out = dir.path().join("bad.rs.isolate");
    let minimal = std::fs::read_to_string(out.join("failing_min.rs")).unwrap();
    let failing = std::fs::read_to_string(out.join("failing.rs")).unwrap();
    assert!(minimal.len() < failing.len(), "{minimal}");
    assert!(
        minimal.contains("= 1") && minimal.contains("exit()"),
        "{minimal}"
    );
}

#[test]
fn identical_files_and_different_formats_are_refused() {
    let dir = setup(FAILING);
    let output = isolate(dir.path(), &[]);
    assert_code(&output, 14);
    assert!(
        stderr(&output).contains("are the same"),
        "{}",
        stderr(&output)
    );
    let (good, bad) = (dir.path().join("good.json"), dir.path().join("bad.toml"));
    std::fs::write(&good, "{\"a\": 1}\n").unwrap();
    std::fs::write(&bad, "a = 10\n").unwrap();
    let check = dir.path().join("check.sh");
    let run = |extra: &[&str]| {
        let mut args = vec!["isolate", arg(&good), arg(&bad)];
        args.extend(extra);
        args.extend(["--", arg(&check), "@@"]);
        cargo_delta(&args)
    };
    let output = run(&[]);
    assert_code(&output, 16);
    let said = stderr(&output);
    assert!(
        said.contains("is json and") && said.contains("is toml"),
        "{said}"
    );
    assert!(said.contains("--format text"), "{said}");
    // Cut both as text, the two are compared (and the check finds no
    // failure on bad.toml: it does not fail).
    assert_code(&run(&["--format", "text"]), 3);
    assert!(!dir.path().join("bad.toml.isolate").exists());
}

/// `isolate good.EXT bad.EXT` in `dir`, one job, with `options` and
/// `command`, into `dir/out` (emptied first): its JSON report, and the
/// output directory.
fn isolate_in(
    dir: &Path,
    extension: &str,
    options: &[&str],
    command: &[&str],
) -> (serde_json::Value, std::path::PathBuf) {
    let (json, out) = (dir.join("report.json"), dir.join("out"));
    let _ = std::fs::remove_dir_all(&out);
    let (good, bad) = (format!("good.{extension}"), format!("bad.{extension}"));
    let mut args = vec!["isolate", &good, &bad, "-j", "1", "-o"];
    args.extend([arg(&out), "--json", arg(&json)]);
    args.extend(options);
    args.push("--");
    args.extend(command);
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_cargo-delta"))
        .arg("delta")
        .args(&args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert_code(&output, 0);
    let report = serde_json::from_str(&std::fs::read_to_string(json).unwrap()).unwrap();
    (report, out)
}

/// A JSON file is cut at its entries and values first: 40 settings and a
/// list changed between the two files, of which the failure needs two,
/// far apart. Every candidate is valid JSON (the check counts the ones it
/// cannot parse), in an indented file and in a compact one (one line,
/// which text can only cut by words and characters).
#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn json_files_are_cut_at_their_entries_first() {
    let dir = tempfile::tempdir().unwrap();
    let config = |retries: u32, mode: &str, shift: u32| {
        let settings: serde_json::Map<String, serde_json::Value> = (0..40)
            .map(|i| (format!("key{i}"), format!("value {}", i + shift).into()))
            .collect();
        let list: Vec<u32> = (0..12).map(|i| i * 3 + shift).collect();
        serde_json::json!({
            "mode": mode,
            "settings": settings,
            "list": list,
            "limits": {"retries": retries, "depth": 4 + shift},
        })
    };
    let invalid = dir.path().join("invalid.log");
    let check = dir.path().join("check.py");
    std::fs::write(
        &check,
        format!(
            r#"import json, sys
try:
    cfg = json.load(open(sys.argv[1]))
except ValueError:
    open({invalid:?}, "a").write("x")
    sys.exit(2)
if cfg.get("mode") == "fast" and cfg.get("limits", {{}}).get("retries") == 0:
    sys.exit("no retries in fast mode")
"#
        ),
    )
    .unwrap();
    let run = |format: &[&str]| {
        let _ = std::fs::remove_file(&invalid);
        let command = ["python3", arg(&check), "@@"];
        let (report, out) = isolate_in(dir.path(), "json", format, &command);
        let failing = std::fs::read_to_string(out.join("failing.json")).unwrap();
        let passing = std::fs::read_to_string(out.join("passing.json")).unwrap();
        let broken = std::fs::read_to_string(&invalid).map_or(0, |s| s.len());
        (report, passing, failing, broken)
    };
    let runs = |report: &serde_json::Value| report["runs"].as_u64().unwrap();
    for pretty in [true, false] {
        let print = |value: serde_json::Value| match pretty {
            true => serde_json::to_string_pretty(&value).unwrap() + "\n",
            false => value.to_string(),
        };
        std::fs::write(dir.path().join("good.json"), print(config(3, "safe", 0))).unwrap();
        std::fs::write(dir.path().join("bad.json"), print(config(0, "fast", 1))).unwrap();
        let (report, passing, failing, broken) = run(&[]);
        assert_eq!(report["levels"][0]["level"], "entry runs", "{report}");
        assert_eq!(report["levels"][1]["level"], "entries", "{report}");
        assert_eq!(report["one_minimal"], true);
        // The pair: one of the two settings the failure needs, apart.
        let parse = |text: &str| serde_json::from_str::<serde_json::Value>(text).unwrap();
        let (p, f) = (parse(&passing), parse(&failing));
        assert_eq!(f["mode"], "fast");
        assert_eq!(f["limits"]["retries"], 0);
        assert!(p["mode"] != "fast" || p["limits"]["retries"] != 0);
        assert_eq!(broken, 0, "{report}");
        // Cut as text, the same pair (the closest two files of the
        // difference are the same), from other changes.
        let (text, _, text_failing, _) = run(&["--format", "text"]);
        assert_eq!(parse(&text_failing)["limits"]["retries"], 0);
        eprintln!(
            "pretty {pretty}: {} runs by entries, {} as text\n{}\n{}",
            runs(&report),
            runs(&text),
            report["levels"],
            text["levels"]
        );
    }
}

/// Two versions of a program: 40 helpers rewritten (a line added, and
/// the tail, which needs it, replaced), and `mode` and `retries`
/// rewritten, which together make `main` panic.
fn program(failing: bool) -> String {
    let mut source = String::from("//! Two settings that clash.\n\n");
    for i in 0..40 {
        let body = match failing {
            true => format!(
                "    let a = x + {i};\n    let c = a.wrapping_mul({});\n    let b = a * 2;\n    let d = b ^ c;\n    d + 1\n",
                i + 3
            ),
            false => format!("    let a = x + {i};\n    let b = a * 2;\n    b + 1\n"),
        };
        source += &format!("/// Helper {i}.\nfn helper{i}(x: u64) -> u64 {{\n{body}}}\n\n");
    }
    source += match failing {
        true => "fn mode() -> &'static str {\n    let fast = true;\n    let name = if fast { \"fast\" } else { \"safe\" };\n    name\n}\n\nfn retries() -> u32 {\n    let configured: Option<u32> = Some(0);\n    let n = configured.unwrap_or(3);\n    n\n}\n\n",
        false => "fn mode() -> &'static str {\n    let name = \"safe\";\n    name\n}\n\nfn retries() -> u32 {\n    let n = 3;\n    n\n}\n\n",
    };
    let calls: Vec<String> = (0..40).map(|i| format!("helper{i}({i})")).collect();
    source += &format!(
        "fn main() {{\n    let total = {};\n    println!(\"{{total}}\");\n    if mode() == \"fast\" && retries() == 0 {{\n        panic!(\"no retries in fast mode\");\n    }}\n}}\n",
        calls.join(" + ")
    );
    source
}

/// A Rust file is cut at its items, then at a changed function's
/// statements: 42 functions rewritten, of which the failure needs two;
/// each candidate compiled with rustc and run. Every candidate of the
/// Rust levels parses (the check keeps each one, and the test parses
/// them), and it takes fewer runs than the same files cut as text, whose
/// line subsets often leave a variable undefined.
#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn rust_files_are_cut_at_their_items_and_statements_first() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("good.rs"), program(false)).unwrap();
    std::fs::write(dir.path().join("bad.rs"), program(true)).unwrap();
    let log = dir.path().join("candidates");
    let check = dir.path().join("check.sh");
    std::fs::write(
        &check,
        format!(
            r#"#!/bin/sh
n=$(ls {log:?} | grep -c '[.]rs$')
cp "$1" {log:?}/$n.rs
out=$(mktemp -d)
if ! rustc --edition 2021 -C debuginfo=0 -o "$out/bin" "$1" 2>/dev/null; then
    touch {log:?}/$n.unresolved; rm -rf "$out"; exit 2
fi
"$out/bin" >/dev/null 2>&1; code=$?
rm -rf "$out"
if [ $code -eq 101 ]; then echo 'boom: no retries in fast mode' >&2; exit 3; fi
exit $code
"#
        ),
    )
    .unwrap();
    let run = |format: &[&str]| {
        let _ = std::fs::remove_dir_all(&log);
        std::fs::create_dir(&log).unwrap();
        let (report, out) = isolate_in(dir.path(), "rs", format, &["sh", arg(&check), "@@"]);
        // The runs of each level, in order, after the three checks (the
        // failing file twice, the passing file once): the candidates of
        // the Rust levels are the first ones after them.
        let levels = report["levels"].as_array().unwrap();
        let level_runs = |level: &serde_json::Value| level["runs"].as_u64().unwrap() as usize;
        let all: usize = levels.iter().map(level_runs).sum();
        assert_eq!(
            all + 3,
            report["runs"].as_u64().unwrap() as usize,
            "{report}"
        );
        let rust_levels = ["items", "statements"];
        let by_rust: usize = levels
            .iter()
            .filter(|level| rust_levels.contains(&level["level"].as_str().unwrap()))
            .map(level_runs)
            .sum();
        let parses = |n: usize| {
            let text = std::fs::read_to_string(log.join(format!("{n}.rs"))).unwrap();
            syn::parse_file(&text).is_ok()
        };
        let unparsable = |runs: std::ops::Range<usize>| runs.filter(|&n| !parses(n)).count();
        let unresolved = std::fs::read_dir(&log)
            .unwrap()
            .filter(|entry| {
                let path = entry.as_ref().unwrap().path();
                path.extension().is_some_and(|e| e == "unresolved")
            })
            .count();
        let failing = std::fs::read_to_string(out.join("failing.rs")).unwrap();
        (
            report.clone(),
            failing,
            [unparsable(3..3 + by_rust), unparsable(3..3 + all)],
            unresolved,
        )
    };
    let runs = |report: &serde_json::Value| report["runs"].as_u64().unwrap();
    let (rust, failing, [unparsable, all_unparsable], unresolved) = run(&[]);
    assert_eq!(rust["levels"][0]["level"], "items", "{rust}");
    assert_eq!(rust["levels"][1]["level"], "statements", "{rust}");
    assert_eq!(rust["one_minimal"], true);
    assert_eq!(unparsable, 0, "{rust}");
    // The failing file of the pair has both settings.
    assert!(failing.contains("Some(0)") && failing.contains("if fast"));
    let (text, text_failing, [_, text_unparsable], text_unresolved) = run(&["--format", "text"]);
    assert!(text_failing.contains("Some(0)"));
    eprintln!(
        "by items and statements: {} runs, {unresolved} did not compile, {unparsable} did not parse at the Rust levels ({all_unparsable} at all levels)\n{}\nas text: {} runs, {text_unresolved} did not compile, {text_unparsable} did not parse\n{}",
        runs(&rust),
        rust["levels"],
        runs(&text),
        text["levels"]
    );
    assert!(runs(&rust) < runs(&text), "{rust}\n{text}");
}

#[test]
fn options_of_reduce_that_isolate_has_no_use_for_are_refused() {
    let dir = setup(PASSING);
    for option in [&["--strategy", "waves"][..], &["--resume"], &["--in-place"]] {
        let output = isolate(dir.path(), option);
        assert_code(&output, 2);
        let text = stderr(&output);
        assert!(
            text.contains(option[0]) && text.contains("reduce-crate"),
            "{text}"
        );
    }
}
