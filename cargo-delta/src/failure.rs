//! When a candidate "still fails": by default, the same failure as the
//! original (the same ending and the same masked failure text); else what
//! the options choose.

use std::fmt;

use delta_test::mask;
use regex_lite::Regex;

use crate::process::{Ending, Run};

/// How many of the last lines of standard error tell a failure of a
/// program that is not Rust's panic.
const LAST_LINES: usize = 3;

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

/// What makes a run "interesting": it fails the way the reduction keeps.
#[derive(Debug, Clone)]
pub enum Criteria {
    /// The same [`Signature`] as the original's (the default).
    Same(Signature),
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
    /// Whether `run` fails the way that is kept.
    pub fn holds(&self, run: &Run) -> bool {
        match self {
            Criteria::Same(original) => *original == Signature::of(run),
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
                    && exit_code.map_or(true, |code| run.ending == Ending::Exit(code))
                    && killed
                    && stderr.as_ref().map_or(true, |re| re.is_match(&run.stderr))
                    && stdout.as_ref().map_or(true, |re| re.is_match(&run.stdout))
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
    use std::time::Duration;

    fn run(ending: Ending, stderr: &str) -> Run {
        Run {
            ending,
            stderr: stderr.to_string(),
            stdout: String::new(),
            elapsed: Duration::ZERO,
        }
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
        assert!(same.holds(&run(Ending::Exit(101), &other_data)));
        let elsewhere = PANIC.replace("7:9", "12:5");
        assert!(!same.holds(&run(Ending::Exit(101), &elsewhere)));
        assert!(!same.holds(&run(Ending::Signal(6), PANIC)));
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
        assert!(hang.holds(&run(Ending::Timeout, "step 2\nstep 3\n")));
        assert!(!hang.holds(&run(Ending::Exit(1), "")));
    }

    #[test]
    fn chosen_criteria_need_all_they_name() {
        let chosen = Criteria::Chosen {
            exit_code: Some(2),
            signal: None,
            stderr: Some(Regex::new("overflow").unwrap()),
            stdout: None,
        };
        assert!(chosen.holds(&run(Ending::Exit(2), "stack overflow")));
        assert!(!chosen.holds(&run(Ending::Exit(1), "stack overflow")));
        assert!(!chosen.holds(&run(Ending::Exit(2), "ok")));
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
        assert!(killed(None).holds(&with_stdout(Ending::Signal(11), "partial output")));
        assert!(killed(Some(11)).holds(&with_stdout(Ending::Signal(11), "partial")));
        assert!(!killed(Some(6)).holds(&with_stdout(Ending::Signal(11), "partial")));
        assert!(!killed(None).holds(&with_stdout(Ending::Exit(1), "partial")));
        assert!(!killed(None).holds(&with_stdout(Ending::Signal(11), "no")));
        assert_eq!(
            killed(Some(11)).to_string(),
            "death by signal 11 and standard output matching `^partial`"
        );
        let any = Criteria::Any;
        assert!(any.holds(&run(Ending::Signal(9), "")));
        assert!(!any.holds(&run(Ending::Exit(0), "")));
        assert!(!any.holds(&run(Ending::Timeout, "")));
        assert!(Criteria::Script.holds(&run(Ending::Exit(0), "")));
        assert!(!Criteria::Script.holds(&run(Ending::Exit(1), "")));
    }
}
