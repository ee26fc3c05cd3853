#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Test double of `uci -n export PACKAGE`, for tests/openwrt/functions.sh.

Reads a UCI file (OpenWrt's /etc/config syntax) and prints it as the
shell commands OpenWrt's functions.sh evaluates in config_load:
config TYPE NAME, option NAME VALUE, list NAME VALUE, every argument
quoted for sh. It parses as uci does, so that the translation is tested
on what a router would hand it: words, '...' (literal), "..." (backslash
escapes), both spanning lines, glued pieces, # comments; names of
sections and options of letters, digits and _; a syntax error or a
missing file is an error (exit 1, message on stderr), as with uci.
Not installed: OpenWrt has the real one.
"""
import re
import shlex
import sys

NAME = re.compile(r"[A-Za-z0-9_]+\Z")
TYPE = re.compile(r"[A-Za-z0-9_-]+\Z")


class ParseError(Exception):
    pass


def words(text):
    """Yields (line number, [arguments]) per statement."""
    i, n, line = 0, len(text), 1
    args, cur, in_word, start = [], [], False, 1
    while i <= n:
        c = text[i] if i < n else "\n"
        if c in " \t\r\n":
            if in_word:
                args.append("".join(cur))
                cur, in_word = [], False
            if c == "\n" and args:
                yield start, args
                args = []
            if c == "\n":
                line += 1
            i += 1
            continue
        if not args and not in_word:
            start = line
        if c == "#" and not in_word:
            while i < n and text[i] != "\n":
                i += 1
            continue
        in_word = True
        if c in "'\"":
            q, i = c, i + 1
            while True:
                if i >= n:
                    raise ParseError(f"line {start}: unterminated {q}")
                d = text[i]
                if d == q:
                    i += 1
                    break
                if d == "\\" and q == '"' and i + 1 < n:
                    d, i = text[i + 1], i + 1
                if d == "\n":
                    line += 1
                cur.append(d)
                i += 1
            continue
        if c == "\\" and i + 1 < n:
            c, i = text[i + 1], i + 1
        cur.append(c)
        i += 1


def export(text):
    out, section = [], False
    for line, args in words(text):
        key, rest = args[0], args[1:]
        if key == "package":
            if len(rest) != 1:
                raise ParseError(f"line {line}: package NAME")
            continue
        if key == "config":
            if not 1 <= len(rest) <= 2 or not TYPE.match(rest[0]) or \
               (len(rest) == 2 and not NAME.match(rest[1])):
                raise ParseError(f"line {line}: invalid section: {' '.join(args)}")
            section = True
        elif key in ("option", "list"):
            if not section:
                raise ParseError(f"line {line}: {key} outside a section")
            if len(rest) != 2 or not NAME.match(rest[0]):
                raise ParseError(f"line {line}: invalid {key}: {' '.join(args)}")
        else:
            raise ParseError(f"line {line}: unknown keyword {key!r}")
        out.append(" ".join([key] + [shlex.quote(a) for a in rest]))
    return "\n".join(out)


def main():
    if len(sys.argv) != 2:
        print("usage: uci-export.py FILE", file=sys.stderr)
        return 2
    try:
        with open(sys.argv[1], encoding="utf-8") as f:
            text = f.read()
        print(export(text))
    except OSError as e:
        print(f"uci: Entry not found ({e.strerror})", file=sys.stderr)
        return 1
    except (ParseError, UnicodeDecodeError) as e:
        print(f"uci: Parse error ({e}) in {sys.argv[1]}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
