"""What the documentation checks share: where the repository is, which files are its
documentation, and how a check reports what it found.

The check scripts beside this file import it (`python3 Scripts/check-….py` puts this folder on
the import path).
"""
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent


def documentation_pages():
    """Every Markdown page a reader meets: README.md, CONTRIBUTING.md, the guide in docs/, and
    the pages of the example packages (never their .build folders)."""
    pages = [ROOT / name for name in ("README.md", "CONTRIBUTING.md") if (ROOT / name).exists()]
    pages += sorted((ROOT / "docs").rglob("*.md"))
    pages += sorted(page for page in (ROOT / "Examples").rglob("*.md")
                    if ".build" not in page.relative_to(ROOT).parts)
    return pages


def report(problems, heading, success):
    """Prints `success`, or `heading` and one indented line per problem; returns the exit
    status (0, or 1 when there are problems)."""
    if not problems:
        print(success)
        return 0
    print(heading)
    for problem in problems:
        print(f"  {problem}")
    return 1
