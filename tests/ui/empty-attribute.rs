use delta_test::delta_test;

#[delta_test]
fn mystery(inp: &str) {
    let _ = inp;
}

fn main() {}
