//! A crate as the value delta-test reduces: its Rust files (cut whole,
//! then inside), its other files (cut whole) and its manifest (as TOML).
//! Printed back, a candidate is a consistent crate: a `mod x;` whose file
//! was cut goes with it, and files no target compiles are left out. Its
//! Rust files, as a list, can also have a module's file merged into its
//! parent's (`merge.rs`).

use std::collections::BTreeSet;
use std::sync::Arc;

use delta_test::{Literal, Place, Reduce, Sequence, Subset};

use super::files::{self, Files};
use super::merge;
use super::modules;
use crate::formats::rust::Sweep;
use crate::formats::{toml, Tree};

/// What a crate's Rust files are reduced as: a parser and a printer around
/// a value delta-test can reduce (a syntax tree, or plain text).
pub trait SourceValue:
    Reduce + Literal + Clone + std::fmt::Debug + PartialEq + Send + 'static
{
    /// The value of a file's text; the parser's message if it has none.
    fn parse(text: &str) -> Result<Self, String>;
    /// The file's text.
    fn print(&self) -> String;
    /// Whether the printed text holds code `syn` cannot parse, wrapped
    /// (`formats/rust/verbatim.rs`): the command is then given it
    /// unwrapped.
    fn wraps(&self) -> bool {
        false
    }
    /// The value of another text, reduced as this one is.
    fn parse_like(&self, text: &str) -> Result<Self, String> {
        Self::parse(text)
    }
    /// This value, reduced for a command to which warnings are errors:
    /// `sweep` says what goes with a change of what it left unused.
    fn sweeping(self, _sweep: Sweep) -> Self {
        self
    }
    /// This value, for a failure whose message quotes `names`: they keep
    /// their names.
    fn quoting(self, _names: Arc<BTreeSet<String>>) -> Self {
        self
    }
}

/// Rust: the syntax tree, printed with `prettyplease`.
impl SourceValue for crate::formats::rust::Source {
    fn parse(text: &str) -> Result<Self, String> {
        crate::formats::rust::Source::parse(text)
    }

    /// The text, what `syn` could not parse wrapped: what the crate's
    /// modules are read from ([`Crate::files`] gives the command the code
    /// unwrapped).
    fn print(&self) -> String {
        self.text().to_string()
    }

    fn wraps(&self) -> bool {
        matches!(self.code(), std::borrow::Cow::Owned(_))
    }

    fn parse_like(&self, text: &str) -> Result<Self, String> {
        let source = crate::formats::rust::Source::parse(text)?;
        Ok(source.sweeping(self.sweeps()).quoting(self.quoted()))
    }

    fn sweeping(self, sweep: Sweep) -> Self {
        crate::formats::rust::Source::sweeping(self, sweep)
    }

    fn quoting(self, names: Arc<BTreeSet<String>>) -> Self {
        crate::formats::rust::Source::quoting(self, names)
    }
}

/// Text: lines, then words, then characters.
impl SourceValue for String {
    fn parse(text: &str) -> Result<Self, String> {
        Ok(text.to_string())
    }

    fn print(&self) -> String {
        self.clone()
    }
}

/// A crate, as reduced.
#[derive(Clone, Debug, PartialEq, Literal)]
pub struct Crate<S> {
    /// The Rust files, each cut whole first, then inside.
    pub sources: Vec<SourceFile<S>>,
    /// The other files (data a macro includes, a README), cut whole.
    pub others: Vec<OtherFile>,
    /// `Cargo.toml`, as its TOML tree, without the package's edition.
    pub manifest: Tree,
    /// The package's edition, which stays: without it cargo warns and
    /// reads the crate as 2015, which is not the crate the bug was found
    /// in, and a bug report's reader would have to put it back.
    pub edition: Option<String>,
}

/// A Rust file of the crate.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
pub struct SourceFile<S> {
    /// Where it is, under the crate's root.
    #[reduce(skip)]
    pub path: String,
    /// What is in it.
    pub source: S,
}

