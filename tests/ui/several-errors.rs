use delta_test::delta_test;

#[delta_test(nope = 1, matching = "fuzzy")]
#[should_panic]
async fn mystery<T>(inp: &str, (a, b): (T, T)) {
    let _ = (inp, a, b);
}

fn main() {}
