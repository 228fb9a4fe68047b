//! What a cut breaks that names do not show: the calls of a method it
//! removed (`method_calls.rs`: the file defines it no more;
//! `receivers.rs`: the receiver's type has it no more), the impls that
//! need an impl it removed (`bounds.rs`) and the derives that do
//! (`derives.rs`), and the conversions and loops
//! such an impl allowed (`conversions.rs`, asked in `receivers.rs`'s walk,
//! which knows the types the syntax states). `dependents.rs` removes what
//! they take with what names a cut item, in turn.
//!
//! Each is asked of the file before the cut ([`Before`]) and again after
//! each round of removals ([`Broken`]): what went in one round (a trait
//! impl that named a cut trait) takes its own in the next.

use std::collections::BTreeSet;

use syn::visit::Visit;
use syn::{ImplItem, Item};

use super::{bounds, conversions, derives, method_calls, receivers};

/// The file's methods and trait impls before a cut.
#[derive(Default)]
pub struct Before {
    methods: BTreeSet<String>,
    typed: receivers::Methods,
    impls: bounds::Impls,
    conversions: conversions::Conversions,
}

/// What the file lost since [`Before`].
pub struct Broken<'a> {
    impls: &'a bounds::Impls,
    /// The methods it defines no more.
    gone: BTreeSet<String>,
    /// The methods each type has no more.
    lacking: receivers::Lost,
    /// The trait impls it has no more.
    lost_impls: bounds::Lost,
    /// The conversions and loops those impls allowed.
    conversions: conversions::Lost,
}

impl Before {
    pub fn of(file: &syn::File) -> Before {
        Before {
            methods: method_calls::defined(file),
            typed: receivers::Methods::of(file),
            impls: bounds::Impls::of(file),
            conversions: conversions::Conversions::of(file),
        }
    }

    /// What `file`, now, has lost since.
    pub fn broken(&self, file: &syn::File) -> Broken<'_> {
        Broken {
            impls: &self.impls,
            gone: &self.methods - &method_calls::defined(file),
            lacking: self.typed.lost_since(&receivers::Methods::of(file)),
            lost_impls: self.impls.lost_since(&bounds::Impls::of(file)),
            conversions: self
                .conversions
                .lost_since(&conversions::Conversions::of(file)),
        }
    }
}

impl Broken<'_> {
    /// Whether `item` goes: it calls a method lost, converts as an impl
    /// lost allowed, or it is an impl that needs one lost.
    pub fn takes(&self, item: &Item) -> bool {
        let needs = match item {
            Item::Impl(block) if !self.lost_impls.is_empty() => {
                self.impls.needs(block, &self.lost_impls)
            }
            _ => false,
        };
        needs
            || method_calls::calls(|c| c.visit_item(item), &self.gone)
            || self.typed(|c| c.visit_item(item), None)
    }

    /// Whether `item`, of an inherent impl of `self_type`, goes: it calls
    /// a method lost, or converts as an impl lost allowed.
    pub fn takes_impl_item(&self, item: &ImplItem, self_type: Option<&str>) -> bool {
        method_calls::calls(|c| c.visit_impl_item(item), &self.gone)
            || self.typed(|c| c.visit_impl_item(item), self_type.map(String::from))
    }

    /// The derives of `item` that need an impl lost (`derives.rs`).
    pub fn derives_lost(&self, item: &Item) -> BTreeSet<String> {
        if self.lost_impls.is_empty() {
            return BTreeSet::new();
        }
        derives::needing(item, self.impls, &self.lost_impls)
    }

    fn typed(
        &self,
        visit: impl FnOnce(&mut receivers::Calls<'_>),
        self_type: Option<String>,
    ) -> bool {
        receivers::calls_lost(visit, &self.lacking, &self.conversions, self_type)
    }
}
