use delta_test::delta_test;

#[delta_test("()")]
async fn mystery(inp: &str) {
    let _ = inp;
}

fn main() {}
