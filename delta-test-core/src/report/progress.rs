//! The progress line of a long reduction: after a second, a line on the
//! terminal says how many tests ran and how small the failing call is so
//! far, rewritten in place, and erased when the reduction ends.
//!
//! It goes to stderr directly, past the test harness's output capture,
//! because it is for the person watching; it is never shown when stderr is
//! not a terminal (CI logs, pipes, nextest's captured output).

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use super::observer::{Event, Observer};
use super::style::{Paint, Stream};
use crate::outcome::Outcome;

/// How long a reduction runs before the line appears.
const QUIET_FOR: Duration = Duration::from_secs(1);
/// How often the line is rewritten at most.
const EVERY: Duration = Duration::from_millis(100);

/// The progress line of one reduction.
#[derive(Debug)]
pub(crate) struct Progress {
    test: String,
    /// The size of the smallest failing call so far.
    failing: usize,
    started: Instant,
    shown_at: Option<Instant>,
    paint: Paint,
}

impl Progress {
    /// A progress line for the reduction of `test`, whose failing call
    /// holds `size` parts, if stderr is a terminal.
    pub(crate) fn on_terminal(test: &str, size: usize) -> Option<Progress> {
        let paint = Paint::for_stream(Stream::Stderr);
        std::io::stderr()
            .is_terminal()
            .then(|| Progress::new(test, size, Instant::now(), paint))
    }

    fn new(test: &str, size: usize, started: Instant, paint: Paint) -> Progress {
        Progress {
            test: test.to_string(),
            failing: size,
            started,
            shown_at: None,
            paint,
        }
    }

    /// Rewrites the line, if it is time to.
    fn update(&mut self, tests: usize, size: usize) {
        if let Some(line) = self.line_at(Instant::now(), tests, size) {
            let mut stderr = std::io::stderr().lock();
            let _ = write!(stderr, "\r\x1b[2K{line}");
            let _ = stderr.flush();
        }
    }

    /// The line to show at `now`: none in the first second, nor within
    /// [`EVERY`] of the last one.
    fn line_at(&mut self, now: Instant, tests: usize, size: usize) -> Option<String> {
        let elapsed = now.saturating_duration_since(self.started);
        let due = match self.shown_at {
            None => elapsed >= QUIET_FOR,
            Some(shown) => now.saturating_duration_since(shown) >= EVERY,
        };
        if !due {
            return None;
        }
        self.shown_at = Some(now);
        Some(self.paint.dim(&format!(
            "delta-test: reducing {}: {tests} tests, failing call of {size} parts ({:.0}s)",
            self.test,
            elapsed.as_secs_f64()
        )))
    }
}

/// Counted runs move the line on; failing ones also shrink its size.
impl Observer for Progress {
    fn event(&mut self, event: &Event<'_>) {
        if let Event::Tested {
            number: Some(tests),
            outcome,
            size,
            ..
        } = *event
        {
            if outcome == Outcome::Fail {
                self.failing = size;
            }
            self.update(tests, self.failing);
        }
    }
}

impl Drop for Progress {
    /// Erases the line, so the report starts on a clean one.
    fn drop(&mut self) {
        if self.shown_at.is_some() {
            let _ = write!(std::io::stderr().lock(), "\r\x1b[2K");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_appears_after_a_second_and_at_most_every_100ms() {
        let start = Instant::now();
        let mut progress = Progress::new("tests::slow", 26, start, Paint::plain());
        let at = |ms| start + Duration::from_millis(ms);
        assert_eq!(progress.line_at(at(999), 10, 26), None);
        assert_eq!(
            progress.line_at(at(1000), 12, 20).as_deref(),
            Some("delta-test: reducing tests::slow: 12 tests, failing call of 20 parts (1s)")
        );
        assert_eq!(progress.line_at(at(1050), 13, 20), None);
        assert!(progress
            .line_at(at(1100), 14, 9)
            .unwrap()
            .contains("14 tests"));
        // Shown once: dropping it erases the line (on stderr).
        drop(progress);
    }
}
