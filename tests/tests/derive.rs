//! `#[derive(Reduce)]` and `#[derive(Literal)]` on user types: their
//! places, their simpler values, their Rust, and whole reductions.

use crate::common;

use common::minimal::{one_step_smaller, Rng};
use delta_test::{DeltaDebugger, Literal, Place, Reduce, Style, Subset};

#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct Order {
    id: u64,
    items: Vec<Item>,
    note: String,
}

#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct Item {
    sku: String,
    qty: u32,
}

#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct Pair(u8, #[reduce(skip)] u8);

#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct Unit;

#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct Wrapper<T> {
    inner: Vec<T>,
}

/// A borrowed field: the derive declares the type's lifetime in its
/// checks, and the text is cut whatever the lifetime.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct View<'a> {
    label: &'a str,
    n: u8,
}

#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
enum Shape {
    Empty,
    Circle { radius: u32 },
    Polygon(Vec<(i32, i32)>),
}

/// The Fuzzing Book's expressions.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
enum Expr {
    Add(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
    Paren(Box<Expr>),
    Num(i64),
}

impl std::fmt::Display for Expr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Expr::Add(a, b) => write!(f, "{a} + {b}"),
            Expr::Mul(a, b) => write!(f, "{a} * {b}"),
            Expr::Paren(e) => write!(f, "({e})"),
            Expr::Num(n) => write!(f, "{n}"),
        }
    }
}

fn num(n: i64) -> Box<Expr> {
    Box::new(Expr::Num(n))
}

/// `1 + (2 * 3)`.
fn book_expr() -> Expr {
    Expr::Add(
        num(1),
        Box::new(Expr::Paren(Box::new(Expr::Mul(num(2), num(3))))),
    )
}

fn order() -> Order {
    Order {
        id: 7,
        items: vec![
            Item {
                sku: "A-1".into(),
                qty: 3,
            },
            Item {
                sku: "#B".into(),
                qty: 250,
            },
        ],
        note: "rush".into(),
    }
}

#[test]
fn a_structs_places_are_its_fields_under_their_index() {
    let order = order();
    assert!(
        order.places(&[]).is_empty(),
        "a struct with no parts of its own type"
    );
    assert_eq!(order.inner(&[]), vec![0, 1, 2]);
    assert_eq!(order.places(&[0]), vec![Place::Magnitude { magnitude: 7 }]);
    assert_eq!(order.places(&[1]), vec![Place::parts(2)]);
    assert_eq!(order.inner(&[1]), vec![0, 1]);
    assert_eq!(
        order.places(&[1, 1, 1]),
        vec![Place::Magnitude { magnitude: 250 }]
    );
    assert_eq!(order.inner(&[1, 1]), vec![0, 1]);
    assert!(order.places(&[3]).is_empty() && order.inner(&[1, 5]).is_empty());
    let cut = order.keep(&[1], &Subset::from_indices([1]));
    assert_eq!(
        cut.items,
        vec![Item {
            sku: "#B".into(),
            qty: 250
        }]
    );
    let simpler = order.simplify(&[1, 1, 1], 101);
    assert_eq!(simpler.items[1].qty, 101);
    assert_eq!(simpler.id, 7);
    assert_eq!(order.sequences().len(), 2, "the items and the note");
    assert_eq!(
        Order::simplest(),
        Some(Order {
            id: 0,
            items: vec![],
            note: String::new()
        })
    );
}

#[test]
fn skipped_fields_and_units_have_no_places() {
    let pair = Pair(5, 9);
    assert_eq!(pair.inner(&[]), vec![0]);
    assert!(pair.places(&[1]).is_empty());
    assert_eq!(pair.simplify(&[0], 2), Pair(2, 9));
    assert_eq!(
        Pair::simplest(),
        None,
        "a skipped field has no simplest value"
    );
    assert!(Unit.places(&[]).is_empty() && Unit.inner(&[]).is_empty());
    assert_eq!(Unit::simplest(), Some(Unit));
}

