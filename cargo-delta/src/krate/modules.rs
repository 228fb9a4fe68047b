//! Which of a crate's files are its modules: the targets' roots, and the
//! files their `mod x;` declarations name, found as rustc finds them
//! (`x.rs` or `x/mod.rs` beside a `mod.rs`-like file, under `foo/` for
//! `foo.rs`, `#[path]`). Cutting a declaration or a file must leave the two
//! consistent, or every candidate fails on a missing module, and a crate
//! that fits in one file is also given as that one file.

use std::collections::BTreeSet;

use syn::{Attribute, Item, ItemMod};

use super::files::Files;
use crate::formats::rust::print;

/// The files a target starts from (Cargo's default layout).
pub fn roots(files: &Files) -> Vec<String> {
    let fixed = ["src/lib.rs", "src/main.rs", "build.rs"];
    let in_dirs = ["src/bin/", "tests/", "examples/", "benches/"];
    files
        .keys()
        .filter(|path| {
            fixed.contains(&path.as_str())
                || in_dirs.iter().any(|dir| {
                    path.strip_prefix(dir).is_some_and(|rest| {
                        rest.ends_with(".rs") && (!rest.contains('/') || rest.ends_with("/main.rs"))
                    })
                })
        })
        .cloned()
        .collect()
}

/// The `.rs` files the crate compiles: its roots and, from them, every file
/// a `mod x;` names that exists. A file that does not parse names none.
pub fn reachable(files: &Files) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut todo = roots(files);
    while let Some(path) = todo.pop() {
        if !seen.insert(path.clone()) {
            continue;
        }
        let Some(file) = parsed(files, &path) else {
            continue;
        };
        let root = roots(files).contains(&path);
        for declared in declarations(&path, root, &file.items) {
            if let Some(found) = declared.found(files) {
                todo.push(found);
            }
        }
    }
    seen
}

/// `files` with what no target compiles left out, and with each `mod x;`
/// whose file is gone cut from its parent (printed again with
/// `prettyplease`). Files that are not Rust sources stay.
pub fn prune(files: &Files) -> Files {
    let live = reachable(files);
    let roots = roots(files);
    let mut out = Files::new();
    for (path, contents) in files {
        if !path.ends_with(".rs") {
            out.insert(path.clone(), contents.clone());
            continue;
        }
        if !live.contains(path) {
            continue;
        }
        let contents = match parsed(files, path) {
            Some(mut file) => {
                let root = roots.contains(path);
                match cut_missing(files, path, root, &mut file.items, &mut Vec::new()) {
                    true => {
                        print::unparse(&file).map_or_else(|| contents.clone(), String::into_bytes)
                    }
                    false => contents.clone(),
                }
            }
            None => contents.clone(),
        };
        out.insert(path.clone(), contents);
    }
    out
}

/// The crate as one file, every `mod x;` replaced by `mod x { .. }` with
/// the file's items, when it has one target (`src/lib.rs` or
/// `src/main.rs`) and no dependencies: what a bug report can paste.
pub fn single_file(files: &Files) -> Option<String> {
    let roots = roots(files);
    let [root] = roots.as_slice() else {
        return None;
    };
    let manifest = std::str::from_utf8(files.get("Cargo.toml")?).ok()?;
    let manifest: toml::Table = manifest.parse().ok()?;
    if depends(&manifest) {
        return None;
    }
    let mut file = parsed(files, root)?;
    inline(files, root, true, &mut file.items, &mut Vec::new())?;
    print::unparse(&file)
}

/// Whether the manifest names a dependency or a build dependency, for
/// every target or under `[target.'cfg(..)'.dependencies]`: a crate that
/// needs one is not one file that `rustc` alone compiles.
fn depends(manifest: &toml::Table) -> bool {
    let some = |table: &toml::Table| {
        ["dependencies", "build-dependencies"].iter().any(|key| {
            table
                .get(*key)
                .and_then(toml::Value::as_table)
                .is_some_and(|t| !t.is_empty())
        })
    };
    let targets = manifest.get("target").and_then(toml::Value::as_table);
    some(manifest)
        || targets
            .is_some_and(|targets| targets.values().filter_map(toml::Value::as_table).any(some))
}

/// A `mod x;` declaration: where rustc looks for its file.
pub(super) struct Declared {
    /// The paths it may be at, in the order rustc tries them.
    paths: Vec<String>,
}

