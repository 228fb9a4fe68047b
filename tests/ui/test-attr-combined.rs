use delta_test::delta_test;

#[delta_test("()")]
#[test]
fn mystery(inp: &str) {
    let _ = inp;
}

fn main() {}
