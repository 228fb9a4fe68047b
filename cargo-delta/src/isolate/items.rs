//! The difference between two Rust sources as changes to their items and
//! statements, the first levels `isolate` cuts a Rust file at (the
//! analogue of `entries` for JSON and TOML): items added, removed or
//! changed whole, in the file, in `impl`s, traits and inline modules;
//! then, one level finer, a changed function's statements. Each change is
//! a whole element, so any subset of them parses: no candidate is lost to
//! a function cut in half, as most of a rewritten function's line subsets
//! are.
//!
//! The candidates are the user's text, not a reprint: `syn` drops
//! comments, and a reprinted pair would not be two versions of the user's
//! file. So each element is found in the text (`scan`: the first place it
//! may end where the text parses as it), and a change replaces the
//! passing file's bytes of one element by the failing file's bytes of
//! another, with the comments and blank lines before it.
//!
//! The elements of two matching containers (the files, or two items of
//! the same kind and name) are aligned by their keys (an item's kind and
//! name, a statement's tokens), Myers again. Same keys pair their
//! elements one by one: a pair that differs is one change, or, for two
//! containers, a change of what comes before their elements (the
//! signature, the `impl` line) and the changes inside. A run replaced by
//! as many elements pairs them too (an element edited where it stands is
//! the likeliest change); other runs are one change per element removed
//! or added. What follows the last element (a function's tail expression,
//! the comments before the closing brace) is one change more.

use std::ops::Range;

use quote::ToTokens;
use syn::parse::Parser;
use syn::{Block, ImplItem, Item, Stmt, TraitItem};

use super::changes::Changes;
use super::entries::runs;
use super::scan;

/// The changes that turn `passing` into `failing`, both Rust sources:
/// items whole, or, with `statements`, changed functions cut at their
/// statements; `None` when either file does not parse, or an element is
/// not found in its text (then the files are cut as text).
pub fn between(passing: &str, failing: &str, statements: bool) -> Option<Changes> {
    let (old_file, new_file) = (
        syn::parse_file(passing).ok()?,
        syn::parse_file(failing).ok()?,
    );
    let old = Cut::file(passing, &old_file)?;
    let new = Cut::file(failing, &new_file)?;
    // What precedes the items (the module's docs and inner attributes),
    // then the items.
    let mut edits = Vec::new();
    let whole = |text: &str| 0..text.len();
    push(
        &mut edits,
        &old,
        &new,
        old.head(&whole(passing)),
        new.head(&whole(failing)),
    );
    edit(&old, &new, statements, &mut edits)?;
    let changes = Changes::from_edits(passing.as_bytes(), failing.as_bytes(), &edits);
    // All of them make the failing file, byte for byte, or the search
    // would start from a failing file it never ran.
    let every: Vec<usize> = (0..changes.all.len()).collect();
    (changes.apply(&every) == failing.as_bytes()).then_some(changes)
}

