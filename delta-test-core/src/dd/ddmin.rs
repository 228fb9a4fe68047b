//! The chapter's plain `ddmin`: complements only, contiguous chunks.

use super::search::{Ended, Search, Step};
use crate::outcome::Outcome;
use crate::subset::Subset;

/// `ddmin` on `0..len`, whose full input is known to fail.
#[derive(Clone)]
pub(crate) struct Ddmin {
    input: Subset,
    n: usize,
    /// The complements of this round's chunks, in order.
    round: Vec<Subset>,
    /// Whether the single part left is being tried away (the last step).
    last: bool,
    done: bool,
}

impl Ddmin {
    /// `ddmin` on `0..len`.
    pub(crate) fn new(len: usize) -> Self {
        Ddmin {
            input: Subset::full(len),
            n: 2,
            round: Vec::new(),
            last: false,
            done: false,
        }
    }
}

impl Search for Ddmin {
    fn fork(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }

    fn ask(&mut self, _: &mut dyn FnMut(Step<'_>)) -> Option<Vec<Subset>> {
        if self.done {
            return None;
        }
        let size = self.input.len();
        if size < 2 {
            // A single part left: removing it is the one cut not tried
            // yet, and 1-minimality needs it (the empty input may fail too).
            if size == 1 && !self.last {
                self.last = true;
                return Some(vec![Subset::empty()]);
            }
            self.done = true;
            return None;
        }
        let chunk = size / self.n;
        self.round.clear();
        let mut start = 0;
        while start < size {
            // The positions of `input` outside [start, start + chunk).
            let keep = Subset::from_ranges([0..start, (start + chunk).min(size)..size]);
            self.round.push(self.input.compose(&keep));
            start += chunk;
        }
        Some(self.round.clone())
    }

    fn tell(&mut self, index: usize, outcome: Outcome, _: &mut dyn FnMut(Step<'_>)) -> bool {
        if self.last {
            if outcome == Outcome::Fail {
                self.input = Subset::empty();
            }
            self.done = true;
            return false;
        }
        if outcome == Outcome::Fail {
            self.input = self.round[index].clone();
            self.n = (self.n - 1).max(2);
            return false;
        }
        if index + 1 < self.round.len() {
            return true;
        }
        if self.n == self.input.len() {
            // No single part can go.
            self.done = true;
        } else {
            self.n = (self.n * 2).min(self.input.len());
        }
        false
    }

    fn ended(&self, complete: bool) -> Ended {
        Ended::Isolated {
            passing: Subset::empty(),
            failing: self.input.clone(),
            complete,
        }
    }
}
