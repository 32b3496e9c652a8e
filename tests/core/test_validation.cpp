// Validation reports (referee/core/validation.hpp, replay.hpp): the JSON shape of
// interface.md ("referee validate --format json"), violations with event, line, reason,
// citation and rulings, the declared result, ruling profiles, and input-error reports.
#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>

#include <unistd.h>

#include "referee/core/playout.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/validation.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/transcripts.hpp"

namespace test_validation {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;

namespace {

// A file name in the temporary folder, distinct per process.
std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("referee-core-" + std::to_string(::getpid()) + "-" + name)).string();
}

std::set<std::string> keys_of(const nlohmann::json& j) {
  std::set<std::string> out;
  for (auto it = j.begin(); it != j.end(); ++it) out.insert(it.key());
  return out;
}

ValidationReport validate_text(const std::string& text, const std::string& name, const JsonDocument* profile = nullptr) {
  return validate_document(parse_json(text, name), builtin_games(), profile);
}

// Ann summons twice in her first turn: event 3, on line 8, is illegal.
const std::string kTwoSummons =
    "{\"format\": \"referee-transcript/1\",\n"                                                        // 1
    " \"game\": \"draw-of-faith\",\n"                                                                 // 2
    " \"players\": [\"Ann\", \"Bob\"],\n"                                                             // 3
    " \"setup\": {\"first\": \"Ann\", \"hands\": {\"Ann\": [\"7H\", \"KS\", \"2C\", \"9D\", \"QH\"],\n"  // 4
    "                                      \"Bob\": [\"?\", \"?\", \"?\", \"?\", \"?\"]}},\n"           // 5
    " \"events\": [{\"player\": \"Ann\", \"action\": \"draw\", \"card\": \"4S\"},\n"                  // 6
    "            {\"player\": \"Ann\", \"action\": \"summon\", \"card\": \"KS\", \"position\": \"attack\"},\n"  // 7
    "            {\"player\": \"Ann\", \"action\": \"summon\", \"card\": \"7H\", \"position\": \"attack\"}]\n"  // 8
    "}\n";

// Ann's 8S attacks Bob's 8H on turn 3: a tie, decided by dof.battle.tie.
nlohmann::json tie_battle(const nlohmann::json& rulings = nlohmann::json::object()) {
  nlohmann::json events = {ev("Ann", "draw", {{"card", "2C"}}),
                           ev("Ann", "summon", {{"card", "8S"}, {"position", "attack"}}),
                           ev("Ann", "end-turn"),
                           ev("Bob", "draw", {{"card", "2D"}}),
                           ev("Bob", "summon", {{"card", "8H"}, {"position", "attack"}}),
                           ev("Bob", "end-turn"),
                           ev("Ann", "draw", {{"card", "3C"}}),
                           ev("Ann", "attack", {{"attacker", "8S"}, {"target", "8H"}})};
  nlohmann::json t = test::dof_transcript(
      {"Ann", "Bob"}, {{"Ann", {"8S", "4S", "6H", "8D", "10C"}}, {"Bob", {"8H", "5S", "7H", "9D", "JC"}}}, events,
      rulings);
  return t;
}

}  // namespace

TEST_CASE("validation: a legal, unfinished transcript is valid and its result says in progress", "[core][validation]") {
  nlohmann::json t = test::dof_transcript({"Ann", "Bob"}, {{"Ann", {"7H", "KS", "2C", "9D", "QH"}}, {"Bob", {"?", "?", "?", "?", "?"}}},
                                          {ev("Ann", "draw", {{"card", "4S"}}),
                                           ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}}),
                                           ev("Ann", "end-turn")});
  ValidationReport r = test::validate_json(t, "game1.json");
  INFO(report_text(r));
  CHECK(r.valid());
  CHECK(r.events == 3);
  CHECK(r.players == std::vector<std::string>{"Ann", "Bob"});

  nlohmann::json j = report_json(r);
  CHECK(keys_of(j) == std::set<std::string>{"file", "game", "valid", "events", "violation", "result", "rulings_used"});
  CHECK(j["file"] == "game1.json");
  CHECK(j["game"] == "draw-of-faith");
  CHECK(j["valid"] == true);
  CHECK(j["events"] == 3);
  CHECK(j["violation"].is_null());
  REQUIRE(j["result"].is_object());
  CHECK(j["result"]["status"] == "in-progress");
  CHECK(j["result"]["winner"].is_null());
  CHECK(j["result"]["draw"] == false);
  CHECK(j["result"]["scores"] == nlohmann::json{{"Ann", 0}, {"Bob", 0}});

  std::string text = report_text(r);
  CHECK_THAT(text, Catch::StartsWith("game1.json: valid draw-of-faith transcript, 3 events"));
  CHECK_THAT(text, Catch::Contains("in progress"));
}

