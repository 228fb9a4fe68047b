//! What is checked around the reduction, so that nothing false is
//! claimed: before it, that the original fails and fails the same way each
//! time, and that an empty file does not fail so too (the failure would
//! not depend on the file); after it, that the result fails each time it is
//! rerun. And how long a candidate may run, from a run that ended.

use std::path::Path;
use std::time::Duration;

use crate::cli;
use crate::exit::{Kind, Stop};
use crate::failure::{Criteria, Signature};
use crate::process::{Ending, Program, Run};

/// Refuses an original that does not fail, or fails one way and then
/// another (a flaky command cannot be reduced: its answers mean nothing).
pub fn check_original(
    args: &cli::Reduce,
    program: &Program,
    criteria: &Criteria,
    originals: &[Run],
    bytes: &[u8],
) -> Result<(), Stop> {
    let file = args.file.display();
    let name = program.name();
    let first = &originals[0];
    let passes = match criteria {
        Criteria::Same(signature) => signature.ending == Ending::Exit(0),
        _ => !criteria.holds(first, bytes),
    };
    let later_fails = originals[1..].iter().any(|run| match criteria {
        Criteria::Same(_) => run.ending != Ending::Exit(0),
        _ => criteria.holds(run, bytes),
    });
    if passes && later_fails {
        return Err(Stop::new(
            Kind::Flaky,
            format!(
                "`{name}` is flaky on {file}: it passed ({}) and then failed over {} runs; make it deterministic, or raise --original-runs to see how often it fails",
                first.ending,
                originals.len()
            ),
        ));
    }
    if passes {
        let message = match criteria {
            Criteria::Script => format!(
                "`{name}` says {file} is not interesting ({}): check the script, which must exit 0 on it",
                first.ending
            ),
            Criteria::Same(_) => format!(
                "`{name}` passes on {file} (exit code 0): nothing to reduce; check the command, or say what fails with --stderr REGEX"
            ),
            Criteria::Compiler(_) => format!(
                "`{name}` prints other errors besides the first on {file}: --only-this-error keeps a file with that error alone; fix the others first, or leave the option out"
            ),
            _ => format!(
                "`{name}` does not fail on {file} as asked ({}): check the command and the --exit-code, --signal, --stderr, --stdout or --any-failure given",
                Signature::of(first)
            ),
        };
        return Err(Stop::new(Kind::NotFailing, message));
    }
    let differs = originals.iter().find(|run| match criteria {
        Criteria::Same(signature) => Signature::of(run) != *signature,
        _ => !criteria.holds(run, bytes),
    });
    if let Some(other) = differs {
        return Err(Stop::new(
            Kind::Flaky,
            format!(
                "`{name}` is flaky on {file}: it failed with {} and then with {} over {} runs; make it deterministic, or widen the failure with --any-failure or --stderr REGEX",
                Signature::of(first),
                Signature::of(other),
                originals.len()
            ),
        ));
    }
    Ok(())
}

/// The error for a command that fails on an empty file as on the original.
pub fn independent(args: &cli::Reduce, program: &Program, empty: &Run) -> Stop {
    let file = args.file.display();
    let names_file = args.command.iter().any(|arg| names(arg, &args.file));
    let cause = match (&args.interesting, program.by_path()) {
        (Some(_), _) => "the script does not look at the file it is given".to_string(),
        (None, false) if names_file => format!(
            "the command names {file} itself, which is never changed (each candidate is a copy elsewhere): write `@@` in its place"
        ),
        (None, false) => format!(
            "the command has no `@@`, so the file is its standard input: does the program read it? Write `@@` where {file}'s path goes"
        ),
        (None, true) => "the program does not read the file at `@@`".to_string(),
    };
    Stop::new(
        Kind::Independent,
        format!(
            "`{}` fails on an empty file as on {file} ({}): the failure does not depend on the file. Likely cause: {cause}. If an empty file is the bug, reduce anyway with --allow-empty",
            program.name(),
            Signature::of(empty),
        ),
    )
}

