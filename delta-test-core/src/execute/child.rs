//! A live worker process, from the parent's side: its pipes read on
//! threads, its replies told apart from the test's own output by their
//! secret, its death seen from its exit status, and its whole process
//! group killed with it.

use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, ExitStatus};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

use super::worker::{parse_reply, Hello, Reply, MARKER};

/// How often a wait for a reply looks whether the worker is still alive: a
/// child it started may hold its stdout open after it died, so the end of
/// stdout does not tell.
const POLL: Duration = Duration::from_millis(20);

/// How much of a worker's stderr is kept to name a crash.
const STDERR_TAIL: usize = 16 * 1024;

/// How much of what the original call prints is kept to show.
pub(super) const OUTPUT_LIMIT: usize = 64 * 1024;

/// How much of one line of output that is no reply is kept.
const LINE_LIMIT: usize = 1024 * 1024;

/// How long what a worker wrote just before it ended is waited for.
const LAST_WORDS: Duration = Duration::from_millis(100);

/// A live worker process.
pub(super) struct Worker {
    pub(super) child: Child,
    pub(super) stdin: ChildStdin,
    /// What the worker wrote on stdout, line by line, read on a thread.
    lines: Receiver<Line>,
    /// Whether the test's own output is wanted (else the reading thread
    /// drops it).
    keep_output: Arc<AtomicBool>,
    /// The end of what the worker wrote on stderr.
    pub(super) stderr: Arc<Mutex<Vec<u8>>>,
    /// Closes when all of the worker's stderr has been read.
    pub(super) stderr_done: Receiver<()>,
    /// How it ended, once it has.
    pub(super) status: Option<ExitStatus>,
}

/// A line of a worker's stdout.
enum Line {
    Reply(Reply),
    /// The test's own output.
    Output(Vec<u8>),
}

/// Why a wait for a reply ended without one.
pub(super) enum Silence {
    /// The deadline passed.
    Timeout,
    /// The worker ended.
    Ended,
}

/// A hard-to-guess token, from the standard library's per-process random
/// hash keys (no `rand` needed for this).
pub(super) fn secret() -> String {
    let word = || RandomState::new().hash_one(Instant::now());
    format!("{:016x}{:016x}", word(), word())
}

impl Worker {
    /// Takes over the pipes of a worker process just started: its stdout
    /// and stderr are read on threads of their own, and its first line in
    /// is the hello that `hello` makes with a fresh secret.
    pub(super) fn spawn(mut child: Child, hello: impl FnOnce(String) -> Hello) -> Worker {
        let secret = secret();
        let mut stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        let mut stderr = child.stderr.take().expect("piped");
        // Bounded: a test that prints without end cannot fill the memory.
        let (sender, lines) = mpsc::sync_channel(64);
        let keep_output = Arc::new(AtomicBool::new(false));
        let keep = Arc::clone(&keep_output);
        let replies_from = secret.clone();
        thread::spawn(move || read_stdout(stdout, &replies_from, &keep, &sender));
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
        let hello = hello(secret).line();
        let _ = writeln!(stdin, "{hello}").and_then(|()| stdin.flush());
        Worker {
            child,
            stdin,
            lines,
            keep_output,
            stderr: tail,
            stderr_done,
            status: None,
        }
    }

