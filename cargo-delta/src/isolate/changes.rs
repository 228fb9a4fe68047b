//! The differences between a passing and a failing file, as changes that
//! can be applied one by one: the failing file is the passing one with all
//! of them applied, and any subset gives a file between the two, in the
//! file's own structure (lines, then words, then characters; bytes for a
//! file that is not text).
//!
//! Each change replaces a run of the passing file's units by a run of the
//! failing file's (`similar`'s diff, Myers): a deletion has no new units,
//! an insertion no old ones. Changes never overlap, so any subset applies
//! in one pass over the passing file.

use std::ops::Range;

use similar::{capture_diff_slices, Algorithm, DiffTag};

/// How a file is cut into units, coarsest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// A JSON or TOML file's runs of neighbouring entries and elements
    /// that changed, each run one change (as a text's changed lines are),
    /// compared as trees ([`super::entries`]); as units, its lines.
    EntryRuns,
    /// The same, each entry, element or value apart.
    Entries,
    /// A Rust source's items, each added, removed or changed item whole,
    /// those of `impl`s, traits and modules too ([`super::items`]).
    Items,
    /// The same, with a changed function cut at its statements.
    Statements,
    /// Lines, each with its line break.
    Lines,
    /// Words and the runs of white space between them.
    Words,
    /// Characters (UTF-8 sequences kept whole).
    Chars,
    /// Bytes, for a file that is not UTF-8.
    Bytes,
}

impl Level {
    /// The levels a file goes through, coarsest first.
    pub fn all_for(text: bool) -> &'static [Level] {
        match text {
            true => &[Level::Lines, Level::Words, Level::Chars],
            false => &[Level::Bytes],
        }
    }

    /// The name a report gives the level.
    pub fn name(self) -> &'static str {
        match self {
            Level::EntryRuns => "entry runs",
            Level::Entries => "entries",
            Level::Items => "items",
            Level::Statements => "statements",
            Level::Lines => "lines",
            Level::Words => "words",
            Level::Chars => "characters",
            Level::Bytes => "bytes",
        }
    }

    /// `file` cut into units at this level; joined, they are `file`.
    fn units(self, file: &[u8]) -> Vec<&[u8]> {
        match self {
            Level::Bytes => file.chunks(1).collect(),
            Level::EntryRuns | Level::Entries | Level::Items | Level::Statements | Level::Lines => {
                file.split_inclusive(|&b| b == b'\n').collect()
            }
            Level::Words => runs(file, |b| b.is_ascii_whitespace()),
            Level::Chars => {
                let text = std::str::from_utf8(file).unwrap_or_default();
                match text.len() == file.len() {
                    true => text
                        .char_indices()
                        .map(|(at, c)| &file[at..at + c.len_utf8()])
                        .collect(),
                    false => file.chunks(1).collect(),
                }
            }
        }
    }
}

/// `file` cut where `split` changes its answer: runs of white space and
/// runs of anything else.
fn runs(file: &[u8], split: impl Fn(u8) -> bool) -> Vec<&[u8]> {
    let mut units = Vec::new();
    let mut start = 0;
    for at in 1..=file.len() {
        if at == file.len() || split(file[at]) != split(file[at - 1]) {
            units.push(&file[start..at]);
            start = at;
        }
    }
    units
}

/// One change: the passing file's units `old` become `new`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// Which of the passing file's units it replaces (empty: an insertion
    /// before unit `old.start`).
    pub old: Range<usize>,
    /// What it puts there (empty: a deletion).
    pub new: Vec<u8>,
}

/// The changes from `passing` to `failing` at `level`, and the passing
/// file's units.
#[derive(Debug, Clone)]
pub struct Changes {
    /// The passing file, cut into units.
    base: Vec<Vec<u8>>,
    /// The changes, in the file's order.
    pub all: Vec<Change>,
}

impl Changes {
    /// The changes that turn `passing` into `failing`, at `level`.
    pub fn between(passing: &[u8], failing: &[u8], level: Level) -> Changes {
        let old = level.units(passing);
        let new = level.units(failing);
        let all = capture_diff_slices(Algorithm::Myers, &old, &new)
            .into_iter()
            .filter(|op| op.tag() != DiffTag::Equal)
            .map(|op| Change {
                old: op.old_range(),
                new: new[op.new_range()].concat(),
            })
            .collect();
        Changes {
            base: old.into_iter().map(<[u8]>::to_vec).collect(),
            all,
        }
    }

    /// The changes `edits` make: each replaces the bytes `.0` of `passing`
    /// by the bytes `.1` of `failing` (an empty `.0`, an insertion before
    /// its start). The edits must not overlap; the passing file's units
    /// are its bytes between their ends, so a change is a run of them.
    pub fn from_edits(
        passing: &[u8],
        failing: &[u8],
        edits: &[(Range<usize>, Range<usize>)],
    ) -> Changes {
        let mut cuts: Vec<usize> = edits
            .iter()
            .flat_map(|(old, _)| [old.start, old.end])
            .chain([0, passing.len()])
            .collect();
        cuts.sort_unstable();
        cuts.dedup();
        let unit = |at: usize| cuts.binary_search(&at).unwrap_or_else(|n| n);
        let all = edits
            .iter()
            .map(|(old, new)| Change {
                old: unit(old.start)..unit(old.end),
                new: failing[new.clone()].to_vec(),
            })
            .collect();
        let base = cuts
            .windows(2)
            .map(|w| passing[w[0]..w[1]].to_vec())
            .collect();
        Changes { base, all }
    }

