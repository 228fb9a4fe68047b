//! Numbers, `bool` and `char`: replaced by simpler values. Numbers move
//! toward 0 (integers by a binary search on the magnitude, floats to 0 and
//! to integers), `true` becomes `false`, a char becomes `'0'` (a digit) or
//! `'a'`.

use super::{bad_path, Place, Reduce};

macro_rules! unsigned {
    ($($t:ty),*) => {$(
        impl Reduce for $t {
            fn places(&self, path: &[usize]) -> Vec<Place> {
                match *self {
                    n if n != 0 && path.is_empty() => vec![Place::Magnitude { magnitude: n as u128 }],
                    _ => Vec::new(),
                }
            }

            fn simplify(&self, path: &[usize], to: u128) -> Self {
                match <$t>::try_from(to) {
                    Ok(to) if path.is_empty() && to < *self => to,
                    _ => bad_path::<Self>(path),
                }
            }

            fn simplest() -> Option<Self> {
                Some(0)
            }
        }
    )*};
}

macro_rules! signed {
    ($($t:ty),*) => {$(
        impl Reduce for $t {
            fn places(&self, path: &[usize]) -> Vec<Place> {
                let magnitude = self.unsigned_abs() as u128;
                match *self {
                    _ if !path.is_empty() => Vec::new(),
                    // The smallest number has no positive of its size:
                    // searched toward 0 alone.
                    <$t>::MIN => vec![Place::Magnitude { magnitude }],
                    n if n != 0 => vec![Place::Signed { magnitude, negative: n < 0 }],
                    _ => Vec::new(),
                }
            }

            fn simplify(&self, path: &[usize], to: u128) -> Self {
                let magnitude = self.unsigned_abs() as u128;
                let negative = *self < 0;
                let signed = *self != <$t>::MIN;
                let others = if signed { Place::other_signs(magnitude, negative) } else { 0 };
                if !path.is_empty() || to >= magnitude + others {
                    bad_path::<Self>(path);
                }
                // Either way at most the magnitude (below it, or up to it
                // for a negative number): it fits with either sign.
                let (to, negative) = match to < magnitude {
                    true => (to, negative),
                    false => (to - magnitude + 1, !negative),
                };
                let to = to as $t;
                if negative { -to } else { to }
            }

            fn simplest() -> Option<Self> {
                Some(0)
            }
        }
    )*};
}

unsigned!(u8, u16, u32, u64, u128, usize);
signed!(i8, i16, i32, i64, i128, isize);

macro_rules! float {
    ($($t:ty: $mantissa:expr),*) => {$(
        /// An integral float is a magnitude, as an integer is; any other
        /// value can become 0 or its integral part.
        /// (Integers below 2 to the power of the mantissa's bits are floats
        /// exactly.)
        impl Reduce for $t {
            fn places(&self, path: &[usize]) -> Vec<Place> {
                const EXACT: u128 = 1 << $mantissa;
                let x = *self;
                if x == 0.0 || !path.is_empty() {
                    Vec::new()
                } else if x.fract() == 0.0 && x.abs() < EXACT as $t {
                    let magnitude = x.abs() as u128;
                    vec![Place::Signed { magnitude, negative: x < 0.0 }]
                } else {
                    vec![Place::Choices { count: float_choices(x as f64).len() }]
                }
            }

            fn simplify(&self, path: &[usize], to: u128) -> Self {
                const EXACT: u128 = 1 << $mantissa;
                let x = *self;
                if !path.is_empty() {
                    bad_path::<Self>(path);
                }
                if x.fract() == 0.0 && x.abs() < EXACT as $t {
                    let magnitude = x.abs() as u128;
                    return match to < magnitude {
                        true => (to as $t).copysign(x),
                        false => ((to - magnitude + 1) as $t).copysign(-x),
                    };
                }
                match float_choices(x as f64).get(to as usize) {
                    Some(&choice) => choice as $t,
                    None => bad_path::<Self>(path),
                }
            }

            fn simplest() -> Option<Self> {
                Some(0.0)
            }
        }
    )*};
}

float!(f32: 24, f64: 53);

/// What a float that is not a small integer can become: 0, then its
/// integral part (when that is another number).
fn float_choices(x: f64) -> Vec<f64> {
    let mut choices = vec![0.0];
    let whole = x.trunc();
    if x.is_finite() && whole != 0.0 && whole != x {
        choices.push(whole);
    }
    choices
}

impl Reduce for bool {
    fn places(&self, path: &[usize]) -> Vec<Place> {
        match *self && path.is_empty() {
            true => vec![Place::Choices { count: 1 }],
            false => Vec::new(),
        }
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        match (self, to) {
            (true, 0) if path.is_empty() => false,
            _ => bad_path::<Self>(path),
        }
    }

    fn simplest() -> Option<Self> {
        Some(false)
    }
}

/// The simplest char of a char's kind: `'0'` for a digit, else `'a'`.
fn simplest_like(c: char) -> char {
    match c.is_ascii_digit() {
        true => '0',
        false => 'a',
    }
}

