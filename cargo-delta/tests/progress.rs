//! What the user sees while it runs, where stderr is not a terminal (a CI
//! log, a pipe): one plain line per improvement, for every format; none
//! with `--quiet`. (On a terminal the same line is drawn in place.)

use crate::common;

use common::{arg, assert_code, cargo_delta, case, stderr};

/// The sizes the progress lines give, in order: `reducing: N of M bytes`.
fn sizes(text: &str, from: usize) -> Vec<usize> {
    let of = format!(" of {from} bytes (");
    text.lines()
        .filter_map(|line| line.strip_prefix("reducing: "))
        .map(|rest| {
            let (now, tail) = rest.split_once(&of).expect("the original's size");
            // The engine's step, if it said one, comes last.
            let tail = tail.split_once("; ").map_or(tail, |(tail, _)| tail);
            assert!(
                tail.contains(" runs in ") && tail.ends_with(" runs/s"),
                "{rest}"
            );
            now.parse().unwrap()
        })
        .collect()
}

#[test]
fn every_format_shows_one_line_per_improvement_off_a_terminal() {
    let files = [
        (
            "x.json",
            r#"{"a": [1, 2, 3], "b": {"bug": true, "c": "hello"}}"#,
        ),
        (
            "x.toml",
            "title = \"x\"\n\n[server]\nports = [80, 443]\nbug = \"yes\"\n",
        ),
        (
            "x.rs",
            "fn main() {\n    let a = 1;\n    bug();\n}\nfn other() {}\n",
        ),
        ("x.txt", "one\ntwo bug\nthree\n"),
    ];
    for (name, contents) in files {
        let (dir, file) = case(name, contents);
        let command = common::FAILS_ON_BUG;
        let output = cargo_delta(&[&["reduce", arg(&file)][..], &command[..]].concat());
        assert_code(&output, 0);
        let text = stderr(&output);
        let sizes = sizes(&text, contents.len());
        assert!(!sizes.is_empty(), "{name}: {text}");
        assert!(sizes.windows(2).all(|w| w[1] < w[0]), "{name}: {sizes:?}");
        // The engine's pass, and a text's levels (lines, words, characters).
        assert!(text.contains(" runs/s; cutting"), "{name}: {text}");
        if name == "x.txt" {
            assert!(
                text.contains("runs/s; cutting, level 1 of 3: 3 chunks\n"),
                "{text}"
            );
        }
        let minimal = match name.strip_suffix(".rs") {
            Some(stem) => format!("{stem}_min.rs"),
            None => name.replace('.', ".min."),
        };
        let result = std::fs::read(dir.path().join(minimal)).unwrap();
        assert_eq!(*sizes.last().unwrap(), result.len(), "{name}: {text}");

        let quiet = cargo_delta(&[&["reduce", arg(&file), "-q"][..], &command[..]].concat());
        assert_code(&quiet, 0);
        assert_eq!(stderr(&quiet), "", "{name}");
    }
}

/// On a terminal (a pseudo-terminal from util-linux's `script`), the line
/// is drawn in place while the runs go on, then erased: the summary
/// follows on a clean line, and no plain improvement line is printed.
#[test]
fn on_a_terminal_the_line_is_drawn_in_place_and_erased() {
    let (dir, file) = case("x.txt", "one\ntwo bug\nthree\nfour\n");
    let command = format!(
        "{} delta reduce {} -- sh -c 'sleep 0.2; grep -q bug \"$1\" && exit 1; exit 0' sh @@",
        env!("CARGO_BIN_EXE_cargo-delta"),
        file.display()
    );
    let output = std::process::Command::new("script")
        .args(["-qefc", &command, "/dev/null"])
        .current_dir(dir.path())
        .output()
        .expect("util-linux's `script`, for a pseudo-terminal");
    assert_code(&output, 0);
    let typescript = String::from_utf8_lossy(&output.stdout);
    let drawn = typescript
        .split('\r')
        .filter(|part| part.contains("reducing: ") && part.contains(" runs/s"))
        .count();
    assert!(drawn >= 2, "{typescript:?}");
    // Erased (indicatif's clear: `ESC [2K` or `ESC [K`), then the summary.
    let last = typescript.rfind(" runs/s").unwrap();
    let erased = typescript[last..]
        .find("\x1b[2K")
        .or(typescript[last..].find("\x1b[K"));
    assert!(erased.is_some(), "{typescript:?}");
    assert!(typescript[last..].contains("reduced"), "{typescript:?}");
    // Every drawing has its phase, and none is a plain line of its own.
    assert!(!typescript.contains("\n, "), "{typescript:?}");
    assert!(!typescript.contains("\nreducing: "), "{typescript:?}");
}

/// Two-file `isolate` shows each level it cuts, with its changes, and the
/// smallest set of them that failed so far, one plain line each time it
/// gets smaller; nothing with `--quiet`.
#[test]
fn isolate_shows_each_level_and_its_smallest_failing_set() {
    let dir = tempfile::tempdir().unwrap();
    // Thirty changed lines, each between two that stay: thirty changes.
    let text = |word: &str| -> String {
        (0..30)
            .map(|i| format!("line {i} {word}\nkeep {i}\n"))
            .collect()
    };
    let (good, bad) = (dir.path().join("good.txt"), dir.path().join("bad.txt"));
    std::fs::write(&good, text("old")).unwrap();
    std::fs::write(&bad, text("new")).unwrap();
    // Fails when two of the thirty changed lines are both new.
    let check = "grep -q 'line 7 new' \"$1\" && grep -q 'line 23 new' \"$1\" && exit 3; exit 0";
    let run = |quiet: &[&str]| {
        let out = dir.path().join(format!("out{}", quiet.len()));
        let head = ["isolate", arg(&good), arg(&bad), "-o", arg(&out), "-j", "1"];
        let tail = ["--", "sh", "-c", check, "sh", "@@"];
        cargo_delta(&[&head[..], quiet, &tail[..]].concat())
    };
    let output = run(&[]);
    assert_code(&output, 0);
    let text = stderr(&output);
    let sizes: Vec<usize> = text
        .lines()
        .filter_map(|line| line.strip_prefix("isolating lines: "))
        .map(|rest| {
            let (now, tail) = rest
                .split_once(" of 30 changes (")
                .expect("the level's changes");
            assert!(
                tail.contains(" runs in ") && tail.ends_with(" runs/s"),
                "{rest}"
            );
            now.parse().unwrap()
        })
        .collect();
    assert_eq!(sizes.first(), Some(&30), "{text}");
    assert!(sizes.len() > 1, "{text}");
    assert!(sizes.windows(2).all(|w| w[1] < w[0]), "{sizes:?}");
    assert!(*sizes.last().unwrap() >= 2, "{sizes:?}");

    let quiet = run(&["-q"]);
    assert_code(&quiet, 0);
    assert_eq!(stderr(&quiet), "");
}
