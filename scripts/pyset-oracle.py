#!/usr/bin/env python3
"""Generate differential fixtures for `src/pyset.rs` from real CPython sets.

Run with CPython 3.11 (the layout emulated by `PySet` is 3.11's):

    python3.11 scripts/pyset-oracle.py [OUTPUT]      # default: delta-test-core/src/dd/pyset_cases.txt

The output is deterministic (fixed seed).  Python is the only source of
truth here: the Rust test merely replays the operations and compares.

File format
-----------
One test case per line; blank lines and lines starting with '#' are ignored.
A case is a list of operations separated by ';'.  Each value-producing
operation appends a new register (numbered 0, 1, 2, ... within the line):

    R n           set(range(n))
    L a b c ...   set([a, b, c, ...])       elements added in the order listed
    U i j         regs[i] | regs[j]         (U i i uses the same object twice)
    D i j         regs[i] - regs[j]
    S i a b       set(list(regs[i])[a:b])   with 0 <= a <= b <= len(regs[i])

Checks do not create registers:

    = i e1 e2 ... list(regs[i]) == [e1, e2, ...]
    H i n h       len(regs[i]) == n and fingerprint(list(regs[i])) == h
    C i k b       (k in regs[i]) == bool(b)

where fingerprint(xs) folds h = (h * 1000003 + x + 1) mod 2**64 over xs,
starting from h = 0.  Small sets are spelled out with '=', larger ones use
'H' to keep the file small.  Every register is checked right after it is
created.
"""

import random
import sys

if sys.version_info[:2] != (3, 11):
    sys.exit("pyset-oracle.py must run under CPython 3.11")

MASK64 = (1 << 64) - 1
SPELL_OUT = 24  # sets up to this size are checked element by element


def fingerprint(xs):
    h = 0
    for x in xs:
        h = (h * 1000003 + x + 1) & MASK64
    return h


class Case:
    """Records operations on Python sets as one fixture line."""

    def __init__(self):
        self.regs = []
        self.ops = []

    def _new(self, value, op):
        self.regs.append(value)
        self.ops.append(op)
        i = len(self.regs) - 1
        self.check(i)
        return i

    def R(self, n):
        return self._new(set(range(n)), f"R {n}")

    def L(self, items):
        items = list(items)
        return self._new(set(items), "L" + "".join(f" {x}" for x in items))

    def U(self, i, j):
        return self._new(self.regs[i] | self.regs[j], f"U {i} {j}")

    def D(self, i, j):
        return self._new(self.regs[i] - self.regs[j], f"D {i} {j}")

    def S(self, i, a, b):
        n = len(self.regs[i])
        b = max(0, min(b, n))
        a = max(0, min(a, b))
        return self._new(set(list(self.regs[i])[a:b]), f"S {i} {a} {b}")

    def check(self, i):
        xs = list(self.regs[i])
        if len(xs) <= SPELL_OUT:
            self.ops.append("= " + " ".join(map(str, [i] + xs)))
        else:
            self.ops.append(f"H {i} {len(xs)} {fingerprint(xs)}")

    def contains(self, i, k):
        self.ops.append(f"C {i} {k} {int(k in self.regs[i])}")

    def line(self):
        return "; ".join(self.ops)


rng = random.Random(20240611)
out = []


def emit(comment, case):
    out.append((comment, case.line()))


def random_items(n):
    """A list of n distinct keys drawn from one of several shapes."""
    kind = rng.randrange(6)
    if kind == 0:
        items = list(range(n))
        rng.shuffle(items)
    elif kind == 1:
        items = rng.sample(range(10 ** 6), n)
    elif kind == 2:  # heavy collisions in small tables
        step = rng.choice([8, 16, 32, 64, 1024])
        items = [step * k + rng.randrange(2) for k in range(n)]
        items = list(dict.fromkeys(items))
        rng.shuffle(items)
    elif kind == 3:
        items = list(range(n))[::-1]
    elif kind == 4:
        items = rng.sample(range(4 * n + 1), n)
    else:
        off = rng.randrange(1000)
        items = [off + 3 * k for k in range(n)]
        rng.shuffle(items)
    return items


def small_size():
    return rng.choice([rng.randrange(12), rng.randrange(40), rng.randrange(301)])