#[test]
fn generic_types_reduce_their_contents() {
    let wrapper = Wrapper {
        inner: vec![3u8, 4],
    };
    assert_eq!(wrapper.places(&[0]), vec![Place::parts(2)]);
    assert_eq!(wrapper.simplify(&[0, 1], 1), Wrapper { inner: vec![3, 1] });
    assert_eq!(
        wrapper.to_rust(Style::Readable),
        "Wrapper { inner: vec![3, 4] }"
    );
}

#[test]
fn a_type_with_a_lifetime_reduces_its_borrowed_text() {
    // Borrowed from a local: cut as a `String` is, whatever the lifetime.
    let text = String::from("a long label");
    let view = View {
        label: &text[2..],
        n: 7,
    };
    assert_eq!(view.places(&[0]), "long label".to_string().places(&[]));
    let kept = Subset::from_indices([5, 6]);
    assert_eq!(view.keep(&[0], &kept), View { label: "la", n: 7 });
    // A whole reduction, printed as the Rust that builds it.
    let check = |v: &View<'static>| assert!(!v.label.contains('b'), "a b");
    let mut dd = DeltaDebugger::new(
        "view",
        check,
        View {
            label: "a long label",
            n: 7,
        },
    );
    let minimal = dd.min_args().unwrap().args;
    assert_eq!(minimal, View { label: "b", n: 0 });
    assert_eq!(
        minimal.to_rust(Style::Exact),
        r#"View { label: "b", n: 0 }"#
    );
}

#[test]
fn an_enum_can_become_an_earlier_variant() {
    let polygon = Shape::Polygon(vec![(1, 2)]);
    // `Empty`, then `Circle { radius: 0 }`.
    assert_eq!(polygon.places(&[]), vec![Place::Choices { count: 2 }]);
    assert_eq!(polygon.simplify(&[], 0), Shape::Empty);
    assert_eq!(polygon.simplify(&[], 1), Shape::Circle { radius: 0 });
    assert_eq!(polygon.places(&[0]), vec![Place::parts(1)]);
    assert_eq!(
        polygon.simplify(&[0, 0, 1], 0),
        Shape::Polygon(vec![(1, 0)])
    );
    let circle = Shape::Circle { radius: 5 };
    assert_eq!(circle.places(&[]), vec![Place::Choices { count: 1 }]);
    assert!(Shape::Empty.places(&[]).is_empty());
    assert_eq!(Shape::simplest(), Some(Shape::Empty));
}

#[test]
fn a_recursive_value_can_become_one_of_its_parts() {
    let expr = book_expr();
    // No earlier variant; the parts of type `Expr`, breadth first:
    // 1, (2 * 3), 2 * 3, 2, 3.
    assert_eq!(expr.places(&[]), vec![Place::Choices { count: 5 }]);
    let parts: Vec<String> = (0..5).map(|i| expr.simplify(&[], i).to_string()).collect();
    assert_eq!(parts, ["1", "(2 * 3)", "2 * 3", "2", "3"]);
    // `Num` is last and not recursive: the simplest `Expr`.
    assert_eq!(Expr::simplest(), Some(Expr::Num(0)));
    // A `Num` has no earlier variant it could be built as.
    assert!(Expr::Num(4).places(&[]).is_empty());
    assert_eq!(
        Expr::Num(4).places(&[0]),
        vec![Place::Signed {
            magnitude: 4,
            negative: false
        }]
    );
}

#[test]
fn literals_are_rust_that_builds_the_value() {
    let order = Order {
        id: 0,
        items: vec![Item {
            sku: "#".into(),
            qty: 101,
        }],
        note: String::new(),
    };
    let expected = r##"Order { id: 0, items: vec![Item { sku: "#".into(), qty: 101 }], note: String::new() }"##;
    assert_eq!(order.to_rust(Style::Readable), expected);
    assert_eq!(order.to_rust(Style::Exact), expected);
    // The text above, as Rust, is the value.
    assert_eq!(
        order,
        Order {
            id: 0,
            items: vec![Item {
                sku: "#".into(),
                qty: 101
            }],
            note: String::new()
        }
    );

    let expr = Expr::Paren(num(0));
    assert_eq!(
        expr.to_rust(Style::Readable),
        "Expr::Paren(Box::new(Expr::Num(0)))"
    );
    assert_eq!(Pair(1, 2).to_rust(Style::Exact), "Pair(1, 2)");
    assert_eq!(Unit.to_rust(Style::Exact), "Unit");
    assert_eq!(
        Shape::Circle { radius: 2 }.to_rust(Style::Exact),
        "Shape::Circle { radius: 2 }"
    );
    assert_eq!(Shape::Empty.to_rust(Style::Readable), "Shape::Empty");
    assert_eq!(
        Shape::Polygon(vec![(1, -2)]).to_rust(Style::Exact),
        "Shape::Polygon(vec![(1, -2)])"
    );
}

