//! [`Sites`](super::sites::Sites) against its promises: on random
//! predicates, monotone or not, and random sites, every result fails and,
//! at the finest level, no single part can go; the sites' questions are
//! asked many at once, in the same order whatever the jobs.

use super::adaptive::Adaptive;
use super::tests::{predicates, questions, run_in_rounds, without_one, Predicate, Random};
use super::*;

/// Random sites covering `0..len`, two or more.
fn random_sites(random: &mut Random, len: usize) -> Vec<std::ops::Range<usize>> {
    let mut cuts: Vec<usize> = (0..1 + random.below(4))
        .map(|_| 1 + random.below(len as u64 - 1) as usize)
        .collect();
    cuts.extend([0, len]);
    cuts.sort();
    cuts.dedup();
    cuts.windows(2).map(|w| w[0]..w[1]).collect()
}

#[test]
fn sites_give_a_failing_one_minimal_result_by_brute_force() {
    let mut random = Random(0x5173_5000_0000_0001);
    for _ in 0..300 {
        let len = 2 + random.below(22) as usize;
        let sites = random_sites(&mut random, len);
        for (name, test) in predicates(&mut random, len) {
            for coarse in [false, true] {
                let context = format!("{name}, sites {sites:?}, coarse {coarse}");
                let level = Level {
                    coarse,
                    ends: None,
                    sites: sites.clone(),
                };
                let mut search = Strategy::Adaptive.level_search(Partition::Book, len, level);
                let (failing, _) = questions(&mut *search, &test);
                assert_eq!(test(&failing), Outcome::Fail, "{context}");
                if coarse {
                    continue;
                }
                for smaller in without_one(&failing) {
                    assert_ne!(test(&smaller), Outcome::Fail, "{context}: {failing:?}");
                }
            }
        }
    }
}

#[test]
fn a_combination_that_passes_falls_back_to_the_whole_level() {
    // Fails with 0 and 4 and all of one site: each site can lose all but
    // its first part while the other is whole, but not both at once.
    let test: Predicate = Box::new(|kept: &[usize]| {
        let all = |site: std::ops::Range<usize>| site.clone().all(|i| kept.contains(&i));
        match kept.contains(&0) && kept.contains(&4) && (all(0..4) || all(4..8)) {
            true => Outcome::Fail,
            false => Outcome::Pass,
        }
    });
    let level = Level {
        coarse: false,
        ends: None,
        sites: vec![0..4, 4..8],
    };
    let mut search = Strategy::Adaptive.level_search(Partition::Book, 8, level);
    let (failing, asked) = questions(&mut *search, &test);
    assert!(asked.contains(&vec![0, 4]), "the combination: {asked:?}");
    assert_eq!(test(&failing), Outcome::Fail);
    for smaller in without_one(&failing) {
        assert_ne!(test(&smaller), Outcome::Fail, "{failing:?}");
    }
}

#[test]
fn sites_are_asked_many_at_once_where_one_search_cannot() {
    // 16 lines of 20 to 60 characters, each holding a marker of 6, as the
    // characters of keep1000's lines once its lines are cut.
    let mut random = Random(0x5173_5000_0000_1000);
    let (mut sites, mut needed) = (Vec::new(), Vec::new());
    for _ in 0..16 {
        let start = sites.last().map_or(0, |s: &std::ops::Range<usize>| s.end);
        let len = 20 + random.below(41) as usize;
        let at = start + random.below(len as u64 - 5) as usize;
        needed.extend(at..at + 6);
        sites.push(start..start + len);
    }
    let len = sites.last().unwrap().end;
    let expected = needed.clone();
    let test: Predicate =
        Box::new(
            move |kept: &[usize]| match needed.iter().all(|i| kept.contains(i)) {
                true => Outcome::Fail,
                false => Outcome::Pass,
            },
        );
    let ends = (sites[0].len(), sites[15].len());
    let whole = Level {
        coarse: false,
        ends: Some(ends),
        sites: Vec::new(),
    };
    let by_sites = Level {
        sites: sites.clone(),
        ..whole.clone()
    };
    let mut figures = Vec::new();
    for level in [whole, by_sites] {
        let search = || Strategy::Adaptive.level_search(Partition::Book, len, level.clone());
        let (_, one, _) = run_in_rounds(&mut *search(), &test, 1);
        let (failing, tests, rounds) = run_in_rounds(&mut *search(), &test, 8);
        assert_eq!(failing.iter().collect::<Vec<_>>(), expected);
        assert_eq!(tests, one, "the same tests with eight jobs as with one");
        figures.push((tests, rounds));
    }
    let [(whole, whole_rounds), (sites, sites_rounds)] = figures[..] else {
        unreachable!()
    };
    eprintln!(
        "one search: {whole} tests in {whole_rounds} rounds, sites {sites} in {sites_rounds}"
    );
    // Nearly the same tests, in far fewer rounds: eight jobs answer six
    // at once.
    assert!(
        sites <= whole + whole / 20,
        "{sites} tests, one search {whole}"
    );
    assert!(
        sites_rounds * 6 <= sites,
        "{sites} tests in {sites_rounds} rounds"
    );
    assert!(
        whole_rounds * 4 > whole,
        "{whole} tests in {whole_rounds} rounds"
    );
}

