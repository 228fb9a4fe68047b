//! One reduction: the original failure, the outcome cache, the budgets,
//! and the runs, reported to the observers as they happen.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::time::{Duration, Instant};

use super::groups::Apart;
use super::key::{key_of, Key};
use super::{tell, Budget, Call, DeltaDebugger, OtherFailure};
use crate::capture::{run_silently, TestResult};
use crate::dd::Stop;
use crate::error::Error;
use crate::execute::{Candidate, Edit, Started};
use crate::failure::{mask, FailureKind, FailureSignature, InputText};
use crate::literal::{Literal, Style};
use crate::outcome::Outcome;
use crate::reduce::{outer_size, Reduce};
use crate::report::{Event, Log, Observer};

/// How long a run must take, on average, for runs ahead to pay.
const WORTH_RUNNING_AHEAD: Duration = Duration::from_millis(1);

/// The keys of the candidates made of a call, by the call's key, whether
/// its next edit stays apart, and the edit (see [`Session::keys`]).
pub(super) type KeysMade = Rc<RefCell<HashMap<(Key, bool, Edit), Key>>>;

/// The state of one reduction: the original failure and the outcome cache.
pub(super) struct Session<'d, A, F> {
    pub(super) debugger: &'d mut DeltaDebugger<A, F>,
    pub(super) original: FailureSignature,
    /// The original call's text, whose words in a message are data.
    input: InputText,
    /// The debugger's log and observers, held for the session.
    log: Option<Log>,
    observers: Vec<Box<dyn Observer + Send>>,
    /// The outcome of each candidate run, by its value.
    pub(super) cache: HashMap<Key, Outcome>,
    pub(super) started: Instant,
    /// The budget that ran out, once one has.
    pub(super) stopped: Option<Budget>,
    /// Why no candidate can run any more (a worker that cannot start); it
    /// stops the algorithm and becomes the reduction's error.
    pub(super) broken: Option<Error>,
    /// How the last run failed, for error messages.
    pub(super) last_failure: Option<FailureSignature>,
    /// How each candidate that failed the same way failed, by key: the
    /// report shows the minimal call's own failure, not the original's.
    pub(super) failures: HashMap<Key, FailureSignature>,
    /// How the candidates run ahead of the search ended, by key, until the
    /// search asks for them.
    ahead: HashMap<Key, Option<FailureSignature>>,
    /// How many counted runs failed the same way.
    fails: usize,
    /// The other failures met, each with the smallest call seen.
    pub(super) others: Vec<OtherFailure<A>>,
    /// For each of `others`, its masked message and the size of its
    /// smallest call: made once, not per candidate.
    other_keys: Vec<(String, usize)>,
    /// How many counted runs `assume!` refused.
    pub(super) rejected: usize,
    /// How long the runs took, and how many there were: runs ahead pay
    /// only when a run takes longer than planning them.
    run_time: (Duration, u32),
    /// How many times the reduction waited for runs: a run alone, or a
    /// batch run at once ahead of the search.
    rounds: usize,
    /// Whether the runners were told to get ready (see
    /// [`prepare_runners`](Self::prepare_runners)).
    prepared: bool,
    /// While the walk looks ahead into a site it has not walked yet (see
    /// `debugger/apart.rs`): the first candidate whose outcome is not known,
    /// once met. Nothing runs, counts or is told meanwhile.
    pub(super) probing: Option<Option<(A, Key, Vec<Edit>)>>,
    /// The values being walked apart, innermost last (see
    /// `debugger/apart.rs`): what runs ahead of a site's search looks into.
    pub(super) apart: Vec<Apart<A>>,
    /// The first questions of the moves to come, as edits of the current
    /// call (`debugger/together.rs`): run ahead when jobs are free.
    pub(super) upcoming: Vec<Edit>,
    /// The questions the current move (a number lowered, a value's choices
    /// tried) may ask next, likeliest first, as edits of the current call:
    /// run ahead with the first of its questions that waits for a run (see
    /// `Session::try_keyed`), not when the move starts.
    pub(super) pending: Vec<Edit>,
    /// With several runners, the key of each candidate a cut's search
    /// made, by the call it was made of (its key, and whether its next edit
    /// stays apart) and the edit: a search's own keys last as long as it
    /// does, but the probes into a site to come (`debugger/apart.rs`) walk
    /// its search again after each of its questions is answered, and a key
    /// hashes the whole call (most of the planning's time, which the jobs
    /// wait for between rounds: a quarter less of it on `keep1000` as a
    /// struct of two lists). The call's key settles the candidate's: a cut
    /// makes a value smaller, so a call keyed by its text has candidates
    /// keyed by theirs, and a call keyed by its edits, candidates keyed by
    /// those edits and one more.
    pub(super) keys: KeysMade,
}
impl<'d, A, F> Session<'d, A, F> {
    /// A session of `debugger`, whose original call failed as `original`
    /// (in `timed`, when the debugger ran it).
    pub(super) fn new(
        debugger: &'d mut DeltaDebugger<A, F>,
        original: FailureSignature,
        input: InputText,
        started: Instant,
        timed: Option<Duration>,
    ) -> Self {
        Session {
            input,
            log: debugger.log.take(),
            observers: std::mem::take(&mut debugger.observers),
            debugger,
            original,
            cache: HashMap::new(),
            started,
            stopped: None,
            broken: None,
            last_failure: None,
            failures: HashMap::new(),
            ahead: HashMap::new(),
            fails: 0,
            others: Vec::new(),
            other_keys: Vec::new(),
            rejected: 0,
            run_time: timed.map_or((Duration::ZERO, 0), |time| (time, 1)),
            rounds: 0,
            prepared: false,
            probing: None,
            apart: Vec::new(),
            upcoming: Vec::new(),
            pending: Vec::new(),
            keys: Rc::default(),
        }
    }

