//! `serde_json::Value` (feature `serde_json`): arrays and objects are cut
//! by elements and entries and reduced inside, strings as a `String`,
//! numbers toward 0, `true` to `false`.
//!
//! Users cannot write this impl themselves (the orphan rule forbids it), so
//! it lives here, behind a feature so that the impl is opt-in.

use serde_json::{Map, Number, Value};

use super::{bad_path, item_inner, item_places, Place, Reduce, Sequence};
use crate::subset::Subset;

impl Reduce for Value {
    fn sequences(&self) -> Vec<Sequence> {
        match self {
            Value::String(text) => text.sequences(),
            Value::Array(items) => items.sequences(),
            Value::Object(map) => vec![Sequence::here(map.len())],
            Value::Null | Value::Bool(_) | Value::Number(_) => Vec::new(),
        }
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        match (self, path.split_first()) {
            (Value::String(text), _) => Value::String(text.keep(path, kept)),
            (Value::Array(items), _) => Value::Array(items.keep(path, kept)),
            (Value::Object(map), None) => {
                let entries = map.iter().enumerate().filter(|(i, _)| kept.contains(*i));
                Value::Object(entries.map(|(_, (k, v))| (k.clone(), v.clone())).collect())
            }
            (Value::Object(map), Some((&i, rest))) => {
                with_entry(map, i, path, |v| v.keep(rest, kept))
            }
            _ => bad_path::<Self>(path),
        }
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        match (self, path.split_first()) {
            (Value::Bool(b), _) => b.places(path),
            (Value::Number(n), _) => number_places(n, path),
            (Value::String(text), _) => text.places(path),
            (Value::Array(items), _) => items.places(path),
            (Value::Object(map), None) => vec![Place::parts(map.len())],
            (Value::Object(map), Some((&i, rest))) => item_places(map.values().nth(i), rest),
            (Value::Null, _) => Vec::new(),
        }
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        match (self, path.split_first()) {
            (Value::Array(items), _) => items.inner(path),
            (Value::Object(map), None) => (0..map.len()).collect(),
            (Value::Object(map), Some((&i, rest))) => item_inner(map.values().nth(i), rest),
            _ => Vec::new(),
        }
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        match (self, path.split_first()) {
            (Value::Bool(b), _) => Value::Bool(b.simplify(path, to)),
            (Value::Number(n), _) => number_simplify(n, path, to),
            (Value::Array(items), _) => Value::Array(items.simplify(path, to)),
            (Value::Object(map), Some((&i, rest))) => {
                with_entry(map, i, path, |v| v.simplify(rest, to))
            }
            _ => bad_path::<Self>(path),
        }
    }

    fn simplest() -> Option<Self> {
        Some(Value::Null)
    }
}

/// A copy of `map` with the value of entry `i` (in the map's order)
/// changed.
fn with_entry(
    map: &Map<String, Value>,
    i: usize,
    path: &[usize],
    change: impl FnOnce(&Value) -> Value,
) -> Value {
    let Some((key, value)) = map.iter().nth(i) else {
        bad_path::<Value>(path)
    };
    let mut copy = map.clone();
    copy.insert(key.clone(), change(value));
    Value::Object(copy)
}

/// A number's places: those of the Rust number it holds.
fn number_places(n: &Number, path: &[usize]) -> Vec<Place> {
    if let Some(n) = n.as_u64() {
        n.places(path)
    } else if let Some(n) = n.as_i64() {
        n.places(path)
    } else {
        n.as_f64().map_or_else(Vec::new, |n| n.places(path))
    }
}

fn number_simplify(n: &Number, path: &[usize], to: u128) -> Value {
    if let Some(n) = n.as_u64() {
        Value::from(n.simplify(path, to))
    } else if let Some(n) = n.as_i64() {
        Value::from(n.simplify(path, to))
    } else {
        match n.as_f64() {
            Some(n) => Value::from(n.simplify(path, to)),
            None => bad_path::<Number>(path),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn objects_and_arrays_are_cut_and_reduced_inside() {
        let value = json!({"a": [1, 2, 3], "b": "xyz", "c": true});
        assert_eq!(value.places(&[]), vec![Place::parts(3)]);
        assert_eq!(value.inner(&[]), vec![0, 1, 2]);
        let kept = value.keep(&[], &Subset::from_indices([0, 2]));
        assert_eq!(kept, json!({"a": [1, 2, 3], "c": true}));
        let cut = value.keep(&[0], &Subset::from_indices([2]));
        assert_eq!(cut, json!({"a": [3], "b": "xyz", "c": true}));
        assert_eq!(
            value.keep(&[1], &Subset::from_indices([1])),
            json!({"a": [1, 2, 3], "b": "y", "c": true})
        );
        assert_eq!(
            value.places(&[0, 2]),
            vec![Place::Magnitude { magnitude: 3 }]
        );
        assert_eq!(
            value.simplify(&[0, 2], 0),
            json!({"a": [1, 2, 0], "b": "xyz", "c": true})
        );
        assert_eq!(
            value.simplify(&[2], 0),
            json!({"a": [1, 2, 3], "b": "xyz", "c": false})
        );
    }

    #[test]
    fn numbers_move_toward_zero_keeping_their_kind() {
        assert_eq!(json!(-8).simplify(&[], 3), json!(-3));
        assert_eq!(json!(2.5).simplify(&[], 1), json!(2.0));
        assert!(json!(null).places(&[]).is_empty());
        assert_eq!(Value::simplest(), Some(Value::Null));
    }
}
