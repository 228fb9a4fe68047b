//! A tiny key-value parser; its one bug is code after a `return` on both
//! arms of an `if`, which `#![deny(warnings)]` makes an error.
#![deny(warnings)]

use std::collections::BTreeMap;
use std::fmt;

/// What went wrong while reading a line.
#[derive(Debug, PartialEq)]
pub enum Error {
    MissingEquals(usize),
    EmptyKey(usize),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::MissingEquals(line) => write!(f, "line {line}: no `=`"),
            Error::EmptyKey(line) => write!(f, "line {line}: empty key"),
        }
    }
}

struct Reader<'a> {
    lines: std::str::Lines<'a>,
    number: usize,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Self {
        Reader { lines: text.lines(), number: 0 }
    }

    fn next_pair(&mut self) -> Option<Result<(String, String), Error>> {
        loop {
            let line = self.lines.next()?;
            self.number += 1;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            return Some(split(line, self.number));
        }
    }
}

fn split(line: &str, number: usize) -> Result<(String, String), Error> {
    let Some((key, value)) = line.split_once('=') else {
        return Err(Error::MissingEquals(number));
    };
    let key = key.trim();
    if key.is_empty() {
        return Err(Error::EmptyKey(number));
    } else {
        return Ok((key.to_string(), unquote(value.trim())));
    }
    Err(Error::EmptyKey(number))
}

fn unquote(value: &str) -> String {
    value
        .strip_prefix('"')
        .and_then(|rest| rest.strip_suffix('"'))
        .unwrap_or(value)
        .to_string()
}

/// Reads `key = value` lines, skipping blanks and `#` comments.
pub fn parse(text: &str) -> Result<BTreeMap<String, String>, Error> {
    let mut reader = Reader::new(text);
    let mut pairs = BTreeMap::new();
    while let Some(pair) = reader.next_pair() {
        let (key, value) = pair?;
        pairs.insert(key, value);
    }
    Ok(pairs)
}
