//! End to end: a `#[delta_debug]` function called from a proptest
//! (`tests/fixtures/proptest`). The call reduced is the one proptest ends
//! with, its shrunk input, not its first failing one; the reduction keeps
//! the generator's rule (through `assume!`); the report comes after
//! proptest's message, once; and proptest's own output is what it is
//! without delta-test.

use crate::common;

use common::{cargo, fixture, section, text};

/// The numbers of a `vec![..]` written by the report, or of the `[..]`
/// proptest prints with `{:#?}`.
fn numbers(list: &str) -> Vec<u8> {
    list.split(|c: char| !c.is_ascii_digit())
        .filter(|n| !n.is_empty())
        .map(|n| n.parse().unwrap())
        .collect()
}

/// The argument of the report's line `  <label>: check_digit(vec![..])`.
fn call<'a>(section: &'a str, label: &str) -> &'a str {
    let label = format!("  {label}:");
    section
        .lines()
        .find_map(|line| line.strip_prefix(label.as_str()))
        .and_then(|rest| rest.trim_start().strip_prefix("check_digit(vec!["))
        .and_then(|rest| rest.strip_suffix("])"))
        .unwrap_or_else(|| panic!("no {label} call:\n{section}"))
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn the_call_proptest_ends_with_is_reduced_after_proptest() {
    let dir = fixture("proptest", "proptest", "");
    let output = text(&cargo(&dir, &["test", "--no-fail-fast"], &[]));
    let test = section(&output, "check_digits_are_digits");

    // proptest's message, then the report, once.
    let failed = test
        .find("minimal failing input: code = [")
        .unwrap_or_else(|| panic!("no proptest message:\n{output}"));
    let shrunk = numbers(&test[failed..][..test[failed..].find(']').unwrap()]);
    assert_eq!(test.matches("delta-test: reduced").count(), 1, "{test}");
    let report = test.find("delta-test: reduced").unwrap();
    assert!(
        failed < report,
        "the report comes after proptest's message:\n{test}"
    );

    // The call reduced is proptest's shrunk one, and the minimal call keeps
    // the generator's rule (`vec(1..10u8, 1..50)`): a reduction without
    // `assume!` would end at `[1, 0]`.
    assert_eq!(numbers(call(test, "original")), shrunk, "{test}");
    let minimal = numbers(call(test, "minimal"));
    assert!(minimal.len() <= shrunk.len(), "{test}");
    assert!(
        !minimal.is_empty() && minimal.iter().all(|d| (1..10).contains(d)),
        "{test}"
    );
    assert!(minimal.windows(2).any(|pair| pair[1] < pair[0]), "{test}");
    assert!(test.contains("the call is 1-minimal"), "{test}");

    // proptest's own output is as without delta-test: every failing case's
    // panic printed where it happened. The second run replays the seed
    // proptest saved, so it fails the same cases.
    let off = text(&cargo(
        &dir,
        &["test", "--no-fail-fast"],
        &[("DELTA_TEST", "off")],
    ));
    let off = section(&off, "check_digits_are_digits");
    assert!(!off.contains("delta-test"), "{off}");
    let panics = |text: &str| text.matches("attempt to subtract with overflow").count();
    assert!(panics(off) > 1, "{off}");
    assert_eq!(panics(&test[..report]), panics(off), "{test}\n\n{off}");
}
