//! rustc's internal compiler errors, read from its output: which one came
//! first, where it is in the compiler, and what it says, with what it says
//! about the file's own items masked.
//!
//! An ICE is the failure whatever else rustc prints. Ordinary errors often
//! come before it (the crash happens while reporting them), and delayed
//! bugs after it (rustc flushes them when it stops): so the ICE kept is
//! the first report of a crash in the output, either rustc's own panic
//! (`thread 'rustc' panicked at compiler/...`) or an `error: internal
//! compiler error:` (a `bug!`, a `span_bug!`, or a delayed bug). A
//! release rustc names its sources `/rustc-dev/<hash>/compiler/...` (or
//! `/rustc/<hash>/compiler/...`): they are read as `compiler/...`, so the
//! same crash reads the same on every build.
//!
//! What rustc says about the file's items changes as the file is reduced:
//! `DefId(0:326 ~ planted[66d4]::parse::{impl#37}::next)` names the item by
//! its index among all items, the crate by a hash and the impl by its
//! number. Those are data; the message's words and the compiler's place
//! are the bug.
//!
//! Two crashes can say the same at the same place: every delayed bug of a
//! kind is reported from the one place that delays it. With
//! `RUST_BACKTRACE=1` rustc prints the frames that led there; the first
//! few frames of the compiler's own passes (not its error-reporting
//! machinery, nor the standard library) tell such crashes apart. A
//! function is counted once: how deep a recursion goes (a type relation
//! calls itself once per level of the types it relates) follows the
//! file's types, which the reduction shrinks, not the bug.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use regex_lite::Regex;

use crate::diagnostic;

/// How many frames of a crash's backtrace, from the innermost of the
/// compiler's own passes, must stay the same. Their callers change as the
/// file is reduced, as the queries' do.
const FRAMES: usize = 2;

/// The frames that are not where a crash happened, but how it was reported
/// or unwound: the standard library, the panic machinery and rustc's
/// error reporting.
const MACHINERY: [&str; 14] = [
    "std::",
    "core::",
    "alloc::",
    "rustc_errors::",
    "<rustc_errors::",
    "rustc_middle::util::bug::",
    "rustc_middle::ty::context::tls::",
    "rustc_span::",
    "rustc_query_impl::",
    "rustc_query_system::",
    "rustc_interface::",
    "rustc_driver",
    "rust_begin_unwind",
    "__rust",
];

/// One internal compiler error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ice {
    /// `panicked at compiler/PLACE: MESSAGE`, or `error: internal compiler
    /// error: MESSAGE` (with its place, for a `bug!`), and `(delayed at
    /// PLACE)` for a delayed bug; masked.
    pub place: String,
    /// The innermost frames of the compiler's own code, when rustc printed
    /// a backtrace; else empty.
    pub frames: Vec<String>,
}

/// The first internal compiler error in `stderr`, if any, with `names`
/// (the file's own) masked.
pub fn first(stderr: &str, names: &BTreeSet<String>) -> Option<Ice> {
    let lines: Vec<&str> = stderr.lines().collect();
    lines.iter().enumerate().find_map(|(at, line)| {
        let rest = &lines[at + 1..];
        if let Some(message) = line.strip_prefix("error: internal compiler error: ") {
            let end = rest
                .iter()
                .position(|line| line.starts_with("error") || line.starts_with("thread '"))
                .unwrap_or(rest.len());
            let body = &rest[..end];
            let delayed = body.iter().find_map(|line| {
                let place = line.strip_prefix("note: delayed at ")?;
                let place = place.split(" - ").next().unwrap_or(place);
                Some(format!(" (delayed at {})", compiler_path(place)?))
            });
            let message = masked(&normalized(message), names);
            // A `bug!`'s backtrace is its panic's, which follows.
            let frames = match frames(body) {
                none if none.is_empty() => frames(&rest[end..]),
                some => some,
            };
            return Some(Ice {
                place: format!(
                    "error: internal compiler error: {message}{}",
                    delayed.unwrap_or_default()
                ),
                frames,
            });
        }
        let (_, after) = line.split_once(" panicked at ")?;
        let place = compiler_path(after.strip_suffix(':')?)?;
        if !line.starts_with("thread '") {
            return None;
        }
        let message: Vec<&str> = rest
            .iter()
            .copied()
            .take_while(|line| {
                !line.starts_with("note: ")
                    && !line.starts_with("stack backtrace:")
                    && !line.starts_with("query stack")
                    && !line.starts_with("error")
            })
            .collect();
        let message = delta_test::mask(&masked(&message.join("\n"), names));
        Some(Ice {
            place: format!("panicked at {place}: {message}"),
            frames: frames(rest),
        })
    })
}