/// A file that is not Rust: kept as it is, or cut whole.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
pub struct OtherFile {
    /// Where it is, under the crate's root.
    #[reduce(skip)]
    pub path: String,
    /// Its bytes.
    #[reduce(skip)]
    pub contents: Vec<u8>,
}

impl<S: SourceValue> Crate<S> {
    /// The crate of `files`: its Rust files parsed (one that does not
    /// parse is an error naming it), the manifest read as TOML.
    pub fn of(files: &Files) -> Result<Crate<S>, String> {
        let mut sources = Vec::new();
        let mut others = Vec::new();
        let mut manifest = None;
        for (path, contents) in files {
            let text = std::str::from_utf8(contents).ok();
            match (path.as_str(), text) {
                ("Cargo.toml", Some(text)) => {
                    manifest = Some(toml::parse(text).map_err(|e| format!("Cargo.toml: {e}"))?)
                }
                (path, Some(text)) if path.ends_with(".rs") => sources.push(SourceFile {
                    path: path.to_string(),
                    source: S::parse(text).map_err(|e| format!("{path}: {e}"))?,
                }),
                _ => others.push(OtherFile {
                    path: path.clone(),
                    contents: contents.clone(),
                }),
            }
        }
        let mut manifest = manifest.ok_or("the crate has no readable Cargo.toml")?;
        let edition = take_edition(&mut manifest);
        Ok(Crate {
            sources,
            others,
            manifest,
            edition,
        })
    }

    /// This crate, reduced for a command to which warnings are errors
    /// ([`SourceValue::sweeping`]).
    pub fn sweeping(self, sweep: Sweep) -> Crate<S> {
        let sources = self.sources.into_iter();
        Crate {
            sources: sources
                .map(|file| SourceFile {
                    source: file.source.sweeping(sweep),
                    ..file
                })
                .collect(),
            ..self
        }
    }

    /// This crate, for a failure whose message quotes `names`
    /// ([`SourceValue::quoting`]).
    pub fn quoting(self, names: Arc<BTreeSet<String>>) -> Crate<S> {
        let sources = self.sources.into_iter();
        Crate {
            sources: sources
                .map(|file| SourceFile {
                    source: file.source.quoting(Arc::clone(&names)),
                    ..file
                })
                .collect(),
            ..self
        }
    }

    /// The crate's files as the command is given them: a `mod x;` whose
    /// file was cut is cut too, and a Rust file no target compiles is
    /// left out.
    pub fn files(&self) -> Files {
        let mut files = Files::new();
        let mut manifest = self.manifest.clone();
        if let Some(edition) = &self.edition {
            put_edition(&mut manifest, edition);
        }
        files.insert("Cargo.toml".into(), toml::print(&manifest).into_bytes());
        for file in &self.sources {
            files.insert(file.path.clone(), file.source.print().into_bytes());
        }
        for file in &self.others {
            files.insert(file.path.clone(), file.contents.clone());
        }
        // Pruned as printed (the modules are read from it), given as code.
        let mut files = modules::prune(&files);
        for file in self.sources.iter().filter(|file| file.source.wraps()) {
            if let Some(contents) = files.get_mut(&file.path) {
                let text = String::from_utf8_lossy(contents);
                *contents = crate::formats::rust::code(&text).into_owned().into_bytes();
            }
        }
        files
    }

    /// [`Crate::files`], packed as the bytes a run writes out.
    pub fn packed(&self) -> Vec<u8> {
        files::pack(&self.files())
    }

    /// The Rust files as they are printed, by path: what a merge reads.
    fn source_files(&self) -> Files {
        let sources = self.sources.iter();
        sources
            .map(|f| (f.path.clone(), f.source.print().into_bytes()))
            .collect()
    }

