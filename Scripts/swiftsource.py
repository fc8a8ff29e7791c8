"""Reads Swift sources the way the documentation checks need: the code without its comments and
string literals, the public declarations it makes, and the tests it defines.

It is not a parser. It relies on what `swift format` and the compiler make true of this
repository's code — one declaration keyword per declaration, balanced braces — and is checked
against the real thing: Scripts/check-coming-from-tca.py's declarations against the symbol
graph's names when Scripts/docs.sh runs it, the test counts against `swift test`'s own count.
"""
import dataclasses
import re

TYPE_KEYWORDS = ("struct", "class", "enum", "protocol", "actor", "extension")
DECLARATION = re.compile(
    r"(?<![\w.$])(?P<attributes>(?:@\w+(?:\([^()]*\))?\s+)*)"
    r"(?P<modifiers>(?:(?:public|open|package|internal|private|fileprivate|static|class|final"
    r"|nonisolated|mutating|nonmutating|override|indirect|convenience|required|lazy|dynamic"
    r"|optional|weak|unowned|consuming|borrowing|isolated|distributed|prefix|postfix|infix)\b(?:\([^()]*\))?\s+)*)"
    r"(?P<keyword>struct|class|enum|protocol|actor|extension|func|init|subscript|var|let|case"
    r"|typealias|associatedtype|macro)\b\s*(?P<rest>[^\n]*)")


def code_only(text):
    """The text with comments and the contents of string literals replaced by spaces (newlines
    kept, so line numbers stay), so that braces and keywords in them count for nothing."""
    out, index, length = [], 0, len(text)

    def blank(chunk):
        return re.sub(r"[^\n]", " ", chunk)

    def string_end(start):
        """The index after the string literal that starts at `start`."""
        hashes = len(re.match(r"#*", text[start:]).group(0))
        quote_at = start + hashes
        multiline = text.startswith('"""', quote_at)
        closing = ('"""' if multiline else '"') + "#" * hashes
        position = quote_at + (3 if multiline else 1)
        escape = "\\" + "#" * hashes
        while position < length:
            if text.startswith(escape + "(", position):
                position = interpolation_end(position + len(escape) + 1)
                continue
            if text.startswith(escape, position):
                position += len(escape) + 1
                continue
            if text.startswith(closing, position):
                return position + len(closing)
            if not multiline and text[position] == "\n":
                return position  # an unterminated literal: stop at the line's end
            position += 1
        return length

    def interpolation_end(position):
        depth = 1
        while position < length and depth:
            character = text[position]
            if character == '"' or (character == "#" and re.match(r'#+"', text[position:])):
                position = string_end(position)
                continue
            depth += {"(": 1, ")": -1}.get(character, 0)
            position += 1
        return position

    while index < length:
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            out.append(blank(text[index:end]))
            index = end
        elif text.startswith("/*", index):
            depth, position = 1, index + 2
            while position < length and depth:
                if text.startswith("/*", position):
                    depth, position = depth + 1, position + 2
                elif text.startswith("*/", position):
                    depth, position = depth - 1, position + 2
                else:
                    position += 1
            out.append(blank(text[index:position]))
            index = position
        elif text[index] == '"' or (text[index] == "#" and re.match(r'#+"', text[index:])):
            end = string_end(index)
            out.append('""' + blank(text[index + 2:end]) if end - index >= 2 else blank(text[index:end]))
            index = end
        else:
            out.append(text[index])
            index += 1
    return "".join(out)


@dataclasses.dataclass
class Declaration:
    """A public declaration: `kind` is its keyword (`func`, `struct`, `macro`…), `name` its
    name, `labels` its argument labels (`["of", "_"]`, None for a property or a type),
    `container` the type or extension it is in (None at the top level)."""
    kind: str
    name: str
    labels: list
    container: str
    is_property_wrapper: bool
    path: str
    line: int

    def spelled(self):
        name = self.name + ("" if self.labels is None else
                            "(" + "".join(f"{label}:" for label in self.labels) + ")")
        return f"{self.container}.{name}" if self.container else name


def _balanced(text, start, opening, closing):
    """The index after the bracket that closes the one at `start`."""
    depth = 0
    for index in range(start, len(text)):
        depth += {opening: 1, closing: -1}.get(text[index], 0)
        if depth == 0:
            return index + 1
    return len(text)


def _labels(text, after_name, subscript=False):
    """The argument labels of the parameter list after a function's name (generics skipped)."""
    position = after_name
    while position < len(text) and text[position].isspace():
        position += 1
    if position < len(text) and text[position] == "<":
        position = _balanced(text, position, "<", ">")
    while position < len(text) and text[position].isspace():
        position += 1
    if position >= len(text) or text[position] != "(":
        return []
    inside = text[position + 1:_balanced(text, position, "(", ")") - 1]
    labels = []
    for parameter in _top_level_split(inside):
        if not parameter.strip():
            continue
        if ":" not in parameter:
            labels.append("_")  # an enum case's unlabeled payload
            continue
        parameter = re.sub(r"@\w+(?:<[^<>]*(?:<[^<>]*>[^<>]*)*>)?(?:\([^()]*\))?", " ", parameter)
        head = parameter.split(":", 1)[0].split()
        if subscript and len(head) == 1:
            labels.append("_")  # a subscript's parameter has no label unless it names one
        elif head:
            labels.append(head[0])
    return labels


