//! Whether warnings are errors to the command a Rust file is reduced
//! with: then every item, import or binding a cut leaves unused is a new
//! error, and the Rust format takes them with the cut
//! (`formats/rust/orphans.rs`).
//!
//! A command that fails on a lint says so in its messages (`-D unused`
//! implied by `-D warnings`), but a test script may print nothing, and a
//! bug that is a type error stops the compiler before its lints run. So
//! the level is also read where users set it: the command's flags and
//! `RUSTFLAGS`, the script's text, the file's `#![deny(..)]`, and a
//! manifest's `[lints.rust]`.

use crate::diagnostic;
use crate::formats::rust::Sweep;

/// Where the command's lint levels may be set.
pub struct Levels<'a> {
    /// The original run's standard error.
    pub stderr: &'a str,
    /// The command, or the script's path and its text.
    pub command: &'a [String],
    pub script: Option<&'a str>,
    /// `RUSTFLAGS` and `CARGO_ENCODED_RUSTFLAGS` as the command gets them.
    pub rustflags: &'a [String],
    /// The Rust files' texts (a crate's every file), and a manifest's.
    pub sources: &'a [&'a str],
    pub manifest: Option<&'a str>,
}

impl Levels<'_> {
    /// What a cut takes along of what it leaves unused: nothing, unless
    /// warnings are errors. Then imports and bindings, which rustc reports
    /// unused before it checks types; and items and fields too when the
    /// original's errors are all lints, so that rustc got as far as its
    /// `dead_code` lint. Where a type error stops it before, an unused item
    /// is no error, and a helper the bug is in must be able to outlive its
    /// caller.
    pub fn sweep(&self) -> Sweep {
        if !self.warnings_are_errors() {
            return Sweep::Nothing;
        }
        let errors = diagnostic::errors(self.stderr, &Default::default());
        let lints = !errors.is_empty() && errors.iter().all(|e| e.code.starts_with("error: "));
        match (lints, self.dead_code_forbidden()) {
            (true, false) => Sweep::Items,
            (true, true) => Sweep::ItemsRemoved,
            (false, _) => Sweep::Bindings,
        }
    }

    /// Whether `dead_code` is forbidden (`-F warnings`, `#![forbid(unused)]`),
    /// which no `#[allow(dead_code)]` can then lift: rustc calls one an
    /// error, or a warning that `-D warnings` makes one.
    fn dead_code_forbidden(&self) -> bool {
        const FORBID: &[&str] = &["-F", "--forbid"];
        flags_set(self.command.iter().flat_map(|word| words(word)), FORBID)
            || self
                .script
                .is_some_and(|text| flags_set(words(text), FORBID))
            || self
                .rustflags
                .iter()
                .any(|flags| flags_set(words(flags), FORBID))
            || self
                .sources
                .iter()
                .any(|text| attributes_set(text, &["#![forbid("]))
            || self
                .manifest
                .is_some_and(|text| manifest_sets(text, &["\"forbid\""]))
    }

    /// Whether warnings, or the lints of unused code, are errors.
    fn warnings_are_errors(&self) -> bool {
        const DENY: &[&str] = &["-D", "-F", "--deny", "--forbid"];
        messages_say(self.stderr)
            || flags_set(self.command.iter().flat_map(|word| words(word)), DENY)
            || self.script.is_some_and(|text| flags_set(words(text), DENY))
            || self
                .rustflags
                .iter()
                .any(|flags| flags_set(words(flags), DENY))
            || self
                .sources
                .iter()
                .any(|text| attributes_set(text, &["#![deny(", "#![forbid("]))
            || self
                .manifest
                .is_some_and(|text| manifest_sets(text, &["\"deny\"", "\"forbid\""]))
    }
}

/// Whether the compiler's messages show that warnings are errors: an error
/// is a lint that `-D warnings`, `#![deny(warnings)]` or a level of the
/// `unused` group made one, or is itself `dead_code` or one of `unused`'s
/// lints. Only the first error of each lint says where its level comes
/// from, which is enough.
fn messages_say(stderr: &str) -> bool {
    let implied = stderr.lines().any(|line| {
        let by = line.split_once(" implied by ").map(|(_, by)| by);
        by.and_then(diagnostic::lint_named)
            .is_some_and(|lint| covers_unused(&lint))
    });
    implied
        || diagnostic::errors(stderr, &Default::default())
            .iter()
            .filter_map(|error| error.code.strip_prefix("error: "))
            .any(|lint| lint != "warnings" && covers_unused(lint))
}

