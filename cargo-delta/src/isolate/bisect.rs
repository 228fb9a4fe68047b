//! `isolate --git --bisect`: the first failing commit between GOOD and
//! BAD, found by halving the list of commits as `git bisect` does, before
//! the changes of that one commit are isolated. A commit on which the
//! command neither passes nor fails as BAD does (it does not build, it
//! fails another way) is skipped, as `git bisect skip` would: the next
//! untried commit nearest the middle is tried instead, and when only
//! skipped commits are left between a passing and a failing one, the
//! isolation runs over all of them.

use crate::exit::Stop;

/// How the command went on a commit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Probe {
    Passes,
    Fails,
    /// Neither: another failure, a build that breaks.
    Other,
}

/// What the bisection found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bisected {
    /// The last commit found passing (GOOD, at worst): the isolation's
    /// GOOD.
    pub good: String,
    /// The first commit found failing after it: the isolation's BAD.
    pub bad: String,
    /// The commits tried and skipped.
    pub skipped: Vec<String>,
    /// How many commits were tried.
    pub tests: usize,
}

/// The first failing commit in `commits` (oldest first, after `good`;
/// the last is BAD, known to fail), `probe` running the command on one.
pub fn first_bad(
    good: &str,
    commits: &[String],
    mut probe: impl FnMut(&str) -> Result<Probe, Stop>,
) -> Result<Bisected, Stop> {
    // `lo` passes (-1: GOOD), `hi` fails; the first bad is in (lo, hi].
    let (mut lo, mut hi) = (-1_isize, commits.len() as isize - 1);
    let mut skipped = vec![false; commits.len()];
    let mut tests = 0;
    while let Some(mid) = next(lo, hi, &skipped) {
        tests += 1;
        match probe(&commits[mid as usize])? {
            Probe::Fails => hi = mid,
            Probe::Passes => lo = mid,
            Probe::Other => skipped[mid as usize] = true,
        }
    }
    Ok(Bisected {
        good: match lo {
            -1 => good.to_string(),
            lo => commits[lo as usize].clone(),
        },
        bad: commits[hi as usize].clone(),
        skipped: (0..commits.len())
            .filter(|&i| skipped[i])
            .map(|i| commits[i].clone())
            .collect(),
        tests,
    })
}

/// The untried commit strictly between `lo` and `hi` nearest their
/// middle, if one is left.
fn next(lo: isize, hi: isize, skipped: &[bool]) -> Option<isize> {
    let mid = lo + (hi - lo) / 2;
    (0..hi - lo)
        .flat_map(|d| [mid - d, mid + d])
        .find(|&i| i > lo && i < hi && !skipped[i as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn commits(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("c{i}")).collect()
    }

    #[test]
    fn the_first_failing_commit_in_a_logarithmic_number_of_tries() {
        let list = commits(100);
        let found = first_bad("good", &list, |c| {
            let n: usize = c[1..].parse().unwrap();
            Ok(if n >= 37 { Probe::Fails } else { Probe::Passes })
        })
        .unwrap();
        assert_eq!((found.good.as_str(), found.bad.as_str()), ("c36", "c37"));
        assert!(found.tests <= 7, "{}", found.tests);
    }

    #[test]
    fn commits_that_do_not_build_are_skipped() {
        let list = commits(10);
        // c4 and c5 do not build; c5 brings the bug.
        let found = first_bad("good", &list, |c| {
            let n: usize = c[1..].parse().unwrap();
            Ok(match n {
                4 | 5 => Probe::Other,
                n if n >= 5 => Probe::Fails,
                _ => Probe::Passes,
            })
        })
        .unwrap();
        assert_eq!((found.good.as_str(), found.bad.as_str()), ("c3", "c6"));
        assert_eq!(found.skipped, ["c4", "c5"]);
        // The first commit fails: GOOD is the last passing one.
        let found = first_bad("good", &list, |_| Ok(Probe::Fails)).unwrap();
        assert_eq!((found.good.as_str(), found.bad.as_str()), ("good", "c0"));
    }
}
