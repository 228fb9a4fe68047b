//! A faithful model of CPython 3.11's `set` restricted to small non-negative
//! integers.
//!
//! # Why this exists
//!
//! The general Delta Debugging algorithm from *The Debugging Book* (`dd`)
//! works on Python `set`s and splits them with `list(c)[start:stop]`.  Which
//! elements end up in which chunk therefore depends on the *iteration order*
//! of CPython's hash sets, and that order in turn depends on the table size,
//! on the probe sequence, on where deleted entries ("dummies") linger and on
//! when tables get resized.  To reproduce the book's sequence of tests test
//! for test, this module re-implements the exact layout algorithm of CPython
//! 3.11's `Objects/setobject.c` for integer keys, where `hash(k) == k`.
//!
//! Only the operations the dd algorithm needs are provided: building a set
//! from an iterable, `a | b`, `a - b`, membership, `len` and iteration.  Each
//! one follows the same code path CPython takes (including its fast paths),
//! because the fast paths produce different slot layouts than the slow ones.
//!
//! Keys must stay below `2**61 - 1` so that Python's integer hash is the
//! identity; indices of a configuration are far below that.

/// Size of a freshly created table (CPython's `PySet_MINSIZE`).
const MIN_SIZE: usize = 8;
/// Number of neighbouring slots inspected before jumping elsewhere.
const LINEAR_PROBES: usize = 9;
/// How fast the high bits of the hash are folded into the probe sequence.
const PERTURB_SHIFT: u32 = 5;

/// One entry of the open-addressing table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// Never used since the table was (re)built; terminates lookups.
    Empty,
    /// Held a key that was removed; lookups must continue past it.
    Dummy,
    /// Holds a key.
    Key(usize),
}

/// Walks CPython's probe sequence for `hash` over a table of `mask + 1`
/// slots: runs of up to `LINEAR_PROBES + 1` consecutive slots, each run
/// starting at a position derived from the previous one and the perturbed
/// hash.
struct Probe {
    mask: usize,
    i: usize,
    perturb: usize,
}

impl Probe {
    fn new(hash: usize, mask: usize) -> Self {
        Probe {
            mask,
            i: hash & mask,
            perturb: hash,
        }
    }

    /// The consecutive slots to inspect at the current position.  Linear
    /// probing is only done when the whole run fits without wrapping.
    fn run(&self) -> std::ops::RangeInclusive<usize> {
        if self.i + LINEAR_PROBES <= self.mask {
            self.i..=self.i + LINEAR_PROBES
        } else {
            self.i..=self.i
        }
    }

    fn advance(&mut self) {
        self.perturb >>= PERTURB_SHIFT;
        self.i = self
            .i
            .wrapping_mul(5)
            .wrapping_add(1)
            .wrapping_add(self.perturb)
            & self.mask;
    }
}

/// A set of `usize` keys whose iteration order is identical to that of a
/// CPython 3.11 `set` of the same integers built by the same operations.
///
/// `Clone` duplicates the table verbatim (unlike Python's `set.copy()`, which
/// may re-lay out the entries); use it only where Python would share or keep
/// the very same object.
#[derive(Clone, Debug)]
pub(crate) struct PySet {
    /// Always a power of two long, at least `MIN_SIZE`.
    table: Vec<Slot>,
    /// Number of non-empty slots (keys plus dummies).
    fill: usize,
    /// Number of keys.
    used: usize,
}

impl Default for PySet {
    fn default() -> Self {
        Self::new()
    }
}

impl PySet {
    /// An empty set, like Python's `set()`.
    pub(crate) fn new() -> Self {
        PySet {
            table: vec![Slot::Empty; MIN_SIZE],
            fill: 0,
            used: 0,
        }
    }

    /// `set(items)` for an iterable that is not itself a set: the keys are
    /// added one at a time, in the order given.
    pub(crate) fn from_iter_ordered(items: impl IntoIterator<Item = usize>) -> Self {
        let mut set = Self::new();
        for key in items {
            set.add(key);
        }
        set
    }

    /// `len(s)`.
    pub(crate) fn len(&self) -> usize {
        self.used
    }

