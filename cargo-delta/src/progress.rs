//! What the user sees while the command runs, for every format and for
//! crates: the phase, the best size now and at the start (in bytes: a
//! crate's files; for `isolate --git`, the smallest failing set of
//! changes run so far, in changes), the runs, the time and the runs per
//! second. On a
//! terminal, one line drawn by indicatif (at most ten times a second, its
//! time ticking through a long run) and erased before the summary;
//! elsewhere (a CI log, a pipe), one plain line per improvement. Nothing
//! with `--quiet`.
//!
//! It is fed by the runs themselves: the runs are what the user waits
//! for, and the checks before and after the reduction are runs too. The
//! engine's events only name what the reduction does now (its pass, and
//! the level of a sequence it cuts: [`Progress::step`]).

use std::io::IsTerminal;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use delta_test::{Event, Pass};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// How often the terminal line is redrawn at most, and ticks.
const HZ: u8 = 10;

/// How long a plain line (not on a terminal: a CI log, a file) may wait
/// for the next: without an improvement, a line still says the runs go
/// on, so that a long search reads as one, not as a hang.
const QUIET_AT_MOST: Duration = Duration::from_secs(30);

/// The line on the terminal, for [`clear_line`]: an interruption or an
/// error erases it from wherever it is reported.
static BAR: Mutex<Option<ProgressBar>> = Mutex::new(None);

/// The progress of one reduction, shared by the jobs.
#[derive(Debug)]
pub struct Progress {
    /// The line drawn in place, on a terminal; `None` elsewhere, where a
    /// plain line is printed per improvement.
    bar: Option<ProgressBar>,
    /// The size a file counts for (a crate's: its files' bytes).
    size: fn(&[u8]) -> usize,
    state: Mutex<State>,
}

#[derive(Debug)]
struct State {
    phase: String,
    /// What the engine does now, within the phase (`cutting, level 2 of
    /// 3: 40 chunks`), once it said.
    step: Option<String>,
    /// The engine's pass, which a level's step names.
    pass: Option<Pass>,
    /// What the sizes count: `bytes`, `changes`.
    unit: &'static str,
    /// The original's size.
    from: usize,
    /// The best file's size.
    now: usize,
    runs: usize,
    started: Instant,
    /// When the last plain line was printed.
    printed: Instant,
}

impl Progress {
    /// The progress of reducing `original`, its size counted by `size`;
    /// `None` with `--quiet`.
    pub fn new(original: &[u8], size: fn(&[u8]) -> usize, quiet: bool) -> Option<Progress> {
        Progress::counting(size(original), "bytes", size, quiet)
    }

    /// The progress of narrowing `from` changes (`isolate --git`): the
    /// best size is the smallest failing set run so far
    /// ([`Progress::improved_to`]); `None` with `--quiet`.
    pub fn of_changes(from: usize, quiet: bool) -> Option<Progress> {
        Progress::counting(from, "changes", <[u8]>::len, quiet)
    }

    fn counting(
        from: usize,
        unit: &'static str,
        size: fn(&[u8]) -> usize,
        quiet: bool,
    ) -> Option<Progress> {
        if quiet {
            return None;
        }
        let state = State {
            phase: "checking the original".to_string(),
            step: None,
            pass: None,
            unit,
            from,
            now: from,
            runs: 0,
            started: Instant::now(),
            printed: Instant::now(),
        };
        let bar = std::io::stderr().is_terminal().then(|| new_bar(&state));
        Some(Progress {
            bar,
            size,
            state: Mutex::new(state),
        })
    }

    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A new phase begins (`reducing`, `rerunning the result`).
    pub fn phase(&self, phase: &'static str) {
        let mut state = self.state();
        state.phase = phase.to_string();
        (state.step, state.pass) = (None, None);
        self.draw(&state);
    }

