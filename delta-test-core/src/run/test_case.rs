//! One `#[delta_test]` case, in the steps a failing test goes through:
//! the first run, the replay of stored regressions, the reduction, the
//! record of what it found, and the failure that reports it.

use std::io::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::args::{Args, Unwrap, Whole};
use super::budget::{self, Given};
use super::case::TestCase;
use super::libtest_name;
use super::Replay;
use crate::capture::{self, run_silently, TestResult};
use crate::dd::Mode;
use crate::debugger::DeltaDebugger;
use crate::error::Error;
use crate::execute::{
    serve, worker_for, Candidate, Codec, Fallback, InPlace, InProcess, InThread, Isolate, Runner,
};
use crate::failure::{FailureKind, FailureSignature};
use crate::literal::Literal;
use crate::parsed::Reprinted;
use crate::reduce::{reducible, Reduce};
use crate::regressions::stable_hash;
use crate::report::{self, Event, Observer, Progress, Report};
use crate::settings::Settings;

/// The original call with its `via` argument as it prints, and both texts,
/// when they differ (the expansion knows which argument has `via`).
pub type Printed<A> = fn(&A) -> Option<(A, Reprinted)>;

/// Writes each argument of a call as Rust.
///
/// A function pointer, like the test itself, not a closure type: the
/// reduction's code is then the same for every test with the same argument
/// and result types, and compiled once for all of them, not once per test.
pub type Render<A, const N: usize> = fn(&A) -> [String; N];

/// Runs one `#[delta_test]` case. When it fails, reduces the call and fails
/// with the original message followed by the report.
///
/// In a worker process (`isolate = "process"`) it serves
/// candidates instead.
///
/// # Panics
/// When the test fails (that is how a test fails), and when a setting has
/// a value it does not understand.
#[track_caller]
pub fn run_test<A, R, const N: usize>(
    case: TestCase,
    args: A,
    test: fn(&A) -> R,
    render: Render<A, N>,
    codec: Option<Codec<A>>,
    printed: Printed<A>,
) where
    A: Reduce + Literal + Clone + Send + 'static,
    R: TestResult + 'static,
{
    let path = libtest_name(case.module_path, case.test);
    let original = render(&args).to_vec();
    let fingerprint = stable_hash(original.join(", ").as_bytes());
    if worker_for(&path) {
        let decode = codec.map(|codec| codec.decode);
        return serve(&args, &fingerprint, decode, |args| {
            run_silently(|| test(args))
        });
    }
    let settings = match Settings::resolve(case.options, case.manifest_dir) {
        Ok(settings) => settings,
        // Not in a closure: `track_caller` puts the panic at the test.
        Err(error) => panic!("{error}"),
    };
    if !settings.reduce {
        if let Some(failure) = test(&args).into_failure() {
            // Only a returned `Err` gets here: a panic went on by itself.
            panic!("{}", failure.message);
        }
        return;
    }
    let mut run = CaseRun {
        original,
        // Counted once the call fails: a passing test does not pay for a
        // walk of its arguments.
        original_size: 0,
        reducible: false,
        fingerprint,
        fallback: Arc::default(),
        case,
        path,
        settings,
        test,
        render,
        codec,
        printed,
        worker: None,
        notes: Vec::new(),
    };
    let started = Instant::now();
    let first = run.first_run(&args);
    let timeout = run
        .settings
        .options
        .timeout
        .unwrap_or_else(|| (started.elapsed() * 10).max(Duration::from_secs(1)));
    let Some(failure) = first else {
        run.passed(timeout);
        return;
    };
    (run.original_size, run.reducible) = (args.size(), reducible(&args));
    let mut persisted = run.regressions();
    let mut runner = run.runner();
    let mut resumed = None;
    if let Some(persisted) = &mut persisted {
        match run.replay(persisted, &failure, &mut runner, timeout) {
            Some(Replay::Report(report)) => {
                // Ends the worker process now, not when the panic unwinds.
                drop(runner);
                run.fail(&failure, Ok(&report));
            }
            Some(Replay::Resume(stored)) => resumed = Some(stored),
            None => {}
        }
    }
    let start = resumed.clone().unwrap_or(args);
    let reduced = run.reduce(start, resumed.is_some(), &failure, runner, timeout);
    let reported = reduced.map(|(report, minimal, passing)| {
        if let Some(persisted) = &mut persisted {
            match (&resumed, &report.stopped) {
                (Some(stored), Some(budget)) if run.same_call(stored, &minimal) => {
                    run.notes.push(format!(
                        "the {budget} again before a smaller call was found: the next run \
                         would do the same; raise the budget to go on"
                    ));
                }
                _ => run.record(persisted, &report, &minimal, passing.as_ref()),
            }
        }
        report
    });
    run.fail(&failure, reported.as_ref());
}

