//! What a cut breaks that names do not show: the calls of a method it
//! removed (`method_calls.rs`: the file defines it no more;
//! `receivers.rs`: the receiver's type has it no more). `dependents.rs`
//! removes what they take with what names a cut item, in turn.
//!
//! Each is asked of the file before the cut ([`Before`]) and again after
//! each round of removals ([`Broken`]): what went in one round (a trait
//! impl that named a cut trait) takes its own in the next.

use std::collections::BTreeSet;

use syn::visit::Visit;
use syn::{ImplItem, Item};

use super::{method_calls, receivers};

/// The file's methods before a cut.
#[derive(Default)]
pub struct Before {
    methods: BTreeSet<String>,
    typed: receivers::Methods,
}

/// What the file lost since [`Before`].
pub struct Broken {
    /// The methods it defines no more.
    gone: BTreeSet<String>,
    /// The methods each type has no more.
    lacking: receivers::Lost,
}

impl Before {
    pub fn of(file: &syn::File) -> Before {
        Before {
            methods: method_calls::defined(file),
            typed: receivers::Methods::of(file),
        }
    }

    /// What `file`, now, has lost since.
    pub fn broken(&self, file: &syn::File) -> Broken {
        Broken {
            gone: &self.methods - &method_calls::defined(file),
            lacking: self.typed.lost_since(&receivers::Methods::of(file)),
        }
    }
}

impl Broken {
    /// Whether `item` goes: it calls a method lost.
    pub fn takes(&self, item: &Item) -> bool {
        method_calls::calls(|c| c.visit_item(item), &self.gone)
            || receivers::calls_lost(|c| c.visit_item(item), &self.lacking, None)
    }

    /// Whether `item`, of an inherent impl of `self_type`, goes: it calls
    /// a method lost.
    pub fn takes_impl_item(&self, item: &ImplItem, self_type: Option<&str>) -> bool {
        method_calls::calls(|c| c.visit_impl_item(item), &self.gone)
            || receivers::calls_lost(
                |c| c.visit_impl_item(item),
                &self.lacking,
                self_type.map(String::from),
            )
    }
}
