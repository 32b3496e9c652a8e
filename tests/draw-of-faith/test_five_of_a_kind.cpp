// Five of a Kind: Special Mechanics 6, Victory Conditions: Instant Victory
// (rulespec/draw-of-faith/five.cpp), under default rulings: a state-based check of hand and
// field together, for every player, after the deal and after every event.
#include <catch2/catch.hpp>

#include <algorithm>

#include "referee/core/registry.hpp"
#include "referee/core/transcript.hpp"
#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_five_of_a_kind {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;
using test::graveyard;

namespace {

using Events = std::vector<nlohmann::json>;

Replay play(const nlohmann::json& hands, const Events& events) {
  return test::replay_json(test::dof_transcript({"Ann", "Bob"}, hands, events));
}

void require_won_by_five(const Replay& r, int winner, const std::string& summary) {
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.over());
  CHECK(t.phase == dof::Phase::over);
  CHECK(t.outcome.status == GameStatus::won);
  CHECK(t.outcome.winners == std::vector<int>{winner});
  CHECK(t.outcome.ended_by == "five-of-a-kind");
  CHECK_THAT(t.outcome.summary, Catch::Contains(summary));
  REQUIRE(t.outcome.citation);
  CHECK(std::string(t.outcome.citation->title) == "Victory Conditions: Instant Victory");
}

}  // namespace

TEST_CASE("Victory Conditions: Instant Victory: five cards of one suit dealt to a player win before the first draw "
          "(dof.five-of-a-kind.timing)",
          "[dof][victory.instant][special.five-of-a-kind]") {
  Replay r = play({{"Ann", {"QH", "5S", "7H", "9D", "JC"}}, {"Bob", {"2S", "4S", "8S", "QS", "AS"}}}, Events{});
  require_won_by_five(r, 1, "Bob holds five spades");
  CHECK(test::dof_table(r).turn == 0);
}

TEST_CASE("Victory Conditions: Instant Victory: nothing more happens once the game is over", "[dof][victory.instant]") {
  Replay r = play({{"Ann", {"QH", "5S", "7H", "9D", "JC"}}, {"Bob", {"2C", "5C", "8C", "QC", "AC"}}},
                  Events{ev("Ann", "draw", {{"card", "3D"}})});
  REQUIRE_VIOLATION(r, 1, "the game is over: Bob holds five clubs", "Victory Conditions: Instant Victory");
  CHECK(test::dof_table(r).players[0].hand.size() == 5);
}

TEST_CASE("Victory Conditions: Instant Victory: players holding Five of a Kind at the same check go to the tiebreaker "
          "(dof.five-of-a-kind.simultaneous)",
          "[dof][victory.instant][victory.tiebreaker]") {
  nlohmann::json hands = {{"Ann", {"2S", "5S", "8S", "QS", "AS"}}, {"Bob", {"3H", "6H", "9H", "KH", "AH"}}};
  SECTION("only they draw") {
    Replay r = play(hands, Events{});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(t.phase == dof::Phase::tiebreak);
    CHECK(t.tiebreak.contenders == std::vector<int>{0, 1});
    CHECK(t.tiebreak.cause == "five-of-a-kind");
    CHECK_FALSE(t.over());
  }
  SECTION("the higher card wins") {
    Replay r = play(hands, Events{ev("Ann", "tiebreak-draw", {{"card", "3C"}}), ev("Bob", "tiebreak-draw", {{"card", "9D"}})});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(t.over());
    CHECK(t.outcome.winners == std::vector<int>{1});
    CHECK(t.outcome.ended_by == "tiebreak");
  }
}

// Two Five of a Kind at the deal start the tiebreaker at once: no turn begins (a move
// tiebreak -> draw would not be in the state machine, which this replay checks).
TEST_CASE("Victory Conditions: Instant Victory: simultaneous Five of a Kind at the deal goes to the tiebreaker without "
          "starting a turn, by the state machine's own moves (dof.five-of-a-kind.simultaneous)",
          "[dof][victory.instant][victory.tiebreaker]") {
  nlohmann::json hands = {{"Ann", {"2S", "5S", "8S", "QS", "AS"}}, {"Bob", {"3H", "6H", "9H", "KH", "AH"}}};
  Replay r = play(hands, Events{});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.phase == dof::Phase::tiebreak);
  CHECK(t.turn == 0);
  CHECK(t.tiebreak.contenders == std::vector<int>{0, 1});
}

TEST_CASE("Special Mechanics 6: Five of a Kind: the same suit, not the same rank", "[dof][special.five-of-a-kind]") {
  Replay r = play({{"Ann", {"7S", "7H", "7D", "7C", "2S"}}, {"Bob", {"QH", "5S", "9H", "9D", "JC"}}},
                  Events{ev("Ann", "draw", {{"card", "3D"}})});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  CHECK_FALSE(test::dof_table(r).over());
  CHECK(test::dof_table(r).phase == dof::Phase::main);
}

