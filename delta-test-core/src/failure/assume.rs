//! [`reject`]: how `assume!` refuses a candidate that is not a valid input.

/// What the message of a refusal starts with: the panic that
/// [`reject`] raises is told from every other by it.
pub(crate) const REFUSED: &str = "delta_test::assume! refused the input: ";

/// Refuses the input of the running call: what [`assume!`](crate::assume)
/// calls when its condition does not hold.
///
/// A refusal is a panic, so that it leaves the test at once from any depth
/// of the code under test, with a message that says what happened where
/// no reduction runs. A reduction reads it as "this candidate is not a
/// valid input": [`FailureKind::Rejected`](crate::FailureKind::Rejected),
/// unresolved whatever the matcher, as a hang is.
#[track_caller]
pub fn reject(condition: &str) -> ! {
    panic!("{REFUSED}{condition}")
}

/// Whether a panic's message is a refusal's.
pub(crate) fn is_refusal(message: &str) -> bool {
    message.starts_with(REFUSED)
}
