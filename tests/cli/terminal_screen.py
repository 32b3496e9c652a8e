# What a terminal shows of the bytes a program wrote to it, for the pseudo-terminal tests
# (console_screens_pty_test.py, progress_pty_test.py): one reader, so that both tests judge
# a screen the same way.
import re

_ESCAPE = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def terminal_lines(raw):
    """What a terminal shows of `raw`, line by line, and the last line if it was not ended:
    carriage returns go back to the line's start, ESC[K erases to its end, other escape
    sequences (a line editor's) change no text, and characters are written over what was there."""
    lines, line, col = [], [], 0
    i = 0
    while i < len(raw):
        m = _ESCAPE.match(raw, i)
        if m:
            if m.group(0) == "\x1b[K":
                del line[col:]
            i = m.end()
            continue
        ch = raw[i]
        if ch == "\r":
            col = 0
        elif ch == "\n":
            lines.append("".join(line))
            line, col = [], 0
        elif ch == "\x07" or ch == "\x1b":  # a bell, or an escape this reader does not know
            pass
        else:
            if col < len(line):
                line[col] = ch
            else:
                line.append(ch)
            col += 1
        i += 1
    return lines, "".join(line)
