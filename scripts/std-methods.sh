#!/usr/bin/env bash
# Writes the names of the methods and associated functions of the standard
# library (std, core, alloc: its types' and its traits'), one a line in
# byte order, from the installed toolchain's documentation (`rustup
# component add rust-docs`), to cargo-delta/src/formats/rust/std_methods.txt.
#
# `--format rust` does not take a call of a method whose definition a cut
# removed when the standard library has a method of that name: the call may
# be std's (`s.as_str()` on a `&str`), not the file's.
#
# Usage: scripts/std-methods.sh [DOC_DIR]
#   DOC_DIR: the documentation's html directory (default: the active
#            toolchain's, `$(rustc --print sysroot)/share/doc/rust/html`)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
docs="${1:-$(rustc --print sysroot)/share/doc/rust/html}"
out="$repo/cargo-delta/src/formats/rust/std_methods.txt"
grep -rhoE 'id="(tymethod|method)\.[A-Za-z_0-9]+"' "$docs/std" "$docs/core" "$docs/alloc" \
  | sed -E 's/.*\.([A-Za-z_0-9]+)"$/\1/' | LC_ALL=C sort -u > "$out"
echo "$(wc -l < "$out") names ($(rustc --version)) in $out"
