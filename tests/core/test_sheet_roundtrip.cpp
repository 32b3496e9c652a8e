// Score sheets and JSON transcripts hold the same games (referee/core/sheet.hpp), as
// properties over random legal games of every registered game, at several player counts,
// seeds and ruling profiles, and over illegal variants of them:
//   (a) JSON -> sheet -> JSON gives the identical document;
//   (b) sheet -> JSON -> sheet gives the identical text (the writer's form is canonical);
//   (c) validating the sheet reports what validating the JSON does, lines aside, and the
//       sheet's report points at the sheet's line of the event.
// Also: a transcript's "rulings" naming a profile file is read beside the transcript.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

#include "tests/support/input_error.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/generate.hpp"
#include "referee/core/json_source.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/rng.hpp"
#include "referee/core/rulings.hpp"
#include "referee/core/sheet.hpp"
#include "referee/core/sheet_values.hpp"
#include "referee/core/validation.hpp"
#include "tests/support/transcripts.hpp"

namespace test_sheet_roundtrip {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using json = nlohmann::json;

namespace {

constexpr int kSeedsPerCount = 20;      // games per player count, nominal: 3 counts, 60 games a game
constexpr int kProfiles = 3;            // non-default ruling profiles a game
constexpr int kGamesPerProfile = 4;

// Games per player count of `game`: the nominal 20 as the shared suites share self-play
// (tests/support/transcripts.hpp: fewer for Hegemony of Faith's long games, a quarter under the
// sanitizers), at least 5 (a variant and an oddly written game each). Each of this file's
// cases generates the samples again in its own process: under the sanitizers the five took
// 2,094 s of the stage's 5,033 s of tests at 20 (CI of ec53023).
int seeds_per_count(const Game& game) { return std::max(5, test::self_play_count(game, kSeedsPerCount)); }

struct Sample {
  std::string label;  // for failure messages
  json transcript;
};

std::vector<int> player_counts(const Game& game) {
  const int lo = game.info().min_players, hi = game.info().max_players;
  // Built without erase(unique(...)): at -O1, GCC 12 reports that idiom's memmove as out of
  // bounds (-Warray-bounds, a false positive on a three-element vector).
  std::vector<int> out;
  for (int n : {lo, (lo + hi) / 2, hi})
    if (out.empty() || out.back() != n) out.push_back(n);
  return out;
}

// An illegal or mis-declared variant of a legal game, so that (c) compares violations and
// declared results too, not only clean reports: kVariantKinds kinds.
constexpr int kVariantKinds = 4;
json variant(const json& t, int kind, Rng& rng) {
  json v = t;
  json& events = v["events"];
  switch (kind) {
    case 0:  // an event left out: the replay stops somewhere after it
      if (!events.empty()) events.erase(events.begin() + static_cast<long>(rng.below(static_cast<std::uint64_t>(events.size()))));
      break;
    case 1: {  // an event done by the next player instead
      if (events.empty()) break;
      json& e = events[static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(events.size())))];
      const json& players = v["players"];
      for (std::size_t i = 0; i < players.size(); ++i)
        if (players[i] == e["player"]) {
          e["player"] = players[(i + 1) % players.size()];
          break;
        }
      break;
    }
    case 2:  // the game cut short, its result still declared
      if (events.size() > 2) events.erase(events.begin() + static_cast<long>(events.size() / 2), events.end());
      break;
    default:  // another winner declared
      v["result"] = {{"winner", v["players"].back()}};
      break;
  }
  return v;
}

// Player names that need quotes or look like the notation's own words, comments that need
// escapes, and free-text values that need JSON.
const std::vector<std::string> kOddNames = {
    "Ann Lee", "Game",  "result", "T1",     "Hand", "Meta", "First",  "points",      "winner", "destroy",
    "to",      "reveal", "pass",  "end-turn", "atk", "[x]",  "{y}",    "a}b",         "Zo\xC3\xAB", "\xE6\x97\xA5\xE6\x9C\xAC",
    "x\\y",    "o'Neil", "?x",    "-",      "1",    "Players", "field", "Result",     "GAME",   "ended-by",
    "in-progress", "T10", "draw", "link"};
