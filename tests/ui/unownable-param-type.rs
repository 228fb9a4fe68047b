use delta_test::delta_test;
use std::fmt::Debug;

#[delta_test(|| ())]
fn closure(f: impl Fn()) {
    f();
}

#[delta_test(&1)]
fn trait_object(value: &dyn Debug) {
    let _ = value;
}

#[delta_test(vec![1])]
fn nested_impl_trait(values: Vec<impl Debug>) {
    let _ = values;
}

fn main() {}