#[test]
fn an_order_is_reduced_to_the_item_that_matters() {
    // Fails on an item of more than 100 with a SKU.
    let mut dd = DeltaDebugger::new(
        "ship",
        |o: &Order| {
            let bad = o.items.iter().any(|i| i.qty > 100 && !i.sku.is_empty());
            assert!(!bad, "cannot ship");
        },
        order(),
    );
    let min = dd.min_args().unwrap();
    assert!(min.complete);
    assert_eq!(min.args.id, 0);
    assert_eq!(min.args.note, "");
    assert_eq!(min.args.items.len(), 1);
    assert_eq!(min.args.items[0].qty, 101);
    assert_eq!(min.args.items[0].sku.chars().count(), 1);
    assert_eq!(
        dd.to_string(),
        format!(
            r#"ship(Order {{ id: 0, items: vec![Item {{ sku: "{}".into(), qty: 101 }}], note: String::new() }})"#,
            min.args.items[0].sku
        )
    );
}

#[test]
fn the_books_expression_reduces_to_one_number_in_parentheses() {
    let eval = |e: &Expr| {
        let text = e.to_string();
        if let (Some(open), Some(close)) = (text.find('('), text.rfind(')')) {
            assert!(open > close, "Invalid input");
        }
    };
    let mut dd = DeltaDebugger::new("eval", eval, book_expr());
    let min = dd.min_args().unwrap();
    assert_eq!(min.args, Expr::Paren(num(0)));
    assert_eq!(dd.to_string(), "eval(Expr::Paren(Box::new(Expr::Num(0))))");
}

/// A random nested value: shapes with names, points and tags.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
struct Scene {
    name: String,
    shapes: Vec<Shape>,
    tag: Option<u8>,
    exprs: Vec<Expr>,
}

fn random_expr(rng: &mut Rng, depth: u64) -> Expr {
    match rng.below(if depth > 2 { 1 } else { 4 }) {
        0 => Expr::Num(rng.below(20) as i64),
        1 => Expr::Paren(Box::new(random_expr(rng, depth + 1))),
        2 => Expr::Add(
            Box::new(random_expr(rng, depth + 1)),
            Box::new(random_expr(rng, depth + 1)),
        ),
        _ => Expr::Mul(
            Box::new(random_expr(rng, depth + 1)),
            Box::new(random_expr(rng, depth + 1)),
        ),
    }
}

#[test]
fn derived_results_are_one_minimal_at_every_level_by_brute_force() {
    // Fails on a polygon with a point beyond 5 while the name has an 'x',
    // or on an expression with a product of two numbers over 3.
    fn fails(scene: &Scene) -> bool {
        fn product(e: &Expr) -> bool {
            match e {
                Expr::Mul(a, b) => {
                    matches!((&**a, &**b), (Expr::Num(x), Expr::Num(y)) if *x > 3 && *y > 3)
                        || product(a)
                        || product(b)
                }
                Expr::Add(a, b) => product(a) || product(b),
                Expr::Paren(e) => product(e),
                Expr::Num(_) => false,
            }
        }
        let far = scene
            .shapes
            .iter()
            .any(|s| matches!(s, Shape::Polygon(points) if points.iter().any(|p| p.0 > 5)));
        (far && scene.name.contains('x')) || scene.exprs.iter().any(product)
    }
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut reduced = 0;
    for _ in 0..200 {
        let scene = Scene {
            name: (0..rng.below(6))
                .map(|_| b"axbx"[rng.below(4) as usize] as char)
                .collect(),
            shapes: (0..rng.below(4))
                .map(|_| match rng.below(3) {
                    0 => Shape::Empty,
                    1 => Shape::Circle {
                        radius: rng.below(9) as u32,
                    },
                    _ => Shape::Polygon(
                        (0..rng.below(4))
                            .map(|_| (rng.below(10) as i32, rng.below(10) as i32))
                            .collect(),
                    ),
                })
                .collect(),
            tag: (rng.below(2) == 0).then(|| rng.below(9) as u8),
            exprs: (0..rng.below(3))
                .map(|_| random_expr(&mut rng, 0))
                .collect(),
        };
        if !fails(&scene) {
            continue;
        }
        let mut dd =
            DeltaDebugger::new("render", |s: &Scene| assert!(!fails(s), "bad scene"), scene);
        let min = dd.min_args().unwrap();
        assert!(min.complete && fails(&min.args));
        for smaller in one_step_smaller(&min.args) {
            assert!(
                !fails(&smaller),
                "{:?} is one step smaller than {:?} and fails too",
                smaller,
                min.args
            );
        }
        reduced += 1;
    }
    assert!(reduced > 40, "only {reduced} scenes failed");
}

