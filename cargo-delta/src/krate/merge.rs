//! A module's file merged into the file that declares it, flattened:
//! `mod train;` in `src/lib.rs` and `src/train.rs` become `train.rs`'s
//! items in `lib.rs`, the paths through `train` rewritten (in the parent,
//! and, when the parent is a target's root, `crate::train::x` in every
//! other file).
//!
//! Files are cut whole and inside, but a module's file that a reduction
//! needs stays a file: the crate given as one file then wraps it in a
//! `mod train { .. }` that a bug report does not need. A file is merged
//! only when its names do not clash with its parent's
//! (`formats::rust::flatten_file`). A file that declares modules of its
//! own (`mod data;` in `train.rs`, whose file is `src/train/data.rs`)
//! takes them along: their files move to where the parent's modules are
//! looked for (`src/data.rs`), unless a file is there already or a
//! declaration gives its own `#[path]`.

use syn::Item;

use super::files::Files;
use super::modules;
use crate::formats::rust::{crate_paths, flatten_file, flattenable, print};

/// A module's file and the file that declares it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Merge {
    /// The module's file.
    pub module: String,
    /// The file that declares it, at the top of its items.
    pub parent: String,
    /// Where the files of the modules it declares are looked for, and
    /// where they go (`src/train/` and `src/`); `None` when it declares
    /// none.
    pub moves: Option<(String, String)>,
}

impl Merge {
    /// Where the file at `path` is once the merge is done.
    pub fn moved(&self, path: &str) -> String {
        match &self.moves {
            Some((from, to)) => match path.strip_prefix(from.as_str()) {
                Some(rest) => format!("{to}{rest}"),
                None => path.to_string(),
            },
            None => path.to_string(),
        }
    }
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
            if flattenable(&file, &declared.ident, &module_file).is_none() {
                continue;
            }
            let Some(moves) = moves(files, &module, &module_file, &parent, root) else {
                continue;
            };
            found.push(Merge {
                module,
                parent: parent.clone(),
                moves,
            });
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
    let root = roots.contains(&merge.parent);
    if moves(files, &merge.module, &module, &merge.parent, root)? != merge.moves {
        return None;
    }
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
    let mut out: Files = files
        .iter()
        .filter(|(path, _)| **path != merge.module)
        .map(|(path, contents)| (merge.moved(path), contents.clone()))
        .collect();
    out.insert(merge.parent.clone(), print::unparse(&parent)?.into_bytes());
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
                *contents = print::unparse(&file)?.into_bytes();
            }
        }
    }
    Some(out)
}

/// Where the files of the modules `module_file` (at `module`) declares
/// go once it is merged into `parent`: `Some(None)` when it declares
/// none; `None` when they cannot move (a declaration with its own
/// `#[path]`, a file already where one would go).
fn moves(
    files: &Files,
    module: &str,
    module_file: &syn::File,
    parent: &str,
    root: bool,
) -> Option<Option<(String, String)>> {
    if modules::declarations(module, false, &module_file.items).is_empty() {
        return Some(None);
    }
    if given_paths(&module_file.items) {
        return None;
    }
    let from = modules::base(module, false, &[]);
    let to = modules::base(parent, root, &[]);
    let landing = files
        .keys()
        .filter_map(|path| path.strip_prefix(from.as_str()));
    let clash = landing.map(|rest| format!("{to}{rest}"));
    let free = clash.clone().all(|path| !files.contains_key(&path));
    free.then_some(Some((from, to)))
}

/// Whether a `mod x;` among `items`, at any depth, has a `#[path]`.
fn given_paths(items: &[Item]) -> bool {
    items.iter().any(|item| match item {
        Item::Mod(module) => {
            modules::path_attribute(&module.attrs).is_some()
                || module
                    .content
                    .as_ref()
                    .is_some_and(|(_, inner)| given_paths(inner))
        }
        _ => false,
    })
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
        // `b.rs` declares a module: merged, it takes it along.
        let merges = mergeable(&files);
        let pairs: Vec<(&str, &str)> = merges
            .iter()
            .map(|m| (m.module.as_str(), m.parent.as_str()))
            .collect();
        assert_eq!(
            pairs,
            [
                ("src/b/c.rs", "src/b.rs"),
                ("src/a.rs", "src/lib.rs"),
                ("src/b.rs", "src/lib.rs")
            ]
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
    fn a_file_that_declares_modules_is_merged_and_their_files_move() {
        let files = crate::krate::files::of(&[
            ("Cargo.toml", "[package]\nname = \"x\"\n"),
            ("src/lib.rs", "mod b;\n"),
            ("src/b.rs", "mod c;\npub fn g() {}\n"),
            ("src/b/c.rs", "mod d;\nfn h() { super::g() }\n"),
            ("src/b/c/d.rs", "fn i() {}\n"),
        ]);
        let merges = mergeable(&files);
        let into_root = merges.iter().find(|m| m.module == "src/b.rs").unwrap();
        let once = merged(&files, into_root).unwrap();
        let paths: Vec<&str> = once.keys().map(String::as_str).collect();
        assert_eq!(
            paths,
            ["Cargo.toml", "src/c.rs", "src/c/d.rs", "src/lib.rs"]
        );
        assert_eq!(text(&once, "src/lib.rs"), "mod c;\npub fn g() {}\n");
        assert_eq!(
            crate::krate::modules::single_file(&once).unwrap(),
            "mod c {\n    mod d {\n        fn i() {}\n    }\n    fn h() {\n        super::g()\n    }\n}\npub fn g() {}\n"
        );
        // Where a file is in the way, or a declaration gives its own path,
        // the modules cannot move.
        let mut blocked = files.clone();
        blocked.insert("src/c.rs".into(), b"fn j() {}\n".to_vec());
        assert!(!mergeable(&blocked).iter().any(|m| m.module == "src/b.rs"));
        let mut given = files.clone();
        given.insert(
            "src/b.rs".into(),
            b"#[path = \"c.rs\"]\nmod c;\npub fn g() {}\n".to_vec(),
        );
        assert!(!mergeable(&given).iter().any(|m| m.module == "src/b.rs"));
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
