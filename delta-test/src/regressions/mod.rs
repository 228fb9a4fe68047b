//! Regressions: the results of past reductions, stored next to the crate
//! and replayed before the next reduction.

mod replay;
mod store;

pub(crate) use replay::Persisted;
pub(crate) use store::{stable_hash, Regressions, DIR};
