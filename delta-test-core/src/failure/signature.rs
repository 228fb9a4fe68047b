//! How one run failed: its kind, its place and its message.

use std::fmt;

use crate::json::{self, Json};

/// How a run failed.
///
/// The payload type is part of the signature because a test that panics
/// with a `&str` at one place and with some other payload type at the same
/// place is almost certainly going through a different code path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FailureKind {
    /// A panic whose payload is a `&'static str`: `panic!("literal")`.
    PanicStr,
    /// A panic whose payload is a `String`: a formatting `panic!`,
    /// `assert_eq!`, `unwrap()`, indexing out of bounds, ...
    PanicString,
    /// A panic with any other payload type (`std::panic::panic_any(42)`).
    PanicOther,
    /// The test returned `Err(..)`.
    Err,
    /// The run ended the process it ran in (only seen with
    /// `isolate = "process"`): a stack overflow, an `abort()`, a signal such
    /// as a segfault, or a call to `std::process::exit`. The message says
    /// which, and two crashes are the same bug only when it is the same.
    Crash,
    /// The run refused its input with [`assume!`](crate::assume): the
    /// candidate is not a valid input (it breaks a rule of the input's
    /// generator, or a precondition of the code). Like a timeout, it is
    /// never the same bug as anything: such a rerun is always
    /// [`Unresolved`](crate::Outcome::Unresolved).
    Rejected,
    /// The run did not finish within its timeout. A timeout is never the
    /// same bug as anything: such a rerun is always
    /// [`Unresolved`](crate::Outcome::Unresolved).
    Timeout,
}

impl FailureKind {
    /// A short name for logs: `"&str"`, `"String"`, `"other"`, `"Err"`,
    /// `"crash"` or `"timeout"`.
    pub fn as_str(self) -> &'static str {
        match self {
            FailureKind::PanicStr => "&str",
            FailureKind::PanicString => "String",
            FailureKind::PanicOther => "other",
            FailureKind::Err => "Err",
            FailureKind::Crash => "crash",
            FailureKind::Timeout => "timeout",
            FailureKind::Rejected => "rejected",
        }
    }
}

impl FailureKind {
    /// Every kind, in the order they are declared.
    const ALL: [FailureKind; 7] = [
        FailureKind::PanicStr,
        FailureKind::PanicString,
        FailureKind::PanicOther,
        FailureKind::Err,
        FailureKind::Crash,
        FailureKind::Rejected,
        FailureKind::Timeout,
    ];

    /// The variant's name, as files store it: `"PanicStr"`.
    pub(crate) fn name(self) -> &'static str {
        match self {
            FailureKind::PanicStr => "PanicStr",
            FailureKind::PanicString => "PanicString",
            FailureKind::PanicOther => "PanicOther",
            FailureKind::Err => "Err",
            FailureKind::Crash => "Crash",
            FailureKind::Rejected => "Rejected",
            FailureKind::Timeout => "Timeout",
        }
    }

    /// The kind whose [`name`](Self::name) is `name`.
    pub(crate) fn named(name: &str) -> Option<FailureKind> {
        Self::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

impl fmt::Display for FailureKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a panic happened, as the panic hook reports it.
///
/// An owned copy of [`std::panic::Location`], because the signature of the
/// original failure must outlive the panic that produced it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Location {
    /// The source file, as the compiler names it (`src/lib.rs`).
    pub file: String,
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1.
    pub column: u32,
}

impl Location {
    /// The place `file:line:column`.
    pub fn new(file: impl Into<String>, line: u32, column: u32) -> Self {
        Location {
            file: file.into(),
            line,
            column,
        }
    }
}

impl From<&std::panic::Location<'_>> for Location {
    fn from(location: &std::panic::Location<'_>) -> Self {
        Location {
            file: location.file().to_string(),
            line: location.line(),
            column: location.column(),
        }
    }
}

impl fmt::Display for Location {
    /// `file:line:column`, as in Rust's own panic messages, so editors and
    /// terminals can jump to it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// How one run failed: what a [`Matcher`](crate::Matcher) compares to decide whether a
/// rerun reproduces the original bug.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FailureSignature {
    /// The payload type of the panic, or [`FailureKind::Err`].
    pub kind: FailureKind,
    /// The panic message, or the `Debug` text of the returned error. For a
    /// [`FailureKind::PanicOther`] payload, which has no text, it is
    /// `Box<dyn Any>`, as Rust's own panic hook prints.
    pub message: String,
    /// Where the panic happened; `None` for a returned `Err`, and when the
    /// panic hook did not report a place.
    pub location: Option<Location>,
    /// The innermost frames of the user's code on the stack when it
    /// panicked, the panicking function first; empty unless the stack was
    /// asked for (see [`Matcher`](crate::Matcher)).
    pub frames: Vec<Frame>,
}

impl FailureSignature {
    /// A failure of `kind` with `message`, at `location` (if known).
    pub fn new(kind: FailureKind, message: impl Into<String>, location: Option<Location>) -> Self {
        FailureSignature {
            kind,
            message: message.into(),
            location,
            frames: Vec::new(),
        }
    }
}

/// A function of the user's code on a failing call's stack.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Frame {
    /// Its path, without the symbol's hash: `parser::tests::check`.
    pub function: String,
    /// Its file, when the debug info says.
    pub file: Option<String>,
    /// The line it is at (the call it makes, or the panic), when known.
    pub line: Option<u32>,
}

impl Frame {
    /// The frame of `function`, at `file:line` when known.
    pub fn new(function: impl Into<String>, file: Option<String>, line: Option<u32>) -> Self {
        Frame {
            function: function.into(),
            file,
            line,
        }
    }
}

