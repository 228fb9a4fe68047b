//! A `delta-regressions/` file's TOML: its entries written out, and read
//! back with the line each starts at.
//!
//! By hand rather than through serde's derive: the derive is a large
//! build for every crate that uses delta-test, and a hand-edited file
//! still gets errors that name the line and the key.

use std::fmt::Write as _;

use toml::de::{DeTable, DeValue};
use toml::Spanned;
use toml_writer::{TomlWrite, WriteTomlValue};

use super::entry::Stored;
use crate::failure::{FailureKind, FailureSignature, Frame, Location};

/// What is wrong with a file, and the byte it is at when known.
pub(super) type Problem = (Option<usize>, String);

/// The entries as the file's body: one `[[regression]]` table each.
pub(super) fn write(entries: &[Stored]) -> String {
    let mut out = String::new();
    for (i, entry) in entries.iter().enumerate() {
        write_entry(&mut out, i > 0, entry).expect("writing to a String");
    }
    out
}

fn write_entry(out: &mut String, gap: bool, entry: &Stored) -> std::fmt::Result {
    if gap {
        out.newline()?;
    }
    header(out, "[[", &["regression"], "]]")?;
    key_value(out, "found", &entry.found)?;
    optional(out, "fixed", &entry.fixed)?;
    key_value(out, "origin", &entry.origin)?;
    optional(out, "original", &entry.original)?;
    key_value(out, "original_hash", &entry.original_hash)?;
    key_value(out, "mode", &entry.mode)?;
    key_value(out, "minimal", &entry.minimal)?;
    key_value(out, "minimal_args", &entry.minimal_args)?;
    optional(out, "passing", &entry.passing)?;
    optional(out, "passing_args", &entry.passing_args)?;
    key_value(out, "tests", entry.tests as u64)?;
    optional(out, "stopped_by", &entry.stopped_by)?;
    let failure = &entry.failure;
    out.newline()?;
    header(out, "[", &["regression", "failure"], "]")?;
    key_value(out, "kind", failure.kind.name())?;
    key_value(out, "message", &failure.message)?;
    if let Some(location) = &failure.location {
        out.newline()?;
        header(out, "[", &["regression", "failure", "location"], "]")?;
        key_value(out, "file", &location.file)?;
        key_value(out, "line", location.line)?;
        key_value(out, "column", location.column)?;
    }
    for frame in &failure.frames {
        out.newline()?;
        header(out, "[[", &["regression", "failure", "frames"], "]]")?;
        key_value(out, "function", &frame.function)?;
        optional(out, "file", &frame.file)?;
        if let Some(line) = frame.line {
            key_value(out, "line", line)?;
        }
    }
    Ok(())
}

fn header(out: &mut String, open: &str, keys: &[&str], close: &str) -> std::fmt::Result {
    out.write_str(open)?;
    for (i, key) in keys.iter().enumerate() {
        if i > 0 {
            out.key_sep()?;
        }
        out.key(*key)?;
    }
    out.write_str(close)?;
    out.newline()
}

fn key_value(out: &mut String, key: &str, value: impl WriteTomlValue) -> std::fmt::Result {
    out.key(key)?;
    out.space()?;
    out.keyval_sep()?;
    out.space()?;
    out.value(value)?;
    out.newline()
}

fn optional(out: &mut String, key: &str, value: &Option<String>) -> std::fmt::Result {
    match value {
        Some(value) => key_value(out, key, value),
        None => Ok(()),
    }
}

/// The entries of a file's text, each with the byte its table starts at.
pub(super) fn read(text: &str) -> Result<Vec<(usize, Stored)>, Problem> {
    let document =
        DeTable::parse(text).map_err(|e| (e.span().map(|s| s.start), e.message().to_string()))?;
    let root = Table {
        table: document.get_ref(),
        at: 0,
    };
    root.only(&["regression"])?;
    let Some(list) = root.get("regression") else {
        return Ok(Vec::new());
    };
    let DeValue::Array(items) = list.get_ref() else {
        return Err(not(list, "an array of tables"));
    };
    items
        .iter()
        .map(|item| {
            let at = item.span().start;
            Ok((at, stored(&Table::of(item)?)?))
        })
        .collect()
}

