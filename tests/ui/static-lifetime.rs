use delta_test::delta_test;

#[delta_test("()")]
fn mystery(inp: &'static str) {
    let _ = inp;
}

fn main() {}
