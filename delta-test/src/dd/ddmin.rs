//! The chapter's plain `ddmin`: complements only, contiguous chunks.

use super::Stop;
use crate::outcome::Outcome;
use crate::subset::Subset;

/// Runs `ddmin` on `0..len` and returns the kept indices and whether the
/// run finished (`false`: `test` stopped it, and the result is the smallest
/// failing subset found so far, not proven 1-minimal).
///
/// The caller has established that the full input fails.
pub(crate) fn ddmin_indices(
    len: usize,
    test: &mut dyn FnMut(&Subset) -> Result<Outcome, Stop>,
) -> (Subset, bool) {
    let mut input = Subset::full(len);
    let mut n = 2;
    while input.len() >= 2 {
        let size = input.len();
        let chunk = size / n;
        let mut start = 0;
        let mut reduced = false;
        while start < size {
            // The positions of `input` outside [start, start + chunk).
            let keep = Subset::from_ranges([0..start, (start + chunk).min(size)..size]);
            let complement = input.compose(&keep);
            match test(&complement) {
                Err(Stop) => return (input, false),
                Ok(Outcome::Fail) => {
                    input = complement;
                    n = (n - 1).max(2);
                    reduced = true;
                    break;
                }
                Ok(_) => start += chunk,
            }
        }
        if !reduced {
            if n == input.len() {
                break;
            }
            n = (n * 2).min(input.len());
        }
    }
    // A single part left: removing it is the one cut not tried yet, and
    // 1-minimality needs it (the empty input may fail too).
    if input.len() == 1 {
        match test(&Subset::empty()) {
            Err(Stop) => return (input, false),
            Ok(Outcome::Fail) => input = Subset::empty(),
            Ok(_) => {}
        }
    }
    (input, true)
}
