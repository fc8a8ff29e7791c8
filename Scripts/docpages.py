"""What the documentation checks share: where the repository is, which files are its
documentation, and how a check reports what it found.

The check scripts beside this file import it (`python3 Scripts/check-….py` puts this folder on
the import path).
"""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "README.md"
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
ROW_LINK = re.compile(r"^\|\s*\[([^\]]+)\]\(([^)#\s]+\.md)\)")


def documentation_pages():
    """Every Markdown page a reader meets: README.md, CONTRIBUTING.md, the guide in docs/, and
    the pages of the example packages (never their .build folders)."""
    pages = [ROOT / name for name in ("README.md", "CONTRIBUTING.md") if (ROOT / name).exists()]
    pages += sorted((ROOT / "docs").rglob("*.md"))
    pages += sorted(page for page in (ROOT / "Examples").rglob("*.md")
                    if ".build" not in page.relative_to(ROOT).parts)
    return pages


def reading_order():
    """The guide's pages in reading order, as (file name, name in links): the first link of
    each row of the tables under `## The pages` in docs/README.md."""
    order, inside = [], False
    for line in GUIDE.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            inside = line.strip() == "## The pages"
            continue
        match = ROW_LINK.match(line) if inside else None
        if match:
            order.append((match.group(2), match.group(1)))
    return order


def prose_lines(text, keep_inline_code=False):
    """The page's lines outside fenced code blocks, with their numbers; inline code is blanked
    out unless kept (headings spell their anchors with it)."""
    fenced = False
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line if keep_inline_code else re.sub(r"`+[^`]*`+", "", line)


def slug(heading):
    """A heading's anchor as GitHub spells it: lowercase, punctuation dropped, spaces as
    hyphens."""
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


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
