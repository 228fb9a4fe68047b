//! Fields no longer read go, where warnings are errors: rustc's
//! `dead_code` reports a field that is only written (`self.count += 1`)
//! or built (`S { count: 0 }`), so a cut of its last read is a new error
//! unless the field goes with its constructions, patterns and writes.

use std::collections::BTreeSet;

use syn::visit_mut::VisitMut;

use super::structs;
use super::uses::{compound, private, unpinned};

/// Removes the private fields of the file's structs that are named in
/// `names` (no longer read): from the struct, its constructions and
/// patterns (`structs.rs`), and the statements that assign to them.
/// Whether any went.
pub fn unread_fields(file: &mut syn::File, names: &BTreeSet<String>) -> bool {
    struct Structs<'a> {
        names: &'a BTreeSet<String>,
        cuts: Vec<structs::Cut>,
        gone: BTreeSet<String>,
    }
    impl VisitMut for Structs<'_> {
        fn visit_item_struct_mut(&mut self, s: &mut syn::ItemStruct) {
            let syn::Fields::Named(fields) = &mut s.fields else {
                return;
            };
            let goes = |f: &syn::Field| {
                let name = f.ident.as_ref().map(|i| i.to_string()).unwrap_or_default();
                private(&f.vis) && unpinned(&f.attrs) && self.names.contains(&name)
            };
            let gone: Vec<syn::Ident> = fields
                .named
                .iter()
                .filter(|f| goes(f))
                .filter_map(|f| f.ident.clone())
                .collect();
            if gone.is_empty() {
                return;
            }
            let kept = std::mem::take(&mut fields.named)
                .into_iter()
                .filter(|f| !goes(f));
            fields.named = kept.collect();
            self.gone.extend(gone.iter().map(|ident| ident.to_string()));
            self.cuts.push(structs::Cut::named(s.ident.clone(), gone));
        }
        // Only the file's and modules' structs: a function's own are its.
        fn visit_block_mut(&mut self, _: &mut syn::Block) {}
    }
    let mut structs = Structs {
        names,
        cuts: Vec::new(),
        gone: BTreeSet::new(),
    };
    structs.visit_file_mut(file);
    for cut in &structs.cuts {
        structs::remove_fields(file, cut);
    }
    // The fields of these names that stay are read, or not the file's to
    // cut (`pub`): only writes of those that went go.
    Writes(&structs.gone).visit_file_mut(file);
    !structs.cuts.is_empty()
}

/// Removes the statements that assign to a field of `.0` (`self.a = 1;`,
/// `self.a += 1;`).
struct Writes<'a>(&'a BTreeSet<String>);

impl VisitMut for Writes<'_> {
    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        let names = self.0;
        block.stmts.retain(|stmt| {
            let syn::Stmt::Expr(expr, _) = stmt else {
                return true;
            };
            let target = match expr {
                syn::Expr::Assign(assign) => &*assign.left,
                syn::Expr::Binary(binary) if compound(&binary.op) => &*binary.left,
                _ => return true,
            };
            !matches!(target, syn::Expr::Field(field)
                if matches!(&field.member, syn::Member::Named(n) if names.contains(&n.to_string())))
        });
        syn::visit_mut::visit_block_mut(self, block);
    }
}
