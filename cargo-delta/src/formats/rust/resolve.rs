//! Paths checked against the file's own modules: whether `crate::a::f`,
//! `self::m::T`, `super::g` or `m::h` (where `m` is a module of the file)
//! still leads somewhere once a cut has removed items.
//!
//! `dependents.rs` matches names as identifiers, and keeps a name that
//! anything left in the file still defines, a local variable or a field
//! included. That leaves the very paths a cut breaks most often in a
//! large file: `use crate::buf::{Buf, BufMut};` once `mod buf` is cut,
//! while a hundred functions take a parameter called `buf`;
//! `crate::range(..)` beside locals called `range`; `use
//! crate::algorithms::diff_deadline;` when another module has a function
//! of that name too; and `use crate::DiffOp;`, where the crate's root has
//! `DiffOp` only through `pub use self::types::*;`. A compiler rejects each
//! of them (E0432, E0425, E0433), so the no-new-error guard refused the
//! cut, run after run. A path that starts at a module walks the modules,
//! so it says exactly which of them is gone.
//!
//! The walk is conservative: a name a module defines in any way (an item,
//! a `use`, a variant) ends it as found, as do an item that is not a
//! module (what follows is an associated item, not checked), a glob from
//! outside the file, and a module that calls a macro among its items
//! (which may define anything). And only a path that led somewhere before
//! the cut counts as lost after it ([`Lost`]): what the walk cannot see
//! (a `#[macro_export]` macro, an item behind `cfg`) is never cut for it.

use std::collections::{BTreeMap, BTreeSet};

use syn::visit::Visit;
use syn::{Item, UseTree};

/// What the modules of a file hold, by module path (the root's is empty).
#[derive(Default)]
pub struct Modules {
    scopes: BTreeMap<Vec<String>, Scope>,
}

/// What one module makes known to a path that goes through it.
#[derive(Default)]
struct Scope {
    /// Its inline modules.
    modules: BTreeSet<String>,
    /// The names its other items define (with an enum's variants) and
    /// its `use`s import, through a glob or not.
    names: BTreeSet<String>,
    /// The paths its glob `use`s import from (`self::types` of `pub use
    /// self::types::*;`).
    globs: Vec<Vec<String>>,
    /// It calls a macro among its items: any name may be there.
    open: bool,
}

/// Where a walk ends.
enum Found {
    /// At a module of the file, which the walk goes on in.
    Module(Vec<String>),
    /// At something else, or somewhere the walk cannot see: not lost.
    Other,
    /// Nowhere: the module the walk is in defines no such name.
    Missing,
}

impl Modules {
    /// The modules of `file`.
    pub fn of(file: &syn::File) -> Modules {
        let mut modules = Modules::default();
        modules.add(Vec::new(), &file.items);
        modules
    }

    fn add(&mut self, at: Vec<String>, items: &[Item]) {
        let mut scope = Scope::default();
        for item in items {
            match item {
                Item::Mod(module) => {
                    let name = module.ident.to_string();
                    scope.modules.insert(name.clone());
                    if let Some((_, inner)) = &module.content {
                        let mut path = at.clone();
                        path.push(name);
                        self.add(path, inner);
                    }
                }
                Item::Use(import) => uses(&import.tree, &mut Vec::new(), &mut scope),
                Item::Macro(m) if m.ident.is_none() => scope.open = true,
                Item::Verbatim(_) => scope.open = true,
                other => super::dependents::item_names(other, &mut scope.names),
            }
        }
        self.scopes.insert(at, scope);
    }

    /// Whether `path`, written in the module `at`, leads nowhere: it
    /// starts at a module (`crate`, `self`, `super`, or a module of `at`)
    /// and one of its steps is defined in no way by the module it is in.
    pub fn lost(&self, at: &[String], path: &[String]) -> bool {
        matches!(self.walk(at, path, &mut BTreeSet::new()), Found::Missing)
    }

    /// Where `path`, written in `at`, ends (`seen`: the modules whose
    /// globs are asked already, against a cycle of globs).
    /// Whether one of the paths `globs` (written in `at`; a glob's path,
    /// or any path of a `use` that has a glob) may make `name` known: the
    /// module it leads to defines it, or the walk cannot tell.
    pub fn through_globs(&self, at: &[String], globs: &[Vec<String>], name: &str) -> bool {
        globs.iter().any(|glob| {
            let mut seen = BTreeSet::new();
            match self.walk(at, glob, &mut seen) {
                Found::Module(from) => !matches!(self.find(&from, name, &mut seen), Found::Missing),
                Found::Other => true,
                Found::Missing => false,
            }
        })
    }

    fn walk(&self, at: &[String], path: &[String], seen: &mut BTreeSet<Vec<String>>) -> Found {
        let Some((mut module, rest)) = self.start(at, path) else {
            return Found::Other;
        };
        for step in rest {
            match self.find(&module, step, seen) {
                Found::Module(inner) => module = inner,
                other => return other,
            }
        }
        Found::Module(module)
    }

