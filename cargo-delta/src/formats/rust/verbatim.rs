//! Code that `syn` cannot parse, kept as it is inside code it can: a
//! statement or an item written in a syntax newer than `syn`'s, or a
//! nightly one (`super let`, `become`, a field's default value), is wrapped
//! in a macro call, `__delta_verbatim! { .. }`, whose tokens `syn` takes
//! whatever they are. The rest of the file then reduces as Rust, and the
//! wrapped code goes or stays whole; the command is given the file with the
//! wrappers taken off ([`unwrap`]).
//!
//! Without this, one such statement made the whole file text, reduced by
//! lines: an internal compiler error behind a nightly syntax (most of them)
//! lost every Rust move.
//!
//! `syn` does not say where it stopped (its spans carry no place here), so
//! the code that does not parse is found by parsing the file's parts
//! alone: the items that do not parse, then in them the statements and
//! items inside their braces that do not parse in any place one can stand
//! (a block, an impl, a trait, a file) while all of theirs do. Those are
//! wrapped; if the item still does not parse (a part that only parses
//! where it is, as a `match` arm), their enclosing parts are, one level up
//! at a time, up to the whole item.

use std::borrow::Cow;
use std::ops::Range;

/// The macro that holds what `syn` cannot parse; no crate defines it.
const MACRO: &str = "__delta_verbatim";

/// Whether `mac` is an island of code `syn` cannot parse, which stands
/// where it stood: a statement there is not an item elsewhere.
pub fn is_island(mac: &syn::Macro) -> bool {
    mac.path.is_ident(MACRO)
}

/// `text` with what `syn` cannot parse wrapped, if that makes it parse;
/// `None` if it parses already, or if it still does not (then it is not
/// Rust at all, or not in a way this can fix).
pub fn wrap(text: &str) -> Option<String> {
    if syn::parse_file(text).is_ok() {
        return None;
    }
    let tokens = lex(text)?;
    let mut wraps = Vec::new();
    for part in parts(text, &tokens, 0..tokens.len()) {
        let range = span(&tokens, &part);
        if syn::parse_file(&text[range.clone()]).is_err() {
            wraps.extend(fix_item(text, &tokens, part));
        }
    }
    let wrapped = apply(text, &tokens, &wraps);
    syn::parse_file(&wrapped).is_ok().then_some(wrapped)
}

/// `text` with every `__delta_verbatim! { .. }` replaced by what it holds.
pub fn unwrap(text: &str) -> Cow<'_, str> {
    if !text.contains(MACRO) {
        return Cow::Borrowed(text);
    }
    let Some(tokens) = lex(text) else {
        return Cow::Borrowed(text);
    };
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    let mut at = 0;
    while at < tokens.len() {
        let island = matches!(
            (&tokens[at].kind, tokens.get(at + 1), tokens.get(at + 2)),
            (Kind::Word, Some(bang), Some(open))
                if &text[tokens[at].bytes.clone()] == MACRO
                    && bang.kind == Kind::Punct('!')
                    && open.kind == Kind::Open('{')
        );
        if island {
            let open = at + 2;
            let close = tokens[open].close;
            out.push_str(&text[from..tokens[at].bytes.start]);
            out.push_str(text[tokens[open].bytes.end..tokens[close].bytes.start].trim());
            from = tokens[close].bytes.end;
            at = close + 1;
        } else {
            at += 1;
        }
    }
    out.push_str(&text[from..]);
    Cow::Owned(out)
}

/// The wraps that make the item `part` parse: its innermost parts that
/// parse nowhere, or their enclosing parts, up to the item itself.
fn fix_item(text: &str, tokens: &[Token], part: Range<usize>) -> Vec<Range<usize>> {
    let mut failing = Vec::new();
    innermost_failing(text, tokens, part.clone(), &mut failing);
    let depth = failing.iter().map(Vec::len).max().unwrap_or(0);
    let item = span(tokens, &part);
    for up in 0..depth {
        // Each innermost failing part, or its ancestor `up` levels up.
        let mut wraps: Vec<Range<usize>> = failing
            .iter()
            .map(|chain| chain[chain.len().saturating_sub(1 + up)].clone())
            .collect();
        wraps.sort_by_key(|r| (r.start, std::cmp::Reverse(r.end)));
        wraps.dedup_by(|inner, outer| inner.start >= outer.start && inner.end <= outer.end);
        let candidate = apply(text, tokens, &wraps);
        let end = item.end + added(&wraps);
        if syn::parse_file(&candidate[item.start..end]).is_ok() {
            return wraps;
        }
    }
    vec![part]
}

