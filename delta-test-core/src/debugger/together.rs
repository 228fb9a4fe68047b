//! Moves past the local minima of single moves, tried when no single move
//! changes anything (the call is 1-minimal): equal numbers lowered
//! together, two neighbouring numbers lowered by the same amount, small
//! numbers tried at every simpler value (in the order 0, 1, -1, 2, -2,
//! ...), a run of equal parts cut more than one at a time, and
//! neighbouring lists joined.
//!
//! A 1-minimal call can still hide a much smaller one that no single step
//! reaches: `(209, 209)` fails only while the two are equal, so lowering
//! either alone passes; `(2147483647, 2147483646)` fails only while they
//! differ by one, so each number creeps down by a unit per test; six
//! quotes `''''''` fail where five and four do not but two do. These are
//! the moves with which Hypothesis's shrinker passes such local minima
//! (its `minimize_duplicated_nodes`, `lower_common_node_offset` and block
//! deletion), on values rather than on bytes: each is a binary search (or
//! a short scan), so a huge number takes a logarithmic number of tests.

use super::current::Current;
use super::key::key_of;
use super::session::Session;
use crate::capture::TestResult;
use crate::dd::Stop;
use crate::execute::Edit;
use crate::literal::Literal;
use crate::outcome::Outcome;
use crate::reduce::{outer_size, Place, Reduce};
use crate::subset::Subset;

/// A number in the current call: where, its magnitude, whether it is
/// negative, and whether it can change its sign ([`Place::Signed`]).
type Number = (Vec<usize>, u128, bool, bool);

/// Sequences longer than this are not scanned for runs of equal parts
/// (the scan builds the value once per part).
const RUN_SCAN_PARTS: usize = 256;

/// Nor are values larger than this, in parts at the outer level.
const RUN_SCAN_SIZE: usize = 4096;

/// Runs shorter than this are not cut together: a run of two has one such
/// candidate (both gone), and text is full of them (`ee`, `ll`, `00`), at a
/// test each for nothing on `keep1000` as text (18 runs more).
const SHORTEST_RUN: usize = 3;

/// A call with at most this many numbers has its numbers moved together
/// after every pass that simplified something, and its small numbers
/// tried at every simpler value.
const FEW_NUMBERS: usize = 16;

/// A number of at most this magnitude is small: every simpler value is
/// tried, in order, where the binary search stopped (one less passing does
/// not show that two less does: `(10, 11)`, where only a difference of one
/// fails, goes to `(10, 9)`).
const SMALL: u128 = 16;

