//! Paths through `super` in the modules nested in a flattened module and
//! beside it, rewritten to lead where they led before.
//!
//! When `mod a { .. }` is flattened into its parent `p`, a module beside
//! it that imported `super::a::x` must now import `super::x`, and a module
//! inside it, which moves up one level with it, reaches `p` with one
//! `super` fewer (`super::super::y` becomes `super::y`). Left as they
//! were, such paths name nothing, and the compiler's error refused the
//! flattening: a crate's module file that holds modules of its own stayed
//! a `mod a { .. }` in the crate given as one file.

use syn::visit_mut::VisitMut;
use syn::{Ident, Item, ItemMod, UseTree};

/// In the modules nested in `items` (the parent's other items), at any
/// depth `d`, `super::`×d`::module::rest` becomes `super::`×d`::rest`.
/// Whether it changed any.
pub fn beside(items: &mut [Item], module: &Ident) -> bool {
    let mut rewrite = Supers {
        depth: 0,
        rewrite: Rewrite::Through(module.clone()),
        changed: false,
    };
    items
        .iter_mut()
        .for_each(|item| rewrite.visit_item_mut(item));
    rewrite.changed
}

/// In the modules nested in `items` (the flattened module's), at any depth
/// `d`, a path that starts with `d + 1` `super`s loses one. Whether it
/// changed any.
pub fn inside(items: &mut [Item]) -> bool {
    let mut rewrite = Supers {
        depth: 0,
        rewrite: Rewrite::Up,
        changed: false,
    };
    items
        .iter_mut()
        .for_each(|item| rewrite.visit_item_mut(item));
    rewrite.changed
}

struct Supers {
    /// How many modules deep the visit is below the items it started at.
    depth: usize,
    rewrite: Rewrite,
    changed: bool,
}

enum Rewrite {
    /// Drop the flattened module's name after the `super`s that reach
    /// its parent.
    Through(Ident),
    /// Drop one of the `super`s that reach past the flattened module.
    Up,
}

impl Supers {
    /// Which segment of a path whose leading names are `names` goes, if
    /// one does; never the last.
    fn dropped(&self, names: &[String]) -> Option<usize> {
        let depth = self.depth;
        if depth == 0 || names.len() < depth + 2 {
            return None;
        }
        let supers = names.iter().take_while(|n| *n == "super").count();
        match &self.rewrite {
            Rewrite::Through(module) if supers == depth && *module == names[depth] => Some(depth),
            Rewrite::Up if supers > depth => Some(0),
            _ => None,
        }
    }
}

impl VisitMut for Supers {
    fn visit_item_mod_mut(&mut self, module: &mut ItemMod) {
        self.depth += 1;
        syn::visit_mut::visit_item_mod_mut(self, module);
        self.depth -= 1;
    }

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        let names: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        if path.leading_colon.is_none()
            && let Some(at) = self.dropped(&names)
        {
            path.segments = (path.segments.iter().enumerate())
                .filter(|(i, _)| *i != at)
                .map(|(_, s)| s.clone())
                .collect();
            self.changed = true;
        }
        syn::visit_mut::visit_path_mut(self, path);
    }

    fn visit_item_use_mut(&mut self, import: &mut syn::ItemUse) {
        if import.leading_colon.is_none() {
            let names = leading(&import.tree);
            if let Some(at) = self.dropped(&names) {
                drop_segment(&mut import.tree, at);
                self.changed = true;
            }
        }
    }
}

/// The names of a `use` tree's path up to its first group, glob or end
/// (`[super, a, x]` for `use super::a::x;`).
fn leading(tree: &UseTree) -> Vec<String> {
    let mut names = Vec::new();
    let mut tree = tree;
    loop {
        match tree {
            UseTree::Path(path) => {
                names.push(path.ident.to_string());
                tree = &path.tree;
            }
            UseTree::Name(name) => {
                names.push(name.ident.to_string());
                return names;
            }
            UseTree::Rename(rename) => {
                names.push(rename.ident.to_string());
                return names;
            }
            // A group or a glob still imports something after the path.
            UseTree::Group(_) | UseTree::Glob(_) => {
                names.push(String::new());
                return names;
            }
        }
    }
}

/// Removes the segment at `at` of a `use` tree's leading path.
fn drop_segment(tree: &mut UseTree, at: usize) {
    if let UseTree::Path(path) = tree {
        if at == 0 {
            let rest = std::mem::replace(&mut *path.tree, placeholder());
            *tree = rest;
        } else {
            drop_segment(&mut path.tree, at - 1);
        }
    }
}

fn placeholder() -> UseTree {
    UseTree::Glob(syn::UseGlob {
        star_token: Default::default(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewritten(text: &str, edit: impl FnOnce(&mut [Item]) -> bool) -> String {
        let mut file = syn::parse_file(text).unwrap();
        assert!(edit(&mut file.items), "nothing changed");
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_module_beside_reaches_the_flattened_items_without_its_name() {
        let a = Ident::new("a", proc_macro2::Span::call_site());
        let text = "mod b {\n    use super::a::{x, y};\n    fn f() -> super::a::S { super::a::g() }\n    mod c {\n        use super::super::a::z;\n        use super::a::w;\n    }\n}\nfn h() -> a::S {}\n";
        assert_eq!(
            rewritten(text, |items| beside(items, &a)),
            "mod b {\n    use super::{x, y};\n    fn f() -> super::S {\n        super::g()\n    }\n    mod c {\n        use super::super::z;\n        use super::a::w;\n    }\n}\nfn h() -> a::S {}\n"
        );
    }

    #[test]
    fn a_module_inside_reaches_the_parent_with_one_super_fewer() {
        let text = "mod c {\n    use super::super::x;\n    use super::y;\n    fn f() -> super::super::S { super::g() }\n}\nfn h() -> super::T {}\n";
        assert_eq!(
            rewritten(text, inside),
            "mod c {\n    use super::x;\n    use super::y;\n    fn f() -> super::S {\n        super::g()\n    }\n}\nfn h() -> super::T {}\n"
        );
    }
}
