// Golden fixtures: every transcript under fixtures/<game>/legal and fixtures/<game>/illegal
// is validated and its report compared with the expected one beside it:
//   NAME.json            the transcript
//   NAME.expected.json   the report of `referee validate --format json NAME.json` (required)
//   NAME.expected.txt    the text report (optional)
//   NAME.author.expected.json
//                        the author's expectation, written by hand and checked before the
//                        snapshot (optional; every new fixture has one): {"valid": bool,
//                        "event": N, "citation": "...", "reason": "part of the reason",
//                        "winners": [...]}
// Legal ones must be valid; illegal ones must stop at a rules violation; those under
// fixtures/<game>/undecided must break no rule and end undecided (their hidden cards past a
// bound of the game's hidden-card engine: GameState::undecided). An author's expectation
// {"valid": false, "verdict": "undecided", "event": N, "reason": "..."} then names where the
// referee first could not decide, and why.
//
// Every transcript also has its score-sheet twin (issue 4) under fixtures/<game>/sheets/<kind>/:
//   NAME.sheet           the same game in the score-sheet notation, as `referee convert --to text`
//                        writes it
//   NAME.expected.json   its report (the same as the transcript's, with the sheet's lines)
//
// To write the expected files after a deliberate change of output, run the suite with
// REFEREE_UPDATE_GOLDEN=1 and read every changed file in the diff before committing it.
#include <catch2/catch.hpp>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "referee/core/registry.hpp"
#include "referee/core/sheet.hpp"
#include "referee/core/validation.hpp"
#include "tests/support/golden_files.hpp"

