//! The child's side of a worker process, and the protocol both sides
//! speak.
//!
//! The parent re-runs the test binary as
//! `<binary> <test path> --exact --nocapture --test-threads=1` with
//! [`WORKER_VAR`] set to its parent's id and the test's path, in a process
//! group of its own.
//! The test starts as usual; its `#[delta_test]` expansion sees the
//! variable and, instead of running its own arguments, serves candidates.
//!
//! The parent's first line on stdin is a [`Hello`]: a secret, and a
//! fingerprint of the original arguments. The worker evaluates the
//! attribute's argument expressions itself; if they print differently from
//! the parent's, it refuses to serve (edits of another value would be other
//! calls). Then one [`Request`] per line on stdin, one [`Reply`] per
//! request on stdout. Replies start with [`MARKER`] and the secret on a
//! line of their own, so whatever the test prints (libtest's "running 1
//! test", the user's `println!`, even a copy of the marker) is never taken
//! for one.

use std::io::{self, Write};
use std::marker::PhantomData;
use std::sync::OnceLock;

use serde_core::de::DeserializeOwned;
use serde_core::Serialize;

use super::edit::{Edit, Rebuilder};
use crate::capture;
use crate::failure::{FailureSignature, Location};
use crate::json::{self, Json};
use crate::reduce::Reduce;

/// Set in a worker process to the path of the test it serves.
pub(crate) const WORKER_VAR: &str = "DELTA_TEST_WORKER";

/// Starts each reply line, before the secret.
pub(crate) const MARKER: &str = "delta-test-worker-reply ";

/// The parent's first words to a worker.
#[derive(Debug)]
pub(crate) struct Hello {
    /// Starts every reply, after [`MARKER`]: a test cannot forge it.
    pub(crate) secret: String,
    /// A hash of the original arguments written as Rust.
    pub(crate) fingerprint: String,
    /// Whether every candidate that panics takes its stack (while the
    /// original call runs in the worker).
    pub(crate) every_stack: bool,
    /// The places where a panic takes its stack.
    pub(crate) stacks_at: Vec<Location>,
}

/// What the parent asks a worker to run.
#[derive(Debug)]
pub(crate) enum Request {
    /// The original arguments, cut by these edits.
    Edits(Vec<Edit>),
    /// These arguments, as JSON (a stored regression).
    Value(String),
    /// From now on, take the stacks of panics at these places only, or of
    /// every panic; no reply.
    Stacks { every: bool, at: Vec<Location> },
}

impl Hello {
    /// The hello as the one line of JSON a worker reads first.
    pub(crate) fn line(&self) -> String {
        let stacks_at = self.stacks_at.iter().map(Location::to_json);
        Json::object([
            ("secret", Json::str(&self.secret)),
            ("fingerprint", Json::str(&self.fingerprint)),
            ("every_stack", Json::Bool(self.every_stack)),
            ("stacks_at", Json::Array(stacks_at.collect())),
        ])
        .compact()
    }

    fn read(line: &str) -> Result<Hello, json::Error> {
        let json = json::parse(line)?;
        Ok(Hello {
            secret: json.field("secret")?.string()?,
            fingerprint: json.field("fingerprint")?.string()?,
            every_stack: json.field("every_stack")?.boolean()?,
            stacks_at: json.field("stacks_at")?.list(Location::from_json)?,
        })
    }
}

impl Request {
    /// The request as the one line of JSON a worker reads.
    pub(crate) fn line(&self) -> String {
        match self {
            Request::Edits(edits) => Json::object([(
                "Edits",
                Json::Array(edits.iter().map(Edit::to_json).collect()),
            )]),
            Request::Value(json) => Json::object([("Value", Json::str(json))]),
            Request::Stacks { every, at } => Json::object([(
                "Stacks",
                Json::object([
                    ("every", Json::Bool(*every)),
                    (
                        "at",
                        Json::Array(at.iter().map(Location::to_json).collect()),
                    ),
                ]),
            )]),
        }
        .compact()
    }

    fn read(line: &str) -> Result<Request, json::Error> {
        match json::parse(line)?.variant()? {
            ("Edits", Some(edits)) => edits.list(Edit::from_json).map(Request::Edits),
            ("Value", Some(json)) => json.string().map(Request::Value),
            ("Stacks", Some(stacks)) => Ok(Request::Stacks {
                every: stacks.field("every")?.boolean()?,
                at: stacks.field("at")?.list(Location::from_json)?,
            }),
            (other, _) => Err(json::Error::new(format!("unknown request `{other}`"))),
        }
    }
}

/// A worker's answer.
#[derive(Debug)]
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
    /// The candidate could not be read, or the worker cannot serve: the
    /// protocol is broken.
    Broken(String),
}