    /// The next reply, waiting until `deadline` (forever for `None`) while
    /// the worker lives; the test's own output goes to `output` when it is
    /// kept, and is dropped otherwise. The deadline and the worker's life
    /// are looked at every [`POLL`] even while output streams in.
    pub(super) fn reply(
        &mut self,
        deadline: Option<Instant>,
        output: &mut Option<Vec<u8>>,
    ) -> Result<Reply, Silence> {
        self.keep_output.store(output.is_some(), Ordering::Relaxed);
        let mut looked = Instant::now();
        loop {
            if looked.elapsed() >= POLL {
                looked = Instant::now();
                if self.ended() {
                    return self.last_reply(output);
                }
            }
            if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
                return Err(Silence::Timeout);
            }
            let wait = match deadline {
                Some(deadline) => deadline.saturating_duration_since(Instant::now()).min(POLL),
                None => POLL,
            };
            match self.lines.recv_timeout(wait) {
                Ok(Line::Reply(reply)) => return Ok(reply),
                Ok(Line::Output(bytes)) => keep(output, &bytes),
                Err(RecvTimeoutError::Timeout) => {
                    if self.ended() {
                        return self.last_reply(output);
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

    /// A reply the worker wrote just before it ended, if any: what is
    /// still in the pipe is read, for a moment at most (a process it
    /// started may hold the pipe open).
    fn last_reply(&mut self, output: &mut Option<Vec<u8>>) -> Result<Reply, Silence> {
        let until = Instant::now() + LAST_WORDS;
        loop {
            let wait = until.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(wait) {
                Ok(Line::Reply(reply)) => return Ok(reply),
                Ok(Line::Output(bytes)) => keep(output, &bytes),
                Err(_) => return Err(Silence::Ended),
            }
        }
    }

    /// Whether the worker process has ended (its status is kept).
    pub(super) fn ended(&mut self) -> bool {
        if self.status.is_none() {
            self.status = self.child.try_wait().ok().flatten();
        }
        self.status.is_some()
    }

    /// Kills the worker and everything it started (its process group).
    pub(super) fn kill(&mut self) {
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
    pub(super) fn last_words(&self) -> String {
        let _ = self.stderr_done.recv_timeout(Duration::from_secs(1));
        self.stderr_text()
    }

    pub(super) fn stderr_text(&self) -> String {
        let tail = self.stderr.lock().unwrap_or_else(PoisonError::into_inner);
        String::from_utf8_lossy(&tail).into_owned()
    }
}

/// Adds `bytes` to `output`, when it is kept, up to [`OUTPUT_LIMIT`].
fn keep(output: &mut Option<Vec<u8>>, bytes: &[u8]) {
    if let Some(output) = output {
        let room = OUTPUT_LIMIT.saturating_sub(output.len());
        output.extend_from_slice(&bytes[..bytes.len().min(room)]);
    }
}

/// Reads a worker's stdout line by line until it closes: replies are
/// sent on, and the test's own output too while `keep` says it is wanted
/// (else it is dropped here). A line longer than [`LINE_LIMIT`] that is no
/// reply is cut, so output without newlines cannot fill the memory. The
/// empty line that the newline before a reply makes is not the test's.
fn read_stdout(stdout: impl Read, secret: &str, keep: &AtomicBool, sender: &SyncSender<Line>) {
    let mut stdout = BufReader::new(stdout);
    let mut line = Vec::new();
    let mut blank = false;
    while matches!(read_capped(&mut stdout, &mut line, secret), Ok(1..)) {
        let text = line.strip_suffix(b"\n").unwrap_or(&line);
        let read = match parse_reply(text, secret) {
            Some(reply) => Some(Line::Reply(reply)),
            None if !keep.load(Ordering::Relaxed) => None,
            None if text.is_empty() && !blank => {
                blank = true;
                line.clear();
                continue;
            }
            None => Some(Line::Output(std::mem::take(&mut line))),
        };
        let held = std::mem::take(&mut blank) && matches!(read, Some(Line::Output(_)));
        if held && sender.send(Line::Output(b"\n".to_vec())).is_err() {
            break;
        }
        if read.is_some_and(|read| sender.send(read).is_err()) {
            break;
        }
        line.clear();
    }
}

/// Reads one line into `line` (with its newline), keeping at most
/// [`LINE_LIMIT`] bytes of it unless it holds a reply of `secret`; how many
/// bytes were read.
fn read_capped(
    reader: &mut impl BufRead,
    line: &mut Vec<u8>,
    secret: &str,
) -> std::io::Result<usize> {
    let mut read = 0;
    // Asked once, when the line reaches the limit: a line kept whole
    // stays kept, and one cut gains no byte that could hold a reply, so
    // the answer cannot change (asked at every chunk, it made reading a
    // long line quadratic).
    let mut kept_whole = None;
    loop {
        let available = reader.fill_buf()?;
        if available.is_empty() {
            return Ok(read);
        }
        let (used, done) = match available.iter().position(|&b| b == b'\n') {
            Some(at) => (at + 1, true),
            None => (available.len(), false),
        };
        let room = match line.len() < LINE_LIMIT
            || *kept_whole.get_or_insert_with(|| holds_reply(line, secret))
        {
            true => used,
            false => 0,
        };
        line.extend_from_slice(&available[..room]);
        reader.consume(used);
        read += used;
        if done {
            return Ok(read);
        }
    }
}

/// Whether `line` holds the start of a reply.
fn holds_reply(line: &[u8], secret: &str) -> bool {
    let needle = [MARKER.as_bytes(), secret.as_bytes()].concat();
    line.windows(needle.len()).any(|w| w == needle)
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Names how a worker ended, from its exit status and its last words:
/// `stack overflow`, `abort (SIGABRT)`, `exit code 3`, ...
pub(super) fn describe(status: &Option<ExitStatus>, stderr: &str) -> String {
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
    use crate::failure::FailureSignature;
    use std::process::Command;

    /// What `read_stdout` sends for `stdout`, with output kept or not.
    fn lines_of(stdout: &[u8], kept: bool) -> Vec<String> {
        let (sender, lines) = mpsc::sync_channel(1000);
        read_stdout(stdout, "s3cret", &AtomicBool::new(kept), &sender);
        drop(sender);
        lines
            .iter()
            .map(|line| match line {
                Line::Reply(reply) => format!("reply {reply:?}"),
                Line::Output(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            })
            .collect()
    }

    #[test]
    fn the_newline_before_a_reply_is_not_the_tests_output() {
        let passed = Reply::Passed.line();
        let stdout = format!(
            "one\n\n{MARKER}s3cret {passed}\ntwo\n\nthree\npartial\n{MARKER}s3cret {passed}\n"
        );
        assert_eq!(
            lines_of(stdout.as_bytes(), true),
            [
                "one\n",
                "reply Passed",
                "two\n",
                "\n",
                "three\n",
                "partial\n",
                "reply Passed"
            ]
        );
        // Output nobody wants is dropped where it is read.
        assert_eq!(
            lines_of(stdout.as_bytes(), false),
            ["reply Passed", "reply Passed"]
        );
    }

    #[test]
    fn endless_lines_are_cut_but_replies_are_not() {
        let long = vec![b'x'; 3 * LINE_LIMIT];
        let mut stdout = long.clone();
        stdout.extend_from_slice(b"\nafter\n");
        let lines = lines_of(&stdout, true);
        assert_eq!(lines[0].len(), LINE_LIMIT);
        assert_eq!(lines[1], "after\n");
        let message = "m".repeat(2 * LINE_LIMIT);
        let failure =
            FailureSignature::new(crate::failure::FailureKind::PanicString, &message, None);
        let reply = Reply::Failed(failure).line();
        let lines = lines_of(format!("{MARKER}s3cret {reply}\n").as_bytes(), false);
        assert!(lines[0].starts_with("reply Failed") && lines[0].len() > 2 * LINE_LIMIT);
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
