#!/usr/bin/env python3
"""The shrinking challenge under Hypothesis: starts for delta-test, and
Hypothesis's own shrinking as the yardstick.

For each problem of the shrinking challenge
(https://github.com/jlink/shrinking-challenge, after the Hypothesis ECOOP
2020 artifact), and for each seed 0..19, Hypothesis runs the property
(generate and shrink phases only, no database). The test function is
wrapped so that it records:

  start   the first failing value Hypothesis generated (the value delta-test
          starts from, in starts.json);
  final   the last failing value, which is the shrunk one Hypothesis reports;
  calls   the test-function calls from the first failure to the end, both
          included (the final replay that reports the example counts too, as
          delta-test's count includes its observation run);
  best    whether `final` is the problem's best known counterexample, by the
          rule in BEST below (the same rule the Rust side uses).

Values are written as plain JSON: tuples as lists, `()` as null, a
calculator expression as an int or ["+", a, b] / ["/", a, b], a heap as
null or [key, left, right].

Where the challenge's generator draws unbounded integers, this one draws
them in the range of the Rust type the other side uses (i64), so that every
start is a value of that type; the calculator's integers are Java ints
(as in the jqwik version) so that no sum overflows an i64, and its division
truncates toward zero as Rust's (and Java's) does, so that a start fails
in Rust exactly when it fails here.

Install and run (Python 3.9 or newer):

    python3 -m venv /tmp/hyp-venv && /tmp/hyp-venv/bin/pip install hypothesis
    /tmp/hyp-venv/bin/python scripts/shrinking-bench/hypothesis_bench.py

It writes starts.json and hypothesis.json next to itself and prints a
Markdown table. `--seeds N` runs seeds 0..N-1 (default 20); `--only NAME`
runs one problem (and then writes nothing).
"""

import argparse
import copy
import json
import os
import statistics
import sys
import time

import hypothesis
import hypothesis.strategies as st
from hypothesis import HealthCheck, Phase, assume, given, seed, settings

I64 = st.integers(-(2**63), 2**63 - 1)
I16 = st.integers(-(2**15), 2**15 - 1)
I32 = st.integers(-(2**31), 2**31 - 1)


# ---------------------------------------------------------------- problems
# Each problem: a strategy, a property (raises on failure), a function
# turning a generated value into plain JSON, and the best-value rule over
# that JSON.


def wrap16(n):
    return (n + 2**15) % 2**16 - 2**15


def bound5(p):
    total = 0
    for sub in p:
        for x in sub:
            total = wrap16(total + x)
    assert total < 5 * 256


bounded_lists = st.lists(I16, max_size=1).filter(lambda x: sum(x) < 256)
bound5_strategy = st.tuples(*[bounded_lists] * 5)


def large_union_list(ls):
    all_elements = set()
    for x in ls:
        all_elements.update(x)
    assert len(all_elements) < 5


def reverse(ls):
    rev = list(reversed(ls))
    assert ls == rev


expression = st.deferred(
    lambda: st.one_of(
        I32,
        st.tuples(st.just("+"), expression, expression),
        st.tuples(st.just("/"), expression, expression),
    )
)


def div_subterms(e):
    if isinstance(e, int):
        return True
    if e[0] == "/" and e[-1] == 0:
        return False
    return div_subterms(e[1]) and div_subterms(e[2])


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def evaluate(e):
    if isinstance(e, int):
        return e
    elif e[0] == "+":
        return evaluate(e[1]) + evaluate(e[2])
    else:
        assert e[0] == "/"
        return trunc_div(evaluate(e[1]), evaluate(e[2]))


def calculator(e):
    assume(div_subterms(e))
    evaluate(e)


length_list_strategy = st.integers(1, 100).flatmap(
    lambda n: st.lists(st.integers(0, 1000), min_size=n, max_size=n)
)


def length_list(ls):
    assert max(ls) < 900


POSITIVE = st.integers(1, 2**31 - 1)  # jqwik's @Positive int


def difference_must_not_be_zero(p):
    first, second = p
    if first < 10:
        return
    assert abs(first - second) != 0


def difference_must_not_be_small(p):
    first, second = p
    if first < 10:
        return
    difference = abs(first - second)
    assert 1 > difference or difference > 4


def difference_must_not_be_one(p):
    first, second = p
    if first < 10:
        return
    assert abs(first - second) != 1


