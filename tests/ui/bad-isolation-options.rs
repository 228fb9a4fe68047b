use delta_test::delta_test;

#[delta_test(inp = "()", isolate = "fork")]
fn unknown_isolation(inp: &str) {
    let _ = inp;
}

#[delta_test(inp = "()", timeout = "2")]
fn timeout_without_unit(inp: &str) {
    let _ = inp;
}

#[delta_test(inp = "()", max_time = 30)]
fn time_not_a_string(inp: &str) {
    let _ = inp;
}

#[delta_test(inp = "()", verify = "2")]
fn verify_not_an_integer(inp: &str) {
    let _ = inp;
}

fn main() {}
