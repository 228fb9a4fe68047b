#!/usr/bin/env python3
"""Sums up run.sh's table: per reducer, geometric means and shares.

Usage: summary.py [TABLE.md]   (default: standard input)

For each reducer: the cases it ran, how many it finished within the
limit, the geometric mean of its results' tokens and of its test runs,
and how many results still show the planted failure, parse, and have no
new kind of error. With `--common`, only the cases every reducer of the
table has a written result for (so that the means compare the same cases).
"""

import math
import sys


def rows(text: str):
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 11 or cells[0] in ("case", "") or cells[0].startswith("---"):
            continue
        yield dict(zip(["case", "reducer", "runs", "wall", "lines", "tokens", "share", "same", "alone", "parses", "clean"], cells))


def geomean(values):
    values = [v for v in values if v > 0]
    return math.exp(sum(map(math.log, values)) / len(values)) if values else float("nan")


def main():
    args = [a for a in sys.argv[1:] if a != "--common"]
    text = open(args[0], encoding="utf-8").read() if args else sys.stdin.read()
    table = list(rows(text))
    results = [r for r in table if r["reducer"] != "(original)"]
    reducers = list(dict.fromkeys(r["reducer"] for r in results))
    if "--common" in sys.argv:
        written = {}
        for r in results:
            if r["tokens"].isdigit():
                written.setdefault(r["case"], set()).add(r["reducer"])
        common = {case for case, who in written.items() if who >= set(reducers)}
        results = [r for r in results if r["case"] in common]
        table = [r for r in table if r["case"] in common]
    originals = [int(r["tokens"]) for r in table if r["reducer"] == "(original)" and r["tokens"].isdigit()]
    print(f"{len({r['case'] for r in results})} cases; original tokens: geometric mean {geomean(originals):.0f}\n")
    print("| reducer | cases | finished | tokens (geomean) | test runs (geomean) | same bug | result parses | no new error |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for reducer in reducers:
        mine = [r for r in results if r["reducer"] == reducer]
        done = [r for r in mine if r["tokens"].isdigit()]
        finished = sum(not r["wall"].startswith("did not finish") for r in mine)
        tokens = geomean([int(r["tokens"]) for r in done])
        runs = geomean([int(r["runs"]) for r in mine if r["runs"].isdigit()])
        count = lambda key: sum(r[key] == "yes" for r in done)
        print(f"| {reducer} | {len(mine)} | {finished} | {tokens:.1f} | {runs:.0f} | {count('same')}/{len(done)} | {count('parses')}/{len(done)} | {count('clean')}/{len(done)} |")


if __name__ == "__main__":
    main()
