//! Replaying a `#[delta_test]` case's stored regressions before reducing
//! it, and storing what a reduction found.
//!
//! The stored calls of the case's current original call are replayed:
//! - the original fails and a stored call still fails the same way: that
//!   call is reported at once, without reducing again;
//! - it fails, but the stored call passes or fails differently: a note
//!   says so, and the call is reduced anew;
//! - the original passes: a stored call that passes too is marked fixed
//!   (`fixed since <date>`).
//!
//! Everything that goes wrong with the file becomes a note: replaying is
//! a shortcut, and the original call is always there to reduce.

use std::time::{Duration, Instant};

use crate::execute::Codec;
use crate::regressions::{stable_hash, today, Regressions, Stored};
use crate::report::{Replayed, Report};
use crate::{Error, FailureSignature, Matcher, Outcome};

/// Runs the test on one call, in the reduction's runner.
pub(crate) type Run<'r, A> = dyn FnMut(&A) -> Result<Option<FailureSignature>, Error> + 'r;

/// The stored regressions of one case, with what reads them.
pub(crate) struct Persisted<A> {
    file: Regressions,
    codec: Codec<A>,
    /// Identifies the current original call among the stored ones.
    original_hash: String,
}

/// A stored call that still fails as the original does.
pub(crate) struct Reproduced<A> {
    pub(crate) entry: Stored,
    pub(crate) replayed: Replayed,
    pub(crate) minimal: A,
    pub(crate) passing: Option<A>,
    /// How long the replay took.
    pub(crate) elapsed: Duration,
}

impl<A> Persisted<A> {
    /// The stored regressions of the case whose original arguments are
    /// `args`. A file that cannot be read, or arguments that cannot be
    /// written as JSON, leave a note and nothing to persist.
    pub(crate) fn open(
        file: Regressions,
        codec: Codec<A>,
        args: &A,
        notes: &mut Vec<String>,
    ) -> Option<Self> {
        if let Some(problem) = file.problem() {
            notes.push(problem);
            return None;
        }
        match (codec.encode)(args) {
            Ok(json) => Some(Persisted {
                original_hash: stable_hash(json.as_bytes()),
                file,
                codec,
            }),
            Err(e) => {
                notes.push(format!(
                    "the call is not stored in {}: its arguments could not be written as JSON ({e})",
                    file.shown()
                ));
                None
            }
        }
    }

    /// The original passed: replays the stored calls not yet known to be
    /// fixed, and marks those that pass.
    pub(crate) fn replay_passing(&mut self, run: &mut Run<'_, A>, notes: &mut Vec<String>) {
        let entries: Vec<(usize, usize, Stored)> = self
            .file
            .of_original(&self.original_hash)
            .map(|(index, line, entry)| (index, line, entry.clone()))
            .collect();
        let shown = self.file.shown().to_string();
        for (index, line, entry) in entries {
            let Stored {
                minimal,
                found,
                fixed,
                ..
            } = &entry;
            if let Some(since) = fixed {
                notes.push(format!(
                    "{minimal}, stored in {shown} on {found}, is fixed since {since}"
                ));
                continue;
            }
            let outcome = match self.decode(&entry.minimal_args, line) {
                Ok(call) => run(&call).map_err(|e| e.to_string()),
                Err(problem) => Err(problem),
            };
            match outcome {
                Ok(None) => {
                    let since = today();
                    notes.push(format!(
                        "{minimal}, stored in {shown} on {found}, passes now: fixed since {since}"
                    ));
                    if let Err(problem) = self.file.set_fixed(index, Some(since)) {
                        notes.push(problem);
                    }
                }
                Ok(Some(failure)) => notes.push(format!(
                    "{minimal}, stored in {shown}:{line}, still fails ({failure}), although \
                     the test's own call passes"
                )),
                Err(problem) => notes.push(problem),
            }
        }
    }

