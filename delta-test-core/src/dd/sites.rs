//! [`Sites`]: one level of a nested reduction searched site by site, each
//! site's questions independent of the others'.
//!
//! After a coarse level (a text's lines) has kept a few chunks, the next
//! level's parts (the characters) fall into sites, one per chunk kept. A
//! site's search asked against the value the earlier sites left would wait
//! for all of them; asked against the value as the coarse level left it,
//! with only that site changed, it depends on no other site's answers. So
//! every site's next question is known at once, and a parallel driver runs
//! the next questions of as many sites as it has jobs, each of them certain
//! to be asked, where one binary search has one question in flight.
//!
//! The sites are searched in order, each as [`Adaptive`] on a coarse split
//! (no sweep). Then what each kept is combined, and the combination is
//! tested once, when more than one site changed: a test that is not
//! monotone may need a part of one site only while another site is whole.
//! If it passes, the level is searched whole, as without sites, from the
//! value the coarse level left (the sites' tests are lost, the result is
//! right). At the finest level, a sweep of the combination, each part
//! alone, proves it 1-minimal whatever the test does; for a monotone test
//! each part of the sweep passes, and all of them are planned at once.
//!
//! The tests and their order depend on the outcomes only, never on how
//! many ran ahead: the sites are told in order, the first site's search to
//! its end, then the second's.

use std::ops::Range;

use super::adaptive::Adaptive;
use super::level::Level;
use super::search::{branch_out, plan, Ahead, Branch, Ended, Search, Step};
use crate::outcome::Outcome;
use crate::subset::Subset;

/// The fewest sites searched apart: with fewer, a few questions at once do
/// not pay for the test of the combination and for a sweep that the
/// sites' own proofs do not shorten (see docs/benchmarks.md).
pub(crate) const FEWEST: usize = 4;

/// Where the search is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Searching the site of this index.
    Site(usize),
    /// Asking about the combination of what the sites kept.
    Combined,
    /// Searching the parts in `within` as a whole: the sweep of the
    /// combination, or the level without sites when the combination
    /// passed.
    Whole,
    Done,
}

/// One level's search, split into independent sites (see the module
/// docs).
#[derive(Clone)]
pub(crate) struct Sites {
    len: usize,
    /// Each site's parts, in order.
    sites: Vec<Subset>,
    /// Each site's search, over the site's own parts.
    searches: Vec<Adaptive>,
    /// The level, for the search without sites.
    level: Level,
    phase: Phase,
    /// The last batch asked, in the indices of the search that asked it.
    batch: Vec<Subset>,
    /// The combination of what the sites kept, once they are done.
    combined: Subset,
    /// The search over the parts in `within`, in the whole phase.
    whole: Adaptive,
    within: Subset,
}

impl Sites {
    /// The search of `0..len` at `level`, whose sites are `level.sites`
    /// (ranges of `0..len`, in order, not overlapping).
    pub(crate) fn new(len: usize, level: Level) -> Self {
        let sites: Vec<Subset> = level
            .sites
            .iter()
            .map(|site| Subset::from_ranges([site.clone()]))
            .collect();
        let coarse = Level {
            coarse: true,
            ..Level::default()
        };
        let searches = sites
            .iter()
            .map(|site| Adaptive::at_level(site.len(), coarse.clone()))
            .collect();
        Sites {
            len,
            sites,
            searches,
            level: Level {
                sites: Vec::new(),
                ..level
            },
            phase: Phase::Site(0),
            batch: Vec::new(),
            combined: Subset::full(len),
            whole: Adaptive::sweeping(0),
            within: Subset::empty(),
        }
    }

    /// The candidate of the whole input that `kept`, a subset of site
    /// `site`'s parts (by position), stands for: every other part kept.
    fn in_site(&self, site: usize, kept: &Subset) -> Subset {
        let parts = &self.sites[site];
        Subset::full(self.len)
            .difference(parts)
            .union(&parts.compose(kept))
    }

    /// The candidate of the whole input that `kept`, a subset of `within`
    /// (by position), stands for.
    fn in_whole(&self, kept: &Subset) -> Subset {
        self.within.compose(kept)
    }

