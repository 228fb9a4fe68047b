use delta_test::delta_test;

#[delta_test(inp = "()", mode = "minimal")]
fn as_string(inp: &str) {
    let _ = inp;
}

#[delta_test(inp = "()", mode = min)]
fn not_a_string(inp: &str) {
    let _ = inp;
}

fn main() {}
