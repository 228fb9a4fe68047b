//! Rule 2 of [`mask`](super::mask): the data in a message's text, found
//! token by token (numbers and durations, quoted strings and characters,
//! data in backticks, UUIDs, ids and temporary names) and masked.

/// What masking puts in place of data.
pub(super) const MASK: &str = "…";

/// Whether `c` may be part of a word (an identifier, for Rust code).
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// How a masking treats the strings it meets.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Strings {
    /// As rule 2 of [`mask`](super::mask) says: the words of a string in a
    /// named structure are kept, other strings are masked whole.
    Rule,
    /// Every string masked whole, its content collected: for comparing two
    /// messages string by string (see [`same_message`](super::same_message)).
    Collect,
    /// As `Collect`, and a structure inside a named structure masked whole,
    /// its name too: the value of a field is data, whatever its shape.
    CollectFields,
}

/// Applies rule 2 of [`mask`](super::mask) to `text`, appending to `out`.
pub(super) fn mask_text(text: &str, out: &mut String) {
    Masker::new(Strings::Rule).run(text, out);
}

/// Masks `text` with every string masked whole, appending to `out`, and
/// returns the strings' contents in order (as `Debug` escaped them). With
/// `fields`, the structures inside a named structure are masked whole too.
pub(super) fn mask_collecting_strings(text: &str, out: &mut String, fields: bool) -> Vec<String> {
    let mode = match fields {
        true => Strings::CollectFields,
        false => Strings::Collect,
    };
    let mut masker = Masker::new(mode);
    masker.run(text, out);
    masker.strings
}

/// One pass of rule 2 over a text.
struct Masker {
    strings: Vec<String>,
    mode: Strings,
}

impl Masker {
    fn new(mode: Strings) -> Self {
        Masker {
            strings: Vec::new(),
            mode,
        }
    }

    fn run(&mut self, text: &str, out: &mut String) {
        // For each bracket open at this point: the name of the named
        // `Debug` structure it opens (whose strings are messages rather
        // than data), or `None`.
        let mut open: Vec<Option<String>> = Vec::new();
        // A path needs a separator: without one in the text, no position
        // is scanned for a path (a run of dots or dashes would be scanned
        // again from each of its characters).
        let paths = text.contains('/') || text.contains(":\\");
        let mut i = 0;
        while let Some(c) = text[i..].chars().next() {
            let after_word = text[..i].chars().next_back().is_some_and(is_word_char);
            if !after_word && is_uuid(&text[i..]) {
                out.push_str(MASK);
                i += UUID_LEN;
                continue;
            }
            if let Some(end) = (c == '"').then(|| closing_double_quote(text, i)).flatten() {
                match (self.mode, open.last()) {
                    (Strings::Rule, Some(Some(_))) => mask_message(&text[i..end], out),
                    (Strings::Collect | Strings::CollectFields, _) => {
                        self.strings.push(text[i + 1..end - 1].to_string());
                        out.push_str("\"…\"");
                    }
                    _ => out.push_str("\"…\""),
                }
                i = end;
                continue;
            }
            if paths
                && !after_word
                && let Some(end) = path_end(text, i)
            {
                out.push_str(MASK);
                i = end;
                continue;
            }
            let end = match c {
                // Whether a word comes before is read from what was
                // written, not from the text: a number or an id masked to
                // `…` is no word, so `0'x'` masks as its mask `…'x'` does.
                '\'' if !out.chars().next_back().is_some_and(is_word_char) => {
                    char_literal_end(text, i).map(|end| (end, "'…'"))
                }
                '`' => backtick_end(text, i).map(|end| (end, "`…`")),
                '-' | '0'..='9' if !after_word => number_end(text, i).map(|end| (end, MASK)),
                // A list's or a map's `Debug` text is data, its length too.
                '[' => closing_bracket(text, i).map(|end| (end, "[…]")),
                '{' if !is_struct_brace(out) => closing_bracket(text, i).map(|end| (end, "{…}")),
                _ => None,
            };
            let token = text[i..]
                .find(|c: char| !(is_word_char(c) || c == '.'))
                .map_or(text.len(), |len| i + len);
            if let Some((end, replacement)) = end {
                out.push_str(replacement);
                i = end;
            } else if c.is_ascii_digit() && !after_word && text[i..token].contains('.') {
                // A number that runs into a word (`0.5x`, `1.0e5b`) is text:
                // copied whole, so that masking it again finds the same token.
                out.push_str(&text[i..token]);
                i = token;
            } else if is_word_char(c) {
                // Copy the whole word, so its digits are never taken for numbers.
                let len = text[i..]
                    .find(|c| !is_word_char(c))
                    .unwrap_or(text.len() - i);
                let word = &text[i..i + len];
                out.push_str(if matches!(word, "NaN" | "inf") || is_id(word) {
                    MASK
                } else {
                    word
                });
                i += len;
            } else {
                // Decided on the output, which a second masking reads: a
                // name masked as an id does not name a structure there.
                let name = match c {
                    '(' => type_name_before(out),
                    '{' => out.strip_suffix(' ').and_then(type_name_before),
                    _ => None,
                };
                // A structure inside one of the same name is a recursion,
                // whose depth is data: `Div(…, Div(…, Div(…, …)))` reads
                // `Div(…, …)`, like the same recursion one level shallower.
                let inside = |name: &String| match self.mode {
                    Strings::CollectFields => open.iter().any(Option::is_some),
                    _ => open.contains(&Some(name.clone())),
                };
                if let Some(name) = name.as_ref().filter(|name| inside(name))
                    && let Some(end) = closing_bracket(text, i)
                {
                    let cut = out.len() - name.len() - usize::from(c == '{');
                    out.truncate(cut);
                    out.push_str(MASK);
                    i = end;
                    continue;
                }
                match c {
                    '(' | '{' => open.push(name),
                    ')' | '}' => {
                        open.pop();
                    }
                    _ => {}
                }
                out.push(c);
                i += c.len_utf8();
            }
        }
    }
}

