#!/usr/bin/env python3
# Progress of long batch work (issue 25): `referee generate --count N` and `referee validate`
# of a JSON Lines stream show a progress line (rate, time left) on standard error when it is a
# terminal (a pseudo-terminal, python3's pty module), and nothing on a pipe or with --quiet;
# standard output (the games, the reports) never holds it. Usage: progress_pty_test.py REFEREE
import os, pty, subprocess, sys, tempfile, time

referee = sys.argv[1]
failures = []
work = tempfile.mkdtemp()
games = os.path.join(work, "games.jsonl")

# Enough games that generating and validating them take longer than one redraw (a fifth of
# a second) even on a fast machine.
generate = [referee, "generate", "draw-of-faith", "--count", "2000", "--seed", "3"]


def on_terminal(args, stdout_path):
    """Runs args with standard error on a pseudo-terminal; returns what the terminal shows."""
    pid, fd = pty.fork()
    if pid == 0:
        out = os.open(stdout_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(out, 1)
        stdin = os.open(games if args[1] == "validate" else os.devnull, os.O_RDONLY)
        os.dup2(stdin, 0)
        os.execv(referee, args)
    screen = b""
    while True:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        screen += chunk
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        failures.append("%s: exit %d" % (" ".join(args[1:]), os.waitstatus_to_exitcode(status)))
    return screen.decode("utf-8", "replace")


def shows_progress(screen, what):
    return (" of 2000 games" in screen if what == "games" else " transcripts," in screen) and "/s" in screen


# generate on a terminal: "N of 2000 games, R/s, about T left"; the games file holds only games.
screen = on_terminal(generate, games)
if not shows_progress(screen, "games"):
    failures.append("generate on a terminal showed no progress:\n" + screen)
if "about " not in screen or " left" not in screen:
    failures.append("generate's progress has no estimate of the time left:\n" + screen)
with open(games) as f:
    lines = f.read().splitlines()
if len(lines) != 2000 or not all(l.startswith("{") for l in lines):
    failures.append("generate's standard output is not 2000 JSON lines")

# validate of the stream on a terminal: "N transcripts, R/s"; the reports hold only JSON.
reports = os.path.join(work, "reports.jsonl")
screen = on_terminal([referee, "validate", "-"], reports)
if not shows_progress(screen, "transcripts"):
    failures.append("validate - on a terminal showed no progress:\n" + screen)
with open(reports) as f:
    if not all(l.startswith("{") for l in f.read().splitlines()):
        failures.append("validate's reports hold more than JSON")

# --quiet on a terminal: nothing.
screen = on_terminal(generate + ["--quiet"], os.path.join(work, "quiet.jsonl"))
if screen.strip():
    failures.append("generate --quiet on a terminal wrote to standard error:\n" + screen)

# On a pipe: nothing on standard error.
for args in (generate, [referee, "validate", "-"]):
    with open(games) as stdin:
        run = subprocess.run(args, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if run.stderr:
        failures.append("%s on a pipe wrote to standard error: %r" % (" ".join(args[1:]), run.stderr[:200]))

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("ok: progress on a terminal, none on a pipe or with --quiet")
