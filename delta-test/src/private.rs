//! What the macro expansions call. Not public API: names and signatures
//! change without notice, in any release.
//!
//! `#[delta_test]` turns each case into a call of [`run_test`]: the test runs
//! once, silently; when it fails, it is reduced with a [`DeltaDebugger`] and
//! the test then fails with the original message followed by the report.

use std::fmt::{self, Write as _};
use std::time::{Duration, Instant};

use crate::capture::TestResult;
use crate::execute::{serve, worker_for, Codec, InProcess, InThread, Runner};
use crate::markdown;
use crate::progress::Progress;
use crate::regressions::{self, Regressions};
use crate::replay::Persisted;
use crate::report::{arg_reports, size, Regression, Report};
use crate::settings::{ReportFormat, Settings};
use crate::style::{Paint, Stream};
use crate::{
    DeltaDebugger, Error, FailureKind, FailureSignature, Isolate, Literal, Mode, Reduce, Style,
};

pub use crate::capture::run_silently;
pub use std::borrow::{Borrow, BorrowMut, ToOwned};

/// One case of a `#[delta_test]` function, as the macro saw it.
#[derive(Debug, Clone, Copy)]
pub struct TestCase {
    /// The test's name within its module (`name` or `name::case_2`).
    pub test: &'static str,
    /// The function with parameters that the test calls.
    pub function: &'static str,
    /// `module_path!()` where the attribute is.
    pub module_path: &'static str,
    /// `file!()` where the attribute is.
    pub file: &'static str,
    /// `line!()` of the attribute.
    pub line: u32,
    /// `env!("CARGO_MANIFEST_DIR")` of the test's package, where its
    /// `delta-test.toml` is looked for.
    pub manifest_dir: &'static str,
    /// The package and its version (`name 1.2.3`), for bug reports.
    pub package: &'static str,
    /// The parameters, in order.
    pub params: &'static [Param],
    /// The return type as written, or `""`.
    pub returns: &'static str,
    /// The attribute's options.
    pub options: Options,
}

/// A parameter of the function under test.
#[derive(Debug, Clone, Copy)]
pub struct Param {
    /// Its name.
    pub name: &'static str,
    /// How the function takes it.
    pub form: Form,
}

/// How a parameter is passed, which decides how its value is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// By value, `x: T`: printed as an expression of type `T`.
    Value,
    /// Shared borrow, `x: &B`: printed as `"..."` for `&str`, `&[..]` for
    /// `&[T]`, `&value` otherwise.
    Ref,
    /// Mutable borrow, `x: &mut B`: printed as `&mut value`.
    RefMut,
}

/// The options of one `#[delta_test(...)]` attribute (`None`: not given).
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// `matching = "..."`: the [`Matcher`](crate::Matcher) by name.
    pub matching: Option<&'static str>,
    /// `mode = "min" | "max" | "diff"`.
    pub mode: Option<&'static str>,
    /// `max_tests = N`.
    pub max_tests: Option<usize>,
    /// `log = 0 | 1 | 2`.
    pub log: Option<u8>,
    /// `isolate = "none" | "thread" | "process"`.
    pub isolate: Option<&'static str>,
    /// `timeout = "2s"`.
    pub timeout: Option<&'static str>,
    /// `max_time = "30s"`.
    pub max_time: Option<&'static str>,
    /// `verify = N`.
    pub verify: Option<usize>,
    /// `retries = N`.
    pub retries: Option<usize>,
    /// `persist = true | false`.
    pub persist: Option<bool>,
    /// `report = "text" | "markdown"`.
    pub report: Option<&'static str>,
}

impl Options {
    /// No option given.
    pub const DEFAULT: Options = Options {
        matching: None,
        mode: None,
        max_tests: None,
        log: None,
        isolate: None,
        timeout: None,
        max_time: None,
        verify: None,
        retries: None,
        persist: None,
        report: None,
    };
}

/// The owned value behind a borrowed parameter `&B`, from `B` or `&B`.
pub fn owned<B: ToOwned, V: Borrow<B>>(value: V) -> B::Owned {
    value.borrow().to_owned()
}

/// The owned value behind `&str` or `&[T]`, from anything that derefs to it.
pub fn owned_unsized<B: ?Sized + ToOwned>(value: &B) -> B::Owned {
    value.to_owned()
}

/// An argument written as Rust, in the form its parameter takes.
pub fn render<T: Literal>(value: &T, form: Form) -> String {
    let mut out = String::new();
    let written = match form {
        Form::Value => value.write_rust(&mut out, Style::Exact),
        Form::Ref => value.write_ref(&mut out),
        Form::RefMut => {
            out.push_str("&mut ");
            value.write_rust(&mut out, Style::Exact)
        }
    };
    written.expect("writing to a String cannot fail");
    out
}