    /// What the sites kept, together: every part that no site removed.
    fn combine(&self, searches: &[Adaptive]) -> Subset {
        let mut combined = Subset::full(self.len);
        for (site, search) in searches.iter().enumerate() {
            let removed = self.sites[site].difference(&self.in_site(site, search.kept()));
            combined = combined.difference(&removed);
        }
        combined
    }

    /// Starts searching the parts in `within` with `search`.
    fn start_whole(&mut self, within: Subset, search: Adaptive) {
        self.within = within;
        self.whole = search;
        self.phase = Phase::Whole;
    }

    /// Once the combination is known to fail: its sweep at the finest
    /// level, the end at a coarse one.
    fn accept_combined(&mut self) {
        let combined = self.combined.clone();
        match self.level.coarse {
            true => {
                self.within = combined;
                self.phase = Phase::Done;
            }
            false => {
                let sweep = Adaptive::sweeping(combined.len());
                self.start_whole(combined, sweep);
            }
        }
    }

    /// The candidates `plan` finds for the sites from `first` on: the next
    /// question of each site (certain to be asked, since no site's
    /// questions depend on another's answers), then more of each site's
    /// likely ones, up to `n`.
    fn plan_sites(
        &self,
        first: usize,
        index: usize,
        n: usize,
        fails: f64,
        known: &mut dyn FnMut(&Subset) -> Option<Outcome>,
    ) -> Vec<Subset> {
        let mut planned = Vec::new();
        let mut waiting = Vec::new();
        for site in first..self.sites.len() {
            if planned.len() >= n {
                break;
            }
            // The current site from its question; a later one from its
            // start, told the outcomes already known.
            let (batch, index) = match site == first {
                true => (self.batch.clone(), index),
                false => (Vec::new(), 0),
            };
            let mut branch = Branch {
                search: Box::new(self.searches[site].clone()),
                batch,
                index,
                chance: 1.0,
            };
            let mut in_site = |c: &Subset| known(&self.in_site(site, c));
            if let Some(next) = branch.advance(&mut in_site) {
                push_new(&mut planned, self.in_site(site, &next));
                waiting.push((site, branch));
            }
        }
        for (site, branch) in waiting {
            if planned.len() >= n {
                break;
            }
            let ahead = Ahead {
                search: &*branch.search,
                batch: &branch.batch,
                index: branch.index,
            };
            let mut in_site = |c: &Subset| known(&self.in_site(site, c));
            for c in plan(&ahead, n - planned.len() + 1, fails, &mut in_site) {
                push_new(&mut planned, self.in_site(site, &c));
            }
        }
        planned.truncate(n);
        planned
    }
}

/// Adds `candidate` to `planned` unless it is there already.
fn push_new(planned: &mut Vec<Subset>, candidate: Subset) {
    if !planned.contains(&candidate) {
        planned.push(candidate);
    }
}

impl Search for Sites {
    fn fork(&self) -> Box<dyn Search> {
        Box::new(self.clone())
    }