/// An element of a file, a module, an `impl`, a trait or a block.
#[derive(Clone, Copy)]
enum Element<'a> {
    Item(&'a Item),
    ImplItem(&'a ImplItem),
    TraitItem(&'a TraitItem),
    Stmt(&'a Stmt),
}

impl<'a> Element<'a> {
    fn tokens(self) -> String {
        match self {
            Element::Item(item) => item.to_token_stream().to_string(),
            Element::ImplItem(item) => item.to_token_stream().to_string(),
            Element::TraitItem(item) => item.to_token_stream().to_string(),
            Element::Stmt(stmt) => stmt.to_token_stream().to_string(),
        }
    }

    /// What pairs it with an element of the other file: an item's kind
    /// and name (an `impl`'s trait and type), a `let`'s pattern, another
    /// statement's tokens.
    fn key(self) -> String {
        let name = |kind: &str, ident: &syn::Ident| format!("{kind} {ident}");
        let tokens = |node: &dyn ToTokens| node.to_token_stream().to_string();
        match self {
            Element::Item(item) => match item {
                Item::Fn(f) => name("fn", &f.sig.ident),
                Item::Struct(s) => name("struct", &s.ident),
                Item::Enum(e) => name("enum", &e.ident),
                Item::Union(u) => name("union", &u.ident),
                Item::Trait(t) => name("trait", &t.ident),
                Item::TraitAlias(t) => name("trait alias", &t.ident),
                Item::Type(t) => name("type", &t.ident),
                Item::Const(c) => name("const", &c.ident),
                Item::Static(s) => name("static", &s.ident),
                Item::Mod(m) => name("mod", &m.ident),
                Item::ExternCrate(c) => name("extern crate", &c.ident),
                Item::Macro(m) if m.ident.is_some() => {
                    format!("macro {}", tokens(&m.ident))
                }
                Item::Impl(i) => format!(
                    "impl {} for {}",
                    i.trait_
                        .as_ref()
                        .map_or(String::new(), |(_, path, _)| tokens(path)),
                    tokens(&i.self_ty)
                ),
                other => tokens(other),
            },
            Element::ImplItem(item) => match item {
                ImplItem::Fn(f) => name("fn", &f.sig.ident),
                ImplItem::Const(c) => name("const", &c.ident),
                ImplItem::Type(t) => name("type", &t.ident),
                other => tokens(other),
            },
            Element::TraitItem(item) => match item {
                TraitItem::Fn(f) => name("fn", &f.sig.ident),
                TraitItem::Const(c) => name("const", &c.ident),
                TraitItem::Type(t) => name("type", &t.ident),
                other => tokens(other),
            },
            // A `let` by what it binds, as an item by its name: a value
            // changed is then one change, cut finer by the text levels.
            Element::Stmt(Stmt::Local(local)) => format!("let {}", tokens(&local.pat)),
            Element::Stmt(Stmt::Item(item)) => Element::Item(item).key(),
            Element::Stmt(stmt) => tokens(stmt),
        }
    }

    /// Whether `text` is this element, and nothing more: it parses as
    /// one whose tokens are `tokens`, the element's.
    fn is(self, text: &str, tokens: &str) -> bool {
        let wanted = tokens;
        let tokens = match self {
            Element::Item(_) => syn::parse_str::<Item>(text).map(|i| i.to_token_stream()),
            Element::ImplItem(_) => syn::parse_str::<ImplItem>(text).map(|i| i.to_token_stream()),
            Element::TraitItem(_) => syn::parse_str::<TraitItem>(text).map(|i| i.to_token_stream()),
            Element::Stmt(_) => match Block::parse_within.parse_str(text) {
                Ok(stmts) if stmts.len() == 1 => Ok(stmts[0].to_token_stream()),
                _ => return false,
            },
        };
        tokens.is_ok_and(|tokens| tokens.to_string() == wanted)
    }

    /// The elements inside it that are cut apart, when it is a container:
    /// an `impl`, a trait or an inline module; with `statements`, a
    /// function with a body too (its statements, less a tail expression,
    /// which stays with what follows them).
    fn inside(self, statements: bool) -> Option<Vec<Element<'a>>> {
        let block = |block: &'a Block| -> Option<Vec<Element<'a>>> {
            if !statements {
                return None;
            }
            let mut stmts = &block.stmts[..];
            if let [rest @ .., Stmt::Expr(_, None)] = stmts {
                stmts = rest;
            }
            Some(stmts.iter().map(Element::Stmt).collect())
        };
        match self {
            Element::Item(Item::Impl(i)) => Some(i.items.iter().map(Element::ImplItem).collect()),
            Element::Item(Item::Trait(t)) => Some(t.items.iter().map(Element::TraitItem).collect()),
            Element::Item(Item::Mod(m)) => {
                let (_, items) = m.content.as_ref()?;
                Some(items.iter().map(Element::Item).collect())
            }
            Element::Item(Item::Fn(f)) => block(&f.block),
            Element::ImplItem(ImplItem::Fn(f)) => block(&f.block),
            Element::TraitItem(TraitItem::Fn(f)) => block(f.default.as_ref()?),
            _ => None,
        }
    }
}

/// A container's elements found in its text.
struct Cut<'a> {
    text: &'a str,
    elements: Vec<Element<'a>>,
    /// Where each element's text starts (with the comments and blank
    /// lines before it), and, last, where the last one ends.
    bounds: Vec<usize>,
    /// Where the container's text ends (its closing brace, or the end of
    /// the file): what follows the last element goes up to it.
    end: usize,
}

impl<'a> Cut<'a> {
    /// A file's items, after its shebang line and inner attributes.
    fn file(text: &'a str, file: &'a syn::File) -> Option<Cut<'a>> {
        let start = match file.shebang {
            Some(_) => text.find('\n').map_or(text.len(), |n| n + 1),
            None => 0,
        };
        let elements = file.items.iter().map(Element::Item).collect();
        Cut::of(text, start..text.len(), elements)
    }

    /// The `elements` of a container whose text is `unit`: inside its
    /// last brace group, the one that closes it.
    fn inside(text: &'a str, unit: Range<usize>, elements: Vec<Element<'a>>) -> Option<Cut<'a>> {
        let open = *scan::marks(text, unit.clone()).opens.last()?;
        let close = unit.end.checked_sub(1)?;
        (text.as_bytes().get(close) == Some(&b'}')).then_some(())?;
        Cut::of(text, open + 1..close, elements)
    }

    /// `elements` found one after the other in `text[range]`, after its
    /// inner attributes.
    fn of(text: &'a str, range: Range<usize>, elements: Vec<Element<'a>>) -> Option<Cut<'a>> {
        let start = scan::after_inner_attributes(text, range.start, range.end);
        let ends = scan::marks(text, start..range.end).ends;
        let mut bounds = vec![start];
        let mut from = 0;
        for element in &elements {
            let at = *bounds.last()?;
            let tokens = element.tokens();
            let found = ends[from..]
                .iter()
                .position(|&end| element.is(&text[at..end], &tokens))?;
            bounds.push(ends[from + found]);
            from += found + 1;
        }
        Some(Cut {
            text,
            elements,
            bounds,
            end: range.end,
        })
    }

    /// The text of element `i`.
    fn unit(&self, i: usize) -> Range<usize> {
        self.bounds[i]..self.bounds[i + 1]
    }

    /// What precedes the elements in `unit`, the container's text: its
    /// signature or `impl` line and its opening brace (a file's: its docs
    /// and inner attributes).
    fn head(&self, unit: &Range<usize>) -> Range<usize> {
        unit.start..self.bounds[0]
    }

    /// What follows the last element, to the container's end.
    fn tail(&self) -> Range<usize> {
        self.bounds[self.elements.len()]..self.end
    }
}

