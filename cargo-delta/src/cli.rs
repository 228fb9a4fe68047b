//! The command line, as clap reads it. Nothing here runs anything: the
//! options are checked for what clap can check, and handed on.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};
use delta_test::Strategy;

/// `cargo delta`: reduces a file that makes a program fail to a 1-minimal
/// one that still fails the same way.
#[derive(Debug, Parser)]
#[command(name = "cargo delta", bin_name = "cargo delta", version)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

impl Cli {
    /// Reads the command line: `reduce-crate`'s help is its own, and a
    /// command written without `--` gets a hint.
    pub fn read(args: Vec<std::ffi::OsString>) -> Cli {
        use clap::{CommandFactory, FromArgMatches};
        let table = crate::exit::Kind::table();
        let command = Cli::command()
            .mut_subcommand("reduce", |command| {
                command.after_help(format!("{REDUCE_EXAMPLES}\n\n{SAME_FAILURE}\n\n{table}"))
            })
            .mut_subcommand("reduce-crate", |command| crate_help(command, &table))
            .mut_subcommand("isolate", |command| isolate_help(command, &table));
        let slurm = args.iter().any(|arg| arg == "--slurm");
        let matches = command
            .try_get_matches_from(args)
            .unwrap_or_else(|error| with_hint(error, slurm).exit());
        Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.exit())
    }
}

const REDUCE_EXAMPLES: &str = "Examples:\n  cargo delta reduce crash.toml -- ./target/debug/parse @@\n  cargo delta reduce input.json --interesting ./still_fails.sh";

/// The default rule, which `--help` states.
const SAME_FAILURE: &str = "The same failure: by default a candidate is kept when the command ends as on FILE (the same exit code or signal, or a hang) with the same failure text: a Rust panic's place and message, a compiler's first error (or its crash), else the last 3 lines of standard error; numbers, quoted text and temporary paths may change. --exit-code, --signal, --stderr, --stdout, --any-failure and --interesting choose otherwise.";

/// `isolate`'s own help: FAILING after PASSING, `-o` a directory, and
/// none of the options about a result file.
fn isolate_help(command: clap::Command, table: &str) -> clap::Command {
    let hidden = ["in_place", "resume", "allow_empty", "strategy"];
    let command = hidden.iter().fold(command, |command, name| {
        command.mut_arg(*name, |arg| arg.hide(true))
    });
    command
        .after_help(format!(
            "Examples:\n  cargo delta isolate good.json bad.json -- ./parse @@\n  cargo delta isolate --git v1.2.0 HEAD -- cargo test -q name_of_the_failing_test\n\nThe output directory holds passing.EXT and failing.EXT, the closest passing and failing files, and difference.diff, their difference. With --git (DIR default: BAD.isolate): failure.patch, the failure-inducing changes, which `git apply` takes on GOOD; difference.diff, the changes that make the difference; report.json.\n\n{SAME_FAILURE}\n\n{table}"
        ))
        .mut_arg("report", |arg| {
            arg.help("Writes a Markdown report to this file: the command, what was found, and the failure-inducing difference (with --git, failure.patch) in a diff block")
        })
        .mut_arg("passing", |arg| arg.index(1))
        .mut_arg("file", |arg| {
            arg.index(2)
                .value_name("FAILING")
                .help("A file on which the command fails; the failure the difference must keep is its (with --git: BAD, a commit on which it fails)")
        })
        .mut_arg("command", |arg| arg.index(3))
        .mut_arg("output", |arg| {
            arg.value_name("DIR").help("Where the two closest files and their difference go. Default: FAILING.isolate beside FAILING (with --git: BAD.isolate here, for failure.patch, difference.diff and report.json)")
        })
}

