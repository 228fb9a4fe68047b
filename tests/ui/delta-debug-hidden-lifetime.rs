use delta_test::delta_debug;

#[derive(Clone, Debug)]
struct View<'a>(&'a str);

// `View` hides its lifetime: the wrapper cannot tell it is not `'static`.
#[delta_debug]
fn shows(view: View) {
    let _ = view;
}

// Written out, it compiles: the call is reduced at once, never held.
#[delta_debug]
fn shows_written(view: View<'_>) {
    let _ = view;
}

fn main() {}