/// An edit: the passing file's bytes `.0` become the failing file's `.1`.
type Edit = (Range<usize>, Range<usize>);

/// The edits that turn the container `old` into `new`, in the file's
/// order; `None` if an element inside is not found in its text.
fn edit(old: &Cut, new: &Cut, statements: bool, out: &mut Vec<Edit>) -> Option<()> {
    let keys = |cut: &Cut| -> Vec<String> { cut.elements.iter().map(|e| e.key()).collect() };
    let (old_keys, new_keys) = (keys(old), keys(new));
    for (old_run, new_run) in runs(&old_keys, &new_keys) {
        let paired = old_keys[old_run.clone()] == new_keys[new_run.clone()]
            || old_run.len() == new_run.len();
        if paired {
            let same_keys = old_keys[old_run.clone()] == new_keys[new_run.clone()];
            for (i, j) in old_run.zip(new_run) {
                let (a, b) = (old.unit(i), new.unit(j));
                if old.text[a.clone()] == new.text[b.clone()] {
                    continue;
                }
                let inside = (
                    old.elements[i].inside(statements),
                    new.elements[j].inside(statements),
                );
                match inside {
                    (Some(x), Some(y)) if same_keys => {
                        let inner_old = Cut::inside(old.text, a.clone(), x)?;
                        let inner_new = Cut::inside(new.text, b.clone(), y)?;
                        push(out, old, new, inner_old.head(&a), inner_new.head(&b));
                        edit(&inner_old, &inner_new, statements, out)?;
                    }
                    _ => out.push((a, b)),
                }
            }
            continue;
        }
        // Removals carry no bytes of the failing file; additions go
        // where the run ends, in their order.
        let at = old.bounds[old_run.end];
        out.extend(old_run.map(|i| (old.unit(i), 0..0)));
        out.extend(new_run.map(|j| (at..at, new.unit(j))));
    }
    push(out, old, new, old.tail(), new.tail());
    Some(())
}

