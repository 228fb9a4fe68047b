//! Values that are kept as they are: they list no sequences.

use super::Reduce;

macro_rules! kept_as_is {
    ($($t:ty),* $(,)?) => {$(
        impl Reduce for $t {}
    )*};
}

kept_as_is!(
    (),
    bool,
    char,
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    f32,
    f64,
    &'static str,
    std::time::Duration,
    std::path::PathBuf
);

/// Arrays keep their length (it is part of the type), so they have nothing
/// to cut.
impl<T: Reduce, const N: usize> Reduce for [T; N] {}
