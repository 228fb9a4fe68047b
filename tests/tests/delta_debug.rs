//! `#[delta_debug]`: calls behave as before, and the first panicking call
//! in a thread is reduced before its panic goes on.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};

use delta_test::delta_debug;

/// The chapter's `mystery`, wrapped.
#[delta_debug]
fn mystery(inp: &str) -> usize {
    let (x, y) = (inp.find('('), inp.find(')'));
    if let (Some(x), Some(y)) = (x, y)
        && x < y
    {
        panic!("Invalid input");
    }
    inp.len()
}

/// Several arguments of several forms; `maxlen`, an integer, is simplified
/// toward 0.
#[delta_debug]
fn list_error(l1: Vec<i32>, l2: &[i32], maxlen: usize) {
    assert!(
        l1.len() < l2.len() && l2.len() < maxlen,
        "invalid string length"
    );
}

static COUNTED_CALLS: AtomicUsize = AtomicUsize::new(0);

/// Counts its calls; only the test that counts them calls it.
#[delta_debug]
fn counted(inp: String) {
    COUNTED_CALLS.fetch_add(1, Ordering::SeqCst);
    assert!(!inp.contains("ab"), "found ab");
}

/// A type with no `Reduce`: kept as it is, printed with `Debug`.
#[derive(Clone, Debug, PartialEq)]
struct Limit(usize);

#[delta_debug]
fn too_long(items: &mut Vec<u8>, limit: &Limit, (a, b): (u8, u8)) {
    items.push(a + b);
    assert!(items.len() <= limit.0, "too long");
}

/// A type that cannot be cloned: the call is not watched, and runs as is.
struct Token;

#[delta_debug]
fn needs_token(_token: Token, inp: &str) {
    assert!(!inp.contains('!'), "bang");
}

/// A borrowing type, kept fixed.
#[derive(Clone, Debug)]
struct View<'a>(&'a str);

/// Not `'static`, so the call could not be held past its end (as in a
/// proptest) and is always reduced at once.
#[delta_debug]
fn viewed(view: View<'_>, n: u8) {
    assert!(usize::from(n) < view.0.len(), "too far");
}

/// Not `Send` (an `Rc`, kept fixed): reduced at once too.
#[delta_debug]
fn shared(label: std::rc::Rc<String>, inp: &str) {
    assert!(!inp.contains(label.as_str()), "found the label");
}

/// Borrowed text and slices inside its arguments, of any lifetime: cut
/// as `String`s and `Vec`s are.
#[delta_debug]
fn borrowed(words: Vec<&str>, groups: &[&[&str]]) {
    let long = words
        .iter()
        .chain(groups.iter().copied().flatten())
        .filter(|w| w.len() > 3);
    assert!(long.count() < 2, "two long words");
}

/// Runs `f` in a thread of its own (the "first panic" is per thread) and
/// returns its panic message.
fn panic_message(f: impl FnOnce() + Send + 'static) -> String {
    let payload = std::thread::spawn(move || catch_unwind(AssertUnwindSafe(f)).unwrap_err())
        .join()
        .unwrap();
    match payload.downcast::<String>() {
        Ok(message) => *message,
        Err(payload) => payload.downcast_ref::<&str>().unwrap().to_string(),
    }
}

#[test]
fn passing_calls_return_as_before() {
    assert_eq!(mystery("no parens"), 9);
    assert_eq!(mystery(")("), 2);
}

/// An inner attribute belongs to the body, which the wrapper keeps.
#[delta_debug]
fn with_inner_attribute(n: u8) -> u8 {
    #![allow(clippy::identity_op)]
    n + 0
}

#[test]
fn an_inner_attribute_stays_in_the_body() {
    assert_eq!(with_inner_attribute(3), 3);
}

