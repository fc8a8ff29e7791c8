#!/usr/bin/env python3
"""Checks that every relative link in README.md, CONTRIBUTING.md, docs/ and Examples/ resolves.

A link `[text](path)` must name a file or folder that exists, relative to the page; a link
`[text](page.md#anchor)` or `[text](#anchor)` must also name a heading of that page, spelled as
GitHub spells anchors (lowercase, punctuation dropped, spaces as hyphens). Links inside code
are ignored, and so are web links.

Usage: python3 Scripts/check-links.py [--allow-missing docs/CLI.md ...]
(from the project root; `--readme`, once needed for README.md, is still accepted). `--allow-missing` names files that another branch is adding: links to
them are listed but do not fail the check. Exit status 1 lists every broken link.
"""
import re
import sys

from docpages import HEADING, ROOT, documentation_pages, prose_lines, report, slug

LINK = re.compile(r"(?<!!)\[[^\]]*\]\(([^)\s]+)\)")


def anchors(page):
    found, seen = set(), {}
    for _, line in prose_lines(page.read_text(encoding="utf-8"), keep_inline_code=True):
        match = HEADING.match(line)
        if match:
            base = slug(match.group(2))
            count = seen.get(base, 0)
            found.add(base if count == 0 else f"{base}-{count}")
            seen[base] = count + 1
    return found


def main(arguments):
    allowed = set()
    if "--allow-missing" in arguments:
        allowed = {a for a in arguments[arguments.index("--allow-missing") + 1:]
                   if not a.startswith("--")}
    pages = documentation_pages()
    problems, pending, count = [], [], 0
    for page in pages:
        for number, line in prose_lines(page.read_text(encoding="utf-8")):
            for target in LINK.findall(line):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                    continue
                count += 1
                where = f"{page.relative_to(ROOT)}:{number}"
                path, _, anchor = target.partition("#")
                resolved = (page.parent / path).resolve() if path else page
                relative = resolved.relative_to(ROOT).as_posix() if resolved.is_relative_to(
                    ROOT) else str(resolved)
                if not resolved.exists():
                    if relative in allowed:
                        pending.append(f"{where}: {target} (allowed: another branch adds it)")
                    else:
                        problems.append(f"{where}: {target} does not exist")
                    continue
                if anchor and resolved.suffix == ".md" and anchor not in anchors(resolved):
                    problems.append(f"{where}: {target} names no heading of {relative}")
    for note in pending:
        print(f"  pending: {note}")
    return report(problems, "Broken links:", f"{count} relative links resolve.")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
