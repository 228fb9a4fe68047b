//! What the user sees while it runs, where stderr is not a terminal (a CI
//! log, a pipe): one plain line per improvement, for every format; none
//! with `--quiet`. (On a terminal the same line is drawn in place.)

mod common;

use common::{arg, assert_code, cargo_delta, case, stderr};

/// The sizes the progress lines give, in order: `reducing: N of M bytes`.
fn sizes(text: &str, from: usize) -> Vec<usize> {
    let of = format!(" of {from} bytes (");
    text.lines()
        .filter_map(|line| line.strip_prefix("reducing: "))
        .map(|rest| {
            let (now, tail) = rest.split_once(&of).expect("the original's size");
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
        let result = std::fs::read(dir.path().join(name.replace('.', ".min."))).unwrap();
        assert_eq!(*sizes.last().unwrap(), result.len(), "{name}: {text}");

        let quiet = cargo_delta(&[&["reduce", arg(&file), "-q"][..], &command[..]].concat());
        assert_code(&quiet, 0);
        assert_eq!(stderr(&quiet), "", "{name}");
    }
}
