//! Every integration test of `cargo delta`, as one test binary.
//!
//! One binary rather than one per file: each binary is linked on its own,
//! and 19 of them made a cold `cargo test` much slower (issue 29); in one,
//! the tests of different files also run at the same time.
//! `autotests = false` in Cargo.toml, so a new file here is compiled only
//! once it is listed below; `every_test_file_is_listed` fails until it is.

#[path = "common/mod.rs"]
mod common;

#[path = "budget.rs"]
mod budget;
#[path = "claims.rs"]
mod claims;
#[path = "crates.rs"]
mod crates;
#[path = "errors.rs"]
mod errors;
#[path = "faults.rs"]
mod faults;
#[path = "formats.rs"]
mod formats;
#[path = "hang.rs"]
mod hang;
#[path = "help.rs"]
mod help;
#[path = "interrupt.rs"]
mod interrupt;
#[path = "isolate.rs"]
mod isolate;
#[path = "isolate_git.rs"]
mod isolate_git;
#[path = "outputs.rs"]
mod outputs;
#[path = "progress.rs"]
mod progress;
#[path = "reduce.rs"]
mod reduce;
#[path = "reports.rs"]
mod reports;
#[path = "rust.rs"]
mod rust;
#[path = "slurm.rs"]
mod slurm;
#[path = "slurm_git.rs"]
mod slurm_git;

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
