//! Rust sources: parsed with `syn` into a syntax tree that delta-test
//! reduces level by level (the file's names renamed to short ones, the
//! file's items, then what is inside each:
//! impl and trait items, fields, variants, generics, where clauses,
//! attributes (a derive list's traits one by one), a function's body as a whole, then its statements, the
//! expressions and `match` arms in them), each candidate printed with
//! `prettyplease`. So every candidate parses, and reads like rustfmt's
//! output.
//!
//! A syntax tree is not `Send` (its spans are not), and the engine hands
//! values to other threads; so the value is the printed source, and each
//! thread keeps the trees of the last few values it parsed.

mod arrays;
mod bodies;
mod body_items;
mod bounds;
mod broken;
mod calls;
mod constructors;
mod conversions;
mod dependents;
mod derives;
mod expand;
mod fields_as_params;
mod flatten;
mod fold;
mod format_args;
mod generics;
mod implemented;
mod inline;
mod inline_consts;
mod inline_fns;
mod inline_imports;
mod inline_types;
mod joint;
mod macro_rules;
mod method_calls;
mod methods;
mod modifiers;
mod moves;
pub mod names;
mod one_variant;
mod orphans;
mod prelude;
pub mod print;
mod reborrows;
mod receivers;
mod rename;
mod resolve;
mod restate;
mod self_param;
mod signatures;
mod std_methods;
mod structs;
mod supers;
mod supertraits;
mod together;
mod tokens;
mod tree;
mod typed;
mod types;
mod unread;
mod untraced;
mod unwrap;
mod use_groups;
mod uses;
mod variants;
mod verbatim;
mod wheres;

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::fmt;
use std::sync::Arc;

use delta_test::{Literal, Place, Reduce, Sequence, Style, Subset};
use syn::visit_mut::VisitMut;

pub use flatten::{crate_paths, flatten_file, flattenable};
pub use orphans::Sweep;
use tree::Node;

/// How many parsed trees each thread keeps: the current value, and the
/// candidates made of it, are asked for again and again.
const CACHED: usize = 4;

thread_local! {
    /// The trees of the last sources this thread parsed, newest last.
    static TREES: RefCell<Vec<Parsed>> = const { RefCell::new(Vec::new()) };
}

/// A source's text, its tree, and what was asked of the whole tree: a
/// candidate's size is asked of every node (each run that fails another
/// way), the root's choices scan the whole file, and so do what each edit
/// of it needs to know of it before (its uses, its enums that derive
/// `Default`), asked again for every candidate made of it.
struct Parsed {
    text: Arc<str>,
    file: syn::File,
    root_choices: Option<usize>,
    root_bodies: Option<usize>,
    uses: Option<orphans::Uses>,
    marks: Option<derives::DefaultMarks>,
}

/// What `f` answers of the tree of `text` (parsed once per thread, the
/// cache's or a new entry of it); `None` if it does not parse. The
/// compiler's messages ask a candidate's names (`names::defined`) on the
/// thread that ran it, which has just parsed it to size it, or will.
pub fn with_parsed<R>(text: &str, f: impl FnOnce(&syn::File) -> R) -> Option<R> {
    TREES.with(|trees| {
        let mut trees = trees.borrow_mut();
        if let Some(found) = trees.iter().find(|t| &*t.text == text) {
            return Some(f(&found.file));
        }
        // A command's file is a source's code: what `syn` cannot parse is
        // wrapped again.
        let file = parse_lenient(text)?;
        let answer = f(&file);
        push(&mut trees, Arc::from(text), file);
        Some(answer)
    })
}

/// `code` with the expression that the `width` characters at `line`:`column`
/// hold written as the smallest literal of the type `found` (`typed.rs`);
/// `None` when there is no such literal, or no such expression there.
pub fn with_literal_of(code: &str, span: (usize, usize, usize), found: &str) -> Option<String> {
    typed::with_literal(code, span, &typed::literal_of(found)?)
}

