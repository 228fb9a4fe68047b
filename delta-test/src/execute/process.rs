//! `isolate = "process"`: candidates run in a worker process, the test
//! binary re-run for this one test. A worker that crashes or hangs is
//! killed with everything it started and replaced by a fresh one; its last
//! words on stderr name the crash.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use super::worker::{parse_reply, Encode, Hello, Reply, Request, WORKER_VAR};
use super::{crashed, timed_out, Candidate, Runner};
use crate::error::Error;
use crate::failure::{FailureSignature, Location};
use crate::parse::show_duration;

/// How long a worker may take to start (the binary is built already; this
/// only guards against one that never gets to the test).
const STARTUP: Duration = Duration::from_secs(60);

/// How often a wait for a reply looks whether the worker is still alive: a
/// child it started may hold its stdout open after it died, so the end of
/// stdout does not tell.
const POLL: Duration = Duration::from_millis(20);

/// How much of a worker's stderr is kept to name a crash.
const STDERR_TAIL: usize = 16 * 1024;

/// How much of what the original call prints is kept to show.
const OUTPUT_LIMIT: usize = 64 * 1024;

/// Runs candidates in a worker process.
pub struct InProcess<A> {
    /// The test's path, as `--exact` wants it.
    test: String,
    /// A hash of the original arguments as Rust, which the worker checks
    /// against its own.
    fingerprint: String,
    /// Writes arguments that are not edits of the original as JSON.
    encode: Option<Encode<A>>,
    worker: Option<Worker>,
    /// What the test printed on stdout in the runs since
    /// [`keep_output`](Self::keep_output), when it is kept.
    output: Option<Vec<u8>>,
    /// Whether every panic takes its stack, and where panics take theirs:
    /// told to each worker.
    every_stack: bool,
    stacks_at: Vec<Location>,
}

/// A live worker process.
struct Worker {
    child: Child,
    stdin: ChildStdin,
    /// What the worker wrote on stdout, line by line, read on a thread.
    lines: Receiver<Line>,
    /// The end of what the worker wrote on stderr.
    stderr: Arc<Mutex<Vec<u8>>>,
    /// Closes when all of the worker's stderr has been read.
    stderr_done: Receiver<()>,
    /// How it ended, once it has.
    status: Option<ExitStatus>,
}

/// A line of a worker's stdout.
enum Line {
    Reply(Reply),
    /// The test's own output.
    Output(Vec<u8>),
}

