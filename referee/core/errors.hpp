// Error kinds and the exit codes they map to (interface.md, "Exit codes").
//
// Two kinds of bad input are kept apart, as python-chess does: malformed input is an
// InputError (file, line, what is wrong); a well-formed but illegal move is a rules
// violation, which is a result of validation, not an exception. Exit codes are assigned
// in one place only: referee/cli/main.cpp.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace referee {

enum class ExitCode : int {
  ok = 0,
  violation = 1,  // validate: at least one transcript breaks a rule
  usage = 2,      // unknown command or option, unknown game on the command line
  input = 3,      // unreadable or malformed input, unknown game/card/player/ruling in a file
  refused = 4,    // an event operation refused
  undecided = 5,  // validate: no rule broken, but the referee could not decide a transcript
};

// Where in the input a problem is. Every field is optional (0 / empty = unknown).
struct Location {
  Location() = default;
  explicit Location(std::string file_, int line_ = 0, int column_ = 0, int event_ = 0, std::string field_ = "")
      : file(std::move(file_)), line(line_), column(column_), event(event_), field(std::move(field_)) {}

  std::string file;
  int line = 0;
  int column = 0;
  int event = 0;        // transcript event number, from 1
  std::string field;    // JSON path or key, e.g. "events[3].card"

  // "file:line:column: event 3: field: " as far as known.
  std::string prefix() const;
};

// Malformed input. The message says what is wrong; the location says where.
class InputError : public std::runtime_error {
 public:
  InputError(Location where, const std::string& message);
  const Location& where() const { return where_; }
  const std::string& message() const { return message_; }
  // "file:line: event 3: field: message"; for several errors, one a line.
  std::string describe() const;

  // Several errors found in one pass (a score sheet's notation errors, README "Score
  // sheets"), in order: where() and message() are the first's, describe() lists them all and
  // "... and N more" for the `left_out` not kept. `errors` is not empty.
  static InputError several(std::vector<InputError> errors, int left_out);
  // This error and the ones after it (one element unless made by several()).
  std::vector<InputError> all() const;
  int left_out() const { return left_out_; }

 private:
  InputError(const std::string& what, const InputError& first, std::vector<InputError> further, int left_out);

  Location where_;
  std::string message_;
  std::vector<InputError> further_;  // after the first
  int left_out_ = 0;
};

// The command line itself is wrong.
class UsageError : public std::runtime_error {
 public:
  // `command`: the one whose --help the message points at ("referee event pair"); the CLI
  // sets it where the command is known (referee/cli/main.cpp, cmd_event.cpp).
  explicit UsageError(const std::string& what, std::string command = "referee")
      : std::runtime_error(what), command_(std::move(command)) {}
  const std::string& command() const { return command_; }

 private:
  std::string command_;
};

// An operation the program understood but will not perform (tournaments).
class RefusedError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace referee
