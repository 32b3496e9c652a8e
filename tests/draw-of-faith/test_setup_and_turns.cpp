// Setup and the turn: Game Setup, Turn Structure, the Draw, Main and End Phases
// (rulespec/draw-of-faith/game.cpp, turn.cpp, and the phase checks of rules.cpp), under
// default rulings.
#include <catch2/catch.hpp>

#include <algorithm>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_setup_and_turns {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;
using test::consulted;
using test::hand;

namespace {

using Events = std::vector<nlohmann::json>;

// No player holds five cards of one suit, before or after the draws below.
const nlohmann::json kHands = {{"Ann", {"KS", "4S", "6H", "8D", "10C"}}, {"Bob", {"QH", "5S", "7H", "9D", "JC"}}};

Replay play(const Events& events) { return test::replay_json(test::dof_transcript({"Ann", "Bob"}, kHands, events)); }

std::vector<std::string> players_named(int n) {
  static const char* names[] = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kit"};
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(names[i]);
  return out;
}

}  // namespace

// ---- Game Setup ----

TEST_CASE("Game Setup: Starting Conditions: the deal gives each player five cards, and play starts at the first "
          "player's Draw Phase",
          "[dof][setup.starting][turn.draw]") {
  nlohmann::json tr = test::dof_transcript({"Ann", "Bob"}, kHands, Events{});
  tr["setup"]["first"] = "Bob";
  Replay r = test::replay_json(tr);
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.deck == 52 - 2 * 5);
  CHECK(t.active == 1);
  CHECK(t.turn == 1);
  CHECK(t.phase == dof::Phase::draw);
  CHECK(hand(t, 0) == std::vector<std::string>{"KS", "4S", "6H", "8D", "10C"});
  CHECK(hand(t, 1) == std::vector<std::string>{"QH", "5S", "7H", "9D", "JC"});
  CHECK(t.players[0].points == 0);
  CHECK(t.players[1].points == 0);
  CHECK_FALSE(t.over());
}

TEST_CASE("Game Setup: Starting Conditions: a starting hand that is not five cards is refused", "[dof][setup.starting]") {
  Replay r = test::replay_json(test::dof_transcript(
      {"Ann", "Bob"}, {{"Ann", {"KS", "4S", "6H", "8D"}}, {"Bob", {"QH", "5S", "7H", "9D", "JC"}}}, Events{}));
  INFO(test::describe(r));
  REQUIRE(r.violation);
  CHECK(r.violation->at == Violation::At::setup);
  CHECK(r.violation->event == 0);
  CHECK_THAT(r.violation->reason, Catch::Contains("Ann starts with 4 cards, not 5"));
  CHECK(test::violation_citation(r) == "Game Setup: Starting Conditions");
}

TEST_CASE("Overview: Draw of Faith is played by 2 to 10 players sharing one deck (dof.setup.deck)", "[dof][overview]") {
  auto unknown_hands = [](int n) {
    nlohmann::json hands = nlohmann::json::object();
    for (const auto& name : players_named(n)) hands[name] = {"?", "?", "?", "?", "?"};
    return hands;
  };
  auto transcript = [&](int n) {
    return test::dof_transcript(players_named(n), unknown_hands(n), Events{});
  };
  SECTION("one player is too few") {
    Replay r = test::replay_json(transcript(1));
    REQUIRE(r.violation);
    CHECK(r.violation->at == Violation::At::setup);
    CHECK_THAT(r.violation->reason, Catch::Contains("played by 2 to 10 players, not 1"));
    CHECK(test::violation_citation(r) == "Overview");
    CHECK(consulted(r, "dof.setup.deck"));
  }
  SECTION("eleven players are too many") {
    Replay r = test::replay_json(transcript(11));
    REQUIRE(r.violation);
    CHECK_THAT(r.violation->reason, Catch::Contains("played by 2 to 10 players, not 11"));
    CHECK(test::violation_citation(r) == "Overview");
    CHECK(consulted(r, "dof.setup.deck"));
  }
  SECTION("ten players are dealt 50 cards and leave 2 in the deck") {
    Replay r = test::replay_json(transcript(10));
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(test::dof_table(r).deck == 2);
    CHECK(test::dof_table(r).phase == dof::Phase::draw);
  }
}

// ---- Draw Phase ----

TEST_CASE("Turn Structure: 1. Draw Phase: the first player draws on turn 1 too (dof.turn.first-turn)", "[dof][turn.draw]") {
  Replay r = play({ev("Ann", "draw", {{"card", "2C"}})});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(hand(t, 0) == std::vector<std::string>{"KS", "4S", "6H", "8D", "10C", "2C"});
  CHECK(t.deck == 41);
  CHECK(t.phase == dof::Phase::main);
}

TEST_CASE("Turn Structure: 1. Draw Phase: only the player whose turn it is draws", "[dof][turn.draw]") {
  Replay r = play({ev("Bob", "draw", {{"card", "2C"}})});
  REQUIRE_VIOLATION(r, 1, "it is Ann's turn", "Turn Structure: 1. Draw Phase");
}

