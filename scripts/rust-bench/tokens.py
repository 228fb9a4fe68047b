#!/usr/bin/env python3
"""Counts the Rust tokens of a file, roughly as rustc's lexer splits it.

Usage: tokens.py FILE

One token each: an identifier or keyword (`r#x` too), a lifetime, a
literal (a string, raw or byte string, a char or byte, a number with its
suffix), a punctuation mark (`::`, `->`, `..=` and the other multi-character
operators count once), a delimiter, and a doc comment (rustc turns it into
an attribute). Whitespace and plain comments count nothing. Text this
tokenizer does not know counts one token a character, so a file that does
not lex is never counted smaller than it is.
"""

import re
import sys

PUNCT = [
    "<<=", ">>=", "...", "..=", "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||",
    "+=", "-=", "*=", "/=", "%=", "^=", "&=", "|=", "<<", ">>", "..",
]
TOKEN = re.compile(
    r"""
      (?P<space>\s+)
    | (?P<doc>///[^/].*|///$|//!.*)
    | (?P<comment>//.*)
    | (?P<block>/\*)
    | (?P<raw>b?r(?P<hashes>\#*)")
    | (?P<string>b?"(?:[^"\\]|\\[\s\S])*")
    | (?P<char>b?'(?:[^'\\\n]|\\(?:x[0-9a-fA-F]{2}|u\{[0-9a-fA-F_]*\}|.))')
    | (?P<lifetime>'(?:r\#)?[A-Za-z_][A-Za-z0-9_]*)
    | (?P<number>(?:0x[0-9a-fA-F_]+|0o[0-7_]+|0b[01_]+|[0-9][0-9_]*(?:\.[0-9][0-9_]*)?(?:[eE][+-]?[0-9_]+)?)(?:[iu](?:8|16|32|64|128|size)|f32|f64)?)
    | (?P<ident>(?:r\#)?[A-Za-z_][A-Za-z0-9_]*)
    | (?P<punct>"""
    + "|".join(re.escape(p) for p in PUNCT)
    + r"""|[^\s])
    """,
    re.X,
)


def count_tokens(text: str) -> int:
    count, pos = 0, 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        kind = m.lastgroup if m.lastgroup != "hashes" else "raw"
        if kind == "block":
            end, depth, pos = pos + 2, 1, pos + 2
            while depth and end < len(text):
                if text.startswith("/*", end):
                    depth, end = depth + 1, end + 2
                elif text.startswith("*/", end):
                    depth, end = depth - 1, end + 2
                else:
                    end += 1
            is_doc = text[m.start() : m.start() + 3] in ("/**", "/*!") and text[m.start() : m.start() + 4] != "/**/"
            count += 1 if is_doc else 0
            pos = end
            continue
        if kind == "raw":
            closing = '"' + m.group("hashes")
            end = text.find(closing, m.end())
            pos = len(text) if end < 0 else end + len(closing)
            count += 1
            continue
        if kind not in ("space", "comment"):
            count += 1
        pos = m.end()
    return count


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: tokens.py FILE")
    with open(sys.argv[1], encoding="utf-8", errors="replace") as f:
        print(count_tokens(f.read()))


if __name__ == "__main__":
    main()
