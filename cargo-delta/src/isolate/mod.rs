//! `cargo delta isolate`: the failure-inducing difference between a
//! passing and a failing file (the paper's `dd`), as opposed to `reduce`'s
//! smallest failing file (`ddmin`). `changes` cuts the difference into
//! changes at a level, `commits` does so for two commits of a repository,
//! `search` narrows it level by level with the engine, `output` writes the
//! pair, their difference and the report, `run` is the subcommand.

pub mod changes;
// `isolate --git` (issue 31, part 2) is not on the command line yet: its
// changes between commits are, and are tested, its work trees are not.
#[allow(dead_code)]
pub mod commits;
pub mod output;
pub mod run;
pub mod search;
