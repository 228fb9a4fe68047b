use delta_test::delta_test;

struct Parser;

impl Parser {
    #[delta_test("()")]
    fn parse(&self, inp: &str) {
        let _ = inp;
    }
}

fn main() {
    let _ = Parser;
}
