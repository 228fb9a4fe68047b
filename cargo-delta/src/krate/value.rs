//! A crate as the value delta-test reduces: its Rust files (cut whole,
//! then inside), its other files (cut whole) and its manifest (as TOML).
//! Printed back, a candidate is a consistent crate: a `mod x;` whose file
//! was cut goes with it, and files no target compiles are left out.

use delta_test::{Literal, Reduce};

use super::files::{self, Files};
use super::modules;
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
}

/// Rust: the syntax tree, printed with `prettyplease`.
impl SourceValue for crate::formats::rust::Source {
    fn parse(text: &str) -> Result<Self, String> {
        crate::formats::rust::Source::parse(text)
    }

    fn print(&self) -> String {
        self.text().to_string()
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
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
pub struct Crate<S> {
    /// The Rust files, each cut whole first, then inside.
    pub sources: Vec<SourceFile<S>>,
    /// The other files (data a macro includes, a README), cut whole.
    pub others: Vec<OtherFile>,
    /// `Cargo.toml`, as its TOML tree.
    pub manifest: Tree,
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
        let manifest = manifest.ok_or("the crate has no readable Cargo.toml")?;
        Ok(Crate {
            sources,
            others,
            manifest,
        })
    }

    /// The crate's files: a `mod x;` whose file was cut is cut too, and a
    /// Rust file no target compiles is left out.
    pub fn files(&self) -> Files {
        let mut files = Files::new();
        files.insert(
            "Cargo.toml".into(),
            toml::print(&self.manifest).into_bytes(),
        );
        for file in &self.sources {
            files.insert(file.path.clone(), file.source.print().into_bytes());
        }
        for file in &self.others {
            files.insert(file.path.clone(), file.contents.clone());
        }
        modules::prune(&files)
    }

    /// [`Crate::files`], packed as the bytes a run writes out.
    pub fn packed(&self) -> Vec<u8> {
        files::pack(&self.files())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use delta_test::DeltaDebugger;

    fn files(list: &[(&str, &str)]) -> Files {
        list.iter()
            .map(|(path, text)| (path.to_string(), text.as_bytes().to_vec()))
            .collect()
    }

    #[test]
    fn a_crate_reduces_to_the_file_and_the_line_that_fail() {
        let original = files(&[
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
        let paths: Vec<String> = minimal.args.files().into_keys().collect();
        assert_eq!(paths, ["Cargo.toml", "src/b.rs", "src/lib.rs"]);
        let files = minimal.args.files();
        assert_eq!(
            String::from_utf8_lossy(&files["src/lib.rs"]).trim(),
            "mod b;"
        );
        assert!(String::from_utf8_lossy(&files["src/b.rs"]).contains("fn bug"));
    }
}
