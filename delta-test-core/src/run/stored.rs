//! A failing case's stored regressions: replayed before reducing, and the
//! minimal call recorded after, for the next run; a passing case marks
//! the stored calls that pass now as fixed.

use std::time::Duration;

use super::args::round_trip;
use super::test_case::CaseRun;
use super::Replay;
use crate::capture::TestResult;
use crate::dd::Mode;
use crate::execute::{Candidate, Runner};
use crate::failure::FailureSignature;
use crate::literal::Literal;
use crate::reduce::Reduce;
use crate::regressions::{self, Persisted, Regressions};
use crate::report::Report;

impl<A, R, P, const N: usize> CaseRun<A, R, P>
where
    A: Reduce + Literal + Clone + Send + 'static,
    R: TestResult + 'static,
    P: Fn(&A) -> [String; N] + Clone,
{
    /// The original call passed: replays the stored calls, to mark those
    /// that pass now as fixed, and prints the notes.
    pub(super) fn passed(mut self, timeout: Duration) {
        if let Some(mut persisted) = self.regressions() {
            // A runner (a thread, a process) only if a stored call is replayed.
            let mut runner = None;
            let mut notes = std::mem::take(&mut self.notes);
            let show = self.show();
            let mut run = |a: &A| {
                let runner = runner.get_or_insert_with(|| self.runner());
                runner.run(Candidate::value(a), Some(timeout))
            };
            persisted.replay_passing(&mut run, &show, &mut notes);
            self.notes = notes;
        }
        for note in &self.notes {
            eprintln!("delta-test: {note}");
        }
    }

    /// The case's stored regressions, when they are kept (and can be: the
    /// arguments must cross JSON).
    pub(super) fn regressions(&mut self) -> Option<Persisted<A>> {
        let options = &self.settings.options;
        match (options.persist, options.mode, self.codec) {
            (true, Mode::Min | Mode::Diff, Some(codec)) => {
                let file = Regressions::open(
                    self.case.manifest_dir,
                    self.case.module_path,
                    self.case.test,
                );
                let call = self.original.join(", ");
                Persisted::open(file, codec, &call, options.mode, &mut self.notes)
            }
            (true, Mode::Min | Mode::Diff, None) => {
                let dir = regressions::DIR;
                self.notes.push(match self.case.borrows {
                    true => format!(
                        "the minimal call is not stored in {dir}/: its arguments' types \
                         borrow (a `&` or a lifetime), and a stored call is read back \
                         into owned values; take owned types (`String`, `Vec<String>`), \
                         or set persist = false"
                    ),
                    false => format!(
                        "the minimal call is not stored in {dir}/: replaying it needs \
                         the arguments to implement serde's Serialize and Deserialize; \
                         derive them, or set persist = false"
                    ),
                });
                None
            }
            _ => None,
        }
    }

    /// Replays the stored calls of the bug `failure`: the report of the
    /// first that still fails that way, or the call to go on reducing from
    /// when a budget cut its reduction short; `None` when no stored call
    /// still fails that way.
    pub(super) fn replay(
        &mut self,
        persisted: &mut Persisted<A>,
        failure: &FailureSignature,
        runner: &mut Box<dyn Runner<A> + Send>,
        timeout: Duration,
    ) -> Option<Replay<A>> {
        let matcher = &self.settings.options.matching;
        if let (true, Some(place)) = (matcher.needs_stacks(failure), &failure.location) {
            runner.capture_stacks_at(place);
        }
        let show = self.show();
        let mut run = |a: &A| runner.run(Candidate::value(a), Some(timeout));
        let found = persisted.replay_failing(failure, matcher, &mut run, &show, &mut self.notes)?;
        if let Some(budget) = &found.entry.stopped_by {
            self.notes.push(format!(
                "went on from {}, stored in {} on {} and not proven 1-minimal ({budget}): it \
                 still fails the same way",
                show(&found.minimal),
                found.replayed.file,
                found.replayed.found
            ));
            return Some(Replay::Resume(found.minimal));
        }
        // The report shows how the replayed call fails now, not the
        // failure stored beside it.
        Some(Replay::Report(Box::new(self.report(
            (failure, Some(found.failure)),
            &found.minimal,
            found.passing.as_ref(),
            (found.entry.tests, 0, 0, found.elapsed),
            None,
            Some(found.replayed),
        ))))
    }

    /// Stores what the reduction found, for the next run to replay. A
    /// replay must run the very call reported: it has to come back from
    /// JSON unchanged (a `NaN` does not).
    pub(super) fn record(
        &mut self,
        persisted: &mut Persisted<A>,
        report: &Report,
        minimal: &A,
        passing: Option<&A>,
    ) {
        let Some(codec) = self.codec else { return };
        let comes_back = |args: &A| round_trip(args, codec, &self.render);
        let checked = comes_back(minimal).and_then(|()| passing.map_or(Ok(()), comes_back));
        match checked {
            Ok(()) => {
                let origin = format!("{}:{}", self.case.file, self.case.line);
                let matcher = &self.settings.options.matching;
                persisted.record(report, origin, (minimal, passing), matcher, &mut self.notes);
            }
            Err(problem) => self.notes.push(format!(
                "the minimal call is not stored in {}/: as JSON, {problem}",
                regressions::DIR
            )),
        }
    }
}
