//! Rounds (the times a reduction waits for its runs) on virtual runners:
//! each answers at once and says its run took a second, so runs ahead
//! start as for a slow test, and nothing sleeps. Rounds depend on the
//! outcomes only, never on the machine's load, so these tests can bound
//! them where a timed test could not.

use std::sync::Arc;
use std::time::Duration;

use delta_test::__private::{run_silently, Candidate, Runner};
use delta_test::{DeltaDebugger, Error, FailureSignature, Literal, Reduce};

/// A runner that answers at once and says the run took a second.
struct Virtual<A> {
    test: Arc<dyn Fn(&A) + Send + Sync>,
}

impl<A> Runner<A> for Virtual<A> {
    fn run(
        &mut self,
        candidate: Candidate<'_, A>,
        _timeout: Option<Duration>,
    ) -> Result<Option<FailureSignature>, Error> {
        Ok(run_silently(|| (self.test)(candidate.args)))
    }

    fn took(&self) -> Option<Duration> {
        Some(Duration::from_secs(1))
    }
}

/// A reduction's result, tests and rounds.
type Reduced<A> = (A, usize, usize);

/// Reduces `input`, which fails while `fails`, on `runners` virtual
/// runners.
fn reduce<A>(input: &A, fails: fn(&A) -> bool, runners: usize) -> Reduced<A>
where
    A: Reduce + Literal + Clone + Send + 'static,
{
    let test: Arc<dyn Fn(&A) + Send + Sync> = Arc::new(move |a: &A| assert!(!fails(a), "fails"));
    let runner = |_| {
        let test = Arc::clone(&test);
        Box::new(Virtual { test }) as Box<dyn Runner<A> + Send>
    };
    let here = Arc::clone(&test);
    let mut dd = DeltaDebugger::new("f", move |a: &A| here(a), input.clone())
        .on_runners((0..runners).map(runner).collect());
    let r = dd.min_args().expect("the input fails");
    (r.args, r.tests, r.rounds)
}

/// Sixteen rows of bytes, each a marker `#i#` the test needs.
fn marker_rows() -> Vec<Vec<u8>> {
    (0..16).map(|i| format!("#{i:02}#").into_bytes()).collect()
}

/// Whether every marker `#i#` is within one row.
fn all_markers(rows: &[Vec<u8>]) -> bool {
    (0..16).all(|i| {
        let marker = format!("#{i:02}#");
        let marker = marker.as_bytes();
        rows.iter()
            .any(|r| r.windows(marker.len()).any(|w| w == marker))
    })
}

#[test]
fn bytes_lowered_in_turn_wait_only_for_questions_not_run_ahead() {
    // Every byte is needed: each is lowered to 0, then to one less, both
    // passing. The next bytes' questions run ahead of each byte's; a
    // byte whose two questions ran ahead so costs no round (it cost one
    // for its own lowering's guesses, never asked: two questions a round).
    let rows = marker_rows();
    let one = reduce(&rows, |r| all_markers(r), 1);
    let eight = reduce(&rows, |r| all_markers(r), 8);
    assert_eq!((&one.0, one.1), (&eight.0, eight.1));
    assert!(
        eight.2 * 5 <= one.2,
        "{} rounds with eight runners, {} with one",
        eight.2,
        one.2
    );
}
