//! The simpler values a node can be replaced by, simplest first: a
//! function's body by `loop {}` or a call of the standard `todo` macro
//! (both type-check whatever the function returns; every body of the
//! file is also one sequence at its root, `bodies.rs`); a literal by the
//! simplest of its kind (`0`, `""`, `false`); an expression whose value is
//! plain from its text by that value (`"ab".len()` by `2`, `fold.rs`); an
//! array literal by its first element repeated (`[3, 1, 4, 1]` by `[3; 4]`); an
//! expression by one of the expressions inside it, or inside those
//! (hoisting: `f(a + b)` can become `a + b` or `a`; `{ x }` becomes `x`;
//! a macro whose arguments are expressions, one of them, as a value or a
//! statement: `assert_eq!(f(a), 3);` becomes `f(a);`); a block's value by
//! `loop {}`, which has every type; an item or a `let` without its
//! modifiers; a `move` closure without its `move`; an `if` without its
//! `else` (all at once, then one by one); a formatting macro's arguments
//! cut with their placeholders (`format_args.rs`);
//! the file with its names renamed to short ones (all at once, then one by
//! one); an inherent impl's functions made free ones, an inline module's
//! items moved to its parent, a function's items moved out beside it
//! (`body_items.rs`), a block's statements moved into the block that
//! holds it; a `let` or a constant inlined where its name is used
//! (`inline.rs`, `inline_consts.rs`), a function called once written at
//! its call (`inline_fns.rs`), a type alias written where it is used
//! (`inline_types.rs`), an import written into the paths
//! that name it (`inline_imports.rs`), a `use` group of one without its
//! braces (`use_groups.rs`); an `if`'s condition as a statement, a
//! `let`'s value as `()`, a loop over a range as its body from the start
//! (`restate.rs`); a type made simpler (`types.rs`), a closure bound's
//! among them; a `let` removed with
//! the statements that use it, every doc comment at once, then every
//! other attribute but derives (`together.rs`); a generic type parameter
//! made `()` at every use (with the impls' that pass it on), a lifetime
//! parameter `'static`, a const parameter `0` (`generics.rs`); every path into the
//! standard library that ends at a prelude name made that name
//! (`prelude.rs`); every where predicate on a parameter of its own item
//! folded into the parameter's bounds (`wheres.rs`); a method that needs no `self`
//! made a free function, its calls rewritten (`methods.rs`); the fields a
//! method reads through `self` made its parameters (`fields_as_params.rs`);
//! a struct or
//! a variant without fields made a unit, its `S {}` and `S()` made `S`
//! (`structs.rs`), an enum of one variant made a struct (`one_variant.rs`), and a call of a function that returns a unit struct
//! made the struct (`constructors.rs`); a `macro_rules!` macro written
//! out at its calls (`expand.rs`).

use std::borrow::Cow;
use std::collections::BTreeSet;

use quote::ToTokens;
use syn::{parse_quote, Block, Expr, Lit, Stmt};

use super::body_items;
use super::constructors;
use super::expand;
use super::fields_as_params;
use super::fold;
use super::format_args;
use super::generics;
use super::inline;
use super::inline_consts;
use super::inline_fns;
use super::inline_imports;
use super::inline_types;
use super::methods;
use super::modifiers::{self, Modifier};
use super::one_variant;
use super::prelude;
use super::reborrows;
use super::rename;
use super::restate;
use super::structs;
use super::supertraits;
use super::together;
use super::tree::Node;
use super::types;
use super::unwrap;
use super::use_groups;
use super::wheres;

