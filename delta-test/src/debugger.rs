//! [`DeltaDebugger`]: Delta Debugging on the arguments of a failing call.

use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::time::{Duration, Instant};

use crate::capture::{run_silently, TestResult};
use crate::dd::{dd_indices, Ended, PySet, Step, Stop};
use crate::execute::{InThread, Runner};
use crate::progress::Progress;
use crate::report::size;
use crate::settings::show_duration;
use crate::{
    log, Error, FailureKind, FailureSignature, Literal, Matcher, Mode, Outcome, Partition, Reduce,
    Style, Subset,
};

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
/// assert_eq!(dd.tests(), 24); // as in the chapter
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
    log: Result<u8, String>,
    max_tests: Option<usize>,
    max_time: Option<Duration>,
    partition: Partition,
    /// Runs the candidates elsewhere (a worker thread or process); `None`:
    /// in this thread.
    runner: Option<Box<dyn Runner<A> + Send>>,
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
    /// The terminal's progress line, for a `#[delta_test]` watched there.
    progress: Option<Progress>,
}

/// A budget that ran out before the reduction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Budget {
    /// [`DeltaDebugger::max_tests`] runs were made.
    Tests(usize),
    /// [`DeltaDebugger::max_time`] has passed.
    Time(Duration),
}

impl fmt::Display for Budget {
    /// `budget of 200 tests spent`, `time budget of 2s spent`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Budget::Tests(1) => f.write_str("budget of 1 test spent"),
            Budget::Tests(n) => write!(f, "budget of {n} tests spent"),
            Budget::Time(time) => write!(f, "time budget of {} spent", show_duration(*time)),
        }
    }
}

/// The result of [`DeltaDebugger::min_args`] or [`DeltaDebugger::max_args`].
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
#[must_use = "the reduced arguments are the point of the reduction"]
pub struct Reduction<A> {
    /// The reduced arguments: 1-minimal failing ones from `min_args`,
    /// 1-maximal passing ones from `max_args`.
    pub args: A,
    /// Whether the algorithm ran to its end, which proves the arguments
    /// 1-minimal (or 1-maximal). `false` when a budget ran out first:
    /// `args` is then the best call found so far.
    pub complete: bool,
    /// The budget that stopped the reduction, when one did.
    pub stopped: Option<Budget>,
    /// How many times the function ran (cached candidates do not count).
    pub tests: usize,
    /// How long the reduction took.
    pub elapsed: Duration,
}

/// The result of [`DeltaDebugger::min_arg_diff`].
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
#[must_use = "the isolated difference is the point of the reduction"]
pub struct ArgDiff<A> {
    /// The largest passing arguments found.
    pub passing: A,
    /// The smallest failing arguments found.
    pub failing: A,
    /// For each argument, the parts of `failing` that are not in `passing`
    /// (an argument that was not reduced keeps its original value, as in
    /// the chapter).
    pub difference: A,
    /// Whether the algorithm ran to its end (see [`Reduction::complete`]).
    pub complete: bool,
    /// The budget that stopped the reduction, when one did.
    pub stopped: Option<Budget>,
    /// How many times the function ran.
    pub tests: usize,
    /// How long the reduction took.
    pub elapsed: Duration,
}

