//! The stages before the search, which every command goes through in this
//! order: its outputs can be written (checked before the first run, so
//! that no search runs for minutes to fail at its end), the original runs
//! `--original-runs` times and fails the same way each time (a flaky
//! command's answers mean nothing), the candidates' time limit follows
//! from those runs, and for `isolate` the passing side passes.

use std::path::Path;
use std::time::Duration;

use super::program;
use crate::checks;
use crate::cli;
use crate::exit::{Kind, Stop};
use crate::failure::{Criteria, Signature};
use crate::output;
use crate::process::{Ending, Program, Run};

/// Checks, before anything runs, that each output (`None`: not asked
/// for) can be written; each is named as the user wrote it (`-o`).
pub fn check_outputs(outputs: &[(Option<&Path>, &str)]) -> Result<(), Stop> {
    for (path, what) in outputs {
        if let Some(path) = path {
            output::check_writable(path, what)?;
        }
    }
    Ok(())
}

/// The original's runs, and what follows from them.
#[derive(Debug)]
pub struct Original {
    /// Its runs, `--original-runs` of them (at least one).
    pub runs: Vec<Run>,
    /// What counts as failing the same way.
    pub criteria: Criteria,
    /// How long each original run was given.
    pub original_timeout: Duration,
    /// How long a candidate may run: `--timeout`, else ten times the
    /// slowest original run plus one second, else (the original hangs)
    /// as long as the original was given.
    pub timeout: Duration,
    /// Whether the original hangs.
    pub hangs: bool,
}

impl Original {
    /// Runs the original with `run` (its argument the time limit) as many
    /// times as `--original-runs` says, `default_timeout` its limit when
    /// no option gives one; the failure rule from the first run on `file`.
    /// Not checked yet: see [`check`](Self::check).
    pub fn run(
        args: &cli::Reduce,
        file: &[u8],
        default_timeout: Duration,
        mut run: impl FnMut(Duration) -> Result<Run, Stop>,
    ) -> Result<Original, Stop> {
        let original_timeout = args
            .original_timeout
            .or(args.timeout)
            .unwrap_or(default_timeout);
        let runs = (0..args.original_runs.max(1))
            .map(|_| run(original_timeout))
            .collect::<Result<Vec<Run>, Stop>>()?;
        let criteria = program::criteria_for(args, &runs[0], file)?;
        let hangs = runs[0].ending == Ending::Timeout;
        let timeout = args.timeout.unwrap_or_else(|| {
            let slowest = runs.iter().map(|run| run.elapsed).max();
            match hangs {
                true => original_timeout,
                false => checks::limit(slowest.unwrap_or_default()),
            }
        });
        Ok(Original {
            runs,
            criteria,
            original_timeout,
            timeout,
            hangs,
        })
    }

    /// Refuses an original that does not fail, or fails one way and then
    /// another.
    pub fn check(&self, args: &cli::Reduce, program: &Program, file: &[u8]) -> Result<(), Stop> {
        checks::check_original(args, program, &self.criteria, &self.runs, file)
    }

    /// Refuses a passing side (`isolate`'s PASSING file or GOOD commit,
    /// named `passing`) on which the command fails, like the failing side
    /// (`failing`) or another way; `advice` says what to give instead.
    pub fn check_passing(
        &self,
        program: &Program,
        run: &Run,
        file: &[u8],
        (passing, failing, advice): (&str, &str, &str),
    ) -> Result<(), Stop> {
        let how = match (self.criteria.holds(run, file), self.criteria.passed(run)) {
            (true, _) => format!("fails on it like on {failing}"),
            (false, false) => format!("fails on it another way ({})", Signature::of(run)),
            (false, true) => return Ok(()),
        };
        Err(Stop::new(
            Kind::NotPassing,
            format!(
                "{passing} does not pass: `{}` {how}; {advice}",
                program.name()
            ),
        ))
    }
}
