//! The items a function's body declares, moved out beside the function
//! (`fn t() { struct S; impl Tr for S {} .. }` becomes `struct S; impl Tr
//! for S {} fn t() { .. }`): a test that declares its types inside itself
//! reduces to those types, without the function around them once nothing
//! else is left in it.
//!
//! An item in a body sees nothing of the function (not its generics, not
//! its locals), so it means the same one level out, and the body still
//! names it: the only new error a move can make is a clash with a name the
//! list has, and a function whose items would clash is not offered. The
//! items go before the function, so a `macro_rules!` declared in the body
//! still comes before the body's uses of it.
//!
//! Where the body is nothing but items and macro statements, the function
//! goes and its macro statements become items too (`fn a() { m!(..); }`
//! becomes `m!(..);`): a macro whose expansion is what fails (an internal
//! compiler error in a format string) needs no function around it. A
//! macro that is not an item's (`println!`) makes a candidate the
//! compiler refuses, and the reduction keeps the function.

use std::collections::BTreeSet;

use syn::{Item, ItemFn, ItemMacro, Stmt};

use super::flatten;
use super::verbatim;

/// The indices in `items` of the free functions whose bodies declare
/// items, or hold nothing but items and macro statements, whose names
/// clash with none the list has.
pub fn hoistable(items: &[Item]) -> Vec<usize> {
    let Some(names) = flatten::defined(items) else {
        return Vec::new(); // a glob import: the list's names are not known
    };
    let functions = items.iter().enumerate();
    functions
        .filter(|(_, item)| matches!(item, Item::Fn(function) if fits(&names, function)))
        .map(|(index, _)| index)
        .collect()
}

/// Moves the items of the function at `index` of `items` before it, and
/// takes the function away when nothing else was in it but macro
/// statements, which become items.
pub fn hoist(items: &mut Vec<Item>, index: usize) {
    let Some(Item::Fn(function)) = items.get_mut(index) else {
        return;
    };
    let whole = only_items_and_macros(function);
    let stmts = std::mem::take(&mut function.block.stmts);
    let (moved, kept): (Vec<Stmt>, Vec<Stmt>) = stmts
        .into_iter()
        .partition(|stmt| matches!(stmt, Stmt::Item(_)) || (whole && as_item(stmt).is_some()));
    function.block.stmts = kept;
    let moved = moved.iter().filter_map(as_item);
    let replaced = if whole {
        index..index + 1
    } else {
        index..index
    };
    items.splice(replaced, moved.collect::<Vec<_>>());
}

/// What the body of `function` would give its list: its items, or every
/// statement as an item when there are only items and macros.
fn moved(function: &ItemFn) -> Vec<Item> {
    let whole = only_items_and_macros(function);
    let stmts = function.block.stmts.iter();
    stmts
        .filter(|stmt| matches!(stmt, Stmt::Item(_)) || whole)
        .filter_map(as_item)
        .collect()
}

/// Whether the body holds nothing but items and macro statements, one of
/// them a macro.
fn only_items_and_macros(function: &ItemFn) -> bool {
    let stmts = &function.block.stmts;
    stmts.iter().all(|stmt| as_item(stmt).is_some())
        && stmts.iter().any(|stmt| !matches!(stmt, Stmt::Item(_)))
}

/// `stmt` as an item: an item as it is, a macro statement (or a body's
/// final macro call) as a macro item, which ends with `;` unless braced;
/// not a statement `syn` could not parse (`verbatim.rs`).
fn as_item(stmt: &Stmt) -> Option<Item> {
    let (attrs, mac) = match stmt {
        Stmt::Item(item) => return Some(item.clone()),
        Stmt::Macro(invocation) => (&invocation.attrs, &invocation.mac),
        Stmt::Expr(syn::Expr::Macro(invocation), _) => (&invocation.attrs, &invocation.mac),
        _ => return None,
    };
    if verbatim::is_island(mac) {
        return None;
    }
    let braced = matches!(mac.delimiter, syn::MacroDelimiter::Brace(_));
    Some(Item::Macro(ItemMacro {
        attrs: attrs.clone(),
        ident: None,
        mac: mac.clone(),
        semi_token: (!braced).then(Default::default),
    }))
}

/// Whether `function` has items to move, none of which defines a name
/// that `names`, the list's, has: the function's own aside when it goes
/// whole.
fn fits(names: &BTreeSet<String>, function: &ItemFn) -> bool {
    let moved = moved(function);
    let Some(inner) = flatten::defined(&moved) else {
        return false;
    };
    let whole = only_items_and_macros(function);
    let own = |name: &String| whole && function.sig.ident == name;
    !moved.is_empty() && inner.iter().all(|name| !names.contains(name) || own(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hoisted(text: &str, index: usize) -> String {
        let mut file = syn::parse_file(text).unwrap();
        hoist(&mut file.items, index);
        prettyplease::unparse(&file)
    }

    #[test]
    fn a_bodys_items_move_before_the_function_which_keeps_the_rest() {
        let text = "fn t() { let a = S; struct S; macro_rules! m { () => {} } m!(); impl Tr for S {} }\nfn u() { let b = 1; }\n";
        let file = syn::parse_file(text).unwrap();
        // `u` declares no item.
        assert_eq!(hoistable(&file.items), [0]);
        assert_eq!(
            hoisted(text, 0),
            "struct S;\nmacro_rules! m {\n    () => {};\n}\nimpl Tr for S {}\nfn t() {\n    let a = S;\n    m!();\n}\nfn u() {\n    let b = 1;\n}\n"
        );
    }

    #[test]
    fn a_body_of_items_and_macros_becomes_them_and_the_function_goes() {
        let text =
            "fn a() { const C: &str = \"\"; format_args!(concat!(\"x\", \"{:?#}\")); m! { C } }\n";
        let file = syn::parse_file(text).unwrap();
        assert_eq!(hoistable(&file.items), [0]);
        assert_eq!(
            hoisted(text, 0),
            "const C: &str = \"\";\nformat_args!(concat!(\"x\", \"{:?#}\"));\nm! {\n    C\n}\n"
        );
        // A body's final macro call, without its `;`, gets one.
        assert_eq!(hoisted("fn a() { m!(1) }", 0), "m!(1);\n");
    }

    #[test]
    fn items_that_would_clash_with_the_lists_names_stay() {
        // `S` is the list's too; `a` is the function's own, which stays.
        let clash = "struct S;\nfn t() { struct S; let x = 1; }\n";
        let own = "fn a() { fn a() {} let x = 1; }\n";
        let glob = "use m::*;\nfn t() { struct S; }\n";
        // A statement `syn` could not parse is no item.
        let island = "fn t() { __delta_verbatim! { super let x = 1; } }\n";
        for text in [clash, own, glob, island] {
            assert_eq!(
                hoistable(&syn::parse_file(text).unwrap().items),
                [] as [usize; 0],
                "{text}"
            );
        }
        // A function that goes whole frees its name.
        let whole = "fn a() { fn a() {} m!(); }\n";
        assert_eq!(hoistable(&syn::parse_file(whole).unwrap().items), [0]);
        assert_eq!(hoisted(whole, 0), "fn a() {}\nm!();\n");
    }
}