# --- set(range(n)) -------------------------------------------------------
c = Case()
for n in list(range(0, 70)) + [100, 128, 200, 255, 256, 300, 1000, 2000, 4096]:
    c.R(n)
emit("set(range(n)) for many n", c)
c = Case()
c.R(50000)
c.R(50001)
c.R(60000)
c.R(100000)
emit("set(range(n)) around the used > 50000 growth switch", c)

# --- set(list) -----------------------------------------------------------
for _ in range(40):
    c = Case()
    c.L(random_items(small_size()))
    emit("set(list)", c)
for items in ([8, 0, 16, 1], [16, 8, 0, 24, 1, 32], [0, 8, 16, 24, 32, 40, 48],
              [3, 3, 11, 3, 19], [7, 15, 23, 31, 39, 47, 55, 63, 71, 79, 87]):
    c = Case()
    c.L(items)
    emit("set(list) with collisions / duplicates", c)

# --- unions --------------------------------------------------------------
for _ in range(40):
    c = Case()
    a = c.L(random_items(small_size())) if rng.random() < 0.5 else c.R(small_size())
    kind = rng.randrange(3)
    if kind == 0:  # disjoint
        base = max(c.regs[a], default=0) + 1 + rng.randrange(50)
        b = c.L([base + x for x in random_items(small_size())])
    elif kind == 1:  # overlapping
        b = c.L(random_items(small_size()))
    else:  # sub-slices of a
        n = len(c.regs[a])
        b = c.S(a, rng.randrange(n + 1), rng.randrange(n + 1))
    c.U(a, b)
    c.U(b, a)
    c.U(a, a)
    emit("unions", c)