# binheap: the ECOOP artifact's generator (keys bounded to i64).
@st.composite
def heap1(draw, bound, size):
    branch = draw(st.integers(1, 8))
    if branch == 1 or size <= 0:
        return None
    key = I64
    if bound is not None:
        key = key.filter(lambda n: n >= bound)
    head = draw(key)
    child_size = size // 2
    return (head, draw(heap1(head, child_size)), draw(heap1(head, child_size)))


@st.composite
def heap(draw):
    return draw(heap1(None, draw(st.integers(0, 20))))


def to_list(heap):
    result = []
    stack = [heap]
    while stack:
        h = stack.pop()
        if h is None:
            continue
        result.append(h[0])
        stack.extend(h[1:])
    return result


def merge_heaps(h1, h2):
    if h1 is None:
        return h2
    if h2 is None:
        return h1
    if h1[0] <= h2[0]:
        return (h1[0], merge_heaps(h1[2], h2), h1[1])
    else:
        return (h2[0], merge_heaps(h2[2], h1), h2[1])


def wrong_to_sorted_list(heap):
    if heap is None:
        return []
    else:
        return [heap[0]] + to_list(merge_heaps(heap[1], heap[2]))


def binheap(h):
    l1 = to_list(h)
    l2 = wrong_to_sorted_list(h)
    assert l2 == sorted(l2)
    assert sorted(l1) == l2


def coupling(ls):
    assume(all(v < len(ls) for v in ls))
    for i, j in enumerate(ls):
        if i != j:
            assert ls[j] != i


def deletion(lsi):
    ls, i = lsi
    assume(i < len(ls))
    ls = list(ls)  # the recorded value must not be mutated
    x = ls[i]
    ls.remove(x)
    assert x not in ls


def distinct(ls):
    assert len(set(ls)) < 3


def nestedlists(ls):
    assert sum(map(len, ls), 0) <= 10


def to_json(v):
    """Tuples as lists, () as null."""
    if v == ():
        return None
    if isinstance(v, (list, tuple)):
        return [to_json(x) for x in v]
    return v


def heap_nodes(h):
    return 0 if h is None else 1 + heap_nodes(h[1]) + heap_nodes(h[2])


def heap_keys(h):
    return [] if h is None else [h[0]] + heap_keys(h[1]) + heap_keys(h[2])


# The best known counterexample of each problem, as a test on the JSON
# form; the text says what counts where several values are equally good.
BEST = {
    # ([-32768], [-1], [], [], []) in any positions (Hypothesis reports
    # ([], [], [], [-1], [-32768])).
    "bound5": (
        "two lists [-32768] and [-1], in any positions, the others empty",
        lambda v: sorted(map(tuple, v)) == [(), (), (), (-32768,), (-1,)],
    ),
    # [[0, 1, -1, 2, -2]]; the challenge counts [[0], [1], [-1], [2], [-2]]
    # as the same counterexample split otherwise.
    "large_union_list": (
        "five elements in all, the values 0, 1, -1, 2, -2, in any split and order",
        lambda v: sorted(x for sub in v for x in sub) == [-2, -1, 0, 1, 2],
    ),
    "reverse": ("[0, 1] or [1, 0]", lambda v: sorted(v) == [0, 1]),
    "calculator": (
        "0 / (0 + 0)",
        lambda v: v == ["/", 0, ["+", 0, 0]],
    ),
    "length_list": ("[900]", lambda v: v == [900]),
    "difference_must_not_be_zero": ("(10, 10)", lambda v: v == [10, 10]),
    "difference_must_not_be_small": ("(10, 6)", lambda v: v == [10, 6]),
    "difference_must_not_be_one": ("(10, 9)", lambda v: v == [10, 9]),
    # (0, None, (0, (0, None, None), (1, None, None))); its mirror image
    # fails too and is as small.
    "binheap": (
        "a heap of four nodes with keys 0, 0, 0, 1 (the challenge's or its mirror)",
        lambda v: heap_nodes(v) == 4 and sorted(heap_keys(v)) == [0, 0, 0, 1],
    ),
    "coupling": ("[1, 0]", lambda v: v == [1, 0]),
    "deletion": ("([0, 0], 0)", lambda v: v == [[0, 0], 0]),
    # The challenge names both [0, 1, -1] and [0, 1, 2].
    "distinct": (
        "three elements, the values {0, 1, -1} or {0, 1, 2}, in any order",
        lambda v: sorted(v) in ([-1, 0, 1], [0, 1, 2]),
    ),
    "nestedlists": ("one list of 11 elements", lambda v: v == [[None] * 11]),
}