    /// The same difference cut finer: each unit a change removes is a
    /// change of its own, and each line it adds (after the removals, in
    /// their order); with, for each new change, the number of the change it
    /// was cut from. What `isolate --git` narrows inside a hunk.
    pub fn split_lines(&self) -> (Changes, Vec<usize>) {
        let mut all = Vec::new();
        let mut parents = Vec::new();
        for (parent, change) in self.all.iter().enumerate() {
            for unit in change.old.clone() {
                all.push(Change {
                    old: unit..unit + 1,
                    new: Vec::new(),
                });
                parents.push(parent);
            }
            for line in change.new.split_inclusive(|&b| b == b'\n') {
                all.push(Change {
                    old: change.old.end..change.old.end,
                    new: line.to_vec(),
                });
                parents.push(parent);
            }
        }
        let base = self.base.clone();
        (Changes { base, all }, parents)
    }

    /// The passing file with the changes numbered `applied` (in any order)
    /// made. Insertions at one place go in their numbers' order.
    pub fn apply(&self, applied: &[usize]) -> Vec<u8> {
        let mut applied = applied.to_vec();
        applied.sort_unstable();
        let mut chosen: Vec<&Change> = applied.iter().filter_map(|&i| self.all.get(i)).collect();
        chosen.sort_by_key(|change| (change.old.start, change.old.end));
        let mut out = Vec::new();
        let mut at = 0;
        for change in chosen {
            for unit in &self.base[at..change.old.start.max(at)] {
                out.extend_from_slice(unit);
            }
            out.extend_from_slice(&change.new);
            at = at.max(change.old.end);
        }
        for unit in &self.base[at..] {
            out.extend_from_slice(unit);
        }
        out
    }

    /// The change numbered `index`, as a report shows it: where (the line
    /// of the passing file it starts on, from 1) and the text before and
    /// after.
    pub fn describe(&self, index: usize) -> Option<(usize, String, String)> {
        let change = self.all.get(index)?;
        let old = self.base[change.old.clone()].concat();
        let before = &self.base[..change.old.start.min(self.base.len())];
        let line = 1 + before.iter().flatten().filter(|&&b| b == b'\n').count();
        Some((
            line,
            String::from_utf8_lossy(&old).into_owned(),
            String::from_utf8_lossy(&change.new).into_owned(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PASSING: &str = "fn main() {\n    let x = 1;\n    print(x);\n}\n";
    const FAILING: &str = "fn main() {\n    let x = 10;\n    print(x);\n    exit();\n}\n";

    #[test]
    fn all_changes_make_the_failing_file_and_none_the_passing_one() {
        for &level in &[Level::Lines, Level::Words, Level::Chars, Level::Bytes] {
            let changes = Changes::between(PASSING.as_bytes(), FAILING.as_bytes(), level);
            let every: Vec<usize> = (0..changes.all.len()).collect();
            assert_eq!(changes.apply(&every), FAILING.as_bytes(), "{level:?}");
            assert_eq!(changes.apply(&[]), PASSING.as_bytes(), "{level:?}");
        }
    }

    #[test]
    fn a_subset_gives_a_file_between_the_two_at_each_level() {
        let lines = Changes::between(PASSING.as_bytes(), FAILING.as_bytes(), Level::Lines);
        assert_eq!(lines.all.len(), 2, "{:?}", lines.all);
        let exit_only = lines.apply(&[1]);
        assert_eq!(
            exit_only,
            b"fn main() {\n    let x = 1;\n    print(x);\n    exit();\n}\n"
        );
        let words = Changes::between(PASSING.as_bytes(), FAILING.as_bytes(), Level::Words);
        let (at, before, after) = words.describe(0).unwrap();
        assert_eq!((before.as_str(), after.as_str()), ("1;", "10;"));
        assert_eq!(at, 2, "the line it is on");
        let chars = Changes::between(b"let x = 1;", b"let x = 10;", Level::Chars);
        assert_eq!(
            chars.all,
            [Change {
                old: 9..9,
                new: b"0".to_vec()
            }]
        );
    }

    #[test]
    fn lines_cut_one_by_one_apply_in_any_subset_and_order() {
        let lines = Changes::between(PASSING.as_bytes(), FAILING.as_bytes(), Level::Lines);
        let (split, parents) = lines.split_lines();
        // `let x = 1;` out, `let x = 10;` in; `exit();` in.
        assert_eq!(split.all.len(), 3, "{:?}", split.all);
        assert_eq!(parents, [0, 0, 1]);
        assert_eq!(split.apply(&[2, 1, 0]), FAILING.as_bytes());
        assert_eq!(
            split.apply(&[1]),
            b"fn main() {\n    let x = 1;\n    let x = 10;\n    print(x);\n}\n"
        );
        let two_in = Changes::between(b"a\n", b"a\nb\nc\n", Level::Lines).split_lines();
        assert_eq!(two_in.0.apply(&[1, 0]), b"a\nb\nc\n", "in their order");
        assert_eq!(two_in.0.apply(&[1]), b"a\nc\n");
    }

    #[test]
    fn text_that_is_not_utf8_is_cut_in_bytes() {
        let changes = Changes::between(b"\xff\x01", b"\xff\x02\x03", Level::Chars);
        let every: Vec<usize> = (0..changes.all.len()).collect();
        assert_eq!(changes.apply(&every), b"\xff\x02\x03");
    }
}