/// The bytes the wrappers of `wraps` add.
fn added(wraps: &[Range<usize>]) -> usize {
    wraps.len() * (MACRO.len() + "! { ".len() + " }".len())
}

/// Finds, inside the part `part`, the innermost parts that parse nowhere
/// alone while every part inside them does, each as the chain of parts
/// that leads to it (outermost first, `part` left out, itself last).
fn innermost_failing(
    text: &str,
    tokens: &[Token],
    part: Range<usize>,
    found: &mut Vec<Vec<Range<usize>>>,
) -> bool {
    let mut any = false;
    for group in groups(tokens, part) {
        for inner in parts(text, tokens, group) {
            let fails = !parses_somewhere(&text[span(tokens, &inner)]);
            let before = found.len();
            let below = innermost_failing(text, tokens, inner.clone(), found);
            for chain in &mut found[before..] {
                chain.insert(0, inner.clone());
            }
            if fails && !below {
                found.push(vec![inner]);
            }
            any |= fails || below;
        }
    }
    any
}

/// Whether `code` parses in one of the places between braces: as
/// statements, impl items, trait items, items, `match` arms, fields,
/// variants, a struct expression's fields or a `use` group.
fn parses_somewhere(code: &str) -> bool {
    let block = |text: String| syn::parse_str::<syn::Block>(&text).is_ok();
    let file = |text: String| syn::parse_file(&text).is_ok();
    block(format!("{{{code}\n}}"))
        || file(format!("impl X {{{code}\n}}"))
        || file(format!("trait X {{{code}\n}}"))
        || file(code.to_string())
        || block(format!("{{match x {{{code}\n}}}}"))
        || block(format!("{{S {{{code}\n}}}}"))
        || file(format!("struct S {{{code}\n}}"))
        || file(format!("enum E {{{code}\n}}"))
        || file(format!("use a::{{{code}\n}};"))
}

/// `text` with each of `wraps` (token ranges, none inside another) wrapped.
fn apply(text: &str, tokens: &[Token], wraps: &[Range<usize>]) -> String {
    let mut bytes: Vec<Range<usize>> = wraps.iter().map(|r| span(tokens, r)).collect();
    bytes.sort_by_key(|r| r.start);
    let mut out = String::with_capacity(text.len() + added(wraps));
    let mut from = 0;
    for range in bytes {
        out.push_str(&text[from..range.start]);
        out.push_str(MACRO);
        out.push_str("! { ");
        out.push_str(&text[range.clone()]);
        out.push_str(" }");
        from = range.end;
    }
    out.push_str(&text[from..]);
    out
}

/// The bytes tokens `range` span.
fn span(tokens: &[Token], range: &Range<usize>) -> Range<usize> {
    tokens[range.start].bytes.start..tokens[range.end - 1].bytes.end
}

/// The brace groups at the top of the tokens `part`, each as the range of
/// the tokens between its braces.
fn groups(tokens: &[Token], part: Range<usize>) -> Vec<Range<usize>> {
    let mut found = Vec::new();
    let mut at = part.start;
    while at < part.end {
        match tokens[at].kind {
            Kind::Open(open) => {
                let close = tokens[at].close;
                if open == '{' {
                    found.push(at + 1..close);
                }
                at = close + 1;
            }
            _ => at += 1,
        }
    }
    found
}

