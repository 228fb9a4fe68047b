use delta_test::delta_debug;

#[delta_debug]
fn generic<T: Clone>(items: Vec<T>) {
    let _ = items;
}

#[delta_debug]
async fn asynchronous(inp: &str) {
    let _ = inp;
}

#[delta_debug]
fn impl_trait(items: impl Iterator<Item = u8>) {
    let _ = items;
}

struct Parser;

impl Parser {
    #[delta_debug]
    fn parse(&self, inp: &str) {
        let _ = inp;
    }
}

fn main() {}
