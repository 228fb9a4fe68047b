//! The exit codes scripts can rely on, and the one-line errors behind them.

use std::fmt;
use std::process::ExitCode;

/// Why `cargo delta` stopped, when it did not reduce the file. Each kind has
/// its own exit code (see [`Kind::code`]), so a script can tell them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// An unexpected I/O error while running (a full disk, a lost directory).
    Io,
    /// The original does not fail (the command passes on it).
    NotFailing,
    /// The original fails in different ways from run to run.
    Flaky,
    /// `--max-tests` or `--max-time` ran out; the best file so far is written.
    Budget,
    /// FILE cannot be read: missing, a directory, unreadable.
    Unreadable,
    /// FILE is empty: there is nothing to reduce.
    Empty,
    /// FILE is not UTF-8 and `--format text` was asked for.
    NotText,
    /// The command (or the `--interesting` script) cannot be started.
    NoCommand,
    /// FILE does not parse in its format (JSON, TOML).
    Unparsable,
    /// The options contradict each other, or miss something (clap's own
    /// usage errors exit with this code too).
    Usage,
    /// The command turned out flaky on the reduced file: rerun as the
    /// original was, it did not fail every time. The output holds the
    /// smallest file that did.
    FlakyResult,
    /// The command fails the same way on an empty file: the failure does
    /// not depend on the file (no `@@`, or a program that does not read it).
    Independent,
    /// `isolate`'s PASSING file or GOOD commit does not pass.
    NotPassing,
    /// `isolate` was given two identical files, or two commits with the
    /// same tree: there is no difference to isolate.
    NoDifference,
    /// `isolate --git`'s GOOD or BAD is not a revision of the repository.
    NotARevision,
    /// `isolate`'s two files are of different formats (say JSON and
    /// TOML, or text and bytes): not two versions of one input.
    FormatMismatch,
    /// `--work-dir` is not seen by the runner's commands (`--runner`,
    /// `--slurm`): a file written there is not found by a run.
    Unshared,
    /// Slurm lost the same run each time it was retried (it cancelled
    /// the job step, its node failed, `srun` could not start it).
    Cluster,
    /// `isolate --git` in a checkout with uncommitted changes, without
    /// `--allow-dirty`: they are in neither commit, so no candidate has
    /// them, and the failure the user sees may need them.
    Dirty,
}

impl Kind {
    /// The process's exit code. 0 is "reduced"; 2 is clap's code for a
    /// usage error, kept for ours.
    pub fn code(self) -> u8 {
        match self {
            Kind::Io => 1,
            Kind::Usage => 2,
            Kind::NotFailing => 3,
            Kind::Flaky => 4,
            Kind::Budget => 5,
            Kind::Unreadable => 6,
            Kind::Empty => 7,
            Kind::NotText => 8,
            Kind::NoCommand => 9,
            Kind::Unparsable => 10,
            Kind::FlakyResult => 11,
            Kind::Independent => 12,
            Kind::NotPassing => 13,
            Kind::NoDifference => 14,
            Kind::NotARevision => 15,
            Kind::FormatMismatch => 16,
            Kind::Unshared => 17,
            Kind::Cluster => 18,
            Kind::Dirty => 19,
        }
    }
}

impl Kind {
    /// Every kind, in the order of their codes.
    pub const ALL: [Kind; 19] = [
        Kind::Io,
        Kind::Usage,
        Kind::NotFailing,
        Kind::Flaky,
        Kind::Budget,
        Kind::Unreadable,
        Kind::Empty,
        Kind::NotText,
        Kind::NoCommand,
        Kind::Unparsable,
        Kind::FlakyResult,
        Kind::Independent,
        Kind::NotPassing,
        Kind::NoDifference,
        Kind::NotARevision,
        Kind::FormatMismatch,
        Kind::Unshared,
        Kind::Cluster,
        Kind::Dirty,
    ];

    /// What the code means, for `--help`.
    pub fn meaning(self) -> &'static str {
        match self {
            Kind::Io => "an I/O error (the best file so far is kept)",
            Kind::Usage => "bad usage",
            Kind::NotFailing => "the original does not fail (as asked)",
            Kind::Flaky => "the command is flaky on the original",
            Kind::Budget => "--max-tests or --max-time spent: the best file so far, not 1-minimal",
            Kind::Unreadable => "FILE cannot be read",
            Kind::Empty => "FILE is empty",
            Kind::NotText => "FILE is not UTF-8 and --format text was given",
            Kind::NoCommand => "the program or script cannot be started",
            Kind::Unparsable => "FILE does not parse in its format",
            Kind::FlakyResult => {
                "the command is flaky on the reduced file: the output is the smallest file that failed every rerun"
            }
            Kind::Independent => {
                "the command fails the same way on an empty file (see --allow-empty)"
            }
            Kind::NotPassing => "isolate: PASSING (or GOOD) does not pass",
            Kind::NoDifference => {
                "isolate: the two files (or the two commits' trees) are the same"
            }
            Kind::NotARevision => "isolate --git: GOOD or BAD is not a revision of the repository",
            Kind::FormatMismatch => "isolate: the two files are of different formats",
            Kind::Unshared => "--work-dir is not shared with the nodes of --runner or --slurm",
            Kind::Cluster => {
                "Slurm lost the same run 4 times in a row: the best file so far is kept (--resume)"
            }
            Kind::Dirty => {
                "isolate --git: the checkout has uncommitted changes (commit or stash them, or --allow-dirty)"
            }
        }
    }

    /// The table of exit codes `--help` ends with.
    pub fn table() -> String {
        let mut table = String::from("Exit codes:\n  0    reduced: the output is 1-minimal\n");
        for kind in Kind::ALL {
            table.push_str(&format!("  {:<4} {}\n", kind.code(), kind.meaning()));
        }
        table.push_str(
            "  130  interrupted (Ctrl-C, SIGTERM, SIGHUP): the output holds the best file so far",
        );
        table
    }
}

/// An error for the user: one line that names the file or the command and
/// says what to do, and its exit code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stop {
    /// Which exit code.
    pub kind: Kind,
    /// The line printed after `error: `.
    pub message: String,
}

impl Stop {
    /// A stop of `kind`, with its message.
    pub fn new(kind: Kind, message: impl Into<String>) -> Self {
        Stop {
            kind,
            message: message.into(),
        }
    }

    /// The exit code for the process.
    pub fn exit_code(&self) -> ExitCode {
        ExitCode::from(self.kind.code())
    }
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_its_own_nonzero_code() {
        let kinds = Kind::ALL;
        let codes: std::collections::BTreeSet<u8> = kinds.iter().map(|k| k.code()).collect();
        assert_eq!(codes.len(), kinds.len());
        assert!(!codes.contains(&0));
    }
}
