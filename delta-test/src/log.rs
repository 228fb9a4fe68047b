//! `DELTA_TEST_LOG`: how much of a reduction is printed.

/// The environment variable that sets the default log level.
pub(crate) const LOG_VAR: &str = "DELTA_TEST_LOG";

/// Reads the log level from `DELTA_TEST_LOG`: unset means 0.
///
/// A value other than 0, 1 or 2 is an error that names the variable, rather
/// than a silent fallback that would leave the user wondering why nothing
/// is printed.
pub(crate) fn level_from_env() -> Result<u8, String> {
    match std::env::var(LOG_VAR) {
        Err(std::env::VarError::NotPresent) => Ok(0),
        Ok(v) => parse_level(&v),
        Err(std::env::VarError::NotUnicode(v)) => parse_level(&v.to_string_lossy()),
    }
}

fn parse_level(value: &str) -> Result<u8, String> {
    match value.trim() {
        "" | "0" => Ok(0),
        "1" => Ok(1),
        "2" => Ok(2),
        other => Err(format!(
            "{LOG_VAR}={other:?} is not a log level; use 0 (quiet), 1 (one line per test run) \
             or 2 (also the algorithm's steps)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::parse_level;

    #[test]
    fn levels_parse_and_bad_values_say_what_to_do() {
        assert_eq!(parse_level("1"), Ok(1));
        assert_eq!(parse_level(" 2 "), Ok(2));
        assert_eq!(parse_level(""), Ok(0));
        let err = parse_level("verbose").unwrap_err();
        assert!(
            err.contains("DELTA_TEST_LOG=\"verbose\"") && err.contains("use 0"),
            "{err}"
        );
    }
}
