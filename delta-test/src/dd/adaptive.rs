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
//! The parts are scanned from the left. At the cursor, a block of the next
//! parts is tried away: when the candidate still fails, the block goes and
//! the next block is four times larger (long clean stretches cost few
//! tests); when it does not, a binary search finds the block's leftmost
//! needed part, deleting the clean parts before it on the way, and the
//! cursor moves past it. The next block is as large as the gap the last
//! needed part was found after: needed parts come at some rate, and the
//! block size follows it (and after a clean block, never falls below the
//! average gap so far). The whole input is known to fail and taken to hold
//! a needed part, so the first search starts at once, without testing the
//! empty input (if the empty input fails after all, the last step finds it).
//!
//! A scan proves nothing about a predicate that is not monotone (a part
//! found needed early may be removable once later parts are gone), so a
//! final sweep tries each remaining part alone, until none can go: the
//! result is 1-minimal whatever the test does. For a monotone test most of
//! these are the `k` proofs the bound counts; those already tested on the
//! final set are answered from the cache.

use super::search::{Ended, Search, Step};
use crate::outcome::Outcome;
use crate::subset::Subset;

/// How much larger the next block is after a clean one.
const GROWTH: usize = 4;

/// Where the scan is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Trying away the block of `size` parts at the cursor.
    Block {
        size: usize,
    },
    /// Looking for the leftmost needed part among the `size` parts at
    /// `at`; the block began at the original index `start`.
    Search {
        at: usize,
        size: usize,
        start: usize,
    },
    /// Trying away each remaining part, from `at`; `changed` when one went
    /// in this pass.
    Sweep {
        at: usize,
        changed: bool,
    },
    Done,
}

/// Adaptive group testing on `0..len`, whose full input is known to fail.
pub(crate) struct Adaptive {
    /// The parts kept, as indices of the original input.
    kept: Subset,
    /// The position in `kept` before which every part was found needed.
    cursor: usize,
    /// How many needed parts the scan has found.
    found: usize,
    /// The size of the next block.
    next_block: usize,
    phase: Phase,
    /// The candidate asked about, and the size it removes.
    asked: Option<(Subset, usize)>,
}

impl Adaptive {
    /// The strategy on `0..len`.
    pub(crate) fn new(len: usize) -> Self {
        Adaptive {
            kept: Subset::full(len),
            cursor: 0,
            found: 0,
            next_block: len,
            // The whole input fails and is taken to need a part: search it.
            phase: match len {
                0 => Phase::Done,
                _ => Phase::Search {
                    at: 0,
                    size: len,
                    start: 0,
                },
            },
            asked: None,
        }
    }

    /// `kept` without its parts at positions `from..from + size`.
    fn without(&self, from: usize, size: usize) -> Subset {
        let block = self
            .kept
            .compose(&Subset::from_ranges(std::iter::once(from..from + size)));
        self.kept.difference(&block)
    }

    /// The original index of the part at `position` of `kept`.
    fn index_at(&self, position: usize) -> usize {
        self.kept
            .compose(&Subset::from_indices([position]))
            .iter()
            .next()
            .expect("the position is within the kept parts")
    }

    /// The phase after the scan found the needed part at `at`, `gap` parts
    /// of the original after the block's start.
    fn found_at(&mut self, at: usize, gap: usize) {
        self.found += 1;
        self.cursor = at + 1;
        self.next_block = gap.max(1);
        self.phase = self.scan();
    }

    /// The next step of the scan, at the cursor.
    fn scan(&self) -> Phase {
        let rest = self.kept.len() - self.cursor;
        match rest {
            0 => Phase::Sweep {
                at: 0,
                changed: false,
            },
            _ => Phase::Block {
                size: self.next_block.clamp(1, rest),
            },
        }
    }
}

impl Search for Adaptive {
    fn ask(&mut self, _: &mut dyn FnMut(Step<'_>)) -> Option<Vec<Subset>> {
        loop {
            let (candidate, removed) = match self.phase {
                Phase::Done => return None,
                Phase::Block { size } => (self.without(self.cursor, size), size),
                Phase::Search { at, size, start } => {
                    if size <= 1 {
                        // Found: the only part left of a block that holds one.
                        let gap = self.index_at(at) - start;
                        self.found_at(at, gap);
                        continue;
                    }
                    let half = size / 2;
                    (self.without(at, half), half)
                }
                Phase::Sweep { at, changed } => {
                    if at >= self.kept.len() {
                        self.phase = match changed {
                            true => Phase::Sweep {
                                at: 0,
                                changed: false,
                            },
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
            Phase::Block { size } if fails => {
                // Clean: the next block is larger, and not below the
                // average gap between needed parts so far.
                let seen = match self.cursor {
                    0 => 0,
                    cursor => self.index_at(cursor - 1) + 1,
                };
                let average_gap = seen.checked_div(self.found).unwrap_or(0);
                self.next_block = (size * GROWTH).max(average_gap);
                self.scan()
            }
            Phase::Block { size } => Phase::Search {
                at: self.cursor,
                size,
                start: self.index_at(self.cursor),
            },
            Phase::Search { at, size, start } => match fails {
                // The first `removed` were clean: the needed part is after.
                true => Phase::Search {
                    at,
                    size: size - removed,
                    start,
                },
                false => Phase::Search {
                    at,
                    size: removed,
                    start,
                },
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

    fn ended(&self, complete: bool) -> Ended {
        Ended::Isolated {
            passing: Subset::empty(),
            failing: self.kept.clone(),
            complete,
        }
    }
}
