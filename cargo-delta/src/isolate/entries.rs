//! The difference between two JSON or TOML files as changes to their
//! trees, the first level `isolate` cuts such files at: a table's entries
//! and an array's elements added, removed or replaced, and values changed
//! in place, each change a whole entry or value. Any subset applies and
//! prints as a valid file, so no candidate is lost to a broken bracket or
//! comma, and a changed value is one change however many lines it spans.
//!
//! Changes never overlap: the diff goes into two values only where they
//! sit at matching places (the same key, or an element replaced by one
//! element), and a run of entries replaced as a whole is one change, with
//! nothing inside it changed apart.

use std::ops::Range;

use similar::{capture_diff_slices, Algorithm};

use crate::formats::{json, toml, Tree};

/// The syntax both files are in, and how candidates are printed.
#[derive(Debug, Clone, Copy)]
pub enum Syntax {
    /// JSON, printed with the passing file's layout.
    Json(json::Layout),
    /// TOML.
    Toml,
}

impl Syntax {
    /// The syntax of `passing` and `failing` when both parse as `json`
    /// (or as TOML otherwise), with their trees; `None` when either does
    /// not parse: then they are cut as text.
    pub fn parse(json: bool, passing: &[u8], failing: &[u8]) -> Option<(Syntax, Tree, Tree)> {
        let passing = std::str::from_utf8(passing).ok()?;
        let failing = std::str::from_utf8(failing).ok()?;
        if json {
            let (old, layout) = json::parse(passing).ok()?;
            let (new, _) = json::parse(failing).ok()?;
            return Some((Syntax::Json(layout), old, new));
        }
        Some((
            Syntax::Toml,
            toml::parse(passing).ok()?,
            toml::parse(failing).ok()?,
        ))
    }

    fn print(self, tree: &Tree) -> Vec<u8> {
        match self {
            Syntax::Json(layout) => json::print(tree, layout),
            Syntax::Toml => toml::print(tree),
        }
        .into_bytes()
    }
}

/// One change: at the array or table reached by `path` (indices from the
/// root), its items `old` become `new`; or, with `old` `None`, the value
/// at `path` becomes `new[0]`.
#[derive(Debug, Clone, PartialEq)]
struct Change {
    path: Vec<usize>,
    old: Option<Range<usize>>,
    new: Vec<Item>,
}

/// An array's element or a table's entry.
#[derive(Debug, Clone, PartialEq)]
enum Item {
    Element(Tree),
    Entry(String, Tree),
}

/// The changes from one tree to another, and how to print the result.
#[derive(Debug, Clone)]
pub struct Entries {
    syntax: Syntax,
    base: Tree,
    all: Vec<Change>,
}

impl Entries {
    /// The changes that turn `passing` into `failing`: with `coarse`,
    /// each run of neighbouring changes in one array or table as one.
    pub fn between(syntax: Syntax, passing: Tree, failing: &Tree, coarse: bool) -> Entries {
        let mut all = Vec::new();
        diff(&passing, failing, coarse, &[], &mut all);
        Entries {
            syntax,
            base: passing,
            all,
        }
    }

    /// How many changes there are.
    pub fn len(&self) -> usize {
        self.all.len()
    }

    /// The passing tree with the changes numbered `applied` made, printed.
    /// The deepest changes go first, and a container's runs from its end,
    /// so each change's place, taken in the passing tree, is still where
    /// it points.
    pub fn apply(&self, applied: &[usize]) -> Vec<u8> {
        let mut chosen: Vec<&Change> = applied.iter().filter_map(|&i| self.all.get(i)).collect();
        chosen.sort_by(|a, b| {
            let start = |c: &Change| c.old.as_ref().map_or(0, |r| r.start);
            (b.path.len(), &b.path, start(b)).cmp(&(a.path.len(), &a.path, start(a)))
        });
        let mut tree = self.base.clone();
        for change in chosen {
            let Some(at) = reach(&mut tree, &change.path) else {
                continue;
            };
            match (&change.old, at) {
                (None, value) => {
                    if let Some(Item::Element(new) | Item::Entry(_, new)) = change.new.first() {
                        *value = new.clone();
                    }
                }
                (Some(old), Tree::Array(items)) => {
                    let new = change.new.iter().filter_map(|item| match item {
                        Item::Element(tree) => Some(tree.clone()),
                        Item::Entry(..) => None,
                    });
                    items.splice(old.clone(), new);
                }
                (Some(old), Tree::Table(entries)) => {
                    let new = change.new.iter().filter_map(|item| match item {
                        Item::Entry(key, tree) => Some((key.clone(), tree.clone())),
                        Item::Element(_) => None,
                    });
                    entries.splice(old.clone(), new);
                }
                (Some(_), _) => {}
            }
        }
        self.syntax.print(&tree)
    }
}