    /// The module `path` starts from, and its steps after that; `None`
    /// when it does not start at a module of the file (`std::mem`, a local
    /// type's `T::new`).
    fn start<'p>(&self, at: &[String], path: &'p [String]) -> Option<(Vec<String>, &'p [String])> {
        let first = path.first()?;
        let mut module = at.to_vec();
        match first.as_str() {
            "crate" => Some((Vec::new(), &path[1..])),
            "self" => Some((module, &path[1..])),
            "super" => {
                let supers = path.iter().take_while(|s| *s == "super").count();
                for _ in 0..supers {
                    module.pop()?;
                }
                Some((module, &path[supers..]))
            }
            _ if self.scopes.get(at)?.modules.contains(first) => Some((module, path)),
            _ => None,
        }
    }

    /// What `name` is in `module`, through its globs too.
    fn find(&self, module: &[String], name: &str, seen: &mut BTreeSet<Vec<String>>) -> Found {
        let Some(scope) = self.scopes.get(module) else {
            return Found::Other;
        };
        if scope.modules.contains(name) {
            let mut inner = module.to_vec();
            inner.push(name.to_string());
            return Found::Module(inner);
        }
        if scope.names.contains(name) || scope.open {
            return Found::Other;
        }
        if !seen.insert(module.to_vec()) {
            // Asked already, whole, further up the chain of globs: a
            // `use super::*;` in a module that the parent's glob imports.
            return Found::Missing;
        }
        for glob in &scope.globs {
            match self.walk(module, glob, seen) {
                Found::Module(from) => match self.find(&from, name, seen) {
                    Found::Missing => {}
                    found => return found,
                },
                Found::Other => return Found::Other,
                Found::Missing => {}
            }
        }
        Found::Missing
    }
}

/// Adds what a `use` tree imports to `scope` (`prefix`: the path before it).
fn uses(tree: &UseTree, prefix: &mut Vec<String>, scope: &mut Scope) {
    match tree {
        UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            uses(&path.tree, prefix, scope);
            prefix.pop();
        }
        UseTree::Name(name) if name.ident == "self" => scope.names.extend(prefix.last().cloned()),
        UseTree::Name(name) => {
            scope.names.insert(name.ident.to_string());
        }
        UseTree::Rename(rename) => {
            scope.names.insert(rename.rename.to_string());
        }
        UseTree::Glob(_) => scope.globs.push(prefix.clone()),
        UseTree::Group(group) => group.items.iter().for_each(|t| uses(t, prefix, scope)),
    }
}

/// The paths of a file that led somewhere before a cut, so that only
/// those the cut broke count as lost after it.
pub struct Lost {
    before: BTreeSet<(Vec<String>, Vec<String>)>,
}

impl Lost {
    /// Notes which paths of `file` lead nowhere already.
    pub fn before(file: &syn::File) -> Lost {
        let modules = Modules::of(file);
        let mut before = BTreeSet::new();
        each_module(&file.items, &mut Vec::new(), &mut |at, items| {
            for item in items {
                for path in paths_of_item(item) {
                    if modules.lost(at, &path) {
                        before.insert((at.to_vec(), path));
                    }
                }
            }
        });
        Lost { before }
    }

    /// Whether `path`, written in `at`, leads nowhere now and did before.
    pub fn now(&self, modules: &Modules, at: &[String], path: &[String]) -> bool {
        modules.lost(at, path) && !self.before.contains(&(at.to_vec(), path.to_vec()))
    }

    /// Whether `visit` walks a path that [`Lost::now`] says is lost.
    pub fn in_walk(
        &self,
        modules: &Modules,
        at: &[String],
        visit: impl FnOnce(&mut Paths),
    ) -> bool {
        let mut paths = Paths::default();
        visit(&mut paths);
        paths.found.iter().any(|path| self.now(modules, at, path))
    }
}

/// Calls `f` with each module's path and items, the root's first.
fn each_module(items: &[Item], at: &mut Vec<String>, f: &mut impl FnMut(&[String], &[Item])) {
    f(at, items);
    for item in items {
        if let Item::Mod(module) = item
            && let Some((_, inner)) = &module.content
        {
            at.push(module.ident.to_string());
            each_module(inner, at, f);
            at.pop();
        }
    }
}

/// The paths `item` writes that a module's walk can check: a `use`'s
/// (each name with the path before it; a glob's and a `self`'s, the path
/// itself), and, elsewhere, those of two steps or more. Not inside a
/// module: its own items are asked in it.
fn paths_of_item(item: &Item) -> Vec<Vec<String>> {
    match item {
        Item::Mod(_) => Vec::new(),
        Item::Use(import) => {
            let mut found = Vec::new();
            use_paths(&import.tree, &mut Vec::new(), &mut found);
            found
        }
        other => {
            let mut paths = Paths::default();
            paths.visit_item(other);
            paths.found
        }
    }
}

