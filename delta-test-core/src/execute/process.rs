//! `isolate = "process"`: candidates run in a worker process, the test
//! binary re-run for this one test. A worker that crashes or hangs is
//! killed with everything it started and replaced by a fresh one; its last
//! words on stderr name the crash.

use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::PoisonError;
use std::time::{Duration, Instant};

use super::child::{describe, Silence, Worker, OUTPUT_LIMIT};
use super::worker::{worker_value, Encode, Hello, Reply, Request, WORKER_VAR};
use super::{crashed, start_and_finish, timed_out, Candidate, Runner, Started};
use crate::error::Error;
use crate::failure::{FailureSignature, Location};
use crate::parse::show_duration;

/// How long a worker may take to start (the binary is built already; this
/// only guards against one that never gets to the test).
const STARTUP: Duration = Duration::from_secs(60);

/// A candidate sent to a worker: the request, and its timeout.
struct Running {
    worker: Live,
    line: String,
    timeout: Option<Duration>,
}

/// A worker process, and whether it has said it is ready.
///
/// A fresh worker answers its hello once the test binary has started,
/// made the original call's arguments and, when stacks are asked for, read
/// its debug info: 100 to 200 ms for a debug build on a loaded machine.
/// The candidate is written behind the hello at once and the answer is
/// read with the candidate's outcome, so that the workers of a batch run
/// ahead start at once, not one after the other (eight jobs waited for
/// eight start-ups in turn before their first batch ran).
struct Live {
    worker: Worker,
    ready: bool,
}

/// Runs candidates in a worker process.
pub struct InProcess<A> {
    /// The worker and everything else that does not depend on the
    /// arguments' type: compiled once, in this crate, instead of once per
    /// `#[delta_test]` in the user's.
    process: Process,
    /// Writes arguments that are not edits of the original as JSON.
    encode: Option<Encode<A>>,
}

/// The worker process of one test, and the candidate it runs.
struct Process {
    /// The test's path, as `--exact` wants it.
    test: String,
    /// A hash of the original arguments as Rust, which the worker checks
    /// against its own.
    fingerprint: String,
    worker: Option<Live>,
    /// The candidate running, between `start` and `finish`.
    running: Option<Running>,
    /// What the test printed on stdout in the runs since
    /// [`keep_output`](InProcess::keep_output), when it is kept.
    output: Option<Vec<u8>>,
    /// Whether every panic takes its stack, and where panics take theirs:
    /// told to each worker.
    every_stack: bool,
    stacks_at: Vec<Location>,
}

impl<A> InProcess<A> {
    /// A runner for the test at `test` (its path without the crate), whose
    /// original arguments have `fingerprint`; `encode` sends arguments that
    /// are no edits of the original (stored regressions) as JSON.
    pub fn new(
        test: impl Into<String>,
        fingerprint: impl Into<String>,
        encode: Option<Encode<A>>,
    ) -> Self {
        InProcess {
            process: Process {
                test: test.into(),
                fingerprint: fingerprint.into(),
                worker: None,
                running: None,
                output: None,
                every_stack: false,
                stacks_at: Vec::new(),
            },
            encode,
        }
    }

    /// Whether every candidate that panics takes its stack: on for the
    /// original call, whose stack says whether others need one.
    pub(crate) fn every_stack(&mut self, every: bool) {
        self.process.every_stack = every;
        self.process.tell_stacks();
    }

    /// Keeps what the test prints from now on (bounded), to show the
    /// original call's output as the test would have.
    pub(crate) fn keep_output(&mut self) {
        self.process.output = Some(Vec::new());
    }

    /// What the test printed since [`keep_output`](Self::keep_output):
    /// stdout, then the end of stderr. Keeping stops.
    pub(crate) fn take_output(&mut self) -> String {
        self.process.take_output()
    }

    /// The request that makes `candidate` in a worker.
    fn request(&self, candidate: Candidate<'_, A>) -> Result<String, Error> {
        let request = match (candidate.edits, self.encode) {
            (Some(edits), _) => Request::Edits(edits.to_vec()),
            (None, Some(encode)) => Request::Value(encode(candidate.args).map_err(|error| {
                Error::worker(format!(
                    "isolate = \"process\" could not write the arguments as JSON: {error}"
                ))
            })?),
            (None, None) => {
                return Err(Error::worker(
                    "a worker process rebuilds candidates from the original call; these \
                     arguments are not made from it and cannot be sent as JSON",
                ))
            }
        };
        Ok(request.line())
    }
}

