//! End to end: reductions stored in `delta-regressions/` and replayed by
//! the next `cargo test`, on a copy of the book fixture with one more test
//! whose bug an environment variable fixes or changes.

use crate::common;

use std::path::Path;

use common::{cargo, text};

/// A test whose bug `TOGGLE` switches: `fixed` fixes it, `other` makes it
/// fail at another place, `needs_e` makes the same bug need an `e` too.
/// Then two tests stored by the first run: one in `diff` mode, one whose
/// argument is a hash map (whose JSON order changes from run to run).
const TOGGLED: &str = r#"
    #[delta_test(inp = "abc(de)fgh")]
    fn toggled(inp: &str) {
        let needs_e = std::env::var("TOGGLE").as_deref() == Ok("needs_e");
        match std::env::var("TOGGLE").as_deref() {
            Ok("fixed") => {}
            Ok("other") => assert!(!inp.contains('c'), "another bug"),
            _ => assert!(!(inp.contains('(') && inp.contains(')') && (!needs_e || inp.contains('e'))), "parens"),
        }
    }

    #[delta_test(inp = "abc(de)fgh", mode = "diff")]
    fn toggled_diff(inp: &str) {
        assert!(!(inp.contains('(') && inp.contains(')')), "parens");
    }

    #[delta_test(m = std::collections::HashMap::from([(1, 10), (2, 20), (3, 30), (4, 40), (5, 50)]))]
    fn toggled_map(m: std::collections::HashMap<u8, u8>) {
        assert!(!m.contains_key(&3), "three");
    }
"#;

/// The regression file of `toggled` in the fixture copy `name` (whose
/// crate is `<name>-fixture`).
fn file_of(name: &str) -> String {
    let krate = name.replace('-', "_");
    format!("delta-regressions/{krate}_fixture.tests.toggled.toml")
}

/// Runs the fixture's `toggled` test, logging each rerun, with `TOGGLE`
/// set to `toggle` (unless empty) and `env` besides.
fn toggled(dir: &Path, toggle: &str, env: &[(&str, &str)]) -> String {
    run_test(dir, "tests::toggled", toggle, env)
}

/// Runs the fixture's test `test` (a path), as [`toggled`] does.
fn run_test(dir: &Path, test: &str, toggle: &str, env: &[(&str, &str)]) -> String {
    let mut env = env.to_vec();
    env.extend([("DELTA_TEST_LOG", "1"), ("TOGGLE", toggle)]);
    let args = ["test", "--quiet", "--", "--exact", test, "--nocapture"];
    text(&cargo(dir, &args, &env))
}

