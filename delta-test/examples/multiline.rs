//! Multi-line text reduced as a plain `String`, the default way: several
//! KB of Markdown, TOML and Rust source whose "crash" needs one to three
//! small fragments spread over the lines (as a parser's panic does). Prints,
//! for each case, the tests the default reduction used, the size it reached,
//! and checks that the result is 1-minimal at the character level.
//!
//! Next to them, lithium 4.0.0's figures on the same files and tests (its
//! `--lines`, then `--char` on what that left), and the tests delta-test
//! needed to reach the size lithium's lines reached.
//!
//! `cargo run --release --example multiline -p delta-test` prints the table;
//! `... -- write DIR` writes each case to `DIR/CASE.txt`, and
//! `... -- test CASE FILE` exits 0 when `FILE` still "crashes" as `CASE`
//! does: the interestingness test for another reducer (lithium) on the same
//! input (docs/benchmarks.md gives the commands).

use std::cell::{Cell, RefCell};
use std::path::Path;

use delta_test::DeltaDebugger;

/// A reducer's tests, and the bytes it left.
type Figure = (usize, usize);

/// lithium 4.0.0 on each case, as docs/benchmarks.md says how: `--lines`
/// (tests, bytes), then `--char` on its result (tests in all, bytes).
const LITHIUM: &[(&str, Figure, Figure)] = &[
    ("md-1", (16, 52), (49, 7)),
    ("md-line", (16, 10), (38, 9)),
    ("md-lines", (22, 12), (48, 11)),
    ("md-2", (30, 70), (69, 8)),
    ("toml-3", (44, 65), (95, 10)),
    ("rust-1", (20, 47), (42, 4)),
];

/// A case: a generated text and the fragments its crash needs, in order.
struct Case {
    name: &'static str,
    text: String,
    fragments: &'static [&'static str],
}

impl Case {
    /// Whether `text` still crashes: every fragment is in it, in order.
    fn crashes(&self, text: &str) -> bool {
        let mut rest = text;
        self.fragments.iter().all(|f| match rest.find(f) {
            Some(at) => {
                rest = &rest[at + f.len()..];
                true
            }
            None => false,
        })
    }
}

/// A small deterministic generator (an LCG), so the inputs are the same on
/// every machine.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }

    fn word(&mut self) -> &'static str {
        const WORDS: &[&str] = &[
            "the",
            "reduction",
            "of",
            "a",
            "failing",
            "input",
            "keeps",
            "only",
            "what",
            "matters",
            "parser",
            "line",
            "value",
            "test",
            "cargo",
            "value",
            "with",
            "and",
            "text",
            "delta",
            "minimal",
            "call",
            "crate",
            "is",
            "to",
            "in",
            "each",
            "part",
            "run",
            "that",
        ];
        WORDS[self.below(WORDS.len())]
    }

    fn words(&mut self, n: usize) -> String {
        (0..n).map(|_| self.word()).collect::<Vec<_>>().join(" ")
    }
}

/// `lines` lines of `line(rng, i)`, with `plants` (line, text) spliced into
/// the middle of their lines (or, for a text that ends with a line break,
/// put before them as lines of their own).
fn generate(
    seed: u64,
    lines: usize,
    plants: &[(usize, &str)],
    line: impl Fn(&mut Rng, usize) -> String,
) -> String {
    let mut rng = Rng(seed);
    let mut out = String::new();
    for i in 0..lines {
        let mut text = line(&mut rng, i);
        for &(at, plant) in plants {
            if at == i && plant.ends_with('\n') {
                text.insert_str(0, plant);
            } else if at == i {
                let mid = text.len() / 2;
                let mid = text[..mid].rfind(' ').map_or(mid, |s| s + 1);
                text.insert_str(mid, plant);
            }
        }
        out.push_str(&text);
        out.push('\n');
    }
    out
}

fn markdown(rng: &mut Rng, i: usize) -> String {
    match (i % 24, rng.below(6)) {
        (0, _) => format!("## {}", rng.words(3)),
        (1, _) | (12, _) => String::new(),
        (13..=15, _) => format!("- {} `{}` {}", rng.words(3), rng.word(), rng.words(2)),
        (16, _) => "```rust".to_string(),
        (17..=18, _) => format!("let {} = {}({});", rng.word(), rng.word(), rng.below(100)),
        (19, _) => "```".to_string(),
        (_, 0) => format!(
            "{} [{}](https://example.org/{}) {}",
            rng.words(4),
            rng.word(),
            rng.word(),
            rng.words(3)
        ),
        (_, 1) => format!("> {} *{}* {}", rng.words(5), rng.word(), rng.words(2)),
        _ => {
            let n = 6 + rng.below(4);
            rng.words(n)
        }
    }
}

