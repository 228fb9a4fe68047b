//! What the user sees while the command runs, for every format and for
//! crates: the phase, the best size now and at the start (in bytes: a
//! crate's files), the runs, the time and the runs per second. On a
//! terminal, one line rewritten in place at most ten times a second and
//! erased before the summary; elsewhere (a CI log, a pipe), one plain line
//! per improvement. Nothing with `--quiet`.
//!
//! It is fed by the runs themselves, not by the engine's events: the runs
//! are what the user waits for, and the checks before and after the
//! reduction are runs too.

use std::io::{IsTerminal, Write};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How often the terminal line is rewritten at most.
const EVERY: Duration = Duration::from_millis(100);

/// The progress of one reduction, shared by the jobs.
#[derive(Debug)]
pub struct Progress {
    /// Whether the line is drawn in place (a terminal) or printed once per
    /// improvement.
    terminal: bool,
    /// The size a file counts for (a crate's: its files' bytes).
    size: fn(&[u8]) -> usize,
    state: Mutex<State>,
}

#[derive(Debug)]
struct State {
    phase: &'static str,
    /// The original's size.
    from: usize,
    /// The best file's size.
    now: usize,
    runs: usize,
    started: Instant,
    /// When the terminal line was last drawn.
    drawn: Option<Instant>,
}

impl Progress {
    /// The progress of reducing `original`, its size counted by `size`;
    /// `None` with `--quiet`.
    pub fn new(original: &[u8], size: fn(&[u8]) -> usize, quiet: bool) -> Option<Progress> {
        let from = size(original);
        (!quiet).then(|| Progress {
            terminal: std::io::stderr().is_terminal(),
            size,
            state: Mutex::new(State {
                phase: "checking the original",
                from,
                now: from,
                runs: 0,
                started: Instant::now(),
                drawn: None,
            }),
        })
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A new phase begins (`reducing`, `rerunning the result`).
    pub fn phase(&self, phase: &'static str) {
        let mut state = self.state();
        state.phase = phase;
        state.drawn = None;
        self.draw(&mut state);
    }

    /// The command ran once more.
    pub fn ran(&self) {
        let mut state = self.state();
        state.runs += 1;
        self.draw(&mut state);
    }

    /// `best` is the best file now: a plain line says so where the line is
    /// not drawn in place.
    pub fn improved(&self, best: &[u8]) {
        let mut state = self.state();
        state.now = (self.size)(best);
        if self.terminal {
            return self.draw(&mut state);
        }
        eprintln!("{}", state.line(Instant::now()));
    }

    /// Draws the terminal line, unless it was drawn less than [`EVERY`] ago.
    fn draw(&self, state: &mut State) {
        let at = Instant::now();
        if !self.terminal || state.drawn.is_some_and(|drawn| at - drawn < EVERY) {
            return;
        }
        state.drawn = Some(at);
        let mut stderr = std::io::stderr().lock();
        let _ = write!(stderr, "\r\x1b[2K{}", state.line(at));
        let _ = stderr.flush();
    }
}

/// Erases the terminal line, if stderr is a terminal: before the summary,
/// an error or the note of an interruption.
pub fn clear_line() {
    let mut stderr = std::io::stderr().lock();
    if stderr.is_terminal() {
        let _ = write!(stderr, "\r\x1b[2K");
    }
}

impl State {
    /// `reducing: 50 of 200 bytes (25.0%), 12 runs in 3.0s, 4.0 runs/s`.
    fn line(&self, at: Instant) -> String {
        let seconds = (at - self.started).as_secs_f64();
        format!(
            "{}: {} of {} bytes ({:.1}%), {} runs in {seconds:.1}s, {:.1} runs/s",
            self.phase,
            self.now,
            self.from,
            100.0 * self.now as f64 / self.from.max(1) as f64,
            self.runs,
            self.runs as f64 / seconds.max(1e-3),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_shows_the_phase_the_sizes_the_runs_and_the_rate() {
        let started = Instant::now();
        let state = State {
            phase: "reducing",
            from: 200,
            now: 50,
            runs: 12,
            started,
            drawn: None,
        };
        assert_eq!(
            state.line(started + Duration::from_secs(3)),
            "reducing: 50 of 200 bytes (25.0%), 12 runs in 3.0s, 4.0 runs/s"
        );
    }
}
