use delta_test::delta_test;

#[delta_test("()", 1)]
#[delta_test(n = 2)]
fn mystery(inp: &str, n: usize) {
    let _ = (inp, n);
}

fn main() {}