fn reruns(output: &str) -> usize {
    output.lines().filter(|l| l.starts_with("Test #")).count()
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn reductions_are_stored_then_replayed_marked_fixed_and_reduced_anew() {
    let dir = common::fixture("book", "regressions", TOGGLED);
    let file = dir.join(file_of("regressions"));
    let file_name = file_of("regressions");

    // 1. Reduced and stored.
    let first = toggled(&dir, "", &[]);
    assert!(
        first.contains("delta-test: reduced tests::toggled from 10 to 2 parts"),
        "{first}"
    );
    assert!(first.contains(&format!(
        "delta-test: stored in {file_name}; the next run replays it"
    )));
    let stored = std::fs::read_to_string(&file).unwrap();
    assert!(stored.contains("minimal = 'toggled(\"()\")'"), "{stored}");
    assert!(stored.contains("minimal_args = '[\"()\"]'"), "{stored}");
    assert!(
        stored.contains("original = 'toggled(\"abc(de)fgh\")'"),
        "{stored}"
    );
    assert!(stored.contains("message = \"parens\""), "{stored}");

    // 2. Replayed: one run, not a reduction.
    let second = toggled(&dir, "", &[]);
    assert!(reruns(&first) > 3, "{first}");
    assert_eq!(reruns(&second), 0, "{second}");
    assert!(
        second.contains(&format!(
            "delta-test: tests::toggled still fails like the call stored in {file_name} on 20"
        )),
        "{second}"
    );
    assert!(second.contains("not reduced again; from 10 to 2 parts); the call is 1-minimal"));
    assert!(second.contains("  minimal:  toggled(\"()\")"), "{second}");
    assert!(second.contains("fn toggled_minimal()"), "{second}");

    // 3. Fixed: the stored call passes, and the file says since when.
    let fixed = toggled(&dir, "fixed", &[]);
    assert!(fixed.contains("test result: ok. 1 passed"), "{fixed}");
    assert!(
        fixed.contains(&format!(
            "delta-test: toggled(\"()\"), stored in {file_name} on 20"
        )),
        "{fixed}"
    );
    assert!(fixed.contains(", passes now: fixed since 20"), "{fixed}");
    assert!(std::fs::read_to_string(&file)
        .unwrap()
        .contains("fixed = \"20"));
    let still_fixed = toggled(&dir, "fixed", &[]);
    assert!(still_fixed.contains(", is fixed since 20"), "{still_fixed}");

    // 4. Back: replayed again, and no longer marked fixed.
    let back = toggled(&dir, "", &[]);
    assert_eq!(reruns(&back), 0, "{back}");
    assert!(
        back.contains("delta-test: this bug was fixed since 20"),
        "{back}"
    );
    assert!(
        back.contains(", and it is back: toggled(\"()\") fails again"),
        "{back}"
    );
    assert!(!std::fs::read_to_string(&file).unwrap().contains("fixed = "));

    // 5. Failing differently: said so, reduced anew, both bugs stored.
    let other = toggled(&dir, "other", &[]);
    assert!(
        other.contains(&format!(
            "delta-test: the test now fails differently from the call stored in {file_name}:4 (it \
             panicked at src/lib.rs:"
        )),
        "{other}"
    );
    assert!(other.contains(": parens); reducing anew"), "{other}");
    assert!(other.contains("  minimal:  toggled(\"c\")"), "{other}");
    let both = std::fs::read_to_string(&file).unwrap();
    assert_eq!(both.matches("[[regression]]").count(), 2, "{both}");
    assert!(reruns(&toggled(&dir, "other", &[])) == 0);

    // 6. The same bug, but the stored call passes now: said so, reduced
    //    anew, and the new call replaces the stale one.
    let moved = toggled(&dir, "needs_e", &[]);
    assert!(
        moved.contains(&format!(
            "delta-test: the call stored in {file_name}:4, toggled(\"()\"), passes now; \
             reducing anew"
        )),
        "{moved}"
    );
    assert!(moved.contains("  minimal:  toggled(\"(e)\")"), "{moved}");
    let replaced = std::fs::read_to_string(&file).unwrap();
    assert_eq!(replaced.matches("[[regression]]").count(), 2, "{replaced}");
    assert!(
        replaced.contains("minimal = 'toggled(\"(e)\")'"),
        "{replaced}"
    );
    assert!(
        !replaced.contains("minimal = 'toggled(\"()\")'"),
        "{replaced}"
    );

    // 7. Turned off: neither replayed nor stored.
    std::fs::remove_file(&file).unwrap();
    let off = toggled(&dir, "", &[("DELTA_TEST_PERSIST", "0")]);
    assert!(off.contains("delta-test: reduced tests::toggled"), "{off}");
    assert!(!off.contains("stored in"), "{off}");
    assert!(!file.exists());
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn diff_mode_and_hash_map_arguments_are_replayed_too() {
    let dir = common::fixture("book", "regressions-kinds", TOGGLED);
    for (test, shown) in [
        (
            "tests::toggled_diff",
            "  failing:  toggled_diff(\"(e)fgh\")",
        ),
        (
            "tests::toggled_map",
            // The value is simplified too; the key is never changed.
            "  minimal:  toggled_map(std::collections::HashMap::from([(3, 0)]))",
        ),
    ] {
        let first = run_test(&dir, test, "", &[]);
        assert!(reruns(&first) > 3, "{first}");
        assert!(first.contains(shown), "{first}");
        let second = run_test(&dir, test, "", &[]);
        assert_eq!(reruns(&second), 0, "{second}");
        assert!(
            second.contains("still fails like the call stored in"),
            "{second}"
        );
        assert!(second.contains(shown), "{second}");
    }
    let diff = run_test(&dir, "tests::toggled_diff", "", &[]);
    assert!(
        diff.contains("  passing:  toggled_diff(\"e)fgh\")"),
        "{diff}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_corrupt_regression_file_is_named_with_its_line_and_left_as_it_is() {
    let dir = common::fixture("book", "regressions-corrupt", TOGGLED);
    let file = dir.join(file_of("regressions-corrupt"));
    let file_name = file_of("regressions-corrupt");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    let corrupt = "[[regression]]\nfound = \"2026-11-23\"\nminimal = toggled(\"()\")\n";
    std::fs::write(&file, corrupt).unwrap();
    let output = toggled(&dir, "", &[]);
    let section = output.as_str();
    // The reduction goes on, and the warning names the line and the fix.
    assert!(
        section.contains("delta-test: reduced tests::toggled from 10 to 2 parts"),
        "{section}"
    );
    assert!(
        section.contains(&format!("delta-test: {file_name}:3: ")),
        "{section}"
    );
    assert!(
        section.contains(
            "its calls were not replayed and this run stores nothing there (fix the file, or \
             delete it to start afresh)"
        ),
        "{section}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), corrupt);

    // Arguments that no longer read as the test's (a hand edit): that entry
    // is named, and the call is reduced anew.
    std::fs::remove_file(&file).unwrap();
    toggled(&dir, "", &[]);
    let stored = std::fs::read_to_string(&file).unwrap();
    std::fs::write(
        &file,
        stored.replace("minimal_args = '[\"()\"]'", "minimal_args = '[7]'"),
    )
    .unwrap();
    let output = toggled(&dir, "", &[]);
    assert!(
        output.contains(&format!("delta-test: {file_name}:4: the stored arguments [7] could not be read as this test's arguments (invalid type: integer `7`")),
        "{output}"
    );
    assert!(
        output.contains("delta-test: reduced tests::toggled"),
        "{output}"
    );
}
