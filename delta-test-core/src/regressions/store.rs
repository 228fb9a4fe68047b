//! Regressions: the results of past reductions, stored as values so the
//! next run can replay them instead of reducing again.
//!
//! Each `#[delta_test]` case has one file,
//! `delta-regressions/<crate>.<test path>.toml` next to its crate's
//! `Cargo.toml`, meant to be committed. It holds the minimal call's
//! arguments as JSON (what the test reads back), the call as Rust (what
//! people read), the failure signature, and which original call it was
//! reduced from. Values, not seeds: a stored call stays valid when the
//! reduction algorithm changes.
//!
//! A file that cannot be read is never rewritten: the warning names its
//! line, and the run reduces as if there were no file.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::entry::Stored;
use super::toml_file;

/// The directory, next to the crate's `Cargo.toml`.
pub(crate) const DIR: &str = "delta-regressions";

/// The stored regressions of one test case.
#[derive(Debug)]
pub(crate) struct Regressions {
    path: PathBuf,
    /// The path as shown to people: relative to the crate.
    shown: String,
    entries: Vec<Stored>,
    /// Where each entry starts in the file (a line, from 1).
    lines: Vec<usize>,
    /// Why the file must not be rewritten, once it could not be read.
    unreadable: Option<String>,
}

impl Regressions {
    /// The regressions of the test `test` in `module_path`, from the
    /// crate at `manifest_dir`. A file that cannot be read gives no entries
    /// and a [`problem`](Self::problem).
    pub(crate) fn open(manifest_dir: &str, module_path: &str, test: &str) -> Regressions {
        let name = format!("{module_path}::{test}").replace("::", ".");
        let shown = format!("{DIR}/{name}.toml");
        let path = Path::new(manifest_dir).join(&shown);
        let mut regressions = Regressions {
            path,
            shown,
            entries: Vec::new(),
            lines: Vec::new(),
            unreadable: None,
        };
        match std::fs::read_to_string(&regressions.path) {
            Ok(text) => regressions.read(&text),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => regressions.unreadable = Some(format!("{}: {e}", regressions.shown)),
        }
        regressions
    }

    fn read(&mut self, text: &str) {
        match toml_file::read(text) {
            Ok(entries) => {
                self.entries.clear();
                for (at, entry) in entries {
                    self.lines.push(line_of(text, at));
                    self.entries.push(entry);
                }
            }
            Err((at, message)) => {
                let place = match at {
                    Some(at) => format!("{}:{}", self.shown, line_of(text, at)),
                    None => self.shown.clone(),
                };
                self.unreadable = Some(format!("{place}: {}", message.trim_end()));
            }
        }
    }

    /// The file, relative to the crate.
    pub(crate) fn shown(&self) -> &str {
        &self.shown
    }

    /// Why the file was not read, for a warning that says what to do.
    pub(crate) fn problem(&self) -> Option<String> {
        self.unreadable.as_ref().map(|problem| {
            format!(
                "{problem}; its calls were not replayed and this run stores nothing there \
                 (fix the file, or delete it to start afresh)"
            )
        })
    }

    /// The entries reduced from the original whose hash is `hash` in
    /// `mode`, with their index and line.
    pub(crate) fn of_original<'r>(
        &'r self,
        hash: &'r str,
        mode: &'r str,
    ) -> impl Iterator<Item = (usize, usize, &'r Stored)> + 'r {
        self.entries
            .iter()
            .enumerate()
            .filter(move |(_, e)| e.original_hash == hash && e.mode == mode)
            .map(|(i, e)| (i, self.lines[i], e))
    }

    /// Stores a new reduction of its original. It replaces the entries of
    /// other originals (the attribute's call was changed) and those that
    /// `same_bug` says it supersedes, and keeps the others.
    pub(crate) fn record(
        &mut self,
        stored: Stored,
        same_bug: impl Fn(&Stored) -> bool,
    ) -> Result<(), String> {
        self.entries
            .retain(|entry| entry.original_hash == stored.original_hash && !same_bug(entry));
        self.entries.push(stored);
        self.save()
    }

    /// Records that the entry at `index` passes since `day`, or fails
    /// again (`None`).
    pub(crate) fn set_fixed(&mut self, index: usize, day: Option<String>) -> Result<(), String> {
        self.entries[index].fixed = day;
        self.save()
    }

    /// Writes the file whole, through a temporary file and a rename, so a
    /// run that is killed midway leaves the old file or the new one.
    fn save(&mut self) -> Result<(), String> {
        if let Some(problem) = &self.unreadable {
            return Err(format!("{problem}; not rewritten"));
        }
        let body = toml_file::write(&self.entries);
        let text = format!(
            "# Minimal failing calls found by delta-test. Commit this file: the next run\n\
             # replays these calls before reducing again. Delete it to reduce afresh.\n\n{body}"
        );
        let failed = |e: std::io::Error| format!("could not write {}: {e}", self.path.display());
        let dir = self
            .path
            .parent()
            .expect("the file is in delta-regressions/");
        std::fs::create_dir_all(dir).map_err(failed)?;
        let temporary = self
            .path
            .with_extension(format!("toml.{}.tmp", std::process::id()));
        std::fs::write(&temporary, &text).map_err(failed)?;
        std::fs::rename(&temporary, &self.path).map_err(|e| {
            let _ = std::fs::remove_file(&temporary);
            failed(e)
        })?;
        // The entries moved: their lines are the new file's.
        self.lines.clear();
        self.read(&text);
        Ok(())
    }
}

