#!/usr/bin/env bash
# `cargo delta --format json|toml` against `--format text` and shrinkray (which
# has JSON passes) on a 65 KB package-lock.json and an 80 KB Cargo.lock that
# make a real parser with a planted bug panic (buggy-parse). One job each,
# each stopped after $PEER_LIMIT seconds (300). Prints a Markdown table: test
# runs, the share of candidates that parsed, result size, wall time.
# Usage, from the repository, after scripts/peers/install.sh and
# `cargo build --release -p cargo-delta`:
#   cargo build --release --manifest-path scripts/formats-bench/buggy-parse/Cargo.toml
#   scripts/formats-bench/bench.sh
set -euo pipefail
formats="$(cd "$(dirname "$0")" && pwd)"
source "$formats/../peers/lib.sh"
scratch="$(mktemp -d)"; trap 'rm -rf "$scratch"' EXIT
python3 "$formats/gen.py" "$scratch"
export BUGGY_PARSE="$formats/buggy-parse/target/release/buggy-parse"

echo "| file | reducer | test runs | candidates that parse | result (B) | wall (s) | status |"
echo "|---|---|---:|---:|---:|---:|---|"
for file in package-lock.json Cargo.lock.toml; do
  bytes=$(wc -c < "$scratch/$file")
  format=json; [[ $file == *.toml ]] && format=toml
  for variant in "cargo-delta --format $format" "cargo-delta --format text" shrinkray; do
    tool="${variant%% *}"
    args=""; [ "$tool" = cargo-delta ] && args="${variant#* }"
    w="$scratch/run"; mkdir -p "$w"
    : > "$scratch/parse"
    read -r runs size wall status < <(DELTA_ARGS="$args" FORMATS_PARSE="$scratch/parse" \
      run_tool "$tool" "$scratch/$file" "$formats/interesting.sh" 1 "$w")
    ok=$(grep -c ok "$scratch/parse" || true)
    printf '| %s (%d B) | %s | %d | %.0f%% | %s | %s | %s |\n' "$file" "$bytes" "$variant" \
      "$runs" "$(echo "100 * $ok / $runs" | bc -l)" "$size" "$wall" "$status"
    if [ -n "${KEEP_RESULTS:-}" ]; then
      mkdir -p "$KEEP_RESULTS"
      cp "$w/result" "$KEEP_RESULTS/$file.$format-${variant##* }" 2>/dev/null ||
        cp "$w/$file" "$KEEP_RESULTS/$file.$tool" 2>/dev/null || true
    fi
    rm -rf "$w"
  done
done
