//! When a candidate "still fails": by default, the same failure as the
//! original (the same ending and the same masked failure text; for a
//! compiler, the same error or the same crash); else what the options
//! choose.

use std::collections::BTreeSet;
use std::fmt;

use delta_test::mask;
use regex_lite::Regex;

use crate::diagnostic::{self, Diagnostic};
use crate::labelled::{self, Span};
use crate::process::{Ending, Run};

/// How many of the last lines of standard error tell a failure of a
/// program that is not Rust's panic.
const LAST_LINES: usize = 3;

/// How many queries from the top of an ICE's query stack must stay the
/// same: the one it crashed in. Its callers change as the file is reduced
/// (`typeck` is asked for by `analysis`, then by `mir_borrowck`...) while
/// the bug stays the one bug.
const QUERY_FRAMES: usize = 1;

/// How a run failed, in the terms that must stay the same: its ending and
/// its failure text, masked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signature {
    /// How it ended.
    pub ending: Ending,
    /// For a Rust panic, `panicked at FILE:LINE:COL: MESSAGE`; else the last
    /// lines of standard error; masked with [`delta_test::mask`] so that the
    /// data in them (numbers, quoted text, temporary names) may change. A
    /// hang has none: what it printed before being killed says nothing.
    pub text: String,
}

impl Signature {
    /// The signature of `run`.
    pub fn of(run: &Run) -> Signature {
        let text = match run.ending {
            Ending::Timeout => String::new(),
            _ => rust_panic(&run.stderr).unwrap_or_else(|| last_lines(&run.stderr)),
        };
        Signature {
            ending: run.ending,
            text,
        }
    }
}

impl fmt::Display for Signature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.text.is_empty() {
            true => write!(f, "{}", self.ending),
            false => write!(f, "{} ({})", self.ending, self.text.replace('\n', " / ")),
        }
    }
}

/// The place and masked message of the first Rust panic in `stderr`:
/// `thread 'main' panicked at src/main.rs:4:5:` (newer versions add the
/// thread's id: `thread 'main' (4711) panicked at`) and the message lines up
/// to the `note:` or backtrace that follows (Rust 1.73 and later). The
/// thread's name and id are left out: they are not the bug.
fn rust_panic(stderr: &str) -> Option<String> {
    let mut lines = stderr.lines();
    let place = lines.find_map(|line| {
        let (_, after) = line.split_once(" panicked at ")?;
        line.starts_with("thread '")
            .then(|| after.strip_suffix(':'))
            .flatten()
    })?;
    let message: Vec<&str> = lines
        .take_while(|line| !line.starts_with("note: ") && !line.starts_with("stack backtrace:"))
        .collect();
    Some(format!(
        "panicked at {place}: {}",
        mask(&message.join("\n"))
    ))
}

/// The last non-empty lines of `stderr`, each masked.
fn last_lines(stderr: &str) -> String {
    let lines: Vec<String> = stderr
        .lines()
        .map(str::trim_end)
        .filter(|line| !line.is_empty())
        .map(mask)
        .collect();
    lines[lines.len().saturating_sub(LAST_LINES)..].join("\n")
}

/// The names a candidate defines, to be masked in a compiler's messages
/// (the Rust format reads them; this layer only calls it).
pub type Names = fn(&[u8]) -> BTreeSet<String>;

/// How a compiler failed, as a candidate must fail too.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Crash {
    /// An internal compiler error (see [`ice`](crate::ice)).
    Ice {
        /// `internal compiler error: PLACE: MESSAGE`, or the place and
        /// masked message of rustc's own panic.
        place: String,
        /// The query it crashed in (`typeck`), from the query stack; none
        /// when it has none.
        queries: Vec<String>,
        /// The innermost frames of the compiler's own code, when rustc
        /// printed a backtrace.
        frames: Vec<String>,
    },
    /// An error: the first one it printed.
    Error(Diagnostic),
}

