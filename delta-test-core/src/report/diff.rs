//! The shortest edit script between two sequences (Myers, "An O(ND)
//! Difference Algorithm and Its Variations", 1986), for the reports' two
//! diffs: a passing and a failing call's characters, and the original
//! and the minimal call's argument lines.
//!
//! Its own rather than a diff crate's: the reports need one algorithm on
//! short texts, and a dependency would be built by every user's crate
//! (issue 29, the cold build). The texts differ by little once a
//! reduction is done, so the search's cost, which grows with the number
//! of differences `D` (time `O((N + M) D)`, memory `O(D^2)`), is small;
//! past [`MAX_EDITS`] the middle is shown replaced whole, still a true
//! diff, though not the shortest.

/// What happens to the next element of either sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Edit {
    /// The next elements of both are equal and kept.
    Keep,
    /// The next element of the old sequence is removed.
    Delete,
    /// The next element of the new sequence is added.
    Insert,
}

/// The number of differences past which the search stops: its memory
/// grows with their square.
const MAX_EDITS: usize = 2048;

/// A shortest edit script from `old` to `new`; within each changed
/// region, every deletion comes before the insertions, as people read a
/// replacement.
pub(crate) fn edits<T: PartialEq>(old: &[T], new: &[T]) -> Vec<Edit> {
    let prefix = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let (old_rest, new_rest) = (&old[prefix..], &new[prefix..]);
    let suffix = old_rest
        .iter()
        .rev()
        .zip(new_rest.iter().rev())
        .take_while(|(a, b)| a == b)
        .count();
    let a = &old_rest[..old_rest.len() - suffix];
    let b = &new_rest[..new_rest.len() - suffix];
    let mut script = vec![Edit::Keep; prefix];
    let middle = shortest(a, b).unwrap_or_else(|| {
        let mut whole = vec![Edit::Delete; a.len()];
        whole.extend(std::iter::repeat_n(Edit::Insert, b.len()));
        whole
    });
    script.extend(deletions_first(middle));
    script.extend(std::iter::repeat_n(Edit::Keep, suffix));
    script
}

/// The script from `old` to `new` as runs of one kind of edit, each with
/// its elements: kept and deleted ones from `old`, inserted ones from
/// `new`.
pub(crate) fn runs<'a, T: PartialEq>(old: &'a [T], new: &'a [T]) -> Vec<(Edit, &'a [T])> {
    let (mut old_rest, mut new_rest) = (old, new);
    let script = edits(old, new);
    script
        .chunk_by(|a, b| a == b)
        .map(|run| {
            let (edit, n) = (run[0], run.len());
            let elements = match edit {
                Edit::Insert => &new_rest[..n],
                Edit::Keep | Edit::Delete => &old_rest[..n],
            };
            if edit != Edit::Insert {
                old_rest = &old_rest[n..];
            }
            if edit != Edit::Delete {
                new_rest = &new_rest[n..];
            }
            (edit, elements)
        })
        .collect()
}

/// Myers' greedy search, forward, keeping each round's furthest points
/// to walk the path back; `None` past [`MAX_EDITS`].
fn shortest<T: PartialEq>(a: &[T], b: &[T]) -> Option<Vec<Edit>> {
    let (n, m) = (a.len() as isize, b.len() as isize);
    let max = (a.len() + b.len()).min(MAX_EDITS) as isize;
    // `furthest[k + max + 1]`: the furthest x reached on diagonal k = x - y.
    let at = |k: isize| (k + max + 1) as usize;
    let mut furthest = vec![0isize; 2 * max as usize + 3];
    // `rounds[d]`: diagonals -d - 1 ..= d + 1 before round d.
    let mut rounds: Vec<Vec<isize>> = Vec::new();
    for d in 0..=max {
        rounds.push(furthest[at(-d - 1)..=at(d + 1)].to_vec());
        for k in (-d..=d).step_by(2) {
            let mut x = if from_above(k, d, |k| furthest[at(k)]) {
                furthest[at(k + 1)]
            } else {
                furthest[at(k - 1)] + 1
            };
            let mut y = x - k;
            while x < n && y < m && a[x as usize] == b[y as usize] {
                (x, y) = (x + 1, y + 1);
            }
            furthest[at(k)] = x;
            if x >= n && y >= m {
                return Some(walk_back(&rounds, n, m));
            }
        }
    }
    None
}

/// Whether the path to diagonal `k` in round `d` comes down from `k + 1`
/// (an insertion) rather than across from `k - 1` (a deletion).
fn from_above(k: isize, d: isize, furthest: impl Fn(isize) -> isize) -> bool {
    k == -d || (k != d && furthest(k - 1) < furthest(k + 1))
}

