//! Candidates as edits of the original call: what crosses to a worker
//! process instead of the arguments themselves.
//!
//! A worker is the test binary itself, so it can evaluate the attribute's
//! argument expressions as the test does; a candidate is then rebuilt from
//! that original value and the edits that made it, which are deterministic.
//! So any argument type can be sent, serde or not, and a message costs the
//! number of edits, not the size of the arguments.

use std::ops::Range;

use crate::json::{self, Json};
use crate::reduce::{Place, Reduce};
use crate::subset::Subset;

/// One change of the arguments, applied to the value the edits before it
/// made.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Edit {
    /// The sequence at `path` keeps only the parts in `kept`
    /// ([`Reduce::keep`]).
    Keep {
        /// Where the sequence is.
        path: Vec<usize>,
        /// The kept parts, as ranges.
        kept: Vec<Range<usize>>,
    },
    /// The value at `path` becomes its simpler value `to`
    /// ([`Reduce::simplify`]).
    Simplify {
        /// Where the value is.
        path: Vec<usize>,
        /// Which simpler value.
        to: u128,
    },
    /// Several edits made at once, in order: a move that changes values at
    /// several places together (equal numbers lowered to one value).
    All(Vec<Edit>),
}

impl Edit {
    /// The sequence at `path` keeps `kept`.
    pub(crate) fn keep(path: &[usize], kept: &Subset) -> Edit {
        Edit::Keep {
            path: path.to_vec(),
            kept: kept.ranges().to_vec(),
        }
    }

    /// The value at `path` becomes its simpler value `to`.
    pub(crate) fn simplify(path: &[usize], to: u128) -> Edit {
        Edit::Simplify {
            path: path.to_vec(),
            to,
        }
    }

    /// The edit as JSON, as it crosses to a worker process:
    /// `{"Keep":{"path":[0],"kept":[[0,2]]}}`, `{"Simplify":{"path":[],"to":1}}`,
    /// `{"All":[...]}`.
    pub(crate) fn to_json(&self) -> Json {
        let path = |path: &[usize]| Json::Array(path.iter().map(Json::number).collect());
        match self {
            Edit::Keep { path: at, kept } => {
                let ranges = kept
                    .iter()
                    .map(|r| Json::Array(vec![Json::number(r.start), Json::number(r.end)]));
                let fields = [("path", path(at)), ("kept", Json::Array(ranges.collect()))];
                Json::object([("Keep", Json::object(fields))])
            }
            Edit::Simplify { path: at, to } => {
                let fields = [("path", path(at)), ("to", Json::number(to))];
                Json::object([("Simplify", Json::object(fields))])
            }
            Edit::All(edits) => Json::object([(
                "All",
                Json::Array(edits.iter().map(Edit::to_json).collect()),
            )]),
        }
    }

    /// The edit that [`to_json`](Self::to_json) wrote.
    pub(crate) fn from_json(json: &Json) -> Result<Edit, json::Error> {
        let path = |fields: &Json| fields.field("path")?.list(Json::integer);
        match json.variant()? {
            ("Keep", Some(fields)) => Ok(Edit::Keep {
                path: path(fields)?,
                kept: fields.field("kept")?.list(|range| {
                    match range.list(Json::integer)?.as_slice() {
                        &[start, end] => Ok(start..end),
                        _ => Err(json::Error::new("a range is [start, end]")),
                    }
                })?,
            }),
            ("Simplify", Some(fields)) => Ok(Edit::Simplify {
                path: path(fields)?,
                to: fields.field("to")?.integer()?,
            }),
            ("All", Some(edits)) => edits.list(Edit::from_json).map(Edit::All),
            (other, _) => Err(json::Error::new(format!("unknown edit `{other}`"))),
        }
    }

    /// `value` with this edit made, in this process: the edit was made of
    /// its places, so it fits (see [`apply_to`](Self::apply_to) for edits
    /// from elsewhere).
    pub(crate) fn made_on<A: Reduce>(&self, value: &A) -> A {
        match self {
            Edit::Keep { path, kept } => {
                value.keep(path, &Subset::from_ranges(kept.iter().cloned()))
            }
            Edit::Simplify { path, to } => value.simplify(path, *to),
            Edit::All(edits) => edits
                .iter()
                .fold(value.clone(), |value, edit| edit.made_on(&value)),
        }
    }

