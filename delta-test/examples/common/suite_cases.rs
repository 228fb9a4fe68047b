//! The reduction suite's cases (`shared/reduction-suite`), shared by the
//! examples that run them: `suite` (test runs against the peers) and
//! `simulated` (speed-ups with many runs at once).

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use delta_test::{Literal, Reduce, Style};

/// Whether a list of atoms fails.
pub type Predicate = Arc<dyn Fn(&[String]) -> bool + Send + Sync>;

/// A case: its atoms and its predicate.
pub struct Case {
    pub name: &'static str,
    pub atoms: Vec<String>,
    pub fails: Predicate,
}

/// A `(` before a `)`, newlines ignored.
fn parens(text: &str) -> bool {
    let text = text.replace('\n', "");
    match text.find('(') {
        Some(open) => text[open + 1..].contains(')'),
        None => false,
    }
}

/// The suite's folder: the first argument, else `shared/reduction-suite`
/// beside the workspace.
pub fn suite_dir() -> PathBuf {
    std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/reduction-suite")
        })
}

pub fn cases(dir: &Path) -> Vec<Case> {
    let read = |file: &str| {
        std::fs::read_to_string(dir.join(file))
            .unwrap_or_else(|e| panic!("{}: {e}", dir.join(file).display()))
    };
    let chars = |text: String| text.chars().map(String::from).collect::<Vec<_>>();
    let lines = |text: String| text.lines().map(String::from).collect::<Vec<_>>();
    let joined = |atoms: &[String]| atoms.concat();
    let mut cases = Vec::new();
    for (name, file) in [
        ("mystery", "mystery.txt"),
        ("random2k", "random2k.txt"),
        ("paren2000", "paren2000.txt"),
    ] {
        cases.push(Case {
            name,
            atoms: chars(read(file)),
            fails: Arc::new(move |a| parens(&joined(a))),
        });
    }
    cases.push(Case {
        name: "lines500",
        atoms: lines(read("lines500.txt")),
        fails: Arc::new(move |a| parens(&joined(a))),
    });
    let markers: Vec<String> = (0..16).map(|i| format!("KEEP{i:02}")).collect();
    cases.push(Case {
        name: "keep1000",
        atoms: lines(read("keep1000.txt")),
        fails: Arc::new(move |a| {
            markers
                .iter()
                .all(|m| a.iter().any(|l| l.contains(m.as_str())))
        }),
    });
    let needed: serde_json::Value =
        serde_json::from_str(&read("needed.json")).expect("needed.json is JSON");
    for (name, n) in [
        ("keep1of1000", 1000),
        ("keep8of1000", 1000),
        ("keep8of1000-contig", 1000),
        ("keep32of1000", 1000),
        ("keep16of10000", 10000),
    ] {
        let indices: Vec<String> = needed[name]
            .as_array()
            .expect("a list of indices")
            .iter()
            .map(|i| i.to_string())
            .collect();
        cases.push(Case {
            name,
            atoms: (0..n).map(|i: usize| i.to_string()).collect(),
            fails: Arc::new(move |a| indices.iter().all(|i| a.contains(i))),
        });
    }
    cases
}

/// One atom of a case: kept whole, as the other reducers keep it. (A plain
/// `String` would be cut inside too, which the peers do not do, so their
/// counts would not be comparable.)
#[derive(Clone, Debug, PartialEq, Hash)]
pub struct Atom(pub String);

impl Reduce for Atom {}

impl Literal for Atom {
    fn write_rust(&self, out: &mut dyn fmt::Write, style: Style) -> fmt::Result {
        self.0.write_rust(out, style)
    }
}
