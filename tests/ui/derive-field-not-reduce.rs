use std::time::Instant;

/// `Instant` can be neither reduced nor written as Rust.
#[derive(Clone, delta_test::Reduce, delta_test::Literal)]
struct Event {
    name: String,
    at: Instant,
}

fn main() {}