    /// Appends `self` to `edits`, merged into the last one when both cut
    /// the same sequence (a cut of a cut is one cut), so that a long
    /// reduction's edits stay as few as the places it changed.
    pub(crate) fn push_onto(self, edits: &mut Vec<Edit>) {
        if let (
            Some(Edit::Keep { path, kept }),
            Edit::Keep {
                path: new_path,
                kept: new_kept,
            },
        ) = (edits.last_mut(), &self)
            && path == new_path
        {
            let before = Subset::from_ranges(kept.iter().cloned());
            let after = Subset::from_ranges(new_kept.iter().cloned());
            *kept = before.compose(&after).ranges().to_vec();
            return;
        }
        edits.push(self);
    }

    /// `value` with this edit made.
    ///
    /// # Errors
    /// When the edit names no place of the value, or parts or simpler
    /// values it does not have (the worker's original value is not the
    /// parent's).
    fn apply_to<A: Reduce>(&self, value: &A) -> Result<A, String> {
        let (path, limit) = match self {
            Edit::Keep { path, kept } => (path, kept.last().map_or(0, |r| r.end as u128)),
            Edit::Simplify { path, to } => (path, to.saturating_add(1)),
            Edit::All(edits) => {
                return edits
                    .iter()
                    .try_fold(value.clone(), |value, edit| edit.apply_to(&value))
            }
        };
        let fits = |place: &Place| match (self, place) {
            (Edit::Keep { .. }, Place::Parts { len, .. }) => limit <= *len as u128,
            (Edit::Simplify { .. }, Place::Choices { count } | Place::Joins { count }) => {
                limit <= *count as u128
            }
            (Edit::Simplify { .. }, Place::Magnitude { magnitude }) => limit <= *magnitude,
            (
                Edit::Simplify { .. },
                Place::Signed {
                    magnitude,
                    negative,
                },
            ) => limit <= magnitude + Place::other_signs(*magnitude, *negative),
            _ => false,
        };
        // A cut of an outer sequence is checked against its length alone:
        // listing the places also splits a text into lines and words, a
        // pass over a megabyte per candidate in the worker.
        let outer = value.sequences().into_iter().find(|s| s.path == *path);
        let fits = match (self, outer) {
            (Edit::Keep { .. }, Some(sequence)) => limit <= sequence.len as u128,
            _ => value.places(path).iter().any(fits),
        };
        if !fits {
            return Err(format!(
                "the arguments have no place at {path:?} for {self:?}"
            ));
        }
        Ok(match self {
            Edit::Keep { kept, .. } => value.keep(path, &Subset::from_ranges(kept.iter().cloned())),
            Edit::Simplify { .. } => value.simplify(path, limit - 1),
            Edit::All(_) => unreachable!("several edits are made one by one above"),
        })
    }
}

/// The candidate that `edits` make of `original`: each applied in turn.
///
/// # Errors
/// As [`Edit::apply_to`].
#[cfg(test)]
pub(crate) fn apply<A: Reduce>(original: &A, edits: &[Edit]) -> Result<A, String> {
    Rebuilder::new(original.clone()).candidate(edits)
}

/// Rebuilds candidates from the original value, keeping the value that all
/// but the last edit made: a reduction sends the edits it accepted so far
/// and one more, so each candidate costs one or two edits, not all of them.
pub(crate) struct Rebuilder<A> {
    original: A,
    /// The edits that made `base`.
    edits: Vec<Edit>,
    base: A,
}

impl<A: Reduce> Rebuilder<A> {
    /// A rebuilder of candidates of `original`.
    pub(crate) fn new(original: A) -> Self {
        Rebuilder {
            base: original.clone(),
            original,
            edits: Vec::new(),
        }
    }