    /// The engine told what it does now: its pass, or the level of the
    /// sequence it cuts (named only where the sequence has several, a
    /// text's lines, words and characters). Drawn on a terminal; no plain
    /// line of its own.
    pub fn step(&self, event: &Event<'_>) {
        let mut state = self.state();
        if state.step(event) {
            self.draw(&state);
        }
    }

    /// A level of `isolate` begins (`isolating lines`), whose difference
    /// holds `changes`: the sizes count them from now on.
    pub fn level(&self, phase: String, changes: usize) {
        let mut state = self.state();
        (state.phase, state.from, state.now) = (phase, changes, changes);
        (state.step, state.pass) = (None, None);
        self.show(&mut state);
    }

    /// The command ran once more: counted on the terminal's line, or a
    /// plain line when none was printed for [`QUIET_AT_MOST`].
    pub fn ran(&self) {
        let mut state = self.state();
        state.runs += 1;
        match &self.bar {
            Some(bar) => bar.inc(1),
            None if state.quiet_since(Instant::now()) => self.show(&mut state),
            None => {}
        }
    }

    /// `best` is the best file now: a plain line says so where the line is
    /// not drawn in place.
    pub fn improved(&self, best: &[u8]) {
        let mut state = self.state();
        state.now = (self.size)(best);
        self.show(&mut state);
    }

    /// A failing candidate of `size` ran: when it is smaller than the best
    /// so far, it is the best (runs in parallel may end out of order).
    pub fn improved_to(&self, size: usize) {
        let mut state = self.state();
        if size < state.now {
            state.now = size;
            self.show(&mut state);
        }
    }

    /// Shows a new best size: drawn in place, or a plain line.
    fn show(&self, state: &mut State) {
        match &self.bar {
            Some(_) => self.draw(state),
            None => {
                let now = Instant::now();
                state.printed = now;
                eprintln!("{}", state.line(now));
            }
        }
    }

    /// Sets the terminal line's message: the phase and the sizes (the
    /// runs, the time and the rate are the bar's own, kept current by it).
    fn draw(&self, state: &State) {
        if let Some(bar) = &self.bar {
            bar.set_prefix(state.sizes());
            bar.set_message(state.step_suffix());
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if self.bar.is_some() {
            clear_line();
        }
    }
}

/// The terminal line: `reducing: 50 of 200 bytes (25.0%), 12 runs in 3s,
/// 4.0 runs/s`, starting with `message`, registered for [`clear_line`].
fn new_bar(state: &State) -> ProgressBar {
    let style = ProgressStyle::with_template("{prefix}, {pos} runs in {elapsed}, {rate}{wide_msg}")
        .expect("a valid template")
        .with_key(
            "rate",
            |state: &indicatif::ProgressState, out: &mut dyn std::fmt::Write| {
                let _ = write!(out, "{:.1} runs/s", state.per_sec());
            },
        );
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr_with_hz(HZ));
    bar.set_style(style);
    bar.set_prefix(state.sizes());
    bar.set_message(state.step_suffix());
    bar.enable_steady_tick(Duration::from_millis(1000 / u64::from(HZ)));
    *BAR.lock().unwrap_or_else(PoisonError::into_inner) = Some(bar.clone());
    bar
}

/// Erases the terminal line, if one is drawn: before the summary, an
/// error or the note of an interruption.
pub fn clear_line() {
    if let Some(bar) = BAR.lock().unwrap_or_else(PoisonError::into_inner).take() {
        bar.finish_and_clear();
    }
}

/// Prints `line` on standard error, above the terminal line if one is
/// drawn, which stays (a note in the middle of the run: a lost run made
/// again).
pub fn note(line: &str) {
    match BAR.lock().unwrap_or_else(PoisonError::into_inner).as_ref() {
        Some(bar) => bar.suspend(|| eprintln!("{line}")),
        None => eprintln!("{line}"),
    }
}

