//! What a reduction is written up as: a Markdown bug report for people
//! (`--report FILE`) and a JSON summary for tools (`--json FILE`).

use std::path::Path;

use crate::cli::Format;
use crate::exit::{Kind, Stop};
use crate::reduce::Summary;

/// How many of the last lines of the original's standard error a report
/// shows: enough for a panic and its note (a compiler's errors are shown
/// whole, without its warnings).
const STDERR_LINES: usize = 20;

/// The Markdown bug report: the command, the failure, the sizes and the
/// minimal file in a code block, ready to paste into an issue.
pub fn markdown(summary: &Summary) -> String {
    let details = &summary.details;
    let unit = match details.on_crate {
        true => "crate",
        false => "file",
    };
    let mut out = format!(
        "# `{}` fails on a {}-byte {unit}\n\n",
        crate::compiler::program_name(&details.command),
        summary.to
    );
    out.push_str(&format!("- Command: `{}`\n", command_line(summary)));
    out.push_str(&format!("- Ending: {}\n", details.ending));
    out.push_str(&format!("- Kept: {}\n", details.kept));
    out.push_str(&format!(
        "- Reduced from {} bytes ({}) to {} bytes in {} runs and {:.1} s, as {}\n",
        summary.from,
        details.file.display(),
        summary.to,
        summary.runs,
        summary.elapsed.as_secs_f64(),
        format_name(details.format),
    ));
    out.push_str(&match (summary.stopped, &summary.flaky) {
        (_, Some(_)) => {
            "- Not proven 1-minimal: the command is flaky, and this is the smallest file that failed every rerun\n".to_string()
        }
        (None, None) => "- 1-minimal: no single cut or simplification of the format keeps the failure\n"
            .to_string(),
        (Some(budget), None) => format!("- Not proven 1-minimal: {budget}\n"),
    });
    if let Some(rustc) = &details.rustc {
        out.push_str(&format!("- {rustc}\n"));
    }
    out.push_str(&format!(
        "- cargo-delta {}\n\n## The minimal {unit}\n\n",
        env!("CARGO_PKG_VERSION")
    ));
    out.push_str(&code_block(
        &shown(&details.minimal),
        language(details.format),
    ));
    let (whose, stderr, path) = match &details.minimal_stderr {
        Some(stderr) => (
            if details.on_crate {
                "minimal crate"
            } else {
                "minimal file"
            },
            stderr,
            &summary.output,
        ),
        None => ("original", &details.stderr, &details.file),
    };
    let stderr = as_users(stderr, details, path);
    let errors = match (details.compiler, details.ice) {
        (true, _) => crate::diagnostic::errors_text(&stderr),
        (false, true) => crate::diagnostic::ice_text(&stderr),
        (false, false) => String::new(),
    };
    let tail = match errors.is_empty() {
        true => last_lines(&stderr, STDERR_LINES),
        false => errors,
    };
    if !tail.is_empty() {
        out.push_str(&format!(
            "\n## What the program printed on standard error for the {whose}\n\n"
        ));
        out.push_str(&code_block(&tail, "text"));
    }
    out
}

/// The JSON summary, with the same facts as the Markdown report.
pub fn json(summary: &Summary) -> String {
    let details = &summary.details;
    let minimal = std::str::from_utf8(&details.minimal).ok();
    let value = serde_json::json!({
        "file": details.file.display().to_string(),
        "output": summary.output.display().to_string(),
        "command": details.command,
        "format": format_name(details.format),
        "ending": details.ending,
        "kept": details.kept,
        "original_size": summary.from,
        "minimal_size": summary.to,
        "runs": summary.runs,
        "elapsed_ms": summary.elapsed.as_millis() as u64,
        "one_minimal": summary.stopped.is_none() && summary.flaky.is_none(),
        "flaky": summary.flaky,
        "stopped_by": summary.stopped.map(|budget| budget.to_string()),
        "minimal": minimal,
        "original_stderr": as_users(&details.stderr, details, &details.file),
        "minimal_stderr": details
            .minimal_stderr
            .as_ref()
            .map(|stderr| as_users(stderr, details, &summary.output)),
        "crate": details.on_crate,
        "rustc": details.rustc,
    });
    serde_json::to_string_pretty(&value).expect("a JSON value serializes") + "\n"
}

/// `stderr` with the run's candidate, `<dir>/NAME`, written as `path`,
/// where the user has that file: the minimal one at the output, the
/// original at FILE.
fn as_users(stderr: &str, details: &crate::reduce::Details, path: &Path) -> String {
    let name = details.file.file_name().unwrap_or_default();
    let candidate = format!("<dir>/{}", name.to_string_lossy());
    stderr.replace(&candidate, &path.display().to_string())
}

/// Writes a report to `path`; an error names it.
pub fn write(path: &Path, text: &str) -> Result<(), Stop> {
    std::fs::write(path, text).map_err(|e| {
        Stop::new(
            Kind::Io,
            format!("could not write the report {}: {e}", path.display()),
        )
    })
}

/// The command as a shell would take it, each word quoted where it must be.
fn command_line(summary: &Summary) -> String {
    let words = summary.details.command.iter().map(|word| {
        let plain = !word.is_empty()
            && word
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-_./=@:+,".contains(c));
        match plain {
            true => word.clone(),
            false => format!("'{}'", word.replace('\'', r"'\''")),
        }
    });
    words.collect::<Vec<_>>().join(" ")
}

/// The format's name, as `--format` spells it.
fn format_name(format: Format) -> &'static str {
    match format {
        Format::Text => "text",
        Format::Bytes => "bytes",
        Format::Json => "json",
        Format::Toml => "toml",
        Format::Rust => "rust",
    }
}

/// The code block's language for a format.
fn language(format: Format) -> &'static str {
    match format {
        Format::Json => "json",
        Format::Toml => "toml",
        Format::Rust => "rust",
        Format::Text | Format::Bytes => "text",
    }
}

/// The file as text: itself when it is UTF-8, else its bytes escaped as a
/// Rust byte string would write them.
fn shown(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => format!("b\"{}\"", bytes.escape_ascii()),
    }
}

/// A fenced code block around `text`, with a fence longer than any run of
/// backticks in it, so that nothing in the file can close it.
fn code_block(text: &str, language: &str) -> String {
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat((longest + 1).max(3));
    let newline = if text.ends_with('\n') { "" } else { "\n" };
    format!("{fence}{language}\n{text}{newline}{fence}\n")
}

/// The last `n` lines of `text`, without the blank lines around them.
fn last_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.trim_matches('\n').trim_end().lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_backtick_run_in_the_file_closes_its_block() {
        assert_eq!(code_block("a", "text"), "```text\na\n```\n");
        let block = code_block("x ```` y\n", "text");
        assert!(block.starts_with("`````text\n"), "{block}");
        assert!(block.ends_with("\n`````\n"), "{block}");
    }

    #[test]
    fn bytes_that_are_not_text_are_shown_escaped() {
        assert_eq!(shown(b"plain"), "plain");
        assert_eq!(shown(&[0xff, b'a', 0]), r#"b"\xffa\x00""#);
    }

    #[test]
    fn only_the_last_lines_are_kept() {
        assert_eq!(last_lines("a\nb\nc\n", 2), "b\nc");
        assert_eq!(last_lines("a", 5), "a");
        assert_eq!(last_lines("", 5), "");
    }
}
