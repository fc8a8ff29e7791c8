#!/usr/bin/env python3
"""Lists the runs of words this repository shares with a checkout of TCA.

Usage: check-prose-overlap.py TCA_CHECKOUT [--words N] [--max M] [--paths PATH ...] [--quiet]

Both sides are read as streams of words: lower-cased, with punctuation dropped, so a sentence
re-wrapped or re-punctuated still matches. Each word remembers whether it is prose (a comment, a
doc comment, a string literal that reads as text, the text of a Markdown page outside its code
blocks) or code. A run is a stretch of at least N consecutive words (12 by default) that also
appears in TCA's text.

- Without `--max`, every run of N words or more is listed, per file, marked `prose` or `code`,
  with a summary; the exit status is 0.
- With `--max M`, the prose words alone are compared (code may share TCA's API: names,
  signatures, conformances), only prose runs longer than M words are listed, and the exit status
  is 1 when there is one.

Our side: every `.swift` file, README.md, docs/*.md, and the pages of every `.docc` catalogue.
TCA's side: the `.swift` files of Sources/, Tests/ and Examples/, and its Markdown files.
It is not run by CI, which has no TCA checkout.
"""

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SKIPPED_DIRS = {".build", ".git", ".swiftpm", "node_modules"}
WORD = re.compile(r"[a-z0-9_]+")
CODE_LINE = re.compile(
  r"[{}=]|->|^\s*(case|let|var|func|struct|enum|extension|import|return|if|#\w+|@\w+)\b")
PLAIN_WORD = re.compile(r"^[(\"'`*_]*[A-Za-z][a-z'’]*[)\"'`*_.,:;!?]*$")


class Word:
  __slots__ = ("text", "line", "prose")

  def __init__(self, text, line, prose):
    self.text = text
    self.line = line
    self.prose = prose


def words_of(text, line, prose, into):
  """Appends the words of `text`, which starts at `line`, to `into`."""
  for number, piece in enumerate(text.split("\n")):
    for match in WORD.finditer(piece.lower()):
      into.append(Word(match.group(), line + number, prose))


def reads_as_prose(text):
  """A line of a comment or a string reads as prose when most of it is plain words: code in a
  doc comment's example or in a test's expected source is made of identifiers and symbols."""
  text = text.replace("///", " ").replace("//", " ")
  if CODE_LINE.search(text):
    return False
  tokens = text.split()
  plain = sum(1 for token in tokens if PLAIN_WORD.match(token))
  return len(tokens) >= 2 and plain * 10 >= len(tokens) * 6


def swift_words(source, first_line=1):
  """The words of a Swift source, each marked prose (comment, text in a string) or code."""
  out = []
  i, n, line = 0, len(source), first_line
  code_start, code_line = 0, line
  # A stack of contexts: ("code", paren depth) inside an interpolation, or the open string.
  stack = []

  def flush_code(end):
    words_of(source[code_start:end], code_line, False, out)

  while i < n:
    c = source[i]
    if source.startswith("//", i):
      flush_code(i)
      end = source.find("\n", i)
      end = n if end < 0 else end
      words_of(source[i:end], line, reads_as_prose(source[i:end]), out)
      i, code_start, code_line = end, end, line
      continue
    if source.startswith("/*", i):
      flush_code(i)
      end = source.find("*/", i + 2)
      end = n if end < 0 else end + 2
      for number, piece in enumerate(source[i:end].split("\n")):
        words_of(piece, line + number, reads_as_prose(piece), out)
      line += source.count("\n", i, end)
      i, code_start, code_line = end, end, line
      continue
    if c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
      flush_code(i)
      hashes = len(re.match(r"#*", source[i:]).group())
      start = i + hashes
      multi = source.startswith('"""', start)
      quote = '"""' if multi else '"'
      close = quote + "#" * hashes
      j = start + len(quote)
      piece_start, piece_line = j, line
      pieces = []
      while j < n:
        if source.startswith(close, j):
          break
        if source[j] == "\\" and source.startswith("#" * hashes + "(", j + 1):
          pieces.append((source[piece_start:j], piece_line))
          depth, k = 0, j + 1 + hashes
          while k < n:
            if source[k] == "(":
              depth += 1
            elif source[k] == ")":
              depth -= 1
              if depth == 0:
                break
            elif source[k] == "\n":
              line += 1
            k += 1
          words_of(source[j + 2 + hashes:k], line, False, out)
          j = k + 1
          piece_start, piece_line = j, line
          continue
        if source[j] == "\\" and hashes == 0:
          j += 2
          continue
        if source[j] == "\n":
          if not multi:
            break
          line += 1
        j += 1
      pieces.append((source[piece_start:j], piece_line))
      for text, at in pieces:
        for number, piece in enumerate(text.split("\n")):
          words_of(piece, at + number, reads_as_prose(piece), out)
      i = min(n, j + len(close))
      code_start, code_line = i, line
      continue
    if c == "\n":
      line += 1
    i += 1
  flush_code(n)
  return out


FENCE = re.compile(r"^\s*(```+|~~~+)\s*(\w*)")