/// How many simpler values the node at hand has.
pub fn count(node: Node<'_>) -> usize {
    match node {
        Node::File(file) => count_root(file, &NONE_QUOTED),
        Node::Items(items) => {
            unwrap::unwrappable(items).len()
                + methods::freeable(items).len()
                + fields_as_params::parameterizable(items).len()
                + methods::freeable_with_value(items).len()
                + body_items::hoistable(items).len()
                + inline_imports::inlinable(items).len()
                + inline_consts::inlinable(items).len()
                + inline_fns::inlinable(items).len()
                + inline_types::inlinable(items).len()
                + expand::expandable(items).len()
                + reborrows::reborrowable(items).len()
        }
        Node::Stmts(stmts) => {
            blocks(stmts).len() + together::groups(stmts).len() + inline::inlinable(stmts).len()
        }
        Node::Body(block) => bodies(block).len(),
        Node::Type(slot) => types::count(&slot),
        Node::Stmt(Stmt::Macro(invocation)) => {
            macro_args(&invocation.mac).len() + format_args::cuts(&invocation.mac).len()
        }
        Node::Expr(expr) => {
            let literal = usize::from(simplest(expr).is_some() || fold::folded(expr).is_some());
            literal
                + usize::from(repeated(expr).is_some())
                + hoists(expr).len()
                + usize::from(has_else(expr))
                + deeper_hoists(expr).len()
                + usize::from(captures_by_move(expr))
                + formatting(expr).len()
        }
        mut other => {
            drops(&mut other).len()
                + usize::from(loops(&other))
                + usize::from(restate::restated(&other).is_some())
        }
    }
}

/// No names the failure quotes: a file walked without a failure's terms.
static NONE_QUOTED: BTreeSet<String> = BTreeSet::new();

/// How many simpler values the whole file has; `quoted` are the names the
/// failure's message quotes, which keep their names (`rename.rs`).
pub fn count_root(file: &mut syn::File, quoted: &BTreeSet<String>) -> usize {
    together::sweeps(file).len()
        + usize::from(prelude::shortenable(file))
        + usize::from(use_groups::braced_alone(file))
        + usize::from(wheres::foldable(file))
        + rename::renamings(file, quoted).len()
        + generics::concretizable(file).len()
        + structs::unitable(file).len()
        + constructors::replaceable(file).len()
        + one_variant::structable(file).len()
        + supertraits::gathering(file).len()
}

/// Replaces the file by its simpler value number `to` (below
/// [`count_root`] with the same `quoted`).
pub fn choose_root(file: &mut syn::File, to: usize, quoted: &BTreeSet<String>) {
    let mut to = to;
    let sweeps = together::sweeps(file);
    if let Some(i) = within(&mut to, sweeps.len()) {
        if let Some(bare) = together::swept(file, sweeps[i]) {
            *file = bare;
        }
    } else if within(&mut to, usize::from(prelude::shortenable(file))).is_some() {
        prelude::shorten(file);
    } else if within(&mut to, usize::from(use_groups::braced_alone(file))).is_some() {
        use_groups::unbrace(file);
    } else if within(&mut to, usize::from(wheres::foldable(file))).is_some() {
        wheres::fold(file);
    } else if let Some(renaming) = nth(&mut to, rename::renamings(file, quoted)) {
        rename::rename(file, &renaming);
    } else if let Some(param) = nth(&mut to, generics::concretizable(file)) {
        generics::concretize(file, &param);
    } else if let Some(owner) = nth(&mut to, structs::unitable(file)) {
        structs::make_unit(file, &owner);
    } else if let Some(constructor) = nth(&mut to, constructors::replaceable(file)) {
        constructors::replace(file, &constructor);
    } else if let Some(name) = nth(&mut to, one_variant::structable(file)) {
        one_variant::make_struct(file, &name);
    } else if let Some(name) = nth(&mut to, supertraits::gathering(file)) {
        supertraits::write_out(file, &name);
    }
}

