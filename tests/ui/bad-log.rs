use delta_test::delta_test;

#[delta_test(inp = "()", log = 3)]
fn mystery(inp: &str) {
    let _ = inp;
}

fn main() {}
