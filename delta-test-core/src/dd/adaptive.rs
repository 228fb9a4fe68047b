//! The default strategy: adaptive group testing.
//!
//! A reduction is a search for the few parts a failure needs among many
//! that it does not. Testing the input without a block of parts tells
//! whether the block holds a needed part: the candidate still fails (the
//! block was clean, and goes) or it does not (the block holds one). This is
//! group testing, and generalised binary splitting (Hwang) finds `k` needed
//! parts of `n` in about `k·log2(n/k) + O(k)` tests, against the bound of
//! `log2 C(n, k) + k`; `ddmin`'s fixed halving spends several times that
//! when the needed parts are scattered.
//!
//! First the two ends: a binary search finds the leftmost needed part,
//! deleting the clean parts before it on the way, and, unless everything
//! after it is clean, another finds the rightmost, deleting the clean parts
//! after it. The whole input is known to fail and taken to hold a needed
//! part, so the first search starts at once, without testing the empty
//! input (if the empty input fails after all, the last step finds it).
//! Clearing both ends first means that the parts found later are proved
//! needed on a set close to the final one, so few proofs go stale.
//!
//! Then the interior, from the left. At the cursor, a block of the next
//! parts is tried away, the whole interior first (unless the two ends lie
//! within a part or two of the input's own ends: needed parts are dense
//! there, and the first block is as large as those gaps): when the candidate still
//! fails, the block goes and the next block is four times larger (long
//! clean stretches cost few tests); when it does not, a binary search finds
//! the block's leftmost needed part and the cursor moves past it. The next
//! block is as large as the gap the last needed part was found after:
//! needed parts come at some rate, and the block size follows it (after a
//! clean block, never below the average gap so far).
//!
//! A scan proves nothing about a predicate that is not monotone (a part
//! found needed early may be removable once later parts are gone), so a
//! final sweep tries each remaining part alone, until none can go: the
//! result is 1-minimal whatever the test does. For a monotone test most of
//! these are the `k` proofs the bound counts; those already tested on the
//! final set are answered from the cache.
//!
//! A coarse split (a text's lines, or words) that a finer one follows is
//! searched without that sweep ([`Adaptive::at_level`]): the finer level proves its
//! own result 1-minimal part by part, so proving each coarse chunk first
//! would only spend tests that the finer level spends again. A coarse split
//! left with one chunk then costs no test at all. And each chunk a coarse
//! level keeps holds a needed part, so the finer level looks for its
//! leftmost needed part in the first chunk and its rightmost in the last.

use super::level::Level;
use super::search::{Ended, Search, Step};
use crate::outcome::Outcome;
use crate::subset::Subset;

/// How much larger the next block is after a clean one.
const GROWTH: usize = 4;

/// The largest average gap at the two ends for which the interior is taken
/// to be dense, and scanned in blocks from the start (see
/// [`Adaptive::first_block`]).
const DENSE: usize = 2;

/// Where the strategy is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Looking for the leftmost needed part among the `size` parts at
    /// `at`; the block began at the original index `start`. In the
    /// interior, once `left` is known.
    Leftmost {
        at: usize,
        size: usize,
        start: usize,
    },
    /// Trying away everything after the leftmost needed part.
    Rest,
    /// Looking for the rightmost needed part among the `size` parts at
    /// `at`.
    Rightmost {
        at: usize,
        size: usize,
    },
    /// Trying away the block of `size` parts at the cursor, in the interior.
    Block {
        size: usize,
    },
    /// Trying away each remaining part, from `at`; `changed` when one went
    /// in this pass.
    Sweep {
        at: usize,
        changed: bool,
    },
    Done,
}

/// The interior found by [`Adaptive::dirty_interior`].
pub(super) struct Interior {
    /// The parts kept.
    pub(super) kept: Subset,
    /// The interior's positions in `kept`, between the two needed ends.
    pub(super) positions: std::ops::Range<usize>,
    /// The original indices of the leftmost and rightmost needed parts.
    pub(super) left: usize,
    pub(super) right: usize,
}

