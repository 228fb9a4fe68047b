//! The runtimes of the attributes: one `#[delta_test]` case from its first
//! run to its report, and one `#[delta_debug]` call.

mod args;
mod case;
mod debug_call;
mod held;
mod stored;
mod test_case;
mod verdict;

pub use case::{
    assert_arg, assert_via, owned, owned_unsized, parse_via, render, Form, Param, TestCase,
};
pub use debug_call::{debug_armed, debug_call, DebugSite};
pub use held::{Held, Probe, ViaFixed, ViaNone, ViaReduce};
pub use test_case::run_test;

/// The name libtest gives the test `test` in `module_path`: its path
/// without the crate.
pub(crate) fn libtest_name(module_path: &str, test: &str) -> String {
    match module_path.split_once("::") {
        Some((_, module)) => format!("{module}::{test}"),
        None => test.to_string(),
    }
}
