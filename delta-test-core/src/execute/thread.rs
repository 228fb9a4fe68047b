//! `isolate = "thread"`: candidates run one after another on a worker
//! thread; one that does not finish in time is left behind on its thread,
//! and a new worker takes over. (A thread cannot be killed: the candidate
//! that hangs spins on, so each timeout costs a thread until the test ends.)

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

use super::{crashed, start_and_finish, timed_out, Candidate, Runner, Started};
use crate::error::Error;
use crate::failure::FailureSignature;

/// What a worker thread runs for each candidate.
type Job<A> = Arc<dyn Fn(&A) -> Option<FailureSignature> + Send + Sync>;

/// One candidate's run, its arguments inside: what crosses to the worker
/// thread, the same type for every test, so the worker and its channels
/// are compiled once, in this crate, not once per `#[delta_test]`.
type Task = Box<dyn FnOnce() -> Option<FailureSignature> + Send>;

/// Runs candidates on a worker thread, with a timeout.
pub struct InThread<A> {
    job: Job<A>,
    threads: Threads,
}

/// The worker thread, and the one running a candidate.
struct Threads {
    /// The test's name, for the worker thread's name.
    label: String,
    worker: Option<Worker>,
    /// The worker running a candidate, and its timeout.
    running: Option<(Worker, Option<Duration>)>,
}

/// A live worker thread: candidates go in, outcomes come out.
struct Worker {
    tasks: Sender<Task>,
    outcomes: Receiver<Option<FailureSignature>>,
}

impl<A: Send + 'static> InThread<A> {
    /// A runner that calls `job` on its worker thread (the job captures the
    /// panic itself, with [`run_silently`](crate::capture::run_silently)).
    pub fn new(
        label: impl Into<String>,
        job: impl Fn(&A) -> Option<FailureSignature> + Send + Sync + 'static,
    ) -> Self {
        InThread {
            job: Arc::new(job),
            threads: Threads {
                label: label.into(),
                worker: None,
                running: None,
            },
        }
    }
}

impl<A: Clone + Send + 'static> Runner<A> for InThread<A> {
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
        let job = Arc::clone(&self.job);
        let args = candidate.args.clone();
        self.threads.start(Box::new(move || job(&args)), timeout)
    }

    fn finish(&mut self) -> Result<Option<FailureSignature>, Error> {
        self.threads.finish()
    }
}

impl Threads {
    fn spawn(&self) -> Result<Worker, Error> {
        let (tasks, inbox) = mpsc::channel::<Task>();
        let (outbox, outcomes) = mpsc::channel();
        thread::Builder::new()
            .name(format!("delta-test-worker {}", self.label))
            .spawn(move || {
                for task in inbox {
                    if outbox.send(task()).is_err() {
                        break;
                    }
                }
            })
            .map_err(|error| {
                Error::worker_from(format!("could not start a worker thread: {error}"), error)
            })?;
        Ok(Worker { tasks, outcomes })
    }

    /// Hands `task` to the worker (a fresh one if needed).
    fn start(&mut self, task: Task, timeout: Option<Duration>) -> Result<Started, Error> {
        let worker = match self.worker.take() {
            Some(worker) => worker,
            None => self.spawn()?,
        };
        if let Err(mpsc::SendError(task)) = worker.tasks.send(task) {
            // The worker is gone (it can only end by panicking outside the
            // capture); the candidate is tried on a fresh one.
            return self.start(task, timeout);
        }
        self.running = Some((worker, timeout));
        Ok(Started::Running)
    }

    /// Waits for the outcome of the task [`start`](Self::start) handed on.
    fn finish(&mut self) -> Result<Option<FailureSignature>, Error> {
        let Some((worker, timeout)) = self.running.take() else {
            return Err(Error::worker(
                "no candidate was started on this worker thread",
            ));
        };
        // Counted from now: a wait that begins late (other candidates were
        // being started) still gives the candidate its whole timeout.
        let outcome = match timeout {
            Some(timeout) => worker.outcomes.recv_timeout(timeout),
            None => worker
                .outcomes
                .recv()
                .map_err(|_| RecvTimeoutError::Disconnected),
        };
        match outcome {
            Ok(outcome) => {
                self.worker = Some(worker);
                Ok(outcome)
            }
            Err(RecvTimeoutError::Timeout) => {
                let timeout = timeout.expect("only a timed wait times out");
                Ok(Some(timed_out(timeout)))
            }
            Err(RecvTimeoutError::Disconnected) => Ok(Some(crashed(
                "the worker thread ended without an outcome".to_string(),
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::capture::run_silently;
    use crate::failure::FailureKind;

    fn runner() -> InThread<u64> {
        InThread::new("t", |&n: &u64| {
            run_silently(|| {
                if n == 0 {
                    loop {
                        thread::sleep(Duration::from_millis(10));
                    }
                }
                assert!(n % 2 == 0, "odd");
            })
        })
    }

    #[test]
    fn outcomes_come_back_from_the_worker() {
        let mut runner = runner();
        assert_eq!(runner.run(Candidate::value(&2), None).unwrap(), None);
        let failure = runner.run(Candidate::value(&3), None).unwrap().unwrap();
        assert_eq!(failure.message, "odd");
        assert_eq!(failure.location.unwrap().file, file!());
    }

    #[test]
    fn a_hang_times_out_and_the_next_candidate_gets_a_new_worker() {
        let mut runner = runner();
        let timeout = Some(Duration::from_millis(50));
        let hung = runner.run(Candidate::value(&0), timeout).unwrap().unwrap();
        assert_eq!(hung.kind, FailureKind::Timeout);
        assert!(runner.threads.worker.is_none());
        assert_eq!(
            runner
                .run(Candidate::value(&3), timeout)
                .unwrap()
                .unwrap()
                .message,
            "odd"
        );
    }
}