/// `text` parsed, what `syn` cannot parse in it wrapped
/// (`verbatim.rs`); `None` if it does not parse even so.
pub fn parse_lenient(text: &str) -> Option<syn::File> {
    syn::parse_file(text)
        .ok()
        .or_else(|| syn::parse_file(&verbatim::wrap(text)?).ok())
}

/// A printed text as the command is given it: what `syn` could not parse
/// unwrapped.
pub fn code(text: &str) -> std::borrow::Cow<'_, str> {
    verbatim::unwrap(text)
}

/// A Rust source file as delta-test reduces it: its text, as `prettyplease`
/// prints its syntax tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Source {
    text: Arc<str>,
    /// How many items the file holds, counted in the tree it was printed
    /// from (the printer keeps items one to one): the outcome cache asks
    /// it of every candidate, and most are never parsed.
    items: usize,
    /// What of what a change leaves unused goes with it (`orphans.rs`).
    sweeps: Sweep,
    /// The names the failure's message quotes, which keep their names: a
    /// user compares the result's first line with the original's.
    quoted: Arc<BTreeSet<String>>,
}

impl Source {
    /// Parses `text`; `syn`'s message when it is not a Rust file. What
    /// `syn` cannot parse in it (a newer or a nightly syntax) is kept
    /// whole, as it is (`verbatim.rs`): the command is given
    /// [`Source::code`], this source's [`text`](Source::text) without the
    /// wrappers.
    pub fn parse(text: &str) -> Result<Source, String> {
        let file = parse_lenient(text).ok_or_else(|| match syn::parse_file(text) {
            Err(error) => format!("it does not parse as Rust: {error}"),
            Ok(_) => "it does not parse as Rust".to_string(),
        })?;
        Source::of(file, Sweep::Nothing, Arc::default()).ok_or_else(|| {
            "it parses, but prettyplease cannot print a part of it, which syn keeps as verbatim tokens".to_string()
        })
    }

    /// This source, reduced for a command to which warnings are errors
    /// (`-D warnings`): a change takes with it what `sweep` says of what it
    /// left unused, each of which would be a new error.
    pub fn sweeping(self, sweeps: Sweep) -> Source {
        Source { sweeps, ..self }
    }

    /// What this source [sweeps](Source::sweeping).
    pub fn sweeps(&self) -> Sweep {
        self.sweeps
    }

    /// This source, reduced for a failure whose message quotes `names`
    /// (`no method named `is_non_finite``): they are not renamed, so the
    /// result's first error reads as the original's.
    pub fn quoting(self, names: Arc<BTreeSet<String>>) -> Source {
        Source {
            quoted: names,
            ..self
        }
    }

    /// The names this source keeps ([`quoting`](Source::quoting)).
    pub fn quoted(&self) -> Arc<BTreeSet<String>> {
        Arc::clone(&self.quoted)
    }

