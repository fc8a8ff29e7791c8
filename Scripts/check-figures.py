#!/usr/bin/env python3
"""Checks the figures the docs state about the code against the code, so none is typed by hand
and left to go stale:

- tests: README.md's "over N Swift Testing tests and M XCTest cases" against the tests under
  Tests/ — N is the count of `@Test` functions rounded down to the hundred, M the count of
  XCTest `test…()` methods, both read from the code (comments and strings aside);
- exit statuses: the table under "## Exit statuses" of docs/CLI.md, the "Códigos de salida"
  line of `AppCLI --help` (the cases StoreConsole/Language/ConsoleLanguage+Spanish.swift
  describes) and the catalogue of exit codes, StoreConsole/ExitCode.swift, list the same
  statuses, and the console's code returns every one of them somewhere;
- toolchain: README.md's "Getting started" states the tools version that Package.swift and
  every Examples/*/Package.swift ask for, and the Swift version CI uses, which is the version of
  the `swift` this runs with (CI runs it; with another toolchain, pass --any-toolchain);
- examples: Examples/README.md's table has a row for every package folder of Examples/.

Usage: python3 Scripts/check-figures.py [--fix] [--any-toolchain]
--fix rewrites README.md's test counts. Exit status 1 lists every figure that is wrong.
"""
import re
import subprocess
import sys

from docpages import ROOT, report
from swiftsource import code_only

README = ROOT / "README.md"
TEST_COUNTS = re.compile(r"over ([\d,]+) Swift Testing tests and (\d+) XCTest cases")


def test_counts():
    """(Swift Testing tests, XCTest test methods) under Tests/."""
    swift_testing = xctest = 0
    # Fixtures are inputs of tests (composable-port's tiny TCA package), not tests of ours.
    codes = [code_only(path.read_text(encoding="utf-8"))
             for path in sorted((ROOT / "Tests").rglob("*.swift"))
             if "Fixtures" not in path.relative_to(ROOT).parts]
    # XCTestCase and its subclasses anywhere under Tests/ (a suite may derive from a base
    # class of its own).
    cases = {"XCTestCase"}
    inheritance = [m for code in codes
                   for m in re.findall(r"\bclass\s+(\w+)\s*:\s*(\w+)", code)]
    while True:
        more = {name for name, parent in inheritance if parent in cases} - cases
        if not more:
            break
        cases |= more
    for code in codes:
        swift_testing += len(re.findall(r"(?<![\w.])@Test\b", code))
        if any(re.search(rf"\b{name}\b", code) for name in cases):
            xctest += len(re.findall(r"\bfunc\s+test\w*\s*\(\s*\)", code))
    return swift_testing, xctest


def check_test_counts(fix):
    text = README.read_text(encoding="utf-8")
    match = TEST_COUNTS.search(text)
    if not match:
        return ["README.md no longer says \"over N Swift Testing tests and M XCTest cases\"; "
                "say it again, or change Scripts/check-figures.py with it"]
    swift_testing, xctest = test_counts()
    rounded = swift_testing // 100 * 100
    right = f"over {rounded:,} Swift Testing tests and {xctest} XCTest cases"
    if match.group(0) == right:
        return []
    if fix:
        README.write_text(text.replace(match.group(0), right), encoding="utf-8")
        print(f"README.md: wrote \"{right}\".")
        return []
    return [f"README.md says \"{match.group(0)}\"; Tests/ has {swift_testing} Swift Testing "
            f"tests and {xctest} XCTest cases, so it should say \"{right}\" (--fix writes it)"]