impl<A, F, R> DeltaDebugger<A, F>
where
    A: Reduce + Literal,
    F: FnMut(&A) -> R,
    R: TestResult,
{
    /// A debugger for the call `name(args)`, made by `function(&args)`.
    ///
    /// The log level starts from `DELTA_TEST_LOG` (0 when unset).
    pub fn new(name: impl Into<String>, function: F, args: A) -> Self {
        DeltaDebugger {
            name: name.into(),
            function,
            args,
            params: Vec::new(),
            matcher: Matcher::default(),
            log: log::level_from_env(),
            max_tests: None,
            max_time: None,
            partition: Partition::default(),
            runner: None,
            timeout: None,
            verify: 0,
            retries: 0,
            tests: 0,
            last: None,
            observed: None,
            progress: None,
        }
    }

    /// Decides which failures of reruns count as the original bug.
    pub fn matcher(mut self, matcher: Matcher) -> Self {
        self.matcher = matcher;
        self
    }

    /// 0: quiet; 1: one line per test run (`Test #N call: OUTCOME (message)`);
    /// 2: also the algorithm's steps. Overrides `DELTA_TEST_LOG`.
    pub fn log(mut self, level: u8) -> Self {
        self.log = Ok(level.min(2));
        self
    }

    /// Stops after `tests` runs of the function and returns the best call
    /// found so far, marked as not [`complete`](Reduction::complete).
    pub fn max_tests(mut self, tests: usize) -> Self {
        self.max_tests = Some(tests);
        self
    }

    /// Names the parameters, for the log. Without names they are called
    /// `arg0`, `arg1`, ... (or `arg` when there is one).
    pub fn params<S: Into<String>>(mut self, names: impl IntoIterator<Item = S>) -> Self {
        self.params = names.into_iter().map(Into::into).collect();
        self
    }

    /// Stops once `time` has passed and returns the best call found so far,
    /// marked as not [`complete`](Reduction::complete). The candidate that
    /// runs when time is up is allowed to finish.
    pub fn max_time(mut self, time: Duration) -> Self {
        self.max_time = Some(time);
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
    /// longer than `timeout`: it is [`Unresolved`](Outcome::Unresolved), its
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
        let function = self.function.clone();
        self.runner = Some(Box::new(InThread::new(
            self.name.clone(),
            move |args: &A| {
                let mut function = function.clone();
                run_silently(|| function(args))
            },
        )));
        self.timeout = Some(timeout);
        self
    }

    /// Runs the candidates with `runner`, each given `timeout`.
    pub(crate) fn runner(
        mut self,
        runner: Box<dyn Runner<A> + Send>,
        timeout: Option<Duration>,
    ) -> Self {
        self.runner = Some(runner);
        self.timeout = timeout;
        self
    }

    /// How inputs are cut into chunks; see [`Partition`].
    pub fn partition(mut self, partition: Partition) -> Self {
        self.partition = partition;
        self
    }

    /// Shows `progress` while a reduction runs long (not with a log,
    /// whose lines it would tear).
    pub(crate) fn progress(mut self, progress: Option<Progress>) -> Self {
        self.progress = progress;
        self
    }

    /// Skips the silent first run: the caller already saw the original call
    /// fail this way (the macros run the test once before reducing it).
    pub(crate) fn observed(mut self, failure: FailureSignature) -> Self {
        self.observed = Some(failure);
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
        format!(
            "{}({})",
            self.name,
            args.arg_literals(Style::Readable).join(", ")
        )
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
            complete: r.complete,
            stopped: r.stopped,
            tests: r.tests,
            elapsed: r.elapsed,
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
            complete: r.complete,
            stopped: r.stopped,
            tests: r.tests,
            elapsed: r.elapsed,
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
        let level = self
            .log
            .clone()
            .map_err(|message| Error::Config { message })?;
        let started = Instant::now();
        self.tests = 0;
        let original = match &self.observed {
            Some(failure) => failure.clone(),
            None => self.observe(level)?,
        };
        let mut session = Session {
            debugger: self,
            original,
            level,
            cache: HashMap::new(),
            started,
            stopped: None,
            broken: None,
            last_failure: None,
            failing_size: None,
        };
        let result = session.process(mode, started);
        match session.broken.take() {
            Some(error) => Err(error),
            None => result,
        }
    }

    /// Runs the original call once, silently, to learn how it fails.
    fn observe(&mut self, level: u8) -> Result<FailureSignature, Error> {
        let call = self.call(&self.args);
        let failure = run_silently(|| (self.function)(&self.args));
        match failure {
            None => Err(Error::NotFailing { call }),
            Some(failure) => {
                if level > 0 {
                    eprintln!("Observed {call} {failure}");
                }
                Ok(failure)
            }
        }
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

/// The state of one reduction: the original failure and the outcome cache.
struct Session<'d, A, F> {
    debugger: &'d mut DeltaDebugger<A, F>,
    original: FailureSignature,
    level: u8,
    /// Keyed by what each sequence keeps of the original arguments, so keys
    /// stay comparable when the arguments are reduced in several rounds.
    cache: HashMap<Vec<Subset>, Outcome>,
    started: Instant,
    /// The budget that ran out, once one has.
    stopped: Option<Budget>,
    /// Why no candidate can run any more (a worker that cannot start); it
    /// stops the algorithm and becomes the reduction's error.
    broken: Option<Error>,
    /// How the last run failed, for error messages.
    last_failure: Option<FailureSignature>,
    /// The size of the last failing call, for the progress line.
    failing_size: Option<usize>,
}

impl<A, F, R> Session<'_, A, F>
where
    A: Reduce + Literal,
    F: FnMut(&A) -> R,
    R: TestResult,
{
    /// The chapter's `process_args`: reduces the sequences in turns, in
    /// order; after one changes, all the others are queued again.
    fn process(&mut self, mode: Mode, started: Instant) -> Result<ArgDiff<A>, Error> {
        let original_args = self.debugger.args.clone();
        let slots: Vec<_> = original_args.sequences();
        let mut kept_fail: Vec<Subset> = slots.iter().map(|s| Subset::full(s.len)).collect();
        let mut kept_pass: Vec<Subset> = slots.iter().map(|s| Subset::full(s.len)).collect();
        for (kept, slot) in kept_pass.iter_mut().zip(&slots) {
            if slot.len > 0 {
                *kept = Subset::empty();
            }
        }
        let mut kept_diff = kept_fail.clone();
        let assemble = |kept: &[Subset]| {
            slots
                .iter()
                .zip(kept)
                .fold(original_args.clone(), |value, (slot, kept)| {
                    value.keep(&slot.path, kept)
                })
        };

        // The chapter's reproducibility check: the first counted test.
        let call = self.debugger.call(&original_args);
        match self.test(&original_args, &kept_fail) {
            Ok(Outcome::Fail) => {}
            Ok(_) => {
                return Err(Error::NotReproduced {
                    call,
                    first: Box::new(self.original.clone()),
                    again: self.last_failure.take().map(Box::new),
                });
            }
            Err(Stop) => {
                return Ok(self.finish(
                    assemble(&kept_pass),
                    original_args.clone(),
                    original_args,
                    false,
                    started,
                ))
            }
        }

        let mut failing = original_args.clone();
        let mut complete = true;
        let mut changed_fail = false;
        let mut changed_pass = false;
        let mut todo: BTreeSet<usize> = (0..slots.len()).collect();
        while let Some(&s) = todo.first() {
            let len = kept_fail[s].len();
            if len == 0 {
                todo.remove(&s);
                continue;
            }
            let path = slots[s].path.clone();
            let (arg, args) = self.arg_of(&failing, &path);
            let param = self.debugger.param(arg, args);
            if self.level > 0 {
                eprintln!("Processing {param}...");
            }
            let ended = self.dd_slot(mode, &failing, &path, s, &kept_fail);
            let (passing_c, failing_c, finished) = match ended {
                Ended::Isolated {
                    passing,
                    failing,
                    complete,
                } => (passing, failing, complete),
                Ended::FullPasses => unreachable!("the current failing call is cached as failing"),
                Ended::EmptyFails => {
                    let emptied = failing.keep(&path, &Subset::empty());
                    return Err(Error::NotPassing {
                        call: self.debugger.call(&emptied),
                    });
                }
            };
            let base = kept_fail[s].clone();
            let mut changed = false;
            if mode.maximizes() && passing_c.len() > kept_pass[s].len() {
                kept_pass[s] = base.compose(&passing_c);
                kept_diff[s] = base.compose(&failing_c.difference(&passing_c));
                changed_pass = true;
                changed = true;
                if self.level > 0 {
                    let value = assemble(&kept_pass);
                    eprintln!("Maximized {param} to {}", arg_literal(&value, &path));
                }
            }
            if mode.minimizes() && failing_c.len() < len {
                kept_fail[s] = base.compose(&failing_c);
                kept_diff[s] = base.compose(&failing_c.difference(&passing_c));
                failing = assemble(&kept_fail);
                changed_fail = true;
                changed = true;
                if self.level > 0 {
                    eprintln!("Minimized {param} to {}", arg_literal(&failing, &path));
                }
            }
            if changed {
                todo = (0..slots.len()).collect();
            }
            todo.remove(&s);
            if !finished {
                complete = false;
                break;
            }
        }

        let passing = assemble(&kept_pass);
        if complete {
            if changed_pass {
                self.recheck(&passing, &kept_pass, Outcome::Pass)?;
            }
            if changed_fail {
                self.recheck(&failing, &kept_fail, Outcome::Fail)?;
            }
        }
        if self.broken.is_none() {
            if mode.maximizes() {
                self.verify(&passing, Outcome::Pass)?;
            }
            if mode.minimizes() || mode == Mode::Diff {
                self.verify(&failing, Outcome::Fail)?;
            }
        }
        if self.level > 0 {
            if changed_pass {
                eprintln!("Maximized passing call to {}", self.debugger.call(&passing));
            }
            if changed_fail {
                eprintln!("Minimized failing call to {}", self.debugger.call(&failing));
            }
        }
        let difference = assemble(&kept_diff);
        Ok(self.finish(passing, failing, difference, complete, started))
    }

    fn finish(
        &self,
        passing: A,
        failing: A,
        difference: A,
        complete: bool,
        started: Instant,
    ) -> ArgDiff<A> {
        ArgDiff {
            passing,
            failing,
            difference,
            complete,
            stopped: self.stopped,
            tests: self.debugger.tests,
            elapsed: started.elapsed(),
        }
    }

    /// Runs the general algorithm on the sequence at `path` of `failing`.
    fn dd_slot(
        &mut self,
        mode: Mode,
        failing: &A,
        path: &[usize],
        slot: usize,
        kept: &[Subset],
    ) -> Ended {
        let len = kept[slot].len();
        let mut key = kept.to_vec();
        let (level, partition) = (self.level, self.debugger.partition);
        let mut test = |c: &Subset| {
            key[slot] = kept[slot].compose(c);
            self.test(&failing.keep(path, c), &key)
        };
        let mut step = |step: Step<'_>| {
            if level > 1 {
                print_step(step, &|c: &Subset| {
                    let value = failing.keep(path, c);
                    arg_literal(&value, path)
                });
            }
        };
        match partition {
            Partition::Book => dd_indices::<PySet>(len, mode, &mut test, &mut step),
            Partition::Contiguous => dd_indices::<Subset>(len, mode, &mut test, &mut step),
        }
    }

    /// Runs the function on `args` (known by `key`), unless the cache knows
    /// the outcome or the budget is spent.
    fn test(&mut self, args: &A, key: &[Subset]) -> Result<Outcome, Stop> {
        if let Some(&outcome) = self.cache.get(key) {
            return Ok(outcome);
        }
        let mut outcome = self.run(args, true)?;
        for _ in 0..self.debugger.retries {
            // A hang is not retried: each try would cost a timeout (and, in
            // a thread, leave one more thread behind).
            let timed_out = self
                .last_failure
                .as_ref()
                .is_some_and(|f| f.kind == FailureKind::Timeout);
            if outcome == Outcome::Fail || timed_out {
                break;
            }
            outcome = self.run(args, true)?;
        }
        self.cache.insert(key.to_vec(), outcome);
        Ok(outcome)
    }

    /// Runs the function on `args` once, unless a budget is spent (when
    /// `counted`) or no candidate can run.
    fn run(&mut self, args: &A, counted: bool) -> Result<Outcome, Stop> {
        if self.broken.is_some() {
            return Err(Stop);
        }
        if let (Some(max), true) = (self.debugger.max_tests, counted) {
            if self.debugger.tests >= max {
                self.stopped = Some(Budget::Tests(max));
                return Err(Stop);
            }
        }
        if let (Some(max), true) = (self.debugger.max_time, counted) {
            if self.started.elapsed() >= max {
                self.stopped = Some(Budget::Time(max));
                return Err(Stop);
            }
        }
        let debugger = &mut *self.debugger;
        let failure = match &mut debugger.runner {
            Some(runner) => match runner.run(args, debugger.timeout) {
                Ok(failure) => failure,
                Err(error) => {
                    self.broken = Some(error);
                    return Err(Stop);
                }
            },
            None => run_silently(|| (debugger.function)(args)),
        };
        let outcome = debugger.matcher.classify(&self.original, failure.as_ref());
        if counted {
            debugger.tests += 1;
            if let (Some(progress), 0) = (&mut debugger.progress, self.level) {
                if outcome == Outcome::Fail || self.failing_size.is_none() {
                    let failing = if outcome == Outcome::Fail {
                        args
                    } else {
                        &debugger.args
                    };
                    self.failing_size = Some(size(failing));
                }
                progress.update(debugger.tests, self.failing_size.unwrap_or_default());
            }
        }
        if self.level > 0 {
            let detail = match &failure {
                Some(f) => format!(" ({})", one_line(&f.message)),
                None => String::new(),
            };
            let number = match counted {
                true => format!("Test #{}", debugger.tests),
                false => "Verify".to_string(),
            };
            eprintln!("{number} {}: {outcome}{detail}", debugger.call(args));
        }
        self.last_failure = failure;
        Ok(outcome)
    }

    /// Runs the final call [`verify`](DeltaDebugger::verify) more times,
    /// past the cache and the budgets: a flaky test must not have its
    /// "minimal" call reported when that call does not fail.
    fn verify(&mut self, args: &A, expected: Outcome) -> Result<(), Error> {
        for _ in 0..self.debugger.verify {
            // With retries, a run is as many attempts as a candidate gets.
            let mut actual = Outcome::Unresolved;
            for _ in 0..=self.debugger.retries {
                actual = self.run(args, false).unwrap_or(Outcome::Unresolved);
                if actual == expected {
                    break;
                }
            }
            if let Some(error) = self.broken.take() {
                return Err(error);
            }
            if actual != expected {
                return Err(Error::Inconsistent {
                    call: self.debugger.call(args),
                    expected,
                    actual,
                    original: self.debugger.call(&self.debugger.args),
                });
            }
        }
        Ok(())
    }

    /// The chapter's final check that the reduced call behaves as expected
    /// (answered from the cache unless arguments were combined anew).
    fn recheck(&mut self, args: &A, key: &[Subset], expected: Outcome) -> Result<(), Error> {
        match self.test(args, key) {
            Ok(actual) if actual != expected => Err(Error::Inconsistent {
                call: self.debugger.call(args),
                expected,
                actual,
                original: self.debugger.call(&self.debugger.args),
            }),
            _ => Ok(()),
        }
    }

    /// Which argument of the call `path` lies in, and how many there are.
    fn arg_of(&self, value: &A, path: &[usize]) -> (usize, usize) {
        let args = value.arg_literals(Style::Readable).len();
        let arg = if args > 1 { path[0] } else { 0 };
        (arg, args)
    }
}