TEST_CASE("validation: a record the referee could not decide is neither valid nor a violation", "[core][validation]") {
  nlohmann::json t = test::dof_transcript({"Ann", "Bob"}, {{"Ann", {"7H", "KS", "2C", "9D", "QH"}}, {"Bob", {"?", "?", "?", "?", "?"}}},
                                          {ev("Ann", "draw", {{"card", "4S"}}), ev("Ann", "end-turn")});
  ValidationReport r = test::validate_json(t, "game1.json");
  REQUIRE(r.valid());
  // As a replay notes it when a game's hidden cards meet a bound (GameState::undecided).
  r.undecided = Undecided{2, 9, "Ann", "end-turn", R"({"action":"end-turn","player":"Ann"})", "past the bound"};
  CHECK_FALSE(r.valid());

  nlohmann::json j = report_json(r);
  CHECK(keys_of(j) == std::set<std::string>{"file", "game", "valid", "events", "violation", "verdict", "undecided", "result",
                                            "rulings_used"});
  CHECK(j["valid"] == false);
  CHECK(j["violation"].is_null());
  CHECK(j["verdict"] == "undecided");
  CHECK(j["undecided"] == nlohmann::json{{"event", 2}, {"at", "event"}, {"line", 9}, {"player", "Ann"},
                                         {"action", "end-turn"}, {"reason", "past the bound"}});
  CHECK(j["result"]["status"] == "in-progress");

  const std::string text = report_text(r);
  CHECK_THAT(text, Catch::StartsWith("game1.json: undecided draw-of-faith transcript, 2 events: no rule broken, but the "
                                     "referee could not decide whether the record can be\n"
                                     "  first at event 2 (Ann), line 9: {\"action\":\"end-turn\",\"player\":\"Ann\"}\n"
                                     "  undecided: past the bound\n"
                                     "  result, if it can be: in progress"));
  CHECK_THAT(text, !Catch::Contains("valid draw-of-faith"));
}

TEST_CASE("validation: the first illegal event is reported with event, line, player, reason and citation",
          "[core][validation]") {
  ValidationReport r = validate_text(kTwoSummons, "two.json");
  REQUIRE(r.violation.has_value());
  CHECK_FALSE(r.valid());
  CHECK_FALSE(r.error.has_value());
  CHECK(r.events == 3);

  nlohmann::json j = report_json(r);
  CHECK(keys_of(j) == std::set<std::string>{"file", "game", "valid", "events", "violation", "result", "rulings_used"});
  CHECK(j["valid"] == false);
  CHECK(j["result"].is_null());
  const nlohmann::json& v = j["violation"];
  for (const char* key : {"event", "line", "player", "action", "reason", "citation", "rulings"}) CHECK(v.contains(key));
  CHECK(v["event"] == 3);
  CHECK(v["line"] == 8);
  CHECK(v["player"] == "Ann");
  CHECK(v["action"] == "summon");
  CHECK_THAT(v["reason"].get<std::string>(), Catch::Contains("second normal summon"));
  CHECK(v["citation"] == "Quick Reference: Card Limit");
  CHECK(v["rulings"].is_array());

  std::string text = report_text(r);
  CHECK_THAT(text, Catch::StartsWith("two.json:8: event 3 (Ann): "));
  CHECK_THAT(text, Catch::Contains("illegal: a second normal summon"));
  CHECK_THAT(text, Catch::Contains("rule: Quick Reference: Card Limit"));
  CHECK_THAT(text, Catch::Contains("position before it:"));
  CHECK_THAT(text, Catch::Contains("KS"));  // the card already on the field
}