/// Why a wait for a reply ended without one.
enum Silence {
    /// The deadline passed.
    Timeout,
    /// The worker ended.
    Ended,
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
            test: test.into(),
            fingerprint: fingerprint.into(),
            encode,
            worker: None,
            output: None,
            every_stack: false,
            stacks_at: Vec::new(),
        }
    }

    /// Whether every candidate that panics takes its stack: on for the
    /// original call, whose stack says whether others need one.
    pub(crate) fn every_stack(&mut self, every: bool) {
        self.every_stack = every;
        self.tell_stacks();
    }

    /// Tells a live worker where panics take their stack.
    fn tell_stacks(&mut self) {
        if let Some(worker) = &mut self.worker {
            let request = Request::Stacks {
                every: self.every_stack,
                at: self.stacks_at.clone(),
            };
            let line = serde_json::to_string(&request).expect("requests serialize");
            let _ = writeln!(worker.stdin, "{line}").and_then(|()| worker.stdin.flush());
        }
    }

    /// Keeps what the test prints from now on (bounded), to show the
    /// original call's output as the test would have.
    pub(crate) fn keep_output(&mut self) {
        self.output = Some(Vec::new());
    }

    /// What the test printed since [`keep_output`](Self::keep_output):
    /// stdout, then the end of stderr. Keeping stops.
    pub(crate) fn take_output(&mut self) -> String {
        let stdout = self.output.take().unwrap_or_default();
        let mut text = String::from_utf8_lossy(&stdout).into_owned();
        if stdout.len() >= OUTPUT_LIMIT {
            text.push_str("\n[delta-test: the rest of the output is not shown]\n");
        }
        if let Some(worker) = &self.worker {
            text.push_str(&worker.stderr_text());
        }
        text
    }

    fn start(&self) -> Result<Worker, Error> {
        let broken = |what: String| {
            Error::worker(format!(
                "could not start a worker process for {}: {what}; use isolate = \"thread\" \
                 or \"none\" to reduce without one",
                self.test
            ))
        };
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
            .env(WORKER_VAR, &self.test)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        // A group of its own, so that killing it kills what it started.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let mut child = command
            .spawn()
            .map_err(|e| broken(format!("{} did not run: {e}", binary.display())))?;
        let secret = secret();
        let mut stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let mut stderr = child.stderr.take().expect("piped");
        let (sender, lines) = mpsc::channel();
        let replies_from = secret.clone();
        thread::spawn(move || {
            let mut stdout = BufReader::new(stdout);
            let mut line = Vec::new();
            while matches!(stdout.read_until(b'\n', &mut line), Ok(1..)) {
                let read =
                    match parse_reply(line.strip_suffix(b"\n").unwrap_or(&line), &replies_from) {
                        Some(reply) => Line::Reply(reply),
                        None => Line::Output(std::mem::take(&mut line)),
                    };
                if sender.send(read).is_err() {
                    break;
                }
                line.clear();
            }
        });
        let tail = Arc::new(Mutex::new(Vec::new()));
        let keep = Arc::clone(&tail);
        let (done, stderr_done) = mpsc::channel();
        thread::spawn(move || {
            let _done = done;
            let mut buffer = [0; 4096];
            while let Ok(n @ 1..) = stderr.read(&mut buffer) {
                let mut tail = keep.lock().unwrap_or_else(PoisonError::into_inner);
                tail.extend_from_slice(&buffer[..n]);
                let excess = tail.len().saturating_sub(STDERR_TAIL);
                tail.drain(..excess);
            }
        });
        let hello = Hello {
            secret,
            fingerprint: self.fingerprint.clone(),
            every_stack: self.every_stack,
            stacks_at: self.stacks_at.clone(),
        };
        let hello = serde_json::to_string(&hello).expect("hello serializes");
        let _ = writeln!(stdin, "{hello}").and_then(|()| stdin.flush());
        let mut worker = Worker {
            child,
            stdin,
            lines,
            stderr: tail,
            stderr_done,
            status: None,
        };
        match worker.reply(Some(Instant::now() + STARTUP), &mut None) {
            Ok(Reply::Ready) => Ok(worker),
            Ok(Reply::Broken(problem)) => Err(broken(problem)),
            Ok(other) => Err(broken(format!("it answered {other:?} before it was ready"))),
            Err(Silence::Timeout) => Err(broken(format!(
                "it was not ready within {}",
                show_duration(STARTUP)
            ))),
            Err(Silence::Ended) => {
                worker.kill();
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
        Ok(serde_json::to_string(&request).expect("requests serialize"))
    }
}

/// A hard-to-guess token, from the standard library's per-process random
/// hash keys (no `rand` needed for this).
fn secret() -> String {
    let word = || RandomState::new().hash_one(Instant::now());
    format!("{:016x}{:016x}", word(), word())
}

impl Worker {
    /// The next reply, waiting until `deadline` (forever for `None`) while
    /// the worker lives; the test's own output goes to `output` when it is
    /// kept, and is dropped otherwise.
    fn reply(
        &mut self,
        deadline: Option<Instant>,
        output: &mut Option<Vec<u8>>,
    ) -> Result<Reply, Silence> {
        loop {
            let wait = match deadline {
                Some(deadline) => deadline.saturating_duration_since(Instant::now()).min(POLL),
                None => POLL,
            };
            match self.lines.recv_timeout(wait) {
                Ok(Line::Reply(reply)) => return Ok(reply),
                Ok(Line::Output(bytes)) => {
                    if let Some(output) = output {
                        let room = OUTPUT_LIMIT.saturating_sub(output.len());
                        output.extend_from_slice(&bytes[..bytes.len().min(room)]);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    if self.ended() {
                        // A reply written just before the end still counts.
                        return match self.lines.try_recv() {
                            Ok(Line::Reply(reply)) => Ok(reply),
                            _ => Err(Silence::Ended),
                        };
                    }
                    if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
                        return Err(Silence::Timeout);
                    }
                }
                Err(RecvTimeoutError::Disconnected) => {
                    // Stdout closed: the worker is ending, if not gone.
                    let deadline = Instant::now() + Duration::from_secs(5);
                    while !self.ended() && Instant::now() < deadline {
                        thread::sleep(Duration::from_millis(1));
                    }
                    return Err(Silence::Ended);
                }
            }
        }
    }

    /// Whether the worker process has ended (its status is kept).
    fn ended(&mut self) -> bool {
        if self.status.is_none() {
            self.status = self.child.try_wait().ok().flatten();
        }
        self.status.is_some()
    }

    /// Kills the worker and everything it started (its process group).
    fn kill(&mut self) {
        #[cfg(unix)]
        {
            use rustix::process::{kill_process_group, Pid, Signal};
            let _ = kill_process_group(Pid::from_child(&self.child), Signal::KILL);
        }
        let _ = self.child.kill();
        if let Ok(status) = self.child.wait() {
            self.status.get_or_insert(status);
        }
    }

    /// The end of the worker's stderr, once it has all been read (the
    /// stderr of a worker that just ended may still be in the pipe; it
    /// holds the words that name a stack overflow).
    fn last_words(&self) -> String {
        let _ = self.stderr_done.recv_timeout(Duration::from_secs(1));
        self.stderr_text()
    }

    fn stderr_text(&self) -> String {
        let tail = self.stderr.lock().unwrap_or_else(PoisonError::into_inner);
        String::from_utf8_lossy(&tail).into_owned()
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.kill();
    }
}

impl<A> Runner<A> for InProcess<A> {
    fn run(
        &mut self,
        candidate: Candidate<'_, A>,
        timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        let line = self.request(candidate)?;
        // A worker that died between candidates (a thread of the last one
        // crashed it, say) dies before it reads this one: that is not this
        // candidate's crash, so a fresh worker gets it once more.
        for fresh in [false, true] {
            let mut worker = match self.worker.take() {
                Some(worker) => worker,
                None => self.start()?,
            };
            worker
                .stderr
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .clear();
            // A write error means the worker is gone; its replies then say
            // how it ended.
            let _ = writeln!(worker.stdin, "{line}").and_then(|()| worker.stdin.flush());
            let deadline = timeout.map(|timeout| Instant::now() + timeout);
            match worker.reply(deadline, &mut self.output) {
                Ok(Reply::Started) => {}
                Err(Silence::Ended) if !fresh => {
                    drop(worker);
                    continue;
                }
                other => return self.outcome(worker, other, timeout),
            }
            let reply = worker.reply(deadline, &mut self.output);
            return self.outcome(worker, reply, timeout);
        }
        unreachable!("the second try returns")
    }

    fn capture_stacks_at(&mut self, place: &Location) {
        if !self.stacks_at.contains(place) {
            self.stacks_at.push(place.clone());
            self.tell_stacks();
        }
    }
}

impl<A> InProcess<A> {
    /// What a worker's reply (or silence) says about the candidate; keeps
    /// the worker when it is still serving.
    fn outcome(
        &mut self,
        mut worker: Worker,
        reply: Result<Reply, Silence>,
        timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        match reply {
            Ok(Reply::Passed) => {
                self.worker = Some(worker);
                Ok(None)
            }
            Ok(Reply::Failed(failure)) => {
                self.worker = Some(worker);
                Ok(Some(failure))
            }
            Ok(Reply::Broken(message)) => Err(Error::worker(message)),
            Ok(reply @ (Reply::Ready | Reply::Started)) => Err(Error::worker(format!(
                "the worker process answered {reply:?} out of turn"
            ))),
            Err(Silence::Timeout) => {
                let timeout = timeout.expect("only a timed wait times out");
                drop(worker);
                Ok(Some(timed_out(timeout)))
            }
            Err(Silence::Ended) => {
                // Its children may hold its stderr open: they go first.
                worker.kill();
                Ok(Some(crashed(describe(
                    &worker.status,
                    &worker.last_words(),
                ))))
            }
        }
    }
}

/// Names how a worker ended, from its exit status and its last words:
/// `stack overflow`, `abort (SIGABRT)`, `exit code 3`, ...
fn describe(status: &Option<ExitStatus>, stderr: &str) -> String {
    let Some(status) = status else {
        return "ended with an unknown status".to_string();
    };
    if stderr.contains("has overflowed its stack") {
        return "stack overflow".to_string();
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return match signal {
                4 => "illegal instruction (SIGILL)".to_string(),
                6 => "abort (SIGABRT)".to_string(),
                7 => "bus error (SIGBUS)".to_string(),
                8 => "arithmetic error (SIGFPE)".to_string(),
                9 => "killed (SIGKILL)".to_string(),
                11 => "segmentation fault (SIGSEGV)".to_string(),
                n => format!("signal {n}"),
            };
        }
    }
    match status.code() {
        Some(code) => format!("exit code {code}"),
        None => format!("ended: {status}"),
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

    #[test]
    fn secrets_differ() {
        assert_ne!(secret(), secret());
        assert_eq!(secret().len(), 32);
    }

    #[cfg(unix)]
    #[test]
    fn crashes_are_named_by_their_last_words_then_their_status() {
        let overflow =
            "\nthread 'x' has overflowed its stack\nfatal runtime error: stack overflow\n";
        let status = Command::new("sh").args(["-c", "exit 3"]).status().ok();
        assert_eq!(describe(&status, overflow), "stack overflow");
        assert_eq!(describe(&status, ""), "exit code 3");
        let aborted = Command::new("sh")
            .args(["-c", "kill -ABRT $$"])
            .status()
            .ok();
        assert_eq!(describe(&aborted, ""), "abort (SIGABRT)");
        assert_eq!(describe(&None, ""), "ended with an unknown status");
    }
}
