// `referee validate`: one report per transcript, as text for people (in the manner of
// pgn-extract: file, line, event, what was written, why it is illegal, the position
// before it) or JSON for tools (interface.md, "referee validate --format json").
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "referee/core/errors.hpp"
#include "referee/core/replay.hpp"

namespace referee {

struct ValidationReport {
  std::string file;
  int sheet_line = 0;  // in a file of several score sheets, the line this one starts at
  std::string game;
  int events = 0;
  std::vector<std::string> players;
  std::optional<InputError> error;
  std::optional<Violation> violation;
  std::optional<Undecided> undecided;      // no violation, but the referee could not decide the record
  std::optional<GameResult> result;        // the referee's own, when valid or undecided
  std::optional<bool> declared_matches;    // when the transcript declares a result
  nlohmann::json profile = nlohmann::json::object();  // choices that differ from defaults
  std::vector<std::string> ruling_warnings;            // conflicts of the profile that are only warnings
  std::vector<std::string> rulings_used;               // every ruling the replay read, effects included
  std::vector<std::string> rulings_chosen;             // the same as "id=option", for --verbose
  std::string final_position;  // when valid or undecided: the first line of the final position

  bool valid() const { return !error && !violation && !undecided; }
};

// Reads, replays and checks one transcript document. Never throws for bad input: input
// errors are returned in the report. `cards` (--cards FILE) replaces the card set the
// transcript names.
ValidationReport validate_document(JsonDocument doc, const GameRegistry& games,
                                   const JsonDocument* override_profile, const CardsOverride* cards = nullptr);
// Same, from a file path.
ValidationReport validate_file(const std::string& path, const GameRegistry& games,
                               const JsonDocument* override_profile, const CardsOverride* cards = nullptr);

// The report of a file that could not be read or parsed.
ValidationReport error_report(const std::string& file, const InputError& error);

nlohmann::json result_json(const GameResult& r, const std::vector<std::string>& players);
nlohmann::json report_json(const ValidationReport& report);
// `verbose` adds, to a valid or undecided record's report, the rulings the game read (JSON
// always has them).
std::string report_text(const ValidationReport& report, bool verbose = false);

}  // namespace referee
