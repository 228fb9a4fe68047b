//! The syntax tree as delta-test walks it: each node is a list to cut (the
//! items of a file, the statements of a block, the fields of a struct, a
//! macro invocation's tokens...)
//! or an element with lists and elements inside it. A path is a list of
//! child indices from the file down, so one function ([`Node::children`])
//! both lists what is inside a node and leads to it.

use std::ops::Range;

use delta_test::Subset;
use proc_macro2::TokenStream;

use super::tokens;
use super::types::{self, Slot};
use syn::punctuated::Punctuated;
use syn::{
    Arm, Attribute, Block, Expr, Fields, FnArg, GenericParam, Generics, ImplItem, Item,
    PathArguments, Signature, Stmt, TraitItem, TypeParamBound, UseTree, Variant, WhereClause,
    WherePredicate,
};

/// A node of a parsed file, borrowed mutably so that an edit can reach it.
pub enum Node<'a> {
    /// The file: its items, then its inner attributes (`#![...]`).
    File(&'a mut syn::File),
    /// Items of a file or a module.
    Items(&'a mut Vec<Item>),
    /// One item.
    Item(&'a mut Item),
    /// The items of an `impl` block.
    ImplItems(&'a mut Vec<ImplItem>),
    /// One of them.
    ImplItem(&'a mut ImplItem),
    /// The items of a trait.
    TraitItems(&'a mut Vec<TraitItem>),
    /// One of them.
    TraitItem(&'a mut TraitItem),
    /// Attributes, derives included.
    Attrs(&'a mut Vec<Attribute>),
    /// The fields of a struct, a union or a variant.
    Fields(&'a mut Fields),
    /// The variants of an enum.
    Variants(&'a mut Punctuated<Variant, syn::Token![,]>),
    /// One variant.
    Variant(&'a mut Variant),
    /// Generic parameters.
    Params(&'a mut Punctuated<GenericParam, syn::Token![,]>),
    /// The predicates of a where clause (none: no clause).
    Predicates(&'a mut Option<WhereClause>),
    /// A function's body, which may be replaced whole.
    Body(&'a mut Block),
    /// The statements of a block.
    Stmts(&'a mut Vec<Stmt>),
    /// One statement.
    Stmt(&'a mut Stmt),
    /// An expression.
    Expr(&'a mut Expr),
    /// The arms of a `match`.
    Arms(&'a mut Vec<Arm>),
    /// One arm.
    Arm(&'a mut Arm),
    /// Trait and lifetime bounds: `T: Clone + Debug`, a trait's supertraits.
    Bounds(&'a mut Punctuated<TypeParamBound, syn::Token![+]>),
    /// A function's parameters (cut with their arguments at its calls in
    /// the file, `calls.rs`).
    Inputs(&'a mut Punctuated<FnArg, syn::Token![,]>),
    /// The parameter types of a closure's trait (`(A, B)` in `F: Fn(A,
    /// B)` or `dyn Fn(A, B)`): one can go where no call passes it.
    TypeList(&'a mut Punctuated<syn::Type, syn::Token![,]>),
    /// A closure's parameters (`|c, d|`): one its body no longer reads
    /// can go where nothing calls the closure with it (a test tells).
    ClosureInputs(&'a mut Punctuated<syn::Pat, syn::Token![,]>),
    /// A macro invocation's tokens, and the path to a bracketed group in
    /// them whose tokens are cut (empty: the invocation's own).
    Tokens(&'a mut TokenStream, Vec<usize>),
    /// An array literal's elements (cut with the length of the type that
    /// fixes it, `arrays.rs`).
    Elements(&'a mut Punctuated<Expr, syn::Token![,]>),
    /// The names of a `use` group (`{Path, PathBuf}` in `use
    /// std::path::{Path, PathBuf};`), groups inside it too.
    UseTrees(&'a mut Punctuated<UseTree, syn::Token![,]>),
    /// The rules of a `macro_rules!`, cut whole (`tokens::rules`); the
    /// tokens of each rule's matcher and body are cut inside them.
    Rules(&'a mut TokenStream),
    /// A type: a function's return type, a `let`'s annotation, a field's
    /// or a parameter's type, one inside another (`types.rs`).
    Type(Slot<'a>),
    /// The traits an attribute derives, if it is a `#[derive(..)]` of
    /// more than one, or the lints of a lint level of more than one (an
    /// empty list otherwise): one goes while the others stay, `Default`
    /// with its variant's `#[default]` (`derives::DefaultMarks`).
    Derives(&'a mut Attribute),
}

impl<'a> Node<'a> {
    /// The node at `path` below this one, if there is one.
    pub fn at(self, path: &[usize]) -> Option<Node<'a>> {
        let mut node = self;
        for &step in path {
            node = node.child(step)?;
        }
        Some(node)
    }

    /// The node inside this one at `step`.
    fn child(self, step: usize) -> Option<Node<'a>> {
        match self {
            // A group in a macro's tokens is reached through the tokens,
            // which every group below them borrows: one at a time.
            Node::Tokens(root, mut path) => {
                let stream = tokens::stream_at(root, &path)?;
                tokens::groups(&stream).contains(&step).then(|| {
                    path.push(step);
                    Node::Tokens(root, path)
                })
            }
            Node::Rules(root) => tokens::groups(root)
                .contains(&step)
                .then(|| Node::Tokens(root, vec![step])),
            node => node.children().into_iter().nth(step),
        }
    }

    /// The steps to the nodes inside this one that hold something to do.
    ///
    /// A list's macro items (`macro_rules!` and item macro calls) come
    /// last: their insides are tokens, cut one at a time, and cuts of the
    /// code that calls them often leave them unused, to go whole (a
    /// `macro_rules!` of 700 lines cost 3,000 runs cut token by token
    /// before the test that called it was reached).
    pub fn steps(self) -> Vec<usize> {
        let macros: Vec<bool> = match &self {
            Node::Items(items) => items.iter().map(|i| matches!(i, Item::Macro(_))).collect(),
            _ => Vec::new(),
        };
        let mut steps: Vec<usize> = match self {
            Node::Tokens(root, path) => tokens::stream_at(root, &path)
                .map(|stream| tokens::groups(&stream))
                .unwrap_or_default(),
            Node::Rules(root) => tokens::groups(root),
            node => {
                let children = node.children().into_iter().enumerate();
                children
                    .filter(|(_, child)| !child.is_empty())
                    .map(|(step, _)| step)
                    .collect()
            }
        };
        steps.sort_by_key(|&step| macros.get(step).copied().unwrap_or(false));
        steps
    }

    /// How many parts this node has, if it is a list.
    pub fn len(&self) -> Option<usize> {
        Some(match self {
            Node::Items(items) => items.len(),
            Node::ImplItems(items) => items.len(),
            Node::TraitItems(items) => items.len(),
            Node::Attrs(attrs) => attrs.len(),
            Node::Fields(fields) => fields.len(),
            Node::Variants(variants) => variants.len(),
            Node::Params(params) => params.len(),
            Node::Predicates(clause) => clause.as_ref().map_or(0, |c| c.predicates.len()),
            Node::Stmts(stmts) => stmts.len(),
            Node::Arms(arms) => arms.len(),
            Node::Bounds(bounds) => bounds.len(),
            Node::Inputs(inputs) => inputs.len(),
            Node::TypeList(types) => types.len(),
            Node::ClosureInputs(inputs) => inputs.len(),
            Node::UseTrees(trees) => trees.len(),
            Node::Elements(elements) => elements.len(),
            Node::Tokens(root, path) => {
                tokens::stream_at(root, path).map_or(0, |stream| stream.into_iter().count())
            }
            Node::Rules(root) => tokens::rules(root).len(),
            Node::Derives(attr) => derived(attr).map_or(0, |paths| paths.len()),
            _ => return None,
        })
    }

    /// Coarser ways to cut this list than part by part: a macro's tokens
    /// by elements first (`tokens::elements`), where there are several and
    /// some hold more than one token.
    pub fn coarse(&self) -> Vec<Vec<Range<usize>>> {
        let Node::Tokens(root, path) = self else {
            return Vec::new();
        };
        let Some(stream) = tokens::stream_at(root, path) else {
            return Vec::new();
        };
        let elements = tokens::elements(&stream);
        let len = elements.last().map_or(0, |last| last.end);
        match elements.len() {
            2.. if elements.len() < len => vec![elements],
            _ => Vec::new(),
        }
    }

    /// Whether there is nothing to do in this node: an empty list.
    pub fn is_empty(&self) -> bool {
        self.len() == Some(0)
    }

    /// Keeps only the parts in `kept` of this list (nothing for an element).
    pub fn keep(self, kept: &Subset) {
        match self {
            Node::Items(items) => retain(items, kept),
            Node::ImplItems(items) => retain(items, kept),
            Node::TraitItems(items) => retain(items, kept),
            Node::Attrs(attrs) => retain(attrs, kept),
            Node::Fields(Fields::Named(fields)) => retain_punctuated(&mut fields.named, kept),
            Node::Fields(Fields::Unnamed(fields)) => retain_punctuated(&mut fields.unnamed, kept),
            Node::Variants(variants) => retain_punctuated(variants, kept),
            Node::Params(params) => retain_punctuated(params, kept),
            Node::Predicates(clause) => {
                if let Some(where_clause) = clause.as_mut() {
                    retain_punctuated(&mut where_clause.predicates, kept);
                    if where_clause.predicates.is_empty() {
                        *clause = None;
                    }
                }
            }
            Node::Stmts(stmts) => retain(stmts, kept),
            Node::Arms(arms) => retain(arms, kept),
            Node::Bounds(bounds) => retain_punctuated(bounds, kept),
            Node::Inputs(inputs) => retain_punctuated(inputs, kept),
            Node::TypeList(types) => retain_punctuated(types, kept),
            Node::ClosureInputs(inputs) => retain_punctuated(inputs, kept),
            Node::UseTrees(trees) => retain_punctuated(trees, kept),
            Node::Elements(elements) => retain_punctuated(elements, kept),
            Node::Tokens(root, path) => *root = tokens::keep_at(root.clone(), &path, kept),
            Node::Rules(root) => *root = tokens::keep_rules(root, kept),
            Node::Derives(attr) => {
                if let Some(mut paths) = derived(attr) {
                    retain_punctuated(&mut paths, kept);
                    let name = attr.path().clone();
                    attr.meta = syn::parse_quote!(#name(#paths));
                }
            }
            _ => {}
        }
    }

    /// The nodes inside this one, in the order a reduction visits them:
    /// the largest lists of an item (its body, its items) after its
    /// attributes and generics, which are cheap to try.
    pub fn children(self) -> Vec<Node<'a>> {
        match self {
            Node::File(file) => vec![Node::Items(&mut file.items), Node::Attrs(&mut file.attrs)],
            Node::Items(items) => items.iter_mut().map(Node::Item).collect(),
            Node::Item(item) => item_children(item),
            Node::ImplItems(items) => items.iter_mut().map(Node::ImplItem).collect(),
            Node::ImplItem(item) => impl_item_children(item),
            Node::TraitItems(items) => items.iter_mut().map(Node::TraitItem).collect(),
            Node::TraitItem(item) => trait_item_children(item),
            Node::Variants(variants) => variants.iter_mut().map(Node::Variant).collect(),
            Node::Variant(variant) => {
                vec![
                    Node::Attrs(&mut variant.attrs),
                    Node::Fields(&mut variant.fields),
                ]
            }
            Node::Body(block) => vec![Node::Stmts(&mut block.stmts)],
            Node::Stmts(stmts) => stmts.iter_mut().map(Node::Stmt).collect(),
            Node::Stmt(stmt) => stmt_children(stmt),
            Node::Expr(expr) => expr_children(expr),
            Node::Arms(arms) => arms.iter_mut().map(Node::Arm).collect(),
            Node::Arm(arm) => vec![Node::Expr(&mut arm.body)],
            Node::Params(params) => params.iter_mut().filter_map(param_bounds).collect(),
            Node::Predicates(clause) => match clause {
                Some(clause) => clause
                    .predicates
                    .iter_mut()
                    .flat_map(predicate_parts)
                    .collect(),
                None => Vec::new(),
            },
            Node::Fields(fields) => fields.iter_mut().map(|f| ty(&mut f.ty)).collect(),
            Node::Inputs(inputs) => inputs
                .iter_mut()
                .filter_map(|input| match input {
                    FnArg::Typed(typed) => Some(ty(&mut typed.ty)),
                    FnArg::Receiver(_) => None,
                })
                .collect(),
            Node::Type(slot) => type_children(slot),
            Node::TypeList(types) => types.iter_mut().map(ty).collect(),
            Node::UseTrees(trees) => trees.iter_mut().filter_map(use_group).collect(),
            Node::Elements(elements) => elements.iter_mut().map(Node::Expr).collect(),
            Node::Attrs(attrs) => attrs.iter_mut().map(Node::Derives).collect(),
            Node::Bounds(bounds) => bounds.iter_mut().flat_map(closure_signature).collect(),
            Node::ClosureInputs(_) | Node::Tokens(..) | Node::Rules(_) | Node::Derives(_) => {
                Vec::new()
            }
        }
    }
}

/// The paths a `#[derive(..)]` of two or more traits lists, or a lint
/// level of two or more lints (`#[allow(dead_code, unused_mut)]`): one
/// goes while the others stay.
fn derived(attr: &Attribute) -> Option<Punctuated<syn::Path, syn::Token![,]>> {
    let lists = ["derive", "allow", "warn", "deny", "forbid", "expect"];
    if !lists.iter().any(|name| attr.path().is_ident(name)) {
        return None;
    }
    let paths = attr
        .parse_args_with(Punctuated::<syn::Path, syn::Token![,]>::parse_terminated)
        .ok()?;
    (paths.len() > 1).then_some(paths)
}

fn retain<T>(items: &mut Vec<T>, kept: &Subset) {
    let mut index = 0;
    items.retain(|_| {
        index += 1;
        kept.contains(index - 1)
    });
}

fn retain_punctuated<T, P: Default>(items: &mut Punctuated<T, P>, kept: &Subset) {
    let all = std::mem::take(items);
    *items = all
        .into_iter()
        .enumerate()
        .filter(|(i, _)| kept.contains(*i))
        .map(|(_, item)| item)
        .collect();
}

/// The first group in a `use` tree (`{b, c}` in `a::{b, c}`), if any.
fn use_group(tree: &mut UseTree) -> Option<Node<'_>> {
    match tree {
        UseTree::Path(path) => use_group(&mut path.tree),
        UseTree::Group(group) => Some(Node::UseTrees(&mut group.items)),
        UseTree::Name(_) | UseTree::Rename(_) | UseTree::Glob(_) => None,
    }
}

/// A type as a node.
fn ty(ty: &mut syn::Type) -> Node<'_> {
    Node::Type(Slot::Type(ty))
}

/// The types a bound on a closure's trait gives (`F: FnMut(&mut u8) ->
/// bool`): its parameters' list, then its return type, which can go once
/// the closure's value is not read.
fn closure_signature(bound: &mut TypeParamBound) -> Vec<Node<'_>> {
    let TypeParamBound::Trait(bound) = bound else {
        return Vec::new();
    };
    let Some(PathArguments::Parenthesized(args)) = bound
        .path
        .segments
        .last_mut()
        .map(|last| &mut last.arguments)
    else {
        return Vec::new();
    };
    vec![
        Node::TypeList(&mut args.inputs),
        Node::Type(Slot::Output(&mut args.output)),
    ]
}

/// The nodes inside a type: the types inside it (`types::inner`), or, for
/// a trait object or an `impl Trait` (`dyn Fn(A, B) -> C`), what its
/// closure traits give, as a bound's.
fn type_children(slot: Slot<'_>) -> Vec<Node<'_>> {
    let ty = match slot {
        Slot::Type(ty) => ty,
        Slot::Output(syn::ReturnType::Type(_, ty)) => &mut **ty,
        Slot::Annotated(syn::Pat::Type(typed)) => &mut *typed.ty,
        _ => return Vec::new(),
    };
    match ty {
        syn::Type::TraitObject(object) => object
            .bounds
            .iter_mut()
            .flat_map(closure_signature)
            .collect(),
        syn::Type::ImplTrait(bound) => bound
            .bounds
            .iter_mut()
            .flat_map(closure_signature)
            .collect(),
        ty => types::inner(Slot::Type(ty))
            .into_iter()
            .map(self::ty)
            .collect(),
    }
}

/// The bounds of a type parameter (`T: Clone`); none for others.
fn param_bounds(param: &mut GenericParam) -> Option<Node<'_>> {
    match param {
        GenericParam::Type(param) => Some(Node::Bounds(&mut param.bounds)),
        _ => None,
    }
}

/// The bounds of a where predicate (`T: Debug`), then the type it bounds;
/// none for lifetimes'.
fn predicate_parts(predicate: &mut WherePredicate) -> Vec<Node<'_>> {
    match predicate {
        WherePredicate::Type(predicate) => vec![
            Node::Bounds(&mut predicate.bounds),
            ty(&mut predicate.bounded_ty),
        ],
        _ => Vec::new(),
    }
}

/// A function's signature: its parameters, generics and where clause; and
/// apart, its return type, which comes after the body: a body cut first
/// leaves fewer uses of it.
fn signature(sig: &mut Signature) -> ([Node<'_>; 3], Node<'_>) {
    let nodes = [
        Node::Inputs(&mut sig.inputs),
        Node::Params(&mut sig.generics.params),
        Node::Predicates(&mut sig.generics.where_clause),
    ];
    (nodes, Node::Type(Slot::Output(&mut sig.output)))
}

/// A generic list and a where clause: `<T: Clone> ... where T: Debug`.
fn generics(generics: &mut Generics) -> [Node<'_>; 2] {
    [
        Node::Params(&mut generics.params),
        Node::Predicates(&mut generics.where_clause),
    ]
}

fn item_children(item: &mut Item) -> Vec<Node<'_>> {
    let mut nodes = Vec::new();
    match item {
        Item::Fn(f) => {
            nodes.push(Node::Attrs(&mut f.attrs));
            let (signature, output) = signature(&mut f.sig);
            nodes.extend(signature);
            nodes.push(Node::Body(&mut f.block));
            nodes.push(output);
        }
        Item::Struct(s) => {
            nodes.push(Node::Attrs(&mut s.attrs));
            nodes.extend(generics(&mut s.generics));
            nodes.push(Node::Fields(&mut s.fields));
        }
        Item::Enum(e) => {
            nodes.push(Node::Attrs(&mut e.attrs));
            nodes.extend(generics(&mut e.generics));
            nodes.push(Node::Variants(&mut e.variants));
        }
        Item::Impl(i) => {
            nodes.push(Node::Attrs(&mut i.attrs));
            nodes.extend(generics(&mut i.generics));
            nodes.push(Node::ImplItems(&mut i.items));
        }
        Item::Trait(t) => {
            nodes.push(Node::Attrs(&mut t.attrs));
            nodes.extend(generics(&mut t.generics));
            nodes.push(Node::Bounds(&mut t.supertraits));
            nodes.push(Node::TraitItems(&mut t.items));
        }
        Item::Mod(m) => {
            nodes.push(Node::Attrs(&mut m.attrs));
            if let Some((_, items)) = &mut m.content {
                nodes.push(Node::Items(items));
            }
        }
        Item::Const(c) => {
            nodes.push(Node::Attrs(&mut c.attrs));
            nodes.push(Node::Expr(&mut c.expr));
        }
        Item::Static(s) => {
            nodes.push(Node::Attrs(&mut s.attrs));
            nodes.push(Node::Expr(&mut s.expr));
        }
        Item::Type(t) => {
            nodes.push(Node::Attrs(&mut t.attrs));
            nodes.extend(generics(&mut t.generics));
        }
        Item::Union(u) => {
            nodes.push(Node::Attrs(&mut u.attrs));
            // A union's fields are a `FieldsNamed`, not `Fields`: kept whole.
            nodes.extend(generics(&mut u.generics));
        }
        Item::Use(u) => {
            nodes.push(Node::Attrs(&mut u.attrs));
            nodes.extend(use_group(&mut u.tree));
        }
        Item::Macro(m) => {
            nodes.push(Node::Attrs(&mut m.attrs));
            // A `macro_rules!` whose rules are cut as tokens is no longer
            // one (and the printer panics on it): cut by its rules.
            if m.mac.path.is_ident("macro_rules") {
                nodes.push(Node::Rules(&mut m.mac.tokens));
            } else {
                nodes.push(Node::Tokens(&mut m.mac.tokens, Vec::new()));
            }
        }
        Item::ExternCrate(e) => nodes.push(Node::Attrs(&mut e.attrs)),
        Item::TraitAlias(t) => nodes.push(Node::Attrs(&mut t.attrs)),
        Item::ForeignMod(f) => nodes.push(Node::Attrs(&mut f.attrs)),
        _ => {}
    }
    nodes
}

fn impl_item_children(item: &mut ImplItem) -> Vec<Node<'_>> {
    match item {
        ImplItem::Fn(f) => {
            let mut nodes = vec![Node::Attrs(&mut f.attrs)];
            let (signature, output) = signature(&mut f.sig);
            nodes.extend(signature);
            nodes.push(Node::Body(&mut f.block));
            nodes.push(output);
            nodes
        }
        ImplItem::Const(c) => vec![Node::Attrs(&mut c.attrs), Node::Expr(&mut c.expr)],
        ImplItem::Type(t) => vec![Node::Attrs(&mut t.attrs)],
        ImplItem::Macro(m) => vec![
            Node::Attrs(&mut m.attrs),
            Node::Tokens(&mut m.mac.tokens, Vec::new()),
        ],
        _ => Vec::new(),
    }
}

fn trait_item_children(item: &mut TraitItem) -> Vec<Node<'_>> {
    match item {
        TraitItem::Fn(f) => {
            let (signature, output) = signature(&mut f.sig);
            let mut nodes = vec![Node::Attrs(&mut f.attrs)];
            nodes.extend(signature);
            if let Some(block) = &mut f.default {
                nodes.push(Node::Body(block));
            }
            nodes.push(output);
            nodes
        }
        TraitItem::Const(c) => vec![Node::Attrs(&mut c.attrs)],
        // An associated type's bounds (`type T: ?Sized + Clone;`): the
        // impls do not repeat them.
        TraitItem::Type(t) => vec![Node::Attrs(&mut t.attrs), Node::Bounds(&mut t.bounds)],
        TraitItem::Macro(m) => vec![
            Node::Attrs(&mut m.attrs),
            Node::Tokens(&mut m.mac.tokens, Vec::new()),
        ],
        _ => Vec::new(),
    }
}

fn stmt_children(stmt: &mut Stmt) -> Vec<Node<'_>> {
    match stmt {
        Stmt::Local(local) => {
            let mut nodes = Vec::new();
            if let Some(init) = &mut local.init {
                nodes.push(Node::Expr(&mut init.expr));
            }
            if let syn::Pat::Type(_) = local.pat {
                nodes.push(Node::Type(Slot::Annotated(&mut local.pat)));
            }
            nodes
        }
        Stmt::Item(item) => vec![Node::Item(item)],
        Stmt::Expr(expr, _) => vec![Node::Expr(expr)],
        Stmt::Macro(m) => vec![Node::Tokens(&mut m.mac.tokens, Vec::new())],
    }
}

/// The statements and expressions inside an expression, so that the
/// blocks nested in it (closures, `if`s, `match` arms) are reached.
fn expr_children(expr: &mut Expr) -> Vec<Node<'_>> {
    let one = Node::Expr;
    match expr {
        Expr::Array(e) => vec![Node::Elements(&mut e.elems)],
        Expr::Assign(e) => vec![one(&mut e.left), one(&mut e.right)],
        Expr::Async(e) => vec![Node::Stmts(&mut e.block.stmts)],
        Expr::Await(e) => vec![one(&mut e.base)],
        Expr::Binary(e) => vec![one(&mut e.left), one(&mut e.right)],
        Expr::Block(e) => vec![Node::Stmts(&mut e.block.stmts)],
        Expr::Break(e) => e.expr.iter_mut().map(|e| one(e)).collect(),
        Expr::Call(e) => std::iter::once(one(&mut e.func))
            .chain(e.args.iter_mut().map(one))
            .collect(),
        Expr::Cast(e) => vec![one(&mut e.expr)],
        Expr::Closure(e) => vec![Node::ClosureInputs(&mut e.inputs), one(&mut e.body)],
        Expr::Const(e) => vec![Node::Stmts(&mut e.block.stmts)],
        Expr::Field(e) => vec![one(&mut e.base)],
        Expr::ForLoop(e) => vec![one(&mut e.expr), Node::Stmts(&mut e.body.stmts)],
        Expr::Group(e) => vec![one(&mut e.expr)],
        Expr::If(e) => {
            let mut nodes = vec![one(&mut e.cond), Node::Stmts(&mut e.then_branch.stmts)];
            if let Some((_, other)) = &mut e.else_branch {
                nodes.push(one(other));
            }
            nodes
        }
        Expr::Index(e) => vec![one(&mut e.expr), one(&mut e.index)],
        Expr::Let(e) => vec![one(&mut e.expr)],
        Expr::Loop(e) => vec![Node::Stmts(&mut e.body.stmts)],
        Expr::Match(e) => vec![one(&mut e.expr), Node::Arms(&mut e.arms)],
        Expr::MethodCall(e) => std::iter::once(one(&mut e.receiver))
            .chain(e.args.iter_mut().map(one))
            .collect(),
        Expr::Paren(e) => vec![one(&mut e.expr)],
        Expr::Range(e) => e
            .start
            .iter_mut()
            .chain(e.end.iter_mut())
            .map(|e| one(e))
            .collect(),
        Expr::Reference(e) => vec![one(&mut e.expr)],
        Expr::Repeat(e) => vec![one(&mut e.expr), one(&mut e.len)],
        Expr::Return(e) => e.expr.iter_mut().map(|e| one(e)).collect(),
        Expr::Struct(e) => e.fields.iter_mut().map(|f| one(&mut f.expr)).collect(),
        Expr::Try(e) => vec![one(&mut e.expr)],
        Expr::TryBlock(e) => vec![Node::Stmts(&mut e.block.stmts)],
        Expr::Tuple(e) => e.elems.iter_mut().map(one).collect(),
        Expr::Unary(e) => vec![one(&mut e.expr)],
        Expr::Unsafe(e) => vec![Node::Stmts(&mut e.block.stmts)],
        Expr::While(e) => vec![one(&mut e.cond), Node::Stmts(&mut e.body.stmts)],
        Expr::Yield(e) => e.expr.iter_mut().map(|e| one(e)).collect(),
        Expr::Macro(e) => vec![Node::Tokens(&mut e.mac.tokens, Vec::new())],
        _ => Vec::new(),
    }
}