impl fmt::Display for Frame {
    /// `parser::check (src/parser.rs:20)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.function)?;
        match (&self.file, self.line) {
            (Some(file), Some(line)) => write!(f, " ({file}:{line})"),
            (Some(file), None) => write!(f, " ({file})"),
            _ => Ok(()),
        }
    }
}

/// Signatures cross to and from worker processes as JSON.
impl FailureSignature {
    pub(crate) fn to_json(&self) -> Json {
        Json::object([
            ("kind", Json::str(self.kind.name())),
            ("message", Json::str(&self.message)),
            (
                "location",
                Json::option(self.location.as_ref(), Location::to_json),
            ),
            (
                "frames",
                Json::Array(self.frames.iter().map(Frame::to_json).collect()),
            ),
        ])
    }

    pub(crate) fn from_json(json: &Json) -> Result<Self, json::Error> {
        let kind = json.field("kind")?.string()?;
        Ok(FailureSignature {
            kind: FailureKind::named(&kind)
                .ok_or_else(|| json::Error::new(format!("unknown failure kind `{kind}`")))?,
            message: json.field("message")?.string()?,
            location: json.field("location")?.nullable(Location::from_json)?,
            frames: json.field("frames")?.list(Frame::from_json)?,
        })
    }
}

impl Location {
    pub(crate) fn to_json(&self) -> Json {
        Json::object([
            ("file", Json::str(&self.file)),
            ("line", Json::number(self.line)),
            ("column", Json::number(self.column)),
        ])
    }

    pub(crate) fn from_json(json: &Json) -> Result<Self, json::Error> {
        Ok(Location {
            file: json.field("file")?.string()?,
            line: json.field("line")?.integer()?,
            column: json.field("column")?.integer()?,
        })
    }
}

impl Frame {
    /// Its function, and its file and line only when known: the shape the
    /// JSON report gives too.
    pub(crate) fn to_json(&self) -> Json {
        let mut entries = vec![("function", Json::str(&self.function))];
        if let Some(file) = &self.file {
            entries.push(("file", Json::str(file)));
        }
        if let Some(line) = self.line {
            entries.push(("line", Json::number(line)));
        }
        Json::object(entries)
    }

    pub(crate) fn from_json(json: &Json) -> Result<Self, json::Error> {
        Ok(Frame {
            function: json.field("function")?.string()?,
            file: json.field("file").ok().map(Json::string).transpose()?,
            line: json.field("line").ok().map(Json::integer).transpose()?,
        })
    }
}

impl fmt::Display for FailureSignature {
    /// One line, shaped like Rust's own panic report:
    /// `panicked at src/lib.rs:9:5: Invalid input`,
    /// `panicked with a non-string payload at src/lib.rs:9:5`,
    /// `returned Err: ParseIntError { kind: Empty }`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.kind, &self.location) {
            (FailureKind::Err, _) => write!(f, "returned Err: {}", self.message),
            (FailureKind::Crash, _) => write!(f, "crashed: {}", self.message),
            (FailureKind::Timeout, _) => write!(f, "timed out: {}", self.message),
            (FailureKind::Rejected, _) => f.write_str(&self.message),
            (FailureKind::PanicOther, Some(at)) => {
                write!(f, "panicked with a non-string payload at {at}")
            }
            (FailureKind::PanicOther, None) => f.write_str("panicked with a non-string payload"),
            (_, Some(at)) => write!(f, "panicked at {at}: {}", self.message),
            (_, None) => write!(f, "panicked: {}", self.message),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::failure::fixtures::{err, panic_at};

    #[test]
    fn signatures_cross_as_json() {
        let mut failure = panic_at(9, "a \"b\"\n");
        failure.frames = vec![
            Frame::new("m::f", Some("src/m.rs".into()), Some(3)),
            Frame::new("g", None, None),
        ];
        for failure in [failure, err("Empty")] {
            let text = failure.to_json().compact();
            let read = FailureSignature::from_json(&json::parse(&text).unwrap());
            assert_eq!(read, Ok(failure));
        }
        for kind in FailureKind::ALL {
            assert_eq!(FailureKind::named(kind.name()), Some(kind));
        }
        let unknown = json::parse(r#"{"kind":"Oops","message":"","location":null,"frames":[]}"#);
        assert_eq!(
            FailureSignature::from_json(&unknown.unwrap())
                .unwrap_err()
                .to_string(),
            "unknown failure kind `Oops`"
        );
    }

    #[test]
    fn signatures_display_like_rust_panics() {
        assert_eq!(
            panic_at(9, "Invalid input").to_string(),
            "panicked at src/lib.rs:9:5: Invalid input"
        );
        let other = FailureSignature {
            kind: FailureKind::PanicOther,
            message: "Box<dyn Any>".to_string(),
            ..panic_at(9, "")
        };
        assert_eq!(
            other.to_string(),
            "panicked with a non-string payload at src/lib.rs:9:5"
        );
        assert_eq!(err("Empty").to_string(), "returned Err: Empty");
        let nowhere = FailureSignature {
            location: None,
            ..panic_at(9, "lost")
        };
        assert_eq!(nowhere.to_string(), "panicked: lost");
        assert_eq!(
            [
                FailureKind::PanicStr,
                FailureKind::PanicString,
                FailureKind::PanicOther,
                FailureKind::Err
            ]
            .map(FailureKind::as_str),
            ["&str", "String", "other", "Err"]
        );
    }
}
