//! Keeps the layers honest: every `crate::` path in `src/` must point at a
//! module of a lower layer than its own, so imports only go downward and
//! no circle can form between modules. Inside a folder, its files must not
//! import each other in a circle either. `docs/design.md` shows the same
//! table.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The crate's top-level modules by layer, from the bottom up. A module
/// may use only modules of a lower layer. Adding a module means adding it
/// here, at the layer its imports allow.
const LAYERS: &[(u8, &[&str])] = &[
    // Plain data: outcomes, index sets, the spelling of settings.
    (0, &["json", "outcome", "subset", "parse"]),
    // Failure signatures, masks and matchers.
    (1, &["failure"]),
    // The error type; values: what may be cut, how printed as Rust.
    (2, &["error", "reduce", "literal"]),
    // The panic hook; the algorithms over index sets; parsed strings.
    (3, &["capture", "dd", "parsed"]),
    // Where a candidate runs.
    (4, &["execute"]),
    // What people and tools are told: observer events, log, reports.
    (5, &["report"]),
    // The engine.
    (6, &["debugger"]),
    // Options, delta-test.toml and the environment, resolved.
    (7, &["settings"]),
    // Stored regressions and their replay.
    (8, &["regressions"]),
    // One #[delta_test] case, one #[delta_debug] call.
    (9, &["run"]),
    // The libtest-mimic harness.
    (10, &["harness"]),
    // The macro ABI.
    (11, &["__private"]),
];

/// The layer of each module.
fn layers() -> BTreeMap<&'static str, u8> {
    LAYERS
        .iter()
        .flat_map(|(rank, modules)| modules.iter().map(move |module| (*module, *rank)))
        .collect()
}

/// A reference from one file to a top-level module, with its line.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Reference {
    line: usize,
    module: String,
}

/// The top-level modules `source` names through `crate::`, in code (not in
/// comments or strings), with their lines: `use crate::a::X`, grouped
/// `use crate::{a::X, b}` over several lines, and inline `crate::a::f()`.
fn crate_references(source: &str) -> Vec<Reference> {
    let mut found = Vec::new();
    let mut group: Option<usize> = None; // the depth of an open `crate::{`
    for (index, raw) in source.lines().enumerate() {
        let line = code_of(raw);
        let mut rest = line.as_str();
        if let Some(depth) = &mut group {
            // Inside `use crate::{ ... }`: first-level names, until it closes.
            for_each_first_level(rest, depth, |name| {
                found.push(Reference {
                    line: index + 1,
                    module: name.to_string(),
                });
            });
            if *depth == 0 {
                group = None;
            }
            continue;
        }
        while let Some(at) = rest.find("crate::") {
            let before = rest[..at].chars().next_back();
            let after = &rest[at + "crate::".len()..];
            rest = after;
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue; // `$crate::`, `delta_test_crate::`, `super::crate`
            }
            if let Some(inner) = after.strip_prefix('{') {
                let mut depth = 1;
                for_each_first_level(inner, &mut depth, |name| {
                    found.push(Reference {
                        line: index + 1,
                        module: name.to_string(),
                    });
                });
                if depth > 0 {
                    group = Some(depth);
                }
                break;
            }
            let name: String = after
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                found.push(Reference {
                    line: index + 1,
                    module: name,
                });
            }
        }
    }
    found
}

/// Calls `name` for each name at brace depth 1 of a `{a::X, b, c::{d}}`
/// group whose opening brace is already counted in `depth`.
fn for_each_first_level(text: &str, depth: &mut usize, mut name: impl FnMut(&str)) {
    let mut at_start = true;
    let mut word = String::new();
    for c in text.chars().chain([' ']) {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        if !word.is_empty() {
            if at_start && *depth == 1 && word != "self" {
                name(&word);
            }
            at_start = false;
            word.clear();
        }
        match c {
            '{' => *depth += 1,
            '}' => {
                *depth = depth.saturating_sub(1);
                if *depth == 0 {
                    return;
                }
            }
            ',' if *depth == 1 => at_start = true,
            _ => {}
        }
    }
}