/// `reduce-crate`'s own help: the options it shares with `reduce`, said of
/// a crate; `--in-place` hidden (it is refused); `--format` text or rust.
fn crate_help(command: clap::Command, table: &str) -> clap::Command {
    use clap::builder::{PossibleValuesParser, TypedValueParser};
    let format = PossibleValuesParser::new(["rust", "text"]).map(|name: String| {
        <Format as ValueEnum>::from_str(&name, false).expect("a format's name")
    });
    // `mut_arg` moves the argument last: the positions are said again.
    command
        .after_help(format!(
            "Example:\n  cargo delta reduce-crate my-crate -- cargo check --offline\n\n{SAME_FAILURE}\n\n{table}"
        ))
        .mut_arg("file", |arg| {
            arg.index(1).value_name("DIR").help(
                "The crate's directory (with its Cargo.toml); it is never modified. The result is DIR.min, and DIR.min.rs when it fits in one file",
            )
        })
        .mut_arg("command", |arg| {
            arg.index(2).help(
                "The program and its arguments, after `--`; it runs in the candidate crate's directory (a copy of DIR), which an argument `@@` names too",
            )
        })
        .mut_arg("interesting", |arg| {
            arg.help("A script in the convention of C-Reduce and shrinkray: exit 0 means \"still interesting\". It runs in the candidate crate's directory, which it gets as its argument")
        })
        .mut_arg("output", |arg| {
            arg.help("Where the resulting crate goes, replaced whole after every improvement. Default: DIR.min beside DIR")
        })
        .mut_arg("resume", |arg| {
            arg.help("Starts from the output of an earlier, interrupted run (it must fail like DIR), rather than from DIR")
        })
        .mut_arg("in_place", |arg| arg.hide(true))
        .mut_arg("allow_empty", |arg| arg.hide(true))
        .mut_arg("format", |arg| {
            arg.value_parser(format)
                .help("How the crate's Rust files are cut: as Rust (items, bodies, statements; the default) or as text")
        })
}

/// A clap error, with a hint when a word that is no option was written
/// where the command goes without the `--` before it, or `srun`'s
/// arguments after `--slurm` without the `=` (`slurm`: the command line
/// has a bare `--slurm`).
fn with_hint(mut error: clap::Error, slurm: bool) -> clap::Error {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let word = match (error.kind(), error.get(ContextKind::InvalidArg)) {
        (ErrorKind::UnknownArgument, Some(ContextValue::String(word))) => word.clone(),
        _ => return error,
    };
    let tip = match (word.starts_with('-'), slurm) {
        (false, _) => Some(format!("the command goes after `--`: ... -- {word} ...")),
        (true, true) => Some(format!(
            "srun's arguments follow `--slurm=`, quoted: --slurm=\"{word} ...\""
        )),
        (true, false) => None,
    };
    if let Some(tip) = tip {
        error.insert(
            ContextKind::Suggested,
            ContextValue::StyledStrs(vec![tip.into()]),
        );
    }
    error
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Reduces FILE to a smaller file on which the command fails the same way.
    Reduce(Reduce),
    /// Reduces the crate in DIR (a copy: whole files, then the items in
    /// every file, then Cargo.toml) to a smaller crate on which the command
    /// fails the same way. The command runs in the candidate's directory.
    #[command(name = "reduce-crate")]
    ReduceCrate(Reduce),
    /// Isolates the failure-inducing difference between a PASSING file and
    /// a FAILING one (the paper's dd): a passing and a failing file that
    /// differ by a 1-minimal set of changes, cut by lines, then words, then
    /// characters (bytes for a file that is not text).
    Isolate(Isolate),
}

/// `cargo delta isolate`.
#[derive(Debug, Args)]
pub struct Isolate {
    /// A file on which the command passes (with --git: GOOD, a commit on
    /// which it passes).
    pub passing: PathBuf,

    /// Isolates the failure-inducing changes between two commits, GOOD
    /// and BAD (the two positional arguments), in work trees of their own:
    /// git's hunks, then the lines in them. The command runs in the
    /// candidate's tree (`@@` names it) with CARGO_TARGET_DIR a target of
    /// its own, kept warm from candidate to candidate.
    #[arg(long)]
    pub git: bool,

    /// The repository (or a directory in it, where the command runs), for
    /// --git. Default: the current directory. Its checkout is never
    /// touched.
    #[arg(long, value_name = "DIR", requires = "git")]
    pub repo: Option<PathBuf>,

    /// First finds the first failing commit between GOOD and BAD (along
    /// first parents, as `git bisect` does), then isolates the changes of
    /// that commit.
    #[arg(long, requires = "git")]
    pub bisect: bool,

    /// Then simplifies the failing side further (`ddmin`, as `reduce`):
    /// the failing file is reduced to failing.min.EXT (failing_min.rs); with --git, the
    /// failing changes to a 1-minimal set on GOOD (failure.patch).
    #[arg(long)]
    pub min: bool,

    /// Isolates even when the checkout has uncommitted changes (with
    /// --git). They are in neither commit, so no candidate has them; the
    /// checkout is never touched either way.
    #[arg(long, requires = "git")]
    pub allow_dirty: bool,

    /// Gives every run an empty target directory (to measure what the warm
    /// ones save).
    #[arg(long, requires = "git", hide = true)]
    pub fresh_target: bool,

    /// The failing file, the command and the options `reduce` takes.
    #[command(flatten)]
    pub run: Reduce,
}

/// `cargo delta reduce`.
#[derive(Debug, Clone, Args)]
pub struct Reduce {
    /// The file to reduce. It is never modified, unless `--in-place`.
    pub file: PathBuf,

