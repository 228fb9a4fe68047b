//! A sequence cut by the strategy's search: by each coarser split in turn
//! (a text's lines, then words), then by parts; its runs ahead planned by
//! the search, with the sites' and moves' to come.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::chunks::Chunks;
use super::current::{place_now, Current};
use super::key::Key;
use super::session::Session;
use crate::capture::TestResult;
use crate::dd::{drive_ahead, plan_distinct, Ahead, Ended, Level, Stop};
use crate::execute::Edit;
use crate::literal::Literal;
use crate::outcome::Outcome;
use crate::reduce::{Place, Reduce};
use crate::report::Event;
use crate::subset::Subset;

/// A smaller call that a search found: its value, its key, the edit that
/// makes it of the current call, and the chunks it kept.
type Found<A> = (A, Key, Edit, Subset);

impl<A, F, R> Session<'_, A, F>
where
    A: Reduce + Literal,
    F: FnMut(&A) -> R,
    R: TestResult,
{
    /// Cuts the sequence at `path`: by each coarser split in turn (a
    /// text's lines, then words), then by parts. Returns how many parts
    /// it left.
    pub(super) fn cut(&mut self, current: &mut Current<A>, path: &[usize]) -> Result<usize, Stop> {
        let like = Place::parts(0);
        // How many chunks the last split kept: the next split is finer.
        let mut kept = 0;
        // How many parts the first and the last chunk it kept hold.
        let mut ends = None;
        // How many parts each chunk it kept holds.
        let mut sizes = Vec::new();
        // The levels searched so far, for observers.
        let mut done = 0;
        while let Some(Place::Parts { len, coarse }) = place_now(&current.value, path, &like) {
            // Counted on what is left to search: a split the value lost
            // (a text left with one line) is no level.
            let left = coarse.iter().filter(|split| split.len() > kept).count();
            let finer = coarse.into_iter().find(|split| split.len() > kept);
            let last = finer.is_none();
            let chunks = finer.map_or(Chunks::Parts(len), Chunks::Split);
            done += 1;
            if self.listening() {
                self.emit(Event::Level {
                    level: done,
                    levels: done + left,
                    chunks: chunks.len(),
                });
            }
            let level = Level {
                coarse: !last,
                ends: ends.and_then(|ends| chunks.ends_within(ends)),
                sites: chunks.sites(&sizes),
            };
            let (found, complete) = self.search(current, path, &chunks, level)?;
            let left = match &found {
                Some((.., left)) => left.clone(),
                None => Subset::full(chunks.len()),
            };
            kept = left.len();
            ends = chunks.ends_of(&left);
            sizes = chunks.sizes_of(&left);
            if let Some((value, key, edit, _)) = found {
                current.accept(value, key, edit);
            }
            if !complete {
                // A budget stopped the search: what it found is kept, but
                // the place is not done.
                return Err(Stop);
            }
            if last {
                break;
            }
        }
        Ok(kept)
    }

    /// Runs the strategy's search over `chunks` of the sequence at `path`,
    /// at `level`: the smaller call it found, if any, with the chunks kept,
    /// and whether the search ran to its end (a budget may stop it after it
    /// found one).
    fn search(
        &mut self,
        current: &Current<A>,
        path: &[usize],
        chunks: &Chunks,
        level: Level,
    ) -> Result<(Option<Found<A>>, bool), Stop> {
        let parts = |c: &Subset| chunks.parts(c);
        let (strategy, partition) = (self.debugger.strategy, self.debugger.partition);
        let mut search = strategy.level_search(partition, chunks.len(), level);
        // With several runners, the keys made of this call outlive the
        // search (see `Session::keys`), probes into sites to come included.
        let made = (self.debugger.runners.len() >= 2).then(|| Rc::clone(&self.keys));
        // The test and the planning ahead take turns with the session.
        let session = RefCell::new(&mut *self);
        let edit_of = |c: &Subset| Edit::keep(path, &parts(c));
        let value_of = |c: &Subset| current.value.keep(path, &parts(c));
        // A candidate comes up again and again (planned, then tested, and
        // asked again by each probe into a site to come): its key, which
        // hashes the whole call, is made once.
        let keys: RefCell<HashMap<Subset, Key>> = RefCell::new(HashMap::new());
        let slot = |c: &Subset| (current.key, current.apart, edit_of(c));
        let key_made = |c: &Subset| {
            let known = keys.borrow().get(c).copied();
            known.or_else(|| {
                let made = made.as_ref()?.borrow().get(&slot(c)).copied()?;
                keys.borrow_mut().insert(c.clone(), made);
                Some(made)
            })
        };
        let key = |c: &Subset, value: &A| {
            key_made(c).unwrap_or_else(|| {
                let slot = slot(c);
                let key = Self::key_after(current, value, &slot.2);
                keys.borrow_mut().insert(c.clone(), key);
                if let Some(made) = &made {
                    made.borrow_mut().insert(slot, key);
                }
                key
            })
        };
        // The value of a candidate planned ahead, made to key it, until it
        // runs (building a large call costs about as much as hashing it).
        let planned: RefCell<HashMap<Subset, A>> = RefCell::new(HashMap::new());
        let value_for = |c: &Subset| {
            let kept = planned.borrow_mut().remove(c);
            kept.unwrap_or_else(|| value_of(c))
        };
        let mut test = |c: &Subset| {
            if c.len() == chunks.len() {
                // The current call, which fails (the chapter's `dd` asks;
                // as an accepted value it would read as passing).
                return Ok(Outcome::Fail);
            }
            // A question answered before (a probe walks the search again
            // from its start) needs no value.
            let answered = key_made(c).and_then(|key| session.borrow().answered(current, key));
            if let Some(outcome) = answered {
                return Ok(outcome);
            }
            let value = value_for(c);
            let key = key(c, &value);
            let outcome = session
                .borrow_mut()
                .try_keyed(current, &value, key, &edit_of(c));
            outcome.map(|(outcome, _)| outcome)
        };
        let mut ahead = |ahead: &Ahead<'_>| {
            let mut session = session.borrow_mut();
            if session.jobs() < 2 {
                return;
            }
            // The values planned last time and not run are not asked now.
            planned.borrow_mut().clear();
            let key_of = |c: &Subset| {
                key_made(c).unwrap_or_else(|| {
                    let value = value_of(c);
                    let key = key(c, &value);
                    planned.borrow_mut().insert(c.clone(), value);
                    key
                })
            };
            let asked = &ahead.batch[ahead.index];
            if asked.len() == chunks.len() || session.known_after(current, key_of(asked)).is_some()
            {
                return;
            }
            let certain = session.questions_to_come(current);
            // The search's own guesses fill the jobs the questions to
            // come leave (one at least: the question asked now).
            let wanted = session.jobs().saturating_sub(certain.len()).max(1);
            let fails = session.fail_chance();
            let mut known = |c: &Subset| match c.len() == chunks.len() {
                true => Some(Outcome::Fail),
                false => session.known_after(current, key_of(c)),
            };
            let planned_now = plan_distinct(ahead, wanted, fails, &mut known, &mut |c| key_of(c));
            let fresh = planned_now.into_iter().map(|(c, key)| {
                let edits = current.edits_after(&edit_of(&c));
                (value_for(&c), key, edits)
            });
            session.run_ahead_apart(certain, fresh.collect());
        };
        let ended = drive_ahead(&mut *search, &mut test, &mut |_| {}, &mut ahead);
        let Ended::Isolated {
            failing, complete, ..
        } = ended
        else {
            unreachable!("a minimising search starts from a failing call: {ended:?}")
        };
        let found = (failing.len() < chunks.len()).then(|| {
            let kept = parts(&failing);
            let value = current.value.keep(path, &kept);
            let edit = Edit::keep(path, &kept);
            (Self::key_after(current, &value, &edit), value, edit)
        });
        let found = found.map(|(key, value, edit)| (value, key, edit, failing));
        match complete || found.is_some() {
            // Keep what was found before the budget ran out.
            true => Ok((found, complete)),
            false => Err(Stop),
        }
    }
}
