#!/usr/bin/env python3
"""Checks that every public symbol of the given modules has a doc comment.

It reads the symbol graphs that `swift package dump-symbol-graph` writes (`Module.symbols.json`,
and `Module@Other.symbols.json` for extensions of other modules' types) and lists each public
symbol without a `///` comment, with its file and line. A member that implements a protocol
requirement and inherits that requirement's documentation counts as documented. Skipped:
extension blocks (their members are checked one by one), names that begin with `_`, which
the reference hides, the `$` projections the compiler adds for a property wrapper, and the
members a macro writes into a type that carries it (`@Reducer`'s cases of an enum reducer,
`@DependencyClient`'s initializers and endpoint methods): a doc comment cannot be written on
them, and docs/macros.md says what each macro writes. The symbol graph places such a member at
the macro's attribute, or nowhere.

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


MEMBER_MACROS = re.compile(r"@(Reducer|DependencyClient|CasePathable|ObservableState)\b")


def source_lines(symbol, cache={}):
    uri = symbol.get("location", {}).get("uri", "").removeprefix("file://")
    if not uri:
        return None
    if uri not in cache:
        try:
            cache[uri] = pathlib.Path(uri).read_text(encoding="utf-8").splitlines()
        except OSError:
            cache[uri] = None
    return cache[uri]


def carries_member_macro(parent):
    """Whether the type `parent` is declared with one of the macros that write members."""
    lines = source_lines(parent)
    if lines is None:
        return False
    line = parent["location"]["position"]["line"]
    # The declaration's line, and the attribute lines right above it.
    index = line
    while index >= 0 and index < len(lines):
        text = lines[index].strip()
        if MEMBER_MACROS.match(text):
            return True
        if index < line and not text.startswith("@"):
            return False
        index -= 1
    return False


def written_by_macro(symbol, parents):
    """Whether `symbol` is a member a macro wrote: its parent type carries the macro, and the
    symbol graph places the member at the macro's attribute or nowhere."""
    parent = parents.get(tuple(symbol["pathComponents"][:-1]))
    if parent is None or "location" not in parent or not carries_member_macro(parent):
        return False
    if "location" not in symbol:
        return True
    lines = source_lines(symbol)
    line = symbol["location"]["position"]["line"]
    return lines is not None and line < len(lines) and bool(MEMBER_MACROS.match(lines[line].strip()))


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
        every = list(symbols_of(directory, module))
        parents = {tuple(symbol["pathComponents"]): symbol for symbol in every
                   if symbol["kind"]["identifier"] != "swift.extension"}
        symbols = [symbol for symbol in every if is_checked(symbol)]
        titles = {symbol["names"]["title"] for symbol in symbols}
        for symbol in symbols:
            total += 1
            name = ".".join(symbol["pathComponents"])
            kind = symbol["kind"]["displayName"].lower()
            if not symbol.get("docComment"):
                if written_by_macro(symbol, parents):
                    continue
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
