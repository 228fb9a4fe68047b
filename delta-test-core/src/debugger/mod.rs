//! [`DeltaDebugger`]: Delta Debugging on the arguments of a failing call.

mod apart;
mod candidates;
mod chunks;
mod current;
mod cut;
mod gallop;
mod groups;
mod key;
mod nested;
mod results;
mod rounds;
mod session;
mod simplify;
mod together;

pub use results::{ArgDiff, Budget, OtherFailure, Reduction};

use std::fmt::{self, Debug, Display};
use std::str::FromStr;
use std::time::{Duration, Instant};

use session::Session;

use crate::capture::{self, run_silently, TestResult};
use crate::dd::{Mode, Partition, Strategy};
use crate::error::Error;
use crate::execute::{InThread, Runner};
use crate::failure::{FailureKind, FailureSignature, InputText, Matcher};
use crate::literal::{Literal, Style};
use crate::outcome::Outcome;
use crate::parsed::{Parsed, Reprinted};
use crate::reduce::Reduce;
use crate::report::{Event, Log, Observer, Progress};

/// Reduces the arguments of a failing call, the way the Debugging Book's
/// `DeltaDebugger` does.
///
/// Give it the function's name (for printing), a closure that calls the
/// function, and the arguments of a call that fails. Several arguments are a
/// tuple; each one is reduced in turn, in order, until none changes.
///
/// ```
/// use delta_test::DeltaDebugger;
///
/// fn mystery(inp: &str) {
///     let (x, y) = (inp.find('('), inp.find(')'));
///     if matches!((x, y), (Some(x), Some(y)) if x < y) {
///         panic!("Invalid input");
///     }
/// }
///
/// let failing = r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#.to_string();
/// let mut dd = DeltaDebugger::new("mystery", |inp: &String| mystery(inp), failing);
/// let minimal = dd.min_args()?;
/// assert_eq!(minimal.args, "()");
/// assert_eq!(dd.tests(), 13); // the chapter's algorithm takes 24
/// assert_eq!(dd.to_string(), r#"mystery("()")"#);
/// # Ok::<(), delta_test::Error>(())
/// ```
///
/// A call "fails" when the closure panics or returns `Err` (see
/// [`TestResult`]). A rerun counts as the same failure when the
/// [`Matcher`] says so; by default it is the same kind of panic at the same
/// place with a message that differs at most in the data it shows.
pub struct DeltaDebugger<A, F> {
    name: String,
    function: F,
    args: A,
    params: Vec<String>,
    matcher: Matcher,
    /// The chapter's log, when one is asked for.
    log: Option<Log>,
    /// Whoever else is told what happens.
    observers: Vec<Box<dyn Observer + Send>>,
    max_tests: Option<usize>,
    max_time: Option<Duration>,
    partition: Partition,
    strategy: Strategy,
    /// Run the candidates elsewhere (worker threads or processes), one
    /// candidate each at a time; none: in this thread.
    runners: Vec<Box<dyn Runner<A> + Send>>,
    /// How long a candidate may run, when a runner can cut it off.
    timeout: Option<Duration>,
    /// How many more times the final call is run before it is reported.
    verify: usize,
    /// How many more times a candidate that did not fail is run.
    retries: usize,
    tests: usize,
    last: Option<A>,
    /// How the original call fails, when the caller already ran it.
    observed: Option<FailureSignature>,
    /// The original call as its parsed argument prints (`via`), when that
    /// differs from the text written: it must fail the same way before the
    /// reduction starts, as every candidate is printed so.
    printed: Option<(A, Reprinted)>,
}

