//! The report of one reduced `#[delta_test]`: text for the terminal, JSON for
//! tools, and a regression test to paste.

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Serialize;

use crate::style::Paint;
use crate::{FailureKind, FailureSignature, Mode, Reduce};

/// One argument of the reduced call.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct ArgReport {
    /// The parameter's name.
    pub(crate) name: String,
    /// Its original value, as Rust.
    pub(crate) original: String,
    /// Its reduced value, as Rust.
    pub(crate) minimal: String,
}

/// The arguments of a call, by parameter name, before and after.
pub(crate) fn arg_reports<'n>(
    names: impl IntoIterator<Item = &'n str>,
    original: Vec<String>,
    minimal: Vec<String>,
) -> Vec<ArgReport> {
    names
        .into_iter()
        .zip(original.into_iter().zip(minimal))
        .map(|(name, (original, minimal))| ArgReport {
            name: name.to_string(),
            original,
            minimal,
        })
        .collect()
}

/// How many parts (chars, elements, entries) the sequences of a call hold.
pub(crate) fn size<A: Reduce>(args: &A) -> usize {
    args.sequences().iter().map(|s| s.len).sum()
}

/// What a reduction found, for people and for tools.
#[derive(Debug, Clone)]
pub(crate) struct Report {
    /// The test's path, as the harness names it.
    pub(crate) test: String,
    /// The function under test.
    pub(crate) function: String,
    pub(crate) mode: Mode,
    pub(crate) args: Vec<ArgReport>,
    /// In `diff` mode, the largest passing call's arguments.
    pub(crate) passing: Option<Vec<String>>,
    pub(crate) tests: usize,
    /// The size of the original and of the reduced call: how many parts
    /// (chars, elements, entries) their sequences hold in all.
    pub(crate) sizes: (usize, usize),
    pub(crate) elapsed: Duration,
    /// The budget that stopped the reduction before it proved the call
    /// 1-minimal (`budget of 3 tests spent`); `None` when it ran to its end.
    pub(crate) stopped: Option<String>,
    /// Set when the call was not reduced but replayed from a stored
    /// regression.
    pub(crate) replayed: Option<Replayed>,
    /// How the original call failed.
    pub(crate) failure: FailureSignature,
    /// How the pasted regression test makes the call.
    pub(crate) regression: Regression,
}

/// Where a replayed call was stored.
#[derive(Debug, Clone)]
pub(crate) struct Replayed {
    /// The file, relative to the crate.
    pub(crate) file: String,
    /// The day of the reduction that stored it.
    pub(crate) found: String,
}

/// How the regression test calls the function under test.
#[derive(Debug, Clone)]
pub(crate) enum Regression {
    /// A `#[delta_test]` case: `function::call(..)`, whose return type (as
    /// written, `""` for none) the regression test returns too, so an `Err`
    /// still fails it.
    TestCase { returns: String },
    /// A `#[delta_debug]` function: `function(..)`; only a panic fails it,
    /// so a returned value is dropped.
    Call { returns_value: bool },
}

/// The JSON schema, documented in `docs/report-json.md`.
#[derive(Serialize)]
struct Json<'r> {
    test: &'r str,
    function: &'r str,
    mode: &'static str,
    original_call: String,
    minimal_call: String,
    passing_call: Option<String>,
    args: &'r [ArgReport],
    tests: usize,
    original_size: usize,
    minimal_size: usize,
    elapsed_ms: f64,
    one_minimal: bool,
    stopped_by: Option<String>,
    replayed_from: Option<String>,
    failure: JsonFailure<'r>,
    regression_test: String,
}

#[derive(Serialize)]
struct JsonFailure<'r> {
    kind: &'static str,
    message: &'r str,
    file: Option<&'r str>,
    line: Option<u32>,
    column: Option<u32>,
}

