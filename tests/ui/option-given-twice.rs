use delta_test::delta_test;

#[delta_test(inp = "()", mode = "min", mode = "max")]
fn mystery(inp: &str) {
    let _ = inp;
}

fn main() {}
