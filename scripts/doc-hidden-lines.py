#!/usr/bin/env python3
"""Fails on a hidden doctest line in the docs that GitHub shows.

README.md and docs/guide.md are compiled as doctests (`include_str!` in
delta-test/src/lib.rs), where a Rust block's lines that start with `# `
are hidden; GitHub, which renders the same files, shows them as they are
(`# Ok::<(), delta_test::Error>(())`). So the docs' Rust blocks have none:
an example that needs `?` has its own `fn main`. Run by .ci/run.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def hidden_lines(path):
    """(line number, line) of each hidden line in a Rust block of `path`."""
    fence, rust = None, False
    for number, line in enumerate(path.read_text().splitlines(), 1):
        marker = re.match(r"\s*(`{3,}|~{3,})(.*)", line)
        if marker and fence is None:
            fence = marker.group(1)
            rust = marker.group(2).strip().split(",")[0] == "rust"
        elif marker and line.strip() == fence:
            fence = None
        elif fence and rust and re.match(r"\s*#(\s|$)", line):
            yield number, line


def main():
    files = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    found = 0
    for path in files:
        for number, line in hidden_lines(path):
            print(f"{path.relative_to(ROOT)}:{number}: hidden doctest line: {line.strip()}",
                  file=sys.stderr)
            found += 1
    if found:
        print("GitHub shows these lines: write the example so that it needs none "
              "(its own `fn main() -> Result<..>`)", file=sys.stderr)
        return 1
    print(f"doc-hidden-lines: no hidden doctest line in the {len(files)} docs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
