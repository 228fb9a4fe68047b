//! The Delta Debugging algorithms, over index sets.
//!
//! This layer knows nothing of panics, processes or argument types: it asks
//! a test closure about subsets of `0..len` and returns subsets.

mod partition;
mod pyset;
mod subset;

pub use partition::Partition;
pub(crate) use partition::IndexSet;
pub use subset::Subset;
