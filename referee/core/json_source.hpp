// Reading JSON input with the places of its values.
//
// Users need "file:line" in every error, and nlohmann::json keeps no positions, so the
// document is built through our own SAX handler, which also rejects duplicate keys
// (interface.md: duplicate keys are an input error) and absurd nesting.
#pragma once

#include <iosfwd>

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <unordered_map>

#include "referee/core/line_index.hpp"

namespace referee {

struct JsonDocument {
  std::string source;   // file name used in messages ("-" for standard input)
  nlohmann::json root;
  // Line of the value at a JSON pointer ("/events/3"), for values up to kLineDepth deep.
  LineIndex lines;

  // Documents read from a score sheet also know the column of each value and how each
  // event was written (reports quote what the recorder wrote, not its JSON).
  std::unordered_map<std::string, int> columns;
  std::unordered_map<std::string, std::string> written;
  // A sheet's events whose "PLAYER:" was carried over from an earlier action of the turn
  // rather than written before them: the column where it was written.
  std::unordered_map<std::string, int> carried_player;

  static constexpr int kLineDepth = 3;
  static constexpr int kMaxDepth = 256;

  // The line of the value at `pointer`, or of its nearest recorded ancestor; 0 if none.
  int line_of(std::string_view pointer) const;
  // The column of the value at `pointer` or of its parent; 0 if unknown.
  int column_of(std::string_view pointer) const;
  // How the value at `pointer` was written, if the source recorded it; otherwise "".
  std::string written_of(const std::string& pointer) const;
};

// Parses `text`; throws InputError naming `source`, line and column on malformed JSON.
// `first_line` is the line number of the text's first line (JSON Lines input).
JsonDocument parse_json(std::string_view text, std::string source, int first_line = 1);

// The value at `pointer` as a document of its own, keeping its lines (an object given
// inline inside another document, such as a position inside a judge query).
JsonDocument sub_document(const JsonDocument& doc, const std::string& pointer);

// The largest file the referee reads (a million-event transcript is about 40 MB).
inline constexpr std::size_t kMaxInputBytes = std::size_t{256} << 20;

// Reads a whole file; throws InputError if it cannot be read or is larger than kMaxInputBytes.
std::string read_text_file(const std::string& path);
// Reads standard input (or another stream) to its end in blocks; throws InputError at `source`
// if it passes kMaxInputBytes, before holding more than that, or cannot be read.
std::string read_text_stream(std::istream& in, const std::string& source);
JsonDocument read_json_file(const std::string& path);

// A file named inside a document (a transcript's ruling profile): relative paths are taken
// from the document's folder, so that a score sheet and its profile travel together.
std::string path_beside(const std::string& document_source, const std::string& path);

// The pointer of a child: pointer_child("/events", 3) == "/events/3".
std::string pointer_child(std::string_view parent, std::string_view key);
std::string pointer_child(std::string_view parent, std::size_t index);

}  // namespace referee