/// The arguments of a case with the macro's way of printing them, so the
/// debugger's log and results show each one in its parameter's form.
#[derive(Clone)]
struct Args<A, P> {
    value: A,
    render: P,
}

impl<A, P, const N: usize> Literal for Args<A, P>
where
    P: Fn(&A) -> [String; N],
{
    fn write_rust(&self, out: &mut dyn fmt::Write, _: Style) -> fmt::Result {
        write!(out, "({})", self.arg_literals(Style::Exact).join(", "))
    }

    fn arg_literals(&self, _: Style) -> Vec<String> {
        (self.render)(&self.value).into()
    }
}

impl<A: Reduce, P: Clone> Reduce for Args<A, P> {
    fn sequences(&self) -> Vec<crate::Sequence> {
        self.value.sequences()
    }

    fn keep(&self, path: &[usize], kept: &crate::Subset) -> Self {
        Args {
            value: self.value.keep(path, kept),
            render: self.render.clone(),
        }
    }
}

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
    let path = test_path(&case);
    if worker_for(&path) {
        let codec = codec.expect("a worker is only started for arguments with a codec");
        return serve(codec.decode, |args| run_silently(|| test(args)));
    }
    let settings = Settings::resolve(&case.options, case.manifest_dir)
        .unwrap_or_else(|error| panic!("{error}"));
    if !settings.reduce {
        if let Some(failure) = test(&args).into_failure() {
            // Only a returned `Err` gets here: a panic went on by itself.
            panic!("{}", failure.message);
        }
        return;
    }
    let codec = match (settings.isolate, codec) {
        (Isolate::Process, None) => {
            let problem = format!(
                "isolate = \"process\" sends the arguments of {path} to a child process, so \
                 their types must implement serde's Serialize and Deserialize; derive them, or \
                 choose isolate = \"thread\""
            );
            match run_silently(|| test(&args)) {
                None => return,
                Some(failure) => panic!(
                    "{}\ndelta-test could not reduce this call: {problem}",
                    failure.message
                ),
            }
        }
        (_, codec) => codec,
    };
    let started = Instant::now();
    let mut worker = None;
    let first_run = match (settings.isolate, codec) {
        (Isolate::Process, Some(codec)) => {
            if let Err(problem) = round_trip(&args, codec, &render) {
                panic!(
                    "delta-test: isolate = \"process\" sends the arguments of {path} to a \
                     worker process as JSON, but {problem}; choose isolate = \"thread\" for \
                     this test"
                );
            }
            let process = worker.insert(InProcess::new(path.clone(), codec.encode));
            process
                .run(&args, settings.timeout)
                .unwrap_or_else(|error| panic!("delta-test: {error}"))
        }
        _ => run_silently(|| test(&args)),
    };
    let timeout = settings
        .timeout
        .unwrap_or_else(|| (started.elapsed() * 10).max(Duration::from_secs(1)));
    let original = render(&args).to_vec();
    let mut notes = Vec::new();
    let mut persisted = match (settings.persist, settings.mode, codec) {
        (true, Mode::Min | Mode::Diff, Some(codec)) => {
            let file = Regressions::open(case.manifest_dir, case.module_path, case.test);
            let call = original.join(", ");
            Persisted::open(file, codec, &call, settings.mode, &mut notes)
        }
        (true, Mode::Min | Mode::Diff, None) if first_run.is_some() => {
            notes.push(format!(
                "the minimal call is not stored in {}/: replaying it needs the arguments to \
                 implement serde's Serialize and Deserialize; derive them, or set \
                 persist = false",
                regressions::DIR
            ));
            None
        }
        _ => None,
    };
    let Some(failure) = first_run else {
        if let Some(persisted) = &mut persisted {
            // A runner (a thread, a process) only if a stored call is replayed.
            let mut runner = None;
            let mut run = |a: &A| {
                runner
                    .get_or_insert_with(|| runner_for(settings.isolate, worker.take(), &path, test))
                    .run(a, Some(timeout))
            };
            persisted.replay_passing(&mut run, &mut notes);
        }
        for note in notes {
            eprintln!("delta-test: {note}");
        }
        return;
    };
    let mut runner = runner_for(settings.isolate, worker, &path, test);
    let original_size = size(&args);
    let report = |minimal: &A, passing: Option<&A>, tests, elapsed, stopped, replayed| Report {
        test: path.clone(),
        function: case.function.to_string(),
        mode: settings.mode,
        args: arg_reports(
            case.params.iter().map(|p| p.name),
            original.clone(),
            render(minimal).to_vec(),
        ),
        passing: passing.map(|p| render(p).to_vec()),
        tests,
        sizes: (original_size, size(minimal)),
        elapsed,
        stopped,
        replayed,
        failure: failure.clone(),
        regression: Regression::TestCase {
            returns: case.returns.to_string(),
        },
    };
    let replayed = persisted.as_mut().and_then(|persisted| {
        let mut run = |a: &A| runner.run(a, Some(timeout));
        persisted.replay_failing(&failure, &settings.matcher, &mut run, &mut notes)
    });
    if let Some(found) = replayed {
        // Ends the worker process now, not when the panic unwinds.
        drop(runner);
        let report = report(
            &found.minimal,
            found.passing.as_ref(),
            found.entry.tests,
            found.elapsed,
            found.entry.stopped_by,
            Some(found.replayed),
        );
        fail(&case, &failure, Ok(&report), &settings, notes);
    }
    let mut dd = DeltaDebugger::new(
        case.function,
        |a: &Args<A, P>| test(&a.value),
        Args {
            value: args,
            render: render.clone(),
        },
    )
    .params(case.params.iter().map(|p| p.name))
    .matcher(settings.matcher.clone())
    .log(settings.log)
    .verify(settings.verify)
    .retries(settings.retries)
    .observed(failure.clone())
    .progress(Progress::on_terminal(&path))
    .runner(Box::new(Unwrap(runner)), Some(timeout));
    if let Some(max) = settings.max_tests {
        dd = dd.max_tests(max);
    }
    if let Some(max) = settings.max_time {
        dd = dd.max_time(max);
    }
    let outcome = match settings.mode {
        Mode::Min => dd
            .min_args()
            .map(|r| (None, r.args, r.stopped, r.tests, r.elapsed)),
        Mode::Max => dd
            .max_args()
            .map(|r| (None, r.args, r.stopped, r.tests, r.elapsed)),
        Mode::Diff => dd
            .min_arg_diff()
            .map(|r| (Some(r.passing), r.failing, r.stopped, r.tests, r.elapsed)),
    };
    // Ends the worker process now, not when the panic unwinds.
    drop(dd);
    let reduced = outcome.map(|(passing, reduced, stopped, tests, elapsed)| {
        let passing = passing.map(|p| p.value);
        let stopped = stopped.map(|budget| budget.to_string());
        let report = report(
            &reduced.value,
            passing.as_ref(),
            tests,
            elapsed,
            stopped,
            None,
        );
        if let (Some(persisted), Some(codec)) = (&mut persisted, codec) {
            // A replay must run the very call reported: it has to come back
            // from JSON unchanged (a `NaN` does not).
            let comes_back = |args: &A| round_trip(args, codec, &render);
            let checked = comes_back(&reduced.value)
                .and_then(|()| passing.as_ref().map_or(Ok(()), comes_back));
            match checked {
                Ok(()) => {
                    let origin = format!("{}:{}", case.file, case.line);
                    let calls = (&reduced.value, passing.as_ref());
                    persisted.record(&report, origin, calls, &settings.matcher, &mut notes);
                }
                Err(problem) => notes.push(format!(
                    "the minimal call is not stored in {}/: as JSON, {problem}",
                    regressions::DIR
                )),
            }
        }
        report
    });
    fail(&case, &failure, reduced.as_ref(), &settings, notes);
}

