//! Records the compiler's version for bug reports: the rustc that builds
//! delta-test is the one that builds the tests it reduces.

fn main() {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let version = std::process::Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .filter(|output| output.status.success())
        .map(|output| String::from_utf8_lossy(&output.stdout).trim().to_string())
        .unwrap_or_else(|| "rustc (version unknown)".to_string());
    println!("cargo:rustc-env=DELTA_TEST_RUSTC_VERSION={version}");
    println!("cargo:rerun-if-env-changed=RUSTC");
}
