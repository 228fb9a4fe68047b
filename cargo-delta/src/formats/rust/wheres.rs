//! Where clauses folded into the parameters they bound: `fn c<T>(d: T)
//! where T: S` becomes `fn c<T: S>(d: T)`, three tokens fewer for each
//! predicate (`where`, the name again, the comma), and the same program.
//!
//! Reduced files kept the crate's own layout of bounds, and a predicate
//! cannot move by cutting: cut from the clause, the bound is lost. One
//! choice at the file's root folds every predicate that bounds a type or
//! lifetime parameter of its own item (not `Self`, a path or a predicate
//! with its own `for<'a>`).

use syn::visit::Visit;
use syn::visit_mut::VisitMut;
use syn::{GenericParam, Generics, WherePredicate};

/// Whether `file` has a predicate [`fold`] would fold.
pub fn foldable(file: &syn::File) -> bool {
    struct Find(bool);
    impl<'ast> Visit<'ast> for Find {
        fn visit_generics(&mut self, generics: &'ast Generics) {
            self.0 |= generics
                .where_clause
                .iter()
                .any(|clause| (clause.predicates.iter()).any(|p| param_of(generics, p).is_some()));
            syn::visit::visit_generics(self, generics);
        }
    }
    let mut find = Find(false);
    find.visit_file(file);
    find.0
}

/// Folds every predicate of `file` that bounds a parameter of its own
/// item into the parameter's bounds; a clause left empty goes.
pub fn fold(file: &mut syn::File) {
    struct Fold;
    impl VisitMut for Fold {
        fn visit_generics_mut(&mut self, generics: &mut Generics) {
            fold_generics(generics);
            syn::visit_mut::visit_generics_mut(self, generics);
        }
    }
    Fold.visit_file_mut(file);
}

fn fold_generics(generics: &mut Generics) {
    let Some(clause) = generics.where_clause.take() else {
        return;
    };
    let mut kept = syn::punctuated::Punctuated::new();
    for predicate in clause.predicates {
        let Some(at) = param_of(generics, &predicate) else {
            kept.push(predicate);
            continue;
        };
        match (&mut generics.params[at], predicate) {
            (GenericParam::Type(param), WherePredicate::Type(p)) => {
                param.colon_token.get_or_insert_with(Default::default);
                param.bounds.extend(p.bounds);
            }
            (GenericParam::Lifetime(param), WherePredicate::Lifetime(p)) => {
                param.colon_token.get_or_insert_with(Default::default);
                param.bounds.extend(p.bounds);
            }
            (_, predicate) => kept.push(predicate),
        }
    }
    if !kept.is_empty() {
        generics.where_clause = Some(syn::WhereClause {
            where_token: clause.where_token,
            predicates: kept,
        });
    }
}

/// The index of the parameter of `generics` that `predicate` bounds, if
/// it bounds one plainly (`T: ..`, `'a: ..`).
fn param_of(generics: &Generics, predicate: &WherePredicate) -> Option<usize> {
    generics.params.iter().position(|param| match (param, predicate) {
        (GenericParam::Type(param), WherePredicate::Type(p)) => {
            p.lifetimes.is_none()
                && matches!(&p.bounded_ty, syn::Type::Path(t) if t.qself.is_none() && t.path.is_ident(&param.ident))
        }
        (GenericParam::Lifetime(param), WherePredicate::Lifetime(p)) => {
            p.lifetime == param.lifetime
        }
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_predicate_on_a_parameter_goes_to_its_bounds() {
        let text = "fn c<'a, 'b, T: Copy, U>(d: T)\nwhere\n    T: S + 'a,\n    'a: 'b,\n    Vec<U>: S,\n    Self: Sized,\n    for<'x> U: F<'x>,\n{}\nimpl<T> S for W<T> where T: S {}\ntrait Q {}\n";
        let mut file = syn::parse_file(text).unwrap();
        assert!(foldable(&file));
        fold(&mut file);
        assert_eq!(
            prettyplease::unparse(&file),
            "fn c<'a: 'b, 'b, T: Copy + S + 'a, U>(d: T)\nwhere\n    Vec<U>: S,\n    Self: Sized,\n    for<'x> U: F<'x>,\n{}\nimpl<T: S> S for W<T> {}\ntrait Q {}\n"
        );
        assert!(!foldable(&file), "what is left is no parameter's");
    }
}
