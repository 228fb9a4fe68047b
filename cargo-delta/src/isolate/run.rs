//! `cargo delta isolate PASSING FAILING -- CMD`: the checks `reduce` makes
//! (the failing file fails, the same way each time; the passing file
//! passes), then `dd` over the changes between the two files, each
//! candidate run as `reduce` runs one (the same program, scratch
//! directories, failure rule and limits), and the pair it leaves written.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use super::output;
use super::search::{self, Isolated, Shape};
use crate::cli;
use crate::exit::{Kind, Stop};
use crate::input;
use crate::pipeline::{self, Original};
use crate::progress::{self, Progress};
use crate::reduce;

/// How a candidate went, as the engine takes it (`Err` is a failure, told
/// apart by its `Debug` text).
#[derive(Debug, Clone, Copy)]
enum Verdict {
    /// It fails like the failing file.
    Kept,
    /// It fails some other way (unresolved).
    Other,
}

impl search::Failed for Verdict {
    fn like_failing(&self) -> bool {
        matches!(self, Verdict::Kept)
    }
}

/// What `isolate` found and wrote.
pub struct Summary {
    pub isolated: Isolated,
    /// The command's runs, checks included.
    pub runs: usize,
    pub elapsed: Duration,
    /// `passing.EXT`, `failing.EXT` and `difference.diff`.
    pub paths: [PathBuf; 3],
    /// With `--min`: the reduction of `failing.EXT`.
    pub minimal: Option<reduce::Summary>,
}

/// Isolates the difference between `passing` and `args.file` (the failing
/// file) that makes the command fail.
pub fn run(passing_path: &Path, args: &cli::Reduce, min: bool) -> Result<Summary, Stop> {
    let started = Instant::now();
    let read = |path: &Path| {
        std::fs::read(path)
            .map_err(|e| Stop::new(Kind::Usage, format!("cannot read {}: {e}", path.display())))
    };
    let failing = read(&args.file)?;
    let passing = read(passing_path)?;
    check_pair(passing_path, &passing, &args.file, &failing, args.format)?;
    let dir = match &args.output {
        Some(dir) => dir.clone(),
        None => output::default_dir(&args.file),
    };
    pipeline::check_outputs(&[
        (Some(&dir), "the output directory"),
        (args.json.as_deref(), "--json"),
        (args.report.as_deref(), "--report"),
    ])?;
    let name = args.file.file_name().unwrap_or_default().to_os_string();
    let program = pipeline::program_for(args)?;
    let scratch = crate::runner::scratch(args, &program)?;
    // Sizes count the changes of the level being isolated; until the
    // first, there are none to count.
    let progress = Progress::of_changes(0, args.quiet).map(Arc::new);
    let ran = || {
        if let Some(progress) = &progress {
            progress.ran();
        }
    };
    let original = Original::run(args, &failing, reduce::ORIGINAL_TIMEOUT, |limit| {
        ran();
        scratch.run(&program, &name, &failing, limit)
    })?;
    original.check(args, &program, &failing)?;
    let timeout = original.timeout;
    ran();
    let passing_run = scratch.run(&program, &name, &passing, timeout)?;
    let mut checks = original.runs.len() + 1;
    original.check_passing(
        &program,
        &passing_run,
        &passing,
        (
            &passing_path.display().to_string(),
            &args.file.display().to_string(),
            "there is no difference to isolate; give a file on which the command passes",
        ),
    )?;
    let criteria = original.criteria;

    let runs = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&runs);
    let shared = Arc::new((program, scratch, name, criteria));
    let shown = progress.clone();
    let verdict = move |contents: &[u8]| -> Result<(), Verdict> {
        counted.fetch_add(1, Ordering::Relaxed);
        if let Some(progress) = &shown {
            progress.ran();
        }
        let (program, scratch, name, criteria) = &*shared;
        // A run that cannot be made (Slurm lost it each time, the disk
        // is full) ends the command, as in `reduce`: it is no verdict.
        let run = scratch
            .run(program, name, contents, timeout)
            .unwrap_or_else(|stop| crate::interrupt::abort(&stop));
        if criteria.holds(&run, contents) {
            return Err(Verdict::Kept);
        }
        match criteria.passed(&run) {
            true => Ok(()),
            false => Err(Verdict::Other),
        }
    };
    let jobs = args.jobs();
    let shape = shape(args.format, &args.file, &passing, &failing);
    let isolated = search::isolate(
        passing,
        failing,
        shape,
        verdict,
        jobs,
        (args.max_tests, args.max_time),
        // The checks count, as they do for `reduce`.
        checks,
        progress.clone(),
    )
    .map_err(|error| {
        Stop::new(
            Kind::Flaky,
            format!(
                "the command stopped failing the same way on {} while the difference was isolated ({error}); the command is flaky",
                args.file.display()
            ),
        )
    })?;
    checks += runs.load(Ordering::Relaxed);
    drop(progress);
    progress::clear_line();
    let paths = output::write(&isolated, &dir, &args.file)?;
    if let Some(path) = &args.json {
        let json = output::json(&isolated, checks, &paths);
        std::fs::write(path, json)
            .map_err(|e| Stop::new(Kind::Io, format!("cannot write {}: {e}", path.display())))?;
    }
    let minimal = match min && isolated.stopped.is_none() {
        true => Some(simplify(&paths[1], &dir, args)?),
        false => None,
    };
    let summary = Summary {
        isolated,
        runs: checks + minimal.as_ref().map_or(0, |m| m.runs),
        elapsed: started.elapsed(),
        paths,
        minimal,
    };
    if let Some(path) = &args.report {
        let title = format!("{} and {}", passing_path.display(), args.file.display());
        let diff = output::difference(&summary.isolated, passing_path, &args.file);
        let text = super::report::markdown(&title, args, &summarize(&summary), &diff);
        crate::report::write(path, &text)?;
    }
    Ok(summary)
}