namespace test_golden {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
namespace fs = std::filesystem;

namespace {

constexpr int kMinimumPerKind = 12;  // issue 2: at least 12 legal and 12 illegal per game

// Transcripts of one kind of one game, as paths relative to the project root (reports
// name the file as given, so expected files hold these paths).
std::vector<std::string> transcripts(const std::string& game, const std::string& kind, const std::string& ext = ".json") {
  std::vector<std::string> out;
  const fs::path dir = ext == ".sheet" ? fs::path("fixtures") / game / "sheets" / kind : fs::path("fixtures") / game / kind;
  if (!fs::is_directory(dir)) return out;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == ext && name.find(".expected.") == std::string::npos)
      out.push_back((dir / name).generic_string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

fs::path sibling(const std::string& transcript, const std::string& suffix) {
  fs::path p(transcript);
  return p.parent_path() / (p.stem().string() + suffix);
}

// What the fixture's author expected, before any snapshot: a snapshot the code wrote proves
// only that nothing changed.
void check_author_expectation(const std::string& path, const nlohmann::json& actual) {
  const fs::path p(path);
  const fs::path kind_dir = p.parent_path();  // fixtures/GAME/KIND or fixtures/GAME/sheets/KIND
  const bool sheet = kind_dir.parent_path().filename() == "sheets";
  const fs::path transcripts_dir = sheet ? kind_dir.parent_path().parent_path() / kind_dir.filename() : kind_dir;
  const fs::path file = transcripts_dir / (p.stem().string() + ".author.expected.json");  // a sheet uses its transcript's
  if (!fs::exists(file)) return;
  const nlohmann::json expect = nlohmann::json::parse(test::slurp(file));
  INFO("author's expectation " << file.generic_string() << ": " << expect.dump());
  CHECK(actual.at("valid") == expect.at("valid"));
  const bool undecided = expect.value("verdict", "") == "undecided";
  if (undecided) REQUIRE(actual.value("verdict", "") == "undecided");
  // Where the referee stopped: the violation, or where it first could not decide.
  const nlohmann::json& stop = actual.at(undecided ? "undecided" : "violation");
  if (expect.contains("event")) CHECK(stop.at("event") == expect.at("event"));
  if (expect.contains("citation")) CHECK(stop.at("citation") == expect.at("citation"));
  if (expect.contains("reason"))
    CHECK_THAT(stop.at("reason").get<std::string>(), Catch::Contains(expect.at("reason").get<std::string>()));
  if (expect.contains("winners")) CHECK(actual.at("result").at("winners") == expect.at("winners"));
}

enum class Kind { legal, illegal, undecided };

void check_golden(const std::string& path, Kind kind) {
  INFO("fixture " << path);
  ValidationReport report = validate_file(path, builtin_games(), nullptr);
  const nlohmann::json actual = report_json(report);
  check_author_expectation(path, actual);
  const fs::path expected_json = sibling(path, ".expected.json");
  const fs::path expected_txt = sibling(path, ".expected.txt");
  if (test::updating_golden()) {
    test::write_file(expected_json, actual.dump(2) + "\n");
    if (fs::exists(expected_txt)) test::write_file(expected_txt, report_text(report));
  }
  REQUIRE(fs::exists(expected_json));
  const nlohmann::json expected = nlohmann::json::parse(test::slurp(expected_json));
  INFO("expected:\n" << expected.dump(2) << "\nactual:\n" << actual.dump(2));
  CHECK(actual == expected);
  if (fs::exists(expected_txt)) CHECK(report_text(report) == test::slurp(expected_txt));

  INFO(report_text(report));
  CHECK_FALSE(report.error.has_value());
  switch (kind) {
    case Kind::legal: CHECK(report.valid()); break;
    case Kind::illegal:
      REQUIRE(report.violation.has_value());
      CHECK(report.violation->citation != nullptr);  // every violation names its rule
      break;
    case Kind::undecided:
      CHECK_FALSE(report.violation.has_value());
      REQUIRE(report.undecided.has_value());
      CHECK_FALSE(report.undecided->reason.empty());
      break;
  }
}

}  // namespace

TEST_CASE("golden transcripts: legal games validate with the expected report", "[golden]") {
  for (const Game* game : builtin_games().all()) {
    auto files = transcripts(game->info().id, "legal");
    INFO(game->info().id);
    CHECK(files.size() >= static_cast<std::size_t>(kMinimumPerKind));
    for (const auto& f : files) check_golden(f, Kind::legal);
  }
}

TEST_CASE("golden transcripts: illegal games stop at the expected event and rule", "[golden]") {
  for (const Game* game : builtin_games().all()) {
    auto files = transcripts(game->info().id, "illegal");
    INFO(game->info().id);
    CHECK(files.size() >= static_cast<std::size_t>(kMinimumPerKind));
    for (const auto& f : files) check_golden(f, Kind::illegal);
  }
}

// Records whose hidden cards go past what the referee can follow: neither accepted nor
// refused (issue 22, "Exact, never generous").
TEST_CASE("golden transcripts: records past the hidden cards' bounds end undecided", "[golden]") {
  int seen = 0;
  for (const Game* game : builtin_games().all())
    for (const auto& f : transcripts(game->info().id, "undecided")) {
      check_golden(f, Kind::undecided);
      ++seen;
    }
  CHECK(seen >= 1);
}

TEST_CASE("golden score sheets: legal games validate with the expected report", "[golden][sheet]") {
  for (const Game* game : builtin_games().all()) {
    INFO(game->info().id);
    auto files = transcripts(game->info().id, "legal", ".sheet");
    CHECK(files.size() >= static_cast<std::size_t>(kMinimumPerKind));
    for (const auto& f : files) check_golden(f, Kind::legal);
  }
}

TEST_CASE("golden score sheets: illegal games stop at the expected line and rule", "[golden][sheet]") {
  for (const Game* game : builtin_games().all()) {
    INFO(game->info().id);
    auto files = transcripts(game->info().id, "illegal", ".sheet");
    CHECK(files.size() >= static_cast<std::size_t>(kMinimumPerKind));
    for (const auto& f : files) check_golden(f, Kind::illegal);
  }
}

namespace {

// A report with the places removed: what a transcript and its score sheet must agree on
// (a sheet's violation also names its turn and column, issue 25).
nlohmann::json without_places(nlohmann::json report) {
  report.erase("file");
  if (report.contains("violation") && report["violation"].is_object())
    for (const char* key : {"line", "turn", "column"}) report["violation"].erase(key);
  return report;
}

}  // namespace

TEST_CASE("every golden transcript has a score-sheet twin recording the same game", "[golden][sheet]") {
  for (const Game* game : builtin_games().all())
    for (const std::string kind : {"legal", "illegal"})
      for (const auto& json_path : transcripts(game->info().id, kind)) {
        INFO(json_path);
        const fs::path sheet_path = fs::path("fixtures") / game->info().id / "sheets" / kind /
                                    (fs::path(json_path).stem().string() + ".sheet");
        const JsonDocument json_doc = read_json_file(json_path);
        const std::string written = sheet::write_sheet(json_doc, builtin_games());
        if (test::updating_golden()) test::write_file(sheet_path, written);
        REQUIRE(fs::exists(sheet_path));
        const std::string text = test::slurp(sheet_path);
        CHECK(text == written);  // the twin is what convert writes: regenerate it if the notation changed
        // The sheet reads back as the very transcript...
        CHECK(sheet::read_sheet(text, sheet_path.generic_string(), builtin_games()).root == json_doc.root);
        // ...and validates to the same verdict, at the sheet's lines.
        const auto from_json = report_json(validate_file(json_path, builtin_games(), nullptr));
        const auto from_sheet = report_json(validate_file(sheet_path.generic_string(), builtin_games(), nullptr));
        CHECK(without_places(from_sheet) == without_places(from_json));
        // A refused event is named as the sheet writes it: its turn, and the column of the
        // action on its line; the transcript has neither.
        if (from_json["violation"].is_object() && from_json["violation"]["at"] == "event") {
          CHECK_FALSE(from_json["violation"].contains("turn"));
          const auto& v = from_sheet["violation"];
          REQUIRE(v.contains("turn"));
          REQUIRE(v.contains("column"));
          std::istringstream lines(text);
          std::string line;
          for (int n = 0; n < v["line"].get<int>(); ++n) std::getline(lines, line);
          CHECK(line.substr(v["column"].get<std::size_t>() - 1).rfind(v["action"].get<std::string>(), 0) == 0);
          // The turn is the last "T<n> " line at or before it.
          int turn = 0;
          std::istringstream again(text);
          for (int n = 0; n < v["line"].get<int>() && std::getline(again, line); ++n)
            if (line.size() > 1 && line[0] == 'T' && std::isdigit(static_cast<unsigned char>(line[1]))) turn = std::stoi(line.substr(1));
          CHECK(v["turn"] == turn);
        }
      }
}

TEST_CASE("a score sheet's illegal action is named by its turn, player's count and column", "[golden][sheet]") {
  // Issue 25: "event 3 (Ann)" names an event number nobody wrote.
  const std::string text =
      "Game: draw-of-faith\nPlayers: Ann, Bob\nFirst: Ann\nHand Ann: 7H, KS, 2C, 9D, QH\nHand Bob: ?, ?, ?, ?, ?\n\n"
      "T1 Ann: draw 4S; summon KS atk; end-turn\n"
      "T2 Bob: draw ?; summon ? def down; end-turn\n"
      "T3 Ann: draw 5C\n"
      "  summon 7H def; summon 9D def; end-turn\n";
  const ValidationReport report = validate_document(sheet::parse_transcript_text(text, "game1.sheet", builtin_games()),
                                                    builtin_games(), nullptr);
  REQUIRE(report.violation.has_value());
  CHECK_THAT(report_text(report), Catch::StartsWith("game1.sheet:10:18: T3, Ann's third action: summon 9D def\n"));
  const nlohmann::json v = report_json(report)["violation"];
  CHECK(v["turn"] == 3);
  CHECK(v["column"] == 18);
  CHECK(v["event"] == 9);  // kept, as before
  CHECK(v["line"] == 10);
}

TEST_CASE("a carried-over PLAYER: that names the wrong player is said so, with the right line", "[golden][sheet]") {
  // Issue 25: "Ann: pass; end-turn" on Bob's turn gave only "it is Bob's turn".
  const std::string start =
      "Game: draw-of-faith\nPlayers: Ann, Bob\nFirst: Ann\nHand Ann: AH, KS, QD, 4D, 2S\nHand Bob: 6C, 4C, 8H, JD, 3S\n\n"
      "T1 Ann: draw 10D; summon 4D atk; end-turn\n"
      "T2 Bob: draw 5D; activate numbers-combo 6C, 4C destroy 4D; Ann: pass; ";
  auto reason = [&](const std::string& last) {
    const ValidationReport r = validate_document(sheet::parse_transcript_text(start + last + "\n", "g.sheet", builtin_games()),
                                                 builtin_games(), nullptr);
    REQUIRE(r.violation.has_value());
    return r.violation->reason;
  };
  CHECK(reason("end-turn") ==
        "it is Bob's turn (\"Ann:\" holds from column 60 for the actions after it; did you mean \"Bob: end-turn\"?)");
  // Written by Ann on purpose: no carry-over to blame.
  CHECK(reason("Ann: end-turn") == "it is Bob's turn");
}

TEST_CASE("the README's score-sheet example is a golden sheet, word for word", "[golden][sheet]") {
  // The example people copy must stay valid: it is fixtures/.../handwritten-club-night-readme-example.sheet.
  const std::string readme = test::slurp("README.md");
  const auto section = readme.find("## Score sheets");
  REQUIRE(section != std::string::npos);
  const auto open = readme.find("```\n", section);
  REQUIRE(open != std::string::npos);
  const auto close = readme.find("```\n", open + 4);
  REQUIRE(close != std::string::npos);
  const std::string example = readme.substr(open + 4, close - open - 4);
  CHECK(example == test::slurp("fixtures/draw-of-faith/sheets/legal/handwritten-club-night-readme-example.sheet"));
}

}  // namespace test_golden
