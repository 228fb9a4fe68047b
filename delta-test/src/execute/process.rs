//! `isolate = "process"`: candidates run in a worker process, the test
//! binary re-run for this one test. A worker that crashes or hangs is
//! replaced by a fresh one; its last words on stderr name the crash.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use super::worker::{parse_reply, Reply, WORKER_VAR};
use super::{crashed, timed_out, Runner};
use crate::error::Error;
use crate::failure::FailureSignature;
use crate::parse::show_duration;

/// How long a worker may take to start (the binary is built already; this
/// only guards against one that never gets to the test).
const STARTUP: Duration = Duration::from_secs(60);

/// How much of a worker's stderr is kept to name a crash.
const STDERR_TAIL: usize = 16 * 1024;

/// Runs candidates in a worker process.
pub struct InProcess<A> {
    encode: fn(&A) -> Result<String, String>,
    /// The test's path, as `--exact` wants it.
    test: String,
    worker: Option<Worker>,
}

/// A live worker process.
struct Worker {
    child: Child,
    stdin: ChildStdin,
    /// The worker's replies, read from its stdout on a thread; the channel
    /// closes when stdout does, that is when the worker ends.
    replies: Receiver<Reply>,
    /// The end of what the worker wrote on stderr.
    stderr: Arc<Mutex<Vec<u8>>>,
    /// Closes when all of the worker's stderr has been read.
    stderr_done: Receiver<()>,
}

impl<A> InProcess<A> {
    /// A runner for the test at `test` (its path without the crate name),
    /// sending candidates encoded with `encode`.
    pub fn new(test: impl Into<String>, encode: fn(&A) -> Result<String, String>) -> Self {
        InProcess {
            encode,
            test: test.into(),
            worker: None,
        }
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
        let mut child = Command::new(&binary)
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
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| broken(format!("{} did not run: {e}", binary.display())))?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let mut stderr = child.stderr.take().expect("piped");
        let (sender, replies) = mpsc::channel();
        thread::spawn(move || {
            let mut stdout = BufReader::new(stdout);
            let mut line = Vec::new();
            while matches!(stdout.read_until(b'\n', &mut line), Ok(1..)) {
                if line.ends_with(b"\n") {
                    line.pop();
                }
                if let Some(reply) = parse_reply(&line) {
                    if sender.send(reply).is_err() {
                        break;
                    }
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
        let mut worker = Worker {
            child,
            stdin,
            replies,
            stderr: tail,
            stderr_done,
        };
        match worker.replies.recv_timeout(STARTUP) {
            Ok(Reply::Ready) => Ok(worker),
            Ok(other) => Err(broken(format!("it answered {other:?} before it was ready"))),
            Err(RecvTimeoutError::Timeout) => Err(broken(format!(
                "it was not ready within {}",
                show_duration(STARTUP)
            ))),
            Err(RecvTimeoutError::Disconnected) => {
                let status = worker.reap();
                Err(broken(format!(
                    "`{} {} --exact` ended ({}) without serving; {} Its stderr:\n{}",
                    binary.display(),
                    self.test,
                    describe(&status, ""),
                    "is the test filtered out, or does the test harness not take `--exact`?",
                    worker.last_words().trim_end()
                )))
            }
        }
    }
}

impl Worker {
    /// The next reply, waiting until `deadline` (forever for `None`).
    fn reply(&self, deadline: Option<Instant>) -> Result<Reply, RecvTimeoutError> {
        match deadline {
            Some(deadline) => self
                .replies
                .recv_timeout(deadline.saturating_duration_since(Instant::now())),
            None => self
                .replies
                .recv()
                .map_err(|_| RecvTimeoutError::Disconnected),
        }
    }

    /// Waits for the ended worker's exit status, killing it if it lingers
    /// (it closed its stdout but did not exit).
    fn reap(&mut self) -> Option<ExitStatus> {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return Some(status),
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(1)),
                _ => {
                    let _ = self.child.kill();
                    return self.child.wait().ok();
                }
            }
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
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl<A> Runner<A> for InProcess<A> {
    fn run(
        &mut self,
        args: &A,
        timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        let line = (self.encode)(args).map_err(|error| {
            Error::worker(format!(
                "isolate = \"process\" could not write the arguments as JSON: {error}"
            ))
        })?;
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
            match worker.reply(deadline) {
                Ok(Reply::Started) => {}
                Err(RecvTimeoutError::Disconnected) if !fresh => {
                    drop(worker);
                    continue;
                }
                other => return self.outcome(worker, other, timeout),
            }
            let reply = worker.reply(deadline);
            return self.outcome(worker, reply, timeout);
        }
        unreachable!("the second try returns")
    }
}

impl<A> InProcess<A> {
    /// What a worker's reply (or silence) says about the candidate; keeps
    /// the worker when it is still serving.
    fn outcome(
        &mut self,
        worker: Worker,
        reply: Result<Reply, RecvTimeoutError>,
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
            Err(RecvTimeoutError::Timeout) => {
                let timeout = timeout.expect("only a timed wait times out");
                eprintln!(
                    "delta-test: a rerun of {} did not finish within {}; its worker process \
                     was killed and the reduction goes on",
                    self.test,
                    show_duration(timeout)
                );
                drop(worker);
                Ok(Some(timed_out(timeout)))
            }
            Err(RecvTimeoutError::Disconnected) => {
                let mut worker = worker;
                let status = worker.reap();
                Ok(Some(crashed(describe(&status, &worker.last_words()))))
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
        let mut runner = InProcess::new("no::such_test", |n: &u8| Ok(n.to_string()));
        let error = runner.run(&1, None).unwrap_err().to_string();
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