/// Each path a `use` tree imports, in full.
pub fn use_paths(tree: &UseTree, prefix: &mut Vec<String>, found: &mut Vec<Vec<String>>) {
    match tree {
        UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            use_paths(&path.tree, prefix, found);
            prefix.pop();
        }
        UseTree::Name(name) if name.ident == "self" => found.push(prefix.clone()),
        UseTree::Glob(_) => found.push(prefix.clone()),
        UseTree::Name(name) => found.push(with(prefix, &name.ident)),
        UseTree::Rename(rename) => found.push(with(prefix, &rename.ident)),
        UseTree::Group(group) => group.items.iter().for_each(|t| use_paths(t, prefix, found)),
    }
}

/// The paths a `use` tree's globs import from (`self::types` of `pub use
/// self::types::*;`).
pub fn glob_paths(tree: &UseTree) -> Vec<Vec<String>> {
    let mut all = Vec::new();
    use_paths(tree, &mut Vec::new(), &mut all);
    let mut names = Vec::new();
    use_names(tree, &mut Vec::new(), &mut names);
    // A glob's path is the one `use_paths` gives that no name ends.
    all.retain(|path| !names.contains(path));
    all
}

/// Each path a `use` tree imports a name by (not a glob's).
fn use_names(tree: &UseTree, prefix: &mut Vec<String>, found: &mut Vec<Vec<String>>) {
    match tree {
        UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            use_names(&path.tree, prefix, found);
            prefix.pop();
        }
        UseTree::Glob(_) => {}
        UseTree::Group(group) => group.items.iter().for_each(|t| use_names(t, prefix, found)),
        other => use_paths(other, prefix, found),
    }
}

fn with(prefix: &[String], ident: &syn::Ident) -> Vec<String> {
    let mut path = prefix.to_vec();
    path.push(ident.to_string());
    path
}

/// The paths of two steps or more a syntax tree writes (a macro's are
/// its name's; its tokens are not parsed).
#[derive(Default)]
pub struct Paths {
    found: Vec<Vec<String>>,
}

impl<'a> Visit<'a> for Paths {
    fn visit_path(&mut self, path: &'a syn::Path) {
        if path.segments.len() > 1 {
            let steps = path.segments.iter().map(|s| s.ident.to_string());
            self.found.push(steps.collect());
        }
        syn::visit::visit_path(self, path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn modules(text: &str) -> Modules {
        Modules::of(&syn::parse_file(text).unwrap())
    }

    fn steps(path: &str) -> Vec<String> {
        path.split("::").map(String::from).collect()
    }

    #[test]
    fn a_path_from_a_module_is_lost_when_a_step_is_defined_nowhere() {
        let modules = modules(
            "mod a {\n    pub mod b { pub fn f() {} }\n    pub use self::b::*;\n    fn buf() {}\n}\nmod c {\n    m!();\n}\nenum E { V }\n",
        );
        let root: &[String] = &[];
        let in_a = &steps("a");
        for found in [
            "crate::a::b::f",
            "a::b",
            "a::f",
            "crate::E::Anything",
            "std::gone",
            "c::made_by_m",
        ] {
            assert!(!modules.lost(root, &steps(found)), "{found}");
        }
        for lost in ["crate::gone", "a::gone", "crate::a::b::g", "self::x"] {
            assert!(modules.lost(root, &steps(lost)), "{lost}");
        }
        assert!(!modules.lost(in_a, &steps("super::a::buf")));
        assert!(modules.lost(in_a, &steps("super::buf")));
        assert!(modules.lost(in_a, &steps("b::g")));
    }

    #[test]
    fn only_what_led_somewhere_before_is_lost_after() {
        let before =
            syn::parse_file("mod m { pub fn f() {} }\nuse crate::m::f;\nuse crate::x::y;\n")
                .unwrap();
        let lost = Lost::before(&before);
        let after = syn::parse_file("use crate::m::f;\nuse crate::x::y;\n").unwrap();
        let modules = Modules::of(&after);
        assert!(lost.now(&modules, &[], &steps("crate::m::f")));
        assert!(
            !lost.now(&modules, &[], &steps("crate::x::y")),
            "lost already"
        );
    }

    #[test]
    fn globs_that_import_each_other_end_the_walk() {
        // The root imports `text`'s names and `text` the root's, and the
        // root has a glob of a module that is gone (`a`): a name none
        // defines is lost, and the walk ends.
        let modules = modules(
            "pub use self::text::*;\npub use self::a::*;\nmod text {\n    use super::*;\n    pub fn f() {}\n}\n",
        );
        assert!(!modules.lost(&[], &steps("crate::f")));
        assert!(modules.lost(&[], &steps("crate::g")));
        assert!(modules.lost(&steps("text"), &steps("super::g")));
    }
}
