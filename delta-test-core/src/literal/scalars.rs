//! Numbers, `bool`, `()` and `Duration` as Rust.

use std::fmt::{self, Write};
use std::time::Duration;

use super::{Literal, Style};

impl Literal for bool {
    fn write_rust(&self, out: &mut dyn Write, _: Style) -> fmt::Result {
        write!(out, "{self}")
    }
}

impl Literal for () {
    fn write_rust(&self, out: &mut dyn Write, _: Style) -> fmt::Result {
        out.write_str("()")
    }
}

macro_rules! integers {
    ($($t:ty)*) => {$(
        impl Literal for $t {
            fn write_rust(&self, out: &mut dyn Write, _: Style) -> fmt::Result {
                write!(out, "{self}")
            }
        }
    )*};
}
integers!(i8 i16 i32 i64 i128 isize u16 u32 u64 u128 usize);

macro_rules! floats {
    ($($t:ident)*) => {$(
        impl Literal for $t {
            fn write_rust(&self, out: &mut dyn Write, _: Style) -> fmt::Result {
                if self.is_nan() {
                    write!(out, "{}::NAN", stringify!($t))
                } else if self.is_infinite() {
                    let sign = if *self > 0.0 { "" } else { "NEG_" };
                    write!(out, "{}::{sign}INFINITY", stringify!($t))
                } else {
                    // `Debug` keeps the point (`1.0`) and round-trips exactly.
                    write!(out, "{self:?}")
                }
            }
        }
    )*};
}
floats!(f32 f64);

impl Literal for Duration {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        let ty = match style {
            Style::Readable => "Duration",
            Style::Exact => "std::time::Duration",
        };
        match (self.as_secs(), self.subsec_nanos()) {
            (secs, 0) => write!(out, "{ty}::from_secs({secs})"),
            (secs, nanos) if secs == 0 && nanos % 1_000_000 == 0 => {
                write!(out, "{ty}::from_millis({})", nanos / 1_000_000)
            }
            (secs, nanos) => write!(out, "{ty}::new({secs}, {nanos})"),
        }
    }
}