impl Declared {
    /// The first of its paths that is among `files`.
    pub(super) fn found(&self, files: &Files) -> Option<String> {
        self.paths.iter().find(|p| files.contains_key(*p)).cloned()
    }
}

/// The directory (with a trailing `/`, or empty) `path` is in.
fn dir_of(path: &str) -> &str {
    path.rfind('/').map_or("", |i| &path[..=i])
}

/// Whether `path` is a `mod.rs`-like file, whose modules sit beside it.
fn owns_its_dir(path: &str, root: bool) -> bool {
    root || path.ends_with("/mod.rs") || path == "mod.rs"
}

/// The directory the `mod x;` items of `path` are looked for in, inside the
/// inline modules `nesting`.
pub(super) fn base(path: &str, root: bool, nesting: &[String]) -> String {
    let mut base = dir_of(path).to_string();
    if !owns_its_dir(path, root) {
        let stem = path
            .rsplit('/')
            .next()
            .unwrap_or(path)
            .trim_end_matches(".rs");
        base.push_str(stem);
        base.push('/');
    }
    for name in nesting {
        base.push_str(name);
        base.push('/');
    }
    base
}

/// Where rustc looks for the file of `item`, declared in `path` inside the
/// inline modules `nesting`.
pub(super) fn declared(path: &str, root: bool, nesting: &[String], item: &ItemMod) -> Declared {
    let name = item.ident.to_string();
    let paths = match path_attribute(&item.attrs) {
        Some(given) if nesting.is_empty() => vec![format!("{}{given}", dir_of(path))],
        Some(given) => vec![format!("{}{given}", base(path, root, nesting))],
        None => {
            let base = base(path, root, nesting);
            vec![format!("{base}{name}.rs"), format!("{base}{name}/mod.rs")]
        }
    };
    Declared {
        paths: paths.into_iter().map(|p| normalize(&p)).collect(),
    }
}

/// `a/./b/../c` as `a/c`.
fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "." | "" => {}
            ".." => {
                parts.pop();
            }
            part => parts.push(part),
        }
    }
    parts.join("/")
}

