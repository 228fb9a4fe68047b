#!/bin/sh
# Interesting (exit 0) when the file holds 2, 6, 10, ... single quotes, as
# a TOML parser's empty literal strings: `''` and `''''''` fail, three to
# five quotes do not, so no single cut of six quotes is interesting.
# Usage: quotes_test.sh [FILE] (else the file named $PEER_BASENAME).
f="${1:-$PEER_BASENAME}"
n=$(tr -cd "'" < "$f" | wc -c)
[ $((n % 4)) -eq 2 ]
