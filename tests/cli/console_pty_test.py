#!/usr/bin/env python3
# `referee judge --interactive` on a terminal (a pseudo-terminal, python3's pty module):
# the up arrow recalls the line typed before (libedit's history) instead of arriving as
# "^[[A", and the line recalled runs again. Usage: console_pty_test.py REFEREE
import os, pty, select, sys, time

referee = sys.argv[1]
game = "fixtures/draw-of-faith/legal/battles-won-lost-tied-and-summon-positions.json"
pid, fd = pty.fork()
if pid == 0:
    os.execv(referee, [referee, "judge", "--interactive", "--transcript", game, "--upto", "9"])

screen = b""
def read_for(seconds):
    global screen
    end = time.time() + seconds
    while time.time() < end:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                return
            if not chunk:
                return
            screen += chunk

def until(text, seconds=20):
    end = time.time() + seconds
    while text not in screen and time.time() < end:
        read_for(0.2)

until(b"judge> ")
os.write(fd, b"show\r")
until(b"field: #1 9D atk")
os.write(fd, b"\x1b[A\r")  # the up arrow, then Enter: "show" again
end = time.time() + 20
while screen.count(b"field: #1 9D atk") < 2 and time.time() < end:
    read_for(0.2)
os.write(fd, b"quit\r")
read_for(2)
os.waitpid(pid, 0)

text = screen.decode("utf-8", "replace")
failures = []
if "^[[A" in text:
    failures.append("the up arrow printed ^[[A")
if text.count("field: #1 9D atk") < 2:
    failures.append("the up arrow did not recall and run \"show\" (its position shown %d times)" % text.count("field: #1 9D atk"))
if "unknown command" in text:
    failures.append("the recalled line was not a command")
if failures:
    print("\n".join(failures) + "\n--- screen ---\n" + text)
    sys.exit(1)
print("ok: the up arrow recalled \"show\" and ran it")
