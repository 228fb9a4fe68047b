//! Virtual runners, for the examples that count rounds rather than time
//! them: each answers at once and says its run took [`RUN`], so the
//! engine runs ahead as it does for a slow test, and nothing sleeps.

use std::sync::Arc;
use std::time::Duration;

use delta_test::__private::{run_silently, Candidate, Runner};
use delta_test::{Error, FailureSignature};

/// How long each run says it took.
pub const RUN: Duration = Duration::from_secs(1);

/// Whether a value fails.
pub type Fails<A> = Arc<dyn Fn(&A) -> bool + Send + Sync>;

/// The test: it panics where a value fails, at the same place whoever
/// runs it (the engine runs the original, the runners the candidates).
pub type Test<A> = Arc<dyn Fn(&A) + Send + Sync>;

/// The test of `fails`.
pub fn test_of<A: 'static>(fails: &Fails<A>) -> Test<A> {
    let fails = Arc::clone(fails);
    Arc::new(move |a: &A| assert!(!fails(a), "fails"))
}

/// A runner that answers at once and says the run took [`RUN`].
pub struct Virtual<A> {
    pub test: Test<A>,
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
        Some(RUN)
    }
}

/// `runners` virtual runners of `test`.
pub fn runners<A: 'static>(test: &Test<A>, runners: usize) -> Vec<Box<dyn Runner<A> + Send>> {
    let runner = |_| {
        Box::new(Virtual {
            test: Arc::clone(test),
        }) as Box<dyn Runner<A> + Send>
    };
    (0..runners).map(runner).collect()
}