const std::vector<std::string> kOddComments = {
    "", "plain words", "{braces}", "back\\slash \\n", "two\nlines", "tab\there", "bell\x07", "# not a note",
    "; , = > [ ] \"", "caf\xC3\xA9 \xF0\x9F\x98\x80", "}", "\\"};
const json kOddMeta = {"Club night", "3", 3, -2.5, true, nullptr, "", " padded", "two\nlines", "# hash", "{",
                       json::array({1, "a"}), json{{"k", "v"}}, "2026-11-23", "true", "caf\xC3\xA9"};

// `s` with player `from` renamed `to`: the name itself, or a card reference "from:7H", "from#2".
std::string renamed(const std::string& s, const std::map<std::string, std::string>& names) {
  for (const auto& [from, to] : names) {
    if (s == from) return to;
    for (char sep : {':', '#'})
      if (s.size() > from.size() && s.compare(0, from.size(), from) == 0 && s[from.size()] == sep) return to + s.substr(from.size());
  }
  return s;
}

json renamed(const json& v, const std::map<std::string, std::string>& names) {
  if (v.is_string()) return renamed(v.get<std::string>(), names);
  if (v.is_array()) {
    json out = json::array();
    for (const auto& e : v) out.push_back(renamed(e, names));
    return out;
  }
  if (v.is_object()) {
    json out = json::object();
    for (auto it = v.begin(); it != v.end(); ++it) out[renamed(it.key(), names)] = renamed(*it, names);
    return out;
  }
  return v;
}

// A sample with odd player names, comments on some events and free-text headers.
json oddly_written(const json& t, Rng& rng) {
  std::vector<std::string> pool = kOddNames;
  rng.shuffle(pool);
  std::map<std::string, std::string> names;
  for (std::size_t i = 0; i < t["players"].size(); ++i) names[t["players"][i].get<std::string>()] = pool.at(i);
  json out = t;
  for (const char* key : {"players", "setup", "events", "result"})
    if (out.contains(key)) out[key] = renamed(out[key], names);
  for (auto& e : out["events"])
    if (rng.chance(1, 4)) e["comment"] = rng.pick(kOddComments);
  out["meta"] = {{"event", kOddMeta[static_cast<std::size_t>(rng.below(static_cast<int>(kOddMeta.size())))]},
                 {"round", kOddMeta[static_cast<std::size_t>(rng.below(static_cast<int>(kOddMeta.size())))]},
                 {rng.pick(kOddNames), kOddMeta[static_cast<std::size_t>(rng.below(static_cast<int>(kOddMeta.size())))]}};
  return out;
}

// Random games of every registered game, generated once for all the properties.
const std::vector<Sample>& samples() {
  static const std::vector<Sample> all = [] {
    std::vector<Sample> out;
    for (const Game* game : builtin_games().all()) {
      const std::string id = game->info().id;
      Rng rng(20261123);
      for (int players : player_counts(*game)) {
        GenerateOptions options;
        test::use_sample_cards(options, *game);
        options.seed = 1000 + static_cast<std::uint64_t>(players);
        options.players = players;
        const int seeds = seeds_per_count(*game);
        std::array<bool, kVariantKinds> varied{};
        for (int i = 0; i < seeds; ++i) {
          const std::string label = id + ", " + std::to_string(players) + " players, seed " + std::to_string(options.seed) +
                                    ", game " + std::to_string(i);
          json t = generate_game(*game, options, static_cast<std::uint64_t>(i));
          // A variant every fifth game, of each kind in turn; the last game takes the kinds
          // fewer games left out, so that every count meets every kind.
          for (int kind = 0; kind < kVariantKinds; ++kind)
            if ((i % 5 == 4 && kind == i / 5 % kVariantKinds) || (i + 1 == seeds && !varied[static_cast<std::size_t>(kind)])) {
              varied[static_cast<std::size_t>(kind)] = true;
              out.push_back({label + ", variant " + std::to_string(kind), variant(t, kind, rng)});
            }
          if (i % 4 == 1) out.push_back({label + ", oddly written", oddly_written(t, rng)});
          out.push_back({label, std::move(t)});
        }
      }
      for (int p = 0; p < kProfiles; ++p) {
        const json profile = test::random_profile(*game, rng);
        auto rulings = std::make_shared<Rulings>(game->catalogue());
        for (auto it = profile.begin(); it != profile.end(); ++it) rulings->choose(it.key(), it->get<std::string>(), Location("test"));
        GenerateOptions options;
        test::use_sample_cards(options, *game);
        options.seed = 77 + static_cast<std::uint64_t>(p);
        options.rulings = rulings;
        const auto counts = player_counts(*game);
        options.players = counts[static_cast<std::size_t>(p) % counts.size()];
        for (int i = 0; i < kGamesPerProfile; ++i)
          out.push_back({id + ", profile " + profile.dump() + ", " + std::to_string(options.players) + " players, game " +
                             std::to_string(i),
                         generate_game(*game, options, static_cast<std::uint64_t>(i))});
      }
    }
    return out;
  }();
  return all;
}

