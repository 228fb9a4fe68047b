//! `cargo delta reduce-crate`: a whole crate as the value reduced, its
//! files, the modules they declare, and its manifest.

pub mod files;
pub mod modules;
pub mod value;
