//! The settings of one `#[delta_test]` run: the attribute's options, then
//! the environment, resolved in one place.
//!
//! The environment wins over the attribute, so a developer can turn
//! reduction off or logging on for one run without editing code.

use std::path::PathBuf;

use crate::log;
use crate::private::Options;
use crate::{Error, Matcher, Mode};

/// `DELTA_TEST=off` runs tests without reducing them.
const SWITCH_VAR: &str = "DELTA_TEST";
/// `DELTA_TEST_REPORT_DIR=dir` also writes each report as JSON into `dir`.
const REPORT_DIR_VAR: &str = "DELTA_TEST_REPORT_DIR";

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
    /// `DELTA_TEST_LOG`, else `log`, else 0.
    pub(crate) log: u8,
    /// `DELTA_TEST_REPORT_DIR`, else none.
    pub(crate) report_dir: Option<PathBuf>,
}

impl Settings {
    /// Resolves the options of one attribute against the environment.
    pub(crate) fn resolve(options: &Options) -> Result<Settings, Error> {
        let config = |message: String| Error::Config { message };
        let reduce = reduction_switch()?;
        let matcher = match options.matching {
            Some(name) => name.parse().map_err(|e| config(format!("{e}")))?,
            None => Matcher::default(),
        };
        let mode = match options.mode {
            Some(name) => name.parse().map_err(config)?,
            None => Mode::Min,
        };
        let log = match std::env::var_os(log::LOG_VAR) {
            Some(_) => log::level_from_env().map_err(config)?,
            None => options.log.unwrap_or(0),
        };
        let report_dir = std::env::var_os(REPORT_DIR_VAR)
            .filter(|dir| !dir.is_empty())
            .map(PathBuf::from);
        Ok(Settings {
            reduce,
            matcher,
            mode,
            max_tests: options.max_tests,
            log,
            report_dir,
        })
    }
}

/// `DELTA_TEST`: whether failing calls are reduced (unset means on).
///
/// # Errors
/// A value other than on/off (`1`/`0`, `true`/`false`) names the variable
/// and says how to turn reduction off.
pub(crate) fn reduction_switch() -> Result<bool, Error> {
    match std::env::var(SWITCH_VAR).as_deref() {
        Err(_) | Ok("" | "on" | "1" | "true") => Ok(true),
        Ok("off" | "0" | "false") => Ok(false),
        Ok(other) => Err(Error::Config {
            message: format!(
                "{SWITCH_VAR}={other:?} is not understood; use {SWITCH_VAR}=off to run \
                 tests without reducing them, or unset it"
            ),
        }),
    }
}
