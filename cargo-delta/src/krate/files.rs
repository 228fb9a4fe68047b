//! A crate's files as one value: read from a directory, written to one,
//! and packed into bytes, so that a candidate crate travels through the
//! same test, memo and best-so-far output as a candidate file does.

use std::collections::BTreeMap;
use std::path::Path;

use crate::exit::{Kind, Stop};

/// Directories a crate's copy leaves out: build output and version control.
const SKIPPED: [&str; 2] = ["target", ".git"];

/// A crate's files, by their path under the crate's root (with `/`), and
/// their contents.
pub type Files = BTreeMap<String, Vec<u8>>;

/// Reads every file under `dir` but `target/` and `.git/`; refuses a
/// directory without a `Cargo.toml`.
pub fn read(dir: &Path) -> Result<Files, Stop> {
    let shown = dir.display();
    if !dir.is_dir() {
        let what = match dir.exists() {
            true => "is a file; give the crate's directory, or reduce the file with `cargo delta reduce`",
            false => "does not exist; check the path",
        };
        return Err(Stop::new(Kind::Unreadable, format!("{shown} {what}")));
    }
    if !dir.join("Cargo.toml").is_file() {
        return Err(Stop::new(
            Kind::Unreadable,
            format!("{shown} has no Cargo.toml; give the directory of the crate to reduce"),
        ));
    }
    let mut files = Files::new();
    gather(dir, "", &mut files).map_err(|e| {
        Stop::new(
            Kind::Unreadable,
            format!("cannot read the crate {shown}: {e}"),
        )
    })?;
    Ok(files)
}

fn gather(dir: &Path, prefix: &str, files: &mut Files) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = format!("{prefix}{name}");
        let kind = entry.file_type()?;
        if kind.is_dir() {
            if !(prefix.is_empty() && SKIPPED.contains(&name.as_str())) {
                gather(&entry.path(), &format!("{path}/"), files)?;
            }
        } else {
            files.insert(path, std::fs::read(entry.path())?);
        }
    }
    Ok(())
}

/// Writes `files` under `dir`, and removes the files of `dir` that are not
/// among them (the candidate's copy is reused run after run: what was cut
/// must be gone). `target/` stays, so only the crate compiles again.
pub fn write(files: &Files, dir: &Path) -> std::io::Result<()> {
    let mut present = Files::new();
    if dir.is_dir() {
        gather(dir, "", &mut present)?;
    }
    for path in present.keys().filter(|path| !files.contains_key(*path)) {
        std::fs::remove_file(dir.join(path))?;
    }
    for (path, contents) in files {
        if present.get(path) == Some(contents) {
            continue;
        }
        let file = dir.join(path);
        if let Some(parent) = file.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(file, contents)?;
    }
    Ok(())
}

/// `files` as bytes: each path and contents, each behind its length.
pub fn pack(files: &Files) -> Vec<u8> {
    let mut out = Vec::new();
    for (path, contents) in files {
        for part in [path.as_bytes(), contents] {
            out.extend_from_slice(&(part.len() as u64).to_le_bytes());
            out.extend_from_slice(part);
        }
    }
    out
}

/// The files [`pack`] made these bytes of.
pub fn unpack(mut bytes: &[u8]) -> Files {
    let mut take = move || -> Option<Vec<u8>> {
        let (len, rest) = bytes.split_first_chunk::<8>()?;
        let len = usize::try_from(u64::from_le_bytes(*len)).ok()?;
        let part = rest.get(..len)?.to_vec();
        bytes = &rest[len..];
        Some(part)
    };
    let mut files = Files::new();
    while let (Some(path), Some(contents)) = (take(), take()) {
        files.insert(String::from_utf8_lossy(&path).into_owned(), contents);
    }
    files
}

/// The files of `list` (path, text): the tests' crates, written inline.
#[cfg(test)]
pub fn of(list: &[(&str, &str)]) -> Files {
    list.iter()
        .map(|(path, text)| (path.to_string(), text.as_bytes().to_vec()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn crate_dir() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir_all(root.join("src/a")).unwrap();
        std::fs::create_dir_all(root.join("target/debug")).unwrap();
        std::fs::write(root.join("Cargo.toml"), "[package]\nname = \"x\"\n").unwrap();
        std::fs::write(root.join("src/lib.rs"), "mod a;\n").unwrap();
        std::fs::write(root.join("src/a/mod.rs"), "fn f() {}\n").unwrap();
        std::fs::write(root.join("target/debug/big"), "built").unwrap();
        dir
    }

    #[test]
    fn a_crate_reads_without_its_build_output_and_packs_losslessly() {
        let dir = crate_dir();
        let files = read(dir.path()).unwrap();
        let paths: Vec<&str> = files.keys().map(String::as_str).collect();
        assert_eq!(paths, ["Cargo.toml", "src/a/mod.rs", "src/lib.rs"]);
        assert_eq!(unpack(&pack(&files)), files);
        assert_eq!(unpack(&[]), Files::new());
    }

    #[test]
    fn writing_over_a_copy_removes_what_was_cut_and_keeps_the_build() {
        let dir = crate_dir();
        let mut files = read(dir.path()).unwrap();
        files.remove("src/a/mod.rs");
        files.insert("src/lib.rs".into(), b"pub fn g() {}\n".to_vec());
        write(&files, dir.path()).unwrap();
        assert_eq!(read(dir.path()).unwrap(), files);
        assert!(dir.path().join("target/debug/big").exists());
    }

    #[test]
    fn what_is_not_a_crate_is_refused_with_what_to_do() {
        let dir = tempfile::tempdir().unwrap();
        let error = read(dir.path()).unwrap_err();
        assert!(error.message.contains("has no Cargo.toml"), "{error:?}");
        let missing = read(&dir.path().join("nope")).unwrap_err();
        assert!(missing.message.contains("does not exist"), "{missing:?}");
        let file = dir.path().join("f.rs");
        std::fs::write(&file, "").unwrap();
        let error = read(&file).unwrap_err();
        assert!(error.message.contains("cargo delta reduce"), "{error:?}");
    }
}