#[test]
fn the_last_questions_of_the_sites_leave_jobs_to_their_combination() {
    // A needed part in each site of two: each site loses one part, and
    // the combination of the four is asked last (the level is coarse).
    let needed = [1, 3, 5, 7];
    let test = |kept: &Subset| match needed.iter().all(|&i| kept.contains(i)) {
        true => Outcome::Fail,
        false => Outcome::Pass,
    };
    let level = Level {
        coarse: true,
        ends: None,
        sites: vec![0..2, 2..4, 4..6, 6..8],
    };
    let mut search = Strategy::Adaptive.level_search(Partition::Book, 8, level);
    // Each question, and what eight jobs would have run with it.
    let mut asked: Vec<(Subset, Vec<Subset>)> = Vec::new();
    while let Some(batch) = search.ask(&mut |_| {}) {
        for (index, candidate) in batch.iter().enumerate() {
            let ahead = search::Ahead {
                search: &*search,
                batch: &batch,
                index,
            };
            let planned = plan(&ahead, 8, 0.5, &mut |_| None);
            asked.push((candidate.clone(), planned));
            if !search.tell(index, test(candidate), &mut |_| {}) {
                break;
            }
        }
    }
    let combination = Subset::from_indices(needed);
    let [.., (last_site, planned), (combined, _)] = &asked[..] else {
        panic!("{asked:?}");
    };
    assert_eq!(combined, &combination);
    assert!(
        planned.contains(&combination),
        "run with {last_site:?}: {planned:?}"
    );
}

#[test]
fn a_sweep_plans_each_part_as_if_the_ones_before_passed() {
    let mut sweep = Adaptive::sweeping(6);
    let batch = sweep.ask(&mut |_| {}).unwrap();
    let ahead = search::Ahead {
        search: &sweep,
        batch: &batch,
        index: 0,
    };
    // Part 1 is known to go: the plan goes on without it.
    let without_1 = Subset::from_indices([0, 2, 3, 4, 5]);
    let planned = plan(&ahead, 3, 0.5, &mut |c| {
        (c == &without_1).then_some(Outcome::Fail)
    });
    let expected = [
        Subset::from_indices([1, 2, 3, 4, 5]),
        Subset::from_indices([0, 3, 4, 5]),
        Subset::from_indices([0, 2, 4, 5]),
    ];
    assert_eq!(planned, expected);
}

#[test]
fn jobs_run_candidates_of_different_values() {
    // "abbcde": without either `b` it is the same text, which runs once.
    let text: Vec<char> = "abbcde".chars().collect();
    let mut value_of = |c: &Subset| c.iter().map(|i| text[i]).collect::<String>();
    let mut sweep = Adaptive::sweeping(6);
    let batch = sweep.ask(&mut |_| {}).unwrap();
    let ahead = search::Ahead {
        search: &sweep,
        batch: &batch,
        index: 0,
    };
    let planned = plan(&ahead, 3, 0.5, &mut |_| None);
    let values: Vec<String> = planned.iter().map(&mut value_of).collect();
    assert_eq!(values, ["bbcde", "abcde", "abcde"], "a plain plan");
    let distinct = plan_distinct(&ahead, 3, 0.5, &mut |_| None, &mut value_of);
    let values: Vec<&str> = distinct.iter().map(|(_, v)| v.as_str()).collect();
    assert_eq!(values, ["bbcde", "abcde", "abbde"]);
}

#[test]
fn a_site_is_the_chunks_that_start_in_a_chunk_kept_before() {
    // Lines of 4, 3, 5 and 2 characters kept; words of this level, one
    // of them ("b\n  ") across the second line's end.
    let sizes = [4, 3, 5, 2];
    let words = [0..2, 2..4, 4..9, 9..12, 12..14];
    assert_eq!(sites_of(&sizes, &words), vec![0..2, 2..3, 3..4, 4..5]);
    // Each character a chunk: the lines themselves.
    let chars: Vec<_> = (0..14).map(|c| c..c + 1).collect();
    assert_eq!(sites_of(&sizes, &chars), vec![0..4, 4..7, 7..12, 12..14]);
    // Too few sites to search apart.
    assert_eq!(sites_of(&[4, 10], &chars), Vec::new());
}