/// Fails the test: the original failure's message, then the report (or
/// why there is none), then the notes.
#[track_caller]
fn fail(
    case: &TestCase,
    failure: &FailureSignature,
    report: Result<&Report, &Error>,
    settings: &Settings,
    mut notes: Vec<String>,
) -> ! {
    let mut message = match failure.kind {
        FailureKind::Crash => format!("the test {failure} (in a worker process)"),
        _ => failure.message.clone(),
    };
    match report {
        Ok(report) => {
            if let Some(dir) = &settings.report_dir {
                if let Err(error) = report.write_json(dir) {
                    let _ = write!(message, "\ndelta-test: {error}");
                }
            }
            if settings.report == ReportFormat::Markdown && report.mode == Mode::Max {
                notes.push(
                    "no bug report for mode = \"max\": its result is a passing call".to_string(),
                );
            } else if settings.report == ReportFormat::Markdown {
                let dir = (settings.report_dir.clone()).unwrap_or_else(markdown::default_dir);
                let origin = format!("{}:{}", case.file, case.line);
                match markdown::write(report, case.package, &origin, &dir) {
                    Ok(path) => notes.push(format!("bug report written to {}", path.display())),
                    Err(problem) => notes.push(problem),
                }
            }
            #[cfg(feature = "harness")]
            crate::harness::record(report);
            // libtest prints a failed test's panic message on stdout.
            let paint = Paint::for_stream(Stream::Stdout);
            let _ = write!(message, "\n{}", report.render(paint));
        }
        Err(error) => {
            let _ = write!(message, "\ndelta-test could not reduce this call: {error}");
        }
    }
    for note in notes {
        let _ = write!(message, "\ndelta-test: {note}");
    }
    panic!("{message}");
}

