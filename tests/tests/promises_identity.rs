//! End to end: `unwrap()` on an `Err` reduces to the same bug
//! (`tests/fixtures/promises/src/identity.rs`, issue 20 part 1). A lexer
//! that fails with `BadEscape(7)` could be cut down to `"`, which fails with
//! `Unterminated`: another bug, which the reduction must not slide to,
//! whether the test calls `unwrap()`, `expect("..")` or returns the error.
//! Then the stored calls are replayed: the report shows how the replayed
//! call fails now, not what the file says.

use crate::common;

use std::path::Path;

use common::{cargo, section_of, text};

/// The regression file of the module's test `test` in the copy.
fn stored(dir: &Path, test: &str) -> std::path::PathBuf {
    dir.join(format!(
        "delta-regressions/promises_identity_fixture.identity.tests.{test}.toml"
    ))
}

/// Runs the module's tests in the copy at `dir`.
fn run(dir: &Path) -> String {
    let args = ["test", "--quiet", "--no-fail-fast", "identity::"];
    text(&cargo(dir, &args, &[]))
}

/// Replaces `from` with `to` in a file, which must hold it.
fn edit(file: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(file).unwrap();
    assert!(text.contains(from), "{file:?} has no {from:?}:\n{text}");
    std::fs::write(file, text.replace(from, to)).unwrap();
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn unwrap_keeps_to_the_error_it_started_from_and_replays_show_the_real_failure() {
    let dir = common::fixture_crate("promises", "promises-identity");
    let first = run(&dir);
    assert!(
        first.contains("test result: FAILED. 1 passed; 4 failed"),
        "{first}"
    );
    // Three ways to give up on the `Err`, one bug: the escape, not the quote.
    for (test, failure) in [
        (
            "lexes",
            "(String): called `Result::unwrap()` on an `Err` value: BadEscape(",
        ),
        ("lexes_expect", "(String): the line lexes: BadEscape("),
        ("lexes_result", "returned Err: BadEscape("),
    ] {
        let section = section_of(&first, &format!("identity::tests::{test}"));
        assert!(
            section.contains(&format!("  minimal:  {test}(r#\"\"\\q\"#)\n")),
            "{section}"
        );
        assert!(section.contains("the call is 1-minimal"), "{section}");
        assert!(section.contains(&format!("{failure}1)\n")), "{section}");
        assert!(
            section.contains("  original failure: ") && section.contains(&format!("{failure}7)\n")),
            "{section}"
        );
        // The quote is another bug: listed apart, never the minimal call's.
        let (reduced, others) = section
            .split_once("other failures met on the way")
            .unwrap_or((section, ""));
        assert!(!reduced.contains("Unterminated"), "{section}");
        assert!(others.contains("Unterminated"), "{section}");
    }
    // `""` fails with `Empty`: another bug than the `x`.
    let port = section_of(&first, "identity::tests::parses_port");
    assert!(port.contains("  minimal:  parses_port(\"x\")\n"), "{port}");
    assert!(
        port.contains("`Err` value: ParseIntError { kind: InvalidDigit }\n"),
        "{port}"
    );
    let (reduced, _) = port
        .split_once("other failures met on the way")
        .unwrap_or((port, ""));
    assert!(!reduced.contains("Empty"), "{port}");

    // The stored failure of `lexes` says another position: the replay
    // shows the one the stored call fails with now.
    edit(&stored(&dir, "lexes"), "BadEscape(7)", "BadEscape(99)");
    // The stored call of `lexes_expect` fails with another error now: the
    // note names it, and the call is reduced anew.
    edit(
        &stored(&dir, "lexes_expect"),
        r#"minimal_args = '["\"\\q"]'"#,
        r#"minimal_args = '["\""]'"#,
    );
    let second = run(&dir);
    let lexes = section_of(&second, "identity::tests::lexes");
    assert!(
        lexes.contains("still fails like the call stored in delta-regressions/"),
        "{lexes}"
    );
    assert!(
        lexes.contains("  failure:  panic at src/identity.rs:")
            && lexes
                .contains("(String): called `Result::unwrap()` on an `Err` value: BadEscape(1)\n"),
        "{lexes}"
    );
    assert!(!lexes.contains("BadEscape(99)"), "{lexes}");
    let expect = section_of(&second, "identity::tests::lexes_expect");
    assert!(
        expect
            .contains(", lexes_expect(r#\"\"\"#), fails differently (panicked at src/identity.rs:")
            && expect.contains(": the line lexes: Unterminated); reducing anew"),
        "{expect}"
    );
    assert!(
        expect.contains("  minimal:  lexes_expect(r#\"\"\\q\"#)\n"),
        "{expect}"
    );
    assert!(
        expect.contains("(String): the line lexes: BadEscape(1)\n"),
        "{expect}"
    );
}
