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
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use toml::de::{DeTable, DeValue};

use super::options::{check, Read, Value, OPTIONS};
use crate::error::Error;
use crate::parse::did_you_mean;

/// The file's name.
pub(crate) const FILE_NAME: &str = "delta-test.toml";

/// Where the keys are documented, by the address users can open.
const CONFIGURATION_DOCS: &str =
    "https://github.com/delta-test/delta-test/blob/main/docs/configuration.md";

/// The values a `delta-test.toml` gives, each with its line.
#[derive(Debug, Default)]
pub(crate) struct FileValues {
    /// The file, as errors name it.
    path: String,
    /// Each key's value and line.
    values: HashMap<String, (Owned, usize)>,
}

impl FileValues {
    /// The value of the option `name`, read as `T`; `None` when the file
    /// does not give it.
    pub(crate) fn value<T: Read>(&self, name: &str) -> Result<Option<T>, Error> {
        let Some((value, line)) = self.values.get(name) else {
            return Ok(None);
        };
        let value = value.as_value();
        T::read(value)
            .map(Some)
            .map_err(|problem| self.error(*line, problem.with_key(name, value)))
    }

    /// An error about line `line` of the file.
    fn error(&self, line: usize, message: String) -> Error {
        Error::config(format!(
            "{}:{line}: {message} (see the keys and values delta-test.toml takes in \
             {CONFIGURATION_DOCS})",
            self.path
        ))
    }

    /// The values of the text of a file at `/p/delta-test.toml`, for tests.
    #[cfg(test)]
    pub(crate) fn parsed(text: &str) -> FileValues {
        parse(text, Path::new("/p/delta-test.toml")).expect("a good file")
    }
}

/// An option's value as the file gives it.
#[derive(Debug)]
enum Owned {
    Str(String),
    Int(i64),
    Bool(bool),
}

impl Owned {
    fn as_value(&self) -> Value<'_> {
        match self {
            Owned::Str(text) => Value::Str(text),
            Owned::Int(n) => Value::Int(*n),
            Owned::Bool(b) => Value::Bool(*b),
        }
    }
}

/// A TOML value as an option value: strings, integers and booleans are
/// what options take.
fn option_value(value: &DeValue<'_>) -> Option<Owned> {
    match value {
        DeValue::String(text) => Some(Owned::Str(text.to_string())),
        DeValue::Integer(n) => i64::from_str_radix(n.as_str(), n.radix())
            .ok()
            .map(Owned::Int),
        DeValue::Boolean(b) => Some(Owned::Bool(*b)),
        _ => None,
    }
}

/// The values for the package at `manifest_dir`: from its
/// `delta-test.toml` or its workspace's, or none when there is no file.
///
/// # Errors
/// A file that cannot be read, or every bad key and value it has.
pub(crate) fn defaults_for(manifest_dir: &str) -> Result<Arc<FileValues>, Vec<Error>> {
    type Cache = Mutex<HashMap<String, Result<Arc<FileValues>, Vec<Error>>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut cache = cache.lock().unwrap_or_else(PoisonError::into_inner);
    cache
        .entry(manifest_dir.to_string())
        .or_insert_with(|| match find(Path::new(manifest_dir)) {
            Ok(None) => Ok(Arc::default()),
            Ok(Some(path)) => read(&path).map(Arc::new),
            Err(error) => Err(vec![error]),
        })
        .clone()
}

/// The `delta-test.toml` that applies to the package at `manifest_dir`:
/// the package's own, else its workspace's (looked for in each directory up
/// to the workspace root). The search never leaves the package unless it
/// is a member of a workspace: a file planted in a parent directory (in
/// `/tmp`, say) must not change its tests.
///
/// # Errors
/// A `delta-test.toml` that is not a file (a directory, say).
fn find(manifest_dir: &Path) -> Result<Option<PathBuf>, Error> {
    let root = search_root(manifest_dir);
    for dir in manifest_dir.ancestors() {
        let candidate = dir.join(FILE_NAME);
        match std::fs::metadata(&candidate) {
            Ok(found) if found.is_file() => return Ok(Some(candidate)),
            Ok(_) => {
                return Err(Error::config(format!(
                    "{} is not a file; delta-test reads its settings from a file of that \
                     name: make it one, or move it away",
                    candidate.display()
                )))
            }
            Err(_) => {}
        }
        if dir == root {
            break;
        }
    }
    Ok(None)
}