    /// Ends the session: the debugger gets its observers back; the error
    /// is why candidates stopped running, if they did.
    pub(super) fn end(self) -> Result<(), Error> {
        self.debugger.log = self.log;
        self.debugger.observers = self.observers;
        match self.broken {
            Some(error) => Err(error),
            None => Ok(()),
        }
    }

    /// Whether anyone is told the events (else they are not even made).
    /// A probe is told nothing.
    pub(super) fn listening(&self) -> bool {
        (self.log.is_some() || !self.observers.is_empty()) && self.probing.is_none()
    }

    pub(super) fn emit(&mut self, event: Event<'_>) {
        if self.probing.is_none() {
            tell(&mut self.log, &mut self.observers, &event);
        }
    }

    /// How many times the reduction waited for runs (see
    /// [`Reduction::rounds`](super::Reduction::rounds)).
    pub(super) fn rounds(&self) -> usize {
        self.rounds
    }
}
impl<A, F, R> Session<'_, A, F>
where
    A: Reduce + Literal,
    F: FnMut(&A) -> R,
    R: TestResult,
{
    /// Runs the function on `args` (made by `edits`), unless the cache
    /// knows the outcome or the budget is spent.
    pub(super) fn test(&mut self, args: &A, edits: &[Edit]) -> Result<Outcome, Stop> {
        self.test_keyed(args, key_of(args, edits), edits)
    }

    /// [`test`](Self::test) for `args` whose key is known.
    pub(super) fn test_keyed(
        &mut self,
        args: &A,
        key: Key,
        edits: &[Edit],
    ) -> Result<Outcome, Stop> {
        if let Some(&outcome) = self.cache.get(&key) {
            return Ok(outcome);
        }
        if self.probing.is_some() {
            // A probe stops at the first outcome not known yet.
            if let Some(outcome) = self.known(key) {
                return Ok(outcome);
            }
            self.probing = Some(Some((args.clone(), key, edits.to_vec())));
            return Err(Stop);
        }
        let mut outcome = self.run(args, edits, Some(key))?;
        for _ in 0..self.debugger.retries {
            // A hang is not retried: each try would cost a timeout (and, in
            // a thread, leave one more thread behind).
            let timed_out = self
                .last_failure
                .as_ref()
                .is_some_and(|f| f.kind == FailureKind::Timeout);
            if outcome == Outcome::Fail || timed_out {
                break;
            }
            outcome = self.run(args, edits, Some(key))?;
        }
        self.cache.insert(key, outcome);
        if let (Outcome::Fail, Some(failure)) = (outcome, &self.last_failure) {
            self.failures.insert(key, failure.clone());
        }
        Ok(outcome)
    }

    /// Runs the function on `args` once, unless a budget is spent or no
    /// candidate can run. `edits` make `args` of the original arguments:
    /// what a worker process rebuilds them from. A run of a candidate is
    /// `counted` as a test (and keyed); a check of the final call is not. A
    /// counted run that ran ahead already is not run again.
    pub(super) fn run(
        &mut self,
        args: &A,
        edits: &[Edit],
        counted: Option<Key>,
    ) -> Result<Outcome, Stop> {
        let ahead = counted.and_then(|key| self.ahead.remove(&key));
        let counted = counted.is_some();
        let failure = match ahead {
            Some(failure) => failure,
            None => {
                self.within_budget(counted, 1)?;
                self.rounds += usize::from(counted);
                self.execute(args, edits)?
            }
        };
        let outcome =
            self.debugger
                .matcher
                .classify_given(&self.original, failure.as_ref(), &self.input);
        if counted {
            self.debugger.tests += 1;
            self.fails += usize::from(outcome == Outcome::Fail);
            if let (Outcome::Unresolved, Some(failure)) = (outcome, &failure) {
                self.note_other(args, failure);
            }
        }
        if self.listening() {
            let size = outer_size(args);
            let number = counted.then_some(self.debugger.tests);
            let call = Call::new(&self.debugger.name, args);
            let event = Event::Tested {
                number,
                call: &call,
                outcome,
                failure: failure.as_ref(),
                size,
            };
            tell(&mut self.log, &mut self.observers, &event);
        }
        self.last_failure = failure;
        Ok(outcome)
    }

    /// Keeps `failure`, another failure than the original's, with `args`
    /// when they are the smallest seen failing that way; counts a refusal.
    fn note_other(&mut self, args: &A, failure: &FailureSignature) {
        match failure.kind {
            FailureKind::Rejected => self.rejected += 1,
            // A hang says nothing of a bug (and a timeout is no failure of
            // the code under test).
            FailureKind::Timeout => {}
            _ => {
                let masked = mask(&failure.message);
                let same =
                    |(other, (message, _)): &(&mut OtherFailure<A>, &mut (String, usize))| {
                        other.failure.kind == failure.kind
                            && other.failure.location == failure.location
                            && *message == masked
                    };
                let mut known = self.others.iter_mut().zip(&mut self.other_keys);
                match known.find(same) {
                    Some((other, (_, smallest))) => {
                        other.count += 1;
                        let size = args.size();
                        if size < *smallest {
                            *smallest = size;
                            other.args = args.clone();
                            other.failure = failure.clone();
                        }
                    }
                    None => {
                        self.other_keys.push((masked, args.size()));
                        self.others.push(OtherFailure {
                            args: args.clone(),
                            failure: failure.clone(),
                            count: 1,
                        });
                    }
                }
            }
        }
    }

    /// Whether `more` runs fit the budgets (runs ahead count too); stops
    /// the reduction if not, or if no candidate can run.
    fn within_budget(&mut self, counted: bool, more: usize) -> Result<(), Stop> {
        if self.broken.is_some() {
            return Err(Stop);
        }
        if let (Some(max), true) = (self.debugger.max_tests, counted)
            && self.debugger.tests + self.ahead.len() + more > max
        {
            self.stopped = Some(Budget::Tests(max));
            return Err(Stop);
        }
        if let (Some(max), true) = (self.debugger.max_time, counted)
            && self.started.elapsed() >= max
        {
            self.stopped = Some(Budget::Time(max));
            return Err(Stop);
        }
        Ok(())
    }

    /// Runs `args` once, on the first runner or in this thread: how it
    /// failed, if it did.
    fn execute(&mut self, args: &A, edits: &[Edit]) -> Result<Option<FailureSignature>, Stop> {
        let started = Instant::now();
        let debugger = &mut *self.debugger;
        let Some(runner) = debugger.runners.first_mut() else {
            return Ok(run_silently(|| (debugger.function)(args)));
        };
        let candidate = Candidate {
            args,
            edits: Some(edits),
        };
        let failure = runner.run(candidate, debugger.timeout).map_err(|error| {
            self.broken = Some(error);
            Stop
        })?;
        // A simulated runner keeps its own clock.
        self.run_time.0 += runner.took().unwrap_or_else(|| started.elapsed());
        self.run_time.1 += 1;
        self.prepare_runners();
        Ok(failure)
    }

    /// Tells every runner to get ready (a worker process starts) once runs
    /// ahead pay, so that the first batch does not wait for their
    /// start-ups one after the other, and not before: a reduction whose
    /// runs are too quick to run ahead starts no worker it never uses.
    pub(super) fn prepare_runners(&mut self) {
        if !self.prepared && self.jobs() > 1 {
            self.prepared = true;
            self.debugger.runners.iter_mut().for_each(|r| r.prepare());
        }
    }

    /// How many runs ahead were never asked for: the speculative ones.
    pub(super) fn unused_ahead(&self) -> usize {
        self.ahead.len()
    }

    /// How many runners can run candidates at once: one until a run has
    /// been timed, and while runs are too quick for running ahead to pay
    /// (under [`WORTH_RUNNING_AHEAD`] on average, planning and the round
    /// trips cost more than they save).
    pub(super) fn jobs(&self) -> usize {
        let (time, runs) = self.run_time;
        match runs > 0 && time / runs >= WORTH_RUNNING_AHEAD && self.probing.is_none() {
            true => self.debugger.runners.len(),
            false => 1,
        }
    }

    /// The chance that a candidate not yet run fails the same way, from the
    /// runs so far: what planning ahead weighs outcomes by.
    pub(super) fn fail_chance(&self) -> f64 {
        (self.fails as f64 + 1.0) / (self.debugger.tests as f64 + 2.0)
    }

    /// Whether the outcome of the candidate keyed `key` is known, run or
    /// run ahead.
    pub(super) fn known(&self, key: Key) -> Option<Outcome> {
        if let Some(&outcome) = self.cache.get(&key) {
            return Some(outcome);
        }
        let failure = self.ahead.get(&key)?;
        Some(
            self.debugger
                .matcher
                .classify_given(&self.original, failure.as_ref(), &self.input),
        )
    }

    /// Runs `candidates` (arguments, key, edits) at once, one per runner,
    /// those whose outcome is not known yet and that fit the budgets; their
    /// outcomes wait until they are asked for (and count as tests then).
    pub(super) fn run_ahead(&mut self, candidates: Vec<(A, Key, Vec<Edit>)>) {
        let mut fresh: Vec<(A, Key, Vec<Edit>)> = Vec::new();
        for candidate in candidates {
            let new = self.known(candidate.1).is_none() && fresh.iter().all(|c| c.1 != candidate.1);
            if new && fresh.len() < self.jobs() {
                fresh.push(candidate);
            }
        }
        let stopped = self.stopped;
        if fresh.len() < 2 || self.within_budget(true, fresh.len()).is_err() {
            // One candidate runs when it is asked for; a spent budget is
            // told then too (a budget that stopped a test before stays).
            self.stopped = stopped;
            return;
        }
        self.rounds += 1;
        let debugger = &mut *self.debugger;
        let timeout = debugger.timeout;
        let mut started = Vec::new();
        for ((args, _, edits), runner) in fresh.iter().zip(&mut debugger.runners) {
            let candidate = Candidate {
                args,
                edits: Some(edits),
            };
            started.push(runner.start(candidate, timeout));
        }
        for (((_, key, _), runner), started) in fresh.iter().zip(&mut debugger.runners).zip(started)
        {
            let outcome = match started {
                Ok(Started::Done(outcome)) => Ok(outcome),
                Ok(Started::Running) => runner.finish(),
                Err(error) => Err(error),
            };
            match outcome {
                Ok(failure) => {
                    self.ahead.insert(*key, failure);
                }
                Err(error) => {
                    self.broken.get_or_insert(error);
                }
            }
        }
    }

    /// Runs the final call [`verify`](DeltaDebugger::verify) more times,
    /// past the cache and the budgets: a flaky test must not have its
    /// "minimal" call reported when that call does not fail.
    pub(super) fn verify(
        &mut self,
        args: &A,
        edits: &[Edit],
        expected: Outcome,
    ) -> Result<(), Error> {
        for _ in 0..self.debugger.verify {
            // With retries, a run is as many attempts as a candidate gets.
            let mut actual = Outcome::Unresolved;
            for _ in 0..=self.debugger.retries {
                actual = self.run(args, edits, None).unwrap_or(Outcome::Unresolved);
                if actual == expected {
                    break;
                }
            }
            if let Some(error) = self.broken.take() {
                return Err(error);
            }
            if actual != expected {
                return Err(Error::Inconsistent {
                    call: self.debugger.call(args),
                    expected,
                    actual,
                    original: self.debugger.call(&self.debugger.args),
                });
            }
        }
        Ok(())
    }

    /// The chapter's final check that the reduced call behaves as expected
    /// (answered from the cache unless arguments were combined anew).
    pub(super) fn recheck(
        &mut self,
        args: &A,
        edits: &[Edit],
        expected: Outcome,
    ) -> Result<(), Error> {
        match self.test(args, edits) {
            Ok(actual) if actual != expected => Err(Error::Inconsistent {
                call: self.debugger.call(args),
                expected,
                actual,
                original: self.debugger.call(&self.debugger.args),
            }),
            _ => Ok(()),
        }
    }

    /// Which argument of the call `path` lies in, and how many there are.
    pub(super) fn arg_of(&self, value: &A, path: &[usize]) -> (usize, usize) {
        let args = value.arg_literals(Style::Readable).len();
        let arg = if args > 1 { path[0] } else { 0 };
        (arg, args)
    }
}
