#!/usr/bin/env python3
"""Checks that the guide's pages are read in one order, and that each page links to the pages
before and after it.

The order is the order of the pages in the tables under `## The pages` in docs/README.md: the
first link of each row names a page, and its text is the page's name in the links. Every page
of docs/ must be there once. Each page then ends with the line this script writes, after the
marker line:

    <!-- reading order: written by Scripts/check-reading-order.py --fix -->
    [← `send`](send.md) · [The guide](README.md) · [Time →](time.md)

and docs/README.md ends with a link to the first page.

Usage: python3 Scripts/check-reading-order.py [--fix] (from the project root). --fix writes
the last lines of every page; a new page only needs its row in the table. Exit status 1 lists
every problem that is left.
"""
import sys

from docpages import GUIDE, ROOT, reading_order, report

DOCS = ROOT / "docs"
MARKER = "<!-- reading order: written by Scripts/check-reading-order.py --fix -->"


def footer(order, index):
    if index < 0:  # the guide itself
        name, title = order[0]
        return f"[Start reading: {title} →]({name})"
    parts = []
    if index > 0:
        parts.append(f"[← {order[index - 1][1]}]({order[index - 1][0]})")
    else:
        parts.append("[← The guide](README.md)")
    if index > 0:
        parts.append("[The guide](README.md)")
    if index + 1 < len(order):
        parts.append(f"[{order[index + 1][1]} →]({order[index + 1][0]})")
    return " · ".join(parts)


def with_footer(text, line):
    lines = text.rstrip("\n").split("\n")
    if MARKER in lines:
        lines = lines[:lines.index(MARKER)]
        while lines and lines[-1] == "":
            lines.pop()
        if lines and lines[-1] == "---":
            lines.pop()
        while lines and lines[-1] == "":
            lines.pop()
    return "\n".join(lines + ["", "---", "", MARKER, line]) + "\n"


def main(arguments):
    fix = "--fix" in arguments
    order = reading_order()
    problems = []
    names = [name for name, _ in order]
    pages = sorted(path.name for path in DOCS.glob("*.md") if path != GUIDE)
    for name in sorted(set(names)):
        if names.count(name) > 1:
            problems.append(f"docs/README.md: {name} is listed {names.count(name)} times under "
                            "'## The pages'; list it once")
    for name in names:
        if not (DOCS / name).exists():
            problems.append(f"docs/README.md: {name} is listed under '## The pages' but does not "
                            "exist")
    for name in pages:
        if name not in names:
            problems.append(f"docs/{name} is not in the reading order: add a row for it to a "
                            "table under '## The pages' in docs/README.md, then run "
                            "python3 Scripts/check-reading-order.py --fix")
    if order:
        targets = [(GUIDE, -1)] + [(DOCS / name, index) for index, (name, _) in enumerate(order)
                                   if (DOCS / name).exists()]
        for page, index in targets:
            text = page.read_text(encoding="utf-8")
            wanted = with_footer(text, footer(order, index))
            if text == wanted:
                continue
            if fix:
                page.write_text(wanted, encoding="utf-8")
                print(f"wrote the reading-order links of docs/{page.name}")
            else:
                problems.append(f"docs/{page.name} does not end with its reading-order links; "
                                "run python3 Scripts/check-reading-order.py --fix")
    else:
        problems.append("docs/README.md has no pages under '## The pages'")
    return report(problems, "The guide's reading order:",
                  f"{len(order)} pages in reading order, each linked to the next.")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
