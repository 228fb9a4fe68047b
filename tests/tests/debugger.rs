//! `DeltaDebugger` beyond the chapter: matchers, budgets, errors, results
//! that are checked for 1-minimality by brute force.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::time::Duration;

use delta_test::{
    Budget, DeltaDebugger, Error, Literal, Matcher, Outcome, Partition, Reduce, Strategy,
};

/// Panics through `assert_eq!` with the number of odd elements, which
/// changes with the input: only the masked "same bug" matcher follows it.
fn all_even(v: &[u32]) {
    assert_eq!(v.iter().filter(|x| *x % 2 == 1).count(), 0);
}

#[test]
fn assert_eq_failures_keep_reducing_while_their_values_change() {
    let input = vec![2, 3, 4, 5, 6, 7, 8, 9];
    let mut dd = DeltaDebugger::new("all_even", |v: &Vec<u32>| all_even(v), input.clone());
    let min = dd.min_args().unwrap();
    assert_eq!(min.args.len(), 1);
    assert_eq!(min.args[0] % 2, 1);
    assert!(min.complete);

    // The book's rule (same message) stops at the first count that differs.
    let mut exact =
        DeltaDebugger::new("all_even", |v: &Vec<u32>| all_even(v), input).matcher(Matcher::Exact);
    let min = exact.min_args().unwrap();
    assert_eq!(min.args.iter().filter(|x| *x % 2 == 1).count(), 4);
}

/// Indexes with its own elements: out of bounds as soon as one is too big.
fn index_by_elements(v: &[usize]) -> usize {
    v.iter().map(|&i| v[i]).sum()
}

#[test]
fn index_out_of_bounds_keeps_reducing_while_len_and_index_change() {
    let input = vec![0, 1, 2, 7, 3, 1];
    let mut dd = DeltaDebugger::new(
        "index_by_elements",
        |v: &Vec<usize>| {
            index_by_elements(v);
        },
        input,
    );
    let min = dd.min_args().unwrap();
    // Any one element but 0 is out of bounds on its own: 1-minimal.
    assert_eq!(min.args.len(), 1);
    assert_ne!(min.args[0], 0);
    assert_eq!(
        dd.to_string(),
        format!("index_by_elements(vec![{}])", min.args[0])
    );
    // The chapter's algorithm finds the 7.
    let mut classic = DeltaDebugger::new(
        "index_by_elements",
        |v: &Vec<usize>| {
            index_by_elements(v);
        },
        vec![0, 1, 2, 7, 3, 1],
    )
    .strategy(Strategy::Classic);
    assert_eq!(classic.min_args().unwrap().args, [7]);
}

/// Fails (line A) when 13 is in the list, but first panics elsewhere
/// (line B) when the list is short: a different bug.
fn thirteen(v: &[u8]) {
    assert!(v.len() >= 3, "too short");
    assert!(!v.contains(&13), "unlucky");
}

#[test]
fn a_panic_elsewhere_is_unresolved_and_not_taken() {
    let input = vec![1, 2, 13, 4, 5, 6, 7, 8];
    let mut dd = DeltaDebugger::new("thirteen", |v: &Vec<u8>| thirteen(v), input.clone());
    let min = dd.min_args().unwrap();
    assert_eq!(min.args.len(), 3);
    assert!(min.args.contains(&13));

    // With `any`, "too short" counts as the same failure: a different bug
    // is reported, which is why it is not the default.
    let mut any =
        DeltaDebugger::new("thirteen", |v: &Vec<u8>| thirteen(v), input).matcher(Matcher::Any);
    assert!(any.min_args().unwrap().args.is_empty());
}

#[test]
fn a_custom_matcher_decides_what_counts_as_the_same_failure() {
    let input = vec![1, 2, 13, 4, 5, 6, 7, 8];
    // Takes "too short" as the same failure as "unlucky", nothing else.
    let matcher = Matcher::custom(|original, candidate| {
        candidate.message == original.message || candidate.message == "too short"
    });
    let mut dd = DeltaDebugger::new("thirteen", |v: &Vec<u8>| thirteen(v), input).matcher(matcher);
    assert!(dd.min_args().unwrap().args.is_empty());
}

