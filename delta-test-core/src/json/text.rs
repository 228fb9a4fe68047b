//! JSON's text: a value written out, and read back.

use super::{Error, Json};

/// How deeply arrays and objects may nest in a text that is read: a text
/// nested deeper is refused rather than overflowing the stack (serde_json
/// has the same limit).
const MAX_DEPTH: usize = 128;

/// Writes `json` to `out`: on one line when `indent` is `None`, else over
/// several lines, nested `indent` levels of two spaces.
pub(super) fn write(json: &Json, indent: Option<usize>, out: &mut String) {
    match json {
        Json::Null => out.push_str("null"),
        Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Json::Number(text) => out.push_str(text),
        Json::String(text) => escape_into(text, out),
        Json::Array(items) => write_list(('[', ']'), items, indent, out, |item, indent, out| {
            write(item, indent, out)
        }),
        Json::Object(entries) => write_list(
            ('{', '}'),
            entries,
            indent,
            out,
            |(key, value), indent, out| {
                escape_into(key, out);
                out.push_str(if indent.is_some() { ": " } else { ":" });
                write(value, indent, out);
            },
        ),
    }
}

/// Writes the items of an array or an object between `brackets`.
fn write_list<T>(
    (open, close): (char, char),
    items: &[T],
    indent: Option<usize>,
    out: &mut String,
    write_item: impl Fn(&T, Option<usize>, &mut String),
) {
    out.push(open);
    let inner = indent.map(|level| level + 1);
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        new_line(inner, out);
        write_item(item, inner, out);
    }
    if !items.is_empty() {
        new_line(indent, out);
    }
    out.push(close);
}

fn new_line(indent: Option<usize>, out: &mut String) {
    if let Some(level) = indent {
        out.push('\n');
        out.extend(std::iter::repeat_n("  ", level));
    }
}

/// Texts longer than this are escaped by the standard library's searches.
const LONG: usize = 256;

/// Appends `text` as a JSON string, quotes included.
fn escape_into(text: &str, out: &mut String) {
    out.push('"');
    // A long text (a megabyte argument in the report) is escaped by the
    // standard library's searches, which are `memchr` and optimised even
    // in the user's debug build, where a loop over its characters costs
    // about 20 ns a byte. Control characters need `\u` escapes; they are
    // rare in the Rust text of a value (a string literal escapes them).
    if text.len() > LONG && !(0..0x20u8).any(|byte| text.contains(char::from(byte))) {
        match text.contains(['"', '\\']) {
            true => out.push_str(&text.replace('\\', "\\\\").replace('"', "\\\"")),
            false => out.push_str(text),
        }
    } else {
        for c in text.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                '\u{8}' => out.push_str("\\b"),
                '\u{c}' => out.push_str("\\f"),
                c if c < ' ' => out.push_str(&format!("\\u{:04x}", u32::from(c))),
                c => out.push(c),
            }
        }
    }
    out.push('"');
}

/// Reads the JSON value that is the whole of `text` (spaces around it
/// allowed).
pub(crate) fn parse(text: &str) -> Result<Json, Error> {
    let mut reader = Reader { text, at: 0 };
    let value = reader.value(0)?;
    reader.skip_spaces();
    match reader.at == text.len() {
        true => Ok(value),
        false => Err(reader.error("trailing characters")),
    }
}

/// A text being read, and how far.
struct Reader<'t> {
    text: &'t str,
    at: usize,
}