/// Adaptive group testing on `0..len`, whose full input is known to fail.
#[derive(Clone)]
pub(crate) struct Adaptive {
    /// How many parts the original input has.
    len: usize,
    /// The parts kept, as indices of the original input.
    kept: Subset,
    /// The original index of the leftmost needed part, once found.
    left: Option<usize>,
    /// The position in `kept` up to which the interior was scanned.
    cursor: usize,
    /// The position in `kept` of the rightmost needed part: the interior
    /// ends there.
    end: usize,
    /// How many needed parts were found in the interior, the two ends
    /// counted as one.
    found: usize,
    /// The size of the next block.
    next_block: usize,
    phase: Phase,
    /// The candidate asked about, and how many parts it removes.
    asked: Option<(Subset, usize)>,
    /// Whether the search ends with the sweep that proves its result
    /// 1-minimal (not on a coarse split, see [`Adaptive::at_level`]).
    sweeps: bool,
    /// How many of the last parts are known to hold the rightmost needed
    /// part, if the level before told (see [`Adaptive::at_level`]).
    tail: Option<usize>,
}

impl Adaptive {
    /// The strategy on `0..len`.
    pub(crate) fn new(len: usize) -> Self {
        Adaptive {
            len,
            kept: Subset::full(len),
            left: None,
            cursor: 0,
            end: len,
            found: 0,
            next_block: 1,
            // The whole input fails and is taken to need a part: search it.
            phase: match len {
                0 => Phase::Done,
                _ => Phase::Leftmost {
                    at: 0,
                    size: len,
                    start: 0,
                },
            },
            asked: None,
            sweeps: true,
            tail: None,
        }
    }

    /// The strategy on `0..len`, one level of a nested reduction. On a
    /// coarse split that a finer split of the same sequence follows, it
    /// ends when the scan does, without the final sweep, as the finer level
    /// proves its own result 1-minimal (each part tried alone), which a
    /// sweep over the chunks would only anticipate at a test per chunk.
    /// Where the level before tells in which parts the two ends lie, the
    /// binary searches for them start there, and the test of everything
    /// after the leftmost needed part, which cannot go, is not asked.
    pub(crate) fn at_level(len: usize, level: Level) -> Self {
        let mut search = Adaptive {
            sweeps: !level.coarse,
            ..Adaptive::new(len)
        };
        let ends = level
            .ends
            .filter(|&(head, tail)| head > 0 && tail > 0 && head + tail <= len);
        if let Some((head, tail)) = ends {
            search.phase = Phase::Leftmost {
                at: 0,
                size: head,
                start: 0,
            };
            search.tail = Some(tail);
        }
        search
    }

    /// The strategy on `0..len` whose every part is taken to be needed:
    /// only the sweep that tries each part alone (see [`Sites`], which
    /// proves a combination of searches 1-minimal with it).
    ///
    /// [`Sites`]: super::sites::Sites
    pub(crate) fn sweeping(len: usize) -> Self {
        let search = Adaptive::new(len);
        Adaptive {
            phase: match len {
                0 => Phase::Done,
                _ => search.sweep(),
            },
            ..search
        }
    }

    /// The parts kept so far, which fail (or all of them, untested).
    pub(super) fn kept(&self) -> &Subset {
        &self.kept
    }

    /// `kept` without its parts at positions `from..from + size`.
    fn without(&self, from: usize, size: usize) -> Subset {
        without(&self.kept, from, size)
    }

    /// The original index of the part at `position` of `kept`.
    fn index_at(&self, position: usize) -> usize {
        self.kept
            .compose(&Subset::from_indices([position]))
            .iter()
            .next()
            .expect("the position is within the kept parts")
    }

    /// The phase after a needed part was found at position `at`, `gap`
    /// parts of the original after the start of the block it was in.
    fn found_at(&mut self, at: usize, gap: usize) -> Phase {
        if self.left.is_none() {
            self.left = Some(self.index_at(at));
            self.cursor = at + 1;
            let rest = self.kept.len() - self.cursor;
            return match self.tail {
                _ if rest == 0 => self.sweep(),
                // The rest holds the rightmost needed part: it cannot all
                // go, and the search for that part starts where it lies.
                Some(tail) if tail <= rest => Phase::Rightmost {
                    at: self.kept.len() - tail,
                    size: tail,
                },
                _ => Phase::Rest,
            };
        }
        self.found += 1;
        self.cursor = at + 1;
        self.next_block = gap.max(1);
        self.scan()
    }

