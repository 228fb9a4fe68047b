//! `jobs`: several candidates at once, and the same reduction as with one
//! job: the result, the tests the search needed, and every test in order
//! with its outcome (runs ahead are told only when the search asks for
//! them).

use crate::common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::minimal::Rng;
use delta_test::{DeltaDebugger, Event, Literal, Observer, Reduce, Strategy};

/// Every test the search was told, in order, with its outcome.
#[derive(Clone, Default)]
struct Told(Arc<Mutex<Vec<String>>>);

impl Observer for Told {
    fn event(&mut self, event: &Event<'_>) {
        if let Event::Tested {
            number: Some(n),
            call,
            outcome,
            ..
        } = event
        {
            self.0
                .lock()
                .unwrap()
                .push(format!("#{n} {call}: {outcome}"));
        }
    }
}

/// A reduction's result, tests, runs ahead not needed, rounds (the times it
/// waited for runs) and every test told.
type Reduced<A> = (A, usize, usize, usize, Vec<String>);

/// Reduces `input` with `jobs` and `strategy`, the test taking a couple of
/// milliseconds (long enough for runs ahead to pay).
fn reduce<A>(input: A, fails: fn(&A) -> bool, jobs: usize, strategy: Strategy) -> Reduced<A>
where
    A: Reduce + Literal + Send + 'static,
{
    let told = Told::default();
    let test = move |a: &A| {
        std::thread::sleep(Duration::from_millis(2));
        assert!(!fails(a), "fails");
    };
    let mut dd = DeltaDebugger::new("f", test, input)
        .jobs(jobs)
        .strategy(strategy)
        .observer(told.clone());
    let r = dd.min_args().expect("the input fails");
    let told = told.0.lock().unwrap().clone();
    (r.args, r.tests, r.speculative, r.rounds, told)
}

/// Reduces `input` with one job and with four, with the default strategy,
/// the one made for jobs and the chapter's (whose walk inside the outer
/// sequences runs ahead too): the runs ahead not needed.
fn same_with_one_and_four_jobs<A>(input: A, fails: fn(&A) -> bool) -> usize
where
    A: Reduce + Literal + Send + PartialEq + std::fmt::Debug + 'static,
{
    let mut ahead = 0;
    for strategy in [Strategy::Adaptive, Strategy::Waves, Strategy::Classic] {
        let one = reduce(input.clone(), fails, 1, strategy);
        let four = reduce(input.clone(), fails, 4, strategy);
        assert_eq!(one.0, four.0, "{strategy}: the result");
        assert_eq!(one.1, four.1, "{strategy}: the tests needed");
        assert_eq!(one.4, four.4, "{strategy}: the tests told, in order");
        assert_eq!(one.2, 0, "{strategy}: one job runs nothing ahead");
        ahead += four.2;
    }
    ahead
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn four_jobs_reduce_as_one_does_on_suite_like_cases() {
    let mut rng = Rng(0x51_7cc1_b727_220a);
    let mut ahead = 0;
    // k needed elements of n, as the suite's keep cases.
    for (n, k) in [(200u32, 1), (200, 4), (300, 8)] {
        let mut needed: Vec<u32> = (0..k).map(|_| rng.below(u64::from(n)) as u32).collect();
        needed.sort();
        needed.dedup();
        let input: Vec<u32> = (0..n).collect();
        // (A plain fn cannot capture `needed`; the elements carry it.)
        let marked: Vec<(u32, bool)> = input.iter().map(|&x| (x, needed.contains(&x))).collect();
        ahead += same_with_one_and_four_jobs(marked, |v| {
            let marks = v.iter().filter(|(_, needed)| *needed).count();
            marks >= 1 && v.iter().any(|(x, m)| *m && x % 2 == 0) || marks >= 3
        });
    }
    // Text, by lines, words and characters.
    let text: String = (0..40)
        .map(|i| format!("line {i} with (some) words\n"))
        .collect();
    ahead += same_with_one_and_four_jobs(text, |s| s.contains("7 with (") && s.contains("3 with"));
    // Nested values, and numbers.
    let packets: Vec<Vec<u8>> = (0..12u8)
        .map(|p| (0..6).map(|b| p * 6 + b).collect())
        .collect();
    ahead += same_with_one_and_four_jobs(packets, |v| {
        v.iter().filter(|p| p.iter().any(|&b| b > 30)).count() >= 2
    });
    assert!(ahead > 0, "four jobs ran nothing ahead");
}

/// Lines of `n` words, each of `len` letters, the marked ones holding a
/// marker `#i` among them: a nested value whose elements are cut too.
fn marked_lines(n: usize, marked: &[usize]) -> Vec<String> {
    let word = |i: usize, w: usize| format!("w{:03}", (i * 7 + w * 13) % 1000);
    (0..n)
        .map(|i| {
            let mut words: Vec<String> = (0..6).map(|w| word(i, w)).collect();
            if marked.contains(&i) {
                words[3] = format!("#{i}#");
            }
            words.join(" ")
        })
        .collect()
}

/// Whether each of the markers `#i#` of [`MARKED`] is within one line.
fn all_marked<L: AsRef<[u8]>>(lines: &[L]) -> bool {
    MARKED.iter().all(|i| {
        let marker = format!("#{i}#");
        let marker = marker.as_bytes();
        lines
            .iter()
            .any(|l| l.as_ref().windows(marker.len()).any(|w| w == marker))
    })
}

/// The lines [`marked_lines`] marks in the nested tests.
const MARKED: [usize; 6] = [3, 11, 17, 29, 34, 38];

/// Two lists of lines: a derived struct of lists.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct Halves {
    head: Vec<String>,
    tail: Vec<String>,
}

