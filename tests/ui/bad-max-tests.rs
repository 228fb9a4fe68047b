use delta_test::delta_test;

const LIMIT: usize = 10;

#[delta_test(inp = "()", max_tests = 0)]
fn zero(inp: &str) {
    let _ = inp;
}

#[delta_test(inp = "()", max_tests = LIMIT)]
fn not_a_literal(inp: &str) {
    let _ = inp;
}

#[delta_test(inp = "()", max_tests = 2.5)]
fn not_an_integer(inp: &str) {
    let _ = inp;
}

#[delta_test(inp = "()", max_tests = 18446744073709551615, verify = 9223372036854775808)]
fn beyond_the_runtimes_integers(inp: &str) {
    let _ = inp;
}

fn main() {}
