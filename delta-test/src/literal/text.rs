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

/// A byte string literal, `b"..."`.
fn write_byte_str(out: &mut dyn Write, bytes: &[u8]) -> fmt::Result {
    out.write_str("b\"")?;
    for &byte in bytes {
        match byte {
            b'"' => out.write_str("\\\"")?,
            _ => write!(out, "{}", byte.escape_ascii())?,
        }
    }
    out.write_str("\"")
}