    /// Once the two ends are found and the interior between them is known
    /// to hold a needed part (its first block, all of it, did not go): where
    /// a strategy that searches the interior its own way takes over (the
    /// [`Waves`](super::waves::Waves)).
    pub(super) fn dirty_interior(&self) -> Option<Interior> {
        let left = self.left?;
        match self.phase {
            Phase::Leftmost { at, .. } if self.found == 1 && at == self.cursor => Some(Interior {
                kept: self.kept.clone(),
                positions: self.cursor..self.end,
                left,
                right: self.index_at(self.end),
            }),
            _ => None,
        }
    }

    /// The interior's first block, once both ends are found: all of it,
    /// unless the ends lie at most a part or two from the input's own ends.
    /// Needed parts are likely as dense inside (as in a short line that a
    /// crash needs nearly whole), so a test of the whole interior would
    /// most likely not go, and then cost a binary search for its first
    /// needed part: blocks as large as the gaps at the ends try them in
    /// fewer tests.
    fn first_block(&self) -> usize {
        let left = self.left.unwrap_or(0);
        let right = self.len - 1 - self.index_at(self.end);
        let gap = (left + right) / 2 + 1;
        match gap <= DENSE {
            true => gap,
            false => self.end - self.cursor,
        }
    }

    /// The next step of the interior's scan, at the cursor.
    fn scan(&self) -> Phase {
        match self.end.saturating_sub(self.cursor) {
            0 => self.sweep(),
            rest => Phase::Block {
                size: self.next_block.clamp(1, rest),
            },
        }
    }

    /// The final sweep, or the end on a coarse split.
    fn sweep(&self) -> Phase {
        match self.sweeps {
            true => Phase::Sweep {
                at: 0,
                changed: false,
            },
            false => Phase::Done,
        }
    }

    /// How many of the parts are needed, per part, as far as the search
    /// has seen: the needed parts found per part scanned, or, before the
    /// interior, one in the parts up to the leftmost; unknown before that.
    fn density(&self) -> Option<f64> {
        let left = self.left?;
        let scanned = self.cursor.clamp(1, self.kept.len().max(1)) - 1;
        let (found, seen) = match self.found {
            0 => (1, left + 1),
            _ if self.kept.is_empty() => return None,
            found => (found, (self.index_at(scanned) + 1).saturating_sub(left)),
        };
        Some((found as f64 / seen.max(1) as f64).min(1.0))
    }

    /// The next block after a clean one of `size`: larger, and not below
    /// the average gap between the needed parts found so far.
    fn after_clean(&self, size: usize) -> usize {
        let left = self.left.unwrap_or(0);
        let seen = self.index_at(self.cursor - 1) + 1 - left;
        (size * GROWTH).max(seen / self.found.max(1))
    }
}

/// `kept` without its parts at positions `from..from + size`.
fn without(kept: &Subset, from: usize, size: usize) -> Subset {
    let block = kept.compose(&Subset::from_ranges(std::iter::once(from..from + size)));
    kept.difference(&block)
}

impl Search for Adaptive {
    fn fork(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }

