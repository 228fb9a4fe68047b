//! Where a candidate's command runs: here (the default), behind a prefix
//! (`--runner PREFIX`), or as a Slurm job step (`--slurm [SRUN ARGS]`).
//!
//! A runner changes how a run starts and how its end is read, nothing
//! else: the engine, the cache, the budgets and the failure rule are the
//! same, so a reduction through a runner gives the answer it gives here.
//! Slurm is the one runner that can lose a run (a job cancelled, a node
//! gone): `srun`'s own lines tell that from the command's failure
//! (`slurm.rs`), and [`crate::process::Program`] runs a lost run again,
//! up to [`RETRIES`] times. The candidates' directories must then be on a
//! file system the nodes see, which `shared.rs` checks before anything
//! runs.

mod shared;
mod slurm;

use std::ffi::{OsStr, OsString};
use std::process::{Child, Command};
use std::time::Duration;

use crate::cli;
use crate::exit::{Kind, Stop};
use crate::process::Run;

pub use shared::{scratch, work_dir};

/// How many times a run the runner lost is run again before the
/// reduction stops (exit 18): a fourth loss in a row is a cluster that
/// needs a person, not bad luck.
pub const RETRIES: u32 = 3;

/// How each run of the command starts.
#[derive(Debug, Clone, Default)]
pub enum Runner {
    /// As a child of `cargo delta`.
    #[default]
    Local,
    /// Behind these words (`--runner`), which must run the rest as a
    /// command and end as it ends.
    Prefix(Vec<OsString>),
    /// As a Slurm job step (`--slurm`).
    Slurm(slurm::Srun),
}

impl Runner {
    /// The runner the options ask for.
    pub fn of(args: &cli::Reduce) -> Result<Runner, Stop> {
        let words = |text: &str| text.split_whitespace().map(OsString::from).collect();
        Ok(match (&args.runner, &args.slurm) {
            (Some(prefix), _) => {
                let prefix: Vec<OsString> = words(prefix);
                if prefix.is_empty() {
                    return Err(Stop::new(
                        Kind::Usage,
                        "--runner is empty; give the words to put before the command (--runner \"nice -n 19\")",
                    ));
                }
                Runner::Prefix(prefix)
            }
            (None, Some(srun_args)) => {
                Runner::Slurm(slurm::Srun::new(words(srun_args), args.quiet))
            }
            (None, None) => Runner::Local,
        })
    }

    /// Whether runs start elsewhere than as plain children: then the
    /// work directory must be seen by them.
    pub fn is_local(&self) -> bool {
        matches!(self, Runner::Local)
    }

    /// A command that runs `program` through the runner, a hang after
    /// `timeout`; the caller adds the program's arguments.
    pub fn command(&self, program: &OsStr, timeout: Duration) -> Command {
        let prefix = match self {
            Runner::Local => return Command::new(program),
            Runner::Prefix(prefix) => prefix.clone(),
            Runner::Slurm(srun) => srun.argv(timeout),
        };
        let mut command = Command::new(&prefix[0]);
        command.args(&prefix[1..]).arg(program);
        command
    }

    /// The words before the command, for messages.
    pub fn words(&self) -> String {
        let words = match self {
            Runner::Local => Vec::new(),
            Runner::Prefix(prefix) => prefix.clone(),
            Runner::Slurm(srun) => srun.words(),
        };
        let words: Vec<_> = words.iter().map(|word| word.to_string_lossy()).collect();
        words.join(" ")
    }

    /// How long `cargo delta` waits for a run of `timeout`: for Slurm,
    /// the time on the node is measured there (a wait in the queue is no
    /// hang of the command), and this is only how long `srun` may take.
    pub fn deadline(&self, timeout: Duration) -> Duration {
        match self {
            Runner::Slurm(_) => timeout + slurm::QUEUE_WAIT,
            Runner::Local | Runner::Prefix(_) => timeout,
        }
    }

    /// Ends a run that went past its timeout, before its group is killed:
    /// `srun` is asked to end its job step, which a killed `srun` would
    /// leave running on its node.
    pub fn stop(&self, child: &mut Child) {
        if let Runner::Slurm(_) = self {
            slurm::stop(child);
        }
    }

    /// The run as the command made it, or why the runner lost it (a
    /// run to make again).
    pub fn settle(&self, run: Run) -> Result<Run, String> {
        match self {
            Runner::Slurm(_) => slurm::settle(run),
            Runner::Local | Runner::Prefix(_) => Ok(run),
        }
    }

    /// Tells the user a lost run is made again (`retry` of [`RETRIES`]).
    pub fn retrying(&self, why: &str, retry: u32) {
        if let Runner::Slurm(srun) = self {
            srun.retrying(why, retry);
        }
    }

    /// The error after a run was lost once more than [`RETRIES`] allows
    /// (only Slurm loses runs).
    pub fn lost(&self, why: &str) -> Stop {
        Stop::new(
            Kind::Cluster,
            format!(
                "Slurm lost the same run {} times in a row (last: {why}); check the cluster (sinfo, squeue) and go on with --resume",
                RETRIES + 1
            ),
        )
    }
}
