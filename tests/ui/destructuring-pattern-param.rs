use delta_test::delta_test;

#[delta_test((1, 2))]
fn pair((a, b): (u8, u8)) {
    let _ = (a, b);
}

fn main() {}