impl Crash {
    /// How `stderr` tells of a compiler's failure, the file's `names`
    /// masked: an ICE first (its other errors follow from it), else the
    /// first error. `None` when it tells of neither.
    fn of(stderr: &str, names: &BTreeSet<String>) -> Option<(Crash, Vec<Diagnostic>)> {
        let errors = diagnostic::errors(stderr, names);
        let crash = match crate::ice::first(stderr, names) {
            Some(ice) => Crash::Ice {
                place: ice.place,
                queries: diagnostic::queries(stderr, QUERY_FRAMES),
                frames: ice.frames,
            },
            None => Crash::Error(errors.first()?.clone()),
        };
        Some((crash, errors))
    }

    /// Whether `self`, a candidate's crash, is `original`'s: the same
    /// error, or the same ICE in the same query (and with the same frames,
    /// when both have them).
    fn is(&self, original: &Crash) -> bool {
        match (self, original) {
            (
                Crash::Ice {
                    place,
                    queries,
                    frames,
                },
                Crash::Ice {
                    place: was,
                    queries: in_queries,
                    frames: with_frames,
                },
            ) => {
                let unknown = frames.is_empty() || with_frames.is_empty();
                place == was && queries == in_queries && (unknown || frames == with_frames)
            }
            (Crash::Error(error), Crash::Error(was)) => error.is(was),
            _ => false,
        }
    }
}

/// The words of `text`'s backquoted parts.
fn quoted_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split('`').skip(1).step_by(2).flat_map(words)
}

/// The identifiers in `text`.
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|word| word.starts_with(|c: char| c.is_alphabetic() || c == '_'))
        .map(str::to_string)
}

/// Whether an error is the report of an internal compiler error.
fn ice(error: &Diagnostic) -> bool {
    error.message.starts_with("internal compiler error")
}

/// The failure a compiler's run must show to be kept.
#[derive(Debug, Clone)]
pub struct Compiled {
    /// How the original ended (an error is exit code 1, an ICE 101).
    ending: Ending,
    /// Its crash.
    crash: Crash,
    /// The original's other errors: a candidate may print these, and no
    /// error the original did not.
    errors: Vec<Diagnostic>,
    /// `--only-this-error`: no other error besides.
    only: bool,
    /// Reads the names a candidate defines.
    names: Names,
    /// The names the original defines: masked in every candidate's
    /// messages too, so that a cut of the last definition of a name the
    /// message quotes (`no method named `a``, once `fn a` went) leaves the
    /// message the same.
    defined: BTreeSet<String>,
    /// Those of them that the original's failure quotes ([`quoted`](Compiled::quoted)).
    quoted: BTreeSet<String>,
    /// Where its error points, and the type found there ([`found_at`](Compiled::found_at)).
    found_at: Option<(Span, String)>,
}

impl Compiled {
    /// Whether the failure kept is an error, not an internal compiler
    /// error (whose panic and query stack a report shows as printed).
    pub fn is_error(&self) -> bool {
        matches!(self.crash, Crash::Error(_))
    }

    /// The failure of the original `run` on `file`, if it is a compiler's
    /// error or ICE; `only` when no other error may come with it.
    pub fn of(run: &Run, file: &[u8], names: Names, only: bool) -> Option<Compiled> {
        let defined = names(file);
        let (crash, errors) = Crash::of(&run.stderr, &defined)?;
        // The other errors' too: a candidate may show them (the guard
        // allows the original's errors), and a user's check may look for
        // them as well (`unused variable: `resumed`` after the first).
        let quoted = match Crash::of(&run.stderr, &BTreeSet::new()) {
            Some((Crash::Error(error), others)) => std::iter::once(error)
                .chain(others)
                .flat_map(|e| {
                    quoted_words(&e.message)
                        .chain(quoted_words(&e.label))
                        .collect::<Vec<_>>()
                })
                .collect(),
            Some((Crash::Ice { place, .. }, _)) => words(&place).collect(),
            None => BTreeSet::new(),
        };
        let found_at = match &crash {
            Crash::Error(_) => labelled::found_at(&run.stderr),
            Crash::Ice { .. } => None,
        };
        Some(Compiled {
            ending: run.ending,
            crash,
            errors,
            only,
            names,
            quoted: quoted.intersection(&defined).cloned().collect(),
            defined,
            found_at,
        })
    }

