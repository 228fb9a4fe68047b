//! What a change leaves unused goes with it, where warnings are errors.
//!
//! Under `-D warnings` or `#![deny(warnings)]` an unused function, import
//! or variable is an error, so every cut that leaves one behind (a call
//! cut, and the function it called is dead) adds an error the original
//! did not have, and the guard refuses it. A file reduced for a lint made
//! an error stopped far from minimal: each item held the next. Here a
//! change takes with it what only it used: the imports of names nothing
//! mentions any longer and the bindings no longer read, which become `_`;
//! the private types and traits no longer named, with their impls.
//!
//! A private function, constant, static, alias or macro no longer named
//! stays, told to: `#[allow(dead_code)]`. The bug may be in it, reached
//! through a chain of calls (`pub fn a` calls `b`, which calls `c`, whose
//! body has the lint): each cut of the chain would take `c` along, so the
//! chain stayed whole. Kept, `c` is one more item that a later cut
//! removes as any other, and its attribute one more that a later pass
//! tries without.
//!
//! Only what the change made unused goes. An item that was unused before
//! it (the bug itself may be a `dead_code` lint) stays, and so does
//! everything where warnings are no errors: there a helper the bug is in
//! must be able to outlive its caller. Names are matched as identifiers,
//! file-wide; a name still mentioned anywhere keeps every definition of
//! it, and the compiler's answer says whether the change holds.

use std::collections::BTreeSet;

use syn::visit_mut::VisitMut;
use syn::{ImplItem, Item, Pat, Visibility};

use super::dependents;
use super::receivers;
use super::std_methods;
use super::unread::unread_fields;
pub use super::uses::Uses;
use super::uses::{private, unpinned, Scope};

/// What goes with a change of what it left unused.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sweep {
    /// Nothing: warnings are no errors.
    #[default]
    Nothing,
    /// Imports, bindings (made `_`) and `mut`s: rustc reports them unused
    /// even of a file it then finds a type error in.
    Bindings,
    /// Those, and private items and fields (removed, or kept and told
    /// to be allowed unused): rustc's `dead_code`, which it reports only of
    /// a crate free of other errors.
    Items,
    /// As [`Items`](Sweep::Items), but what would be kept allowed unused
    /// is removed: `dead_code` is forbidden, and an `#[allow(dead_code)]`
    /// would be an error of its own.
    ItemsRemoved,
}

/// Removes from `file` what an edit left unused that `before`, its uses
/// before the edit, used, until nothing more goes. `list` is the buffer of
/// the item list the edit cut, if any: an item that goes from it leaves a
/// placeholder, so that the list keeps its length (`dependents.rs`).
pub fn sweep(file: &mut syn::File, before: &Uses, list: *const (), what: Sweep) {
    if what == Sweep::Nothing {
        return;
    }
    let owners_before = std_owners(before);
    loop {
        let now = Uses::of(file);
        let locals: BTreeSet<(String, String)> = (&before.locals - &now.locals)
            .into_iter()
            .filter(|(_, name)| !now.items.contains(name))
            .collect();
        let mut unbind = Unbind {
            names: &locals,
            unmutated: &(&before.mutated - &now.mutated),
            idle_lets: what != Sweep::Bindings,
            scope: Scope::default(),
            changed: false,
        };
        unbind.visit_file_mut(file);
        let items = &before.items - &now.items;
        let mut unused_imports = items.clone();
        unused_imports.extend(traits_no_longer_called(&owners_before, &now));
        unused_imports.extend(globs_no_longer_used(file, before, &now));
        let unimported = dependents::unimport_all(&mut file.items, &unused_imports, list);
        let mut removed = false;
        if matches!(what, Sweep::Items | Sweep::ItemsRemoved) {
            let called = |uses: &Uses| &uses.items | &uses.methods;
            let mut unused = Unused {
                names: &items,
                methods: &(&called(before) - &called(&now)),
                list,
                exported: true,
                keeps: what == Sweep::Items,
                types: BTreeSet::new(),
                changed: false,
            };
            unused.items(&mut file.items);
            if !unused.types.is_empty() {
                unused.impls(&mut file.items);
            }
            let fields = &before.fields - &now.fields;
            let unread = !fields.is_empty() && unread_fields(file, &fields);
            removed = unused.changed || unread;
        }
        if !(unbind.changed || unimported || removed) {
            return;
        }
    }
}