/// `path` as it is in the compiler's sources (`compiler/rustc_x/...`),
/// whether a development build printed it as such or a release build as
/// `/rustc-dev/<hash>/compiler/...`; `None` for a path outside them.
fn compiler_path(path: &str) -> Option<&str> {
    let at = path.find("compiler/rustc_")?;
    let before = &path[..at];
    let release = before.starts_with("/rustc") && before.ends_with('/');
    (before.is_empty() || release).then_some(&path[at..])
}

/// A message's compiler paths written as in the sources (see
/// [`compiler_path`]).
fn normalized(message: &str) -> String {
    static RELEASE: OnceLock<Regex> = OnceLock::new();
    let release =
        RELEASE.get_or_init(|| Regex::new(r"/rustc(-dev)?/[0-9a-f]+/compiler/").expect("valid"));
    release.replace_all(message, "compiler/").into_owned()
}

/// `text` with the file's `names` masked where quoted or where they stand
/// as code (see [`code_names`]), and rustc's names for the file's items
/// written as data: `DefId(0:326 ~ ...)` as
/// `DefId(…)`, `{impl#37}` as `{impl#…}`, a crate's hash `planted[66d4]`
/// as `planted[…]`; and the places in the file's MIR, which any edit of
/// the function moves: a basic block `bb26[0]` as `bb…`, a local `_3` as
/// `_…`, a span `a.rs:3:9: 3:20 (#0)` as `…`.
fn masked(text: &str, names: &BTreeSet<String>) -> String {
    static DATA: OnceLock<[(Regex, &str); 6]> = OnceLock::new();
    let data = DATA.get_or_init(|| {
        let re = |pattern: &str| Regex::new(pattern).expect("valid");
        [
            (re(r"DefId\([^()]*(\([^()]*\)[^()]*)*\)"), "DefId(…)"),
            (re(r"\{([a-z_ ]+)#\d+\}"), "{${1}#…}"),
            (re(r"\b([A-Za-z_][A-Za-z0-9_]*)\[[0-9a-f]{4}\]"), "${1}[…]"),
            (re(r"\bbb\d+(\[\d+\])?"), "bb…"),
            (re(r"\b_\d+\b"), "_…"),
            (re(r"[^\s()]+\.rs:\d+:\d+: \d+:\d+( \(#\d+\))?"), "…"),
        ]
    });
    let mut text = diagnostic::mask(text, names);
    for (pattern, with) in data {
        text = pattern.replace_all(&text, *with).into_owned();
    }
    code_names(&text, names)
}

/// `text` with the file's `names` masked where they stand unquoted as
/// code: a word next to a path's or a type's punctuation (`<X as
/// Tr>::f`, `Foo<'_>`, `(S, T)`). An ICE's message prints types and paths
/// without quotes (`failed to resolve instance for <{async block@..} as
/// AssertSend>::assert_send`), and a renamed item must not make it another
/// crash. A word between spaces is the message's own (`failed to resolve
/// instance`), even where the file has an item of that name; so is one of
/// rustc's notations for data (`{closure#0}`, a crate's `a[…]`), and a
/// lifetime (`'a`).
fn code_names(text: &str, names: &BTreeSet<String>) -> String {
    static WORD: OnceLock<Regex> = OnceLock::new();
    let word = WORD.get_or_init(|| Regex::new(r"[A-Za-z_][A-Za-z0-9_]*").expect("valid"));
    let code = |c: Option<char>| c.is_some_and(|c| "<>:()[]{}&*,!@".contains(c));
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for found in word.find_iter(text) {
        let before = text[..found.start()].chars().next_back();
        let after = text[found.end()..].chars().next();
        let notation = before == Some('\'') || after.is_some_and(|c| c == '#' || c == '[');
        if names.contains(found.as_str()) && !notation && (code(before) || code(after)) {
            out.push_str(&text[last..found.start()]);
            out.push('…');
            last = found.end();
        }
    }
    out.push_str(&text[last..]);
    out
}