impl Reduce for char {
    fn places(&self, path: &[usize]) -> Vec<Place> {
        match simplest_like(*self) == *self || !path.is_empty() {
            true => Vec::new(),
            false => vec![Place::Choices { count: 1 }],
        }
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        match to {
            0 if path.is_empty() => simplest_like(*self),
            _ => bad_path::<Self>(path),
        }
    }

    fn simplest() -> Option<Self> {
        Some('a')
    }
}

impl Reduce for () {
    fn simplest() -> Option<Self> {
        Some(())
    }
}

/// Arrays keep their length (it is part of the type): their elements are
/// reduced inside.
impl<T: Reduce, const N: usize> Reduce for [T; N] {
    fn keep(&self, path: &[usize], kept: &crate::subset::Subset) -> Self {
        let mut copy = self.clone();
        match path.split_first() {
            Some((&i, rest)) if i < N => copy[i] = self[i].keep(rest, kept),
            _ => bad_path::<Self>(path),
        }
        copy
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        match path.split_first() {
            None => Vec::new(),
            Some((&i, rest)) => super::item_places(self.get(i), rest),
        }
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        match path.split_first() {
            None => (0..N).collect(),
            Some((&i, rest)) => super::item_inner(self.get(i), rest),
        }
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        let mut copy = self.clone();
        match path.split_first() {
            Some((&i, rest)) if i < N => copy[i] = self[i].simplify(rest, to),
            _ => bad_path::<Self>(path),
        }
        copy
    }

    fn simplest() -> Option<Self> {
        let items: Option<Vec<T>> = (0..N).map(|_| T::simplest()).collect();
        items?.try_into().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_are_magnitudes_with_their_sign() {
        assert_eq!(
            1000u32.places(&[]),
            vec![Place::Magnitude { magnitude: 1000 }]
        );
        assert_eq!(
            1000i32.places(&[]),
            vec![Place::Signed {
                magnitude: 1000,
                negative: false
            }]
        );
        assert_eq!(1000u32.simplify(&[], 3), 3);
        assert_eq!((-7i8).simplify(&[], 2), -2);
        // A number can change its sign: -7 to 1..=7, 7 to -1..=-6.
        let negative = Place::Signed {
            magnitude: 7,
            negative: true,
        };
        assert_eq!((-7i8).places(&[]), vec![negative]);
        assert_eq!(((-7i8).simplify(&[], 7), (-7i8).simplify(&[], 13)), (1, 7));
        assert_eq!((7i8.simplify(&[], 7), 7i8.simplify(&[], 12)), (-1, -6));
        assert_eq!(
            i8::MIN.places(&[]),
            vec![Place::Magnitude { magnitude: 128 }]
        );
        assert_eq!(i8::MIN.simplify(&[], 127), -127);
        assert_eq!(i128::MIN.simplify(&[], 0), 0);
        assert!(0u8.places(&[]).is_empty() && 0i64.places(&[]).is_empty());
        assert!(5u8.places(&[0]).is_empty());
    }

    #[test]
    fn floats_go_to_zero_and_to_integers() {
        assert_eq!(2.5f64.places(&[]), vec![Place::Choices { count: 2 }]);
        assert_eq!(
            (2.5f64.simplify(&[], 0), 2.5f64.simplify(&[], 1)),
            (0.0, 2.0)
        );
        assert_eq!(0.5f32.places(&[]), vec![Place::Choices { count: 1 }]);
        assert_eq!(
            (-8.0f64).places(&[]),
            vec![Place::Signed {
                magnitude: 8,
                negative: true
            }]
        );
        assert_eq!((-8.0f64).simplify(&[], 3), -3.0);
        assert_eq!((-8.0f64).simplify(&[], 15), 8.0);
        assert_eq!(f64::NAN.places(&[]), vec![Place::Choices { count: 1 }]);
        assert_eq!(f64::INFINITY.simplify(&[], 0), 0.0);
        assert_eq!(1e300f64.places(&[]), vec![Place::Choices { count: 1 }]);
        assert!(0.0f64.places(&[]).is_empty());
    }

    #[test]
    fn bools_and_chars_have_one_simpler_value() {
        assert_eq!(true.places(&[]), vec![Place::Choices { count: 1 }]);
        assert!(!true.simplify(&[], 0));
        assert!(false.places(&[]).is_empty());
        assert_eq!(('7'.simplify(&[], 0), 'Q'.simplify(&[], 0)), ('0', 'a'));
        assert!('a'.places(&[]).is_empty() && '0'.places(&[]).is_empty());
        assert_eq!('é'.places(&[]), vec![Place::Choices { count: 1 }]);
    }

    #[test]
    fn arrays_are_reduced_inside() {
        let array = [3u8, 0, 5];
        assert!(array.places(&[]).is_empty());
        assert_eq!(array.inner(&[]), vec![0, 1, 2]);
        assert_eq!(array.places(&[2]), vec![Place::Magnitude { magnitude: 5 }]);
        assert!(array.places(&[1]).is_empty() && array.places(&[3]).is_empty());
        assert_eq!(array.simplify(&[2], 1), [3, 0, 1]);
        assert_eq!(<[u8; 2]>::simplest(), Some([0, 0]));
    }
}