TEST_CASE("validation: a violation lists the rulings its verdict consulted", "[core][validation]") {
  nlohmann::json t = tie_battle();
  t["events"].push_back(ev("Ann", "attack", {{"attacker", "8S"}, {"target", "8H"}}));
  ValidationReport r = test::validate_json(t);
  REQUIRE(r.violation.has_value());
  CHECK(r.violation->event == 9);
  nlohmann::json rulings = report_json(r)["violation"]["rulings"];
  CHECK(std::find(rulings.begin(), rulings.end(), "dof.battle.attacks-per-card") != rulings.end());
  CHECK_THAT(report_text(r), Catch::Contains("rulings consulted:") && Catch::Contains("dof.battle.attacks-per-card="));
  // The tied battle before it read dof.battle.tie while it applied: no check reads it, but
  // the game so far depended on it.
  CHECK(std::find(rulings.begin(), rulings.end(), "dof.battle.tie") == rulings.end());
  nlohmann::json used = report_json(r)["rulings_used"];
  CHECK(std::find(used.begin(), used.end(), "dof.battle.tie") != used.end());
  CHECK(std::find(used.begin(), used.end(), "dof.battle.attacks-per-card") != used.end());
}

TEST_CASE("validation: an input error is reported as {file, error: {line, message}}", "[core][validation]") {
  std::string text = kTwoSummons;
  text.replace(text.find("\"4S\""), 4, "\"1H\"");
  ValidationReport r = validate_text(text, "unknown-card.json");
  REQUIRE(r.error.has_value());
  CHECK_FALSE(r.valid());
  nlohmann::json j = report_json(r);
  CHECK(keys_of(j) == std::set<std::string>{"file", "error"});
  CHECK(j["file"] == "unknown-card.json");
  CHECK(j["error"]["line"] == 6);
  CHECK(j["error"]["event"] == 1);
  CHECK_THAT(j["error"]["message"].get<std::string>(), Catch::Contains("1H"));
  CHECK_THAT(report_text(r), Catch::StartsWith("unknown-card.json:6: event 1:") && Catch::Contains("input error"));
}

TEST_CASE("validation: files: malformed JSON and a missing file are error reports, never exceptions",
          "[core][validation]") {
  const std::string path = temp_path("malformed.json");
  {
    std::ofstream out(path, std::ios::binary);
    out << "{\"format\": \"referee-transcript/1\",\n \"game\": \"draw-of-faith\",\n \"players\": [\"Ann\" \"Bob\"]}\n";
  }
  ValidationReport bad = validate_file(path, builtin_games(), nullptr);
  std::remove(path.c_str());
  REQUIRE(bad.error.has_value());
  nlohmann::json j = report_json(bad);
  CHECK(j["file"] == path);
  CHECK(j["error"]["line"] == 3);
  CHECK(j["error"].contains("column"));
  CHECK_THAT(j["error"]["message"].get<std::string>(), Catch::StartsWith("malformed JSON"));

  ValidationReport missing = validate_file("no/such/transcript.json", builtin_games(), nullptr);
  REQUIRE(missing.error.has_value());
  nlohmann::json m = report_json(missing);
  CHECK(keys_of(m) == std::set<std::string>{"file", "error"});
  CHECK(m["file"] == "no/such/transcript.json");
  CHECK(m["error"].contains("line"));
  CHECK(m["error"]["line"].is_null());
  CHECK_THAT(m["error"]["message"].get<std::string>(), Catch::Contains("cannot open"));

  const std::string dup_path = temp_path("dup.json");
  {
    std::ofstream out(dup_path, std::ios::binary);
    out << "{\"format\": \"referee-transcript/1\",\n\"format\": \"x\"}";
  }
  ValidationReport dup = validate_file(dup_path, builtin_games(), nullptr);
  std::remove(dup_path.c_str());
  REQUIRE(dup.error.has_value());
  CHECK(report_json(dup)["error"]["line"] == 2);
  CHECK_THAT(report_json(dup)["error"]["message"].get<std::string>(), Catch::Contains("duplicate key"));
}

