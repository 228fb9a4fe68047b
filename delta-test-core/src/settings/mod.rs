//! The settings of one `#[delta_test]` run, resolved in one place: the
//! attribute's options, then the harness's flags, then the environment,
//! then `delta-test.toml`, then the built-in defaults.
//!
//! The attribute wins because it is the most specific: a test that says it
//! needs a process (because it crashes) keeps one whatever the project
//! default. `DELTA_TEST=off` is the exception: it is not an option, and it
//! switches reduction off for the whole run.

mod env;
mod file;
mod options;

use std::path::PathBuf;
use std::sync::OnceLock;

pub(crate) use env::reduction_switch;
pub use options::Value;
#[cfg(test)]
use options::{LogLevel, TestBudget, TimeBudget, OPTIONS};
pub(crate) use options::{Options, ReportFormat};

use crate::error::Error;
use options::{Read, Sources, Spec};

/// `DELTA_TEST_REPORT_DIR=dir` also writes each report as JSON into `dir`.
const REPORT_DIR_VAR: &str = "DELTA_TEST_REPORT_DIR";

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
    /// Whether a failing test is reduced (`DELTA_TEST`, `--no-reduce`;
    /// default on).
    pub(crate) reduce: bool,
    /// Where JSON reports go (`--report-dir`, `DELTA_TEST_REPORT_DIR`;
    /// default none).
    pub(crate) report_dir: Option<PathBuf>,
    /// The options, each from the first source that gives it.
    pub(crate) options: Options,
}

impl Settings {
    /// Resolves the options of one attribute (`given`, name and value)
    /// against the harness's flags, the environment and the
    /// `delta-test.toml` of the package at `manifest_dir`.
    pub(crate) fn resolve(
        given: &[(&str, Value<'_>)],
        manifest_dir: &str,
    ) -> Result<Settings, Error> {
        let flags = FLAGS.get();
        // Every source is read even after one fails, so that a single run
        // reports every bad setting.
        let mut errors = Vec::new();
        let reduce = reduction_switch().unwrap_or_else(|error| {
            errors.push(error);
            true
        });
        let file = file::defaults_for(manifest_dir).unwrap_or_else(|file_errors| {
            errors.extend(file_errors);
            Default::default()
        });
        let sources = Given {
            attribute: given,
            log_flag: flags.and_then(|f| f.log),
            file: &file,
        };
        let options =
            Options::resolve(&sources).map_err(|option_errors| errors.extend(option_errors));
        let report_dir = flags.and_then(|f| f.report_dir.clone()).or_else(|| {
            std::env::var_os(REPORT_DIR_VAR)
                .filter(|dir| !dir.is_empty())
                .map(PathBuf::from)
        });
        match (options, Error::configs(errors)) {
            (Ok(options), None) => Ok(Settings {
                reduce,
                report_dir,
                options,
            }),
            (_, error) => Err(error.expect("a source that failed said why")),
        }
    }
}

/// The sources of one test's options, in order of precedence.
struct Given<'a> {
    attribute: &'a [(&'a str, Value<'a>)],
    /// `--reduce-log`, which stands over `DELTA_TEST_LOG`.
    log_flag: Option<u8>,
    file: &'a file::FileValues,
}

impl Sources for Given<'_> {
    fn value<T: Read>(&self, spec: &Spec) -> Result<Option<T>, Error> {
        let name = spec.name;
        if let Some((_, value)) = self.attribute.iter().find(|(key, _)| *key == name) {
            return T::read(*value)
                .map(Some)
                .map_err(|problem| Error::config(problem.with_key(name, *value)));
        }
        if let (Some(level), "log") = (self.log_flag, name) {
            return T::read(Value::Int(level.into()))
                .map(Some)
                .map_err(|problem| {
                    Error::config(problem.with_key(name, Value::Int(level.into())))
                });
        }
        if let Some(var) = spec.env
            && let Some(text) = env::var(var)
        {
            let value = Value::Str(&text);
            return T::read(value)
                .map(Some)
                .map_err(|problem| Error::config(problem.with_var(var, value)));
        }
        self.file.value(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dd::Mode;

    #[test]
    fn the_attribute_wins_over_the_file_and_defaults_fill_the_rest() {
        let file = file::FileValues::parsed("mode = \"diff\"\nverify = 5\nretries = 1\n");
        let sources = Given {
            attribute: &[("verify", Value::Int(0)), ("max_tests", Value::Int(7))],
            log_flag: Some(2),
            file: &file,
        };
        let options = Options::resolve(&sources).unwrap();
        assert_eq!(options.mode, Mode::Diff);
        assert_eq!((options.verify, options.retries), (0, 1));
        assert_eq!(options.max_tests, TestBudget(Some(7)));
        assert_eq!(options.max_time, TimeBudget::default());
        assert_eq!(options.log, LogLevel(2));
        assert_eq!(options.timeout, None);
        assert!(options.persist);
    }

    #[test]
    fn a_bad_log_flag_is_named_with_its_level() {
        let file = file::FileValues::parsed("");
        let sources = Given {
            attribute: &[],
            log_flag: Some(7),
            file: &file,
        };
        let errors = Options::resolve(&sources).unwrap_err();
        let error = Error::configs(errors).unwrap().to_string();
        assert!(error.contains("log = 7"), "{error}");
    }

    #[test]
    fn bad_values_from_every_source_are_reported_together() {
        let file = file::FileValues::parsed("retries = 1\n");
        let sources = Given {
            attribute: &[("verify", Value::Str("two")), ("mode", Value::Str("mid"))],
            log_flag: Some(7),
            file: &file,
        };
        let errors = Options::resolve(&sources).unwrap_err();
        let error = Error::configs(errors).unwrap().to_string();
        assert!(error.starts_with("3 settings are wrong"), "{error}");
        for part in ["\"mid\"", "\"two\"", "log = 7"] {
            assert!(error.contains(part), "{part} not in {error}");
        }
    }

    #[test]
    fn every_option_is_named_once() {
        let mut names: Vec<&str> = OPTIONS.iter().map(|o| o.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), OPTIONS.len());
    }
}
