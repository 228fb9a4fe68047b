//! Moves past the local minima that single moves stop at (issue 28, part
//! 3): equal numbers lowered together, neighbouring numbers lowered by the
//! same amount, small numbers tried at every smaller value, a negative
//! number made positive, and runs of equal parts cut together. Each test
//! fails without its move: the reduction then stops where it says.

use delta_test::DeltaDebugger;

#[test]
fn equal_numbers_are_lowered_together() {
    // Lowering either alone makes them differ, which passes.
    let mut dd = DeltaDebugger::new(
        "pair",
        |&(a, b): &(u32, u32)| assert!(a != b || a <= 100, "equal and large"),
        (209, 209),
    );
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, (101, 101));
    assert!(min.tests <= 30, "{} tests", min.tests);
}

#[test]
fn numbers_that_keep_their_difference_take_a_logarithmic_number_of_tests() {
    // Each alone creeps down by a unit or two a test: 2^31 of them.
    let mut dd = DeltaDebugger::new(
        "difference",
        |&(a, b): &(u32, u32)| assert!(a < 10 || a.abs_diff(b) != 1, "a difference of one"),
        (2_147_483_647, 2_147_483_646),
    );
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, (10, 9));
    assert!(min.tests <= 200, "{} tests", min.tests);
}

#[test]
fn a_small_number_is_tried_below_the_one_less_that_passes() {
    // 11 - 1 = 10 passes (no difference), 9 fails again.
    let mut dd = DeltaDebugger::new(
        "difference",
        |&(a, b): &(u32, u32)| assert!(a < 10 || a.abs_diff(b) != 1, "a difference of one"),
        (10, 11),
    );
    assert_eq!(dd.min_args().unwrap().args, (10, 9));
}

#[test]
fn a_negative_number_becomes_positive_when_that_still_fails() {
    let mut dd = DeltaDebugger::new(
        "reverse",
        |v: &Vec<i64>| {
            let reversed: Vec<i64> = v.iter().rev().copied().collect();
            assert_eq!(*v, reversed);
        },
        vec![-7, 0, -3],
    );
    assert_eq!(dd.min_args().unwrap().args, vec![0, 1]);
}

#[test]
fn a_run_of_equal_parts_is_cut_more_than_one_at_a_time() {
    // Like a TOML parser on quotes: two and six fail, three to five and
    // one do not, so no single cut of six quotes fails.
    let mut dd = DeltaDebugger::new(
        "quotes",
        |s: &String| {
            let quotes = s.matches('\'').count();
            assert!(quotes % 4 != 2, "an empty literal string");
        },
        "''''''".to_string(),
    );
    assert_eq!(dd.min_args().unwrap().args, "''");
}

#[test]
fn a_small_positive_number_becomes_a_negative_of_smaller_size() {
    // Integers read simplest in the order 0, 1, -1, 2, -2: five distinct
    // ones are at their simplest as 0, 1, -1, 2, -2.
    let mut dd = DeltaDebugger::new(
        "distinct",
        |v: &Vec<i64>| {
            let distinct: std::collections::HashSet<_> = v.iter().collect();
            assert!(distinct.len() < 5, "five distinct values");
        },
        vec![0, 3, 1, 2, 4],
    );
    let mut min = dd.min_args().unwrap().args;
    min.sort_unstable();
    assert_eq!(min, [-2, -1, 0, 1, 2]);
}

#[test]
fn neighbouring_lists_are_joined() {
    // Only the number of elements in all matters: no cut of two lists of
    // six fails with fewer, and one list of eleven is the smallest call.
    let mut dd = DeltaDebugger::new(
        "nested",
        |ls: &Vec<Vec<u8>>| {
            let total: usize = ls.iter().map(Vec::len).sum();
            assert!(total <= 10, "{total} elements");
        },
        vec![vec![1; 4], vec![2; 3], vec![], vec![3; 5]],
    );
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, [vec![0; 11]]);
    // Lines of text join as well.
    let mut dd = DeltaDebugger::new(
        "lines",
        |ls: &Vec<String>| {
            let total: usize = ls.iter().map(String::len).sum();
            assert!(total <= 3, "{total} characters");
        },
        vec!["ab".to_string(), "cd".to_string()],
    );
    assert_eq!(dd.min_args().unwrap().args.len(), 1);
}

#[test]
fn a_small_result_takes_tests_in_proportion_to_its_own_size() {
    // Halving from 650434 down to 1 took twenty tests; trying 1 early and
    // galloping up from there takes a handful.
    let mut dd = DeltaDebugger::new(
        "reverse",
        |v: &Vec<i64>| {
            let reversed: Vec<i64> = v.iter().rev().copied().collect();
            assert_eq!(*v, reversed);
        },
        vec![0, 650_434],
    );
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, [0, 1]);
    assert!(min.tests <= 10, "{} tests", min.tests);
    // A threshold far below the start is found by galloping, then halves:
    // halving from the top took 35 tests.
    let mut dd = DeltaDebugger::new(
        "threshold",
        |&n: &u64| assert!(n < 37, "too large"),
        4_000_000_000,
    );
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, 37);
    assert!(min.tests <= 20, "{} tests", min.tests);
    // The guide's example: 1000 becomes 3 in a handful of tests.
    let mut dd = DeltaDebugger::new("three", |&n: &u32| assert!(n < 3, "too large"), 1000);
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, 3);
    assert!(min.tests <= 8, "{} tests", min.tests);
}
