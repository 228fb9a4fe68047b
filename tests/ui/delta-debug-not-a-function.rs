use delta_test::delta_debug;

#[delta_debug]
struct Input(String);

fn main() {}
