#!/usr/bin/env python3
"""Checks that docs/coming-from-tca.md calls absent only what Runtime and TestSupport do not
declare.

TCA users trust that page's table more than any other: a row marked absent sends them to write
by hand what is already here. This check reads every row of the page's tables whose last cell
starts with "absent", and every bullet of "## Still absent, and why", takes the code spans of the
TCA column (of the bullet's bold head and the parentheses after it), and looks each name up among
the public declarations of Runtime/ and TestSupport/ (read from the sources, so it runs before
any build):

| the page writes | it is found when the sources declare publicly |
| --- | --- |
| `ViewStore`, `NavigationStack(path:)` | a type (or typealias) of that name |
| `@Reducer`, `@ViewAction(for:)` | a macro, or a property wrapper type, of that name |
| `@Shared(.appStorage)` | a member `appStorage` (the wrapper `@Shared` exists; its argument is the point) |
| `Effect.publisher`, `Store.send(_:transaction:)` | that member of that type (or an extension of it) |
| `send(_:transaction:)`, `.sheet(item:)`, `withState` | a function, property or case of that name, with those labels when the page gives them |
| `\\.mainQueue` | a property `mainQueue` of `DependencyValues`: a dependency |
| `$shared.publisher` | a member `publisher` of any type |

Names that start with `_` count too (`_printChanges()`). Found means the row is wrong: make it
"same" or "different" and link the page that teaches it, and take it out of "Still absent".

With `--symbol-graphs DIR` (a folder holding `Runtime.symbols.json` and the others, in it or
below it, as `swift package dump-symbol-graph` writes them; Scripts/docs.sh passes the graphs
it dumped), it also checks the
source reader against the compiler: every public symbol the symbol graphs of Runtime and
TestSupport list must be one the reader found at that place, so a declaration it cannot read
fails here rather than hiding an absent row.

Usage: python3 Scripts/check-coming-from-tca.py [--symbol-graphs DIR]
Exit status 1 lists every name the page calls absent that is declared, and the line of each.
"""
import json
import pathlib
import re
import sys

from docpages import ROOT, report
from swiftsource import public_declarations

PAGE = ROOT / "docs" / "coming-from-tca.md"
MODULES = ("Runtime", "TestSupport")
CODE_SPAN = re.compile(r"`([^`]+)`")


def absent_names(text):
    """(line, code span) for each name the page calls absent."""
    found, section = [], ""
    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith("## "):
            section = line[3:].strip()
            continue
        if line.startswith("|") and not re.match(r"^\|\s*-+", line):
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            if len(cells) >= 3 and cells[-1].lower().startswith("absent"):
                found += [(number, span) for span in CODE_SPAN.findall(cells[0])]
        elif section.startswith("Still absent") and line.startswith("- **"):
            head = re.match(r"- \*\*(.*?)\*\*(\s*\([^)]*(?:\([^)]*\)[^)]*)*\))?", line)
            if head:
                found += [(number, span) for span in CODE_SPAN.findall(head.group(0))]
    return found


def wanted(span):
    """What a code span names: (kind, container, name, labels), kind being `type`, `attribute`
    or `member`; labels None when the page gives none. None for a span that names nothing."""
    span = span.strip().rstrip("…").strip()
    if span.startswith("@"):
        attribute = re.match(r"@(\w+)(?:\((.*)\))?$", span)
        if not attribute:
            return None
        member = re.search(r"\.(\w+)", attribute.group(2) or "")
        if member:
            return ("member", None, member.group(1), None)
        return ("attribute", None, attribute.group(1), None)
    dependency = re.match(r"\\\.(\w+)$", span)
    if dependency:
        return ("member", "DependencyValues", dependency.group(1), None)
    call = re.match(r"^\$?(?:(\w+)\.)?\.?(\w+)(?:\(([^)]*)\))?$", span.replace("$store…", ""))
    if not call:
        return None
    container, name, arguments = call.groups()
    labels = None  # `name` and `name()` (a call with the defaults) stand for any labels
    if arguments and re.fullmatch(r"(\w+:)+", arguments.replace(" ", "")):
        labels = [label for label in arguments.replace(" ", "").split(":") if label]
    if span.startswith("$"):
        container = None  # `$shared.publisher`: a member of whatever type
    if container is None and name[0].isupper() and not span.startswith("."):
        return ("type", None, name, None)
    return ("member", container, name, labels)


