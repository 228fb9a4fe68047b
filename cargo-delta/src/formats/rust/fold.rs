//! An expression whose value is plain from its text, replaced by that
//! value as one literal: the length of a string, byte string or array
//! literal (`"ab".len()` is `2`), and integer arithmetic on integer
//! literals (`2 * 3` is `6`). A reader of a bug report needs the number,
//! not how it was made; and a compiler's message that quotes the value
//! (`attempt to compute 7_usize - 12_usize`) stays the same, where the
//! simplest literal, `0`, would change it.
//!
//! Only what is certain is folded: a result that is negative, or that no
//! integer type holds, is left as it is (the type the code around it gives
//! the literal is the compiler's to check, and a candidate it refuses is
//! refused by the test).

use syn::{BinOp, Expr, Lit, LitInt};

/// The literal `expr` evaluates to, if it is not one already and its value
/// is plain from its text.
pub fn folded(expr: &Expr) -> Option<Expr> {
    let (value, suffix) = value(expr)?;
    let text = format!("{value}{suffix}");
    let literal = LitInt::new(&text, proc_macro2::Span::call_site());
    Some(Expr::Lit(syn::ExprLit {
        attrs: Vec::new(),
        lit: Lit::Int(literal),
    }))
}

/// The value of a length or of arithmetic on integer literals, and the
/// suffix its literal takes (`usize` for a length is left to the code
/// around it, as an unsuffixed literal reads best).
fn value(expr: &Expr) -> Option<(u128, String)> {
    match expr {
        Expr::MethodCall(call) if call.method == "len" && call.args.is_empty() => {
            length(&call.receiver).map(|length| (length, String::new()))
        }
        Expr::Binary(binary) => {
            let (left, left_suffix) = integer(&binary.left)?;
            let (right, right_suffix) = integer(&binary.right)?;
            let suffix = match (left_suffix, right_suffix) {
                (a, b) if a == b => a,
                (a, "") => a,
                ("", b) => b,
                _ => return None,
            };
            let value = arithmetic(&binary.op, left, right)?;
            (value <= u128::from(u64::MAX)).then(|| (value, suffix.to_string()))
        }
        _ => None,
    }
}

/// The length of a literal string (in bytes, as `str::len` counts), byte
/// string, or array of literals.
fn length(receiver: &Expr) -> Option<u128> {
    let length = match receiver {
        Expr::Lit(literal) => match &literal.lit {
            Lit::Str(text) => text.value().len(),
            Lit::ByteStr(bytes) => bytes.value().len(),
            _ => return None,
        },
        Expr::Array(array) if array.elems.iter().all(|e| matches!(e, Expr::Lit(_))) => {
            array.elems.len()
        }
        Expr::Paren(inner) => return length(&inner.expr),
        _ => return None,
    };
    u128::try_from(length).ok()
}

/// The value and suffix of an integer literal (in parentheses or not).
fn integer(expr: &Expr) -> Option<(u128, &str)> {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: Lit::Int(int), ..
        }) => Some((int.base10_parse().ok()?, int.suffix())),
        Expr::Paren(inner) => integer(&inner.expr),
        _ => None,
    }
}

/// `left op right`, if it is a non-negative integer without overflow.
fn arithmetic(op: &BinOp, left: u128, right: u128) -> Option<u128> {
    let shift = || u32::try_from(right).ok().filter(|&bits| bits < 64);
    match op {
        BinOp::Add(_) => left.checked_add(right),
        BinOp::Sub(_) => left.checked_sub(right),
        BinOp::Mul(_) => left.checked_mul(right),
        BinOp::Div(_) => left.checked_div(right),
        BinOp::Rem(_) => left.checked_rem(right),
        BinOp::BitAnd(_) => Some(left & right),
        BinOp::BitOr(_) => Some(left | right),
        BinOp::BitXor(_) => Some(left ^ right),
        BinOp::Shl(_) => left.checked_shl(shift()?),
        BinOp::Shr(_) => left.checked_shr(shift()?),
        _ => None,
    }
}