/// The statements or items the tokens `range` hold, one level deep: each
/// ends at a `;`, or at a closing brace that nothing continues (`else`,
/// `as`, an operator, a `.`), as an item's or a block's does; an inner
/// attribute `#![..]` is one alone.
fn parts(text: &str, tokens: &[Token], range: Range<usize>) -> Vec<Range<usize>> {
    let mut found = Vec::new();
    let mut start = range.start;
    let mut at = range.start;
    while at < range.end {
        let inner_attribute = at == start
            && tokens[at].kind == Kind::Punct('#')
            && tokens
                .get(at + 1)
                .is_some_and(|t| t.kind == Kind::Punct('!'))
            && tokens
                .get(at + 2)
                .is_some_and(|t| t.kind == Kind::Open('['));
        let end = match tokens[at].kind {
            // `#![..]`: a part of its own.
            _ if inner_attribute => {
                at = tokens[at + 2].close;
                Some(at + 1)
            }
            Kind::Punct(';') => Some(at + 1),
            Kind::Open(open) => {
                at = tokens[at].close;
                let continued = tokens
                    .get(at + 1)
                    .filter(|_| at + 1 < range.end)
                    .is_some_and(|next| {
                        matches!(next.kind, Kind::Punct(c) if c != '#')
                            || matches!(next.kind, Kind::Open(_))
                            || (next.kind == Kind::Word
                                && ["else", "as"].contains(&&text[next.bytes.clone()]))
                    });
                (open == '{' && !continued).then_some(at + 1)
            }
            _ => None,
        };
        at += 1;
        if let Some(end) = end {
            found.push(start..end);
            start = end;
        }
    }
    if start < range.end {
        found.push(start..range.end);
    }
    found
}

/// What a token is, as far as finding parts needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Open(char),
    Close(char),
    Punct(char),
    /// An identifier or a keyword.
    Word,
    /// A literal or a lifetime.
    Other,
}

#[derive(Debug)]
struct Token {
    kind: Kind,
    bytes: Range<usize>,
    /// For an opening delimiter: the index of its closing one.
    close: usize,
}

/// The tokens of `text`, comments left out, delimiters matched; `None`
/// when they do not match, or a literal or comment does not end.
fn lex(text: &str) -> Option<Vec<Token>> {
    let bytes = text.as_bytes();
    let mut tokens: Vec<Token> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let c = text[at..].chars().next()?;
        let start = at;
        let kind = if c.is_whitespace() {
            at += c.len_utf8();
            continue;
        } else if text[at..].starts_with("//") {
            at = text[at..].find('\n').map_or(bytes.len(), |n| at + n);
            continue;
        } else if text[at..].starts_with("/*") {
            at = block_comment_end(text, at)?;
            continue;
        } else if let Some(end) = string_end(text, at) {
            at = end;
            Kind::Other
        } else if c == '\'' {
            at = quote_end(text, at)?;
            Kind::Other
        } else if c == '_' || c.is_alphanumeric() {
            at += text[at..]
                .find(|c: char| !(c == '_' || c.is_alphanumeric()))
                .unwrap_or(bytes.len() - at);
            if c.is_ascii_digit() {
                Kind::Other
            } else {
                Kind::Word
            }
        } else {
            at += c.len_utf8();
            match c {
                '(' | '[' | '{' => Kind::Open(c),
                ')' | ']' | '}' => Kind::Close(c),
                _ => Kind::Punct(c),
            }
        };
        let index = tokens.len();
        tokens.push(Token {
            kind,
            bytes: start..at,
            close: index,
        });
        match kind {
            Kind::Open(_) => open.push(index),
            Kind::Close(c) => {
                let opened = open.pop()?;
                let expected = match tokens[opened].kind {
                    Kind::Open('(') => ')',
                    Kind::Open('[') => ']',
                    _ => '}',
                };
                if c != expected {
                    return None;
                }
                tokens[opened].close = index;
            }
            _ => {}
        }
    }
    open.is_empty().then_some(tokens)
}

/// Where the block comment at `at` ends (they nest).
fn block_comment_end(text: &str, mut at: usize) -> Option<usize> {
    let mut depth = 0;
    while at < text.len() {
        if text[at..].starts_with("/*") {
            depth += 1;
            at += 2;
        } else if text[at..].starts_with("*/") {
            depth -= 1;
            at += 2;
            if depth == 0 {
                return Some(at);
            }
        } else {
            at += text[at..].chars().next()?.len_utf8();
        }
    }
    None
}

/// Where the string literal at `at` ends, if one starts there: `"..."`,
/// `b"..."`, `c"..."`, raw `r#"..."#`, `br".."`, `cr".."`, or a byte `b'x'`.
fn string_end(text: &str, at: usize) -> Option<usize> {
    let rest = &text[at..];
    let prefix = ["br", "cr", "b", "c", "r", ""].into_iter().find(|p| {
        rest.strip_prefix(p)
            .is_some_and(|r| r.starts_with(['"', '#', '\'']))
    })?;
    let after = &rest[prefix.len()..];
    if prefix.ends_with('r') {
        let hashes = after.len() - after.trim_start_matches('#').len();
        let quoted = after[hashes..].strip_prefix('"')?;
        let closing = format!("\"{}", "#".repeat(hashes));
        let end = quoted.find(&closing)?;
        return Some(at + prefix.len() + hashes + 1 + end + closing.len());
    }
    match after.chars().next()? {
        '"' => {
            let mut escaped = false;
            for (i, c) in after.char_indices().skip(1) {
                match c {
                    '\\' if !escaped => escaped = true,
                    '"' if !escaped => return Some(at + prefix.len() + i + 1),
                    _ => escaped = false,
                }
            }
            None
        }
        '\'' if prefix == "b" => quote_end(text, at + 1),
        _ => None,
    }
}

