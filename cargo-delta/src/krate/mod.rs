//! `cargo delta reduce-crate`: a whole crate as the value reduced, its
//! files, the modules they declare, and its manifest.

pub mod files;
mod merge;
pub mod modules;
pub mod value;

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use crate::cli::Format;
use crate::exit::{Kind, Stop};
use crate::input::Input;

/// The crate in `dir`, read as one input: its files packed, its Rust files
/// to be cut as `format` says (Rust by default).
pub fn read(dir: &Path, format: Option<Format>) -> Result<Input, Stop> {
    let files = files::read(dir)?;
    let format = match format.unwrap_or(Format::Rust) {
        format @ (Format::Rust | Format::Text) => format,
        other => {
            return Err(Stop::new(
                Kind::Usage,
                format!(
                    "reduce-crate cuts Rust files as rust or text, not {other:?}; drop --format"
                ),
            ))
        }
    };
    let name = std::path::absolute(dir)
        .ok()
        .and_then(|dir| dir.file_name().map(OsString::from))
        .unwrap_or_else(|| "crate".into());
    Ok(Input {
        name,
        bytes: files::pack(&files),
        format,
    })
}

/// The total size of a packed crate's files, in bytes.
pub fn size(packed: &[u8]) -> usize {
    files::unpack(packed).values().map(Vec::len).sum()
}

/// A packed crate as a report shows it: the one file it fits in, or each
/// file under a `// path` line.
pub fn shown(packed: &[u8]) -> Vec<u8> {
    let files = files::unpack(packed);
    if let Some(one) = modules::single_file(&files) {
        return one.into_bytes();
    }
    let mut out = Vec::new();
    for (path, contents) in &files {
        if path != "Cargo.toml" || files.len() > 1 {
            out.extend_from_slice(format!("// {path}\n").as_bytes());
        }
        out.extend_from_slice(contents);
        if !contents.ends_with(b"\n") {
            out.push(b'\n');
        }
    }
    out
}

/// Writes the crate as one file beside its directory `output` (`X.min.rs`
/// beside `X.min`), when it fits in one; where it went.
pub fn write_single_file(output: &Path, packed: &[u8]) -> Result<Option<PathBuf>, Stop> {
    let Some(one) = modules::single_file(&files::unpack(packed)) else {
        return Ok(None);
    };
    let mut name = output.file_name().unwrap_or_default().to_os_string();
    name.push(".rs");
    let path = output.with_file_name(name);
    std::fs::write(&path, one)
        .map_err(|e| Stop::new(Kind::Io, format!("cannot write {}: {e}", path.display())))?;
    Ok(Some(path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crate_is_shown_as_one_file_or_file_by_file() {
        let crate_of = |manifest: &str| {
            let files: files::Files = [
                ("Cargo.toml", manifest),
                ("src/lib.rs", "mod a;\n"),
                ("src/a.rs", "fn f() {}"),
            ]
            .iter()
            .map(|(p, t)| (p.to_string(), t.as_bytes().to_vec()))
            .collect();
            files::pack(&files)
        };
        let alone = crate_of("[package]\nname = \"x\"\n");
        assert_eq!(shown(&alone), b"mod a {\n    fn f() {}\n}\n");
        assert_eq!(size(&alone), 37, "the files' bytes, not their packing");
        let with_dependency =
            crate_of("[package]\nname = \"x\"\n\n[dependencies]\nlog = \"0.4\"\n");
        let text = String::from_utf8(shown(&with_dependency)).unwrap();
        assert_eq!(
            text,
            "// Cargo.toml\n[package]\nname = \"x\"\n\n[dependencies]\nlog = \"0.4\"\n// src/a.rs\nfn f() {}\n// src/lib.rs\nmod a;\n"
        );
    }
}
