//! The report as text for the terminal: what was reduced, the calls, the
//! failure, and a regression test to paste.

use std::fmt;

use super::style::Paint;
use super::{Met, Replayed, Report, TERMINAL_LIMIT};
use crate::dd::Mode;
use crate::failure::{FailureKind, FailureSignature, Frame};

/// The terminal report, appended to the test's panic message.
impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write(f, Paint::plain())
    }
}

impl Report {
    /// The terminal report, in colour when `paint` says so: the minimal
    /// call stands out, the failure is red, a spent budget is yellow.
    pub(crate) fn render(&self, paint: Paint) -> String {
        let mut out = String::new();
        self.write(&mut out, paint)
            .expect("writing to a String cannot fail");
        out
    }

    /// Writes the report, each value at most [`TERMINAL_LIMIT`] characters.
    fn write(&self, f: &mut dyn fmt::Write, paint: Paint) -> fmt::Result {
        match self.is_long(TERMINAL_LIMIT) {
            true => self.shortened(TERMINAL_LIMIT).write_whole(f, paint),
            false => self.write_whole(f, paint),
        }
    }

    fn write_whole(&self, f: &mut dyn fmt::Write, paint: Paint) -> fmt::Result {
        let proof = match (&self.stopped, self.mode) {
            (None, Mode::Max) => paint.green("the passing call is 1-maximal"),
            // The failing call of a `diff` may lose parts still: only the
            // difference is proven.
            (None, Mode::Diff) => paint.green("the difference is 1-minimal"),
            (None, _) => paint.green("the call is 1-minimal"),
            (Some(budget), Mode::Max) => paint.yellow(&format!("not proven 1-maximal: {budget}")),
            (Some(budget), _) => paint.yellow(&format!("not proven 1-minimal: {budget}")),
        };
        let (from, to, ms) = (self.sizes.0, parts(self.sizes.1), self.elapsed_ms());
        let delta_test = paint.bold("delta-test:");
        match &self.replayed {
            None if !self.reducible => writeln!(
                f,
                "{delta_test} {} fails, and its call has nothing to reduce: no argument has \
                 parts to cut or a value to simplify ({} test)",
                self.test, self.tests,
            )?,
            None => writeln!(
                f,
                "{delta_test} reduced {} from {from} to {to} in {} tests{}{} ({ms:.1} ms); {proof}",
                self.test,
                self.tests,
                self.over_rounds(),
                match self.speculative {
                    0 => String::new(),
                    n => format!(" (and {n} run ahead, not needed)"),
                },
            )?,
            Some(Replayed { file, found }) => writeln!(
                f,
                "{delta_test} {} still fails like the call stored in {file} on {found} \
                 (replayed in {ms:.1} ms, not reduced again; from {from} to {to}); {proof}",
                self.test,
            )?,
        }
        writeln!(f, "  original: {}", self.original_call())?;
        let found = |call: String| paint.bold(&paint.green(&call));
        match (&self.passing, self.mode) {
            (Some(passing), _) => {
                writeln!(f, "  passing:  {}", self.call(passing))?;
                writeln!(f, "  failing:  {}", found(self.minimal_call()))?;
                for (arg, pass) in self.args.iter().zip(passing) {
                    if *pass != arg.minimal {
                        writeln!(f, "  {} differs: {}", arg.name, diff(pass, &arg.minimal))?;
                    }
                }
            }
            (None, Mode::Max) => writeln!(f, "  passing:  {}", found(self.minimal_call()))?,
            (None, _) => writeln!(f, "  minimal:  {}", found(self.minimal_call()))?,
        }
        let failure = self.shown_failure();
        writeln!(f, "  failure:  {}", paint.red(&failure_line(failure)))?;
        if !failure.frames.is_empty() {
            writeln!(f, "  stack:    {}", stack_line(&failure.frames))?;
        }
        if let Some(original) = self.other_original_failure() {
            writeln!(f, "  original failure: {}", failure_line(original))?;
        }
        self.write_met(f, paint)?;
        match (&self.regression_file, self.mode) {
            (_, Mode::Max) => {}
            (Some(file), _) => writeln!(
                f,
                "{} too long to show; written whole to {}",
                paint.bold("regression test:"),
                file.display()
            )?,
            (None, _) => {
                writeln!(f, "{}", paint.bold("paste as a regression test:"))?;
                for line in self.regression_test().lines() {
                    writeln!(f, "  {line}")?;
                }
            }
        }
        Ok(())
    }
}