/// Where the char literal or lifetime at the quote `at` ends.
fn quote_end(text: &str, at: usize) -> Option<usize> {
    let rest = &text[at + 1..];
    let mut chars = rest.char_indices();
    let (_, first) = chars.next()?;
    if first == '\\' {
        // An escaped char (`'\''`, `'\u{1F600}'`): past the escaped one,
        // up to the closing quote.
        let escaped = rest[1..].chars().next()?.len_utf8();
        let end = rest[1 + escaped..].find('\'')?;
        return Some(at + 1 + 1 + escaped + end + 1);
    }
    match chars.next() {
        Some((i, '\'')) => Some(at + 1 + i + 1),
        // A lifetime or a label: its name.
        _ => Some(
            at + 1
                + rest
                    .find(|c: char| !(c == '_' || c.is_alphanumeric()))
                    .unwrap_or(rest.len()),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_statement_syn_cannot_parse_is_wrapped_and_unwrapped_as_it_was() {
        let text = "fn a() {}\nimpl S {\n    pub fn pop(&mut self) -> Option<u8> {\n        let s = \"}\";\n        super let Some(x) = self.n.checked_sub(1) else { return None };\n        Some(x)\n    }\n}\n";
        let wrapped = wrap(text).unwrap();
        assert_eq!(
            wrapped,
            "fn a() {}\nimpl S {\n    pub fn pop(&mut self) -> Option<u8> {\n        let s = \"}\";\n        __delta_verbatim! { super let Some(x) = self.n.checked_sub(1) else { return None }; }\n        Some(x)\n    }\n}\n"
        );
        assert_eq!(unwrap(&wrapped), text);
        let file = syn::parse_file(&wrapped).unwrap();
        let printed = prettyplease::unparse(&file);
        assert!(unwrap(&printed).contains("super let Some(x) = self.n.checked_sub(1) else {"));
        assert!(!unwrap(&printed).contains(MACRO));
    }

    #[test]
    fn an_item_syn_cannot_parse_is_wrapped_whole() {
        // A field's default value (nightly `default_field_values`).
        let text = "#![feature(default_field_values)]\nstruct S {\n    a: u8 = 1,\n}\nfn f() {}\n";
        let wrapped = wrap(text).unwrap();
        assert_eq!(
            wrapped,
            "#![feature(default_field_values)]\n__delta_verbatim! { struct S {\n    a: u8 = 1,\n} }\nfn f() {}\n"
        );
        assert_eq!(unwrap(&wrapped), text);
    }

    #[test]
    fn a_part_that_only_parses_where_it_is_wraps_what_holds_it() {
        // The arms parse nowhere alone: the `match` is wrapped.
        let text =
            "fn f(x: u8) -> u8 {\n    match x {\n        0 => a b c,\n        _ => 1,\n    }\n}\n";
        let wrapped = wrap(text).unwrap();
        assert!(
            wrapped.contains("__delta_verbatim! { match x {"),
            "{wrapped}"
        );
        assert_eq!(unwrap(&wrapped), text);
    }

    #[test]
    fn what_parses_or_is_not_rust_is_left_alone() {
        assert_eq!(wrap("fn f() {}"), None);
        assert_eq!(wrap("fn f() { ( }"), None);
        assert_eq!(wrap("this is not rust at all {"), None);
        assert_eq!(unwrap("fn f() {}"), "fn f() {}");
    }

    #[test]
    fn literals_and_comments_do_not_count_as_delimiters() {
        let text = "fn f() { let a = '{'; let b = r#\"}\"#; /* } /* } */ */ let c = b'}'; // }\n let d: &'static str = \"\\\"}\"; let e = '\\''; }";
        let tokens = lex(text).unwrap();
        assert_eq!(tokens[4].close, tokens.len() - 1);
    }
}