TEST_CASE("validation: the transcript's rulings decide, and a profile given on top overrides them", "[core][validation]") {
  // Under the default (no-effect) nobody scores; under suit-order the spade wins and Ann scores.
  auto declared = [](nlohmann::json t, int ann_points) {
    t["result"] = {{"in-progress", true}, {"points", {{"Ann", ann_points}, {"Bob", 0}}}};
    return t;
  };
  ValidationReport by_default = test::validate_json(declared(tie_battle(), 0));
  INFO(report_text(by_default));
  CHECK(by_default.valid());
  CHECK(by_default.declared_matches == std::optional<bool>(true));
  CHECK(report_json(by_default)["declared_result_matches"] == true);
  CHECK_FALSE(report_json(by_default).contains("rulings"));

  ValidationReport suit = test::validate_json(declared(tie_battle({{"dof.battle.tie", "suit-order"}}), 1));
  INFO(report_text(suit));
  CHECK(suit.valid());
  CHECK(report_json(suit)["result"]["scores"]["Ann"] == 1);
  CHECK(report_json(suit)["rulings"] == nlohmann::json{{"dof.battle.tie", "suit-order"}});

  // The same transcript under an override back to no-effect: Ann's declared point is wrong.
  JsonDocument profile = parse_json("{\"dof.battle.tie\": \"no-effect\"}", "override.json");
  ValidationReport overridden = validate_document(
      parse_json(declared(tie_battle({{"dof.battle.tie", "suit-order"}}), 1).dump(1), "t.json"), builtin_games(), &profile);
  REQUIRE(overridden.violation.has_value());
  nlohmann::json j = report_json(overridden);
  CHECK(j["valid"] == false);
  CHECK(j["violation"]["event"].is_null());
  CHECK(j["violation"]["at"] == "result");
  CHECK(j["violation"]["line"].is_number());
  CHECK_THAT(j["violation"]["reason"].get<std::string>(), Catch::Contains("Ann has 0 points, not 1"));
  CHECK(j["declared_result_matches"] == false);
  CHECK_FALSE(j.contains("rulings"));  // back to the defaults
}

TEST_CASE("validation: an unknown ruling id or option in a transcript is an input error naming it", "[core][validation]") {
  ValidationReport id = test::validate_json(tie_battle({{"dof.battle.tye", "no-effect"}}), "r.json");
  REQUIRE(id.error.has_value());
  nlohmann::json j = report_json(id);
  CHECK(j["file"] == "r.json");
  CHECK(j["error"]["line"].is_number());
  CHECK_THAT(j["error"]["message"].get<std::string>(),
             Catch::Contains("dof.battle.tye") && Catch::Contains("did you mean \"dof.battle.tie\"?"));

  ValidationReport option = test::validate_json(tie_battle({{"dof.battle.tie", "coin-flip"}}), "r.json");
  REQUIRE(option.error.has_value());
  CHECK_THAT(option.error->message(), Catch::Contains("coin-flip") && Catch::Contains("dof.battle.tie"));

  JsonDocument profile = parse_json("{\"dof.nope\": \"x\"}", "override.json");
  ValidationReport bad_override = validate_document(parse_json(tie_battle().dump(), "t.json"), builtin_games(), &profile);
  REQUIRE(bad_override.error.has_value());
  CHECK_THAT(bad_override.error->message(), Catch::Contains("dof.nope"));
  CHECK(bad_override.error->where().file == "override.json");
}