def markdown_words(text):
  """The words of a Markdown page: prose outside code blocks, Swift blocks read as Swift."""
  out = []
  lines = text.split("\n")
  i = 0
  while i < len(lines):
    fence = FENCE.match(lines[i])
    if fence:
      marker, language = fence.group(1), fence.group(2)
      j = i + 1
      while j < len(lines) and not lines[j].strip().startswith(marker):
        j += 1
      body = "\n".join(lines[i + 1:j])
      if language == "swift":
        out.extend(swift_words(body, i + 2))
      else:
        words_of(body, i + 2, False, out)
      i = j + 1
      continue
    # Inline code is API, not prose.
    for k, piece in enumerate(re.split(r"(`[^`]*`)", lines[i])):
      words_of(piece, i + 1, not piece.startswith("`"), out)
    i += 1
  return out


def file_words(path):
  text = path.read_text(encoding="utf-8", errors="replace")
  return swift_words(text) if path.suffix == ".swift" else markdown_words(text)


def walk(root, keep):
  for path in sorted(root.rglob("*")):
    if any(part in SKIPPED_DIRS for part in path.relative_to(root).parts):
      continue
    if path.is_file() and keep(path.relative_to(root)):
      yield path


def ours(root):
  def keep(relative):
    parts = relative.parts
    if relative.suffix == ".swift":
      return True
    if relative.suffix != ".md":
      return False
    return (
      str(relative) == "README.md"
      or (parts[0] == "docs" and len(parts) == 2)
      or any(part.endswith(".docc") for part in parts))

  return walk(root, keep)


def theirs(root):
  def keep(relative):
    if relative.suffix == ".md":
      return True
    return relative.suffix == ".swift" and relative.parts[0] in {"Sources", "Tests", "Examples"}

  return walk(root, keep)


def windows(words, size):
  """The hash of each run of `size` words, by its first word's index."""
  texts = [w.text for w in words]
  return [hash(tuple(texts[i:i + size])) for i in range(len(texts) - size + 1)]


def shared_runs(words, known, size):
  """(first, last, windows) of each stretch of overlapping windows that appear in `known`."""
  runs = []
  start = last = None
  count = 0
  for i, h in enumerate(windows(words, size)):
    if h in known:
      if start is None:
        start, count = i, 0
      last = i + size - 1
      count += 1
    elif start is not None and i > last:
      runs.append((start, last, count))
      start = None
  if start is not None:
    runs.append((start, last, count))
  return runs


def main():
  parser = argparse.ArgumentParser(
    description="List runs of words this repository shares with a TCA checkout.")
  parser.add_argument("tca", type=pathlib.Path, help="the path of a TCA checkout")
  parser.add_argument("--words", type=int, default=12, help="the shortest run listed (12)")
  parser.add_argument(
    "--max", type=int, help="fail when a prose run longer than this many words is shared")
  parser.add_argument(
    "--paths", nargs="+", help="compare only these files or folders of ours (relative to the root)")
  parser.add_argument("--quiet", action="store_true", help="print only the summary")
  args = parser.parse_args()

  if not (args.tca / "Sources").is_dir():
    print(f"Error: {args.tca} has no Sources folder; pass the root of a TCA checkout.",
          file=sys.stderr)
    return 64
  size = args.words if args.max is None else min(args.words, args.max + 1)
  prose_only = args.max is not None

  known = set()
  their_files = 0
  for path in theirs(args.tca):
    words = file_words(path)
    their_files += 1
    known.update(windows(words, size))
    if prose_only:
      known.update(windows([w for w in words if w.prose], size))

  our_paths = list(ours(ROOT))
  if args.paths:
    wanted = [(ROOT / p).resolve() for p in args.paths]
    our_paths = [
      p for p in our_paths if any(p == w or w in p.parents for w in wanted)]

  total_runs = total_windows = prose_runs = longest = 0
  files_with_runs = 0
  for path in our_paths:
    words = file_words(path)
    if prose_only:
      words = [w for w in words if w.prose]
    runs = shared_runs(words, known, size)
    listed = []
    for first, last, count in runs:
      length = last - first + 1
      prose = sum(w.prose for w in words[first:last + 1]) * 2 > length
      if prose_only and length <= args.max:
        continue
      listed.append((first, last, length, prose, count))
    if not listed:
      continue
    files_with_runs += 1
    relative = path.relative_to(ROOT)
    file_windows = sum(count for *_, count in listed)
    total_runs += len(listed)
    total_windows += file_windows
    if not args.quiet:
      print(f"{relative}: {len(listed)} runs, {file_windows} shared {size}-word windows")
    for first, last, length, prose, _ in listed:
      prose_runs += prose
      longest = max(longest, length)
      if not args.quiet:
        excerpt = " ".join(w.text for w in words[first:last + 1])
        if len(excerpt) > 160:
          excerpt = excerpt[:157] + "..."
        kind = "prose" if prose else "code"
        print(f"  {relative}:{words[first].line}: {length} words ({kind}): {excerpt}")

  print(
    f"Compared {len(our_paths)} files of ours with {their_files} of TCA's, "
    f"{size} words at a time.")
  if prose_only:
    print(f"Prose runs longer than {args.max} words: {total_runs} in {files_with_runs} files"
          + (f", the longest {longest} words." if total_runs else "."))
    if total_runs:
      print("Rewrite each in our own words: what was expected, what happened, what to do.")
    return 1 if total_runs else 0
  print(f"Shared runs: {total_runs} in {files_with_runs} files ({prose_runs} mostly prose), "
        f"{total_windows} shared windows, the longest {longest} words.")
  return 0


if __name__ == "__main__":
  sys.exit(main())