    /// The names of the file that the original's failure quotes: its
    /// errors', in backquotes, in their messages and labels
    /// (`` no method named `is_non_finite` found for type parameter `F` ``),
    /// or an ICE's, in its message. The failure is the same when they are
    /// renamed (the file's names are masked), but a user compares the
    /// result's first line with the original's: they keep their names.
    pub fn quoted(&self) -> &BTreeSet<String> {
        &self.quoted
    }

    /// Where the original's error points, and the type its label says was
    /// found there (`expected `u8`, found `u32``): the code there may be
    /// any value of that type, and the error stays the same.
    pub fn found_at(&self) -> Option<&(Span, String)> {
        self.found_at.as_ref()
    }

    /// Whether `run` on `file` fails the same way, with no error the
    /// original did not have (as icemelter guards its results: a cut that
    /// leaves a use of what it removed shows the same crash, and a new
    /// error beside it, which a bug report should not carry). With
    /// `--only-this-error`, no other error at all: the crash's own error
    /// may be printed more than once (one bug reported at two places).
    fn holds(&self, run: &Run, file: &[u8]) -> bool {
        if run.ending != self.ending || !self.could_hold(&run.stderr) {
            return false;
        }
        let mut names = (self.names)(file);
        names.extend(self.defined.iter().cloned());
        let Some((crash, errors)) = Crash::of(&run.stderr, &names) else {
            return false;
        };
        let other = |error: &&Diagnostic| match &crash {
            Crash::Ice { .. } => !ice(error),
            Crash::Error(first) => *error != first,
        };
        let mut others = errors.iter().filter(other);
        let allowed = match self.only {
            true => others.next().is_none(),
            false => others.all(|error| self.errors.iter().any(|was| error.is(was))),
        };
        crash.is(&self.crash) && allowed
    }

    /// Whether `stderr` could tell of the same failure, whatever names
    /// the candidate defines: its crash is of the same kind (an ICE, or an
    /// error with the same code) and no other error has a code the
    /// original's errors have not. Masking names changes messages, never
    /// codes nor which error comes first, so most runs that fail another
    /// way are known without the candidate's names, which cost a parse of
    /// it (a fifth of a run's own time).
    fn could_hold(&self, stderr: &str) -> bool {
        let Some((crash, errors)) = Crash::of(stderr, &self.defined) else {
            return false;
        };
        let code = match (&crash, &self.crash) {
            (Crash::Ice { .. }, Crash::Ice { .. }) => None,
            (Crash::Error(error), Crash::Error(was)) if error.code == was.code => Some(&was.code),
            _ => return false,
        };
        let known = |error: &Diagnostic| {
            ice(error)
                || Some(&error.code) == code
                || (!self.only && self.errors.iter().any(|was| was.code == error.code))
        };
        errors.iter().all(known)
    }
}

impl fmt::Display for Compiled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.crash {
            Crash::Ice { place, queries, .. } => {
                write!(f, "the same internal compiler error: {place}")?;
                if !queries.is_empty() {
                    write!(f, ", in query `{}`", queries.join("` < `"))?;
                }
            }
            Crash::Error(error) => write!(f, "the same compiler error: {error}")?,
        }
        match self.only {
            true => write!(f, ", and no other error"),
            false => write!(f, ", and no error the original did not have"),
        }
    }
}

/// What makes a run "interesting": it fails the way the reduction keeps.
#[derive(Debug, Clone)]
pub enum Criteria {
    /// The same [`Signature`] as the original's (the default).
    Same(Signature),
    /// The same compiler error or ICE as the original's (the default for
    /// rustc, cargo, clippy and rustdoc).
    Compiler(Compiled),
    /// The options' choice: this exit code, standard error matching this
    /// expression; both when both are given.
    Chosen {
        /// `--exit-code`.
        exit_code: Option<i32>,
        /// `--signal`: death by this signal, or by any (`Some(None)`).
        signal: Option<Option<i32>>,
        /// `--stderr`.
        stderr: Option<Regex>,
        /// `--stdout`.
        stdout: Option<Regex>,
    },
    /// Any failure: a non-zero exit or a signal, not a hang.
    Any,
    /// An `--interesting` script: exit code 0.
    Script,
}

impl Criteria {
    /// Whether a run that does not fail as kept passed (else it failed
    /// some other way): a script's "not interesting" is a pass.
    pub fn passed(&self, run: &Run) -> bool {
        match self {
            Criteria::Script => true,
            _ => run.ending == Ending::Exit(0),
        }
    }

