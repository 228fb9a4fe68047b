//! The names of derived types, short or by their path.
//!
//! A call shown to people names a struct as its definition does
//! (`Interval { lo: 0, hi: 1 }`). A `#[delta_debug]` regression test is
//! pasted into a test module of the crate, where that name is not in scope
//! (`error[E0422]: cannot find struct Interval`), so there every derived
//! type is named by its path: `crate::geom::Interval` in its own crate,
//! `::dep::geom::Interval` from another one.
//!
//! The choice is a mode of the printing thread rather than a [`Style`]:
//! a derived type is written from inside other impls (a field, the
//! elements of a `Vec`, a borrowed parameter), which all print their
//! contents as [`Style::Exact`], and each would have to hand the crate's
//! name on.
//!
//! [`Style`]: super::Style
//! [`Style::Exact`]: super::Style::Exact

use std::cell::Cell;
use std::fmt::{self, Write};

thread_local! {
    /// The crate whose code is being printed, while it is: its types are
    /// then named from `crate::`, the others from `::`.
    static PASTED_INTO: Cell<Option<&'static str>> = const { Cell::new(None) };
}

/// Runs `print` with every derived type it writes named by its path, as
/// code pasted into the crate `krate` (its name as `module_path!()` starts)
/// names it.
pub(crate) fn with_paths<R>(krate: &'static str, print: impl FnOnce() -> R) -> R {
    /// Puts the previous mode back, even when a `Literal` impl panics.
    struct Restore(Option<&'static str>);
    impl Drop for Restore {
        fn drop(&mut self) {
            PASTED_INTO.set(self.0);
        }
    }
    let _restore = Restore(PASTED_INTO.replace(Some(krate)));
    print()
}

/// Writes the name of a derived type, or of one of its variants (`name`,
/// as `Shape::Circle`), defined in the module `module_path`: as written,
/// or by its path while `with_paths` runs.
pub fn write_type_name(out: &mut dyn Write, module_path: &str, name: &str) -> fmt::Result {
    let Some(krate) = PASTED_INTO.get() else {
        return out.write_str(name);
    };
    let (first, rest) = match module_path.split_once("::") {
        Some((first, rest)) => (first, Some(rest)),
        None => (module_path, None),
    };
    match first == krate {
        true => out.write_str("crate::")?,
        false => write!(out, "::{first}::")?,
    }
    if let Some(rest) = rest {
        write!(out, "{rest}::")?;
    }
    out.write_str(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(module_path: &str, name: &str) -> String {
        let mut out = String::new();
        write_type_name(&mut out, module_path, name).unwrap();
        out
    }

    #[test]
    fn names_are_short_unless_pasted() {
        assert_eq!(name("app::geom", "Interval"), "Interval");
    }

    #[test]
    fn pasted_names_start_at_the_crate_root_or_at_another_crate() {
        with_paths("app", || {
            assert_eq!(name("app::geom", "Interval"), "crate::geom::Interval");
            assert_eq!(name("app", "Shape::Circle"), "crate::Shape::Circle");
            assert_eq!(name("dep::geom", "Interval"), "::dep::geom::Interval");
            assert_eq!(name("dep", "Interval"), "::dep::Interval");
        });
        assert_eq!(name("app::geom", "Interval"), "Interval");
    }

    #[test]
    fn the_mode_ends_with_a_panic_too() {
        let caught = std::panic::catch_unwind(|| with_paths("app", || panic!("in a Literal")));
        assert!(caught.is_err());
        assert_eq!(name("app", "Interval"), "Interval");
    }
}
