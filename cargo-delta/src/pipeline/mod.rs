//! The stages every command goes through, in order: the program and the
//! failure rule (`program`), the outputs checked and the original run and
//! checked (`original`), then the command's own search, the result
//! verified (`checks::confirm` for `reduce`), written and reported. Each
//! stage is here once, so that `reduce`, `reduce-crate` and `isolate`
//! (two files or two commits) differ only by their input, their search and
//! their output, and the checks that keep a result honest are made alike.

pub mod original;
pub mod program;

pub use original::{check_outputs, Original};
pub use program::program_for;