JsonDocument json_doc(const json& t) { return parse_json(t.dump(1), "game.json"); }

std::string sheet_of(const json& t) { return sheet::write_sheet(json_doc(t), builtin_games()); }

JsonDocument read(const std::string& text) { return sheet::read_sheet(text, "game.sheet", builtin_games()); }

// A report as JSON without what depends on the file's form: its name and line numbers.
json without_lines(ValidationReport r) {
  json j = report_json(r);
  j.erase("file");
  if (j.contains("violation") && j["violation"].is_object()) {
    for (const char* key : {"line", "turn", "column"}) j["violation"].erase(key);  // the sheet's places
    // A sheet's own hint when a carried-over "PLAYER:" names someone else than the one to act
    // (replay.cpp, explain_carried_player): JSON has no carried-over player.
    const std::string reason = j["violation"].value("reason", "");
    if (const auto hint = reason.find(":\" holds from column "); hint != std::string::npos)
      if (const auto open = reason.rfind(" (\"", hint); open != std::string::npos)
        j["violation"]["reason"] = reason.substr(0, open);
  }
  if (j.contains("error")) {
    j["error"].erase("line");
    j["error"].erase("column");
  }
  return j;
}

// Line `n` (from 1) of `text`.
std::string line_of_text(const std::string& text, int n) {
  std::size_t at = 0;
  for (int i = 1; i < n; ++i) {
    at = text.find('\n', at);
    if (at == std::string::npos) return "";
    ++at;
  }
  return text.substr(at, text.find('\n', at) - at);
}

std::string temp_dir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / ("referee-sheet-rt-" + std::to_string(::getpid()) + "-" + name);
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}

// Line `n` of the file at `path`.
std::string text_of_line(const std::string& path, int n) {
  std::ifstream in(path);
  std::string l;
  for (int i = 0; i < n && std::getline(in, l); ++i) {
  }
  return l;
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

using test::error_of;

}  // namespace

TEST_CASE("sheet roundtrip: the samples cover every game, its player counts and ruling profiles", "[sheet][sheet-roundtrip]") {
  const auto& all = samples();
  // Some samples have player names the writer must quote, and comments and free text.
  int quoted = 0;
  for (const auto& s : all) {
    if (!s.transcript.contains("meta")) continue;
    for (const auto& p : s.transcript["players"])
      if (sheet::player_atom(p.get<std::string>()) != p.get<std::string>()) {
        ++quoted;
        break;
      }
  }
  CHECK(quoted >= 1);
  for (const Game* game : builtin_games().all()) {
    const int lo = game->info().min_players, hi = game->info().max_players;
    int games = 0, with_rulings = 0;
    bool min_seen = false, max_seen = false;
    for (const auto& s : all) {
      if (s.transcript["game"] != game->info().id) continue;
      ++games;
      const int n = static_cast<int>(s.transcript["players"].size());
      min_seen = min_seen || n == lo;
      max_seen = max_seen || n == hi;
      if (s.transcript.contains("rulings") && !s.transcript["rulings"].empty()) ++with_rulings;
    }
    INFO(game->info().id);
    CHECK(games >= static_cast<int>(player_counts(*game).size()) * seeds_per_count(*game));
    CHECK(min_seen);
    CHECK(max_seen);
    CHECK(with_rulings >= 1);
  }
}

