//! Where the result goes and how: beside the input with `.min` before the
//! extension, with the input's permissions.

use crate::common;

use std::path::Path;

use common::{arg, assert_code, cargo_delta, case};

/// Reduces `file` (as text) against a command that fails on `bug`, with
/// `options`.
fn reduce(file: &Path, options: &[&str]) {
    let command = common::FAILS_ON_BUG;
    let args = [
        &["reduce", arg(file), "--format", "text"],
        options,
        &command[..],
    ]
    .concat();
    assert_code(&cargo_delta(&args), 0);
}

#[test]
fn the_default_output_keeps_the_extension() {
    for (name, result) in [
        ("lib.rs", "lib_min.rs"),
        ("x.json", "x.min.json"),
        ("x", "x.min"),
    ] {
        let (dir, file) = case(name, "a\nbug\nc\n");
        reduce(&file, &[]);
        let out = std::fs::read_to_string(dir.path().join(result));
        assert_eq!(out.unwrap(), "bug", "{name} gives {result}");
    }
}

#[cfg(unix)]
#[test]
fn the_result_keeps_the_inputs_permissions() {
    use std::os::unix::fs::PermissionsExt;
    let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    for wanted in [0o644, 0o755, 0o640] {
        let (dir, file) = case("run.sh", "a\nbug\nc\n");
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(wanted)).unwrap();
        reduce(&file, &[]);
        assert_eq!(mode(&dir.path().join("run.min.sh")), wanted);
        let out = dir.path().join("out");
        reduce(&file, &["-o", arg(&out)]);
        assert_eq!(mode(&out), wanted, "-o");
    }
}
