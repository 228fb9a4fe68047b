//! Each move on a small source, before and after; and any candidate the
//! format prints parses again.

use std::collections::BTreeSet;
use std::sync::Arc;

use delta_test::{DeltaDebugger, Place, Reduce, Subset};
use proptest::prelude::*;

use super::Source;

/// The file `text`, and the same without its item at `cut`: what the
/// file had before a cut, and after it.
pub fn before_and_after(text: &str, cut: usize) -> (syn::File, syn::File) {
    let before = syn::parse_file(text).expect("the test's source parses");
    let mut after = before.clone();
    after.items.remove(cut);
    (before, after)
}

/// `text` with the one choice `offered` finds in its items made by
/// `apply`: for a move of a list of items, before and after.
pub fn applied_once(
    text: &str,
    offered: fn(&[syn::Item]) -> Vec<usize>,
    apply: fn(&mut Vec<syn::Item>, usize),
) -> String {
    let mut file = syn::parse_file(text).expect("the test's source parses");
    let offered = offered(&file.items);
    assert_eq!(offered.len(), 1, "{text}");
    apply(&mut file.items, offered[0]);
    let printed = prettyplease::unparse(&file);
    let parsed = syn::parse_file(&printed);
    assert!(parsed.is_ok(), "{printed}\n{:?}", parsed.err());
    printed
}

/// Whether `offered` finds no choice in `text`'s items.
pub fn offers_none(text: &str, offered: fn(&[syn::Item]) -> Vec<usize>) -> bool {
    offered(
        &syn::parse_file(text)
            .expect("the test's source parses")
            .items,
    )
    .is_empty()
}

fn source(text: &str) -> Source {
    Source::parse(text).expect("the test's source parses")
}

/// The first item of `text`, which parses.
fn first_item(text: &str) -> Option<syn::Item> {
    syn::parse_file(text).unwrap().items.into_iter().next()
}

/// The smallest source on which `keeps` still holds, as delta-test finds it.
fn reduced(text: &str, keeps: impl Fn(&str) -> bool + 'static) -> String {
    let test = move |source: &Source| assert!(!keeps(source.text()), "still there");
    let minimal = DeltaDebugger::new("reduce", test, source(text))
        .min_args()
        .unwrap();
    minimal.args.text().to_string()
}

#[test]
fn a_candidate_is_keyed_and_sized_without_parsing_it() {
    let file = source("fn a() {}\nfn b() {}\nmod m {\n    fn c() {}\n}\n");
    let candidate = file.keep(&[0], &Subset::from_indices([0, 2]));
    super::TREES.with(|trees| trees.borrow_mut().clear());
    // What the outcome cache and the smallest other failure ask of every
    // candidate: its items (printed one to one) and its length.
    assert_eq!(
        candidate.sequences(),
        [delta_test::Sequence::here(2).under(0)]
    );
    assert_eq!(candidate.size(), candidate.text().len());
    assert!(super::TREES.with(|trees| trees.borrow().is_empty()));
    // Its tree, parsed when a move asks for it, holds as many.
    assert_eq!(candidate.places(&[0])[0], Place::parts(2));
}

#[test]
fn the_roots_sequence_is_the_files_function_bodies() {
    let file = source("fn a() -> u32 { 1 }\nmod m {\n    fn b() -> u32 { 2 }\n}\nstruct S;\n");
    assert_eq!(file.places(&[])[0], Place::parts(2));
    let cut = file.keep(&[], &Subset::from_indices([1]));
    assert_eq!(
        cut.text(),
        "fn a() -> u32 {\n    loop {}\n}\nmod m {\n    fn b() -> u32 {\n        2\n    }\n}\nstruct S;\n"
    );
    assert_eq!(cut.places(&[])[0], Place::parts(1));
    // Not where a lint is the failure and a cut takes what it leaves
    // unused: the bodies' sequence takes their callees along.
    let linted = file.clone().sweeping(super::Sweep::Items);
    assert!(!matches!(linted.places(&[])[..], [Place::Parts { .. }, ..]));
    let typed = file.sweeping(super::Sweep::Bindings);
    assert_eq!(typed.places(&[])[0], Place::parts(2));
}

#[test]
fn items_are_cut_and_a_body_is_replaced_whole() {
    let file = source("use std::fmt;\nfn a() -> u32 { let x = 1; x + 1 }\nstruct S;\n");
    // The file's one body can be cut, and its names renamed (`x` to `b`).
    assert_eq!(
        file.places(&[]),
        [Place::parts(1), Place::Choices { count: 1 }]
    );
    assert_eq!(file.places(&[0]), [Place::parts(3)]);
    let only_a = file.keep(&[0], &Subset::from_indices([1]));
    assert_eq!(
        only_a.text(),
        "fn a() -> u32 {\n    let x = 1;\n    x + 1\n}\n"
    );
    // The function's attributes, parameters, generics and where clause are empty:
    // its body (child 4) and its return type (child 5) are the things inside
    // it to reduce.
    assert_eq!(only_a.inner(&[0, 0]), [4, 5]);
    assert_eq!(only_a.places(&[0, 0, 4]), [Place::Choices { count: 2 }]);
    let looping = only_a.simplify(&[0, 0, 4], 0);
    assert_eq!(looping.text(), "fn a() -> u32 {\n    loop {}\n}\n");
    let todo = only_a.simplify(&[0, 0, 4], 1);
    assert_eq!(todo.text(), "fn a() -> u32 {\n    todo!()\n}\n");
    assert_eq!(looping.places(&[0, 0, 4]), [], "as small already");
}

#[test]
fn fields_variants_attributes_generics_and_predicates_are_cut() {
    let text = "#[derive(Debug, Clone)]\n#[allow(dead_code)]\nstruct S<T: Copy, U> where T: Default, U: Clone { a: T, b: U, c: u8 }\nenum E { X, Y(u8), Z { q: i32 } }\n";
    let keeps = |text: &str| {
        ["U>", "b: U", "Y(", "U: Clone"]
            .iter()
            .all(|part| text.contains(part))
    };
    assert_eq!(
        reduced(text, keeps),
        "struct S<U>\nwhere\n    U: Clone,\n{\n    b: U,\n}\nenum E {\n    Y(),\n}\n"
    );
}

#[test]
fn impl_and_trait_items_statements_and_arms_are_cut() {
    let text = "trait Tr { fn f(&self); fn g(&self) -> u8 { 0 } }\nimpl S { fn keep(&self, x: u8) -> u8 { let a = 1; match x { 0 => a, 1 => bad(), _ => 3 } } fn other(&self) {} }\n";
    let keeps = |text: &str| text.contains("fn g") && text.contains("=> bad()");
    assert_eq!(
        reduced(text, keeps),
        "trait S {\n    fn g() {}\n}\nfn b() {\n    match x {\n        1 => bad(),\n    };\n}\n"
    );
}

#[test]
fn an_expression_is_hoisted_to_one_inside_it() {
    let keeps = |text: &str| text.contains("h(2)");
    assert_eq!(
        reduced("fn f() -> u32 { g(1 + h(2)) }", keeps),
        "fn a() {\n    h(2);\n}\n"
    );
}

#[test]
fn a_match_is_hoisted_to_an_arms_value() {
    let keeps = |text: &str| text.contains("'a'");
    assert_eq!(
        reduced(
            "fn f(k: u8) -> char { match k { 0 => 'b', _ => 'a' } }",
            keeps
        ),
        "fn a() {\n    'a';\n}\n"
    );
}

#[test]
fn a_statement_hoisted_out_of_a_block_gets_its_semicolon() {
    let file = source("fn f() { if c { a } else { b } let z = 1; }");
    // The file's first item, its body, its statements, the first one, its
    // expression: the `if`, which can become its condition, its `else` or
    // its block, or lose the `else` (what the blocks hold is not offered
    // from here: they have choices of their own).
    let path = [0, 0, 4, 0, 0, 0];
    assert_eq!(file.places(&path), [Place::Choices { count: 4 }]);
    let hoisted = file.simplify(&path, 0);
    assert_eq!(hoisted.text(), "fn f() {\n    c;\n    let z = 1;\n}\n");
}

