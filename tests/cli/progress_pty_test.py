#!/usr/bin/env python3
# Progress of long batch work (issue 25): `referee generate --count N`, `referee validate` of a
# JSON Lines stream and `referee validate` of many files show a progress line (rate, time left)
# on standard error when it is a terminal (a pseudo-terminal, python3's pty module), and
# nothing on a pipe or with --quiet; standard output (the games, the reports) never holds it,
# and reports written to the same terminal are not garbled by it. Usage: progress_pty_test.py REFEREE
import glob, os, pty, re, subprocess, sys, tempfile, time

from terminal_screen import terminal_lines

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
        failures.append("%s: exit %d" % (" ".join(args[1:4] + ["..."] * (len(args) > 4)), os.waitstatus_to_exitcode(status)))
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

# validate of many files on a terminal: "N of M files, R/s, about T left", redrawn in place
# (files are counted as their batches finish) and erased at the end. With standard output on
# the same terminal, each report is written over an erased line: what the user reads is the
# reports as a pipe gets them, and no progress left behind.
legal = sorted(f for f in glob.glob("fixtures/*/legal/*.json") if not f.endswith(".expected.json"))
many = legal * max(1, 2000 // len(legal))
validate_many = [referee, "validate"] + many


def shown(raw):
    """The terminal's lines, an unended last one included."""
    lines, last = terminal_lines(raw)
    return lines + [last] if last else lines


def both_on_terminal(args):
    """Runs args with standard output and standard error on one pseudo-terminal."""
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(referee, args)
    screen = b""
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        screen += chunk
    os.waitpid(pid, 0)
    return screen.decode("utf-8", "replace")


screen = on_terminal(validate_many, os.path.join(work, "many.txt"))
drawn = re.findall(r"\r(\d+) of %d files, [0-9.]+/s(?:, about [^\r\x1b]+ left)?\x1b\[K" % len(many), screen)
if not drawn:
    failures.append("validate of %d files on a terminal showed no \"N of %d files, R/s\" line:\n%r" % (len(many), len(many), screen[:400]))
elif [int(n) for n in drawn] != sorted(int(n) for n in drawn) or int(drawn[0]) >= len(many):
    failures.append("validate's count of files does not go up from below the total: %s" % drawn)
if "about " not in screen:
    failures.append("validate of many files gave no estimate of the time left:\n%r" % screen[:400])
if shown(screen) not in ([], [""]):
    failures.append("validate of many files left its progress on the terminal: %r" % shown(screen))
with open(os.path.join(work, "many.txt")) as f:
    if f.read().count("\n") < len(many) or "files, " in open(os.path.join(work, "many.txt")).read():
        failures.append("validate's reports of many files are not one per file, free of progress")
piped = subprocess.run(validate_many, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
if piped.stderr:
    failures.append("validate of many files on a pipe wrote to standard error: %r" % piped.stderr[:200])
seen = shown(both_on_terminal(validate_many))
if seen != piped.stdout.splitlines():
    failures.append("validate of many files, reports and progress on one terminal: the screen is not the reports alone:\n%s"
                    % "\n".join(l for l in seen if l not in piped.stdout.splitlines())[:600])
screen = on_terminal(validate_many + ["--quiet"], os.path.join(work, "many-quiet.txt"))
if screen.strip():
    failures.append("validate --quiet of many files on a terminal wrote to standard error:\n%r" % screen[:400])

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
