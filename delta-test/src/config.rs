//! `delta-test.toml`: project-wide defaults for the options of every
//! `#[delta_test]`, read once per process.
//!
//! The file is looked for in the package's directory, then in each parent
//! up to the workspace root (the first directory whose `Cargo.toml` has a
//! `[workspace]` table). A key it does not know, or a value it cannot use,
//! is an error that names the file, the line and the key: a typo must not
//! silently leave a default in place.

use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use serde::Deserialize;
use toml::Spanned;

use crate::settings::{parse_duration, ReportFormat};
use crate::{Error, Isolate, Matcher, Mode};

/// The file's name.
pub(crate) const FILE_NAME: &str = "delta-test.toml";

/// The defaults a `delta-test.toml` sets; `None` where it is silent.
#[derive(Debug, Default, Clone)]
pub(crate) struct FileDefaults {
    pub(crate) matching: Option<Matcher>,
    pub(crate) mode: Option<Mode>,
    pub(crate) max_tests: Option<usize>,
    pub(crate) max_time: Option<Duration>,
    pub(crate) isolate: Option<Isolate>,
    pub(crate) timeout: Option<Duration>,
    pub(crate) verify: Option<usize>,
    pub(crate) retries: Option<usize>,
    pub(crate) log: Option<u8>,
    pub(crate) persist: Option<bool>,
    pub(crate) report: Option<ReportFormat>,
}

/// The file as written, with where each value is, for errors.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    matching: Option<Spanned<String>>,
    mode: Option<Spanned<String>>,
    max_tests: Option<Spanned<usize>>,
    max_time: Option<Spanned<String>>,
    isolate: Option<Spanned<String>>,
    timeout: Option<Spanned<String>>,
    verify: Option<usize>,
    retries: Option<usize>,
    log: Option<Spanned<u8>>,
    persist: Option<bool>,
    report: Option<Spanned<String>>,
}

/// The defaults for the package at `manifest_dir`: from its
/// `delta-test.toml` or its workspace's, or none when there is no file.
///
/// # Errors
/// A file that cannot be read, or has a bad key or value.
pub(crate) fn defaults_for(manifest_dir: &str) -> Result<Arc<FileDefaults>, Error> {
    type Cache = Mutex<HashMap<String, Result<Arc<FileDefaults>, Error>>>;
    static CACHE: std::sync::OnceLock<Cache> = std::sync::OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut cache = cache.lock().unwrap_or_else(PoisonError::into_inner);
    cache
        .entry(manifest_dir.to_string())
        .or_insert_with(|| match find(Path::new(manifest_dir)) {
            None => Ok(Arc::default()),
            Some(path) => read(&path).map(Arc::new),
        })
        .clone()
}

/// The `delta-test.toml` that applies to the package at `manifest_dir`.
fn find(manifest_dir: &Path) -> Option<PathBuf> {
    for dir in manifest_dir.ancestors() {
        let candidate = dir.join(FILE_NAME);
        if candidate.is_file() {
            return Some(candidate);
        }
        let is_workspace_root = std::fs::read_to_string(dir.join("Cargo.toml"))
            .is_ok_and(|manifest| manifest.lines().any(|l| l.trim() == "[workspace]"));
        if is_workspace_root {
            break;
        }
    }
    None
}

fn read(path: &Path) -> Result<FileDefaults, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::Config {
        message: format!("could not read {}: {e}", path.display()),
    })?;
    parse(&text, path)
}

/// Reads the text of a `delta-test.toml` found at `path`.
fn parse(text: &str, path: &Path) -> Result<FileDefaults, Error> {
    let at = |span: Option<Range<usize>>, message: String| {
        let place = match span {
            Some(span) => {
                let line = text[..span.start.min(text.len())].matches('\n').count() + 1;
                format!("{}:{line}", path.display())
            }
            None => path.display().to_string(),
        };
        Error::Config {
            message: format!(
                "{place}: {message} (see the keys and values delta-test.toml takes in \
                 docs/configuration.md)"
            ),
        }
    };
    let raw: Raw = toml::from_str(text).map_err(|e| at(e.span(), e.message().to_string()))?;
    let value = |key: &str, spanned: &Spanned<String>, error: String| {
        at(
            Some(spanned.span()),
            format!("`{key} = {:?}`: {error}", spanned.get_ref()),
        )
    };
    let mut defaults = FileDefaults {
        matching: typed("matching", raw.matching, &value, |s| {
            s.parse::<Matcher>().map_err(|e| e.to_string())
        })?,
        mode: typed("mode", raw.mode, &value, str::parse)?,
        isolate: typed("isolate", raw.isolate, &value, str::parse)?,
        timeout: typed("timeout", raw.timeout, &value, parse_duration)?,
        max_time: typed("max_time", raw.max_time, &value, parse_duration)?,
        report: typed("report", raw.report, &value, str::parse)?,
        verify: raw.verify,
        retries: raw.retries,
        persist: raw.persist,
        ..FileDefaults::default()
    };
    if let Some(max) = raw.max_tests {
        if *max.get_ref() == 0 {
            return Err(at(
                Some(max.span()),
                "`max_tests = 0` allows no test at all; give a budget of 1 or more, or \
                 remove the key for none"
                    .to_string(),
            ));
        }
        defaults.max_tests = Some(max.into_inner());
    }
    if let Some(log) = raw.log {
        if *log.get_ref() > 2 {
            return Err(at(
                Some(log.span()),
                format!(
                    "`log = {}` is not a log level; use 0 (quiet), 1 (one line per test run) \
                     or 2 (also the algorithm's steps)",
                    log.get_ref()
                ),
            ));
        }
        defaults.log = Some(log.into_inner());
    }
    Ok(defaults)
}

