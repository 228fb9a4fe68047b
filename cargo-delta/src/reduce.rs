//! `cargo delta reduce`: checks the original, then hands the file to
//! delta-test's [`DeltaDebugger`] with a test that runs the command.

use std::ffi::OsString;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use delta_test::{Budget, DeltaDebugger, Event, Literal, Matcher, Observer, Reduce};

use crate::checks;
use crate::cli::{self, Format};
use crate::exit::{Kind, Stop};
use crate::failure::{Criteria, Signature};
use crate::formats::rust::{Source, Sweep};
use crate::formats::{json, toml, Tree};
use crate::input::{self, Input};
use crate::interrupt;
use crate::krate::{self, value::Crate};
use crate::memo::Memo;
use crate::output::{self, Best};
use crate::pipeline::{self, Original};
use crate::process::{Ending, Program, Run, Scratch};
use crate::progress::Progress;

/// How long the original may run when `--timeout` is not given.
pub const ORIGINAL_TIMEOUT: Duration = Duration::from_secs(60);

/// What a finished reduction tells the user.
#[derive(Debug)]
pub struct Summary {
    /// The original's size in bytes.
    pub from: usize,
    /// The result's size in bytes.
    pub to: usize,
    /// Runs of the command: the original's checks and the candidates'.
    pub runs: usize,
    /// How long it all took.
    pub elapsed: Duration,
    /// Where the result is.
    pub output: std::path::PathBuf,
    /// The budget that stopped the reduction early, if one did.
    pub stopped: Option<Budget>,
    /// Why the result is not the reduction's smallest file: the command did
    /// not fail every time on it when rerun, nor on the smaller files kept.
    pub flaky: Option<String>,
    /// What a report says of the reduction besides the figures.
    pub details: Details,
}

/// What a bug report needs beyond the figures: what ran, how it failed,
/// and the minimal file itself.
#[derive(Debug)]
pub struct Details {
    /// The file reduced.
    pub file: std::path::PathBuf,
    /// The program that decided each candidate, with its arguments.
    pub command: Vec<String>,
    /// How the file was cut.
    pub format: Format,
    /// How the original ended (an exit code, a signal, a hang).
    pub ending: String,
    /// What a candidate had to do to be kept.
    pub kept: String,
    /// The original's standard error, as its first run printed it.
    pub stderr: String,
    /// The minimal file's standard error, when a run of it was kept (the
    /// original itself may be minimal: then there is none).
    pub minimal_stderr: Option<String>,
    /// The minimal file (a crate's files in one text).
    pub minimal: Vec<u8>,
    /// Whether a crate was reduced, not a file.
    pub on_crate: bool,
    /// Whether the failure is a compiler's error (not an ICE): a report
    /// shows the errors it printed, not its warnings.
    pub compiler: bool,
    /// Whether the failure is an internal compiler error: a report shows
    /// its errors, panic and query stack, not its backtrace's frames.
    pub ice: bool,
    /// `rustc --version`, for a Rust file or crate: a compiler bug report
    /// needs it.
    pub rustc: Option<String>,
}

