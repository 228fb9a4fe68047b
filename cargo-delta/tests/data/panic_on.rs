//! A fixture program with two bugs, for cargo-delta's tests: it panics when
//! its input (the file named by its argument, else standard input) holds an
//! `x` and later a `z`, and at another place when the input is a lone `x`.
//! A reduction that keeps the first panic must end at `xz`; one that takes
//! any failure slides to the second bug, `x`.

use std::io::Read;

fn main() {
    let mut text = String::new();
    match std::env::args().nth(1) {
        Some(path) => text = std::fs::read_to_string(path).expect("a readable file"),
        None => drop(std::io::stdin().read_to_string(&mut text)),
    }
    assert_ne!(text.trim(), "x", "a lone x");
    if let (Some(x), Some(z)) = (text.find('x'), text.rfind('z')) {
        if x < z {
            panic!("found x at {x} before z at {z}");
        }
    }
}