/// The innermost [`FRAMES`] frames of the compiler's own code in the
/// backtrace that starts in `lines` (`   3: rustc_borrowck::do_mir_borrowck`,
/// each after its number, before the `at` line of its source), without
/// their hashes, each function once (a recursion's depth is data).
fn frames(lines: &[&str]) -> Vec<String> {
    static HASH: OnceLock<Regex> = OnceLock::new();
    let hash = HASH.get_or_init(|| Regex::new(r"::h[0-9a-f]{16}$").expect("valid"));
    let mut found = Vec::new();
    for line in lines {
        let trimmed = line.trim_start();
        if trimmed.starts_with("query stack") || trimmed.starts_with("error") {
            break;
        }
        let Some((number, symbol)) = trimmed.split_once(": ") else {
            continue;
        };
        if !number.chars().all(|c| c.is_ascii_digit()) || number.is_empty() {
            continue;
        }
        let symbol = hash.replace(symbol.trim(), "");
        if !symbol.contains("rustc_") || MACHINERY.iter().any(|m| symbol.starts_with(m)) {
            continue;
        }
        if found.iter().any(|seen| *seen == symbol) {
            continue;
        }
        found.push(symbol.into_owned());
        if found.len() == FRAMES {
            break;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> BTreeSet<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    /// A release rustc's panic, after an ordinary error, with a delayed
    /// bug flushed after it.
    const UNWRAP: &str = "error[E0599]: no method named `go` found for struct `Parser`
 --> planted.rs:9:5

thread 'rustc' panicked at /rustc-dev/59807616e1fa2540724bfbac14d7976d7e4a3860/compiler/rustc_borrowck/src/lib.rs:512:40:
called `Option::unwrap()` on a `None` value
stack backtrace:
   0: rust_begin_unwind
   1: core::panicking::panic_fmt
   2: core::option::unwrap_failed
   3: rustc_borrowck::do_mir_borrowck::h0123456789abcdef
   4: rustc_borrowck::mir_borrowck
   5: rustc_query_impl::plumbing::__rust_begin_short_backtrace
note: the compiler unexpectedly panicked. this is a bug.

query stack during panic:
#0 [mir_borrowck] borrow-checking `Parser::go`
end of query stack
error: internal compiler error: error performing operation: fully_perform
note: delayed at compiler/rustc_trait_selection/src/traits/query/type_op/custom.rs:95:25 - disabled backtrace
";

    #[test]
    fn the_first_crash_is_the_ice_and_a_release_path_reads_as_the_sources() {
        let ice = first(UNWRAP, &names(&["Parser", "go"])).unwrap();
        assert_eq!(
            ice.place,
            "panicked at compiler/rustc_borrowck/src/lib.rs:512:40: called `Option::unwrap()` on a `None` value"
        );
        assert_eq!(
            ice.frames,
            [
                "rustc_borrowck::do_mir_borrowck",
                "rustc_borrowck::mir_borrowck"
            ]
        );
        // A development build prints the place as it is.
        let dev = UNWRAP.replace(
            "/rustc-dev/59807616e1fa2540724bfbac14d7976d7e4a3860/compiler/",
            "compiler/",
        );
        assert_eq!(first(&dev, &names(&[])).unwrap().place, ice.place);
        // A user's program that panics is no ICE.
        let user = "thread 'main' panicked at src/main.rs:4:5:\nboom\n";
        assert_eq!(first(user, &names(&[])), None);
    }

    #[test]
    fn a_delayed_bug_is_known_by_where_it_was_delayed_and_its_frames() {
        let delayed = "error: internal compiler error: error performing operation: fully_perform
  --> planted.rs:5:9
note: delayed at /rustc-dev/abc123/compiler/rustc_trait_selection/src/traits/query/type_op/custom.rs:95:25
         0: <rustc_errors::DiagCtxtInner>::emit_diagnostic
         1: rustc_trait_selection::traits::query::type_op::custom::scrape_region_constraints
         2: rustc_borrowck::type_check::TypeChecker::fully_perform_op
         3: rustc_borrowck::type_check::TypeChecker::prove_predicate
";
        let ice = first(delayed, &names(&[])).unwrap();
        assert_eq!(
            ice.place,
            "error: internal compiler error: error performing operation: fully_perform (delayed at compiler/rustc_trait_selection/src/traits/query/type_op/custom.rs:95:25)"
        );
        assert_eq!(
            ice.frames,
            [
                "rustc_trait_selection::traits::query::type_op::custom::scrape_region_constraints",
                "rustc_borrowck::type_check::TypeChecker::fully_perform_op"
            ]
        );
        // Another bug delayed at the same place, from another pass.
        let other = delayed.replace("fully_perform_op", "normalize");
        assert_ne!(first(&other, &names(&[])).unwrap(), ice);
    }

    #[test]
    fn a_recursions_depth_is_data() {
        let panic = |depth: usize| {
            let mut text = String::from(
                "thread 'rustc' (12) panicked at /rustc-dev/abc/compiler/rustc_type_ir/src/relate.rs:346:13:\nbound types encountered\nstack backtrace:\n   0: __rustc::rust_begin_unwind\n   1: core::panicking::panic_fmt\n",
            );
            for level in 0..depth {
                text += &format!(
                    "   {}: <rustc_a::Same as rustc_type_ir::relate::TypeRelation>::tys\n",
                    level + 2
                );
            }
            text += "  20: <rustc_type_ir::binder::Binder as rustc_type_ir::relate::Relate>::relate\n  21: <rustc_a::Same as rustc_type_ir::relate::TypeRelation>::tys\n  22: rustc_a::report\n";
            first(&text, &names(&[])).unwrap()
        };
        assert_eq!(
            panic(2).frames,
            [
                "<rustc_a::Same as rustc_type_ir::relate::TypeRelation>::tys",
                "<rustc_type_ir::binder::Binder as rustc_type_ir::relate::Relate>::relate"
            ]
        );
        assert_eq!(panic(1), panic(2));
        assert_eq!(panic(1), panic(5));
    }

    #[test]
    fn rustcs_names_for_the_files_items_are_data() {
        let bug = "error: internal compiler error: compiler/rustc_trait_selection/src/traits/select/mod.rs:2841:17: no impl for DefId(0:326 ~ planted[66d4]::parse::{impl#37}::next) in `Lexer`\n";
        let ice = first(bug, &names(&["Lexer"])).unwrap();
        assert_eq!(
            ice.place,
            "error: internal compiler error: compiler/rustc_trait_selection/src/traits/select/mod.rs:2841:17: no impl for DefId(…) in `…`"
        );
        let later = bug
            .replace("0:326", "0:12")
            .replace("66d4", "9f0e")
            .replace("impl#37", "impl#2");
        assert_eq!(first(&later, &names(&["Lexer"])), Some(ice));
    }

    #[test]
    fn the_files_names_printed_as_code_are_data() {
        let bug = "error: internal compiler error: compiler/rustc_middle/src/ty/instance.rs:570:21: failed to resolve instance for <{async block@a.rs:32:15: 32:20} as AssertSend>::assert_send\n";
        let renamed = "error: internal compiler error: compiler/rustc_middle/src/ty/instance.rs:570:21: failed to resolve instance for <{async block@a.rs:32:13: 32:18} as X>::c\n";
        let ice = first(bug, &names(&["AssertSend", "assert_send", "instance"])).unwrap();
        assert_eq!(
            ice.place,
            "error: internal compiler error: compiler/rustc_middle/src/ty/instance.rs:570:21: failed to resolve instance for <{async …} as …>::…"
        );
        assert_eq!(first(renamed, &names(&["X", "c"])), Some(ice));
        // rustc's notations stay data whatever the file names.
        let closure = "error: internal compiler error: compiler/rustc_a/src/b.rs:1:2: bad {closure#0} in a[66d4]::f<'a>\n";
        let file = names(&["closure", "a", "f"]);
        let masked = first(closure, &file).unwrap();
        assert!(
            masked.place.ends_with("bad {closure#…} in a[…]::…<'a>"),
            "{}",
            masked.place
        );
        let other = closure.replace("#0", "#1").replace("66d4", "9f0e");
        assert_eq!(
            first(&other, &names(&[]))
                .unwrap()
                .place
                .replace("::f<", "::…<"),
            masked.place
        );
        // A name that is not the file's stays: `Send` is another crash.
        let other = renamed.replace("as X>", "as Send>");
        let names = names(&["X", "c"]);
        assert_ne!(first(&other, &names), first(renamed, &names));
    }

    #[test]
    fn the_places_in_the_files_mir_are_data() {
        let bug = "error: internal compiler error: broken MIR in Item(DefId(0:123 ~ bug[2ff1]::{impl#5}::pop)) (after pass CheckForceInline) at bb26[0]:\n                                local _3 still has storage when returning from function\nnote: delayed at /rustc-dev/5980/compiler/rustc_mir_transform/src/lint.rs:137:34\n";
        let ice = first(bug, &names(&[])).unwrap();
        let moved = bug
            .replace("bb26[0]", "bb4[1]")
            .replace("_3 ", "_12 ")
            .replace("0:123", "0:18");
        assert_eq!(first(&moved, &names(&[])), Some(ice.clone()));
        assert!(ice.place.contains("at bb…:"), "{}", ice.place);
        let other_pass = bug.replace("CheckForceInline", "CheckCallRecursion");
        assert_ne!(first(&other_pass, &names(&[])), Some(ice));
        let span = "error: internal compiler error: compiler/rustc_middle/src/a.rs:1:2: bad span at src/lib.rs:3:9: 3:20 (#0)\n";
        let at = first(span, &names(&[])).unwrap();
        assert_eq!(
            first(&span.replace("3:9: 3:20", "7:1: 7:4"), &names(&[])),
            Some(at)
        );
    }
}
