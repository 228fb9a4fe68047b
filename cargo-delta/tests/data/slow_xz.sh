#!/bin/sh
# A slow interestingness test: its file holds an `x` and later a `z`.
sleep 0.2
tr -d '\n' < "$1" | grep -q 'x.*z'
