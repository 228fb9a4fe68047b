//! Where the result goes, written so that no work is lost: atomically
//! (a temporary file renamed over the output), after every improvement, so
//! Ctrl-C or a crash leaves the best file found so far on disk.

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::exit::{Kind, Stop};

/// The output file: FILE.min beside FILE by default (`x.json` gives
/// `x.min.json`, so that tools that go by the extension take it; a Rust
/// file `lib_min.rs`, see [`minimal_beside`]; a crate's DIR gives
/// `DIR.min`), never FILE itself unless `--in-place`.
pub fn path(
    input: &Path,
    output: Option<&Path>,
    in_place: bool,
    on_crate: bool,
) -> Result<PathBuf, Stop> {
    if in_place {
        return Ok(input.to_path_buf());
    }
    match output {
        Some(output) if same_file(input, output) => Err(Stop::new(
            Kind::Usage,
            format!(
                "-o {} is the input itself; use --in-place to overwrite it (a .orig copy is kept)",
                output.display()
            ),
        )),
        Some(output) => Ok(output.to_path_buf()),
        None if on_crate => Ok(with_suffix(input, ".min")),
        None => Ok(minimal_beside(input)),
    }
}

/// `dir/name.min.ext` for `dir/name.ext`, `dir/name.min` for `dir/name`;
/// `dir/name_min.rs` for a Rust file, whose name is the crate's name for
/// rustc, which refuses a `.` in it: the user's command, run on the
/// result as on the original, must fail the same way.
pub fn minimal_beside(input: &Path) -> PathBuf {
    let stem = input.file_stem().unwrap_or_default();
    let mut name = stem.to_os_string();
    match input.extension().is_some_and(|extension| extension == "rs") {
        true => name.push("_min"),
        false => name.push(".min"),
    }
    if let Some(extension) = input.extension() {
        name.push(".");
        name.push(extension);
    }
    input.with_file_name(name)
}

/// Checks, before the first run, that `path` (the output, `what` names its
/// option) can be written: its directory exists and takes a new file.
/// Without this a reduction would run for minutes to fail at its end.
pub fn check_writable(path: &Path, what: &str) -> Result<(), Stop> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let refuse = |why: String| {
        Err(Stop::new(
            Kind::Usage,
            format!("{what} {} cannot be written: {why}", path.display()),
        ))
    };
    if !dir.is_dir() {
        return refuse(format!(
            "the directory {} does not exist; make it first, or write elsewhere",
            dir.display()
        ));
    }
    if let Err(e) = tempfile::NamedTempFile::new_in(dir) {
        return refuse(format!("no file can be made in {}: {e}", dir.display()));
    }
    Ok(())
}

/// Keeps FILE as FILE.orig before `--in-place` writes over it; refuses to
/// overwrite an older FILE.orig, which may be the only true original.
pub fn keep_original(input: &Path) -> Result<PathBuf, Stop> {
    let orig = with_suffix(input, ".orig");
    if orig.exists() {
        return Err(Stop::new(
            Kind::Usage,
            format!(
                "{} exists already; move it away before reducing {} in place",
                orig.display(),
                input.display()
            ),
        ));
    }
    std::fs::copy(input, &orig).map_err(|e| {
        Stop::new(
            Kind::Io,
            format!("cannot copy {} to {}: {e}", input.display(), orig.display()),
        )
    })?;
    Ok(orig)
}

/// `path` with `suffix` added to its file name.
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name: OsString = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

/// Whether two paths name the same file (when both exist) or are spelled alike.
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// The best file so far: written when a smaller failing candidate is
/// found, from any job.
#[derive(Debug)]
pub struct Best {
    path: PathBuf,
    /// Whether the output is a crate's directory (candidates packed by
    /// `krate::files::pack`).
    on_crates: bool,
    /// The size of what is on disk (or of the original, before the first
    /// improvement), and the lock that keeps two writes apart.
    size: Mutex<usize>,
    /// The input's permissions, which a new output gets (a temporary file
    /// is made 0600).
    permissions: Option<std::fs::Permissions>,
}

impl Best {
    /// The output at `path`, to be written once a candidate smaller than
    /// `original` bytes fails.
    pub fn new(path: PathBuf, original: usize) -> Best {
        Best {
            path,
            on_crates: false,
            size: Mutex::new(original),
            permissions: None,
        }
    }

    /// The same output, given `input`'s permissions when it is new.
    pub fn like(self, input: &Path) -> Best {
        Best {
            permissions: std::fs::metadata(input).ok().map(|m| m.permissions()),
            ..self
        }
    }

    /// The same output, a crate's directory.
    pub fn on_crates(self) -> Best {
        Best {
            on_crates: true,
            ..self
        }
    }

    /// Where it is written.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes `contents` if it is smaller than the best so far.
    pub fn offer(&self, contents: &[u8]) -> Result<(), Stop> {
        let mut size = self.size.lock().unwrap_or_else(|e| e.into_inner());
        if contents.len() < *size {
            self.write(contents)?;
            *size = contents.len();
        }
        Ok(())
    }

    /// Writes the final result, whatever its size.
    pub fn finish(&self, contents: &[u8]) -> Result<(), Stop> {
        let mut size = self.size.lock().unwrap_or_else(|e| e.into_inner());
        self.write(contents)?;
        *size = contents.len();
        Ok(())
    }

