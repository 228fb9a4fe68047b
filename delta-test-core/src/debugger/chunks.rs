//! [`Chunks`]: what one level of a sequence's search cuts, the parts
//! themselves or a coarser split of them (a text's lines, its words), and
//! what one level tells the next: where its ends lie, and its sites.

use std::ops::Range;

use crate::dd::sites_of;
use crate::subset::Subset;

/// What a search cuts: the parts themselves, or chunks of consecutive parts.
pub(super) enum Chunks {
    /// This many parts.
    Parts(usize),
    /// Consecutive ranges of parts, in order.
    Split(Vec<Range<usize>>),
}

impl Chunks {
    pub(super) fn len(&self) -> usize {
        match self {
            Chunks::Parts(len) => *len,
            Chunks::Split(split) => split.len(),
        }
    }

    /// How many parts the first and the last of the chunks `kept` hold, if
    /// they are two or more (each holds a needed part: the next level's
    /// two ends lie in them).
    pub(super) fn ends_of(&self, kept: &Subset) -> Option<(usize, usize)> {
        let Chunks::Split(split) = self else {
            return None;
        };
        let mut kept = kept.iter();
        let (first, last) = (kept.next()?, kept.last()?);
        Some((split[first].len(), split[last].len()))
    }

    /// How many parts each of the chunks `kept` holds, in order (none for
    /// parts, the last level).
    pub(super) fn sizes_of(&self, kept: &Subset) -> Vec<usize> {
        match self {
            Chunks::Parts(_) => Vec::new(),
            Chunks::Split(split) => kept.iter().map(|chunk| split[chunk].len()).collect(),
        }
    }

    /// The sites of these chunks, when a coarser split kept chunks of
    /// `sizes` parts, in order (see [`sites_of`]).
    pub(super) fn sites(&self, sizes: &[usize]) -> Vec<Range<usize>> {
        match self {
            // Each part is a chunk of its own.
            Chunks::Parts(len) => {
                let parts: Vec<Range<usize>> = (0..*len).map(|part| part..part + 1).collect();
                sites_of(sizes, &parts)
            }
            Chunks::Split(split) => sites_of(sizes, split),
        }
    }

    /// `ends`, the parts at the start and at the end that hold the two
    /// ends, as whole chunks of these, if any.
    pub(super) fn ends_within(&self, (head, tail): (usize, usize)) -> Option<(usize, usize)> {
        let Chunks::Split(split) = self else {
            return Some((head, tail));
        };
        let len = split.last()?.end;
        let head = split.iter().take_while(|c| c.end <= head).count();
        let tail = split
            .iter()
            .rev()
            .take_while(|c| c.start + tail >= len)
            .count();
        (head > 0 && tail > 0).then_some((head, tail))
    }

    /// The parts in the chunks `kept`: a run of chunks is one run of
    /// parts, so this costs a step per run, not per part.
    pub(super) fn parts(&self, kept: &Subset) -> Subset {
        match self {
            Chunks::Parts(_) => kept.clone(),
            Chunks::Split(split) => {
                let runs = kept.ranges().iter();
                Subset::from_ranges(runs.map(|run| split[run.start].start..split[run.end - 1].end))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chunks_kept_tell_the_next_level_where_its_ends_lie() {
        let lines = Chunks::Split(vec![0..4, 4..10, 10..12]);
        // The first and the last line kept hold 4 and 2 characters.
        assert_eq!(lines.ends_of(&Subset::from_indices([0, 2])), Some((4, 2)));
        // One line kept tells no more than the whole; parts are the last
        // level.
        assert_eq!(lines.ends_of(&Subset::from_indices([1])), None);
        assert_eq!(Chunks::Parts(12).ends_of(&Subset::full(12)), None);
        // As words of those 12 characters: the words within the first 4
        // and within the last 2.
        let words = Chunks::Split(vec![0..2, 2..4, 4..7, 7..10, 10..12]);
        assert_eq!(words.ends_within((4, 2)), Some((2, 1)));
        assert_eq!(Chunks::Parts(12).ends_within((4, 2)), Some((4, 2)));
        // A chunk across the first line's end: nothing to tell.
        let across = Chunks::Split(vec![0..5, 5..12]);
        assert_eq!(across.ends_within((4, 2)), None);
    }
}
