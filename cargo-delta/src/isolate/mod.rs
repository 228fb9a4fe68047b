//! `cargo delta isolate`: the failure-inducing difference between a
//! passing and a failing file (the paper's `dd`), as opposed to `reduce`'s
//! smallest failing file (`ddmin`); with `--git`, between two commits.
//!
//! Two files: `changes` cuts the difference into changes at a level
//! (`entries`, for JSON and TOML, into changes of their trees first;
//! `items`, for Rust, into items and statements, found by `scan`),
//! `search` narrows it level by level with the engine, `output` writes the
//! pair, their difference and the report, `run` is the subcommand.
//!
//! Two commits: `repo` asks git of the repository and the revisions,
//! `commits` cuts the difference into hunks and lines, `trees` are the
//! work trees the candidates run in, `bisect` finds the first failing
//! commit, `narrow` narrows the changes with the engine, `git_output`
//! writes the patch and the report, `git` is the subcommand.

pub mod bisect;
pub mod changes;
pub mod commits;
pub mod entries;
pub mod git;
pub mod git_output;
pub mod items;
pub mod narrow;
pub mod output;
pub mod repo;
pub mod report;
pub mod run;
pub mod scan;
pub mod search;
pub mod trees;

/// The first option given that `isolate` shares with `reduce` on the
/// command line but has no use for: refused rather than ignored.
pub fn not_for_isolate(args: &crate::cli::Reduce) -> Option<&'static str> {
    [
        (args.in_place, "--in-place"),
        (args.resume, "--resume"),
        (args.allow_empty, "--allow-empty"),
        (args.strategy.is_some(), "--strategy"),
    ]
    .into_iter()
    .find_map(|(given, name)| given.then_some(name))
}
