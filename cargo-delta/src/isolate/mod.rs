//! `cargo delta isolate`: the failure-inducing difference between a
//! passing and a failing file (the paper's `dd`), as opposed to `reduce`'s
//! smallest failing file (`ddmin`). `changes` cuts the difference into
//! changes at a level, `commits` does so for two commits of a repository,
//! `search` narrows it level by level with the engine, `output` writes the
//! pair, their difference and the report.

pub mod changes;
pub mod commits;
pub mod output;
pub mod search;