    /// The keys in Python's iteration order, i.e. in table slot order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.table.iter().filter_map(|slot| match *slot {
            Slot::Key(key) => Some(key),
            Slot::Empty | Slot::Dummy => None,
        })
    }

    /// `k in s`.
    pub(crate) fn contains(&self, key: usize) -> bool {
        self.find(key).is_some()
    }

    /// `self | other`: a copy of `self` into which `other` is merged.
    ///
    /// Python skips the merge when both operands are the same object; the
    /// same happens here when both references point to the same `PySet`.
    pub(crate) fn union(&self, other: &Self) -> Self {
        let mut result = self.copy();
        if !std::ptr::eq(self, other) {
            result.merge(other);
        }
        result
    }

    /// `self - other`.
    ///
    /// When `other` is small compared to `self`, Python copies `self` and
    /// deletes the common keys (leaving dummies behind); otherwise it builds
    /// a fresh set from the keys of `self` missing in `other`.  The two
    /// strategies yield different layouts, so both are reproduced.
    pub(crate) fn difference(&self, other: &Self) -> Self {
        if self.used >> 2 > other.used {
            let mut result = self.copy();
            for key in other.iter() {
                result.discard(key);
            }
            if result.fill - result.used > result.mask() / 4 {
                result.resize(result.growth_target());
            }
            result
        } else {
            let mut result = Self::new();
            for key in self.iter().filter(|&key| !other.contains(key)) {
                result.add(key);
            }
            result
        }
    }

    fn mask(&self) -> usize {
        self.table.len() - 1
    }

    /// The size passed to `resize` after the table got too full.
    fn growth_target(&self) -> usize {
        if self.used > 50_000 {
            self.used * 2
        } else {
            self.used * 4
        }
    }

    /// Python's `set.copy()` / `set(other_set)`: merging into an empty set.
    fn copy(&self) -> Self {
        let mut result = Self::new();
        result.merge(self);
        result
    }

    /// Index of the slot holding `key`, if any.
    fn find(&self, key: usize) -> Option<usize> {
        let mut probe = Probe::new(key, self.mask());
        loop {
            for idx in probe.run() {
                match self.table[idx] {
                    Slot::Empty => return None,
                    Slot::Key(k) if k == key => return Some(idx),
                    Slot::Key(_) | Slot::Dummy => {}
                }
            }
            probe.advance();
        }
    }

    /// Adds `key`, reusing the first dummy met on the probe path, and grows
    /// the table once it is at least 60% full.
    fn add(&mut self, key: usize) {
        let mut probe = Probe::new(key, self.mask());
        let mut free_slot = None;
        let empty = 'search: loop {
            for idx in probe.run() {
                match self.table[idx] {
                    Slot::Empty => break 'search idx,
                    Slot::Key(k) if k == key => return,
                    Slot::Key(_) => {}
                    Slot::Dummy => {
                        free_slot.get_or_insert(idx);
                    }
                }
            }
            probe.advance();
        };
        self.used += 1;
        if let Some(idx) = free_slot {
            self.table[idx] = Slot::Key(key);
            return;
        }
        self.table[empty] = Slot::Key(key);
        self.fill += 1;
        if self.fill * 5 >= self.mask() * 3 {
            self.resize(self.growth_target());
        }
    }

    /// Replaces `key` by a dummy; `fill` is unchanged.
    fn discard(&mut self, key: usize) -> bool {
        match self.find(key) {
            Some(idx) => {
                self.table[idx] = Slot::Dummy;
                self.used -= 1;
                true
            }
            None => false,
        }
    }

    /// Rebuilds the table with the smallest power-of-two size above
    /// `min_used`, re-inserting the keys in old slot order and dropping
    /// dummies.  A minimum-size table without dummies is left untouched.
    fn resize(&mut self, min_used: usize) {
        let mut new_size = MIN_SIZE;
        while new_size <= min_used {
            new_size <<= 1;
        }
        if new_size == MIN_SIZE && self.table.len() == MIN_SIZE && self.fill == self.used {
            return;
        }
        let old = std::mem::replace(&mut self.table, vec![Slot::Empty; new_size]);
        for slot in old {
            if let Slot::Key(key) = slot {
                insert_clean(&mut self.table, key);
            }
        }
        self.fill = self.used;
    }

    /// Adds every key of `other` (Python's `set_merge`), including its
    /// up-front resize and its two fast paths for an empty target.
    fn merge(&mut self, other: &Self) {
        if other.used == 0 {
            return;
        }
        // One big resize up front rather than growing while inserting.
        if (self.fill + other.used) * 5 >= self.mask() * 3 {
            self.resize((self.used + other.used) * 2);
        }
        if self.fill == 0 && self.mask() == other.mask() && other.fill == other.used {
            self.table.copy_from_slice(&other.table);
            self.fill = other.fill;
            self.used = other.used;
        } else if self.fill == 0 {
            for key in other.iter() {
                insert_clean(&mut self.table, key);
            }
            self.fill = other.used;
            self.used = other.used;
        } else {
            for key in other.iter() {
                self.add(key);
            }
        }
    }
}

/// Puts `key` into the first empty slot of its probe path in a table known
/// to contain neither dummies nor `key`.
fn insert_clean(table: &mut [Slot], key: usize) {
    let mut probe = Probe::new(key, table.len() - 1);
    loop {
        for idx in probe.run() {
            if table[idx] == Slot::Empty {
                table[idx] = Slot::Key(key);
                return;
            }
        }
        probe.advance();
    }
}

