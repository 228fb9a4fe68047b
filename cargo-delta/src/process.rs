//! Runs the command once on one candidate: in a directory of its own, in a
//! process group of its own (killed whole on timeout, and after the run, so
//! nothing it started lives on), with its standard error kept.

use std::ffi::{OsStr, OsString};
use std::io::{ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::exit::{Kind, Stop};
use crate::interrupt;
use crate::runner::{self, Runner};

/// The argument replaced by the candidate's path.
pub const PLACEHOLDER: &str = "@@";

/// At most this much of a run's standard error is kept: its end, where
/// programs print why they failed.
const STDERR_KEPT: usize = 1 << 20;

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// It exited with this code.
    Exit(i32),
    /// A signal killed it (unix).
    Signal(i32),
    /// It ran past its timeout and was killed: a hang.
    Timeout,
}

impl std::fmt::Display for Ending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ending::Exit(code) => write!(f, "exit code {code}"),
            Ending::Signal(signal) => write!(f, "killed by signal {signal}"),
            Ending::Timeout => f.write_str("timeout"),
        }
    }
}

/// One run's result.
#[derive(Debug, Clone)]
pub struct Run {
    /// How it ended.
    pub ending: Ending,
    /// Its standard error (lossy UTF-8), with the run's directory written
    /// `<dir>`, so that runs in different directories print the same.
    pub stderr: String,
    /// Its standard output, the same way, when the program keeps it
    /// ([`Program::keeping_stdout`]); else empty.
    pub stdout: String,
    /// How long it took.
    pub elapsed: Duration,
}

#[cfg(test)]
impl Run {
    /// A run that ended so, printing `stderr`, for tests.
    pub fn ended(ending: Ending, stderr: &str) -> Run {
        Run {
            ending,
            stderr: stderr.to_string(),
            stdout: String::new(),
            elapsed: Duration::ZERO,
        }
    }
}

/// The command that decides a candidate, and how the candidate reaches it.
#[derive(Debug, Clone)]
pub struct Program {
    /// The program and its arguments, `@@` still in them.
    argv: Vec<OsString>,
    /// Whether an argument is `@@`; if not, the candidate is standard input.
    by_path: bool,
    /// Whether it runs in the candidate's directory (`--interesting`
    /// scripts, as C-Reduce runs them) rather than where `cargo delta` was
    /// started (a command's relative paths mean what the user meant).
    in_run_dir: bool,
    /// Whether its standard output is kept (`--stdout`); else it goes
    /// nowhere, at no cost.
    keeps_stdout: bool,
    /// Whether a candidate is a crate (its files packed by
    /// `krate::files::pack`), written as a directory the program runs in.
    on_crates: bool,
    /// Whether a run prints the compiler's backtrace when it crashes
    /// (`RUST_BACKTRACE=1`): for a command that only compiles, whose ICEs
    /// are told apart by their frames.
    backtraces: bool,
    /// How each run starts: here, behind `--runner`, or through `srun`.
    runner: Runner,
}

impl Program {
    /// A command line after `--`: `@@` gives the candidate's path.
    pub fn command(argv: Vec<OsString>) -> Program {
        let by_path = argv.iter().any(|arg| arg == PLACEHOLDER);
        Program {
            argv,
            by_path,
            in_run_dir: false,
            keeps_stdout: false,
            on_crates: false,
            backtraces: false,
            runner: Runner::Local,
        }
    }

    /// An `--interesting` script: run in the candidate's directory with the
    /// candidate's path as its argument (its name is the original's, so a
    /// C-Reduce script that reads `./FILE` works too).
    pub fn script(script: &Path) -> Program {
        // The script runs elsewhere: a relative path is made absolute.
        let script = match script.components().count() > 1 || script.exists() {
            true => std::path::absolute(script).unwrap_or_else(|_| script.to_path_buf()),
            false => script.to_path_buf(),
        };
        Program {
            argv: vec![script.into_os_string(), PLACEHOLDER.into()],
            by_path: true,
            in_run_dir: true,
            keeps_stdout: false,
            on_crates: false,
            backtraces: false,
            runner: Runner::Local,
        }
    }

    /// The same program, with its standard output kept in each [`Run`].
    pub fn keeping_stdout(self) -> Program {
        Program {
            keeps_stdout: true,
            ..self
        }
    }