/// The value at `path` in `tree`.
fn reach<'a>(tree: &'a mut Tree, path: &[usize]) -> Option<&'a mut Tree> {
    let Some((&first, rest)) = path.split_first() else {
        return Some(tree);
    };
    let next = match tree {
        Tree::Array(items) => items.get_mut(first)?,
        Tree::Table(entries) => &mut entries.get_mut(first)?.1,
        _ => return None,
    };
    reach(next, rest)
}

/// The changes from `old` to `new`, both at `path`, added to `out` in the
/// file's order. With `coarse`, a run of neighbouring changes in one array
/// or table is one change (the failing file's items in place of the
/// passing one's), as a text's changed lines are one change; an array or
/// table changed inside is still searched inside.
fn diff(old: &Tree, new: &Tree, coarse: bool, path: &[usize], out: &mut Vec<Change>) {
    if old == new {
        return;
    }
    let (old_items, new_items, old_keys, new_keys) = match (old, new) {
        (Tree::Table(old), Tree::Table(new)) => {
            let items = |entries: &[(String, Tree)]| -> Vec<Item> {
                let entry = |(key, tree): &(String, Tree)| Item::Entry(key.clone(), tree.clone());
                entries.iter().map(entry).collect()
            };
            let keys = |entries: &[(String, Tree)]| -> Vec<String> {
                entries.iter().map(|(key, _)| key.clone()).collect()
            };
            (items(old), items(new), keys(old), keys(new))
        }
        (Tree::Array(old), Tree::Array(new)) => {
            let items = |trees: &[Tree]| -> Vec<Item> {
                trees.iter().cloned().map(Item::Element).collect()
            };
            let printed = |trees: &[Tree]| -> Vec<String> {
                trees.iter().map(|tree| format!("{tree:?}")).collect()
            };
            (items(old), items(new), printed(old), printed(new))
        }
        _ => {
            out.push(Change {
                path: path.to_vec(),
                old: None,
                new: vec![Item::Element(new.clone())],
            });
            return;
        }
    };
    let is_array = matches!(old, Tree::Array(_));
    let segments = segments(&old_keys, &new_keys, is_array, |i, j| {
        old_items[i] == new_items[j]
    });
    let push = |old_run: Range<usize>, new_run: Range<usize>, out: &mut Vec<Change>| {
        out.push(Change {
            path: path.to_vec(),
            old: Some(old_run),
            new: new_items[new_run].to_vec(),
        });
    };
    let descend = |i: usize, j: usize, out: &mut Vec<Change>| {
        let (Item::Element(a) | Item::Entry(_, a)) = &old_items[i];
        let (Item::Element(b) | Item::Entry(_, b)) = &new_items[j];
        let mut inner = path.to_vec();
        inner.push(i);
        diff(a, b, coarse, &inner, out);
    };
    if !coarse {
        for segment in &segments {
            match segment {
                Segment::Same => {}
                Segment::InPlace(i, j) => descend(*i, *j, out),
                other => push(other.before(), other.after(), out),
            }
        }
        return;
    }
    // Coarse: an array or table changed inside is searched inside (its
    // own runs); the other changes are grouped into runs of neighbours,
    // each one change, as a text's changed lines are.
    let nested = |i: usize, j: usize| {
        let (Item::Element(a) | Item::Entry(_, a)) = &old_items[i];
        let (Item::Element(b) | Item::Entry(_, b)) = &new_items[j];
        matches!(
            (a, b),
            (Tree::Array(_), Tree::Array(_)) | (Tree::Table(_), Tree::Table(_))
        )
    };
    let mut group: Vec<&Segment> = Vec::new();
    let flush = |group: &mut Vec<&Segment>, out: &mut Vec<Change>| {
        if let (Some(first), Some(last)) = (group.first(), group.last()) {
            let old_run = first.before().start..last.before().end;
            push(old_run, first.after().start..last.after().end, out);
        }
        group.clear();
    };
    for segment in &segments {
        match segment {
            Segment::Same => flush(&mut group, out),
            Segment::InPlace(i, j) if nested(*i, *j) => {
                flush(&mut group, out);
                descend(*i, *j, out);
            }
            other => group.push(other),
        }
    }
    flush(&mut group, out);
}

