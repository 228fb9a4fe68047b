use delta_test::delta_test;

#[delta_test(inp = )]
fn mystery(inp: &str) {
    let _ = inp;
}

fn main() {}
