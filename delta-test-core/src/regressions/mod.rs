//! Regressions: the results of past reductions, stored next to the crate
//! and replayed before the next reduction.

mod entry;
mod replay;
mod store;
mod toml_file;

pub(crate) use replay::Persisted;
pub(crate) use store::{stable_hash, Regressions, DIR};