impl Report {
    /// The other failures met and the refused candidates, if any.
    fn write_met(&self, f: &mut dyn fmt::Write, paint: Paint) -> fmt::Result {
        let Met { others, rejected } = &self.met;
        if !others.is_empty() {
            writeln!(
                f,
                "  {} (not reduced; the smallest call seen for each):",
                paint.bold("other failures met on the way")
            )?;
            for other in others {
                let times = match other.count {
                    1 => "once".to_string(),
                    n => format!("{n} times"),
                };
                // A message of several lines (an `assert_eq!`'s) stays
                // inside its item.
                let line = failure_line(&other.failure).replace('\n', "\n      ");
                writeln!(f, "    - {line} ({times})")?;
                writeln!(f, "      {}", self.other_call(other))?;
            }
        }
        match *rejected {
            0 => {}
            // The original call's run is the first test.
            n if n + 1 == self.tests => writeln!(
                f,
                "  {}",
                paint.yellow(&format!(
                    "every candidate ({n}) was refused by `assume!`: no smaller call keeps \
                     its rules; check that they accept smaller inputs"
                ))
            )?,
            1 => writeln!(f, "  1 candidate was refused by `assume!`")?,
            n => writeln!(f, "  {n} candidates were refused by `assume!`")?,
        }
        Ok(())
    }
}

/// `1 part`, `2 parts`.
fn parts(n: usize) -> String {
    match n {
        1 => "1 part".to_string(),
        n => format!("{n} parts"),
    }
}

/// The failure signature on one line. It avoids Rust's own "panicked at"
/// wording, so that the test harness's panic line stays the only one and
/// tools that count panics in the output are not misled.
pub(super) fn failure_line(failure: &FailureSignature) -> String {
    let kind = failure.kind.as_str();
    match (failure.kind, &failure.location) {
        (FailureKind::Err, _) => format!("returned Err: {}", failure.message),
        (FailureKind::Crash, _) => format!("crash: {}", failure.message),
        (FailureKind::Timeout, _) => format!("timeout: {}", failure.message),
        (FailureKind::Rejected, _) => failure.message.clone(),
        (FailureKind::PanicOther, Some(at)) => format!("panic at {at} with a non-string payload"),
        (FailureKind::PanicOther, None) => "panic with a non-string payload".to_string(),
        (_, Some(at)) => format!("panic at {at} ({kind}): {}", failure.message),
        (_, None) => format!("panic ({kind}): {}", failure.message),
    }
}

/// The innermost user frames, the panicking function first: how the
/// failing call got there.
pub(crate) fn stack_line(frames: &[Frame]) -> String {
    let shown: Vec<String> = frames
        .iter()
        .take(SHOWN_FRAMES)
        .map(Frame::to_string)
        .collect();
    shown.join(" <- ")
}

/// How many frames the report shows.
const SHOWN_FRAMES: usize = 4;

