//! Ctrl-C, SIGTERM and SIGHUP, and every other early exit: each run is in a
//! process group of its own, so the terminal's SIGINT reaches `cargo delta`
//! and not the runs, and nothing kills them for us. On any of the three
//! signals (from a terminal, `timeout`, a CI's cancel button or a closed
//! ssh session) the live runs' groups are killed and the temporary
//! directories removed before the command exits with 130 (128 + SIGINT, as
//! shells report it), saying where the best file is. An error in the
//! middle of the reduction ([`abort`]) and the end of `main` ([`clean_up`])
//! do the same. The output needs nothing: it holds the best file so far
//! at every moment.

use std::io::Write;
use std::path::PathBuf;
use std::sync::Mutex;

use crate::exit::Stop;

/// What an exit must clean up, and what it tells of the output.
struct Live {
    /// The process groups of the runs under way.
    groups: Vec<u32>,
    /// The temporary directories.
    dirs: Vec<PathBuf>,
    /// Commands that end what the runs started elsewhere (`scancel` for
    /// `--slurm`: a killed `srun` leaves its job step running).
    ends: Vec<Vec<std::ffi::OsString>>,
    /// Set once a signal came: no run starts after it.
    interrupted: bool,
    /// Where the best file goes, and the size last written there (`None`
    /// before the first improvement).
    output: Option<(PathBuf, Option<usize>)>,
    /// Whether `--resume` can go on from the output (not after `--in-place`).
    resumable: bool,
}

static LIVE: Mutex<Live> = Mutex::new(Live {
    groups: Vec::new(),
    dirs: Vec::new(),
    ends: Vec::new(),
    interrupted: false,
    output: None,
    resumable: true,
});

fn live() -> std::sync::MutexGuard<'static, Live> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Installs the handler of SIGINT, SIGTERM and SIGHUP (once, at the start).
pub fn install() {
    let _ = ctrlc::set_handler(|| end(130, |note| format!("interrupted: {note}")));
}

/// Stops the command at once on `stop`, an error in the middle of the
/// reduction (a full disk, an output that cannot be written): the runs are
/// killed, the temporary directories removed, and the message says where
/// the best file is.
pub fn abort(stop: &Stop) -> ! {
    settle();
    end(i32::from(stop.kind.code()), |note| {
        format!("error: {stop}; {note}")
    })
}

/// Kills the runs, removes the temporary directories, prints the line
/// `say` makes of where the best file is (closing the progress line
/// first), and exits with `code`.
fn end(code: i32, say: impl FnOnce(String) -> String) -> ! {
    let note = {
        let mut live = live();
        live.interrupted = true;
        release(&mut live);
        where_best(&live)
    };
    crate::progress::clear_line();
    let _ = writeln!(std::io::stderr(), "{}", say(note));
    std::process::exit(code);
}

/// Waits for the end, once a signal came: the handler is killing the runs
/// and removing their directories, so a run may fail now for want of its
/// directory, and its error is not the user's; the handler exits.
pub fn settle() {
    if live().interrupted {
        wait_for_the_end();
    }
}

/// Parks this thread for good: the one that took the signal exits.
fn wait_for_the_end() -> ! {
    loop {
        std::thread::park();
    }
}

/// Kills what still runs and removes the temporary directories: for the
/// end of `main`, whatever way it ends (a job's thread may still hold a
/// directory that its drop would remove).
pub fn clean_up() {
    release(&mut live());
}

fn release(live: &mut Live) {
    for end in live.ends.drain(..) {
        let _ = std::process::Command::new(&end[0])
            .args(&end[1..])
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status();
    }
    for group in live.groups.drain(..) {
        kill_group(group);
    }
    for dir in live.dirs.drain(..) {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// Where the best file is, and how to go on from it.
fn where_best(live: &Live) -> String {
    match &live.output {
        None => "nothing was reduced yet".to_string(),
        Some((path, None)) => format!(
            "no smaller file was found yet, and {} was not written",
            path.display()
        ),
        Some((path, Some(size))) if live.resumable => format!(
            "the best file so far is {} ({size} bytes); go on from it with the same command and --resume",
            path.display()
        ),
        Some((path, Some(size))) => format!(
            "the best file so far is {} ({size} bytes), the original is beside it with .orig",
            path.display()
        ),
    }
}

/// Where the best file goes; `resumable` unless it is written in place.
pub fn output(path: PathBuf, resumable: bool) {
    let mut live = live();
    live.output = Some((path, None));
    live.resumable = resumable;
}

/// A best file of `size` bytes was written to the output.
pub fn written(size: usize) {
    note_written(&mut live(), size);
}

fn note_written(live: &mut Live, size: usize) {
    if let Some((_, written)) = &mut live.output {
        *written = Some(size);
    }
}

/// Writes a best file of `size` bytes with `write`, which a signal does not
/// cut short: the handler waits for the lock, so it never leaves a
/// half-made temporary file beside the output, and its note names the
/// file on disk.
pub fn writing<E>(size: usize, write: impl FnOnce() -> Result<(), E>) -> Result<(), E> {
    let mut live = live();
    write()?;
    note_written(&mut live, size);
    Ok(())
}

/// Runs `write`, which makes files in a temporary directory, unless a
/// signal came: then it waits for the end ([`settle`]). Under the lock,
/// so that the handler never removes the directories while `write` makes
/// them, nor `write` makes them anew after the handler removed them (as
/// `create_dir_all` would).
pub fn unless_interrupted<T>(write: impl FnOnce() -> T) -> T {
    let live = live();
    if live.interrupted {
        drop(live);
        settle();
    }
    write()
}

/// Starts `command` (in a process group of its own) and keeps its group
/// to kill; under the lock, so that a signal cannot come between the start
/// and the keeping and leave the run behind. After a signal nothing
/// starts: the caller waits for the end ([`settle`]). Killing a run that
/// had started would not be enough: an `srun` killed while its job waits
/// for resources leaves the job queued, after the `scancel` of the end.
pub fn spawn(command: &mut std::process::Command) -> std::io::Result<std::process::Child> {
    let mut live = live();
    if live.interrupted {
        drop(live);
        wait_for_the_end();
    }
    let child = command.spawn()?;
    live.groups.push(child.id());
    Ok(child)
}

/// A run's process group is gone.
pub fn ended(group: u32) {
    live().groups.retain(|&g| g != group);
}

/// A temporary directory to remove on any exit.
pub fn temporary(dir: PathBuf) {
    live().dirs.push(dir);
}

/// A command to run on any exit, before the runs' groups are killed.
pub fn at_end(command: Vec<std::ffi::OsString>) {
    live().ends.push(command);
}

/// Kills the process group `group`.
pub fn kill_group(group: u32) {
    #[cfg(unix)]
    {
        use rustix::process::{kill_process_group, Pid, Signal};
        if let Some(pid) = i32::try_from(group).ok().and_then(Pid::from_raw) {
            let _ = kill_process_group(pid, Signal::KILL);
        }
    }
    #[cfg(not(unix))]
    let _ = group;
}
