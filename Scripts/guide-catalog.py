#!/usr/bin/env python3
"""Writes the guide (docs/*.md) as a DocC catalog, so the reference site shows it beside the
API and the reference can link to its pages.

The guide is written for GitHub: relative links between its pages and to the repository's
files, anchors spelled as GitHub spells them, links into the reference as
`http://localhost:8000/documentation/…`. This script copies each page into `Guide.docc` and
changes only what the site needs:

- a page's title loses its backticks, which docc's sidebar would show as they are;
- a first paragraph with links goes under `## Overview`, so that docc does not make it the
  page's abstract, whose links it drops;
- docs/README.md becomes the catalog's root, `Guide.md` (the site's /documentation/guide),
  ending with a `## Topics` section that lists the pages in the guide's reading order;
- a link to another page of the guide, with or without `#anchor`, becomes a `doc:` link, which
  docc checks (the anchor is rewritten to docc's spelling of the same heading);
- a link into the reference, `http://localhost:8000/documentation/…`, becomes the site-relative
  `/documentation/…`;
- a link to any other file of the repository (a test, a source file, README.md) becomes its
  text: the site does not hold those files;
- web links are kept.

It refuses (exit 1) a code span opened by two or more backticks outside a code block, which docc
would read as a symbol link (``Foo``): rephrase it on the page.

Usage: python3 Scripts/guide-catalog.py OUTPUT_FOLDER   (Scripts/docs.sh runs it; the catalog is
OUTPUT_FOLDER/Guide.docc).
"""
import pathlib
import re
import shutil
import sys
import unicodedata

from docpages import GUIDE, HEADING, ROOT, reading_order, report, slug

DOCS = ROOT / "docs"
REFERENCE = "http://localhost:8000/"
# A link, its text allowed one level of brackets, its target one level of parentheses.
LINK = re.compile(r"(?<!!)\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)\)")
LONG_CODE_SPAN = re.compile(r"``+[^`]")


def stem(name):
    """The name docc gives a page of the guide (the root is `Guide`)."""
    return "Guide" if name == GUIDE.name else pathlib.Path(name).stem


def doc_link(name, anchor=""):
    """A `doc:` link to a page of the guide. (docc finds a heading of the root page only
    through the root's absolute path.)"""
    page = "/documentation/Guide" if name == GUIDE.name else stem(name)
    return f"doc:{page}#{anchor}" if anchor else f"doc:{page}"


def plain(markdown):
    """A heading's text as docc reads it: code spans and links without their markup."""
    text = LINK.sub(lambda match: match.group(1), markdown)
    return re.sub(r"`+([^`]*)`+", r"\1", text).replace("*", "")


def docc_anchor(heading):
    """docc's id for a heading: its words, split at spaces and hyphens, joined by one hyphen,
    then punctuation dropped (`1. A feature` is `1-A-feature`)."""
    joined = "-".join(word for word in re.split(r"[\s\-]+", plain(heading)) if word)
    return "".join(character for character in joined
                   if character == "-" or not unicodedata.category(character).startswith("P"))


def headings(page):
    """GitHub's anchor of each heading of the page, mapped to docc's."""
    found, seen, fenced = {}, {}, False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.strip().startswith("```"):
            fenced = not fenced
            continue
        match = None if fenced else HEADING.match(line)
        if match:
            base = slug(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found[base if count == 0 else f"{base}-{count}"] = docc_anchor(match.group(2))
    return found


def convert_link(page, text, target, problems, where):
    if target.startswith(REFERENCE):
        return f"[{text}](/{target[len(REFERENCE):]})"
    if re.match(r"^[a-z][a-z0-9+.-]*:", target):
        return f"[{text}]({target})"
    path, _, anchor = target.partition("#")
    resolved = (page.parent / path).resolve() if path else page
    if resolved.parent != DOCS or resolved.suffix != ".md":
        return text  # a file of the repository: not in the site
    if not anchor:
        return f"[{text}]({doc_link(resolved.name)})"
    spelled = headings(resolved).get(anchor)
    if spelled is None:
        problems.append(f"{where}: {target} names no heading of docs/{resolved.name}")
        return text
    if "--" in spelled:
        # docc cannot link to such a heading (`… {}`, `… …` leave two hyphens in its id, which
        # docc's link parser folds into one), so the link names the page.
        return f"[{text}]({doc_link(resolved.name)})"
    return f"[{text}]({doc_link(resolved.name, spelled)})"


def convert(page, problems):
    lines, fenced = [], False
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), start=1):
        if number == 1 and line.startswith("# "):
            lines.append(line.replace("`", ""))  # the sidebar shows a title's backticks as is
            continue
        if line.strip().startswith("```"):
            fenced = not fenced
            lines.append(line)
            continue
        if fenced:
            lines.append(line)
            continue
        where = f"{page.relative_to(ROOT)}:{number}"
        if LONG_CODE_SPAN.search(line):
            problems.append(f"{where}: a code span opened by two or more backticks reads as a "
                            "symbol link in docc; rephrase it with single backticks")
        lines.append(LINK.sub(
            lambda match: convert_link(page, match.group(1), match.group(2), problems, where),
            line))
    return lines


def without_linked_abstract(lines):
    """The page with `## Overview` before its first paragraph when that paragraph holds a link:
    docc makes the first paragraph the page's abstract, and leaves out of the page the targets
    of links that only the abstract has, so those links vanish."""
    start = next((index for index, line in enumerate(lines[1:], start=1) if line.strip()), None)
    if start is None or lines[start].startswith(("#", "@", "```", "|", "<!--")):
        return lines
    end = next((index for index in range(start, len(lines)) if not lines[index].strip()),
               len(lines))
    if not any(LINK.search(line) for line in lines[start:end]):
        return lines
    return lines[:start] + ["## Overview", ""] + lines[start:]


def root_page(lines, order):
    """The guide's index with what a catalog's root needs: the metadata that makes it the root,
    and the pages as its topics, in reading order."""
    title, rest = lines[0], lines[1:]
    metadata = ["", "@Metadata {", "  @TechnologyRoot", "}"]
    topics = ["", "## Topics", "", "### In reading order", ""]
    topics += [f"- <doc:{stem(name)}>" for name, _ in order]
    return [title] + metadata + rest + topics


def main(arguments):
    if len(arguments) != 1:
        print(__doc__.strip().rsplit("\n\n", 1)[-1])
        return 64
    catalog = pathlib.Path(arguments[0]) / "Guide.docc"
    shutil.rmtree(catalog, ignore_errors=True)
    catalog.mkdir(parents=True)
    problems, order = [], reading_order()
    for page in [GUIDE] + [DOCS / name for name, _ in order]:
        lines = without_linked_abstract(convert(page, problems))
        if page == GUIDE:
            lines = root_page(lines, order)
        (catalog / f"{stem(page.name)}.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return report(problems, "The guide cannot become a DocC catalog as it is:",
                  f"The guide's {len(order) + 1} pages are in {catalog.relative_to(ROOT)}."
                  if catalog.is_relative_to(ROOT) else f"The guide is in {catalog}.")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