impl<A, F, R> DeltaDebugger<A, F>
where
    A: Reduce + Literal,
    F: FnMut(&A) -> R,
    R: TestResult,
{
    /// A debugger for the call `name(args)`, made by `function(&args)`.
    /// It is silent until given a [`log`](Self::log) or an
    /// [`observer`](Self::observer).
    pub fn new(name: impl Into<String>, function: F, args: A) -> Self {
        DeltaDebugger {
            name: name.into(),
            function,
            args,
            params: Vec::new(),
            matcher: Matcher::default(),
            log: None,
            observers: Vec::new(),
            max_tests: Some(Budget::DEFAULT_TESTS),
            max_time: Some(Budget::DEFAULT_TIME),
            partition: Partition::default(),
            strategy: Strategy::default(),
            runners: Vec::new(),
            timeout: None,
            verify: 0,
            retries: 0,
            tests: 0,
            last: None,
            observed: None,
            printed: None,
        }
    }

    /// Decides which failures of reruns count as the original bug.
    pub fn matcher(mut self, matcher: Matcher) -> Self {
        self.matcher = matcher;
        self
    }

    /// Logs the reduction on stderr as the chapter does ([`Log`]): 0: quiet;
    /// 1: one line per test run (`Test #N call: OUTCOME (message)`); 2: also
    /// the algorithm's steps. A later call replaces the level.
    pub fn log(mut self, level: u8) -> Self {
        self.log = (level > 0).then(|| Log::new(level.min(2)));
        self
    }

    /// Tells `observer` every [`Event`] of each reduction, to log it
    /// elsewhere, count it, or show progress.
    pub fn observer(mut self, observer: impl Observer + Send + 'static) -> Self {
        self.observers.push(Box::new(observer));
        self
    }

    /// Stops after `tests` runs of the function and returns the best call
    /// found so far, marked as not [`complete`](Reduction::complete) and
    /// [`stopped`](Reduction::stopped) by [`Budget::Tests`]. `None` lifts
    /// the budget. The default is [`Budget::DEFAULT_TESTS`], so that every
    /// reduction ends, even one whose test is not deterministic enough for
    /// the search to settle.
    ///
    /// ```
    /// use delta_test::{Budget, DeltaDebugger};
    ///
    /// let test = |v: &Vec<u32>| assert!(!v.contains(&7), "7");
    /// let mut dd = DeltaDebugger::new("test", test, (0..100).collect()).max_tests(3);
    /// let reduced = dd.min_args()?;
    /// assert_eq!(reduced.stopped, Some(Budget::Tests(3)));
    /// assert!(reduced.args.contains(&7)); // the best call so far, still failing
    ///
    /// let mut dd = DeltaDebugger::new("test", test, (0..100).collect()).max_tests(None);
    /// assert_eq!(dd.min_args()?.args, [7]);
    /// # Ok::<(), delta_test::Error>(())
    /// ```
    pub fn max_tests(mut self, tests: impl Into<Option<usize>>) -> Self {
        self.max_tests = tests.into();
        self
    }

    /// Names the parameters, for the log. Without names they are called
    /// `arg0`, `arg1`, ... (or `arg` when there is one).
    pub fn params<S: Into<String>>(mut self, names: impl IntoIterator<Item = S>) -> Self {
        self.params = names.into_iter().map(Into::into).collect();
        self
    }

    /// Stops once `time` has passed and returns the best call found so far,
    /// marked as not [`complete`](Reduction::complete) and
    /// [`stopped`](Reduction::stopped) by [`Budget::Time`]. The candidate
    /// that runs when time is up is allowed to finish. `None` lifts the
    /// budget (for a reduction that is meant to run for long, as `cargo
    /// delta`'s may). The default is [`Budget::DEFAULT_TIME`].
    pub fn max_time(mut self, time: impl Into<Option<Duration>>) -> Self {
        self.max_time = time.into();
        self
    }

    /// Runs the final call `runs` more times before returning it; if any
    /// run does not give the outcome the reduction found, the result is
    /// [`Error::Inconsistent`] rather than a call that may not fail. The
    /// default is 0, so that test counts match the Debugging Book;
    /// `#[delta_test]` verifies twice. These runs are not counted in
    /// [`tests`](Reduction::tests).
    pub fn verify(mut self, runs: usize) -> Self {
        self.verify = runs;
        self
    }

    /// Runs a candidate that did not fail the same way up to `retries` more
    /// times, and counts it as failing if any of them does: a flaky failure
    /// is then still found. Each run counts as a test.
    pub fn retries(mut self, retries: usize) -> Self {
        self.retries = retries;
        self
    }

    /// Runs the candidates in a worker thread and gives up on one that runs
    /// longer than `timeout`: it is [`Unresolved`](crate::Outcome::Unresolved), its
    /// thread is left running, and the reduction goes on with a new worker.
    /// (The original call still runs in this thread.)
    ///
    /// ```
    /// use std::time::Duration;
    /// use delta_test::DeltaDebugger;
    ///
    /// // Loops forever on inputs without a 'z'; panics on a 'y' before a 'z'.
    /// fn stuck(inp: &str) {
    ///     while !inp.contains('z') {
    ///         std::thread::sleep(Duration::from_millis(1));
    ///     }
    ///     assert!(!inp.starts_with('y'), "y first");
    /// }
    ///
    /// let mut dd = DeltaDebugger::new("stuck", |s: &String| stuck(s), "yxz".to_string())
    ///     .timeout(Duration::from_millis(100));
    /// assert_eq!(dd.min_args()?.args, "yz");
    /// # Ok::<(), delta_test::Error>(())
    /// ```
    pub fn timeout(mut self, timeout: Duration) -> Self
    where
        A: Clone + Send + 'static,
        F: Clone + Send + Sync + 'static,
        R: 'static,
    {
        self.timeout = Some(timeout);
        let jobs = self.runners.len().max(1);
        self.in_threads(jobs)
    }

    /// Runs up to `jobs` candidates at once, each in a worker thread of its
    /// own (with the [`timeout`](Self::timeout), if one is set). The
    /// reduction is the same as with one job, test for test: the result,
    /// and every candidate it accepts on the way; the candidates run ahead
    /// are the ones the search would most likely ask for next, and those
    /// whose outcome it never asks for are counted apart
    /// ([`Reduction::speculative`]). `jobs` of 0 or 1 runs one at a time.
    /// The default strategy's binary searches leave most jobs guessing;
    /// [`Strategy::Waves`] asks questions that do not wait on each other,
    /// for a few more tests (about 6x faster with eight jobs, where the
    /// default gets 3x).
    ///
    /// ```
    /// use delta_test::DeltaDebugger;
    ///
    /// let slow = |v: &Vec<u32>| {
    ///     std::thread::sleep(std::time::Duration::from_millis(2));
    ///     assert!(!(v.contains(&3) && v.contains(&7)), "3 and 7");
    /// };
    /// let mut one = DeltaDebugger::new("slow", slow, (0..20).collect());
    /// let mut four = DeltaDebugger::new("slow", slow, (0..20).collect()).jobs(4);
    /// let (a, b) = (one.min_args()?, four.min_args()?);
    /// assert_eq!(a.args, [3, 7]);
    /// assert_eq!((a.args, a.tests), (b.args, b.tests));
    /// assert!(b.speculative > 0);
    /// # Ok::<(), delta_test::Error>(())
    /// ```
    pub fn jobs(self, jobs: usize) -> Self
    where
        A: Clone + Send + 'static,
        F: Clone + Send + Sync + 'static,
        R: 'static,
    {
        self.in_threads(jobs.max(1))
    }

    /// Runs the candidates on `jobs` worker threads.
    fn in_threads(mut self, jobs: usize) -> Self
    where
        A: Clone + Send + 'static,
        F: Clone + Send + Sync + 'static,
        R: 'static,
    {
        let thread = || {
            let function = self.function.clone();
            let job = move |args: &A| {
                let mut function = function.clone();
                run_silently(|| function(args))
            };
            Box::new(InThread::new(self.name.clone(), job)) as Box<dyn Runner<A> + Send>
        };
        self.runners = (0..jobs).map(|_| thread()).collect();
        self
    }

    /// Runs the candidates with `runners` (one candidate each at a time),
    /// each given `timeout`.
    pub(crate) fn runners(
        mut self,
        runners: Vec<Box<dyn Runner<A> + Send>>,
        timeout: Option<Duration>,
    ) -> Self {
        self.runners = runners;
        self.timeout = timeout;
        self
    }

    /// Runs the candidates with `runners`, one candidate each at a time,
    /// and no timeout: where the benchmarks plug in simulated runners
    /// (`Runner` is named only in `__private`; not public API).
    #[doc(hidden)]
    pub fn on_runners(self, runners: Vec<Box<dyn Runner<A> + Send>>) -> Self {
        self.runners(runners, None)
    }

    /// How inputs are cut into chunks by [`Strategy::Classic`]; see
    /// [`Partition`].
    pub fn partition(mut self, partition: Partition) -> Self {
        self.partition = partition;
        self
    }

    /// Which algorithm reduces; see [`Strategy`]. The default,
    /// [`Strategy::Adaptive`], needs the fewest test runs;
    /// [`Strategy::Classic`] repeats the Debugging Book's runs test for test
    /// (24 for `mystery`).
    pub fn strategy(mut self, strategy: Strategy) -> Self {
        self.strategy = strategy;
        self
    }

    /// Shows `progress` while a reduction runs long (not with a log,
    /// whose lines it would tear).
    pub(crate) fn progress(mut self, progress: Option<Progress>) -> Self {
        if let (Some(progress), None) = (progress, &self.log) {
            self.observers.push(Box::new(progress));
        }
        self
    }

    /// Skips the silent first run: the caller already saw the original call
    /// fail this way (the macros run the test once before reducing it).
    pub(crate) fn observed(mut self, failure: FailureSignature) -> Self {
        self.observed = Some(failure);
        self
    }

    /// Checks, before reducing, that `printed` (the original call with its
    /// parsed argument as it prints, described by the [`Reprinted`]) fails
    /// the same way as the original; else the reduction is
    /// [`Error::NotRoundTrip`].
    pub(crate) fn printed(mut self, printed: Option<(A, Reprinted)>) -> Self {
        self.printed = printed;
        self
    }

    /// The original arguments.
    pub fn args(&self) -> &A {
        &self.args
    }

    /// How many times the function ran in the last reduction (repeated
    /// candidates are answered from a cache and do not count).
    pub fn tests(&self) -> usize {
        self.tests
    }

    /// `name(args)`, with `args` written as Rust.
    pub fn call(&self, args: &A) -> String {
        Call::new(&self.name, args).to_string()
    }

    /// Reduces the arguments to 1-minimal ones that still fail the same way.
    ///
    /// # Errors
    /// When the original call passes ([`Error::NotFailing`]), does not fail
    /// the same way twice ([`Error::NotReproduced`]), or a setting is bad.
    pub fn min_args(&mut self) -> Result<Reduction<A>, Error> {
        let r = self.reduce(Mode::Min)?;
        self.last = Some(r.failing.clone());
        Ok(Reduction {
            args: r.failing,
            failure: r.failure,
            complete: r.complete,
            stopped: r.stopped,
            tests: r.tests,
            speculative: r.speculative,
            rounds: r.rounds,
            elapsed: r.elapsed,
            others: r.others,
            rejected: r.rejected,
        })
    }

    /// Grows the emptied arguments to 1-maximal ones that still pass: adding
    /// any one part of the original arguments makes the call fail.
    ///
    /// # Errors
    /// As [`min_args`](Self::min_args), and [`Error::NotPassing`] when the
    /// call with emptied arguments fails.
    pub fn max_args(&mut self) -> Result<Reduction<A>, Error> {
        let r = self.reduce(Mode::Max)?;
        Ok(Reduction {
            args: r.passing,
            failure: r.failure,
            complete: r.complete,
            stopped: r.stopped,
            tests: r.tests,
            speculative: r.speculative,
            rounds: r.rounds,
            elapsed: r.elapsed,
            others: r.others,
            rejected: r.rejected,
        })
    }

    /// Narrows a passing and a failing call towards each other until their
    /// difference is 1-minimal.
    ///
    /// # Errors
    /// As [`max_args`](Self::max_args).
    pub fn min_arg_diff(&mut self) -> Result<ArgDiff<A>, Error> {
        let r = self.reduce(Mode::Diff)?;
        self.last = Some(r.failing.clone());
        Ok(r)
    }

    fn reduce(&mut self, mode: Mode) -> Result<ArgDiff<A>, Error> {
        let started = Instant::now();
        self.tests = 0;
        let (original, timed) = match &self.observed {
            Some(failure) => (failure.clone(), None),
            None => {
                let (failure, time) = self.observe()?;
                (failure, Some(time))
            }
        };
        if original.kind == FailureKind::Rejected {
            return Err(Error::Rejected {
                call: self.call(&self.args),
                failure: Box::new(original),
            });
        }
        if let (true, Some(place)) = (self.matcher.needs_stacks(&original), &original.location) {
            match self.runners.is_empty() {
                true => capture::capture_stacks_at(place),
                false => self
                    .runners
                    .iter_mut()
                    .for_each(|r| r.capture_stacks_at(place)),
            }
        }
        if let Some((printed, reprinted)) = self.printed.take() {
            self.check_printed(&original, &printed, reprinted)?;
        }
        let nested = mode == Mode::Min && !self.strategy.reruns_the_original();
        let input = InputText::of(&self.call(&self.args));
        let mut session = Session::new(self, original, input, started, timed);
        // The original's run may have told already that runs ahead pay.
        session.prepare_runners();
        // The chapter's algorithm cuts the outermost sequences only, as
        // the chapter does; the other strategies reduce at every level.
        let result = match nested {
            true => session.minimize(),
            false => session.process(mode),
        };
        session.end().and(result)
    }

    /// Runs the original call once, silently, to learn how it fails (and
    /// on which stack, which tells whether reruns need theirs), and how
    /// long it takes.
    fn observe(&mut self) -> Result<(FailureSignature, Duration), Error> {
        let mut time = Duration::ZERO;
        let failure = capture::with_stacks(|| {
            let started = Instant::now();
            let failure = run_silently(|| (self.function)(&self.args));
            time = started.elapsed();
            failure
        });
        match failure {
            None => Err(Error::NotFailing {
                call: self.call(&self.args),
            }),
            Some(failure) => {
                let call = Call::new(&self.name, &self.args);
                let event = Event::Observed {
                    call: &call,
                    failure: &failure,
                };
                tell(&mut self.log, &mut self.observers, &event);
                Ok((failure, time))
            }
        }
    }

    /// Runs the original call as its parsed argument prints, once, silently
    /// and uncounted (as the observation is): it must fail as `original`
    /// does, by the matcher, or no candidate (each printed so) could.
    fn check_printed(
        &mut self,
        original: &FailureSignature,
        printed: &A,
        reprinted: Reprinted,
    ) -> Result<(), Error> {
        let failure = run_silently(|| (self.function)(printed));
        let outcome = match (self.matcher.classify(original, failure.as_ref()), failure) {
            (Outcome::Fail, _) => return Ok(()),
            (_, None) => "passed".to_string(),
            (_, Some(failure)) => format!("failed another way ({failure})"),
        };
        Err(Error::NotRoundTrip {
            text: reprinted.written,
            printed: reprinted.printed,
            ty: reprinted.ty,
            outcome,
        })
    }

    /// The name of the parameter that `path` starts in.
    fn param(&self, arg: usize, args: usize) -> String {
        match self.params.get(arg) {
            Some(name) => name.clone(),
            None if args == 1 => "arg".to_string(),
            None => format!("arg{arg}"),
        }
    }
}

