//! One entry of a `delta-regressions/` file: what one reduction left for
//! the next run.

use crate::failure::FailureSignature;

/// Originals longer than this (as Rust) are stored by hash only.
const MAX_STORED_ORIGINAL: usize = 1024;

/// What one reduction left for the next run.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Stored {
    /// The day the reduction ran, `YYYY-MM-DD` (UTC).
    pub(crate) found: String,
    /// The day a replay first saw the stored call pass; absent while it
    /// fails.
    pub(crate) fixed: Option<String>,
    /// Where the original call is written: the attribute's `file:line`.
    pub(crate) origin: String,
    /// The original call as Rust, unless it is too long to keep.
    pub(crate) original: Option<String>,
    /// Which original call this is about: a hash of it, written as Rust.
    pub(crate) original_hash: String,
    /// The mode of the reduction: `min` or `diff`.
    pub(crate) mode: String,
    /// The minimal failing call, as Rust.
    pub(crate) minimal: String,
    /// The minimal failing call's arguments, as JSON: what a replay runs.
    pub(crate) minimal_args: String,
    /// In `diff` mode, the largest passing call, as Rust.
    pub(crate) passing: Option<String>,
    /// In `diff` mode, the largest passing call's arguments, as JSON.
    pub(crate) passing_args: Option<String>,
    /// How many tests the reduction took.
    pub(crate) tests: usize,
    /// The budget that stopped the reduction before it proved the call
    /// 1-minimal.
    pub(crate) stopped_by: Option<String>,
    /// How the original call failed.
    pub(crate) failure: FailureSignature,
}

impl Stored {
    /// Keeps the original call as Rust only when it is short enough to
    /// read in a diff; its hash always identifies it.
    pub(crate) fn original_text(call: String) -> Option<String> {
        (call.len() <= MAX_STORED_ORIGINAL).then_some(call)
    }
}
