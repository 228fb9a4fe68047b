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
        }
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
        let kinds = [
            Kind::Io,
            Kind::NotFailing,
            Kind::Flaky,
            Kind::Budget,
            Kind::Unreadable,
            Kind::Empty,
            Kind::NotText,
            Kind::NoCommand,
            Kind::Unparsable,
            Kind::Usage,
        ];
        let codes: std::collections::BTreeSet<u8> = kinds.iter().map(|k| k.code()).collect();
        assert_eq!(codes.len(), kinds.len());
        assert!(!codes.contains(&0));
    }
}
