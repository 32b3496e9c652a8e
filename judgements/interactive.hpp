// `referee judge --interactive`: a judge at a table loads a position or a game so far and
// asks one question after another (is this legal? what if? undo, show the position).
// Reads commands from any stream, so tests can pipe them in.
#pragma once

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>

#include "referee/core/game.hpp"
#include "referee/core/json_source.hpp"

namespace referee::judgements {

struct InteractiveStart {
  std::optional<std::string> position;    // a position file to start from
  std::optional<std::string> transcript;  // or a transcript, replayed up to `upto` events
  int upto = -1;
  const JsonDocument* override_profile = nullptr;  // --rulings
  const CardsOverride* cards = nullptr;            // --cards
  bool prompt = false;                    // print a prompt (a terminal is reading)
  // A terminal's line editor (line_editor.hpp), which prints the prompt itself; without
  // it, plain lines from the stream.
  std::function<bool(std::string&)> read_line;
};

// Runs until "quit" or the end of input; returns the exit code (0, or 3 if the start
// files cannot be read). Errors in a command are printed and the session goes on.
int run_interactive(const InteractiveStart& start, std::istream& in, std::ostream& out);

}  // namespace referee::judgements
