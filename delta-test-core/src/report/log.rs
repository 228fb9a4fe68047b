//! The chapter's log on stderr: one line per test run at level 1
//! (`Test #2 mystery(""): PASS`), the algorithm's steps too at level 2.

use std::io::Write as _;

use super::observer::{Event, Observer};

/// An [`Observer`] that prints the reduction as the Debugging Book's
/// `DeltaDebugger` logs it, on stderr.
#[derive(Debug, Clone)]
pub struct Log {
    level: u8,
}

impl Log {
    /// 1: one line per test run; 2: also the algorithm's steps; 0: nothing.
    pub fn new(level: u8) -> Self {
        Log { level }
    }

    /// The lines `event` is logged as at this level (none, one or more).
    pub(crate) fn lines(&self, event: &Event<'_>) -> Vec<String> {
        let (level, lines) = match event {
            Event::Observed { call, failure } => (1, vec![format!("Observed {call} {failure}")]),
            Event::Processing { param } => (1, vec![format!("Processing {param}...")]),
            Event::Tested {
                number,
                call,
                outcome,
                failure,
                ..
            } => {
                let number = match number {
                    Some(n) => format!("Test #{n}"),
                    None => "Verify".to_string(),
                };
                let detail = match failure {
                    Some(f) => format!(" ({})", one_line(&f.message)),
                    None => String::new(),
                };
                (1, vec![format!("{number} {call}: {outcome}{detail}")])
            }
            Event::Minimized { param, value } => (1, vec![format!("Minimized {param} to {value}")]),
            Event::Maximized { param, value } => (1, vec![format!("Maximized {param} to {value}")]),
            Event::MinimizedCall { call } => (1, vec![format!("Minimized failing call to {call}")]),
            Event::MaximizedCall { call } => (1, vec![format!("Maximized passing call to {call}")]),
            Event::Round {
                passing,
                failing,
                granularity,
            } => (
                2,
                vec![
                    format!("Passing input: {passing}"),
                    format!("Failing input: {failing}"),
                    format!("Granularity:   {granularity}"),
                ],
            ),
            Event::Move(step) => (2, vec![step.as_str().to_string()]),
            Event::Pass(pass) => (2, vec![format!("Pass: {pass}")]),
            Event::Level {
                level,
                levels,
                chunks,
            } => (
                2,
                vec![format!("Level {level} of {levels}: {chunks} chunks")],
            ),
        };
        match self.level >= level {
            true => lines,
            false => Vec::new(),
        }
    }
}

impl Observer for Log {
    fn event(&mut self, event: &Event<'_>) {
        let lines = self.lines(event);
        if !lines.is_empty() {
            let mut stderr = std::io::stderr().lock();
            for line in lines {
                let _ = writeln!(stderr, "{line}");
            }
        }
    }
}

/// A message on one line, for the log.
fn one_line(message: &str) -> String {
    message.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dd::Move;
    use crate::failure::fixtures::panic_at;
    use crate::outcome::Outcome;

    #[test]
    fn each_level_logs_its_lines_in_the_chapters_words() {
        let failure = panic_at(9, "Invalid\n  input");
        let tested = Event::Tested {
            number: Some(2),
            call: &"mystery(\"\")",
            outcome: Outcome::Fail,
            failure: Some(&failure),
            size: 0,
        };
        assert_eq!(
            Log::new(1).lines(&tested),
            ["Test #2 mystery(\"\"): FAIL (Invalid input)"]
        );
        assert!(Log::new(0).lines(&tested).is_empty());
        let step = Event::Move(Move::ReduceToComplement);
        assert!(Log::new(1).lines(&step).is_empty());
        assert_eq!(Log::new(2).lines(&step), ["Reduce to complement"]);
    }
}