    fn ask(&mut self, log: &mut dyn FnMut(Step<'_>)) -> Option<Vec<Subset>> {
        loop {
            match self.phase {
                Phase::Site(site) if site == self.sites.len() => {
                    self.combined = self.combine(&self.searches);
                    let changed = (0..self.sites.len())
                        .filter(|&site| self.searches[site].kept().len() < self.sites[site].len())
                        .count();
                    // One site's result was tested; none is the input.
                    match changed {
                        0 | 1 => self.accept_combined(),
                        _ => self.phase = Phase::Combined,
                    }
                }
                Phase::Site(site) => match self.searches[site].ask(log) {
                    Some(batch) => {
                        let asked = batch.iter().map(|c| self.in_site(site, c)).collect();
                        self.batch = batch;
                        return Some(asked);
                    }
                    None => self.phase = Phase::Site(site + 1),
                },
                Phase::Combined => return Some(vec![self.combined.clone()]),
                Phase::Whole => match self.whole.ask(log) {
                    Some(batch) => {
                        let asked = batch.iter().map(|c| self.in_whole(c)).collect();
                        self.batch = batch;
                        return Some(asked);
                    }
                    None => {
                        self.within = self.in_whole(self.whole.kept());
                        self.phase = Phase::Done;
                    }
                },
                Phase::Done => return None,
            }
        }
    }

    fn tell(&mut self, index: usize, outcome: Outcome, log: &mut dyn FnMut(Step<'_>)) -> bool {
        match self.phase {
            Phase::Site(site) => self.searches[site].tell(index, outcome, log),
            Phase::Combined => {
                match outcome {
                    Outcome::Fail => self.accept_combined(),
                    // Not monotone: the level again, whole.
                    _ => {
                        let search = Adaptive::at_level(self.len, self.level.clone());
                        self.start_whole(Subset::full(self.len), search);
                    }
                }
                false
            }
            Phase::Whole => self.whole.tell(index, outcome, log),
            Phase::Done => false,
        }
    }

    /// The sites' next questions at once (see [`Sites::plan_sites`]); the
    /// combination with its sweep's first questions after it, as the
    /// combination of what the sites kept mostly fails.
    fn plan(
        &self,
        index: usize,
        n: usize,
        fails: f64,
        known: &mut dyn FnMut(&Subset) -> Option<Outcome>,
    ) -> Option<Vec<Subset>> {
        match self.phase {
            Phase::Site(site) => {
                let mut planned = self.plan_sites(site, index, n, fails, known);
                if planned.len() < n {
                    // The sites' last questions leave jobs free: what comes
                    // after them (the combination, the sweep's first parts),
                    // on the likeliest outcomes.
                    let batch: Vec<Subset> =
                        self.batch.iter().map(|c| self.in_site(site, c)).collect();
                    let ahead = Ahead {
                        search: self,
                        batch: &batch,
                        index,
                    };
                    for c in branch_out(&ahead, n, fails, known) {
                        if planned.len() < n {
                            push_new(&mut planned, c);
                        }
                    }
                }
                Some(planned)
            }
            Phase::Combined => {
                let mut after = self.clone();
                after.tell(0, Outcome::Fail, &mut |_| {});
                let mut planned = vec![self.combined.clone()];
                if after.ask(&mut |_| {}).is_some() {
                    let more = after.plan(0, n - 1, fails, known);
                    planned.extend(more.into_iter().flatten());
                }
                Some(planned)
            }
            Phase::Whole => {
                let ahead = Ahead {
                    search: &self.whole,
                    batch: &self.batch,
                    index,
                };
                let mut in_whole = |c: &Subset| known(&self.in_whole(c));
                let planned = plan(&ahead, n, fails, &mut in_whole);
                Some(planned.iter().map(|c| self.in_whole(c)).collect())
            }
            Phase::Done => None,
        }
    }

    /// The chance the search of the current site or of the whole gives.
    fn fail_chance(&self) -> Option<f64> {
        match self.phase {
            Phase::Site(site) => self.searches.get(site)?.fail_chance(),
            Phase::Whole => self.whole.fail_chance(),
            Phase::Combined | Phase::Done => None,
        }
    }

    /// Once done, what the level kept; stopped before, the smallest input
    /// known to fail: a site's result, or the current search's.
    fn ended(&self, complete: bool) -> Ended {
        let failing = match self.phase {
            Phase::Done => self.within.clone(),
            Phase::Whole => self.in_whole(self.whole.kept()),
            Phase::Site(_) | Phase::Combined => {
                let sites = self.searches.iter().enumerate();
                let tested = sites.map(|(site, search)| self.in_site(site, search.kept()));
                tested
                    .min_by_key(Subset::len)
                    .unwrap_or_else(|| Subset::full(self.len))
            }
        };
        Ended::Isolated {
            passing: Subset::empty(),
            failing,
            complete,
        }
    }
}

/// The sites of a level whose coarser level kept chunks of `sizes` parts,
/// in order: for each, the chunks of this level (`chunks`, consecutive
/// ranges of parts) that start within it, when two or more are not empty.
pub(crate) fn sites_of(sizes: &[usize], chunks: &[Range<usize>]) -> Vec<Range<usize>> {
    let mut sites = Vec::new();
    let (mut end, mut first) = (0, 0);
    for size in sizes {
        end += size;
        let last = first + chunks[first..].iter().take_while(|c| c.start < end).count();
        if last > first {
            sites.push(first..last);
        }
        first = last;
    }
    if sites.len() < FEWEST {
        sites.clear();
    }
    sites
}