/// A piece of the alignment of two arrays' or tables' items.
#[derive(Debug, Clone, PartialEq)]
enum Segment {
    /// An item that is the same on both sides.
    Same,
    /// Item `.0` of the old side matches item `.1` of the new one (the
    /// same key, or an element replaced by one) but differs inside.
    InPlace(usize, usize),
    /// Items removed, added or replaced as a run.
    Run(Range<usize>, Range<usize>),
}

impl Segment {
    /// The passing side's items it covers.
    fn before(&self) -> Range<usize> {
        match self {
            Segment::Same => 0..0,
            Segment::InPlace(i, _) => *i..i + 1,
            Segment::Run(old, _) => old.clone(),
        }
    }

    /// The failing side's items it covers.
    fn after(&self) -> Range<usize> {
        match self {
            Segment::Same => 0..0,
            Segment::InPlace(_, j) => *j..j + 1,
            Segment::Run(_, new) => new.clone(),
        }
    }
}

/// Two containers' items aligned by their `keys` (a table's keys, an
/// array's printed elements): runs of the same keys pair their items one
/// by one (`Same` where `equal`), as do, in an array, runs replaced by as
/// many elements (an element edited inside is the likeliest change; a
/// table's entry under another key is another entry); other runs are
/// `Run`s.
fn segments(
    old_keys: &[String],
    new_keys: &[String],
    array: bool,
    equal: impl Fn(usize, usize) -> bool,
) -> Vec<Segment> {
    let mut segments = Vec::new();
    for (old_run, new_run) in runs(old_keys, new_keys) {
        let paired = old_keys[old_run.clone()] == new_keys[new_run.clone()]
            || (array && old_run.len() == new_run.len());
        if !paired {
            segments.push(Segment::Run(old_run, new_run));
            continue;
        }
        for (i, j) in old_run.zip(new_run) {
            segments.push(match equal(i, j) {
                true => Segment::Same,
                false => Segment::InPlace(i, j),
            });
        }
    }
    segments
}

