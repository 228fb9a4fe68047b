#[derive(Clone, delta_test::Reduce)]
struct Config {
    #[reduce(keep)]
    depth: u32,
}

fn main() {}