impl<A> Runner<A> for InProcess<A> {
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
        let line = self.request(candidate)?;
        self.process.start(line, timeout)
    }

    fn finish(&mut self) -> Result<Option<FailureSignature>, Error> {
        self.process.finish()
    }

    fn capture_stacks_at(&mut self, place: &Location) {
        self.process.capture_stacks_at(place);
    }

    /// Starts the worker process, if none is live, without waiting for it
    /// to be ready. One that cannot start is left to the first candidate,
    /// which says why.
    fn prepare(&mut self) {
        if self.process.worker.is_none() && self.process.running.is_none() {
            self.process.worker = self.process.spawn_worker().ok();
        }
    }
}

impl Process {
    /// Tells a live worker where panics take their stack.
    fn tell_stacks(&mut self) {
        if let Some(Live { worker, .. }) = &mut self.worker {
            let request = Request::Stacks {
                every: self.every_stack,
                at: self.stacks_at.clone(),
            };
            let line = request.line();
            let _ = writeln!(worker.stdin, "{line}").and_then(|()| worker.stdin.flush());
        }
    }

    /// What the test printed since [`InProcess::keep_output`]:
    /// stdout, then the end of stderr. Keeping stops.
    fn take_output(&mut self) -> String {
        let stdout = self.output.take().unwrap_or_default();
        let mut text = String::from_utf8_lossy(&stdout).into_owned();
        if stdout.len() >= OUTPUT_LIMIT {
            text.push_str("\n[delta-test: the rest of the output is not shown]\n");
        }
        if let Some(live) = &self.worker {
            text.push_str(&live.worker.stderr_text());
        }
        text
    }

    /// Why no worker could serve, as an error that says what to do.
    fn broken(&self, what: String) -> Error {
        Error::worker(format!(
            "could not start a worker process for {}: {what}; use isolate = \"thread\" or \
             \"none\" to reduce without one",
            self.test
        ))
    }

