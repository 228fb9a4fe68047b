use delta_test::delta_test;

#[delta_test(inp = "()", matching = "fuzzy")]
fn mystery(inp: &str) {
    let _ = inp;
}

fn main() {}