/// Reduces the file as `args` say, and writes the result.
pub fn run(args: &cli::Reduce) -> Result<Summary, Stop> {
    let started = Instant::now();
    let program = pipeline::program_for(args)?;
    let input = match args.on_crate {
        true => krate::read(&args.file, args.format)?,
        false => input::read(&args.file, args.format)?,
    };
    let mut parsed = parse(&input, args)?;
    let size: fn(&[u8]) -> usize = match args.on_crate {
        true => krate::size,
        false => <[u8]>::len,
    };
    let progress = Progress::new(&input.bytes, size, args.quiet);
    let ran = || {
        if let Some(progress) = &progress {
            progress.ran();
        }
    };
    let format = parsed.format();
    let output = output::path(
        &args.file,
        args.output.as_deref(),
        args.in_place,
        args.on_crate,
    )?;
    let program = match args.on_crate {
        true => program.on_crates(),
        false => program,
    };
    if args.on_crate && args.in_place {
        return Err(Stop::new(
            Kind::Usage,
            "reduce-crate never writes over the crate; drop --in-place (the result is DIR.min)",
        ));
    }

    let written = match args.output {
        Some(_) => "-o",
        None => "the output",
    };
    pipeline::check_outputs(&[
        (Some(output.as_path()), written),
        (args.report.as_deref(), "--report"),
        (args.json.as_deref(), "--json"),
    ])?;
    if !args.on_crate && output.is_dir() {
        return Err(Stop::new(
            Kind::Usage,
            format!(
                "the output {} is a directory; name a file with -o",
                output.display()
            ),
        ));
    }
    interrupt::output(output.clone(), !args.in_place);

    let scratch = crate::runner::scratch(args, &program)?;
    let original = Original::run(args, &input.bytes, ORIGINAL_TIMEOUT, |limit| {
        let run = scratch.run(&program, &input.name, &input.bytes, limit);
        ran();
        run
    })?;
    original.check(args, &program, &input.bytes)?;
    let Original {
        runs: originals,
        criteria,
        original_timeout,
        mut timeout,
        hangs,
    } = original;
    let mut checks = originals.len();

    if args.in_place {
        output::keep_original(&args.file)?;
    }
    let mut empty = None;
    // Whether a candidate's limit comes from the empty file's run.
    let mut from_empty = false;
    if !args.allow_empty && !args.on_crate {
        let run = scratch.run(&program, &input.name, b"", timeout)?;
        ran();
        checks += 1;
        if criteria.holds(&run, b"") {
            return Err(checks::independent(args, &program, &run));
        }
        empty = Some(criteria.passed(&run));
        if hangs && args.timeout.is_none() && run.ending != Ending::Timeout {
            timeout = checks::limit(run.elapsed);
            from_empty = true;
        }
    }
    if hangs && args.timeout.is_none() && !args.quiet {
        let how = match from_empty {
            true => "ten times the run on an empty file, plus one second",
            false => "as long as the original was given (no run that ends was measured)",
        };
        eprintln!(
            "note: `{}` hangs on {} (no end within {:.1}s): a candidate counts as hanging after {:.1}s, {how}; set it with --timeout",
            program.name(),
            args.file.display(),
            original_timeout.as_secs_f64(),
            timeout.as_secs_f64(),
        );
    }
    // What the reduction starts from: FILE, or the earlier run's output.
    let mut start = input.bytes.clone();
    if args.resume && output.exists() {
        let bytes = match args.on_crate {
            true => krate::files::read(&output).map(|files| krate::files::pack(&files)),
            false => Ok(std::fs::read(&output).unwrap_or_default()),
        };
        let earlier = Input {
            bytes: bytes?,
            ..input.clone()
        };
        let run = scratch.run(&program, &input.name, &earlier.bytes, timeout)?;
        ran();
        checks += 1;
        if earlier.bytes.is_empty() || !criteria.holds(&run, &earlier.bytes) {
            return Err(Stop::new(
                Kind::NotFailing,
                format!(
                    "{} does not fail like {} ({}); remove it, or run without --resume",
                    output.display(),
                    args.file.display(),
                    Signature::of(&run)
                ),
            ));
        }
        interrupt::written(earlier.bytes.len());
        parsed = parse(&earlier, args)?;
        start = earlier.bytes;
    }
    // The code the error points at, as a literal of the type it found
    // there: tried once, before the cuts, and kept when the error stays.
    if let Some(bytes) = with_literal(&criteria, format, args, &input, &start) {
        let run = scratch.run(&program, &input.name, &bytes, timeout)?;
        ran();
        checks += 1;
        let typed = Input {
            bytes,
            ..input.clone()
        };
        if criteria.holds(&run, &typed.bytes)
            && let Ok(typed_parsed) = parse(&typed, args)
        {
            parsed = typed_parsed;
            start = typed.bytes;
        }
    }
    // Under `-D warnings` every import, binding or item a cut leaves
    // unused is a new error, which the guard refuses: the cut takes them.
    let sweep = match format == Format::Rust {
        true => sweep(args, &input, &originals[0].stderr),
        false => Sweep::Nothing,
    };
    // The names the compiler's message quotes keep their names.
    let quoted = Arc::new(match &criteria {
        Criteria::Compiler(compiled) => compiled.quoted().clone(),
        _ => Default::default(),
    });
    parsed = match parsed {
        Parsed::Rust(source) => Parsed::Rust(source.sweeping(sweep).quoting(quoted)),
        Parsed::RustCrate(krate) => Parsed::RustCrate(krate.sweeping(sweep).quoting(quoted)),
        other => other,
    };
    let test = Test {
        program,
        scratch,
        name: input.name.clone(),
        criteria,
        timeout,
        best: match args.on_crate {
            true => Best::new(output, start.len()).on_crates(),
            false => Best::new(output, start.len()),
        }
        .like(&args.file),
        runs: AtomicUsize::new(0),
        smallest: Mutex::new(None),
        kept: Mutex::new(Vec::new()),
        empty,
        checks,
        progress,
    };
    let test = Arc::new(test);
    let (reduced, stopped) = match parsed {
        Parsed::Text(text) => {
            let print = |text: &String| text.clone().into_bytes();
            reduce(&test, text, &start, print, args)?
        }
        Parsed::Bytes(bytes) => reduce(&test, bytes, &start, Vec::clone, args)?,
        Parsed::Json(tree, layout) => {
            let print = move |tree: &Tree| json::print(tree, layout).into_bytes();
            reduce(&test, tree, &start, print, args)?
        }
        Parsed::Toml(tree) => {
            let print = |tree: &Tree| toml::print(tree).into_bytes();
            reduce(&test, tree, &start, print, args)?
        }
        Parsed::Rust(source) => {
            let print = |source: &Source| source.code().as_bytes().to_vec();
            reduce(&test, source, &start, print, args)?
        }
        Parsed::RustCrate(krate) => reduce(&test, krate, &start, Crate::packed, args)?,
        Parsed::TextCrate(krate) => reduce(&test, krate, &start, Crate::packed, args)?,
    };
    test.phase("rerunning the result");
    let kept = std::mem::take(&mut *test.kept.lock().unwrap_or_else(|e| e.into_inner()));
    let (reduced, flaky) = checks::confirm(
        (reduced, &start),
        kept,
        args.original_runs,
        &test.program.name(),
        |contents| test.holds(contents),
    )?;
    test.best.finish(&reduced)?;
    // What the user reads: a crate's files in one text; the sizes of its
    // files, not of their packing.
    let shown = match args.on_crate {
        true => krate::shown,
        false => <[u8]>::to_vec,
    };
    if args.on_crate {
        krate::write_single_file(test.best.path(), &reduced)?;
    }
    let details = Details {
        file: args.file.clone(),
        command: match &args.interesting {
            Some(script) => vec![script.display().to_string()],
            None => args.command.clone(),
        },
        format,
        ending: originals[0].ending.to_string(),
        kept: test.criteria.to_string(),
        stderr: originals[0].stderr.clone(),
        minimal_stderr: test
            .smallest
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
            .filter(|(kept, _)| *kept == reduced)
            .map(|(_, stderr)| stderr),
        minimal: shown(&reduced),
        on_crate: args.on_crate,
        compiler: matches!(&test.criteria, Criteria::Compiler(compiled) if compiled.is_error()),
        ice: matches!(&test.criteria, Criteria::Compiler(compiled) if !compiled.is_error()),
        rustc: (format == Format::Rust)
            .then(|| rustc_version(&args.command))
            .flatten(),
    };
    Ok(Summary {
        from: size(&input.bytes),
        to: size(&reduced),
        runs: checks + test.runs.load(Ordering::Relaxed),
        elapsed: started.elapsed(),
        output: test.best.path().to_path_buf(),
        stopped,
        flaky,
        details,
    })
}