/// The capitalised word `text` ends with: the name of a type or a variant,
/// as `Debug` writes it before `(` or ` {`.
fn type_name_before(text: &str) -> Option<String> {
    let name = &text[text.trim_end_matches(is_word_char).len()..];
    name.starts_with(|c: char| c.is_uppercase())
        .then(|| name.to_string())
}

/// Whether a `{` written after `out` opens a struct's fields (`Name {`)
/// rather than a map or a set.
fn is_struct_brace(out: &str) -> bool {
    out.strip_suffix(' ').and_then(type_name_before).is_some()
}

/// The end (exclusive) of the bracketed group that opens at `start` (`[`,
/// `{` or `(`), skipping brackets inside strings and character literals;
/// `None` when it is not closed.
fn closing_bracket(text: &str, start: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = start;
    while let Some(c) = text[i..].chars().next() {
        match c {
            '"' => {
                i = closing_double_quote(text, i)?;
                continue;
            }
            '\'' if !text[..i].chars().next_back().is_some_and(is_word_char) => {
                if let Some(end) = char_literal_end(text, i) {
                    i = end;
                    continue;
                }
            }
            '[' | '{' | '(' => depth += 1,
            ']' | '}' | ')' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
        i += c.len_utf8();
    }
    None
}

/// The end (exclusive) of a file path starting at `start`, or `None`: a
/// run of path characters with a `/` between names, or after a Windows
/// drive (`/tmp/x`, `./a.txt`, `src/lib.rs`, `C:\data`). Paths name the
/// files a test made or read: data.
fn path_end(text: &str, start: usize) -> Option<usize> {
    let rest = &text[start..];
    let bytes = rest.as_bytes();
    // A Windows path starts with a drive; only there is `\` a separator
    // (elsewhere it starts an escape).
    let windows = bytes.len() > 3 && bytes[0].is_ascii_alphabetic() && &bytes[1..3] == b":\\";
    let separators: &[char] = if windows { &['/', '\\'] } else { &['/'] };
    let is_path_char = |(at, c): (usize, char)| {
        c.is_alphanumeric()
            || "._-~+@".contains(c)
            || separators.contains(&c)
            || (windows && at == 1)
    };
    let len = rest
        .char_indices()
        .find(|&(at, c)| !is_path_char((at, c)))
        .map_or(rest.len(), |(at, _)| at);
    let token = rest[..len].trim_end_matches(['.', '-']);
    let names = token
        .split(separators)
        .filter(|part| part.chars().any(char::is_alphanumeric))
        .count();
    let rooted = token.starts_with('/') || token.starts_with("./") || token.starts_with("~/");
    let is_path = token.contains(separators)
        && token.chars().any(char::is_alphabetic)
        && (names >= 2 || (rooted && names >= 1));
    is_path.then_some(start + token.len())
}

/// Masks a string found inside a named `Debug` structure (`literal`, with
/// its quotes), appending it to `out`: an error's message, whose words are
/// kept and whose own data is masked. Its escapes are read first, so that
/// a string quoted inside it (`\"abc\"`) is seen as one, and written back as
/// `Debug` writes them; a string with an escape `Debug` does not write is
/// masked whole.
pub(super) fn mask_message(literal: &str, out: &mut String) {
    match unescape(&literal[1..literal.len() - 1]) {
        Some(message) => {
            let mut masked = String::with_capacity(message.len());
            mask_text(&message, &mut masked);
            out.push_str(&format!("{masked:?}"));
        }
        None => out.push_str("\"…\""),
    }
}

/// Whether `part` is `whole` with some characters removed.
pub(super) fn is_subsequence(part: &str, whole: &str) -> bool {
    let mut whole = whole.chars();
    part.chars().all(|c| whole.any(|w| w == c))
}

/// The text of a string literal's content as `Debug` escapes it, or `None`
/// for an escape it does not write.
pub(super) fn unescape(content: &str) -> Option<String> {
    let mut text = String::with_capacity(content.len());
    let mut chars = content.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            text.push(c);
            continue;
        }
        let unescaped = match chars.next()? {
            'n' => '\n',
            'r' => '\r',
            't' => '\t',
            '0' => '\0',
            c @ ('\\' | '"' | '\'') => c,
            'u' => {
                let rest = chars.as_str().strip_prefix('{')?;
                let (hex, after) = rest.split_once('}')?;
                chars = after.chars();
                char::from_u32(u32::from_str_radix(hex, 16).ok()?)?
            }
            _ => return None,
        };
        text.push(unescaped);
    }
    Some(text)
}

