#!/usr/bin/env python3
"""Records many sessions of AppCLI while another process keeps a core busy, with timers and
searches in flight — half of them typed on a terminal at random moments, half as scripts —
generates each recording's test, and runs them all. Every recording must replay to its final
state, and every generated test must pass.

    python3 Scripts/record-under-load.py 40          # 40 sessions (seeds 0 to 39)
    python3 Scripts/record-under-load.py 40 --seed 100

It needs the debug build (`swift build --build-tests`). The tests are written into
Tests/AppCLITests/Carga/ for one build and one run, and removed afterwards; the recordings stay
in a temporary folder it names, for a failure to be looked at. Not part of CI: it takes minutes.
"""
import os
import pathlib
import random
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
APP = ROOT / ".build" / "debug" / "AppCLI"
GENERATED = ROOT / "Tests" / "AppCLITests" / "Carga"


def scenario(rng):
    """The lines of one session, each with the seconds to wait before typing it: the timer
    ticking while sections open, searches typed before the last one answered, a wait."""
    pause = lambda low, high: round(rng.uniform(low, high), 2)
    return [
        ("entrar demo@tienda.es demo1234", 0),
        ("abrir temporizador", pause(0.0, 0.3)),
        ("iniciar", pause(0.0, 0.3)),
        ("abrir buscador", pause(0.4, 1.8)),
        ("buscar sar", pause(0.0, 0.4)),
        ("buscar sarten", pause(0.05, 0.6)),
        ("elegir 1", pause(0.2, 0.9)),
        ("abrir temporizador", pause(0.0, 0.5)),
        ("iniciar", pause(0.0, 0.3)),
        ("esperar 1", pause(0.0, 0.3)),
        ("reiniciar", pause(0.0, 0.8)),
        ("abrir buscador", pause(0.0, 0.6)),
        ("buscar camiseta", pause(0.0, 0.3)),
        ("buscar cami", pause(0.0, 0.5)),
    ]


def typed(record, data, lines):
    """Runs a session on a pseudo-terminal, typing each line after its pause."""
    master, terminal = os.openpty()
    process = subprocess.Popen(
        [str(APP), "--record", str(record), "--data", str(data)], stdin=terminal,
        stdout=terminal, stderr=terminal, close_fds=True)
    os.close(terminal)

    seen = bytearray()

    def drain(seconds, until=None):
        """Reads what the program prints for `seconds`, or until `until` shows (at most 60 s)."""
        end = time.monotonic() + (60 if until else seconds)
        while until is None or until not in seen:
            left = end - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([master], [], [], left)
            if ready:
                try:
                    seen.extend(os.read(master, 65536))
                except OSError:
                    return

    drain(0.5)
    for index, (line, pause) in enumerate(lines):
        drain(pause)
        os.write(master, (line + "\n").encode())
        if index == 0:
            # A person waits for the login before going on; the rest is typed at its pace.
            drain(0, until="Hola, Demo".encode())
    drain(1.0)
    os.write(master, b"fin\n")
    while process.poll() is None:
        drain(0.2)
    os.close(master)
    return process.returncode


def scripted(record, data, lines, folder):
    """Runs the same lines as a script, the pauses as waits."""
    script = folder / (record.stem + ".txt")
    text = []
    for line, pause in lines:
        if pause >= 0.3:
            text.append(f"esperar {pause}")
        text.append(line)
    script.write_text("\n".join(text) + "\n")
    return subprocess.run(
        [str(APP), "--script", str(script), "--record", str(record), "--data", str(data)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode


def main():
    arguments = sys.argv[1:]
    count = int(arguments[0]) if arguments else 20
    first = int(arguments[arguments.index("--seed") + 1]) if "--seed" in arguments else 0
    if not APP.exists():
        sys.exit("Build first: swift build --build-tests")
    folder = pathlib.Path(tempfile.mkdtemp(prefix="record-under-load-"))
    print(f"Recordings in {folder}")
    # A busy core beside every session.
    busy = subprocess.Popen(
        ["taskset", "-c", "0", "yes"] if shutil.which("taskset") else ["yes"],
        stdout=subprocess.DEVNULL)
    recorded, replayed = [], 0
    try:
        for seed in range(first, first + count):
            rng = random.Random(seed)
            lines = scenario(rng)
            record = folder / f"carga{seed}.jsonl"
            data = folder / f"datos{seed}"
            way = "typed" if seed % 2 == 0 else "script"
            status = typed(record, data, lines) if way == "typed" else scripted(
                record, data, lines, folder)
            replay = subprocess.run(
                [str(APP), "replay", str(record)], capture_output=True, text=True)
            same = replay.returncode == 0 and replay.stdout.strip().endswith(
                "Coincide con el estado final grabado.")
            replayed += same
            print(f"seed {seed} ({way}): session {status}, replay "
                  f"{'matches' if same else 'DIFFERS: ' + replay.stderr.strip()[:200]}")
            recorded.append(record)
    finally:
        busy.kill()

    GENERATED.mkdir(exist_ok=True)
    try:
        for record in recorded:
            test = subprocess.run(
                [str(APP), "replay", str(record), "--test"], capture_output=True, text=True,
                check=True).stdout
            (GENERATED / f"Recorded{record.stem.capitalize()}Tests.swift").write_text(test)
        build = subprocess.run(
            ["swift", "build", "--build-tests"], cwd=ROOT, capture_output=True, text=True)
        if build.returncode != 0:
            print(build.stdout[-4000:], build.stderr[-4000:])
            sys.exit("The generated tests do not build.")
        run = subprocess.run(
            ["swift", "test", "--skip-build", "--filter", "RecordedCarga"], cwd=ROOT,
            capture_output=True, text=True)
        output = run.stdout + run.stderr
        passed = set(re.findall(r"Suite (RecordedCarga\d+Tests) passed", output))
        failed = set(re.findall(r"Suite (RecordedCarga\d+Tests) failed", output))
        for name in sorted(failed):
            print(f"FAILED: {name}")
        if failed:
            print("\n".join(line for line in output.splitlines() if "✘" in line)[:6000])
        print(f"\n{count} sessions recorded under load; {replayed} replayed to their final state; "
              f"{len(passed)} generated tests passed, {len(failed)} failed.")
        sys.exit(0 if replayed == count and len(passed) == count else 1)
    finally:
        shutil.rmtree(GENERATED, ignore_errors=True)


if __name__ == "__main__":
    main()
