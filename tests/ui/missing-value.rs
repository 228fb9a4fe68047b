use delta_test::delta_test;

#[delta_test(inp = "()")]
fn mystery(inp: &str, n: usize, flag: bool) {
    let _ = (inp, n, flag);
}

fn main() {}