impl<F, R> DeltaDebugger<String, F>
where
    F: FnMut(&String) -> R,
    R: TestResult,
{
    /// Reduces the string argument as the value of type `T` it parses to
    /// ([`Parsed`]): every candidate is a smaller `T`, written back with
    /// `Display` for the function, so an input that no character-level cut
    /// keeps valid (an expression, a query) still shrinks. The minimal call
    /// shows the text. Call it before [`timeout`](Self::timeout).
    ///
    /// ```
    /// use delta_test::DeltaDebugger;
    ///
    /// // A list of numbers, as text; it rejects anything else.
    /// #[derive(Clone, Debug)]
    /// struct Numbers(Vec<u32>);
    /// // (`#[derive(delta_test::Reduce)]` writes this.)
    /// # use delta_test::{Place, Reduce, Subset};
    /// # impl Reduce for Numbers {
    /// #     fn keep(&self, path: &[usize], kept: &Subset) -> Self { Numbers(self.0.keep(path, kept)) }
    /// #     fn places(&self, path: &[usize]) -> Vec<Place> { self.0.places(path) }
    /// #     fn inner(&self, path: &[usize]) -> Vec<usize> { self.0.inner(path) }
    /// #     fn simplify(&self, path: &[usize], to: u128) -> Self { Numbers(self.0.simplify(path, to)) }
    /// # }
    /// # impl std::str::FromStr for Numbers {
    /// #     type Err = std::num::ParseIntError;
    /// #     fn from_str(s: &str) -> Result<Self, Self::Err> {
    /// #         s.split(',').map(str::parse).collect::<Result<_, _>>().map(Numbers)
    /// #     }
    /// # }
    /// # impl std::fmt::Display for Numbers {
    /// #     fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
    /// #         let text: Vec<String> = self.0.iter().map(u32::to_string).collect();
    /// #         f.write_str(&text.join(","))
    /// #     }
    /// # }
    ///
    /// fn total(input: &str) -> u32 {
    ///     let numbers: Numbers = input.parse().expect("a list of numbers");
    ///     numbers.0.iter().fold(0u32, |sum, n| sum.checked_add(*n).expect("no overflow"))
    /// }
    ///
    /// let input = "7,4000000000,12,500000000".to_string();
    /// let mut dd = DeltaDebugger::new("total", |s: &String| { total(s); }, input)
    ///     .via::<Numbers>()?;
    /// dd.min_args()?;
    /// // Two numbers whose sum overflows, the first as small as it can be.
    /// assert_eq!(dd.to_string(), r#"total("3794967296,500000000")"#);
    /// # Ok::<(), delta_test::Error>(())
    /// ```
    ///
    /// A text that `T` prints otherwise (`"100 + 90"` as `"100+90"`) is
    /// run as written for the original call; the printed text is run once
    /// before reducing, and the reduction goes on only if it fails the
    /// same way (every candidate is a printed text).
    ///
    /// # Errors
    /// [`Error::Unparsable`] (which keeps the input) when the string does not
    /// parse as a `T`; [`Error::Config`] after `timeout` or `jobs`. The
    /// reduction is [`Error::NotRoundTrip`] when the value prints as a
    /// text that does not fail the same way.
    #[allow(clippy::type_complexity)]
    pub fn via<T>(self) -> Result<DeltaDebugger<Parsed<T>, impl FnMut(&Parsed<T>) -> R>, Error>
    where
        T: FromStr + Display + Reduce,
        T::Err: Debug,
    {
        if !self.runners.is_empty() {
            return Err(Error::config(
                "`DeltaDebugger::via` changes the arguments' type, so it must come before \
                 `timeout` and `jobs`; call `.via::<T>()` first",
            ));
        }
        let args: Parsed<T> = Parsed::parse(&self.args)?;
        let printed = args.printed().zip(args.reprinted());
        let mut function = self.function;
        Ok(DeltaDebugger {
            name: self.name,
            function: move |parsed: &Parsed<T>| function(&parsed.text()),
            args,
            params: self.params,
            matcher: self.matcher,
            log: self.log,
            observers: self.observers,
            max_tests: self.max_tests,
            max_time: self.max_time,
            partition: self.partition,
            strategy: self.strategy,
            runners: Vec::new(),
            timeout: None,
            verify: self.verify,
            retries: self.retries,
            tests: 0,
            last: None,
            // A new function under test (it takes the parsed value): observe it.
            observed: None,
            printed,
        })
    }
}

