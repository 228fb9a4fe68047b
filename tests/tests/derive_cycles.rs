//! `#[derive(Reduce)]` on types that hold themselves through other types
//! (issue 20): a struct, an array, a `Box` in between, which the
//! derive cannot see from one definition. Their simplest values end, and
//! random values of them reduce to 1-minimal calls.

use crate::common;

use common::minimal::one_step_smaller;
use delta_test::{DeltaDebugger, Literal, Place, Reduce};
use proptest::prelude::{any, prop_assert, prop_oneof, proptest, Just};
use proptest::strategy::Strategy as _;

/// Holds itself through a struct, a tuple and an array of boxes; the
/// variant that could end it comes last.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
enum Ast {
    Unary(UnaryOp),
    Pair((i8, Box<Ast>)),
    Many([Box<Ast>; 2]),
    Lit(i64),
}

#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct UnaryOp {
    neg: bool,
    arg: Box<Ast>,
}

/// A struct that holds itself through an enum, with no way out (no value
/// of it can be built): it has no simplest value at all.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct Knot {
    next: Box<Tie>,
}

#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
enum Tie {
    Again(Knot),
}

fn lit(n: i64) -> Box<Ast> {
    Box::new(Ast::Lit(n))
}

#[test]
fn simplest_values_end_whatever_the_chain_of_types() {
    // `Unary`, `Pair` and `Many` each need an `Ast` inside: the first
    // variant that builds without one is `Lit`.
    assert_eq!(Ast::simplest(), Some(Ast::Lit(0)));
    // A `UnaryOp` built from simplest values holds no `UnaryOp`.
    let op = UnaryOp::simplest();
    assert_eq!(
        op,
        Some(UnaryOp {
            neg: false,
            arg: lit(0)
        })
    );
    assert_eq!(Knot::simplest(), None);
    assert_eq!(Tie::simplest(), None);
}

#[test]
fn earlier_variants_are_not_built_around_a_value_of_the_same_type() {
    // `Lit(7)` could become an earlier variant only by building an `Ast`
    // inside an `Ast`: none is offered, and its number is simplified inside.
    assert_eq!(Ast::Lit(7).places(&[]), vec![]);
    assert_eq!(
        Ast::Lit(7).places(&[0]),
        vec![Place::Signed {
            magnitude: 7,
            negative: false
        }]
    );
    // `Pair` is the first variant but one, so it cannot become an earlier
    // one; the `Ast` in its tuple is seen, and can take its place.
    let pair = Ast::Pair((3, lit(4)));
    assert_eq!(pair.places(&[]), vec![Place::Choices { count: 1 }]);
    assert_eq!(pair.simplify(&[], 0), Ast::Lit(4));
}

fn ast() -> impl proptest::strategy::Strategy<Value = Ast> {
    let leaf = (-20i64..20).prop_map(Ast::Lit);
    leaf.prop_recursive(4, 24, 2, |inner| {
        prop_oneof![
            (any::<bool>(), inner.clone()).prop_map(|(neg, arg)| Ast::Unary(UnaryOp {
                neg,
                arg: Box::new(arg)
            })),
            (-5i8..5, inner.clone()).prop_map(|(n, a)| Ast::Pair((n, Box::new(a)))),
            (inner.clone(), inner).prop_map(|(a, b)| Ast::Many([Box::new(a), Box::new(b)])),
            Just(Ast::Lit(0)),
        ]
    })
}

/// The literals under a negation, and whether one of them is over 5.
fn negated_big(ast: &Ast, negated: bool) -> bool {
    match ast {
        Ast::Unary(op) => negated_big(&op.arg, negated || op.neg),
        Ast::Pair((_, a)) => negated_big(a, negated),
        Ast::Many([a, b]) => negated_big(a, negated) || negated_big(b, negated),
        Ast::Lit(n) => negated && *n > 5,
    }
}

proptest! {
    /// Random trees of mutually recursive types reduce to 1-minimal ones
    /// (the reduction asks every value for its simpler values).
    #[test]
    fn mutually_recursive_values_reduce_to_one_minimal_ones(ast in ast()) {
        let fails = |a: &Ast| negated_big(a, false);
        if fails(&ast) {
            let mut dd = DeltaDebugger::new("eval", |a: &Ast| assert!(!fails(a), "fails"), ast);
            let min = dd.min_args().unwrap();
            prop_assert!(min.complete && fails(&min.args));
            for smaller in one_step_smaller(&min.args) {
                prop_assert!(!fails(&smaller), "{:?} fails too", smaller);
            }
        }
    }
}