fn toml(rng: &mut Rng, i: usize) -> String {
    match (i % 12, rng.below(4)) {
        (0, _) => format!("[{}.{}]", rng.word(), rng.word()),
        (_, 0) => format!("{} = \"{}\"", rng.word(), rng.words(3)),
        (_, 1) => format!(
            "{} = [{}, {}]",
            rng.word(),
            rng.below(1000),
            rng.below(1000)
        ),
        (_, 2) => format!("{}-{} = {}", rng.word(), rng.word(), rng.below(2) == 1),
        _ => format!("{} = {{ {} = {} }}", rng.word(), rng.word(), rng.below(99)),
    }
}

fn rust(rng: &mut Rng, i: usize) -> String {
    match (i % 10, rng.below(3)) {
        (0, _) => format!("fn {}_{}(x: u32) -> u32 {{", rng.word(), rng.below(100)),
        (9, _) => "}".to_string(),
        (_, 0) => format!(
            "    let {} = x + {}; // {}",
            rng.word(),
            rng.below(100),
            rng.words(3)
        ),
        (_, 1) => format!(
            "    if x > {} {{ return {}; }}",
            rng.below(100),
            rng.below(9)
        ),
        _ => format!("    println!(\"{}\");", rng.words(4)),
    }
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "md-1",
            text: generate(1, 192, &[(118, "[^x]: <")], markdown),
            fragments: &["[^x]: <"],
        },
        Case {
            name: "md-line",
            text: generate(5, 192, &[(131, "> *[x]:a<\n")], markdown),
            fragments: &["> *[x]:a<"],
        },
        Case {
            name: "md-lines",
            text: generate(6, 192, &[(77, "- >\n  [^1]:\n")], markdown),
            fragments: &["- >\n  [^1]:"],
        },
        Case {
            name: "md-2",
            text: generate(2, 192, &[(37, "> - |"), (151, "*_`")], markdown),
            fragments: &["> - |", "*_`"],
        },
        Case {
            name: "toml-3",
            text: generate(3, 160, &[(9, "[a.]"), (71, "=\"\\u"), (140, "{,")], toml),
            fragments: &["[a.]", "=\"\\u", "{,"],
        },
        Case {
            name: "rust-1",
            text: generate(4, 300, &[(211, "'\\u{")], rust),
            fragments: &["'\\u{"],
        },
    ]
}

/// Reduces `case` as a `String`: the tests (every call, the original's run
/// included), the result, and how many tests it took to reach a crashing
/// text of at most `size` bytes.
fn reduce(case: &Case, size: usize) -> (usize, String, Option<usize>) {
    let calls = Cell::new(0);
    let reached = RefCell::new(None);
    let test = |text: &String| {
        calls.set(calls.get() + 1);
        let crashes = case.crashes(text);
        if crashes && text.len() <= size && reached.borrow().is_none() {
            *reached.borrow_mut() = Some(calls.get());
        }
        assert!(!crashes, "crash");
    };
    let mut dd = DeltaDebugger::new(case.name, test, case.text.clone());
    let result = dd.min_args().expect("the case crashes").args;
    (calls.get(), result, reached.into_inner())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let cases = cases();
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["write", dir] => {
            for case in &cases {
                let path = Path::new(dir).join(format!("{}.txt", case.name));
                std::fs::write(&path, &case.text).expect("the directory is writable");
            }
        }
        ["test", name, file] => {
            let case = cases.iter().find(|c| c.name == name).expect("a case name");
            let text = std::fs::read_to_string(file).unwrap_or_default();
            std::process::exit(if case.crashes(&text) { 0 } else { 1 });
        }
        [] => {
            println!(
                "| case | lines | bytes | delta-test: tests, bytes | lithium lines: tests, bytes \
                 | delta-test to that size | lithium lines, chars: tests, bytes |"
            );
            println!("|---|---:|---:|---:|---:|---:|---:|");
            for case in &cases {
                assert!(case.crashes(&case.text), "{}: the input crashes", case.name);
                let (_, lines, both) = LITHIUM
                    .iter()
                    .find(|(name, ..)| *name == case.name)
                    .expect("lithium's figures for every case");
                let (tests, result, reached) = reduce(case, lines.1);
                let chars: Vec<char> = result.chars().collect();
                let one_minimal = case.crashes(&result)
                    && (0..chars.len()).all(|i| {
                        let mut smaller = chars.clone();
                        smaller.remove(i);
                        !case.crashes(&smaller.into_iter().collect::<String>())
                    });
                assert!(one_minimal, "{}: the result is not 1-minimal", case.name);
                println!(
                    "| {} | {} | {} | {tests}, {} | {}, {} | {} | {}, {} |",
                    case.name,
                    case.text.lines().count(),
                    case.text.len(),
                    result.len(),
                    lines.0,
                    lines.1,
                    reached.expect("the result is smaller"),
                    both.0,
                    both.1,
                );
            }
        }
        _ => panic!("usage: multiline [write DIR | test CASE FILE]"),
    }
}
