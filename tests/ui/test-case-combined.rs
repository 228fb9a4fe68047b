use delta_test::delta_test;

#[delta_test("()")]
#[test_case::test_case("(")]
fn mystery(inp: &str) {
    let _ = inp;
}

fn main() {}