    /// The same program, its runs printing the compiler's backtrace when
    /// it crashes.
    pub fn with_backtraces(self) -> Program {
        Program {
            backtraces: true,
            ..self
        }
    }

    /// The same program, run on crates: each candidate is a directory
    /// (`@@` is its path), and the program runs in it, as `cargo check`
    /// must.
    pub fn on_crates(self) -> Program {
        Program {
            on_crates: true,
            in_run_dir: true,
            ..self
        }
    }

    /// The same program, each run started by `runner`.
    pub fn through(self, runner: Runner) -> Program {
        Program { runner, ..self }
    }

    /// How each run starts.
    pub fn runner(&self) -> &Runner {
        &self.runner
    }

    /// Whether the candidate is a path (`@@`), not standard input.
    pub fn by_path(&self) -> bool {
        self.by_path
    }

    /// The program, past the wrappers that start it, for messages.
    pub fn name(&self) -> String {
        let argv: Vec<String> = self
            .argv
            .iter()
            .map(|arg| arg.to_string_lossy().into_owned())
            .collect();
        crate::compiler::program_name(&argv)
    }

    /// Runs the program once on `contents`, written as `dir/name`; kills it
    /// with its group after `timeout`. A run the runner lost (Slurm
    /// cancelled it, its node failed) is made again, up to
    /// [`runner::RETRIES`] times. An error when it cannot start, or was
    /// lost every time.
    pub fn run(
        &self,
        dir: &Path,
        name: &OsStr,
        contents: &[u8],
        timeout: Duration,
    ) -> Result<Run, Stop> {
        let file = dir.join(name);
        let written = match self.on_crates {
            true => crate::krate::files::write(&crate::krate::files::unpack(contents), &file),
            false => std::fs::write(&file, contents),
        };
        written.map_err(|e| {
            Stop::new(
                Kind::Io,
                format!("cannot write a candidate to {}: {e}", dir.display()),
            )
        })?;
        self.execute(dir, &file, contents, &[], timeout)
    }

    /// Runs the program once on the candidate already at `file` (in
    /// `dir`, the path its runs' output names `<dir>`), with `env` set
    /// besides the caller's; kills it with its group after `timeout`.
    /// For a candidate written by the caller: `isolate --git`'s work
    /// trees, each with its own `CARGO_TARGET_DIR`.
    pub fn run_at(
        &self,
        dir: &Path,
        file: &Path,
        env: &[(&str, &OsStr)],
        timeout: Duration,
    ) -> Result<Run, Stop> {
        self.execute(dir, file, &[], env, timeout)
    }

    /// A run on the candidate at `file`, made again when the runner lost
    /// it (Slurm cancelled it, its node failed), up to
    /// [`runner::RETRIES`] times.
    fn execute(
        &self,
        dir: &Path,
        file: &Path,
        contents: &[u8],
        env: &[(&str, &OsStr)],
        timeout: Duration,
    ) -> Result<Run, Stop> {
        let mut retry = 0;
        loop {
            let run = self.attempt(dir, file, contents, env, timeout)?;
            // A run the interruption killed is not lost: wait for the end
            // rather than say so and run it again.
            interrupt::settle();
            match self.runner.settle(run) {
                Ok(run) => return Ok(run),
                Err(why) if retry < runner::RETRIES => {
                    retry += 1;
                    self.runner.retrying(&why, retry);
                }
                Err(why) => return Err(self.runner.lost(&why)),
            }
        }
    }

