//! A fixture for `--format rust` with clippy: `clippy::needless_return` in
//! `Totals::mean`, made an error on the command line.

pub struct Totals { sum: u64, count: u32 }
impl Totals {
    pub fn add(&mut self, x: u64) { self.sum += x; self.count += 1; }
    pub fn mean(&self) -> Option<u64> {
        if self.count == 0 { return None; }
        let m = self.sum / u64::from(self.count);
        return Some(m);
    }
}
pub fn label(t: &Totals) -> String { format!("{:?}", t.mean()) }
