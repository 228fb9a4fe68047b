//! Runs through `srun`, and reads what `srun` says of a run.
//!
//! `srun` passes the command's standard error through and adds its own
//! lines, each behind `srun: ` (or `slurmstepd: `, `slurmstepd-NODE: `,
//! from the node's step daemon). Those lines are taken out, so that the
//! failure text is the command's, whichever node ran it, and read:
//! - the command's end: `srun` exits with the command's code, and with
//!   128 + N for signal N, which it tells apart in its line
//!   `task 0: Exited with exit code 139` or `task 0: Segmentation fault`;
//! - a lost run: `Job step aborted` (the step was cancelled: `scancel`, a
//!   preemption, a time limit), `CANCELLED`, `Node failure`, an
//!   allocation refused or revoked, or `srun` ending without a word of
//!   the task. Such a run said nothing about the candidate.
//!
//! A hang is timed on the node: the command runs under coreutils'
//! `timeout --verbose --signal=KILL T` (which kills its process group, as
//! `cargo delta` does here), whose line `timeout: sending signal KILL`
//! says the command hung. So a step that waited in the queue, or an
//! `srun` slowed by a busy controller, is not taken for a hang: a run
//! here measures the command alone, and so does a run there. `srun`
//! itself may take [`QUEUE_WAIT`] more; past that the run is lost.
//!
//! Every job step of one `cargo delta` has the job name
//! `cargo-delta-PID`, so that its end (or Ctrl-C) cancels what a killed
//! `srun` would leave running on a node.

use std::ffi::OsString;
use std::process::Child;
use std::time::{Duration, Instant};

use crate::process::{Ending, Run};

/// Lines of `srun` (or of the node's step daemon) that say the run was
/// lost, whatever the command did. (Not `Force Terminated StepId=...`:
/// `srun` says it after a task that SIGKILL or SIGTERM ended, the
/// command's own failure or its hang.)
const LOST: [&str; 8] = [
    "Job step aborted",
    "CANCELLED",
    "Node failure",
    "NODE_FAIL",
    "revoked",
    "Unable to allocate resources",
    "Unable to create step",
    "forcing job termination",
];

/// How long `srun` may take beyond the command's timeout (the queue,
/// the step's start and end) before the run counts as lost.
pub const QUEUE_WAIT: Duration = Duration::from_secs(300);

/// Whether a line is `timeout --verbose`'s as it kills the command:
/// `/usr/bin/timeout: sending signal KILL to command 'sh'`, in any
/// language (the program's name and the signal's are not translated).
fn timed_out(line: &str) -> bool {
    line.split_once(": ").is_some_and(|(program, said)| {
        (program == "timeout" || program.ends_with("/timeout")) && said.contains("KILL")
    })
}

/// How long `srun` may take to end its step once told to stop.
const STOP_WAIT: Duration = Duration::from_secs(10);

/// `srun`, its arguments and the job name of this `cargo delta`'s steps.
#[derive(Debug, Clone)]
pub struct Srun {
    /// The user's arguments to `srun`.
    args: Vec<OsString>,
    /// `cargo-delta-PID`.
    name: String,
    /// `--quiet`: no note on a retry.
    quiet: bool,
}

impl Srun {
    /// `srun` with the user's arguments.
    pub fn new(args: Vec<OsString>, quiet: bool) -> Srun {
        Srun {
            args,
            name: format!("cargo-delta-{}", std::process::id()),
            quiet,
        }
    }

    /// `srun` and the user's arguments, as the user gave them.
    pub fn words(&self) -> Vec<OsString> {
        let mut words = vec![OsString::from("srun")];
        words.extend(self.args.iter().cloned());
        words
    }

    /// The words before the command: the job name goes after the user's
    /// arguments, so that it is the one `scancel` finds; then `timeout`,
    /// which times the command on the node.
    pub fn argv(&self, timeout: Duration) -> Vec<OsString> {
        let mut argv = self.words();
        argv.push(format!("--job-name={}", self.name).into());
        argv.extend(["timeout", "--verbose", "--signal=KILL"].map(OsString::from));
        argv.push(format!("{:.3}s", timeout.as_secs_f64()).into());
        argv
    }

