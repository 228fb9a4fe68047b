#!/usr/bin/env python3
"""The interestingness test of a case, in the reducers' convention.

Usage: interesting.py CASE [FILE]

Exit 0 ("still interesting") when compiling FILE still shows the case's
planted failure: the compiler's output holds the error's code and message
and its primary label (cases.toml's `keep`), whatever else it reports.

With RUST_BENCH_ERRORS naming a file of the planted file's kinds of
ordinary error (one a line, as `manifest.ordinary_errors` finds them;
run.sh writes it), the candidate must also have no other kind: judge.py's
"no new error", asked of every candidate. This is the rule `cargo delta`'s
own default has for a compiler (its no-new-error guard), which its
`--interesting` mode would otherwise bypass.
Without FILE, the candidate is the file named like the case's file in the
working directory (the C-Reduce / C-Vise convention); shrinkray,
treereduce and `cargo delta --interesting` pass its path.

When RUST_BENCH_TRACE names a file, each run appends a line to it: the
answer (`yes`/`no`), whether the planted failure shows (`bug`/`lost`),
the candidate's bytes and the kinds of error it adds: why a reduction's
cuts are refused. When RUST_BENCH_REFUSED names a directory, each
candidate that keeps the bug but adds an error is copied there as N.rs,
with the compiler's output as N.txt: what the refused cuts left behind.

When PEER_COUNT_FILE names a file, each run appends one line to it: `1`
when the candidate parses (rustc's parser, see manifest.parses), `0`
when it does not. Its line count is the number of runs. Appending a
couple of bytes with O_APPEND is atomic, so parallel runs may share it.
"""

import os
import sys
from pathlib import Path

from manifest import case_named, compile_output, new_errors_than, parses, same_bug


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit("usage: interesting.py CASE [FILE]")
    case = case_named(sys.argv[1])
    candidate = Path(sys.argv[2] if len(sys.argv) == 3 else Path(case["file"]).name)
    output = compile_output(case, candidate)
    bug = same_bug(case, output)
    allowed = os.environ.get("RUST_BENCH_ERRORS")
    new = new_errors_than(set(Path(allowed).read_text().splitlines()), output) if allowed else set()
    interesting = bug and not new
    trace = os.environ.get("RUST_BENCH_TRACE")
    if trace:
        line = f"{'yes' if interesting else 'no'}\t{'bug' if bug else 'lost'}\t{candidate.stat().st_size}\t{' '.join(sorted(new))}\n"
        append(trace, line.encode())
    refused = os.environ.get("RUST_BENCH_REFUSED")
    if refused and bug and new:
        keep_refused(Path(refused), candidate, output)
    counter = os.environ.get("PEER_COUNT_FILE")
    if counter:
        append(counter, b"1\n" if parses(case, candidate) else b"0\n")
    sys.exit(0 if interesting else 1)


def keep_refused(directory, candidate, output):
    """Copies a refused candidate and the compiler's output to `directory`, numbered."""
    directory.mkdir(parents=True, exist_ok=True)
    number = len(list(directory.glob("*.rs")))
    (directory / f"{number}.rs").write_bytes(candidate.read_bytes())
    (directory / f"{number}.txt").write_text(output)


def append(path, line):
    """Appends `line` with one write (O_APPEND): parallel runs may share the file."""
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, line)
    finally:
        os.close(fd)


if __name__ == "__main__":
    main()