/// Tells `event` to the log, if there is one, and to every observer.
fn tell(log: &mut Option<Log>, observers: &mut [Box<dyn Observer + Send>], event: &Event<'_>) {
    if let Some(log) = log {
        log.event(event);
    }
    for observer in observers {
        observer.event(event);
    }
}

/// The last reduced call (or the original one, before any reduction).
impl<A: Literal, F> fmt::Display for DeltaDebugger<A, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let args = self.last.as_ref().unwrap_or(&self.args);
        Call::new(&self.name, args).fmt(f)
    }
}

/// `name(args)`, written as Rust only when it is shown: events carry calls
/// this way, so a reduction without a log never formats one.
pub(crate) struct Call<'a, A> {
    name: &'a str,
    args: &'a A,
}

impl<'a, A> Call<'a, A> {
    pub(crate) fn new(name: &'a str, args: &'a A) -> Self {
        Call { name, args }
    }
}

impl<A: Literal> fmt::Display for Call<'_, A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let args = self.args.arg_literals(Style::Readable);
        write!(f, "{}({})", self.name, args.join(", "))
    }
}

impl<A: fmt::Debug, F> fmt::Debug for DeltaDebugger<A, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DeltaDebugger")
            .field("name", &self.name)
            .field("args", &self.args)
            .field("matcher", &self.matcher)
            .field("max_tests", &self.max_tests)
            .field("max_time", &self.max_time)
            .field("partition", &self.partition)
            .field("strategy", &self.strategy)
            .field("tests", &self.tests)
            .finish_non_exhaustive()
    }
}
