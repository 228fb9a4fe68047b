//! The child's side of `isolate = "process"`, and the protocol both sides
//! speak.
//!
//! The parent re-runs the test binary as
//! `<binary> <test path> --exact --nocapture --test-threads=1` with
//! [`WORKER_VAR`] set to the test's path. The test starts as usual; its
//! `#[delta_test]` expansion sees the variable and, instead of running its
//! own arguments, serves candidates: one JSON line per candidate on stdin,
//! one [`Reply`] line per candidate on stdout. Replies start with
//! [`MARKER`] on a line of their own, so whatever the test itself prints
//! (libtest's "running 1 test", the user's `println!`) is skipped.

use std::io::{self, Write};
use std::marker::PhantomData;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::failure::FailureSignature;

/// Set in a worker process to the path of the test it serves.
pub(crate) const WORKER_VAR: &str = "DELTA_TEST_WORKER";

/// Starts each reply line.
pub(crate) const MARKER: &str = "delta-test-worker-reply ";

/// A worker's answer.
#[derive(Debug, Serialize, Deserialize)]
pub(crate) enum Reply {
    /// The worker is in its loop, ready for candidates.
    Ready,
    /// The worker has read the candidate and runs it now: a crash from
    /// here on is the candidate's.
    Started,
    /// The candidate passed.
    Passed,
    /// The candidate failed, this way.
    Failed(FailureSignature),
    /// The candidate could not be read: the protocol is broken.
    Broken(String),
}

/// How arguments cross to a worker process: as JSON.
pub struct Codec<A> {
    /// Writes arguments as one line of JSON.
    pub encode: fn(&A) -> Result<String, String>,
    /// Reads them back.
    pub decode: fn(&str) -> Result<A, String>,
}

impl<A> Clone for Codec<A> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<A> Copy for Codec<A> {}

/// Finds out, where the argument types are known, whether they can cross
/// to a worker process: `(&&CodecProbe::<A>::new()).codec()` is
/// `Some` when `A` implements `Serialize` and `Deserialize`, else `None`
/// (autoref specialisation: the first impl applies when its bounds hold).
pub struct CodecProbe<A>(PhantomData<fn() -> A>);

impl<A> CodecProbe<A> {
    /// A probe for `A`.
    #[allow(clippy::new_without_default)]
    pub fn new() -> Self {
        CodecProbe(PhantomData)
    }
}

/// The arguments are serde types.
pub trait ViaSerde<A> {
    /// The JSON codec.
    fn codec(&self) -> Option<Codec<A>>;
}

impl<A: Serialize + DeserializeOwned> ViaSerde<A> for &CodecProbe<A> {
    fn codec(&self) -> Option<Codec<A>> {
        Some(Codec {
            encode: |args| serde_json::to_string(args).map_err(|e| e.to_string()),
            decode: |line| serde_json::from_str(line).map_err(|e| e.to_string()),
        })
    }
}

/// The arguments are not serde types.
pub trait ViaNoSerde<A> {
    /// `None`: they cannot cross.
    fn codec(&self) -> Option<Codec<A>>;
}

impl<A> ViaNoSerde<A> for CodecProbe<A> {
    fn codec(&self) -> Option<Codec<A>> {
        None
    }
}

/// What `isolate = "process"` needs of each argument's type.
#[diagnostic::on_unimplemented(
    message = "`isolate = \"process\"` sends the arguments to a child process as JSON, so `{Self}` must implement serde's `Serialize` and `Deserialize`",
    label = "not `Serialize` + `Deserialize`",
    note = "derive them with `#[derive(serde::Serialize, serde::Deserialize)]`, or use `isolate = \"thread\"`"
)]
pub trait SentToAProcess {}

impl<T: Serialize + DeserializeOwned> SentToAProcess for T {}

/// Compiles only when `T` can be sent to a worker process.
pub fn sent_to_a_process<T: SentToAProcess>() {}

/// Whether this process is a worker for the test at `test_path`.
pub fn worker_for(test_path: &str) -> bool {
    std::env::var_os(WORKER_VAR).is_some_and(|served| served == test_path)
}

