#!/usr/bin/env python3
"""Checks that every link from the guide into the API reference names a page of it.

The reference is a static site that Scripts/docs.sh builds in .build/docs and that you read
through `python3 -m http.server 8000 --directory .build/docs`, so pages link into it as
`http://localhost:8000/documentation/runtime/store`. Such a link must name a page the last
build produced (`.build/docs/documentation/runtime/store/index.html`); a fragment after `#` is
not checked.

Usage: python3 Scripts/check-reference-links.py [SITE]   (SITE defaults to .build/docs;
Scripts/docs.sh runs it after building). Exit status 1 lists every link that names no page.
"""
import pathlib
import re
import sys

from docpages import ROOT, documentation_pages, report

PREFIX = "http://localhost:8000/"
LINK = re.compile(r"\]\((" + re.escape(PREFIX) + r"[^)\s]*)\)")


def main(arguments):
    site = pathlib.Path(arguments[0]) if arguments else ROOT / ".build" / "docs"
    if not (site / "documentation").is_dir():
        print(f"{site} holds no reference; build it first with Scripts/docs.sh.")
        return 1
    problems, count = [], 0
    for page in documentation_pages():
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1):
            for link in LINK.findall(line):
                count += 1
                path = link[len(PREFIX):].partition("#")[0].strip("/")
                if not (site / path / "index.html").exists():
                    problems.append(f"{page.relative_to(ROOT)}:{number}: {link} names no page of "
                                    "the reference")
    return report(problems, "Links into the reference that name no page:",
                  f"{count} links into the reference name a page of it.")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
