//! A module's file merged into the file that declares it, flattened:
//! `mod train;` in `src/lib.rs` and `src/train.rs` become `train.rs`'s
//! items in `lib.rs`, the paths through `train` rewritten (in the parent,
//! and, when the parent is a target's root, `crate::train::x` in every
//! other file).
//!
//! Files are cut whole and inside, but a module's file that a reduction
//! needs stays a file: the crate given as one file then wraps it in a
//! `mod train { .. }` that a bug report does not need. Only a file that
//! declares no module of its own is merged (its modules' files would be
//! looked for elsewhere once it is gone), and only when its names do not
//! clash with its parent's (`formats::rust::flatten_file`).

use syn::Item;

use super::files::Files;
use super::modules;
use crate::formats::rust::{crate_paths, flatten_file, flattenable};

/// A module's file and the file that declares it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Merge {
    /// The module's file.
    pub module: String,
    /// The file that declares it, at the top of its items.
    pub parent: String,
}

/// The merges `files` allow, in the order of the parents' paths and their
/// declarations: each file parsed once, nothing printed (the engine asks
/// them each time it sizes a candidate crate).
pub fn mergeable(files: &Files) -> Vec<Merge> {
    let roots = modules::roots(files);
    let mut found = Vec::new();
    for parent in modules::reachable(files) {
        let Some(file) = modules::parsed(files, &parent) else {
            continue;
        };
        let root = roots.contains(&parent);
        for item in &file.items {
            let Item::Mod(declared) = item else { continue };
            if declared.content.is_some() {
                continue;
            }
            let Some(module) = modules::declared(&parent, root, &[], declared).found(files) else {
                continue;
            };
            let Some(module_file) = modules::parsed(files, &module) else {
                continue;
            };
            let leaf = modules::declarations(&module, false, &module_file.items).is_empty();
            if leaf && flattenable(&file, &declared.ident, &module_file).is_some() {
                found.push(Merge {
                    module,
                    parent: parent.clone(),
                });
            }
        }
    }
    found
}

/// `files` with `merge` done; `None` if the module's file declares
/// modules of its own, or cannot be flattened into its parent.
pub fn merged(files: &Files, merge: &Merge) -> Option<Files> {
    let roots = modules::roots(files);
    let mut parent = modules::parsed(files, &merge.parent)?;
    let module = modules::parsed(files, &merge.module)?;
    if !modules::declarations(&merge.module, false, &module.items).is_empty() {
        return None;
    }
    let root = roots.contains(&merge.parent);
    let name = parent.items.iter().find_map(|item| match item {
        Item::Mod(declared)
            if declared.content.is_none()
                && modules::declared(&merge.parent, root, &[], declared)
                    .found(files)
                    .as_ref()
                    == Some(&merge.module) =>
        {
            Some(declared.ident.clone())
        }
        _ => None,
    })?;
    if !flatten_file(&mut parent, &name, module) {
        return None;
    }
    let mut out = files.clone();
    out.remove(&merge.module);
    out.insert(
        merge.parent.clone(),
        prettyplease::unparse(&parent).into_bytes(),
    );
    if root {
        for (path, contents) in out.iter_mut() {
            if *path == merge.parent || !path.ends_with(".rs") {
                continue;
            }
            let Some(mut file) = std::str::from_utf8(contents)
                .ok()
                .and_then(|text| syn::parse_file(text).ok())
            else {
                continue;
            };
            if crate_paths(&mut file.items, &name) {
                *contents = prettyplease::unparse(&file).into_bytes();
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(files: &Files, path: &str) -> String {
        String::from_utf8(files[path].clone()).unwrap()
    }

    #[test]
    fn a_leaf_modules_file_is_merged_into_its_parent() {
        let files = crate::krate::files::of(&[
            ("Cargo.toml", "[package]\nname = \"x\"\n"),
            ("src/lib.rs", "mod a;\nmod b;\nfn f() -> a::S { a::S }\n"),
            ("src/a.rs", "pub struct S;\n"),
            (
                "src/b.rs",
                "mod c;\nuse crate::a::S;\nfn g() -> crate::a::S { S }\n",
            ),
            ("src/b/c.rs", "fn h() {}\n"),
        ]);
        // `b.rs` declares a module: it waits until `c.rs` is merged into it.
        let merges = mergeable(&files);
        let pairs: Vec<(&str, &str)> = merges
            .iter()
            .map(|m| (m.module.as_str(), m.parent.as_str()))
            .collect();
        assert_eq!(
            pairs,
            [("src/b/c.rs", "src/b.rs"), ("src/a.rs", "src/lib.rs")]
        );
        let once = merged(&files, &merges[1]).unwrap();
        let paths: Vec<&str> = once.keys().map(String::as_str).collect();
        assert_eq!(
            paths,
            ["Cargo.toml", "src/b.rs", "src/b/c.rs", "src/lib.rs"]
        );
        assert_eq!(
            text(&once, "src/lib.rs"),
            "pub struct S;\nmod b;\nfn f() -> S {\n    S\n}\n"
        );
        assert_eq!(
            text(&once, "src/b.rs"),
            "mod c;\nuse crate::S;\nfn g() -> crate::S {\n    S\n}\n"
        );
        let twice = merged(&once, &mergeable(&once)[0]).unwrap();
        assert_eq!(
            text(&twice, "src/b.rs"),
            "fn h() {}\nuse crate::S;\nfn g() -> crate::S {\n    S\n}\n"
        );
    }

    #[test]
    fn a_module_that_clashes_is_not_merged() {
        let files = crate::krate::files::of(&[
            ("Cargo.toml", "[package]\nname = \"x\"\n"),
            ("src/lib.rs", "mod a;\nfn f() {}\n"),
            ("src/a.rs", "fn f() {}\n"),
        ]);
        assert_eq!(mergeable(&files), []);
    }
}