#[test]
fn functions_returning_result_fail_on_err() {
    let parse = |s: &String| s.parse::<u32>().map(|_| ());
    let mut dd = DeltaDebugger::new("parse", parse, "12x45".to_string());
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, "x");
}

#[test]
fn a_passing_call_is_not_failing_and_names_the_call() {
    let mut dd = DeltaDebugger::new("all_even", |v: &Vec<u32>| all_even(v), vec![2, 4]);
    let error = dd.min_args().unwrap_err();
    assert!(matches!(&error, Error::NotFailing { call } if call == "all_even(vec![2, 4])"));
    assert!(error.to_string().contains("all_even(vec![2, 4])"));
}

#[test]
fn a_flaky_call_is_not_reproduced_and_keeps_the_original() {
    let runs = Cell::new(0);
    let flaky = |v: &Vec<u32>| {
        runs.set(runs.get() + 1);
        if runs.get() == 1 {
            all_even(v);
        }
    };
    // The chapter's check that the original call fails again.
    let mut dd = DeltaDebugger::new("all_even", flaky, vec![1, 2, 3]).strategy(Strategy::Classic);
    match dd.min_args().unwrap_err() {
        Error::NotReproduced { call, first, again } => {
            assert_eq!(call, "all_even(vec![1, 2, 3])");
            assert!(first.message.contains("left: 2"), "{}", first.message);
            assert!(again.is_none());
        }
        other => panic!("expected NotReproduced, got {other:?}"),
    }
}

