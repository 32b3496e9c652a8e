#!/usr/bin/env python3
# The console sessions of fixtures/console/*.screen as a judge meets them: `referee judge
# --interactive` started on a terminal (a pseudo-terminal, python3's pty module) with the
# screen's first line, each line typed at its prompt and ended with Enter, the terminal's
# echo coming from the line editor (libedit). What the terminal then shows must be the
# screen, byte for byte. A screen's last prompt with nothing typed is the end of input
# (Ctrl-D). tests/judgements/test_console_sessions.cpp runs the same screens in-process.
# Usage: console_screens_pty_test.py REFEREE
import fcntl, glob, os, pty, select, shlex, struct, sys, termios, time

from terminal_screen import terminal_lines

referee = sys.argv[1]
PROMPT = "judge> "


failures = []


def session(path):
    with open(path) as f:
        expected = f.read()
    first = expected.split("\n", 1)[0]
    words = shlex.split(first)
    assert words[:2] == ["$", "referee"], "%s: the first line is the command: $ referee ..." % path
    typed = [l[len(PROMPT):] for l in expected.split("\n")[1:] if l.startswith(PROMPT)]
    ends_at_prompt = bool(typed) and typed[-1] == ""  # the last prompt, nothing typed: Ctrl-D
    if ends_at_prompt:
        typed.pop()

    pid, fd = pty.fork()
    if pid == 0:
        # A terminal wide enough for the longest line: the screens hold lines as written, not
        # as a narrow window would wrap them.
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 50, 1000, 0, 0))
        os.environ.setdefault("TERM", "xterm")
        os.execv(referee, [referee] + words[2:])
    raw = b""

    def read_for(seconds):
        nonlocal raw
        end = time.time() + seconds
        while time.time() < end:
            ready, _, _ = select.select([fd], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return False
                if not chunk:
                    return False
                raw += chunk
        return True

    def prompts():
        return raw.decode("utf-8", "replace").count(PROMPT)

    # The prompt on the screen is not enough: a line typed before the line editor has put the
    # terminal in its own mode (no echo, no line discipline) is echoed by the terminal and
    # again by the editor. A slow start (the sanitizer build) showed it: wait for both.
    def editing():
        try:
            lflag = termios.tcgetattr(fd)[3]
        except termios.error:  # the referee has gone: the screen will say what it showed
            return True
        return not (lflag & (termios.ECHO | termios.ICANON))

    def wait_for_prompt(n):
        end = time.time() + 30
        while (prompts() < n or not editing()) and time.time() < end and read_for(0.1):
            pass

    for n, line in enumerate(typed, 1):
        wait_for_prompt(n)
        os.write(fd, line.encode() + b"\r")
    if ends_at_prompt:
        wait_for_prompt(len(typed) + 1)
        os.write(fd, b"\x04")
    while read_for(0.5):
        pass
    os.waitpid(pid, 0)
    lines, last = terminal_lines(raw.decode("utf-8", "replace"))
    if last:
        failures.append("%s: the session ended without ending its last line (%r): a shell's prompt would follow it" % (path, last))
        lines.append(last)
    # The terminal shows the Ctrl-D that ended the session as "^D" after the last prompt;
    # the screen files end at that prompt.
    if ends_at_prompt and lines and lines[-1] == PROMPT + "^D":
        lines[-1] = PROMPT
    screen = "\n".join([first] + lines) + "\n"
    return expected, screen


files = sorted(glob.glob("fixtures/console/*.screen"))
if not files:
    failures.append("no fixtures/console/*.screen")
for path in files:
    expected, screen = session(path)
    if screen != expected:
        failures.append("%s: the terminal shows\n%s\n--- instead of ---\n%s" % (path, screen, expected))
if failures:
    print("\n".join(failures))
    sys.exit(1)
print("ok: %d console sessions on a terminal show their screens" % len(files))
