use delta_test::delta_test;

#[delta_test(1)]
extern "C" fn mystery(n: u32) {
    let _ = n;
}

fn main() {}