/// Replaces the node by its simpler value number `to` (below [`count`]);
/// any other number leaves it as it is.
pub fn choose(node: Node<'_>, to: usize) {
    match node {
        Node::File(file) => choose_root(file, to, &NONE_QUOTED),
        Node::Items(items) => {
            let mut to = to;
            if let Some(way) = nth(&mut to, unwrap::unwrappable(items)) {
                unwrap::unwrap(items, way);
            } else if let Some(method) = nth(&mut to, methods::freeable(items)) {
                methods::free(items, method);
            } else if let Some(method) = nth(&mut to, fields_as_params::parameterizable(items)) {
                fields_as_params::parameterize(items, method);
            } else if let Some(method) = nth(&mut to, methods::freeable_with_value(items)) {
                methods::free(items, method);
            } else if let Some(function) = nth(&mut to, body_items::hoistable(items)) {
                body_items::hoist(items, function);
            } else if let Some(import) = nth(&mut to, inline_imports::inlinable(items)) {
                inline_imports::inline(items, import);
            } else if let Some(constant) = nth(&mut to, inline_consts::inlinable(items)) {
                inline_consts::inline(items, constant);
            } else if let Some(function) = nth(&mut to, inline_fns::inlinable(items)) {
                inline_fns::inline(items, function);
            } else if let Some(alias) = nth(&mut to, inline_types::inlinable(items)) {
                inline_types::inline(items, alias);
            } else if let Some(definition) = nth(&mut to, expand::expandable(items)) {
                expand::expand(items, definition);
            } else if let Some(method) = nth(&mut to, reborrows::reborrowable(items)) {
                reborrows::reborrow(items, &method);
            }
        }
        Node::Stmts(stmts) => {
            let blocks = blocks(stmts);
            match blocks.get(to) {
                Some(&index) => inline_block(stmts, index),
                None => {
                    let groups = together::groups(stmts);
                    match groups.get(to - blocks.len()) {
                        Some(group) => together::remove(stmts, group),
                        None => {
                            let lets = inline::inlinable(stmts);
                            if let Some(&at) = lets.get(to - blocks.len() - groups.len()) {
                                inline::inline(stmts, at);
                            }
                        }
                    }
                }
            }
        }
        Node::Body(block) => {
            if let Some(body) = bodies(block).into_iter().nth(to) {
                *block = body;
            }
        }
        Node::Expr(expr) => choose_expr(expr, to),
        Node::Type(slot) => types::choose(slot, to),
        Node::Stmt(stmt @ Stmt::Macro(_)) => {
            let Stmt::Macro(invocation) = &*stmt else {
                return;
            };
            let args = macro_args(&invocation.mac);
            let mut to = to;
            if let Some(arg) = nth(&mut to, args) {
                *stmt = Stmt::Expr(arg, Some(Default::default()));
            } else if let Some(cut) = nth(&mut to, format_args::cuts(&invocation.mac))
                && let Stmt::Macro(invocation) = stmt
            {
                invocation.mac = cut;
            }
        }
        mut other => {
            let drops = drops(&mut other);
            match drops.get(to) {
                Some(drop) => {
                    for &modifier in drop {
                        modifiers::drop(&mut other, modifier);
                    }
                }
                None if to == drops.len() && loops(&other) => {
                    if let Node::Stmt(Stmt::Expr(expr, None)) = other {
                        *expr = parse_quote!(loop {});
                    }
                }
                None if to == drops.len() + usize::from(loops(&other)) => {
                    if let Some(restated) = restate::restated(&other)
                        && let Node::Stmt(stmt) = other
                    {
                        *stmt = restated;
                    }
                }
                None => {}
            }
        }
    }
}

/// Where choice `to` of a node falls among a kind of `count` choices, the
/// kinds taken in order: the kind's own number, or `None` with `to` moved
/// past the kind, to the next.
fn within(to: &mut usize, count: usize) -> Option<usize> {
    match to.checked_sub(count) {
        Some(rest) => {
            *to = rest;
            None
        }
        None => Some(*to),
    }
}

/// [`within`] for a kind listed in `choices`: its choice, if `to` falls
/// there.
fn nth<T>(to: &mut usize, choices: Vec<T>) -> Option<T> {
    let at = within(to, choices.len())?;
    choices.into_iter().nth(at)
}

/// Whether the node is a statement whose expression has no `;` (a block's
/// value, or an `if`, `match` or loop standing alone) that `loop {}` can
/// replace: it type-checks as any type, so the value's type stays what the
/// code around it expects.
fn loops(node: &Node<'_>) -> bool {
    match node {
        Node::Stmt(Stmt::Expr(Expr::Loop(l), None)) => !l.body.stmts.is_empty(),
        Node::Stmt(Stmt::Expr(_, None)) => true,
        _ => false,
    }
}