/// The length of a UUID as `Display` writes it.
const UUID_LEN: usize = 36;

/// Whether `text` starts with a UUID, `8-4-4-4-12` hex digits, that does
/// not run on into a word.
fn is_uuid(text: &str) -> bool {
    let Some(uuid) = text.get(..UUID_LEN) else {
        return false;
    };
    let groups: Vec<&str> = uuid.split('-').collect();
    let shape = groups.iter().map(|g| g.len()).eq([8, 4, 4, 4, 12]);
    let hex = groups
        .iter()
        .all(|g| g.chars().all(|c| c.is_ascii_hexdigit()));
    shape && hex && !text[UUID_LEN..].chars().next().is_some_and(is_word_char)
}

/// Whether a word is a generated name rather than text: a hex id of 8 or
/// more digits with a number in it (`3fa9c1b2`, a hash, an address without
/// `0x`), or a temporary file's name as `tempfile` and `mktemp` make them
/// (`tmp` and six or more random letters and digits: `tmp3fa9c1`,
/// `tmpAbCdEf`).
fn is_id(word: &str) -> bool {
    let hex_id = word.len() >= 8
        && word.chars().all(|c| c.is_ascii_hexdigit())
        && word.chars().any(|c| c.is_ascii_digit());
    let temporary = word.strip_prefix("tmp").is_some_and(|random| {
        random.len() >= 6
            && random.chars().all(|c| c.is_ascii_alphanumeric())
            && !random.chars().all(|c| c.is_ascii_lowercase())
    });
    hex_id || temporary
}

/// Units that `Debug` prints after a `Duration`'s number (`1.503s`,
/// `153.2ms`, `12.5µs`, `100ns`), and the ones people write; longest
/// first.
const TIME_UNITS: [&str; 9] = ["min", "ms", "µs", "us", "ns", "s", "m", "h", "d"];