TEST_CASE("validation: an error in an override profile names the profile in the JSON report",
          "[core][validation]") {
  JsonDocument profile = parse_json("{\"dof.nope\": \"x\"}", "override.json");
  ValidationReport r = validate_document(parse_json(tie_battle().dump(), "t.json"), builtin_games(), &profile);
  REQUIRE(r.error.has_value());
  CHECK_THAT(report_json(r).dump(), Catch::Contains("override.json"));
}

TEST_CASE("validation: an unknown ruling id in a profile is reported at its own line", "[core][validation]") {
  JsonDocument profile = parse_json("{\n  \"dof.battle.tie\": \"no-effect\",\n  \"dof.battle.tye\": \"x\"\n}", "p.json");
  ValidationReport r = validate_document(parse_json(tie_battle().dump(), "t.json"), builtin_games(), &profile);
  REQUIRE(r.error.has_value());
  CHECK(r.error->where().line == 3);
}

TEST_CASE("validation: a finished game reports its winner or draw, scores and how it ended (and a wrong declared "
          "result is a violation at the end)",
          "[core][validation]") {
  const Game* game = builtin_games().find("draw-of-faith");
  REQUIRE(game != nullptr);
  auto rulings = std::make_shared<Rulings>(game->catalogue());
  Rng rng(20240611);
  Playout p = play_random_game(*game, {"Ann", "Bob", "Cid"}, rulings, rng);
  REQUIRE(p.finished);

  ValidationReport r = test::validate_json(p.transcript, "finished.json");
  INFO(report_text(r));
  REQUIRE(r.valid());
  nlohmann::json result = report_json(r)["result"];
  CHECK(result["status"] != "in-progress");
  CHECK(keys_of(result["scores"]) == std::set<std::string>{"Ann", "Bob", "Cid"});
  CHECK(result["ended_by"].is_string());
  if (result["status"] == "won") {
    CHECK(result["winner"].is_string());
    CHECK(result["draw"] == false);
  } else {
    CHECK(result["winner"].is_null());
    CHECK(result["draw"] == true);
  }
  CHECK(report_json(r)["declared_result_matches"] == true);

  // Declare someone else the winner.
  nlohmann::json wrong = p.transcript;
  std::string other = result["winner"] == "Ann" ? "Bob" : "Ann";
  wrong["result"] = {{"winner", other}};
  ValidationReport w = test::validate_json(wrong, "finished.json");
  REQUIRE(w.violation.has_value());
  nlohmann::json j = report_json(w);
  CHECK(j["valid"] == false);
  CHECK(j["events"] == p.events);
  CHECK(j["violation"]["at"] == "result");
  CHECK(j["violation"]["event"].is_null());
  CHECK(j["violation"]["action"] == "result");
  CHECK_THAT(j["violation"]["reason"].get<std::string>(), Catch::Contains("does not match the referee's"));
  CHECK_THAT(report_text(w), Catch::Contains("declared result"));

  // Declaring a finished game in progress is wrong too.
  wrong["result"] = {{"in-progress", true}};
  ValidationReport ip = test::validate_json(wrong);
  REQUIRE(ip.violation.has_value());
  CHECK_THAT(ip.violation->reason, Catch::Contains("the game is over"));
}

TEST_CASE("validation: a declared winner of an unfinished game is a violation", "[core][validation]") {
  nlohmann::json t = tie_battle();
  t["result"] = {{"winner", "Ann"}};
  ValidationReport r = test::validate_json(t);
  REQUIRE(r.violation.has_value());
  CHECK(r.violation->at == Violation::At::result);
  CHECK(r.violation->line > 0);
  CHECK_THAT(r.violation->reason, Catch::Contains("the game is not over"));
}

TEST_CASE("validation: error_report keeps the file and the error's line", "[core][validation]") {
  ValidationReport r = error_report("-", InputError(Location{"-", 12, 3}, "malformed JSON: x"));
  nlohmann::json j = report_json(r);
  CHECK(j == nlohmann::json{{"file", "-"}, {"error", {{"line", 12}, {"column", 3}, {"message", "malformed JSON: x"}}}});
  CHECK_THAT(report_text(r), Catch::StartsWith("-:12:3: malformed JSON: x"));
}

}  // namespace test_validation
