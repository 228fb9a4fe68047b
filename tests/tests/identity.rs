//! End to end: what counts as the same bug (`tests/fixtures/identity`).
//! Messages that carry a duration, a nanosecond stamp or a temporary file's
//! name differ in every run, yet are the same bug; a check shared by two
//! call sites is two bugs, told apart by the stack.

use crate::common;

use common::{cargo, fixture, section, text};

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn same_bug_holds_for_changing_data_and_shared_checks() {
    let dir = fixture("identity", "identity", "");
    let output = text(&cargo(&dir, &["test", "--no-fail-fast"], &[]));
    assert!(
        output.contains("test result: FAILED. 0 passed; 6 failed"),
        "{output}"
    );
    for test in [
        "reports_a_duration",
        "reports_a_nanosecond_stamp",
        "reports_a_temporary_file",
    ] {
        let section = section(&output, test);
        assert!(
            section.contains(&format!("  minimal:  {test}(\"!\")\n")),
            "{section}"
        );
        assert!(section.contains("the call is 1-minimal"), "{section}");
        assert!(!section.contains("flaky"), "{section}");
    }

    // The first call site's bug: an `a` and three characters in all.
    let shared = section(&output, "shared_check");
    let minimal = shared
        .lines()
        .find_map(|line| line.strip_prefix("  minimal:  shared_check(\""))
        .and_then(|rest| rest.strip_suffix("\")"))
        .unwrap_or_else(|| panic!("{shared}"));
    assert!(minimal.contains('a') && minimal.len() == 3, "{shared}");
    assert!(
        shared.contains("  failure:  panic at src/lib.rs:31:5 (String): too long: 3\n"),
        "{shared}"
    );
    assert!(
        shared.contains("  stack:    identity_fixture::check_len (")
            && shared.contains(") <- identity_fixture::two_call_sites ("),
        "{shared}"
    );
    assert!(
        shared.contains("  original failure: panic at src/lib.rs:31:5 (String): too long: 8\n"),
        "{shared}"
    );
    // The second call site's `b` fails at the same place: another bug.
    let short = section(&output, "shared_check_short");
    assert!(
        short.contains("  minimal:  shared_check_short(\"abx\")\n"),
        "{short}"
    );

    let stack = section(&output, "stack_matching");
    assert!(
        stack.contains("  minimal:  stack_matching(\"!\")\n"),
        "{stack}"
    );
    assert!(
        stack.contains("  stack:    identity_fixture::tests::stack_matching::call (src/lib.rs:"),
        "{stack}"
    );
}
