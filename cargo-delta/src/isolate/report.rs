//! `isolate --report FILE`: the isolation written up in Markdown for a bug
//! report: the command, what was found (the summary the command prints),
//! and the failure-inducing difference as a diff block, ready to paste
//! into an issue beside the two files or the patch.

use crate::cli;

/// The Markdown report: `title` (what was compared), the command that
/// decides, the `summary` lines, and `diff` (a unified diff or a patch).
pub fn markdown(title: &str, args: &cli::Reduce, summary: &str, diff: &str) -> String {
    let command = match &args.interesting {
        Some(script) => format!("--interesting {}", script.display()),
        None => args.command.join(" "),
    };
    let fence = fence_for(diff);
    format!(
        "# The difference that makes `{}` fail: {title}\n\n- Command: `{command}`\n\n```text\n{}\n```\n\n## The failure-inducing difference\n\n{fence}diff\n{}{}{fence}\n",
        args.command
            .first()
            .map_or_else(|| command.as_str(), String::as_str),
        summary.trim_end(),
        diff,
        if diff.ends_with('\n') { "" } else { "\n" },
    )
}

/// A code fence longer than any run of backticks in `text`, so that a
/// difference holding a fence (a Markdown file's) cannot close it early.
fn fence_for(text: &str) -> String {
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    "`".repeat(longest.max(2) + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    fn args(command: &[&str]) -> cli::Reduce {
        let mut argv = vec!["cargo-delta", "reduce", "bad.json", "--"];
        argv.extend(command);
        match cli::Cli::parse_from(argv).command {
            cli::Command::Reduce(args) => args,
            _ => unreachable!("reduce parses as reduce"),
        }
    }

    #[test]
    fn the_report_has_the_command_the_summary_and_the_difference() {
        let diff = "--- good.json\n+++ bad.json\n@@ -1 +1 @@\n-{\"a\": 1}\n+{\"a\": 2}\n";
        let text = markdown(
            "good.json and bad.json",
            &args(&["./parse", "@@"]),
            "isolated 1 of 3 changes in 9 runs\n",
            diff,
        );
        assert!(
            text.starts_with(
                "# The difference that makes `./parse` fail: good.json and bad.json\n"
            ),
            "{text}"
        );
        assert!(text.contains("- Command: `./parse @@`\n"), "{text}");
        assert!(
            text.contains("```text\nisolated 1 of 3 changes in 9 runs\n```"),
            "{text}"
        );
        assert!(text.contains(&format!("```diff\n{diff}```\n")), "{text}");
    }

    #[test]
    fn a_difference_with_a_fence_gets_a_longer_one() {
        let diff = "+```rust\n+fn main() {}\n+```\n";
        let text = markdown("a and b", &args(&["mdcheck", "@@"]), "", diff);
        assert!(text.contains(&format!("````diff\n{diff}````\n")), "{text}");
    }
}
