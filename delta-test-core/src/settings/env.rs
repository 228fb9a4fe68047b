//! The environment: `DELTA_TEST` (reduction on or off) and the variables
//! that set options, read as text.

use super::FLAGS;
use crate::error::Error;
use crate::parse::on_off;

/// `DELTA_TEST=off` runs tests without reducing them.
const SWITCH_VAR: &str = "DELTA_TEST";

/// The text of the variable `name`, when it is set and not empty (an empty
/// variable is the same as none, as `NO_COLOR` has it).
pub(super) fn var(name: &str) -> Option<String> {
    std::env::var_os(name)
        .filter(|value| !value.is_empty())
        .map(|value| value.to_string_lossy().into_owned())
}

/// `DELTA_TEST`: whether failing calls are reduced (unset means on); the
/// harness's `--no-reduce` turns it off too, `#[delta_debug]` included.
///
/// # Errors
/// A value other than on/off (`1`/`0`, `true`/`false`) names the variable
/// and says how to turn reduction off.
pub(crate) fn reduction_switch() -> Result<bool, Error> {
    if FLAGS.get().is_some_and(|flags| flags.no_reduce) {
        return Ok(false);
    }
    match var(SWITCH_VAR) {
        None => Ok(true),
        Some(value) => on_off(&value).ok_or_else(|| {
            Error::config(format!(
                "{SWITCH_VAR}={value:?} is not understood; use {SWITCH_VAR}=off to run \
                 tests without reducing them, or unset it"
            ))
        }),
    }
}