    /// The original failed with `failure`: replays the stored call of the
    /// same bug, if there is one. `None` means: reduce.
    pub(crate) fn replay_failing(
        &mut self,
        failure: &FailureSignature,
        matcher: &Matcher,
        run: &mut Run<'_, A>,
        notes: &mut Vec<String>,
    ) -> Option<Reproduced<A>> {
        let shown = self.file.shown().to_string();
        let stored: Vec<(usize, usize, Stored)> = self
            .file
            .of_original(&self.original_hash)
            .map(|(index, line, entry)| (index, line, entry.clone()))
            .collect();
        let same_bug = stored
            .iter()
            .find(|(_, _, entry)| matcher.classify(&entry.failure, Some(failure)) == Outcome::Fail);
        let Some((index, line, entry)) = same_bug.cloned() else {
            if let Some((_, line, entry)) = stored.first() {
                notes.push(format!(
                    "the test now fails differently from the call stored in {shown}:{line} \
                     (it {}); reducing anew",
                    entry.failure
                ));
            }
            return None;
        };
        let started = Instant::now();
        let mut replay = |json: &str, expected: Outcome| -> Result<(A, Outcome), String> {
            let call = self.decode(json, line)?;
            let result = run(&call).map_err(|e| e.to_string())?;
            let outcome = matcher.classify(failure, result.as_ref());
            let stored = format!("the call stored in {shown}:{line}, {}", entry.minimal);
            match (outcome == expected, result) {
                (true, _) => Ok((call, outcome)),
                (false, None) => Err(format!("{stored}, passes now")),
                (false, Some(other)) => Err(format!("{stored}, fails differently ({other})")),
            }
        };
        let replayed = replay(&entry.minimal_args, Outcome::Fail).and_then(|(minimal, _)| {
            let passing = match &entry.passing_args {
                Some(json) => Some(replay(json, Outcome::Pass)?.0),
                None => None,
            };
            Ok((minimal, passing))
        });
        match replayed {
            Ok((minimal, passing)) => {
                if let Some(since) = &entry.fixed {
                    notes.push(format!(
                        "this bug was fixed since {since}, and it is back: {} fails again",
                        entry.minimal
                    ));
                    if let Err(problem) = self.file.set_fixed(index, None) {
                        notes.push(problem);
                    }
                }
                Some(Reproduced {
                    replayed: Replayed {
                        file: shown,
                        found: entry.found.clone(),
                    },
                    entry,
                    minimal,
                    passing,
                    elapsed: started.elapsed(),
                })
            }
            Err(problem) => {
                notes.push(format!("{problem}; reducing anew"));
                None
            }
        }
    }

    /// Stores what a reduction found, written as `report` says.
    pub(crate) fn record(
        &mut self,
        report: &Report,
        origin: String,
        minimal: &A,
        passing: Option<&A>,
        notes: &mut Vec<String>,
    ) {
        let json = |args: &A| (self.codec.encode)(args);
        let stored = json(minimal)
            .and_then(|minimal_args| {
                let passing_args = passing.map(json).transpose()?;
                Ok(Stored {
                    found: today(),
                    fixed: None,
                    origin,
                    original: Stored::original_text(report.original_call()),
                    original_hash: self.original_hash.clone(),
                    minimal: report.minimal_call(),
                    minimal_args,
                    passing: report.passing_call(),
                    passing_args,
                    tests: report.tests,
                    stopped_by: report.stopped.clone(),
                    failure: report.failure.clone(),
                })
            })
            .map_err(|e| format!("could not write the minimal call as JSON ({e})"));
        match stored.and_then(|stored| self.file.record(stored)) {
            Ok(()) => notes.push(format!(
                "stored in {}; the next run replays it",
                self.file.shown()
            )),
            Err(problem) => notes.push(problem),
        }
    }

    /// Reads stored arguments back; the error names the entry's line.
    fn decode(&self, json: &str, line: usize) -> Result<A, String> {
        (self.codec.decode)(json).map_err(|e| {
            format!(
                "{}:{line}: the stored arguments {json} could not be read as this test's \
                 arguments ({e}); fix or delete the entry",
                self.file.shown()
            )
        })
    }
}