/// Two operations on the same operands.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
enum Op {
    Add(u8, u8),
    Mul(u8, u8),
}

#[test]
fn an_earlier_variant_can_keep_the_current_fields() {
    // `Add(0, 0)` from simplest values, then `Add(7, 9)`, fields carried.
    let mul = Op::Mul(7, 9);
    assert_eq!(mul.places(&[]), vec![Place::Choices { count: 2 }]);
    assert_eq!(mul.simplify(&[], 0), Op::Add(0, 0));
    assert_eq!(mul.simplify(&[], 1), Op::Add(7, 9));
    // The bug is in the operands, whatever the operation: the earlier
    // variant is reached only with the operands kept.
    let mut dd = DeltaDebugger::new(
        "apply",
        |op: &Op| {
            let (Op::Add(a, b) | Op::Mul(a, b)) = *op;
            assert!(a != b || a <= 3, "equal operands above 3");
        },
        Op::Mul(7, 7),
    );
    assert_eq!(dd.min_args().unwrap().args, Op::Add(4, 4));
}

/// The shrinking challenge's calculator.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
enum Calc {
    Num(i64),
    Add(Box<Calc>, Box<Calc>),
    Div(Box<Calc>, Box<Calc>),
    Neg(Box<Calc>),
}

fn evaluate(e: &Calc) -> i64 {
    match e {
        Calc::Num(n) => *n,
        Calc::Add(a, b) => evaluate(a) + evaluate(b),
        Calc::Div(a, b) => evaluate(a) / evaluate(b),
        Calc::Neg(a) => -evaluate(a),
    }
}

#[test]
fn a_node_can_become_an_earlier_node_built_from_simplest_values() {
    let c = |n| Box::new(Calc::Num(n));
    // `Num(0)` and `Add(0, 0)`; `Add(a, b)` with the fields carried; then
    // the parts `a` and `b`.
    let div = Calc::Div(c(5), c(1));
    assert_eq!(div.places(&[]), vec![Place::Choices { count: 5 }]);
    assert_eq!(div.simplify(&[], 1), Calc::Add(c(0), c(0)));
    assert_eq!(div.simplify(&[], 2), Calc::Add(c(5), c(1)));
    // A node never grows: `Neg(a)` does not become `Add(0, 0)`.
    let neg = Calc::Neg(c(5));
    assert_eq!(neg.simplify(&[], 1), *c(5));
    // No literal `x / 0`: `0 / (0 / 1)` is as far as single moves go, and
    // the inner division must become `0 + 0` in one step.
    let start = Calc::Div(c(3), Box::new(Calc::Div(c(2), c(5))));
    let mut dd = DeltaDebugger::new(
        "calculator",
        |e: &Calc| {
            if !matches!(e, Calc::Div(_, d) if **d == Calc::Num(0)) {
                evaluate(e);
            }
        },
        start,
    );
    let zero = || c(0);
    assert_eq!(
        dd.min_args().unwrap().args,
        Calc::Div(zero(), Box::new(Calc::Add(zero(), zero())))
    );
}
