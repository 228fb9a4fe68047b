//! Replaying a `#[delta_test]` case's stored regressions before reducing
//! it, and storing what a reduction found.
//!
//! The stored calls of the case's current original call are replayed:
//! - the original fails and a stored call still fails the same way: that
//!   call is reported at once, without reducing again; or, when a budget
//!   cut its reduction short (`min` mode), the reduction goes on from it,
//!   as Hypothesis's example database does, so repeated runs converge to
//!   a 1-minimal call;
//! - it fails, but the stored call passes or fails differently: a note
//!   says so, and the call is reduced anew;
//! - the original passes: a stored call that passes too is marked fixed
//!   (`fixed since <date>`).
//!
//! Everything that goes wrong with the file becomes a note: replaying is
//! a shortcut, and the original call is always there to reduce.

use std::time::{Duration, Instant};

use super::entry::Stored;
use super::store::{stable_hash, today, Regressions};
use crate::dd::Mode;
use crate::error::Error;
use crate::execute::Codec;
use crate::failure::{FailureSignature, Matcher};
use crate::outcome::Outcome;
use crate::report::{Replayed, Report};

/// Runs the test on one call, in the reduction's runner.
pub(crate) type Run<'r, A> = dyn FnMut(&A) -> Result<Option<FailureSignature>, Error> + 'r;

/// Writes a call with these arguments as Rust, for notes: a note names the
/// call a replay ran, not the text stored beside it (a hand edit may have
/// made them differ).
pub(crate) type Show<'s, A> = dyn Fn(&A) -> String + 's;

/// The stored regressions of one case, with what reads them.
pub(crate) struct Persisted<A> {
    file: Regressions,
    codec: Codec<A>,
    /// Identifies the current original call among the stored ones.
    original_hash: String,
    /// Only reductions of the same mode are replayed.
    mode: Mode,
}

/// A stored call that still fails as the original does.
pub(crate) struct Reproduced<A> {
    pub(crate) entry: Stored,
    pub(crate) replayed: Replayed,
    pub(crate) minimal: A,
    /// How the minimal call failed when it was replayed: what the report
    /// shows, rather than the failure stored beside it, which a later
    /// change to the code (or a hand edit) may have made untrue.
    pub(crate) failure: FailureSignature,
    pub(crate) passing: Option<A>,
    /// How long the replay took.
    pub(crate) elapsed: Duration,
}

impl<A> Persisted<A> {
    /// The stored regressions of the case whose original call, as Rust,
    /// is `original` (Rust text, unlike JSON, is the same in every run:
    /// hash maps are written sorted). A file that cannot be read leaves a
    /// note and nothing to persist.
    pub(crate) fn open(
        file: Regressions,
        codec: Codec<A>,
        original: &str,
        mode: Mode,
        notes: &mut Vec<String>,
    ) -> Option<Self> {
        if let Some(problem) = file.problem() {
            notes.push(problem);
            return None;
        }
        Some(Persisted {
            original_hash: stable_hash(original.as_bytes()),
            file,
            codec,
            mode,
        })
    }

    /// The entries of this original and mode, with their index and line.
    fn entries(&self) -> Vec<(usize, usize, Stored)> {
        self.file
            .of_original(&self.original_hash, self.mode.as_str())
            .map(|(index, line, entry)| (index, line, entry.clone()))
            .collect()
    }