    /// The source, as printed, wrappers and all (the command is given
    /// [`Source::code`]).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The source as the command is given it: the [`text`](Source::text),
    /// with what `syn` could not parse unwrapped.
    pub fn code(&self) -> std::borrow::Cow<'_, str> {
        code(&self.text)
    }

    /// The source of `file`, printed. Its tree is the printed text's, parsed
    /// when it is asked for, not `file`: the printer can give a tree
    /// another shape (a `use` group of one name loses its braces), and
    /// every path must mean the same node whatever was edited or cached
    /// before. `None` if the printer gives up on it ([`print::unparse`]).
    fn of(mut file: syn::File, sweeps: Sweep, quoted: Arc<BTreeSet<String>>) -> Option<Source> {
        Terminators.visit_file_mut(&mut file);
        let text: Arc<str> = print::unparse(&file)?.into();
        let items = file.items.len();
        names::printed(text.clone(), file);
        Some(Source {
            text,
            items,
            sweeps,
            quoted,
        })
    }

    /// Calls `f` with this source's tree (parsed once per thread); `None`
    /// if it does not parse, which the printer never makes.
    fn with_tree<R>(&self, f: impl FnOnce(Option<&mut syn::File>) -> R) -> R {
        self.with_parsed(|parsed| f(parsed.map(|p| &mut p.file)))
    }

    /// [`Source::with_tree`], with what is kept beside the tree.
    fn with_parsed<R>(&self, f: impl FnOnce(Option<&mut Parsed>) -> R) -> R {
        TREES.with(|trees| {
            let mut trees = trees.borrow_mut();
            // The tree parsed from this very text first: a source asks of
            // its tree once per node when it is sized, and comparing texts
            // of 100 KB at each was a tenth of a run's own time.
            let found = (trees.iter().position(|t| Arc::ptr_eq(&t.text, &self.text)))
                .or_else(|| trees.iter().position(|t| t.text == self.text));
            let index = match found {
                Some(index) => index,
                None => match syn::parse_file(&self.text) {
                    Ok(file) => {
                        debug_assert_eq!(file.items.len(), self.items, "{}", self.text);
                        push(&mut trees, Arc::clone(&self.text), file);
                        trees.len() - 1
                    }
                    Err(_) => return f(None),
                },
            };
            f(Some(&mut trees[index]))
        })
    }

    /// How many simpler values the whole file has, counted once per tree.
    fn root_choices(&self) -> usize {
        self.counted_once(
            |parsed| &mut parsed.root_choices,
            |file| moves::count_root(file, &self.quoted),
        )
    }

    /// What `count` says of the whole tree, kept in `slot` of the tree's
    /// cache entry: a count of the whole file is asked again and again of
    /// the same value. 0 when the text does not parse.
    fn counted_once(
        &self,
        slot: fn(&mut Parsed) -> &mut Option<usize>,
        count: impl FnOnce(&mut syn::File) -> usize,
    ) -> usize {
        self.with_parsed(|parsed| {
            let parsed = parsed?;
            if let Some(known) = *slot(parsed) {
                return Some(known);
            }
            let counted = count(&mut parsed.file);
            *slot(parsed) = Some(counted);
            Some(counted)
        })
        .unwrap_or(0)
    }

    /// How many function bodies the file's root can cut (`bodies.rs`):
    /// none where the failure is a lint and a cut takes the items it
    /// leaves unused (`Sweep::Items`): there a blanked body takes its
    /// callees along, each candidate of the search changes much more than
    /// a body, and the twelve lint cases took 7% more runs for the same
    /// results.
    fn root_bodies(&self) -> usize {
        if matches!(self.sweeps, Sweep::Items | Sweep::ItemsRemoved) {
            return 0;
        }
        self.counted_once(|parsed| &mut parsed.root_bodies, bodies::count)
    }

    /// What `f` answers of the node at `path`, if there is one.
    fn ask<R>(&self, path: &[usize], f: impl FnOnce(Node<'_>) -> R) -> Option<R> {
        self.with_tree(|file| Node::File(file?).at(path).map(f))
    }

    /// A copy in which `edit` changed the file (`None`: no change); when
    /// the source [sweeps](Source::sweeping), without what the edit left
    /// unused. `list` leads to the list of items the edit cuts, if it does.
    fn edited_file(
        &self,
        list: &[usize],
        edit: impl FnOnce(&mut syn::File) -> Option<()>,
    ) -> Source {
        let changed = self.with_parsed(|parsed| {
            let parsed = parsed?;
            let file = &parsed.file;
            let mut marks = (parsed.marks)
                .get_or_insert_with(|| derives::DefaultMarks::before(file))
                .clone();
            let before = (self.sweeps != Sweep::Nothing)
                .then(|| &*parsed.uses.get_or_insert_with(|| orphans::Uses::of(file)));
            let mut copy = file.clone();
            edit(&mut copy)?;
            marks.visit_file_mut(&mut copy);
            if let Some(before) = before {
                let list = match Node::File(&mut copy).at(list) {
                    Some(Node::Items(items)) => items.as_ptr().cast::<()>(),
                    Some(Node::ImplItems(items)) => items.as_ptr().cast::<()>(),
                    _ => std::ptr::null(),
                };
                orphans::sweep(&mut copy, before, list, self.sweeps);
            }
            Some(copy)
        });
        changed
            .and_then(|file| Source::of(file, self.sweeps, Arc::clone(&self.quoted)))
            .unwrap_or_else(|| self.clone())
    }
}

