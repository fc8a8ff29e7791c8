#!/usr/bin/env python3
"""Checks that every Swift snippet in README.md and docs/ is backed by a test.

A snippet in Markdown is a ```swift block preceded by a marker line:

    <!-- snippet: readme-marcador -->
    ```swift
    ...
    ```

The same code must stand, verbatim once indented alike, in a test file between

    // snippet: readme-marcador
    ...
    // end snippet

A block can also show a whole file of the example packages, which CI builds and tests:

    <!-- file: Examples/Marcador/Package.swift -->
    ```swift
    // swift-tools-version: 6.2
    ...
    ```

Every ```swift block must carry one of the two markers, every snippet marker must name a region
found in Tests/ or Examples/, every file marker a file, and the texts must match. Usage: python3 Scripts/check-snippets.py (from the project root).
Exit status 1 lists every mismatch.
"""
import re
import sys
import textwrap

from docpages import ROOT, documentation_pages, report

MARKER = re.compile(r"^\s*<!--\s*snippet:\s*([\w.-]+)\s*-->\s*$")
FILE_MARKER = re.compile(r"^\s*<!--\s*file:\s*(\S+)\s*-->\s*$")
REGION_START = re.compile(r"^\s*// snippet: ([\w.-]+)\s*$")
REGION_END = re.compile(r"^\s*// end snippet\s*$")


def normalize(lines):
    text = textwrap.dedent("\n".join(line.rstrip() for line in lines))
    return text.strip("\n")


def doc_snippets():
    pages = documentation_pages()
    found, files, problems = {}, [], []
    for page in pages:
        if not page.exists():
            continue
        lines = page.read_text(encoding="utf-8").splitlines()
        index = 0
        while index < len(lines):
            line = lines[index]
            if line.strip().startswith("```swift"):
                name = shown_file = None
                previous = index - 1
                while previous >= 0 and not lines[previous].strip():
                    previous -= 1
                if previous >= 0 and MARKER.match(lines[previous]):
                    name = MARKER.match(lines[previous]).group(1)
                if previous >= 0 and FILE_MARKER.match(lines[previous]):
                    shown_file = FILE_MARKER.match(lines[previous]).group(1)
                end = index + 1
                while end < len(lines) and not lines[end].strip().startswith("```"):
                    end += 1
                where = f"{page.relative_to(ROOT)}:{index + 1}"
                if shown_file is not None:
                    files.append((where, shown_file, normalize(lines[index + 1:end])))
                elif name is None:
                    problems.append(f"{where}: a Swift snippet without a '<!-- snippet: name -->' marker")
                elif name in found:
                    problems.append(f"{where}: snippet '{name}' is also at {found[name][0]}")
                else:
                    found[name] = (where, normalize(lines[index + 1:end]))
                index = end + 1
                continue
            index += 1
    return found, files, problems


def region_sources():
    """The Swift files whose regions back snippets: tests, and the example packages' sources
    and manifests (never their .build folders)."""
    for folder in ("Tests", "Examples"):
        for source in sorted((ROOT / folder).rglob("*.swift")):
            if ".build" not in source.relative_to(ROOT).parts:
                yield source


def test_regions():
    regions, problems = {}, []
    for source in region_sources():
        lines = source.read_text(encoding="utf-8").splitlines()
        index = 0
        while index < len(lines):
            start = REGION_START.match(lines[index])
            if start:
                name = start.group(1)
                end = index + 1
                while end < len(lines) and not REGION_END.match(lines[end]):
                    end += 1
                where = f"{source.relative_to(ROOT)}:{index + 1}"
                if end == len(lines):
                    problems.append(f"{where}: region '{name}' has no '// end snippet'")
                elif name in regions:
                    problems.append(f"{where}: region '{name}' is also at {regions[name][0]}")
                else:
                    regions[name] = (where, normalize(lines[index + 1:end]))
                index = end + 1
                continue
            index += 1
    return regions, problems


def main():
    snippets, files, problems = doc_snippets()
    regions, region_problems = test_regions()
    problems += region_problems
    for name, (where, text) in sorted(snippets.items()):
        if name not in regions:
            problems.append(f"{where}: snippet '{name}' has no region '// snippet: {name}' in Tests/ or Examples/")
        elif regions[name][1] != text:
            problems.append(
                f"{where}: snippet '{name}' differs from its test at {regions[name][0]}; "
                "edit both together")
    for where, path, text in files:
        source = ROOT / path
        if not source.is_file():
            problems.append(f"{where}: {path} does not exist")
        elif normalize(source.read_text(encoding="utf-8").splitlines()) != text:
            problems.append(f"{where}: the block differs from {path}; edit both together")
    return report(
        problems, "Documentation snippets out of step with their tests:",
        f"{len(snippets)} documentation snippets match their tests, "
        f"{len(files)} blocks match their files.")


if __name__ == "__main__":
    sys.exit(main())
