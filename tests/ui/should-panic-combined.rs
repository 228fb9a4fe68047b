use delta_test::delta_test;

#[delta_test("()")]
#[should_panic(expected = "Invalid input")]
fn mystery(inp: &str) {
    let _ = inp;
}

fn main() {}
