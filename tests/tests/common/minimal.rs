//! Checks of 1-minimality at every level, and a small random generator.

use delta_test::{Place, Reduce};

/// Every call one step smaller than `value` at any level: each single part
/// cut, each simpler value, a magnitude of 0 and of one less.
pub fn one_step_smaller<A: Reduce>(value: &A) -> Vec<A> {
    smaller(value, true)
}

/// Every call with a single part cut from `value`, at any level: what
/// `classic`, which simplifies no value, proves.
pub fn one_cut_smaller<A: Reduce>(value: &A) -> Vec<A> {
    smaller(value, false)
}

fn smaller<A: Reduce>(value: &A, simplify: bool) -> Vec<A> {
    let mut out = Vec::new();
    let mut paths = vec![Vec::new()];
    while let Some(path) = paths.pop() {
        for place in value.places(&path) {
            match place {
                Place::Choices { .. } | Place::Magnitude { .. } | Place::Signed { .. }
                    if !simplify => {}
                Place::Parts { len, .. } => out.extend(
                    (0..len).map(|i| value.keep(&path, &(0..len).filter(|&j| j != i).collect())),
                ),
                Place::Choices { count } => {
                    out.extend((0..count as u128).map(|to| value.simplify(&path, to)));
                }
                Place::Magnitude { magnitude } => {
                    out.push(value.simplify(&path, 0));
                    out.push(value.simplify(&path, magnitude - 1));
                }
                Place::Signed {
                    magnitude,
                    negative,
                } => {
                    out.push(value.simplify(&path, 0));
                    out.push(value.simplify(&path, magnitude - 1));
                    if negative {
                        out.push(value.simplify(&path, 2 * magnitude - 1));
                    }
                }
                // A join removes nothing: 1-minimality does not ask for it.
                Place::Joins { .. } => {}
                _ => unreachable!(),
            }
        }
        for step in value.inner(&path) {
            paths.push([path.clone(), vec![step]].concat());
        }
    }
    out
}

/// A small deterministic generator (xorshift), so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}
