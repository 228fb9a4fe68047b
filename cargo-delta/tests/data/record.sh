#!/bin/sh
# Keeps a copy of each candidate in the directory $1, then fails (exit 1)
# when the candidate, $2, holds the word `bug`.
cp "$2" "$1/candidate-$$"
grep -q bug "$2" && { echo "bug found" >&2; exit 1; }
exit 0
