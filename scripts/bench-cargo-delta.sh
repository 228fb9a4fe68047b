#!/usr/bin/env bash
# `cargo delta` on the reduction suite with the suite's own scripts: test
# runs (as the scripts count them, the original's checks included), result
# size and wall time, per case. Usage, from the repository:
#   cargo build --release -p cargo-delta
#   scripts/bench-cargo-delta.sh [JOBS] [EXTRA ARGS...]     # e.g. 2, or 2 --original-runs 1
# PEER_SLEEP=0.05 makes every test run 50 ms slower (a slow test);
# CASES="keep1000" runs only those cases.
set -euo pipefail
jobs="${1:-1}"; shift || true
suite="${SUITE:-$(cd "$(dirname "$0")/../.." && pwd)/shared/reduction-suite}"
bin="$(cd "$(dirname "$0")/.." && pwd)/target/release/cargo-delta"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
echo "| case | test runs | result (B) | wall (s) |"
echo "|---|---:|---:|---:|"
for case in ${CASES:-mystery random2k paren2000 lines500 keep1000}; do
  test="$suite/commands/paren_test.sh"
  [ "$case" = keep1000 ] && test="$suite/commands/keep_test.sh"
  cp "$suite/$case.txt" "$work/$case.txt"
  : > "$work/count"
  start=$(date +%s.%N)
  PEER_COUNT_FILE="$work/count" "$bin" reduce "$work/$case.txt" -q -j "$jobs" "$@" --interesting "$test"
  end=$(date +%s.%N)
  printf '| %s | %d | %d | %.2f |\n' "$case" "$(wc -l < "$work/count")" \
    "$(wc -c < "$work/$case.min.txt")" "$(echo "$end - $start" | bc)"
done
