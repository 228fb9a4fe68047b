//! The algorithms against their promises, checked by brute force: on random
//! predicates, monotone or not, every result fails (or passes) as its mode
//! says, and no single part can be removed (or added) with the same
//! outcome.

use super::*;
use crate::subset::Subset;
use std::collections::HashMap;

/// A small deterministic generator (xorshift64*), so failures reproduce.
pub(super) struct Random(pub(super) u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A predicate over subsets of `0..len`.
pub(super) type Predicate = Box<dyn Fn(&[usize]) -> Outcome>;

/// Monotone: fails when every needed index is kept. Non-monotone: a fixed
/// pseudo-random outcome per subset, that fails on the full input and
/// passes on the empty one (as the max and diff modes require).
pub(super) fn predicates(random: &mut Random, len: usize) -> Vec<(String, Predicate)> {
    let needed: Vec<usize> = (0..len).filter(|_| random.below(4) == 0).collect();
    let seed = random.next();
    let full: Vec<usize> = (0..len).collect();
    let monotone = {
        let needed = needed.clone();
        move |kept: &[usize]| match needed.iter().all(|i| kept.contains(i)) {
            true => Outcome::Fail,
            false => Outcome::Pass,
        }
    };
    let chaotic = move |kept: &[usize]| {
        if kept == full {
            return Outcome::Fail;
        }
        if kept.is_empty() {
            return Outcome::Pass;
        }
        let hash = kept.iter().fold(seed, |h, &i| {
            (h ^ (i as u64 + 1)).wrapping_mul(0x0100_0000_01b3)
        });
        match hash % 3 {
            0 => Outcome::Fail,
            1 => Outcome::Pass,
            _ => Outcome::Unresolved,
        }
    };
    vec![
        (format!("needs {needed:?} of {len}"), Box::new(monotone)),
        (format!("chaotic {seed:x} on {len}"), Box::new(chaotic)),
    ]
}

/// Runs the general algorithm on `0..len` with `test`, as the session would.
fn run_dd<S: IndexSet + 'static>(len: usize, mode: Mode, test: &Predicate) -> Ended {
    run(&mut general::General::<S>::new(len, mode), test)
}

/// Drives `search` with `test`.
fn run(search: &mut dyn Search, test: &Predicate) -> Ended {
    let mut answer =
        |kept: &Subset| -> Result<Outcome, Stop> { Ok(test(&kept.iter().collect::<Vec<_>>())) };
    drive(search, &mut answer, &mut |_| {})
}

/// `set` with one index more or one less: every neighbour a 1-minimal or
/// 1-maximal result must be checked against.
pub(super) fn without_one(set: &[usize]) -> impl Iterator<Item = Vec<usize>> + '_ {
    (0..set.len()).map(move |skip| {
        let mut smaller = set.to_vec();
        smaller.remove(skip);
        smaller
    })
}

fn with_one(set: &[usize], from: &[usize]) -> Vec<Vec<usize>> {
    from.iter()
        .filter(|i| !set.contains(i))
        .map(|&i| {
            let mut larger = set.to_vec();
            larger.push(i);
            larger.sort_unstable();
            larger
        })
        .collect()
}

#[test]
fn ddmin_tries_the_empty_input() {
    let minimal = ddmin(&[1, 2, 3, 4], |_| Outcome::Fail).unwrap();
    assert!(minimal.is_empty(), "{minimal:?}");
    assert_eq!(
        ddmin(&['x'], |_| Outcome::Fail).unwrap(),
        Vec::<char>::new()
    );
    assert_eq!(
        ddmin(&['x'], |s| match s.is_empty() {
            true => Outcome::Pass,
            false => Outcome::Fail,
        })
        .unwrap(),
        ['x']
    );
    assert_eq!(ddmin(&[1], |_| Outcome::Pass), Err(DdError::NotFailing));
}

#[test]
fn ddmin_results_are_one_minimal_by_brute_force() {
    let mut random = Random(0x9e37_79b9_7f4a_7c15);
    for round in 0..300 {
        let len = 1 + random.below(14) as usize;
        let input: Vec<usize> = (0..len).collect();
        for (name, test) in predicates(&mut random, len) {
            let minimal = ddmin(&input, &test).unwrap();
            assert_eq!(test(&minimal), Outcome::Fail, "round {round}, {name}");
            for smaller in without_one(&minimal) {
                assert_ne!(
                    test(&smaller),
                    Outcome::Fail,
                    "round {round}, {name}: {minimal:?} is not 1-minimal"
                );
            }
        }
    }
}