def declared(declarations, want):
    kind, container, name, labels = want
    for declaration in declarations:
        if declaration.name != name:
            continue
        if kind == "type" and declaration.kind in ("struct", "class", "enum", "protocol",
                                                   "actor", "typealias"):
            return declaration
        if kind == "attribute" and (declaration.kind == "macro" or declaration.is_property_wrapper):
            return declaration
        if kind == "member" and declaration.kind not in ("struct", "class", "enum", "protocol",
                                                         "actor", "macro"):
            if container and declaration.container != container:
                continue
            if labels is not None and declaration.labels != labels:
                continue
            return declaration
    return None


def source_declarations():
    found = []
    for module in MODULES:
        for path in sorted((ROOT / module).rglob("*.swift")):
            found += public_declarations(path.read_text(encoding="utf-8"),
                                         str(path.relative_to(ROOT)))
    return found


def unread_symbols(graphs, declarations):
    """Public symbols the symbol graphs list at a place where the source reader found no
    declaration of that name."""
    at = {}
    for declaration in declarations:
        at.setdefault((declaration.path, declaration.name), []).append(declaration.line)
    missing = []
    for module in MODULES:
        found = {graph.name: graph for graph in sorted(pathlib.Path(graphs).rglob("*.symbols.json"))
                 if re.fullmatch(rf"{module}(@\w+)?\.symbols\.json", graph.name)}
        if f"{module}.symbols.json" not in found:
            raise SystemExit(f"No symbol graph of {module} under {graphs}.")
        for graph in found.values():
            for symbol in json.loads(graph.read_text(encoding="utf-8"))["symbols"]:
                if symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol:
                    continue
                if symbol["kind"]["identifier"] == "swift.extension":
                    continue
                title = symbol["pathComponents"][-1]
                name = "subscript" if title.startswith("subscript") else title.split("(")[0]
                name = name.lstrip("$")
                uri = symbol["location"]["uri"].removeprefix("file://")
                try:
                    path = str(pathlib.Path(uri).resolve().relative_to(ROOT))
                except ValueError:
                    continue
                line = symbol["location"]["position"]["line"] + 1
                lines = at.get((path, name), [])
                if not any(abs(found - line) <= 3 for found in lines):
                    missing.append(f"{path}:{line}: {'.'.join(symbol['pathComponents'])}")
    return missing


def main(arguments):
    declarations = source_declarations()
    problems, reader = [], ""
    if "--symbol-graphs" in arguments:
        graphs = arguments[arguments.index("--symbol-graphs") + 1]
        for where in unread_symbols(graphs, declarations):
            problems.append(f"{where} is public, but Scripts/swiftsource.py did not read it "
                            "there; teach the reader this form of declaration")
        reader = (" The source reader found every public symbol the symbol graphs list "
                  f"({len(declarations)} declarations read).")
    count = 0
    for number, span in absent_names(PAGE.read_text(encoding="utf-8")):
        want = wanted(span)
        if want is None:
            continue
        count += 1
        declaration = declared(declarations, want)
        if declaration:
            problems.append(
                f"docs/coming-from-tca.md:{number} calls `{span}` absent, but "
                f"{declaration.path}:{declaration.line} declares `{declaration.spelled()}` "
                "publicly. Mark the row same or different, link the page that teaches it, and "
                "take it out of \"Still absent, and why\".")
    return report(problems, "docs/coming-from-tca.md is wrong about what is absent:",
                  f"None of the {count} names docs/coming-from-tca.md calls absent is declared "
                  f"by {' or '.join(MODULES)}.{reader}")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