/// The state of one failing case as it goes through its steps.
pub(super) struct CaseRun<A: 'static, R, P> {
    pub(super) case: TestCase,
    /// The test's path, as the harness names it.
    pub(super) path: String,
    pub(super) settings: Settings,
    pub(super) test: fn(&A) -> R,
    pub(super) render: P,
    pub(super) codec: Option<Codec<A>>,
    pub(super) printed: Printed<A>,
    /// The original call's arguments, as Rust.
    pub(super) original: Vec<String>,
    /// How many parts the original call holds (once it failed).
    pub(super) original_size: usize,
    /// Whether the original call has anything to reduce (once it failed).
    pub(super) reducible: bool,
    /// A hash of the original call, which a worker process checks.
    pub(super) fingerprint: String,
    /// Why reruns went to a thread instead of a worker process, if they did.
    pub(super) fallback: Arc<Mutex<Option<String>>>,
    /// The worker process that ran the original call (process isolation).
    pub(super) worker: Option<InProcess<A>>,
    /// What the report ends with: stored calls replayed, files written.
    pub(super) notes: Vec<String>,
}

/// What a reduction found, beside its report: the minimal call, and in
/// diff mode the passing one.
type Found<A> = (Report, A, Option<A>);

impl<A, R, P, const N: usize> CaseRun<A, R, P>
where
    A: Reduce + Literal + Clone + Send + 'static,
    R: TestResult + 'static,
    P: Fn(&A) -> [String; N] + Clone,
{
    /// Runs the original call where the settings say: how it failed, or
    /// `None` when it passed. In a worker process only when the settings
    /// ask for one (a test whose original call crashes needs it); else in
    /// the test's own thread, as a test without delta-test, so a passing
    /// test starts no process.
    #[track_caller]
    fn first_run(&mut self, args: &A) -> Option<FailureSignature> {
        // Its stack is taken: it tells whether reruns need theirs.
        if self.settings.options.isolate != Some(Isolate::Process) {
            return capture::with_stacks(|| run_silently(|| (self.test)(args)));
        }
        let timeout = self.settings.options.timeout;
        let encode = self.codec.map(|codec| codec.encode);
        let worker = self.worker.insert(InProcess::new(
            self.path.clone(),
            self.fingerprint.clone(),
            encode,
        ));
        worker.keep_output();
        worker.every_stack(true);
        let failure = worker.run(Candidate::original(args), timeout);
        worker.every_stack(false);
        // What the call printed, shown as libtest shows a test's output.
        print!("{}", worker.take_output());
        match failure {
            Ok(failure) => failure,
            Err(error) => panic!("delta-test: {error}"),
        }
    }

    /// Where the reruns run, as `isolate` says; in process mode, in the
    /// worker that ran the original call. When nothing says, in a worker
    /// process, or in a thread where no worker process can serve.
    pub(super) fn runner(&mut self) -> Box<dyn Runner<A> + Send> {
        let test = self.test;
        let thread = || {
            InThread::new(self.path.clone(), move |args: &A| {
                run_silently(|| test(args))
            })
        };
        match (self.settings.options.isolate, self.worker.take()) {
            (Some(Isolate::Process), Some(process)) => Box::new(process),
            (Some(Isolate::None), _) => Box::new(InPlace(test)),
            (Some(Isolate::Thread), _) => Box::new(thread()),
            _ => {
                let encode = self.codec.map(|codec| codec.encode);
                let process = InProcess::new(self.path.clone(), self.fingerprint.clone(), encode);
                let fallback = Arc::clone(&self.fallback);
                Box::new(Fallback::new(process, thread(), fallback))
            }
        }
    }

    /// The runners for `jobs` candidates at once: `first`, and as many
    /// more of its kind. In the test's own thread (`isolate = "none"`)
    /// candidates run one at a time, and a note says so. `whole`: they are
    /// sent as values, not as edits of the original call.
    fn pool(
        &mut self,
        first: Box<dyn Runner<A> + Send>,
        whole: bool,
    ) -> Vec<Box<dyn Runner<Args<A, P>> + Send>> {
        let jobs = self.settings.options.jobs.0;
        if jobs > 1 && self.settings.options.isolate == Some(Isolate::None) {
            self.notes.push(format!(
                "jobs = {jobs} has no effect with isolate = \"none\": candidates ran one at a \
                 time in the test's thread"
            ));
        }
        let jobs = match self.settings.options.isolate {
            Some(Isolate::None) => 1,
            _ => jobs,
        };
        let wrap = |runner: Box<dyn Runner<A> + Send>| -> Box<dyn Runner<Args<A, P>> + Send> {
            match whole {
                true => Box::new(Unwrap(Whole(runner))),
                false => Box::new(Unwrap(runner)),
            }
        };
        let mut pool = vec![wrap(first)];
        while pool.len() < jobs {
            pool.push(wrap(self.runner()));
        }
        pool
    }

    /// A call with these arguments, as Rust, for notes.
    pub(super) fn show(&self) -> impl Fn(&A) -> String + use<A, R, P, N> {
        let (function, render) = (self.case.function, self.render.clone());
        move |args| format!("{function}({})", render(args).join(", "))
    }

    /// Where reruns run in this thread (`thread`, `none`), a rerun that
    /// crashes ends the test binary: the original failure is told first,
    /// so it is not lost with it.
    fn tell_before_reducing(&self, failure: &FailureSignature) {
        if matches!(
            self.settings.options.isolate,
            Some(Isolate::Thread | Isolate::None)
        ) {
            let call = format!("{}({})", self.case.function, self.original.join(", "));
            // Past libtest's capture, which a crash would lose.
            let _ = writeln!(
                std::io::stderr().lock(),
                "delta-test: {} failed: {failure}\n  call: {}\n  its reruns run in this \
                 process: if one crashes it, this is what failed",
                self.path,
                report::abbreviate(&call, report::TERMINAL_LIMIT)
            );
        }
    }

    /// Whether two calls are the same call, as Rust.
    fn same_call(&self, a: &A, b: &A) -> bool {
        (self.render)(a) == (self.render)(b)
    }

    /// Reduces the call `args` with the settings' options, running
    /// candidates with `runner`. `resumed`: `args` is a stored call, not
    /// the original one, so candidates are no edits of what a worker
    /// process holds and cross to it whole, as JSON.
    fn reduce(
        &mut self,
        args: A,
        resumed: bool,
        failure: &FailureSignature,
        runner: Box<dyn Runner<A> + Send>,
        timeout: Duration,
    ) -> Result<Found<A>, Error> {
        self.tell_before_reducing(failure);
        let runners = self.pool(runner, resumed);
        let timeouts = Arc::new(AtomicUsize::new(0));
        let options = &self.settings.options;
        let (test, render) = (self.test, self.render.clone());
        // A stored call to resume from is a printed text already.
        let printed = match resumed {
            true => None,
            false => (self.printed)(&args),
        };
        let via_note = printed.as_ref().map(|(_, reprinted)| reprinted.to_string());
        let printed = printed.map(|(value, reprinted)| {
            let render = render.clone();
            (Args { value, render }, reprinted)
        });
        let progress = match options.log.0 {
            // The original call's size, counted once already: a second
            // count of a million elements is a second lost in a debug build.
            0 => Progress::on_terminal(&self.path, self.original_size),
            _ => None,
        };
        let mut dd = DeltaDebugger::new(
            self.case.function,
            |a: &Args<A, P>| test(&a.value),
            Args {
                value: args,
                render,
            },
        )
        .params(self.case.params.iter().map(|p| p.name))
        .matcher(options.matching.clone())
        .strategy(options.strategy)
        .log(options.log.0)
        .verify(options.verify)
        .retries(options.retries)
        .observed(failure.clone())
        .progress(progress)
        .observer(TimeoutCount(Arc::clone(&timeouts)))
        .printed(printed)
        .runners(runners, Some(timeout))
        .max_tests(options.max_tests.0)
        .max_time(options.max_time.0);
        let outcome = match options.mode {
            Mode::Max => dd.max_args().map(|r| {
                let found = (r.tests, r.speculative, r.rounds, r.elapsed);
                (None, r.args, r.stopped, found, None, (r.others, r.rejected))
            }),
            Mode::Diff => dd.min_arg_diff().map(|r| {
                let found = (r.tests, r.speculative, r.rounds, r.elapsed);
                (
                    Some(r.passing),
                    r.failing,
                    r.stopped,
                    found,
                    Some(r.failure),
                    (r.others, r.rejected),
                )
            }),
            _ => dd.min_args().map(|r| {
                (
                    None,
                    r.args,
                    r.stopped,
                    (r.tests, r.speculative, r.rounds, r.elapsed),
                    Some(r.failure),
                    (r.others, r.rejected),
                )
            }),
        };
        // Ends the worker process now, not when the panic unwinds.
        drop(dd);
        self.note_how_reruns_went(timeouts.load(Ordering::Relaxed), timeout);
        let (passing, minimal, stopped, found, minimal_failure, (others, rejected)) = outcome?;
        self.notes.extend(via_note);
        let passing = passing.map(|p| p.value);
        if let Some(budget) = stopped {
            self.notes.push(budget::raise(budget, Given::Attribute));
        }
        let stopped = stopped.map(|budget| budget.to_string());
        let mut report = self.report(
            (failure, minimal_failure),
            &minimal.value,
            passing.as_ref(),
            found,
            stopped,
            None,
        );
        report.met = report::Met {
            others: others
                .into_iter()
                .map(|other| report::Other {
                    args: (self.render)(&other.args.value).to_vec(),
                    failure: other.failure,
                    count: other.count,
                })
                .collect(),
            rejected,
        };
        Ok((report, minimal.value, passing))
    }
}

/// Counts the reruns that timed out, for one note at the end.
struct TimeoutCount(Arc<AtomicUsize>);

impl Observer for TimeoutCount {
    fn event(&mut self, event: &Event<'_>) {
        if let Event::Tested {
            failure: Some(failure),
            ..
        } = event
            && failure.kind == FailureKind::Timeout
        {
            self.0.fetch_add(1, Ordering::Relaxed);
        }
    }
}
