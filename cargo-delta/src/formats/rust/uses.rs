//! What a Rust file uses, by name: the items its code names, the
//! locals each function reads, the fields read and the locals changed in
//! place. Comparing a file's uses before and after a change tells what
//! the change left unused (`orphans.rs`).
//!
//! Names are identifiers, not resolved paths: a local of an import's name
//! (`ptr` the parameter, `ptr` the module) is told apart by where it
//! stands, a path of one name that a pattern of the function binds; a
//! macro's tokens count as every kind of use, since they do not say.

use std::collections::BTreeSet;

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::Visit;
use syn::Visibility;

use super::receivers;

/// The names a file uses, told apart by what they may name.
#[derive(Debug, Default)]
pub struct Uses {
    /// Names that may be an item's: paths, types, methods, fields, and
    /// every identifier in a macro's tokens. Not the name an item's own
    /// definition gives it, nor a `use`'s imports.
    pub items: BTreeSet<String>,
    /// Names read as a local variable, by the function they are read in
    /// ([`Scope`]): a path of one name that a pattern of the function
    /// binds, or an identifier in a macro's tokens (a format string's
    /// `{x}` among them).
    pub locals: BTreeSet<(String, String)>,
    /// The fields read: `x.a` but where it is assigned to (`x.a = 1;`,
    /// which rustc does not count as a read), and every identifier in a
    /// macro's tokens.
    pub fields: BTreeSet<String>,
    /// The methods called (`x.len()`): uses of a method of that name, not
    /// of an item (an import of `core::iter` is no use of `.iter()`).
    pub methods: BTreeSet<String>,
    /// The locals changed in place, by function: assigned to, borrowed
    /// `&mut`, a method's receiver or a closure called (either may need
    /// `&mut`), or named in a macro.
    pub mutated: BTreeSet<(String, String)>,
}

impl Uses {
    /// What `file` uses.
    pub fn of(file: &syn::File) -> Uses {
        let mut collect = Collect {
            uses: Uses::default(),
            bound: Vec::new(),
            inherent: false,
            scope: Scope::default(),
        };
        collect.visit_file(file);
        collect.uses
    }
}

/// Whether `pat` binds a name by `ref mut`, at any depth.
fn binds_ref_mut(pat: &syn::Pat) -> bool {
    struct Find(bool);
    impl<'a> Visit<'a> for Find {
        fn visit_pat_ident(&mut self, pat: &'a syn::PatIdent) {
            self.0 |= pat.by_ref.is_some() && pat.mutability.is_some();
            syn::visit::visit_pat_ident(self, pat);
        }
    }
    let mut find = Find(false);
    find.visit_pat(pat);
    find.0
}

/// Whether `op` assigns (`+=`, `<<=`).
pub fn compound(op: &syn::BinOp) -> bool {
    use syn::BinOp::*;
    matches!(
        op,
        AddAssign(_)
            | SubAssign(_)
            | MulAssign(_)
            | DivAssign(_)
            | RemAssign(_)
            | BitXorAssign(_)
            | BitAndAssign(_)
            | BitOrAssign(_)
            | ShlAssign(_)
            | ShrAssign(_)
    )
}

/// Gathers a file's [`Uses`].
struct Collect {
    uses: Uses,
    /// The names the patterns of each function around bind, innermost
    /// last.
    bound: Vec<BTreeSet<String>>,
    /// Whether the items visited are an inherent impl's.
    inherent: bool,
    scope: Scope,
}

/// The function a name is read or bound in, as `Owner::name` (the type of
/// its impl or its trait; nothing for a free function): the same name in
/// two functions is two variables, and a binding the bug leaves unused
/// (`unused variable: ptr`) must not become `_` because another function's
/// `ptr` lost its last read.
#[derive(Default)]
pub struct Scope {
    pub owner: String,
    pub function: String,
}

impl Scope {
    /// Enters the function `ident`; what to restore on leaving it.
    pub fn enter(&mut self, ident: &syn::Ident) -> String {
        let key = format!("{}::{ident}", self.owner);
        std::mem::replace(&mut self.function, key)
    }

    /// Enters an impl of `self_ty` or a trait: what to restore on leaving.
    pub fn owned_by(&mut self, owner: String) -> String {
        std::mem::replace(&mut self.owner, owner)
    }

    pub fn local(&self, name: String) -> (String, String) {
        (self.function.clone(), name)
    }
}