#[cfg(test)]
mod tests {
    use super::PySet;

    fn list(set: &PySet) -> Vec<usize> {
        set.iter().collect()
    }

    fn set(items: &[usize]) -> PySet {
        PySet::from_iter_ordered(items.iter().copied())
    }

    #[test]
    fn range_iterates_in_order() {
        let s = PySet::from_iter_ordered(0..10);
        assert_eq!(list(&s), (0..10).collect::<Vec<_>>());
        assert_eq!(s.len(), 10);
        assert_eq!(PySet::new().len(), 0);
    }

    #[test]
    fn small_difference() {
        // list(set(range(10)) - set([3, 4]))
        let d = PySet::from_iter_ordered(0..10).difference(&set(&[3, 4]));
        assert_eq!(list(&d), [0, 1, 2, 5, 6, 7, 8, 9]);
        assert!(!d.contains(3));
        assert!(d.contains(5));
    }

    #[test]
    fn colliding_keys() {
        // Python 3.11: list(set([8, 0, 16, 1])) == [8, 0, 16, 1]
        assert_eq!(list(&set(&[8, 0, 16, 1])), [8, 0, 16, 1]);
        // Python 3.11: list(set([16, 8, 0, 24, 1, 32])) == [0, 1, 32, 8, 16, 24]
        // (the fifth insertion grows the table to 32 slots).
        assert_eq!(list(&set(&[16, 8, 0, 24, 1, 32])), [0, 1, 32, 8, 16, 24]);
    }

    #[test]
    fn self_union_is_a_copy() {
        let a = set(&[5, 13, 21]);
        assert_eq!(list(&a.union(&a)), list(&a));
    }

    /// Python's `hash(tuple)`-free order fingerprint used by the fixtures.
    fn fingerprint(items: impl Iterator<Item = usize>) -> u64 {
        items.fold(0u64, |h, x| {
            h.wrapping_mul(1_000_003).wrapping_add(x as u64 + 1)
        })
    }

    fn nums(tokens: &[&str]) -> Vec<usize> {
        tokens.iter().map(|t| t.parse().expect("number")).collect()
    }

    /// Replays the differential cases generated by
    /// `scripts/pyset-oracle.py` (format described there).
    #[test]
    fn replay_python_fixtures() {
        let mut cases = 0;
        let mut checks = 0;
        for (lineno, line) in include_str!("pyset_cases.txt").lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            cases += 1;
            let mut regs: Vec<PySet> = Vec::new();
            for op in line.split(';') {
                let tokens: Vec<&str> = op.split_whitespace().collect();
                let (&name, args) = tokens.split_first().expect("empty op");
                let ctx = || format!("line {}: `{}`", lineno + 1, op.trim());
                match name {
                    "R" => regs.push(PySet::from_iter_ordered(0..nums(args)[0])),
                    "L" => regs.push(PySet::from_iter_ordered(nums(args))),
                    "U" | "D" => {
                        let n = nums(args);
                        let (a, b) = (&regs[n[0]], &regs[n[1]]);
                        let r = if name == "U" {
                            a.union(b)
                        } else {
                            a.difference(b)
                        };
                        regs.push(r);
                    }
                    "S" => {
                        let n = nums(args);
                        let items: Vec<usize> = regs[n[0]].iter().collect();
                        let stop = n[2].min(items.len());
                        let start = n[1].min(stop);
                        regs.push(PySet::from_iter_ordered(items[start..stop].iter().copied()));
                    }
                    "=" => {
                        let n = nums(args);
                        let reg = &regs[n[0]];
                        assert_eq!(list(reg), n[1..], "{}", ctx());
                        assert_eq!(reg.len(), n.len() - 1, "{}", ctx());
                        checks += 1;
                    }
                    "H" => {
                        let reg = &regs[nums(&args[..1])[0]];
                        let len: usize = args[1].parse().unwrap();
                        let hash: u64 = args[2].parse().unwrap();
                        assert_eq!(reg.len(), len, "{}", ctx());
                        assert_eq!(reg.iter().count(), len, "{}", ctx());
                        assert_eq!(fingerprint(reg.iter()), hash, "{}", ctx());
                        checks += 1;
                    }
                    "C" => {
                        let n = nums(args);
                        assert_eq!(regs[n[0]].contains(n[1]), n[2] == 1, "{}", ctx());
                        checks += 1;
                    }
                    _ => panic!("unknown op {}", ctx()),
                }
            }
        }
        assert!(cases > 0);
        println!("replayed {cases} Python cases with {checks} checks");
    }
}