fn stored(entry: &Table<'_, '_>) -> Result<Stored, Problem> {
    entry.only(&[
        "found",
        "fixed",
        "origin",
        "original",
        "original_hash",
        "mode",
        "minimal",
        "minimal_args",
        "passing",
        "passing_args",
        "tests",
        "stopped_by",
        "failure",
    ])?;
    Ok(Stored {
        found: entry.string("found")?,
        fixed: entry.optional_string("fixed")?,
        origin: entry.string("origin")?,
        original: entry.optional_string("original")?,
        original_hash: entry.string("original_hash")?,
        mode: entry.string("mode")?,
        minimal: entry.string("minimal")?,
        minimal_args: entry.string("minimal_args")?,
        passing: entry.optional_string("passing")?,
        passing_args: entry.optional_string("passing_args")?,
        tests: entry.integer("tests")?,
        stopped_by: entry.optional_string("stopped_by")?,
        failure: failure(&entry.table("failure")?)?,
    })
}

fn failure(table: &Table<'_, '_>) -> Result<FailureSignature, Problem> {
    table.only(&["kind", "message", "location", "frames"])?;
    let kind = table.required("kind")?;
    let kind = kind
        .get_ref()
        .as_str()
        .and_then(FailureKind::named)
        .ok_or_else(|| problem(kind, "unknown failure kind"))?;
    let location = match table.get("location") {
        Some(location) => {
            let location = Table::of(location)?;
            location.only(&["file", "line", "column"])?;
            Some(Location::new(
                location.string("file")?,
                location.integer("line")?,
                location.integer("column")?,
            ))
        }
        None => None,
    };
    let frames = match table.get("frames") {
        Some(frames) => match frames.get_ref() {
            DeValue::Array(items) => items.iter().map(frame).collect::<Result<_, _>>()?,
            _ => return Err(not(frames, "an array of tables")),
        },
        None => Vec::new(),
    };
    let mut signature = FailureSignature::new(kind, table.string("message")?, location);
    signature.frames = frames;
    Ok(signature)
}

fn frame(value: &Spanned<DeValue<'_>>) -> Result<Frame, Problem> {
    let frame = Table::of(value)?;
    frame.only(&["function", "file", "line"])?;
    let line = match frame.get("line") {
        Some(_) => Some(frame.integer("line")?),
        None => None,
    };
    Ok(Frame::new(
        frame.string("function")?,
        frame.optional_string("file")?,
        line,
    ))
}

/// A table being read, and where it starts.
struct Table<'t, 'i> {
    table: &'t DeTable<'i>,
    at: usize,
}

impl<'t, 'i> Table<'t, 'i> {
    /// The table that `value` is.
    fn of(value: &'t Spanned<DeValue<'i>>) -> Result<Self, Problem> {
        match value.get_ref() {
            DeValue::Table(table) => Ok(Table {
                table,
                at: value.span().start,
            }),
            _ => Err(not(value, "a table")),
        }
    }

    /// Refuses a key not in `known`: a misspelt key must not leave a value
    /// unread.
    fn only(&self, known: &[&str]) -> Result<(), Problem> {
        match self
            .table
            .keys()
            .find(|key| !known.contains(&key.get_ref().as_ref()))
        {
            Some(key) => Err((
                Some(key.span().start),
                format!("unknown field `{}`", key.get_ref()),
            )),
            None => Ok(()),
        }
    }

    fn get(&self, key: &str) -> Option<&'t Spanned<DeValue<'i>>> {
        self.table.get(key)
    }

    fn required(&self, key: &str) -> Result<&'t Spanned<DeValue<'i>>, Problem> {
        self.get(key)
            .ok_or_else(|| (Some(self.at), format!("missing field `{key}`")))
    }

    fn table(&self, key: &str) -> Result<Table<'t, 'i>, Problem> {
        Table::of(self.required(key)?)
    }

    fn string(&self, key: &str) -> Result<String, Problem> {
        let value = self.required(key)?;
        match value.get_ref() {
            DeValue::String(text) => Ok(text.to_string()),
            _ => Err(not(value, &format!("`{key}` to be a string"))),
        }
    }

    fn optional_string(&self, key: &str) -> Result<Option<String>, Problem> {
        match self.get(key) {
            Some(_) => self.string(key).map(Some),
            None => Ok(None),
        }
    }