def public_declarations(text, path="", include_requirements=True):
    """The public declarations of a Swift file: those marked `public` or `open`, the
    requirements of a public protocol and the cases of a public enum."""
    code = code_only(text)
    found = []
    # A stack of open braces: (container name, whether its members are public by default).
    stack, pending = [], None
    token = re.compile(r"[{}]|" + DECLARATION.pattern)
    line_starts = [0] + [match.end() for match in re.finditer("\n", code)]

    def line_of(offset):
        low, high = 0, len(line_starts) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if line_starts[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        return low + 1

    position = 0
    while True:
        match = token.search(code, position)
        if not match:
            break
        position = match.end()
        text_matched = match.group(0)
        if text_matched == "{":
            stack.append(pending or (None, False, None))
            pending = None
            continue
        if text_matched == "}":
            if stack:
                stack.pop()
            continue
        # Only declarations at the start of a statement count (not `case` inside a switch
        # pattern after a keyword on the same line, not `let` inside an expression).
        start = match.start()
        before = code[code.rfind("\n", 0, start) + 1:start]
        if before.strip() and not before.rstrip().endswith(("{", ";")):
            position = start + 1 if text_matched[0] not in "{}" else position
            continue
        keyword = match.group("keyword")
        modifiers = match.group("modifiers") or ""
        attributes = match.group("attributes") or ""
        rest = match.group("rest")
        container, members_public, container_kind = stack[-1] if stack else (None, False, None)
        in_function = bool(stack) and container is None
        if in_function:
            position = match.start("keyword") + len(keyword)
            continue
        explicit = re.search(r"\b(public|open)\b", modifiers) is not None
        hidden = re.search(r"\b(private|fileprivate|internal|package)\b", modifiers) is not None
        name_match = re.match(r"`?([A-Za-z_]\w*)`?", rest)
        name = name_match.group(1) if name_match else ""
        if keyword in TYPE_KEYWORDS:
            if keyword == "extension":
                extended = re.match(r"([\w.]+)", rest)
                pending = ((extended.group(1).split(".")[-1] if extended else None), explicit,
                           keyword)
            else:
                is_public = explicit or (members_public and not hidden
                                         and container_kind in ("protocol", "extension"))
                pending = (name, is_public and keyword in ("protocol", "enum"), keyword)
                if is_public:
                    found.append(Declaration(keyword, name, None, container,
                                             "@propertyWrapper" in attributes, path,
                                             line_of(match.start())))
                if keyword == "protocol" and is_public:
                    pending = (name, include_requirements, keyword)
            position = match.start("rest")
            continue
        is_public = explicit or (members_public and not hidden and (
            container_kind in ("protocol", "extension")
            or (container_kind == "enum" and keyword == "case")))
        if not is_public:
            position = match.start("rest")
            continue
        after_keyword = match.start("rest")
        if keyword in ("init", "subscript"):
            labels = _labels(code, after_keyword + (1 if rest.startswith(("?", "!")) else 0),
                             subscript=keyword == "subscript")
            found.append(Declaration(keyword, keyword, labels, container, False, path,
                                     line_of(match.start())))
        elif keyword in ("func", "macro"):
            operator = re.match(r"[^\s(]+", rest)
            name = name if name else (operator.group(0) if operator else "")
            labels = _labels(code, after_keyword + (name_match.end() if name_match else len(name)))
            if not name_match:
                labels = ["_"] * len(labels)  # an operator's arguments have no labels
            found.append(Declaration(keyword, name, labels, container, False, path,
                                     line_of(match.start())))
        elif keyword == "case":
            for part in _top_level_split(rest, stop="{="):
                case = re.match(r"\s*`?(\w+)`?\s*(\()?", part)
                if case:
                    labels = None
                    if case.group(2):
                        labels = _labels(part, case.end(1))
                    found.append(Declaration("case", case.group(1), labels, container, False,
                                             path, line_of(match.start())))
        else:  # var, let, typealias, associatedtype
            for part in _top_level_split(rest, stop="{="):
                variable = re.match(r"\s*`?([A-Za-z_]\w*)`?", part)
                if variable:
                    found.append(Declaration(keyword, variable.group(1), None, container, False,
                                             path, line_of(match.start())))
                if keyword not in ("var", "let"):
                    break
        position = match.start("rest")
    return found


def _top_level_split(text, stop=""):
    """Splits at commas outside brackets (an arrow's `>` closes nothing), up to the first
    character of `stop` outside them."""
    parts, depth, current = [], 0, ""
    for character in text.replace("->", "  "):
        if depth == 0 and character in stop:
            break
        if character in "([<{":
            depth += 1
        elif character in ")]>}":
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    parts.append(current)
    return parts
