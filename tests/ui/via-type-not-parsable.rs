use delta_test::delta_test;

/// Reducible, but neither parsed nor printed.
#[derive(Clone)]
struct Opaque;

impl delta_test::Reduce for Opaque {}

#[delta_test(src = "x", via = Opaque)]
fn parse(src: &str) {
    let _ = src;
}

fn main() {}
