//! The settings of one `#[delta_test]` run, resolved in one place: the
//! attribute's options, then the environment, then `delta-test.toml`, then
//! the built-in defaults.
//!
//! The attribute wins because it is the most specific: a test that says it
//! needs a process (because it crashes) keeps one whatever the project
//! default. `DELTA_TEST=off` is the exception: it is not an option, and it
//! switches reduction off for the whole run.

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

use crate::private::Options;
use crate::{config, log};
use crate::{Error, Isolate, Matcher, Mode};

/// `DELTA_TEST=off` runs tests without reducing them.
const SWITCH_VAR: &str = "DELTA_TEST";
/// `DELTA_TEST_REPORT_DIR=dir` also writes each report as JSON into `dir`.
const REPORT_DIR_VAR: &str = "DELTA_TEST_REPORT_DIR";
/// `DELTA_TEST_ISOLATE=none|thread|process`: where reruns run, for tests
/// whose attribute does not say.
const ISOLATE_VAR: &str = "DELTA_TEST_ISOLATE";
/// `DELTA_TEST_PERSIST=0|1`: whether reductions are stored in
/// `delta-regressions/` and replayed.
const PERSIST_VAR: &str = "DELTA_TEST_PERSIST";
/// `DELTA_TEST_REPORT=text|markdown`: whether a bug report is written too.
const REPORT_VAR: &str = "DELTA_TEST_REPORT";
/// How many times the minimal call is rerun before it is reported.
const DEFAULT_VERIFY: usize = 2;

/// What the harness's command line says (`--no-reduce`, `--reduce-log`,
/// `--report-dir`): the same as the environment variables, and over them.
#[derive(Debug, Default)]
pub(crate) struct Flags {
    pub(crate) no_reduce: bool,
    pub(crate) log: Option<u8>,
    pub(crate) report_dir: Option<PathBuf>,
}

/// Set once, by the harness, before any test runs.
static FLAGS: OnceLock<Flags> = OnceLock::new();

/// Records the harness's flags for every test of this process.
#[cfg_attr(not(feature = "harness"), allow(dead_code))]
pub(crate) fn set_flags(flags: Flags) {
    let _ = FLAGS.set(flags);
}

/// Everything a run needs to know, with defaults filled in.
#[derive(Debug)]
pub(crate) struct Settings {
    /// Whether a failing test is reduced (`DELTA_TEST`, default on).
    pub(crate) reduce: bool,
    /// Which reruns count as the same failure (`matching`, default `same_bug`).
    pub(crate) matcher: Matcher,
    /// What to search for (`mode`, default `min`).
    pub(crate) mode: Mode,
    /// The test budget (`max_tests`, default none).
    pub(crate) max_tests: Option<usize>,
    /// `log`, else `DELTA_TEST_LOG`, else the file's `log`, else 0.
    pub(crate) log: u8,
    /// `DELTA_TEST_REPORT_DIR`, else none.
    pub(crate) report_dir: Option<PathBuf>,
    /// Where reruns run (`isolate`, else `DELTA_TEST_ISOLATE`, else
    /// `thread`).
    pub(crate) isolate: Isolate,
    /// How long one rerun may take (`timeout`, default: ten times the
    /// original run, at least 1s).
    pub(crate) timeout: Option<Duration>,
    /// The time budget (`max_time`, default none).
    pub(crate) max_time: Option<Duration>,
    /// Reruns of the minimal call before it is reported (`verify`,
    /// default 2).
    pub(crate) verify: usize,
    /// Extra runs of a candidate that did not fail (`retries`, default 0).
    pub(crate) retries: usize,
    /// Whether reductions are stored in `delta-regressions/` and replayed
    /// first (`persist`, else `DELTA_TEST_PERSIST`, default on).
    pub(crate) persist: bool,
    /// What is written besides the terminal report (`report`, else
    /// `DELTA_TEST_REPORT`, default text only).
    pub(crate) report: ReportFormat,
}

/// What a reduction writes besides its terminal report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) enum ReportFormat {
    /// Nothing more.
    #[default]
    Text,
    /// A bug report in Markdown, to paste into an issue tracker.
    Markdown,
}

impl std::str::FromStr for ReportFormat {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, String> {
        match name {
            "text" => Ok(ReportFormat::Text),
            "markdown" => Ok(ReportFormat::Markdown),
            other => Err(format!(
                "unknown report format {other:?}; expected text or markdown"
            )),
        }
    }
}