#[test]
fn a_budget_that_runs_out_returns_the_best_call_so_far() {
    let input = vec![2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
    let mut dd =
        DeltaDebugger::new("all_even", |v: &Vec<u32>| all_even(v), input.clone()).max_tests(4);
    let min = dd.min_args().unwrap();
    assert!(!min.complete);
    assert_eq!(min.tests, 4);
    assert!(
        min.args.len() < input.len(),
        "progress is kept: {:?}",
        min.args
    );
    assert!(fails(&|v: &Vec<u32>| all_even(v), &min.args));
    assert_eq!(dd.tests(), 4);
    assert_eq!(min.stopped, Some(Budget::Tests(4)));
    assert_eq!(min.stopped.unwrap().to_string(), "budget of 4 tests spent");
}

#[test]
fn a_time_budget_that_runs_out_returns_the_best_call_so_far() {
    let slow_even = |v: &Vec<u32>| {
        std::thread::sleep(Duration::from_millis(5));
        all_even(v);
    };
    let input: Vec<u32> = (2..40).collect();
    let budget = Duration::from_millis(30);
    let mut dd = DeltaDebugger::new("all_even", slow_even, input.clone()).max_time(budget);
    let min = dd.min_args().unwrap();
    assert!(!min.complete);
    assert_eq!(min.stopped, Some(Budget::Time(budget)));
    assert_eq!(
        min.stopped.unwrap().to_string(),
        "time budget of 30ms spent"
    );
    assert!(min.tests < 30, "{} tests", min.tests);
    assert!(fails(&|v: &Vec<u32>| all_even(v), &min.args));
}

#[test]
fn verification_refuses_a_minimal_call_that_stopped_failing() {
    // Fails on a 3 during its first six calls only.
    let calls = Cell::new(0);
    let fading = |v: &Vec<u32>| {
        calls.set(calls.get() + 1);
        assert!(!(v.contains(&3) && calls.get() <= 6), "3 early");
    };
    let mut dd = DeltaDebugger::new("fading", fading, vec![1, 2, 3, 4]).verify(2);
    match dd.min_args().unwrap_err() {
        Error::Inconsistent {
            expected, actual, ..
        } => {
            assert_eq!((expected, actual), (Outcome::Fail, Outcome::Pass));
        }
        other => panic!("expected Inconsistent, got {other:?}"),
    }
}

#[test]
fn verification_runs_are_not_counted_as_reduction_tests() {
    let input = vec![2, 3, 4, 5];
    let plain = DeltaDebugger::new("all_even", |v: &Vec<u32>| all_even(v), input.clone())
        .min_args()
        .unwrap();
    let runs = Cell::new(0);
    let counted = |v: &Vec<u32>| {
        runs.set(runs.get() + 1);
        all_even(v);
    };
    let verified = DeltaDebugger::new("all_even", counted, input)
        .verify(3)
        .min_args()
        .unwrap();
    assert_eq!(verified.args, plain.args);
    assert_eq!(verified.tests, plain.tests);
    // the tests (the original run is the first), and the three
    // verification runs
    assert_eq!(runs.get(), plain.tests + 3);
}

#[test]
fn retries_find_a_failure_that_shows_every_other_call() {
    let calls = Cell::new(0);
    let every_other = |v: &Vec<u32>| {
        calls.set(calls.get() + 1);
        assert!(
            !(v.contains(&3) && calls.get() % 2 == 1),
            "3 in an odd call"
        );
    };
    let flaky = DeltaDebugger::new("every_other", every_other, vec![1, 2, 3, 4])
        .strategy(Strategy::Classic)
        .min_args();
    assert!(
        matches!(flaky, Err(Error::NotReproduced { .. })),
        "{flaky:?}"
    );
    calls.set(0);
    let mut dd = DeltaDebugger::new("every_other", every_other, vec![1, 2, 3, 4])
        .retries(1)
        .verify(2);
    assert_eq!(dd.min_args().unwrap().args, [3]);
}

#[test]
fn a_timeout_makes_hanging_candidates_unresolved() {
    // Hangs without a 0; fails on a 3 otherwise.
    let stuck = |v: &Vec<u32>| {
        while !v.contains(&0) {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(!v.contains(&3), "3");
    };
    let mut dd =
        DeltaDebugger::new("stuck", stuck, vec![0, 1, 2, 3]).timeout(Duration::from_millis(50));
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, [0, 3]);
    assert!(min.complete);
}

#[test]
fn max_args_and_min_arg_diff_isolate_the_failure_cause() {
    // Both modes grow a passing call: the emptied call must pass.
    let short = |v: &Vec<u8>| assert!(v.len() > 10, "short");
    let mut dd = DeltaDebugger::new("short", short, vec![1, 2]);
    assert!(matches!(dd.max_args(), Err(Error::NotPassing { call }) if call == "short(vec![])"));

    let mut dd = DeltaDebugger::new("all_even", |v: &Vec<u32>| all_even(v), vec![2, 4, 7, 6]);
    let max = dd.max_args().unwrap();
    assert_eq!(max.args, [2, 4, 6]);
    let diff = dd.min_arg_diff().unwrap();
    assert_eq!(diff.difference, [7]);
    assert_eq!(diff.failing.len(), diff.passing.len() + 1);
}

#[test]
fn maps_lose_entries_and_print_as_rust() {
    let config = BTreeMap::from([
        ("depth".to_string(), 3),
        ("retries".to_string(), -1),
        ("width".to_string(), 80),
    ]);
    let check = |c: &BTreeMap<String, i32>| assert!(c.values().all(|v| *v >= 0), "negative");
    let mut dd = DeltaDebugger::new("check", check, config);
    assert_eq!(dd.min_args().unwrap().args.len(), 1);
    assert_eq!(
        dd.to_string(),
        r#"check(BTreeMap::from([("retries", -1)]))"#
    );
}

/// A tiny deterministic generator, so the brute-force checks need no crate.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, bound: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % bound
    }
}

/// Whether `f(args)` panics, without printing the panic.
fn fails<A>(f: &impl Fn(&A), args: &A) -> bool {
    delta_test::__private::run_silently(|| f(args)).is_some()
}