    /// Whether `run`, on `file`, fails the way that is kept.
    pub fn holds(&self, run: &Run, file: &[u8]) -> bool {
        match self {
            Criteria::Same(original) => *original == Signature::of(run),
            Criteria::Compiler(compiled) => compiled.holds(run, file),
            Criteria::Chosen {
                exit_code,
                signal,
                stderr,
                stdout,
            } => {
                let killed = match (signal, run.ending) {
                    (None, _) => true,
                    (Some(None), Ending::Signal(_)) => true,
                    (Some(Some(wanted)), Ending::Signal(got)) => *wanted == got,
                    (Some(_), _) => false,
                };
                run.ending != Ending::Timeout
                    && exit_code.is_none_or(|code| run.ending == Ending::Exit(code))
                    && killed
                    && stderr.as_ref().is_none_or(|re| re.is_match(&run.stderr))
                    && stdout.as_ref().is_none_or(|re| re.is_match(&run.stdout))
            }
            Criteria::Any => {
                matches!(run.ending, Ending::Exit(code) if code != 0)
                    || matches!(run.ending, Ending::Signal(_))
            }
            Criteria::Script => run.ending == Ending::Exit(0),
        }
    }
}

impl fmt::Display for Criteria {
    /// What a candidate must do to be kept, as a report says it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Criteria::Same(signature) => write!(f, "the same failure as the original: {signature}"),
            Criteria::Compiler(compiled) => write!(f, "{compiled}"),
            Criteria::Chosen {
                exit_code,
                signal,
                stderr,
                stdout,
            } => {
                let code = exit_code.map(|code| format!("exit code {code}"));
                let signal = signal.map(|signal| match signal {
                    Some(number) => format!("death by signal {number}"),
                    None => "death by a signal".to_string(),
                });
                let matching = |what: &str, re: &Option<Regex>| {
                    re.as_ref()
                        .map(|re| format!("{what} matching `{}`", re.as_str()))
                };
                let all: Vec<String> = [
                    code,
                    signal,
                    matching("standard error", stderr),
                    matching("standard output", stdout),
                ]
                .into_iter()
                .flatten()
                .collect();
                write!(f, "{}", all.join(" and "))
            }
            Criteria::Any => write!(f, "any failure (a non-zero exit or a signal)"),
            Criteria::Script => write!(f, "the --interesting script exits 0"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(ending: Ending, stderr: &str) -> Run {
        Run::ended(ending, stderr)
    }

    const PANIC: &str = "thread 'main' panicked at src/main.rs:7:9:\nbad byte 120 at 3\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n";

    #[test]
    fn a_rust_panic_is_its_place_and_masked_message() {
        let signature = Signature::of(&run(Ending::Exit(101), PANIC));
        assert_eq!(
            signature.text,
            "panicked at src/main.rs:7:9: bad byte … at …"
        );
    }

    #[test]
    fn the_same_panic_on_other_data_is_the_same_failure() {
        let same = Criteria::Same(Signature::of(&run(Ending::Exit(101), PANIC)));
        let other_data = PANIC
            .replace("120 at 3", "7 at 0")
            .replace("'main'", "'<unnamed>'");
        assert!(same.holds(&run(Ending::Exit(101), &other_data), b""));
        let elsewhere = PANIC.replace("7:9", "12:5");
        assert!(!same.holds(&run(Ending::Exit(101), &elsewhere), b""));
        assert!(!same.holds(&run(Ending::Signal(6), PANIC), b""));
    }

    #[test]
    fn other_programs_are_known_by_their_last_lines() {
        let stderr = "reading 1200 bytes\nwarning: x\n\nerror at line 17\nfatal: giving up\n";
        let text = Signature::of(&run(Ending::Exit(1), stderr)).text;
        assert_eq!(text, "warning: x\nerror at line …\nfatal: giving up");
    }

    #[test]
    fn a_hang_is_its_own_kind_whatever_it_printed() {
        let hang = Criteria::Same(Signature::of(&run(Ending::Timeout, "step 1\n")));
        assert!(hang.holds(&run(Ending::Timeout, "step 2\nstep 3\n"), b""));
        assert!(!hang.holds(&run(Ending::Exit(1), ""), b""));
    }

    #[test]
    fn chosen_criteria_need_all_they_name() {
        let chosen = Criteria::Chosen {
            exit_code: Some(2),
            signal: None,
            stderr: Some(Regex::new("overflow").unwrap()),
            stdout: None,
        };
        assert!(chosen.holds(&run(Ending::Exit(2), "stack overflow"), b""));
        assert!(!chosen.holds(&run(Ending::Exit(1), "stack overflow"), b""));
        assert!(!chosen.holds(&run(Ending::Exit(2), "ok"), b""));
        let killed = |signal| Criteria::Chosen {
            exit_code: None,
            signal: Some(signal),
            stderr: None,
            stdout: Some(Regex::new("^partial").unwrap()),
        };
        let with_stdout = |ending, stdout: &str| Run {
            stdout: stdout.to_string(),
            ..run(ending, "")
        };
        assert!(killed(None).holds(&with_stdout(Ending::Signal(11), "partial output"), b""));
        assert!(killed(Some(11)).holds(&with_stdout(Ending::Signal(11), "partial"), b""));
        assert!(!killed(Some(6)).holds(&with_stdout(Ending::Signal(11), "partial"), b""));
        assert!(!killed(None).holds(&with_stdout(Ending::Exit(1), "partial"), b""));
        assert!(!killed(None).holds(&with_stdout(Ending::Signal(11), "no"), b""));
        assert_eq!(
            killed(Some(11)).to_string(),
            "death by signal 11 and standard output matching `^partial`"
        );
        let any = Criteria::Any;
        assert!(any.holds(&run(Ending::Signal(9), ""), b""));
        assert!(!any.holds(&run(Ending::Exit(0), ""), b""));
        assert!(!any.holds(&run(Ending::Timeout, ""), b""));
        assert!(Criteria::Script.holds(&run(Ending::Exit(0), ""), b""));
        assert!(!Criteria::Script.holds(&run(Ending::Exit(1), ""), b""));
    }

    /// The names a test file defines: its words.
    fn words(file: &[u8]) -> BTreeSet<String> {
        let text = String::from_utf8_lossy(file);
        text.split_whitespace().map(str::to_string).collect()
    }

    fn error(label: &str) -> String {
        format!("error[E0308]: mismatched types\n --> a.rs:8:9\n  |\n8 |         c\n  |         ^ {label}\n\nerror: aborting due to 1 previous error\n")
    }

    fn compiled(stderr: &str, file: &[u8], only: bool) -> Criteria {
        let original = run(Ending::Exit(1), stderr);
        Criteria::Compiler(Compiled::of(&original, file, words, only).unwrap())
    }

    #[test]
    fn a_compiler_error_is_the_same_when_its_label_is() {
        let planted = compiled(&error("expected `u32`, found `char`"), b"", false);
        assert!(planted.holds(
            &run(Ending::Exit(1), &error("expected `u32`, found `char`")),
            b""
        ));
        let missing_value = error("expected `u32`, found `()`");
        assert!(!planted.holds(&run(Ending::Exit(1), &missing_value), b""));
        assert!(!planted.holds(
            &run(Ending::Exit(101), &error("expected `u32`, found `char`")),
            b""
        ));
        assert_eq!(
            planted.to_string(),
            "the same compiler error: error[E0308]: mismatched types / ^ expected `u32`, found `char`, and no error the original did not have"
        );
    }

    #[test]
    fn the_files_own_names_may_change_in_a_compiler_error() {
        let original = compiled(
            &error("expected `Counter`, found `char`"),
            b"Counter",
            false,
        );
        let renamed = run(Ending::Exit(1), &error("expected `S`, found `char`"));
        assert!(original.holds(&renamed, b"S"));
        assert!(
            !original.holds(&renamed, b"T"),
            "`S` is not the file's: it is kept"
        );
    }

    #[test]
    fn the_names_an_error_or_an_ice_quotes_are_kept() {
        let message = "error[E0599]: no method named `is_non_finite` found for type parameter `F` in the current scope\n --> a.rs:8:9\n  |\n8 |     f.is_non_finite();\n  |       ^^^^^^^^^^^^^ method not found in `F`\n\n";
        let original = run(Ending::Exit(1), message);
        let file = b"F is_non_finite format found";
        let compiled = Compiled::of(&original, file, words, false).unwrap();
        // Names the file defines, quoted; `found` is not.
        assert_eq!(
            compiled.quoted(),
            &words(b"F is_non_finite"),
            "{:?}",
            compiled.quoted()
        );
        // The errors after the first quote theirs too.
        let second = "error: unused variable: `resumed`\n --> a.rs:9:9\n  |\n9 |     let resumed = 1;\n  |         ^^^^^^^ help: if this is intentional, prefix it with an underscore: `_resumed`\n\n";
        let both = run(Ending::Exit(1), &format!("{message}{second}"));
        let compiled = Compiled::of(&both, b"F is_non_finite resumed other", words, false).unwrap();
        assert_eq!(compiled.quoted(), &words(b"F is_non_finite resumed"));
        let ice = "error: internal compiler error: compiler/rustc_middle/src/ty/instance.rs:570:21: failed to resolve instance for <S as AssertSend>::assert_send\n";
        let ice = run(Ending::Exit(101), ice);
        let compiled = Compiled::of(&ice, b"S AssertSend assert_send b", words, false).unwrap();
        assert_eq!(compiled.quoted(), &words(b"S AssertSend assert_send"));
    }

    #[test]
    fn a_name_the_original_defines_is_masked_once_a_cut_took_its_definition() {
        let message = "error[E0599]: no method named `a` found for reference `&T` in the current scope\n --> a.rs:8:9\n  |\n8 |     e.a();\n  |       ^ method not found in `&T`\n\n";
        let original = compiled(message, b"fn a T", false);
        assert!(original.holds(&run(Ending::Exit(1), message), b"T"));
        let other = message.replace("`a`", "`len`");
        assert!(!original.holds(&run(Ending::Exit(1), &other), b"T"));
    }

    thread_local! {
        static NAMES_ASKED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    fn counted_words(file: &[u8]) -> BTreeSet<String> {
        NAMES_ASKED.with(|asked| asked.set(asked.get() + 1));
        words(file)
    }

    #[test]
    fn a_run_with_another_code_is_refused_without_the_candidates_names() {
        let planted = error("expected `u32`, found `char`");
        let unresolved = "error[E0425]: cannot find value `z` in this scope\n --> a.rs:2:1\n  |\n2 | z\n  | ^ not found in this scope\n\n";
        let original = run(Ending::Exit(1), &planted);
        let compiled = Compiled::of(&original, b"", counted_words, false).unwrap();
        let asked = || NAMES_ASKED.with(std::cell::Cell::get);
        assert_eq!(asked(), 1, "the original's names");
        // Another error first, or a new one beside the same: no parse.
        assert!(!compiled.holds(&run(Ending::Exit(1), unresolved), b""));
        let both = format!("{planted}{unresolved}");
        assert!(!compiled.holds(&run(Ending::Exit(1), &both), b""));
        assert_eq!(asked(), 1);
        // The same code: the names decide.
        assert!(compiled.holds(&original, b""));
        assert_eq!(asked(), 2);
    }

    #[test]
    fn only_this_error_refuses_a_candidate_with_another_error_too() {
        let planted = error("expected `u32`, found `char`");
        let unresolved = "error[E0425]: cannot find value `z` in this scope\n --> a.rs:2:1\n  |\n2 | z\n  | ^ not found in this scope\n\n";
        let both = run(Ending::Exit(1), &format!("{planted}{unresolved}"));
        let only = compiled(&planted, b"", true);
        assert!(!only.holds(&both, b""));
        assert!(only.holds(&run(Ending::Exit(1), &planted), b""));
        assert!(only.to_string().ends_with(", and no other error"));
        // The same error printed twice is one bug reported at two places.
        let twice = run(Ending::Exit(1), &format!("{planted}{planted}"));
        assert!(only.holds(&twice, b""));
    }

    #[test]
    fn a_candidate_may_keep_the_originals_other_errors_but_add_none() {
        let planted = error("expected `u32`, found `char`");
        let unresolved = "error[E0425]: cannot find value `z` in this scope\n --> a.rs:2:1\n  |\n2 | z\n  | ^ not found in this scope\n\n";
        let both = format!("{planted}{unresolved}");
        // A new error beside the same first one: refused.
        let alone = compiled(&planted, b"", false);
        assert!(!alone.holds(&run(Ending::Exit(1), &both), b""));
        assert!(alone
            .to_string()
            .ends_with(", and no error the original did not have"));
        // The original had it: kept, and so is a candidate without it.
        let with = compiled(&both, b"", false);
        assert!(with.holds(&run(Ending::Exit(1), &both), b""));
        assert!(with.holds(&run(Ending::Exit(1), &planted), b""));
        // Behind an ICE, too: ordinary errors the original printed only.
        let ice = "thread 'rustc' panicked at compiler/rustc_a/src/b.rs:1:2:\nboom\n";
        let original = Ending::Exit(101);
        let first = run(original, &format!("{planted}{ice}"));
        let crashed = Criteria::Compiler(Compiled::of(&first, b"", words, false).unwrap());
        assert!(crashed.holds(&run(original, &format!("{planted}{ice}")), b""));
        assert!(crashed.holds(&run(original, ice), b""));
        assert!(!crashed.holds(&run(original, &format!("{unresolved}{ice}")), b""));
    }

    #[test]
    fn an_ice_is_rustcs_panic_place_and_message() {
        let ice = "thread 'rustc' panicked at compiler/rustc_middle/src/ty/mod.rs:512:9:\nbox not found for 17\nstack backtrace:\n\nerror: the compiler unexpectedly panicked. this is a bug.\n";
        let original = run(Ending::Exit(101), ice);
        let criteria = Criteria::Compiler(Compiled::of(&original, b"", words, true).unwrap());
        assert_eq!(
            criteria.to_string(),
            "the same internal compiler error: panicked at compiler/rustc_middle/src/ty/mod.rs:512:9: box not found for …, and no other error"
        );
        assert!(criteria.holds(&run(Ending::Exit(101), &ice.replace("17", "3")), b""));
        let elsewhere = ice.replace("mod.rs:512", "mod.rs:600");
        assert!(!criteria.holds(&run(Ending::Exit(101), &elsewhere), b""));
        let delayed = "error: internal compiler error: compiler/rustc_hir_typeck/src/lib.rs:3:4: no type for `x`\n\nthread 'rustc' panicked at compiler/rustc_errors/src/lib.rs:1:1:\nbox\n";
        let criteria = Compiled::of(&run(Ending::Exit(101), delayed), b"x", words, false).unwrap();
        assert_eq!(
            criteria.to_string(),
            "the same internal compiler error: error: internal compiler error: compiler/rustc_hir_typeck/src/lib.rs:3:4: no type for `…`, and no error the original did not have"
        );
        assert!(
            Compiled::of(&run(Ending::Exit(1), "ld: not found\n"), b"", words, false).is_none()
        );
    }

    #[test]
    fn an_ice_in_another_query_is_another_bug() {
        let ice = "error: internal compiler error: compiler/rustc_middle/src/ty/mod.rs:9:9: no type for `x`\n\nthread 'rustc' panicked at compiler/rustc_middle/src/util/bug.rs:35:44:\nBox<dyn Any>\nquery stack during panic:\n#0 [typeck] type-checking `x`\n#1 [analysis] running analysis passes on this crate\nend of query stack\n";
        let criteria = Compiled::of(&run(Ending::Exit(101), ice), b"x", words, false).unwrap();
        assert_eq!(
            criteria.to_string(),
            "the same internal compiler error: error: internal compiler error: compiler/rustc_middle/src/ty/mod.rs:9:9: no type for `…`, in query `typeck`, and no error the original did not have"
        );
        // Called from elsewhere, in the same query: the same bug.
        let caller = ice.replace("#1 [analysis]", "#1 [mir_borrowck]");
        assert!(criteria.holds(&run(Ending::Exit(101), &caller), b"x"));
        // In another query: another one.
        let other = ice.replace("#0 [typeck]", "#0 [type_of]");
        assert!(!criteria.holds(&run(Ending::Exit(101), &other), b"x"));
    }
}