TEST_CASE("sheet roundtrip: JSON to sheet to JSON gives the identical document", "[sheet][sheet-roundtrip]") {
  for (const auto& s : samples()) {
    INFO(s.label);
    std::string text;
    REQUIRE_NOTHROW(text = sheet_of(s.transcript));
    INFO(text);
    JsonDocument back;
    REQUIRE_NOTHROW(back = read(text));
    CHECK(back.root == s.transcript);
  }
}

TEST_CASE("sheet roundtrip: sheet to JSON to sheet gives the identical text", "[sheet][sheet-roundtrip]") {
  for (const auto& s : samples()) {
    INFO(s.label);
    const std::string text = sheet_of(s.transcript);
    INFO(text);
    const JsonDocument doc = read(text);
    CHECK(sheet::write_sheet(doc, builtin_games()) == text);
    // The sheet's own JSON document, written and read as a file would be, is the same sheet too.
    CHECK(sheet::write_sheet(parse_json(doc.root.dump(2), "again.json"), builtin_games()) == text);
  }
}

TEST_CASE("sheet roundtrip: a sheet validates as its JSON does, lines aside", "[sheet][sheet-roundtrip]") {
  int violations = 0, mismatched_results = 0;
  for (const auto& s : samples()) {
    INFO(s.label);
    const std::string text = sheet_of(s.transcript);
    INFO(text);
    const ValidationReport from_json = validate_document(json_doc(s.transcript), builtin_games(), nullptr);
    const JsonDocument sheet_doc = read(text);
    const ValidationReport from_sheet = validate_document(sheet_doc, builtin_games(), nullptr);
    CHECK_FALSE(from_json.error.has_value());
    CHECK_FALSE(from_sheet.error.has_value());
    CHECK(from_sheet.file == "game.sheet");
    CHECK(without_lines(from_sheet) == without_lines(from_json));
    if (from_sheet.violation) {
      ++violations;
      // The sheet's report points at the sheet's line of the event.
      const Violation& v = *from_sheet.violation;
      if (v.at == Violation::At::event) {
        CHECK(v.line == sheet_doc.line_of("/events/" + std::to_string(v.event - 1)));
        CHECK_THAT(line_of_text(text, v.line), Catch::StartsWith("T"));
        CHECK_THAT(line_of_text(text, v.line), Catch::Contains(v.action));
        CHECK(v.turn >= 1);  // and names the action by its turn and column
        REQUIRE(v.column >= 1);
        CHECK_THAT(line_of_text(text, v.line).substr(static_cast<std::size_t>(v.column - 1)), Catch::StartsWith(v.action));
      }
    }
    if (from_sheet.declared_matches == std::optional<bool>(false)) ++mismatched_results;
  }
  // The variants make sure the comparison covers violations and wrong declared results.
  CHECK(violations > 0);
  CHECK(mismatched_results > 0);
}

TEST_CASE("sheet roundtrip: a file of generated sheets splits back into its games", "[sheet][sheet-roundtrip]") {
  std::string file;
  std::vector<const Sample*> games;
  std::vector<int> first_lines;
  int line = 1;
  for (const auto& s : samples()) {
    if (games.size() == 12) break;
    const std::string text = sheet_of(s.transcript);
    games.push_back(&s);
    first_lines.push_back(line);
    file += text + "\n";
    line += static_cast<int>(std::count(text.begin(), text.end(), '\n')) + 1;
  }
  const auto parts = sheet::split_sheets(file);
  REQUIRE(parts.size() == games.size());
  for (std::size_t i = 0; i < parts.size(); ++i) {
    INFO(games[i]->label);
    CHECK(parts[i].first_line == first_lines[i]);
    const JsonDocument doc = sheet::read_sheet(parts[i].text, "many.sheet", builtin_games(), parts[i].first_line);
    CHECK(doc.root == games[i]->transcript);
    CHECK(doc.line_of("/game") == first_lines[i]);
  }
}

