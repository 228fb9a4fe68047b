//! What the examples that run a fixture crate as a user's crate share
//! (`debug_profile`, `jobs_workers`): its test binary built in the dev
//! profile, and the CPU time of the processes it ran.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The workspace's root.
pub fn workspace() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap()
}

/// Builds the tests of the crate in `dir` in the dev profile, under the
/// target directory `target`: the path of their binary.
pub fn build_tests(dir: &Path, target: &Path) -> PathBuf {
    let output = Command::new(env!("CARGO"))
        .args(["test", "--no-run", "--message-format=json"])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8(output.stdout).expect("UTF-8");
    let executable = stdout
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .find_map(|message| message["executable"].as_str().map(PathBuf::from));
    executable.expect("cargo names the test binary")
}

/// The CPU time (user and system) of this process's children that ended,
/// and of theirs: `cutime` and `cstime` in `/proc/self/stat`.
pub fn children_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("Linux's /proc");
    // The fields after the command's name, which ends with the last `)`:
    // `cutime` and `cstime` are the 16th and 17th of all, in clock ticks
    // (100 a second on Linux).
    let fields: Vec<&str> = stat[stat.rfind(')').unwrap() + 2..].split(' ').collect();
    let ticks: u64 = fields[13].parse::<u64>().unwrap() + fields[14].parse::<u64>().unwrap();
    Duration::from_millis(ticks * 10)
}
