#!/usr/bin/env python3
"""Writes the standard library's methods and who has them, from the docs.

Usage: scripts/std-methods.py [DOC_DIR]
  DOC_DIR: the documentation's html directory (default: the active
           toolchain's, `$(rustc --print sysroot)/share/doc/rust/html`;
           `rustup component add rust-docs`)

Writes cargo-delta/src/formats/rust/std_methods.txt: one line per name of
a method or associated function of std, core or alloc, in byte order,
then the types and traits that have it (their page names: `Vec`, `slice`,
`str`, `Iterator`): a type's own methods and those its `Deref` gives
(a `Vec`'s `len` is its slice's), a trait's declared ones.

`--format rust` does not take a call of a method a cut removed when std
may have a method of that name for the receiver: the call may be std's
(`s.as_str()` on a `&str`), not the file's.
"""

import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "cargo-delta/src/formats/rust/std_methods.txt"
PAGE = re.compile(r"(struct|enum|union|primitive|trait)\.(\w+)\.html$")
METHOD = re.compile(r'id="(?:tymethod|method)\.([A-Za-z_0-9]+)"')


def own_part(kind, text):
    """The part of a page that lists the owner's own methods: a trait's
    page up to its implementors, a type's from its impls up to its trait
    impls (its `Deref` target's methods in between)."""
    if kind == "trait":
        end = text.find('id="implementors"')
        return text[: end if end >= 0 else len(text)]
    start = text.find('id="implementations-list"')
    if start < 0:
        return ""
    end = text.find('id="trait-implementations"', start)
    return text[start : end if end >= 0 else len(text)]


def main():
    if len(sys.argv) > 2:
        sys.exit("usage: std-methods.py [DOC_DIR]")
    if len(sys.argv) == 2:
        docs = Path(sys.argv[1])
    else:
        sysroot = subprocess.run(["rustc", "--print", "sysroot"], capture_output=True, text=True, check=True)
        docs = Path(sysroot.stdout.strip()) / "share/doc/rust/html"
    owners = defaultdict(set)
    for crate in ("std", "core", "alloc"):
        for page in (docs / crate).rglob("*.html"):
            found = PAGE.match(page.name)
            if not found:
                continue
            kind, owner = found.groups()
            for name in METHOD.findall(own_part(kind, page.read_text(errors="replace"))):
                owners[name].add(owner)
    if not owners:
        sys.exit(f"no methods found under {docs}")
    lines = [" ".join([name, *sorted(owners[name])]) for name in sorted(owners)]
    OUT.write_text("\n".join(lines) + "\n")
    print(f"{len(lines)} names in {OUT}")


if __name__ == "__main__":
    main()
