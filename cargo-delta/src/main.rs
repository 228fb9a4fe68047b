//! `cargo delta`: reduces a file that makes a program fail to a 1-minimal
//! one that fails the same way, with delta-test's engine.
//!
//! ```sh
//! cargo delta reduce crash.toml -- ./target/debug/parse @@
//! cargo delta reduce input.json --interesting ./still_fails.sh
//! cargo delta isolate good.json bad.json -- ./parse @@
//! ```
//!
//! The modules, from the bottom up: `exit` (exit codes and errors), `cli`
//! (the command line), `compiler` (whether a command runs rustc), `input`
//! (the file), `interrupt` (Ctrl-C, SIGTERM, SIGHUP and errors mid-run:
//! nothing left behind), `runner` (where a run starts: here, behind
//! `--runner`, or through Slurm's `srun`, and the work directory the
//! nodes must see), `process` (one run of the command), `diagnostic`
//! (rustc's errors, read from its output), `ice` (its internal compiler
//! errors), `warnings` (whether they are errors to the command), `failure` (what "still fails" means), `checks` (the original,
//! the empty file and the result, checked around the reduction), `formats`
//! (JSON, TOML and Rust), `krate` (a whole crate as one value), `memo`
//! (answers by printed file), `output` (writing the result without losing
//! work), `progress` (the line on a terminal, or one per improvement),
//! `pipeline` (the stages every command goes through: the program and the
//! failure rule, the outputs checked, the original run and checked),
//! `reduce` (its search on the engine), `isolate` (`dd` on two files or
//! two commits), `report` (the Markdown and JSON write-ups).

#![forbid(unsafe_code)]

mod checks;
mod cli;
mod compiler;
mod diagnostic;
mod exit;
mod failure;
mod formats;
mod ice;
mod input;
mod interrupt;
mod isolate;
mod krate;
mod labelled;
mod memo;
mod output;
mod pipeline;
mod process;
mod progress;
mod reduce;
mod report;
mod runner;
mod warnings;

use std::process::ExitCode;

use cli::{Cli, Command};
use exit::Kind;

fn main() -> ExitCode {
    // `cargo delta ...` runs `cargo-delta delta ...`: drop the subcommand's
    // own name, so that both spellings read the same.
    let mut args: Vec<_> = std::env::args_os().collect();
    if args.get(1).is_some_and(|arg| arg == "delta") {
        args.remove(1);
    }
    let cli = Cli::read(args);
    interrupt::install();
    let code = run(cli);
    interrupt::settle();
    interrupt::clean_up();
    code
}

/// Runs the command line's subcommand: its exit code.
fn run(cli: Cli) -> ExitCode {
    let args = match cli.command {
        Command::Isolate(isolate) => return isolate_run(&isolate),
        Command::Reduce(args) => args,
        Command::ReduceCrate(args) => cli::Reduce {
            on_crate: true,
            ..args
        },
    };
    let result = reduce::run(&args);
    interrupt::settle();
    progress::clear_line();
    match result {
        Ok(summary) => {
            if let Err(stop) = write_reports(&args, &summary) {
                eprintln!("error: {stop}");
                return stop.exit_code();
            }
            if !args.quiet {
                eprintln!("{}", summarize(&summary));
            }
            match (&summary.flaky, summary.stopped) {
                (Some(_), _) => ExitCode::from(Kind::FlakyResult.code()),
                (None, Some(_)) => ExitCode::from(Kind::Budget.code()),
                (None, None) => ExitCode::SUCCESS,
            }
        }
        Err(stop) => {
            eprintln!("error: {stop}");
            stop.exit_code()
        }
    }
}

/// Writes the reports that `--report` and `--json` ask for.
fn write_reports(args: &cli::Reduce, summary: &reduce::Summary) -> Result<(), exit::Stop> {
    if let Some(path) = &args.report {
        report::write(path, &report::markdown(summary))?;
    }
    if let Some(path) = &args.json {
        report::write(path, &report::json(summary))?;
    }
    Ok(())
}

/// The final summary: sizes, runs, time, where the result is.
fn summarize(summary: &reduce::Summary) -> String {
    let percent = 100.0 * summary.to as f64 / summary.from as f64;
    let mut line = format!(
        "reduced {} bytes to {} ({percent:.1}%) in {} runs and {:.1}s; wrote {}",
        summary.from,
        summary.to,
        summary.runs,
        summary.elapsed.as_secs_f64(),
        summary.output.display()
    );
    if let Some(flaky) = &summary.flaky {
        line.push_str(&format!("\nwarning: {flaky}"));
    } else if let Some(budget) = summary.stopped {
        line.push_str(&format!(
            "\nstopped early: {budget}; the file is the best found so far, not 1-minimal"
        ));
    }
    line
}

/// `cargo delta isolate`: its exit code.
fn isolate_run(isolate: &cli::Isolate) -> ExitCode {
    if let Some(option) = isolate::not_for_isolate(&isolate.run) {
        eprintln!(
            "error: {option} is for `reduce` and `reduce-crate`; `isolate` runs the paper's dd and writes a directory"
        );
        return ExitCode::from(Kind::Usage.code());
    }
    if isolate.git {
        return match isolate::git::run(isolate) {
            Ok(summary) => {
                if !isolate.run.quiet {
                    eprintln!("{}", summary.text);
                }
                match summary.stopped {
                    Some(_) => ExitCode::from(Kind::Budget.code()),
                    None => ExitCode::SUCCESS,
                }
            }
            Err(stop) => {
                eprintln!("error: {stop}");
                stop.exit_code()
            }
        };
    }
    match isolate::run::run(&isolate.passing, &isolate.run, isolate.min) {
        Ok(summary) => {
            if !isolate.run.quiet {
                eprintln!("{}", isolate::run::summarize(&summary));
            }
            match summary.isolated.stopped {
                Some(_) => ExitCode::from(Kind::Budget.code()),
                None => ExitCode::SUCCESS,
            }
        }
        Err(stop) => {
            eprintln!("error: {stop}");
            stop.exit_code()
        }
    }
}