impl Reader<'_> {
    fn error(&self, what: &str) -> Error {
        let line = self.text[..self.at].matches('\n').count() + 1;
        let column = self.at - self.text[..self.at].rfind('\n').map_or(0, |i| i + 1) + 1;
        Error::new(format!("{what} at line {line} column {column}"))
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
    }

    /// Consumes `word` where the text has it.
    fn eat(&mut self, word: &str) -> bool {
        let found = self.text[self.at..].starts_with(word);
        if found {
            self.at += word.len();
        }
        found
    }

    fn value(&mut self, depth: usize) -> Result<Json, Error> {
        self.skip_spaces();
        if depth > MAX_DEPTH {
            return Err(self.error("recursion limit exceeded"));
        }
        match self.peek() {
            Some(b'n') if self.eat("null") => Ok(Json::Null),
            Some(b't') if self.eat("true") => Ok(Json::Bool(true)),
            Some(b'f') if self.eat("false") => Ok(Json::Bool(false)),
            Some(b'"') => self.string().map(Json::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.list(b']', |reader| {
                    items.push(reader.value(depth + 1)?);
                    Ok(())
                })?;
                Ok(Json::Array(items))
            }
            Some(b'{') => {
                self.at += 1;
                let mut entries = Vec::new();
                self.list(b'}', |reader| {
                    reader.skip_spaces();
                    if reader.peek() != Some(b'"') {
                        return Err(reader.error("key must be a string"));
                    }
                    let key = reader.string()?;
                    reader.skip_spaces();
                    if !reader.eat(":") {
                        return Err(reader.error("expected `:`"));
                    }
                    entries.push((key, reader.value(depth + 1)?));
                    Ok(())
                })?;
                Ok(Json::Object(entries))
            }
            None => Err(self.error("EOF while parsing a value")),
            Some(_) => Err(self.error("expected value")),
        }
    }

    /// Reads the items of a list up to `close`, its opening already read.
    fn list(
        &mut self,
        close: u8,
        mut item: impl FnMut(&mut Self) -> Result<(), Error>,
    ) -> Result<(), Error> {
        self.skip_spaces();
        if self.peek() == Some(close) {
            self.at += 1;
            return Ok(());
        }
        loop {
            item(self)?;
            self.skip_spaces();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(c) if c == close => {
                    self.at += 1;
                    return Ok(());
                }
                Some(_) => return Err(self.error("expected `,` or the list's end")),
                None => return Err(self.error("EOF while parsing a list")),
            }
        }
    }

    fn number(&mut self) -> Result<Json, Error> {
        let start = self.at;
        let digits = |reader: &mut Self| {
            let from = reader.at;
            while matches!(reader.peek(), Some(b'0'..=b'9')) {
                reader.at += 1;
            }
            reader.at > from
        };
        self.eat("-");
        let whole_start = self.at;
        if !digits(self) || (self.text.as_bytes()[whole_start] == b'0' && self.at > whole_start + 1)
        {
            return Err(self.error("invalid number"));
        }
        if self.eat(".") && !digits(self) {
            return Err(self.error("invalid number"));
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if !digits(self) {
                return Err(self.error("invalid number"));
            }
        }
        Ok(Json::Number(self.text[start..self.at].to_string()))
    }

    /// Reads a string, its opening quote next.
    fn string(&mut self) -> Result<String, Error> {
        self.at += 1;
        let mut out = String::new();
        loop {
            // Up to the next quote or escape, copied at once.
            let rest = &self.text[self.at..];
            let plain = rest.find(['"', '\\']).unwrap_or(rest.len());
            let run = &rest[..plain];
            if let Some(bad) = run.find(|c: char| c < ' ') {
                self.at += bad;
                return Err(self.error("control character in a string"));
            }
            out.push_str(run);
            self.at += plain;
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                _ => return Err(self.error("EOF while parsing a string")),
            }
        }
    }

    /// Reads what follows a backslash.
    fn escape(&mut self) -> Result<char, Error> {
        let c = self.peek().ok_or_else(|| self.error("EOF in an escape"))?;
        self.at += 1;
        Ok(match c {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let first = self.hex4()?;
                let code = match first {
                    0xD800..=0xDBFF if self.eat("\\u") => {
                        let low = self.hex4()?;
                        if !(0xDC00..=0xDFFF).contains(&low) {
                            return Err(self.error("lone leading surrogate"));
                        }
                        0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00)
                    }
                    code => code,
                };
                char::from_u32(code).ok_or_else(|| self.error("lone surrogate"))?
            }
            _ => return Err(self.error("invalid escape")),
        })
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let digits = self.text.get(self.at..self.at + 4);
        let code = digits
            .filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .ok_or_else(|| self.error("invalid \\u escape"))?;
        self.at += 4;
        Ok(code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn escaped(text: &str) -> String {
        Json::str(text).compact()
    }

    #[test]
    fn strings_escape_and_read_back() {
        for text in ["", "plain", "q\"b\\s", "\n\t\r\u{8}\u{c}\u{1f}", "é😀"] {
            let written = escaped(text);
            assert_eq!(parse(&written), Ok(Json::str(text)), "{written}");
        }
        assert_eq!(escaped("\u{1}\"x"), r#""\u0001\"x""#);
        let long = "a\"\\".repeat(200);
        assert_eq!(escaped(&long), format!("\"{}\"", "a\\\"\\\\".repeat(200)));
        assert_eq!(
            parse(r#""\ud83d\ude00 \u00e9 \/""#),
            Ok(Json::str("😀 é /"))
        );
    }

    #[test]
    fn numbers_keep_their_text() {
        for text in [
            "0",
            "-0",
            "12",
            "-3.25",
            "1e-7",
            "2E+10",
            "340282366920938463463374607431768211455",
        ] {
            assert_eq!(parse(text), Ok(Json::Number(text.to_string())));
        }
        for bad in ["01", "-", "1.", ".5", "1e", "+1"] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn bad_texts_say_where() {
        let error = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(error("[1,\n 2,]"), "expected value at line 2 column 4");
        assert_eq!(error("{\"a\" 1}"), "expected `:` at line 1 column 6");
        assert_eq!(error("[1] x"), "trailing characters at line 1 column 5");
        assert_eq!(
            error("\"a\nb\""),
            "control character in a string at line 1 column 3"
        );
        assert_eq!(error(""), "EOF while parsing a value at line 1 column 1");
        assert_eq!(error(r#""\ud800""#), "lone surrogate at line 1 column 8");
        let deep = "[".repeat(MAX_DEPTH + 2);
        assert!(error(&deep).starts_with("recursion limit exceeded"));
        assert_eq!(
            parse(" [ 1 , { \"k\" : [ ] } ] "),
            Ok(Json::Array(vec![
                Json::number(1),
                Json::Object(vec![("k".into(), Json::Array(vec![]))])
            ]))
        );
    }
}
