//! The report as JSON, for tools (the schema is in `docs/report-json.md`).

use std::path::{Path, PathBuf};

use serde::Serialize;

use super::json_splice::{LongTexts, LONG};
use super::{ArgReport, Report};
use crate::failure::{FailureSignature, Frame};

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
    /// Runs made ahead, in parallel, and not needed.
    speculative: usize,
    original_size: usize,
    minimal_size: usize,
    elapsed_ms: f64,
    one_minimal: bool,
    /// Whether the original call had anything to reduce.
    reducible: bool,
    stopped_by: Option<String>,
    replayed_from: Option<String>,
    failure: JsonFailure<'r>,
    minimal_failure: JsonFailure<'r>,
    regression_test: String,
    /// The other failures met, each with the smallest call seen.
    other_failures: Vec<JsonOther<'r>>,
    /// How many candidates `assume!` refused.
    rejected: usize,
}

#[derive(Serialize)]
struct JsonOther<'r> {
    call: String,
    count: usize,
    failure: JsonFailure<'r>,
}

#[derive(Serialize)]
struct JsonFailure<'r> {
    kind: &'static str,
    message: &'r str,
    file: Option<&'r str>,
    line: Option<u32>,
    column: Option<u32>,
    frames: &'r [Frame],
}

impl<'r> JsonFailure<'r> {
    fn of(failure: &'r FailureSignature) -> Self {
        let location = failure.location.as_ref();
        JsonFailure {
            kind: failure.kind.as_str(),
            message: &failure.message,
            file: location.map(|l| l.file.as_str()),
            line: location.map(|l| l.line),
            column: location.map(|l| l.column),
            frames: &failure.frames,
        }
    }
}

impl Report {
    /// Writes `dir/<name>.json`; `name` tells the test apart from those of
    /// other test binaries (see `run::report_name`).
    pub(crate) fn write_json(&self, dir: &Path, name: &str) -> Result<PathBuf, String> {
        let path = dir.join(format!("{name}.json"));
        let text = self
            .json(LongTexts::new(LONG))
            .or_else(|| self.json(LongTexts::new(usize::MAX)))
            .expect("with no text held back, there is nothing to splice");
        std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(&path, text + "\n"))
            .map_err(|e| format!("could not write the JSON report {}: {e}", path.display()))?;
        Ok(path)
    }

    /// The report as JSON, with the calls and arguments that `long` holds
    /// back spliced in; `None` when they cannot be.
    fn json(&self, mut long: LongTexts) -> Option<String> {
        let args: Vec<ArgReport> = self
            .args
            .iter()
            .map(|arg| ArgReport {
                name: arg.name.clone(),
                original: long.hold(arg.original.clone()),
                minimal: long.hold(arg.minimal.clone()),
            })
            .collect();
        let json = Json {
            test: &self.test,
            function: &self.function,
            mode: self.mode.as_str(),
            original_call: long.hold(self.original_call()),
            minimal_call: long.hold(self.minimal_call()),
            passing_call: self.passing_call().map(|call| long.hold(call)),
            args: &args,
            tests: self.tests,
            speculative: self.speculative,
            original_size: self.sizes.0,
            minimal_size: self.sizes.1,
            elapsed_ms: self.elapsed_ms(),
            one_minimal: self.stopped.is_none() && self.reducible,
            reducible: self.reducible,
            stopped_by: self.stopped.clone(),
            replayed_from: self.replayed.as_ref().map(|r| r.file.clone()),
            failure: JsonFailure::of(&self.failure),
            minimal_failure: JsonFailure::of(self.shown_failure()),
            regression_test: self.regression_test(),
            other_failures: self
                .met
                .others
                .iter()
                .map(|other| JsonOther {
                    call: long.hold(self.other_call(other)),
                    count: other.count,
                    failure: JsonFailure::of(&other.failure),
                })
                .collect(),
            rejected: self.met.rejected,
        };
        let text = serde_json::to_string_pretty(&json).expect("the report serializes");
        long.splice(text)
    }
}

#[cfg(test)]
mod tests {
    use crate::report::fixtures::report;

    #[test]
    fn json_reports_land_in_the_directory_under_their_name() {
        let dir = std::env::temp_dir().join(format!("delta-test-json-{}", std::process::id()));
        let path = report().write_json(&dir, "book.tests.parens").unwrap();
        assert_eq!(path, dir.join("book.tests.parens.json"));
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(json["minimal_call"], r#"parens("()")"#);
        assert_eq!(json["args"][0]["name"], "inp");
        assert_eq!(json["failure"]["line"], 9);
        assert_eq!(json["one_minimal"], true);
        assert_eq!(json["mode"], "min");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn long_calls_are_written_whole_and_as_serde_json_writes_them() {
        let mut long = report();
        long.args[0].original = format!("\"{}\\\"\"", "(".repeat(super::LONG));
        let whole = long.json(super::LongTexts::new(usize::MAX)).unwrap();
        assert_eq!(long.json(super::LongTexts::new(super::LONG)), Some(whole));
    }
}
