//! Values walked apart: the values inside one value (the lines of a
//! `Vec<String>`, the fields of a struct of lists), each walked as a *site*
//! against the call as it was before any of them, so that their questions
//! do not wait on each other's answers.
//!
//! Walked one after the other against the current call, the second line's
//! questions name a call in which the first line is already cut: nothing
//! can run them before the first line's walk has ended. Walked against the
//! same call, every site's next question is known at once, and runs ahead
//! of the site being walked (see [`Session::questions_to_come`]), as the
//! chunks of one level of a text are searched apart (`dd/sites.rs`).
//!
//! The sites are walked in order, each to its end, so the tests and their
//! order depend on the outcomes only, never on how many runs are at once.
//! What they changed is then put together and tested once, when more than
//! one site changed (one site's result was tested). A test that needs a
//! part of one site only while another is whole passes there: the sites
//! are then walked again one after the other, as without sites, from the
//! same call (the sites' tests are lost, never the result). The pass after
//! proves the result 1-minimal, as after any change.
//!
//! Only passes that cut walk apart: a site's numbers lowered against the
//! others' start (a sum that must stay large) rarely put together, and the
//! shrinking benchmark's lists of numbers would pay a fallback each time.

use std::collections::HashSet;

use super::current::{Current, Done};
use super::groups::{Ahead, Apart};
use super::key::{key_of, Key};
use super::session::Session;
use crate::capture::TestResult;
use crate::dd::{Stop, FEWEST_SITES};
use crate::execute::Edit;
use crate::literal::Literal;
use crate::outcome::Outcome;
use crate::reduce::{Place, Reduce};

/// How many parts each of fewer than [`FEWEST_SITES`] sites must have to
/// cut for them to be walked apart (the fields of a struct of long lists):
/// then each one's search is long (about four questions a part it keeps,
/// or more), and the combination's one test is small beside what asking
/// them at once saves. No start of the shrinking benchmark has two lists
/// that long, whose few needed elements a combination could lose.
const LONG_SITE: usize = 16;

/// What a site's walk changed of the call before the sites.
struct Walked<A> {
    value: A,
    key: Key,
    /// The edits after those of the call before the sites.
    edits: Vec<Edit>,
    /// The values it accepted.
    accepted: Vec<Key>,
    /// The places it did after its first change, with the count of values
    /// accepted then.
    done: Vec<(Done, usize)>,
}

