//! delta-test turns a failing test into its 1-minimal failing call.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod dd;
mod outcome;

pub use dd::{Partition, Subset};
pub use outcome::Outcome;
