//! One `#[delta_test]` case, in the steps a failing test goes through:
//! the first run, the replay of stored regressions, the reduction, the
//! record of what it found, and the failure that reports it.

use std::fmt::Write as _;
use std::io::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::args::{round_trip, Args, Unwrap};
use super::case::TestCase;
use super::libtest_name;
use crate::capture::{self, run_silently, TestResult};
use crate::dd::Mode;
use crate::debugger::DeltaDebugger;
use crate::error::Error;
use crate::execute::{
    serve, worker_for, Candidate, Codec, Fallback, InPlace, InProcess, InThread, Isolate, Runner,
};
use crate::failure::{FailureKind, FailureSignature};
use crate::literal::Literal;
use crate::parse::show_duration;
use crate::reduce::{size, Reduce};
use crate::regressions::{self, stable_hash, Persisted, Regressions};
use crate::report::{self, Event, Observer, Paint, Progress, Regression, Report, Stream};
use crate::settings::{ReportFormat, Settings};

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
pub fn run_test<A, R, P, const N: usize>(
    case: TestCase,
    args: A,
    test: fn(&A) -> R,
    render: P,
    codec: Option<Codec<A>>,
) where
    A: Reduce + Literal + Clone + Send + 'static,
    R: TestResult + 'static,
    P: Fn(&A) -> [String; N] + Clone,
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
        original_size: size(&args),
        fingerprint,
        fallback: Arc::default(),
        case,
        path,
        settings,
        test,
        render,
        codec,
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
    let mut persisted = run.regressions();
    let mut runner = run.runner();
    if let Some(persisted) = &mut persisted {
        if let Some(report) = run.replay(persisted, &failure, &mut runner, timeout) {
            // Ends the worker process now, not when the panic unwinds.
            drop(runner);
            run.fail(&failure, Ok(&report));
        }
    }
    let reduced = run.reduce(args, &failure, runner, timeout);
    let reported = reduced.map(|(report, minimal, passing)| {
        if let Some(persisted) = &mut persisted {
            run.record(persisted, &report, &minimal, passing.as_ref());
        }
        report
    });
    run.fail(&failure, reported.as_ref());
}