impl<A, F, R> Session<'_, A, F>
where
    A: Reduce + Literal,
    F: FnMut(&A) -> R,
    R: TestResult,
{
    /// The values at `inner` (inside one value) to walk apart in a pass
    /// (`simplify`): those with something to do, when they are at least
    /// [`FEWEST_SITES`] and each has a sequence of as many parts or more to
    /// cut, or at least two and each has [`LONG_SITE`] parts or more to
    /// cut (a struct's fields). With fewer sites, or smaller ones, their
    /// few questions at once do not pay for testing what they changed
    /// together (nor for the sites' tests lost when that passes: a few
    /// small lists that need a few elements in all, as the shrinking
    /// benchmark's `nestedlists`, each give up their elements to the
    /// others). Not for the chapter's strategy, whose walk keeps the
    /// chapter's cuts.
    pub(super) fn sites_apart(
        &self,
        current: &Current<A>,
        inner: &[Vec<usize>],
        simplify: bool,
    ) -> Option<Vec<Vec<usize>>> {
        if simplify || inner.len() < 2 || !self.debugger.strategy.simplifies_values() {
            return None;
        }
        let now = current.accepted.len();
        let to_do = |path: &[usize], place: &Place| {
            let done = (path.to_vec(), std::mem::discriminant(place));
            self.in_pass(place, simplify) && current.done.get(&done) != Some(&now)
        };
        let places = |path: &Vec<usize>| current.value.places(path);
        let busy = |path: &&Vec<usize>| {
            !current.value.inner(path).is_empty() || places(path).iter().any(|p| to_do(path, p))
        };
        let cut_of = |parts: usize| {
            move |path: &Vec<usize>| {
                let cut = |p: &Place| matches!(p, Place::Parts { len, .. } if *len >= parts);
                places(path).iter().any(|p| cut(p) && to_do(path, p))
            }
        };
        let sites: Vec<Vec<usize>> = inner.iter().filter(busy).cloned().collect();
        let many = sites.len() >= FEWEST_SITES && sites.iter().all(cut_of(FEWEST_SITES));
        let long = sites.len() >= 2 && sites.iter().all(cut_of(LONG_SITE));
        (many || long).then_some(sites)
    }

    /// Walks the values at `sites` apart (see the module docs), then takes
    /// what they changed together, or walks them again one after the other
    /// when that does not fail. A budget that stops them keeps the
    /// smallest call a site left (their combination is not tested yet).
    pub(super) fn walk_apart(
        &mut self,
        current: &mut Current<A>,
        sites: Vec<Vec<usize>>,
        simplify: bool,
    ) -> Result<(), Stop> {
        let outer = current.stash.replace(None);
        let (before, was_apart) = (current.accepted.len(), current.apart);
        self.apart.push(Apart {
            in_turn: false,
            asked: sites.iter().map(|_| None).collect(),
            sites: sites.clone(),
            next: 0,
            simplify,
            key: current.key,
            edits: current.edits.clone(),
            accepted: current.accepted.clone(),
        });
        let mut walked = Vec::new();
        let mut stopped = false;
        for (site, path) in sites.iter().enumerate() {
            if let Some(apart) = self.apart.last_mut() {
                apart.next = site + 1;
            }
            // Its first edit stays apart from those before the sites.
            current.apart = true;
            let result = self.pass_from(current, path.clone(), simplify);
            let apart = self.apart.last().expect("pushed above");
            walked.extend(undo(current, apart, before));
            current.apart = was_apart;
            if result.is_err() {
                stopped = true;
                break;
            }
        }
        self.apart.pop();
        // Changes from here on are the enclosing site's.
        current.stash = outer;
        if stopped {
            if let Some(smallest) = walked.into_iter().min_by_key(|w| w.value.size()) {
                adopt(current, smallest, false);
            }
            return Err(Stop);
        }
        match walked.len() {
            0 => Ok(()),
            // Its result was tested, and its places done on it.
            1 => {
                let only = walked.pop().expect("one");
                adopt(current, only, true);
                Ok(())
            }
            _ => self.put_together(current, walked, sites, simplify),
        }
    }

    /// The values at `sites` are walked in turn from now on (each told by
    /// [`next_site`](Self::next_site), until the pass pops them).
    pub(super) fn in_turn(&mut self, current: &Current<A>, sites: Vec<Vec<usize>>, simplify: bool) {
        self.apart.push(Apart {
            in_turn: true,
            asked: sites.iter().map(|_| None).collect(),
            sites,
            next: 0,
            simplify,
            key: current.key,
            edits: Vec::new(),
            accepted: HashSet::new(),
        });
    }

    /// The innermost sites walked in turn start walking their next one.
    pub(super) fn next_site(&mut self) {
        if let Some(apart) = self.apart.last_mut() {
            apart.next += 1;
        }
    }

    /// Tests what the sites changed, together; takes it if it fails, else
    /// walks the `sites` again one after the other.
    fn put_together(
        &mut self,
        current: &mut Current<A>,
        walked: Vec<Walked<A>>,
        sites: Vec<Vec<usize>>,
        simplify: bool,
    ) -> Result<(), Stop> {
        let mut edits = current.edits.clone();
        let mut value: Option<A> = None;
        for edit in walked.iter().flat_map(|w| &w.edits) {
            value = Some(edit.made_on(value.as_ref().unwrap_or(&current.value)));
            edits.push(edit.clone());
        }
        let value = value.expect("the sites changed the call");
        let key = key_of(&value, &edits);
        let seen =
            current.accepted.contains(&key) || walked.iter().any(|w| w.accepted.contains(&key));
        let outcome = match seen {
            true => Ok(Outcome::Pass),
            false => self.test_keyed(&value, key, &edits),
        };
        match outcome {
            Ok(Outcome::Fail) => {
                current.set_value(value);
                current.key = key;
                current.edits = edits;
                current
                    .accepted
                    .extend(walked.iter().flat_map(|w| &w.accepted));
                current.accepted.insert(key);
                current.apart = false;
                Ok(())
            }
            // Not put together: one after the other, as without sites.
            Ok(_) => {
                for path in sites {
                    self.pass_from(current, path, simplify)?;
                }
                Ok(())
            }
            Err(Stop) => {
                if let Some(smallest) = walked.into_iter().min_by_key(|w| w.value.size()) {
                    adopt(current, smallest, false);
                }
                Err(Stop)
            }
        }
    }

    /// The questions certain to be asked later, to run ahead beside the
    /// one asked now: the next question of each site not walked yet,
    /// nearest first (no site's questions depend on another's answers),
    /// then the first questions of the moves to come, up to the jobs
    /// beside that one. They are found before the current search or move
    /// plans its own guesses, which get only the jobs left: a guess is
    /// built and keyed (the whole call written and hashed) while the jobs
    /// wait, and one that finds no job is planning for nothing.
    pub(super) fn questions_to_come(&mut self, current: &Current<A>) -> Vec<Ahead<A>> {
        let free = self.jobs().saturating_sub(1);
        let mut certain = self.later_questions(current, free);
        // The moves to come, as the sites to come.
        let moves = self
            .upcoming
            .iter()
            .take(free.saturating_sub(certain.len()));
        let moves: Vec<Ahead<A>> = moves
            .map(|edit| {
                let value = edit.made_on(&current.value);
                let edits = current.edits_after(edit);
                (key_of(&value, &edits), value, edits)
            })
            .filter(|(key, ..)| self.known(*key).is_none())
            .map(|(key, value, edits)| (value, key, edits))
            .collect();
        certain.extend(moves);
        certain
    }

    /// Runs `planned` ahead (the current search's or move's candidates, the
    /// one it asks now first) with the questions `certain` to come (see
    /// [`questions_to_come`](Self::questions_to_come)) right after that
    /// first one: the further candidates are guesses.
    pub(super) fn run_ahead_apart(&mut self, certain: Vec<Ahead<A>>, mut planned: Vec<Ahead<A>>) {
        let guesses = planned.split_off(planned.len().min(1));
        planned.extend(certain);
        planned.extend(guesses);
        self.run_ahead(planned);
    }

    /// The next question of each site not walked yet, nearest first, up to
    /// `n`: of the innermost sites, and, while those are walked in turn, of
    /// the sites around them walked in turn too (a site walked apart is
    /// asked about the call before it, which only its own walk holds).
    fn later_questions(&mut self, current: &Current<A>, n: usize) -> Vec<Ahead<A>> {
        let mut found = Vec::new();
        for group in (0..self.apart.len()).rev() {
            let innermost = group + 1 == self.apart.len();
            if !innermost && !self.apart[group].in_turn {
                break;
            }
            for site in self.apart[group].next..self.apart[group].sites.len() {
                if found.len() >= n {
                    return found;
                }
                found.extend(self.next_question(current, group, site));
            }
            if !self.apart[group].in_turn {
                break;
            }
        }
        found
    }

    /// The next question of `site` of the sites `group`: the one found
    /// last, while it stands, else a new probe's.
    fn next_question(
        &mut self,
        current: &Current<A>,
        group: usize,
        site: usize,
    ) -> Option<Ahead<A>> {
        let from = match self.apart[group].in_turn {
            true => current.key,
            false => self.apart[group].key,
        };
        if let Some((key, asked)) = &self.apart[group].asked[site]
            && *key == from
            && self.known(asked.1).is_none()
        {
            return Some(asked.clone());
        }
        let probed = self.probe(current, group, site);
        self.apart[group].asked[site] = probed.clone().map(|asked| (from, asked));
        probed
    }

    /// The first question of the walk of `site` of the sites `group` whose
    /// outcome is not known: the walk is made on a copy of the call it
    /// would start from (walked apart, the call before the sites; in turn,
    /// the call as it is), answered from the outcomes known, and stops
    /// there; nothing runs, counts or is told.
    fn probe(&mut self, current: &Current<A>, group: usize, site: usize) -> Option<Ahead<A>> {
        let apart = &self.apart[group];
        let path = apart.sites[site].clone();
        let done = current
            .done
            .iter()
            .filter(|((at, _), _)| at.starts_with(&path));
        let done = done.map(|(done, &n)| (done.clone(), n)).collect();
        let mut copy = match apart.in_turn {
            true => Current {
                value: current.value.clone(),
                key: current.key,
                edits: current.edits.clone(),
                accepted: current.accepted.clone(),
                done,
                args: current.args,
                apart: current.apart,
                stash: None,
                pass_start: current.pass_start,
                may_wait: current.may_wait,
                waited: false,
            },
            false => Current {
                value: match &current.stash {
                    Some(Some(base)) => base.clone(),
                    _ => current.value.clone(),
                },
                key: apart.key,
                edits: apart.edits.clone(),
                accepted: apart.accepted.clone(),
                done,
                args: current.args,
                apart: true,
                stash: None,
                // A planning guess: whether a late value waits is the
                // walk's to say, which asks the outcomes again.
                pass_start: current.pass_start,
                may_wait: current.may_wait,
                waited: false,
            },
        };
        let simplify = apart.simplify;
        let groups = std::mem::take(&mut self.apart);
        self.probing = Some(None);
        // It ends at the first question not known (or at the site's end).
        let _ = self.pass_from(&mut copy, path, simplify);
        self.apart = groups;
        self.probing.take().flatten()
    }
}

