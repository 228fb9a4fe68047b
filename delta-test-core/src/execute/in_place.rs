//! `isolate = "none"`: candidates run in the calling thread, with no
//! timeout; the fastest, and the one that a hang or a crash takes down.

use std::time::Duration;

use super::{Candidate, Runner};
use crate::capture::{run_silently, TestResult};
use crate::error::Error;
use crate::failure::FailureSignature;

/// Runs candidates in the calling thread; a timeout cannot be kept there,
/// so it is ignored.
pub struct InPlace<A, R>(pub fn(&A) -> R);

impl<A, R: TestResult> Runner<A> for InPlace<A, R> {
    fn run(
        &mut self,
        candidate: Candidate<'_, A>,
        _: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        Ok(run_silently(|| (self.0)(candidate.args)))
    }
}
