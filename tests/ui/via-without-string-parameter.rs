use delta_test::delta_test;

#[delta_test(n = 5, via = u32)]
fn numbers(n: u32) {
    let _ = n;
}

fn main() {}
