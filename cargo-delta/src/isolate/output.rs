//! What `isolate` writes, in its output directory: the two closest files
//! (`passing.EXT` and `failing.EXT`, with the failing file's extension),
//! their difference as a unified diff (`difference.diff`), and, when asked,
//! the JSON report.

use std::path::{Path, PathBuf};

use serde_json::json;
use similar::TextDiff;

use super::search::Isolated;
use crate::exit::{Kind, Stop};

/// The output directory when `-o` gives none: `FAILING.isolate/` beside
/// the failing file.
pub fn default_dir(failing: &Path) -> PathBuf {
    let mut name = failing.file_name().unwrap_or_default().to_os_string();
    name.push(".isolate");
    failing.with_file_name(name)
}

/// `passing.EXT` and `failing.EXT` in `dir`, with `failing`'s extension.
pub fn pair_paths(dir: &Path, failing: &Path) -> (PathBuf, PathBuf) {
    let name = |stem: &str| match failing.extension() {
        Some(ext) => dir.join(format!("{stem}.{}", ext.to_string_lossy())),
        None => dir.join(stem),
    };
    (name("passing"), name("failing"))
}

/// The unified diff from the passing file to the failing one, headed with
/// the two files' names.
pub fn difference(isolated: &Isolated, passing: &Path, failing: &Path) -> String {
    let old = String::from_utf8_lossy(&isolated.passing);
    let new = String::from_utf8_lossy(&isolated.failing);
    TextDiff::from_lines(&old, &new)
        .unified_diff()
        .context_radius(3)
        .header(
            &passing.display().to_string(),
            &failing.display().to_string(),
        )
        .to_string()
}

/// Writes the pair and their difference into `dir` (made if missing); the
/// paths of the three files.
pub fn write(isolated: &Isolated, dir: &Path, failing: &Path) -> Result<[PathBuf; 3], Stop> {
    let io = |what: &Path, e: std::io::Error| {
        Stop::new(Kind::Io, format!("cannot write {}: {e}", what.display()))
    };
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let (pass_path, fail_path) = pair_paths(dir, failing);
    std::fs::write(&pass_path, &isolated.passing).map_err(|e| io(&pass_path, e))?;
    std::fs::write(&fail_path, &isolated.failing).map_err(|e| io(&fail_path, e))?;
    let diff_path = dir.join("difference.diff");
    let diff = difference(isolated, &pass_path, &fail_path);
    std::fs::write(&diff_path, diff).map_err(|e| io(&diff_path, e))?;
    Ok([pass_path, fail_path, diff_path])
}

/// The JSON report: runs, the changes found and kept at the last level
/// and at each (with the runs it made), whether the difference is 1-minimal, and the paths.
pub fn json(isolated: &Isolated, runs: usize, paths: &[PathBuf; 3]) -> String {
    let last = isolated.levels.last();
    let levels: Vec<_> = isolated
        .levels
        .iter()
        .map(|l| {
            let level = l.level.name();
            json!({ "level": level, "changes": l.total, "kept": l.kept, "runs": l.runs })
        })
        .collect();
    let kept: Vec<_> = match &isolated.last {
        Some(changes) => isolated
            .kept
            .iter()
            .filter_map(|&i| changes.describe(i))
            .map(|(at, before, after)| json!({ "at": at, "before": before, "after": after }))
            .collect(),
        None => Vec::new(),
    };
    let report = json!({
        "runs": runs,
        "changes_total": last.map_or(0, |l| l.total),
        "changes_kept": last.map_or(0, |l| l.kept),
        "one_minimal": isolated.complete && isolated.stopped.is_none(),
        "stopped": isolated.stopped.map(|b| b.to_string()),
        "levels": levels,
        "changes": kept,
        "passing": paths[0],
        "failing": paths[1],
        "difference": paths[2],
    });
    serde_json::to_string_pretty(&report).expect("the report serializes") + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isolate::changes::{Changes, Level};
    use crate::isolate::search::LevelResult;

    fn isolated() -> Isolated {
        let changes = Changes::between(b"a = 1\n", b"a = 10\n", Level::Chars);
        Isolated {
            passing: b"a = 1\n".to_vec(),
            failing: b"a = 10\n".to_vec(),
            levels: vec![LevelResult {
                runs: 0,
                level: Level::Chars,
                total: 1,
                kept: 1,
            }],
            last: Some(changes),
            kept: vec![0],
            complete: true,
            stopped: None,
        }
    }

    #[test]
    fn the_pair_keeps_the_failing_files_extension_beside_its_difference() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("cfg.toml.isolate");
        assert_eq!(default_dir(&dir.path().join("cfg.toml")), out);
        let paths = write(&isolated(), &out, Path::new("cfg.toml")).unwrap();
        assert_eq!(paths[0], out.join("passing.toml"));
        assert_eq!(paths[1], out.join("failing.toml"));
        let diff = std::fs::read_to_string(&paths[2]).unwrap();
        assert!(diff.contains("-a = 1\n+a = 10\n"), "{diff}");
        let report: serde_json::Value =
            serde_json::from_str(&json(&isolated(), 7, &paths)).unwrap();
        assert_eq!(report["runs"], 7);
        assert_eq!(report["changes_total"], 1);
        assert_eq!(report["changes_kept"], 1);
        assert_eq!(report["one_minimal"], true);
        assert_eq!(report["changes"][0]["after"], "0");
        assert_eq!(report["levels"][0]["level"], "characters");
    }
}