/// The standard library's traits (`Read`, `Write`, `Iterator`) whose
/// methods the file called before the edit and calls no longer, and which
/// it does not name: imported for their methods alone, never named, their
/// imports are unused now. (A type among the owners of a method called
/// no longer is taken too: unnamed, its import was unused already.)
fn traits_no_longer_called(before: &BTreeSet<&str>, now: &Uses) -> BTreeSet<String> {
    let still = std_owners(now);
    before
        .iter()
        .filter(|owner| !still.contains(*owner) && !now.items.contains(**owner))
        .map(|owner| owner.to_string())
        .collect()
}

/// The globs (`E::*`, as `dependents::unimport_all` names them) of the
/// file's enums and inline modules whose names the file mentioned before
/// the edit and mentions no longer: `use E::*;` is an unused import once
/// no variant of `E` is named.
fn globs_no_longer_used(file: &syn::File, before: &Uses, now: &Uses) -> BTreeSet<String> {
    let sources = dependents::module_items(file);
    sources
        .into_iter()
        .filter(|(_, names)| {
            names.iter().any(|name| before.items.contains(name))
                && !names.iter().any(|name| now.items.contains(name))
        })
        .map(|(source, _)| format!("{source}::*"))
        .collect()
}

/// The std types and traits that have a method of a name `uses` calls or
/// mentions ([`traits_no_longer_called`]).
fn std_owners(uses: &Uses) -> BTreeSet<&'static str> {
    let called = uses.methods.iter().chain(&uses.items);
    called
        .flat_map(|name| std_methods::owners(name))
        .copied()
        .collect()
}

/// Makes `_` of the bindings of `names`, which nothing reads any longer:
/// `let x = f();` becomes `let _ = f();`, a parameter `x: u8` is `_: u8`.
struct Unbind<'a> {
    names: &'a BTreeSet<(String, String)>,
    /// The locals no longer changed in place, which lose their `mut`.
    unmutated: &'a BTreeSet<(String, String)>,
    /// Whether a `let` whose value only makes one goes whole
    /// ([`Unbind::idle`]): only where the bug is a lint. Under a type
    /// error, the bug may be in that value (`S::new(1u8)` for a `u16`).
    idle_lets: bool,
    scope: Scope,
    changed: bool,
}

impl Unbind<'_> {
    /// Whether `stmt` is a `let` of one name no longer read whose value
    /// only makes a value ([`makes_only`]): the statement goes whole.
    /// As `let _ = Vec::new();` it would have no type (E0282).
    fn idle(&self, stmt: &syn::Stmt) -> bool {
        let syn::Stmt::Local(local) = stmt else {
            return false;
        };
        if !self.idle_lets {
            return false;
        }
        let binding = match &local.pat {
            Pat::Ident(binding) => binding,
            Pat::Type(typed) => match &*typed.pat {
                Pat::Ident(binding) => binding,
                _ => return false,
            },
            _ => return false,
        };
        let unread = self
            .names
            .contains(&self.scope.local(binding.ident.to_string()));
        let init = local.init.as_ref();
        unread && init.is_some_and(|init| init.diverge.is_none() && makes_only(&init.expr))
    }
}

/// Whether `expr` only makes a value, with no effect a bug can be in: a
/// literal, `None`, `T::new()`, `T::default()`, `Default::default()`,
/// `vec![]`, `String::new()`, and arrays and tuples of those.
fn makes_only(expr: &syn::Expr) -> bool {
    use syn::Expr;
    match expr {
        Expr::Lit(_) => true,
        Expr::Path(path) => path.path.is_ident("None"),
        Expr::Call(call) => {
            let maker = matches!(&*call.func, Expr::Path(path)
            if path.path.segments.last().is_some_and(|last| {
                ["new", "default", "with_capacity"].iter().any(|name| last.ident == name)
            }));
            maker && call.args.iter().all(makes_only)
        }
        Expr::Macro(mac) => mac.mac.path.is_ident("vec") && mac.mac.tokens.is_empty(),
        Expr::Array(array) => array.elems.iter().all(makes_only),
        Expr::Tuple(tuple) => tuple.elems.iter().all(makes_only),
        _ => false,
    }
}