/// The code of a line: without a `//` comment, and with the insides of
/// string literals blanked.
fn code_of(line: &str) -> String {
    let mut code = String::new();
    let mut in_string = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match (in_string, c) {
            (false, '/') if chars.peek() == Some(&'/') => break,
            (false, '"') => {
                in_string = true;
                code.push('"');
            }
            (true, '\\') => {
                chars.next();
            }
            (true, '"') => {
                in_string = false;
                code.push('"');
            }
            (true, _) => {}
            (false, c) => code.push(c),
        }
    }
    code
}

/// The sibling files of a folder that `source` (a file of that folder)
/// names: `super::name` and `crate::<folder path>::name`, grouped or not.
fn sibling_references(source: &str, folder: &str) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    let prefixes = ["super::".to_string(), format!("crate::{folder}::")];
    for raw in source.lines() {
        let line = code_of(raw);
        for prefix in &prefixes {
            let mut rest = line.as_str();
            while let Some(at) = rest.find(prefix.as_str()) {
                let after = &rest[at + prefix.len()..];
                rest = after;
                match after.strip_prefix('{') {
                    Some(inner) => {
                        let mut depth = 1;
                        for_each_first_level(inner, &mut depth, |name| {
                            names.insert(name.to_string());
                        });
                    }
                    None => {
                        let name: String = after
                            .chars()
                            .take_while(|c| c.is_alphanumeric() || *c == '_')
                            .collect();
                        names.insert(name);
                    }
                }
            }
        }
    }
    names
}

/// The `.rs` files under `dir`, recursively, sorted.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("src/ reads") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            files.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    files
}

/// The layer violations of the file at `relative` (to `src/`) with
/// `source`, as messages naming the file and line.
fn violations(relative: &str, source: &str) -> Vec<String> {
    let layers = layers();
    let own = relative
        .split('/')
        .next()
        .unwrap_or(relative)
        .trim_end_matches(".rs");
    if own == "lib" {
        return Vec::new(); // the crate root re-exports
    }
    let Some(&own_rank) = layers.get(own) else {
        return vec![format!(
            "src/{relative}: module `{own}` is in no layer of tests/layering.rs; add it"
        )];
    };
    let mut found = Vec::new();
    for reference in crate_references(source) {
        let at = format!("src/{relative}:{}", reference.line);
        let module = reference.module.as_str();
        if module == own || module.starts_with("__delta_test") {
            continue;
        }
        if module.starts_with(char::is_uppercase) {
            found.push(format!(
                "{at}: module `{own}` imports `crate::{module}`, a re-export of lib.rs; \
                 import it from the module that defines it"
            ));
            continue;
        }
        match layers.get(module) {
            None => found.push(format!(
                "{at}: module `{own}` imports `{module}`, which is in no layer of \
                 tests/layering.rs"
            )),
            Some(&rank) if rank >= own_rank => found.push(format!(
                "{at}: module `{own}` (layer {own_rank}) imports `{module}` (layer {rank}), \
                 which is not below it"
            )),
            Some(_) => {}
        }
    }
    found
}

/// A circle among the sibling files of one folder (`mod.rs` aside: it
/// declares and re-exports its children), as `a.rs -> b.rs -> a.rs`.
fn circle(folder: &str, files: &BTreeMap<String, String>) -> Option<String> {
    let edges: BTreeMap<&str, Vec<String>> = files
        .iter()
        .filter(|(name, _)| *name != "mod")
        .map(|(name, source)| {
            let targets = sibling_references(source, folder)
                .into_iter()
                .filter(|target| target != name && target != "mod" && files.contains_key(target))
                .collect();
            (name.as_str(), targets)
        })
        .collect();
    fn visit<'a>(
        node: &'a str,
        edges: &'a BTreeMap<&str, Vec<String>>,
        path: &mut Vec<&'a str>,
    ) -> Option<Vec<&'a str>> {
        if let Some(at) = path.iter().position(|n| *n == node) {
            let mut found = path[at..].to_vec();
            found.push(node);
            return Some(found);
        }
        path.push(node);
        for next in edges.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, edges, path) {
                return Some(found);
            }
        }
        path.pop();
        None
    }
    edges.keys().find_map(|start| {
        visit(start, &edges, &mut Vec::new()).map(|names| {
            let files: Vec<String> = names
                .iter()
                .map(|name| format!("src/{folder}/{name}.rs"))
                .collect();
            files.join(" -> ")
        })
    })
}

