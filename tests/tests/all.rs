//! Every integration and end-to-end test of delta-test, as one test binary.
//!
//! One binary rather than one per file: each binary links delta-test and
//! its dependencies again, so 25 of them spent most of a cold `cargo test`
//! linking (issue 29), and the tests of different files could not run at
//! the same time. `autotests = false` in Cargo.toml, so a new file here is
//! compiled only once it is listed below; `every_test_file_is_listed`
//! fails until it is. `macro_pass.rs` stays a binary of its own: its
//! ignored tests fail on purpose.

#[path = "common/mod.rs"]
mod common;

#[path = "book_parity.rs"]
mod book_parity;
#[path = "claims.rs"]
mod claims;
#[path = "compiletest.rs"]
mod compiletest;
#[path = "debugger.rs"]
mod debugger;
#[path = "delta_debug.rs"]
mod delta_debug;
#[path = "derive.rs"]
mod derive;
#[path = "derive_cycles.rs"]
mod derive_cycles;
#[path = "e2e.rs"]
mod e2e;
#[path = "harness.rs"]
mod harness;
#[path = "identity.rs"]
mod identity;
#[path = "isolation.rs"]
mod isolation;
#[path = "nested.rs"]
mod nested;
#[path = "parallel.rs"]
mod parallel;
#[path = "promises_friction.rs"]
mod promises_friction;
#[path = "promises_identity.rs"]
mod promises_identity;
#[path = "promises_truths.rs"]
mod promises_truths;
#[path = "proptest_handoff.rs"]
mod proptest_handoff;
#[path = "quickstart.rs"]
mod quickstart;
#[path = "regressions.rs"]
mod regressions;
#[path = "reruns.rs"]
mod reruns;
#[path = "rounds.rs"]
mod rounds;
#[path = "same_bug.rs"]
mod same_bug;
#[path = "together.rs"]
mod together;
#[path = "values.rs"]
mod values;

/// Cargo compiles only the test targets its manifest lists
/// (`autotests = false`): a file of this folder that is neither a module
/// above nor a target of its own would never run, and nothing would say so.
#[test]
fn every_test_file_is_listed() {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = std::fs::read_to_string(here.join("Cargo.toml")).unwrap();
    let listed = include_str!("all.rs");
    let mut unlisted = Vec::new();
    for entry in std::fs::read_dir(here.join("tests")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let Some(stem) = name.strip_suffix(".rs") else {
            continue;
        };
        let is_module = listed.contains(&format!("\nmod {stem};\n"));
        let is_target = manifest.contains(&format!("path = \"tests/{name}\""));
        if !is_module && !is_target {
            unlisted.push(name);
        }
    }
    assert!(
        unlisted.is_empty(),
        "add `#[path = \"FILE\"] mod NAME;` to tests/all.rs for {unlisted:?}"
    );
}
