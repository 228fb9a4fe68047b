#!/usr/bin/env python3
"""Judges a reducer's result for a case: its size, and whether it still has the bug.

Usage: judge.py CASE FILE [COUNT_FILE]

Prints one tab-separated line: lines, tokens, candidates that parse (as a
percentage of the runs counted in COUNT_FILE, `-` without it), whether the
compiler still shows the planted failure (code, message and label), and
whether it shows it alone (no other error).
"""

import sys
from pathlib import Path

from manifest import case_named, compile_output, error_count, same_bug
from tokens import count_tokens


def parse_share(count_file: Path) -> str:
    # A run whose parse was not checked is marked `?`.
    marks = [mark for mark in count_file.read_text().split() if mark in ("0", "1")]
    if not marks:
        return "-"
    return f"{100 * marks.count('1') / len(marks):.0f}%"


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit("usage: judge.py CASE FILE [COUNT_FILE]")
    case, result = case_named(sys.argv[1]), Path(sys.argv[2])
    text = result.read_text(encoding="utf-8", errors="replace")
    output = compile_output(case, result)
    same = same_bug(case, output)
    alone = same and error_count(output) == 1
    share = parse_share(Path(sys.argv[3])) if len(sys.argv) == 4 else "-"
    lines = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    print("\t".join([str(lines), str(count_tokens(text)), share, "yes" if same else "no", "yes" if alone else "no"]))


if __name__ == "__main__":
    main()
