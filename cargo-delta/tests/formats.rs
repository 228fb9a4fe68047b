//! `--format json` and `--format toml`: every candidate parses, and the
//! result is the smallest document that still fails.

use crate::common;

use std::path::Path;

use common::{assert_code, case};

/// Reduces `file` with `record.sh`; returns the result and the
/// candidates. Apart from the original's checks and the result's reruns
/// (as many as the original's), no file is run twice, though distinct
/// values can print the same.
fn reduce_recorded(file: &Path, out: &Path) -> (String, Vec<String>) {
    let (output, candidates) = common::reduce_recorded(file, &["--jobs", "1"]);
    assert_code(&output, 0);
    assert!(candidates.len() > 5, "{candidates:?}");
    let original = std::fs::read_to_string(file).unwrap();
    // The empty file is run once first, to see that the failure depends
    // on the file; the format never prints it.
    let candidates: Vec<String> = candidates.into_iter().filter(|c| !c.is_empty()).collect();
    let result = std::fs::read_to_string(out).unwrap();
    let reruns = candidates.iter().filter(|c| **c == result).count();
    assert_eq!(reruns, 3, "found once, then rerun twice: {candidates:?}");
    let mut others: Vec<&String> = candidates
        .iter()
        .filter(|c| **c != original && **c != result)
        .collect();
    let all = others.len();
    others.sort();
    others.dedup();
    assert_eq!(others.len(), all, "a file was run twice: {candidates:?}");
    (result, candidates)
}

#[test]
fn json_candidates_are_all_valid_json_and_keep_the_indentation() {
    let text = "{\n  \"name\": \"delta\",\n  \"items\": [1, 2, {\"bug\": true, \"ok\": 3}],\n  \"z\": null\n}\n";
    let (dir, file) = case("in.json", text);
    let (result, candidates) = reduce_recorded(&file, &dir.path().join("in.min.json"));
    for candidate in &candidates {
        let parsed = serde_json::from_str::<serde_json::Value>(candidate);
        assert!(parsed.is_ok(), "not JSON: {candidate}");
    }
    // Entries cut, the object hoisted out of the array and its entry,
    // `true` made `null`.
    assert_eq!(result, "{\n  \"bug\": null\n}\n");
}

#[test]
fn toml_candidates_are_all_valid_toml() {
    let text = "title = \"x\"\n\n[server]\nports = [80, 443]\nbug = \"yes\"\n";
    let (dir, file) = case("in.toml", text);
    let (result, candidates) = reduce_recorded(&file, &dir.path().join("in.min.toml"));
    for candidate in &candidates {
        let parsed = candidate.parse::<toml::Table>();
        assert!(parsed.is_ok(), "not TOML: {candidate}");
    }
    // The table hoisted to the top, the string made `false`.
    assert_eq!(result, "bug = false\n");
}

#[test]
fn as_text_the_same_file_is_cut_to_the_bare_word() {
    let (dir, file) = case("in.json", r#"{"items": [1, {"bug": true}]}"#);
    let (output, _) = common::reduce_recorded(&file, &["--format", "text"]);
    assert_code(&output, 0);
    let result = std::fs::read_to_string(dir.path().join("in.min.json")).unwrap();
    assert_eq!(result, "bug");
}
