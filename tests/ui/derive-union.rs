#[derive(Clone, Copy, delta_test::Reduce, delta_test::Literal)]
union Bits {
    int: u32,
    float: f32,
}

fn main() {}
