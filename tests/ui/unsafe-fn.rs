use delta_test::delta_test;

#[delta_test("()")]
unsafe fn mystery(inp: &str) {
    let _ = inp;
}

fn main() {}
