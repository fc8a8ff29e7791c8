#!/usr/bin/env python3
"""Checks that every AppCLI transcript in README.md, CONTRIBUTING.md and docs/ is what the
built program really prints, and rewrites them with --update.

A transcript is a fenced block right after a marker line:

    <!-- transcript: name -->
    ```console
    $ swift run AppCLI --script guion.txt
    [acceso] Sin sesión. Escribe «entrar CORREO CLAVE».
    ```

Shell transcripts (the default) are a shell session: a line that starts with `$ ` is a command
(with a here-document, through its closing word: `$ swift run AppCLI <<'FIN'` … `FIN`); the lines
after it, up to the next command, are what it prints — standard output and standard error as a
terminal interleaves them. The commands run one after the other in bash, in a new empty folder
with HOME set to another, so the app keeps its data where a first run would; `swift run AppCLI`
runs the already built executable.

`<!-- transcript: name terminal -->` marks a session on a terminal. The block starts with the
one command, then shows the screen as a person sees it: a line that begins with a prompt
(`acceso> `) shows what was typed after it. The program runs on a pseudo-terminal; each line is
typed once the screen shows everything above it, so what effects print later is waited for,
not raced. `secret=VALUE` in the marker is what is typed when the program asks for a secret —
its cursor on a line ending in a colon that is not a prompt (`Contraseña:`) — and is never
shown.

`excerpt` in the marker means the output shown is a part of the real output: its lines must
appear there, one after the other.

Usage: python3 Scripts/check-transcripts.py [--update] [NAME...] (from the project root; it
builds AppCLI first). --update rewrites the blocks with what the program printed — in a terminal
transcript it types each line at its prompt once the screen is quiet, so a new transcript can be
written as just its prompts and lines; review the diff. Exit status 1 lists every transcript
that differs.
"""
import os
import pathlib
import re
import select
import shlex
import subprocess
import sys
import tempfile
import time

from docpages import ROOT, documentation_pages, report

MARKER = re.compile(r"^\s*<!--\s*transcript:\s*([\w.-]+)((?:\s+[\w-]+(?:=\S+)?)*)\s*-->\s*$")
HEREDOC = re.compile(r"<<-?\s*'?\"?(\w+)'?\"?")
PROMPT = re.compile(r"^([\w-]+> )(.*)$")
SEPARATOR = "@@transcript-command@@"
WAIT = 30.0
DIFFERS = "differs from what the program prints"
QUIET = 5.0  # seconds of silence at a prompt after which --update types the next line  # seconds a terminal transcript waits for a screen before it gives up


class Transcript:
    def __init__(self, page, name, options, start, end, lines, indent):
        self.page, self.name, self.start, self.end, self.lines = page, name, start, end, lines
        self.indent = indent  # of a block inside a list item
        self.terminal = "terminal" in options
        self.excerpt = "excerpt" in options
        self.secret = options.get("secret")

    @property
    def where(self):
        return f"{self.page.relative_to(ROOT)}:{self.start + 1}"


def transcripts():
    found, problems = [], []
    for page in documentation_pages():
        lines = page.read_text(encoding="utf-8").splitlines()
        for index, line in enumerate(lines):
            match = MARKER.match(line)
            if not match:
                continue
            options = {}
            for option in match.group(2).split():
                key, _, value = option.partition("=")
                options[key] = value or True
            fence = index + 1
            while fence < len(lines) and not lines[fence].strip():
                fence += 1
            where = f"{page.relative_to(ROOT)}:{index + 1}"
            if fence >= len(lines) or not lines[fence].lstrip().startswith("```"):
                problems.append(f"{where}: transcript '{match.group(1)}' is not followed by a block")
                continue
            indent = len(lines[fence]) - len(lines[fence].lstrip())
            close = fence + 1
            while close < len(lines) and not lines[close].lstrip().startswith("```"):
                close += 1
            found.append(Transcript(page, match.group(1), options, fence, close,
                                    [line[indent:] for line in lines[fence + 1:close]], indent))
    return found, problems


def commands(lines):
    """The block's commands, each with the lines shown after it."""
    steps, index = [], 0
    while index < len(lines) and not lines[index].startswith("$ "):
        index += 1
    while index < len(lines):
        command = [lines[index][2:]]
        while command[-1].endswith("\\") and index + 1 < len(lines):
            index += 1
            command.append(lines[index])
        heredoc = HEREDOC.search(command[0])
        if heredoc:
            while index + 1 < len(lines):
                index += 1
                command.append(lines[index])
                if lines[index] == heredoc.group(1):
                    break
        index += 1
        output = []
        while index < len(lines) and not lines[index].startswith("$ "):
            output.append(lines[index])
            index += 1
        steps.append(("\n".join(command), output))
    return steps


