//! What the engine tells while it reduces: plain events sent to an
//! [`Observer`]. The chapter's log and the terminal's progress line are
//! observers; so is whatever a library user writes to route the log
//! elsewhere, count runs, or keep silent.

use std::fmt::Display;

use crate::dd::Move;
use crate::failure::FailureSignature;
use crate::outcome::Outcome;

/// Receives the [`Event`]s of a reduction, in order.
///
/// ```
/// use delta_test::{DeltaDebugger, Event, Observer, Outcome};
///
/// /// Counts the runs that reproduced the bug.
/// #[derive(Default)]
/// struct Failures(usize);
///
/// impl Observer for Failures {
///     fn event(&mut self, event: &Event<'_>) {
///         if let Event::Tested { outcome: Outcome::Fail, .. } = event {
///             self.0 += 1;
///         }
///     }
/// }
///
/// let mut dd = DeltaDebugger::new("f", |s: &String| assert!(!s.contains('x')), "axb".to_string())
///     .observer(Failures::default());
/// assert_eq!(dd.min_args()?.args, "x");
/// # Ok::<(), delta_test::Error>(())
/// ```
pub trait Observer {
    /// Called for each event as it happens. Calls and values are lazy
    /// ([`Display`]): writing one as Rust costs time linear in its size, so
    /// only an observer that shows it pays for it.
    fn event(&mut self, event: &Event<'_>);
}

/// One thing that happened in a reduction.
#[derive(Clone, Copy)]
#[non_exhaustive]
pub enum Event<'a> {
    /// The original call ran once, before the reduction, and failed this
    /// way (only when the debugger ran it itself).
    Observed {
        /// The call, as Rust.
        call: &'a dyn Display,
        /// How it failed.
        failure: &'a FailureSignature,
    },
    /// The reduction of one parameter begins.
    Processing {
        /// The parameter's name.
        param: &'a str,
    },
    /// A round of the general algorithm begins.
    Round {
        /// The passing input, as Rust.
        passing: &'a dyn Display,
        /// The failing input, as Rust.
        failing: &'a dyn Display,
        /// Into how many chunks their difference is cut.
        granularity: usize,
    },
    /// The general algorithm made a move.
    Move(Move),
    /// A pass over the whole call begins: what the reduction does now.
    Pass(Pass),
    /// The search of one sequence begins at one of its levels: its coarser
    /// splits first (a text's lines, then its words), its parts last.
    Level {
        /// This level, from 1 (the coarsest).
        level: usize,
        /// How many levels the sequence has now.
        levels: usize,
        /// Into how many chunks this level cuts the sequence.
        chunks: usize,
    },
    /// The function ran once on a candidate.
    Tested {
        /// The run's number, counting from 1; `None` for a run that checks
        /// the final call and is not counted.
        number: Option<usize>,
        /// The call, as Rust.
        call: &'a dyn Display,
        /// What the run did, as Delta Debugging sees it.
        outcome: Outcome,
        /// How it failed, when it did.
        failure: Option<&'a FailureSignature>,
        /// How many parts (chars, elements, entries) the call holds.
        size: usize,
    },
    /// A parameter was reduced to a smaller failing value.
    Minimized {
        /// The parameter's name.
        param: &'a str,
        /// Its value now, as Rust.
        value: &'a dyn Display,
    },
    /// A parameter was grown to a larger passing value.
    Maximized {
        /// The parameter's name.
        param: &'a str,
        /// Its value now, as Rust.
        value: &'a dyn Display,
    },
    /// The reduction ended with this failing call (when it changed).
    MinimizedCall {
        /// The call, as Rust.
        call: &'a dyn Display,
    },
    /// The reduction ended with this passing call (when it changed).
    MaximizedCall {
        /// The call, as Rust.
        call: &'a dyn Display,
    },
}

impl std::fmt::Debug for Event<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Event::Observed { call, failure } => {
                write!(f, "Observed({call}, {failure})")
            }
            Event::Processing { param } => write!(f, "Processing({param})"),
            Event::Round {
                passing,
                failing,
                granularity,
            } => write!(f, "Round({passing}, {failing}, {granularity})"),
            Event::Move(step) => write!(f, "Move({step:?})"),
            Event::Pass(pass) => write!(f, "Pass({pass})"),
            Event::Level {
                level,
                levels,
                chunks,
            } => write!(f, "Level({level}/{levels}, {chunks} chunks)"),
            Event::Tested {
                number,
                call,
                outcome,
                ..
            } => write!(f, "Tested({number:?}, {call}, {outcome})"),
            Event::Minimized { param, value } => write!(f, "Minimized({param}, {value})"),
            Event::Maximized { param, value } => write!(f, "Maximized({param}, {value})"),
            Event::MinimizedCall { call } => write!(f, "MinimizedCall({call})"),
            Event::MaximizedCall { call } => write!(f, "MaximizedCall({call})"),
        }
    }
}

/// What a pass over the call does, in the order a reduction takes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Pass {
    /// Every sequence in the call cut, each before the values inside it.
    Cut,
    /// Values simplified too: a variant made simpler, a number lowered.
    Simplify,
    /// Changes too big for one move: equal values lowered together,
    /// neighbouring lists joined.
    Together,
}

impl Pass {
    /// What a person reads: `cutting`, `simplifying values`, `moves
    /// together`.
    pub fn as_str(self) -> &'static str {
        match self {
            Pass::Cut => "cutting",
            Pass::Simplify => "simplifying values",
            Pass::Together => "moves together",
        }
    }
}

impl Display for Pass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