PROBLEMS = [
    ("bound5", bound5_strategy, bound5),
    ("large_union_list", st.lists(st.lists(I64)), large_union_list),
    ("reverse", st.lists(I64), reverse),
    ("calculator", expression, calculator),
    ("length_list", length_list_strategy, length_list),
    (
        "difference_must_not_be_zero",
        st.tuples(POSITIVE, POSITIVE),
        difference_must_not_be_zero,
    ),
    (
        "difference_must_not_be_small",
        st.tuples(POSITIVE, POSITIVE),
        difference_must_not_be_small,
    ),
    (
        "difference_must_not_be_one",
        st.tuples(POSITIVE, POSITIVE),
        difference_must_not_be_one,
    ),
    ("binheap", heap(), binheap),
    ("coupling", st.lists(st.integers(0, 10)), coupling),
    ("deletion", st.tuples(st.lists(I64), st.integers(0, 10)), deletion),
    ("distinct", st.lists(I64), distinct),
    ("nestedlists", st.lists(st.lists(st.just(()))), nestedlists),
]


# ---------------------------------------------------------------- running


def run_one(strategy, prop, i):
    """One Hypothesis run with seed `i`: (start, final, calls) or None
    when no failure was found."""
    state = {"start": None, "final": None, "calls": 0}

    def instrumented(value):
        recorded = to_json(copy.deepcopy(value))
        failing = False
        try:
            prop(value)
        except hypothesis.errors.UnsatisfiedAssumption:
            raise
        except Exception:
            failing = True
            raise
        finally:
            if failing:
                if state["start"] is None:
                    state["start"] = recorded
                state["final"] = recorded
            if state["start"] is not None:
                state["calls"] += 1

    test = seed(i)(
        settings(
            database=None,
            derandomize=False,
            deadline=None,
            max_examples=100_000,
            report_multiple_bugs=False,
            phases=[Phase.generate, Phase.shrink],
            suppress_health_check=list(HealthCheck),
            verbosity=hypothesis.Verbosity.quiet,
        )(given(strategy)(instrumented))
    )
    try:
        test()
    except Exception:
        if state["start"] is None:
            raise
    if state["start"] is None:
        return None
    return state


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--only")
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))

    starts, results = {}, {}
    for name, strategy, prop in PROBLEMS:
        if args.only and name != args.only:
            continue
        rule, is_best = BEST[name]
        runs = []
        t0 = time.time()
        for i in range(args.seeds):
            r = run_one(strategy, prop, i)
            if r is None:
                print(f"{name}: seed {i} found no failure", file=sys.stderr)
                continue
            r["seed"] = i
            r["best"] = bool(is_best(r["final"]))
            runs.append(r)
        calls = [r["calls"] for r in runs]
        starts[name] = [r["start"] for r in runs]
        results[name] = {
            "best_rule": rule,
            "runs": len(runs),
            "reached_best": sum(r["best"] for r in runs),
            "share_best": sum(r["best"] for r in runs) / len(runs),
            "mean_calls": statistics.mean(calls),
            "median_calls": statistics.median(calls),
            "per_seed": [
                {k: r[k] for k in ("seed", "calls", "best", "final")} for r in runs
            ],
        }
        print(
            f"{name}: {len(runs)} runs in {time.time() - t0:.1f} s",
            file=sys.stderr,
        )

    print(f"Hypothesis {hypothesis.__version__}, seeds 0..{args.seeds - 1}\n")
    print("| problem | reached best | mean calls | median calls | best is |")
    print("| --- | --- | --- | --- | --- |")
    for name, r in results.items():
        print(
            f"| {name} | {r['reached_best']}/{r['runs']} | {r['mean_calls']:.1f}"
            f" | {r['median_calls']:g} | {r['best_rule']} |"
        )
    if args.only:
        return
    meta = {
        "hypothesis": hypothesis.__version__,
        "python": sys.version.split()[0],
        "seeds": args.seeds,
    }
    with open(os.path.join(here, "starts.json"), "w") as f:
        json.dump({"_meta": meta, **starts}, f, indent=1)
        f.write("\n")
    with open(os.path.join(here, "hypothesis.json"), "w") as f:
        json.dump({"_meta": meta, **results}, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
