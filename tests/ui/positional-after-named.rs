use delta_test::delta_test;

#[delta_test(inp = "()", 1)]
fn mystery(inp: &str, n: usize) {
    let _ = (inp, n);
}

fn main() {}