/// Removing any single part of `args` must make the failure go away.
fn assert_one_minimal<A: Reduce + Literal>(f: &impl Fn(&A), args: &A) {
    assert!(fails(f, args));
    for sequence in args.sequences() {
        for i in 0..sequence.len {
            let all = delta_test::Subset::from_ranges([0..i, i + 1..sequence.len]);
            let smaller = args.keep(&sequence.path, &all);
            assert!(
                !fails(f, &smaller),
                "{} is not 1-minimal: {} fails too",
                args.to_rust(Default::default()),
                smaller.to_rust(Default::default())
            );
        }
    }
}

#[test]
fn results_are_one_minimal_by_brute_force() {
    let mut rng = Lcg(7);
    let mut reduced = 0;
    for case in 0..200 {
        let len = rng.next(60) as usize + 1;
        let input: Vec<u8> = (0..len).map(|_| rng.next(8) as u8).collect();
        let needed: Vec<u8> = (0..rng.next(3) + 1).map(|_| rng.next(8) as u8).collect();
        let limit = rng.next(4) as usize + 2;
        // Fails when every needed value occurs, the first `needed[0]` has
        // fewer than `limit` elements before it (not monotone), and the
        // two lists together hold one of them.
        let f = |(v, w): &(Vec<u8>, String)| {
            let before = v.iter().position(|x| *x == needed[0]).unwrap_or(usize::MAX);
            let all = needed.iter().all(|n| v.contains(n));
            if all && before < limit && w.contains('x') {
                panic!("found");
            }
        };
        let args = (input, "abxcx".to_string());
        if !fails(&f, &args) {
            continue;
        }
        for partition in [Partition::Book, Partition::Contiguous] {
            let mut dd = DeltaDebugger::new("f", f, args.clone()).partition(partition);
            let min = dd.min_args().unwrap();
            assert!(min.complete, "case {case}");
            assert_one_minimal(&f, &min.args);
        }
        reduced += 1;
    }
    assert!(reduced > 50, "only {reduced} generated calls failed");
}

#[test]
fn outcomes_print_as_the_chapter_does() {
    assert_eq!(Outcome::Unresolved.to_string(), "UNRESOLVED");
}

#[test]
fn an_original_call_that_times_out_when_rerun_asks_for_a_longer_timeout() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let slow_after_the_first_call = |_: &Vec<u32>| -> () {
        if CALLS.fetch_add(1, Ordering::SeqCst) > 0 {
            std::thread::sleep(Duration::from_millis(500));
        }
        panic!("slow");
    };
    let error = DeltaDebugger::new("slow", slow_after_the_first_call, vec![1])
        .strategy(Strategy::Classic)
        .timeout(Duration::from_millis(50))
        .min_args()
        .unwrap_err()
        .to_string();
    assert!(
        error.ends_with(
            "but when run again it timed out: no result within 50ms; give it a longer \
             `timeout`, or make it faster on this input"
        ),
        "{error}"
    );
}

/// A check shared by two call sites: one place, two bugs.
#[inline(never)]
fn check_len(len: usize) {
    assert!(len < 3, "too long: {len}");
}

/// Checks the length after an `a` (call site one) and, ten times over,
/// after a `b` (call site two).
fn two_call_sites(s: &str) {
    if s.contains('a') {
        check_len(s.len());
    }
    if s.contains('b') {
        check_len(s.len() * 10);
    }
}

