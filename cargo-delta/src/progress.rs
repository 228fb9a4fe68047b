//! The progress line on a terminal: the size now and at the start, the runs
//! and runs per second, rewritten in place at most ten times a second and
//! erased before the summary. An [`Observer`] of the engine's events; never
//! shown when stderr is not a terminal, or with `--quiet`.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use delta_test::{Event, Observer, Outcome};

/// How often the line is rewritten at most.
const EVERY: Duration = Duration::from_millis(100);

/// What the line shows, updated by each event.
#[derive(Debug)]
pub struct Progress {
    /// The original's size, in the format's parts (chars or bytes).
    from: usize,
    /// The smallest failing candidate so far.
    now: usize,
    /// Counted runs (the engine's test numbers).
    runs: usize,
    started: Instant,
    shown: Option<Instant>,
}

impl Progress {
    /// A progress line for a file of `size` parts, if stderr is a terminal.
    pub fn on_terminal(size: usize) -> Option<Progress> {
        std::io::stderr()
            .is_terminal()
            .then(|| Progress::new(size, Instant::now()))
    }

    fn new(size: usize, started: Instant) -> Progress {
        Progress {
            from: size,
            now: size,
            runs: 0,
            started,
            shown: None,
        }
    }

    /// Takes in `event`; the line to show at `at`, if it is time to.
    fn line(&mut self, event: &Event<'_>, at: Instant) -> Option<String> {
        let Event::Tested {
            number: Some(number),
            outcome,
            size,
            ..
        } = *event
        else {
            return None;
        };
        self.runs = number;
        if outcome == Outcome::Fail {
            self.now = self.now.min(size);
        }
        if self.shown.is_some_and(|shown| at - shown < EVERY) {
            return None;
        }
        self.shown = Some(at);
        let seconds = (at - self.started).as_secs_f64().max(1e-3);
        Some(format!(
            "size {} of {} ({:.1}%), {} runs, {:.0} runs/s",
            self.now,
            self.from,
            100.0 * self.now as f64 / self.from.max(1) as f64,
            self.runs,
            self.runs as f64 / seconds
        ))
    }

    /// Erases the line, if one was shown.
    pub fn clear() {
        if std::io::stderr().is_terminal() {
            let _ = write!(std::io::stderr(), "\r\x1b[2K");
        }
    }
}

impl Observer for Progress {
    fn event(&mut self, event: &Event<'_>) {
        if let Some(line) = self.line(event, Instant::now()) {
            let mut stderr = std::io::stderr().lock();
            let _ = write!(stderr, "\r\x1b[2K{line}");
            let _ = stderr.flush();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_shows_the_smallest_failure_and_is_rate_limited() {
        let start = Instant::now();
        let mut progress = Progress::new(200, start);
        let call = "reduce(..)";
        let event = |number, outcome, size| Event::Tested {
            number: Some(number),
            call: &call,
            outcome,
            failure: None,
            size,
        };
        let at = |ms| start + Duration::from_millis(ms);
        let line = progress
            .line(&event(1, Outcome::Fail, 50), at(1000))
            .unwrap();
        assert_eq!(line, "size 50 of 200 (25.0%), 1 runs, 1 runs/s");
        // Too soon after the last line; a pass does not shrink the size.
        assert_eq!(progress.line(&event(2, Outcome::Pass, 10), at(1050)), None);
        let line = progress
            .line(&event(3, Outcome::Pass, 10), at(2000))
            .unwrap();
        assert!(line.starts_with("size 50 of 200 (25.0%), 3 runs"), "{line}");
    }
}