/// The line, from 1, of the byte at `offset` in `text`.
fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// A hash of `bytes` that stays the same across Rust releases and
/// platforms (64-bit FNV-1a), as a stored file needs.
pub(crate) fn stable_hash(bytes: &[u8]) -> String {
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("fnv1a64:{hash:016x}")
}

/// Today's date in UTC, `YYYY-MM-DD`.
pub(crate) fn today() -> String {
    let seconds = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    civil_date(seconds / 86_400)
}

/// The proleptic Gregorian date `days` after 1970-01-01 (the inverse of
/// the usual days-from-civil count, in 400-year eras).
fn civil_date(days: u64) -> String {
    let z = days + 719_468;
    let era = z / 146_097;
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::failure::{FailureKind, FailureSignature, Location};

    fn stored(hash: &str, message: &str) -> Stored {
        Stored {
            found: "2026-11-23".into(),
            fixed: None,
            origin: "src/lib.rs:12".into(),
            original: Some(r#"parens("a(b)c")"#.into()),
            original_hash: hash.into(),
            mode: "min".into(),
            minimal: r#"parens("()")"#.into(),
            minimal_args: r#"["()"]"#.into(),
            passing: None,
            passing_args: None,
            tests: 9,
            stopped_by: None,
            failure: FailureSignature::new(
                FailureKind::PanicStr,
                message,
                Some(Location::new("src/lib.rs", 9, 5)),
            ),
        }
    }

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("delta-test-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn dates_are_civil_dates_in_utc() {
        assert_eq!(civil_date(0), "1970-01-01");
        assert_eq!(civil_date(59), "1970-03-01");
        assert_eq!(civil_date(11_016), "2000-02-29");
        assert_eq!(civil_date(20_780), "2026-11-23");
        assert_eq!(today().len(), 10);
    }

    #[test]
    fn hashes_are_stable() {
        assert_eq!(stable_hash(b""), "fnv1a64:cbf29ce484222325");
        assert_eq!(stable_hash(b"a"), "fnv1a64:af63dc4c8601ec8c");
    }

    #[test]
    fn a_recorded_reduction_is_read_back_with_its_line() {
        let dir = scratch("regressions-round-trip");
        let crate_dir = dir.to_str().unwrap();
        let mut file = Regressions::open(crate_dir, "book::tests", "parens");
        assert_eq!(file.shown(), "delta-regressions/book.tests.parens.toml");
        assert_eq!(file.of_original("h1", "min").count(), 0);
        fn same_message(new: &Stored) -> impl Fn(&Stored) -> bool + '_ {
            move |old| old.failure == new.failure
        }
        let first = stored("h1", "Invalid input");
        file.record(first.clone(), same_message(&first)).unwrap();
        let other = stored("h1", "Other bug");
        file.record(other.clone(), same_message(&other)).unwrap();
        // The same bug: replaced, not added.
        file.record(first.clone(), same_message(&first)).unwrap();
        // Lines follow the entries as they move.
        let lines: Vec<usize> = file.of_original("h1", "min").map(|e| e.1).collect();
        let again = Regressions::open(crate_dir, "book::tests", "parens");
        assert_eq!(again.problem(), None);
        assert_eq!(again.of_original("h1", "diff").count(), 0);
        let entries: Vec<_> = again.of_original("h1", "min").collect();
        assert_eq!(lines, entries.iter().map(|e| e.1).collect::<Vec<_>>());
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].2, &stored("h1", "Other bug"));
        let text = std::fs::read_to_string(&again.path).unwrap();
        assert!(text.starts_with("# Minimal failing calls found by delta-test."));
        assert!(text
            .lines()
            .nth(entries[1].1 - 1)
            .unwrap()
            .contains("[[regression]]"));
        // A new original (the attribute changed) replaces them all.
        let mut again = again;
        again
            .record(stored("h2", "Invalid input"), |_| false)
            .unwrap();
        let last = Regressions::open(crate_dir, "book::tests", "parens");
        assert_eq!(last.of_original("h1", "min").count(), 0);
        assert_eq!(last.of_original("h2", "min").count(), 1);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_corrupt_file_is_named_with_its_line_and_never_rewritten() {
        let dir = scratch("regressions-corrupt");
        let crate_dir = dir.to_str().unwrap();
        let path = dir.join(DIR).join("book.tests.parens.toml");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let corrupt = "[[regression]]\nfound = \"2026-11-23\"\nminimal = \n";
        std::fs::write(&path, corrupt).unwrap();
        let mut file = Regressions::open(crate_dir, "book::tests", "parens");
        let problem = file.problem().unwrap();
        assert!(
            problem.starts_with("delta-regressions/book.tests.parens.toml:3: "),
            "{problem}"
        );
        assert!(problem.ends_with("delete it to start afresh)"), "{problem}");
        let error = file
            .record(stored("h1", "Invalid input"), |_| false)
            .unwrap_err();
        assert!(error.ends_with("not rewritten"), "{error}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), corrupt);
        // A hand-edited key that does not exist is named too.
        std::fs::write(&path, "[[regression]]\nfund = \"x\"\n").unwrap();
        let problem = Regressions::open(crate_dir, "book::tests", "parens")
            .problem()
            .unwrap();
        assert!(problem.contains(":2: unknown field `fund`"), "{problem}");
        std::fs::remove_dir_all(dir).unwrap();
    }
}
