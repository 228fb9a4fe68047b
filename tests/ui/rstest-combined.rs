use delta_test::delta_test;

// rstest's own cases next to `#[delta_test]`: refused, at each attribute.
#[delta_test("()")]
#[rstest::rstest]
#[case("(")]
fn mystery(#[case] inp: &str) {
    let _ = inp;
}

fn main() {}
