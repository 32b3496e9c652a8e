// `referee event log`: each operation of the journal in words (formats.hpp, journal_words).
#include <nlohmann/json.hpp>

#include "tournaments/match_format.hpp"
#include "tournaments/output/formats.hpp"

namespace referee::tournaments {
namespace {

using nlohmann::json;

// Each reader takes the detail as the command wrote it (referee/cli/cmd_event*.cpp,
// store/event_store.cpp) and throws json::exception on any other shape: the caller then shows
// the detail as it is stored.
std::string text(const json& d, const char* key) { return d.at(key).get<std::string>(); }
std::string number(const json& d, const char* key) { return std::to_string(d.at(key).get<long long>()); }

std::string list(const json& names) {
  std::string out;
  for (const json& n : names) out += (out.empty() ? "" : ", ") + n.get<std::string>();
  return out;
}

// "Ann v Bob, Cid v Dan; Eve has the bye"; tables of more than two as "table 1: Ann, Bob,
// Cid, Dan; table 2: ..." (their byes are listed apart).
std::string seating(const json& r) {
  std::string games, byes;
  if (r.contains("tables")) {
    int table = 0;
    for (const json& t : r.at("tables")) games += (games.empty() ? "" : "; ") + ("table " + std::to_string(++table) + ": ") + list(t);
    byes = list(r.at("byes"));
  } else {
    for (const json& p : r.at("pairings")) {
      const std::string first = p.at(0).get<std::string>();
      if (p.at(1).is_null()) byes += (byes.empty() ? "" : ", ") + first;
      else games += (games.empty() ? "" : ", ") + first + " v " + p.at(1).get<std::string>();
    }
  }
  std::string out = games.empty() ? "no game" : games;
  if (!byes.empty()) out += "; " + byes + (byes.find(", ") == std::string::npos ? " has" : " have") + " the bye";
  return out;
}

// "round 6", and for a playoff round which ("round 6 (Semifinal)"): pairings and reports.
std::string round_named(const json& d) {
  return "round " + number(d, "round") + (d.contains("playoff") ? " (" + text(d, "playoff") + ")" : "");
}

std::string round_words(const json& r) { return round_named(r) + ": " + seating(r); }

// The match format, when the event set one: ", best of three".
std::string match_words(const json& d) {
  if (!d.contains("match")) return "";
  const auto best_of = parse_match_format(text(d, "match"));
  return ", " + (best_of ? match_format_words(*best_of) : "matches " + text(d, "match"));
}

std::string words_of(std::string_view operation, const json& d) {
  if (operation == "create")
    return "created \"" + text(d, "name") + "\": " + text(d, "game") + ", " + text(d, "system") + ", " + text(d, "tiebreaks") +
           " tiebreaks, seed " + text(d, "seed") + match_words(d);
  if (operation == "add") return "entered " + list(d.at("players")) + ", from round " + number(d, "from_round");
  if (operation == "drop") return text(d, "player") + " dropped, not paired from round " + number(d, "round");
  if (operation == "reenter") return text(d, "player") + " re-entered, paired from round " + number(d, "round");
  if (operation == "pair") return "paired " + round_words(d.at("paired"));
  if (operation == "cut")
    return "cut to the top " + number(d, "top") + " (seeds " + list(d.at("seeds")) + "), paired " + round_words(d.at("paired"));
  if (operation == "repair")
    return "paired again " + round_words(d.at("paired")) + " (was " + seating(d.at("taken_back")) + ")";
  if ((operation == "report" || operation == "correct") && d.contains("placement")) {
    std::string out = (operation == "report" ? "reported " : "corrected ") + round_named(d) + ", table " + number(d, "table") +
                      ": " + text(d, "placement");
    if (operation == "correct") out += " (was " + text(d, "before") + ")";
    if (d.contains("transcripts")) out += ", from " + list(d.at("transcripts"));
    return out;
  }
  if (operation == "report" || operation == "correct") {
    std::string out = (operation == "report" ? "reported " : "corrected ") + round_named(d) + ", table " + number(d, "table") +
                      ": " + text(d, "first") + " v " + text(d, "second") + " " + text(d, "result");
    if (operation == "correct") out += " (was " + text(d, "before") + ")";
    if (d.contains("transcripts")) out += ", from " + list(d.at("transcripts"));
    return out;
  }
  throw std::invalid_argument("an operation this version does not know");
}

}  // namespace

std::string journal_words(std::string_view operation, std::string_view detail) {
  const json d = json::parse(detail, nullptr, false);
  try {
    if (!d.is_discarded()) return words_of(operation, d);
  } catch (const std::exception&) {
  }
  return std::string(detail);  // a shape this version did not write: shown as stored
}

}  // namespace referee::tournaments