/// What `rustc --version` prints, if it runs, for the toolchain the
/// command picks with rustup's `+toolchain` (`cargo +nightly check`).
fn rustc_version(command: &[String]) -> Option<String> {
    let toolchain = command.get(1).filter(|arg| arg.starts_with('+'));
    let output = std::process::Command::new("rustc")
        .args(toolchain)
        .arg("--version")
        .output()
        .ok()?;
    let version = String::from_utf8(output.stdout).ok()?;
    Some(version.trim().to_string()).filter(|v| output.status.success() && !v.is_empty())
}

/// The file as the value its format reduces.
enum Parsed {
    Text(String),
    Bytes(Vec<u8>),
    Json(Tree, json::Layout),
    Toml(Tree),
    Rust(Source),
    RustCrate(Crate<Source>),
    TextCrate(Crate<String>),
}

impl Parsed {
    /// The format the file is cut in (text, for a Rust file that did not
    /// parse).
    fn format(&self) -> Format {
        match self {
            Parsed::Text(_) => Format::Text,
            Parsed::Bytes(_) => Format::Bytes,
            Parsed::Json(..) => Format::Json,
            Parsed::Toml(_) => Format::Toml,
            Parsed::Rust(_) | Parsed::RustCrate(_) => Format::Rust,
            Parsed::TextCrate(_) => Format::Text,
        }
    }
}

