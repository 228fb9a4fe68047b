//! The first stage: the program that decides a candidate and the rule
//! for "fails the same way", from the options and the original's first
//! run. `reduce`, `reduce-crate` and `isolate` (both modes) take both
//! from here, so a candidate is judged alike whatever the command.

use std::ffi::OsString;

use regex_lite::Regex;

use crate::cli;
use crate::compiler;
use crate::exit::{Kind, Stop};
use crate::failure::{Compiled, Criteria, Signature};
use crate::formats::rust::names;
use crate::process::{Program, Run};

/// The program that decides a candidate, as the options set it up (its
/// output kept for `--stdout`, the compiler's backtraces for a command
/// that only compiles); `reduce` and `isolate` run it alike.
pub fn program_for(args: &cli::Reduce) -> Result<Program, Stop> {
    let program = program(args)?.through(crate::runner::Runner::of(args)?);
    // The patterns are checked before anything runs.
    pattern("--stderr", args.stderr.as_deref())?;
    pattern("--stdout", args.stdout.as_deref())?;
    let program = match args.stdout.is_some() {
        true => program.keeping_stdout(),
        false => program,
    };
    Ok(match compiler::only_compiles(&args.command) {
        true => program.with_backtraces(),
        false => program,
    })
}

/// What counts as failing, from the options and the original's first run
/// on `file`; `reduce` and `isolate` decide it alike.
pub fn criteria_for(args: &cli::Reduce, original: &Run, file: &[u8]) -> Result<Criteria, Stop> {
    let stderr = pattern("--stderr", args.stderr.as_deref())?;
    let stdout = pattern("--stdout", args.stdout.as_deref())?;
    criteria(args, (stderr, stdout), original, file)
}

/// The program that decides a candidate: the command after `--`, or the
/// `--interesting` script; exactly one of them.
fn program(args: &cli::Reduce) -> Result<Program, Stop> {
    match (&args.interesting, args.command.is_empty()) {
        (Some(script), true) => Ok(Program::script(script)),
        (None, false) => Ok(Program::command(args.command.iter().map(OsString::from).collect())),
        (Some(_), false) => Err(Stop::new(
            Kind::Usage,
            "give either a command after `--` or --interesting SCRIPT, not both",
        )),
        (None, true) => Err(Stop::new(
            Kind::Usage,
            format!(
                "no command: write it after `--` (cargo delta reduce {} -- ./program @@) or give --interesting SCRIPT",
                args.file.display()
            ),
        )),
    }
}

/// The regular expression an option gives, if it gives one.
fn pattern(option: &str, pattern: Option<&str>) -> Result<Option<Regex>, Stop> {
    pattern
        .map(Regex::new)
        .transpose()
        .map_err(|e| Stop::new(Kind::Usage, format!("{option} is not a valid regex: {e}")))
}

/// What counts as failing, from the options (with their standard error and
/// output patterns) and the original's first run on `file`.
fn criteria(
    args: &cli::Reduce,
    (stderr, stdout): (Option<Regex>, Option<Regex>),
    original: &Run,
    file: &[u8],
) -> Result<Criteria, Stop> {
    let chosen = args.exit_code.is_some() || args.signal.is_some();
    Ok(if args.interesting.is_some() {
        Criteria::Script
    } else if args.any_failure {
        Criteria::Any
    } else if chosen || stderr.is_some() || stdout.is_some() {
        Criteria::Chosen {
            exit_code: args.exit_code,
            signal: args.signal,
            stderr,
            stdout,
        }
    } else {
        let name = compiler::behind_wrappers(&args.command).map(|(name, _)| name);
        let compiler = args.compiler || compiler::is_compiler(&args.command);
        let only = args.only_this_error;
        match compiler.then(|| Compiled::of(original, file, names::defined, only)) {
            Some(Some(compiled)) => Criteria::Compiler(compiled),
            _ if only => {
                return Err(Stop::new(
                    Kind::Usage,
                    format!(
                        "--only-this-error keeps a compiler's error, and `{}` printed none on {} (the command must be {}, or say --compiler); leave the option out",
                        name.unwrap_or_default(),
                        args.file.display(),
                        compiler::COMPILERS.join(", ")
                    ),
                ))
            }
            _ => Criteria::Same(Signature::of(original)),
        }
    })
}