    /// Starts a worker process and writes its hello; whether it is ready
    /// is read later ([`ready`](Self::ready)), so that several start at
    /// once.
    fn spawn_worker(&self) -> Result<Live, Error> {
        let broken = |what: String| self.broken(what);
        let binary =
            std::env::current_exe().map_err(|e| broken(format!("no test binary path: {e}")))?;
        let mut command = Command::new(&binary);
        command
            .args([
                &self.test,
                "--exact",
                "--include-ignored",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(WORKER_VAR, worker_value(&self.test))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        // A group of its own, so that killing it kills what it started.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let child = command
            .spawn()
            .map_err(|e| broken(format!("{} did not run: {e}", binary.display())))?;
        let hello = |secret| Hello {
            secret,
            fingerprint: self.fingerprint.clone(),
            every_stack: self.every_stack,
            stacks_at: self.stacks_at.clone(),
        };
        let worker = Worker::spawn(child, hello);
        Ok(Live {
            worker,
            ready: false,
        })
    }

    /// Waits until a fresh worker has answered its hello: an error that
    /// says why it cannot serve, if it cannot.
    fn ready(&self, live: &mut Live) -> Result<(), Error> {
        if live.ready {
            return Ok(());
        }
        let broken = |what: String| self.broken(what);
        let worker = &mut live.worker;
        // Its candidate may print right after the hello's answer, before
        // the wait for its outcome: when output is kept, lines are kept
        // from now on, and what came before the answer (the harness's own
        // lines) goes with this buffer.
        let mut before_ready = self.output.as_ref().map(|_| Vec::new());
        match worker.reply(Some(Instant::now() + STARTUP), &mut before_ready) {
            Ok(Reply::Ready) => {
                live.ready = true;
                Ok(())
            }
            Ok(Reply::Broken(problem)) => Err(broken(problem)),
            Ok(other) => Err(broken(format!("it answered {other:?} before it was ready"))),
            Err(Silence::Timeout) => Err(broken(format!(
                "it was not ready within {}",
                show_duration(STARTUP)
            ))),
            Err(Silence::Ended) => {
                worker.kill();
                let binary = std::env::current_exe().unwrap_or_default();
                Err(broken(format!(
                    "`{} {} --exact` ended ({}) without serving; {} Its stderr:\n{}",
                    binary.display(),
                    self.test,
                    describe(&worker.status, ""),
                    "is the test filtered out, or does the test harness not take `--exact`?",
                    worker.last_words().trim_end()
                )))
            }
        }
    }

    /// Sends the request `line` to the worker (a fresh one if needed).
    fn start(&mut self, line: String, timeout: Option<Duration>) -> Result<Started, Error> {
        let worker = self.send(&line)?;
        self.running = Some(Running {
            worker,
            line,
            timeout,
        });
        Ok(Started::Running)
    }

    /// Waits for the outcome of the candidate [`start`](Self::start) sent.
    fn finish(&mut self) -> Result<Option<FailureSignature>, Error> {
        let Some(Running {
            mut worker,
            line,
            timeout,
        }) = self.running.take()
        else {
            return Err(Error::worker(
                "no candidate was started in this worker process",
            ));
        };
        // The timeout counts from when the worker says the candidate
        // started (or from now, if that was earlier): time spent starting
        // other workers for other candidates is not this one's.
        let from_now = || timeout.and_then(|timeout| Instant::now().checked_add(timeout));
        self.ready(&mut worker)?;
        match worker.worker.reply(from_now(), &mut self.output) {
            Ok(Reply::Started) => {}
            // A worker that died between candidates (a thread of the last
            // one crashed it, say) dies before it reads this one: that is
            // not this candidate's crash, so a fresh worker gets it once
            // more.
            Err(Silence::Ended) => {
                drop(worker);
                worker = self.send(&line)?;
                self.ready(&mut worker)?;
                match worker.worker.reply(from_now(), &mut self.output) {
                    Ok(Reply::Started) => {}
                    other => return self.outcome(worker, other, timeout),
                }
            }
            other => return self.outcome(worker, other, timeout),
        }
        let reply = worker.worker.reply(from_now(), &mut self.output);
        self.outcome(worker, reply, timeout)
    }

    /// From now on, panics at `place` take their stack, in every worker.
    fn capture_stacks_at(&mut self, place: &Location) {
        if !self.stacks_at.contains(place) {
            self.stacks_at.push(place.clone());
            self.tell_stacks();
        }
    }
    /// Sends a request line to the live worker, or to a fresh one.
    fn send(&mut self, line: &str) -> Result<Live, Error> {
        let mut live = match self.worker.take() {
            Some(live) => live,
            None => self.spawn_worker()?,
        };
        let worker = &mut live.worker;
        worker
            .stderr
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
        // A write error means the worker is gone; its replies then say how
        // it ended.
        let _ = writeln!(worker.stdin, "{line}").and_then(|()| worker.stdin.flush());
        Ok(live)
    }

    /// What a worker's reply (or silence) says about the candidate; keeps
    /// the worker when it is still serving.
    fn outcome(
        &mut self,
        live: Live,
        reply: Result<Reply, Silence>,
        timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        match reply {
            Ok(Reply::Passed) => {
                self.worker = Some(live);
                Ok(None)
            }
            Ok(Reply::Failed(failure)) => {
                self.worker = Some(live);
                Ok(Some(failure))
            }
            Ok(Reply::Broken(message)) => Err(Error::worker(message)),
            Ok(reply @ (Reply::Ready | Reply::Started)) => Err(Error::worker(format!(
                "the worker process answered {reply:?} out of turn"
            ))),
            Err(Silence::Timeout) => {
                let timeout = timeout.expect("only a timed wait times out");
                drop(live);
                Ok(Some(timed_out(timeout)))
            }
            Err(Silence::Ended) => {
                // Its children may hold its stderr open: they go first.
                let mut worker = live.worker;
                worker.kill();
                Ok(Some(crashed(describe(
                    &worker.status,
                    &worker.last_words(),
                ))))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_worker_that_never_serves_is_an_error_that_says_why() {
        // This test binary has no such test: it runs nothing and exits.
        let mut runner = InProcess::<u8>::new("no::such_test", "", None);
        let error = runner
            .run(Candidate::original(&1), None)
            .unwrap_err()
            .to_string();
        assert!(
            error.starts_with("could not start a worker process for no::such_test: `"),
            "{error}"
        );
        assert!(
            error.contains(
                "no::such_test --exact` ended (exit code 0) without serving; is the test"
            ),
            "{error}"
        );
        assert!(
            error.contains("use isolate = \"thread\" or \"none\""),
            "{error}"
        );
    }
}