/// The value of a string key, read with `parse`; an error names the key
/// and where it is (through `error`).
fn typed<T>(
    key: &str,
    spanned: Option<Spanned<String>>,
    error: &impl Fn(&str, &Spanned<String>, String) -> Error,
    parse: impl Fn(&str) -> Result<T, String>,
) -> Result<Option<T>, Error> {
    spanned
        .map(|s| parse(s.get_ref()).map_err(|e| error(key, &s, e)))
        .transpose()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Result<FileDefaults, String> {
        parse(text, Path::new("/p/delta-test.toml")).map_err(|e| e.to_string())
    }

    #[test]
    fn every_option_has_a_key() {
        let defaults = parsed(
            r#"
matching = "exact"
mode = "diff"
max_tests = 500
max_time = "30s"
isolate = "process"
timeout = "2s"
verify = 3
retries = 1
log = 1
persist = false
report = "markdown"
"#,
        )
        .unwrap();
        assert_eq!(defaults.matching.unwrap().name(), "exact");
        assert_eq!(defaults.mode, Some(Mode::Diff));
        assert_eq!(defaults.max_tests, Some(500));
        assert_eq!(defaults.max_time, Some(Duration::from_secs(30)));
        assert_eq!(defaults.isolate, Some(Isolate::Process));
        assert_eq!(defaults.timeout, Some(Duration::from_secs(2)));
        assert_eq!((defaults.verify, defaults.retries), (Some(3), Some(1)));
        assert_eq!(defaults.log, Some(1));
        assert_eq!(defaults.persist, Some(false));
        assert_eq!(defaults.report, Some(ReportFormat::Markdown));
        assert!(parsed("").unwrap().mode.is_none());
    }

    #[test]
    fn bad_keys_and_values_name_the_file_the_line_and_the_key() {
        for (text, expected) in [
            (
                "mode = \"min\"\nisolat = \"thread\"\n",
                "/p/delta-test.toml:2: unknown field `isolat`, expected one of",
            ),
            (
                "\n\nisolate = \"fork\"",
                "/p/delta-test.toml:3: `isolate = \"fork\"`: unknown isolation \"fork\"; expected one of: none, thread, process",
            ),
            (
                "timeout = \"2\"",
                "/p/delta-test.toml:1: `timeout = \"2\"`: \"2\" is not a duration",
            ),
            (
                "matching = \"fuzzy\"",
                "/p/delta-test.toml:1: `matching = \"fuzzy\"`: unknown matcher",
            ),
            ("max_tests = 0", "/p/delta-test.toml:1: `max_tests = 0` allows no test"),
            (
                "verify = \"two\"",
                "/p/delta-test.toml:1: invalid type: string \"two\", expected usize",
            ),
            ("log = 3", "/p/delta-test.toml:1: `log = 3` is not a log level"),
            (
                "report = \"html\"",
                "/p/delta-test.toml:1: `report = \"html\"`: unknown report format \"html\"; expected text or markdown",
            ),
            (
                "persist = 0",
                "/p/delta-test.toml:1: invalid type: integer `0`, expected a boolean",
            ),
            ("mode = ", "/p/delta-test.toml:1: "),
        ] {
            let error = parsed(text).unwrap_err();
            assert!(error.starts_with(expected), "{text:?}: {error}");
            assert!(error.ends_with("docs/configuration.md)"), "{error}");
        }
    }

    #[test]
    fn the_file_is_found_in_the_package_or_up_to_the_workspace_root() {
        let root = std::env::temp_dir().join(format!("delta-test-config-{}", std::process::id()));
        let package = root.join("workspace/crates/a");
        std::fs::create_dir_all(&package).unwrap();
        std::fs::write(root.join("workspace/Cargo.toml"), "[workspace]\n").unwrap();
        // Above the workspace root: never read.
        std::fs::write(root.join(FILE_NAME), "").unwrap();
        assert_eq!(find(&package), None);
        std::fs::write(root.join("workspace").join(FILE_NAME), "").unwrap();
        assert_eq!(find(&package), Some(root.join("workspace").join(FILE_NAME)));
        std::fs::write(package.join(FILE_NAME), "").unwrap();
        assert_eq!(find(&package), Some(package.join(FILE_NAME)));
        std::fs::remove_dir_all(root).unwrap();
    }
}
