#!/usr/bin/env bash
# Runs one reducer, in the current directory, on the file BASE there, with
# the interestingness test TEST (exit 0 = keep) and JOBS tests at once: each
# reducer the way shared/reduction-suite/peers.md says it is run.
# Usage: reducer.sh TOOL TEST JOBS BASE
set -euo pipefail
tool="$1" test="$2" jobs="$3" base="$4"
here="$(cd "$(dirname "$0")" && pwd)"
venv="${PEERS_VENV:-/opt/peers}"
case "$tool" in
  cargo-delta)
    exec "$here/../../target/release/cargo-delta" reduce "$base" -q -j "$jobs" \
      -o result --interesting "$test" ${DELTA_ARGS:-} ;;
  shrinkray)
    # --no-llm, or it downloads a model; --no-restart, or it starts over
    # from the original once it is done.
    exec "$venv/bin/shrinkray" --no-llm --no-restart --ui basic --input-type arg \
      --no-history --formatter none --parallelism "$jobs" "$test" "$base" ;;
  picire)
    # -O skips the re-test of the current input that picire asserts.
    par=()
    [ "$jobs" -gt 1 ] && par=(-p -j "$jobs")
    exec "$venv/bin/python" -O -m picire -i "$base" --test "$test" --atom both \
      -o picire "${par[@]}" ;;
  lithium)
    # Lines, then characters; lithium runs one test at a time. It exits 1
    # when a pass leaves the file as it was, which is no failure here.
    PYTHONPATH="$here" "$venv/bin/lithium" --lines lithium_exit "$test" "$base" || [ $? = 1 ]
    PYTHONPATH="$here" exec "$venv/bin/lithium" --char lithium_exit "$test" "$base" ;;
  lithium-char)
    # Characters only, as the suite's own figures for one-line files.
    PYTHONPATH="$here" exec "$venv/bin/lithium" --char lithium_exit "$test" "$base" ;;
  creduce)
    exec creduce --not-c --n "$jobs" "$test" "$base" ;;
  cvise)
    exec cvise --not-c -n "$jobs" "$test" "$base" ;;
  *)
    echo "reducer.sh: unknown reducer '$tool' (cargo-delta, shrinkray, picire, lithium, lithium-char, creduce, cvise)" >&2
    exit 2 ;;
esac