#[test]
fn the_first_panicking_call_is_reduced_and_the_panic_goes_on() {
    let message = panic_message(|| {
        mystery(r#"V"/+!aF-(V4EOz*+s/Q,7)2@0_"#);
    });
    assert!(message.starts_with("Invalid input\n"), "{message}");
    assert!(
        message.contains(r#"  minimal:  mystery("()")"#),
        "{message}"
    );
    // The default strategy needs fewer tests than the chapter's 24.
    let tests: usize = message
        .split("from 26 to 2 parts in ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{message}"));
    assert!(tests < 24, "{message}");
    assert!(message.contains("the call is 1-minimal"), "{message}");
    // The regression test calls the function itself, by its path from the
    // crate root, and drops its value.
    assert!(
        message.contains(
            "fn mystery_minimal() {\n      use crate::delta_debug::mystery;\n      let _ = mystery(\"()\");\n  }"
        ),
        "{message}"
    );
}

#[test]
fn later_panics_in_the_same_thread_go_on_unreduced() {
    let messages = std::thread::spawn(|| {
        let first = catch_unwind(|| mystery("a(b)c")).unwrap_err();
        let second = catch_unwind(|| mystery("x(y)z")).unwrap_err();
        (
            first.downcast::<String>().map(|m| *m).unwrap_or_default(),
            second.downcast_ref::<&str>().map(|m| m.to_string()),
        )
    })
    .join()
    .unwrap();
    assert!(messages.0.contains("delta-test: reduced"), "{}", messages.0);
    assert_eq!(messages.1.as_deref(), Some("Invalid input"));
}

#[test]
fn arguments_of_every_form_are_reduced_and_fixed_ones_kept() {
    let message = panic_message(|| list_error(vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10], &[1, 2, 3], 5));
    assert!(
        message.contains("  minimal:  list_error(vec![], &[], 0)"),
        "{message}"
    );
    let message = panic_message(|| {
        let mut items = b"abcdef".to_vec();
        too_long(&mut items, &Limit(3), (1, 2));
    });
    // Any three bytes are too long: a 1-minimal call keeps three, each
    // simplified to 0, as are the numbers; `Limit` is kept, and marked as
    // printed with `Debug`.
    assert!(
        message.contains(
            "  minimal:  too_long(&mut vec![0, 0, 0], /* Debug, may not compile */ &Limit(3), (0, 0))"
        ),
        "{message}"
    );
}

#[test]
fn reruns_call_the_body_not_the_wrapper_and_print_nothing() {
    let message = panic_message(|| counted("xxaxbxxabxx".to_string()));
    assert!(
        message.contains(r#"  minimal:  counted(String::from("ab"))"#),
        "{message}"
    );
    let tests: usize = message
        .split(" tests (")
        .next()
        .and_then(|head| head.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{message}"));
    // The original call (the first test), then exactly the counted reruns:
    // no wrapper re-entered the reduction, and the cache answered repeated
    // candidates.
    assert_eq!(COUNTED_CALLS.load(Ordering::SeqCst), tests);
}

#[test]
fn a_call_whose_arguments_cannot_be_kept_runs_unwatched() {
    let message = panic_message(|| needs_token(Token, "hi!"));
    assert_eq!(message, "bang");
}

#[test]
fn calls_that_cannot_be_held_are_reduced_at_once() {
    let message = panic_message(|| viewed(View("ab"), 9));
    assert!(message.starts_with("too far\n"), "{message}");
    assert!(
        message.contains(r#"  minimal:  viewed(/* Debug, may not compile */ View("ab"), 2)"#),
        "{message}"
    );
    let message = panic_message(|| shared(std::rc::Rc::new("b".into()), "abc"));
    assert!(
        message.contains(r#"  minimal:  shared(/* Debug, may not compile */ "b", "b")"#),
        "{message}"
    );
}

#[test]
fn borrowed_values_inside_the_arguments_are_cut() {
    let message = panic_message(|| {
        // Not `'static`: borrowed from a local of the caller.
        let text = String::from("alpha be gamma delta");
        let words: Vec<&str> = text.split(' ').collect();
        borrowed(words[..2].to_vec(), &[&words[2..], &["ok", "epsilon"]]);
    });
    assert!(message.starts_with("two long words\n"), "{message}");
    // Two words of four letters, each cut from its own, nothing else.
    let minimal = message
        .lines()
        .find_map(|line| line.strip_prefix("  minimal:  borrowed("))
        .unwrap_or_else(|| panic!("{message}"));
    let words: Vec<&str> = minimal.split('"').skip(1).step_by(2).collect();
    assert_eq!(words.len(), 2, "{message}");
    assert!(words.iter().all(|w| w.len() == 4), "{message}");
}