    /// The program and its arguments, after `--`. An argument `@@` is
    /// replaced by the candidate's path (a copy with FILE's name, in a
    /// temporary directory of its own); without one, the candidate is the
    /// program's standard input.
    #[arg(last = true, value_name = "CMD")]
    pub command: Vec<String>,

    /// A script in the convention of C-Reduce and shrinkray: exit 0 means
    /// "still interesting". It gets the candidate's path as its argument and
    /// runs in the candidate's directory, where the candidate has FILE's name.
    #[arg(long, value_name = "SCRIPT", conflicts_with_all = ["exit_code", "signal", "stderr", "stdout", "any_failure"])]
    pub interesting: Option<PathBuf>,

    /// Where the result goes; the best file so far is written there after
    /// every improvement. Default: beside FILE, with .min before its
    /// extension (x.json gives x.min.json), or _min for a Rust file (lib.rs
    /// gives lib_min.rs: rustc takes a file's name as its crate's).
    #[arg(short, long, value_name = "OUT", conflicts_with = "in_place")]
    pub output: Option<PathBuf>,

    /// Writes the result over FILE, keeping the original as FILE.orig.
    #[arg(long)]
    pub in_place: bool,

    /// Starts from the output of an earlier, interrupted run (it must fail
    /// like FILE), rather than from FILE.
    #[arg(long, conflicts_with = "in_place")]
    pub resume: bool,

    /// How FILE is cut. Default: json, toml or rust by the file's extension,
    /// else text when it is UTF-8, else bytes.
    #[arg(long, value_enum)]
    pub format: Option<Format>,

    /// A candidate fails when the command exits with this code (whatever
    /// it prints).
    #[arg(long, value_name = "N")]
    pub exit_code: Option<i32>,

    /// A candidate fails when a signal kills the command: signal N, or
    /// any signal when no N is given (`--signal` alone).
    #[arg(long, value_name = "N", num_args = 0..=1, conflicts_with = "exit_code")]
    pub signal: Option<Option<i32>>,

    /// A candidate fails when the command's standard error matches this
    /// regular expression (with other such options, all must hold).
    #[arg(long, value_name = "REGEX")]
    pub stderr: Option<String>,

    /// A candidate fails when the command's standard output matches this
    /// regular expression (with other such options, all must hold).
    #[arg(long, value_name = "REGEX")]
    pub stdout: Option<String>,

    /// For a compiler's error (kept by default when the command is rustc,
    /// cargo, clippy-driver or rustdoc): a candidate must print no other
    /// error, so the result compiles but for the error reported.
    #[arg(long, conflicts_with_all = ["interesting", "exit_code", "signal", "stderr", "stdout", "any_failure"])]
    pub only_this_error: bool,

    /// Read the command's output as the Rust compiler's (its errors and
    /// internal compiler errors), for a script or wrapper that runs it.
    /// Without it, a command is read so when its program is rustc, cargo,
    /// clippy-driver or rustdoc, also behind `env`, `timeout`, `nice`,
    /// `time` or `rustup run`.
    #[arg(long, conflicts_with_all = ["interesting", "exit_code", "signal", "stderr", "stdout", "any_failure"])]
    pub compiler: bool,

    /// Any failure counts: a non-zero exit or a signal (not a timeout).
    #[arg(long, conflicts_with_all = ["exit_code", "signal", "stderr", "stdout"])]
    pub any_failure: bool,

    /// How long a run may take before it is killed (with everything it
    /// started) and counted as a hang. Default: 60s for the original; ten
    /// times its slowest run plus one second for a candidate, or, when the
    /// original hangs, ten times a run on an empty file plus one second.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub timeout: Option<Duration>,

    /// How long the original may run before it counts as a hang, when it
    /// is not --timeout. Default: 60s.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub original_timeout: Option<Duration>,

    /// How many times the original runs first; it must fail the same way
    /// each time, or the command is flaky and nothing is reduced. Two runs
    /// catch a command whose failure moves; more catch rarer flakiness, at
    /// a run each.
    #[arg(long, value_name = "N", default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..))]
    pub original_runs: u32,

    /// Reduces even when the command fails the same way on an empty file
    /// (checked first: such a failure does not depend on the file, as when
    /// the command has no `@@` and the program does not read its input).
    #[arg(long)]
    pub allow_empty: bool,

    /// How many candidates run at once. The result is the same for any
    /// number. Default: the number of cores.
    #[arg(short, long, value_name = "N")]
    pub jobs: Option<usize>,