impl Collect {
    /// A use of the item `ident` names; not inside an impl of it (or a
    /// trait of that name): a type built only by its own `default()` is
    /// never built.
    fn item(&mut self, ident: &syn::Ident) {
        if ident != self.scope.owner.as_str() {
            self.uses.items.insert(ident.to_string());
        }
    }

    /// Both kinds: a macro's tokens do not say what they name.
    fn tokens(&mut self, tokens: TokenStream) {
        for tree in tokens {
            match tree {
                TokenTree::Ident(ident) => {
                    self.uses.items.insert(ident.to_string());
                    self.uses.fields.insert(ident.to_string());
                    self.uses
                        .mutated
                        .insert(self.scope.local(ident.to_string()));
                    self.uses.locals.insert(self.scope.local(ident.to_string()));
                }
                TokenTree::Group(group) => self.tokens(group.stream()),
                TokenTree::Literal(literal) => {
                    for name in captured(&literal.to_string()) {
                        self.uses.items.insert(name.clone());
                        self.uses.locals.insert(self.scope.local(name));
                    }
                }
                TokenTree::Punct(_) => {}
            }
        }
    }

    /// Records the local at the root of `place` (`x` of `x.a[1]`) as
    /// changed in place.
    fn mutates(&mut self, mut place: &syn::Expr) {
        loop {
            place = match place {
                syn::Expr::Field(field) => &field.base,
                syn::Expr::Index(index) => &index.expr,
                syn::Expr::Paren(paren) => &paren.expr,
                syn::Expr::Path(path) => {
                    if let Some(ident) = path.path.get_ident() {
                        self.uses
                            .mutated
                            .insert(self.scope.local(ident.to_string()));
                    }
                    return;
                }
                _ => return,
            }
        }
    }

    /// Visits what is assigned to: a field's owner, not the field.
    fn assigned(&mut self, target: &syn::Expr) {
        self.mutates(target);
        match target {
            syn::Expr::Field(field) => {
                self.visit_expr(&field.base);
                self.visit_member(&field.member);
            }
            other => self.visit_expr(other),
        }
    }

    /// Visits the type an impl is for but its own name: an impl, trait or
    /// inherent, is no use of its type (rustc calls a struct that only
    /// impls name never constructed), and goes with it. What the type's
    /// arguments and path name (`Inner` of `Wrapper<Inner>`) is used.
    fn self_type(&mut self, ty: &syn::Type) {
        let syn::Type::Path(path) = ty else {
            return self.visit_type(ty);
        };
        if let Some(qself) = &path.qself {
            self.visit_type(&qself.ty);
        }
        let segments = path.path.segments.iter();
        let last = path.path.segments.len().saturating_sub(1);
        for (i, segment) in segments.enumerate() {
            if i < last {
                self.item(&segment.ident);
            }
            self.visit_path_arguments(&segment.arguments);
        }
    }

    /// Visits a function's signature but its name, and its body, with the
    /// names its patterns bind known.
    fn function(&mut self, sig: &syn::Signature, block: Option<&syn::Block>) {
        let mut binds = Binds(BTreeSet::new());
        binds.visit_signature(sig);
        if let Some(block) = block {
            binds.visit_block(block);
        }
        self.bound.push(binds.0);
        let outer = self.scope.enter(&sig.ident);
        self.visit_generics(&sig.generics);
        for input in &sig.inputs {
            self.visit_fn_arg(input);
        }
        self.visit_return_type(&sig.output);
        if let Some(block) = block {
            self.visit_block(block);
        }
        self.scope.function = outer;
        self.bound.pop();
    }
}

