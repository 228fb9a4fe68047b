//! The search for the smallest magnitude of a number that still fails,
//! past the probes of [`Session::lower`](super::session::Session): it
//! gallops up from the largest magnitude known to pass (+2, +4, +8, ...)
//! and down from the smallest known to fail (-1, -2, -4, ...), in turns,
//! then halves the gap once a gallop has crossed it.
//!
//! Halving from the top costs the logarithm of the start whatever the
//! result; galloping costs (about twice) the logarithm of the result's
//! distance from the nearer end. Results of shrinking sit near one end
//! far more often than in the middle: a value that fails whatever it is
//! goes to 0 or 1, and one bounded by a threshold it has nearly reached
//! (`892` where `885` is the least that fails) stays near the start. As
//! Hypothesis's shrinker tries small values and small steps first, so does
//! this; a result in the middle costs at most about three times what
//! halving would.

/// The state of one search.
pub(super) struct Gallop {
    /// The largest magnitude known to pass, once one is.
    low: Option<u128>,
    /// The smallest magnitude known to fail.
    high: u128,
    /// The next steps up and down, while galloping.
    steps: Option<(u128, u128)>,
    /// Whether the last gallop went up.
    went_up: bool,
    /// The magnitude asked for last, and whether by a gallop up (`true`)
    /// or down (`false`), or by halving (`None`).
    asked: Option<(u128, Option<bool>)>,
}

impl Gallop {
    /// A search below `magnitude`, which fails.
    pub(super) fn new(magnitude: u128) -> Self {
        Gallop {
            low: None,
            high: magnitude,
            steps: Some((2, 1)),
            went_up: false,
            asked: None,
        }
    }

    /// The next magnitude to try, if the search is not over. It starts
    /// once a magnitude is known to pass.
    pub(super) fn next(&mut self) -> Option<u128> {
        let low = self.low?;
        if self.high - low < 2 {
            return None;
        }
        if let Some((up, down)) = self.steps {
            let up_to = low.saturating_add(up);
            let down_to = self.high.saturating_sub(down);
            let (up_fits, down_fits) = (up_to < self.high, down_to > low);
            if up_fits || down_fits {
                self.went_up = match (up_fits, down_fits) {
                    (true, true) => !self.went_up,
                    (up_fits, _) => up_fits,
                };
                let to = if self.went_up { up_to } else { down_to };
                self.asked = Some((to, Some(self.went_up)));
                return Some(to);
            }
            self.steps = None;
        }
        let to = low + (self.high - low) / 2;
        self.asked = Some((to, None));
        Some(to)
    }

    /// `to` failed: a gallop down goes on, one up has crossed.
    pub(super) fn failed(&mut self, to: u128) {
        self.high = self.high.min(to);
        self.after(to, false);
    }

    /// `to` passed: a gallop up goes on, one down has crossed.
    pub(super) fn passed(&mut self, to: u128) {
        self.low = Some(self.low.map_or(to, |low| low.max(to)));
        self.after(to, true);
    }

    /// Doubles the step of a gallop that goes on; ends galloping when one
    /// crossed. Probes (not asked for here) change only the bounds.
    fn after(&mut self, to: u128, passed: bool) {
        let gallop = match self.asked.take() {
            Some((asked, gallop)) if asked == to => gallop,
            _ => return,
        };
        match (gallop, &mut self.steps) {
            (Some(true), Some((up, _))) if passed => *up = up.saturating_mul(2),
            (Some(false), Some((_, down))) if !passed => *down = down.saturating_mul(2),
            (Some(_), steps) => *steps = None,
            (None, _) => {}
        }
    }
}

/// What can run ahead of a search below `magnitude`, `jobs` at most (but
/// the probes always): the probes, then the first gallops up from 1, as
/// if each passed.
pub(super) fn ahead(probes: &[u128], magnitude: u128, jobs: usize) -> Vec<u128> {
    let ups = std::iter::successors(Some((1u128, 2u128)), |&(low, step)| {
        Some((low.checked_add(step)?, step.checked_mul(2)?))
    })
    .skip(1)
    .map(|(to, _)| to)
    .take_while(|&to| to.saturating_add(1) < magnitude);
    let count = jobs.max(probes.len());
    probes.iter().copied().chain(ups).take(count).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The magnitudes tried to find `least` (the smallest that fails)
    /// below `start`, after the probes: one less, which failed, and 1,
    /// which passed.
    fn tried(start: u128, least: u128) -> Vec<u128> {
        let mut search = Gallop::new(start);
        search.failed(start - 1);
        search.passed(1);
        let mut tried = Vec::new();
        while let Some(to) = search.next() {
            tried.push(to);
            match to >= least {
                true => search.failed(to),
                false => search.passed(to),
            }
        }
        assert_eq!(search.high, least, "tried {tried:?}");
        tried
    }

    #[test]
    fn a_result_near_either_end_costs_the_log_of_its_distance() {
        assert!(tried(650_434, 2).len() <= 3, "{:?}", tried(650_434, 2));
        assert!(tried(4_000_000_000, 37).len() <= 14);
        // Near the top, as near as halving from the top (ten).
        assert!(tried(892, 885).len() <= 11, "{:?}", tried(892, 885));
        assert!(tried(1 << 40, (1 << 40) - 5).len() <= 10);
        // In the middle: at most about three times halving's 32.
        assert!(tried(1 << 32, 1 << 31).len() <= 96);
    }

    #[test]
    fn every_least_magnitude_is_found() {
        for start in 3..40 {
            for least in 2..start {
                tried(start, least);
            }
        }
    }

    #[test]
    fn the_probes_always_run_ahead_and_gallops_fill_the_jobs() {
        assert_eq!(ahead(&[0, 99, 1], 100, 1), [0, 99, 1]);
        assert_eq!(ahead(&[0, 99, 1], 100, 6), [0, 99, 1, 3, 7, 15]);
        assert_eq!(ahead(&[0, 3, 1], 4, 8), [0, 3, 1]);
    }
}
