#!/usr/bin/env bash
# Runs reducers on the Rust-source benchmark and prints a Markdown table.
#
# Usage: scripts/rust-bench/run.sh [REDUCER...]
#   REDUCER: cvise shrinkray treereduce icemelter cargo-delta (default: all of them),
#            or cargo-delta-alone: cargo delta with the case's own command and
#            --only-this-error (its own failure rule, the planted error alone;
#            single files only), or cargo-delta-command: the case's own command
#            with the default rule (what a user types; single files only), or cargo-delta-guarded: cargo delta with the
#            case's test that also refuses a candidate with a kind of error
#            the planted file has not (RUST_BENCH_ERRORS, interesting.py):
#            the no-new-error guard of its default rule, on files and crates
# Environment:
#   MANIFEST=corpus.toml  the manifest whose cases run (default: cases.toml; corpus.toml
#                         is the held-out corpus of issue 30)
#   CASES="semver slab"   the cases to run (default: every case of the manifest)
#   JOBS=2                candidates at once, for every reducer
#   LIMIT=600             seconds a reduction may take before it is stopped
#   MAX_TESTS=200         cargo delta stops after this many runs (--max-tests): its path
#                         does not depend on the load or the jobs, so two builds stopped
#                         at the same count compare where a time limit would not
#   CARGO_DELTA=PATH      the cargo-delta binary (default: target/release/cargo-delta)
#   SHRINKRAY=PATH        the shrinkray binary (default: shrinkray on PATH, else /opt/peers/bin/shrinkray)
#   SHRINKRAY_GRAMMAR=DIR where `pip install --target DIR tree-sitter-rust` put the Rust
#                         grammar, for a machine where shrinkray cannot download it
#                         (see shrinkray-rust-grammar/sitecustomize.py)
#   KEEP=DIR              keep each result as DIR/CASE.REDUCER.rs, and the reducer's log
#
# Each reduction starts from a scratch copy of the case's file, with the
# case's interestingness test (interesting.py) in the reducer's own
# convention, counting its runs and the candidates that parse. A row per
# case and reducer: test runs, wall time, the result's lines and tokens,
# the share of candidates that parse, whether the result still shows
# the planted failure (the same code, message and label), shows it alone,
# parses, and has no kind of error the planted file had not (judge.py).
# `summary.py` reads the table and prints geometric means per reducer.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
jobs="${JOBS:-2}"
limit="${LIMIT:-600}"
cargo_delta="${CARGO_DELTA:-$repo/target/release/cargo-delta}"
shrinkray="${SHRINKRAY:-$(command -v shrinkray || echo /opt/peers/bin/shrinkray)}"
reducers=("$@")
export RUST_BENCH_MANIFEST="${MANIFEST:-cases.toml}"
[ ${#reducers[@]} -eq 0 ] && reducers=(cvise shrinkray treereduce icemelter cargo-delta)
cases="${CASES:-$(python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); from manifest import load_cases; print(" ".join(c["name"] for c in load_cases()))' "$here")}"

# The case's file (a single file, or the file of a crate that holds the bug).
case_file() {
  python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); from manifest import case_named, HERE
c = case_named(sys.argv[2]); print(HERE / (c["crate"] + "/" + c["file"] if "crate" in c else c["file"]))' "$here" "$1"
}

# The case's command, one argument per line: the candidate as @@, output
# in $2.
case_command() {
  python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); from manifest import case_named
for arg in case_named(sys.argv[2])["command"]:
    print(arg.replace("{file}", "@@").replace("{out}", sys.argv[3]))' "$here" "$1" "$2"
}

# `crate` or `file`: what the case is.
kind() {
  python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); from manifest import case_named
print("crate" if "crate" in case_named(sys.argv[2]) else "file")' "$here" "$1"
}

# Why a reducer cannot run here, or nothing when it can.
unavailable() {
  case "$1" in
    cvise) command -v cvise > /dev/null || echo "cvise is not installed (apt-get install cvise)" ;;
    shrinkray) [ -x "$shrinkray" ] || echo "shrinkray is not installed (see shared/reduction-suite/peers.md)" ;;
    treereduce) command -v treereduce-rust > /dev/null || echo "treereduce-rust is not installed (cargo install treereduce-rust)" ;;
    icemelter)
      if ! command -v icemelter > /dev/null; then echo "icemelter is not installed (cargo install icemelter)"
      elif [ "$2" = crate ]; then echo "icemelter runs rustc on one file, not cargo on a crate"
      fi ;;
    cargo-delta)
      if [ ! -x "$cargo_delta" ]; then echo "no $cargo_delta (cargo build --release -p cargo-delta)"
      elif ! "$cargo_delta" reduce --help | grep -qw rust; then echo "$cargo_delta has no --format rust yet"
      fi ;;
    cargo-delta-guarded) unavailable cargo-delta ;;
    cargo-delta-alone|cargo-delta-command)
      if [ "$2" = crate ]; then echo "a crate: the command runs in the crate, not on one file"
      else unavailable cargo-delta
      fi ;;
    *) echo "unknown reducer $1 (cvise, shrinkray, treereduce, icemelter, cargo-delta, cargo-delta-guarded, cargo-delta-alone, cargo-delta-command)" ;;
  esac
}