/// Whether the command's argument `arg` is `file`'s path, as given or
/// as another path to the same file.
fn names(arg: &str, file: &Path) -> bool {
    let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    };
    same(Path::new(arg), file)
}

/// Reruns the result as the original was checked (`--original-runs`
/// times): a flaky command can make any file look failing once. When a
/// rerun does not fail as kept, the smaller files kept on the way are tried
/// from the smallest up, and the first that fails every rerun is the
/// result (the start, which was checked, at worst); the note says why.
/// `holds` runs the command once on a file; `kept` are the files kept as
/// the smallest so far, `name` the program's.
pub fn confirm(
    (reduced, start): (Vec<u8>, &[u8]),
    mut kept: Vec<Vec<u8>>,
    runs: u32,
    name: &str,
    mut holds: impl FnMut(&[u8]) -> Result<bool, Stop>,
) -> Result<(Vec<u8>, Option<String>), Stop> {
    if reduced == start {
        return Ok((reduced, None));
    }
    let mut fails_every_time = |contents: &[u8]| -> Result<bool, Stop> {
        for _ in 0..runs {
            if !holds(contents)? {
                return Ok(false);
            }
        }
        Ok(true)
    };
    if fails_every_time(&reduced)? {
        return Ok((reduced, None));
    }
    kept.sort_by_key(Vec::len);
    kept.dedup();
    let mut confirmed = start.to_vec();
    for candidate in kept.into_iter().filter(|kept| kept.len() > reduced.len()) {
        if fails_every_time(&candidate)? {
            confirmed = candidate;
            break;
        }
    }
    let note = format!(
        "`{}` is flaky: the {}-byte result did not fail as kept in each of {} reruns; the output is the smallest file that did ({} bytes), not 1-minimal. Make the command deterministic, or raise --original-runs to catch it before reducing",
        name,
        reduced.len(),
        runs,
        confirmed.len(),
    );
    Ok((confirmed, Some(note)))
}

/// How long a candidate may run, from a run that ended in `elapsed`:
/// ten times as long, plus a second for a loaded machine's delays.
pub fn limit(elapsed: Duration) -> Duration {
    elapsed * 10 + Duration::from_secs(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_that_fails_every_rerun_is_kept() {
        let mut runs = 0;
        let holds = |_: &[u8]| {
            runs += 1;
            Ok(true)
        };
        let (result, note) = confirm((b"ab".to_vec(), b"abcd"), vec![], 2, "p", holds).unwrap();
        assert_eq!((result.as_slice(), note), (&b"ab"[..], None));
        assert_eq!(runs, 2);
    }

    #[test]
    fn a_flaky_result_gives_way_to_the_smallest_kept_file_that_fails_every_rerun() {
        // Under three bytes the command fails every other run.
        let mut count = 0;
        let holds = |contents: &[u8]| {
            count += 1;
            Ok(contents.len() >= 3 || count % 2 == 1)
        };
        let kept = vec![
            b"abcde".to_vec(),
            b"abc".to_vec(),
            b"ab".to_vec(),
            b"a".to_vec(),
        ];
        let (result, note) = confirm((b"a".to_vec(), b"abcdef"), kept, 2, "p", holds).unwrap();
        assert_eq!(result, b"abc");
        let note = note.unwrap();
        assert!(
            note.contains("`p` is flaky") && note.contains("(3 bytes)"),
            "{note}"
        );
    }

    #[test]
    fn nothing_reduced_is_not_rerun() {
        let holds = |_: &[u8]| -> Result<bool, Stop> { panic!("no rerun") };
        let (result, note) = confirm((b"abc".to_vec(), b"abc"), vec![], 2, "p", holds).unwrap();
        assert_eq!((result, note), (b"abc".to_vec(), None));
    }

    #[test]
    fn a_limit_is_ten_times_a_run_and_a_second() {
        assert_eq!(
            limit(Duration::from_millis(50)),
            Duration::from_millis(1500)
        );
    }
}
