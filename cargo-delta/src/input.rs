//! The file to reduce: read, checked, and its format chosen.

use std::ffi::OsString;
use std::io::ErrorKind;
use std::path::Path;
#[cfg(test)]
use std::path::PathBuf;

use crate::cli::Format;
use crate::exit::{Kind, Stop};

/// The file to reduce, as read.
#[derive(Debug, Clone)]
pub struct Input {
    /// Its file name, which every candidate's copy gets too: a program may
    /// look at the extension.
    pub name: OsString,
    /// Its contents.
    pub bytes: Vec<u8>,
    /// How it is cut.
    pub format: Format,
}

/// Reads `path` and chooses its format: `format` when given, else text when
/// the file is UTF-8 and bytes when not. Each way it can be unusable is a
/// one-line error that names it.
pub fn read(path: &Path, format: Option<Format>) -> Result<Input, Stop> {
    let shown = path.display();
    if path.is_dir() {
        return Err(Stop::new(
            Kind::Unreadable,
            format!("{shown} is a directory; give the file to reduce"),
        ));
    }
    let bytes = std::fs::read(path).map_err(|error| {
        let what = match error.kind() {
            ErrorKind::NotFound => "no such file; check the path".to_string(),
            ErrorKind::PermissionDenied => "permission denied; make it readable".to_string(),
            _ => format!("cannot read it: {error}"),
        };
        Stop::new(Kind::Unreadable, format!("{shown}: {what}"))
    })?;
    if bytes.is_empty() {
        return Err(Stop::new(
            Kind::Empty,
            format!("{shown} is empty: there is nothing to reduce"),
        ));
    }
    let utf8 = std::str::from_utf8(&bytes).is_ok();
    let format = format.unwrap_or_else(|| detect(path, &bytes));
    if format != Format::Bytes && !utf8 {
        return Err(Stop::new(
            Kind::NotText,
            format!("{shown} is not valid UTF-8; reduce it with --format bytes"),
        ));
    }
    let name = path
        .file_name()
        .map_or_else(|| OsString::from("input"), OsString::from);
    Ok(Input {
        name,
        bytes,
        format,
    })
}

/// The format a file is cut in when none is asked for: JSON, TOML or
/// Rust by its extension, else text when it is UTF-8, else bytes.
pub fn detect(path: &Path, bytes: &[u8]) -> Format {
    match path.extension().and_then(|e| e.to_str()) {
        Some("json") => Format::Json,
        Some("toml") => Format::Toml,
        Some("rs") => Format::Rust,
        _ if std::str::from_utf8(bytes).is_ok() => Format::Text,
        _ => Format::Bytes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(contents: &[u8]) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("case.txt");
        std::fs::write(&path, contents).unwrap();
        (dir, path)
    }

    #[test]
    fn the_format_follows_the_contents_unless_asked() {
        let (_dir, text) = file(b"a b\n");
        assert_eq!(read(&text, None).unwrap().format, Format::Text);
        assert_eq!(
            read(&text, Some(Format::Bytes)).unwrap().format,
            Format::Bytes
        );
        let (_dir, json) = file(b"{}");
        let json_path = json.with_extension("json");
        std::fs::rename(&json, &json_path).unwrap();
        assert_eq!(read(&json_path, None).unwrap().format, Format::Json);
        assert_eq!(
            read(&json_path, Some(Format::Text)).unwrap().format,
            Format::Text
        );
        let (_dir, binary) = file(&[0xff, 0x00]);
        assert_eq!(read(&binary, None).unwrap().format, Format::Bytes);
        let stop = read(&binary, Some(Format::Text)).unwrap_err();
        assert_eq!(stop.kind, Kind::NotText);
        assert!(stop.message.contains("--format bytes"));
    }

    #[test]
    fn unusable_files_are_named_with_what_to_do() {
        let (dir, empty) = file(b"");
        assert_eq!(read(&empty, None).unwrap_err().kind, Kind::Empty);
        assert_eq!(read(dir.path(), None).unwrap_err().kind, Kind::Unreadable);
        let missing = dir.path().join("missing.txt");
        let stop = read(&missing, None).unwrap_err();
        assert_eq!(stop.kind, Kind::Unreadable);
        assert!(stop.message.contains("missing.txt: no such file"));
    }

    #[test]
    fn candidates_keep_the_file_name() {
        let (_dir, path) = file(b"x");
        assert_eq!(read(&path, None).unwrap().name, "case.txt");
    }
}
