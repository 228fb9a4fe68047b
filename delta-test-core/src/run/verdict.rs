//! How a failing case ends: its report (the minimal call and its
//! failure), the files written beside it, the notes of the reduction, and
//! the panic that fails the test.

use std::fmt::Write as _;
use std::sync::PoisonError;
use std::time::Duration;

use super::test_case::CaseRun;
use crate::capture::TestResult;
use crate::dd::Mode;
use crate::error::Error;
use crate::execute::Isolate;
use crate::failure::{FailureKind, FailureSignature};
use crate::literal::Literal;
use crate::parse::show_duration;
use crate::reduce::Reduce;
use crate::report::{self, Paint, Regression, Report, Stream};
use crate::settings::ReportFormat;

impl<A, R, P, const N: usize> CaseRun<A, R, P>
where
    A: Reduce + Literal + Clone + Send + 'static,
    R: TestResult + 'static,
    P: Fn(&A) -> [String; N] + Clone,
{
    /// Notes, once for the reduction, the reruns that timed out and why
    /// they ran in a thread, if they did.
    pub(super) fn note_how_reruns_went(&mut self, timeouts: usize, timeout: Duration) {
        let fallback = self
            .fallback
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
        if let Some(why) = &fallback {
            self.notes.push(format!(
                "reruns ran in a thread, not a worker process: {why}"
            ));
        }
        if timeouts > 0 {
            let reruns = match timeouts {
                1 => "1 rerun".to_string(),
                n => format!("{n} reruns"),
            };
            let left = match (self.settings.options.isolate, fallback) {
                (Some(Isolate::Thread), _) | (None, Some(_)) => {
                    "; a thread cannot be stopped, so each was left running until the test ends"
                }
                _ => "",
            };
            self.notes.push(format!(
                "{reruns} did not finish within {} and counted as UNRESOLVED (set a longer \
                 `timeout` if they were slow, not stuck){left}",
                show_duration(timeout)
            ));
        }
    }

    /// The report of a call reduced (or replayed) to `minimal`.
    pub(super) fn report(
        &self,
        (failure, minimal_failure): (&FailureSignature, Option<FailureSignature>),
        minimal: &A,
        passing: Option<&A>,
        (tests, speculative, rounds, elapsed): (usize, usize, usize, Duration),
        stopped: Option<String>,
        replayed: Option<report::Replayed>,
    ) -> Report {
        let names = self.case.params.iter().map(|p| p.name);
        let minimal_args = (self.render)(minimal).to_vec();
        Report {
            test: self.path.clone(),
            function: self.case.function.to_string(),
            mode: self.settings.options.mode,
            args: report::arg_reports(names, self.original.clone(), minimal_args),
            passing: passing.map(|p| (self.render)(p).to_vec()),
            tests,
            speculative,
            rounds,
            sizes: (self.original_size, minimal.size()),
            reducible: self.reducible,
            elapsed,
            stopped,
            replayed,
            failure: failure.clone(),
            minimal_failure,
            regression: Regression::TestCase {
                returns: self.case.returns.to_string(),
            },
            regression_file: None,
            met: report::Met::default(),
        }
    }

    /// Fails the test: the original failure's message, then the report (or
    /// why there is none), then the notes.
    #[track_caller]
    pub(super) fn fail(
        &mut self,
        failure: &FailureSignature,
        report: Result<&Report, &Error>,
    ) -> ! {
        let mut message = match failure.kind {
            FailureKind::Crash => format!("the test {failure} (in a worker process)"),
            _ => failure.message.clone(),
        };
        match report {
            Ok(report) => {
                let report = &self.with_regression_file(report, &mut message);
                self.write_reports(report, &mut message);
                #[cfg(feature = "harness")]
                report::summary::record(report);
                // libtest prints a failed test's panic message on stdout.
                let paint = Paint::for_stream(Stream::Stdout);
                let _ = write!(message, "\n{}", report.render(paint));
            }
            Err(error) => {
                let _ = write!(message, "\ndelta-test could not reduce this call: {error}");
            }
        }
        for note in &self.notes {
            let _ = write!(message, "\ndelta-test: {note}");
        }
        panic!("{message}");
    }

    /// The report, with its regression test written whole to a file when
    /// the terminal would show it cut; a problem becomes part of `message`.
    fn with_regression_file(&self, report: &Report, message: &mut String) -> Report {
        let mut report = report.clone();
        if report.regression_is_long() {
            let name = super::report_name(self.case.module_path, &self.path);
            match report.write_regression_test(&report::markdown_dir(), &name) {
                Ok(path) => report.regression_file = Some(path),
                Err(error) => {
                    let _ = write!(message, "\ndelta-test: {error}");
                }
            }
        }
        report
    }

    /// Writes the report as JSON and as Markdown, when the settings ask;
    /// a problem becomes part of `message` or a note.
    pub(super) fn write_reports(&mut self, report: &Report, message: &mut String) {
        let settings = &self.settings;
        let name = super::report_name(self.case.module_path, &self.path);
        if let Some(dir) = &settings.report_dir {
            if let Err(error) = report.write_json(dir, &name) {
                let _ = write!(message, "\ndelta-test: {error}");
            }
        } else if report.is_long(report::TERMINAL_LIMIT) {
            // The terminal shows long values cut: the JSON keeps them whole.
            match report.write_json(&report::markdown_dir(), &name) {
                Ok(path) => self.notes.push(format!(
                    "long values are cut above; the whole calls are in {}",
                    path.display()
                )),
                Err(error) => self.notes.push(error),
            }
        }
        if settings.options.report != ReportFormat::Markdown {
            return;
        }
        if report.mode == Mode::Max {
            self.notes
                .push("no bug report for mode = \"max\": its result is a passing call".into());
            return;
        }
        let dir = (settings.report_dir.clone()).unwrap_or_else(report::markdown_dir);
        let origin = format!("{}:{}", self.case.file, self.case.line);
        match report::write_markdown(report, (self.case.package, &origin), &dir, &name) {
            Ok(path) => self
                .notes
                .push(format!("bug report written to {}", path.display())),
            Err(problem) => self.notes.push(problem),
        }
    }
}
