//! The default way to rerun: in a worker process, and in a worker thread
//! when no worker process can serve (a harness that does not take
//! `--exact`, arguments that come out differently in another process).

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use super::{start_and_finish, Candidate, InProcess, InThread, Runner, Started};
use crate::error::Error;
use crate::failure::{FailureSignature, Location};

/// Runs candidates in a worker process until that fails to work, then in
/// a worker thread; why it switched is kept for the report.
pub struct Fallback<A> {
    process: Option<InProcess<A>>,
    thread: InThread<A>,
    /// Why the worker process was given up, once it was.
    why: Arc<Mutex<Option<String>>>,
    /// The arguments and timeout of the candidate started, to run it in a
    /// thread if the worker process breaks on it.
    pending: Option<(A, Option<Duration>)>,
}

impl<A> Fallback<A> {
    /// Gives up the worker process, for the reason `error` gives.
    fn give_up(&mut self, error: &Error) {
        self.process = None;
        *self.why.lock().unwrap_or_else(PoisonError::into_inner) = Some(error.to_string());
    }

    /// Runs in `process`, else in `thread`; `why` learns why it switched.
    pub fn new(
        process: InProcess<A>,
        thread: InThread<A>,
        why: Arc<Mutex<Option<String>>>,
    ) -> Self {
        Fallback {
            process: Some(process),
            thread,
            why,
            pending: None,
        }
    }
}

impl<A: Clone + Send + 'static> Runner<A> for Fallback<A> {
    fn run(
        &mut self,
        candidate: Candidate<'_, A>,
        timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        start_and_finish(self, candidate, timeout)
    }

    fn start(
        &mut self,
        candidate: Candidate<'_, A>,
        timeout: Option<Duration>,
    ) -> Result<Started, Error> {
        self.pending = Some((candidate.args.clone(), timeout));
        if let Some(process) = &mut self.process {
            match process.start(candidate, timeout) {
                Ok(started) => return Ok(started),
                Err(error) => self.give_up(&error),
            }
        }
        self.thread.start(candidate, timeout)
    }

    fn finish(&mut self) -> Result<Option<FailureSignature>, Error> {
        let pending = self.pending.take();
        let Some(process) = &mut self.process else {
            return self.thread.finish();
        };
        match (process.finish(), pending) {
            (Err(error), Some((args, timeout))) => {
                // The worker broke on this candidate: it runs in a thread.
                self.give_up(&error);
                self.thread.run(Candidate::value(&args), timeout)
            }
            (outcome, _) => outcome,
        }
    }

    fn capture_stacks_at(&mut self, place: &Location) {
        if let Some(process) = &mut self.process {
            process.capture_stacks_at(place);
        }
        self.thread.capture_stacks_at(place);
    }

    fn prepare(&mut self) {
        if let Some(process) = &mut self.process {
            process.prepare();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::capture::run_silently;

    #[test]
    fn a_process_that_cannot_serve_gives_way_to_a_thread() {
        // This test binary has no such test: its worker never serves.
        let process = InProcess::new("no::such_test", "", None);
        let thread = InThread::new("t", |n: &u8| run_silently(|| assert!(*n < 2, "big")));
        let why = Arc::default();
        let mut runner = Fallback::new(process, thread, Arc::clone(&why));
        let failure = runner.run(Candidate::original(&3), None).unwrap();
        assert_eq!(failure.unwrap().message, "big");
        assert_eq!(runner.run(Candidate::original(&1), None).unwrap(), None);
        let why = why.lock().unwrap().clone().unwrap();
        assert!(why.starts_with("could not start a worker process"), "{why}");
    }
}
