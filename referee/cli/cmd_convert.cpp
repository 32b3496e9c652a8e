// `referee convert FILE --to json|text`: a transcript between JSON and the score-sheet
// notation (issue 4). Text to JSON to text gives the same sheet in canonical form; JSON to
// text to JSON gives the same transcript.
#include <algorithm>
#include <iostream>
#include <iterator>

#include "referee/cli/commands.hpp"
#include "referee/cli/options.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/sheet.hpp"

namespace referee::cli {
namespace {

// JSON as people write it: `{"player": "Ann", "action": "draw"}` on one line, with the
// player and action first in events.
std::string compact(const nlohmann::json& v) {
  if (v.is_array()) {
    std::string out = "[";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + compact(v[i]);
    return out + "]";
  }
  if (!v.is_object()) return v.dump(-1, ' ', false, nlohmann::json::error_handler_t::strict);
  std::string out = "{";
  bool first = true;
  auto member = [&](const std::string& k, const nlohmann::json& item) {
    out += (first ? "" : ", ") + nlohmann::json(k).dump() + ": " + compact(item);
    first = false;
  };
  for (const char* k : {"player", "action"})
    if (v.contains(k)) member(k, v.at(k));
  for (auto it = v.begin(); it != v.end(); ++it)
    if (it.key() != "player" && it.key() != "action") member(it.key(), *it);
  return out + "}";
}

// The transcript with its keys in reading order and one event a line, as the fixtures are
// written.
std::string transcript_json_text(const nlohmann::json& t) {
  static const char* const kOrder[] = {"format", "game", "players", "rulings", "cards", "meta", "setup", "events", "result"};
  std::string out = "{";
  bool first = true;
  auto key = [&](const std::string& k) {
    out += (first ? "\n  " : ",\n  ") + nlohmann::json(k).dump() + ": ";
    first = false;
  };
  for (const char* k : kOrder) {
    if (!t.contains(k)) continue;
    key(k);
    const nlohmann::json& v = t.at(k);
    if (std::string(k) == "events" && v.is_array() && !v.empty()) {
      out += "[";
      for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ",\n    " : "\n    ") + compact(v[i]);
      out += "\n  ]";
    } else {
      out += compact(v);
    }
  }
  for (auto it = t.begin(); it != t.end(); ++it)  // keys a transcript does not have: kept, last
    if (std::find(std::begin(kOrder), std::end(kOrder), it.key()) == std::end(kOrder)) {
      key(it.key());
      out += compact(*it);
    }
  return out + "\n}\n";
}

}  // namespace

int convert(const Args& args, std::istream& in, std::ostream& out) {
  po::options_description opts("Options");
  opts.add_options()("file", po::value<std::string>()->required(), "a transcript (JSON) or score sheet; - reads standard input")(
      "to", po::value<std::string>()->required(), "json or text (the score-sheet notation)");
  po::positional_options_description pos;
  pos.add("file", 1);
  po::variables_map vm;
  if (!parse_args(args, opts, pos, vm,
                  "usage: referee convert FILE --to json|text\n\n"
                  "Writes a transcript as JSON or as a score sheet (the notation of the README's\n"
                  "\"Score sheets\"). The input's kind is told by its extension or content.\n"
                  "Exit: 0 converted, 3 an input error (with its line and column).",
                  out))
    return 0;
  const std::string to = vm["to"].as<std::string>();
  if (to != "json" && to != "text") throw UsageError("--to takes json or text, not \"" + to + "\"");
  const std::string file = vm["file"].as<std::string>();
  std::string text;
  if (file == "-") {
    try {
      text = read_text_stream(in, "-");
    } catch (const std::ios_base::failure& e) {
      throw InputError(Location{"-"}, std::string("standard input cannot be read: ") + e.what());
    }
  } else {
    text = read_text_file(file);
  }
  const JsonDocument doc = sheet::parse_transcript_text(text, file, builtin_games());
  if (to == "text") out << sheet::write_sheet(doc, builtin_games());
  else out << transcript_json_text(doc.root);
  return 0;
}

}  // namespace referee::cli