/// Takes what the site just walked changed (if anything) out of `current`,
/// which is the call before the sites again (`apart`'s, which had accepted
/// `before` values).
fn undo<A: Reduce>(current: &mut Current<A>, apart: &Apart<A>, before: usize) -> Option<Walked<A>> {
    let base = current.stash.as_mut()?.take()?;
    let value = std::mem::replace(&mut current.value, base);
    let key = std::mem::replace(&mut current.key, apart.key);
    let edits = std::mem::replace(&mut current.edits, apart.edits.clone());
    let accepted: Vec<Key> = current
        .accepted
        .difference(&apart.accepted)
        .copied()
        .collect();
    for key in &accepted {
        current.accepted.remove(key);
    }
    // Places done on the site's changes are done on its call only.
    let done = current.done.iter().filter(|&(_, &n)| n > before);
    let done: Vec<(Done, usize)> = done.map(|(done, &n)| (done.clone(), n)).collect();
    current.done.retain(|_, n| *n <= before);
    Some(Walked {
        value,
        key,
        edits: edits[apart.edits.len()..].to_vec(),
        accepted,
        done,
    })
}

/// Makes `walked` the current call; with `done`, the places it did count
/// as done on it.
fn adopt<A>(current: &mut Current<A>, walked: Walked<A>, done: bool) {
    current.set_value(walked.value);
    current.key = walked.key;
    current.edits.extend(walked.edits);
    current.accepted.extend(walked.accepted);
    current.apart = false;
    if done {
        current.done.extend(walked.done);
    }
}
