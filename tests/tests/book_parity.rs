//! The Debugging Book's worked examples, candidate for candidate.
//!
//! Each test records every call the debugger makes and compares the whole
//! sequence (inputs and outcomes) with the chapter's log. The first call is
//! the debugger's silent observation of the original failure; the chapter's
//! `Test #1` is the second.

use std::cell::RefCell;
use std::fmt::Debug;

use delta_test::{DeltaDebugger, Outcome, Partition, Strategy};

/// The chapter's `mystery`: fails when a `(` comes before a `)`.
fn mystery(inp: &str) {
    let (x, y) = (inp.find('('), inp.find(')'));
    if let (Some(x), Some(y)) = (x, y)
        && x < y
    {
        panic!("Invalid input");
    }
}

/// The chapter's buggy `remove_html_markup`, with the check that fails.
fn remove_html_markup(s: &str) {
    let (mut tag, mut quote) = (false, false);
    let mut out = String::new();
    for c in s.chars() {
        if c == '<' && !quote {
            tag = true;
        } else if c == '>' && !quote {
            tag = false;
        } else if c == '"' || (c == '\'' && tag) {
            quote = !quote;
        } else if !tag {
            out.push(c);
        }
    }
    assert!(!out.contains('<') && !out.contains('>'));
}

fn string_error(s1: &str, s2: &str) {
    assert!(!s2.contains(s1), "no substrings");
}

fn list_error(l1: &[i32], l2: &[i32], maxlen: usize) {
    assert!(
        l1.len() < l2.len() && l2.len() < maxlen,
        "invalid string length"
    );
}

const MYSTERY_INPUT: &str = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#;

/// Runs `f` on `args`, recording each call's arguments and outcome.
struct Recorder<A> {
    calls: RefCell<Vec<(A, Outcome)>>,
}

impl<A: Clone> Recorder<A> {
    fn new() -> Self {
        Recorder {
            calls: RefCell::new(Vec::new()),
        }
    }

    fn call(&self, args: &A, f: impl FnOnce(&A) + std::panic::UnwindSafe) {
        let args = args.clone();
        self.calls.borrow_mut().push((args.clone(), Outcome::Pass));
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(&args)));
        if let Err(payload) = result {
            self.calls.borrow_mut().last_mut().unwrap().1 = Outcome::Fail;
            std::panic::resume_unwind(payload);
        }
    }

    /// The chapter's tests: every call but the silent observation.
    fn tests(&self) -> Vec<(A, Outcome)> {
        self.calls.borrow()[1..].to_vec()
    }
}

fn expect<A: Debug + PartialEq>(actual: Vec<(A, Outcome)>, expected: Vec<(A, Outcome)>) {
    for (i, (a, e)) in actual.iter().zip(&expected).enumerate() {
        assert_eq!(a, e, "Test #{} differs", i + 1);
    }
    assert_eq!(actual.len(), expected.len(), "number of tests");
}

fn strings(list: &[(&str, char)]) -> Vec<(String, Outcome)> {
    list.iter()
        .map(|&(s, o)| {
            (
                s.to_string(),
                if o == 'F' {
                    Outcome::Fail
                } else {
                    Outcome::Pass
                },
            )
        })
        .collect()
}