#[test]
fn dd_results_are_one_minimal_or_one_maximal_by_brute_force() {
    let mut random = Random(0x2545_f491_4f6c_dd1d);
    for round in 0..200 {
        let len = 1 + random.below(12) as usize;
        let all: Vec<usize> = (0..len).collect();
        for (name, test) in predicates(&mut random, len) {
            for mode in [Mode::Min, Mode::Max, Mode::Diff] {
                for ended in [
                    run_dd::<PySet>(len, mode, &test),
                    run_dd::<Subset>(len, mode, &test),
                ] {
                    let Ended::Isolated {
                        passing,
                        failing,
                        complete,
                    } = ended
                    else {
                        // The empty input fails: nothing to maximise.
                        assert!(mode.maximizes() && test(&[]) == Outcome::Fail);
                        continue;
                    };
                    let context = format!("round {round}, {name}, {mode}");
                    assert!(complete, "{context}");
                    let (passing, failing): (Vec<_>, Vec<_>) =
                        (passing.iter().collect(), failing.iter().collect());
                    assert_eq!(test(&failing), Outcome::Fail, "{context}");
                    if mode.minimizes() {
                        let shrunk = without_one(&failing).filter(|s| s.len() >= passing.len());
                        for smaller in shrunk {
                            let is_subset = passing.iter().all(|i| smaller.contains(i));
                            if is_subset {
                                assert_ne!(test(&smaller), Outcome::Fail, "{context}: {failing:?}");
                            }
                        }
                    }
                    if mode.maximizes() {
                        assert_eq!(test(&passing), Outcome::Pass, "{context}");
                        for larger in with_one(&passing, &failing) {
                            assert_ne!(test(&larger), Outcome::Pass, "{context}: {passing:?}");
                        }
                    } else {
                        assert!(passing.is_empty(), "{context}");
                        assert!(failing.iter().all(|i| all.contains(i)));
                    }
                }
            }
        }
    }
}

