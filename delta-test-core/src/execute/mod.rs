//! Where a candidate runs: in the calling thread, in a worker thread with a
//! timeout, or in a child process that re-runs the test binary.
//!
//! A reducer runs code on inputs nobody wrote. Some of them loop forever,
//! some end the process (a stack overflow, `abort()`, `process::exit`). In
//! the calling thread either one ends the reduction and loses the report; a
//! worker thread survives hangs, a worker process survives crashes too.
//! Each [`Runner`] keeps its worker between candidates, so isolation costs
//! a message round trip per candidate, not a thread or process start.

mod child;
mod edit;
mod fallback;
mod in_place;
mod process;
mod thread;
mod worker;

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

pub use edit::Edit;
pub use fallback::Fallback;
pub use in_place::InPlace;
pub use process::InProcess;
pub use thread::InThread;
pub use worker::{serve, worker_for, Codec, CodecProbe, ViaNoSerde, ViaSerde};

use crate::capture;
use crate::error::Error;
use crate::failure::{FailureKind, FailureSignature, Location};
use crate::parse::{choice, show_duration, ParseError};

/// Runs one candidate somewhere other than the calling thread. (Public
/// only through `__private`, for the benchmarks.)
pub trait Runner<A> {
    /// Runs the test on the candidate: `None` when it passed, else how it
    /// failed (a crash or a timeout included).
    ///
    /// # Errors
    /// When the runner itself cannot work (a worker process that does not
    /// start): no candidate can run, so the reduction stops.
    fn run(
        &mut self,
        candidate: Candidate<'_, A>,
        timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error>;

    /// Starts the candidate and returns without waiting for it when the
    /// runner runs it elsewhere (a worker thread or process), so that
    /// several runners can run candidates at once; [`finish`](Self::finish)
    /// then waits for the outcome. The default runs it here and now.
    ///
    /// # Errors
    /// As [`run`](Self::run).
    fn start(
        &mut self,
        candidate: Candidate<'_, A>,
        timeout: Option<Duration>,
    ) -> Result<Started, Error> {
        self.run(candidate, timeout).map(Started::Done)
    }

    /// The outcome of the candidate [`start`](Self::start) left running.
    ///
    /// # Errors
    /// As [`run`](Self::run).
    fn finish(&mut self) -> Result<Option<FailureSignature>, Error> {
        Err(Error::worker("no candidate was started on this runner"))
    }

    /// From now on, candidates that panic at `place` take their stack, to
    /// be told apart by it (see `Matcher::needs_stacks`). Runners in this
    /// process share the setting; a worker process is told.
    fn capture_stacks_at(&mut self, place: &Location) {
        capture::capture_stacks_at(place);
    }

    /// Gets ready to run candidates without waiting for it: a worker
    /// process starts, and is waited for with the first candidate sent to
    /// it. The reduction calls it on every runner once runs ahead pay, so
    /// that the workers start at once, beside the runs before the first
    /// batch. The default does nothing.
    fn prepare(&mut self) {}

    /// How long the last candidate [`run`](Self::run) took, when the runner
    /// keeps a clock of its own (a simulated one, in the benchmarks);
    /// `None`, the default, leaves it to the wall clock. Runs ahead start
    /// only once runs take long enough on average for them to pay.
    fn took(&self) -> Option<Duration> {
        None
    }
}

/// [`Runner::run`] for a runner that starts candidates elsewhere: start,
/// then wait for the outcome.
fn start_and_finish<A>(
    runner: &mut impl Runner<A>,
    candidate: Candidate<'_, A>,
    timeout: Option<Duration>,
) -> Result<Option<FailureSignature>, Error> {
    match runner.start(candidate, timeout)? {
        Started::Done(outcome) => Ok(outcome),
        Started::Running => runner.finish(),
    }
}

/// What [`Runner::start`] did with a candidate.
#[derive(Debug)]
pub enum Started {
    /// It ran already: its outcome (`None`: it passed).
    Done(Option<FailureSignature>),
    /// It runs elsewhere: [`Runner::finish`] has its outcome.
    Running,
}

impl<A, R: Runner<A> + ?Sized> Runner<A> for Box<R> {
    fn run(
        &mut self,
        candidate: Candidate<'_, A>,
        timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        (**self).run(candidate, timeout)
    }

    fn start(
        &mut self,
        candidate: Candidate<'_, A>,
        timeout: Option<Duration>,
    ) -> Result<Started, Error> {
        (**self).start(candidate, timeout)
    }

    fn finish(&mut self) -> Result<Option<FailureSignature>, Error> {
        (**self).finish()
    }

    fn capture_stacks_at(&mut self, place: &Location) {
        (**self).capture_stacks_at(place);
    }

    fn prepare(&mut self) {
        (**self).prepare();
    }

    fn took(&self) -> Option<Duration> {
        (**self).took()
    }
}

/// One call to run: its arguments, and, when it was made by cutting the
/// original call, the edits that made it (what a worker process is sent).
#[derive(Debug)]
pub struct Candidate<'a, A> {
    /// The arguments.
    pub args: &'a A,
    /// The cuts of the original arguments that give `args`; `None` for a
    /// call that is not one (a stored regression, read back from JSON).
    pub edits: Option<&'a [Edit]>,
}

impl<A> Clone for Candidate<'_, A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<A> Copy for Candidate<'_, A> {}

impl<'a, A> Candidate<'a, A> {
    /// The original call itself: no edits.
    pub fn original(args: &'a A) -> Self {
        Candidate {
            args,
            edits: Some(&[]),
        }
    }

    /// A call that is not made from the original one.
    pub fn value(args: &'a A) -> Self {
        Candidate { args, edits: None }
    }

    /// The same candidate, with other (equivalent) arguments.
    pub fn with_args<B>(self, args: &'a B) -> Candidate<'a, B> {
        Candidate {
            args,
            edits: self.edits,
        }
    }
}

/// Where the reruns of a `#[delta_test]` run (`isolate = "..."`). When
/// nothing says, reruns run in a worker process and the original call in
/// the test's own thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Isolate {
    /// In the test's own thread: the fastest, but a hang hangs the test and
    /// a crash ends the test binary.
    None,
    /// In a worker thread, with a timeout: a hang is cut off (the thread is
    /// left behind) and the reduction goes on. A crash still ends the
    /// test binary.
    Thread,
    /// In a child process (the test binary, re-run for this one test),
    /// the original call too: hangs and crashes are both survived, and a
    /// test whose original call crashes is reduced too.
    Process,
}

impl Isolate {
    /// The name in settings: `none`, `thread` or `process`.
    pub fn as_str(self) -> &'static str {
        match self {
            Isolate::None => "none",
            Isolate::Thread => "thread",
            Isolate::Process => "process",
        }
    }
}

impl fmt::Display for Isolate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Isolate {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let choices = [Isolate::None, Isolate::Thread, Isolate::Process];
        choice("isolation", &["none", "thread", "process"], &choices, s)
    }
}

/// The failure of a run that did not finish within `timeout`.
fn timed_out(timeout: Duration) -> FailureSignature {
    FailureSignature::new(
        FailureKind::Timeout,
        format!("no result within {}", show_duration(timeout)),
        None,
    )
}

/// The failure of a run that ended its process (or worker thread).
fn crashed(message: String) -> FailureSignature {
    FailureSignature::new(FailureKind::Crash, message, None)
}