/// An edit of `old` into `new` when their texts differ.
fn push(out: &mut Vec<Edit>, old: &Cut, new: &Cut, a: Range<usize>, b: Range<usize>) {
    if old.text[a.clone()] != new.text[b.clone()] {
        out.push((a, b));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PASSING: &str = r#"//! A module.
#![allow(dead_code)]

use std::fmt;

// The scale.
fn scale() -> u32 {
    let base = 1;
    base + 1
}

struct Point {
    x: u32,
}

impl Point {
    fn new() -> Self {
        Point { x: 0 }
    }
    /* Kept. */
    fn norm(&self) -> u32 {
        self.x
    }
}

fn main() {
    let p = Point::new();
    println!("{}", p.norm());
}
"#;

    const FAILING: &str = r#"//! A module.
#![allow(dead_code)]

use std::fmt;
use std::io;

// The scale, doubled.
fn scale() -> u32 {
    let base = 2;
    base * 2
}

struct Point {
    x: u32,
    y: u32,
}

impl Point {
    fn new() -> Self {
        Point { x: 0, y: 1 }
    }
    /* Kept. */
    fn norm(&self) -> u32 {
        self.x + self.y
    }
    fn zero() -> Self {
        Point { x: 0, y: 0 }
    }
}

fn main() {
    let p = Point::new();
    let q = Point::zero();
    println!("{} {}", p.norm(), q.x);
}
"#;

    fn every(changes: &Changes) -> Vec<usize> {
        (0..changes.all.len()).collect()
    }

    /// Every subset of `changes` applied, as text.
    fn subsets(changes: &Changes) -> impl Iterator<Item = String> + '_ {
        let n = changes.all.len();
        (0..1u32 << n).map(move |mask| {
            let subset: Vec<usize> = (0..n).filter(|i| mask & (1 << i) != 0).collect();
            String::from_utf8(changes.apply(&subset)).unwrap()
        })
    }

    #[test]
    fn items_are_changes_whole_and_every_subset_parses() {
        let items = between(PASSING, FAILING, false).expect("both parse");
        assert_eq!(items.apply(&every(&items)), FAILING.as_bytes());
        assert_eq!(items.apply(&[]), PASSING.as_bytes());
        // `use std::io` added, scale, Point, new, norm, zero added, main:
        // the impl is searched inside, the functions are whole.
        assert_eq!(items.all.len(), 7, "{:#?}", items.all);
        for text in subsets(&items) {
            assert!(syn::parse_file(&text).is_ok(), "{text}");
        }
        // The comments go with the item they come before.
        let scale = (0..items.all.len())
            .find(|&i| items.describe(i).unwrap().2.contains("fn scale"))
            .unwrap();
        let (_, before, after) = items.describe(scale).unwrap();
        assert!(
            before.starts_with("\n\n// The scale.\nfn scale"),
            "{before}"
        );
        assert!(after.starts_with("\n\n// The scale, doubled.\n"), "{after}");
    }

    #[test]
    fn statements_are_cut_apart_inside_changed_functions() {
        let statements = between(PASSING, FAILING, true).expect("both parse");
        assert_eq!(statements.apply(&every(&statements)), FAILING.as_bytes());
        // scale: `let base` and its tail; main: the `println!` removed,
        // `let q` and the new `println!` added (a run of one replaced by
        // two); new's and norm's tails; the rest as before.
        let changed: Vec<(String, String)> = (0..statements.all.len())
            .map(|i| {
                let (_, before, after) = statements.describe(i).unwrap();
                (before.trim().to_string(), after.trim().to_string())
            })
            .collect();
        assert!(
            changed.contains(&("let base = 1;".into(), "let base = 2;".into())),
            "{changed:#?}"
        );
        assert!(changed.contains(&("base + 1".into(), "base * 2".into())));
        assert!(changed.contains(&(String::new(), "let q = Point::zero();".into())));
        assert_eq!(statements.all.len(), 11, "{changed:#?}");
        // 2^11 subsets: each parses.
        for text in subsets(&statements) {
            assert!(syn::parse_file(&text).is_ok(), "{text}");
        }
    }

    #[test]
    fn a_file_that_does_not_parse_has_no_items() {
        assert!(between(PASSING, "fn main( {", false).is_none());
        // Statements swapped around a tail: the tail stays last.
        let old = "fn f() -> u8 { a(); b(); 1 }\n";
        let new = "fn f() -> u8 { b(); a(); c(); 2 }\n";
        let changes = between(old, new, true).unwrap();
        for text in subsets(&changes) {
            assert!(syn::parse_file(&text).is_ok(), "{text}");
        }
    }

    #[test]
    fn what_precedes_the_items_is_a_change_too() {
        let old = "//! Docs.\n#![allow(unused)]\n\nfn a() {}\n";
        let new = "//! Docs, longer.\n#![allow(unused)]\n#![deny(missing_docs)]\n\nfn a() {}\nfn b() {}\n";
        let changes = between(old, new, false).unwrap();
        assert_eq!(changes.all.len(), 2, "{:?}", changes.all);
        let docs = String::from_utf8(changes.apply(&[0])).unwrap();
        assert_eq!(
            docs,
            "//! Docs, longer.\n#![allow(unused)]\n#![deny(missing_docs)]\n\nfn a() {}\n"
        );
    }

    /// Real code: the source files of `isolate` and of the Rust format
    /// (impls, traits, macros, closures, raw strings), each against
    /// itself with every line indented one more space (every function
    /// changed, so every container is cut inside), are cut at both levels,
    /// and all the changes make the second file exactly. (All 75 `.rs`
    /// files this repository changed in its last 150 commits were cut
    /// too, old against new, each change alone and all but each parsing;
    /// that found the module docs left out.)
    #[test]
    fn the_source_files_of_this_crate_are_cut() {
        let src = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = vec![src.join("isolate"), src.join("formats/rust")];
        let mut cut = 0;
        while let Some(path) = files.pop() {
            if path.is_dir() {
                files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let old = std::fs::read_to_string(&path).unwrap();
            let new = old.replace("\n    ", "\n     ");
            for statements in [false, true] {
                let changes = between(&old, &new, statements);
                assert!(
                    changes.is_some(),
                    "{} statements={statements}",
                    path.display()
                );
            }
            cut += 1;
        }
        assert!(cut > 25, "{cut} files");
    }
}