impl VisitMut for Unbind<'_> {
    /// A `let` no longer read whose value only makes a value goes whole.
    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        let before = block.stmts.len();
        block.stmts.retain(|stmt| !self.idle(stmt));
        self.changed |= block.stmts.len() < before;
        syn::visit_mut::visit_block_mut(self, block);
    }
    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        let owner = self
            .scope
            .owned_by(receivers::type_name(&block.self_ty).unwrap_or_default());
        syn::visit_mut::visit_item_impl_mut(self, block);
        self.scope.owner = owner;
    }
    fn visit_item_trait_mut(&mut self, t: &mut syn::ItemTrait) {
        let owner = self.scope.owned_by(t.ident.to_string());
        syn::visit_mut::visit_item_trait_mut(self, t);
        self.scope.owner = owner;
    }
    fn visit_signature_mut(&mut self, sig: &mut syn::Signature) {
        self.scope.enter(&sig.ident);
        syn::visit_mut::visit_signature_mut(self, sig);
    }
    fn visit_item_fn_mut(&mut self, f: &mut syn::ItemFn) {
        let outer = self.scope.function.clone();
        syn::visit_mut::visit_item_fn_mut(self, f);
        self.scope.function = outer;
    }
    fn visit_impl_item_fn_mut(&mut self, f: &mut syn::ImplItemFn) {
        let outer = self.scope.function.clone();
        syn::visit_mut::visit_impl_item_fn_mut(self, f);
        self.scope.function = outer;
    }
    fn visit_trait_item_fn_mut(&mut self, f: &mut syn::TraitItemFn) {
        let outer = self.scope.function.clone();
        syn::visit_mut::visit_trait_item_fn_mut(self, f);
        self.scope.function = outer;
    }
    fn visit_pat_mut(&mut self, pat: &mut Pat) {
        if let Pat::Ident(binding) = pat
            && binding.subpat.is_none()
            && !binding.ident.to_string().starts_with(char::is_uppercase)
            && self
                .names
                .contains(&self.scope.local(binding.ident.to_string()))
        {
            *pat = Pat::Wild(syn::PatWild {
                attrs: std::mem::take(&mut binding.attrs),
                underscore_token: Default::default(),
            });
            self.changed = true;
            return;
        }
        if let Pat::Ident(binding) = pat
            && binding.mutability.is_some()
            && binding.by_ref.is_none()
            && self
                .unmutated
                .contains(&self.scope.local(binding.ident.to_string()))
        {
            binding.mutability = None;
            self.changed = true;
        }
        syn::visit_mut::visit_pat_mut(self, pat);
    }
    /// `S { x }` becomes `S { x: _ }`.
    fn visit_field_pat_mut(&mut self, field: &mut syn::FieldPat) {
        syn::visit_mut::visit_field_pat_mut(self, field);
        if field.colon_token.is_none() && matches!(&*field.pat, Pat::Wild(_)) {
            field.colon_token = Some(Default::default());
        }
    }
}