def check_exit_statuses():
    catalogue_file = ROOT / "StoreConsole" / "ExitCode.swift"
    help_file = ROOT / "StoreConsole" / "Language" / "ConsoleLanguage+Spanish.swift"
    page = ROOT / "docs" / "CLI.md"
    numbers = dict(re.findall(
        r"^\s*case\s+(\w+)\s*=\s*(\d+)", code_only(catalogue_file.read_text(encoding="utf-8")),
        re.M))
    catalogue = {int(number) for number in numbers.values()}
    help_text = help_file.read_text(encoding="utf-8")
    described = help_text.split("exitStatuses:", 1)[-1].split("unknownVersion:", 1)[0]
    helped = {int(numbers[name]) for name in re.findall(r"case \.(\w+):", described)
              if name in numbers}
    code = "".join(
        code_only(path.read_text(encoding="utf-8"))
        for path in sorted((ROOT / "StoreConsole").rglob("*.swift"))
        if path != catalogue_file and path.parent.name != "Language")
    returned = {int(number) for name, number in numbers.items()
                if re.search(r"(return|\?|:)\s*\.%s\b" % name, code)}
    table, inside = set(), False
    for row in page.read_text(encoding="utf-8").splitlines():
        if row.startswith("## "):
            inside = row.strip() == "## Exit statuses"
            continue
        status = re.match(r"^\|\s*(\d+)\s*\|", row) if inside else None
        if status:
            table.add(int(status.group(1)))
    problems = []
    where = {
        "docs/CLI.md's table under \"## Exit statuses\"": table,
        "`AppCLI --help` (ConsoleLanguage+Spanish.swift, \"Códigos de salida\")": helped,
        "the console's code (a status it returns)": returned,
    }
    for name, found in where.items():
        if not found:
            problems.append(f"{name} lists no exit status; the check cannot read it")
            continue
        for status in sorted(catalogue - found):
            problems.append(f"{name} lacks exit status {status}, which "
                            f"{catalogue_file.relative_to(ROOT)} declares")
        for status in sorted(found - catalogue):
            problems.append(f"{name} lists exit status {status}, which "
                            f"{catalogue_file.relative_to(ROOT)} does not declare")
    return problems


def tools_version(manifest):
    match = re.match(r"//\s*swift-tools-version:\s*([\d.]+)", manifest.read_text(encoding="utf-8"))
    return match.group(1) if match else None


def check_toolchain(any_toolchain):
    text = README.read_text(encoding="utf-8")
    section = text.split("## Getting started", 1)[-1].split("\n## ", 1)[0]
    problems = []
    stated_tools = re.search(r"tools version ([\d.]+)", section)
    stated_ci = re.search(r"CI uses Swift ([\d.]+\d)", section)
    if not stated_tools or not stated_ci:
        return ["README.md's \"Getting started\" no longer says \"tools version X\" and \"CI "
                "uses Swift X.Y.Z\"; say them again, or change Scripts/check-figures.py with it"]
    manifests = [ROOT / "Package.swift"] + sorted((ROOT / "Examples").glob("*/Package.swift"))
    for manifest in manifests:
        version = tools_version(manifest)
        if version != stated_tools.group(1):
            problems.append(f"{manifest.relative_to(ROOT)} asks for tools version {version}; "
                            f"README.md's \"Getting started\" says {stated_tools.group(1)}")
    if not any_toolchain:
        try:
            output = subprocess.run(["swift", "--version"], capture_output=True, text=True,
                                    check=False).stdout + ""
        except FileNotFoundError:
            output = ""
        running = re.search(r"Swift version ([\d.]+\d)", output)
        if not running:
            problems.append("`swift --version` printed no version; is the toolchain on PATH?")
        elif running.group(1) != stated_ci.group(1):
            problems.append(
                f"README.md's \"Getting started\" says CI uses Swift {stated_ci.group(1)}, but "
                f"this toolchain is {running.group(1)}. If CI's toolchain changed, update README "
                "(the one place that states it); if only yours differs, run with "
                "--any-toolchain")
    return problems


def check_examples():
    page = ROOT / "Examples" / "README.md"
    listed = set(re.findall(r"^\|\s*\[`([^`]+)`\]\(", page.read_text(encoding="utf-8"), re.M))
    folders = {path.parent.name for path in (ROOT / "Examples").glob("*/Package.swift")}
    return [f"Examples/README.md's table has no row for Examples/{name}, which CI builds and "
            "tests" for name in sorted(folders - listed)] + [
        f"Examples/README.md's table lists {name}, which is not a package of Examples/"
        for name in sorted(listed - folders)]


def main(arguments):
    problems = check_test_counts("--fix" in arguments)
    problems += check_exit_statuses()
    problems += check_toolchain("--any-toolchain" in arguments)
    problems += check_examples()
    return report(problems, "Figures the docs state that the code contradicts:",
                  "The docs' figures match the code: test counts, exit statuses, toolchain, "
                  "examples.")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