#[test]
fn a_literal_becomes_the_simplest_of_its_kind() {
    // The file's first item, its body, its statements, the first one, its
    // expression.
    let path = [0, 0, 4, 0, 0, 0];
    let cases = [
        ("42u8", "0u8"),
        ("2.5", "0.0"),
        ("\"abc\"", "\"\""),
        ("'z'", "'a'"),
        ("true", "false"),
    ];
    for (before, after) in cases {
        let file = source(&format!("fn f() {{ {before} }}"));
        assert_eq!(
            file.places(&path),
            [Place::Choices { count: 1 }],
            "{before}"
        );
        let simpler = file.simplify(&path, 0);
        assert_eq!(simpler.text(), format!("fn f() {{\n    {after}\n}}\n"));
        assert_eq!(simpler.places(&path), [], "{after} is the simplest");
    }
}

#[test]
fn an_expression_whose_value_is_plain_becomes_that_value() {
    // The path of the expression, as in the test above; its first choice.
    let path = [0, 0, 4, 0, 0, 0];
    let cases = [
        ("\"\\x1B[4;\".len()", "4"),
        ("b\"abc\".len()", "3"),
        ("[1, 2, 3].len()", "3"),
        ("2 * (3 + 0)", "2 * (3 + 0)"),
        ("2 * 3", "6"),
        ("7u8 + 1", "8u8"),
        ("1 << 4", "16"),
    ];
    for (before, after) in cases {
        let file = source(&format!("fn f() {{ {before} }}"));
        let folded = file.simplify(&path, 0);
        if before == after {
            // Not two literals: the first choice hoists `2`.
            assert_eq!(folded.text(), "fn f() {\n    2\n}\n");
        } else {
            assert_eq!(folded.text(), format!("fn f() {{\n    {after}\n}}\n"));
        }
    }
    // What is not certain stays: a negative result, a division by zero, a
    // length that calls or names something. Every choice is then a
    // hoist, a part of the expression, never a new number.
    for kept in ["7 - 12", "1 / 0", "[f()].len()", "x.len()"] {
        let file = source(&format!("fn f() {{ {kept} }}"));
        let [Place::Choices { count }] = file.places(&path)[..] else {
            panic!("{kept}: {:?}", file.places(&path));
        };
        for to in 0..count {
            let text = file.simplify(&path, to as u128).text().to_string();
            let value = text["fn f() {\n    ".len()..text.len() - "\n}\n".len()].to_string();
            assert!(kept.contains(&value), "{kept} became {value}");
        }
    }
    // A compiler's message that quotes the values (`attempt to compute
    // 7_usize - 12_usize`) keeps them: 0 is not the same, 7 is.
    let keeps = |text: &str| {
        let seven = text.contains(r#""\x1B[48;2;".len() -"#) || text.contains(" 7 -");
        let twelve = text.contains(r#"- "255;255;255m".len()"#) || text.contains("- 12");
        text.contains("const") && seven && twelve
    };
    assert_eq!(
        reduced(
            "const CAPACITY: usize = \"\\x1B[48;2;\".len() - \"255;255;255m\".len() + 24;",
            keeps
        ),
        "const S: usize = 7 - 12;\n"
    );
}

#[test]
fn an_expression_can_become_one_two_levels_inside_it() {
    // As a borrow checker would: the call must stay and keep its first
    // argument, and its second must be an index. The range and the
    // receiver, the call's own parts, are refused; the index inside the
    // range fits.
    let keeps = |text: &str| {
        text.contains("fn shuffle")
            && (text.contains("slice.swap(i, self.pick(..=i))")
                || text.contains("slice.swap(i, i)"))
    };
    let reduced = reduced(
        "fn shuffle(slice: &mut [u8]) { for i in 1..slice.len() { slice.swap(i, self.pick(..=i)); } }",
        keeps,
    );
    assert!(reduced.contains("slice.swap(i, i)"), "{reduced}");
}

#[test]
fn a_long_array_becomes_its_first_element_repeated() {
    // As a compiler would: the table's type fixes its length.
    let four = |text: &str| {
        let Some(syn::Item::Const(table)) = first_item(text) else {
            return false;
        };
        let len = match &*table.expr {
            syn::Expr::Array(array) => array.elems.len(),
            syn::Expr::Repeat(repeat) => {
                let len = &repeat.len;
                quote::quote!(#len).to_string().parse().unwrap_or(0)
            }
            _ => 0,
        };
        len == 4 && text.contains("[u8; 4]")
    };
    assert_eq!(
        reduced("const T: [u8; 4] = [3, 1, 4, 1];", four),
        "const S: [u8; 4] = [0; 4];\n"
    );
    // Three elements are cut or simplified one by one.
    let file = source("const T: [u8; 3] = [3, 1, 4];");
    let text = file.text().to_string();
    assert!(reduced(&text, |t| t.contains("[u8; 3] = [")
        && t.matches(',').count() == 2)
    .contains("[0, 0, 0]"));
}

#[test]
fn a_macros_argument_takes_its_place() {
    // As a statement: the assertion's other side and its check go. (A
    // function is needed, as it is for a macro that is not an item's.)
    let keeps = |text: &str| text.contains("fn ") && text.contains("g(1)");
    assert_eq!(
        reduced("fn f() { assert_eq!(g(1), 3); }", keeps),
        "fn a() {\n    g(1);\n}\n"
    );
    // As a value, and then the `let` that held it: the formatting goes.
    let keeps = |text: &str| text.contains("h(2)");
    assert_eq!(
        reduced("fn f() { let v = format!(\"{}\", h(2)); }", keeps),
        "fn a() {\n    h(2);\n}\n"
    );
    // Tokens that are not a list of expressions offer nothing.
    let file = source("fn f() { vec![0; n]; }");
    assert_eq!(file.places(&[0, 0, 4, 0, 0]), []);
}

#[test]
fn a_let_of_a_name_is_inlined_where_it_is_used() {
    // As a compiler would: the product must stay, of these two names.
    let keeps = |text: &str| {
        text.contains("bug(d * c)") || (text.contains("let e = c;") && text.contains("bug(d * e)"))
    };
    let reduced = reduced("fn f(c: u8, d: u8) { let e = c; bug(d * e); }", keeps);
    assert!(
        reduced.contains("bug(d * c)") && !reduced.contains("let"),
        "{reduced}"
    );
}

#[test]
fn a_macro_called_once_is_written_out_at_its_call() {
    // As a compiler would: `bool` must implement `T`, written out or
    // through the macro.
    let keeps = |text: &str| {
        let rule = ["$which:ty => $($t:ty),*", "$(impl $which for $t {})*"];
        text.contains("impl T for bool {}")
            || (rule.iter().all(|part| text.contains(part))
                && text.contains("!(T =>")
                && text.contains("bool"))
    };
    let reduced = reduced(
        "trait T {}\nmacro_rules! imp {\n    ($which:ty => $($t:ty),*) => { $(impl $which for $t {})* };\n}\nimp!(T => u8, bool, char);\n",
        keeps,
    );
    assert_eq!(reduced, "trait T {}\nimpl T for bool {}\n");
}

#[test]
fn a_function_called_once_is_written_at_its_call() {
    // As a compiler would: `bug` must get `c + 1`, through `a` or not.
    let keeps = |text: &str| {
        let through_b = text.contains("fn a(b: u8) {") && text.contains("a(c + 1)")
            || text.contains("let b: u8 = c + 1;")
            || text.contains("let b = c + 1;");
        text.contains("fn d(c: u8)")
            && (text.contains("bug(c + 1)") || (through_b && text.contains("bug(b)")))
    };
    let reduced = reduced(
        "fn a(b: u8) {\n    bug(b);\n}\nfn d(c: u8) {\n    a(c + 1);\n}\n",
        keeps,
    );
    assert_eq!(reduced, "fn d(c: u8) {\n    bug(c + 1);\n}\n");
}

#[test]
fn a_type_alias_is_written_where_it_is_used() {
    // As a compiler would: the function must return a `Vec<u8>`.
    let keeps = |text: &str| {
        text.contains("bug()")
            && (text.contains("-> Vec<u8>")
                || (text.contains("type A = Vec<u8>;") && text.contains("-> A")))
    };
    let reduced = reduced("type A = Vec<u8>;\nfn f() -> A {\n    bug()\n}\n", keeps);
    assert_eq!(reduced, "fn a() -> Vec<u8> {\n    bug()\n}\n");
}

#[test]
fn a_formatting_macros_argument_goes_with_its_placeholder() {
    // As a compiler would: each argument needs its `{}`, and `a` a
    // `format!`.
    let keeps = |text: &str| {
        text.contains("fn a(b: &str)")
            && (text.contains("a(format!(\"x{}\", d))") || text.contains("a(format!(\"x\"))"))
    };
    let reduced = reduced(
        "fn a(b: &str) {}\nfn c(d: usize) {\n    a(format!(\"x{}\", d));\n}\n",
        keeps,
    );
    assert_eq!(
        reduced,
        "fn a(b: &str) {}\nfn c() {\n    a(format!(\"x\"));\n}\n"
    );
}

#[test]
fn an_array_literal_is_cut_with_its_types_length() {
    // As a compiler would: the length must be the literal's, and `7` in it.
    let keeps = |text: &str| {
        let Ok(file) = syn::parse_file(text) else {
            return false;
        };
        file.items.iter().any(|item| match item {
            syn::Item::Const(c) => match (&*c.ty, &*c.expr) {
                (syn::Type::Array(ty), syn::Expr::Array(value)) => {
                    let len = quote::ToTokens::to_token_stream(&ty.len).to_string();
                    len == value.elems.len().to_string()
                        && value
                            .elems
                            .iter()
                            .any(|e| quote::ToTokens::to_token_stream(e).to_string() == "7")
                }
                _ => false,
            },
            _ => false,
        })
    };
    let reduced = reduced("const S: [u8; 4] = [0, 0, 7, 0];\n", keeps);
    assert_eq!(reduced, "const S: [u8; 1] = [7];\n");
    // An associated constant's too.
    let file = source("impl S {\n    const C: [u8; 3] = [0, 7, 0];\n}\n");
    let elements = [0, 0, 3, 0, 1, 0];
    assert_eq!(file.places(&elements), [Place::parts(3)]);
    assert_eq!(
        file.keep(&elements, &Subset::from_indices([1])).text(),
        "impl S {\n    const C: [u8; 1] = [7];\n}\n"
    );
}

#[test]
fn a_lint_levels_lints_are_cut_one_by_one() {
    let keeps = |text: &str| text.contains("unused_mut") && text.contains("fn ");
    let reduced = reduced(
        "#[allow(dead_code, unused_mut, non_snake_case)]\nfn f() {}\n",
        keeps,
    );
    assert_eq!(reduced, "#[allow(unused_mut)]\nfn a() {}\n");
}

#[test]
fn a_structs_fields_lose_their_pub_at_once() {
    let file = source("pub struct S { pub a: u8, b: u8, pub(crate) c: u8 }");
    // The struct's fields (its attributes and generics come first).
    let fields = [0, 0, 3];
    assert_eq!(file.places(&fields)[0], Place::parts(3));
    assert!(file.places(&fields).contains(&Place::Choices { count: 1 }));
    assert_eq!(
        file.simplify(&fields, 0).text(),
        "pub struct S {\n    a: u8,\n    b: u8,\n    c: u8,\n}\n"
    );
}

#[test]
fn a_trait_impl_made_inherent_loses_its_associated_types() {
    let file = source(
        "struct P;\nimpl std::str::FromStr for P {\n    type Err = u8;\n    fn from_str(s: &str) -> Result<P, Self::Err> { Err(0) }\n}\n",
    );
    // The impl's modifiers: its `Trait for` alone.
    let inherent = file.simplify(&[0, 1], 0);
    assert_eq!(
        inherent.text(),
        "struct P;\nimpl P {\n    fn from_str(s: &str) -> Result<P, u8> {\n        Err(0)\n    }\n}\n"
    );
}

#[test]
fn modifiers_go_all_at_once_then_one_by_one() {
    let file = source("pub unsafe fn f() { let mut x = 1; }");
    assert_eq!(file.places(&[0, 0]), [Place::Choices { count: 3 }]);
    assert_eq!(
        file.simplify(&[0, 0], 0).text(),
        "fn f() {\n    let mut x = 1;\n}\n"
    );
    assert_eq!(
        file.simplify(&[0, 0], 2).text(),
        "pub fn f() {\n    let mut x = 1;\n}\n"
    );
    // The body's first statement: the `let`, which loses its `mut`, or
    // its binding, its value kept as a statement.
    let binding = [0, 0, 4, 0, 0];
    assert_eq!(file.places(&binding), [Place::Choices { count: 2 }]);
    assert_eq!(
        file.simplify(&binding, 0).text(),
        "pub unsafe fn f() {\n    let x = 1;\n}\n"
    );
    assert_eq!(
        file.simplify(&binding, 1).text(),
        "pub unsafe fn f() {\n    1;\n}\n"
    );
    let others =
        source("pub(crate) async fn g() {}\nunsafe impl Send for S {}\nstatic mut N: u8 = 0;");
    let dropped: Vec<String> = (0..3)
        .map(|item| others.simplify(&[0, item], 0).text().to_string())
        .collect();
    assert!(dropped[0].starts_with("fn g() {}"), "{}", dropped[0]);
    // `unsafe` and `Send for`: both at once, then `unsafe` alone, then the
    // impl made inherent alone.
    assert!(dropped[1].contains("\nimpl S {}"), "{}", dropped[1]);
    let unsafe_only = others.simplify(&[0, 1], 1);
    assert!(
        unsafe_only.text().contains("\nimpl Send for S {}"),
        "{}",
        unsafe_only.text()
    );
    let inherent = others.simplify(&[0, 1], 2);
    assert!(
        inherent.text().contains("\nunsafe impl S {}"),
        "{}",
        inherent.text()
    );
    assert!(dropped[2].contains("\nstatic N: u8 = 0;"), "{}", dropped[2]);
}

#[test]
fn a_lets_pattern_loses_its_muts_at_once() {
    let file = source("pub fn f() { let (mut a, (b, mut c)) = (1, (2, 3)); }");
    let binding = [0, 0, 4, 0, 0];
    // Its `mut`s, or its binding (not `()` for its value, which a tuple's
    // pattern never matches).
    assert_eq!(file.places(&binding), [Place::Choices { count: 2 }]);
    assert_eq!(
        file.simplify(&binding, 0).text(),
        "pub fn f() {\n    let (a, (b, c)) = (1, (2, 3));\n}\n"
    );
}

#[test]
fn an_item_allowed_unused_becomes_pub_instead() {
    let file = source("#[allow(dead_code)]\nfn f() {}\n#[allow(unused)]\nfn g() {}\n");
    // `f`'s one choice, its attribute made `pub`; `g`'s attribute is not
    // the one a cut adds, and stays for the cut of attributes.
    assert_eq!(file.places(&[0, 0]), [Place::Choices { count: 1 }]);
    assert_eq!(
        file.simplify(&[0, 0], 0).text(),
        "pub fn f() {}\n#[allow(unused)]\nfn g() {}\n"
    );
    assert!(!file
        .places(&[0, 1])
        .iter()
        .any(|place| matches!(place, Place::Choices { .. })));
}

#[test]
fn a_functions_parameters_lose_their_mut_at_once() {
    let file = source("fn f(mut a: u8, b: u8, mut c: u8) -> u8 { a + b + c }");
    // Both `mut`s and the return type, then the `mut`s, then the return
    // type with the value it returned, which becomes a statement.
    assert_eq!(file.places(&[0, 0]), [Place::Choices { count: 3 }]);
    assert_eq!(
        file.simplify(&[0, 0], 1).text(),
        "fn f(a: u8, b: u8, c: u8) -> u8 {\n    a + b + c\n}\n"
    );
    assert_eq!(
        file.simplify(&[0, 0], 2).text(),
        "fn f(mut a: u8, b: u8, mut c: u8) {\n    a + b + c;\n}\n"
    );
    // A body that diverges needs no `;`.
    let looping = source("fn f() -> u8 { loop {} }");
    assert_eq!(
        looping.simplify(&[0, 0], 0).text(),
        "fn f() {\n    loop {}\n}\n"
    );
    let method = source("impl S { pub fn g(&mut self, mut x: u8) {} }");
    // The impl's items (3), the method: `pub`, the `mut`, both at once.
    assert_eq!(method.places(&[0, 0, 3, 0]), [Place::Choices { count: 3 }]);
    assert_eq!(
        method.simplify(&[0, 0, 3, 0], 2).text(),
        "impl S {\n    pub fn g(&mut self, x: u8) {}\n}\n"
    );
}

#[test]
fn a_trait_item_is_cut_with_its_implementations() {
    let text = "trait Tr { fn a(&self) -> u8; fn b(&self); }\nimpl Tr for S { fn a(&self) -> u8 { 1 } fn b(&self) { bug() } }\nstruct S;\n";
    let file = source(text);
    // The trait's items: after its attributes, parameters, predicates and bounds.
    let without_a = file.keep(&[0, 0, 4], &Subset::from_indices([1]));
    assert_eq!(
        without_a.text(),
        "trait Tr {\n    fn b(&self);\n}\nimpl Tr for S {\n    fn b(&self) {\n        bug()\n    }\n}\nstruct S;\n"
    );
    // A compiler's view, roughly: the trait and its impl have as many
    // methods, and the impl's calls `bug()`. Cut from one side alone, a
    // method breaks it; so without the cut from both, both keep `a`.
    let keeps = |text: &str| {
        let Some((declared, implemented)) = text.split_once("impl") else {
            return false;
        };
        declared.contains("trait")
            && implemented.contains("bug()")
            && declared.matches("fn ").count() == implemented.matches("fn ").count()
    };
    let kept = reduced(text, keeps);
    assert_eq!(kept.matches("fn ").count(), 2, "{kept}");
}

#[test]
fn names_are_renamed_short_and_consistently_save_a_foreign_traits() {
    let text = "struct Counter<'life> { count: u32, label: &'life str }\nimpl std::fmt::Display for Counter<'_> { fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result { write!(f, \"{}\", self.count) } }\nfn bump(counter: &mut Counter) -> u32 { counter.count += 1; counter.count }\n";
    let file = source(text);
    // All at once, then each of the seven alone (`fmt` is `Display`'s),
    // then `'life` made `'static` (`generics.rs`).
    assert_eq!(
        file.places(&[]),
        [Place::parts(2), Place::Choices { count: 9 }]
    );
    let renamed = file.simplify(&[], 0);
    assert_eq!(
        renamed.text(),
        "struct S<'a> {\n    a: u32,\n    b: &'a str,\n}\nimpl std::fmt::Display for S<'_> {\n    fn fmt(&self, c: &mut std::fmt::Formatter) -> std::fmt::Result {\n        write!(c, \"{}\", self.a)\n    }\n}\nfn d(e: &mut S) -> u32 {\n    e.a += 1;\n    e.a\n}\n"
    );
    // Every name is short: what is left is the lifetime made `'static`.
    assert_eq!(
        renamed.places(&[]),
        [Place::parts(2), Place::Choices { count: 1 }]
    );
    let one = file.simplify(&[], 1);
    assert!(
        one.text()
            .starts_with("struct S<'life> {\n    count: u32,\n"),
        "{}",
        one.text()
    );
    // After a cut, the names left are renamed again, in order (the cut
    // impl took `fmt`'s parameter `c` with it).
    let cut = renamed.keep(&[0], &Subset::from_indices([0, 2]));
    assert_eq!(
        cut.simplify(&[], 0).text(),
        "struct S<'a> {\n    a: u32,\n    b: &'a str,\n}\nfn c(d: &mut S) -> u32 {\n    d.a += 1;\n    d.a\n}\n"
    );
}

#[test]
fn the_names_the_failure_quotes_are_not_renamed() {
    let text =
        "struct Counter { count: u32 }\nfn bump(counter: &mut Counter) { counter.count += 1; }\n";
    let quoted: BTreeSet<String> = ["Counter".to_string(), "bump".to_string()].into();
    let renamed = source(text).quoting(Arc::new(quoted)).simplify(&[], 0);
    assert_eq!(
        renamed.text(),
        "struct Counter {\n    a: u32,\n}\nfn bump(b: &mut Counter) {\n    b.a += 1;\n}\n"
    );
    // And its edits keep them so.
    let cut = renamed.keep(&[0], &Subset::from_indices([1]));
    assert_eq!(cut.quoted(), renamed.quoted());
}

#[test]
fn a_closures_parameters_and_its_move_are_cut() {
    let keeps = |text: &str| text.contains("|") && text.contains("bug(");
    assert_eq!(
        reduced("fn f() { let g = move |c: u8, d| bug(d); }", keeps),
        "fn a() {\n    || bug(d);\n}\n"
    );
}

#[test]
fn an_associated_types_bounds_are_cut() {
    let keeps = |text: &str| text.contains("type") && text.contains("bug");
    assert_eq!(
        reduced("trait S { type T: ?Sized + Clone; fn bug(); }", keeps),
        "trait S {\n    type T;\n    fn bug();\n}\n"
    );
}

#[test]
fn a_local_renamed_leaves_a_macro_of_its_name_alone() {
    // `vec` the binding is the file's; `vec!` is the standard library's.
    let text = "macro_rules! vec2 { () => {} }\nfn f(vec: u8) -> Vec<u8> { vec2!(); vec![vec] }\n";
    let renamed = source(text).simplify(&[], 0);
    assert_eq!(
        renamed.text(),
        "macro_rules! a {\n    () => {};\n}\nfn b(c: u8) -> Vec<u8> {\n    a!();\n    vec![c]\n}\n"
    );
}

#[test]
fn an_item_is_cut_with_what_names_it_so_no_name_is_left_unresolved() {
    let file =
        source("fn a() { b() }\nfn b() { c() }\nfn c() {}\nfn bug() {}\nuse self::c as d;\n");
    // Cutting `c` alone would leave `b` calling nothing (E0425), which
    // the guard refuses: `b` goes with it, `a` with `b`, and the `use`,
    // each leaving a placeholder that the next cut of the list removes.
    let cut = file.keep(&[0], &Subset::from_indices([0, 1, 3, 4]));
    let hole = "const _: () = ();\n";
    assert_eq!(cut.text(), format!("{hole}{hole}fn bug() {{}}\n{hole}"));
    // Two cuts of the list compose by their indices, as the engine
    // composes them: the second's parts are the first's kept ones.
    let first = [0, 1, 3, 4];
    let twice = cut.keep(&[0], &Subset::from_indices([2]));
    let once = file.keep(&[0], &Subset::from_indices([first[2]]));
    assert_eq!(twice.text(), once.text());
    let keeps = |text: &str| text.contains("fn bug") && !text.contains("fn c");
    assert_eq!(reduced(cut.text(), keeps), "fn bug() {}\n");
}

#[test]
fn a_macro_invocations_tokens_are_cut_as_tokens() {
    let keeps =
        |text: &str| text.contains("fn ") && text.contains("\"{}\"") && text.contains("bug");
    assert_eq!(
        reduced("fn f(x: u8) { println!(\"{}\", x, bug); }", keeps),
        "fn a() {\n    println!(\"{}\" bug);\n}\n"
    );
}

#[test]
fn bounds_and_parameters_are_cut() {
    let text = "trait Tr: Clone + Send {}\nfn f<T: Copy + Tr>(x: T, y: u8) where T: Default + Send { bug(x) }\n";
    let keeps = |text: &str| {
        let parts = ["trait Tr:", "Send {}", "Tr>(", "where", "bug("];
        parts.iter().all(|part| text.contains(part))
    };
    assert_eq!(
        reduced(text, keeps),
        "trait Tr: Send {}\nfn a<T: Tr>()\nwhere\n    ():,\n{\n    bug(x)\n}\n",
        "the bounded type is a type like others"
    );
}

#[test]
fn a_blocks_value_becomes_a_loop_and_a_block_its_value() {
    let file = source("fn f() -> u8 { let a = 1; { g(a) } }");
    // The body's statements: the `let`, then the value.
    let value = [0, 0, 4, 0, 1];
    assert_eq!(file.places(&value), [Place::Choices { count: 1 }]);
    let looping = file.simplify(&value, 0);
    assert_eq!(
        looping.text(),
        "fn f() -> u8 {\n    let a = 1;\n    loop {}\n}\n"
    );
    assert_eq!(looping.places(&value), [], "a loop already");
    let block = [0, 0, 4, 0, 1, 0];
    // Its value, then what that value holds: `g` and `a`.
    assert_eq!(file.places(&block), [Place::Choices { count: 3 }]);
    assert_eq!(
        file.simplify(&block, 0).text(),
        "fn f() -> u8 {\n    let a = 1;\n    g(a)\n}\n"
    );
}

#[test]
fn an_if_loses_its_else() {
    let file = source("fn f() { if c { bug() } else { ok() } }");
    // The body's statement, its `if`: its condition, its `else` block or
    // its own block (hoisted), or itself without the `else`.
    let branch = [0, 0, 4, 0, 0, 0];
    assert_eq!(file.places(&branch), [Place::Choices { count: 4 }]);
    assert_eq!(
        file.simplify(&branch, 2).text(),
        "fn f() {\n    { bug() }\n}\n"
    );
    assert_eq!(
        file.simplify(&branch, 3).text(),
        "fn f() {\n    if c {\n        bug()\n    }\n}\n"
    );
    let keeps = |text: &str| text.contains("if c") && text.contains("bug()");
    assert_eq!(
        reduced("fn f() { if c { bug() } else { ok() } }", keeps),
        "fn a() {\n    if c {\n        bug()\n    }\n}\n"
    );
}

#[test]
fn a_loop_or_an_if_becomes_its_body() {
    let keeps = |text: &str| text.contains("bug()");
    assert_eq!(
        reduced("fn f() { while go() { if c { bug() } } }", keeps),
        "fn a() {\n    bug()\n}\n"
    );
    let keeps = |text: &str| text.contains("bug(i)");
    assert_eq!(
        reduced("fn f() { for i in 0..3 { let j = i; bug(i); } }", keeps),
        "fn a() {\n    bug(i);\n}\n"
    );
}

#[test]
fn a_macro_definition_loses_whole_rules_then_tokens_inside_them() {
    let file = source("macro_rules! m { () => { 1 }; ($a:expr) => { f($a, 2) }; }");
    // The item's attributes are empty; its rules are child 1.
    let rules = [0, 0, 1];
    assert_eq!(file.places(&rules), [Place::parts(2)]);
    assert_eq!(
        file.keep(&rules, &Subset::from_indices([1])).text(),
        "macro_rules! m {\n    ($a:expr) => {\n        f($a, 2)\n    };\n}\n"
    );
    // Inside: each rule's matcher and body that hold tokens (`=>` is two).
    assert_eq!(file.inner(&rules), [3, 5, 8]);
    let keeps = |text: &str| text.contains("m!(x y)") && text.contains("$a:expr");
    assert_eq!(
        reduced(
            "macro_rules! m { () => { 1 }; ($a:expr) => { f($a, 2) }; }\nfn g() { m!(x y); }",
            keeps
        ),
        // The call, the function's one statement, is an item now.
        "macro_rules! m {\n    ($a:expr) => {};\n}\nm!(x y);\n"
    );
}

#[test]
fn a_macros_list_loses_whole_elements() {
    // As a macro of `$which:ty => $($t:ty),*` would: a list with no
    // empty element, after its `U =>`, holding `bool`.
    let keeps = |text: &str| {
        let Some(syn::Item::Macro(call)) = first_item(text) else {
            return false;
        };
        let tokens = call.mac.tokens.to_string();
        let Some(list) = tokens.strip_prefix("U => ") else {
            return false;
        };
        let elements: Vec<&str> = list.split(',').map(str::trim).collect();
        elements.iter().all(|e| !e.is_empty()) && elements.contains(&"bool")
    };
    assert_eq!(
        reduced("m!(U => i8, u8, i16, bool);", keeps),
        "m!(U => bool);\n"
    );
    // `U =>`, then each element with its `,`.
    let file = source("m!(U => i8, u8, i16, bool);");
    assert_eq!(
        file.places(&[0, 0, 1]),
        [Place::Parts {
            len: 10,
            coarse: vec![vec![0..3, 3..5, 5..7, 7..9, 9..10]],
        }]
    );
}

#[test]
fn a_group_inside_a_macros_tokens_is_cut_too() {
    // (A function is needed, as it is for a macro that is not an item's.)
    let keeps =
        |text: &str| text.contains("fn ") && text.contains("assert_eq!") && text.contains("bug");
    assert_eq!(
        reduced("fn f() { assert_eq!(g(1, [bug, 3]), 2); }", keeps),
        "fn a() {\n    assert_eq!(([bug]));\n}\n"
    );
}

#[test]
fn an_impls_functions_become_free_functions() {
    let file = source("struct S<T>(T);\nimpl<T: Copy> S<T> where T: Default { fn f<U>(u: U) -> T { g() } }\nimpl Clone for S<u8> { fn clone(&self) -> Self { todo!() } }");
    // The items: cut, or the inherent impl (not `Clone`'s) unwrapped, or
    // its function made free with its calls rewritten (`methods.rs`).
    assert_eq!(
        file.places(&[0]),
        [Place::parts(3), Place::Choices { count: 2 }]
    );
    let free = file.simplify(&[0], 0);
    assert_eq!(
        free.text(),
        "struct S<T>(T);\nfn f<T: Copy, U>(u: U) -> T\nwhere\n    T: Default,\n{\n    g()\n}\nimpl Clone for S<u8> {\n    fn clone(&self) -> Self {\n        todo!()\n    }\n}\n"
    );
}

#[test]
fn a_modules_items_move_to_its_parent() {
    let file = source("mod a { use super::T; pub struct S; pub fn f() -> super::T { T } }\nstruct T;\nfn g() -> a::S { a::f(); self::a::S }");
    // The items: cut, or the module unwrapped with its paths rewritten,
    // then as it is.
    assert_eq!(
        file.places(&[0]),
        [Place::parts(3), Place::Choices { count: 2 }]
    );
    assert_eq!(
        file.simplify(&[0], 0).text(),
        "pub struct S;\npub fn f() -> T {\n    T\n}\nstruct T;\nfn g() -> S {\n    f();\n    S\n}\n"
    );
    assert_eq!(
        file.simplify(&[0], 1).text(),
        "use super::T;\npub struct S;\npub fn f() -> super::T {\n    T\n}\nstruct T;\nfn g() -> a::S {\n    a::f();\n    self::a::S\n}\n"
    );
    // With no path through it, the two are one.
    let alone = source("mod a { struct S {} fn b() {} }");
    assert_eq!(
        alone.places(&[0]),
        [Place::parts(1), Place::Choices { count: 1 }]
    );
    assert_eq!(alone.simplify(&[0], 0).text(), "struct S {}\nfn b() {}\n");
}

#[test]
fn types_become_simpler() {
    let file = source("struct S { a: Option<u8>, b: &'static str }\nfn f(c: Vec<u8>) -> Result<(u64, &str), S> { let d: Box<u32> = g(); todo!() }");
    // A return type (the function's child 5): gone, or one inside it.
    let output = [0, 1, 5];
    assert_eq!(file.places(&output), [Place::Choices { count: 3 }]);
    let text = |to| {
        file.simplify(&output, to)
            .text()
            .lines()
            .nth(4)
            .unwrap()
            .to_string()
    };
    assert_eq!(text(0), "fn f(c: Vec<u8>) {");
    assert_eq!(text(1), "fn f(c: Vec<u8>) -> (u64, &str) {");
    assert_eq!(text(2), "fn f(c: Vec<u8>) -> S {");
    // Inside it, the tuple: `()`, or one of its elements; `&str` becomes
    // `()`, never `str`.
    assert_eq!(file.inner(&output), [0, 1]);
    assert_eq!(file.places(&[0, 1, 5, 0]), [Place::Choices { count: 3 }]);
    assert_eq!(file.places(&[0, 1, 5, 0, 1]), [Place::Choices { count: 1 }]);
    assert!(file
        .simplify(&[0, 1, 5, 0, 1], 0)
        .text()
        .contains("-> Result<(u64, ()), S>"));
    // A field's type, a parameter's: `()`, or the type inside.
    let field = [0, 0, 3, 0];
    assert_eq!(file.places(&field), [Place::Choices { count: 2 }]);
    assert!(file.simplify(&field, 0).text().contains("a: (),"));
    assert!(file.simplify(&field, 1).text().contains("a: u8,"));
    let parameter = [0, 1, 1, 0];
    assert!(file.simplify(&parameter, 1).text().contains("fn f(c: u8)"));
    // A `let`'s annotation: gone, or the type inside.
    let annotation = [0, 1, 4, 0, 0, 1];
    assert_eq!(file.places(&annotation), [Place::Choices { count: 2 }]);
    assert!(file
        .simplify(&annotation, 0)
        .text()
        .contains("let d = g();"));
    assert!(file
        .simplify(&annotation, 1)
        .text()
        .contains("let d: u32 = g();"));
    // `()` is as simple as it gets.
    let unit = source("fn f(x: ()) {}");
    assert_eq!(unit.places(&[0, 0, 1, 0]), []);
}

#[test]
fn a_module_and_the_types_in_it_go_on_the_way_down() {
    let text = "mod m { struct S {} fn f(c: &str) -> Result<(u64, &str), S> { let d: usize = 0; bug(c, d) } }";
    let keeps = |text: &str| text.contains("bug(") && text.contains("let");
    // The module unwrapped, `S` cut, the return type and the annotation gone.
    assert_eq!(
        reduced(text, keeps),
        "fn a() {\n    let b = 0;\n    bug(c, b);\n}\n"
    );
}

#[test]
fn a_tree_the_printer_gives_up_on_is_no_candidate() {
    // `syn` parses it; `prettyplease` panics on a `macro_rules!` that is
    // not one, and the file is then refused (the command reduces it as text).
    let refused = Source::parse("macro_rules! m { x }");
    let error = refused.unwrap_err();
    assert!(error.contains("prettyplease cannot print"), "{error}");
}

#[test]
fn a_parameter_goes_with_its_arguments() {
    let file = source("fn f(a: u8, b: u8) -> u8 { a }\nfn g() -> u8 { f(1, 2) + f(3, 4) }");
    // The first item's parameters.
    let inputs = [0, 0, 1];
    assert_eq!(file.places(&inputs), [Place::parts(2)]);
    assert_eq!(
        file.keep(&inputs, &Subset::from_indices([0])).text(),
        "fn f(a: u8) -> u8 {\n    a\n}\nfn g() -> u8 {\n    f(1) + f(3)\n}\n"
    );
    let methods = source("struct S;\nimpl S { fn m(&self, x: u8, y: u8) {} }\nfn h(s: S) { s.m(5, 6); S::m(&s, 7, 8); }");
    // The impl's first item's parameters.
    let inputs = [0, 1, 3, 0, 1];
    assert_eq!(methods.places(&inputs), [Place::parts(3)]);
    let cut = methods.keep(&inputs, &Subset::from_indices([0, 2]));
    assert!(
        cut.text().contains("fn m(&self, y: u8) {}"),
        "{}",
        cut.text()
    );
    assert!(
        cut.text().contains("s.m(6);\n    S::m(&s, 8);"),
        "{}",
        cut.text()
    );
}

/// A source with something of every kind the format reduces.
const EVERYTHING: &str = r#"
#![allow(dead_code)]
use std::collections::HashMap;
/// A point.
#[derive(Debug, Clone, Copy)]
pub struct Point<T: Copy> where T: Default { pub x: T, y: T }
pub enum Shape { Circle(f64), Rect { w: f64, h: f64 }, Empty }
pub trait Area { const SIDES: u8; fn area(&self) -> f64; fn twice(&self) -> f64 { self.area() * 2.0 } }
impl Area for Shape {
    const SIDES: u8 = 4;
    fn area(&self) -> f64 {
        match self {
            Shape::Circle(r) if *r > 0.0 => 3.14 * r * r,
            Shape::Rect { w, h } => { let a = w * h; a }
            Shape::Empty | Shape::Circle(_) => 0.0,
        }
    }
}
impl<T: Copy> Point<T> where T: Default { pub fn new(x: T) -> Self { Point { x, y: x } } fn zero() -> T { T::default() } }
mod inner { use super::Shape; pub fn helper(v: &[u8]) -> usize { let n: Option<(u8, &str)> = None; v.iter().filter(|b| **b > 3).count() } pub fn shape() -> super::Shape { Shape::Empty } }
static TABLE: [u8; 3] = [1, 2, 3];
type Map<K> = HashMap<K, u32>;
const LIMIT: usize = 10 * 2;
macro_rules! twice { ($e:expr) => { $e + $e }; }
pub const unsafe fn zero() -> u8 { 0 }
fn scale(v: u32) -> u32 { let w = v * 3; w + 1 }
pub async fn later(flag: bool) -> &'static str { if flag { "yes" } else { "no" } }
pub fn run<'a, K: std::hash::Hash + Eq>(map: &'a mut Map<K>, key: K) -> Option<&'a u32> {
    let mut total = 0;
    for i in 0..LIMIT { if i % 2 == 0 { total += i } else { continue; } }
    while let Some(x) = Some(total) { if x > 3 { break; } total = twice!(x); }
    let closure = |a: u32| -> u32 { a + (total as u32) };
    unsafe { let _p = &TABLE as *const _; }
    loop { if total > 0 { break } }
    map.insert(key, scale(closure(inner::helper(&TABLE) as u32)));
    let _s: Box<Shape> = Box::new(self::inner::shape());
    if let [first, ..] = TABLE { println!("{}", first) }
    map.values().next()
}
"#;

/// Applies the moves `picks` choose, one after another, each at a path
/// reached by following the steps they pick from the top.
fn wander(mut current: Source, picks: &[(u8, u16, u8)]) -> Vec<Source> {
    let mut all = Vec::new();
    for &(depth, choice, subset) in picks {
        let mut path = Vec::new();
        for level in 0..depth {
            let inner = current.inner(&path);
            if inner.is_empty() {
                break;
            }
            path.push(inner[(usize::from(choice) + usize::from(level)) % inner.len()]);
        }
        let places = current.places(&path);
        let place = places.get(usize::from(choice) % places.len().max(1));
        let next = match place {
            Some(Place::Parts { len, .. }) => {
                let kept = (0..*len).filter(|i| (subset >> (i % 8)) & 1 == 1);
                current.keep(&path, &Subset::from_indices(kept))
            }
            Some(Place::Choices { count }) => {
                current.simplify(&path, u128::from(subset) % *count as u128)
            }
            _ => continue,
        };
        current = next;
        all.push(current.clone());
    }
    all
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_candidate_printed_parses_again(
        picks in proptest::collection::vec((0u8..12, any::<u16>(), any::<u8>()), 1..32)
    ) {
        for candidate in wander(source(EVERYTHING), &picks) {
            let parsed = syn::parse_file(candidate.text());
            prop_assert!(parsed.is_ok(), "{}\n{:?}", candidate.text(), parsed.err());
        }
    }
}

#[test]
fn the_sample_prints_and_parses() {
    let printed = source(EVERYTHING);
    assert!(syn::parse_file(printed.text()).is_ok());
    assert!(printed.text().contains("twice!(x)"));
}

#[test]
fn the_names_of_a_use_group_are_cut() {
    let text = "use std::path::{self, Component, Path, PathBuf};\nuse std::{fmt::{Debug, Display}, io};\nfn f() { marker }\n";
    let keeps = |text: &str| {
        ["Component", "Display", "marker"]
            .iter()
            .all(|part| text.contains(part))
    };
    assert_eq!(
        reduced(text, keeps),
        "use std::path::Component;\nuse std::fmt::Display;\nfn a() {\n    marker\n}\n"
    );
}

#[test]
fn a_let_and_the_loop_that_reads_it_go_together() {
    // Like a compiler: a name used must be defined, and one defined must
    // be used (an unused `let` of `None` has no type). Neither goes alone.
    let text = "fn f() {\n    let d = None;\n    while let Some(x) = d {\n        g(x);\n    }\n    let bug: u32 = 'c';\n}\n";
    let keeps = |t: &str| t.contains("'c'") && t.contains("let d") == t.contains("= d");
    let minimal = reduced(text, keeps);
    assert!(
        !minimal.contains("let d") && !minimal.contains("while"),
        "{minimal}"
    );
}

#[test]
fn doc_comments_go_everywhere_at_once() {
    let text =
        "/// A struct.\nstruct S {\n    /// A field, deep in a list.\n    a: u8,\n    b: u16,\n}\n";
    let file = source(text);
    // First of the file's choices: no doc comment anywhere.
    assert_eq!(
        file.simplify(&[], 0).text(),
        "struct S {\n    a: u8,\n    b: u16,\n}\n"
    );
    let minimal = reduced(text, |t| t.contains("a: u8"));
    assert!(!minimal.contains("///"), "{minimal}");
}

#[test]
fn a_generic_parameter_the_bug_does_not_need_becomes_unit() {
    // Like a compiler: the bug is `a: u8` and `'c'` in one struct; a
    // generic parameter declared must be used, and given where used.
    let text =
        "struct W<T> {\n    a: u8,\n    t: T,\n}\nfn f(w: W<u32>) {\n    let x: u8 = 'c';\n}\n";
    let keeps = |t: &str| {
        let declared = t.contains("W<T>");
        t.contains("'c'")
            && t.contains("a: u8")
            && declared == t.contains("t: T")
            && declared == t.contains("W<u32>")
    };
    let minimal = reduced(text, keeps);
    assert!(!minimal.contains("<"), "{minimal}");
}

#[test]
fn a_trait_impl_made_inherent_takes_what_needed_it() {
    let file = source(
        "struct X;\nimpl PartialEq for X {\n    fn eq(&self, _: &X) -> bool {\n        true\n    }\n}\nimpl Eq for X {}\n#[derive(PartialEq)]\nstruct Y(X);\n",
    );
    // The impl's one modifier, `PartialEq for`: `Eq` needed it, and so did
    // `Y`'s derive.
    assert_eq!(file.places(&[0, 1]), [Place::Choices { count: 1 }]);
    assert_eq!(
        file.simplify(&[0, 1], 0).text(),
        "struct X;\nimpl X {\n    fn eq(&self, _: &X) -> bool {\n        true\n    }\n}\nstruct Y(X);\n"
    );
}

#[test]
fn a_trait_methods_signature_has_no_places() {
    let file = source(
        "trait Tr {\n    fn m(&self) -> Option<u8>;\n}\nimpl Tr for u8 {\n    fn m(&self) -> Option<u8> {\n        None\n    }\n}\nfn f(a: u8) -> Option<u8> {\n    None\n}\n",
    );
    // The impl's method: attributes, inputs, generics, where clause,
    // body, output; the output has no places, the free function's has.
    assert!(file.places(&[0, 1, 3, 0, 5]).is_empty());
    assert!(file.places(&[0, 0, 4, 0, 4]).is_empty());
    assert!(!file.places(&[0, 2, 5]).is_empty());
}

#[test]
fn a_trait_methods_parameters_and_return_type_go_from_every_side_at_once() {
    let text = "pub trait Shape {\n    fn area(self, scale: u32, unit: &str) -> u64;\n}\npub struct Square;\npub struct Circle;\nimpl Shape for Square {\n    fn area(self, scale: u32, unit: &str) -> u64 {\n        std::hint::black_box(7);\n        0\n    }\n}\nimpl Shape for Circle {\n    fn area(self, scale: u32, unit: &str) -> u64 {\n        1\n    }\n}\npub fn total() {\n    Square.area(2, \"m\");\n    Shape::area(Circle, 3, \"cm\");\n}\n";
    assert!(agrees(text) && compiles(text));
    // The bug: the call of `black_box` in a method of a trait that two
    // impls define, called both ways; what the guard would refuse (the
    // sides or a call disagree) does not keep it.
    let keeps = |text: &str| text.contains("black_box(7)") && agrees(text);
    let minimal = reduced(text, keeps);
    assert_eq!(minimal.matches("(self)").count(), 3, "{minimal}");
    for gone in ["u32", "&str", "u64", "->", "\"m\"", "\"cm\""] {
        assert!(!minimal.contains(gone), "{gone} in {minimal}");
    }
    assert!(compiles(&minimal), "{minimal}");
}

/// Whether the file has a trait method that two trait impls define and
/// that is called as `x.m()` and as `Tr::m(x)`, and whether every impl
/// and call of its methods agrees with the trait in the number of
/// parameters and the return type, as the compiler would ask (E0050,
/// E0053, E0061).
fn agrees(text: &str) -> bool {
    use quote::ToTokens;
    use syn::visit::Visit;
    /// A trait impl's method (with its return type) or a call.
    #[derive(PartialEq)]
    enum Kind {
        Impl(String),
        MethodCall,
        PathCall,
    }
    #[derive(Default)]
    struct Uses {
        /// Per trait method: its parameter count and return type.
        declared: std::collections::HashMap<String, (usize, String)>,
        /// Each impl method's and call's name, parameter count and kind.
        used: Vec<(String, usize, Kind)>,
    }
    impl<'a> Visit<'a> for Uses {
        fn visit_trait_item_fn(&mut self, f: &'a syn::TraitItemFn) {
            let declared = (
                f.sig.inputs.len(),
                f.sig.output.to_token_stream().to_string(),
            );
            self.declared.insert(f.sig.ident.to_string(), declared);
        }
        fn visit_item_impl(&mut self, block: &'a syn::ItemImpl) {
            for item in block.trait_.iter().flat_map(|_| &block.items) {
                if let syn::ImplItem::Fn(f) = item {
                    let kind = Kind::Impl(f.sig.output.to_token_stream().to_string());
                    self.used
                        .push((f.sig.ident.to_string(), f.sig.inputs.len(), kind));
                }
            }
            syn::visit::visit_item_impl(self, block);
        }
        fn visit_expr_method_call(&mut self, call: &'a syn::ExprMethodCall) {
            let count = call.args.len() + 1;
            self.used
                .push((call.method.to_string(), count, Kind::MethodCall));
            syn::visit::visit_expr_method_call(self, call);
        }
        fn visit_expr_call(&mut self, call: &'a syn::ExprCall) {
            if let syn::Expr::Path(path) = &*call.func
                && let [_, last] = path.path.segments.iter().collect::<Vec<_>>()[..]
            {
                let count = call.args.len();
                self.used
                    .push((last.ident.to_string(), count, Kind::PathCall));
            }
            syn::visit::visit_expr_call(self, call);
        }
    }
    let Ok(file) = syn::parse_file(text) else {
        return false;
    };
    let mut uses = Uses::default();
    uses.visit_file(&file);
    let agree = uses.used.iter().all(|(name, count, kind)| {
        uses.declared
            .get(name)
            .is_none_or(|(n, output)| n == count && !matches!(kind, Kind::Impl(o) if o != output))
    });
    let of = |name: &String, wanted: &dyn Fn(&Kind) -> bool| {
        let found = uses
            .used
            .iter()
            .filter(|(n, _, kind)| n == name && wanted(kind));
        found.count()
    };
    let shown = uses.declared.keys().any(|name| {
        of(name, &|kind| matches!(kind, Kind::Impl(_))) >= 2
            && of(name, &|kind| *kind == Kind::MethodCall) >= 1
            && of(name, &|kind| *kind == Kind::PathCall) >= 1
    });
    agree && shown
}

/// Whether rustc compiles `text` as a library, its outputs in a directory
/// of their own.
fn compiles(text: &str) -> bool {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("lib.rs");
    std::fs::write(&file, text).unwrap();
    let status = std::process::Command::new("rustc")
        .args([
            "--edition=2021",
            "--crate-type=lib",
            "--emit=metadata",
            "--out-dir",
        ])
        .arg(dir.path())
        .arg(&file)
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    status.success()
}

#[test]
fn a_trait_methods_qualifier_goes_on_every_side_or_not_at_all() {
    let file = source(
        "trait Tr {\n    unsafe fn m(&self);\n}\nimpl Tr for u8 {\n    unsafe fn m(&self) {}\n}\n",
    );
    // The impl's method alone: no choice (E0053); the trait's: the
    // receiver nothing reads, then `unsafe`, dropped on both sides.
    assert!(file.places(&[0, 1, 3, 0]).is_empty());
    assert_eq!(file.places(&[0, 0, 4, 0]), [Place::Choices { count: 2 }]);
    assert_eq!(
        file.simplify(&[0, 0, 4, 0], 1).text(),
        "trait Tr {\n    fn m(&self);\n}\nimpl Tr for u8 {\n    fn m(&self) {}\n}\n"
    );
}

#[test]
fn a_default_derive_goes_with_its_variants_mark() {
    // As a compiler would: a mark without its derive is an error, and so
    // is the derive without a mark; either alone is refused.
    let compiles = |text: &str| text.contains("#[default]") == text.contains("Default");
    let text = "#[derive(Clone, Default)]\nenum E {\n    #[default]\n    A,\n    B,\n}\n";
    let minimal = reduced(text, move |t| t.contains("Clone") && compiles(t));
    assert!(!minimal.contains("Default"), "{minimal}");
}

#[test]
fn a_cut_takes_the_imports_only_it_named_and_no_other_use_of_their_path() {
    // `std` was mentioned only in the impl's path; the `use std::..` of
    // another name, and the struct its name holds, stay.
    let file = source("use std::ffi::OsStr;\nuse std::ffi::OsString;\ntrait S {}\nimpl S for std::ffi::OsStr {}\nstruct T {\n    a: Vec<OsString>,\n}\n");
    let cut = file.keep(&[0], &Subset::from_indices([0, 1, 3, 4]));
    let text = cut.text();
    for kept in ["use std::ffi::OsString;", "struct T", "a: Vec<OsString>"] {
        assert!(text.contains(kept), "{kept}: {text}");
    }
    for gone in ["OsStr;", "impl S"] {
        assert!(!text.contains(gone), "{gone}: {text}");
    }
}

#[test]
fn an_ifs_condition_stands_as_a_statement_without_it() {
    // As a compiler would: `f()` is a `bool`, which a block whose value is
    // `()` may hold as a statement or a condition, not as its value.
    let called_as_unit = |text: &str| {
        ["f();", "if f() {", "while f() {"]
            .iter()
            .any(|c| text.contains(c))
    };
    for text in [
        "fn g() { for _ in 0..1 { if f() {} } }",
        "fn g() { while f() {} }",
    ] {
        assert_eq!(reduced(text, called_as_unit), "fn a() {\n    f();\n}\n");
    }
}

#[test]
fn a_closure_bounds_return_type_goes() {
    // As a compiler would: the closure is called with one argument, its
    // value not read.
    let called =
        |text: &str| text.contains("FnMut(") && !text.contains("FnMut()") && text.contains("(0);");
    let reduced = reduced("fn g<F: FnMut(u8) -> bool>(mut f: F) { f(0); }", called);
    assert!(
        reduced.contains("FnMut(())") && !reduced.contains("->"),
        "{reduced}"
    );
}

#[test]
fn a_closure_traits_parameters_are_cut_in_a_bound_a_trait_object_or_a_bounded_type() {
    // As a compiler would: only `u8` is needed, in each place.
    let keeps = |text: &str| text.matches("u8").count() == 3;
    let text = "fn g<F: Fn(u8, u16)>(f: F, h: Box<dyn FnMut(u32, u8) -> bool>) where for<'a> &'a dyn Fn(u64, u8): Copy {}";
    assert_eq!(
        reduced(text, keeps),
        "fn a<S: Fn(u8)>(b: dyn FnMut(u8))\nwhere\n    for<'a> &'a dyn Fn(u8):,\n{}\n"
    );
}

#[test]
fn a_loop_over_a_range_becomes_its_body_from_the_start() {
    // As a compiler would: `f` is called on an element of the parameter,
    // at an index that is a number or a bound name.
    let keeps = |text: &str| {
        let Some((_, call)) = text.split_once("f(") else {
            return false;
        };
        let Some((slice, rest)) = call.split_once('[') else {
            return false;
        };
        let index = rest.split(']').next().unwrap_or_default();
        let bound = |name: &str| [format!("for {name} in"), format!("let {name} =")];
        text.contains(&format!("({slice}: &[u8])"))
            && (index.parse::<usize>().is_ok()
                || bound(index).iter().any(|b| text.contains(b.as_str())))
    };
    let reduced = reduced("fn g(v: &[u8]) { for i in 1..v.len() { f(v[i]); } }", keeps);
    assert!(!reduced.contains("for "), "{reduced}");
}

#[test]
fn a_lets_value_becomes_unit_and_what_it_named_can_go() {
    // As a lint on the binding would: a `let mut` of a value that is
    // `()` or a function the file defines.
    let keeps = |text: &str| {
        let Some((_, rest)) = text.split_once("let mut ") else {
            return false;
        };
        let value = rest.split(';').next().unwrap_or_default();
        let value = value.split_once(" = ").map(|(_, v)| v).unwrap_or_default();
        value == "()" || text.contains(&format!("fn {value}("))
    };
    assert_eq!(
        reduced("fn a() {}\nfn b() { let mut c = a; }\n", keeps),
        "fn a() {\n    let mut b = ();\n}\n"
    );
}

/// The paths of `source`'s values, from the root, as the walk meets them.
fn paths(source: &Source) -> Vec<Vec<usize>> {
    let mut paths = vec![Vec::new()];
    let mut i = 0;
    while i < paths.len() {
        let path = paths[i].clone();
        for step in source.inner(&path) {
            paths.push([path.clone(), vec![step]].concat());
        }
        i += 1;
    }
    paths
}

#[test]
fn a_macro_definitions_tokens_are_walked_late_and_nothing_else_is() {
    let source = source(
        "macro_rules! twice {\n    ($a:expr) => { $a + $a };\n}\nfn f(x: u8) -> u8 {\n    let y = x;\n    twice!(y)\n}\n",
    );
    let late: Vec<Vec<usize>> = paths(&source)
        .into_iter()
        .filter(|p| source.late(p))
        .collect();
    assert!(!late.is_empty());
    for path in &late {
        let tokens = source.ask(path, |node| matches!(node, super::tree::Node::Tokens(..)));
        assert_eq!(tokens, Some(true), "{path:?}");
    }
    // The call's tokens are the code the macro writes out: not late.
    let tokens = paths(&source).into_iter().filter(|p| {
        source.ask(p, |node| matches!(node, super::tree::Node::Tokens(..))) == Some(true)
    });
    assert!(
        tokens.count() > late.len(),
        "the call's tokens are not late"
    );
    // The items, the function and its statements are not.
    assert!(!source.late(&[]) && !source.late(&[0]));
    let statements = paths(&source).into_iter().filter(|p| {
        source.ask(p, |node| matches!(node, super::tree::Node::Stmts(_))) == Some(true)
    });
    assert!(statements.clone().count() > 0);
    assert!(statements.into_iter().all(|p| !source.late(&p)));
}