/// The script of the path that ends at `(n, m)`, from the rounds' points.
fn walk_back(rounds: &[Vec<isize>], n: isize, m: isize) -> Vec<Edit> {
    let mut script = Vec::new();
    let (mut x, mut y) = (n, m);
    for (d, before) in rounds.iter().enumerate().rev() {
        let d = d as isize;
        let furthest = |k: isize| before[(k + d + 1) as usize];
        let k = x - y;
        let previous = if from_above(k, d, furthest) {
            k + 1
        } else {
            k - 1
        };
        let (from_x, from_y) = (furthest(previous), furthest(previous) - previous);
        while x > from_x && y > from_y {
            script.push(Edit::Keep);
            (x, y) = (x - 1, y - 1);
        }
        if d > 0 {
            script.push(if x == from_x {
                Edit::Insert
            } else {
                Edit::Delete
            });
        }
        (x, y) = (from_x, from_y);
    }
    script.reverse();
    script
}

/// The same script with each changed region's deletions moved before its
/// insertions.
fn deletions_first(script: Vec<Edit>) -> Vec<Edit> {
    let mut out = Vec::with_capacity(script.len());
    let mut inserts = 0;
    for edit in script {
        match edit {
            Edit::Insert => inserts += 1,
            Edit::Delete => out.push(Edit::Delete),
            Edit::Keep => {
                out.extend(std::iter::repeat_n(Edit::Insert, inserts));
                inserts = 0;
                out.push(Edit::Keep);
            }
        }
    }
    out.extend(std::iter::repeat_n(Edit::Insert, inserts));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Applies a script: the new sequence it says `old` becomes.
    fn apply<T: Clone + PartialEq + std::fmt::Debug>(
        old: &[T],
        new: &[T],
        script: &[Edit],
    ) -> Vec<T> {
        let (mut i, mut j, mut out) = (0, 0, Vec::new());
        for edit in script {
            match edit {
                Edit::Keep => {
                    assert_eq!(old[i], new[j], "a kept element differs");
                    out.push(old[i].clone());
                    (i, j) = (i + 1, j + 1);
                }
                Edit::Delete => i += 1,
                Edit::Insert => {
                    out.push(new[j].clone());
                    j += 1;
                }
            }
        }
        assert_eq!((i, j), (old.len(), new.len()), "the script stops short");
        out
    }

    fn changes(script: &[Edit]) -> usize {
        script.iter().filter(|e| **e != Edit::Keep).count()
    }

    /// The length of a longest common subsequence, by the textbook table.
    fn lcs(a: &[u8], b: &[u8]) -> usize {
        let mut row = vec![0; b.len() + 1];
        for x in a {
            let mut diagonal = 0;
            for (j, y) in b.iter().enumerate() {
                let above = row[j + 1];
                row[j + 1] = if x == y {
                    diagonal + 1
                } else {
                    above.max(row[j])
                };
                diagonal = above;
            }
        }
        row[b.len()]
    }

    #[test]
    fn the_classic_example_takes_five_edits() {
        let (a, b) = (b"ABCABBA", b"CBABAC");
        let script = edits(a, b);
        assert_eq!(apply(a, b, &script), b);
        assert_eq!(changes(&script), 5);
    }

    #[test]
    fn a_replacement_reads_deletion_first() {
        use Edit::*;
        assert_eq!(edits(b"a1b", b"a2b"), [Keep, Delete, Insert, Keep]);
        assert_eq!(edits(b"", b"xy"), [Insert, Insert]);
        assert_eq!(edits(b"xy", b""), [Delete, Delete]);
        assert_eq!(edits::<u8>(b"", b""), []);
    }

    #[test]
    fn runs_carry_their_elements() {
        use Edit::*;
        let runs = runs(b"a12b", b"a3b");
        let runs: Vec<(Edit, &[u8])> = runs.into_iter().collect();
        assert_eq!(
            runs,
            [
                (Keep, &b"a"[..]),
                (Delete, b"12"),
                (Insert, b"3"),
                (Keep, b"b")
            ]
        );
    }

    #[test]
    fn past_the_limit_the_middle_is_replaced_whole() {
        let old: Vec<u32> = (0..3 * MAX_EDITS as u32).collect();
        let new: Vec<u32> = old.iter().map(|x| x + 1_000_000).collect();
        let script = edits(&old, &new);
        assert_eq!(apply(&old, &new, &script), new);
        assert_eq!(changes(&script), old.len() + new.len());
    }

    proptest! {
        #[test]
        fn the_script_is_true_and_shortest(
            a in proptest::collection::vec(0u8..4, 0..40),
            b in proptest::collection::vec(0u8..4, 0..40),
        ) {
            let script = edits(&a, &b);
            prop_assert_eq!(apply(&a, &b, &script), b.clone());
            prop_assert_eq!(changes(&script), a.len() + b.len() - 2 * lcs(&a, &b));
        }
    }
}
