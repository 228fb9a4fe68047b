use delta_test::delta_test;
use std::rc::Rc;

// Reruns run on worker threads and processes: an argument must be `Send`,
// and the error names the parameter's type.
#[delta_test(name = Rc::from("ferris"))]
fn greets(name: Rc<str>) {
    assert!(!name.is_empty());
}

fn main() {}