impl Report {
    /// `function(a, b)` with the given argument texts.
    fn call<'a>(&self, args: impl IntoIterator<Item = &'a String>) -> String {
        let args: Vec<&str> = args.into_iter().map(String::as_str).collect();
        format!("{}({})", self.function, args.join(", "))
    }

    pub(crate) fn original_call(&self) -> String {
        self.call(self.args.iter().map(|a| &a.original))
    }

    pub(crate) fn minimal_call(&self) -> String {
        self.call(self.args.iter().map(|a| &a.minimal))
    }

    /// In `diff` mode, the largest passing call.
    pub(crate) fn passing_call(&self) -> Option<String> {
        self.passing.as_ref().map(|p| self.call(p))
    }

    /// A `#[test]` that makes the minimal call. It compiles in the module of
    /// the function: a `#[delta_test]` expansion keeps its function callable
    /// as `function::call`.
    pub(crate) fn regression_test(&self) -> String {
        let args: Vec<&str> = self.args.iter().map(|a| a.minimal.as_str()).collect();
        let args = args.join(", ");
        let (returns, body) = match &self.regression {
            Regression::TestCase { returns } if returns.is_empty() => {
                (String::new(), format!("{}::call({args});", self.function))
            }
            Regression::TestCase { returns } => (
                format!(" -> {returns}"),
                format!("{}::call({args})", self.function),
            ),
            Regression::Call {
                returns_value: true,
            } => (String::new(), format!("let _ = {}({args});", self.function)),
            Regression::Call {
                returns_value: false,
            } => (String::new(), format!("{}({args});", self.function)),
        };
        format!(
            "#[test]\nfn {}_minimal(){returns} {{\n    {body}\n}}",
            self.function
        )
    }

    fn elapsed_ms(&self) -> f64 {
        self.elapsed.as_secs_f64() * 1e3
    }

    /// Writes `dir/<test path>.json` (`::` becomes `.` in the file name).
    pub(crate) fn write_json(&self, dir: &Path) -> Result<PathBuf, String> {
        let location = self.failure.location.as_ref();
        let json = Json {
            test: &self.test,
            function: &self.function,
            mode: self.mode.as_str(),
            original_call: self.original_call(),
            minimal_call: self.minimal_call(),
            passing_call: self.passing_call(),
            args: &self.args,
            tests: self.tests,
            original_size: self.sizes.0,
            minimal_size: self.sizes.1,
            elapsed_ms: self.elapsed_ms(),
            one_minimal: self.stopped.is_none(),
            stopped_by: self.stopped.clone(),
            replayed_from: self.replayed.as_ref().map(|r| r.file.clone()),
            failure: JsonFailure {
                kind: self.failure.kind.as_str(),
                message: &self.failure.message,
                file: location.map(|l| l.file.as_str()),
                line: location.map(|l| l.line),
                column: location.map(|l| l.column),
            },
            regression_test: self.regression_test(),
        };
        let path = dir.join(format!("{}.json", self.test.replace("::", ".")));
        let text = serde_json::to_string_pretty(&json).expect("the report serializes");
        std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(&path, text + "\n"))
            .map_err(|e| format!("could not write the JSON report {}: {e}", path.display()))?;
        Ok(path)
    }
}

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

    fn write(&self, f: &mut dyn fmt::Write, paint: Paint) -> fmt::Result {
        let proof = match (&self.stopped, self.mode) {
            (None, Mode::Max) => paint.green("the passing call is 1-maximal"),
            (None, _) => paint.green("the call is 1-minimal"),
            (Some(budget), Mode::Max) => paint.yellow(&format!("not proven 1-maximal: {budget}")),
            (Some(budget), _) => paint.yellow(&format!("not proven 1-minimal: {budget}")),
        };
        let (from, to, ms) = (self.sizes.0, parts(self.sizes.1), self.elapsed_ms());
        let delta_test = paint.bold("delta-test:");
        match &self.replayed {
            None => writeln!(
                f,
                "{delta_test} reduced {} from {from} to {to} in {} tests ({ms:.1} ms); {proof}",
                self.test, self.tests,
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
        writeln!(f, "  failure:  {}", paint.red(&failure_line(&self.failure)))?;
        if self.mode != Mode::Max {
            writeln!(f, "{}", paint.bold("paste as a regression test:"))?;
            for line in self.regression_test().lines() {
                writeln!(f, "  {line}")?;
            }
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
fn failure_line(failure: &FailureSignature) -> String {
    let kind = failure.kind.as_str();
    match (failure.kind, &failure.location) {
        (FailureKind::Err, _) => format!("returned Err: {}", failure.message),
        (FailureKind::Crash, _) => format!("crash: {}", failure.message),
        (FailureKind::Timeout, _) => format!("timeout: {}", failure.message),
        (FailureKind::PanicOther, Some(at)) => format!("panic at {at} with a non-string payload"),
        (FailureKind::PanicOther, None) => "panic with a non-string payload".to_string(),
        (_, Some(at)) => format!("panic at {at} ({kind}): {}", failure.message),
        (_, None) => format!("panic ({kind}): {}", failure.message),
    }
}

/// A character diff of two argument texts: `[-removed-]{+added+}`.
fn diff(passing: &str, failing: &str) -> String {
    use similar::{ChangeTag, TextDiff};
    let mut out = String::new();
    for change in TextDiff::from_chars(passing, failing).iter_all_changes() {
        let text = change.value();
        match change.tag() {
            ChangeTag::Equal => out.push_str(text),
            ChangeTag::Delete => out.push_str(&format!("[-{text}-]")),
            ChangeTag::Insert => out.push_str(&format!("{{+{text}+}}")),
        }
    }
    out.replace("-][-", "").replace("+}{+", "")
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::{Budget, Location};

    /// A report of `parens("a(b)c")` reduced to `parens("()")`, for tests.
    pub(crate) fn report() -> Report {
        Report {
            test: "tests::parens".into(),
            function: "parens".into(),
            mode: Mode::Min,
            args: vec![ArgReport {
                name: "inp".into(),
                original: r#""a(b)c""#.into(),
                minimal: r#""()""#.into(),
            }],
            passing: None,
            tests: 9,
            sizes: (5, 2),
            elapsed: Duration::from_micros(250),
            stopped: None,
            replayed: None,
            failure: FailureSignature {
                kind: FailureKind::PanicStr,
                message: "Invalid input".into(),
                location: Some(Location {
                    file: "tests/parens.rs".into(),
                    line: 9,
                    column: 5,
                }),
            },
            regression: Regression::TestCase {
                returns: String::new(),
            },
        }
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
            ..report()
        };
        assert!(report.regression_test().starts_with(
            "#[test]\nfn parens_minimal() -> Result<(), String> {\n    parens::call("
        ));
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
            stopped: Some(Budget::Tests(5).to_string()),
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

    #[test]
    fn json_reports_land_in_the_directory_under_the_test_path() {
        let dir = std::env::temp_dir().join(format!("delta-test-json-{}", std::process::id()));
        let path = report().write_json(&dir).unwrap();
        assert_eq!(path, dir.join("tests.parens.json"));
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(json["minimal_call"], r#"parens("()")"#);
        assert_eq!(json["args"][0]["name"], "inp");
        assert_eq!(json["failure"]["line"], 9);
        assert_eq!(json["one_minimal"], true);
        assert_eq!(json["mode"], "min");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
