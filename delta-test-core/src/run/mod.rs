//! The runtimes of the attributes: one `#[delta_test]` case from its first
//! run to its report, and one `#[delta_debug]` call (reduced at once, or
//! after the proptest that made it).

mod args;
mod budget;
mod case;
mod debug_call;
mod debug_report;
mod deferred;
mod held;
mod stored;
mod test_case;
mod verdict;

pub use case::{
    assert_arg, assert_send, assert_via, owned, owned_unsized, parse_via, render, reprinted_via,
    Form, Param, TestCase,
};
pub use debug_call::{debug_armed, debug_call};
pub use debug_report::DebugSite;
pub use deferred::{Later, LaterProbe, ViaLocal, ViaSend};
pub use held::{Held, Probe, ViaFixed, ViaNone, ViaReduce};
pub use test_case::run_test;

use crate::report::Report;

/// What the stored calls of a failing case give.
pub(crate) enum Replay<A> {
    /// A stored call that still fails the same way, reported as it is.
    Report(Box<Report>),
    /// A stored call that still fails the same way, which a budget cut
    /// short: the reduction goes on from it.
    Resume(A),
}

/// The name libtest gives the test `test` in `module_path`: its path
/// without the crate.
pub(crate) fn libtest_name(module_path: &str, test: &str) -> String {
    match module_path.split_once("::") {
        Some((_, module)) => format!("{module}::{test}"),
        None => test.to_string(),
    }
}

/// The name of a test's report files, without extension: the test
/// binary's crate and the test's path, `.` between them (`a.parses` for
/// `parses` in `tests/a.rs`), as its regression file is named. The path
/// alone is not enough: `tests/a.rs` and `tests/b.rs` may both hold a
/// test `parses`, and their reports must not overwrite each other.
pub(crate) fn report_name(module_path: &str, test: &str) -> String {
    let krate = module_path.split("::").next().unwrap_or(module_path);
    format!("{krate}::{test}").replace("::", ".")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn report_names_tell_test_binaries_apart() {
        assert_eq!(report_name("a", "parses"), "a.parses");
        assert_eq!(report_name("b", "parses"), "b.parses");
        let test = libtest_name("book::tests", "parens");
        assert_eq!(report_name("book::tests", &test), "book.tests.parens");
    }
}