impl State {
    /// Whether no plain line was printed for [`QUIET_AT_MOST`] at `now`.
    fn quiet_since(&self, now: Instant) -> bool {
        now.saturating_duration_since(self.printed) >= QUIET_AT_MOST
    }

    /// Takes in what the engine does now, from `event`; whether it is one
    /// that says so.
    fn step(&mut self, event: &Event<'_>) -> bool {
        let step = match *event {
            Event::Pass(pass) => {
                self.pass = Some(pass);
                pass.to_string()
            }
            Event::Level {
                level,
                levels,
                chunks,
            } if levels > 1 => {
                let pass = self.pass.unwrap_or(Pass::Cut);
                format!("{pass}, level {level} of {levels}: {chunks} chunks")
            }
            _ => return false,
        };
        self.step = Some(step);
        true
    }

    /// `reducing: 50 of 200 bytes (25.0%)`.
    fn sizes(&self) -> String {
        format!(
            "{}: {} of {} {} ({:.1}%)",
            self.phase,
            self.now,
            self.from,
            self.unit,
            100.0 * self.now as f64 / self.from.max(1) as f64,
        )
    }

    /// `reducing: 50 of 200 bytes (25.0%), 12 runs in 3.0s, 4.0 runs/s`.
    /// `; cutting, level 2 of 3: 40 chunks` once the engine said what it
    /// does, else nothing: last on the line, where a narrow terminal cuts
    /// it.
    fn step_suffix(&self) -> String {
        self.step
            .as_ref()
            .map_or_else(String::new, |step| format!("; {step}"))
    }

    fn line(&self, at: Instant) -> String {
        let seconds = (at - self.started).as_secs_f64();
        format!(
            "{}, {} runs in {seconds:.1}s, {:.1} runs/s{}",
            self.sizes(),
            self.runs,
            self.runs as f64 / seconds.max(1e-3),
            self.step_suffix(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reducing from 200 bytes to 50 in 12 runs.
    fn reducing(started: Instant) -> State {
        State {
            phase: "reducing".to_string(),
            step: None,
            pass: None,
            unit: "bytes",
            from: 200,
            now: 50,
            runs: 12,
            started,
            printed: started,
        }
    }

    #[test]
    fn a_plain_line_comes_at_least_every_thirty_seconds() {
        let started = Instant::now();
        let mut state = reducing(started);
        assert!(!state.quiet_since(started + Duration::from_secs(29)));
        assert!(state.quiet_since(started + QUIET_AT_MOST));
        state.printed = started + Duration::from_secs(20);
        assert!(!state.quiet_since(started + QUIET_AT_MOST));
    }

    #[test]
    fn the_line_shows_the_phase_the_sizes_the_runs_and_the_rate() {
        let started = Instant::now();
        let state = reducing(started);
        assert_eq!(
            state.line(started + Duration::from_secs(3)),
            "reducing: 50 of 200 bytes (25.0%), 12 runs in 3.0s, 4.0 runs/s"
        );
    }

    #[test]
    fn the_line_names_the_engines_pass_and_a_level_of_several() {
        let started = Instant::now();
        let mut state = reducing(started);
        let level = |level, levels| Event::Level {
            level,
            levels,
            chunks: 40,
        };
        let at = started + Duration::from_secs(3);
        assert!(state.step(&Event::Pass(Pass::Simplify)));
        assert!(state.line(at).ends_with("4.0 runs/s; simplifying values"));
        assert!(state.step(&level(2, 3)));
        assert_eq!(
            state.line(at),
            "reducing: 50 of 200 bytes (25.0%), 12 runs in 3.0s, 4.0 runs/s; \
             simplifying values, level 2 of 3: 40 chunks"
        );
        // A sequence of one level (a list's items) says nothing new.
        assert!(!state.step(&level(1, 1)));
        assert!(state.line(at).ends_with("level 2 of 3: 40 chunks"));
        let tested = Event::Processing { param: "x" };
        assert!(!state.step(&tested));
    }
}