/// Whether `lint` (`-` or `_` between words) covers unused code.
fn covers_unused(lint: &str) -> bool {
    let lint = lint.trim().replace('-', "_");
    lint == "warnings" || lint == "unused" || lint == "dead_code" || lint.starts_with("unused_")
}

/// A text split as a shell would at a glance: at spaces, quotes, `=`, and
/// the `\x1f` that separates `CARGO_ENCODED_RUSTFLAGS`.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | '=' | '\x1f'))
        .filter(|word| !word.is_empty())
}

/// Whether one of `flags` among `words` sets a lint of unused code:
/// `-D warnings`, `-Dwarnings`, `--deny=unused`, `-F dead_code` for the
/// flags that deny or forbid.
fn flags_set<'a>(words: impl Iterator<Item = &'a str>, flags: &[&str]) -> bool {
    let mut after_flag = false;
    for word in words {
        if after_flag && covers_unused(word) {
            return true;
        }
        after_flag = flags.contains(&word);
        let short = flags.iter().filter(|flag| flag.len() == 2);
        let joined = short.filter_map(|flag| word.strip_prefix(flag)).next();
        if joined.is_some_and(|lint| !lint.is_empty() && covers_unused(lint)) {
            return true;
        }
    }
    false
}

/// Whether a Rust file's inner attribute that opens with one of `opens`
/// sets a lint of unused code (`#![deny(missing_docs, warnings)]`).
fn attributes_set(text: &str, opens: &[&str]) -> bool {
    opens.iter().any(|open| {
        text.match_indices(open).any(|(at, _)| {
            let rest = &text[at + open.len()..];
            let list = rest.split_once(')').map_or(rest, |(list, _)| list);
            list.split(',').any(covers_unused)
        })
    })
}

