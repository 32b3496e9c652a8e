// A query on a game so far that breaks a rule before "upto" cannot be answered from it:
// Situation::of throws HistoryViolation naming the event (the CLI reports it as validate
// does, exit 1). Events after "upto" are not judged.
#include <catch2/catch.hpp>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <optional>

#include "judgements/kinds.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/transcripts.hpp"

namespace test_history_violation {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using namespace referee::judgements;
using Catch::Contains;
using nlohmann::json;

namespace {

// Ann draws, summons KS, then summons 7H: a second normal summon at event 3; Bob's turn
// follows as written (events 4-6).
json illegal_game() {
  return test::dof_transcript(
      std::vector<std::string>{"Ann", "Bob"}, {{"Ann", {"7H", "KS", "2C", "9D", "QH"}}, {"Bob", {"8S", "5S", "7C", "9C", "JC"}}},
      json::array({{{"player", "Ann"}, {"action", "draw"}, {"card", "4S"}},
                   {{"player", "Ann"}, {"action", "summon"}, {"card", "KS"}, {"position", "attack"}},
                   {{"player", "Ann"}, {"action", "summon"}, {"card", "7H"}, {"position", "attack"}},
                   {{"player", "Ann"}, {"action", "end-turn"}},
                   {{"player", "Bob"}, {"action", "draw"}, {"card", "2D"}},
                   {{"player", "Bob"}, {"action", "end-turn"}}}));
}

json query(json transcript, int upto, json ask) {
  json q = {{"game", "draw-of-faith"}, {"transcript", std::move(transcript)}, {"ask", std::move(ask)}};
  if (upto >= 0) q["upto"] = upto;
  return q;
}

Answer answer(const json& body) {
  const Query q = read_query(parse_json(body.dump(2), "query.json"), builtin_games());
  return answer_query(q, nullptr);
}

// The violation a query is refused with; nullopt when it is answered.
std::optional<HistoryViolation> violation_of(const json& body) {
  try {
    (void)answer(body);
  } catch (const HistoryViolation& h) {
    return h;
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("history violation: a transcript illegal before upto cannot be asked about", "[judge][history]") {
  for (int upto : {3, 4, 6, -1}) {
    INFO("upto " << upto);
    for (const json& ask : {json{{"kind", "result"}}, json{{"kind", "legal-actions"}},
                            json{{"kind", "is-legal"}, {"event", {{"player", "Bob"}, {"action", "end-turn"}}}},
                            json{{"kind", "outcome"}, {"event", {{"player", "Bob"}, {"action", "end-turn"}}}}}) {
      INFO(ask.dump());
      const auto h = violation_of(query(illegal_game(), upto, ask));
      REQUIRE(h);
      CHECK(h->violation.event == 3);
      CHECK(h->violation.player == "Ann");
      CHECK(h->violation.action == "summon");
      CHECK_THAT(h->violation.reason, Contains("second normal summon"));
      REQUIRE(h->violation.citation);
      CHECK(std::string(h->violation.citation->title) == "Quick Reference: Card Limit");
      CHECK(h->source == "query.json");  // an inline transcript: the query's own file
    }
  }
}

TEST_CASE("history violation: the events before the violation can be asked about", "[judge][history]") {
  // Up to event 2, the game is legal; event 3 is the question, not the history.
  const Answer a = answer(query(illegal_game(), 2,
                                {{"kind", "is-legal"},
                                 {"event", {{"player", "Ann"}, {"action", "summon"}, {"card", "7H"}, {"position", "attack"}}}}));
  CHECK(a.verdict == "illegal");
  CHECK_THAT(a.explanation, Contains("second normal summon"));
  CHECK_FALSE(violation_of(query(illegal_game(), 0, {{"kind", "result"}})).has_value());
}

TEST_CASE("history violation: a transcript file names its file and the event's line", "[judge][history]") {
  const std::string fixture =
      test::source_path("fixtures/judgements/draw-of-faith/games/three-players-response-out-of-turn.json");
  // A fixture game, legal throughout: control.
  CHECK_FALSE(violation_of(query(fixture, -1, {{"kind", "result"}})).has_value());

  // One event a line: the second summon, event 3, is on line 8.
  const std::string file = "/tmp/referee-judgements-history-" + std::to_string(::getpid()) + ".json";
  {
    std::ofstream out(file);
    out << R"({"format": "referee-transcript/1",
 "game": "draw-of-faith",
 "players": ["Ann", "Bob"],
 "setup": {"first": "Ann", "hands": {"Ann": ["7H", "KS", "2C", "9D", "QH"], "Bob": ["?", "?", "?", "?", "?"]}},
 "events": [
  {"player": "Ann", "action": "draw", "card": "4S"},
  {"player": "Ann", "action": "summon", "card": "KS", "position": "attack"},
  {"player": "Ann", "action": "summon", "card": "7H", "position": "attack"}
 ]}
)";
  }
  const auto h = violation_of(query(file, 3, {{"kind", "result"}}));
  const auto before = violation_of(query(file, 2, {{"kind", "result"}}));
  std::remove(file.c_str());
  REQUIRE(h);
  CHECK(h->source == file);
  CHECK(h->violation.event == 3);
  CHECK(h->violation.line == 8);
  CHECK_FALSE(before.has_value());
}

TEST_CASE("history violation: the variant rows do not throw, only the game in force does", "[judge][history]") {
  // The battles game is legal as recorded; under some options it is not. Those options
  // are rows marked history_illegal, and the query is still answered.
  const json body = {{"game", "draw-of-faith"},
                     {"transcript", test::source_path("fixtures/draw-of-faith/legal/battles-won-lost-tied-and-summon-positions.json")},
                     {"upto", 12},
                     {"ask", {{"kind", "result"}}}};
  const Answer a = answer(body);
  CHECK(std::any_of(a.sensitivity.begin(), a.sensitivity.end(), [](const SensitivityRow& r) { return r.history_illegal; }));
  // The same query with one of those options in force is a violation at the event the
  // row names.
  for (const auto& r : a.sensitivity) {
    if (!r.history_illegal) continue;
    INFO(r.ruling << " = " << r.option << ": " << r.verdict);
    json variant = body;
    variant["rulings"] = {{r.ruling, r.option}};
    const auto h = violation_of(variant);
    REQUIRE(h);
    CHECK_THAT(r.verdict, Contains("event " + std::to_string(h->violation.event) + ": "));
  }
}

}  // namespace test_history_violation