    fn integer<T: TryFrom<i64>>(&self, key: &str) -> Result<T, Problem> {
        let value = self.required(key)?;
        match value.get_ref() {
            DeValue::Integer(n) => i64::from_str_radix(n.as_str(), n.radix())
                .ok()
                .and_then(|n| T::try_from(n).ok())
                .ok_or_else(|| problem(value, &format!("`{key}` is out of range"))),
            _ => Err(not(value, &format!("`{key}` to be a whole number"))),
        }
    }
}

fn problem(value: &Spanned<DeValue<'_>>, message: &str) -> Problem {
    (Some(value.span().start), message.to_string())
}

/// The problem of a value that is not what was `expected`.
fn not(value: &Spanned<DeValue<'_>>, expected: &str) -> Problem {
    let found = value.get_ref().type_str();
    problem(value, &format!("expected {expected}, found {found}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_read_back_as_written_with_where_they_start() {
        let mut failure = FailureSignature::new(
            FailureKind::PanicString,
            "it's \"odd\"\nand 'long'\\",
            Some(Location::new("src/lib.rs", 9, 5)),
        );
        failure.frames = vec![
            Frame::new("m::check", Some("src/m.rs".into()), Some(20)),
            Frame::new("m::inner", None, None),
        ];
        let entry = Stored {
            found: "2026-11-23".into(),
            fixed: Some("2026-11-24".into()),
            origin: "src/lib.rs:12".into(),
            original: None,
            original_hash: "fnv1a64:00".into(),
            mode: "diff".into(),
            minimal: r#"f("()")"#.into(),
            minimal_args: r#"["()"]"#.into(),
            passing: Some("f(\"\")".into()),
            passing_args: Some("[\"\"]".into()),
            tests: 12,
            stopped_by: Some("max_tests".into()),
            failure,
        };
        let mut bare = entry.clone();
        bare.failure = FailureSignature::new(FailureKind::Err, "E", None);
        let text = write(&[entry.clone(), bare.clone()]);
        let read = read(&text).unwrap();
        let starts: Vec<&str> = read.iter().map(|(at, _)| &text[*at..*at + 14]).collect();
        assert_eq!(starts, ["[[regression]]", "[[regression]]"]);
        let entries: Vec<Stored> = read.into_iter().map(|(_, e)| e).collect();
        assert_eq!(entries, [entry, bare]);
        assert!(text.contains("minimal = 'f(\"()\")'\n"), "{text}");
        assert!(text.contains("\n[regression.failure.location]\nfile = \"src/lib.rs\"\n"));
        assert_eq!(super::read("").unwrap(), []);
    }

    #[test]
    fn problems_say_where_they_are() {
        let at = |text: &str| {
            let (at, message) = read(text).unwrap_err();
            (text[..at.unwrap()].matches('\n').count() + 1, message)
        };
        assert_eq!(
            at("[[regression]]\nfund = 1\n"),
            (2, "unknown field `fund`".into())
        );
        let entry = Stored {
            found: "d".into(),
            fixed: None,
            origin: "o".into(),
            original: None,
            original_hash: "h".into(),
            mode: "min".into(),
            minimal: "m".into(),
            minimal_args: "[]".into(),
            passing: None,
            passing_args: None,
            tests: 1,
            stopped_by: None,
            failure: FailureSignature::new(FailureKind::PanicStr, "boom", None),
        };
        let text = write(&[entry]).replace("tests = 1", "tests = \"many\"");
        let expected = "expected `tests` to be a whole number, found string";
        assert_eq!(at(&text), (8, expected.into()));
        let text = text.replace("kind = \"PanicStr\"", "kind = \"Boom\"");
        assert_eq!(at(&text.replace("\"many\"", "1")).1, "unknown failure kind");
        let (line, message) = at("\n[[regression]]\nfound = \"d\"\n");
        assert_eq!((line, message.as_str()), (2, "missing field `origin`"));
        assert_eq!(
            at("regression = 3").1,
            "expected an array of tables, found integer"
        );
        assert_eq!(at("x = 1").1, "unknown field `x`");
        assert_eq!(at("[[regression]]\nfound = \n").0, 2);
    }
}