    /// A copy in which merge number `to` was done, if it can be.
    fn merged(&self, to: usize) -> Option<Crate<S>> {
        let before = self.source_files();
        let merge = merge::mergeable(&before).into_iter().nth(to)?;
        let after = merge::merged(&before, &merge)?;
        let mut sources = Vec::new();
        for file in &self.sources {
            // The module's file is gone; those of the modules it declared
            // moved with their declarations.
            let path = merge.moved(&file.path);
            let Some(contents) = after.get(&path) else {
                continue;
            };
            let source = match before.get(&file.path) == Some(contents) {
                true => file.source.clone(),
                false => (file.source)
                    .parse_like(std::str::from_utf8(contents).ok()?)
                    .ok()?,
            };
            sources.push(SourceFile { path, source });
        }
        Some(Crate {
            sources,
            ..self.clone()
        })
    }
}

/// The `[package]` table's entries, if the manifest has one.
fn package(manifest: &mut Tree) -> Option<&mut Vec<(String, Tree)>> {
    let Tree::Table(entries) = manifest else {
        return None;
    };
    entries
        .iter_mut()
        .find_map(|(key, value)| match (key.as_str(), value) {
            ("package", Tree::Table(package)) => Some(package),
            _ => None,
        })
}

/// Takes `package.edition` out of `manifest`, if it is a string there.
fn take_edition(manifest: &mut Tree) -> Option<String> {
    let package = package(manifest)?;
    let at = package
        .iter()
        .position(|(key, value)| key == "edition" && matches!(value, Tree::Str(_)))?;
    match package.remove(at).1 {
        Tree::Str(edition) => Some(edition),
        _ => None,
    }
}

/// Puts `edition` back in `manifest`'s package, after its name.
fn put_edition(manifest: &mut Tree, edition: &str) {
    if let Some(package) = package(manifest) {
        let at = package
            .iter()
            .position(|(key, _)| key == "name")
            .map_or(package.len(), |name| name + 1);
        package.insert(at, ("edition".into(), Tree::Str(edition.into())));
    }
}