    /// The original passed: replays the stored calls not yet known to be
    /// fixed, and marks those that pass.
    pub(crate) fn replay_passing(
        &mut self,
        run: &mut Run<'_, A>,
        show: &Show<'_, A>,
        notes: &mut Vec<String>,
    ) {
        let shown = self.file.shown().to_string();
        for (index, line, entry) in self.entries() {
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
            let args = match self.decode(&entry.minimal_args, line) {
                Ok(args) => args,
                Err(problem) => {
                    notes.push(problem);
                    continue;
                }
            };
            let minimal = show(&args);
            match run(&args).map_err(|e| e.to_string()) {
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

    /// The original failed with `failure`: replays the stored calls of the
    /// same bug, and returns the first that still fails that way, complete
    /// reductions first. `None` means: reduce from the original. A call
    /// that a budget cut short (its `entry.stopped_by` is set) was never
    /// proven minimal: the caller reduces again, from it. In `diff` mode
    /// such a call is not replayed, since a reduction there starts from
    /// the original's two ends.
    pub(crate) fn replay_failing(
        &mut self,
        failure: &FailureSignature,
        matcher: &Matcher,
        run: &mut Run<'_, A>,
        show: &Show<'_, A>,
        notes: &mut Vec<String>,
    ) -> Option<Reproduced<A>> {
        let shown = self.file.shown().to_string();
        let stored = self.entries();
        let same_bug: Vec<_> = stored
            .iter()
            .filter(|(_, _, entry)| {
                matcher.classify(&entry.failure, Some(failure)) == Outcome::Fail
            })
            .collect();
        let mut same_bug = same_bug;
        same_bug.sort_by_key(|(_, _, entry)| entry.stopped_by.is_some());
        if same_bug.is_empty() {
            if let Some((_, line, entry)) = stored.first() {
                notes.push(format!(
                    "the test now fails differently from the call stored in {shown}:{line} \
                     (it {}); reducing anew",
                    entry.failure
                ));
            }
            return None;
        }
        for (index, line, entry) in same_bug {
            let resumes = entry.stopped_by.is_some();
            if resumes && self.mode != Mode::Min {
                continue;
            }
            let started = Instant::now();
            match self.replay(entry, *line, failure, matcher, run, show) {
                Ok((minimal, minimal_failure, passing)) => {
                    if let Some(since) = &entry.fixed {
                        notes.push(format!(
                            "this bug was fixed since {since}, and it is back: {} fails again",
                            show(&minimal)
                        ));
                        if let Err(problem) = self.file.set_fixed(*index, None) {
                            notes.push(problem);
                        }
                    }
                    return Some(Reproduced {
                        replayed: Replayed {
                            file: shown,
                            found: entry.found.clone(),
                        },
                        entry: entry.clone(),
                        minimal,
                        failure: minimal_failure,
                        passing,
                        elapsed: started.elapsed(),
                    });
                }
                Err(problem) if resumes => notes.push(format!(
                    "{problem}, so the reduction that a budget cut short does not go on from \
                     it; reducing from the original call"
                )),
                Err(problem) => notes.push(format!("{problem}; reducing anew")),
            }
        }
        None
    }

    /// Runs a stored entry's calls: its failing call must fail like
    /// `failure`, its passing call (in `diff` mode) must pass. Returns the
    /// calls, with how the failing one failed.
    fn replay(
        &self,
        entry: &Stored,
        line: usize,
        failure: &FailureSignature,
        matcher: &Matcher,
        run: &mut Run<'_, A>,
        show: &Show<'_, A>,
    ) -> Result<(A, FailureSignature, Option<A>), String> {
        let shown = self.file.shown();
        let mut check = |json: &str, expected: Outcome| {
            let args = self.decode(json, line)?;
            let result = run(&args).map_err(|e| e.to_string())?;
            let stored = format!("the call stored in {shown}:{line}, {},", show(&args));
            match (matcher.classify(failure, result.as_ref()), result) {
                (outcome, result) if outcome == expected => Ok((args, result)),
                (_, None) => Err(format!("{stored} passes now")),
                (Outcome::Fail, Some(_)) => Err(format!("{stored} fails now")),
                (_, Some(other)) => Err(format!("{stored} fails differently ({other})")),
            }
        };
        let (minimal, minimal_failure) = check(&entry.minimal_args, Outcome::Fail)?;
        // Classified as failing, so it failed.
        let minimal_failure = minimal_failure.unwrap_or_else(|| failure.clone());
        let passing = match &entry.passing_args {
            Some(json) => Some(check(json, Outcome::Pass)?.0),
            None => None,
        };
        Ok((minimal, minimal_failure, passing))
    }

    /// Stores what a reduction found, written as `report` says; it
    /// replaces the stored calls of the same bug.
    pub(crate) fn record(
        &mut self,
        report: &Report,
        origin: String,
        (minimal, passing): (&A, Option<&A>),
        matcher: &Matcher,
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
                    mode: self.mode.as_str().to_string(),
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
        let same_bug = |old: &Stored| {
            old.mode == self.mode.as_str()
                && matcher.classify(&old.failure, Some(&report.failure)) == Outcome::Fail
        };
        let next = match (&report.stopped, self.mode) {
            (None, _) => "the next run replays it",
            (Some(_), Mode::Min) => "not proven 1-minimal: the next run goes on from this call",
            (Some(_), _) => {
                "not proven 1-minimal: the next run reduces again from the original call"
            }
        };
        match stored.and_then(|stored| self.file.record(stored, same_bug)) {
            Ok(()) => notes.push(format!("stored in {}; {next}", self.file.shown())),
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