TEST_CASE("Quick Reference: Turn Order: the turn starts with the Draw Phase", "[dof][quick.turn-order]") {
  SECTION("the turn player must draw before anything else") {
    Replay r = play({ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}})});
    REQUIRE_VIOLATION(r, 1, "the turn starts with the Draw Phase: draw a card first", "Quick Reference: Turn Order");
  }
  SECTION("another player cannot act in the turn player's Draw Phase") {
    Replay r = play({ev("Bob", "end-turn")});
    REQUIRE_VIOLATION(r, 1, "it is Ann's turn", "Turn Structure");
  }
}

TEST_CASE("Turn Structure: 1. Draw Phase: one card is drawn a turn", "[dof][turn.draw]") {
  Replay r = play({ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "draw", {{"card", "3C"}})});
  REQUIRE_VIOLATION(r, 2, "the Draw Phase is over: one card is drawn a turn", "Turn Structure: 1. Draw Phase");
  CHECK(test::dof_table(r).deck == 41);
}

TEST_CASE("Game Setup: Equipment: a card already in play cannot be drawn from the deck", "[dof][setup.equipment]") {
  Replay r = play({ev("Ann", "draw", {{"card", "QH"}})});
  REQUIRE_VIOLATION(r, 1, "QH cannot come from the deck: it is already in Bob's hand", "Game Setup: Equipment");
}

// ---- Main Phase and Battle Phase transitions ----

TEST_CASE("Quick Reference: Turn Order: end-main moves from the Main Phase to the Battle Phase", "[dof][quick.turn-order]") {
  SECTION("the Battle Phase follows") {
    Replay r = play({ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "end-main")});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(test::dof_table(r).phase == dof::Phase::battle);
  }
  SECTION("the Main Phase ends once") {
    Replay r = play({ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "end-main"), ev("Ann", "end-main")});
    REQUIRE_VIOLATION(r, 3, "the Main Phase is not under way", "Quick Reference: Turn Order");
  }
  SECTION("only the turn player ends the Main Phase") {
    Replay r = play({ev("Ann", "draw", {{"card", "2C"}}), ev("Bob", "end-main")});
    REQUIRE_VIOLATION(r, 2, "it is Ann's turn", "Quick Reference: Turn Order");
  }
}

// ---- End Phase ----

TEST_CASE("Turn Structure: 4. End Phase: the turn ends and the next player's turn starts with their Draw Phase",
          "[dof][turn.end]") {
  SECTION("from the Main Phase") {
    Replay r = play({ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "end-turn")});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(t.active == 1);
    CHECK(t.turn == 2);
    CHECK(t.phase == dof::Phase::draw);
    CHECK(t.players[0].turns_taken == 1);
    CHECK(t.players[1].turns_taken == 0);
  }
  SECTION("from the Battle Phase, and around the table back to the first player") {
    Replay r = play({ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "end-main"), ev("Ann", "end-turn"),
                     ev("Bob", "draw", {{"card", "2D"}}), ev("Bob", "end-turn")});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(t.active == 0);
    CHECK(t.turn == 3);
    CHECK(t.phase == dof::Phase::draw);
    CHECK(t.players[0].turns_taken == 1);
    CHECK(t.players[1].turns_taken == 1);
    CHECK(t.deck == 40);
  }
}

TEST_CASE("Turn Structure: 4. End Phase: only the turn player ends the turn", "[dof][turn.end]") {
  Replay r = play({ev("Ann", "draw", {{"card", "2C"}}), ev("Bob", "end-turn")});
  REQUIRE_VIOLATION(r, 2, "it is Ann's turn", "Turn Structure: 4. End Phase");
}

TEST_CASE("Turn Structure: the placement limit starts afresh each turn", "[dof][turn][quick.card-limit]") {
  Replay r = play({ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}}),
                   ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "2D"}}), ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "3C"}}), ev("Ann", "summon", {{"card", "4S"}, {"position", "defense"}})});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  REQUIRE(t.players[0].field.size() == 2);
  CHECK(t.players[0].field[1].held.card == *dof::parse_card("4S"));
  CHECK(t.players[0].placement_used);
}

// ---- Events that belong to other phases ----

TEST_CASE("Special Mechanics 7: Chain Link: pass and choose-targets need a chain", "[dof][special.chain-link]") {
  SECTION("pass with no chain waiting") {
    Replay r = play({ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "pass")});
    REQUIRE_VIOLATION(r, 2, "there is no chain waiting for responses", "Special Mechanics 7: Chain Link");
  }
  SECTION("choose-targets with no link resolving") {
    Replay r = play({ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "choose-targets", {{"destroy", {"QH"}}})});
    REQUIRE_VIOLATION(r, 2, "no link is waiting for its targets", "Special Mechanics 7: Chain Link");
  }
}

TEST_CASE("Victory Conditions: Tiebreaker: there is no tiebreak draw while the game goes on", "[dof][victory.tiebreaker]") {
  Replay r = play({ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "tiebreak-draw", {{"card", "AS"}})});
  REQUIRE_VIOLATION(r, 2, "there is no tiebreaker under way", "Victory Conditions: Tiebreaker");
}

}  // namespace test_setup_and_turns
