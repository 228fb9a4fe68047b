//! The regression test to paste: a `#[test]` that makes the minimal call,
//! shown in the report, or written to a file when an argument is too long
//! to show whole.

use std::path::{Path, PathBuf};

use super::{is_long, Report, TERMINAL_LIMIT};

/// How the regression test calls the function under test.
#[derive(Debug, Clone)]
pub(crate) enum Regression {
    /// A `#[delta_test]` case: `function::call(..)`, whose return type (as
    /// written, `""` for none) the regression test returns too, so an `Err`
    /// still fails it. The test is pasted into the function's module, so
    /// the arguments are the minimal call's, as the report shows them.
    TestCase { returns: String },
    /// A `#[delta_debug]` function: `function(..)`, brought into scope by
    /// `use` of its path (`crate::parser::function`), since the test is
    /// pasted into a test module, not next to the function; only a panic
    /// fails it, so a returned value is dropped. `args` are the minimal
    /// call's arguments with every derived type named by its path
    /// (`crate::geom::Interval { .. }`), which that module may not import.
    Call {
        path: String,
        returns_value: bool,
        args: Vec<String>,
    },
}

impl Report {
    /// A `#[test]` that makes the minimal call. It compiles in the module of
    /// the function (a `#[delta_test]` expansion keeps its function callable
    /// as `function::call`), and a `#[delta_debug]` one in any module of its
    /// crate that can see the function and the arguments' types (it names
    /// them by their paths).
    pub(crate) fn regression_test(&self) -> String {
        let (returns, body) = match &self.regression {
            Regression::TestCase { returns } => {
                let args = self.minimal_args();
                let call = format!("{}::call({args})", self.function);
                match returns.is_empty() {
                    true => (String::new(), format!("{call};")),
                    false => (format!(" -> {returns}"), call),
                }
            }
            Regression::Call {
                path,
                returns_value,
                args,
            } => {
                let drop = if *returns_value { "let _ = " } else { "" };
                let call = format!("{}({})", self.function, args.join(", "));
                (String::new(), format!("use {path};\n    {drop}{call};"))
            }
        };
        format!(
            "#[test]\nfn {}_minimal(){returns} {{\n    {body}\n}}",
            self.function
        )
    }

    /// Whether an argument of the regression test is too long for the
    /// terminal report, which would cut it: the test is then written to a
    /// file instead.
    pub(crate) fn regression_is_long(&self) -> bool {
        match &self.regression {
            Regression::TestCase { .. } => self
                .args
                .iter()
                .any(|arg| is_long(&arg.minimal, TERMINAL_LIMIT)),
            Regression::Call { args, .. } => args.iter().any(|arg| is_long(arg, TERMINAL_LIMIT)),
        }
    }

    /// Writes the whole regression test to `dir/<name>.rs` (`name` as for
    /// [`Report::write_json`]).
    pub(crate) fn write_regression_test(&self, dir: &Path, name: &str) -> Result<PathBuf, String> {
        let path = dir.join(format!("{name}.rs"));
        let text = format!(
            "// The regression test of {}, as delta-test reduced it: paste it\n\
             // into a test module of the crate.\n{}\n",
            self.test,
            self.regression_test()
        );
        std::fs::create_dir_all(dir)
            .and_then(|()| std::fs::write(&path, text))
            .map_err(|e| {
                format!(
                    "could not write the regression test {}: {e}",
                    path.display()
                )
            })?;
        Ok(path)
    }

    fn minimal_args(&self) -> String {
        let args: Vec<&str> = self.args.iter().map(|a| a.minimal.as_str()).collect();
        args.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::report;
    use super::*;

    fn debug_call(minimal: &str) -> Report {
        Report {
            regression: Regression::Call {
                path: "crate::text::parens".into(),
                returns_value: true,
                args: vec![minimal.into()],
            },
            ..report()
        }
    }

    #[test]
    fn a_delta_debug_test_names_the_function_and_the_types_by_their_paths() {
        let report = debug_call("crate::geom::Interval { lo: 0 }");
        let expected = [
            "#[test]",
            "fn parens_minimal() {",
            "    use crate::text::parens;",
            "    let _ = parens(crate::geom::Interval { lo: 0 });",
            "}",
        ];
        assert_eq!(report.regression_test(), expected.join("\n"));
    }

    #[test]
    fn a_long_argument_sends_the_test_to_a_file() {
        assert!(!debug_call("\"()\"").regression_is_long());
        let long = format!("{:?}", "(".repeat(TERMINAL_LIMIT + 1));
        let report = debug_call(&long);
        assert!(report.regression_is_long());
        let dir =
            std::env::temp_dir().join(format!("delta-test-regression-{}", std::process::id()));
        let path = report
            .write_regression_test(&dir, "app.tests.parens")
            .unwrap();
        assert_eq!(path, dir.join("app.tests.parens.rs"));
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(text.contains(&long), "the argument is whole");
        assert!(text.contains("fn parens_minimal()"), "{text}");
    }
}