#[test]
fn mystery_min_args_takes_the_chapters_24_tests() {
    let rec = Recorder::new();
    let mut dd = DeltaDebugger::new(
        "mystery",
        |s: &String| rec.call(s, |s| mystery(s)),
        MYSTERY_INPUT.to_string(),
    )
    .strategy(Strategy::Classic);
    let minimal = dd.min_args().unwrap();
    assert_eq!(minimal.args, "()");
    assert!(minimal.complete);
    assert_eq!(dd.tests(), 24);
    assert_eq!(dd.to_string(), r#"mystery("()")"#);
    expect(
        rec.tests(),
        strings(&[
            (MYSTERY_INPUT, 'F'),
            ("", 'P'),
            (r#"V"/+!aF-(V4EO"#, 'P'),
            ("z*+s/Q,7)2@0_", 'P'),
            ("-(V4EOz*+s/Q,7)2@0_", 'F'),
            ("*+s/Q,7)2@0_", 'P'),
            ("-(V4EOz7)2@0_", 'F'),
            ("7)2@0_", 'P'),
            ("-(V4EOz", 'P'),
            ("-(V47)2@0_", 'F'),
            ("-(V4@0_", 'P'),
            ("-(V47)2", 'F'),
            ("-7)2", 'P'),
            ("(V4", 'P'),
            ("-47)2", 'P'),
            ("-(V7)2", 'F'),
            ("-(V2", 'P'),
            ("(V7)", 'F'),
            ("7)", 'P'),
            ("(V", 'P'),
            ("(7)", 'F'),
            ("()", 'F'),
            (")", 'P'),
            ("(", 'P'),
        ]),
    );
}

#[test]
fn mystery_max_args_takes_the_chapters_8_tests() {
    let rec = Recorder::new();
    let mut dd = DeltaDebugger::new(
        "mystery",
        |s: &String| rec.call(s, |s| mystery(s)),
        MYSTERY_INPUT.to_string(),
    )
    .strategy(Strategy::Classic);
    let maximal = dd.max_args().unwrap();
    assert_eq!(maximal.args, r#"V"/+!aF-V4EOz*+s/Q,7)2@0_"#);
    assert_eq!(dd.tests(), 8);
    expect(
        rec.tests(),
        strings(&[
            (MYSTERY_INPUT, 'F'),
            ("", 'P'),
            ("z*+s/Q,7)2@0_", 'P'),
            ("-(V4EOz*+s/Q,7)2@0_", 'F'),
            (r#"V"/+!aFz*+s/Q,7)2@0_"#, 'P'),
            (r#"V"/+!aF4EOz*+s/Q,7)2@0_"#, 'P'),
            (r#"V"/+!aF-4EOz*+s/Q,7)2@0_"#, 'P'),
            (r#"V"/+!aF-V4EOz*+s/Q,7)2@0_"#, 'P'),
        ]),
    );
}

#[test]
fn mystery_min_arg_diff_takes_the_chapters_9_tests() {
    let rec = Recorder::new();
    let mut dd = DeltaDebugger::new(
        "mystery",
        |s: &String| rec.call(s, |s| mystery(s)),
        MYSTERY_INPUT.to_string(),
    )
    .strategy(Strategy::Classic);
    let diff = dd.min_arg_diff().unwrap();
    assert_eq!(diff.passing, "z*+s/Q,7)2@0_");
    assert_eq!(diff.failing, "(z*+s/Q,7)2@0_");
    assert_eq!(diff.difference, "(");
    assert_eq!(dd.tests(), 9);
    expect(
        rec.tests(),
        strings(&[
            (MYSTERY_INPUT, 'F'),
            ("", 'P'),
            (r#"V"/+!aF-(V4EO"#, 'P'),
            ("z*+s/Q,7)2@0_", 'P'),
            (r#"V"/+!aFz*+s/Q,7)2@0_"#, 'P'),
            ("-(V4EOz*+s/Q,7)2@0_", 'F'),
            ("-(Vz*+s/Q,7)2@0_", 'F'),
            ("(Vz*+s/Q,7)2@0_", 'F'),
            ("(z*+s/Q,7)2@0_", 'F'),
        ]),
    );
}

#[test]
fn remove_html_markup_takes_the_chapters_10_tests() {
    let rec = Recorder::new();
    let mut dd = DeltaDebugger::new(
        "remove_html_markup",
        |s: &String| rec.call(s, |s| remove_html_markup(s)),
        r#""x > y""#.to_string(),
    )
    .strategy(Strategy::Classic);
    assert_eq!(dd.min_args().unwrap().args, r#"">"#);
    expect(
        rec.tests(),
        strings(&[
            (r#""x > y""#, 'F'),
            ("", 'P'),
            (r#""x >"#, 'F'),
            (r#""x"#, 'P'),
            (" >", 'P'),
            ("x >", 'P'),
            (r#"" >"#, 'F'),
            (r#"">"#, 'F'),
            (">", 'P'),
            (r#"""#, 'P'),
        ]),
    );
}

/// The chapter reduces `s2` first because its arguments came from a hash
/// set; delta-test goes in parameter order, so `s1` comes first.
#[test]
fn string_error_reduces_both_arguments_in_parameter_order() {
    let rec = Recorder::new();
    let args = ("foo".to_string(), "foobar".to_string());
    let mut dd = DeltaDebugger::new(
        "string_error",
        |a: &(String, String)| rec.call(a, |(s1, s2)| string_error(s1, s2)),
        args,
    )
    .strategy(Strategy::Classic)
    .params(["s1", "s2"]);
    let minimal = dd.min_args().unwrap();
    assert_eq!(minimal.args, (String::new(), String::new()));
    assert_eq!(dd.to_string(), r#"string_error("", "")"#);
    let s = |a: &str, b: &str, o| ((a.to_string(), b.to_string()), o);
    expect(
        rec.tests(),
        vec![
            s("foo", "foobar", Outcome::Fail),
            s("", "foobar", Outcome::Fail),
            s("", "", Outcome::Fail),
        ],
    );
}

#[test]
fn list_error_keeps_the_integer_and_empties_both_lists() {
    let rec = Recorder::new();
    let args = ((1..=10).collect::<Vec<i32>>(), vec![1, 2, 3], 5usize);
    let mut dd = DeltaDebugger::new(
        "list_error",
        |a: &(Vec<i32>, Vec<i32>, usize)| rec.call(a, |(l1, l2, m)| list_error(l1, l2, *m)),
        args,
    )
    .strategy(Strategy::Classic);
    let minimal = dd.min_args().unwrap();
    assert_eq!(minimal.args, (vec![], vec![], 5));
    assert_eq!(dd.to_string(), "list_error(vec![], vec![], 5)");
    let l = |a: &[i32], b: &[i32], o| ((a.to_vec(), b.to_vec(), 5usize), o);
    let (f, p) = (Outcome::Fail, Outcome::Pass);
    expect(
        rec.tests(),
        vec![
            l(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], &[1, 2, 3], f),
            l(&[], &[1, 2, 3], p),
            l(&[1, 2, 3, 4, 5], &[1, 2, 3], f),
            l(&[1, 2, 3], &[1, 2, 3], f),
            l(&[1, 2], &[1, 2, 3], p),
            l(&[3], &[1, 2, 3], p),
            l(&[2, 3], &[1, 2, 3], p),
            l(&[1, 3], &[1, 2, 3], p),
            l(&[1, 2, 3], &[], f),
            l(&[], &[], f),
        ],
    );
}

/// The paper's contiguous chunks reach the same result in one more test.
#[test]
fn contiguous_partition_also_finds_the_minimal_call() {
    let mut dd = DeltaDebugger::new(
        "mystery",
        |s: &String| mystery(s),
        MYSTERY_INPUT.to_string(),
    )
    .strategy(Strategy::Classic)
    .partition(Partition::Contiguous);
    assert_eq!(dd.min_args().unwrap().args, "()");
    assert_eq!(dd.tests(), 25);
}

/// The chapter's first, plain `ddmin` (complements only, slices in order).
#[test]
fn plain_ddmin_matches_the_chapters_listing() {
    let input: Vec<char> = MYSTERY_INPUT.chars().collect();
    let seen = RefCell::new(Vec::new());
    let minimal = delta_test::ddmin(&input, |c| {
        let s: String = c.iter().collect();
        let outcome = if std::panic::catch_unwind(|| mystery(&s)).is_err() {
            Outcome::Fail
        } else {
            Outcome::Pass
        };
        seen.borrow_mut().push((s, outcome));
        outcome
    })
    .unwrap();
    assert_eq!(minimal, ['(', ')']);
    expect(
        seen.into_inner(),
        strings(&[
            (MYSTERY_INPUT, 'F'),
            ("z*+s/Q,7)2@0_", 'P'),
            (r#"V"/+!aF-(V4EO"#, 'P'),
            ("F-(V4EOz*+s/Q,7)2@0_", 'F'),
            ("Oz*+s/Q,7)2@0_", 'P'),
            ("F-(V4EQ,7)2@0_", 'F'),
            (",7)2@0_", 'P'),
            ("F-(V4EQ", 'P'),
            ("V4EQ,7)2@0_", 'P'),
            ("F-(Q,7)2@0_", 'F'),
            ("Q,7)2@0_", 'P'),
            ("F-()2@0_", 'F'),
            ("2@0_", 'P'),
            ("F-()", 'F'),
            ("()", 'F'),
            (")", 'P'),
            ("(", 'P'),
        ]),
    );
}