TEST_CASE("sheet roundtrip: a ruling profile named by file is read beside the transcript", "[sheet][sheet-roundtrip]") {
  const Game& game = *builtin_games().find("draw-of-faith");
  const std::string dir = temp_dir("rulings");
  std::filesystem::create_directories(dir + "/games");
  std::filesystem::create_directories(dir + "/profiles");
  const json profile = {{"dof.battle.tie", "both-destroyed"}};
  write_file(dir + "/games/house.json", profile.dump());
  write_file(dir + "/profiles/strict.json", json{{"dof.special.material-fate", "materials-to-field"}}.dump());

  auto rulings = std::make_shared<Rulings>(game.catalogue());
  rulings->choose("dof.battle.tie", "both-destroyed", Location("test"));
  GenerateOptions options;
  options.seed = 5;
  options.rulings = rulings;
  json t = generate_game(game, options, 0);
  REQUIRE(t["rulings"] == profile);
  t["rulings"] = "house.json";

  SECTION("a score sheet") {
    const std::string text = sheet_of(t);
    CHECK_THAT(text, Catch::Contains("\nRulings: house.json\n"));
    const std::string path = dir + "/games/game.sheet";
    write_file(path, text);
    const JsonDocument doc = sheet::read_transcript_file(path, builtin_games());
    CHECK(doc.root["rulings"] == "house.json");
    CHECK(document_rulings(game.catalogue(), doc, nullptr)->non_default_profile() == profile);
    const ValidationReport r = validate_file(path, builtin_games(), nullptr);
    CHECK(r.valid());
    CHECK(r.profile == profile);
    CHECK(r.declared_matches == std::optional<bool>(true));
  }
  SECTION("a JSON transcript") {
    const std::string path = dir + "/games/game.json";
    write_file(path, t.dump(1));
    const ValidationReport r = validate_file(path, builtin_games(), nullptr);
    CHECK(r.valid());
    CHECK(r.profile == profile);
  }
  SECTION("a relative path from the transcript's folder") {
    t["rulings"] = "../profiles/strict.json";
    const std::string path = dir + "/games/game.sheet";
    write_file(path, sheet_of(t));
    const JsonDocument doc = sheet::read_transcript_file(path, builtin_games());
    CHECK(document_rulings(game.catalogue(), doc, nullptr)->non_default_profile() ==
          json{{"dof.special.material-fate", "materials-to-field"}});
  }
  SECTION("a missing profile file is an input error naming it") {
    t["rulings"] = "missing.json";
    const std::string path = dir + "/games/game.sheet";
    write_file(path, sheet_of(t));
    const JsonDocument doc = sheet::read_transcript_file(path, builtin_games());
    InputError e = error_of([&] { (void)document_rulings(game.catalogue(), doc, nullptr); });
    // At the sheet's Rulings header, naming the file looked for beside it.
    CHECK(e.where().file == path);
    CHECK(e.where().line == doc.line_of("/rulings"));
    CHECK_THAT(text_of_line(path, e.where().line), Catch::StartsWith("Rulings: missing.json"));
    CHECK_THAT(e.message(), Catch::Contains(dir + "/games/missing.json"));
    const ValidationReport r = validate_file(path, builtin_games(), nullptr);
    REQUIRE(r.error.has_value());
    CHECK_THAT(r.error->describe(), Catch::Contains("games/missing.json"));
    CHECK_FALSE(r.valid());
  }
  SECTION("a profile that is not a profile is an input error naming its file") {
    write_file(dir + "/games/bad.json", json{{"dof.battle.tie", "sometimes"}}.dump());
    t["rulings"] = "bad.json";
    const std::string path = dir + "/games/game.sheet";
    write_file(path, sheet_of(t));
    const ValidationReport r = validate_file(path, builtin_games(), nullptr);
    REQUIRE(r.error.has_value());
    CHECK(r.error->where().file == dir + "/games/bad.json");
    CHECK_THAT(r.error->message(), Catch::Contains("sometimes"));
  }
  std::filesystem::remove_all(dir);
}

}  // namespace test_sheet_roundtrip
