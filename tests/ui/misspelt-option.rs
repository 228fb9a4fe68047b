use delta_test::delta_test;

// `max_test` is no parameter: it is the option `max_tests`, misspelt.
#[delta_test(inp = "()", max_test = 5)]
fn mystery(inp: &str) {
    let _ = inp;
}

// `imp` is the parameter `inp`, misspelt.
#[delta_test(imp = "()")]
fn parens(inp: &str) {
    let _ = inp;
}

fn main() {}
