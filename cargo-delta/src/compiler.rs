//! Whether a command line runs the Rust compiler, past the programs that
//! only start it: `env RUSTC_BOOTSTRAP=1 rustc ...`, `timeout 60 rustc
//! ...`, `nice cargo check`, `time rustc ...`, `rustup run nightly rustc
//! ...`. Their output is then read as rustc's (its errors and internal
//! compiler errors); a script that runs the compiler is said to with
//! `--compiler`.

use std::path::Path;

/// The programs whose errors are read as rustc's diagnostics.
pub const COMPILERS: [&str; 5] = ["rustc", "cargo", "clippy-driver", "cargo-clippy", "rustdoc"];

/// The cargo subcommands that only compile: nothing of the user's runs, so
/// a backtrace costs only when the compiler itself crashes.
const COMPILING: [&str; 6] = ["check", "build", "b", "clippy", "rustc", "doc"];

/// The program `argv` runs and its arguments, past the wrappers that start
/// it; `None` for an empty command or a wrapper without a program.
pub fn behind_wrappers(argv: &[String]) -> Option<(&str, &[String])> {
    let mut rest = argv;
    loop {
        let (program, args) = rest.split_first()?;
        let name = Path::new(program).file_name()?.to_str()?;
        rest = match name {
            "env" => skip_options(args, &["-u", "--unset", "-C", "--chdir", "-S"], |arg| {
                arg.contains('=')
            }),
            "timeout" => {
                let after =
                    skip_options(args, &["-s", "--signal", "-k", "--kill-after"], |_| false);
                after.get(1..)? // the duration
            }
            "nice" => skip_options(args, &["-n", "--adjustment"], |_| false),
            "time" | "nohup" | "stdbuf" | "ionice" | "chrt" => {
                skip_options(args, &["-o", "-e", "-i", "-c", "-n", "-f"], |_| false)
            }
            "rustup" if args.first().is_some_and(|a| a == "run") => args.get(2..)?,
            _ => return Some((name, args)),
        };
    }
}

/// The program `argv` runs, as the user wrote it, past the wrappers that
/// start it (`timeout 60 rustc ...` runs `rustc`), for messages and
/// reports; the first word when no program follows a wrapper.
pub fn program_name(argv: &[String]) -> String {
    let at = match behind_wrappers(argv) {
        Some((_, args)) => argv.len() - args.len() - 1,
        None => 0,
    };
    argv.get(at).cloned().unwrap_or_default()
}

/// `args` past the wrapper's own options (`-x`, `--long`, `--long=value`),
/// the values of those in `with_value`, and the arguments `also` skips
/// (`env`'s `NAME=VALUE`).
fn skip_options<'a>(
    args: &'a [String],
    with_value: &[&str],
    also: impl Fn(&str) -> bool,
) -> &'a [String] {
    let mut at = 0;
    while let Some(arg) = args.get(at) {
        if arg == "--" {
            return &args[at + 1..];
        }
        let option = arg.starts_with('-') && arg.len() > 1;
        if !(option || also(arg)) {
            break;
        }
        at += match with_value.contains(&arg.as_str()) {
            true => 2,
            false => 1,
        };
    }
    &args[at.min(args.len())..]
}

/// Whether `argv` runs one of the [`COMPILERS`], behind any wrappers.
pub fn is_compiler(argv: &[String]) -> bool {
    behind_wrappers(argv).is_some_and(|(name, _)| COMPILERS.contains(&name))
}

/// Whether `argv` only compiles (rustc, clippy-driver, rustdoc, or a cargo
/// subcommand that builds and runs nothing of the user's): then its runs
/// may print the compiler's backtrace on a crash, at no cost otherwise.
pub fn only_compiles(argv: &[String]) -> bool {
    match behind_wrappers(argv) {
        Some(("cargo" | "cargo-clippy", args)) => {
            let subcommand = args.iter().find(|arg| !arg.starts_with(['-', '+']));
            subcommand.is_some_and(|s| COMPILING.contains(&s.as_str()))
        }
        Some((name, _)) => COMPILERS.contains(&name),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn argv(line: &str) -> Vec<String> {
        line.split_whitespace().map(String::from).collect()
    }

    fn program(line: &str) -> Option<String> {
        behind_wrappers(&argv(line)).map(|(name, _)| name.to_string())
    }

    #[test]
    fn a_program_is_named_past_its_wrappers() {
        let name = |line: &str| program_name(&argv(line));
        assert_eq!(
            name("timeout 30 nice -n 5 rustc --edition 2021 @@"),
            "rustc"
        );
        assert_eq!(
            name("env RUSTFLAGS=-Dwarnings /usr/bin/cargo check"),
            "/usr/bin/cargo"
        );
        assert_eq!(name("./check.sh @@"), "./check.sh");
        assert_eq!(name("nice ./no-such-program @@"), "./no-such-program");
        assert_eq!(name("timeout"), "timeout");
    }

    #[test]
    fn the_compiler_is_found_behind_the_programs_that_start_it() {
        for line in [
            "rustc --crate-type lib @@",
            "/usr/local/bin/rustc @@",
            "env RUSTC_BOOTSTRAP=1 rustc @@",
            "env -u RUSTFLAGS -i A=1 B=2 rustc @@",
            "timeout 60 rustc @@",
            "timeout -s KILL -k 5 60s rustc @@",
            "nice -n 10 rustc @@",
            "time -p rustc @@",
            "nohup env A=1 timeout 9 rustc @@",
            "rustup run nightly rustc @@",
        ] {
            assert_eq!(program(line).as_deref(), Some("rustc"), "{line}");
            assert!(is_compiler(&argv(line)), "{line}");
        }
        assert!(is_compiler(&argv("nice cargo check")));
        assert!(!is_compiler(&argv("./check.sh @@")));
        assert!(!is_compiler(&argv("env A=1 python3 parse.py @@")));
        assert_eq!(program("timeout 60"), None);
        assert_eq!(program(""), None);
    }

    #[test]
    fn a_command_that_runs_the_users_code_does_not_only_compile() {
        assert!(only_compiles(&argv("rustc --edition 2021 @@")));
        assert!(only_compiles(&argv("cargo +nightly check -q")));
        assert!(only_compiles(&argv(
            "timeout 60 cargo clippy --all-targets"
        )));
        assert!(!only_compiles(&argv("cargo test -q name")));
        assert!(!only_compiles(&argv("cargo run")));
        assert!(!only_compiles(&argv("python3 x.py")));
    }
}
