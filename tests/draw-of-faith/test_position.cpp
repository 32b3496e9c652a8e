// Position changes: Position Rules: Position Change, Important Notes: Battle Timing
// (rulespec/draw-of-faith/summon.cpp, check_change_position), under default rulings
// (dof.position.change-limit = per-card, dof.position.change-window = main-or-battle-before-attacks).
#include <catch2/catch.hpp>

#include <algorithm>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_position {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;
using test::consulted;
using test::field;

namespace {

using Events = std::vector<nlohmann::json>;

const nlohmann::json kHands = {{"Ann", {"KS", "4S", "6H", "8D", "10C"}}, {"Bob", {"QH", "5S", "7H", "9D", "JC"}}};

// Turn 1: Ann summons `ann_summon`; turn 2: Bob summons QH in attack position; turn 3 is
// Ann's, in its Main Phase after the draw; then `more`.
Replay after_two_turns(const nlohmann::json& ann_summon, const Events& more, const std::string& ann_first_draw = "2C") {
  Events events = {ev("Ann", "draw", {{"card", ann_first_draw}}),
                   ann_summon,
                   ev("Ann", "end-turn"),
                   ev("Bob", "draw", {{"card", "2D"}}),
                   ev("Bob", "summon", {{"card", "QH"}, {"position", "attack"}}),
                   ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "3D"}})};
  events.insert(events.end(), more.begin(), more.end());
  return test::replay_json(test::dof_transcript({"Ann", "Bob"}, kHands, events));
}

nlohmann::json summon(const std::string& card, const std::string& position) {
  return ev("Ann", "summon", {{"card", card}, {"position", position}});
}

}  // namespace

TEST_CASE("Position Rules: Position Change: a card summoned on an earlier turn turns from attack to defense and back",
          "[dof][position.change]") {
  SECTION("attack to defense") {
    Replay r = after_two_turns(summon("KS", "attack"), {ev("Ann", "change-position", {{"card", "KS"}})});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(field(t, 0) == std::vector<std::string>{"KS def"});
    CHECK(t.players[0].field[0].changed_turn == 3);
  }
  SECTION("defense to attack, with the new position written") {
    Replay r = after_two_turns(summon("8D", "defense"), {ev("Ann", "change-position", {{"card", "8D"}, {"to", "attack"}})});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"8D atk"});
  }
}

TEST_CASE("Position Rules: Position Change: a change goes to the other position", "[dof][position.change]") {
  Replay r = after_two_turns(summon("KS", "attack"), {ev("Ann", "change-position", {{"card", "KS"}, {"to", "attack"}})});
  REQUIRE_VIOLATION(r, 8, "is already in attack position", "Position Rules: Position Change");
  CHECK_THAT(r.violation->reason, Catch::Contains("KS"));
  CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"KS atk"});
}

TEST_CASE("Position Rules: Position Change: no position change on the turn a card was summoned", "[dof][position.change]") {
  Replay r = test::replay_json(test::dof_transcript(
      {"Ann", "Bob"}, kHands,
      Events{ev("Ann", "draw", {{"card", "2C"}}), summon("KS", "attack"), ev("Ann", "change-position", {{"card", "KS"}})}));
  REQUIRE_VIOLATION(r, 3, "came to the field this turn", "Position Rules: Position Change");
  CHECK_THAT(r.violation->reason, Catch::Contains("KS"));
  CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"KS atk"});
}

TEST_CASE("Position Rules: Position Change: no position change on the turn a card was revived (dof.revive.destination)",
          "[dof][position.change][special.ace-fusion]") {
  Replay r = test::replay_json(test::dof_transcript(
      {"Ann", "Bob"}, {{"Ann", {"AS", "AH", "4S", "6H", "8D"}}, {"Bob", {"QH", "5S", "7H", "9D", "JC"}}},
      Events{ev("Ann", "draw", {{"card", "2C"}}),
             ev("Ann", "activate", {{"mechanic", "ace-fusion"}, {"materials", {"AS", "AH"}}, {"revive", {{"AS", "attack"}}}}),
             ev("Bob", "pass"), ev("Ann", "pass"), ev("Ann", "change-position", {{"card", "AS"}})}));
  REQUIRE_VIOLATION(r, 5, "came to the field this turn", "Position Rules: Position Change");
  CHECK_THAT(r.violation->reason, Catch::Contains("AS"));
  CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"AS atk"});
}

TEST_CASE("Position Rules: Position Change: once per turn for each card (dof.position.change-limit)",
          "[dof][position.change]") {
  Replay r = after_two_turns(summon("KS", "attack"), {ev("Ann", "change-position", {{"card", "KS"}}),
                                                      ev("Ann", "change-position", {{"card", "KS"}})});
  REQUIRE_VIOLATION(r, 9, "already changed position this turn", "Position Rules: Position Change");
  CHECK_THAT(r.violation->reason, Catch::Contains("KS"));
  CHECK(consulted(r, "dof.position.change-limit"));
  CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"KS def"});
}

