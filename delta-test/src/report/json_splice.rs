//! Long texts written into the JSON report without serde_json's escaping.
//!
//! serde_json escapes a string byte by byte, which in a debug build (the
//! user's `cargo test`, where serde_json is unoptimised too) costs about
//! 20 ns a byte: a third of a second for a megabyte argument that is in
//! the report twice. Here a long text is held back, a placeholder is
//! serialized in its place, and the text is escaped with the standard
//! library's searches (`"` and `\` are rare, control characters rarer)
//! and put where its placeholder is.

/// Texts longer than this are held back.
pub(super) const LONG: usize = 64 * 1024;

/// The long texts held back from one report, escaped for JSON.
pub(super) struct LongTexts {
    /// Texts up to this length are left to serde_json.
    limit: usize,
    escaped: Vec<String>,
}

impl LongTexts {
    /// Holds back texts longer than `limit` (`usize::MAX`: none).
    pub(super) fn new(limit: usize) -> Self {
        LongTexts {
            limit,
            escaped: Vec::new(),
        }
    }

    /// What to serialize for `text`: itself, or the placeholder of the
    /// text held back.
    pub(super) fn hold(&mut self, text: String) -> String {
        if text.len() <= self.limit {
            return text;
        }
        self.escaped.push(escaped(&text));
        placeholder(self.escaped.len() - 1)
    }

    /// `json` with each placeholder replaced by its text; `None` when a
    /// placeholder is not found exactly once (another string of the report
    /// holds its characters), so the report must be written without
    /// holding texts back.
    pub(super) fn splice(self, json: String) -> Option<String> {
        // Every placeholder is found in the JSON before any text goes in,
        // while it is short.
        let mut places = Vec::new();
        for (i, text) in self.escaped.iter().enumerate() {
            // The placeholder as serde_json writes it, quotes included.
            let written = serde_json::to_string(&placeholder(i)).expect("a string serializes");
            let at = json.find(&written)?;
            if json.rfind(&written) != Some(at) {
                return None;
            }
            places.push((at..at + written.len(), text));
        }
        places.sort_by_key(|(place, _)| place.start);
        let texts: usize = self.escaped.iter().map(String::len).sum();
        let mut out = String::with_capacity(json.len() + texts);
        let mut from = 0;
        for (place, text) in places {
            out.push_str(&json[from..place.start]);
            out.push_str(text);
            from = place.end;
        }
        out.push_str(&json[from..]);
        Some(out)
    }
}

/// A string that no report holds by accident: it starts with a control
/// character (and [`LongTexts::splice`] checks that it is found once).
fn placeholder(i: usize) -> String {
    format!("\u{1}delta-test: long text {i}")
}

/// `text` as a JSON string, quotes included.
fn escaped(text: &str) -> String {
    // Control characters need `\u` escapes: rare in the Rust text of a
    // value (a string literal escapes them), so serde_json writes those.
    // Each search is the standard library's `memchr`, optimised even in a
    // debug build.
    if (0..0x20u8).any(|byte| text.contains(char::from(byte))) {
        return serde_json::to_string(text).expect("a string serializes");
    }
    let text = text.replace('\\', "\\\\").replace('"', "\\\"");
    format!("\"{text}\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn held_texts_come_back_as_serde_json_writes_them() {
        let texts = ["plain", "say \"hi\" \\ bye", "a\nb\u{1f}", "é\u{7f}"];
        for text in texts {
            let mut long = LongTexts::new(0);
            let json = serde_json::to_string(&[long.hold(text.into()), "short".into()]).unwrap();
            let expected = serde_json::to_string(&[text, "short"]).unwrap();
            assert_eq!(long.splice(json), Some(expected));
        }
        // Short texts are not held.
        assert_eq!(LongTexts::new(5).hold("short".into()), "short");
    }

    #[test]
    fn a_placeholder_found_twice_gives_up() {
        let mut long = LongTexts::new(0);
        let held = long.hold("long".into());
        let json = serde_json::to_string(&[held.clone(), held]).unwrap();
        assert_eq!(long.splice(json), None);
    }
}