# --- differences (both strategies) --------------------------------------
for _ in range(50):
    c = Case()
    n = rng.choice([rng.randrange(30), rng.randrange(301)])
    a = c.R(n) if rng.random() < 0.5 else c.L(random_items(n))
    elems = list(c.regs[a])
    for m in (max(0, n // 4 - 1), n // 4, n // 4 + 1, rng.randrange(n + 1), n):
        k = min(m, len(elems))
        picked = rng.sample(elems, k)
        if rng.random() < 0.3 and picked:  # some keys not in a
            picked[0] = 10 ** 6 + rng.randrange(1000)
        b = c.L(picked)
        d = c.D(a, b)
        c.contains(d, picked[0] if picked else 0)
    c.D(a, a)
    emit("differences", c)

# --- random chains -------------------------------------------------------
for _ in range(60):
    c = Case()
    for _ in range(rng.randrange(1, 4)):
        if rng.random() < 0.5:
            c.R(small_size())
        else:
            c.L(random_items(small_size()))
    for _ in range(rng.randrange(5, 25)):
        i = rng.randrange(len(c.regs))
        j = rng.randrange(len(c.regs))
        op = rng.random()
        if op < 0.35:
            c.U(i, j)
        elif op < 0.7:
            c.D(i, j)
        elif op < 0.85:
            n = len(c.regs[i])
            a = rng.randrange(n + 1)
            c.S(i, a, a + rng.randrange(n - a + 1))
        else:  # a small "chunk" to remove or add
            elems = list(c.regs[i])
            c.L(rng.sample(elems, min(len(elems), rng.randrange(1, 6))))
    emit("random chains", c)

# --- repeated differences leaving dummies, then unions -------------------
for n in (20, 64, 100, 300, 2000):
    c = Case()
    cur = c.R(n)
    for _ in range(8):
        elems = list(c.regs[cur])
        if not elems:
            break
        k = max(0, len(elems) // 4 - 1 - rng.randrange(2))
        chunk = c.L(rng.sample(elems, k))
        cur = c.D(cur, chunk)
        back = c.D(cur, c.L([]))
        c.U(cur, chunk)
        c.U(chunk, cur)
        c.U(back, cur)
    emit("repeated differences with dummies", c)


# --- Delta Debugging traces ------------------------------------------------
PASS, FAIL, UNRESOLVED = "PASS", "FAIL", "UNRESOLVED"


def split(case, reg, n):
    """The Debugging Book's split() on a set: chunks set(list(elems)[a:b])."""
    length = len(case.regs[reg])
    k, m = divmod(length, n)
    return [case.S(reg, i * k + min(i, m), (i + 1) * k + min(i + 1, m)) for i in range(n)]


def make_test(universe, seed):
    culprits = set(rng.sample(sorted(universe), min(len(universe), rng.randrange(1, 4))))
    salt = random.Random(seed).getrandbits(32)
    unresolved_rate = rng.choice([0.0, 0.1, 0.3])

    def test(s):
        if culprits <= s:
            return FAIL
        if not s:
            return PASS
        r = random.Random(hash((salt, frozenset(s)))).random()
        return UNRESOLVED if r < unresolved_rate else PASS

    return test


def dd_trace(case, c_pass, c_fail, test, budget=400):
    """The general dd algorithm, recording every set operation."""
    n = 2
    steps = 0
    while steps < budget:
        delta = case.D(c_fail, c_pass)
        if n > len(case.regs[delta]):
            return
        deltas = split(case, delta, n)
        offset = 0
        j = 0
        while j < n:
            steps += 1
            i = (j + offset) % n
            next_c_pass = case.U(c_pass, deltas[i])
            next_c_fail = case.D(c_fail, deltas[i])
            if test(case.regs[next_c_fail]) == FAIL and n == 2:
                c_fail, n, offset = next_c_fail, 2, i
                break
            elif test(case.regs[next_c_fail]) == PASS:
                c_pass, n, offset = next_c_fail, 2, i
                break
            elif test(case.regs[next_c_pass]) == FAIL:
                c_fail, n, offset = next_c_pass, 2, i
                break
            elif test(case.regs[next_c_fail]) == FAIL:
                c_fail, n, offset = next_c_fail, max(n - 1, 2), i
                break
            elif test(case.regs[next_c_pass]) == PASS:
                c_pass, n, offset = next_c_pass, max(n - 1, 2), i
                break
            else:
                j += 1
        if j >= n:
            if n >= len(case.regs[delta]):
                return
            n = min(n * 2, len(case.regs[delta]))


def ddmin_trace(case, c, test, budget=400):
    """Set-based ddmin: test chunks, then complements c - chunk."""
    n = 2
    steps = 0
    while len(case.regs[c]) >= 2 and steps < budget:
        chunks = split(case, c, n)
        for chunk in chunks:
            steps += 1
            if test(case.regs[chunk]) == FAIL:
                c, n = chunk, 2
                break
        else:
            for chunk in chunks:
                steps += 1
                comp = case.D(c, chunk)
                if test(case.regs[comp]) == FAIL:
                    c, n = comp, max(n - 1, 2)
                    break
            else:
                if n >= len(case.regs[c]):
                    return
                n = min(n * 2, len(case.regs[c]))


dd_sizes = [2, 3, 4, 5, 7, 8, 9, 10, 13, 16, 20, 31, 32, 33, 50, 64, 100, 127, 200, 300]
for seed, n in enumerate(dd_sizes + [rng.randrange(2, 301) for _ in range(10)]):
    c = Case()
    full = c.R(n)
    test = make_test(set(range(n)), seed)
    dd_trace(c, c.L([]), full, test)
    emit(f"dd on set(range({n}))", c)
for seed, n in enumerate([10, 40, 100, 300]):
    c = Case()
    full = c.L(random_items(n))
    test = make_test(c.regs[full], 1000 + seed)
    dd_trace(c, c.L([]), full, test)
    emit(f"dd on a set of {n} scattered keys", c)
for seed, n in enumerate([6, 17, 64, 150, 300]):
    c = Case()
    full = c.R(n)
    test = make_test(set(range(n)), 2000 + seed)
    ddmin_trace(c, full, test)
    emit(f"set-based ddmin on set(range({n}))", c)
for seed, n in enumerate([2000, 60000]):
    c = Case()
    full = c.R(n)
    test = make_test(set(range(n)), 3000 + seed)
    dd_trace(c, c.L([]), full, test, budget=60)
    emit(f"dd on set(range({n})) (truncated)", c)

target = sys.argv[1] if len(sys.argv) > 1 else "delta-test-core/src/dd/pyset_cases.txt"
with open(target, "w") as f:
    f.write("# Generated by scripts/pyset-oracle.py under CPython "
            f"{sys.version.split()[0]}; do not edit.\n")
    f.write("# Format: see the docstring of scripts/pyset-oracle.py.\n")
    for comment, line in out:
        f.write(f"# {comment}\n{line}\n")
print(f"wrote {len(out)} cases to {target}")