# Runs reducer $1 on case $2 in the scratch directory $3, where the
# candidate is $3/$4; leaves the result in $3/result.rs.
reduce() {
  local reducer="$1" case="$2" dir="$3" base="$4"
  cd "$dir" || return 1
  case "$reducer" in
    cvise)
      timeout -k 10 "$limit" cvise --not-c --tidy -n "$jobs" ./test.sh "$base"
      status=$?; cp "$base" result.rs; return $status ;;
    shrinkray)
      [ -n "${SHRINKRAY_GRAMMAR:-}" ] && export PYTHONPATH="$here/shrinkray-rust-grammar:$SHRINKRAY_GRAMMAR"
      timeout -k 10 "$limit" "$shrinkray" --no-llm --no-restart --ui basic --input-type arg \
        --no-history --formatter none --parallelism "$jobs" ./test.sh "$base"
      status=$?; cp "$base" result.rs; return $status ;;
    treereduce)
      cp "$base" result.rs
      timeout -k 10 "$limit" treereduce-rust --jobs "$jobs" --source "$base" --output result.rs \
        --temp-dir "$TMPDIR" --timeout 600 -- ./test.sh @@ ;;
    icemelter)
      # icemelter runs a compiler command on the file and keeps what matches a
      # regex on its stderr: the test, saying so on stderr, stands in for it.
      cp "$base" result.rs
      printf '#!/bin/sh\n"$(dirname "$0")/test.sh" "$1" && echo STILL-INTERESTING >&2\n' > said.sh
      chmod +x said.sh
      timeout -k 10 "$limit" icemelter "$base" --allow-errors --jobs "$jobs" --timeout 600000 \
        --interesting-stderr STILL-INTERESTING --output result.rs "$dir/said.sh" ;;
    cargo-delta|cargo-delta-guarded)
      cp "$base" result.rs
      [ "$reducer" = cargo-delta-guarded ] && export RUST_BENCH_ERRORS="$dir/errors"
      timeout -k 10 "$limit" "$cargo_delta" reduce "$base" --format rust -j "$jobs" -q \
        ${MAX_TESTS:+--max-tests "$MAX_TESTS"} --interesting ./test.sh -o result.rs ;;
    cargo-delta-alone|cargo-delta-command)
      # The case's command, the candidate at @@; no test script, so the
      # runs are counted from the report (one `?` each: parse not checked).
      cp "$base" result.rs
      local command only=()
      mapfile -t command < <(case_command "$case" "$dir/tmp")
      [ "$reducer" = cargo-delta-alone ] && only=(--only-this-error)
      timeout -k 10 "$limit" "$cargo_delta" reduce "$base" --format rust -j "$jobs" -q \
        "${only[@]}" -o result.rs --json report.json -- "${command[@]}"
      status=$?
      python3 -c 'import json, sys; print("?\n" * json.load(open(sys.argv[1]))["runs"], end="")' \
        report.json > count 2>/dev/null
      return $status ;;
  esac
}

# The whole run is one function, read before it starts: editing this file
# while it runs cannot change what the running copy does.
main() {
  echo "| case | reducer | test runs | wall time | result lines | result tokens | candidates that parse | same bug | alone | result parses | no new error |"
  echo "|---|---|---:|---:|---:|---:|---:|---|---|---|---|"
  for case in $cases; do
    file="$(case_file "$case")" || exit 1
    base="$(basename "$file")"
    original="$(python3 "$here/judge.py" "$case" "$file")"
    IFS=$'\t' read -r lines tokens _ _ _ <<< "$original"
    echo "| $case | (original) | | | $lines | $tokens | | | | | |"
    for reducer in "${reducers[@]}"; do
      why="$(unavailable "$reducer" "$(kind "$case")")"
      if [ -n "$why" ]; then
        echo "$case, $reducer: skipped: $why" >&2
        continue
      fi
      dir="$(mktemp -d "${TMPDIR:-/tmp}/rust-bench-$case-$reducer.XXXXXX")"
      cp "$file" "$dir/$base"
      printf '#!/bin/sh\nexec python3 %q %q "$@"\n' "$here/interesting.py" "$case" > "$dir/test.sh"
      chmod +x "$dir/test.sh"
      # The planted file's kinds of ordinary error, for cargo-delta-guarded.
      python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); from manifest import case_named, compile_output, ordinary_errors; from pathlib import Path
print("\n".join(sorted(ordinary_errors(compile_output(case_named(sys.argv[2]), Path(sys.argv[3]))))))' "$here" "$case" "$file" > "$dir/errors"
      : > "$dir/count"
      mkdir "$dir/tmp"   # the reducer's and the test's temporary files, removed with $dir
      start=$(date +%s.%N)
      (PEER_COUNT_FILE="$dir/count" TMPDIR="$dir/tmp" reduce "$reducer" "$case" "$dir" "$base") > "$dir/log" 2>&1
      status=$?
      end=$(date +%s.%N)
      wall=$(printf '%.0f s' "$(echo "$end - $start" | bc)")
      [ "$status" -eq 124 ] || [ "$status" -eq 137 ] && wall="did not finish in $limit s"
      runs=$(wc -l < "$dir/count")
      IFS=$'\t' read -r lines tokens share same alone parsed clean <<< "$(python3 "$here/judge.py" "$case" "$dir/result.rs" "$dir/count")"
      if [ "$wall" != "${wall#did not}" ] && cmp -s "$file" "$dir/result.rs"; then
        # treereduce and icemelter write their result only when they finish.
        last=$(grep -o 'Reduced to size: [0-9]*' "$dir/log" | tail -n 1 | grep -o '[0-9]*$')
        wall="$wall${last:+, $last B then}"
        lines="not written"; tokens="-"; same="-"; alone="-"; parsed="-"; clean="-"
      fi
      echo "| $case | $reducer | $runs | $wall | $lines | $tokens | $share | $same | $alone | $parsed | $clean |"
      if [ -n "${KEEP:-}" ]; then
        mkdir -p "$KEEP"
        cp "$dir/result.rs" "$KEEP/$case.$reducer.rs"
        cp "$dir/log" "$KEEP/$case.$reducer.log"
      fi
      rm -rf "$dir"
    done
  done
}

main
exit
