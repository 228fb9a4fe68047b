//! The report as JSON, for tools (the schema is in `docs/report-json.md`).

use std::path::{Path, PathBuf};

use super::Report;
use crate::failure::{FailureSignature, Frame};
use crate::json::Json;

impl Report {
    /// Writes `dir/<name>.json`; `name` tells the test apart from those of
    /// other test binaries (see `run::report_name`).
    pub(crate) fn write_json(&self, dir: &Path, name: &str) -> Result<PathBuf, String> {
        let path = dir.join(format!("{name}.json"));
        std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(&path, self.json().pretty() + "\n"))
            .map_err(|e| format!("could not write the JSON report {}: {e}", path.display()))?;
        Ok(path)
    }

    /// The report in the schema documented in `docs/report-json.md`.
    fn json(&self) -> Json {
        let args = self.args.iter().map(|arg| {
            Json::object([
                ("name", Json::str(&arg.name)),
                ("original", Json::str(&arg.original)),
                ("minimal", Json::str(&arg.minimal)),
            ])
        });
        let others = self.met.others.iter().map(|other| {
            Json::object([
                ("call", Json::str(self.other_call(other))),
                ("count", Json::number(other.count)),
                ("failure", failure(&other.failure)),
            ])
        });
        Json::object([
            ("test", Json::str(&self.test)),
            ("function", Json::str(&self.function)),
            ("mode", Json::str(self.mode.as_str())),
            ("original_call", Json::str(self.original_call())),
            ("minimal_call", Json::str(self.minimal_call())),
            ("passing_call", Json::option(self.passing_call(), Json::str)),
            ("args", Json::Array(args.collect())),
            ("tests", Json::number(self.tests)),
            // Runs made ahead, in parallel, and not needed.
            ("speculative", Json::number(self.speculative)),
            // How many times the reduction waited for its runs.
            ("rounds", Json::number(self.rounds)),
            ("original_size", Json::number(self.sizes.0)),
            ("minimal_size", Json::number(self.sizes.1)),
            ("elapsed_ms", Json::float(self.elapsed_ms())),
            (
                "one_minimal",
                Json::Bool(self.stopped.is_none() && self.reducible),
            ),
            // Whether the original call had anything to reduce.
            ("reducible", Json::Bool(self.reducible)),
            ("stopped_by", Json::option(self.stopped.as_ref(), Json::str)),
            (
                "replayed_from",
                Json::option(self.replayed.as_ref(), |r| Json::str(&r.file)),
            ),
            ("failure", failure(&self.failure)),
            ("minimal_failure", failure(self.shown_failure())),
            ("regression_test", Json::str(self.regression_test())),
            // The other failures met, each with the smallest call seen.
            ("other_failures", Json::Array(others.collect())),
            // How many candidates `assume!` refused.
            ("rejected", Json::number(self.met.rejected)),
        ])
    }
}

/// A failure as the report gives it: its place flat, with its frames.
fn failure(failure: &FailureSignature) -> Json {
    let location = failure.location.as_ref();
    Json::object([
        ("kind", Json::str(failure.kind.as_str())),
        ("message", Json::str(&failure.message)),
        ("file", Json::option(location, |l| Json::str(&l.file))),
        ("line", Json::option(location, |l| Json::number(l.line))),
        ("column", Json::option(location, |l| Json::number(l.column))),
        (
            "frames",
            Json::Array(failure.frames.iter().map(Frame::to_json).collect()),
        ),
    ])
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
        assert_eq!(
            (json["tests"].as_u64(), json["rounds"].as_u64()),
            (Some(9), Some(8))
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn long_and_odd_texts_read_back_as_they_were() {
        let mut report = report();
        // A long argument (escaped by the standard library's searches), a
        // control character, quotes and backslashes.
        report.args[0].original = format!("\"{}\\\"\u{1}\"", "(".repeat(100_000));
        let json: serde_json::Value = serde_json::from_str(&report.json().pretty()).unwrap();
        assert_eq!(json["args"][0]["original"], report.args[0].original);
        assert_eq!(json["passing_call"], serde_json::Value::Null);
        assert!(json["elapsed_ms"].is_f64());
    }
}