    /// The search: `adaptive` (the fewest runs), `waves` (the most runs at
    /// once: its questions do not wait on each other, for many --jobs or
    /// --slurm), `classic` (the Debugging Book's) or `ddmin` (its plain
    /// ddmin). Each gives a 1-minimal file; which one may differ. Default:
    /// adaptive.
    #[arg(long, value_name = "NAME", value_parser = strategy_parser())]
    pub strategy: Option<Strategy>,

    /// Runs each candidate's command behind PREFIX, split at spaces
    /// (`--runner "nice -n 19"`, a container or a job launcher). The
    /// candidates' directories are then in --work-dir, which is checked at
    /// the start to be seen by PREFIX's commands.
    #[arg(long, value_name = "PREFIX", conflicts_with = "slurm")]
    pub runner: Option<String>,

    /// Runs each candidate's command as a Slurm job step: `srun` and these
    /// arguments, split at spaces (`--slurm`, or `--slurm="-p short -c 2"`).
    /// The candidates' directories go in --work-dir, which the nodes must
    /// share (checked at the start); a run Slurm cancels or loses with its
    /// node is run again, up to 3 times. Set --jobs to the runs the
    /// partition takes at once.
    #[arg(long, value_name = "SRUN ARGS", num_args = 0..=1, require_equals = true, default_missing_value = "", allow_hyphen_values = true)]
    pub slurm: Option<String>,

    /// Where the candidates' temporary directories go (isolate --git: its
    /// work trees). Default: the system's temporary directory. With
    /// --runner or --slurm, a directory on a file system the nodes share.
    #[arg(long, value_name = "DIR")]
    pub work_dir: Option<PathBuf>,

    /// Stops after this many runs of the command and keeps the best file.
    /// The checks count: the original's runs, the empty file's, and the
    /// result's reruns (as many as the original's).
    #[arg(long, value_name = "N")]
    pub max_tests: Option<usize>,

    /// Stops after this long and keeps the best file.
    #[arg(long, value_name = "DURATION", value_parser = parse_duration)]
    pub max_time: Option<Duration>,

    /// Writes a Markdown bug report to this file: the command, the
    /// failure, the sizes and the minimal file in a code block.
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,

    /// Writes the same facts as JSON to this file, for tools.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,

    /// Prints nothing but errors.
    #[arg(short, long)]
    pub quiet: bool,

    /// Whether FILE is a crate's directory (`reduce-crate`).
    #[arg(skip)]
    pub on_crate: bool,
}

impl Reduce {
    /// `--jobs`, or the number of cores: every command's default.
    pub fn jobs(&self) -> usize {
        self.jobs
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
    }
}

/// `--strategy`'s names, listed in `--help` and in the error for another.
fn strategy_parser() -> impl clap::builder::TypedValueParser<Value = Strategy> {
    use clap::builder::{PossibleValuesParser, TypedValueParser};
    PossibleValuesParser::new(["adaptive", "waves", "classic", "ddmin"])
        .map(|name: String| name.parse::<Strategy>().expect("a strategy's name"))
}

/// How a file is cut into parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Lines, then words, then characters (as delta-test reduces a `String`).
    Text,
    /// Bytes, then byte values toward 0 (as delta-test reduces a `Vec<u8>`).
    Bytes,
    /// The parsed JSON value: every candidate is valid JSON.
    Json,
    /// The parsed TOML document: every candidate is valid TOML.
    Toml,
    /// The parsed Rust file (items, their insides, bodies, statements,
    /// expressions), printed back with prettyplease: every candidate parses.
    Rust,
}

/// `1.5s`, `200ms`, `2m`, or a plain number of seconds.
fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let split = text
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let number: f64 = number
        .parse()
        .map_err(|_| format!("`{text}` is not a duration; write it as 30s, 500ms or 2m"))?;
    let seconds = match unit {
        "" | "s" => number,
        "ms" => number / 1000.0,
        "m" | "min" => number * 60.0,
        "h" => number * 3600.0,
        _ => return Err(format!("`{text}` has an unknown unit; use ms, s, m or h")),
    };
    Duration::try_from_secs_f64(seconds).map_err(|e| format!("`{text}`: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_with_and_without_units() {
        assert_eq!(parse_duration("2"), Ok(Duration::from_secs(2)));
        assert_eq!(parse_duration("1.5s"), Ok(Duration::from_millis(1500)));
        assert_eq!(parse_duration("250ms"), Ok(Duration::from_millis(250)));
        assert_eq!(parse_duration("2m"), Ok(Duration::from_secs(120)));
        assert!(parse_duration("soon").unwrap_err().contains("30s"));
        assert!(parse_duration("3 weeks").unwrap_err().contains("unit"));
    }

    #[test]
    fn the_command_line_is_consistent() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
