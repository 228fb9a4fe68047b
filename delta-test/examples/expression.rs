//! The Fuzzing Book's expression case: an interpreter that rejects invalid
//! input, and a bug that needs a `(` before a `)`.
//!
//! Cut as text, nearly every candidate of `1 + (2 * 3)` is a syntax error
//! (it fails some other way), so the input stops shrinking early. Reduced as
//! the expression it parses to (`via = Expr` in the attribute,
//! `DeltaDebugger::via` here), every candidate is a valid expression: a
//! node is replaced by a smaller one of the same type, and numbers move
//! toward 0.
//!
//! `cargo run --example expression`

use std::fmt;
use std::str::FromStr;

use delta_test::{DeltaDebugger, Literal, Reduce, Strategy, Style};

/// An arithmetic expression, as the Fuzzing Book's grammar has it.
#[derive(Clone, Debug, PartialEq, Reduce, Literal)]
enum Expr {
    Add(Box<Expr>, Box<Expr>),
    Sub(Box<Expr>, Box<Expr>),
    Mul(Box<Expr>, Box<Expr>),
    Div(Box<Expr>, Box<Expr>),
    Paren(Box<Expr>),
    Num(u32),
}

/// Written as the grammar writes it: `1 + (2 * 3)`.
impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Add(a, b) => write!(f, "{a} + {b}"),
            Expr::Sub(a, b) => write!(f, "{a} - {b}"),
            Expr::Mul(a, b) => write!(f, "{a} * {b}"),
            Expr::Div(a, b) => write!(f, "{a} / {b}"),
            Expr::Paren(e) => write!(f, "({e})"),
            Expr::Num(n) => write!(f, "{n}"),
        }
    }
}

/// A strict recursive-descent parser: exactly one space around each
/// operator, as the grammar has it; anything else is a syntax error.
impl FromStr for Expr {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let mut parser = Parser { rest: text };
        let expr = parser.expr()?;
        match parser.rest {
            "" => Ok(expr),
            rest => Err(format!("unexpected {rest:?}")),
        }
    }
}

struct Parser<'a> {
    rest: &'a str,
}

impl Parser<'_> {
    /// `term (" + " | " - ") expr | term`
    fn expr(&mut self) -> Result<Expr, String> {
        let term = self.term()?;
        for (op, make) in [(" + ", Expr::Add as fn(_, _) -> _), (" - ", Expr::Sub)] {
            if self.eat(op) {
                return Ok(make(Box::new(term), Box::new(self.expr()?)));
            }
        }
        Ok(term)
    }

    /// `factor (" * " | " / ") term | factor`
    fn term(&mut self) -> Result<Expr, String> {
        let factor = self.factor()?;
        for (op, make) in [(" * ", Expr::Mul as fn(_, _) -> _), (" / ", Expr::Div)] {
            if self.eat(op) {
                return Ok(make(Box::new(factor), Box::new(self.term()?)));
            }
        }
        Ok(factor)
    }

    /// `"(" expr ")" | integer`
    fn factor(&mut self) -> Result<Expr, String> {
        if self.eat("(") {
            let inner = self.expr()?;
            return match self.eat(")") {
                true => Ok(Expr::Paren(Box::new(inner))),
                false => Err(format!("expected ')' at {:?}", self.rest)),
            };
        }
        let digits = self.rest.len()
            - self
                .rest
                .trim_start_matches(|c: char| c.is_ascii_digit())
                .len();
        let (number, rest) = self.rest.split_at(digits);
        self.rest = rest;
        number
            .parse()
            .map(Expr::Num)
            .map_err(|_| format!("expected a number at {rest:?}"))
    }

    fn eat(&mut self, token: &str) -> bool {
        match self.rest.strip_prefix(token) {
            Some(rest) => {
                self.rest = rest;
                true
            }
            None => false,
        }
    }
}

/// The interpreter under test: it rejects what does not parse, and has a
/// bug on a `(` before a `)` (the book's `mystery`).
fn eval(input: &str) {
    let _expr: Expr = input.parse().expect("a valid expression");
    if let (Some(open), Some(close)) = (input.find('('), input.rfind(')')) {
        assert!(open > close, "Invalid input");
    }
}

fn main() -> Result<(), delta_test::Error> {
    let input = "1 + (2 * 3)".to_string();

    // Cut as text, both strategies stop where every smaller cut is a
    // syntax error: 1-minimal as text, far from minimal as an expression.
    let mut classic =
        DeltaDebugger::new("eval", |s: &String| eval(s), input.clone()).strategy(Strategy::Classic);
    let stuck = classic.min_args()?;
    println!("text, classic:   {classic}  ({} tests)", stuck.tests);
    let mut as_text = DeltaDebugger::new("eval", |s: &String| eval(s), input.clone());
    let stuck = as_text.min_args()?;
    println!("text, adaptive:  {as_text}  ({} tests)", stuck.tests);

    // Reduced as the expression it parses to: every candidate parses.
    let mut as_tree = DeltaDebugger::new("eval", |s: &String| eval(s), input).via::<Expr>()?;
    let reduced = as_tree.min_args()?;
    println!("via Expr:        {as_tree}  ({} tests)", reduced.tests);
    println!(
        "the tree:        {}",
        reduced.args.value().to_rust(Style::Readable)
    );
    Ok(())
}