    /// One run on the candidate at `file`, `contents` its standard input
    /// when the program reads it there.
    fn attempt(
        &self,
        dir: &Path,
        file: &Path,
        contents: &[u8],
        env: &[(&str, &OsStr)],
        timeout: Duration,
    ) -> Result<Run, Stop> {
        let mut command = self.runner.command(&self.argv[0], timeout);
        for arg in &self.argv[1..] {
            match arg == PLACEHOLDER {
                true => command.arg(file),
                false => command.arg(arg),
            };
        }
        match (self.on_crates, self.in_run_dir) {
            (true, _) => command.current_dir(file),
            (false, true) => command.current_dir(dir),
            (false, false) => &mut command,
        };
        command
            .stdin(if self.by_path || self.on_crates {
                Stdio::null()
            } else {
                Stdio::piped()
            })
            .stdout(if self.keeps_stdout {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stderr(Stdio::piped())
            // rustc writes a `rustc-ice-*.txt` file per internal compiler
            // error where it runs: a reduction of one would leave hundreds.
            .env("RUSTC_ICE", "0")
            .envs(env.iter().copied());
        if self.backtraces {
            command.env("RUST_BACKTRACE", "1");
        }
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);

        let started = Instant::now();
        let mut child = interrupt::spawn(&mut command).map_err(|e| self.cannot_start(e))?;
        if let (Some(mut stdin), false) = (child.stdin.take(), self.on_crates) {
            let contents = contents.to_vec();
            // A program may exit without reading it all: a broken pipe is fine.
            std::thread::spawn(move || stdin.write_all(&contents));
        }
        let stderr = read_all(child.stderr.take());
        let stdout = read_all(child.stdout.take());
        let status = wait(&mut child, self.runner.deadline(timeout));
        if status.is_none() {
            self.runner.stop(&mut child);
        }
        kill_group(&mut child);
        interrupt::ended(child.id());
        let ending = match status {
            Some(status) => ending(status),
            None => {
                let _ = child.wait();
                Ending::Timeout
            }
        };
        let elapsed = started.elapsed();
        // The whole group is dead: nothing holds the pipe open any more.
        let text = |reader: std::thread::JoinHandle<Vec<u8>>| {
            let bytes = reader.join().unwrap_or_default();
            let tail = &bytes[bytes.len().saturating_sub(STDERR_KEPT)..];
            String::from_utf8_lossy(tail).replace(&*dir.to_string_lossy(), "<dir>")
        };
        Ok(Run {
            ending,
            stderr: text(stderr),
            stdout: text(stdout),
            elapsed,
        })
    }

    /// Why the program did not start, and what to do.
    fn cannot_start(&self, error: std::io::Error) -> Stop {
        let name = self.name();
        let what = match error.kind() {
            ErrorKind::NotFound => "no such program; check its path, or PATH".to_string(),
            ErrorKind::PermissionDenied => {
                "it is not executable; chmod +x it, or run it through its interpreter (sh SCRIPT)"
                    .to_string()
            }
            _ => error.to_string(),
        };
        Stop::new(Kind::NoCommand, format!("cannot run `{name}`: {what}"))
    }
}

/// Reads all of `pipe` on a thread of its own (nothing when there is no
/// pipe), so that a program that fills one pipe never blocks on it.
fn read_all(pipe: Option<impl Read + Send + 'static>) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        if let Some(mut pipe) = pipe {
            let _ = pipe.read_to_end(&mut bytes);
        }
        bytes
    })
}

/// Waits for `child` up to `timeout`: its status, or `None` when it still
/// runs. On Linux the kernel says when it ends (a pidfd); elsewhere, or
/// where the kernel cannot, [`poll_wait`].
fn wait(child: &mut Child, timeout: Duration) -> Option<ExitStatus> {
    #[cfg(target_os = "linux")]
    if let Some(status) = wait_on_pidfd(child, timeout) {
        return status;
    }
    poll_wait(child, timeout)
}

/// [`wait`], woken by the kernel when `child` ends: the sleeps of
/// [`poll_wait`] woke a run of a compiler eighty times, 7% of cargo
/// delta's own time. `None` when the kernel has no pidfds (before 5.3).
#[cfg(target_os = "linux")]
fn wait_on_pidfd(child: &mut Child, timeout: Duration) -> Option<Option<ExitStatus>> {
    use rustix::event::{poll, PollFd, PollFlags, Timespec};
    use rustix::io::Errno;
    use rustix::process::{pidfd_open, Pid, PidfdFlags};
    let started = Instant::now();
    let pidfd = pidfd_open(Pid::from_child(child), PidfdFlags::empty()).ok()?;
    loop {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(Some(status));
        }
        let Some(left) = timeout.checked_sub(started.elapsed()) else {
            return Some(None);
        };
        // A timeout past what a timespec holds waits without one.
        let left = Timespec::try_from(left).ok();
        let mut ended = [PollFd::new(&pidfd, PollFlags::IN)];
        match poll(&mut ended, left.as_ref()) {
            Ok(_) | Err(Errno::INTR) => {}
            Err(_) => return None,
        }
    }
}

