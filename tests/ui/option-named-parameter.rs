use delta_test::delta_test;

#[delta_test("()", 1)]
fn mystery(inp: &str, mode: u8) {
    let _ = (inp, mode);
}

fn main() {}
