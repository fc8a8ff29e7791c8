#!/usr/bin/env python3
"""Checks that the API reference puts every public symbol in a topic group a person wrote.

docc lists a symbol that no `## Topics` section names under an automatic group named after its
kind ("Structures", "Functions", "Instance Methods"), alphabetically: a reader then meets
`withSchedules` beside `diff` and six `receive` overloads in a row. This check reads the pages
docc rendered (`data/documentation/…json` in each archive) and fails when:

- a module's landing page has an automatic group other than "Extended Modules" — a top-level
  public symbol that no group of `Module/Module.docc/Module.md` names. (Members a module adds
  to other modules' types, such as `Task.never()`, are listed under the type they extend, in
  "Extended Modules", which is where a reader looks for them.)
- a page that curates some of its members (an extension page in the catalog, `# ``Store```,
  with a `## Topics` section) leaves others to automatic groups. Automatic groups of inherited
  and default implementations ("… Implementations") are allowed: they list what a protocol
  gives, not what the type declares.

The message names each symbol as the link to paste (``receive(_:timeout:assert:fileID:filePath:line:column:)-16kn2``,
with docc's disambiguation) and the file to paste it into.

Usage: python3 Scripts/check-topic-groups.py ARCHIVE...   (Scripts/docs.sh runs it with each
module's .doccarchive). Exit status 1 lists every ungrouped symbol.
"""
import json
import pathlib
import re
import sys

from docpages import ROOT, report

ALLOWED_ON_LANDING_PAGE = {"Extended Modules"}
EXTENSION_HEADING = re.compile(r"^#\s+``([^`]+)``\s*$")


def catalog_folder(module):
    """`Module/Module.docc`, or `Runtime/Module/Module.docc` for a layer of Runtime."""
    folder = pathlib.Path(module) / f"{module}.docc"
    return folder if (ROOT / folder).is_dir() else pathlib.Path("Runtime") / folder


def catalog_pages(module):
    """The catalog's pages, by the symbol path their first heading names (`Runtime/Store`)."""
    pages = {}
    for page in sorted((ROOT / catalog_folder(module)).rglob("*.md")):
        first = page.read_text(encoding="utf-8").split("\n", 1)[0]
        match = EXTENSION_HEADING.match(first)
        if match:
            path = match.group(1)
            if not path.startswith(f"{module}/") and path != module:
                path = f"{module}/{path}"
            pages[path] = page.relative_to(ROOT)
    return pages


def link_text(identifier, page_identifier):
    """The part of `identifier` a ``link`` on `page_identifier`'s page needs."""
    return identifier[len(page_identifier) + 1:] if identifier.startswith(page_identifier + "/") \
        else identifier.rsplit("/", 1)[-1]


def describe(reference, references):
    """The symbol's kind (its declaration's first keyword) and the start of its abstract."""
    kind = reference.get("role", "")
    fragments = reference.get("fragments") or []
    if fragments:
        kind = fragments[0].get("text", kind)
    abstract = "".join(
        part.get("text") or part.get("code")
        or references.get(part.get("identifier"), {}).get("title", "")
        for part in reference.get("abstract", []))
    if len(abstract) > 70:
        abstract = abstract[:67].rstrip() + "…"
    return kind, abstract


def check_archive(archive):
    data = archive / "data" / "documentation"
    landing = sorted(data.glob("*.json"))
    if not landing:
        raise SystemExit(f"{archive} holds no rendered documentation; build it with Scripts/docs.sh.")
    module_page = json.loads(landing[0].read_text(encoding="utf-8"))
    module = module_page["metadata"]["title"]
    pages = catalog_pages(module)
    problems = []

    def ungrouped(page, allowed):
        page_id = page["identifier"]["url"]
        found = []
        for section in page.get("topicSections", []):
            title = section.get("title", "")
            if not section.get("generated") or title in allowed or title.endswith("Implementations"):
                continue
            for identifier in section["identifiers"]:
                references = page["references"]
                kind, abstract = describe(references.get(identifier, {}), references)
                found.append((link_text(identifier, page_id), kind, abstract))
        return found

    def listing(found):
        width = max(len(link) for link, _, _ in found) + 6
        return [f"  - ``{link}``".ljust(width) + f"  {kind}: {abstract}" for link, kind, abstract in found]

    found = ungrouped(module_page, ALLOWED_ON_LANDING_PAGE)
    if found:
        where = pages.get(module, f"{catalog_folder(module)}/{module}.md")
        problems.append(
            f"{len(found)} public symbol(s) of {module} in no topic group. Add each line under the "
            f"`### ` group of `## Topics` in {where} where a reader would look for it (or start "
            "a group):\n" + "\n".join(listing(found)))

    for path in sorted(data.rglob("*.json")):
        if path in landing:
            continue
        page = json.loads(path.read_text(encoding="utf-8"))
        sections = page.get("topicSections", [])
        if not any(not section.get("generated") for section in sections):
            continue  # nobody curated this page's members: docc's groups stand
        found = ungrouped(page, set())
        if not found:
            continue
        symbol = page["identifier"]["url"].split("/documentation/", 1)[1]
        where = pages.get(symbol, f"the `## Topics` of {symbol}'s doc comment")
        problems.append(
            f"{len(found)} member(s) of {symbol} in no topic group, though the page groups the "
            f"others. Add each line under a `### ` group of `## Topics` in {where}:\n"
            + "\n".join(listing(found)))
    return module, problems


def main(arguments):
    if not arguments:
        print(__doc__.strip().rsplit("\n\n", 1)[-1])
        return 64
    problems, modules = [], []
    for archive in arguments:
        module, found = check_archive(pathlib.Path(archive))
        modules.append(module)
        problems += found
    return report(problems, "Public symbols the reference lists only in docc's automatic groups:",
                  f"Every public symbol of {', '.join(modules)} is in a topic group.")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