/// Reduces `input` with one job and with eight, the default strategy:
/// the same result, tests and tests told, in `faster` times fewer rounds
/// or more.
fn nested_with_one_and_eight_jobs<A>(input: A, fails: fn(&A) -> bool, faster: usize) -> A
where
    A: Reduce + Literal + Send + PartialEq + std::fmt::Debug + 'static,
{
    let one = reduce(input.clone(), fails, 1, Strategy::Adaptive);
    let eight = reduce(input, fails, 8, Strategy::Adaptive);
    assert_eq!(one.0, eight.0, "the result");
    assert_eq!(one.1, eight.1, "the tests needed");
    assert_eq!(one.4, eight.4, "the tests told, in order");
    // With one job each test is a round, but the original's first run.
    assert_eq!(one.3 + 1, one.1, "one job's rounds");
    // The elements' walks are sites whose questions run at once.
    assert!(
        eight.3 * faster <= one.3,
        "{} rounds with eight jobs, {} with one",
        eight.3,
        one.3
    );
    one.0
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn eight_jobs_reduce_nested_values_as_one_does_in_a_fraction_of_the_rounds() {
    let lines = marked_lines(40, &MARKED);
    let reduced = nested_with_one_and_eight_jobs(lines.clone(), |l| all_marked(l), 3);
    // The marked lines, cut to their markers and joined (the `#`s shared).
    assert_eq!(reduced, ["#3#11#17#29#34#38#"]);
    let bytes: Vec<Vec<u8>> = lines.iter().map(|l| l.clone().into_bytes()).collect();
    // Its bytes are lowered in turn, each one's questions run ahead of
    // the bytes before it; its rows join, one join a test.
    nested_with_one_and_eight_jobs(bytes, |l| all_marked(l), 4);
    let (head, tail) = lines.split_at(20);
    let (head, tail) = (head.to_vec(), tail.to_vec());
    let halves = Halves { head, tail };
    let both = |h: &Halves| all_marked(&[&h.head[..], &h.tail[..]].concat());
    let reduced = nested_with_one_and_eight_jobs(halves, both, 3);
    assert_eq!(
        (&reduced.head[..], &reduced.tail[..]),
        (
            &["#3#11#17#".to_string()][..],
            &["#29#34#38#".to_string()][..]
        )
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn values_that_only_fail_together_are_walked_again_in_turn() {
    // Fails with four lists or more, none empty, holding five distinct
    // numbers or more: each list walked apart against the others whole
    // keeps one number, and the four lists' four numbers pass.
    let fails = |ls: &Vec<Vec<u32>>| {
        let mut all: Vec<u32> = ls.iter().flatten().copied().collect();
        all.sort();
        all.dedup();
        ls.len() >= 4 && ls.iter().all(|l| !l.is_empty()) && all.len() >= 5
    };
    let lists: Vec<Vec<u32>> = (0..6)
        .map(|l| (0..8).map(|x| l * 8 + x).collect())
        .collect();
    let one = reduce(lists.clone(), fails, 1, Strategy::Adaptive);
    let four = reduce(lists, fails, 4, Strategy::Adaptive);
    assert_eq!((&one.0, one.1, &one.4), (&four.0, four.1, &four.4));
    // 1-minimal: four lists, five numbers, none of which can go.
    let numbers: usize = one.0.iter().map(Vec::len).sum();
    assert_eq!((one.0.len(), numbers), (4, 5), "{:?}", one.0);
    assert!(fails(&one.0));
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn a_hang_ahead_of_the_search_costs_a_timeout_and_changes_nothing() {
    // Spins on inputs without a ';'; fails on a '?' with a '!'.
    let stuck = |s: &String| {
        while !s.contains(';') {
            std::thread::sleep(Duration::from_millis(1));
        }
        std::thread::sleep(Duration::from_millis(2));
        assert!(!(s.contains('?') && s.contains('!')), "both");
    };
    let input = "ab;c?d!e".to_string();
    let one = DeltaDebugger::new("stuck", stuck, input.clone())
        .timeout(Duration::from_millis(100))
        .min_args()
        .unwrap();
    let four = DeltaDebugger::new("stuck", stuck, input)
        .timeout(Duration::from_millis(100))
        .jobs(4)
        .min_args()
        .unwrap();
    assert_eq!(one.args, ";?!");
    assert_eq!((one.args, one.tests), (four.args, four.tests));
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn budgets_count_the_runs_ahead() {
    let input: Vec<u32> = (0..100).collect();
    let test = |v: &Vec<u32>| {
        std::thread::sleep(Duration::from_millis(2));
        assert!(!(v.contains(&10) && v.contains(&90)), "both");
    };
    let r = DeltaDebugger::new("f", test, input)
        .jobs(4)
        .max_tests(12)
        .min_args()
        .unwrap();
    assert!(!r.complete);
    assert!(
        r.tests + r.speculative <= 12,
        "{} + {}",
        r.tests,
        r.speculative
    );
}

/// The number after `in ` and before ` tests` in a report's first line.
fn tests_of(section: &str) -> &str {
    let line = section
        .lines()
        .find(|l| l.starts_with("delta-test: reduced"))
        .unwrap();
    line.split(" in ")
        .nth(1)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
}

/// The part of `output` from the report of `test` on.
fn report_of<'a>(output: &'a str, test: &str) -> &'a str {
    let start = output
        .find(&format!("delta-test: reduced tests::{test} "))
        .unwrap_or_else(|| panic!("no report of {test}:\n{output}"));
    &output[start..]
}

/// The fixture's `{name}_eight_jobs` and `{name}_one_job` reduced their
/// call to `minimal` in the same tests.
fn same_with_eight_jobs_as_with_one(output: &str, name: &str, minimal: &str) {
    let eight = report_of(output, &format!("{name}_eight_jobs"));
    let one = report_of(output, &format!("{name}_one_job"));
    assert!(
        eight.contains(&format!("  minimal:  {name}_eight_jobs({minimal}")),
        "{eight}"
    );
    assert!(
        one.contains(&format!("  minimal:  {name}_one_job({minimal}")),
        "{one}"
    );
    assert_eq!(tests_of(eight), tests_of(one), "{eight}\n{one}");
}

fn check_fixture_output(output: &str) {
    assert!(output.contains("11 failed"), "{output}");
    for prefix in ["", "waves_"] {
        let four = report_of(output, &format!("{prefix}four_jobs"));
        let one = report_of(output, &format!("{prefix}one_job"));
        assert!(
            four.contains(&format!("  minimal:  {prefix}four_jobs(&[7, 23, 51])")),
            "{four}"
        );
        assert!(
            one.contains(&format!("  minimal:  {prefix}one_job(&[7, 23, 51])")),
            "{one}"
        );
        assert_eq!(tests_of(four), tests_of(one), "{four}\n{one}");
    }
    let four = report_of(output, "four_jobs");
    assert!(four.contains(" run ahead, not needed)"), "{four}");
    // The report says the rounds its runs at once took, fewer than the
    // tests; one job's, where each test is a round, does not.
    let tests: usize = tests_of(four).parse().unwrap();
    let rounds: usize = four
        .lines()
        .next()
        .and_then(|line| line.split_once(" rounds"))
        .and_then(|(before, _)| before.rsplit(' ').next()?.parse().ok())
        .unwrap_or_else(|| panic!("no rounds in {four}"));
    assert!(rounds * 2 <= tests, "{four}");
    let one = report_of(output, "one_job").lines().next().unwrap();
    assert!(!one.contains(" rounds"), "{one}");
    // A nested value, in worker processes: the same result and tests.
    let minimal = r##"&[String::from("#3#11#17#29#")])"##;
    same_with_eight_jobs_as_with_one(output, "nested", minimal);
    // As rows of bytes, their bytes lowered in turn too.
    let minimal = r##"&[b"#3#11#17#29#".to_vec()])"##;
    same_with_eight_jobs_as_with_one(output, "bytes", minimal);
    let hangs = report_of(output, "hangs_ahead");
    assert!(
        hangs.contains("  minimal:  hangs_ahead(\";?!\")"),
        "{hangs}"
    );
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn jobs_in_worker_processes_under_cargo_test() {
    let dir = common::fixture("parallel", "parallel", "");
    let output = common::text(&common::cargo(
        &dir,
        &["test", "--quiet", "--no-fail-fast"],
        &[],
    ));
    check_fixture_output(&output);
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn jobs_in_worker_processes_under_nextest() {
    if !common::nextest_installed() {
        return;
    }
    let dir = common::fixture("parallel", "parallel-nextest", "");
    let output = common::text(&common::cargo(
        &dir,
        &["nextest", "run", "--no-fail-fast"],
        &[],
    ));
    check_fixture_output(&output);
}

#[test]
#[ignore = "slow, end to end: .ci/run runs it (-- --ignored)"]
fn the_chapters_algorithm_with_four_jobs_runs_the_chapters_tests() {
    // The chapter's mystery, slow enough for runs ahead.
    let mystery = |inp: &String| {
        std::thread::sleep(Duration::from_millis(2));
        let (x, y) = (inp.find('('), inp.find(')'));
        assert!(
            !matches!((x, y), (Some(x), Some(y)) if x < y),
            "Invalid input"
        );
    };
    let input = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#.to_string();
    let run = |jobs: usize| {
        let told = Told::default();
        let mut dd = DeltaDebugger::new("mystery", mystery, input.clone())
            .strategy(delta_test::Strategy::Classic)
            .jobs(jobs)
            .observer(told.clone());
        let r = dd.min_args().unwrap();
        let told = told.0.lock().unwrap().clone();
        (r.args, r.tests, r.speculative, told)
    };
    let (one, four) = (run(1), run(4));
    assert_eq!(one.0, "()");
    assert_eq!(one.1, 24, "the chapter's count");
    assert_eq!((&one.0, one.1, &one.3), (&four.0, four.1, &four.3));
    assert!(four.2 > 0, "nothing ran ahead");
}