impl Reply {
    /// The reply as JSON, on one line.
    pub(crate) fn line(&self) -> String {
        match self {
            Reply::Ready => Json::str("Ready"),
            Reply::Started => Json::str("Started"),
            Reply::Passed => Json::str("Passed"),
            Reply::Failed(failure) => Json::object([("Failed", failure.to_json())]),
            Reply::Broken(why) => Json::object([("Broken", Json::str(why))]),
        }
        .compact()
    }

    fn read(line: &str) -> Result<Reply, json::Error> {
        match json::parse(line)?.variant()? {
            ("Ready", None) => Ok(Reply::Ready),
            ("Started", None) => Ok(Reply::Started),
            ("Passed", None) => Ok(Reply::Passed),
            ("Failed", Some(failure)) => FailureSignature::from_json(failure).map(Reply::Failed),
            ("Broken", Some(why)) => why.string().map(Reply::Broken),
            (other, _) => Err(json::Error::new(format!("unknown reply `{other}`"))),
        }
    }
}

/// Writes arguments as one line of JSON.
pub type Encode<A> = fn(&A) -> Result<String, String>;

/// Reads arguments back from JSON.
pub type Decode<A> = fn(&str) -> Result<A, String>;

/// How arguments cross JSON: to a worker process (stored regressions are
/// sent whole) and into `delta-regressions/`.
pub struct Codec<A> {
    /// Writes arguments as one line of JSON.
    pub encode: Encode<A>,
    /// Reads them back.
    pub decode: Decode<A>,
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
            encode: |args| json::to_string(args).map_err(|e| e.to_string()),
            decode: |line| json::from_str(line).map_err(|e| e.to_string()),
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

/// What [`WORKER_VAR`] is set to for a worker of the test at `test_path`
/// started by this process: the path and this process's id, so that a
/// process the test itself starts (which inherits the variable, but has
/// another parent) runs as it would without delta-test.
pub(crate) fn worker_value(test_path: &str) -> String {
    #[cfg(unix)]
    let parent = std::process::id();
    #[cfg(not(unix))]
    let parent = "";
    format!("{parent}:{test_path}")
}

/// Whether this process is a worker for the test at `test_path`: its
/// parent set `DELTA_TEST_WORKER` for it.
pub fn worker_for(test_path: &str) -> bool {
    #[cfg(unix)]
    let parent = std::os::unix::process::parent_id();
    #[cfg(not(unix))]
    let parent = "";
    let expected = format!("{parent}:{test_path}");
    std::env::var_os(WORKER_VAR).is_some_and(|served| served == expected.as_str())
}

/// The worker loop: reads the parent's hello, then runs each candidate
/// from stdin with `job` and replies on stdout, until stdin closes (the
/// parent is done, or gone).
///
/// `original` is the call the attribute makes, `fingerprint` what the
/// parent must have found for it, and `decode` reads arguments sent as JSON
/// (when they are serde types).
pub fn serve<A: Reduce>(
    original: &A,
    fingerprint: &str,
    decode: Option<Decode<A>>,
    mut job: impl FnMut(&A) -> Option<FailureSignature>,
) {
    // Only what needs `A` is in this function: the protocol is in
    // non-generic ones, compiled once in this crate rather than once per
    // test in the user's.
    let Some(mut every_stack) = greet(fingerprint) else {
        return;
    };
    let mut rebuilder = Rebuilder::new(original.clone());
    let mut line = String::new();
    while let Some(wanted) = next_candidate(&mut line, &mut every_stack) {
        let candidate = match wanted {
            Ok(Wanted::Edits(edits)) => rebuilder.candidate(&edits),
            Ok(Wanted::Value(json)) => match decode {
                Some(decode) => decode(&json),
                None => Err("these arguments cannot be read from JSON".to_string()),
            },
            Err(error) => Err(error),
        };
        match candidate {
            Ok(args) => {
                reply(&Reply::Started);
                let failure = match every_stack {
                    true => capture::with_stacks(|| job(&args)),
                    false => job(&args),
                };
                reply(&match failure {
                    None => Reply::Passed,
                    Some(failure) => Reply::Failed(failure),
                });
            }
            Err(error) => reply(&Reply::Broken(format!(
                "the worker could not make the candidate: {error}"
            ))),
        }
    }
}

/// Reads the parent's hello and answers it: `Ready` and whether every
/// panic takes its stack, or `None` when the worker cannot serve (it said
/// why to the parent).
fn greet(fingerprint: &str) -> Option<bool> {
    exit_with_parent();
    let mut line = String::new();
    let hello = read_line(&mut line).and_then(|line| Hello::read(line).ok());
    // Never return as if the test passed: a worker without its parent's
    // hello was not started by delta-test.
    let Some(hello) = hello else {
        panic!(
            "delta-test: this process was started as a worker ({WORKER_VAR} is set) but got no \
             hello from its parent on stdin; unset {WORKER_VAR} to run the test on its own"
        )
    };
    let _ = SECRET.set(hello.secret);
    if hello.fingerprint != fingerprint {
        reply(&Reply::Broken(
            "the attribute's arguments come out differently in a worker process than in the \
             test (do they read a clock, a random number or the environment?), so its \
             candidates cannot be rebuilt there; give the test fixed arguments, or choose \
             isolate = \"thread\""
                .to_string(),
        ));
        return None;
    }
    hello.stacks_at.iter().for_each(capture::capture_stacks_at);
    if hello.every_stack || !hello.stacks_at.is_empty() {
        capture::warm_up();
    }
    reply(&Reply::Ready);
    Some(hello.every_stack)
}

/// A candidate the parent asks for.
enum Wanted {
    /// The original arguments, cut by these edits.
    Edits(Vec<Edit>),
    /// These arguments, as JSON.
    Value(String),
}

/// The next candidate the parent asks for, once the requests that only
/// change where stacks are taken are done (`every_stack` follows them);
/// `None` when stdin closes, an error for a request that cannot be read.
fn next_candidate(line: &mut String, every_stack: &mut bool) -> Option<Result<Wanted, String>> {
    loop {
        let request = read_line(line)?;
        return Some(match Request::read(request) {
            Ok(Request::Stacks { every, at }) => {
                *every_stack = every;
                at.iter().for_each(capture::capture_stacks_at);
                capture::warm_up();
                continue;
            }
            Ok(Request::Edits(edits)) => Ok(Wanted::Edits(edits)),
            Ok(Request::Value(json)) => Ok(Wanted::Value(json)),
            Err(error) => Err(error.to_string()),
        });
    }
}

/// The secret this worker's replies carry.
static SECRET: OnceLock<String> = OnceLock::new();

/// The next line of stdin, without its newline; `None` at its end.
fn read_line(line: &mut String) -> Option<&str> {
    line.clear();
    // Locked only while reading: a test may read stdin itself.
    match io::stdin().read_line(line) {
        Ok(1..) => Some(line.trim_end_matches('\n')),
        _ => None,
    }
}

fn reply(reply: &Reply) {
    let json = reply.line();
    let secret = SECRET.get().map_or("", String::as_str);
    // Straight to the file descriptor (libtest's output capture only sees
    // `print!`), whole in one write, so that what processes the test
    // started print to the same pipe cannot land inside it; the leading
    // newline ends whatever the test printed last.
    let text = format!("\n{MARKER}{secret} {json}\n");
    let mut out = io::stdout().lock();
    let _ = out.flush();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
}

/// Reads a reply from a line of the worker's stdout (any bytes: a test may
/// print what it likes): `None` for the test's own output, which does not
/// hold the marker and this worker's `secret`. Output glued before the
/// marker on the same line does not hide the reply.
pub(crate) fn parse_reply(line: &[u8], secret: &str) -> Option<Reply> {
    let needle = format!("{MARKER}{secret} ");
    let at = line
        .windows(needle.len())
        .position(|w| w == needle.as_bytes())?;
    let read = std::str::from_utf8(&line[at + needle.len()..])
        .map_err(|error| error.to_string())
        .and_then(|json| Reply::read(json).map_err(|error| error.to_string()));
    Some(read.unwrap_or_else(|error| {
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
                    // Whatever the candidate started goes too: the worker
                    // leads its own process group.
                    let _ =
                        rustix::process::kill_current_process_group(rustix::process::Signal::KILL);
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
        let failure = FailureSignature::new(
            FailureKind::PanicString,
            "a\nb",
            Some(Location::new("src/lib.rs", 3, 9)),
        );
        let json = Reply::Failed(failure.clone()).line();
        let line = format!("{MARKER}s3cret {json}");
        assert!(!line.contains('\n'));
        match parse_reply(line.as_bytes(), "s3cret") {
            Some(Reply::Failed(parsed)) => assert_eq!(parsed, failure),
            other => panic!("{other:?}"),
        }
        assert!(parse_reply(b"running 1 test", "s3cret").is_none());
        assert!(parse_reply(b"\xff\xfe not UTF-8", "s3cret").is_none());
        assert!(matches!(
            parse_reply(format!("{MARKER}s3cret not json").as_bytes(), "s3cret"),
            Some(Reply::Broken(_))
        ));
        // A test that prints a reply of its own does not know the secret.
        let forged = format!("{MARKER}{}", Reply::Passed.line());
        assert!(parse_reply(forged.as_bytes(), "s3cret").is_none());
        let guessed = format!("{MARKER}other {}", Reply::Passed.line());
        assert!(parse_reply(guessed.as_bytes(), "s3cret").is_none());
        // Output printed without a newline before the reply stays before it.
        let glued = format!("partial{MARKER}s3cret {}", Reply::Passed.line());
        assert!(matches!(
            parse_reply(glued.as_bytes(), "s3cret"),
            Some(Reply::Passed)
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
