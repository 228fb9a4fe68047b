use delta_test::delta_test;

// A runtime's test attribute on a function that is not async.
#[delta_test("()")]
#[tokio::test]
fn mystery(inp: &str) {
    let _ = inp;
}

fn main() {}
