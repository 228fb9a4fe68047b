use delta_test::delta_test;

#[delta_test(inp = "(", inp = ")")]
fn named_twice(inp: &str) {
    let _ = inp;
}

#[delta_test("()", 1, inp = ")")]
fn positional_and_named(inp: &str, n: usize) {
    let _ = (inp, n);
}

fn main() {}
