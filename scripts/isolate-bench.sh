#!/usr/bin/env bash
# `cargo delta isolate` against `cargo delta reduce` on two text files that
# differ in N places (every other line of 2N changed), with a failure that
# needs two of the changes, and a program that refuses (another failure,
# exit 2) a file whose lines are not all there in order, as a compiler
# refuses most cuts of a program. Prints the runs of each, beside the
# bound the paper gives dd when nothing is unresolved: the number of
# tests grows with log2 N. Usage, from the repository:
#   cargo build --release -p cargo-delta
#   scripts/isolate-bench.sh [N...]          # default: 10 100 1000 10000
# REDUCE_UP_TO=300 runs `reduce` up to that N (it needs thousands of runs
# there); BIN=path/to/cargo-delta picks another build.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${BIN:-$root/target/release/cargo-delta}"
reduce_up_to="${REDUCE_UP_TO:-300}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
cat > "$work/check.sh" <<'CHECK'
#!/bin/sh
# Fails (exit 1, "boom") when lines A and B are both changed; refuses a
# file whose lines are not x1..xM in order (exit 2).
awk -v a="$A" -v b="$B" -v m="$M" '
  { n++; if ($1 != "x" n) { bad = 1; exit } if ($3 == "changed" && (n == a || n == b)) hit++ }
  END { if (bad || n != m) { print "error: line " n " out of order" > "/dev/stderr"; exit 2 }
        if (hit == 2) { print "boom: two changed settings" > "/dev/stderr"; exit 1 } }' "$1"
CHECK
chmod +x "$work/check.sh"
echo "| changes N | isolate runs | 2·log2 N | reduce runs | isolate (s) | reduce (s) |"
echo "|---:|---:|---:|---:|---:|---:|"
for n in "${@:-10 100 1000 10000}"; do
  for n in $n; do
    m=$((2 * n))
    export A=$((2 * (n / 3))) B=$((2 * (2 * n / 3))) M=$m
    awk -v m="$m" 'BEGIN { for (i = 1; i <= m; i++) print "x" i " = same" }' > "$work/good.txt"
    awk -v m="$m" 'BEGIN { for (i = 1; i <= m; i++) print "x" i " = " (i % 2 ? "same" : "changed") }' > "$work/bad.txt"
    start=$(date +%s.%N)
    "$bin" isolate "$work/good.txt" "$work/bad.txt" -q -j 1 -o "$work/out" --json "$work/isolate.json" -- "$work/check.sh" @@
    isolate_s=$(echo "$(date +%s.%N) - $start" | bc)
    isolate_runs=$(grep -o '"runs": [0-9]*' "$work/isolate.json" | grep -o '[0-9]*$')
    bound=$(awk -v n="$n" 'BEGIN { printf "%.0f", 2 * log(n) / log(2) }')
    reduce_runs="-"; reduce_s="-"
    if [ "$n" -le "$reduce_up_to" ]; then
      start=$(date +%s.%N)
      "$bin" reduce "$work/bad.txt" -q -j 1 -o "$work/bad.min.txt" --json "$work/reduce.json" -- "$work/check.sh" @@ || true
      reduce_s=$(printf '%.2f' "$(echo "$(date +%s.%N) - $start" | bc)")
      reduce_runs=$(grep -o '"runs": [0-9]*' "$work/reduce.json" | grep -o '[0-9]*$')
    fi
    printf '| %d | %d | %d | %s | %.2f | %s |\n' "$n" "$isolate_runs" "$bound" "$reduce_runs" "$isolate_s" "$reduce_s"
  done
done