fn push(trees: &mut Vec<Parsed>, text: Arc<str>, file: syn::File) {
    if trees.len() == CACHED {
        trees.remove(0);
    }
    trees.push(Parsed {
        text,
        file,
        root_choices: None,
        root_bodies: None,
        uses: None,
        marks: None,
    });
}

/// Puts the `;` back after an expression statement that needs one: a cut
/// or a hoist can leave `a + b` where `if a { b }` stood, before other
/// statements, and the printer writes the statement as it is told.
struct Terminators;

impl VisitMut for Terminators {
    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        let last = block.stmts.len().saturating_sub(1);
        for (i, stmt) in block.stmts.iter_mut().enumerate() {
            if let syn::Stmt::Expr(expr, semi @ None) = stmt
                && i < last
                && !block_like(expr)
            {
                *semi = Some(Default::default());
            }
        }
        syn::visit_mut::visit_block_mut(self, block);
    }
}

/// Whether `expr` may stand as a statement without a `;`.
fn block_like(expr: &syn::Expr) -> bool {
    use syn::Expr;
    matches!(
        expr,
        Expr::Block(_)
            | Expr::If(_)
            | Expr::Match(_)
            | Expr::Loop(_)
            | Expr::While(_)
            | Expr::ForLoop(_)
            | Expr::Unsafe(_)
            | Expr::Const(_)
            | Expr::TryBlock(_)
    )
}

impl Reduce for Source {
    /// The file's items: what the chapter's algorithm cuts.
    fn sequences(&self) -> Vec<Sequence> {
        vec![Sequence::here(self.items).under(0)]
    }

    /// The text's length in bytes, as the progress line gives it: asking
    /// each node of a candidate that fails another way for its places was
    /// a fifth of a run's own time.
    fn size(&self) -> usize {
        self.text.len()
    }

    /// A function's parameters go with their arguments at its calls, a
    /// struct's or a variant's fields with those of its constructions and
    /// patterns, an enum's variants with the `match` arms that name them,
    /// a trait's items with their implementations, an item with what
    /// names it (`dependents.rs`). So the sequence at `path` can keep
    /// fewer parts than `kept`: the engine asks each candidate of a search
    /// of the value it started from, and reads the list again after it.
    /// The root's sequence is the file's function bodies (`bodies.rs`).
    fn keep(&self, path: &[usize], kept: &Subset) -> Self {
        if path.is_empty() {
            return self.edited_file(path, |file| {
                bodies::keep(file, kept);
                Some(())
            });
        }
        self.edited_file(path, |file| {
            let inputs = matches!(Node::File(file).at(path), Some(Node::Inputs(_)));
            let function = path.split_last().map(|(_, parent)| parent);
            let callee = match (inputs, function) {
                (true, Some(parent)) => Node::File(file).at(parent).and_then(calls::callee),
                _ => None,
            };
            let sized = arrays::sized(file, path);
            let fields = structs::cut(file, path, kept);
            let variants = variants::cut(file, path, kept);
            let implementations = implemented::cut(file, path, kept);
            let dependents = dependents::cut(file, path, kept);
            Node::File(file).at(path)?.keep(kept);
            // Before any other edit moves what the paths reach.
            if let Some(node) = sized.and_then(|parent| Node::File(file).at(&parent)) {
                arrays::refit(node);
            }
            if let Some(callee) = callee {
                calls::retain_arguments(file, &callee, kept);
            }
            if let Some(fields) = fields {
                structs::remove_fields(file, &fields);
            }
            if let Some(variants) = variants {
                variants::remove_arms(file, &variants);
            }
            if let Some(implementations) = implementations {
                implemented::remove_implementations(file, &implementations);
            }
            if let Some(names) = dependents {
                dependents::remove(file, path, names);
            }
            Some(())
        })
    }

