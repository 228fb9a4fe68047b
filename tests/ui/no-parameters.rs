use delta_test::delta_test;

#[delta_test]
fn mystery() {}

fn main() {}