/// `old` and `new` aligned (Myers), as pairs of ranges: runs of equal
/// keys and runs that differ.
pub(super) fn runs(old: &[String], new: &[String]) -> Vec<(Range<usize>, Range<usize>)> {
    capture_diff_slices(Algorithm::Myers, old, new)
        .iter()
        .map(|op| (op.old_range(), op.new_range()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entries(passing: &str, failing: &str) -> Entries {
        let (syntax, old, new) =
            Syntax::parse(true, passing.as_bytes(), failing.as_bytes()).expect("both parse");
        Entries::between(syntax, old, &new, false)
    }

    fn every(entries: &Entries) -> Vec<usize> {
        (0..entries.len()).collect()
    }

    #[test]
    fn all_changes_make_the_failing_tree_and_none_the_passing_one() {
        let passing = r#"{"a": 1, "b": [1, 2, 3], "c": {"x": true, "y": "s"}, "d": null}"#;
        let failing = r#"{"a": 2, "b": [1, 3, 4, 5], "c": {"y": "t", "z": []}, "e": 0}"#;
        let changes = entries(passing, failing);
        let print = |text: &str| json::print(&json::parse(text).unwrap().0, changes_layout());
        assert_eq!(changes.apply(&every(&changes)), print(failing).into_bytes());
        assert_eq!(changes.apply(&[]), print(passing).into_bytes());
        // "a" changed, b's run, c.x removed, c.y changed, c.z added, d -> e.
        assert!(changes.len() >= 5, "{:?}", changes.all);
    }

    fn changes_layout() -> json::Layout {
        json::parse("{}").unwrap().1
    }

    #[test]
    fn any_subset_prints_valid_json_with_each_change_whole() {
        let passing =
            "{\n  \"list\": [1, 2, 3],\n  \"name\": \"x\",\n  \"deep\": {\"k\": [1]}\n}\n";
        let failing = "{\n  \"list\": [1, 7, 3, 9],\n  \"name\": \"y\",\n  \"deep\": {\"k\": [1, {\"m\": 2}]}\n}\n";
        let changes = entries(passing, failing);
        let n = changes.len();
        for mask in 0..(1u32 << n) {
            let subset: Vec<usize> = (0..n).filter(|i| mask & (1 << i) != 0).collect();
            let printed = String::from_utf8(changes.apply(&subset)).unwrap();
            assert!(json::parse(&printed).is_ok(), "{subset:?}: {printed}");
        }
        // One change alone: the name, and nothing else.
        let name = (0..n)
            .find(|&i| {
                String::from_utf8(changes.apply(&[i]))
                    .unwrap()
                    .contains("\"y\"")
            })
            .expect("a change of the name");
        let alone = json::parse(std::str::from_utf8(&changes.apply(&[name])).unwrap()).unwrap();
        let expected = passing.replace("\"x\"", "\"y\"");
        assert_eq!(alone.0, json::parse(&expected).unwrap().0);
    }

    #[test]
    fn coarse_changes_are_runs_of_neighbours_and_add_up_to_the_same() {
        let passing = r#"{"a": 1, "b": 2, "c": 3, "d": {"x": 1}, "e": [1, 2], "f": 0}"#;
        let failing = r#"{"a": 9, "b": 8, "c": 3, "d": {"x": 2}, "e": [1, 3], "f": 0}"#;
        let (syntax, old, new) =
            Syntax::parse(true, passing.as_bytes(), failing.as_bytes()).unwrap();
        let fine = Entries::between(syntax, old.clone(), &new, false);
        let coarse = Entries::between(syntax, old, &new, true);
        // a and b, neighbours: one run; d and e are searched inside
        // (one change each); apart, four changes.
        assert_eq!((coarse.len(), fine.len()), (3, 4), "{:?}", coarse.all);
        assert_eq!(coarse.apply(&[0, 1, 2]), fine.apply(&every(&fine)));
        let first = String::from_utf8(coarse.apply(&[0])).unwrap();
        let expected = r#"{"a": 9, "b": 8, "c": 3, "d": {"x": 1}, "e": [1, 2], "f": 0}"#;
        assert_eq!(
            json::parse(&first).unwrap().0,
            json::parse(expected).unwrap().0
        );
        // A single value changed in place is searched inside.
        let one = entries(
            r#"{"k": {"deep": [1, {"m": 1}]}}"#,
            r#"{"k": {"deep": [1, {"m": 2}]}}"#,
        );
        assert_eq!(one.all[0].path, [0, 0, 1, 0]);
    }

    #[test]
    fn changes_at_several_depths_of_one_array_apply_together() {
        // An element removed before an element changed inside: the inner
        // change's place is the passing tree's.
        let passing = r#"[0, 1, {"a": 1}]"#;
        let failing = r#"[{"a": 2}]"#;
        let changes = entries(passing, failing);
        let all = String::from_utf8(changes.apply(&every(&changes))).unwrap();
        assert_eq!(
            json::parse(&all).unwrap().0,
            json::parse(failing).unwrap().0
        );
    }

    #[test]
    fn toml_tables_are_compared_by_key() {
        let passing = "title = \"a\"\n\n[server]\nport = 80\nhost = \"h\"\n";
        let failing = "title = \"a\"\n\n[server]\nport = 8080\nhost = \"h\"\ndebug = true\n";
        let (syntax, old, new) =
            Syntax::parse(false, passing.as_bytes(), failing.as_bytes()).unwrap();
        let changes = Entries::between(syntax, old, &new, false);
        assert_eq!(changes.len(), 2, "{:?}", changes.all);
        let port = String::from_utf8(changes.apply(&[0])).unwrap();
        assert!(
            port.contains("port = 8080") && !port.contains("debug"),
            "{port}"
        );
        let all = String::from_utf8(changes.apply(&[0, 1])).unwrap();
        assert_eq!(toml::parse(&all).unwrap(), toml::parse(failing).unwrap());
    }
}
