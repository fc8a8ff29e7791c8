#!/usr/bin/env python3
"""Checks that every link on a page docc rendered has a target, so none vanishes from the site.

docc can render a link whose target it then leaves out of the page: a link that appears only in
a page's abstract (its first paragraph, or a doc comment's first sentence) is written into the
page without the target, and the browser shows nothing where the link was — no warning, no
text. This check reads each rendered page (`data/documentation/…json` of each archive) and
lists every link whose target the page lacks. The fix is to move the link out of the first
paragraph (Scripts/guide-catalog.py does that for the guide's pages).

Usage: python3 Scripts/check-rendered-links.py ARCHIVE...   (Scripts/docs.sh runs it).
Exit status 1 lists every page and link.
"""
import json
import pathlib
import sys

from docpages import report


def links(node):
    """The identifiers of the links in a rendered page's content."""
    if isinstance(node, dict):
        if node.get("type") == "reference" and "identifier" in node:
            yield node["identifier"]
        for key, value in node.items():
            if key != "references":
                yield from links(value)
    elif isinstance(node, list):
        for value in node:
            yield from links(value)


def main(arguments):
    if not arguments:
        print(__doc__.strip().rsplit("\n\n", 1)[-1])
        return 64
    problems, pages = [], 0
    for archive in map(pathlib.Path, arguments):
        data = archive / "data" / "documentation"
        for path in sorted(data.rglob("*.json")):
            pages += 1
            page = json.loads(path.read_text(encoding="utf-8"))
            targets = page.get("references", {})
            for identifier in sorted(set(links(page)) - set(targets)):
                problems.append(f"{path.relative_to(data).with_suffix('')}: the link to "
                                f"{identifier} renders as nothing (is it only in the first "
                                "paragraph? move it to the second)")
    return report(problems, "Links docc rendered without their targets:",
                  f"Every link of the {pages} rendered pages has its target.")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