    fn ask(&mut self, _: &mut dyn FnMut(Step<'_>)) -> Option<Vec<Subset>> {
        loop {
            let (candidate, removed) = match self.phase {
                Phase::Done => return None,
                Phase::Leftmost { at, size, start } => {
                    if size <= 1 {
                        // Found: the only part left of a block that holds one.
                        let gap = self.index_at(at) - start;
                        self.phase = self.found_at(at, gap);
                        continue;
                    }
                    let half = size / 2;
                    (self.without(at, half), half)
                }
                Phase::Rest => {
                    let rest = self.kept.len() - self.cursor;
                    (self.without(self.cursor, rest), rest)
                }
                Phase::Rightmost { at, size } => {
                    if size <= 1 {
                        // The interior lies between the two ends.
                        self.end = at;
                        self.found = 1;
                        self.next_block = self.first_block();
                        self.phase = self.scan();
                        continue;
                    }
                    let half = size / 2;
                    (self.without(at + size - half, half), half)
                }
                Phase::Block { size } => (self.without(self.cursor, size), size),
                Phase::Sweep { at, changed } => {
                    if at >= self.kept.len() {
                        self.phase = match changed {
                            true => self.sweep(),
                            false => Phase::Done,
                        };
                        continue;
                    }
                    (self.without(at, 1), 1)
                }
            };
            self.asked = Some((candidate.clone(), removed));
            return Some(vec![candidate]);
        }
    }

    fn tell(&mut self, _: usize, outcome: Outcome, _: &mut dyn FnMut(Step<'_>)) -> bool {
        let (candidate, removed) = self.asked.take().expect("told about what was asked");
        let fails = outcome == Outcome::Fail;
        if fails {
            self.kept = candidate;
        }
        self.phase = match self.phase {
            Phase::Leftmost { at, size, start } => match fails {
                // The first `removed` were clean: the needed part is after.
                true => {
                    if self.left.is_some() {
                        self.end -= removed;
                    }
                    Phase::Leftmost {
                        at,
                        size: size - removed,
                        start,
                    }
                }
                false => Phase::Leftmost {
                    at,
                    size: removed,
                    start,
                },
            },
            // Everything after the leftmost needed part was clean.
            Phase::Rest if fails => self.sweep(),
            Phase::Rest => Phase::Rightmost {
                at: self.cursor,
                size: self.kept.len() - self.cursor,
            },
            Phase::Rightmost { at, size } => match fails {
                // The last `removed` were clean: the needed part is before.
                true => Phase::Rightmost {
                    at,
                    size: size - removed,
                },
                false => Phase::Rightmost {
                    at: at + size - removed,
                    size: removed,
                },
            },
            Phase::Block { size } if fails => {
                self.end -= size;
                self.next_block = self.after_clean(size);
                self.scan()
            }
            Phase::Block { size } => Phase::Leftmost {
                at: self.cursor,
                size,
                start: self.index_at(self.cursor),
            },
            Phase::Sweep { at, changed } => match fails {
                true => Phase::Sweep { at, changed: true },
                false => Phase::Sweep {
                    at: at + 1,
                    changed,
                },
            },
            Phase::Done => Phase::Done,
        };
        false
    }

    /// In the sweep, the parts after the one asked about, each alone, as
    /// if each went on passing: the parts left by the scan are needed ones
    /// (all of them, for a monotone test), so a sweep's questions are
    /// nearly certain, where the generic plan would also bet on failures
    /// at every step. Elsewhere, the generic plan.
    fn plan(
        &self,
        _index: usize,
        n: usize,
        _fails: f64,
        known: &mut dyn FnMut(&Subset) -> Option<Outcome>,
    ) -> Option<Vec<Subset>> {
        let Phase::Sweep { mut at, .. } = self.phase else {
            return None;
        };
        let mut kept = self.kept.clone();
        let mut planned = Vec::new();
        while planned.len() < n && at < kept.len() {
            let candidate = without(&kept, at, 1);
            match known(&candidate) {
                Some(Outcome::Fail) => kept = candidate,
                Some(_) => at += 1,
                None => {
                    planned.push(candidate);
                    at += 1;
                }
            }
        }
        Some(planned)
    }

    /// From the density of needed parts (see [`Adaptive::density`]): a
    /// block is clean with the chance that none of its parts is needed;
    /// the half of a block known to hold a needed part that a binary search
    /// removes, with the chance that only the other half holds any.
    fn fail_chance(&self) -> Option<f64> {
        let density = self.density()?;
        let clean = |parts: usize| (1.0 - density).powi(parts.min(i32::MAX as usize) as i32);
        let halving = |size: usize, removed: usize| {
            let (half, whole) = (clean(removed), clean(size));
            (whole < 1.0).then(|| (half - whole) / (1.0 - whole))
        };
        match self.phase {
            Phase::Block { size } => Some(clean(size)),
            Phase::Rest => Some(clean(self.kept.len() - self.cursor)),
            Phase::Leftmost { size, .. } => halving(size, size / 2),
            Phase::Rightmost { size, .. } => halving(size, size / 2),
            Phase::Sweep { .. } | Phase::Done => None,
        }
        .map(|chance| chance.clamp(0.02, 0.98))
    }

    fn ended(&self, complete: bool) -> Ended {
        Ended::Isolated {
            passing: Subset::empty(),
            failing: self.kept.clone(),
            complete,
        }
    }
}
