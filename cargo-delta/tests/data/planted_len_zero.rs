//! A small inventory, with one clippy lint planted deep in a function
//! (`len_zero`, made an error by `-D clippy::len_zero`).

use std::collections::HashMap;

pub struct Inventory {
    counts: HashMap<String, u32>,
    log: Vec<String>,
}

impl Inventory {
    pub fn new() -> Self {
        Inventory {
            counts: HashMap::new(),
            log: Vec::new(),
        }
    }

    pub fn add(&mut self, name: &str, n: u32) {
        *self.counts.entry(name.to_string()).or_insert(0) += n;
        self.log.push(format!("add {name} {n}"));
    }

    pub fn take(&mut self, name: &str, n: u32) -> Result<u32, String> {
        let have = self.counts.get(name).copied().unwrap_or(0);
        if have < n {
            return Err(format!("only {have} of {name}"));
        }
        self.counts.insert(name.to_string(), have - n);
        self.log.push(format!("take {name} {n}"));
        Ok(have - n)
    }

    pub fn summary(&self) -> String {
        let mut names: Vec<&String> = self.counts.keys().collect();
        names.sort();
        let mut out = String::new();
        for name in names {
            let line = format!("{name}: {}\n", self.counts[name]);
            out.push_str(&line);
        }
        if self.log.len() == 0 {
            out.push_str("(nothing happened)\n");
        }
        out
    }
}

impl Default for Inventory {
    fn default() -> Self {
        Self::new()
    }
}
