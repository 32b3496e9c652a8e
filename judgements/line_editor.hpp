// The console's lines from a terminal, through libedit (Debian libedit-dev): line editing
// and a history the up arrow walks, as a shell gives. Only when standard input is a
// terminal; a pipe or a test reads plain lines (interactive.hpp).
#pragma once

#include <functional>
#include <string>

namespace referee::judgements {

// Prints `prompt`, reads one edited line; false at the end of input (Ctrl-D).
std::function<bool(std::string&)> terminal_line_reader(std::string prompt);

}  // namespace referee::judgements