/// [`wait`] by polling, with short sleeps that grow to 1 ms, so a fast
/// command is seen to end within microseconds and a slow one at most 1 ms
/// late.
fn poll_wait(child: &mut Child, timeout: Duration) -> Option<ExitStatus> {
    let started = Instant::now();
    let mut pause = Duration::from_micros(20);
    loop {
        if let Ok(Some(status)) = child.try_wait() {
            return Some(status);
        }
        let left = timeout.checked_sub(started.elapsed())?;
        std::thread::sleep(pause.min(left));
        pause = (pause * 2).min(Duration::from_millis(1));
    }
}

/// Kills the run's process group: the program, if it still runs, and
/// whatever it started.
fn kill_group(child: &mut Child) {
    interrupt::kill_group(child.id());
    let _ = child.kill();
}

/// The [`Ending`] of a finished run.
fn ending(status: ExitStatus) -> Ending {
    if let Some(code) = status.code() {
        return Ending::Exit(code);
    }
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
        return Ending::Signal(signal);
    }
    Ending::Exit(-1)
}

/// The per-run directories, under one temporary directory removed at the
/// end: each run gets one of its own, so runs at once never share a file.
/// A file's directory is fresh and removed after its run; a crate's is
/// kept for the next run, with its `target/`, so that each candidate
/// compiles only what changed (one copy per job running at once).
/// A new temporary directory named `prefix...` in `work_dir` (else in
/// the system's), removed when dropped and on an interruption
/// (`interrupt::temporary`).
pub fn temporary_dir(prefix: &str, work_dir: Option<&Path>) -> Result<tempfile::TempDir, Stop> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(prefix);
    let root = match work_dir {
        Some(dir) => builder.tempdir_in(dir),
        None => builder.tempdir(),
    };
    let root = root.map_err(|e| {
        let place = work_dir.map_or("the system's temporary directory".into(), |dir| {
            dir.display().to_string()
        });
        Stop::new(
            Kind::Io,
            format!("cannot make a temporary directory in {place}: {e}"),
        )
    })?;
    interrupt::temporary(root.path().to_path_buf());
    Ok(root)
}

#[derive(Debug)]
pub struct Scratch {
    root: tempfile::TempDir,
    next: AtomicUsize,
    /// The crate copies no run is using.
    idle: Mutex<Vec<PathBuf>>,
}

impl Scratch {
    /// A new temporary directory, in the system's.
    #[cfg(test)]
    pub fn new() -> Result<Scratch, Stop> {
        Scratch::in_dir(None)
    }

    /// A new temporary directory in `work_dir` (else in the system's).
    pub fn in_dir(work_dir: Option<&Path>) -> Result<Scratch, Stop> {
        let root = temporary_dir("cargo-delta.", work_dir)?;
        Ok(Scratch {
            root,
            next: AtomicUsize::new(0),
            idle: Mutex::new(Vec::new()),
        })
    }

    /// The temporary directory the runs' directories are in.
    pub fn root(&self) -> &Path {
        self.root.path()
    }