/// Where the search for `delta-test.toml` stops: the root of the workspace
/// the package at `package` belongs to, else the package itself. As Cargo
/// has it, the workspace is the one that `package.workspace` names, else
/// the nearest directory above whose `Cargo.toml` has a `[workspace]`
/// table that does not exclude the package.
fn search_root(package: &Path) -> PathBuf {
    let named = manifest(package).and_then(|m| m.named_root);
    if let Some(root) = named {
        return package.join(root);
    }
    for dir in package.ancestors() {
        let Some(exclude) = manifest(dir).and_then(|m| m.exclude) else {
            continue;
        };
        let relative = package.strip_prefix(dir).unwrap_or(package);
        let excluded = exclude.iter().any(|path| relative.starts_with(path));
        return match excluded {
            true => package.to_path_buf(),
            false => dir.to_path_buf(),
        };
    }
    package.to_path_buf()
}

/// What a `Cargo.toml` says of its workspace.
struct Manifest {
    /// The workspace root its package names (`package.workspace`).
    named_root: Option<PathBuf>,
    /// The paths its `[workspace]` table excludes; `None` without one.
    exclude: Option<Vec<String>>,
}

/// The `Cargo.toml` in `dir`, when there is one that parses.
fn manifest(dir: &Path) -> Option<Manifest> {
    let text = std::fs::read_to_string(dir.join("Cargo.toml")).ok()?;
    let table = DeTable::parse(&text).ok()?;
    fn get<'i>(value: &DeValue<'i>, key: &str) -> Option<DeValue<'i>> {
        value.as_table()?.get(key).map(|v| v.get_ref().clone())
    }
    let root = DeValue::Table(table.into_inner());
    let named_root = get(&root, "package")
        .and_then(|package| get(&package, "workspace"))
        .and_then(|path| path.as_str().map(PathBuf::from));
    let exclude = get(&root, "workspace").map(|workspace| {
        let paths = get(&workspace, "exclude");
        let paths = paths.as_ref().and_then(DeValue::as_array);
        paths
            .into_iter()
            .flat_map(|paths| paths.iter())
            .filter_map(|path| path.get_ref().as_str().map(String::from))
            .collect()
    });
    Some(Manifest {
        named_root,
        exclude,
    })
}

fn read(path: &Path) -> Result<FileValues, Vec<Error>> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        vec![Error::config_from(
            format!("could not read {}: {e}", path.display()),
            e,
        )]
    })?;
    parse(&text, path)
}