/// What a cut takes with it of what it leaves unused, from where the
/// command's lint levels may be set (`warnings.rs`): the original's
/// messages, the command or script, `RUSTFLAGS`, and the file's or crate's
/// own lint levels.
fn sweep(args: &cli::Reduce, input: &Input, stderr: &str) -> Sweep {
    let files = match args.on_crate {
        true => krate::files::unpack(&input.bytes),
        false => [("file.rs".to_string(), input.bytes.clone())].into(),
    };
    let texts: Vec<(&str, &str)> = files
        .iter()
        .filter_map(|(path, contents)| Some((path.as_str(), std::str::from_utf8(contents).ok()?)))
        .collect();
    let sources: Vec<&str> = texts
        .iter()
        .filter(|(path, _)| path.ends_with(".rs"))
        .map(|(_, text)| *text)
        .collect();
    let manifest = texts.iter().find(|(path, _)| *path == "Cargo.toml");
    let script = args
        .interesting
        .as_ref()
        .and_then(|path| std::fs::read_to_string(path).ok());
    let rustflags: Vec<String> = ["RUSTFLAGS", "CARGO_ENCODED_RUSTFLAGS"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .collect();
    crate::warnings::Levels {
        stderr,
        command: &args.command,
        script: script.as_deref(),
        rustflags: &rustflags,
        sources: &sources,
        manifest: manifest.map(|(_, text)| *text),
    }
    .sweep()
}

/// The Rust file or crate `start`, when it is the original, with the
/// expression its compiler's error points at written as a literal of the
/// type the error's label says was found there (`expected `u8`, found
/// `u32`` under `h * 0x10 + l` gives `0u32`): the reduction knows no
/// types, and no cut or simplification reaches such a literal.
fn with_literal(
    criteria: &Criteria,
    format: Format,
    args: &cli::Reduce,
    input: &Input,
    start: &[u8],
) -> Option<Vec<u8>> {
    let Criteria::Compiler(compiled) = criteria else {
        return None;
    };
    let (span, found) = compiled.found_at()?;
    if format != Format::Rust || start != input.bytes {
        return None;
    }
    let at = (span.line, span.column, span.width);
    let replaced = |code: &[u8]| {
        let code = std::str::from_utf8(code).ok()?;
        crate::formats::rust::with_literal_of(code, at, found).map(String::into_bytes)
    };
    if !args.on_crate {
        let file_name = std::path::Path::new(&span.file).file_name();
        return (file_name == Some(input.name.as_os_str())).then(|| replaced(start))?;
    }
    // A crate's file as the command names it: from the crate's directory
    // (`src/lib.rs`), or from a workspace's above it (`member/src/lib.rs`).
    let mut files = krate::files::unpack(start);
    let path = span.file.trim_start_matches("./");
    let named = |key: &&String| path == key.as_str() || path.ends_with(&format!("/{key}"));
    let key = files.keys().find(named)?.clone();
    let code = replaced(&files[&key])?;
    files.insert(key, code);
    Some(krate::files::pack(&files))
}

/// Parses the file in its format, before anything runs: a file that does
/// not parse is refused at once.
fn parse(input: &Input, args: &cli::Reduce) -> Result<Parsed, Stop> {
    if args.on_crate {
        return parse_crate(input, args);
    }
    let text = || std::str::from_utf8(&input.bytes).expect("checked as UTF-8 when read");
    Ok(match input.format {
        Format::Text => Parsed::Text(text().to_string()),
        Format::Bytes => Parsed::Bytes(input.bytes.clone()),
        Format::Json => {
            let (tree, layout) = json::parse(text()).map_err(|e| unparsable(args, "JSON", &e))?;
            Parsed::Json(tree, layout)
        }
        Format::Toml => {
            Parsed::Toml(toml::parse(text()).map_err(|e| unparsable(args, "TOML", &e))?)
        }
        // A Rust file that `syn` cannot parse (a nightly syntax, a file cut
        // by hand) is still worth reducing: as text, with a note.
        Format::Rust => match Source::parse(text()) {
            Ok(source) => Parsed::Rust(source),
            Err(error) => {
                if !args.quiet {
                    eprintln!(
                        "note: {} cannot be reduced as Rust ({}); reducing it as text",
                        args.file.display(),
                        first_line(&error)
                    );
                }
                Parsed::Text(text().to_string())
            }
        },
    })
}

/// Parses a crate's files: its Rust files as Rust, unless one does not
/// parse (then all as text, with a note) or `--format text` was asked for.
fn parse_crate(input: &Input, args: &cli::Reduce) -> Result<Parsed, Stop> {
    let files = krate::files::unpack(&input.bytes);
    let as_text = |error: String| {
        let error = first_line(&error);
        Stop::new(
            Kind::Unparsable,
            format!("the crate {} does not read: {error}", args.file.display()),
        )
    };
    if input.format == Format::Rust {
        match Crate::<Source>::of(&files) {
            Ok(krate) => return Ok(Parsed::RustCrate(krate)),
            Err(error) if !args.quiet => eprintln!(
                "note: {} (reducing the crate's files as text)",
                first_line(&error)
            ),
            Err(_) => {}
        }
    }
    Ok(Parsed::TextCrate(Crate::of(&files).map_err(as_text)?))
}

/// The error for a file that does not parse as `format`.
fn unparsable(args: &cli::Reduce, format: &str, error: &str) -> Stop {
    let error = first_line(error);
    Stop::new(
        Kind::Unparsable,
        format!(
            "{} is not valid {format} ({error}); reduce it as lines and characters with --format text",
            args.file.display()
        ),
    )
}

/// A candidate's verdict, as delta-test's test returns it: `Err` is a
/// failure, and the matcher ([`Matcher::Exact`]) tells the kept failure
/// from any other by its `Debug` text.
#[derive(Clone, Copy, Debug)]
enum Verdict {
    /// It fails the way that is kept.
    Kept,
    /// It fails some other way: neither the bug nor a pass (unresolved).
    Other,
}

/// The test delta-test runs on each candidate, shared by the jobs.
struct Test {
    program: Program,
    scratch: Scratch,
    name: OsString,
    criteria: Criteria,
    timeout: Duration,
    best: Best,
    runs: AtomicUsize,
    /// The smallest candidate kept so far and what it printed on standard
    /// error, for the report: a maintainer reads what the minimal file does.
    smallest: Mutex<Option<(Vec<u8>, String)>>,
    /// Every file kept as the smallest so far, in the order found: if the
    /// command turns out flaky on the result, a larger one is checked.
    kept: Mutex<Vec<Vec<u8>>>,
    /// Whether the empty file passed, when it was run before reducing (it
    /// did not fail as kept): a format that prints it is not run again.
    empty: Option<bool>,
    /// The runs made before the reduction (the original's, the empty
    /// file's): `--max-tests` counts them.
    checks: usize,
    /// What the user sees of the runs.
    progress: Option<Progress>,
}

impl Test {
    /// Runs the command on `contents`; writes it as the best file when it
    /// is kept and smaller than the best so far.
    fn verdict(&self, contents: &[u8]) -> Result<(), Verdict> {
        let run = match self.run(contents) {
            Ok(run) => run,
            Err(stop) => return Err(self.stop(stop)),
        };
        if self.criteria.holds(&run, contents) {
            if let Err(stop) = self.best.offer(contents) {
                return Err(self.stop(stop));
            }
            let mut smallest = self.smallest.lock().unwrap_or_else(|e| e.into_inner());
            if smallest
                .as_ref()
                .is_none_or(|(kept, _)| contents.len() < kept.len())
            {
                *smallest = Some((contents.to_vec(), run.stderr));
                let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
                kept.push(contents.to_vec());
                if let Some(progress) = &self.progress {
                    progress.improved(contents);
                }
            }
            return Err(Verdict::Kept);
        }
        match self.criteria.passed(&run) {
            true => Ok(()),
            false => Err(Verdict::Other),
        }
    }

    /// Whether `contents` fails the way that is kept (one run, not offered
    /// as the best file). What it printed is kept as the smallest file's
    /// when it holds: the result's reruns go through here, and the
    /// smallest kept during the reduction may be another file of the same
    /// size (or a smaller one that a parallel run kept but the engine did
    /// not take), whose report would show the original's errors instead.
    fn holds(&self, contents: &[u8]) -> Result<bool, Stop> {
        let run = self.run(contents)?;
        let holds = self.criteria.holds(&run, contents);
        if holds {
            let mut smallest = self.smallest.lock().unwrap_or_else(|e| e.into_inner());
            *smallest = Some((contents.to_vec(), run.stderr));
        }
        Ok(holds)
    }

    /// Runs the command on `contents`, counted.
    fn run(&self, contents: &[u8]) -> Result<Run, Stop> {
        self.runs.fetch_add(1, Ordering::Relaxed);
        let run = self
            .scratch
            .run(&self.program, &self.name, contents, self.timeout);
        if let Some(progress) = &self.progress {
            progress.ran();
        }
        run
    }

    /// A new phase begins, for the progress line.
    fn phase(&self, phase: &'static str) {
        if let Some(progress) = &self.progress {
            progress.phase(phase);
        }
    }

    /// An error that stopped a run (the program vanished, the disk is
    /// full, the output cannot be written) ends the command at once:
    /// running on would only fail again, for minutes.
    fn stop(&self, stop: Stop) -> Verdict {
        interrupt::abort(&stop)
    }
}

/// Reduces `value` with
/// delta-test's engine and `args`' budgets and jobs; each candidate is
/// written as `print` makes it. The result, printed.
fn reduce<A, P>(
    test: &Arc<Test>,
    value: A,
    file: &[u8],
    print: P,
    args: &cli::Reduce,
) -> Result<(Vec<u8>, Option<Budget>), Stop>
where
    A: Reduce + Literal + Clone + Send + 'static,
    P: Fn(&A) -> Vec<u8> + Clone + Send + Sync + 'static,
{
    let printed = print(&value);
    if printed != file && !test.holds(&printed)? {
        return Err(Stop::new(
            Kind::NotFailing,
            format!(
                "{} printed back from its parsed value does not fail like the file; reduce it with --format text",
                args.file.display()
            ),
        ));
    }
    let shared = Arc::clone(test);
    let printer = print.clone();
    // The engine runs the original once more to learn how it fails: it
    // was checked already, so that run is answered without the program.
    let mut memo = Memo::knowing(&printed, Err(Verdict::Kept));
    if let Some(passed) = test.empty {
        memo = memo.and(b"", if passed { Ok(()) } else { Err(Verdict::Other) });
    }
    let memo = Arc::new(memo);
    // `--max-tests` counts every run of the command: the checks before,
    // the result's reruns after (`--original-runs`), and the reduction's
    // in between, which the engine never starts beyond its budget. Its
    // first, the original's, is answered by the memo: it is no run.
    let spent = test.checks + test.runs.load(Ordering::Relaxed) + args.original_runs as usize;
    let budget = args.max_tests.map(|max| (max + 1).saturating_sub(spent));
    let spent_as_asked = |budget: Budget| match (budget, args.max_tests) {
        (Budget::Tests(_), Some(max)) => Budget::Tests(max),
        (budget, _) => budget,
    };
    if let (Some(0 | 1), Some(max)) = (budget, args.max_tests) {
        return Ok((printed, Some(Budget::Tests(max))));
    }
    let function = move |candidate: &A| {
        let contents = printer(candidate);
        memo.answer(&contents, || shared.verdict(&contents))
    };
    // No budget unless one is given, unlike the library's default: the
    // command is run by hand, for as long as it takes, and writes each
    // better file as it finds it, so Ctrl-C keeps the best so far.
    let mut debugger = DeltaDebugger::new("reduce", function, value)
        .matcher(Matcher::Exact)
        .max_tests(budget)
        .max_time(args.max_time)
        .strategy(args.strategy.unwrap_or_default());
    let jobs = args.jobs();
    if jobs > 1 {
        debugger = debugger.jobs(jobs);
    }
    if test.progress.is_some() {
        debugger = debugger.observer(Steps(Arc::clone(test)));
    }
    test.phase("reducing");
    let result = debugger.min_args();
    let reduction = result.map_err(|error| {
        Stop::new(
            Kind::Flaky,
            format!(
                "`{}` stopped failing the same way on {} while it was reduced ({}); the command is flaky",
                test.program.name(),
                args.file.display(),
                first_line(&error.to_string())
            ),
        )
    })?;
    Ok((
        print(&reduction.args),
        reduction.stopped.map(spent_as_asked),
    ))
}

/// The engine's passes and levels, on the progress line.
struct Steps(Arc<Test>);

impl Observer for Steps {
    fn event(&mut self, event: &Event<'_>) {
        if let Some(progress) = &self.0.progress {
            progress.step(event);
        }
    }
}

/// The first line of `text`, cut at 200 characters: errors stay one line.
fn first_line(text: &str) -> String {
    text.lines()
        .next()
        .unwrap_or("")
        .chars()
        .take(200)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiler_version_is_the_toolchain_the_command_picks() {
        let plain = rustc_version(&["cargo".into(), "check".into()]);
        assert!(plain.is_some_and(|v| v.starts_with("rustc 1.")));
        // A toolchain that does not exist: rustup (or a rustc without it)
        // refuses it, and no version is claimed.
        let command = ["rustc".into(), "+no-such-toolchain-here".into()];
        assert_eq!(rustc_version(&command), None);
    }
}