/// `--min`: the failing file of the pair reduced as `reduce` reduces a
/// file (the same options, checks and engine), into `failing.min.EXT`
/// (`failing_min.rs`) beside it. The paper's "both simplification and isolation": the pair
/// says what makes the difference, the reduced file what little fails.
fn simplify(failing: &Path, dir: &Path, args: &cli::Reduce) -> Result<reduce::Summary, Stop> {
    let beside = crate::output::minimal_beside(failing);
    let args = cli::Reduce {
        file: failing.to_path_buf(),
        output: Some(dir.join(beside.file_name().unwrap_or_default())),
        json: None,
        report: None,
        ..args.clone()
    };
    reduce::run(&args)
}

/// How the two files are cut: as `--format` says, or as the failing
/// file's name and contents say.
fn shape(
    format: Option<cli::Format>,
    failing_path: &Path,
    passing: &[u8],
    failing: &[u8],
) -> Shape {
    let text = std::str::from_utf8(passing).is_ok() && std::str::from_utf8(failing).is_ok();
    match format.unwrap_or_else(|| input::detect(failing_path, failing)) {
        cli::Format::Bytes => Shape::Bytes,
        _ if !text => Shape::Bytes,
        cli::Format::Json => Shape::Tree { json: true },
        cli::Format::Toml => Shape::Tree { json: false },
        cli::Format::Rust => Shape::Rust,
        cli::Format::Text => Shape::Text,
    }
}

/// Refuses two files that are not two versions of one input: the same
/// bytes (nothing to isolate), or two formats (JSON and TOML, text and
/// bytes), unless `--format` says how to cut both.
fn check_pair(
    passing_path: &Path,
    passing: &[u8],
    failing_path: &Path,
    failing: &[u8],
    format: Option<cli::Format>,
) -> Result<(), Stop> {
    if passing == failing {
        return Err(Stop::new(
            Kind::NoDifference,
            format!(
                "{} and {} are the same: there is no difference to isolate; give a file on which the command passes",
                passing_path.display(),
                failing_path.display()
            ),
        ));
    }
    let (pass_format, fail_format) = (
        input::detect(passing_path, passing),
        input::detect(failing_path, failing),
    );
    if format.is_none() && pass_format != fail_format {
        let name = |f: cli::Format| format!("{f:?}").to_lowercase();
        return Err(Stop::new(
            Kind::FormatMismatch,
            format!(
                "{} is {} and {} is {}: isolate compares two versions of one input; give two files of one format, or cut both as text with --format text",
                passing_path.display(),
                name(pass_format),
                failing_path.display(),
                name(fail_format)
            ),
        ));
    }
    Ok(())
}

/// The summary line: the changes found and kept, runs, time, where.
pub fn summarize(summary: &Summary) -> String {
    let levels: Vec<String> = summary
        .isolated
        .levels
        .iter()
        .map(|l| format!("{} {} of {}", l.level.name(), l.kept, l.total))
        .collect();
    let proof = match (summary.isolated.complete, summary.isolated.stopped) {
        (_, Some(budget)) => format!("; stopped early: {budget}, not proven 1-minimal"),
        (true, None) => "; the difference is 1-minimal".to_string(),
        (false, None) => String::new(),
    };
    let simplified = match &summary.minimal {
        Some(min) => format!(
            "; then reduced the failing file from {} to {} bytes in {} runs ({})",
            min.from,
            min.to,
            min.runs,
            min.output.display()
        ),
        None => String::new(),
    };
    format!(
        "isolated the failure-inducing difference ({}) in {} runs and {:.1}s{proof}; wrote {}, {} and {}{simplified}",
        levels.join(", then "),
        summary.runs,
        summary.elapsed.as_secs_f64(),
        summary.paths[0].display(),
        summary.paths[1].display(),
        summary.paths[2].display()
    )
}
