//! End to end: `#[delta_test]`s whose arguments are reduced inside (user
//! types, nested collections, numbers, a parsed string), under
//! `cargo test`; the pasted regression tests compile and fail the same way.

use crate::common;

use std::sync::OnceLock;

use common::{cargo, section, text, Reported};

/// Each failing test, its function under test, and the minimal call.
const REDUCED: &[(&str, &str)] = &[
    // (The SKU keeps one character, whichever the search kept: see below.)
    ("ships", "ships(&Order { id: 0, items: vec![Item { sku: "),
    // Bytes print as byte strings: 41 is `)`.
    ("parses", r#"parses(&[b")".to_vec(), b")".to_vec()])"#),
    ("spells", r#"spells(&[String::from("x")])"#),
    ("spells_borrowed", r#"spells_borrowed(vec!["x"])"#),
    ("spells_slice", r#"spells_slice(&["x"])"#),
    // A borrowed slice prints as one: 41 is `)`.
    ("parses_borrowed", r#"parses_borrowed(vec![b")", b")"])"#),
    ("seeks", "seeks(3)"),
    ("evaluates", r#"evaluates("(0)")"#),
];

/// One `cargo test` run of the fixture, with JSON reports.
fn run() -> &'static Reported {
    static RUN: OnceLock<Reported> = OnceLock::new();
    RUN.get_or_init(|| Reported::run("values", "values", &[]))
}

fn json(test: &str) -> serde_json::Value {
    run().json(test)
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn arguments_are_reduced_inside() {
    let output = &run().output;
    assert!(
        output.contains("test result: FAILED. 0 passed; 9 failed"),
        "{output}"
    );
    for (test, minimal) in REDUCED {
        let section = section(output, test);
        assert!(
            section.contains(&format!("  minimal:  {minimal}")),
            "{section}"
        );
        assert!(section.contains("the call is 1-minimal"), "{section}");
    }
    // Borrowed arguments cannot be read back from a file: said, not stored.
    for test in ["spells_borrowed", "spells_slice", "parses_borrowed"] {
        let section = section(output, test);
        assert!(section.contains("its arguments' types borrow"), "{section}");
    }
    let ships = section(output, "ships");
    let (_, call) = ships.split_once("  minimal:  ").unwrap();
    let call = call.lines().next().unwrap();
    let sku = call
        .strip_prefix(r#"ships(&Order { id: 0, items: vec![Item { sku: ""#)
        .and_then(|rest| rest.strip_suffix(r#"".into(), qty: 101 }], note: String::new() })"#));
    assert!(sku.is_some_and(|sku| sku.chars().count() == 1), "{call}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_parsed_string_is_stuck_as_text_and_reduced_as_its_value() {
    let output = &run().output;
    // As text, every smaller cut is a syntax error.
    let as_text = section(output, "evaluates_as_text");
    assert!(
        as_text.contains(r#"  minimal:  evaluates_as_text("(2 * 3)")"#),
        "{as_text}"
    );
    let parsed = section(output, "evaluates");
    assert!(
        parsed.contains(r#"  original: evaluates("1 + (2 * 3)")"#),
        "{parsed}"
    );
    assert!(parsed.contains(r#"evaluates::call("(0)");"#), "{parsed}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn pasted_regression_tests_compile_and_fail_the_same_way() {
    let pasted: String = REDUCED
        .iter()
        .map(|(test, _)| json(test)["regression_test"].as_str().unwrap().to_string() + "\n")
        .collect();
    let dir = common::fixture("values", "values-regressions", &pasted);
    let output = text(&cargo(
        &dir,
        &["test", "--quiet", "--no-fail-fast", "_minimal"],
        &[],
    ));
    assert!(
        output.contains("test result: FAILED. 0 passed; 8 failed"),
        "{output}"
    );
    for (test, _) in REDUCED {
        let message = json(test)["failure"]["message"]
            .as_str()
            .unwrap()
            .to_string();
        let section = section(&output, &format!("{test}_minimal"));
        assert!(section.contains(&message), "{message} not in {section}");
    }
}
