//! Ctrl-C in the middle of a reduction leaves the best file so far.

mod common;

use std::process::Command;
use std::time::{Duration, Instant};

use common::{arg, case, data};

#[cfg(unix)]
#[test]
fn sigint_leaves_the_best_file_found_so_far() {
    let text = include_str!("data/xz.txt");
    let (dir, file) = case("notes.txt", text);
    let script = data("slow_xz.sh");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cargo-delta"))
        .args([
            "reduce",
            arg(&file),
            "-j",
            "1",
            "--interesting",
            arg(&script),
        ])
        .spawn()
        .unwrap();
    let out = dir.path().join("notes.txt.min");
    // Waits for the first improvement (a generous limit: the machine may be busy).
    let started = Instant::now();
    while !out.exists() && started.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
    }
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let ended = child.wait().unwrap();
    assert!(!ended.success(), "interrupted before the end");
    let best = std::fs::read_to_string(&out).unwrap();
    let (x, z) = (best.find('x').unwrap(), best.rfind('z').unwrap());
    assert!(x < z && best.len() < text.len(), "{best:?}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
}
