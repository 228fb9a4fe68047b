//! The candidates' directories, in `--work-dir`, and the check that a
//! runner's commands see them.
//!
//! A run through a runner reads its candidate where `cargo delta` wrote
//! it: on a cluster, a node must see the file system of the machine that
//! runs `cargo delta`. When it does not, every run fails the same way
//! ("no such file"), which would look like a pass or another failure on
//! every candidate and reduce nothing. So before the original's runs, a
//! file of unguessable contents is written in the work directory and read
//! back through the runner (`srun cat FILE`): anything else than its
//! contents refuses the work directory (exit 17).

use std::ffi::OsStr;
use std::path::PathBuf;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::Runner;
use crate::cli;
use crate::exit::{Kind, Stop};
use crate::interrupt;
use crate::process::{Ending, Program, Scratch, PLACEHOLDER};

/// How long the check may take: the time `srun` may wait for a node.
const CHECK_TIMEOUT: Duration = Duration::from_secs(60);

/// `--work-dir`, made absolute (the runs start elsewhere), or `None`
/// for the system's temporary directory; an error when it is not a
/// directory. `isolate --git` makes its work trees there too.
pub fn work_dir(args: &cli::Reduce) -> Result<Option<PathBuf>, Stop> {
    match &args.work_dir {
        Some(dir) if !dir.is_dir() => Err(Stop::new(
            Kind::Usage,
            format!(
                "--work-dir {} is not a directory; make it first (mkdir -p {})",
                dir.display(),
                dir.display()
            ),
        )),
        Some(dir) => Ok(Some(
            std::path::absolute(dir).unwrap_or_else(|_| dir.clone()),
        )),
        None => Ok(None),
    }
}

/// The candidates' directories, in `--work-dir` (else the system's
/// temporary directory), checked to be seen by `program`'s runner.
pub fn scratch(args: &cli::Reduce, program: &Program) -> Result<Scratch, Stop> {
    let work_dir = work_dir(args)?;
    let scratch = Scratch::in_dir(work_dir.as_deref())?;
    let runner = program.runner();
    if let Runner::Slurm(srun) = runner {
        interrupt::at_end(srun.cancel_all());
    }
    if !runner.is_local() {
        check(runner, &scratch)?;
    }
    Ok(scratch)
}

/// Whether a file written in `scratch` is read back through `runner`.
fn check(runner: &Runner, scratch: &Scratch) -> Result<(), Stop> {
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    let token = format!("cargo-delta {} {}\n", std::process::id(), since.as_nanos());
    let cat = Program::command(vec!["cat".into(), PLACEHOLDER.into()])
        .keeping_stdout()
        .through(runner.clone());
    let run = scratch.run(
        &cat,
        OsStr::new("shared-check"),
        token.as_bytes(),
        CHECK_TIMEOUT,
    )?;
    let prefix = format!("{} cat FILE", runner.words());
    let dir = scratch
        .root()
        .parent()
        .unwrap_or(scratch.root())
        .display()
        .to_string();
    let advice = "give --work-dir a directory on a file system the nodes share (a home or project directory, not /tmp)";
    match run.ending {
        Ending::Exit(0) if run.stdout == token => Ok(()),
        Ending::Timeout => Err(Stop::new(
            Kind::Cluster,
            format!(
                "`{prefix}` did not end within {}s, checking that the nodes see {dir}; are the nodes busy (squeue)?",
                CHECK_TIMEOUT.as_secs()
            ),
        )),
        ending => Err(Stop::new(
            Kind::Unshared,
            format!(
                "the work directory {dir} is not shared with the runs: `{prefix}` did not read back a file written there ({ending}: {}); {advice}",
                last_line(&run.stderr)
            ),
        )),
    }
}

/// The last line that says something.
fn last_line(text: &str) -> &str {
    text.lines()
        .rev()
        .find(|line| !line.trim().is_empty())
        .unwrap_or("no message")
        .trim()
}