/// The argument of `value` that `path` lies in, written as Rust.
fn arg_literal<A: Literal>(value: &A, path: &[usize]) -> String {
    let mut args = value.arg_literals(Style::Readable);
    let arg = if args.len() > 1 { path[0] } else { 0 };
    args.swap_remove(arg)
}

/// Prints one step of the general algorithm, in the chapter's words.
fn print_step(step: Step<'_>, show: &dyn Fn(&Subset) -> String) {
    match step {
        Step::Round {
            passing,
            failing,
            n,
        } => {
            eprintln!("Passing input: {}", show(passing));
            eprintln!("Failing input: {}", show(failing));
            eprintln!("Granularity:   {n}");
        }
        Step::ReduceToSubset => eprintln!("Reduce to subset"),
        Step::IncreaseToSubset => eprintln!("Increase to subset"),
        Step::ReduceToComplement => eprintln!("Reduce to complement"),
        Step::IncreaseToComplement => eprintln!("Increase to complement"),
        Step::NoReduction => eprintln!("No reduction found"),
        Step::IncreaseGranularity => eprintln!("Increase granularity"),
    }
}

/// A message on one line, for the log.
fn one_line(message: &str) -> String {
    message.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The last reduced call (or the original one, before any reduction).
impl<A: Literal, F> fmt::Display for DeltaDebugger<A, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let args = self.last.as_ref().unwrap_or(&self.args);
        write!(
            f,
            "{}({})",
            self.name,
            args.arg_literals(Style::Readable).join(", ")
        )
    }
}

impl<A: fmt::Debug, F> fmt::Debug for DeltaDebugger<A, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DeltaDebugger")
            .field("name", &self.name)
            .field("args", &self.args)
            .field("matcher", &self.matcher)
            .field("max_tests", &self.max_tests)
            .field("partition", &self.partition)
            .field("tests", &self.tests)
            .finish_non_exhaustive()
    }
}