def environment(folder, executable):
    home = folder / "home"
    home.mkdir()
    work = folder / "work"
    work.mkdir()
    env = {key: value for key, value in os.environ.items()
           if key not in ("COMPOSABLE_DATA_DIR", "XDG_DATA_HOME")}
    env.update(HOME=str(home), APPCLI=str(executable), LC_ALL="C.UTF-8", TERM="dumb")
    prelude = (
        'swift() { if [ "$1" = run ] && [ "$2" = AppCLI ]; then shift 2; "$APPCLI" "$@"; '
        'else echo "a transcript runs only swift run AppCLI" >&2; return 127; fi; }\n')
    return env, work, prelude


def normalized(text, folder):
    text = text.replace(str(folder / "home"), "~").replace(str(folder / "work") + "/", "")
    return [line.rstrip() for line in text.replace("\r\n", "\n").split("\n")]


def run_shell(transcript, executable):
    steps = commands(transcript.lines)
    if not steps:
        return None, "has no command (a line starting with '$ ')"
    with tempfile.TemporaryDirectory() as name:
        folder = pathlib.Path(name)
        env, work, prelude = environment(folder, executable)
        script = prelude + "".join(
            f"printf '\\n%s\\n' '{SEPARATOR}'\n{command}\n" for command, _ in steps)
        result = subprocess.run(["bash", "-c", script], cwd=work, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, timeout=300)
        outputs = result.stdout.decode("utf-8", "replace").split(f"\n{SEPARATOR}\n")[1:]
        actual = []
        for (command, _), output in zip(steps, outputs):
            actual.extend(("$ " + command).split("\n"))
            lines = normalized(output, folder)
            while lines and lines[-1] == "":
                lines.pop()
            actual.extend(lines)
        return actual, None


class Screen:
    """Just enough of a terminal: rows, a cursor, carriage return, newline, backspace, cursor
    moves (ESC[nA/B/C/D) and erasing (ESC[K, ESC[J). Lines do not wrap (transcripts are
    narrower than the pseudo-terminal)."""

    def __init__(self):
        self.lines, self.row, self.column = [""], 0, 0

    def feed(self, text):
        index = 0
        while index < len(text):
            char = text[index]
            if char == "\x1b":
                match = re.match(r"\x1b\[([0-9;?]*)([A-Za-z])", text[index:])
                if match:
                    count = int(match.group(1)) if match.group(1).isdigit() else 1
                    kind = match.group(2)
                    if kind == "A":
                        self.row = max(0, self.row - count)
                    elif kind == "B":
                        self.down(count)
                    elif kind == "C":
                        self.column += count
                    elif kind == "D":
                        self.column = max(0, self.column - count)
                    elif kind == "K":
                        self.lines[self.row] = self.lines[self.row][:self.column]
                    elif kind == "J":
                        self.lines[self.row] = self.lines[self.row][:self.column]
                        del self.lines[self.row + 1:]
                    index += match.end()
                    continue
            elif char == "\r":
                self.column = 0
            elif char == "\n":
                self.down(1)
            elif char == "\b":
                self.column = max(0, self.column - 1)
            else:
                line = self.lines[self.row]
                self.lines[self.row] = (line[:self.column].ljust(self.column) + char
                                        + line[self.column + 1:])
                self.column += 1
            index += 1

    def down(self, count):
        self.row += count
        while len(self.lines) <= self.row:
            self.lines.append("")

    def text(self):
        return "\n".join(line.rstrip() for line in self.lines)