#[test]
fn a_shared_check_reached_from_another_call_site_is_another_bug() {
    let input = "xxaxxbxx".to_string();
    let mut dd = DeltaDebugger::new("two_call_sites", |s: &String| two_call_sites(s), input);
    let min = dd.min_args().unwrap();
    // The bug of the first call site: an `a` and three characters; the
    // second site's `b` alone fails at the same place, but is another bug.
    assert!(
        min.args.contains('a') && min.args.len() == 3,
        "{:?}",
        min.args
    );
    let frames = &min.failure.frames;
    assert!(frames[0].function.ends_with("check_len"), "{frames:?}");
    assert!(frames[1].function.ends_with("two_call_sites"), "{frames:?}");
    assert_eq!(min.failure.message, "too long: 3");

    // Told apart by place alone, the reduction slides to the other bug.
    let short = "abx".to_string();
    let mut by_place = DeltaDebugger::new(
        "two_call_sites",
        |s: &String| two_call_sites(s),
        short.clone(),
    )
    .matcher(Matcher::Location);
    assert_eq!(by_place.min_args().unwrap().args, "b");
    let mut by_stack = DeltaDebugger::new("two_call_sites", |s: &String| two_call_sites(s), short);
    assert_eq!(by_stack.min_args().unwrap().args, "abx");
}

#[test]
fn the_stack_matcher_compares_stacks_even_for_a_panic_in_the_test_itself() {
    fn direct(s: &str) {
        assert!(!s.contains('!'), "bang");
    }
    let mut dd = DeltaDebugger::new("direct", |s: &String| direct(s), "a!b".to_string())
        .matcher(Matcher::Stack);
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, "!");
    assert!(!min.failure.frames.is_empty());
}

#[test]
fn every_reduction_has_a_budget_unless_lifted() {
    let dd = DeltaDebugger::new("all_even", |v: &Vec<u32>| all_even(v), vec![1]);
    let shown = format!("{dd:?}");
    assert!(
        shown.contains(&format!(
            "max_tests: Some({}), max_time: Some({:?})",
            Budget::DEFAULT_TESTS,
            Budget::DEFAULT_TIME
        )),
        "{shown}"
    );
    let lifted = format!("{:?}", dd.max_tests(None).max_time(None));
    assert!(
        lifted.contains("max_tests: None, max_time: None"),
        "{lifted}"
    );
}