TEST_CASE("Position Rules: Position Change: the limit is per card, and a card may change again on a later turn "
          "(dof.position.change-limit)",
          "[dof][position.change]") {
  // KS changes on turn 3 and again on turn 5; 4S, summoned on turn 3, changes on turn 5 too.
  Replay r = after_two_turns(summon("KS", "attack"),
                             {ev("Ann", "change-position", {{"card", "KS"}}), summon("4S", "defense"), ev("Ann", "end-turn"),
                              ev("Bob", "draw", {{"card", "3S"}}), ev("Bob", "end-turn"), ev("Ann", "draw", {{"card", "4H"}}),
                              ev("Ann", "change-position", {{"card", "KS"}}), ev("Ann", "change-position", {{"card", "4S"}})});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(field(t, 0) == std::vector<std::string>{"KS atk", "4S atk"});
  CHECK(t.players[0].field[0].changed_turn == 5);
  CHECK(t.players[0].field[1].changed_turn == 5);
}

TEST_CASE("Important Notes: Battle Timing: positions may still change in the Battle Phase before any attack",
          "[dof][notes.battle-timing][position.change]") {
  Replay r = after_two_turns(summon("8D", "defense"),
                             {ev("Ann", "end-main"), ev("Ann", "change-position", {{"card", "8D"}})});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.phase == dof::Phase::battle);
  CHECK(field(t, 0) == std::vector<std::string>{"8D atk"});
}

TEST_CASE("Important Notes: Battle Timing: no position change after an attack was declared "
          "(dof.position.change-window)",
          "[dof][notes.battle-timing]") {
  // Ann: KS (turn 1, attack) and 4S (turn 3, defense: summoned this turn, so it is changed on turn 5).
  Replay r = after_two_turns(summon("KS", "attack"),
                             {summon("4S", "defense"), ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "3S"}}),
                              ev("Bob", "summon", {{"card", "7H"}, {"position", "attack"}}), ev("Bob", "end-turn"),
                              ev("Ann", "draw", {{"card", "4H"}}), ev("Ann", "attack", {{"attacker", "KS"}, {"target", "7H"}}),
                              ev("Ann", "change-position", {{"card", "4S"}})});
  REQUIRE_VIOLATION(r, 15, "an attack was declared this turn: position changes come before attacks",
                    "Important Notes: Battle Timing");
  CHECK(consulted(r, "dof.position.change-window"));
  CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"KS atk", "4S def"});
}

TEST_CASE("Position Rules: Position Change: a player changes only their own cards", "[dof][position.change]") {
  Replay r = after_two_turns(summon("KS", "attack"), {ev("Ann", "change-position", {{"card", "QH"}})});
  REQUIRE_VIOLATION(r, 8, "a player changes only the positions of their own cards", "Position Rules: Position Change");
  CHECK(field(test::dof_table(r), 1) == std::vector<std::string>{"QH atk"});
}

TEST_CASE("Position Rules: Position Change: positions change on their player's own turn", "[dof][position.change]") {
  Replay r = after_two_turns(summon("KS", "attack"), {ev("Bob", "change-position", {{"card", "QH"}})});
  REQUIRE_VIOLATION(r, 8, "it is Ann's turn", "Position Rules: Position Change");
}

TEST_CASE("Battle Phase: Face-Down Defense: a face-down card whose position changes becomes a face-up attack card",
          "[dof][turn.battle.face-down][position.change]") {
  SECTION("a known card") {
    Replay r = after_two_turns(ev("Ann", "summon", {{"card", "8D"}, {"position", "defense"}, {"face", "down"}}),
                               {ev("Ann", "change-position", {{"card", "8D"}})});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"8D atk"});
  }
  SECTION("an unknown card is named as it turns face up") {
    Replay r = after_two_turns(ev("Ann", "summon", {{"card", "?"}, {"position", "defense"}, {"face", "down"}}),
                               {ev("Ann", "change-position", {{"card", "Ann#1"}, {"reveal", "3H"}})}, "?");
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"3H atk"});
  }
  SECTION("an unknown card that is not named cannot turn face up") {
    Replay r = after_two_turns(ev("Ann", "summon", {{"card", "?"}, {"position", "defense"}, {"face", "down"}}),
                               {ev("Ann", "change-position", {{"card", "Ann#1"}})}, "?");
    REQUIRE_VIOLATION(r, 8, "Ann#1 is face down and unknown, and changing its position turns it face up",
                      "Battle Phase: Face-Down Defense");
    CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"? def down"});
  }
}

}  // namespace test_position
