//! End to end: what "the same bug" means, rule by rule, on the tests of a
//! small app written as users write them (`tests/fixtures/samebug`, issue
//! 28). Each test here fails if its rule breaks: the reduction then stops
//! early (data read as another bug) or slides to another bug.

use crate::common;

use std::sync::OnceLock;

use common::{cargo, section_of, text};

/// The fixture's tests, run once for every rule.
fn output() -> &'static str {
    static OUTPUT: OnceLock<String> = OnceLock::new();
    OUTPUT.get_or_init(|| {
        let dir = common::fixture_crate("samebug", "samebug");
        text(&cargo(&dir, &["test", "--quiet", "--no-fail-fast"], &[]))
    })
}

fn section(path: &str) -> &'static str {
    section_of(output(), path)
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_list_printed_in_the_message_is_data() {
    // Every candidate prints another merged list: read as another bug, the
    // reduction stopped at hundreds of intervals.
    let s = section("intervals::tests::merge_covers_input");
    assert!(
        s.contains("  minimal:  merge_covers_input(&[Interval { start: 0, end: 0 }])\n"),
        "{s}"
    );
    assert!(s.contains("the call is 1-minimal"), "{s}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_recursion_one_level_shallower_is_the_same_bug() {
    // The panic is in the recursive function itself, and the message
    // prints the expression: both differ with the depth.
    let s = section("calc::tests::evaluates");
    assert!(
        s.contains(
            "  minimal:  evaluates(&Expr::Div(Box::new(Expr::Num(0)), Box::new(Expr::Num(0))))\n"
        ),
        "{s}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn an_assert_eq_is_the_difference_between_its_values() {
    // The lost sign, not the letter read as a name (another round-trip
    // bug, reached by turning the number into an operator), which the
    // report lists apart with its own smallest call.
    let s = section("tokens::tests::round_trip");
    assert!(
        s.contains("  minimal:  round_trip(&[Token::Num(-1)])\n"),
        "{s}"
    );
    let others = s
        .split_once("other failures met on the way")
        .map(|(_, after)| after)
        .unwrap_or_else(|| panic!("no other failures listed:\n{s}"));
    assert!(others.contains("round_trip(&[Token::Op('a')])"), "{s}");

    // A quote lost, not an empty row read back as one empty field.
    let s = section("csv::tests::round_trip");
    assert!(
        s.contains(r##"  minimal:  round_trip(&[vec![String::from(r#"""#)]])"##),
        "{s}"
    );
    assert!(s.contains("      round_trip(&[vec![]])\n"), "{s}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn an_error_that_is_only_a_string_keeps_its_words() {
    // "bad number", not "missing header" or "empty input", which masked
    // whole read the same.
    let s = section("errors::tests::parses");
    assert!(s.contains("  failure:  returned Err: \"bad number "), "{s}");
    assert!(s.contains("  minimal:  parses(\"#\\n,\")\n"), "{s}");
    assert!(s.contains("    - returned Err: \"missing header\""), "{s}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn assume_refuses_what_is_no_valid_input() {
    // Without the rule, `"[ "` (an unclosed header) fails the same way.
    let s = section("ini::tests::section_names_are_words");
    assert!(
        s.contains("  minimal:  section_names_are_words(\"[] \")\n"),
        "{s}"
    );
    assert!(s.contains("candidates were refused by `assume!`"), "{s}");

    let s = section("ini::tests::a_rule_that_only_the_original_keeps");
    assert!(
        s.contains("every candidate (") && s.contains(") was refused by `assume!`"),
        "{s}"
    );

    let s = section("ini::tests::an_unclosed_header");
    assert!(
        s.contains(
            "an_unclosed_header(\"[user  \") is no valid input: delta_test::assume! refused \
             the input: every header is closed"
        ),
        "{s}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn the_input_printed_in_the_message_shrinks_with_it() {
    // The message shows the title and its slug, unquoted: every candidate
    // prints other words. Read as another bug, nothing was cut.
    // One digit of `1843` is left, whichever the search kept.
    let s = section("slug::tests::slugs_have_only_letters");
    let digit = s
        .split_once("  minimal:  slugs_have_only_letters(\"")
        .and_then(|(_, rest)| rest.strip_prefix(|c: char| "1843".contains(c)))
        .is_some_and(|rest| rest.starts_with("\")\n"));
    assert!(digit, "{s}");
    assert!(s.contains("the call is 1-minimal"), "{s}");
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn the_input_in_an_assert_eqs_own_message_shrinks_with_it() {
    let s = section("slug::tests::slugs_count_no_digits");
    assert!(
        s.contains("  minimal:  slugs_count_no_digits(\"2\")\n"),
        "{s}"
    );
    assert!(s.contains("digits in the slug of 2"), "{s}");
}
