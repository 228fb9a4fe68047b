use delta_test::delta_test;

/// A user type with neither derive.
#[derive(Clone, Debug)]
struct Config {
    depth: u32,
}

#[delta_test(config = Config { depth: 3 }, name = "x")]
fn run(config: Config, name: &str) {
    let _ = (config, name);
}

fn main() {}
