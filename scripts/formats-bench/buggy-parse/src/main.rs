//! Parses a lock file with a real parser, then walks it with a planted bug:
//! the input of `cargo delta`'s formats benchmark, which needs a failure
//! that only a file that parses can reach, deep inside its structure.
//!
//! Usage: `buggy-parse FILE` (`.json`: an npm `package-lock.json`; `.toml`:
//! a `Cargo.lock`). Exits 2 when the file does not parse, panics (exit 101)
//! on the planted bug, else exits 0.

use std::process::ExitCode;

use serde_json::Value as Json;
use toml::Value as Toml;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: buggy-parse FILE.json|FILE.toml");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("error: cannot read {path}: {error}");
            return ExitCode::from(2);
        }
    };
    let parsed = if path.ends_with(".toml") {
        toml::from_str::<Toml>(&text)
            .map(|lock| check_cargo_lock(&lock))
            .map_err(|error| error.to_string())
    } else {
        serde_json::from_str::<Json>(&text)
            .map(|lock| check_package_lock(&lock))
            .map_err(|error| error.to_string())
    };
    match parsed {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {path} does not parse: {error}");
            ExitCode::from(2)
        }
    }
}

/// The planted bug of `package-lock.json`: a dev-only package whose peer
/// dependency has a range with alternatives (`^17 || ^18`). Each half alone
/// is common in the generated file; only their meeting fails.
fn check_package_lock(lock: &Json) {
    let Some(packages) = lock.get("packages").and_then(Json::as_object) else {
        return;
    };
    for (name, package) in packages {
        let dev = package.get("dev") == Some(&Json::Bool(true));
        let peers = package.get("peerDependencies").and_then(Json::as_object);
        let alternatives = peers.is_some_and(|peers| {
            peers
                .values()
                .any(|range| range.as_str().is_some_and(|r| r.contains("||")))
        });
        if dev && alternatives {
            panic!("planted bug: dev package {name:?} has a peer range with ||");
        }
    }
}

/// The planted bug of `Cargo.lock`: a package from git that names one of its
/// dependencies with a source (`"serde 1.0.0 (registry+...)"`). Git sources
/// and such dependencies each occur elsewhere in the generated file.
fn check_cargo_lock(lock: &Toml) {
    let Some(packages) = lock.get("package").and_then(Toml::as_array) else {
        return;
    };
    for package in packages {
        let git = package
            .get("source")
            .and_then(Toml::as_str)
            .is_some_and(|source| source.starts_with("git+"));
        let dependencies = package.get("dependencies").and_then(Toml::as_array);
        let sourced = dependencies.is_some_and(|dependencies| {
            dependencies
                .iter()
                .any(|d| d.as_str().is_some_and(|d| d.contains(" (")))
        });
        if git && sourced {
            panic!("planted bug: a git package names a dependency with its source");
        }
    }
}