/// The attributes of `item` and the attribute that keeps it unused, if it
/// is kept: a function, a constant, a static, a type alias or a
/// `macro_rules!`, whose bodies may hold the bug.
///
/// rustc takes an item it is told to allow unused for a root of what is
/// used, as a public one, so what it names stays used; a type's trait
/// impls it does not (a type it is told to allow but nothing builds still
/// leaves its impls' helpers unused), and a type goes with them.
fn kept_unused(item: &mut Item) -> Option<(&mut Vec<syn::Attribute>, syn::Attribute)> {
    let dead_code = || syn::parse_quote!(#[allow(dead_code)]);
    Some(match item {
        Item::Fn(f) => (&mut f.attrs, dead_code()),
        Item::Const(c) => (&mut c.attrs, dead_code()),
        Item::Static(s) => (&mut s.attrs, dead_code()),
        Item::Type(t) => (&mut t.attrs, dead_code()),
        Item::Macro(m) => (&mut m.attrs, syn::parse_quote!(#[allow(unused_macros)])),
        _ => return None,
    })
}

/// Removes, or keeps allowed unused, the private items of names nothing
/// mentions any longer.
struct Unused<'a> {
    names: &'a BTreeSet<String>,
    /// The names no longer called as methods nor named as items: those of
    /// an impl's functions and constants that go.
    methods: &'a BTreeSet<String>,
    /// The list the edit cut ([`sweep`]).
    list: *const (),
    /// Whether the module at hand is reachable from outside the crate: the
    /// file's, and a `pub mod` in one that is. A `pub` item of another is
    /// as private as any.
    exported: bool,
    /// Whether functions, methods, constants, statics, aliases and macros
    /// are kept allowed unused rather than removed.
    keeps: bool,
    /// The types removed, whose impls go too.
    types: BTreeSet<String>,
    changed: bool,
}

impl Unused<'_> {
    /// Sweeps `items` and the inline modules in them.
    fn items(&mut self, items: &mut Vec<Item>) {
        let cut_here = std::ptr::eq(items.as_ptr().cast::<()>(), self.list);
        items.retain_mut(|item| {
            match item {
                Item::Mod(module) => {
                    if let Some((_, inner)) = &mut module.content {
                        let public = matches!(module.vis, Visibility::Public(_));
                        let inner_exported = self.exported && public;
                        let outer = std::mem::replace(&mut self.exported, inner_exported);
                        self.items(inner);
                        self.exported = outer;
                    }
                }
                Item::Impl(block) if block.trait_.is_none() => {
                    self.impl_items(&mut block.items);
                }
                Item::Enum(e) if self.hidden(&e.vis) => self.variants(e),
                _ => {}
            }
            if !self.orphaned(item) {
                return true;
            }
            self.changed = true;
            if self.keeps
                && let Some((attrs, allow)) = kept_unused(item)
            {
                attrs.push(allow);
                return true;
            }
            if matches!(item, Item::Struct(_) | Item::Enum(_) | Item::Union(_)) {
                dependents::item_names(item, &mut self.types);
            }
            if cut_here {
                *item = dependents::placeholder();
            }
            cut_here
        });
    }

    /// Whether `item` is a private definition of a name that nothing
    /// mentions any longer.
    fn orphaned(&self, item: &Item) -> bool {
        let named = |vis: &Visibility, attrs: &[syn::Attribute], ident: &syn::Ident| {
            // `const _`, the placeholder among them, is nobody's name.
            ident != "_"
                && self.hidden(vis)
                && unpinned(attrs)
                && self.names.contains(&ident.to_string())
        };
        match item {
            Item::Fn(f) => f.sig.ident != "main" && named(&f.vis, &f.attrs, &f.sig.ident),
            Item::Struct(s) => named(&s.vis, &s.attrs, &s.ident),
            Item::Enum(e) => named(&e.vis, &e.attrs, &e.ident),
            Item::Union(u) => named(&u.vis, &u.attrs, &u.ident),
            Item::Type(t) => named(&t.vis, &t.attrs, &t.ident),
            Item::Const(c) => named(&c.vis, &c.attrs, &c.ident),
            Item::Static(s) => named(&s.vis, &s.attrs, &s.ident),
            Item::Trait(t) => named(&t.vis, &t.attrs, &t.ident),
            Item::Macro(m) => m
                .ident
                .as_ref()
                .is_some_and(|ident| named(&Visibility::Inherited, &m.attrs, ident)),
            _ => false,
        }
    }

    /// Removes the variants of a private enum that nothing names any
    /// longer: rustc calls a variant never built an error as it does a
    /// function never called, and a variant holds no code the bug can be
    /// in.
    fn variants(&mut self, e: &mut syn::ItemEnum) {
        let before = e.variants.len();
        e.variants = std::mem::take(&mut e.variants)
            .into_pairs()
            .filter(|pair| !self.names.contains(&pair.value().ident.to_string()))
            .collect();
        self.changed |= e.variants.len() < before;
    }

    /// Keeps an inherent impl's functions and constants no longer called,
    /// allowed unused: a method can hold the bug as a function can.
    /// Removes them where nothing is kept (not in the list the edit cut,
    /// whose length an impl's item keeps).
    fn impl_items(&mut self, items: &mut Vec<ImplItem>) {
        let goes = |vis: &Visibility, attrs: &[syn::Attribute], ident: &syn::Ident| {
            self.hidden(vis) && unpinned(attrs) && self.methods.contains(&ident.to_string())
        };
        if !self.keeps {
            if std::ptr::eq(items.as_ptr().cast::<()>(), self.list) {
                return;
            }
            let before = items.len();
            items.retain(|item| match item {
                ImplItem::Fn(f) => !goes(&f.vis, &f.attrs, &f.sig.ident),
                ImplItem::Const(c) => !goes(&c.vis, &c.attrs, &c.ident),
                _ => true,
            });
            self.changed |= items.len() < before;
            return;
        }
        let mut changed = false;
        for item in items {
            let attrs = match item {
                ImplItem::Fn(f) if goes(&f.vis, &f.attrs, &f.sig.ident) => &mut f.attrs,
                ImplItem::Const(c) if goes(&c.vis, &c.attrs, &c.ident) => &mut c.attrs,
                _ => continue,
            };
            attrs.push(syn::parse_quote!(#[allow(dead_code)]));
            changed = true;
        }
        self.changed |= changed;
    }

    /// Whether an item of `vis` in the module at hand is out of reach of
    /// other crates.
    fn hidden(&self, vis: &Visibility) -> bool {
        private(vis) || !self.exported
    }

    /// Removes the impls, inherent or of a trait, of the types swept.
    fn impls(&mut self, items: &mut Vec<Item>) {
        let cut_here = std::ptr::eq(items.as_ptr().cast::<()>(), self.list);
        items.retain_mut(|item| {
            if let Item::Mod(module) = item
                && let Some((_, inner)) = &mut module.content
            {
                self.impls(inner);
            }
            let goes = matches!(item, Item::Impl(block)
                if receivers::type_name(&block.self_ty).is_some_and(|t| self.types.contains(&t)));
            if !goes {
                return true;
            }
            if cut_here {
                *item = dependents::placeholder();
            }
            cut_here
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn swept(before: &str, after: &str) -> String {
        let uses = Uses::of(&syn::parse_file(before).unwrap());
        let mut file = syn::parse_file(after).unwrap();
        sweep(&mut file, &uses, std::ptr::null(), Sweep::Items);
        prettyplease::unparse(&file)
    }

    /// A `ref mut` binding borrows what it matches mutably: its `mut`
    /// stays when an assignment to it is cut.
    #[test]
    fn a_ref_mut_binding_keeps_the_mut_of_what_it_matches() {
        let before = "fn f() {\n    let mut b = 1;\n    match b {\n        ref mut c => { c; }\n    }\n    b = 2;\n}\n";
        let after =
            "fn f() {\n    let mut b = 1;\n    match b {\n        ref mut c => { c; }\n    }\n}\n";
        let kept = swept(before, after);
        assert!(kept.contains("let mut b = 1;"), "{kept}");
        let by_let = "fn f() {\n    let mut b = 1;\n    let ref mut c = b;\n    c;\n}\n";
        assert!(swept(&by_let.replace("c;", "c; b = 2;"), by_let).contains("let mut b"));
        // Without `ref mut`, the `mut` goes with the assignment.
        let cut = swept(
            &before.replace("ref mut c", "c"),
            &after.replace("ref mut c", "c"),
        );
        assert!(cut.contains("let b = 1;"), "{cut}");
    }

    #[test]
    fn a_call_cut_keeps_the_private_function_only_it_called_allowed_unused() {
        let before = "use std::cmp;\nfn helper() -> usize { cmp::max(1, 2) }\nconst C: u8 = 1;\nfn used() {}\npub fn f() -> usize { used(); helper() + C as usize }\n";
        let after = "use std::cmp;\nfn helper() -> usize { cmp::max(1, 2) }\nconst C: u8 = 1;\nfn used() {}\npub fn f() -> usize { used(); 0 }\n";
        assert_eq!(
            swept(before, after),
            "use std::cmp;\n#[allow(dead_code)]\nfn helper() -> usize {\n    cmp::max(1, 2)\n}\n#[allow(dead_code)]\nconst C: u8 = 1;\nfn used() {}\npub fn f() -> usize {\n    used();\n    0\n}\n"
        );
    }

    /// The function the bug is in, at the end of a chain of calls that a
    /// cut breaks, stays; what it calls stays used.
    #[test]
    fn a_chain_cut_keeps_its_functions_and_what_they_call() {
        let chain = "fn c() -> u8 { d() }\nfn d() -> u8 { loop {} }\n";
        let before = format!("fn b() -> u8 {{ c() }}\n{chain}pub fn a() -> u8 {{ b() }}\n");
        let after = format!("fn b() -> u8 {{ 0 }}\n{chain}pub fn a() -> u8 {{ b() }}\n");
        assert_eq!(
            swept(&before, &after),
            "fn b() -> u8 {\n    0\n}\n#[allow(dead_code)]\nfn c() -> u8 {\n    d()\n}\nfn d() -> u8 {\n    loop {}\n}\npub fn a() -> u8 {\n    b()\n}\n"
        );
    }

    #[test]
    fn where_dead_code_is_forbidden_what_a_cut_left_unused_goes() {
        let before = "struct S;\nimpl S { fn m(&self) {} fn n(&self) {} }\nfn helper() {}\npub fn f() { helper(); S.m(); S.n(); }\n";
        let after = "struct S;\nimpl S { fn m(&self) {} fn n(&self) {} }\nfn helper() {}\npub fn f() { S.m(); }\n";
        let uses = Uses::of(&syn::parse_file(before).unwrap());
        let mut file = syn::parse_file(after).unwrap();
        sweep(&mut file, &uses, std::ptr::null(), Sweep::ItemsRemoved);
        assert_eq!(
            prettyplease::unparse(&file),
            "struct S;\nimpl S {\n    fn m(&self) {}\n}\npub fn f() {\n    S.m();\n}\n"
        );
    }

    #[test]
    fn what_was_unused_before_the_edit_stays() {
        let before = "fn dead() {}\nfn helper() {}\npub fn f() { helper(); }\n";
        let after = "fn dead() {}\nfn helper() {}\npub fn f() {}\n";
        assert_eq!(
            swept(before, after),
            "fn dead() {}\n#[allow(dead_code)]\nfn helper() {}\npub fn f() {}\n"
        );
    }

    #[test]
    fn a_public_item_and_one_an_attribute_keeps_stay() {
        let kept = "pub fn api() {}\n#[allow(dead_code)]\nfn kept() {}\n#[no_mangle]\nextern \"C\" fn symbol() {}\n#[test]\nfn check() { kept(); }\n";
        let before = format!("{kept}pub fn f() {{ api(); kept(); symbol(); check(); }}\n");
        let after = &format!("{kept}pub fn f() {{}}\n");
        let unchanged = prettyplease::unparse(&syn::parse_file(after).unwrap());
        assert_eq!(swept(&before, after), unchanged);
    }

    #[test]
    fn a_method_no_longer_called_stays_and_a_type_no_longer_named_takes_its_impl() {
        let before =
            "struct S;\nimpl S { fn m(&self) {} fn n(&self) {} }\npub fn f() { S.m(); S.n(); }\n";
        let one = "struct S;\nimpl S { fn m(&self) {} fn n(&self) {} }\npub fn f() { S.m(); }\n";
        assert_eq!(
            swept(before, one),
            "struct S;\nimpl S {\n    fn m(&self) {}\n    #[allow(dead_code)]\n    fn n(&self) {}\n}\npub fn f() {\n    S.m();\n}\n"
        );
        let none = "struct S;\nimpl S { fn m(&self) {} fn n(&self) {} }\npub fn f() {}\n";
        assert_eq!(swept(before, none), "pub fn f() {}\n");
    }

    #[test]
    fn a_glob_of_what_is_no_longer_named_goes() {
        let before = "#[derive(PartialEq)]\nenum E { A }\nuse E::*;\nmod m { pub fn f() {} }\nuse m::*;\npub fn g(e: E) { if e == A { f() } }\n";
        let after = "#[derive(PartialEq)]\nenum E { A }\nuse E::*;\nmod m { pub fn f() {} }\nuse m::*;\npub fn g(e: E) { f() }\n";
        assert_eq!(
            swept(before, after),
            "#[derive(PartialEq)]\nenum E {}\nmod m {\n    pub fn f() {}\n}\nuse m::*;\npub fn g(_: E) {\n    f()\n}\n"
        );
    }

    #[test]
    fn a_variant_no_longer_named_goes() {
        let before = "enum E { A, B(u8), C }\npub enum P { X, Y }\npub fn f(e: E) -> u8 { let _ = (E::A, E::B(1), P::X); match e { E::C => 0, _ => 1 } }\n";
        let after = "enum E { A, B(u8), C }\npub enum P { X, Y }\npub fn f(e: E) -> u8 { match e { E::C => 0, _ => 1 } }\n";
        assert_eq!(
            swept(before, after),
            "enum E {\n    C,\n}\npub enum P {\n    X,\n    Y,\n}\npub fn f(e: E) -> u8 {\n    match e {\n        E::C => 0,\n        _ => 1,\n    }\n}\n"
        );
    }

    #[test]
    fn a_trait_imported_for_methods_no_longer_called_goes() {
        let before = "use std::io::{Read, Write};\npub fn f(mut r: std::fs::File, w: &mut Vec<u8>) { let mut b = [0]; r.read(&mut b); w.write(&b); }\n";
        let after = "use std::io::{Read, Write};\npub fn f(mut r: std::fs::File, w: &mut Vec<u8>) { let mut b = [0]; w.write(&b); }\n";
        assert_eq!(
            swept(before, after),
            "use std::io::Write;\npub fn f(_: std::fs::File, w: &mut Vec<u8>) {\n    let b = [0];\n    w.write(&b);\n}\n"
        );
    }

    #[test]
    fn a_let_no_longer_read_whose_value_only_makes_one_goes_whole() {
        let before = "fn c(_: &mut Vec<u8>) {}\npub fn f() -> u8 { let mut v = Vec::new(); let n: u8 = 0; let s = String::new(); c(&mut v); let w = vec![]; c(&mut w.clone()); n + s.len() as u8 }\n";
        let after = "fn c(_: &mut Vec<u8>) {}\npub fn f() -> u8 { let mut v = Vec::new(); let n: u8 = 0; let s = String::new(); let w = vec![]; c(&mut w.clone()); 1 }\n";
        assert_eq!(
            swept(before, after),
            "fn c(_: &mut Vec<u8>) {}\npub fn f() -> u8 {\n    let w = vec![];\n    c(&mut w.clone());\n    1\n}\n"
        );
    }

    #[test]
    fn a_binding_no_longer_read_becomes_a_wildcard() {
        let before = "pub fn f(a: u8, b: u8) -> u8 { let c = a; let S { d } = s(); c + b + d }\n";
        let after = "pub fn f(a: u8, b: u8) -> u8 { let c = a; let S { d } = s(); b }\n";
        assert_eq!(
            swept(before, after),
            "pub fn f(a: u8, b: u8) -> u8 {\n    let _ = a;\n    let S { d: _ } = s();\n    b\n}\n"
        );
    }

    #[test]
    fn a_local_of_an_imports_name_is_not_a_use_of_the_import() {
        let before =
            "use core::ptr;\npub fn f(ptr: *const u8) -> u8 { unsafe { ptr::read(ptr) } }\n";
        let after = "use core::ptr;\npub fn f(ptr: *const u8) -> u8 { unsafe { *ptr } }\n";
        assert_eq!(
            swept(before, after),
            "pub fn f(ptr: *const u8) -> u8 {\n    unsafe { *ptr }\n}\n"
        );
    }

    #[test]
    fn an_import_goes_name_by_name() {
        let before = "use core::ptr::{self, NonNull};\npub fn f(p: NonNull<u8>) { ptr::drop_in_place(p.as_ptr()) }\n";
        let after = "use core::ptr::{self, NonNull};\npub fn f(p: NonNull<u8>) {}\n";
        assert_eq!(
            swept(before, after),
            "use core::ptr::NonNull;\npub fn f(_: NonNull<u8>) {}\n"
        );
    }

    #[test]
    fn a_binding_is_known_by_its_function() {
        let before = "fn g(ptr: u8) -> u8 { ptr }\nfn h(ptr: u8) {}\npub fn f() { g(1); h(2); }\n";
        let after = "fn g(ptr: u8) -> u8 { 0 }\nfn h(ptr: u8) {}\npub fn f() { g(1); h(2); }\n";
        assert_eq!(
            swept(before, after),
            "fn g(_: u8) -> u8 {\n    0\n}\nfn h(ptr: u8) {}\npub fn f() {\n    g(1);\n    h(2);\n}\n"
        );
    }

    #[test]
    fn a_field_no_longer_read_goes_with_its_constructions_and_writes() {
        let before = "struct S { a: u8, b: u8 }\nimpl S { fn m(&mut self) -> u8 { self.a += 1; self.b = 2; self.a + self.b } }\npub fn f() -> u8 { let mut s = S { a: 1, b: 2 }; s.m() }\n";
        let after = "struct S { a: u8, b: u8 }\nimpl S { fn m(&mut self) -> u8 { self.a += 1; self.b = 2; self.b } }\npub fn f() -> u8 { let mut s = S { a: 1, b: 2 }; s.m() }\n";
        assert_eq!(
            swept(before, after),
            "struct S {\n    b: u8,\n}\nimpl S {\n    fn m(&mut self) -> u8 {\n        self.b = 2;\n        self.b\n    }\n}\npub fn f() -> u8 {\n    let mut s = S { b: 2 };\n    s.m()\n}\n"
        );
    }

    #[test]
    fn a_local_no_longer_changed_loses_its_mut() {
        let before = "pub fn f(v: &[u8]) -> u8 { let mut a = 0; let mut b = 0; for x in v { a = *x; b += 1; } a + b }\n";
        let after = "pub fn f(v: &[u8]) -> u8 { let mut a = 0; let mut b = 0; for x in v { b += 1; } a + b }\n";
        assert_eq!(
            swept(before, after),
            "pub fn f(v: &[u8]) -> u8 {\n    let a = 0;\n    let mut b = 0;\n    for _ in v {\n        b += 1;\n    }\n    a + b\n}\n"
        );
    }

    #[test]
    fn bindings_and_imports_go_but_items_stay_where_dead_code_is_no_error() {
        // A `let` of a literal stays too, as `_`: under a type error, the
        // bug may be in its value.
        let before = "use std::cmp;\nfn helper(a: u8) -> u8 { cmp::max(a, 1) }\npub fn f() -> u8 { let x = 1; helper(x) }\n";
        let mut file = syn::parse_file(
            "use std::cmp;\nfn helper(a: u8) -> u8 { 0 }\npub fn f() -> u8 { let x = 1; 0 }\n",
        )
        .unwrap();
        let uses = Uses::of(&syn::parse_file(before).unwrap());
        sweep(&mut file, &uses, std::ptr::null(), Sweep::Bindings);
        assert_eq!(
            prettyplease::unparse(&file),
            "fn helper(_: u8) -> u8 {\n    0\n}\npub fn f() -> u8 {\n    let _ = 1;\n    0\n}\n"
        );
    }

    #[test]
    fn a_public_item_of_a_private_module_is_swept_unless_a_pub_use_exports_it() {
        let before = "mod m { pub fn a() {} pub fn b() {} pub fn c() {} }\npub use m::c;\npub mod p { pub fn d() {} }\npub fn f() { m::a(); m::b(); m::c(); p::d(); }\n";
        let after = "mod m { pub fn a() {} pub fn b() {} pub fn c() {} }\npub use m::c;\npub mod p { pub fn d() {} }\npub fn f() { m::a(); }\n";
        assert_eq!(
            swept(before, after),
            "mod m {\n    pub fn a() {}\n    #[allow(dead_code)]\n    pub fn b() {}\n    pub fn c() {}\n}\npub use m::c;\npub mod p {\n    pub fn d() {}\n}\npub fn f() {\n    m::a();\n}\n"
        );
    }

    #[test]
    fn a_type_only_impls_name_goes_with_its_trait_impls_and_what_they_used_stays_allowed() {
        let before = "struct S<T>(T);\nstruct Inner;\nfn helper() -> u8 { 0 }\nimpl Default for S<Inner> { fn default() -> Self { helper(); S(Inner) } }\npub fn f() { S::<Inner>::default(); }\n";
        let after = "struct S<T>(T);\nstruct Inner;\nfn helper() -> u8 { 0 }\nimpl Default for S<Inner> { fn default() -> Self { helper(); S(Inner) } }\npub fn f() {}\n";
        assert_eq!(
            swept(before, after),
            "#[allow(dead_code)]\nfn helper() -> u8 {\n    0\n}\npub fn f() {}\n"
        );
    }

    #[test]
    fn a_method_of_an_imports_name_is_no_use_of_the_import() {
        let before = "use core::iter;\npub fn f<T: iter::FromIterator<u8>>(v: &[u8]) -> usize { v.iter().count() }\n";
        let after = "use core::iter;\npub fn f(v: &[u8]) -> usize { v.iter().count() }\n";
        assert_eq!(
            swept(before, after),
            "pub fn f(v: &[u8]) -> usize {\n    v.iter().count()\n}\n"
        );
    }

    #[test]
    fn a_name_a_format_string_captures_is_read() {
        let before = "pub fn f() { let x = 1; let y = 2; println!(\"{x} {}\", y); }\n";
        let after = "pub fn f() { let x = 1; let y = 2; println!(\"{x}\"); }\n";
        assert_eq!(
            swept(before, after),
            "pub fn f() {\n    let x = 1;\n    println!(\"{x}\");\n}\n"
        );
    }

    #[test]
    fn an_item_cut_from_the_list_leaves_a_placeholder_there() {
        let before = "struct S;\npub fn f() { S; }\n";
        let mut file = syn::parse_file("struct S;\npub fn f() {}\n").unwrap();
        let list = file.items.as_ptr().cast::<()>();
        let uses = Uses::of(&syn::parse_file(before).unwrap());
        sweep(&mut file, &uses, list, Sweep::Items);
        assert_eq!(
            prettyplease::unparse(&file),
            "const _: () = ();\npub fn f() {}\n"
        );
    }
}