    /// Runs `program` on `contents` in a directory of its own.
    pub fn run(
        &self,
        program: &Program,
        name: &OsStr,
        contents: &[u8],
        timeout: Duration,
    ) -> Result<Run, Stop> {
        let idle = || self.idle.lock().unwrap_or_else(|e| e.into_inner());
        let reused = match program.on_crates {
            true => idle().pop(),
            false => None,
        };
        let dir = match reused {
            Some(dir) => dir,
            None => {
                let dir = self
                    .root
                    .path()
                    .join(self.next.fetch_add(1, Ordering::Relaxed).to_string());
                std::fs::create_dir(&dir).map_err(|e| {
                    Stop::new(Kind::Io, format!("cannot make {}: {e}", dir.display()))
                })?;
                dir
            }
        };
        let run = program.run(&dir, name, contents, timeout);
        match program.on_crates {
            true => idle().push(dir),
            false => {
                let _ = std::fs::remove_dir_all(&dir);
            }
        }
        run
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    fn sh(script: &str, args: &[&str]) -> Program {
        let mut argv: Vec<OsString> = vec!["sh".into(), "-c".into(), script.into(), "sh".into()];
        argv.extend(args.iter().map(OsString::from));
        Program::command(argv)
    }

    fn run(program: &Program, contents: &[u8], timeout: Duration) -> Result<Run, Stop> {
        Scratch::new()?.run(program, OsStr::new("case.txt"), contents, timeout)
    }

    const LONG: Duration = Duration::from_secs(20);

    #[cfg(target_os = "linux")]
    #[test]
    fn on_linux_a_run_is_waited_for_on_its_pidfd() {
        let mut quick = std::process::Command::new("sh");
        let mut quick = quick.args(["-c", "exit 7"]).spawn().unwrap();
        let status = wait_on_pidfd(&mut quick, LONG).expect("a kernel with pidfds (5.3 on)");
        assert_eq!(status.and_then(|status| status.code()), Some(7));
        let mut slow = std::process::Command::new("sleep");
        let mut slow = slow.arg("1000").spawn().unwrap();
        let short = Duration::from_millis(30);
        assert_eq!(wait_on_pidfd(&mut slow, short), Some(None), "still running");
        slow.kill().unwrap();
        assert!(wait_on_pidfd(&mut slow, LONG).unwrap().is_some());
    }

    #[test]
    fn the_candidate_is_the_path_at_the_placeholder_or_stdin() {
        let by_path = sh("cat \"$1\" >&2; exit 3", &["@@"]);
        let run1 = run(&by_path, b"abc", LONG).unwrap();
        assert_eq!(
            (run1.ending, run1.stderr.as_str()),
            (Ending::Exit(3), "abc")
        );
        let by_stdin = sh("cat >&2", &[]);
        let run2 = run(&by_stdin, b"xyz", LONG).unwrap();
        assert_eq!(
            (run2.ending, run2.stderr.as_str()),
            (Ending::Exit(0), "xyz")
        );
    }

    #[test]
    fn the_run_directory_reads_the_same_in_every_run() {
        let program = sh("echo \"bad file $1\" >&2; exit 1", &["@@"]);
        let run = run(&program, b"x", LONG).unwrap();
        assert_eq!(run.stderr, "bad file <dir>/case.txt\n");
    }

    #[test]
    fn a_signal_is_its_own_ending() {
        let run = run(&sh("kill -SEGV $$", &[]), b"x", LONG).unwrap();
        assert_eq!(run.ending, Ending::Signal(11));
    }

    #[test]
    fn a_hang_is_killed_with_what_it_started() {
        // The background sleep holds stderr open: the run returns only
        // once the whole group is killed.
        let program = sh("sleep 1000 & sleep 1000", &[]);
        let run = run(&program, b"x", Duration::from_millis(200)).unwrap();
        assert_eq!(run.ending, Ending::Timeout);
    }

    #[test]
    fn a_crate_is_a_directory_the_program_runs_in_and_keeps_its_build() {
        use crate::krate::files::{pack, Files};
        let crate_of = |lib: &str| {
            let files: Files = [("Cargo.toml", "[package]"), ("src/lib.rs", lib)]
                .iter()
                .map(|(p, t)| (p.to_string(), t.as_bytes().to_vec()))
                .collect();
            pack(&files)
        };
        // Lists the crate (from its own directory, `@@` being it) and
        // leaves a build product behind, as `cargo check` would.
        let script = "test \"$1\" = \"$PWD\" || exit 9; ls target >&2 2>/dev/null; mkdir -p target; touch target/built; cat src/lib.rs >&2; exit 1";
        let program = sh(script, &["@@"]).on_crates();
        let scratch = Scratch::new().unwrap();
        let name = OsStr::new("krate");
        let first = scratch
            .run(&program, name, &crate_of("fn a() {}"), LONG)
            .unwrap();
        assert_eq!(
            (first.ending, first.stderr.as_str()),
            (Ending::Exit(1), "fn a() {}")
        );
        let second = scratch
            .run(&program, name, &crate_of("fn b() {}"), LONG)
            .unwrap();
        assert_eq!(
            second.stderr, "built\nfn b() {}",
            "the copy and its target/ are reused"
        );
    }

    #[test]
    fn a_missing_program_says_so() {
        let program = Program::command(vec!["./no-such-program-here".into()]);
        let stop = run(&program, b"x", LONG).unwrap_err();
        assert_eq!(stop.kind, Kind::NoCommand);
        assert!(stop.message.contains("no such program"), "{}", stop.message);
    }
}