/// The worker loop: runs each candidate from stdin with `job` and replies
/// on stdout, until stdin closes (the parent is done, or gone).
pub fn serve<A>(
    decode: fn(&str) -> Result<A, String>,
    mut job: impl FnMut(&A) -> Option<FailureSignature>,
) {
    exit_with_parent();
    reply(&Reply::Ready);
    let mut line = String::new();
    loop {
        line.clear();
        // Locked only while reading: a test may read stdin itself.
        if !matches!(io::stdin().read_line(&mut line), Ok(1..)) {
            break;
        }
        match decode(line.trim_end_matches('\n')) {
            Ok(args) => {
                reply(&Reply::Started);
                reply(&match job(&args) {
                    None => Reply::Passed,
                    Some(failure) => Reply::Failed(failure),
                });
            }
            Err(error) => reply(&Reply::Broken(format!(
                "the worker could not read a candidate: {error}"
            ))),
        }
    }
}

fn reply(reply: &Reply) {
    let json = serde_json::to_string(reply).expect("replies serialize");
    let mut out = io::stdout().lock();
    // Straight to the file descriptor: libtest's output capture only sees
    // `print!`, and the leading newline ends whatever the test printed.
    let _ = writeln!(out, "\n{MARKER}{json}").and_then(|()| out.flush());
}

/// Reads a reply from a line of the worker's stdout (any bytes: a test may
/// print what it likes); `None` for the test's own output.
pub(crate) fn parse_reply(line: &[u8]) -> Option<Reply> {
    let json = line.strip_prefix(MARKER.as_bytes())?;
    Some(serde_json::from_slice(json).unwrap_or_else(|error| {
        Reply::Broken(format!(
            "the worker process sent a reply that could not be read ({error}): {}",
            String::from_utf8_lossy(line)
        ))
    }))
}

/// Ends this worker when its parent goes away (killed by a test runner's
/// timeout, say) even while a candidate hangs: no stray processes.
fn exit_with_parent() {
    #[cfg(unix)]
    {
        let parent = std::os::unix::process::parent_id();
        let _ = std::thread::Builder::new()
            .name("delta-test-watchdog".to_string())
            .spawn(move || loop {
                std::thread::sleep(std::time::Duration::from_millis(100));
                if std::os::unix::process::parent_id() != parent {
                    std::process::exit(102);
                }
            });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::failure::{FailureKind, Location};

    #[test]
    fn replies_round_trip_and_other_output_is_skipped() {
        let failure = FailureSignature {
            kind: FailureKind::PanicString,
            message: "a\nb".to_string(),
            location: Some(Location {
                file: "src/lib.rs".to_string(),
                line: 3,
                column: 9,
            }),
        };
        let line = format!(
            "{MARKER}{}",
            serde_json::to_string(&Reply::Failed(failure.clone())).unwrap()
        );
        assert!(!line.contains('\n'));
        match parse_reply(line.as_bytes()) {
            Some(Reply::Failed(parsed)) => assert_eq!(parsed, failure),
            other => panic!("{other:?}"),
        }
        assert!(parse_reply(b"running 1 test").is_none());
        assert!(parse_reply(b"\xff\xfe not UTF-8").is_none());
        assert!(matches!(
            parse_reply(format!("{MARKER}not json").as_bytes()),
            Some(Reply::Broken(_))
        ));
    }

    #[test]
    #[allow(clippy::needless_borrow)] // the probe needs both borrows
    fn serde_types_get_a_codec_and_others_do_not() {
        use super::{ViaNoSerde as _, ViaSerde as _};
        let codec = (&&CodecProbe::<(String, Vec<u8>)>::new()).codec().unwrap();
        let args = ("a\"b\n".to_string(), vec![1, 2]);
        let line = (codec.encode)(&args).unwrap();
        assert!(!line.contains('\n'));
        assert_eq!((codec.decode)(&line).unwrap(), args);
        struct Opaque;
        assert!((&&CodecProbe::<Opaque>::new()).codec().is_none());
    }
}
