use delta_test::delta_test;

#[delta_test("()", 1, true)]
fn mystery(inp: &str, n: usize) {
    let _ = (inp, n);
}

fn main() {}