/// A character diff of two argument texts: `[-removed-]{+added+}`.
fn diff(passing: &str, failing: &str) -> String {
    use super::diff::{runs, Edit};
    let (old, new): (Vec<char>, Vec<char>) = (passing.chars().collect(), failing.chars().collect());
    let mut out = String::new();
    for (edit, chars) in runs(&old, &new) {
        let (open, close) = match edit {
            Edit::Keep => ("", ""),
            Edit::Delete => ("[-", "-]"),
            Edit::Insert => ("{+", "+}"),
        };
        out.push_str(open);
        out.extend(chars);
        out.push_str(close);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::fixtures::report;
    use crate::report::Regression;

    #[test]
    fn the_minimal_calls_own_failure_and_stack_are_shown() {
        let mut minimal = report().failure.clone();
        minimal.message = "os error 2".into();
        minimal.frames = vec![
            Frame::new("app::open", Some("src/app.rs".into()), Some(20)),
            Frame::new("app::tests::call", Some("src/app.rs".into()), Some(31)),
        ];
        let mut original = report();
        original.failure.message = "os error 13".into();
        original.minimal_failure = Some(minimal);
        let text = original.to_string();
        assert!(
            text.contains("  failure:  panic at tests/parens.rs:9:5 (&str): os error 2\n"),
            "{text}"
        );
        assert!(
            text.contains(
                "  stack:    app::open (src/app.rs:20) <- app::tests::call (src/app.rs:31)\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("  original failure: panic at tests/parens.rs:9:5 (&str): os error 13\n"),
            "{text}"
        );
        // The same failure is shown once.
        assert!(!report().to_string().contains("original failure"));
    }

    #[test]
    fn the_report_shows_both_calls_the_failure_and_a_regression_test() {
        let text = report().to_string();
        assert_eq!(
            text,
            r#"delta-test: reduced tests::parens from 5 to 2 parts in 9 tests (0.2 ms); the call is 1-minimal
  original: parens("a(b)c")
  minimal:  parens("()")
  failure:  panic at tests/parens.rs:9:5 (&str): Invalid input
paste as a regression test:
  #[test]
  fn parens_minimal() {
      parens::call("()");
  }
"#
        );
    }

    #[test]
    fn in_colour_the_minimal_call_stands_out_and_the_text_stays_the_same() {
        let paint = Paint::coloured();
        let text = report().render(paint);
        assert!(
            text.contains("  minimal:  \x1b[1m\x1b[32mparens(\"()\")\x1b[0m\x1b[0m\n"),
            "{text}"
        );
        assert!(
            text.contains("\x1b[31mpanic at tests/parens.rs:9:5"),
            "{text}"
        );
        let plain: String = strip_escapes(&text);
        assert_eq!(plain, report().to_string());
        assert_eq!(report().render(Paint::plain()), report().to_string());
    }

    /// The text without its ANSI escapes.
    fn strip_escapes(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                chars.by_ref().find(|&c| c == 'm');
            } else {
                out.push(c);
            }
        }
        out
    }

    #[test]
    fn result_returning_functions_get_a_result_returning_regression_test() {
        let report = Report {
            regression: Regression::TestCase {
                returns: "Result<(), String>".into(),
            },
            met: Met::default(),
            ..report()
        };
        assert!(report.regression_test().starts_with(
            "#[test]\nfn parens_minimal() -> Result<(), String> {\n    parens::call("
        ));
    }

    #[test]
    fn a_call_with_nothing_to_reduce_says_so() {
        let report = Report {
            sizes: (0, 0),
            reducible: false,
            tests: 1,
            ..report()
        };
        let text = report.to_string();
        assert!(
            text.starts_with("delta-test: tests::parens fails, and its call has nothing to reduce"),
            "{text}"
        );
        assert!(
            !text.contains("1-minimal") && !text.contains("from 0 to 0"),
            "{text}"
        );
    }

    #[test]
    fn each_mode_claims_what_it_proves() {
        let claim = |mode| {
            let text = Report {
                mode,
                passing: (mode == Mode::Diff).then(|| vec![r#""(""#.into()]),
                ..report()
            }
            .to_string();
            text.lines()
                .next()
                .unwrap()
                .rsplit("; ")
                .next()
                .unwrap()
                .to_string()
        };
        assert_eq!(claim(Mode::Min), "the call is 1-minimal");
        assert_eq!(claim(Mode::Max), "the passing call is 1-maximal");
        // A `diff`'s failing call may lose parts still.
        assert_eq!(claim(Mode::Diff), "the difference is 1-minimal");
    }

    #[test]
    fn runs_at_once_say_their_rounds_and_one_job_does_not() {
        let jobs = Report {
            tests: 706,
            speculative: 232,
            rounds: 123,
            ..report()
        };
        assert!(
            jobs.to_string()
                .contains(" in 706 tests over 123 rounds (and 232 run ahead, not needed) ("),
            "{jobs}"
        );
        let one_job = Report {
            tests: 706,
            rounds: 705,
            ..report()
        };
        assert!(
            one_job.to_string().contains(" in 706 tests (0.2 ms)"),
            "{one_job}"
        );
    }

    #[test]
    fn sizes_read_as_english() {
        let report = Report {
            sizes: (3, 1),
            ..report()
        };
        assert!(report.to_string().contains(" from 3 to 1 part in 9 tests"));
    }

    #[test]
    fn a_spent_budget_is_named_and_the_call_is_still_pasteable() {
        let report = Report {
            stopped: Some("budget of 5 tests spent".to_string()),
            ..report()
        };
        let text = report.to_string();
        assert!(
            text.contains("in 9 tests (0.2 ms); not proven 1-minimal: budget of 5 tests spent\n"),
            "{text}"
        );
        assert!(text.contains("      parens::call(\"()\");"), "{text}");
    }

    #[test]
    fn diffs_mark_what_the_failing_call_adds() {
        assert_eq!(diff(r#""z*+""#, r#""(z*+""#), r#""{+(+}z*+""#);
        assert_eq!(diff("vec![1]", "vec![2]"), "vec![[-1-]{+2+}]");
    }
}