    /// The command that cancels every step this `cargo delta` started,
    /// for its end.
    pub fn cancel_all(&self) -> Vec<OsString> {
        let mut argv = vec![
            OsString::from("scancel"),
            format!("--name={}", self.name).into(),
        ];
        #[cfg(unix)]
        argv.push(format!("--user={}", rustix::process::getuid().as_raw()).into());
        argv
    }

    /// Tells the user a lost run is made again.
    pub fn retrying(&self, why: &str, retry: u32) {
        if !self.quiet {
            crate::progress::note(&format!(
                "note: Slurm lost a run ({why}); running it again ({retry} of {})",
                super::RETRIES
            ));
        }
    }
}

/// Asks `srun` to end its job step (SIGTERM: it kills the step's tasks
/// and exits), and waits for it a while.
pub fn stop(child: &mut Child) {
    #[cfg(unix)]
    {
        use rustix::process::{kill_process, Pid, Signal};
        if let Some(pid) = i32::try_from(child.id()).ok().and_then(Pid::from_raw) {
            let _ = kill_process(pid, Signal::TERM);
        }
    }
    let started = Instant::now();
    while started.elapsed() < STOP_WAIT {
        if let Ok(Some(_)) = child.try_wait() {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The run as the command made it (`srun`'s lines taken out, its end
/// read from them), or why Slurm lost it.
pub fn settle(run: Run) -> Result<Run, String> {
    let (own, stderr) = split(&run.stderr);
    if run.ending == Ending::Timeout {
        return Err(format!(
            "srun did not end within {}s of the command's timeout",
            QUEUE_WAIT.as_secs()
        ));
    }
    if stderr.lines().any(timed_out) {
        let stderr = stderr
            .split_inclusive('\n')
            .filter(|line| !timed_out(line))
            .collect();
        return Ok(Run {
            ending: Ending::Timeout,
            stderr,
            ..run
        });
    }
    if let Some(line) = own
        .iter()
        .find(|line| LOST.iter().any(|m| line.contains(m)))
    {
        return Err(line.to_string());
    }
    let task = own.iter().find_map(|line| task_end(line));
    let ending = match (run.ending, task) {
        (Ending::Exit(0), None) => Ending::Exit(0),
        (Ending::Exit(_), Some(TaskEnd::Exit(code))) => Ending::Exit(code),
        (Ending::Exit(code), Some(TaskEnd::Signal)) if code > 128 => Ending::Signal(code - 128),
        (Ending::Signal(signal), _) => return Err(format!("srun was killed by signal {signal}")),
        (ending, _) => {
            return Err(match own.last() {
                Some(line) => line.to_string(),
                None => format!("srun ended with {ending} and no word of the command"),
            })
        }
    };
    Ok(Run {
        ending,
        stderr,
        ..run
    })
}

/// How `srun` says its task ended.
#[derive(Debug, PartialEq, Eq)]
enum TaskEnd {
    /// `task 0: Exited with exit code N`.
    Exit(i32),
    /// `task 0: Segmentation fault` and the like: `srun`'s code is 128 + N.
    Signal,
}

/// The task's end, from a line `srun: error: NODE: task 0: ...`.
fn task_end(line: &str) -> Option<TaskEnd> {
    let rest = line.strip_prefix("srun: error: ")?;
    let (_, end) = rest.split_once(": task ")?;
    let (_, end) = end.split_once(": ")?;
    Some(match end.trim().strip_prefix("Exited with exit code ") {
        Some(code) => TaskEnd::Exit(code.trim().parse().ok()?),
        None => TaskEnd::Signal,
    })
}

/// `srun`'s and the step daemon's lines (trimmed), and the rest: the
/// command's standard error.
fn split(stderr: &str) -> (Vec<String>, String) {
    let mut own = Vec::new();
    let mut command = String::with_capacity(stderr.len());
    for line in stderr.split_inclusive('\n') {
        match is_slurms(line) {
            true => own.push(line.trim_end().to_string()),
            false => command.push_str(line),
        }
    }
    (own, command)
}

/// Whether a line is `srun`'s or the step daemon's.
fn is_slurms(line: &str) -> bool {
    line.starts_with("srun: ")
        || line.starts_with("slurmstepd: ")
        || line
            .strip_prefix("slurmstepd-")
            .and_then(|rest| rest.split_once(' '))
            .is_some_and(|(node, _)| node.ends_with(':'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(ending: Ending, stderr: &str) -> Run {
        Run::ended(ending, stderr)
    }

    // The lines below are srun's (Slurm 22.05), as the end-to-end tests saw
    // them on a local cluster.

    #[test]
    fn the_commands_exit_code_and_text_are_kept_without_srun_lines() {
        let stderr = "err\nsrun: error: n1: task 0: Exited with exit code 3\n";
        let settled = settle(run(Ending::Exit(3), stderr)).unwrap();
        assert_eq!(
            (settled.ending, settled.stderr.as_str()),
            (Ending::Exit(3), "err\n")
        );
    }

    #[test]
    fn a_command_killed_by_sigkill_failed_on_its_own() {
        let killed = "srun: error: n1: task 0: Killed\nsrun: Force Terminated StepId=3.0\n";
        assert_eq!(
            settle(run(Ending::Exit(137), killed)).unwrap().ending,
            Ending::Signal(9)
        );
    }

    #[test]
    fn a_signal_is_told_from_an_exit_code_above_128() {
        let signal = "srun: error: n1: task 0: Segmentation fault (core dumped)\n";
        assert_eq!(
            settle(run(Ending::Exit(139), signal)).unwrap().ending,
            Ending::Signal(11)
        );
        let exit = "srun: error: n1: task 0: Exited with exit code 139\n";
        assert_eq!(
            settle(run(Ending::Exit(139), exit)).unwrap().ending,
            Ending::Exit(139)
        );
    }

    #[test]
    fn a_cancelled_step_or_a_failed_node_is_lost() {
        let cancelled = "started\nsrun: Job step aborted: Waiting up to 32 seconds for job step to finish.\nslurmstepd-n1: error: *** STEP 5.0 ON n1 CANCELLED AT 2026-11-27T10:32:46 ***\nsrun: error: n1: task 0: Terminated\n";
        let why = settle(run(Ending::Exit(143), cancelled)).unwrap_err();
        assert!(why.starts_with("srun: Job step aborted"), "{why}");
        let node = "srun: error: Node failure on n2\nslurmstepd: error: *** JOB 8 CANCELLED AT 2026-11-27T10:40:00 DUE TO NODE FAILURE ***\n";
        assert!(settle(run(Ending::Exit(1), node)).is_err());
        let refused =
            "srun: error: Unable to allocate resources: Invalid partition name specified\n";
        assert!(settle(run(Ending::Exit(1), refused))
            .unwrap_err()
            .contains("partition"));
    }

    #[test]
    fn srun_failing_without_a_word_of_the_task_is_lost() {
        assert!(settle(run(Ending::Exit(1), "srun: unrecognized option '--bad'\n")).is_err());
        assert!(settle(run(Ending::Exit(1), "")).is_err());
        assert!(settle(run(Ending::Signal(9), "")).is_err());
    }

    #[test]
    fn a_hang_is_timed_on_the_node_and_a_late_srun_is_lost() {
        let stderr =
            "busy\n/usr/bin/timeout: sending signal KILL to command ‘sh’\nsrun: error: n1: task 0: Killed\nsrun: Force Terminated StepId=1.0\n";
        let settled = settle(run(Ending::Exit(137), stderr)).unwrap();
        assert_eq!(
            (settled.ending, settled.stderr.as_str()),
            (Ending::Timeout, "busy\n")
        );
        let late = settle(run(Ending::Timeout, "srun: forcing job termination\n"));
        assert!(late.unwrap_err().contains("did not end"));
    }

    #[test]
    fn the_commands_own_lines_stay() {
        let stderr = "slurmstepd is a word\nsrun: error: n1: task 0: Exited with exit code 1\n";
        let settled = settle(run(Ending::Exit(1), stderr)).unwrap();
        assert_eq!(settled.stderr, "slurmstepd is a word\n");
    }
    #[test]
    fn a_command_line_that_begins_as_sruns_goes_with_them() {
        let stderr = "srun: mine\nend\n";
        let settled = settle(run(Ending::Exit(0), stderr)).unwrap();
        assert_eq!(settled.stderr, "end\n");
    }
}
