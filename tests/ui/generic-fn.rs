use delta_test::delta_test;

#[delta_test(vec![1, 2])]
fn type_parameter<T: Clone>(items: Vec<T>) {
    let _ = items;
}

#[delta_test("()")]
fn lifetime_parameter<'a>(inp: &'a str) {
    let _ = inp;
}

#[delta_test(vec![1, 2])]
fn where_clause(items: Vec<u8>)
where
    u8: Clone,
{
    let _ = items;
}

fn main() {}
