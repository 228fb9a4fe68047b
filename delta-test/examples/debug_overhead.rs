//! What `#[delta_debug]` costs a call that does not panic: a watched call
//! copies its arguments first (to rerun them if it panics). On 1 MiB of
//! text, timed against the same function unwrapped; the guide's
//! "Keeping it out of release builds" quotes the figures.
//!
//! `cargo run --example debug_overhead` (debug profile, as `cargo test`
//! builds) and `cargo run --release --example debug_overhead`.

use std::hint::black_box;
use std::time::Instant;

use delta_test::delta_debug;

/// Counts the parentheses; never panics on this input.
#[delta_debug]
fn wrapped(inp: &str) -> usize {
    inp.bytes().filter(|&b| b == b'(').count()
}

fn plain(inp: &str) -> usize {
    inp.bytes().filter(|&b| b == b'(').count()
}

/// The mean time of one call of `f`, in milliseconds.
fn per_call(calls: u32, f: impl Fn() -> usize) -> f64 {
    let start = Instant::now();
    for _ in 0..calls {
        black_box(f());
    }
    start.elapsed().as_secs_f64() * 1e3 / f64::from(calls)
}

fn main() {
    let input = "abc ".repeat(1 << 18); // 1 MiB
    let calls = 200;
    let wrapped_ms = per_call(calls, || wrapped(black_box(&input)));
    let plain_ms = per_call(calls, || plain(black_box(&input)));
    println!("1 MiB argument, {calls} calls each:");
    println!("  #[delta_debug]: {wrapped_ms:.3} ms a call");
    println!("  unwrapped:      {plain_ms:.3} ms a call");
    println!("  overhead:       {:.3} ms a call", wrapped_ms - plain_ms);
}
