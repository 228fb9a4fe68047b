//! Candidates as edits of the original call: what crosses to a worker
//! process instead of the arguments themselves.
//!
//! A worker is the test binary itself, so it can evaluate the attribute's
//! argument expressions as the test does; a candidate is then rebuilt from
//! that original value and the cuts that made it, which are deterministic.
//! So any argument type can be sent, serde or not, and a message costs the
//! number of kept runs, not the size of the arguments.

use std::ops::Range;

use serde::{Deserialize, Serialize};

use crate::reduce::Reduce;
use crate::subset::Subset;

/// One cut of the original arguments: the sequence at `path` keeps only
/// the parts in `kept`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edit {
    path: Vec<usize>,
    kept: Vec<Range<usize>>,
}

impl Edit {
    /// The sequence at `path` keeps `kept`.
    pub(crate) fn keep(path: &[usize], kept: &Subset) -> Edit {
        Edit {
            path: path.to_vec(),
            kept: kept.ranges().to_vec(),
        }
    }
}

/// The candidate that `edits` make of `original`: each applied in turn.
///
/// # Errors
/// When an edit names no sequence of the value, or parts it does not have
/// (the worker's original value is not the parent's).
pub(crate) fn apply<A: Reduce>(original: &A, edits: &[Edit]) -> Result<A, String> {
    let mut value = original.clone();
    for edit in edits {
        let len = value
            .sequences()
            .into_iter()
            .find(|sequence| sequence.path == edit.path)
            .map(|sequence| sequence.len)
            .ok_or_else(|| format!("the arguments have no sequence at {:?}", edit.path))?;
        if edit.kept.iter().any(|range| range.end > len) {
            return Err(format!(
                "the sequence at {:?} has {len} parts, fewer than the edit keeps",
                edit.path
            ));
        }
        value = value.keep(&edit.path, &Subset::from_ranges(edit.kept.iter().cloned()));
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_rebuild_the_candidate_from_the_original() {
        let original = (String::from("abcdef"), vec![1, 2, 3]);
        let edits = [
            Edit::keep(&[0], &Subset::from_indices([0, 2, 4])),
            Edit::keep(&[1], &Subset::from_indices([2])),
        ];
        assert_eq!(apply(&original, &edits), Ok((String::from("ace"), vec![3])));
        assert_eq!(apply(&original, &[]), Ok(original.clone()));
        let json = serde_json::to_string(&edits).unwrap();
        let back: Vec<Edit> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, edits);
    }

    #[test]
    fn edits_that_do_not_fit_the_value_are_errors() {
        let original = (String::from("ab"), 7u8);
        let beyond = Edit::keep(&[0], &Subset::full(5));
        assert!(apply(&original, &[beyond]).unwrap_err().contains("2 parts"));
        let nowhere = Edit::keep(&[1], &Subset::empty());
        assert!(apply(&original, &[nowhere]).unwrap_err().contains("[1]"));
    }
}
