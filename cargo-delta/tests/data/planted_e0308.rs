//! A fixture for `--format rust`: a small library with one planted type
//! error, `expected u32, found char`, deep in `Inventory::code`.

use std::collections::HashMap;

/// A kind of item.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Kind {
    Tool,
    Part { weight: u32 },
    Other(char),
}

/// Items by name.
#[derive(Debug, Default)]
pub struct Inventory {
    items: HashMap<String, Kind>,
    total: u32,
}

pub trait Weighed {
    fn weight(&self) -> u32;
}

impl Weighed for Kind {
    fn weight(&self) -> u32 {
        match self {
            Kind::Tool => 1,
            Kind::Part { weight } => *weight,
            Kind::Other(_) => 0,
        }
    }
}

impl Inventory {
    pub fn add(&mut self, name: &str, kind: Kind) {
        self.total += kind.weight();
        self.items.insert(name.to_string(), kind);
    }

    pub fn code(&self, name: &str) -> u32 {
        let kind = self.items.get(name).copied().unwrap_or(Kind::Tool);
        if self.total == 0 {
            return 0;
        }
        let letter = match kind {
            Kind::Other(c) => c,
            _ => 'a',
        };
        letter
    }
}
