//! A value made simpler: its choices tried in order, a number lowered to
//! the smallest magnitude that still fails (galloping, see `gallop.rs`).

use super::current::{place_now, Current};
use super::gallop::{ahead, Gallop};
use super::session::Session;
use crate::capture::TestResult;
use crate::dd::Stop;
use crate::execute::Edit;
use crate::literal::Literal;
use crate::outcome::Outcome;
use crate::reduce::{Place, Reduce};

/// The number at `path` of `value`, if there is one: its magnitude, and
/// whether it is negative and can become the positive of its size.
fn number_at<A: Reduce>(value: &A, path: &[usize]) -> Option<(u128, bool)> {
    value
        .places(path)
        .into_iter()
        .find_map(|place| match place {
            Place::Magnitude { magnitude } => Some((magnitude, false)),
            Place::Signed {
                magnitude,
                negative,
            } => Some((magnitude, negative)),
            _ => None,
        })
}

impl<A, F, R> Session<'_, A, F>
where
    A: Reduce + Literal,
    F: FnMut(&A) -> R,
    R: TestResult,
{
    /// Tries the simpler values at `path` in order and takes the first that
    /// fails the same way, again until none does.
    pub(super) fn choose(&mut self, current: &mut Current<A>, path: &[usize]) -> Result<(), Stop> {
        let like = Place::Choices { count: 0 };
        'again: while let Some(Place::Choices { count }) = place_now(&current.value, path, &like) {
            // The choices are tried in order until one fails: the first ones
            // can run at once.
            self.run_ahead_of((0..count as u128).map(|to| Edit::simplify(path, to)));
            for to in 0..count as u128 {
                let edit = Edit::simplify(path, to);
                let value = current.value.simplify(path, to);
                let tried = self.try_edit(current, &value, &edit);
                if let Ok((Outcome::Fail, key)) = tried {
                    current.accept(value, key, edit);
                    continue 'again;
                }
                if tried.is_err() {
                    self.pending.clear();
                    return Err(Stop);
                }
            }
            break;
        }
        self.pending.clear();
        Ok(())
    }

    /// Finds the smallest magnitude that still fails for the number at
    /// `path` (see [`lower`](Self::lower)). A negative number made positive
    /// is searched again, as such.
    pub(super) fn shrink(&mut self, current: &mut Current<A>, path: &[usize]) -> Result<(), Stop> {
        while let Some((magnitude, negative)) = number_at(&current.value, path) {
            let edit = |to| Edit::simplify(path, to);
            let changed = self.lower(current, (magnitude, negative), edit)?;
            let flipped = number_at(&current.value, path) == Some((magnitude, false));
            if !(changed && negative && flipped) {
                break;
            }
        }
        Ok(())
    }

    /// Lowers a magnitude of the current call to the smallest that still
    /// fails: `edit(to)` makes of the current call the one where it is
    /// `to` (below `magnitude`), and, for a `negative` number,
    /// `edit(2 * magnitude - 1)` the one where it is positive (see
    /// [`Place::Signed`]). Tries 0 first, then the other sign, then one
    /// less (which, if it passes, shows the magnitude 1-minimal), then 1;
    /// then gallops up and down in turns and halves what is left (see
    /// [`Gallop`]): `650434` becomes `1` in three tests, where halving from
    /// the top took twenty. Returns whether a smaller call was accepted.
    pub(super) fn lower(
        &mut self,
        current: &mut Current<A>,
        (magnitude, negative): (u128, bool),
        edit: impl Fn(u128) -> Edit,
    ) -> Result<bool, Stop> {
        let flip = negative.then_some(2 * magnitude - 1);
        let one_less = magnitude.checked_sub(1).filter(|&m| m > 0);
        let one = (magnitude > 2).then_some(1);
        let probes: Vec<u128> = [Some(0), flip, one_less, one]
            .into_iter()
            .flatten()
            .collect();
        let ahead = ahead(&probes, magnitude, self.jobs());
        self.run_ahead_of(ahead.into_iter().map(&edit));
        let mut search = Gallop::new(magnitude);
        let mut best = None;
        let mut stopped = false;
        let mut probes = probes.into_iter();
        while let Some(to) = probes.next().or_else(|| search.next()) {
            let edit = edit(to);
            let value = edit.made_on(&current.value);
            match self.try_edit(current, &value, &edit) {
                Err(Stop) => {
                    stopped = true;
                    break;
                }
                // The other sign: the number is searched again as such.
                Ok((Outcome::Fail, key)) if to >= magnitude => {
                    best = Some((value, key, edit));
                    break;
                }
                Ok((Outcome::Fail, key)) => {
                    search.failed(to);
                    best = Some((value, key, edit));
                    if to == 0 {
                        break;
                    }
                }
                Ok(_) if to >= magnitude => {}
                Ok(_) if to + 1 == magnitude => break,
                Ok(_) => search.passed(to),
            }
        }
        self.pending.clear();
        let found = best.is_some();
        if let Some((value, key, edit)) = best {
            current.accept(value, key, edit);
        }
        match stopped {
            true => Err(Stop),
            false => Ok(found),
        }
    }
}