/// The `#[path = ".."]` of a module, if it has one.
pub(super) fn path_attribute(attrs: &[Attribute]) -> Option<String> {
    attrs.iter().find_map(|attr| match &attr.meta {
        syn::Meta::NameValue(nv) if nv.path.is_ident("path") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

/// Every `mod x;` in `items` (declared in `path`), inline modules included.
pub(super) fn declarations(path: &str, root: bool, items: &[Item]) -> Vec<Declared> {
    fn walk(
        path: &str,
        root: bool,
        items: &[Item],
        nesting: &mut Vec<String>,
        out: &mut Vec<Declared>,
    ) {
        for item in items {
            let Item::Mod(module) = item else { continue };
            match &module.content {
                None => out.push(declared(path, root, nesting, module)),
                Some((_, inner)) => {
                    nesting.push(module.ident.to_string());
                    walk(path, root, inner, nesting, out);
                    nesting.pop();
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(path, root, items, &mut Vec::new(), &mut out);
    out
}

/// Cuts from `items` each `mod x;` whose file is not among `files`;
/// whether it cut any.
fn cut_missing(
    files: &Files,
    path: &str,
    root: bool,
    items: &mut Vec<Item>,
    nesting: &mut Vec<String>,
) -> bool {
    let before = items.len();
    let mut cut_inside = false;
    items.retain_mut(|item| {
        let Item::Mod(module) = item else { return true };
        match &mut module.content {
            None => declared(path, root, nesting, module).found(files).is_some(),
            Some((_, inner)) => {
                nesting.push(module.ident.to_string());
                cut_inside |= cut_missing(files, path, root, inner, nesting);
                nesting.pop();
                true
            }
        }
    });
    cut_inside || items.len() != before
}

/// Replaces each `mod x;` in `items` by `mod x { .. }` with its file's
/// items, recursively; `None` if a file is missing or does not parse.
fn inline(
    files: &Files,
    path: &str,
    root: bool,
    items: &mut [Item],
    nesting: &mut Vec<String>,
) -> Option<()> {
    for item in items {
        let Item::Mod(module) = item else { continue };
        match &mut module.content {
            None => {
                let found = declared(path, root, nesting, module).found(files)?;
                let mut file = parsed(files, &found)?;
                inline(files, &found, false, &mut file.items, &mut Vec::new())?;
                module.attrs.retain(|attr| !attr.path().is_ident("path"));
                // The file's inner attributes (`#![allow(..)]`, `//!`)
                // stay inner: printed inside the braces.
                module.attrs.extend(file.attrs);
                module.content = Some((Default::default(), file.items));
                module.semi = None;
            }
            Some((_, inner)) => {
                nesting.push(module.ident.to_string());
                inline(files, path, root, inner, nesting)?;
                nesting.pop();
            }
        }
    }
    Some(())
}

/// The file at `path` parsed, if it is there and parses.
pub(super) fn parsed(files: &Files, path: &str) -> Option<syn::File> {
    syn::parse_file(std::str::from_utf8(files.get(path)?).ok()?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(files: &Files, path: &str) -> String {
        String::from_utf8(files[path].clone()).unwrap()
    }

    const MANIFEST: &str = "[package]\nname = \"x\"\nversion = \"0.1.0\"\n";

    #[test]
    fn modules_are_found_where_rustc_looks() {
        let files = crate::krate::files::of(&[
            ("Cargo.toml", MANIFEST),
            (
                "src/lib.rs",
                "mod a; mod b; mod inline { mod c; } #[path = \"other/d.rs\"] mod d;",
            ),
            ("src/a.rs", "mod deep;"),
            ("src/a/deep.rs", "fn f() {}"),
            ("src/b/mod.rs", "mod e;"),
            ("src/b/e.rs", ""),
            ("src/inline/c.rs", ""),
            ("src/other/d.rs", ""),
            ("src/unused.rs", ""),
            ("src/bin/tool.rs", "fn main() {}"),
            ("tests/it.rs", ""),
        ]);
        let live: Vec<String> = reachable(&files).into_iter().collect();
        assert_eq!(
            live,
            [
                "src/a.rs",
                "src/a/deep.rs",
                "src/b/e.rs",
                "src/b/mod.rs",
                "src/bin/tool.rs",
                "src/inline/c.rs",
                "src/lib.rs",
                "src/other/d.rs",
                "tests/it.rs"
            ]
        );
    }

    #[test]
    fn pruning_drops_dead_files_and_declarations_of_missing_ones() {
        let files = crate::krate::files::of(&[
            ("Cargo.toml", MANIFEST),
            (
                "src/lib.rs",
                "mod a;\nmod gone;\nmod inline {\n    mod gone_too;\n}\n",
            ),
            ("src/a.rs", "pub fn f() {}\n"),
            ("src/unused.rs", "fn g() {}\n"),
        ]);
        let pruned = prune(&files);
        let paths: Vec<&str> = pruned.keys().map(String::as_str).collect();
        assert_eq!(paths, ["Cargo.toml", "src/a.rs", "src/lib.rs"]);
        assert_eq!(text(&pruned, "src/lib.rs"), "mod a;\nmod inline {}\n");
        // A file with nothing to cut keeps its text as it was.
        assert_eq!(text(&pruned, "src/a.rs"), "pub fn f() {}\n");
    }

    #[test]
    fn a_crate_without_dependencies_is_also_one_file() {
        let files = crate::krate::files::of(&[
            ("Cargo.toml", MANIFEST),
            ("src/lib.rs", "mod a;\npub use a::f;\n"),
            (
                "src/a.rs",
                "//! Inner docs.\nmod b;\npub fn f() -> u8 { b::G }\n",
            ),
            ("src/a/b.rs", "pub const G: u8 = 1;\n"),
        ]);
        let one = single_file(&files).unwrap();
        assert_eq!(
            one,
            "mod a {\n    //! Inner docs.\n    mod b {\n        pub const G: u8 = 1;\n    }\n    pub fn f() -> u8 {\n        b::G\n    }\n}\npub use a::f;\n"
        );
        assert!(syn::parse_file(&one).is_ok());
        let mut with_dependency = files.clone();
        let manifest = format!("{MANIFEST}\n[dependencies]\nserde = \"1\"\n");
        with_dependency.insert("Cargo.toml".into(), manifest.into_bytes());
        assert_eq!(single_file(&with_dependency), None);
        // A dependency of some targets only is one too.
        let manifest = format!("{MANIFEST}\n[target.'cfg(unix)'.dependencies]\nlibc = \"0.2\"\n");
        with_dependency.insert("Cargo.toml".into(), manifest.into_bytes());
        assert_eq!(single_file(&with_dependency), None);
        let mut two_targets = files;
        two_targets.insert("src/main.rs".into(), b"fn main() {}".to_vec());
        assert_eq!(single_file(&two_targets), None);
    }
}