/// Replaces `expr` by its simpler value number `to`: its simplest literal
/// (if it is a literal) or its value (if that is plain from its text),
/// then the expressions hoisted out of it, then itself without its `else`
/// (for an `if` that has one), then the expressions two levels inside,
/// then, for a `move` closure, without its `move`.
fn choose_expr(expr: &mut Expr, mut to: usize) {
    if let Some(literal) = simplest(expr).or_else(|| fold::folded(expr)) {
        if to == 0 {
            *expr = literal;
            return;
        }
        to -= 1;
    }
    if let Some(repeat) = repeated(expr) {
        if to == 0 {
            *expr = repeat;
            return;
        }
        to -= 1;
    }
    let (hoisted, count) = {
        let hoists = hoists(expr);
        (
            hoists.get(to).map(|inner| inner.clone().into_owned()),
            hoists.len(),
        )
    };
    if let Some(inner) = hoisted {
        *expr = inner;
        return;
    }
    let mut to = to - count;
    if has_else(expr) {
        if to == 0 {
            if let Expr::If(branch) = expr {
                branch.else_branch = None;
            }
            return;
        }
        to -= 1;
    }
    let deeper = deeper_hoists(expr);
    let count = deeper.len();
    if let Some(inner) = deeper.into_iter().nth(to) {
        *expr = inner;
    } else if let (true, Expr::Closure(closure)) = (to == count, &mut *expr) {
        closure.capture = None;
    } else if let Some(cut) = formatting(expr)
        .into_iter()
        .nth(to - count - usize::from(captures_by_move(expr)))
        && let Expr::Macro(invocation) = expr
    {
        invocation.mac = cut;
    }
}

/// A formatting macro's arguments cut with their placeholders
/// (`format_args.rs`), for an expression that is one.
fn formatting(expr: &Expr) -> Vec<syn::Macro> {
    match expr {
        Expr::Macro(invocation) => format_args::cuts(&invocation.mac),
        _ => Vec::new(),
    }
}

/// The fewest elements an array literal has for [`repeated`] to offer
/// it: a shorter one is cut, or simplified, in a few runs already.
const REPEATED_FROM: usize = 4;

