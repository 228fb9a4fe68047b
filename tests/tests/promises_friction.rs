//! End to end: what a new user tries first, on the `friction` module of
//! the promises fixture: a `#[delta_debug]` regression test pasted into
//! another module compiles and fails; `cfg_attr` keeps `#[delta_debug]` out
//! of a build; `#[tokio::test]` above or below `#[delta_test]` registers
//! one test whose reruns run on tokio; foreign types are reduced; and
//! `#[rstest]` above `#[delta_test]` is refused with a message that says
//! what to do.

use crate::common;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use common::{cargo, text};

/// One `cargo test` run of the module, with JSON reports.
struct Run {
    output: String,
    reports: PathBuf,
}

fn run() -> &'static Run {
    static RUN: OnceLock<Run> = OnceLock::new();
    RUN.get_or_init(|| {
        let dir = common::fixture_crate("promises", "promises-friction");
        let reports = dir.join("reports");
        let env = [
            ("DELTA_TEST_REPORT_DIR", reports.to_str().unwrap()),
            ("DELTA_TEST_PERSIST", "0"),
        ];
        let output = cargo(
            &dir,
            &["test", "--lib", "--no-fail-fast", "friction::"],
            &env,
        );
        Run {
            output: text(&output),
            reports,
        }
    })
}

/// The output of the failed test `friction::tests::<test>`.
fn section(test: &str) -> &'static str {
    common::section_of(&run().output, &format!("friction::tests::{test}"))
}

/// The JSON report whose file name holds `test`.
fn report(test: &str) -> serde_json::Value {
    let dir = &run().reports;
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{dir:?}: {e}"));
    let path = entries
        .map(|entry| entry.unwrap().path())
        .find(|path| path.to_string_lossy().contains(test))
        .unwrap_or_else(|| panic!("no report of {test} in {dir:?}"));
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_debugged_function_is_reduced_and_its_regression_test_compiles_elsewhere() {
    let checked = section("calls_a_debugged_function");
    assert!(
        checked.contains(r#"  minimal:  checked("()")"#),
        "{checked}"
    );
    let regression = regression_test("calls_a_debugged_function");
    assert!(
        regression.contains("use crate::friction::parser::checked;"),
        "{regression}"
    );
    // Its argument's types are in another module, named by their paths.
    let intervals = regression_test("calls_with_intervals");
    assert!(
        intervals.contains("crate::friction::geom::Interval {"),
        "{intervals}"
    );
    // Too long to show: the whole test is in the file the message names.
    let long_section = section("calls_with_a_long_text");
    let (_, file) = long_section
        .split_once("regression test: too long to show; written whole to ")
        .unwrap_or_else(|| panic!("{long_section}"));
    let file = file.lines().next().unwrap();
    let long = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    assert!(long.contains(&"a".repeat(2100)), "{long}");
    // Pasted into a module where neither the functions nor the types are
    // in scope.
    let dir = common::fixture_crate("promises", "promises-friction-pasted");
    let module = dir.join("src/friction.rs");
    let mut code = std::fs::read_to_string(&module).unwrap();
    code.push_str(&format!(
        "\n#[cfg(test)]\nmod pasted {{\n{regression}\n{intervals}\n{long}\n}}\n"
    ));
    std::fs::write(&module, code).unwrap();
    let output = text(&cargo(
        &dir,
        &["test", "--lib", "friction::pasted"],
        &[("DELTA_TEST", "off")],
    ));
    assert!(
        output.contains("test result: FAILED. 0 passed; 3 failed"),
        "{output}"
    );
    for message in ["Invalid input", "backwards interval", "too long"] {
        assert!(output.contains(message), "{message}: {output}");
    }
}

/// The regression test of the JSON report whose file name holds `test`.
fn regression_test(test: &str) -> String {
    report(test)["regression_test"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn cfg_attr_keeps_delta_debug_out_of_a_build() {
    // `cargo test` builds with `debug_assertions`: the function wrapped
    // only without them panics as it would unwrapped.
    let section = section("calls_a_function_debugged_in_release_only");
    assert!(section.contains("Invalid input"), "{section}");
    assert!(!section.contains("delta-test"), "{section}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn tokio_tests_in_either_order_are_one_test_each_and_reduced() {
    let output = &run().output;
    for test in ["runtime_above", "runtime_below"] {
        let listed = format!("test friction::tests::{test} ... FAILED");
        assert_eq!(output.matches(&listed).count(), 1, "{output}");
        let section = section(test);
        let minimal = format!(r#"  minimal:  {test}("()")"#);
        assert!(section.contains(&minimal), "{section}");
        assert!(section.contains("the call is 1-minimal"), "{section}");
    }
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn foreign_types_are_reduced_and_printed_as_rust() {
    let routes = section("routes_publicly");
    assert!(
        routes.contains(
            r#"  minimal:  routes_publicly(std::net::Ipv4Addr::new(192, 168, 0, 0), Box::<str>::from(""))"#
        ),
        "{routes}"
    );
    let nulls = section("has_no_nulls");
    assert!(
        nulls.contains(r#"  minimal:  has_no_nulls(serde_json::json!({"a": [{"b": null}]}))"#),
        "{nulls}"
    );
}

/// `#[rstest]` above `#[delta_test]`, in a test target of its own.
const RSTEST_ABOVE: &str = r#"
use delta_test::delta_test;
use rstest::rstest;

#[rstest]
#[case("(")]
#[delta_test(inp = "()")]
fn parens(#[case] inp: &str) {
    assert!(!inp.is_empty());
}
"#;

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn rstest_above_delta_test_is_refused_with_what_to_do() {
    let dir = common::fixture_crate("promises", "promises-friction-rstest");
    write(&dir.join("tests/rstest_above.rs"), RSTEST_ABOVE);
    let output = text(&cargo(&dir, &["test", "--test", "rstest_above"], &[]));
    assert!(
        output.contains("a function without parameters that the attribute above generated"),
        "{output}"
    );
    assert!(
        output.contains("write each case as a `#[delta_test(..)]` attribute"),
        "{output}"
    );
}

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}
