//! Ctrl-C: each run is in a process group of its own, so the terminal's
//! SIGINT reaches `cargo delta` and not the runs. On SIGINT the live runs'
//! groups are killed and the temporary directories removed before the
//! command exits with 130 (128 + SIGINT, as shells report it). The output
//! needs nothing: it holds the best file so far at every moment.

use std::path::PathBuf;
use std::sync::Mutex;

/// What a SIGINT must clean up.
struct Live {
    /// The process groups of the runs under way.
    groups: Vec<u32>,
    /// The temporary directories.
    dirs: Vec<PathBuf>,
    /// Set once SIGINT came: a run that starts after it is killed at once.
    interrupted: bool,
}

static LIVE: Mutex<Live> = Mutex::new(Live {
    groups: Vec::new(),
    dirs: Vec::new(),
    interrupted: false,
});

fn live() -> std::sync::MutexGuard<'static, Live> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Installs the SIGINT handler (once, at the start).
pub fn install() {
    let _ = ctrlc::set_handler(|| {
        let mut live = live();
        live.interrupted = true;
        for group in live.groups.drain(..) {
            kill_group(group);
        }
        for dir in live.dirs.drain(..) {
            let _ = std::fs::remove_dir_all(dir);
        }
        std::process::exit(130);
    });
}

/// A run's process group started.
pub fn started(group: u32) {
    let mut live = live();
    match live.interrupted {
        true => kill_group(group),
        false => live.groups.push(group),
    }
}

/// A run's process group is gone.
pub fn ended(group: u32) {
    live().groups.retain(|&g| g != group);
}

/// A temporary directory to remove on SIGINT.
pub fn temporary(dir: PathBuf) {
    live().dirs.push(dir);
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