/// Reads the text of a `delta-test.toml` found at `path`, checking every
/// key and value (and reporting every bad one, not only the first).
fn parse(text: &str, path: &Path) -> Result<FileValues, Vec<Error>> {
    let mut file = FileValues {
        path: path.display().to_string(),
        values: HashMap::new(),
    };
    let line = |span: Range<usize>| text[..span.start.min(text.len())].matches('\n').count() + 1;
    let table = DeTable::parse(text).map_err(|e| {
        let message = e.message().trim_end().to_string();
        vec![match e.span() {
            Some(span) => file.error(line(span), message),
            None => Error::config(format!("{}: {message}", file.path)),
        }]
    })?;
    let mut errors = Vec::new();
    for (key, value) in table.get_ref() {
        let at = line(key.span());
        let (key, value) = (key.get_ref().to_string(), value.get_ref());
        let names = OPTIONS.iter().map(|option| option.name);
        let owned = option_value(value);
        let checked = match &owned {
            Some(option) => {
                let option = option.as_value();
                check(&key, option).map(|r| r.map_err(|p| p.with_key(&key, option)))
            }
            None => check(&key, Value::Bool(false)).map(|_| {
                Err(format!(
                    "`{key}` takes a string, a whole number or a boolean, not {}",
                    value.type_str()
                ))
            }),
        };
        match checked {
            Some(Ok(())) => {
                let owned = owned.expect("checked values are option values");
                drop(file.values.insert(key, (owned, at)));
            }
            Some(Err(message)) => errors.push((at, file.error(at, message))),
            None => {
                let known: Vec<String> = names.clone().map(|name| format!("`{name}`")).collect();
                let mut message = format!(
                    "unknown field `{key}`, expected one of {}",
                    known.join(", ")
                );
                if let Some(near) = did_you_mean(&key, names) {
                    message.push_str(&format!(" (did you mean `{near}`?)"));
                }
                errors.push((at, file.error(at, message)));
            }
        }
    }
    if errors.is_empty() {
        return Ok(file);
    }
    // The table is in key order: report in the file's order.
    errors.sort_by_key(|&(line, _)| line);
    Err(errors.into_iter().map(|(_, error)| error).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dd::Mode;
    use crate::execute::Isolate;
    use crate::failure::Matcher;
    use crate::settings::options::{LogLevel, ReportFormat, TestBudget, TimeBudget};
    use std::time::Duration;

    fn parsed(text: &str) -> Result<FileValues, String> {
        parse(text, Path::new("/p/delta-test.toml"))
            .map_err(|errors| Error::configs(errors).unwrap().to_string())
    }

    fn get<T: Read>(file: &FileValues, name: &str) -> T {
        file.value(name).unwrap().unwrap()
    }

    #[test]
    fn every_option_has_a_key() {
        let file = parsed(
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
        assert_eq!(get::<Matcher>(&file, "matching").name(), "exact");
        assert_eq!(get::<Mode>(&file, "mode"), Mode::Diff);
        assert_eq!(get::<TestBudget>(&file, "max_tests"), TestBudget(Some(500)));
        assert_eq!(
            get::<TimeBudget>(&file, "max_time"),
            TimeBudget(Some(Duration::from_secs(30)))
        );
        assert_eq!(get::<Isolate>(&file, "isolate"), Isolate::Process);
        assert_eq!(get::<Duration>(&file, "timeout"), Duration::from_secs(2));
        assert_eq!(
            (
                get::<usize>(&file, "verify"),
                get::<usize>(&file, "retries")
            ),
            (3, 1)
        );
        assert_eq!(get::<LogLevel>(&file, "log"), LogLevel(1));
        assert!(!get::<bool>(&file, "persist"));
        assert_eq!(get::<ReportFormat>(&file, "report"), ReportFormat::Markdown);
        assert!(parsed("").unwrap().value::<Mode>("mode").unwrap().is_none());
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
            ("timeout = \"0s\"", "/p/delta-test.toml:1: `timeout = \"0s\"`: \"0s\" is no time"),
            ("verify = 1.5", "/p/delta-test.toml:1: `verify` takes a string, a whole number"),
        ] {
            let error = parsed(text).unwrap_err();
            assert!(error.starts_with(expected), "{text:?}: {error}");
            assert!(error.ends_with("docs/configuration.md)"), "{error}");
        }
    }

    #[test]
    fn every_bad_key_and_value_is_reported_at_once() {
        let error =
            parsed("log = 3\nisolat = \"thread\"\nmode = \"min\"\nverify = \"two\"\n").unwrap_err();
        let lines: Vec<&str> = error.lines().collect();
        assert_eq!(lines[0], "3 settings are wrong; fix them all:", "{error}");
        assert!(
            lines[1].starts_with("  - /p/delta-test.toml:1: `log = 3`"),
            "{error}"
        );
        assert!(
            lines[2].starts_with("  - /p/delta-test.toml:2: unknown field `isolat`"),
            "{error}"
        );
        assert!(
            lines[3].starts_with("  - /p/delta-test.toml:4: invalid type"),
            "{error}"
        );
        assert_eq!(lines.len(), 4, "{error}");
    }

    #[test]
    fn a_misspelt_key_gets_a_suggestion() {
        let error = parsed("\nmax_test = 5").unwrap_err();
        assert!(
            error.starts_with("/p/delta-test.toml:2: unknown field `max_test`"),
            "{error}"
        );
        assert!(error.contains("(did you mean `max_tests`?)"), "{error}");
    }

    #[test]
    fn the_file_is_found_in_the_package_or_up_to_the_workspace_root() {
        let root = std::env::temp_dir().join(format!("delta-test-config-{}", std::process::id()));
        let package = root.join("workspace/crates/a");
        let found = |dir: &Path| find(dir).unwrap();
        std::fs::create_dir_all(&package).unwrap();
        std::fs::write(package.join("Cargo.toml"), "[package]\nname = \"a\"\n").unwrap();
        std::fs::write(root.join("workspace/Cargo.toml"), "[workspace]\n").unwrap();
        // Above the workspace root: never read.
        std::fs::write(root.join(FILE_NAME), "").unwrap();
        assert_eq!(found(&package), None);
        std::fs::write(root.join("workspace").join(FILE_NAME), "").unwrap();
        assert_eq!(
            found(&package),
            Some(root.join("workspace").join(FILE_NAME))
        );
        // A package the workspace excludes has only its own file.
        let excluded = "[workspace]\nexclude = [\"crates/a\"]\n";
        std::fs::write(root.join("workspace/Cargo.toml"), excluded).unwrap();
        assert_eq!(found(&package), None);
        std::fs::write(package.join(FILE_NAME), "").unwrap();
        assert_eq!(found(&package), Some(package.join(FILE_NAME)));
        std::fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn a_package_outside_any_workspace_reads_its_own_file_only() {
        let root = std::env::temp_dir().join(format!("delta-test-lone-{}", std::process::id()));
        let package = root.join("lone");
        std::fs::create_dir_all(&package).unwrap();
        std::fs::write(package.join("Cargo.toml"), "[package]\nname = \"lone\"\n").unwrap();
        // Planted in a parent directory: ignored.
        std::fs::write(root.join(FILE_NAME), "mode = \"max\"").unwrap();
        assert_eq!(find(&package).unwrap(), None);
        // A directory of that name is an error that names it.
        std::fs::create_dir_all(package.join(FILE_NAME)).unwrap();
        let error = find(&package).unwrap_err().to_string();
        assert!(error.contains("delta-test.toml is not a file"), "{error}");
        std::fs::remove_dir_all(root).unwrap();
    }
}