#[test]
fn every_strategy_gives_a_failing_one_minimal_result_by_brute_force() {
    let mut random = Random(0x0123_4567_89ab_cdef);
    for round in 0..300 {
        let len = random.below(16) as usize;
        for (name, test) in predicates(&mut random, len) {
            for strategy in [
                Strategy::Adaptive,
                Strategy::Classic,
                Strategy::Ddmin,
                Strategy::Waves,
            ] {
                for partition in [Partition::Book, Partition::Contiguous] {
                    let mut search = strategy.search(partition, Mode::Min, len);
                    let Ended::Isolated {
                        failing, complete, ..
                    } = run(&mut *search, &test)
                    else {
                        panic!("min mode ends isolated");
                    };
                    let context = format!("round {round}, {name}, {strategy}");
                    assert!(complete, "{context}");
                    let failing: Vec<usize> = failing.iter().collect();
                    assert_eq!(test(&failing), Outcome::Fail, "{context}");
                    for smaller in without_one(&failing) {
                        assert_ne!(test(&smaller), Outcome::Fail, "{context}: {failing:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn adaptive_finds_scattered_parts_in_about_k_log_n_over_k_tests() {
    // 8 needed parts of 1000, scattered: the bound is log2 C(1000, 8) + 8,
    // about 72; ddmin needs several times that.
    let needed = [133, 243, 378, 485, 557, 606, 618, 937];
    let test: Predicate =
        Box::new(
            move |kept: &[usize]| match needed.iter().all(|i| kept.contains(i)) {
                true => Outcome::Fail,
                false => Outcome::Pass,
            },
        );
    let mut tests = 0;
    let mut counted = |kept: &Subset| -> Result<Outcome, Stop> {
        tests += 1;
        Ok(test(&kept.iter().collect::<Vec<_>>()))
    };
    let ended = drive(
        &mut adaptive::Adaptive::new(1000),
        &mut counted,
        &mut |_| {},
    );
    let Ended::Isolated { failing, .. } = ended else {
        panic!()
    };
    assert_eq!(failing.iter().collect::<Vec<_>>(), needed);
    // Uncached, and without the original run the suite counts.
    assert!(tests <= 2 * 72, "{tests} tests");
}

/// Drives `search` with `test`: the result and every set asked about.
pub(super) fn questions(
    search: &mut dyn Search,
    test: &Predicate,
) -> (Vec<usize>, Vec<Vec<usize>>) {
    let mut asked = Vec::new();
    let mut answer = |kept: &Subset| -> Result<Outcome, Stop> {
        let kept: Vec<usize> = kept.iter().collect();
        let outcome = test(&kept);
        asked.push(kept);
        Ok(outcome)
    };
    let Ended::Isolated { failing, .. } = drive(search, &mut answer, &mut |_| {}) else {
        panic!("min mode ends isolated");
    };
    (failing.iter().collect(), asked)
}

/// A coarse split, with nothing known of its ends.
const COARSE: Level = Level {
    coarse: true,
    ends: None,
    sites: Vec::new(),
};

#[test]
fn a_coarse_split_of_one_chunk_costs_no_test() {
    // One line left, or one word: the finer level tries all it could.
    let fails: Predicate = Box::new(|kept: &[usize]| match kept.contains(&0) {
        true => Outcome::Fail,
        false => Outcome::Pass,
    });
    for strategy in [Strategy::Adaptive, Strategy::Waves] {
        let mut search = strategy.level_search(Partition::Book, 1, COARSE);
        let (failing, asked) = questions(&mut *search, &fails);
        assert_eq!(failing, [0], "{strategy}");
        assert_eq!(asked, Vec::<Vec<usize>>::new(), "{strategy}");
    }
}

#[test]
fn a_coarse_split_is_not_swept_and_still_fails() {
    // The chunks found needed are not proved again one by one: the finer
    // level does that for its parts. The result still fails, and holds
    // every needed chunk, on monotone and chaotic predicates alike.
    let mut random = Random(0x5eed_c0a2_5e00_0001);
    let mut saved = 0;
    for _ in 0..300 {
        let len = 1 + random.below(24) as usize;
        for (name, test) in predicates(&mut random, len) {
            for strategy in [Strategy::Adaptive, Strategy::Waves] {
                let context = format!("{name}, {strategy}");
                let mut coarse = strategy.level_search(Partition::Book, len, COARSE);
                let (failing, asked) = questions(&mut *coarse, &test);
                assert_eq!(test(&failing), Outcome::Fail, "{context}");
                let mut full = strategy.search(Partition::Book, Mode::Min, len);
                let (_, swept) = questions(&mut *full, &test);
                assert!(asked.len() <= swept.len(), "{context}");
                saved += swept.len() - asked.len();
                // The empty input, which only a sweep of one part asks, is
                // left to the finer level.
                assert!(!asked.contains(&Vec::new()), "{context}: {asked:?}");
            }
        }
    }
    assert!(saved > 0);
}

#[test]
fn a_level_told_where_the_ends_lie_is_one_minimal_and_searches_there() {
    // Right or wrong (a test that is not monotone), what the level before
    // told of the ends leaves the result failing and 1-minimal.
    let mut random = Random(0x1e7e_1000_0000_0001);
    for _ in 0..300 {
        let len = 2 + random.below(22) as usize;
        let head = 1 + random.below(len as u64 / 2) as usize;
        let tail = 1 + random.below((len - head) as u64) as usize;
        let level = Level {
            coarse: false,
            ends: Some((head, tail)),
            sites: Vec::new(),
        };
        for (name, test) in predicates(&mut random, len) {
            for strategy in [Strategy::Adaptive, Strategy::Waves] {
                let context = format!("{name}, {strategy}, ends {head} and {tail}");
                let mut search = strategy.level_search(Partition::Book, len, level.clone());
                let (failing, _) = questions(&mut *search, &test);
                assert_eq!(test(&failing), Outcome::Fail, "{context}");
                for smaller in without_one(&failing) {
                    assert_ne!(test(&smaller), Outcome::Fail, "{context}: {failing:?}");
                }
            }
        }
    }
    // Two lines of 4 and 8 characters kept, each needed: the leftmost
    // needed character is searched among the first 4, the rightmost among
    // the last 8, and everything after the leftmost is not tried away.
    let needed = [1, 2, 9];
    let test: Predicate =
        Box::new(
            move |kept: &[usize]| match needed.iter().all(|i| kept.contains(i)) {
                true => Outcome::Fail,
                false => Outcome::Pass,
            },
        );
    let level = Level {
        coarse: false,
        ends: Some((4, 8)),
        sites: Vec::new(),
    };
    let (failing, told) = questions(&mut adaptive::Adaptive::at_level(12, level), &test);
    let (_, untold) = questions(&mut adaptive::Adaptive::new(12), &test);
    assert_eq!(failing, needed);
    assert!(!told.contains(&vec![1]), "{told:?}");
    assert!(
        told.len() < untold.len(),
        "{} against {}",
        told.len(),
        untold.len()
    );
}

#[test]
fn a_dense_interior_is_scanned_in_small_blocks_from_the_start() {
    // Every part needed, as in a line kept by a coarser level: with both
    // ends found at the input's ends, trying the whole interior away is a
    // test that cannot go, and is not asked.
    let len = 12;
    let all: Predicate = Box::new(move |kept: &[usize]| match kept.len() == len {
        true => Outcome::Fail,
        false => Outcome::Pass,
    });
    let (failing, asked) = questions(&mut adaptive::Adaptive::new(len), &all);
    assert_eq!(failing.len(), len);
    assert!(!asked.contains(&vec![0, len - 1]), "{asked:?}");
    // Where the ends lie far from the input's ends, the interior is still
    // tried whole first: it may well be clean.
    let two: Predicate = Box::new(
        |kept: &[usize]| match kept.contains(&3) && kept.contains(&8) {
            true => Outcome::Fail,
            false => Outcome::Pass,
        },
    );
    let (failing, asked) = questions(&mut adaptive::Adaptive::new(len), &two);
    assert_eq!(failing, [3, 8]);
    assert!(asked.contains(&vec![3, 8]), "{asked:?}");
}

proptest::proptest! {
    /// On random monotone predicates (a set of needed parts) and random
    /// non-monotone ones (an outcome per subset, from a seed), every
    /// strategy's result still fails and loses no single part.
    #[test]
    fn strategies_are_one_minimal_on_random_predicates(
        len in 0usize..14,
        needed in proptest::collection::vec(0usize..14, 0..4),
        seed in proptest::prelude::any::<u64>(),
        chaotic in proptest::prelude::any::<bool>(),
    ) {
        let full: Vec<usize> = (0..len).collect();
        let needed: Vec<usize> = needed.into_iter().filter(|i| *i < len).collect();
        let test: Predicate = match chaotic {
            false => Box::new(move |kept: &[usize]| match needed.iter().all(|i| kept.contains(i)) {
                true => Outcome::Fail,
                false => Outcome::Pass,
            }),
            true => Box::new(move |kept: &[usize]| {
                if kept == full {
                    return Outcome::Fail;
                }
                let hash = kept.iter().fold(seed, |h, &i| (h ^ (i as u64 + 1)).wrapping_mul(0x0100_0000_01b3));
                [Outcome::Fail, Outcome::Pass, Outcome::Unresolved][(hash % 3) as usize]
            }),
        };
        for strategy in [Strategy::Adaptive, Strategy::Classic, Strategy::Ddmin, Strategy::Waves] {
            let mut search = strategy.search(Partition::Contiguous, Mode::Min, len);
            let Ended::Isolated { failing, .. } = run(&mut *search, &test) else {
                panic!("min mode ends isolated");
            };
            let failing: Vec<usize> = failing.iter().collect();
            proptest::prop_assert_eq!(test(&failing), Outcome::Fail);
            for smaller in without_one(&failing) {
                proptest::prop_assert_ne!(test(&smaller), Outcome::Fail, "{} {:?}", strategy, failing);
            }
        }
    }
}

#[test]
fn a_plan_starts_with_the_next_candidate_and_leaves_the_search_alone() {
    let mut search = adaptive::Adaptive::new(64);
    let batch = search.ask(&mut |_| {}).unwrap();
    let mut control = search.fork();
    let ahead = search::Ahead {
        search: &search,
        batch: &batch,
        index: 0,
    };
    let planned = plan(&ahead, 4, 0.3, &mut |_| None);
    assert_eq!(planned.len(), 4);
    assert_eq!(planned[0], batch[0]);
    for (i, c) in planned.iter().enumerate() {
        assert!(!planned[..i].contains(c), "{c:?} twice");
    }
    // The real search was not told anything: it goes on as its copy does.
    let told = search.tell(0, Outcome::Pass, &mut |_| {});
    assert_eq!(told, control.tell(0, Outcome::Pass, &mut |_| {}));
    assert_eq!(search.ask(&mut |_| {}), control.ask(&mut |_| {}));
    // Known outcomes are told, not planned: a search whose next outcomes
    // are all known plans nothing it has answers for.
    let mut fresh = adaptive::Adaptive::new(8);
    let batch = fresh.ask(&mut |_| {}).unwrap();
    let first = batch[0].clone();
    let ahead = search::Ahead {
        search: &fresh,
        batch: &batch,
        index: 0,
    };
    let planned = plan(&ahead, 3, 0.5, &mut |c| {
        (c == &first).then_some(Outcome::Pass)
    });
    assert!(!planned.contains(&first));
    assert_eq!(planned.len(), 3);
}

#[test]
fn the_likeliest_outcome_is_planned_deepest() {
    // With failures unlikely, the plan follows the passing branch: each
    // next candidate is the one after a pass.
    let search = adaptive::Adaptive::new(64);
    let mut real = search.fork();
    let batch = real.ask(&mut |_| {}).unwrap();
    let ahead = search::Ahead {
        search: &*real,
        batch: &batch,
        index: 0,
    };
    let planned = plan(&ahead, 3, 0.01, &mut |_| None);
    let mut passing = real.fork();
    let mut asked = batch.clone();
    let mut index = 0;
    for expected in &planned {
        assert_eq!(&asked[index], expected);
        if passing.tell(index, Outcome::Pass, &mut |_| {}) && index + 1 < asked.len() {
            index += 1;
        } else {
            asked = passing.ask(&mut |_| {}).unwrap();
            index = 0;
        }
    }
}

#[test]
fn adaptive_weighs_its_questions_by_the_density_it_has_seen() {
    // Three needed parts of 1000: once the leftmost is found (at 100, one
    // in 101 parts), the halves its other searches remove are rarely clean,
    // and the planning ahead is told so.
    let needed = [100, 500, 900];
    let mut search = adaptive::Adaptive::new(1000);
    let mut told: Vec<(Option<f64>, Outcome, usize)> = Vec::new();
    while let Some(batch) = search.ask(&mut |_| {}) {
        let candidate = &batch[0];
        let outcome = match needed.iter().all(|&i| candidate.contains(i)) {
            true => Outcome::Fail,
            false => Outcome::Pass,
        };
        told.push((search.fail_chance(), outcome, candidate.len()));
        search.tell(0, outcome, &mut |_| {});
    }
    // The first search knows nothing yet (nor does the final sweep, whose
    // questions are planned apart); then the question whether everything
    // after the leftmost part can go, which is surely not clean.
    let first = told
        .iter()
        .position(|(chance, ..)| chance.is_some())
        .unwrap();
    assert!(first > 0);
    let (chance, outcome, len) = told[first];
    assert_eq!((outcome, len), (Outcome::Pass, 1), "{told:?}");
    assert!(chance.unwrap() <= 0.05, "{chance:?}");
    // The weights tell the outcomes apart: the questions that failed (a
    // clean block) were weighed likelier to than those that passed.
    let mean = |wanted: Outcome| {
        let weights: Vec<f64> = told
            .iter()
            .filter(|(_, outcome, _)| *outcome == wanted)
            .filter_map(|(chance, ..)| *chance)
            .collect();
        weights.iter().sum::<f64>() / weights.len() as f64
    };
    assert!(mean(Outcome::Fail) > mean(Outcome::Pass), "{told:?}");
}

/// Drives `search` as a parallel driver with `jobs` runners does: before a
/// candidate whose outcome is not known, it plans `jobs` candidates and
/// runs them all at once, a round. Returns the result, the tests the search
/// needed and the rounds.
pub(super) fn run_in_rounds(
    search: &mut dyn Search,
    test: &Predicate,
    jobs: usize,
) -> (Subset, usize, usize) {
    let known = std::cell::RefCell::new(HashMap::<Subset, Outcome>::new());
    let mut rounds = 0;
    let mut before = |ahead: &search::Ahead<'_>| {
        if known.borrow().contains_key(&ahead.batch[ahead.index]) {
            return;
        }
        let planned = plan(ahead, jobs, 0.5, &mut |c| known.borrow().get(c).copied());
        assert_eq!(planned.first(), Some(&ahead.batch[ahead.index]));
        for c in planned {
            let outcome = test(&c.iter().collect::<Vec<_>>());
            known.borrow_mut().insert(c, outcome);
        }
        rounds += 1;
    };
    let mut asked = std::collections::HashSet::new();
    let mut answer = |kept: &Subset| -> Result<Outcome, Stop> {
        asked.insert(kept.clone());
        Ok(known.borrow()[kept])
    };
    let ended = drive_ahead(search, &mut answer, &mut |_| {}, &mut before);
    let Ended::Isolated { failing, .. } = ended else {
        panic!("min mode ends isolated");
    };
    (failing, asked.len(), rounds)
}

#[test]
fn waves_answer_many_questions_at_once_where_adaptive_cannot() {
    // 16 needed parts of 1000, scattered, as the suite's keep1000.
    let mut random = Random(0x5eed_1000);
    let mut needed: Vec<usize> = (0..16).map(|_| random.below(1000) as usize).collect();
    needed.sort();
    needed.dedup();
    let expected = needed.clone();
    let test: Predicate =
        Box::new(
            move |kept: &[usize]| match needed.iter().all(|i| kept.contains(i)) {
                true => Outcome::Fail,
                false => Outcome::Pass,
            },
        );
    let mut figures = Vec::new();
    for strategy in [Strategy::Adaptive, Strategy::Waves] {
        let (_, one, _) = run_in_rounds(
            &mut *strategy.search(Partition::Book, Mode::Min, 1000),
            &test,
            1,
        );
        let (failing, tests, rounds) = run_in_rounds(
            &mut *strategy.search(Partition::Book, Mode::Min, 1000),
            &test,
            8,
        );
        assert_eq!(failing.iter().collect::<Vec<_>>(), expected, "{strategy}");
        assert_eq!(
            tests, one,
            "{strategy}: the same tests with eight jobs as with one"
        );
        figures.push((tests, rounds));
    }
    let [(adaptive, adaptive_rounds), (waves, waves_rounds)] = figures[..] else {
        unreachable!()
    };
    eprintln!(
        "adaptive {adaptive} tests in {adaptive_rounds} rounds, waves {waves} in {waves_rounds}"
    );
    // A few more tests, in far fewer rounds: eight jobs answer six at once.
    assert!(
        waves <= adaptive + adaptive / 8,
        "{waves} tests, adaptive {adaptive}"
    );
    assert!(
        waves_rounds * 6 <= waves,
        "{waves} tests in {waves_rounds} rounds"
    );
    assert!(
        adaptive_rounds * 4 > adaptive,
        "{adaptive} tests in {adaptive_rounds} rounds"
    );
}

#[test]
fn waves_fall_back_to_one_by_one_when_clean_parts_cannot_go_together() {
    // Fails with both ends and any one part of the middle: each middle
    // part can go alone, but not all of them together.
    let test: Predicate = Box::new(|kept: &[usize]| {
        let middle = kept.iter().any(|i| (5..35).contains(i));
        match kept.contains(&0) && kept.contains(&39) && middle {
            true => Outcome::Fail,
            false => Outcome::Pass,
        }
    });
    let mut search = waves::Waves::new(40);
    let Ended::Isolated { failing, .. } = run(&mut search, &test) else {
        panic!("min mode ends isolated");
    };
    let failing: Vec<usize> = failing.iter().collect();
    assert_eq!(failing.len(), 3, "{failing:?}");
    assert_eq!(test(&failing), Outcome::Fail);
    for smaller in without_one(&failing) {
        assert_ne!(test(&smaller), Outcome::Fail, "{failing:?}");
    }
}