impl<'a> Visit<'a> for Collect {
    fn visit_ident(&mut self, ident: &'a syn::Ident) {
        self.item(ident);
    }
    /// A `pub use` exports what it names; another `use` is no use.
    fn visit_item_use(&mut self, import: &'a syn::ItemUse) {
        if matches!(import.vis, Visibility::Public(_)) {
            syn::visit::visit_item_use(self, import);
        }
    }
    fn visit_lifetime(&mut self, _: &'a syn::Lifetime) {}
    fn visit_macro(&mut self, mac: &'a syn::Macro) {
        self.visit_path(&mac.path);
        self.tokens(mac.tokens.clone());
    }
    fn visit_attribute(&mut self, attr: &'a syn::Attribute) {
        use quote::ToTokens;
        self.tokens(attr.meta.to_token_stream());
    }
    fn visit_item_fn(&mut self, f: &'a syn::ItemFn) {
        f.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.function(&f.sig, Some(&f.block));
    }
    fn visit_impl_item_fn(&mut self, f: &'a syn::ImplItemFn) {
        f.attrs.iter().for_each(|a| self.visit_attribute(a));
        if !self.inherent {
            self.item(&f.sig.ident);
        }
        self.function(&f.sig, Some(&f.block));
    }
    fn visit_trait_item_fn(&mut self, f: &'a syn::TraitItemFn) {
        f.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.item(&f.sig.ident);
        self.function(&f.sig, f.default.as_ref());
    }
    fn visit_expr_closure(&mut self, closure: &'a syn::ExprClosure) {
        let mut binds = Binds(BTreeSet::new());
        binds.visit_expr_closure(closure);
        self.bound.push(binds.0);
        syn::visit::visit_expr_closure(self, closure);
        self.bound.pop();
    }
    fn visit_item_impl(&mut self, block: &'a syn::ItemImpl) {
        let outer = std::mem::replace(&mut self.inherent, block.trait_.is_none());
        let owner = self
            .scope
            .owned_by(receivers::type_name(&block.self_ty).unwrap_or_default());
        block.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.visit_generics(&block.generics);
        if let Some((_, path, _)) = &block.trait_ {
            self.visit_path(path);
        }
        self.self_type(&block.self_ty);
        block
            .items
            .iter()
            .for_each(|item| self.visit_impl_item(item));
        self.inherent = outer;
        self.scope.owner = owner;
    }
    fn visit_impl_item_const(&mut self, c: &'a syn::ImplItemConst) {
        c.attrs.iter().for_each(|a| self.visit_attribute(a));
        if !self.inherent {
            self.item(&c.ident);
        }
        self.visit_type(&c.ty);
        self.visit_expr(&c.expr);
    }
    fn visit_item_struct(&mut self, s: &'a syn::ItemStruct) {
        s.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.visit_generics(&s.generics);
        self.visit_fields(&s.fields);
    }
    fn visit_item_enum(&mut self, e: &'a syn::ItemEnum) {
        e.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.visit_generics(&e.generics);
        e.variants.iter().for_each(|v| self.visit_variant(v));
    }
    /// A variant's definition is no use of its name.
    fn visit_variant(&mut self, v: &'a syn::Variant) {
        v.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.visit_fields(&v.fields);
        if let Some((_, discriminant)) = &v.discriminant {
            self.visit_expr(discriminant);
        }
    }
    fn visit_item_union(&mut self, u: &'a syn::ItemUnion) {
        u.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.visit_generics(&u.generics);
        self.visit_fields_named(&u.fields);
    }
    fn visit_item_type(&mut self, t: &'a syn::ItemType) {
        t.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.visit_generics(&t.generics);
        self.visit_type(&t.ty);
    }
    fn visit_item_const(&mut self, c: &'a syn::ItemConst) {
        c.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.visit_type(&c.ty);
        self.visit_expr(&c.expr);
    }
    fn visit_item_static(&mut self, s: &'a syn::ItemStatic) {
        s.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.visit_type(&s.ty);
        self.visit_expr(&s.expr);
    }
    fn visit_item_trait(&mut self, t: &'a syn::ItemTrait) {
        t.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.visit_generics(&t.generics);
        t.supertraits
            .iter()
            .for_each(|b| self.visit_type_param_bound(b));
        let owner = self.scope.owned_by(t.ident.to_string());
        t.items.iter().for_each(|item| self.visit_trait_item(item));
        self.scope.owner = owner;
    }
    fn visit_item_macro(&mut self, m: &'a syn::ItemMacro) {
        m.attrs.iter().for_each(|a| self.visit_attribute(a));
        match &m.ident {
            // A `macro_rules!`: its name is its definition's.
            Some(_) => self.tokens(m.mac.tokens.clone()),
            None => self.visit_macro(&m.mac),
        }
    }
    /// A binding defines its name; a pattern of a capitalised name (`None`,
    /// `MAX`) names an item.
    fn visit_pat_ident(&mut self, pat: &'a syn::PatIdent) {
        if pat.ident.to_string().starts_with(char::is_uppercase) {
            self.item(&pat.ident);
        }
        if let Some((_, sub)) = &pat.subpat {
            self.visit_pat(sub);
        }
    }
    /// A `ref mut` binding in an arm borrows the scrutinee mutably.
    fn visit_expr_match(&mut self, node: &'a syn::ExprMatch) {
        if node.arms.iter().any(|arm| binds_ref_mut(&arm.pat)) {
            self.mutates(&node.expr);
        }
        syn::visit::visit_expr_match(self, node);
    }
    /// `if let` and `while let`: a `ref mut` binding borrows the value
    /// mutably.
    fn visit_expr_let(&mut self, node: &'a syn::ExprLet) {
        if binds_ref_mut(&node.pat) {
            self.mutates(&node.expr);
        }
        syn::visit::visit_expr_let(self, node);
    }
    fn visit_local(&mut self, node: &'a syn::Local) {
        if let Some(init) = node.init.as_ref().filter(|_| binds_ref_mut(&node.pat)) {
            self.mutates(&init.expr);
        }
        syn::visit::visit_local(self, node);
    }
    fn visit_expr_reference(&mut self, reference: &'a syn::ExprReference) {
        if reference.mutability.is_some() {
            self.mutates(&reference.expr);
        }
        syn::visit::visit_expr_reference(self, reference);
    }
    fn visit_expr_method_call(&mut self, call: &'a syn::ExprMethodCall) {
        self.mutates(&call.receiver);
        call.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.visit_expr(&call.receiver);
        self.uses.methods.insert(call.method.to_string());
        if let Some(turbofish) = &call.turbofish {
            self.visit_angle_bracketed_generic_arguments(turbofish);
        }
        call.args.iter().for_each(|arg| self.visit_expr(arg));
    }
    fn visit_expr_call(&mut self, call: &'a syn::ExprCall) {
        self.mutates(&call.func);
        syn::visit::visit_expr_call(self, call);
    }
    /// `x.a` reads the field `a`, and names no item.
    fn visit_expr_field(&mut self, field: &'a syn::ExprField) {
        if let syn::Member::Named(name) = &field.member {
            self.uses.fields.insert(name.to_string());
        }
        field.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.visit_expr(&field.base);
    }
    fn visit_expr_assign(&mut self, assign: &'a syn::ExprAssign) {
        assign.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.assigned(&assign.left);
        self.visit_expr(&assign.right);
    }
    fn visit_expr_binary(&mut self, binary: &'a syn::ExprBinary) {
        if !compound(&binary.op) {
            return syn::visit::visit_expr_binary(self, binary);
        }
        binary.attrs.iter().for_each(|a| self.visit_attribute(a));
        self.assigned(&binary.left);
        self.visit_expr(&binary.right);
    }
    /// `S { x }` binds `x`: its field's name is the binding's.
    fn visit_field_pat(&mut self, field: &'a syn::FieldPat) {
        match field.colon_token {
            None => self.visit_pat(&field.pat),
            Some(_) => syn::visit::visit_field_pat(self, field),
        }
    }
    fn visit_expr_path(&mut self, path: &'a syn::ExprPath) {
        let local = match (&path.qself, path.path.get_ident()) {
            (None, Some(ident)) => self
                .bound
                .iter()
                .any(|names| names.contains(&ident.to_string()))
                .then_some(ident),
            _ => None,
        };
        match local {
            Some(ident) => {
                self.uses.locals.insert(self.scope.local(ident.to_string()));
            }
            None => syn::visit::visit_expr_path(self, path),
        }
    }
}

/// The names a format string captures (`x` and `y` of `"{x} {y:?}"`),
/// from a literal's source text.
pub fn captured(literal: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = literal;
    while let Some(open) = rest.find('{') {
        rest = &rest[open + 1..];
        if rest.starts_with('{') {
            rest = &rest[1..];
            continue;
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.starts_with(|c: char| c.is_alphabetic() || c == '_') {
            names.push(name);
        }
    }
    names
}

/// The names patterns bind.
pub struct Binds(pub BTreeSet<String>);

impl<'a> Visit<'a> for Binds {
    fn visit_pat_ident(&mut self, pat: &'a syn::PatIdent) {
        self.0.insert(pat.ident.to_string());
        syn::visit::visit_pat_ident(self, pat);
    }
}

/// Whether an item is visible only inside the crate: not `pub`, which a
/// library exports.
pub fn private(vis: &Visibility) -> bool {
    !matches!(vis, Visibility::Public(_))
}

/// Whether no attribute keeps an item alive unused: an exported symbol,
/// a test, an `allow` or `expect` of the lint, a macro exported.
pub fn unpinned(attrs: &[syn::Attribute]) -> bool {
    const PINS: [&str; 9] = [
        "no_mangle",
        "export_name",
        "test",
        "bench",
        "allow",
        "expect",
        "used",
        "unsafe",
        "macro_export",
    ];
    !attrs.iter().any(|attr| {
        let path = attr.path();
        PINS.iter().any(|pin| path.is_ident(pin))
    })
}