#[test]
fn layers_only_import_downward_and_no_folder_has_a_circle() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    let mut folders: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for path in sources(&src) {
        let relative = path
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let source = std::fs::read_to_string(&path).unwrap();
        found.extend(violations(&relative, &source));
        if let Some((folder, file)) = relative.rsplit_once('/') {
            let name = file.trim_end_matches(".rs").to_string();
            folders
                .entry(folder.to_string())
                .or_default()
                .insert(name, source);
        }
    }
    for (folder, files) in &folders {
        if let Some(circle) = circle(folder, files) {
            found.push(format!("a circle of imports: {circle}"));
        }
    }
    assert!(found.is_empty(), "layers broken:\n{}", found.join("\n"));
}

#[test]
fn an_upward_import_is_named_with_its_file_and_line() {
    let source = "//! The algorithms.\nuse crate::subset::Subset;\nuse crate::debugger::Session;\n";
    assert_eq!(
        violations("dd/mod.rs", source),
        ["src/dd/mod.rs:3: module `dd` (layer 3) imports `debugger` (layer 6), which is not below it"]
    );
}

#[test]
fn grouped_and_inline_paths_count_and_comments_and_strings_do_not() {
    let source = "use crate::{\n    failure::Matcher,\n    run::{X, Y},\n};\n\
                  /// see [`x`](crate::harness::run)\n\
                  let s = \"crate::report\"; // crate::settings\n\
                  let d = crate::settings::show(x);\n";
    let found = violations("failure/matcher.rs", source);
    assert_eq!(found.len(), 2, "{found:?}");
    assert!(
        found[0].starts_with("src/failure/matcher.rs:3: module `failure` (layer 1) imports `run`")
    );
    assert!(found[1]
        .starts_with("src/failure/matcher.rs:7: module `failure` (layer 1) imports `settings`"));
}

#[test]
fn re_exports_and_unknown_modules_are_refused() {
    let found = violations(
        "execute/mod.rs",
        "use crate::Error;\nuse crate::nowhere::X;\n",
    );
    assert!(
        found[0].contains("`crate::Error`, a re-export of lib.rs"),
        "{found:?}"
    );
    assert!(
        found[1].contains("`nowhere`, which is in no layer"),
        "{found:?}"
    );
    let unknown = violations("newcomer.rs", "");
    assert!(
        unknown[0].contains("module `newcomer` is in no layer"),
        "{unknown:?}"
    );
}

#[test]
fn a_circle_between_siblings_is_found() {
    let files: BTreeMap<String, String> = [
        ("mod", "mod a;\nmod b;\npub use a::X;\n"),
        ("a", "use super::b::Y;\n"),
        ("b", "use super::{a::X, c};\n"),
    ]
    .into_iter()
    .map(|(name, source)| (name.to_string(), source.to_string()))
    .collect();
    assert_eq!(
        circle("debugger", &files).as_deref(),
        Some("src/debugger/a.rs -> src/debugger/b.rs -> src/debugger/a.rs")
    );
    let acyclic: BTreeMap<String, String> = [("a", "use super::b::Y;\n"), ("b", "")]
        .into_iter()
        .map(|(name, source)| (name.to_string(), source.to_string()))
        .collect();
    assert_eq!(circle("debugger", &acyclic), None);
}
