#!/usr/bin/env bash
# `cargo delta` against shrinkray, picire, lithium, C-Reduce and C-Vise on the
# text cases of shared/reduction-suite, each with the suite's own test script
# (which counts its runs), in a scratch copy, each stopped after $PEER_LIMIT
# seconds (300). Prints a Markdown table; the raw figures stay in $RESULTS.
#
# Usage, from the repository, after scripts/peers/install.sh and
# `cargo build --release -p cargo-delta`:
#   scripts/peers/bench.sh runs     # one job: test runs, bytes, runs to reach
#                                   # each peer's size, overhead per run
#   scripts/peers/bench.sh wall     # two jobs: wall time
#   PEER_SLEEP=0.05 scripts/peers/bench.sh wall   # two jobs, a 50 ms test
# Environment: CASES, TOOLS (space-separated subsets), REPEAT (wall mode:
# the median of that many runs, 1 by default), SUITE, PEER_LIMIT, RESULTS.
set -euo pipefail
mode="${1:-runs}"
source "$(dirname "$0")/lib.sh"
suite="${SUITE:-$(cd "$here/../../.." && pwd)/shared/reduction-suite}"
cases="${CASES:-mystery random2k paren2000 lines500 keep1000}"
tools="${TOOLS:-cargo-delta shrinkray picire lithium creduce cvise}"
repeat="${REPEAT:-1}"
results="${RESULTS:-$(mktemp -d)}"
mkdir -p "$results"
scratch="$(mktemp -d)"; trap 'rm -rf "$scratch"' EXIT

test_for() { # the suite's test script for a case
  if [ "$1" = keep1000 ]; then echo "$suite/commands/keep_test.sh"; else echo "$suite/commands/paren_test.sh"; fi
}

# ms_per_run TEST FILE: the test's own time, a plain loop of 20 runs.
ms_per_run() {
  local d="$scratch/loop" start end
  mkdir -p "$d"; cp "$2" "$d/"; : > "$d/count"; : > "$d/trace"
  start=$(date +%s.%N)
  for _ in $(seq 20); do
    PEER_COUNT_FILE="$d/count" PEER_TRACE="$d/trace" "$1" "$d/$(basename "$2")" > /dev/null || true
  done
  end=$(date +%s.%N)
  rm -rf "$d"
  echo "($end - $start) * 1000 / 20" | bc -l
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

case "$mode" in
  runs)
    echo "| case | reducer | test runs | result (B) | wall (s) | test alone (ms/run) | overhead (ms/run) | status |"
    echo "|---|---|---:|---:|---:|---:|---:|---|" ;;
  wall)
    echo "| case | reducer | test runs | result (B) | wall (s), median of $repeat | status |"
    echo "|---|---|---:|---:|---:|---|" ;;
  *) echo "bench.sh: the mode is 'runs' or 'wall', not '$mode'" >&2; exit 2 ;;
esac

for case in $cases; do
  file="$suite/$case.txt"
  test="$(test_for "$case")"
  for tool in $tools; do
    if [ "$mode" = runs ]; then
      # One job, through trace.sh: each kept candidate's run number and size.
      w="$scratch/$tool"; mkdir -p "$w"
      trace="$results/$case.$tool.trace"; : > "$trace"
      read -r runs size wall status < <(PEER_REAL_TEST="$test" PEER_TRACE="$trace" \
        run_tool "$tool" "$file" "$here/trace.sh" 1 "$w")
      alone=$(PEER_REAL_TEST="$test" ms_per_run "$here/trace.sh" "$file")
      over=$(echo "$wall * 1000 / $runs - $alone" | bc -l)
      echo "$case $tool $runs $size $wall $status" >> "$results/runs.txt"
      printf '| %s | %s | %d | %s | %.2f | %.1f | %.1f | %s |\n' \
        "$case" "$tool" "$runs" "$size" "$wall" "$alone" "$over" "$status"
      rm -rf "$w"
    else
      walls=(); runs_seen=()
      for _ in $(seq "$repeat"); do
        w="$scratch/$tool"; mkdir -p "$w"
        read -r runs size wall status < <(run_tool "$tool" "$file" "$test" 2 "$w")
        walls+=("$wall"); runs_seen+=("$runs")
        echo "$case $tool $runs $size $wall $status ${PEER_SLEEP:-0}" >> "$results/wall.txt"
        rm -rf "$w"
      done
      printf '| %s | %s | %s | %s | %s | %s |\n' "$case" "$tool" \
        "$(printf '%s\n' "${runs_seen[@]}" | sort -nu | paste -sd/)" "$size" \
        "$(printf '%s\n' "${walls[@]}" | median)" "$status"
    fi
  done
done

if [ "$mode" = runs ] && [[ " $tools " == *" cargo-delta "* ]]; then
  # How many runs cargo delta needed to first hold a file no larger than
  # each peer's result: the first kept candidate of that size in its trace.
  echo
  echo "| case | reducer | its runs, bytes | cargo delta's runs to reach that size |"
  echo "|---|---|---|---:|"
  while read -r case tool runs size _ _; do
    [ "$tool" = cargo-delta ] || [ "$size" = - ] && continue
    reach=$(awk -v s="$size" '$2 <= s {print $1; exit}' "$results/$case.cargo-delta.trace")
    echo "| $case | $tool | $runs, $size | ${reach:-not reached} |"
  done < "$results/runs.txt"
fi