impl Settings {
    /// Resolves the options of one attribute against the environment and
    /// the `delta-test.toml` of the package at `manifest_dir`: the
    /// attribute wins, then the environment, then the file, then the
    /// built-in default.
    pub(crate) fn resolve(options: &Options, manifest_dir: &str) -> Result<Settings, Error> {
        let config = |message: String| Error::Config { message };
        let flags = FLAGS.get();
        let reduce = reduction_switch()?;
        let file = config::defaults_for(manifest_dir)?;
        let matcher = match options.matching {
            Some(name) => name.parse().map_err(|e| config(format!("{e}")))?,
            None => file.matching.clone().unwrap_or_default(),
        };
        let mode = match options.mode {
            Some(name) => name.parse().map_err(config)?,
            None => file.mode.unwrap_or(Mode::Min),
        };
        let log = match (options.log, flags.and_then(|f| f.log)) {
            (Some(level), _) | (None, Some(level)) => level,
            (None, None) if std::env::var_os(log::LOG_VAR).is_some() => {
                log::level_from_env().map_err(config)?
            }
            (None, None) => file.log.unwrap_or(0),
        };
        let report_dir = flags.and_then(|f| f.report_dir.clone()).or_else(|| {
            std::env::var_os(REPORT_DIR_VAR)
                .filter(|dir| !dir.is_empty())
                .map(PathBuf::from)
        });
        let isolate = match (options.isolate, std::env::var(ISOLATE_VAR)) {
            (Some(name), _) => name.parse().map_err(config)?,
            (None, Ok(name)) if !name.is_empty() => name
                .parse()
                .map_err(|e| config(format!("{ISOLATE_VAR}: {e}")))?,
            _ => file.isolate.unwrap_or_default(),
        };
        let duration = |text: Option<&str>, key: &str, file: Option<Duration>| match text {
            Some(text) => parse_duration(text)
                .map(Some)
                .map_err(|e| config(format!("{key}: {e}"))),
            None => Ok(file),
        };
        let persist = match (options.persist, std::env::var(PERSIST_VAR)) {
            (Some(persist), _) => persist,
            (None, Ok(value)) if !value.is_empty() => on_off(&value).ok_or_else(|| {
                config(format!(
                    "{PERSIST_VAR}={value:?} is not understood; use {PERSIST_VAR}=0 to \
                         neither store nor replay regressions, or {PERSIST_VAR}=1"
                ))
            })?,
            _ => file.persist.unwrap_or(true),
        };
        let report = match (options.report, std::env::var(REPORT_VAR)) {
            (Some(name), _) => name.parse().map_err(config)?,
            (None, Ok(name)) if !name.is_empty() => name
                .parse()
                .map_err(|e| config(format!("{REPORT_VAR}: {e}")))?,
            _ => file.report.unwrap_or_default(),
        };
        Ok(Settings {
            reduce,
            matcher,
            mode,
            max_tests: options.max_tests.or(file.max_tests),
            log,
            report_dir,
            isolate,
            timeout: duration(options.timeout, "timeout", file.timeout)?,
            max_time: duration(options.max_time, "max_time", file.max_time)?,
            verify: options.verify.or(file.verify).unwrap_or(DEFAULT_VERIFY),
            retries: options.retries.or(file.retries).unwrap_or(0),
            persist,
            report,
        })
    }
}

/// `DELTA_TEST`: whether failing calls are reduced (unset means on); the
/// harness's `--no-reduce` turns it off too, `#[delta_debug]` included.
///
/// # Errors
/// A value other than on/off (`1`/`0`, `true`/`false`) names the variable
/// and says how to turn reduction off.
pub(crate) fn reduction_switch() -> Result<bool, Error> {
    if FLAGS.get().is_some_and(|flags| flags.no_reduce) {
        return Ok(false);
    }
    let value = std::env::var(SWITCH_VAR).unwrap_or_default();
    match value.as_str() {
        "" => Ok(true),
        value => on_off(value).ok_or_else(|| Error::Config {
            message: format!(
                "{SWITCH_VAR}={value:?} is not understood; use {SWITCH_VAR}=off to run \
                 tests without reducing them, or unset it"
            ),
        }),
    }
}

/// A switch as environment variables write it: `1`/`0`, `on`/`off`,
/// `true`/`false`.
fn on_off(value: &str) -> Option<bool> {
    match value {
        "on" | "1" | "true" => Some(true),
        "off" | "0" | "false" => Some(false),
        _ => None,
    }
}

/// Reads a duration as settings write it: `500ms`, `2s`, `1.5s`, `2m`.
pub(crate) fn parse_duration(text: &str) -> Result<Duration, String> {
    let bad = || {
        format!("{text:?} is not a duration; write it as a number and a unit: \"500ms\", \"2s\", \"1.5s\" or \"2m\"")
    };
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .ok_or_else(bad)?;
    let (number, unit) = text.split_at(split);
    let number: f64 = number.parse().map_err(|_| bad())?;
    let seconds = match unit {
        "ms" => number / 1e3,
        "s" => number,
        "m" | "min" => number * 60.0,
        _ => return Err(bad()),
    };
    Duration::try_from_secs_f64(seconds).map_err(|_| bad())
}

/// A duration as people read it: `250ms`, `2s`, `1.5s`, `2m`.
pub(crate) fn show_duration(duration: Duration) -> String {
    let millis = duration.as_secs_f64() * 1e3;
    if millis < 1000.0 {
        format!("{}ms", round(millis))
    } else if millis < 120_000.0 {
        format!("{}s", round(millis / 1e3))
    } else {
        format!("{}m", round(millis / 60e3))
    }
}

/// At most one decimal, none when it is 0.
fn round(value: f64) -> String {
    let text = format!("{value:.1}");
    text.strip_suffix(".0").unwrap_or(&text).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_and_print_in_the_same_units() {
        for (text, millis) in [
            ("500ms", 500),
            ("2s", 2000),
            ("1.5s", 1500),
            ("2m", 120_000),
        ] {
            let duration = parse_duration(text).unwrap();
            assert_eq!(duration, Duration::from_millis(millis));
            assert_eq!(show_duration(duration), text);
        }
        for bad in ["", "2", "s", "2h", "-1s", "1..2s"] {
            let error = parse_duration(bad).unwrap_err();
            assert!(error.contains("\"2s\""), "{error}");
        }
    }
}
