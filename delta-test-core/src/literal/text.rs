//! Text as Rust: string and char literals, and bytes as byte strings.

use std::fmt::{self, Write};

use super::{write_seq, write_str_literal, Literal, Style};

impl Literal for str {
    fn write_rust(&self, out: &mut dyn Write, _: Style) -> fmt::Result {
        write_str_literal(out, self)
    }
}

impl Literal for String {
    fn write_ref(&self, out: &mut dyn Write) -> fmt::Result {
        write_str_literal(out, self)
    }

    /// As a field, where the type is known: `"text".into()`.
    fn write_field(&self, out: &mut dyn Write) -> fmt::Result {
        if self.is_empty() {
            return out.write_str("String::new()");
        }
        write_str_literal(out, self)?;
        out.write_str(".into()")
    }

    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        match style {
            Style::Readable => write_str_literal(out, self),
            Style::Exact => {
                out.write_str("String::from(")?;
                write_str_literal(out, self)?;
                out.write_str(")")
            }
        }
    }
}

impl Literal for Box<str> {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        match style {
            Style::Readable => write_str_literal(out, self),
            Style::Exact => {
                out.write_str("Box::<str>::from(")?;
                write_str_literal(out, self)?;
                out.write_str(")")
            }
        }
    }
}

impl<T: Literal + ?Sized> Literal for &T {
    fn write_rust(&self, out: &mut dyn Write, style: Style) -> fmt::Result {
        (**self).write_rust(out, style)
    }

    fn arg_literals(&self, style: Style) -> Vec<String> {
        (**self).arg_literals(style)
    }
}

impl Literal for char {
    fn write_rust(&self, out: &mut dyn Write, _: Style) -> fmt::Result {
        write!(out, "{self:?}")
    }
}

impl Literal for u8 {
    fn write_rust(&self, out: &mut dyn Write, _: Style) -> fmt::Result {
        write!(out, "{self}")
    }

    /// Mostly-text bytes read best as a byte string; others as numbers.
    fn write_vec(items: &[u8], out: &mut dyn Write, _: Style) -> fmt::Result {
        if !reads_as_text(items) {
            return write_seq(out, "vec![", items.iter(), "]", Style::Exact);
        }
        write_byte_str(out, items)?;
        out.write_str(".to_vec()")
    }

    fn write_slice(items: &[u8], out: &mut dyn Write) -> fmt::Result {
        if !reads_as_text(items) {
            return write_seq(out, "&[", items.iter(), "]", Style::Exact);
        }
        write_byte_str(out, items)
    }
}

/// Whether bytes are mostly printable text (and not empty).
fn reads_as_text(bytes: &[u8]) -> bool {
    let texty = bytes
        .iter()
        .filter(|b| b.is_ascii_graphic() || b.is_ascii_whitespace())
        .count();
    !bytes.is_empty() && texty * 4 >= bytes.len() * 3
}

/// A byte string literal, `b"..."`. The bytes that stand for themselves
/// are written a run at a time: a byte at a time, the formatting machinery
/// cost more than the rest of keying a `Vec<Vec<u8>>` candidate (whose
/// text is hashed, see `debugger/key.rs`).
fn write_byte_str(out: &mut dyn Write, bytes: &[u8]) -> fmt::Result {
    let plain = |byte: &u8| matches!(byte, b' '..=b'~') && !matches!(byte, b'"' | b'\\' | b'\'');
    out.write_str("b\"")?;
    let mut rest = bytes;
    while !rest.is_empty() {
        let run = rest
            .iter()
            .position(|byte| !plain(byte))
            .unwrap_or(rest.len());
        let (text, after) = rest.split_at(run);
        out.write_str(std::str::from_utf8(text).map_err(|_| fmt::Error)?)?;
        let Some((&byte, after)) = after.split_first() else {
            break;
        };
        match byte {
            b'"' => out.write_str("\\\"")?,
            _ => write!(out, "{}", byte.escape_ascii())?,
        }
        rest = after;
    }
    out.write_str("\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts the pieces written, as a hasher of keys meets them.
    #[derive(Default)]
    struct Pieces(String, usize);

    impl Write for Pieces {
        fn write_str(&mut self, s: &str) -> fmt::Result {
            self.0.push_str(s);
            self.1 += 1;
            Ok(())
        }
    }

    #[test]
    fn byte_strings_escape_each_byte_as_rust_does() {
        for byte in 0..=u8::MAX {
            let mut out = Pieces::default();
            write_byte_str(&mut out, &[b'a', byte, b'z']).unwrap();
            let escaped = match byte {
                b'"' => "\\\"".to_string(),
                _ => byte.escape_ascii().to_string(),
            };
            assert_eq!(out.0, format!("b\"a{escaped}z\""), "byte {byte}");
        }
    }

    #[test]
    fn byte_strings_write_plain_runs_whole() {
        let mut out = Pieces::default();
        write_byte_str(&mut out, b"a line of forty plain bytes, then one\n").unwrap();
        assert_eq!(out.0, r#"b"a line of forty plain bytes, then one\n""#);
        // The quotes, the run, and the escape (in at most two pieces).
        assert!(out.1 <= 5, "{} pieces", out.1);
    }
}