/// The state of one failing case as it goes through its steps.
struct CaseRun<A: 'static, R, P> {
    case: TestCase,
    /// The test's path, as the harness names it.
    path: String,
    settings: Settings,
    test: fn(&A) -> R,
    render: P,
    codec: Option<Codec<A>>,
    /// The original call's arguments, as Rust.
    original: Vec<String>,
    /// How many parts the original call holds.
    original_size: usize,
    /// A hash of the original call, which a worker process checks.
    fingerprint: String,
    /// Why reruns went to a thread instead of a worker process, if they did.
    fallback: Arc<Mutex<Option<String>>>,
    /// The worker process that ran the original call (process isolation).
    worker: Option<InProcess<A>>,
    /// What the report ends with: stored calls replayed, files written.
    notes: Vec<String>,
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

    /// The original call passed: replays the stored calls, to mark those
    /// that pass now as fixed, and prints the notes.
    fn passed(mut self, timeout: Duration) {
        if let Some(mut persisted) = self.regressions() {
            // A runner (a thread, a process) only if a stored call is replayed.
            let mut runner = None;
            let mut notes = std::mem::take(&mut self.notes);
            let show = self.show();
            let mut run = |a: &A| {
                let runner = runner.get_or_insert_with(|| self.runner());
                runner.run(Candidate::value(a), Some(timeout))
            };
            persisted.replay_passing(&mut run, &show, &mut notes);
            self.notes = notes;
        }
        for note in &self.notes {
            eprintln!("delta-test: {note}");
        }
    }

    /// The case's stored regressions, when they are kept (and can be: the
    /// arguments must cross JSON).
    fn regressions(&mut self) -> Option<Persisted<A>> {
        let options = &self.settings.options;
        match (options.persist, options.mode, self.codec) {
            (true, Mode::Min | Mode::Diff, Some(codec)) => {
                let file = Regressions::open(
                    self.case.manifest_dir,
                    self.case.module_path,
                    self.case.test,
                );
                let call = self.original.join(", ");
                Persisted::open(file, codec, &call, options.mode, &mut self.notes)
            }
            (true, Mode::Min | Mode::Diff, None) => {
                self.notes.push(format!(
                    "the minimal call is not stored in {}/: replaying it needs the arguments \
                     to implement serde's Serialize and Deserialize; derive them, or set \
                     persist = false",
                    regressions::DIR
                ));
                None
            }
            _ => None,
        }
    }

    /// Where the reruns run, as `isolate` says; in process mode, in the
    /// worker that ran the original call. When nothing says, in a worker
    /// process, or in a thread where no worker process can serve.
    fn runner(&mut self) -> Box<dyn Runner<A> + Send> {
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

    /// A call with these arguments, as Rust, for notes.
    fn show(&self) -> impl Fn(&A) -> String {
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

    /// Replays the stored calls of the bug `failure`: the report of the
    /// first that still fails that way, if one does.
    fn replay(
        &mut self,
        persisted: &mut Persisted<A>,
        failure: &FailureSignature,
        runner: &mut Box<dyn Runner<A> + Send>,
        timeout: Duration,
    ) -> Option<Report> {
        let matcher = &self.settings.options.matching;
        if let (true, Some(place)) = (matcher.needs_stacks(failure), &failure.location) {
            runner.capture_stacks_at(place);
        }
        let show = self.show();
        let mut run = |a: &A| runner.run(Candidate::value(a), Some(timeout));
        let found = persisted.replay_failing(failure, matcher, &mut run, &show, &mut self.notes)?;
        Some(self.report(
            (failure, None),
            &found.minimal,
            found.passing.as_ref(),
            (found.entry.tests, found.elapsed),
            found.entry.stopped_by,
            Some(found.replayed),
        ))
    }

    /// Reduces the call with the settings' options, running candidates
    /// with `runner`.
    fn reduce(
        &mut self,
        args: A,
        failure: &FailureSignature,
        runner: Box<dyn Runner<A> + Send>,
        timeout: Duration,
    ) -> Result<Found<A>, Error> {
        self.tell_before_reducing(failure);
        let timeouts = Arc::new(AtomicUsize::new(0));
        let options = &self.settings.options;
        let (test, render) = (self.test, self.render.clone());
        let progress = match options.log.0 {
            0 => Progress::on_terminal(&self.path, size(&args)),
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
        .runner(Box::new(Unwrap(runner)), Some(timeout));
        if let Some(max) = options.max_tests {
            dd = dd.max_tests(max.0);
        }
        if let Some(max) = options.max_time {
            dd = dd.max_time(max);
        }
        let outcome = match options.mode {
            Mode::Max => dd
                .max_args()
                .map(|r| (None, r.args, r.stopped, (r.tests, r.elapsed), None)),
            Mode::Diff => dd.min_arg_diff().map(|r| {
                let found = (r.tests, r.elapsed);
                (
                    Some(r.passing),
                    r.failing,
                    r.stopped,
                    found,
                    Some(r.failure),
                )
            }),
            _ => dd.min_args().map(|r| {
                (
                    None,
                    r.args,
                    r.stopped,
                    (r.tests, r.elapsed),
                    Some(r.failure),
                )
            }),
        };
        // Ends the worker process now, not when the panic unwinds.
        drop(dd);
        self.note_how_reruns_went(timeouts.load(Ordering::Relaxed), timeout);
        let (passing, minimal, stopped, found, minimal_failure) = outcome?;
        let passing = passing.map(|p| p.value);
        let stopped = stopped.map(|budget| budget.to_string());
        let report = self.report(
            (failure, minimal_failure),
            &minimal.value,
            passing.as_ref(),
            found,
            stopped,
            None,
        );
        Ok((report, minimal.value, passing))
    }

    /// Notes, once for the reduction, the reruns that timed out and why
    /// they ran in a thread, if they did.
    fn note_how_reruns_went(&mut self, timeouts: usize, timeout: Duration) {
        let fallback = self
            .fallback
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        if let Some(why) = &fallback {
            self.notes.push(format!(
                "reruns ran in a thread, not a worker process: {why}"
            ));
        }
        if timeouts > 0 {
            let reruns = match timeouts {
                1 => "1 rerun".to_string(),
                n => format!("{n} reruns"),
            };
            let left = match (self.settings.options.isolate, fallback) {
                (Some(Isolate::Thread), _) | (None, Some(_)) => {
                    "; a thread cannot be stopped, so each was left running until the test ends"
                }
                _ => "",
            };
            self.notes.push(format!(
                "{reruns} did not finish within {} and counted as UNRESOLVED (set a longer \
                 `timeout` if they were slow, not stuck){left}",
                show_duration(timeout)
            ));
        }
    }

    /// Stores what the reduction found, for the next run to replay. A
    /// replay must run the very call reported: it has to come back from
    /// JSON unchanged (a `NaN` does not).
    fn record(
        &mut self,
        persisted: &mut Persisted<A>,
        report: &Report,
        minimal: &A,
        passing: Option<&A>,
    ) {
        let Some(codec) = self.codec else { return };
        let comes_back = |args: &A| round_trip(args, codec, &self.render);
        let checked = comes_back(minimal).and_then(|()| passing.map_or(Ok(()), comes_back));
        match checked {
            Ok(()) => {
                let origin = format!("{}:{}", self.case.file, self.case.line);
                let matcher = &self.settings.options.matching;
                persisted.record(report, origin, (minimal, passing), matcher, &mut self.notes);
            }
            Err(problem) => self.notes.push(format!(
                "the minimal call is not stored in {}/: as JSON, {problem}",
                regressions::DIR
            )),
        }
    }

    /// The report of a call reduced (or replayed) to `minimal`.
    fn report(
        &self,
        (failure, minimal_failure): (&FailureSignature, Option<FailureSignature>),
        minimal: &A,
        passing: Option<&A>,
        (tests, elapsed): (usize, Duration),
        stopped: Option<String>,
        replayed: Option<report::Replayed>,
    ) -> Report {
        let names = self.case.params.iter().map(|p| p.name);
        let minimal_args = (self.render)(minimal).to_vec();
        Report {
            test: self.path.clone(),
            function: self.case.function.to_string(),
            mode: self.settings.options.mode,
            args: report::arg_reports(names, self.original.clone(), minimal_args),
            passing: passing.map(|p| (self.render)(p).to_vec()),
            tests,
            sizes: (self.original_size, size(minimal)),
            elapsed,
            stopped,
            replayed,
            failure: failure.clone(),
            minimal_failure,
            regression: Regression::TestCase {
                returns: self.case.returns.to_string(),
            },
        }
    }

    /// Fails the test: the original failure's message, then the report (or
    /// why there is none), then the notes.
    #[track_caller]
    fn fail(&mut self, failure: &FailureSignature, report: Result<&Report, &Error>) -> ! {
        let mut message = match failure.kind {
            FailureKind::Crash => format!("the test {failure} (in a worker process)"),
            _ => failure.message.clone(),
        };
        match report {
            Ok(report) => {
                self.write_reports(report, &mut message);
                #[cfg(feature = "harness")]
                report::summary::record(report);
                // libtest prints a failed test's panic message on stdout.
                let paint = Paint::for_stream(Stream::Stdout);
                let _ = write!(message, "\n{}", report.render(paint));
            }
            Err(error) => {
                let _ = write!(message, "\ndelta-test could not reduce this call: {error}");
            }
        }
        for note in &self.notes {
            let _ = write!(message, "\ndelta-test: {note}");
        }
        panic!("{message}");
    }

    /// Writes the report as JSON and as Markdown, when the settings ask;
    /// a problem becomes part of `message` or a note.
    fn write_reports(&mut self, report: &Report, message: &mut String) {
        let settings = &self.settings;
        if let Some(dir) = &settings.report_dir {
            if let Err(error) = report.write_json(dir) {
                let _ = write!(message, "\ndelta-test: {error}");
            }
        } else if report.is_long(report::TERMINAL_LIMIT) {
            // The terminal shows long values cut: the JSON keeps them whole.
            match report.write_json(&report::markdown_dir()) {
                Ok(path) => self.notes.push(format!(
                    "long values are cut above; the whole calls are in {}",
                    path.display()
                )),
                Err(error) => self.notes.push(error),
            }
        }
        if settings.options.report != ReportFormat::Markdown {
            return;
        }
        if report.mode == Mode::Max {
            self.notes
                .push("no bug report for mode = \"max\": its result is a passing call".into());
            return;
        }
        let dir = (settings.report_dir.clone()).unwrap_or_else(report::markdown_dir);
        let origin = format!("{}:{}", self.case.file, self.case.line);
        match report::write_markdown(report, self.case.package, &origin, &dir) {
            Ok(path) => self
                .notes
                .push(format!("bug report written to {}", path.display())),
            Err(problem) => self.notes.push(problem),
        }
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
        {
            if failure.kind == FailureKind::Timeout {
                self.0.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
}