def run_terminal(transcript, executable, update=False):
    if not transcript.lines or not transcript.lines[0].startswith("$ "):
        return None, "a terminal transcript starts with its command ('$ swift run AppCLI')"
    command, shown = transcript.lines[0][2:], transcript.lines[1:]
    expected = "\n".join(line.rstrip() for line in shown)
    # For each line typed: where the screen must have got to in `expected`, its prompt, the
    # text, and the lines shown since the line typed before it (for --update).
    typing, offset, previous = [], 0, -1
    for index, line in enumerate(shown):
        match = PROMPT.match(line)
        if match and match.group(2):
            prompt = match.group(1).rstrip()
            since = [text.rstrip() for text in shown[previous + 1:index]] + [prompt]
            typing.append((offset + len(prompt), prompt, match.group(2), since))
            previous = index
        offset += len(line.rstrip()) + 1
    with tempfile.TemporaryDirectory() as name:
        folder = pathlib.Path(name)
        env, work, prelude = environment(folder, executable)
        master, terminal = os.openpty()
        process = subprocess.Popen(
            ["bash", "-c", prelude + command], cwd=work, env=env, stdin=terminal,
            stdout=terminal, stderr=terminal, start_new_session=True)
        screen, raw, secret_typed, problem = Screen(), b"", False, None
        typed_at = -1  # the screen line that shows the last line typed
        changed = time.monotonic()

        def read(seconds):
            """Reads what arrives within `seconds`; False once the program has ended."""
            nonlocal raw, changed
            ready, _, _ = select.select([master], [], [], seconds)
            if ready:
                raw += os.read(master, 65536)
                changed = time.monotonic()
                screen.lines, screen.row, screen.column = [""], 0, 0
                screen.feed(raw.decode("utf-8", "replace"))
                return True
            return process.poll() is None

        def asks_secret():
            # The program edits the line itself (raw mode, no echo): a secret is asked for by
            # a prompt line that ends in a colon, not a command prompt.
            line = screen.lines[screen.row].rstrip()
            return line.endswith(":") and not PROMPT.match(line + " ")

        alive = True
        for position, prompt, text, since in typing:
            started = time.monotonic()
            deadline = started + WAIT
            while alive and time.monotonic() < deadline:
                now = screen.text()
                if now == expected[:position]:
                    break
                # Rewriting, the screen may differ from the block further up. Type when what
                # it shows since the last line typed is what the block shows there; failing
                # that, at the same prompt once the screen is quiet (or after three times as
                # long, for a screen that never is: a ticking timer — then trim by hand).
                moment = time.monotonic()
                if update and [line.rstrip() for line in screen.lines[typed_at + 1:]] == since:
                    break
                if (update and screen.lines[-1].rstrip() == prompt
                        and (moment - changed > QUIET or moment - started > 3 * QUIET)):
                    break
                if (transcript.secret and not secret_typed and asks_secret()
                        and (update or expected.startswith(now))):
                    os.write(master, (transcript.secret + "\r").encode())
                    secret_typed = True
                alive = read(0.05)
            else:
                problem = (f"waited {WAIT:.0f} s to type '{text}': the screen never showed what "
                           "the transcript shows before it")
                break
            os.write(master, (text + "\r").encode())
            changed = time.monotonic()
            typed_at = len(screen.lines) - 1
        deadline = time.monotonic() + WAIT
        while alive and time.monotonic() < deadline:
            alive = read(0.1)
        if process.poll() is None:
            process.kill()
            problem = problem or f"the program was still running {WAIT:.0f} s after the last line"
        process.wait()
        while read(0):
            pass
        os.close(master)
        os.close(terminal)
        actual = ["$ " + command] + normalized(screen.text(), folder)
        while len(actual) > 1 and actual[-1] == "":
            actual.pop()
        return actual, problem


def contains(whole, part):
    part = [line.rstrip() for line in part]
    return any(whole[start:start + len(part)] == part for start in range(len(whole) - len(part) + 1))


def check(transcript, executable, update):
    """Returns (problem or None, the block's new lines)."""
    if transcript.terminal:
        actual, problem = run_terminal(transcript, executable, update)
    else:
        actual, problem = run_shell(transcript, executable)
    if actual is None:
        return problem, transcript.lines
    shown = [line.rstrip() for line in transcript.lines]
    if transcript.excerpt:
        for (command, output), (_, real) in zip(commands(shown), commands(actual)):
            if not contains(real, output):
                problem = problem or f"what '{command.splitlines()[0]}' shows is not in its output"
        return problem, transcript.lines
    if problem:
        return problem, actual
    return (DIFFERS if actual != shown else None), actual


def difference(shown, actual):
    import difflib
    return "\n".join(difflib.unified_diff(shown, actual, "shown", "printed", lineterm="", n=2))


def build():
    subprocess.run(["swift", "build", "--product", "AppCLI"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    binaries = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return pathlib.Path(binaries) / "AppCLI"


def main(arguments):
    update = "--update" in arguments
    names = {argument for argument in arguments if not argument.startswith("--")}
    found, problems = transcripts()
    seen = {}
    for transcript in found:
        if transcript.name in seen:
            problems.append(f"{transcript.where}: transcript '{transcript.name}' is also at "
                            f"{seen[transcript.name]}")
        seen[transcript.name] = transcript.where
    selected = [t for t in found if not names or t.name in names]
    executable = build() if selected else None
    rewrites = {}
    for transcript in selected:
        problem, lines = check(transcript, executable, update)
        if problem and not (update and problem == DIFFERS):
            detail = difference(transcript.lines, lines) if lines != transcript.lines else ""
            problems.append(f"{transcript.where}: transcript '{transcript.name}' {problem}"
                            + (f"\n{detail}" if detail else ""))
        if update and lines != transcript.lines:
            rewrites.setdefault(transcript.page, []).append((transcript, lines))
    for page, changes in rewrites.items():
        text = page.read_text(encoding="utf-8").splitlines()
        for transcript, lines in sorted(changes, key=lambda change: -change[0].start):
            text[transcript.start + 1:transcript.end] = [
                " " * transcript.indent + line if line else line for line in lines]
            print(f"updated transcript '{transcript.name}' in {page.relative_to(ROOT)}")
        page.write_text("\n".join(text) + "\n", encoding="utf-8")
    if problems:
        problems.append("To rewrite a block from what the program prints: python3 "
                        "Scripts/check-transcripts.py --update NAME; then review the diff.")
    return report(problems, "Transcripts out of step with the program:",
                  f"{len(selected)} transcripts match what AppCLI prints.")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