impl<A, F, R> Session<'_, A, F>
where
    A: Reduce + Literal,
    F: FnMut(&A) -> R,
    R: TestResult,
{
    /// Tries the moves in turn, and stops at the first that makes the call
    /// smaller: whether one did. After a pass (`after_pass`), only a call
    /// with few numbers is tried: then the moves cost little.
    pub(super) fn together(
        &mut self,
        current: &mut Current<A>,
        after_pass: bool,
    ) -> Result<bool, Stop> {
        // Listed once: each move ends the turn when it changes the call.
        let numbers = numbers(&current.value);
        let few = !numbers.is_empty() && numbers.len() <= FEW_NUMBERS;
        if after_pass && !few {
            return Ok(false);
        }
        let moved = self.numbers_together(current, &numbers).and_then(|moved| {
            Ok(moved
                || (few && self.small_numbers(current, &numbers)?)
                || self.equal_runs(current)?
                || self.joined_neighbours(current)?)
        });
        self.upcoming.clear();
        moved
    }

    /// Lowers each set of equal numbers together, then each two
    /// neighbouring ones by the same amount, until one makes the call
    /// smaller. Each move's first questions (0, then one less) run ahead of
    /// the moves before it when jobs are free ([`Session::upcoming`]):
    /// they are asked whenever those change nothing, as in a call whose
    /// numbers are all needed.
    fn numbers_together(
        &mut self,
        current: &mut Current<A>,
        numbers: &[Number],
    ) -> Result<bool, Stop> {
        let moves: Vec<Move> = equal_numbers(numbers)
            .into_iter()
            .chain(neighbour_numbers(numbers))
            .collect();
        for (at, (magnitude, negative, edit)) in moves.iter().enumerate() {
            let later = moves[at + 1..].iter().flat_map(|(magnitude, _, edit)| {
                let one_less = magnitude.checked_sub(1).filter(|&m| m > 0);
                [Some(0), one_less].into_iter().flatten().map(edit)
            });
            self.upcoming = later.take(self.jobs()).collect();
            if self.lower(current, (*magnitude, *negative), edit)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Tests the current call changed by `edit`, and makes it the current
    /// one when it fails the same way: whether it did.
    fn try_accept(&mut self, current: &mut Current<A>, edit: Edit) -> Result<bool, Stop> {
        let value = edit.made_on(&current.value);
        let (outcome, key) = self.try_edit(current, &value, &edit)?;
        if outcome == Outcome::Fail {
            current.accept(value, key, edit);
        }
        Ok(outcome == Outcome::Fail)
    }

    /// Tries each small number of a call with few numbers at every simpler
    /// value, simplest first, as property-testing shrinkers order them (1,
    /// -1, 2, -2, ...: a number that can change its sign is tried with the
    /// other one too). Those the binary search tried are known and cost no
    /// test.
    fn small_numbers(
        &mut self,
        current: &mut Current<A>,
        numbers: &[Number],
    ) -> Result<bool, Stop> {
        for (path, magnitude, negative, signed) in numbers {
            let (magnitude, negative) = (*magnitude, *negative);
            if magnitude > SMALL {
                continue;
            }
            let others = match *signed {
                true => Place::other_signs(magnitude, negative),
                false => 0,
            };
            // At each size, the positive first.
            let simpler = (1..=magnitude).flat_map(|size| {
                let same = (size < magnitude).then_some(size);
                let other = (size <= others).then_some(magnitude + size - 1);
                match negative {
                    true => [other, same],
                    false => [same, other],
                }
            });
            for to in simpler.flatten() {
                if self.try_accept(current, Edit::simplify(path, to))? {
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    /// Cuts runs of equal neighbouring parts (`''''''`) to as few as still
    /// fail, more than one at a time: none of the run, then one, then
    /// two, and so on.
    fn equal_runs(&mut self, current: &mut Current<A>) -> Result<bool, Stop> {
        if outer_size(&current.value) > RUN_SCAN_SIZE {
            return Ok(false);
        }
        for (path, len) in sequences(&current.value) {
            if len > RUN_SCAN_PARTS {
                continue;
            }
            let runs = equal_runs(&current.value, &path, len);
            for (start, end) in runs.into_iter().filter(|(s, e)| e - s >= SHORTEST_RUN) {
                // Keeping all but one is a single cut, known to pass.
                for kept_of_run in 0..end - start - 1 {
                    let kept: Subset = (0..len)
                        .filter(|&i| i < start + kept_of_run || i >= end)
                        .collect();
                    if self.try_accept(current, Edit::keep(&path, &kept))? {
                        return Ok(true);
                    }
                }
            }
        }
        Ok(false)
    }

    /// Joins neighbouring parts of sequences of sequences
    /// (`[[1, 2], [3]]` becomes `[[1, 2, 3]]`), from the left; a joined
    /// part is tried with its next neighbour at once, so `k` lists that
    /// fail only together become one in `k - 1` tests.
    ///
    /// Each join's question waits for the one before, so the next ones run
    /// ahead as guesses ([`Session::run_ahead_of`], see [`join_guesses`]):
    /// the parts joined on, if the last join was kept, else the next pairs
    /// left as they are.
    fn joined_neighbours(&mut self, current: &mut Current<A>) -> Result<bool, Stop> {
        for (path, mut count) in joinable(&current.value) {
            let (mut at, mut joined, mut kept) = (0, false, false);
            while at < count {
                let guesses = join_guesses(&path, at, count, kept);
                self.run_ahead_of(guesses.into_iter());
                let tried = self.try_accept(current, Edit::simplify(&path, at as u128));
                self.pending.clear();
                kept = tried?;
                if kept {
                    joined = true;
                    count -= 1;
                } else {
                    at += 1;
                }
            }
            if joined {
                // The paths below this sequence have moved.
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// The questions [`Session::joined_neighbours`] may ask after joining the
/// pair `at` of the `count` at `path`, as edits of the call before it,
/// likeliest first: while joins are kept (`kept`), that pair and the
/// following ones joined on (the part joined with its next neighbour,
/// again and again), then the next pairs as they are; else the other way
/// round.
fn join_guesses(path: &[usize], at: usize, count: usize, kept: bool) -> Vec<Edit> {
    let join = |at: usize| Edit::simplify(path, at as u128);
    let joined_on = (2..=count - at).map(|k| Edit::All(vec![join(at); k]));
    let left = (at + 1..count).map(join);
    match kept {
        true => joined_on.chain(left).collect(),
        false => left.chain(joined_on).collect(),
    }
}

/// Every sequence in `value` whose neighbouring parts can be joined, and
/// how many pairs it has ([`Place::Joins`]).
/// A move of numbers together: the magnitude it lowers, whether that is
/// negative, and the edit that makes it `to` (as [`Session::lower`] asks).
type Move = (u128, bool, Box<dyn Fn(u128) -> Edit>);

/// Each set of equal numbers (two or more), lowered together, as one.
fn equal_numbers(numbers: &[Number]) -> Vec<Move> {
    let mut groups: Vec<(u128, bool, Vec<Vec<usize>>)> = Vec::new();
    for (path, magnitude, negative, _) in numbers {
        match groups
            .iter_mut()
            .find(|(m, n, _)| (m, n) == (magnitude, negative))
        {
            Some((.., paths)) => paths.push(path.clone()),
            None => groups.push((*magnitude, *negative, vec![path.clone()])),
        }
    }
    let groups = groups.into_iter().filter(|(.., paths)| paths.len() >= 2);
    let lowered = |(magnitude, negative, paths): (u128, bool, Vec<Vec<usize>>)| -> Move {
        let edit = move |to| Edit::All(paths.iter().map(|p| Edit::simplify(p, to)).collect());
        (magnitude, negative, Box::new(edit))
    };
    groups.map(lowered).collect()
}

/// Each two neighbouring numbers (in the call's order) of different
/// magnitudes, lowered by the same amount: what keeps their difference.
fn neighbour_numbers(numbers: &[Number]) -> Vec<Move> {
    let mut moves: Vec<Move> = Vec::new();
    for pair in numbers.windows(2) {
        let [(a, a_size, ..), (b, b_size, ..)] = pair else {
            continue;
        };
        if a_size == b_size {
            continue; // equal ones went together already
        }
        let (a, b, a_size, b_size) = (a.clone(), b.clone(), *a_size, *b_size);
        let least = a_size.min(b_size);
        // At `to`, both are `least - to` lower: `to = 0` lowers the
        // smaller one to 0.
        let edit = move |to| {
            Edit::All(vec![
                Edit::simplify(&a, a_size - least + to),
                Edit::simplify(&b, b_size - least + to),
            ])
        };
        moves.push((least, false, Box::new(edit)));
    }
    moves
}

fn joinable<A: Reduce>(value: &A) -> Vec<(Vec<usize>, usize)> {
    let mut found = Vec::new();
    visit(value, &mut |path, place| {
        if let Place::Joins { count } = *place {
            found.push((path.to_vec(), count));
        }
    });
    found
}

/// Every number in `value`, outer ones first, in order.
fn numbers<A: Reduce>(value: &A) -> Vec<Number> {
    let mut found = Vec::new();
    visit(value, &mut |path, place| match *place {
        Place::Magnitude { magnitude } => found.push((path.to_vec(), magnitude, false, false)),
        Place::Signed {
            magnitude,
            negative,
        } => found.push((path.to_vec(), magnitude, negative, true)),
        _ => {}
    });
    found
}

/// Every sequence in `value` that holds two parts or more, and its length.
fn sequences<A: Reduce>(value: &A) -> Vec<(Vec<usize>, usize)> {
    let mut found = Vec::new();
    visit(value, &mut |path, place| {
        if let Place::Parts { len, .. } = *place
            && len >= 2
        {
            found.push((path.to_vec(), len));
        }
    });
    found
}

/// Calls `f` with every place of `value` and its path, outer values
/// first, in order.
fn visit<A: Reduce>(value: &A, f: &mut impl FnMut(&[usize], &Place)) {
    let mut paths = vec![Vec::new()];
    while let Some(path) = paths.pop() {
        for place in value.places(&path) {
            f(&path, &place);
        }
        for step in value.inner(&path).into_iter().rev() {
            paths.push([path.as_slice(), &[step]].concat());
        }
    }
}

/// The runs of two or more equal neighbouring parts of the sequence at
/// `path` (`len` parts), as `(start, end)`. Two neighbours are equal when
/// cutting either leaves the same value, which needs no access to the
/// parts themselves.
fn equal_runs<A: Reduce + Literal>(value: &A, path: &[usize], len: usize) -> Vec<(usize, usize)> {
    let without = |i: usize| {
        let kept: Subset = (0..len).filter(|&j| j != i).collect();
        key_of(&value.keep(path, &kept), &[])
    };
    let keys: Vec<_> = (0..len).map(without).collect();
    let mut runs = Vec::new();
    let mut start = 0;
    for i in 1..=len {
        if i == len || keys[i] != keys[i - 1] {
            if i - start >= 2 {
                runs.push((start, i));
            }
            start = i;
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_listed_in_order_with_their_sign() {
        let value = (vec![3i32, -4, 0], 7u8);
        assert_eq!(
            numbers(&value),
            [
                (vec![0, 0], 3, false, true),
                (vec![0, 1], 4, true, true),
                (vec![1], 7, false, false)
            ]
        );
    }

    #[test]
    fn runs_of_equal_parts_are_found_without_reading_the_parts() {
        let text = String::from("a''''''b''c");
        assert_eq!(equal_runs(&text, &[], 11), [(1, 7), (8, 10)]);
        let list = vec![1, 2, 2, 2, 3];
        assert_eq!(equal_runs(&list, &[], 5), [(1, 4)]);
    }
}
