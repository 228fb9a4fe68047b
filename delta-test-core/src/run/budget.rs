//! What a reduction stopped by a budget tells the user: that the call is
//! the best so far, and exactly where to raise the budget that stopped it.
//!
//! Every reduction has a budget by default ([`Budget::DEFAULT_TESTS`],
//! [`Budget::DEFAULT_TIME`]), so one that meets it was not asked for one:
//! the note must name the key and the variable, not just the budget.

use crate::debugger::Budget;
use crate::parse::show_duration;

/// Where the budget can be raised for the reduction that was stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Given {
    /// A `#[delta_test]`: its attribute, `delta-test.toml` or the
    /// environment.
    Attribute,
    /// A `#[delta_debug]` call, which has no attribute options:
    /// `delta-test.toml` or the environment.
    File,
}

/// The note for a reduction that `budget` stopped: the call reported is
/// the best so far, and how to give the next run twice the budget (or
/// none).
pub(crate) fn raise(budget: Budget, given: Given) -> String {
    let (key, var, what, more) = match budget {
        Budget::Tests(n) => (
            "max_tests",
            "DELTA_TEST_MAX_TESTS",
            format!("{n} tests"),
            n.saturating_mul(2).to_string(),
        ),
        Budget::Time(time) => (
            "max_time",
            "DELTA_TEST_MAX_TIME",
            show_duration(time),
            show_duration(time.saturating_mul(2)),
        ),
    };
    let literal = match budget {
        Budget::Tests(_) => more.clone(),
        _ => format!("{more:?}"),
    };
    let place = match given {
        Given::Attribute => "in the attribute or in delta-test.toml",
        Given::File => "in delta-test.toml",
    };
    format!(
        "stopped by the budget of {what}: the minimal call is the best so far, and it still \
         fails the same way. For more, write `{key} = {literal}` {place}, or set \
         {var}={more}; \"off\" lifts the budget"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_note_names_the_key_the_variable_and_twice_the_budget() {
        let time = raise(Budget::Time(Duration::from_secs(60)), Given::Attribute);
        assert_eq!(
            time,
            "stopped by the budget of 60s: the minimal call is the best so far, and it still \
             fails the same way. For more, write `max_time = \"2m\"` in the attribute or in \
             delta-test.toml, or set DELTA_TEST_MAX_TIME=2m; \"off\" lifts the budget"
        );
        let tests = raise(Budget::Tests(100_000), Given::File);
        assert!(
            tests.contains(
                "write `max_tests = 200000` in delta-test.toml, or set \
                 DELTA_TEST_MAX_TESTS=200000;"
            ),
            "{tests}"
        );
    }
}