    fn places(&self, path: &[usize]) -> Vec<Place> {
        if path.is_empty() {
            let bodies = match self.root_bodies() {
                0 => None,
                len => Some(Place::parts(len)),
            };
            let choices = match self.root_choices() {
                0 => None,
                count => Some(Place::Choices { count }),
            };
            return bodies.into_iter().chain(choices).collect();
        }
        // A trait method an impl defines: its signature changes on every
        // side at once (`joint.rs`), its qualifiers not alone.
        let joint = self.with_tree(|file| file.and_then(|f| joint::changes(f, path)));
        if let Some(changes) = joint {
            return match changes.len() {
                0 => Vec::new(),
                count => vec![Place::Choices { count }],
            };
        }
        let locked = self.with_tree(|file| file.is_some_and(|f| signatures::locked(f, path)));
        if locked {
            return Vec::new();
        }
        self.ask(path, |node| {
            let mut places = match node.len() {
                Some(0) | None => Vec::new(),
                Some(len) => vec![Place::Parts {
                    len,
                    coarse: node.coarse(),
                }],
            };
            match moves::count(node) {
                0 => {}
                count => places.push(Place::Choices { count }),
            }
            places
        })
        .unwrap_or_default()
    }

    fn inner(&self, path: &[usize]) -> Vec<usize> {
        self.ask(path, |node| node.steps()).unwrap_or_default()
    }

    /// A `macro_rules!` definition's tokens, cut one at a time, wait a
    /// pass when the pass changed something before them: a cut of the
    /// code around the macro often takes its callers, and then the macro
    /// whole
    /// (quick-error's 700-line `macro_rules!` was cut token by token for
    /// 1,700 runs while a test that no longer called the function needing
    /// it kept it; the next pass took all of it). Not a macro call's
    /// tokens: they are the code the macro writes out (`impl_for!(Is8 =>
    /// i8, u8, bool)`), and each one cut takes much of it (radium's and
    /// funty's held-out cases took twice the runs and more with them late).
    fn late(&self, path: &[usize]) -> bool {
        let tokens = |at: &[usize]| self.ask(at, |node| matches!(node, Node::Tokens(..)));
        if path.is_empty() || tokens(path) != Some(true) {
            return false;
        }
        // Up through the groups to what holds the tokens.
        let mut at = path.len() - 1;
        while at > 0 && tokens(&path[..at]) == Some(true) {
            at -= 1;
        }
        self.ask(&path[..at], |node| matches!(node, Node::Rules(_))) == Some(true)
    }

    /// A trait method's signature changes in the trait and in its impls
    /// together (`joint.rs`).
    ///
    /// A trait impl made inherent (`modifiers.rs`) takes what needed the
    /// trait impl along, as a cut of it would (`dependents.rs`): `impl Eq
    /// for X {}` once `PartialEq for X` is inherent, a derive whose field
    /// needed it, a call of the trait's provided method.
    fn simplify(&self, path: &[usize], to: u128) -> Self {
        let to = usize::try_from(to).unwrap_or(usize::MAX);
        self.edited_file(&[], |file| {
            if let Some(changes) = joint::changes(file, path) {
                return joint::apply(file, path, *changes.get(to)?);
            }
            let trait_impl = |file: &mut syn::File| {
                matches!(Node::File(file).at(path), Some(Node::Item(syn::Item::Impl(i))) if i.trait_.is_some())
            };
            let before = trait_impl(file).then(|| dependents::Cut::edit(file));
            match path {
                [] => moves::choose_root(file, to, &self.quoted),
                _ => moves::choose(Node::File(file).at(path)?, to),
            }
            if let Some(cut) = before.filter(|_| !trait_impl(file)) {
                dependents::remove(file, &[], cut);
            }
            Some(())
        })
    }
}

impl Literal for Source {
    /// The source as a string literal: equal texts, equal sources.
    fn write_rust(&self, out: &mut dyn fmt::Write, _style: Style) -> fmt::Result {
        write!(out, "{:?}", &*self.text)
    }
}

#[cfg(test)]
mod tests;