    /// The candidate that `edits` make of the original value.
    ///
    /// # Errors
    /// As [`Edit::apply_to`].
    pub(crate) fn candidate(&mut self, edits: &[Edit]) -> Result<A, String> {
        let Some((last, before)) = edits.split_last() else {
            return Ok(self.original.clone());
        };
        if !before.starts_with(&self.edits) {
            self.edits.clear();
            self.base = self.original.clone();
        }
        for edit in &before[self.edits.len()..] {
            self.base = edit.apply_to(&self.base)?;
            self.edits.push(edit.clone());
        }
        last.apply_to(&self.base)
    }
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
            Edit::simplify(&[1, 0], 1),
        ];
        assert_eq!(apply(&original, &edits), Ok((String::from("ace"), vec![1])));
        assert_eq!(apply(&original, &[]), Ok(original.clone()));
        let huge = Edit::simplify(&[], u128::MAX - 1);
        for edit in edits.into_iter().chain([huge, Edit::All(vec![])]) {
            let text = edit.to_json().compact();
            assert_eq!(Edit::from_json(&json::parse(&text).unwrap()), Ok(edit));
        }
        let all = Edit::All(vec![Edit::keep(&[1], &Subset::from_indices([0, 3]))]);
        assert_eq!(
            all.to_json().compact(),
            r#"{"All":[{"Keep":{"path":[1],"kept":[[0,1],[3,4]]}}]}"#
        );
    }

    #[test]
    fn edits_that_do_not_fit_the_value_are_errors() {
        let original = (String::from("ab"), 7u8);
        let beyond = Edit::keep(&[0], &Subset::full(5));
        assert!(apply(&original, &[beyond]).unwrap_err().contains("[0]"));
        let nowhere = Edit::keep(&[1], &Subset::empty());
        assert!(apply(&original, &[nowhere]).unwrap_err().contains("[1]"));
        let too_simple = Edit::simplify(&[1], 7);
        assert!(apply(&original, &[too_simple]).is_err());
        let together = Edit::All(vec![
            Edit::simplify(&[1], 3),
            Edit::keep(&[0], &Subset::full(1)),
        ]);
        assert_eq!(apply(&original, &[together]), Ok(("a".into(), 3)));
        // A signed number's other sign: -5 becomes 1..=5, 5 becomes -1..=-4.
        let negative = (-5i32,);
        assert_eq!(apply(&negative, &[Edit::simplify(&[0], 9)]), Ok((5,)));
        assert!(apply(&negative, &[Edit::simplify(&[0], 10)]).is_err());
        assert_eq!(apply(&(5i32,), &[Edit::simplify(&[0], 8)]), Ok((-4,)));
        assert!(apply(&(5i32,), &[Edit::simplify(&[0], 9)]).is_err());
        assert_eq!(
            apply(&original, &[Edit::simplify(&[1], 6)]),
            Ok(("ab".into(), 6))
        );
    }

    /// Bytes whose places must not be listed: what a worker rebuilding a
    /// cut of a megabyte text must not pay for.
    #[derive(Clone, Debug, PartialEq)]
    struct Unlisted(Vec<u8>);

    impl Reduce for Unlisted {
        fn sequences(&self) -> Vec<crate::reduce::Sequence> {
            self.0.sequences()
        }

        fn places(&self, _: &[usize]) -> Vec<Place> {
            panic!("the places were listed")
        }

        fn keep(&self, path: &[usize], kept: &Subset) -> Self {
            Unlisted(self.0.keep(path, kept))
        }
    }

    #[test]
    fn a_cut_of_an_outer_sequence_is_checked_by_its_length_alone() {
        let original = Unlisted(vec![1, 2, 3]);
        let cut = Edit::keep(&[], &Subset::from_indices([0, 2]));
        assert_eq!(apply(&original, &[cut]), Ok(Unlisted(vec![1, 3])));
        let beyond = Edit::keep(&[], &Subset::full(4));
        assert!(apply(&original, &[beyond]).is_err());
    }

    #[test]
    fn cuts_of_one_sequence_merge_into_one_edit() {
        let mut edits = vec![Edit::keep(&[], &Subset::from_indices([1, 2, 3]))];
        Edit::keep(&[], &Subset::from_indices([0, 2])).push_onto(&mut edits);
        assert_eq!(edits, vec![Edit::keep(&[], &Subset::from_indices([1, 3]))]);
        Edit::keep(&[0], &Subset::empty()).push_onto(&mut edits);
        assert_eq!(edits.len(), 2);
    }

    #[test]
    fn the_rebuilder_keeps_the_value_of_the_edits_it_saw() {
        let original = vec![vec![5u8, 6], vec![7]];
        let mut rebuilder = Rebuilder::new(original.clone());
        let cut = Edit::keep(&[], &Subset::from_indices([0]));
        let simpler = Edit::simplify(&[0, 1], 2);
        assert_eq!(
            rebuilder.candidate(std::slice::from_ref(&cut)),
            Ok(vec![vec![5, 6]])
        );
        assert_eq!(
            rebuilder.candidate(&[cut.clone(), simpler.clone()]),
            Ok(vec![vec![5, 2]])
        );
        assert_eq!(rebuilder.edits, vec![cut.clone()]);
        // Another history starts again from the original.
        let other = Edit::keep(&[], &Subset::from_indices([1]));
        assert_eq!(
            rebuilder.candidate(&[other, Edit::simplify(&[0, 0], 0)]),
            Ok(vec![vec![0]])
        );
        assert_eq!(rebuilder.candidate(&[]), Ok(original));
    }
}
