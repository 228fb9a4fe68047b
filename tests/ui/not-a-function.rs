use delta_test::delta_test;

#[delta_test(inp = "()")]
struct Mystery {
    inp: String,
}

fn main() {
    let _ = Mystery { inp: String::new() }.inp;
}