/// An array literal of [`REPEATED_FROM`] elements or more as its first
/// element repeated (`[3, 1, 4, 1]` as `[3; 4]`): a table whose length
/// its type fixes cannot lose elements, and each simplified one by one
/// costs a run (xxhash's 192 constants); repeated, the one element left
/// is simplified once. An element that is not `Copy` (nor a constant)
/// makes a candidate the compiler refuses.
fn repeated(expr: &Expr) -> Option<Expr> {
    let Expr::Array(array) = expr else {
        return None;
    };
    if array.elems.len() < REPEATED_FROM || !array.attrs.is_empty() {
        return None;
    }
    let first = array.elems.first()?;
    let len = proc_macro2::Literal::usize_unsuffixed(array.elems.len());
    Some(parse_quote!([#first; #len]))
}

/// Whether `expr` is a `move` closure, which can capture by reference.
fn captures_by_move(expr: &Expr) -> bool {
    matches!(expr, Expr::Closure(closure) if closure.capture.is_some())
}

/// The expressions a macro's arguments are, when its tokens are a list of
/// them between commas (`assert_eq!(f(a), 3)`, `format!("{}", x)`,
/// `debug_assert!(i < n)`): each can stand in the invocation's place, as a
/// value or a statement, where the macro's own checks or formatting are
/// not what fails. None for other tokens (`vec![0; n]`, a DSL).
fn macro_args(mac: &syn::Macro) -> Vec<Expr> {
    let list = syn::punctuated::Punctuated::<Expr, syn::Token![,]>::parse_terminated;
    mac.parse_body_with(list)
        .map(|args| args.into_iter().collect())
        .unwrap_or_default()
}

/// Whether `expr` is an `if` with an `else`, which can go.
fn has_else(expr: &Expr) -> bool {
    matches!(expr, Expr::If(branch) if branch.else_branch.is_some())
}

/// The sets of modifiers the node can lose, one choice each: all of them
/// at once (when it has several), then each alone. A `let` that loses its
/// binding loses its `mut` with it: that one is not in the set of all.
fn drops(node: &mut Node<'_>) -> Vec<Vec<Modifier>> {
    let present = modifiers::present(node);
    let mut drops = Vec::new();
    let together: Vec<Modifier> = present
        .iter()
        .copied()
        .filter(|&modifier| modifier != Modifier::Binding)
        .collect();
    if together.len() > 1 {
        drops.push(together);
    }
    drops.extend(present.into_iter().map(|modifier| vec![modifier]));
    drops
}

/// The simplest literal of `expr`'s kind, if `expr` is a literal that is
/// not that already: `0` (with its suffix: `0u8`), `0.0`, `""`, `b""`,
/// `'a'`, `false`.
fn simplest(expr: &Expr) -> Option<Expr> {
    let Expr::Lit(literal) = expr else {
        return None;
    };
    let simplest: Expr = match &literal.lit {
        Lit::Int(int) if int.base10_digits() != "0" => {
            let zero = format!("0{}", int.suffix());
            Expr::Lit(syn::ExprLit {
                attrs: Vec::new(),
                lit: Lit::Int(syn::LitInt::new(&zero, int.span())),
            })
        }
        Lit::Float(float) if float.base10_digits() != "0.0" && float.base10_digits() != "0" => {
            let zero = format!("0.0{}", float.suffix());
            Expr::Lit(syn::ExprLit {
                attrs: Vec::new(),
                lit: Lit::Float(syn::LitFloat::new(&zero, float.span())),
            })
        }
        Lit::Str(text) if !text.value().is_empty() => parse_quote!(""),
        Lit::ByteStr(bytes) if !bytes.value().is_empty() => parse_quote!(b""),
        Lit::Char(c) if c.value() != 'a' => parse_quote!('a'),
        Lit::Bool(b) if b.value => parse_quote!(false),
        _ => return None,
    };
    Some(simplest)
}

/// The statements of `stmts` that are plain blocks (`{ a; b }`, no label,
/// no attribute), whose statements can take their place: what is left of
/// a loop or an `if` whose block was hoisted.
fn blocks(stmts: &[Stmt]) -> Vec<usize> {
    let plain = |stmt: &Stmt| matches!(stmt, Stmt::Expr(Expr::Block(b), _) if b.label.is_none() && b.attrs.is_empty());
    (0..stmts.len()).filter(|&i| plain(&stmts[i])).collect()
}

/// Replaces the block statement at `index` by its statements.
fn inline_block(stmts: &mut Vec<Stmt>, index: usize) {
    if let Stmt::Expr(Expr::Block(block), _) = stmts[index].clone() {
        stmts.splice(index..=index, block.block.stmts);
    }
}

/// The standard macro a reduced body may call: it diverges, so it
/// type-checks whatever the function returns, and it says plainly in a
/// bug report that the body was cut.
const CUT_BODY_MACRO: &str = "todo";

/// The bodies that can replace `block`: `{ loop {} }`, then a call of
/// [`CUT_BODY_MACRO`]; none for a body that is as small already.
fn bodies(block: &Block) -> Vec<Block> {
    if is_trivial(block) {
        return Vec::new();
    }
    let looping: Block = parse_quote!({ loop {} });
    let name = syn::Ident::new(CUT_BODY_MACRO, proc_macro2::Span::call_site());
    let cut: Block = parse_quote!({ #name!() });
    vec![looping, cut]
}

/// Whether a block is `{}`, `{ loop {} }` or a call of [`CUT_BODY_MACRO`]
/// already.
pub fn is_trivial(block: &Block) -> bool {
    match block.stmts.as_slice() {
        [] => true,
        [syn::Stmt::Expr(Expr::Loop(l), _)] => l.body.stmts.is_empty(),
        [syn::Stmt::Macro(m)] => m.mac.path.is_ident(CUT_BODY_MACRO),
        [syn::Stmt::Expr(Expr::Macro(m), _)] => m.mac.path.is_ident(CUT_BODY_MACRO),
        _ => false,
    }
}

/// What the expressions directly inside `expr` ([`hoists`]) could stand
/// for in turn, each once: its grandchildren. One often fits where its
/// parent does not: in `slice.swap(i, self.pick(..=i))` the range is
/// refused where an index goes, and so is the call's receiver, but `i`
/// fits (as Perses replaces a node by any compatible descendant, not only
/// a child). Two levels and no more, and not through a child that holds
/// statements, so that a node's choices stay few.
fn deeper_hoists(expr: &mut Expr) -> Vec<Expr> {
    let text = |e: &Expr| e.to_token_stream().to_string();
    let children: Vec<Expr> = hoists(expr).into_iter().map(Cow::into_owned).collect();
    let mut seen: Vec<String> = children.iter().map(text).collect();
    let mut deeper = Vec::new();
    for mut child in children
        .into_iter()
        .filter(|child| !holds_statements(child))
    {
        for grandchild in hoists(&mut child) {
            let key = text(&grandchild);
            if !seen.contains(&key) {
                seen.push(key);
                deeper.push(grandchild.into_owned());
            }
        }
    }
    deeper
}

/// Whether `expr` holds statements or arms (a block, an `if`, a `match`, a
/// loop, a closure): what is inside it has choices of its own when the
/// walk gets there, and two levels through it would be many choices for
/// each such node.
fn holds_statements(expr: &Expr) -> bool {
    super::block_like(expr) || matches!(expr, Expr::Closure(_) | Expr::Async(_))
}

/// The expressions directly inside `expr` that can stand in its place: all
/// but `let` conditions (which are only valid in an `if` or `while`); for
/// a `match`, its scrutinee and then each arm's value; for a block, the
/// value it holds alone; for an `if` or a loop, its body as a plain block
/// (`if c { f() }` becomes `{ f() }`, then `f()`), after its condition.
fn hoists(expr: &mut Expr) -> Vec<Cow<'_, Expr>> {
    let body = match &*expr {
        Expr::If(e) => Some(&e.then_branch),
        Expr::While(e) => Some(&e.body),
        Expr::ForLoop(e) => Some(&e.body),
        Expr::Loop(e) => Some(&e.body),
        Expr::Unsafe(e) => Some(&e.block),
        _ => None,
    }
    .filter(|block| !block.stmts.is_empty())
    .map(|block| {
        let mut block = block.clone();
        if let Some(first) = restate::first_of_range(expr) {
            block.stmts.insert(0, first);
        }
        Cow::Owned(Expr::Block(syn::ExprBlock {
            attrs: Vec::new(),
            label: None,
            block,
        }))
    });
    if let Expr::Block(block) = expr {
        return match block.block.stmts.as_slice() {
            [Stmt::Expr(value, None)] => vec![Cow::Borrowed(value)],
            _ => Vec::new(),
        };
    }
    if let Expr::Macro(invocation) = expr {
        return macro_args(&invocation.mac)
            .into_iter()
            .map(Cow::Owned)
            .collect();
    }
    if let Expr::Match(m) = expr {
        let arms = m.arms.iter().map(|arm| &*arm.body);
        return std::iter::once(&*m.expr)
            .chain(arms)
            .map(Cow::Borrowed)
            .collect();
    }
    // The condition of an `if` without `else` or a `while` is a `bool`
    // where `()` stands: it goes as a statement ([`restate::restated`]).
    let unit =
        matches!(expr, Expr::If(e) if e.else_branch.is_none()) || matches!(expr, Expr::While(_));
    let inner = Node::Expr(expr)
        .children()
        .into_iter()
        .skip(usize::from(unit))
        .filter_map(|node| match node {
            Node::Expr(inner) if !matches!(inner, Expr::Let(_)) => Some(Cow::Borrowed(&*inner)),
            _ => None,
        });
    inner.chain(body).collect()
}