TEST_CASE("Victory Conditions: Instant Victory: the draw that makes five of a suit wins at once, before the Main Phase",
          "[dof][victory.instant][special.five-of-a-kind]") {
  Replay r = play({{"Ann", {"2S", "6S", "9S", "QS", "3D"}}, {"Bob", {"QH", "5H", "7H", "9D", "JC"}}},
                  Events{ev("Ann", "draw", {{"card", "KS"}})});
  require_won_by_five(r, 0, "Ann holds five spades");
}

TEST_CASE("Special Mechanics 6: Five of a Kind: hand and field count together (dof.five-of-a-kind.zone)",
          "[dof][special.five-of-a-kind]") {
  // Ann puts 2S and 6S on the field, keeps 9S and QS in hand and draws KS on turn 5.
  Events events = {ev("Ann", "draw", {{"card", "4D"}}), ev("Ann", "summon", {{"card", "2S"}, {"position", "attack"}}),
                   ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "2C"}}), ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "5D"}}), ev("Ann", "summon", {{"card", "6S"}, {"position", "defense"}}),
                   ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "3C"}}), ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "KS"}})};
  Replay r = play({{"Ann", {"2S", "6S", "9S", "QS", "3D"}}, {"Bob", {"QH", "5H", "7H", "9D", "JC"}}}, events);
  require_won_by_five(r, 0, "Ann holds five spades");
  CHECK(test::dof_table(r).players[0].field.size() == 2);
}

TEST_CASE("Special Mechanics 6: Five of a Kind: the graveyard does not count (dof.five-of-a-kind.zone)",
          "[dof][special.five-of-a-kind]") {
  // Ann spends 2S in a Numbers Combo (2S + 3D), then draws KS: four spades in hand and field.
  Events events = {ev("Ann", "draw", {{"card", "4D"}}),
                   ev("Ann", "activate", {{"mechanic", "numbers-combo"}, {"materials", {"2S", "3D"}}}),
                   ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "2C"}}), ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "KS"}})};
  Replay r = play({{"Ann", {"2S", "6S", "9S", "QS", "3D"}}, {"Bob", {"QH", "5H", "7H", "9D", "JC"}}}, events);
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK_FALSE(t.over());
  CHECK(graveyard(t, 0) == std::vector<std::string>{"2S", "3D"});
  CHECK(t.phase == dof::Phase::main);
}

TEST_CASE("Victory Conditions: Instant Victory: checked for every player after every event, on any turn: a revive "
          "in response on the opponent's turn completes five, and the rest of the chain never resolves "
          "(dof.five-of-a-kind.timing)",
          "[dof][victory.instant][special.five-of-a-kind][special.chain-link]") {
  // Turn 2: Bob's 9H attacks Ann's KS and is destroyed. Turn 4: Bob draws 5H: four hearts
  // (2H 4H 7H 5H). Turn 5: Ann's Numbers Combo is answered by Bob's Ace + Face Cards, which
  // revives 9H: the fifth heart.
  Events events = {ev("Ann", "draw", {{"card", "8C"}}), ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}}),
                   ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "9H"}}),
                   ev("Bob", "summon", {{"card", "9H"}, {"position", "attack"}}),
                   ev("Bob", "attack", {{"attacker", "9H"}, {"target", "KS"}}), ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "3C"}}), ev("Ann", "end-turn"),
                   ev("Bob", "draw", {{"card", "5H"}}), ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "4D"}}),
                   ev("Ann", "activate", {{"mechanic", "numbers-combo"}, {"materials", {"6C", "6D"}}, {"destroy", nlohmann::json::array()}}),
                   ev("Bob", "activate", {{"mechanic", "ace-face"}, {"materials", {"AD", "QC"}}, {"negate", 1},
                                          {"revive", {{"9H", "defense"}}}}),
                   ev("Ann", "pass"), ev("Bob", "pass")};
  nlohmann::json hands = {{"Ann", {"6C", "6D", "10S", "KS", "2S"}}, {"Bob", {"2H", "4H", "7H", "AD", "QC"}}};
  SECTION("four hearts before the revive") {
    Replay r = play(hands, Events(events.begin(), events.begin() + 13));
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK_FALSE(test::dof_table(r).over());
    CHECK(graveyard(test::dof_table(r), 1) == std::vector<std::string>{"9H"});
  }
  SECTION("the revive wins") {
    Replay r = play(hands, events);
    require_won_by_five(r, 1, "Bob holds five hearts");
    const auto& t = test::dof_table(r);
    CHECK(t.chain.empty());
    CHECK(t.active == 0);  // on Ann's turn
    CHECK(graveyard(t, 0) == std::vector<std::string>{"6C", "6D"});
    CHECK(graveyard(t, 1) == std::vector<std::string>{"AD", "QC"});
    CHECK(t.players[0].points == 1);
  }
}

}  // namespace test_five_of_a_kind
