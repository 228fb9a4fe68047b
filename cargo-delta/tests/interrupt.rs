//! Ctrl-C in the middle of a reduction: the best file so far is on disk,
//! the run under way is killed with what it started, the temporary
//! directories are gone, and the exit code is 130.

use crate::common;

#[cfg(unix)]
#[test]
fn sigint_keeps_the_best_file_and_leaves_nothing_running() {
    use std::process::Command;
    use std::time::{Duration, Instant};

    use common::{arg, case, data};

    let text = include_str!("data/xz.txt");
    let (dir, file) = case("notes.txt", text);
    let tmp = tempfile::tempdir().unwrap();
    let script = data("hang_later.sh");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-delta"))
        .args(["reduce", arg(&file), "-j", "1", "--timeout", "1000s", "--"])
        .args(["sh", arg(&script), arg(dir.path()), "@@"])
        .env("TMPDIR", tmp.path())
        .spawn()
        .unwrap();
    // Waits for a run that hangs, after the first improvement (a generous
    // limit: the machine may be busy).
    let pids = dir.path().join("pids");
    let started = Instant::now();
    while !pids.exists() && started.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(50));
    let kill = |signal: &str, pid: &str| {
        Command::new("kill")
            .args([signal, pid])
            .stderr(std::process::Stdio::null())
            .status()
            .unwrap()
            .success()
    };
    assert!(kill("-INT", &child.id().to_string()));
    assert_eq!(child.wait().unwrap().code(), Some(130));

    let best = std::fs::read_to_string(dir.path().join("notes.min.txt")).unwrap();
    let (x, z) = (best.find('x').unwrap(), best.rfind('z').unwrap());
    assert!(x < z && best.len() < text.len(), "{best:?}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    assert_eq!(common::files(tmp.path()), Vec::<String>::new());
    // The hanging script and its child are gone (once the system has
    // reaped them: they were the interrupted command's children).
    let hung = std::fs::read_to_string(&pids).unwrap();
    let alive = || hung.split_whitespace().any(|pid| kill("-0", pid));
    let started = Instant::now();
    while alive() && started.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(!alive(), "still running: {hung}");
}
