use delta_test::delta_debug;

#[delta_debug(max_tests = 10)]
fn reduce_me(inp: &str) {
    let _ = inp;
}

fn main() {}
