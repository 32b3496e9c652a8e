// The transcript envelope (referee/core/transcript.hpp): format, game, players, events,
// result; every malformed or unknown thing is an InputError with file, line and event.
#include <catch2/catch.hpp>

#include <functional>
#include <string>

#include "tests/support/input_error.hpp"
#include "referee/core/errors.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/replay.hpp"
#include "referee/core/transcript.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/transcripts.hpp"

namespace test_transcript {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;

namespace {

nlohmann::json hands() {
  return {{"Ann", {"7H", "KS", "2C", "9D", "QH"}}, {"Bob", {"?", "?", "?", "?", "?"}}};
}

nlohmann::json good() {
  return test::dof_transcript({"Ann", "Bob"}, hands(),
                              {ev("Ann", "draw", {{"card", "4S"}}), ev("Ann", "end-turn")});
}

Transcript read(const std::string& text, const std::string& name = "t.json") {
  return read_transcript(parse_json(text, name), builtin_games());
}

using test::error_of;

InputError envelope_error(const nlohmann::json& t) {
  return error_of([&] { (void)read(t.dump(1)); });
}

// The same transcript, as text with known lines.
const std::string kText =
    "{\"format\": \"referee-transcript/1\",\n"                                          // 1
    " \"game\": \"draw-of-faith\",\n"                                                   // 2
    " \"players\": [\"Ann\", \"Bob\"],\n"                                               // 3
    " \"rulings\": {\"dof.battle.tie\": \"both-destroyed\"},\n"                          // 4
    " \"setup\": {\"first\": \"Ann\",\n"                                                // 5
    "           \"hands\": {\"Ann\": [\"7H\", \"KS\", \"2C\", \"9D\", \"QH\"],\n"       // 6
    "                     \"Bob\": [\"?\", \"?\", \"?\", \"?\", \"?\"]}},\n"            // 7
    " \"events\": [\n"                                                                  // 8
    "  {\"player\": \"Ann\", \"action\": \"draw\", \"card\": \"4S\"},\n"                // 9
    "\n"                                                                                // 10
    "  {\"player\": \"Ann\",\n"                                                         // 11
    "   \"action\": \"end-turn\"}\n"                                                    // 12
    " ],\n"                                                                             // 13
    " \"result\": {\"in-progress\": true}\n"                                            // 14
    "}\n";

}  // namespace

TEST_CASE("transcript: a well-formed envelope is read with players, events and lines", "[core][transcript]") {
  Transcript t = read(kText, "game1.json");
  REQUIRE(t.game != nullptr);
  CHECK(t.game->info().id == "draw-of-faith");
  CHECK(t.players == std::vector<std::string>{"Ann", "Bob"});
  CHECK_FALSE(t.cards.has_value());
  REQUIRE(t.events.size() == 2);
  CHECK(t.events[0].number == 1);
  CHECK(t.events[0].line == 9);
  CHECK(t.events[0].player == 0);
  CHECK(t.events[0].action == "draw");
  CHECK(t.events[0].pointer == "/events/0");
  CHECK(t.events[1].number == 2);
  CHECK(t.events[1].line == 11);
  CHECK(t.events[1].action == "end-turn");
  // The transcript's "rulings" (line 4) choose options over the defaults.
  CHECK(rulings_for(t, nullptr)->non_default_profile() == nlohmann::json{{"dof.battle.tie", "both-destroyed"}});
  CHECK(t.setup_line() == 5);
  CHECK(t.setup().require_string("first") == "Ann");
  CHECK(t.event_body(t.events[0]).require_string("card") == "4S");
  REQUIRE(t.result.has_value());
  CHECK(t.result->in_progress);
  CHECK(t.result->line == 14);
  CHECK(t.result_line() == 14);
}

TEST_CASE("transcript: format is required and must be referee-transcript/1", "[core][transcript]") {
  nlohmann::json t = good();
  t.erase("format");
  InputError missing = envelope_error(t);
  CHECK(missing.where().file == "t.json");
  CHECK(missing.where().field == "format");
  CHECK_THAT(missing.message(), Catch::Contains("missing key \"format\""));

  t["format"] = "referee-transcript/2";
  InputError unknown = envelope_error(t);
  CHECK(unknown.where().line > 0);
  CHECK_THAT(unknown.message(), Catch::Contains("unsupported format \"referee-transcript/2\"") &&
                                    Catch::Contains("referee-transcript/1"));

  t["format"] = 1;
  CHECK_THAT(envelope_error(t).message(), Catch::Contains("expected a string"));
}

TEST_CASE("transcript: an unknown game is an input error with a suggestion", "[core][transcript]") {
  nlohmann::json t = good();
  t["game"] = "draw-of-fate";
  InputError e = envelope_error(t);
  CHECK(e.where().field == "game");
  CHECK_THAT(e.message(), Catch::Contains("unknown game \"draw-of-fate\"") &&
                              Catch::Contains("did you mean \"draw-of-faith\"?"));
  t.erase("game");
  CHECK_THAT(envelope_error(t).message(), Catch::Contains("missing key \"game\""));
}

TEST_CASE("transcript: players must be a non-empty array of distinct, acceptable names", "[core][transcript]") {
  SECTION("listed twice") {
    nlohmann::json t = good();
    t["players"] = {"Ann", "Bob", "Ann"};
    InputError e = envelope_error(t);
    CHECK(e.where().field == "players");
    CHECK_THAT(e.message(), Catch::Contains("\"Ann\" is listed twice"));
  }
  SECTION("not an array") {
    nlohmann::json t = good();
    t["players"] = "Ann, Bob";
    CHECK_THAT(envelope_error(t).message(), Catch::Contains("expected an array of player names"));
  }
  SECTION("empty") {
    nlohmann::json t = good();
    t["players"] = nlohmann::json::array();
    CHECK_THAT(envelope_error(t).message(), Catch::Contains("no players"));
  }
  SECTION("a name that is not a string") {
    nlohmann::json t = good();
    t["players"] = {"Ann", 7};
    CHECK_THAT(envelope_error(t).message(), Catch::Contains("players[1] is not a string"));
  }
  SECTION("reserved characters and names") {
    for (const std::string& name : std::vector<std::string>{"?", "Ann:Bob", "A#1", "x;y", "a,b", "a>b", "a=b", "q\"q", "",
                                                             " Ann", "Ann ", std::string(65, 'x'), "tab\there"}) {
      INFO("name: " << name);
      nlohmann::json t = good();
      t["players"] = {"Bob", name};
      InputError e = envelope_error(t);
      CHECK_THAT(e.message(), Catch::Contains("players[1]"));
      CHECK_FALSE(check_player_name(name).empty());
    }
  }
  SECTION("acceptable names") {
    for (const std::string& name : std::vector<std::string>{"Ann", "Jean-Luc Picard", "Zoë", "P1", "o'Neil", std::string(64, 'x')})
      CHECK(check_player_name(name).empty());
  }
}

TEST_CASE("transcript: an event naming an unknown player is an input error at that event", "[core][transcript]") {
  std::string text = kText;
  const std::string from = "{\"player\": \"Ann\",\n", to = "{\"player\": \"Bbo\",\n";
  REQUIRE(text.find(from) != std::string::npos);
  text.replace(text.find(from), from.size(), to);
  InputError e = error_of([&] { (void)read(text, "typo.json"); });
  CHECK(e.where().file == "typo.json");
  CHECK(e.where().event == 2);
  CHECK(e.where().line == 11);
  CHECK(e.where().field == "player");
  CHECK_THAT(e.message(), Catch::Contains("unknown player \"Bbo\"") && Catch::Contains("did you mean \"Bob\"?"));
  CHECK_THAT(e.describe(), Catch::StartsWith("typo.json:11: event 2: player: unknown player"));
}

TEST_CASE("transcript: events must be an array of objects with player and action", "[core][transcript]") {
  SECTION("not an array") {
    nlohmann::json t = good();
    t["events"] = {{"player", "Ann"}, {"action", "draw"}};
    InputError e = envelope_error(t);
    CHECK(e.where().field == "events");
    CHECK(e.where().line > 0);
    CHECK_THAT(e.message(), Catch::Contains("expected an array of events"));
  }
  SECTION("missing") {
    nlohmann::json t = good();
    t.erase("events");
    CHECK_THAT(envelope_error(t).message(), Catch::Contains("missing key \"events\""));
  }
  SECTION("an event that is not an object") {
    nlohmann::json t = good();
    t["events"].push_back("Ann draws");
    InputError e = envelope_error(t);
    CHECK(e.where().event == 3);
    CHECK(e.where().line > 0);
    CHECK_THAT(e.message(), Catch::Contains("an event must be an object, found a string"));
  }
  SECTION("an event without an action") {
    nlohmann::json t = good();
    t["events"][1].erase("action");
    InputError e = envelope_error(t);
    CHECK(e.where().event == 2);
    CHECK_THAT(e.message(), Catch::Contains("missing key \"action\""));
  }
  SECTION("an event without a player") {
    nlohmann::json t = good();
    t["events"][0].erase("player");
    InputError e = envelope_error(t);
    CHECK(e.where().event == 1);
    CHECK_THAT(e.message(), Catch::Contains("missing key \"player\""));
  }
  SECTION("no events at all is fine") {
    nlohmann::json t = good();
    t["events"] = nlohmann::json::array();
    CHECK(read(t.dump()).events.empty());
  }
}

TEST_CASE("transcript: unknown top-level keys are refused with a suggestion", "[core][transcript]") {
  nlohmann::json t = good();
  t["evnets"] = nlohmann::json::array();
  InputError e = envelope_error(t);
  CHECK(e.where().field == "evnets");
  CHECK(e.where().line > 0);
  CHECK_THAT(e.message(), Catch::Contains("unknown key \"evnets\"") && Catch::Contains("did you mean \"events\"?"));

  nlohmann::json with_meta = good();
  with_meta["meta"] = {{"event", "club night"}};
  CHECK_NOTHROW(read(with_meta.dump()));
  with_meta["meta"] = "club night";
  CHECK_THAT(envelope_error(with_meta).message(), Catch::Contains("expected an object"));
}

TEST_CASE("transcript: setup, rulings and cards have their types checked", "[core][transcript]") {
  nlohmann::json t = good();
  t["setup"] = nlohmann::json::array();
  CHECK_THAT(envelope_error(t).message(), Catch::Contains("expected an object, found an array"));
  t.erase("setup");
  CHECK_THAT(envelope_error(t).message(), Catch::Contains("missing key \"setup\""));

  nlohmann::json r = good();
  r["rulings"] = {"dof.battle.tie"};
  InputError e = envelope_error(r);
  CHECK(e.where().field == "rulings");
  CHECK_THAT(e.message(), Catch::Contains("expected an object"));

  nlohmann::json c = good();
  c["cards"] = {{"set", "x"}};
  CHECK_THAT(envelope_error(c).message(), Catch::Contains("expected a string"));
  // Draw of Faith's rules fix its cards: naming a card set is an error at "cards", not ignored
  // (the card sets of card-database games are tested in tests/cards/).
  c["cards"] = "cards/sample.json";
  const InputError named = envelope_error(c);
  CHECK(named.where().field == "cards");
  CHECK_THAT(named.message(), Catch::Contains("draw-of-faith takes no card set"));
}

TEST_CASE("transcript: the declared result is checked for shape and players", "[core][transcript]") {
  auto with_result = [](const nlohmann::json& result) {
    nlohmann::json t = good();
    t["result"] = result;
    return t;
  };
  Transcript winner = read(with_result({{"winner", "Bob"}, {"points", {{"Bob", 3}, {"Ann", 1}}}}).dump());
  REQUIRE(winner.result.has_value());
  CHECK(winner.result->winners == std::vector<std::string>{"Bob"});
  CHECK(winner.result->points.at("Bob") == 3);
  CHECK_FALSE(winner.result->draw);

  Transcript shared = read(with_result({{"winners", {"Ann", "Bob"}}}).dump());
  CHECK(shared.result->winners.size() == 2);
  CHECK(read(with_result({{"draw", true}}).dump()).result->draw);

  CHECK_THAT(envelope_error(with_result({{"winner", "Bbo"}})).message(),
             Catch::Contains("unknown player \"Bbo\"") && Catch::Contains("did you mean \"Bob\"?"));
  CHECK_THAT(envelope_error(with_result({{"winner", "Ann"}, {"draw", true}})).message(), Catch::Contains("exactly one"));
  CHECK_THAT(envelope_error(with_result(nlohmann::json::object())).message(), Catch::Contains("exactly one"));
  CHECK_THAT(envelope_error(with_result({{"winners", {"Ann"}}})).message(), Catch::Contains("at least two"));
  CHECK_THAT(envelope_error(with_result({{"draw", false}})).message(), Catch::Contains("expected true"));
  CHECK_THAT(envelope_error(with_result({{"winer", "Ann"}})).message(),
             Catch::Contains("unknown key \"winer\"") && Catch::Contains("did you mean \"winner\"?"));
  CHECK_THAT(envelope_error(with_result({{"winner", "Ann"}, {"points", {{"Cid", 1}}}})).message(),
             Catch::Contains("unknown player \"Cid\""));
  CHECK_THAT(envelope_error(with_result({{"winner", "Ann"}, {"points", {{"Ann", 1.5}}}})).message(),
             Catch::Contains("expected an integer"));
  CHECK_THAT(envelope_error(with_result("Ann")).message(), Catch::Contains("expected an object"));
}

TEST_CASE("transcript: a document that is not an object is an input error", "[core][transcript]") {
  InputError e = error_of([] { (void)read("[1, 2]", "array.json"); });
  CHECK(e.where().file == "array.json");
  CHECK_THAT(e.message(), Catch::Contains("expected a JSON object, found an array"));
}

}  // namespace test_transcript
