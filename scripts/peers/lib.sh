# Shared by bench.sh and ../formats-bench/bench.sh: runs one reducer on one
# file in a scratch directory and prints "RUNS BYTES SECONDS STATUS".
# Runs are counted by the test itself (a line per run in $PEER_COUNT_FILE);
# STATUS is "ok", "timeout" (stopped after $PEER_LIMIT seconds, 300 by
# default; the size is then that of the file as the reducer left it, if it
# writes as it goes) or "exit-N" (the reducer failed: see SCRATCH/log).
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
limit="${PEER_LIMIT:-300}"

# run_tool TOOL FILE TEST JOBS SCRATCH
run_tool() {
  local tool="$1" file="$2" test="$3" jobs="$4" w="$5"
  local base rc=0 start end result status size
  base="$(basename "$file")"
  cp "$file" "$w/$base"
  : > "$w/count"
  start=$(date +%s.%N)
  # timeout runs the reducer in a process group of its own and kills the
  # group (the reducer and its tests) at the limit.
  (cd "$w" && PEER_COUNT_FILE="$w/count" PEER_BASENAME="$base" \
    timeout -k 10 "$limit" "$here/reducer.sh" "$tool" "$test" "$jobs" "$base") \
    > "$w/log" 2>&1 || rc=$?
  end=$(date +%s.%N)
  case "$tool" in
    cargo-delta) result="$w/result" ;;
    picire) result="$(find "$w/picire" -type f -name "$base" 2>/dev/null | head -n 1)" ;;
    *) result="$w/$base" ;;
  esac
  case "$rc" in
    0) status=ok ;;
    124 | 137) status=timeout ;;
    *) status="exit-$rc" ;;
  esac
  size=-
  [ -f "$result" ] && size=$(wc -c < "$result")
  printf '%d %s %.2f %s\n' "$(wc -l < "$w/count")" "$size" "$(echo "$end - $start" | bc)" "$status"
}
