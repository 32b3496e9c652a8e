// The event notation the interactive judge reads (judgements/event_notation.hpp):
// `[PLAYER] ACTION key=value ...`, and event_line writing an event back in it.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "judgements/event_notation.hpp"

using namespace referee::judgements;
using Catch::Contains;
using nlohmann::json;

namespace {

const std::vector<std::string> kPlayers = {"Ann", "Bob", "Cid"};

json parse(const std::string& line, const std::string& to_act = "Ann") { return parse_event_line(line, kPlayers, to_act); }

std::string error_of(const std::string& line, const std::string& to_act = "Ann") {
  try {
    (void)parse(line, to_act);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("event notation: a player, an action and string values", "[judge][notation]") {
  CHECK(parse("Ann summon card=7H position=attack") ==
        json{{"player", "Ann"}, {"action", "summon"}, {"card", "7H"}, {"position", "attack"}});
  CHECK(parse("Bob end-turn", "Ann") == json{{"player", "Bob"}, {"action", "end-turn"}});
  // Card references keep their colon and hash.
  CHECK(parse("Ann attack attacker=KS target=Bob:QH") ==
        json{{"player", "Ann"}, {"action", "attack"}, {"attacker", "KS"}, {"target", "Bob:QH"}});
  CHECK(parse("Ann attack attacker=Ann#1 target=Bob#2").at("target") == "Bob#2");
  // Spaces around words do not count.
  CHECK(parse("   Ann   end-turn   ") == json{{"player", "Ann"}, {"action", "end-turn"}});
}

TEST_CASE("event notation: without a player's name, the player to act", "[judge][notation]") {
  CHECK(parse("attack attacker=KS target=QH", "Bob") ==
        json{{"player", "Bob"}, {"action", "attack"}, {"attacker", "KS"}, {"target", "QH"}});
  CHECK(parse("pass", "Cid") == json{{"player", "Cid"}, {"action", "pass"}});
  // A word that is not a player is the action, even if it looks like a name.
  CHECK(parse("Dan", "Ann") == json{{"player", "Ann"}, {"action", "Dan"}});
  // Nobody to act: the player must be named.
  CHECK_THAT(error_of("end-turn", ""), Contains("start the event with a player's name"));
  CHECK(parse("Bob end-turn", "") == json{{"player", "Bob"}, {"action", "end-turn"}});
}

TEST_CASE("event notation: numbers, lists and objects", "[judge][notation]") {
  const json e = parse("Bob activate mechanic=royal-fusion materials=KH,QS,JD negate=1 destroy=[4D]");
  CHECK(e.at("mechanic") == "royal-fusion");
  CHECK(e.at("materials") == json::array({"KH", "QS", "JD"}));
  CHECK(e.at("negate") == 1);
  CHECK(e.at("negate").is_number_integer());
  CHECK(e.at("destroy") == json::array({"4D"}));
  CHECK(parse("Ann activate materials=[KH,QS,JD]").at("materials") == json::array({"KH", "QS", "JD"}));
  CHECK(parse("Ann activate destroy=[]").at("destroy") == json::array());
  CHECK(parse("Ann activate revive={AS:attack,KD:defense}").at("revive") == json{{"AS", "attack"}, {"KD", "defense"}});
  CHECK(parse("Ann activate revive={}").at("revive") == json::object());
  CHECK(parse("Ann activate reveal={Bob#2:7H}").at("reveal") == json{{"Bob#2", "7H"}});
  // A list item may be a number.
  CHECK(parse("Ann act x=[1,2]").at("x") == json::array({1, 2}));
  // A card like 10S stays a string; only digits make a number.
  CHECK(parse("Ann draw card=10S").at("card") == "10S");
  CHECK(parse("Ann choose-targets link=12").at("link") == 12);
}

TEST_CASE("event notation: a JSON event is read as JSON", "[judge][notation]") {
  CHECK(parse(R"({"player": "Bob", "action": "end-turn"})") == json{{"player", "Bob"}, {"action", "end-turn"}});
  CHECK(parse(R"(  {"action": "end-turn"})", "Cid") == json{{"player", "Cid"}, {"action", "end-turn"}});
  CHECK(parse(R"({"action": "activate", "materials": ["KH", "QS"], "negate": 2})", "Ann") ==
        json{{"player", "Ann"}, {"action", "activate"}, {"materials", {"KH", "QS"}}, {"negate", 2}});
  CHECK_THAT(error_of(R"({"action": "end-turn")"), Contains("malformed JSON event"));
}

TEST_CASE("event notation: event_line writes what parse_event_line reads back", "[judge][notation]") {
  const json events[] = {
      {{"player", "Ann"}, {"action", "summon"}, {"card", "7H"}, {"position", "attack"}},
      {{"player", "Bob"}, {"action", "end-turn"}},
      {{"player", "Ann"}, {"action", "attack"}, {"attacker", "KS"}, {"target", "Bob:QH"}},
      {{"player", "Bob"}, {"action", "activate"}, {"mechanic", "royal-fusion"}, {"materials", {"KH", "QS", "JD"}},
       {"negate", 1}, {"destroy", {"4D"}}},
      {{"player", "Cid"}, {"action", "activate"}, {"mechanic", "ace-fusion"}, {"materials", {"AS", "AH"}},
       {"revive", {{"2S", "attack"}, {"3D", "defense"}}}},
      {{"player", "Ann"}, {"action", "activate"}, {"destroy", json::array()}, {"revive", json::object()}},
      {{"player", "Ann"}, {"action", "reveal"}, {"cards", {"7H"}}, {"field", {{"Ann#1", "9D"}}}},
      {{"player", "Bob"}, {"action", "choose-targets"}, {"link", 2}, {"destroy", {"Ann#1"}}},
  };
  for (const json& e : events) {
    INFO(e.dump());
    const std::string line = event_line(e);
    INFO(line);
    CHECK(parse(line, "") == e);
    CHECK(line.rfind(e.at("player").get<std::string>() + " " + e.at("action").get<std::string>(), 0) == 0);
  }
}

TEST_CASE("event notation: lines written back as they were typed", "[judge][notation]") {
  for (const std::string line : {"Ann summon card=7H position=attack", "Bob end-turn",
                                 "Bob activate destroy=[4D] materials=[KH,QS,JD] mechanic=royal-fusion negate=1",
                                 "Ann activate revive={AS:attack,KD:defense}", "Cid attack attacker=Cid#1 target=Ann:9S"}) {
    INFO(line);
    CHECK(event_line(parse(line)) == line);
  }
  // Player first, then the action, whatever the event's order.
  CHECK(event_line(json{{"target", "QH"}, {"action", "attack"}, {"player", "Ann"}, {"attacker", "KS"}}) ==
        "Ann attack attacker=KS target=QH");
  // Without a player: the action first (the reader supplies the player to act).
  CHECK(event_line(json{{"action", "end-turn"}}) == "end-turn");
  CHECK(parse(event_line(json{{"action", "end-turn"}}), "Bob") == json{{"player", "Bob"}, {"action", "end-turn"}});
}

TEST_CASE("event notation: lines that cannot be read are refused with a message", "[judge][notation]") {
  CHECK_THAT(error_of("Ann attack attacker=JH target=[9D"), Contains("unbalanced brackets"));
  CHECK_THAT(error_of("Ann attack attacker=JH target=9D]"), Contains("unbalanced brackets"));
  CHECK_THAT(error_of("Ann activate revive={AS:attack"), Contains("unbalanced brackets"));
  CHECK_THAT(error_of("Ann summon card"), Contains("\"card\" is not key=value"));
  CHECK_THAT(error_of("Ann summon =7H"), Contains("\"=7H\" is not key=value"));
  CHECK_THAT(error_of("Ann activate revive={AS}"), Contains("not key:value"));
  CHECK_THAT(error_of("Ann"), Contains("no action after the player's name"));
  CHECK_THAT(error_of(""), Contains("no event"));
  CHECK_THAT(error_of("   "), Contains("no event"));
  // Each of these is an std::invalid_argument, nothing else.
  CHECK_THROWS_AS(parse("Ann summon card"), std::invalid_argument);
  CHECK_THROWS_AS(parse("Ann attack target=[9D"), std::invalid_argument);
}
