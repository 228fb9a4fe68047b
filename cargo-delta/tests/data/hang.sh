#!/bin/sh
# Hangs (a child process too) when its file holds an `h`; else passes.
grep -q h "$1" || exit 0
sleep 1000 &
sleep 1000