/// Whether a manifest's `[lints.rust]` (or its workspace's) sets a lint of
/// unused code to one of `levels` (`"deny"`, quoted).
fn manifest_sets(text: &str, levels: &[&str]) -> bool {
    let mut in_lints = false;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            in_lints = matches!(line, "[lints.rust]" | "[workspace.lints.rust]");
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let denied = levels.iter().any(|level| value.contains(level));
        if in_lints && denied && covers_unused(key.trim().trim_matches('"')) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn levels<'a>(command: &'a [String], sources: &'a [&'a str]) -> Levels<'a> {
        Levels {
            stderr: "",
            command,
            script: None,
            rustflags: &[],
            sources,
            manifest: None,
        }
    }

    fn strings(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn warnings_are_errors_when_a_lints_level_came_from_warnings_or_unused() {
        let attribute = "error: direct cast of function item into an integer\n --> a.rs:3:5\n  |\n3 |     f as usize\n  |     ^^^^^^^^^^\n  |\nnote: the lint level is defined here\n --> a.rs:1:9\n  |\n1 | #![deny(warnings)]\n  |         ^^^^^^^^\n  = note: `#[deny(function_casts_as_integer)]` implied by `#[deny(warnings)]`\n";
        assert!(messages_say(attribute));
        let flag = "error: unused variable: `x`\n --> a.rs:2:9\n  |\n2 |     let x = 1;\n  |         ^ help: if this is intentional, prefix it with an underscore: `_x`\n  |\n  = note: `-D unused-variables` implied by `-D warnings`\n";
        assert!(messages_say(flag));
        let group = flag.replace(
            "`-D unused-variables` implied by `-D warnings`",
            "`#[deny(unused_variables)]` implied by `#[deny(unused)]`",
        );
        assert!(messages_say(&group));
        let direct = "error: function `g` is never used\n --> a.rs:2:4\n  |\n2 | fn g() {}\n  |    ^\n  |\nnote: the lint level is defined here\n --> a.rs:1:9\n  |\n1 | #![deny(dead_code)]\n  |         ^^^^^^^^^\n";
        assert!(messages_say(direct));
        let other_lint = "error: unneeded `return` statement\n --> src/lib.rs:2:5\n  |\n2 |     return 1;\n  |     ^^^^^^^^\n  |\n  = note: `-D clippy::needless-return` implied by `-D clippy::style`\n";
        assert!(!messages_say(other_lint));
        let type_error = "error[E0308]: mismatched types\n --> a.rs:1:20\n  |\n1 | fn f() -> u8 { \"a\" }\n  |                ^^^ expected `u8`, found `&str`\n";
        assert!(!messages_say(type_error));
    }

    #[test]
    fn where_dead_code_is_forbidden_items_are_removed_not_kept() {
        let lint = "error: unused variable: `x`\n --> a.rs:2:9\n  |\n2 |     let x = 1;\n  |         ^\n  |\n  = note: `-D unused-variables` implied by `-D warnings`\n";
        let sweep = |command: &[&str], sources: &[&str]| {
            Levels {
                stderr: lint,
                ..levels(&strings(command), sources)
            }
            .sweep()
        };
        assert_eq!(sweep(&["rustc", "-D", "warnings", "@@"], &[]), Sweep::Items);
        assert_eq!(
            sweep(&["rustc", "-Fwarnings", "@@"], &[]),
            Sweep::ItemsRemoved
        );
        assert_eq!(
            sweep(&["rustc", "@@"], &["#![forbid(unused)]\n"]),
            Sweep::ItemsRemoved
        );
        assert_eq!(
            sweep(
                &["rustc", "@@"],
                &["#![deny(warnings)]\n#![forbid(unsafe_code)]\n"]
            ),
            Sweep::Items
        );
    }

    #[test]
    fn flags_on_the_command_line_make_warnings_errors() {
        for command in [
            &["rustc", "-D", "warnings", "@@"][..],
            &["rustc", "-Dwarnings", "@@"],
            &["cargo", "clippy", "--", "--deny=dead-code"],
            &["rustc", "-F", "unused_variables", "@@"],
        ] {
            assert!(
                levels(&strings(command), &[]).warnings_are_errors(),
                "{command:?}"
            );
        }
        for command in [
            &["rustc", "-D", "missing-docs", "@@"][..],
            &["rustc", "-W", "warnings", "@@"],
            &["rustc", "--edition", "2021", "@@"],
        ] {
            assert!(
                !levels(&strings(command), &[]).warnings_are_errors(),
                "{command:?}"
            );
        }
    }

    #[test]
    fn a_script_rustflags_a_files_attribute_and_a_manifest_make_warnings_errors() {
        let none = levels(&[], &[]);
        let script =
            "#!/bin/sh\nrustc --crate-type lib \"-D\" 'warnings' \"$1\" 2>&1 | grep -q E0308\n";
        assert!(Levels {
            script: Some(script),
            ..levels(&[], &[])
        }
        .warnings_are_errors());
        let rustflags = strings(&["-C debuginfo=0 -Dwarnings"]);
        assert!(Levels {
            rustflags: &rustflags,
            ..levels(&[], &[])
        }
        .warnings_are_errors());
        let encoded = strings(&["--cap-lints\x1fwarn\x1f-D\x1fwarnings"]);
        assert!(Levels {
            rustflags: &encoded,
            ..levels(&[], &[])
        }
        .warnings_are_errors());
        assert!(levels(
            &[],
            &["//! Docs\n#![deny(missing_docs, warnings)]\nfn f() {}\n"]
        )
        .warnings_are_errors());
        assert!(
            !levels(&[], &["#![deny(missing_docs)]\n#![warn(unused)]\n"]).warnings_are_errors()
        );
        let manifest = "[package]\nname = \"x\"\n\n[lints.rust]\nunused = { level = \"deny\", priority = -1 }\n";
        assert!(Levels {
            manifest: Some(manifest),
            ..levels(&[], &[])
        }
        .warnings_are_errors());
        let warned = "[lints.rust]\nunused = \"warn\"\n[lints.clippy]\nall = \"deny\"\n";
        assert!(!Levels {
            manifest: Some(warned),
            ..levels(&[], &[])
        }
        .warnings_are_errors());
        assert!(!none.warnings_are_errors());
    }
}