#[test]
fn via_accepts_a_text_printed_otherwise_when_the_printed_one_fails_the_same_way() {
    // `u32` prints "007" as "7": the same failure, so "7" is reduced on.
    let at_least_five = |s: &String| assert!(s.parse::<u32>().unwrap() < 5, "too big");
    let mut dd = DeltaDebugger::new("check", at_least_five, "007".to_string())
        .via::<u32>()
        .unwrap();
    assert_eq!(dd.min_args().unwrap().args.text(), "5");
    // Zeros in front are the failure here, and "7" has none: refused.
    let padded = |s: &String| assert!(!s.starts_with('0'), "padded");
    let mut dd = DeltaDebugger::new("check", padded, "007".to_string())
        .via::<u32>()
        .unwrap();
    let error = dd.min_args().unwrap_err();
    assert!(
        matches!(&error, delta_test::Error::NotRoundTrip { text, printed, outcome, .. }
            if text == "007" && printed == "7" && outcome == "passed"),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(
        message.contains("and the test passed on \"7\"")
            && message.contains("or reduce the input as plain text (without `via`)"),
        "{message}"
    );
}

/// Numbers measured by their sum: a [`Reduce::size`] of its own.
#[derive(Clone, Debug, PartialEq, Literal)]
struct Weighed(Vec<u32>);

impl Reduce for Weighed {
    fn sequences(&self) -> Vec<delta_test::Sequence> {
        self.0.sequences()
    }
    fn keep(&self, path: &[usize], kept: &delta_test::Subset) -> Self {
        Weighed(self.0.keep(path, kept))
    }
    fn size(&self) -> usize {
        self.0.iter().sum::<u32>() as usize
    }
}

#[test]
fn the_smallest_call_of_another_failure_is_the_smallest_by_the_values_own_size() {
    // Fails on a 9 and a 7 (the bug); with one of them missing it fails
    // another way, but for an empty list. The search meets `[9]` before
    // `[7]`: as large by the default size, lighter by the sum.
    let seen = std::cell::RefCell::new(Vec::new());
    let test = |w: &Weighed| {
        let bug = w.0.contains(&9) && w.0.contains(&7);
        if !bug && !w.0.is_empty() {
            seen.borrow_mut().push(w.0.clone());
            panic!("not both");
        }
        assert!(!bug, "a 9 and a 7");
    };
    let original = Weighed(vec![1, 1, 9, 1, 1, 7, 1, 1]);
    let mut dd = DeltaDebugger::new("check", test, original);
    let reduced = dd.min_args().unwrap();
    assert_eq!(reduced.args, Weighed(vec![9, 7]));
    let [other] = reduced.others.as_slice() else {
        panic!("{:?}", reduced.others);
    };
    let seen = seen.borrow();
    let by_sum = seen.iter().min_by_key(|v| v.iter().sum::<u32>()).unwrap();
    let by_len = seen.iter().min_by_key(|v| v.len()).unwrap();
    assert_ne!(
        by_sum, by_len,
        "the case tells the two sizes apart: {seen:?}"
    );
    assert_eq!(&other.args.0, by_sum);
}

#[test]
fn other_failures_met_are_kept_with_the_smallest_call_and_refusals_counted() {
    // Fails on an `x` (the bug); on a `y` alone it fails another way.
    let test = |s: &String| {
        delta_test::assume!(!s.starts_with(' '), "no leading space");
        assert!(!s.contains('x'), "an x");
        assert!(s.contains('x') || !s.contains('y'), "a y alone");
    };
    let mut dd = DeltaDebugger::new("check", test, "ax by cy".to_string());
    let reduced = dd.min_args().unwrap();
    assert_eq!(reduced.args, "x");
    let [other] = reduced.others.as_slice() else {
        panic!("{:?}", reduced.others);
    };
    assert_eq!(other.failure.message, "a y alone");
    // The smallest call seen failing that way (the search tried no other).
    assert_eq!(other.args, "by cy");
    assert!(other.count >= 1);
    assert!(reduced.rejected >= 1, "{}", reduced.rejected);

    // An original call that the test refuses is no input to reduce.
    let mut dd = DeltaDebugger::new("check", test, " x".to_string());
    let error = dd.min_args().unwrap_err();
    assert!(
        matches!(&error, delta_test::Error::Rejected { call, .. } if call == r#"check(" x")"#),
        "{error:?}"
    );
}

/// Records the passes and levels the engine tells an observer.
#[derive(Clone, Default)]
struct Steps(std::sync::Arc<std::sync::Mutex<Vec<String>>>);

impl delta_test::Observer for Steps {
    fn event(&mut self, event: &delta_test::Event<'_>) {
        let step = match event {
            delta_test::Event::Pass(pass) => pass.to_string(),
            delta_test::Event::Level {
                level,
                levels,
                chunks,
            } => format!("level {level} of {levels}: {chunks}"),
            _ => return,
        };
        self.0.lock().unwrap().push(step);
    }
}

#[test]
fn observers_are_told_each_pass_and_each_level_of_a_text() {
    let steps = Steps::default();
    let text = "one\ntwo bug\nthree\n".to_string();
    let mut dd = DeltaDebugger::new(
        "no_bug",
        |s: &String| assert!(!s.contains("bug"), "bug"),
        text,
    )
    .observer(steps.clone());
    assert_eq!(dd.min_args().unwrap().args, "bug");
    let steps = steps.0.lock().unwrap().clone();
    // Cut first: the text's lines, then the words left (`two bug\n`),
    // then the characters of `bug\n`;
    // the later passes and levels follow.
    assert_eq!(
        steps[..4],
        [
            "cutting",
            "level 1 of 3: 3",
            "level 2 of 3: 2",
            "level 3 of 3: 4"
        ],
        "{steps:?}"
    );
    assert!(
        steps.contains(&"simplifying values".to_string()),
        "{steps:?}"
    );
}
