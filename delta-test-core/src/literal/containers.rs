//! Options, results, boxes, sequences, maps, sets and tuples as Rust:
//! their items in order (hash collections sorted), in the collection's
//! constructor.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet, VecDeque};
use std::fmt::{self, Write};

use super::{write_from_array, write_seq, Literal, Style};

impl<T: Literal> Literal for Option<T> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        match self {
            None => out.write_str("None"),
            Some(value) => {
                out.write_str("Some(")?;
                value.write_rust(out, style)?;
                out.write_str(")")
            }
        }
    }
}

impl<T: Literal, E: Literal> Literal for Result<T, E> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let (name, value): (&str, &dyn Literal) = match self {
            Ok(value) => ("Ok(", value),
            Err(error) => ("Err(", error),
        };
        out.write_str(name)?;
        value.write_rust(out, style)?;
        out.write_str(")")
    }
}

impl<T: Literal> Literal for Box<T> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        out.write_str("Box::new(")?;
        (**self).write_rust(out, style)?;
        out.write_str(")")
    }
}

impl<T: Literal> Literal for Vec<T> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        T::write_vec(self, out, style)
    }

    fn write_ref(&self, out: &mut dyn Write) -> fmt::Result {
        T::write_slice(self, out)
    }
}

impl<T: Literal> Literal for Box<[T]> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        T::write_vec(self, out, style)?;
        out.write_str(".into_boxed_slice()")
    }
}

/// A slice is only ever written behind its reference (`&'static [T]` in
/// a value, through `Literal for &T`): as one, `&[1, 2]` or `b"ab"`.
impl<T: Literal> Literal for [T] {
    fn write_rust(&self, out: &mut dyn Write, _: Style) -> fmt::Result {
        T::write_slice(self, out)
    }
}

impl<T: Literal, const N: usize> Literal for [T; N] {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        write_seq(out, "[", self.iter(), "]", style)
    }
}

impl<T: Literal> Literal for VecDeque<T> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let items: Vec<String> = self.iter().map(|item| item.to_rust(style)).collect();
        write_from_array(out, "VecDeque", &items, style)
    }
}

/// `(key, value)` as Rust, one entry of a map literal.
fn entry<K: Literal, V: Literal>(key: &K, value: &V, style: Style) -> String {
    format!("({}, {})", key.to_rust(style), value.to_rust(style))
}

impl<K: Literal, V: Literal> Literal for BTreeMap<K, V> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let items: Vec<String> = self.iter().map(|(k, v)| entry(k, v, style)).collect();
        write_from_array(out, "BTreeMap", &items, style)
    }
}

impl<K: Literal, V: Literal, S> Literal for HashMap<K, V, S> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let mut items: Vec<String> = self.iter().map(|(k, v)| entry(k, v, style)).collect();
        items.sort_unstable();
        write_from_array(out, "HashMap", &items, style)
    }
}

impl<T: Literal> Literal for BTreeSet<T> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let items: Vec<String> = self.iter().map(|item| item.to_rust(style)).collect();
        write_from_array(out, "BTreeSet", &items, style)
    }
}

impl<T: Literal, S> Literal for HashSet<T, S> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let mut items: Vec<String> = self.iter().map(|item| item.to_rust(style)).collect();
        items.sort_unstable();
        write_from_array(out, "HashSet", &items, style)
    }
}

macro_rules! tuples {
    ($(($($name:ident $index:tt),+))+) => {$(
        impl<$($name: Literal),+> Literal for ($($name,)+) {
            fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
                let items = self.arg_literals(style);
                if items.len() == 1 {
                    write!(out, "({},)", items[0])
                } else {
                    write!(out, "({})", items.join(", "))
                }
            }

            fn arg_literals(&self, style: Style) -> Vec<String> {
                vec![$(self.$index.to_rust(style)),+]
            }
        }
    )+};
}
tuples! {
    (A 0)
    (A 0, B 1)
    (A 0, B 1, C 2)
    (A 0, B 1, C 2, D 3)
    (A 0, B 1, C 2, D 3, E 4)
    (A 0, B 1, C 2, D 3, E 4, F 5)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10)
    (A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7, I 8, J 9, K 10, L 11)
}
