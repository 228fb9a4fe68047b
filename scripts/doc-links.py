#!/usr/bin/env python3
"""Fails on a dead link between the docs.

Reads README.md, CHANGELOG.md and docs/*.md; every Markdown link that is not
a web address (`[guide](docs/guide.md#limits)`, `[above](#install)`) must
name a file that exists and, with a `#anchor`, a heading of that file,
its anchor computed as GitHub computes it. Code blocks and inline code are
not read. Run by .ci/run; `python3 scripts/doc-links.py` lists each dead
link with its file and line.
"""

import pathlib
import re
import sys
import unicodedata

ROOT = pathlib.Path(__file__).resolve().parent.parent
LINK = re.compile(r"\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^()\s]+)(?:\s+\"[^\"]*\")?\)")


def prose(text):
    """The lines of `text` outside fenced code blocks, with their numbers,
    inline code blanked out."""
    fence = None
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.lstrip()
        marker = re.match(r"(`{3,}|~{3,})", stripped)
        if marker and (fence is None or marker.group(1)[0] == fence[0]):
            if fence is None:
                fence = marker.group(1)
            elif stripped.startswith(fence) and not stripped[len(fence):].strip():
                fence = None
            continue
        if fence is None:
            yield number, re.sub(r"`[^`]*`", "``", line)


def slug(heading):
    """The anchor GitHub gives a heading: its text (code marks, links and
    emphasis stripped), lowercased, punctuation other than `-` and `_`
    dropped, spaces as hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = text.replace("`", "").replace("*", "")
    text = re.sub(r"(?<!\w)_|_(?!\w)", "", text)
    kept = []
    for char in text.lower():
        kind = unicodedata.category(char)
        if char in "-_ " or kind[0] in "LNM":
            kept.append("-" if char == " " else char)
    return "".join(kept)


def anchors(path):
    """Every anchor of the headings in `path`, with GitHub's `-1`, `-2`
    for repeated ones."""
    found, counts = set(), {}
    lines = path.read_text().splitlines()
    for number, _ in prose(path.read_text()):
        line = lines[number - 1]
        heading = re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not heading:
            continue
        base = slug(heading.group(1))
        count = counts.get(base, 0)
        counts[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def dead_links(path):
    """(line, target, why) for each dead link of `path`."""
    for number, line in prose(path.read_text()):
        for match in LINK.finditer(line):
            target = match.group(1)
            if re.match(r"[a-z][a-z0-9+.-]*:", target):
                continue  # https:, mailto:
            file, _, anchor = target.partition("#")
            linked = (path.parent / file).resolve() if file else path
            if not linked.exists():
                yield number, target, "no such file"
            elif anchor and linked.suffix == ".md" and anchor not in anchors(linked):
                yield number, target, f"no heading with this anchor in {linked.name}"


def main():
    files = [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").glob("*.md"))]
    dead = 0
    for path in files:
        for number, target, why in dead_links(path):
            print(f"{path.relative_to(ROOT)}:{number}: ({target}): {why}", file=sys.stderr)
            dead += 1
    if dead:
        return 1
    print(f"doc-links: every link between the {len(files)} docs leads somewhere")
    return 0


if __name__ == "__main__":
    sys.exit(main())
