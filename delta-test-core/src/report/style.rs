//! Colour in terminal output, as the conventions say: `NO_COLOR` turns it
//! off, `CLICOLOR_FORCE` turns it on, and otherwise there is colour only
//! when the stream is a terminal, so piped output and files stay plain.

use std::io::IsTerminal;

/// Where text goes.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Stream {
    Stdout,
    Stderr,
}

/// Styles text with ANSI escapes, or leaves it as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Paint {
    colour: bool,
}

impl Paint {
    /// Plain text, always.
    pub(crate) fn plain() -> Paint {
        Paint { colour: false }
    }

    /// Colour, always (for tests).
    #[cfg(test)]
    pub(crate) fn coloured() -> Paint {
        Paint { colour: true }
    }

    /// Colour for `stream`, as the environment and the stream decide.
    pub(crate) fn for_stream(stream: Stream) -> Paint {
        let var = |name: &str| std::env::var_os(name).filter(|value| !value.is_empty());
        let terminal = match stream {
            Stream::Stdout => std::io::stdout().is_terminal(),
            Stream::Stderr => std::io::stderr().is_terminal(),
        };
        Paint {
            colour: decide(var("NO_COLOR").is_some(), var("CLICOLOR_FORCE"), terminal),
        }
    }

    pub(crate) fn bold(self, text: &str) -> String {
        self.wrap("1", text)
    }

    pub(crate) fn dim(self, text: &str) -> String {
        self.wrap("2", text)
    }

    pub(crate) fn red(self, text: &str) -> String {
        self.wrap("31", text)
    }

    pub(crate) fn green(self, text: &str) -> String {
        self.wrap("32", text)
    }

    pub(crate) fn yellow(self, text: &str) -> String {
        self.wrap("33", text)
    }

    fn wrap(self, code: &str, text: &str) -> String {
        match self.colour {
            true => format!("\x1b[{code}m{text}\x1b[0m"),
            false => text.to_string(),
        }
    }
}

/// `NO_COLOR` wins, then `CLICOLOR_FORCE` (other than `0`), then whether
/// the stream is a terminal.
fn decide(no_colour: bool, force: Option<std::ffi::OsString>, terminal: bool) -> bool {
    match (no_colour, force) {
        (true, _) => false,
        (false, Some(force)) if force != "0" => true,
        _ => terminal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_color_wins_then_clicolor_force_then_the_terminal() {
        assert!(!decide(true, Some("1".into()), true));
        assert!(decide(false, Some("1".into()), false));
        assert!(!decide(false, Some("0".into()), false));
        assert!(decide(false, Some("0".into()), true));
        assert!(decide(false, None, true));
        assert!(!decide(false, None, false));
    }

    #[test]
    fn plain_text_stays_plain() {
        assert_eq!(Paint::plain().green("x"), "x");
        assert_eq!(Paint { colour: true }.green("x"), "\x1b[32mx\x1b[0m");
    }
}
