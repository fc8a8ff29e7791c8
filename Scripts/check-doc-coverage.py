#!/usr/bin/env python3
"""Checks that every public symbol of the given modules has a doc comment.

It reads the symbol graphs that `swift package dump-symbol-graph` writes (`Module.symbols.json`,
and `Module@Other.symbols.json` for extensions of other modules' types) and lists each public
symbol without a `///` comment, with its file and line. A member that implements a protocol
requirement and inherits that requirement's documentation counts as documented. Skipped:
extension blocks (their members are checked one by one), names that begin with `_`, which
the reference hides, and the `$` projections the compiler adds for a property wrapper.

It also lists references written as inline code that name this module's API in selector form,
such as `send(_:assert:)`: written as a symbol link (``send(_:assert:)``), docc checks that
it still exists, so a comment cannot go on naming a method that was renamed or removed.

Usage: python3 Scripts/check-doc-coverage.py SYMBOL_GRAPH_DIR MODULE...
(Scripts/docs.sh runs it.) Exit status 1 lists every problem.
"""
import json
import pathlib
import re
import sys

from docpages import report

SELECTOR = re.compile(r"(?<!`)`([A-Za-z]\w*\((?:\w+:)*\))`(?!`)")


def symbols_of(directory, module):
    graphs = [directory / f"{module}.symbols.json"] + sorted(directory.glob(f"{module}@*.symbols.json"))
    missing = [str(graph) for graph in graphs[:1] if not graph.exists()]
    if missing:
        raise SystemExit(f"No symbol graph for {module}: {missing[0]} does not exist.")
    for graph in graphs:
        for symbol in json.loads(graph.read_text(encoding="utf-8"))["symbols"]:
            yield symbol


def is_checked(symbol):
    if symbol["kind"]["identifier"] == "swift.extension":
        return False
    if symbol.get("accessLevel") not in ("public", "open"):
        return False
    if symbol["names"]["title"].startswith("$") and "location" not in symbol:
        return False  # a property wrapper's projection, documented with its property
    return not any(part.startswith("_") for part in symbol["pathComponents"])


def where(symbol):
    location = symbol.get("location", {})
    path = location.get("uri", "").removeprefix("file://")
    try:
        path = str(pathlib.Path(path).relative_to(pathlib.Path.cwd()))
    except ValueError:
        pass
    line = location.get("position", {}).get("line")
    return f"{path}:{line + 1}" if path and line is not None else "(no location)"


def doc_lines(symbol):
    return [line["text"] for line in symbol.get("docComment", {}).get("lines", [])]


def main(arguments):
    if len(arguments) < 2:
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 64
    directory = pathlib.Path(arguments[0])
    undocumented, unlinked, total = [], [], 0
    for module in arguments[1:]:
        symbols = [symbol for symbol in symbols_of(directory, module) if is_checked(symbol)]
        titles = {symbol["names"]["title"] for symbol in symbols}
        for symbol in symbols:
            total += 1
            name = ".".join(symbol["pathComponents"])
            kind = symbol["kind"]["displayName"].lower()
            if not symbol.get("docComment"):
                undocumented.append(f"{where(symbol)}: {module}.{name} ({kind}) has no doc comment")
                continue
            if symbol["docComment"].get("module", module) != module:
                continue  # inherited from another module's protocol
            for text in doc_lines(symbol):
                for reference in SELECTOR.findall(text):
                    if reference in titles:
                        unlinked.append(
                            f"{where(symbol)}: {module}.{name} mentions `{reference}`; "
                            f"write ``{reference}`` so docc checks that it exists")
    return report(
        undocumented + unlinked,
        "Public symbols without a doc comment (add a /// comment: what it does, a short example, "
        "the parameters), or naming the API as plain code:",
        f"{total} public symbols of {', '.join(arguments[1:])} are documented.")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