/// As `#[derive(Reduce)]` would (the fields by their index: the Rust
/// files, the other files, the manifest), with one more place: the Rust
/// files' list has a choice per module file that can be merged into its
/// parent. (`SourceFile`s do not join, so the list offers no other choice
/// there.)
impl<S: SourceValue> Reduce for Crate<S> {
    fn sequences(&self) -> Vec<Sequence> {
        let fields = [
            self.sources.sequences(),
            self.others.sequences(),
            self.manifest.sequences(),
        ];
        let each = fields.into_iter().enumerate();
        each.flat_map(|(i, sequences)| sequences.into_iter().map(move |s| s.under(i)))
            .collect()
    }

    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        let mut copy = self.clone();
        match path.split_first() {
            Some((0, rest)) => copy.sources = self.sources.keep(rest, kept),
            Some((1, rest)) => copy.others = self.others.keep(rest, kept),
            Some((2, rest)) => copy.manifest = self.manifest.keep(rest, kept),
            _ => panic!("delta-test: a crate has no sequence at path {path:?}"),
        }
        copy
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        match path.split_first() {
            Some((0, [])) => {
                let mut places = self.sources.places(&[]);
                let merges = merge::mergeable(&self.source_files()).len();
                if merges > 0 {
                    places.push(Place::Choices { count: merges });
                }
                places
            }
            Some((0, rest)) => self.sources.places(rest),
            Some((1, rest)) => self.others.places(rest),
            Some((2, rest)) => self.manifest.places(rest),
            _ => Vec::new(),
        }
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        match path.split_first() {
            None => vec![0, 1, 2],
            Some((0, rest)) => self.sources.inner(rest),
            Some((1, rest)) => self.others.inner(rest),
            Some((2, rest)) => self.manifest.inner(rest),
            _ => Vec::new(),
        }
    }

    /// A Rust file's late values (its macros' tokens), at the steps
    /// `#[derive(Reduce)]` gives: the file in the list, then its `source`,
    /// the second field.
    fn late(&self, path: &[usize]) -> bool {
        match path {
            [0, file, 1, rest @ ..] => {
                (self.sources.get(*file)).is_some_and(|f| f.source.late(rest))
            }
            _ => false,
        }
    }

    /// Each Rust file as its own value gives its size (a source's length,
    /// which asks nothing of its tree), a part each in the files' list,
    /// and the other files and the manifest as the default counts them.
    fn size(&self) -> usize {
        let files = self.sources.iter().map(|file| 1 + file.source.size());
        files.sum::<usize>() + self.others.size() + self.manifest.size()
    }

    fn simplify(&self, path: &[usize], to: u128) -> Self {
        let mut copy = self.clone();
        match path.split_first() {
            Some((0, [])) => {
                let to = usize::try_from(to).unwrap_or(usize::MAX);
                return self.merged(to).unwrap_or(copy);
            }
            Some((0, rest)) => copy.sources = self.sources.simplify(rest, to),
            Some((1, rest)) => copy.others = self.others.simplify(rest, to),
            Some((2, rest)) => copy.manifest = self.manifest.simplify(rest, to),
            _ => panic!("delta-test: a crate has no simpler value at path {path:?}"),
        }
        copy
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use delta_test::DeltaDebugger;

    #[test]
    fn a_crate_reduces_to_the_file_and_the_line_that_fail() {
        let original = files::of(&[
            (
                "Cargo.toml",
                "[package]\nname = \"x\"\nversion = \"0.1.0\"\n\n[features]\nextra = []\n",
            ),
            ("README.md", "read me\n"),
            ("src/lib.rs", "mod a;\nmod b;\npub fn top() {}\n"),
            ("src/a.rs", "pub fn fine() {}\n"),
            (
                "src/b.rs",
                "pub fn one() {}\npub fn bug() {}\npub fn two() {}\n",
            ),
        ]);
        let krate = Crate::<String>::of(&original).unwrap();
        assert_eq!(krate.files(), original, "printed back as it was");
        // "Fails" while the crate still compiles `fn bug` and names its
        // package (a crate that cannot build fails some other way).
        let test = |krate: &Crate<String>| {
            let files = krate.files();
            let manifest = String::from_utf8(files["Cargo.toml"].clone()).unwrap();
            let built = files.contains_key("src/lib.rs") && manifest.contains("name = \"x\"");
            let bug = files
                .values()
                .any(|f| String::from_utf8_lossy(f).contains("fn bug"));
            assert!(!(built && bug), "bug");
        };
        let minimal = DeltaDebugger::new("t", test, krate).min_args().unwrap();
        // `b.rs`, which holds the bug, was merged into `lib.rs`: its
        // `mod b;` is gone with it.
        let paths: Vec<String> = minimal.args.files().into_keys().collect();
        assert_eq!(paths, ["Cargo.toml", "src/lib.rs"]);
        let files = minimal.args.files();
        let lib = String::from_utf8_lossy(&files["src/lib.rs"]).into_owned();
        assert!(lib.contains("fn bug") && !lib.contains("mod"), "{lib}");
    }

    #[test]
    fn a_files_macro_tokens_are_late_in_the_crate_too() {
        let original = files::of(&[
            (
                "Cargo.toml",
                "[package]\nname = \"x\"\nversion = \"0.1.0\"\n",
            ),
            (
                "src/lib.rs",
                "macro_rules! m {\n    ($a:expr) => { $a };\n}\npub fn f() -> u8 {\n    m!(1)\n}\n",
            ),
        ]);
        let krate = Crate::<crate::formats::rust::Source>::of(&original).unwrap();
        // The steps `late` reads: the files' list, a file, its source.
        assert_eq!(
            (krate.inner(&[0]), krate.inner(&[0, 0])),
            (vec![0], vec![1])
        );
        let source = &krate.sources[0].source;
        let mut late = 0;
        let mut paths = vec![Vec::new()];
        while let Some(path) = paths.pop() {
            let in_crate = [vec![0, 0, 1], path.clone()].concat();
            assert_eq!(krate.late(&in_crate), source.late(&path), "{path:?}");
            late += usize::from(source.late(&path));
            paths.extend(
                source
                    .inner(&path)
                    .into_iter()
                    .map(|s| [path.clone(), vec![s]].concat()),
            );
        }
        assert!(late > 0);
        assert!(!krate.late(&[0, 0]) && !krate.late(&[2]));
    }

    #[test]
    fn a_file_with_code_syn_cannot_parse_reduces_as_rust_and_is_built_as_written() {
        use crate::formats::rust::Source;
        let original = files::of(&[
            ("Cargo.toml", "[package]\nname = \"x\"\n"),
            ("src/lib.rs", "mod b;\npub fn top() {}\n"),
            (
                "src/b.rs",
                "pub fn one() {}\npub fn f() {\n    super let x = bug();\n}\npub fn two() {}\n",
            ),
        ]);
        let krate = Crate::<crate::formats::rust::Source>::of(&original).unwrap();
        let test = |krate: &Crate<Source>| {
            let files = krate.files();
            let texts: Vec<String> = files
                .values()
                .map(|f| String::from_utf8_lossy(f).into())
                .collect();
            assert!(texts.iter().all(|t| !t.contains("verbatim")), "{texts:?}");
            let built = files.contains_key("src/lib.rs");
            assert!(
                !(built && texts.iter().any(|t| t.contains("super let x = bug()"))),
                "bug"
            );
        };
        let minimal = DeltaDebugger::new("t", test, krate).min_args().unwrap();
        // Cut as Rust, `b.rs` merged into `lib.rs`, the names renamed;
        // the statement cut as tokens (the test needs no `;`).
        let files = minimal.args.files();
        let lib = String::from_utf8_lossy(&files["src/lib.rs"]).into_owned();
        assert_eq!(lib, "fn a() {\n    super let x = bug()\n}\n");
    }

    #[test]
    fn the_packages_edition_stays() {
        let original = files::of(&[
            (
                "Cargo.toml",
                "[package]\nname = \"x\"\nedition = \"2021\"\nversion = \"0.1.0\"\n",
            ),
            ("src/lib.rs", "pub fn bug() {}\n"),
        ]);
        let krate = Crate::<String>::of(&original).unwrap();
        assert_eq!(krate.files(), original, "printed back as it was");
        // Fails while the package has a name: everything else may go.
        let test = |krate: &Crate<String>| {
            let files = krate.files();
            let manifest = String::from_utf8(files["Cargo.toml"].clone()).unwrap();
            let named = manifest.contains("[package]") && manifest.contains("name = \"");
            assert!(!named, "bug");
        };
        let minimal = DeltaDebugger::new("t", test, krate).min_args().unwrap();
        let manifest = String::from_utf8(minimal.args.files()["Cargo.toml"].clone()).unwrap();
        assert!(manifest.contains("edition = \"2021\""), "{manifest}");
        assert!(!manifest.contains("version"), "{manifest}");
    }

    #[test]
    fn the_rust_files_list_offers_its_merges() {
        let original = files::of(&[
            ("Cargo.toml", "[package]\nname = \"x\"\n"),
            ("src/lib.rs", "mod a;\nmod b;\n"),
            ("src/a.rs", "fn f() {}\n"),
            ("src/b.rs", "fn f() {}\n"),
        ]);
        let krate = Crate::<String>::of(&original).unwrap();
        // Both can go into `lib.rs`, not both at once (two `f`s).
        assert_eq!(
            krate.places(&[0]),
            [Place::parts(3), Place::Choices { count: 2 }]
        );
        let once = krate.simplify(&[0], 1);
        let paths: Vec<String> = once.files().into_keys().collect();
        assert_eq!(paths, ["Cargo.toml", "src/a.rs", "src/lib.rs"]);
        assert_eq!(once.places(&[0]), [Place::parts(2)]);
    }
}
