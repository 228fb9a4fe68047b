//! Tuples: argument lists whose components are reduced in turns.

use super::{bad_path, Place, Reduce, Sequence};
use crate::subset::Subset;

macro_rules! tuple_impls {
    ($( ($($i:tt $t:ident),+) )+) => {$(
        impl<$($t: Reduce),+> Reduce for ($($t,)+) {
            fn sequences(&self) -> Vec<Sequence> {
                let mut out = Vec::new();
                $( out.extend(self.$i.sequences().into_iter().map(|s| s.under($i))); )+
                out
            }

            fn keep(&self, path: &[usize], kept: &Subset) -> Self {
                let mut copy = self.clone();
                match path.split_first() {
                    $( Some((&$i, rest)) => copy.$i = self.$i.keep(rest, kept), )+
                    _ => bad_path::<Self>(path),
                }
                copy
            }

            fn places(&self, path: &[usize]) -> Vec<Place> {
                match path.split_first() {
                    $( Some((&$i, rest)) => self.$i.places(rest), )+
                    _ => Vec::new(),
                }
            }

            fn inner(&self, path: &[usize]) -> Vec<usize> {
                match path.split_first() {
                    None => vec![$($i),+],
                    $( Some((&$i, rest)) => self.$i.inner(rest), )+
                    _ => Vec::new(),
                }
            }

            fn simplify(&self, path: &[usize], to: u128) -> Self {
                let mut copy = self.clone();
                match path.split_first() {
                    $( Some((&$i, rest)) => copy.$i = self.$i.simplify(rest, to), )+
                    _ => bad_path::<Self>(path),
                }
                copy
            }

            fn simplest() -> Option<Self> {
                Some(($($t::simplest()?,)+))
            }
        }
    )+};
}

tuple_impls! {
    (0 A)
    (0 A, 1 B)
    (0 A, 1 B, 2 C)
    (0 A, 1 B, 2 C, 3 D)
    (0 A, 1 B, 2 C, 3 D, 4 E)
    (0 A, 1 B, 2 C, 3 D, 4 E, 5 F)
    (0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G)
    (0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H)
    (0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I)
    (0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J)
    (0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K)
    (0 A, 1 B, 2 C, 3 D, 4 E, 5 F, 6 G, 7 H, 8 I, 9 J, 10 K, 11 L)
}