/// Where the reruns of a case run, as `isolate` says; in process mode, in
/// the worker that ran the original call.
fn runner_for<A, R>(
    isolate: Isolate,
    worker: Option<InProcess<A>>,
    path: &str,
    test: fn(&A) -> R,
) -> Box<dyn Runner<A> + Send>
where
    A: Clone + Send + 'static,
    R: TestResult + 'static,
{
    match (isolate, worker) {
        (Isolate::Process, Some(process)) => Box::new(process),
        (Isolate::None, _) => Box::new(InPlace(test)),
        _ => Box::new(InThread::new(path.to_string(), move |args: &A| {
            run_silently(|| test(args))
        })),
    }
}

/// Runs candidates in the calling thread (`isolate = "none"`), without a
/// timeout.
struct InPlace<A, R>(fn(&A) -> R);

impl<A, R: TestResult> Runner<A> for InPlace<A, R> {
    fn run(&mut self, args: &A, _: Option<Duration>) -> Result<Option<FailureSignature>, Error> {
        Ok(run_silently(|| (self.0)(args)))
    }
}

/// Checks that `args` come back from JSON as they went, written as Rust:
/// a worker must run the very call that is reported (a `NaN` cannot be
/// read back, a `#[serde(skip)]` field comes back as its default).
fn round_trip<A, P, const N: usize>(args: &A, codec: Codec<A>, render: &P) -> Result<(), String>
where
    P: Fn(&A) -> [String; N],
{
    let back = (codec.encode)(args)
        .map_err(|e| format!("they could not be written ({e})"))
        .and_then(|json| {
            (codec.decode)(&json).map_err(|e| format!("{json} could not be read back ({e})"))
        })?;
    let (sent, received) = (render(args), render(&back));
    match sent == received {
        true => Ok(()),
        false => Err(format!(
            "they come back changed: ({}) became ({})",
            sent.join(", "),
            received.join(", ")
        )),
    }
}

/// A runner of the bare arguments, used for the arguments with their
/// printer.
struct Unwrap<R>(R);

impl<A, P, R: Runner<A>> Runner<Args<A, P>> for Unwrap<R> {
    fn run(
        &mut self,
        args: &Args<A, P>,
        timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        self.0.run(&args.value, timeout)
    }
}

/// The test's path as the test harness names it (without the crate).
fn test_path(case: &TestCase) -> String {
    libtest_name(case.module_path, case.test)
}

/// The name libtest gives the test `test` in `module_path`: its path
/// without the crate.
pub(crate) fn libtest_name(module_path: &str, test: &str) -> String {
    match module_path.split_once("::") {
        Some((_, module)) => format!("{module}::{test}"),
        None => test.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_print_in_their_parameters_form() {
        assert_eq!(render(&String::from("()"), Form::Ref), r#""()""#);
        assert_eq!(
            render(&String::from("()"), Form::Value),
            r#"String::from("()")"#
        );
        assert_eq!(render(&vec![1, 2], Form::Ref), "&[1, 2]");
        assert_eq!(render(&vec![1, 2], Form::RefMut), "&mut vec![1, 2]");
        assert_eq!(render(&5u8, Form::Value), "5");
    }

    #[test]
    #[allow(clippy::needless_borrow)] // the probe needs both borrows
    fn process_isolation_refuses_arguments_that_json_changes() {
        use crate::execute::{CodecProbe, ViaSerde as _};
        let codec = (&&CodecProbe::<(f64, String)>::new()).codec().unwrap();
        let render = |a: &(f64, String)| [render(&a.0, Form::Value), render(&a.1, Form::Ref)];
        assert_eq!(round_trip(&(1.5, "é\n".into()), codec, &render), Ok(()));
        let error = round_trip(&(f64::NAN, "x".into()), codec, &render).unwrap_err();
        assert!(
            error.starts_with("[null,\"x\"] could not be read back (invalid type: null"),
            "{error}"
        );
    }

    #[test]
    fn owned_values_come_from_borrowed_or_owned_expressions() {
        assert_eq!(owned_unsized::<str>("x"), "x");
        assert_eq!(owned_unsized::<[u8]>(&b"ab"[..]), b"ab");
        assert_eq!(owned_unsized::<[i32]>(&*vec![1]), [1]);
        assert_eq!(owned::<u8, _>(&3), 3);
        assert_eq!(owned::<Vec<u8>, _>(vec![1]), [1]);
    }
}
