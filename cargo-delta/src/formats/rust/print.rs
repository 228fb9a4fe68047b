//! A syntax tree printed back as text, or `None` where the printer gives
//! up: `prettyplease` panics on a few trees it has no layout for (a
//! `macro_rules!` cut inside a rule did; `safe fn` in an `unsafe extern`
//! block, which `syn` keeps as verbatim tokens, does). Such a candidate is
//! one not to try, and such a file one to reduce another way; neither is
//! a reason to stop, nor to show the user the printer's panic.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    /// Whether this thread is printing, so that the printer's panic, which
    /// [`unparse`] catches, is not written out.
    static PRINTING: Cell<bool> = const { Cell::new(false) };
}

/// `file` printed, or `None` if the printer panicked on it.
pub fn unparse(file: &syn::File) -> Option<String> {
    quiet_while_printing();
    let was = PRINTING.replace(true);
    let printed = panic::catch_unwind(AssertUnwindSafe(|| prettyplease::unparse(file)));
    PRINTING.set(was);
    printed.ok()
}

/// Puts a panic hook in front of the one in place, once: silent for a
/// thread that is printing, the hook before it for any other panic.
fn quiet_while_printing() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !PRINTING.try_with(Cell::get).unwrap_or(false) {
                previous(info);
            }
        }));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tree_the_printer_has_no_layout_for_gives_none() {
        let file =
            syn::parse_file("unsafe extern \"C\" {\n    pub safe fn abs(x: i32) -> i32;\n}\n")
                .unwrap();
        assert_eq!(unparse(&file), None);
        let file = syn::parse_file("fn f() {}").unwrap();
        assert_eq!(unparse(&file).as_deref(), Some("fn f() {}\n"));
    }
}