    fn write(&self, contents: &[u8]) -> Result<(), Stop> {
        let permissions = self.permissions.as_ref();
        crate::interrupt::writing(contents.len(), || match self.on_crates {
            true => replace_dir(&self.path, contents, permissions),
            false => write_atomically(&self.path, contents, permissions),
        })
    }
}

/// Writes the crate packed in `contents` to a new directory beside `path`,
/// then renames it to `path`, and removes the one it replaced (renamed
/// aside first): at every moment a whole crate is at `path` or, between
/// the two renames, beside it.
fn replace_dir(
    path: &Path,
    contents: &[u8],
    permissions: Option<&std::fs::Permissions>,
) -> Result<(), Stop> {
    let failed =
        |e: std::io::Error| Stop::new(Kind::Io, format!("cannot write {}: {e}", path.display()));
    let parent = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let fresh = tempfile::Builder::new()
        .prefix(".cargo-delta.")
        .tempdir_in(parent)
        .map_err(failed)?;
    crate::krate::files::write(&crate::krate::files::unpack(contents), fresh.path())
        .map_err(failed)?;
    if let Some(permissions) = permissions {
        std::fs::set_permissions(fresh.path(), permissions.clone()).map_err(failed)?;
    }
    let old = tempfile::Builder::new()
        .prefix(".cargo-delta.old.")
        .tempdir_in(parent)
        .map_err(failed)?;
    let aside = old.path().join("crate");
    if path.exists() {
        std::fs::rename(path, &aside).map_err(failed)?;
    }
    std::fs::rename(fresh.keep(), path).map_err(failed)?;
    Ok(())
}

/// Writes `contents` to a temporary file beside `path`, then renames it
/// over `path`: a reader sees the old file or the new one, never a part.
/// It keeps the mode of the file it replaces (an `--in-place` script stays
/// executable), or gets `permissions`, the input's.
fn write_atomically(
    path: &Path,
    contents: &[u8],
    permissions: Option<&std::fs::Permissions>,
) -> Result<(), Stop> {
    let failed =
        |e: std::io::Error| Stop::new(Kind::Io, format!("cannot write {}: {e}", path.display()));
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut file = tempfile::NamedTempFile::new_in(dir).map_err(failed)?;
    file.write_all(contents).map_err(failed)?;
    let kept = std::fs::metadata(path).map(|m| m.permissions()).ok();
    if let Some(permissions) = kept.as_ref().or(permissions) {
        let _ = file.as_file().set_permissions(permissions.clone());
    }
    file.persist(path).map_err(|e| failed(e.error))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_output_sits_beside_the_input() {
        let input = Path::new("cases/crash.toml");
        let default = |input| path(Path::new(input), None, false, false).unwrap();
        assert_eq!(
            default("cases/crash.toml"),
            Path::new("cases/crash.min.toml")
        );
        assert_eq!(default("lib.rs"), Path::new("lib_min.rs"));
        assert_eq!(default("x.json"), Path::new("x.min.json"));
        assert_eq!(default("cases/crash"), Path::new("cases/crash.min"));
        assert_eq!(default(".bashrc"), Path::new(".bashrc.min"));
        let on_crate = path(Path::new("my.crate"), None, false, true).unwrap();
        assert_eq!(on_crate, Path::new("my.crate.min"));
        assert_eq!(path(input, None, true, false).unwrap(), input);
        let stop = path(input, Some(input), false, false).unwrap_err();
        assert!(stop.message.contains("--in-place"));
    }

    #[test]
    fn only_smaller_candidates_replace_the_best() {
        let dir = tempfile::tempdir().unwrap();
        let best = Best::new(dir.path().join("out"), 5);
        best.offer(b"12345").unwrap();
        assert!(!best.path().exists());
        best.offer(b"123").unwrap();
        best.offer(b"1234").unwrap();
        assert_eq!(std::fs::read(best.path()).unwrap(), b"123");
        best.finish(b"1234").unwrap();
        assert_eq!(std::fs::read(best.path()).unwrap(), b"1234");
    }

    #[test]
    fn a_crate_output_is_replaced_whole() {
        use crate::krate::files::{pack, read, Files};
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("krate.min");
        let crate_of = |lib: &str| -> Files {
            [("Cargo.toml", "[package]"), ("src/lib.rs", lib)]
                .iter()
                .map(|(p, t)| (p.to_string(), t.as_bytes().to_vec()))
                .collect()
        };
        let best = Best::new(out.clone(), 1000).on_crates();
        let big = crate_of("fn long_name() {}");
        best.offer(&pack(&big)).unwrap();
        assert_eq!(read(&out).unwrap(), big);
        let mut small = crate_of("fn a() {}");
        small.insert("src/extra.rs".into(), Vec::new());
        small.remove("src/lib.rs");
        best.offer(&pack(&small)).unwrap();
        assert_eq!(
            read(&out).unwrap(),
            small,
            "no file of the old crate is left"
        );
        let entries = std::fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(entries, 1, "nothing is left beside it");
    }

    #[test]
    fn in_place_keeps_the_original_once() {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("a.txt");
        std::fs::write(&input, "original").unwrap();
        let orig = keep_original(&input).unwrap();
        assert_eq!(std::fs::read_to_string(&orig).unwrap(), "original");
        assert_eq!(keep_original(&input).unwrap_err().kind, Kind::Usage);
    }
}