/// The end (exclusive) of the `"..."` string starting at `start`, honouring
/// `\` escapes; `None` when it is not closed.
pub(super) fn closing_double_quote(text: &str, start: usize) -> Option<usize> {
    let mut chars = text[start + 1..].char_indices();
    while let Some((at, c)) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '"' => return Some(start + 1 + at + 1),
            _ => {}
        }
    }
    None
}

/// The end (exclusive) of the char literal starting at `start` (`'x'`,
/// `'\n'`, `'\u{e9}'`), or `None` when the quote does not start one.
fn char_literal_end(text: &str, start: usize) -> Option<usize> {
    let rest = &text[start + 1..];
    let mut chars = rest.char_indices();
    let (_, first) = chars.next()?;
    let close = match first {
        '\'' | '\n' => return None,
        '\\' => match chars.next()? {
            (_, 'u') => {
                let brace = rest.find('}')?;
                // Only hex digits between `\u{` and `}`.
                let digits = rest.get(3..brace)?;
                if !rest[2..].starts_with('{') || !digits.chars().all(|c| c.is_ascii_hexdigit()) {
                    return None;
                }
                brace + 1
            }
            (at, escaped) => at + escaped.len_utf8(),
        },
        c => c.len_utf8(),
    };
    rest[close..]
        .starts_with('\'')
        .then_some(start + 1 + close + 1)
}

/// The end (exclusive) of a backtick-quoted part starting at `start` that
/// holds data (see rule 2 of [`mask`](super::mask)), or `None` to keep it.
fn backtick_end(text: &str, start: usize) -> Option<usize> {
    let before = &text[..start];
    if before.ends_with(" of ") || before.ends_with(" slicing ") {
        // The string-slicing panics end with "`{string}`" or
        // "`{truncated string}`[...]"; the string may hold backticks.
        let trimmed = text.strip_suffix("[...]").unwrap_or(text);
        if trimmed.len() > start + 1 && trimmed.ends_with('`') {
            return Some(text.len());
        }
    }
    if before.ends_with(": ") {
        return text[start + 1..].find('`').map(|at| start + 1 + at + 1);
    }
    None
}

/// The end (exclusive) of the number starting at `start`, or `None` when
/// there is none, or it runs into a word (`2nd`).
fn number_end(text: &str, start: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let digits_from = |mut i: usize, radix: u32| {
        while i < bytes.len() && (bytes[i] as char).is_digit(radix) {
            i += 1;
        }
        i
    };
    let mut i = start;
    if bytes[i] == b'-' {
        i += 1;
    }
    if !bytes.get(i).is_some_and(u8::is_ascii_digit) {
        return None;
    }
    let radix = match (bytes[i], bytes.get(i + 1)) {
        (b'0', Some(b'x')) => Some(16),
        (b'0', Some(b'o')) => Some(8),
        (b'0', Some(b'b')) => Some(2),
        _ => None,
    };
    match radix {
        Some(radix)
            if bytes
                .get(i + 2)
                .is_some_and(|b| (*b as char).is_digit(radix)) =>
        {
            i = digits_from(i + 2, radix);
        }
        _ => {
            i = digits_from(i, 10);
            if bytes.get(i) == Some(&b'.') && bytes.get(i + 1).is_some_and(u8::is_ascii_digit) {
                i = digits_from(i + 1, 10);
            }
            if matches!(bytes.get(i), Some(b'e' | b'E')) {
                let sign = usize::from(matches!(bytes.get(i + 1), Some(b'+' | b'-')));
                if bytes.get(i + 1 + sign).is_some_and(u8::is_ascii_digit) {
                    i = digits_from(i + 1 + sign, 10);
                }
            }
        }
    }
    // A time unit is part of the number: `1.5s` and `2ms` are data too.
    let ends_word = |at: usize| !text[at..].chars().next().is_some_and(is_word_char);
    if let Some(unit) = TIME_UNITS
        .iter()
        .find(|unit| text[i..].starts_with(*unit) && ends_word(i + unit.len()))
    {
        i += unit.len();
    }
    ends_word(i).then_some(i)
}
