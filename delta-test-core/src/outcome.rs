//! The result of one test run, as Delta Debugging sees it.

use std::fmt;

/// What one run of the test on a candidate input did.
///
/// Delta Debugging needs three outcomes, not two: a candidate that fails in
/// some *other* way than the original (a different panic, a panic elsewhere)
/// must neither count as reproducing the bug nor as passing, or the reduction
/// would drift to a different bug or lose the one it is after.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The run did not fail.
    Pass,
    /// The run failed with the same bug as the original run.
    Fail,
    /// The run failed in some other way.
    Unresolved,
}

impl Outcome {
    /// The upper-case name the Debugging Book prints: `PASS`, `FAIL`, `UNRESOLVED`.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Pass => "PASS",
            Outcome::Fail => "FAIL",
            Outcome::Unresolved => "UNRESOLVED",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
