// Every option of the Five of a Kind rulings, pinned: dof.five-of-a-kind.* (rulings.cpp is the
// authority for what each option means).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "referee/core/json_source.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/transcript.hpp"
#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_ruling_options_five {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using nlohmann::json;
using test::ev;
using namespace referee::test;

namespace {

bool won_by_five(const Replay& r, int player) {
  const auto& t = test::dof_table(r);
  return t.phase == dof::Phase::over && t.outcome.winners == std::vector<int>{player} &&
         t.outcome.ended_by == "five-of-a-kind";
}
bool playing(const Replay& r) { return test::dof_table(r).phase != dof::Phase::over; }

}  // namespace

// ---------------------------------------------------------------------------------------------
// dof.five-of-a-kind.zone: hand-and-field (default) | hand-only | field-only | hand-or-field

namespace {

const json kFiveInHand = hands2({"2S", "3S", "4S", "5S", "6S"}, {"2H", "3H", "4D", "5C", "7C"});
const json kFourInHand = hands2({"2S", "3S", "4S", "6S", "10D"}, {"2H", "3H", "4D", "5C", "7C"});
// Ann summons 2S (turn 1) and draws 5S on turn 3: four spades in hand, one on the field.
const Events kAcross = turns(kAB, {"8C", "9H", "5S"}, {{summon("Ann", "2S")}, {}});
// Ann, five spades in hand, summons one a turn: the fifth reaches the field on turn 9.
const Events kOneByOne = turns(kAB, {"8D", "9H", "9C", "8C", "10H", "10C", "JD", "JH", "QC"},
                               {{summon("Ann", "2S")}, {}, {summon("Ann", "3S")}, {}, {summon("Ann", "4S")}, {},
                                {summon("Ann", "5S")}, {}},
                               {summon("Ann", "6S")});
// Five of a Kind activated (dof.five-of-a-kind.timing = activated) with 2S from the field.
const Events kActivatedAcross = turns(kAB, {"8C", "9H", "5S"}, {{summon("Ann", "2S")}, {}},
                                      {activate("Ann", "five-of-a-kind", {"2S", "3S", "4S", "5S", "6S"}), pass("Bob"),
                                       pass("Ann")});

json zone(const std::string& option) { return rule("dof.five-of-a-kind.zone", option); }
json activated_zone(const std::string& option) {
  return {{"dof.five-of-a-kind.zone", option}, {"dof.five-of-a-kind.timing", "activated"}};
}

}  // namespace

TEST_CASE("dof.five-of-a-kind.zone: hand-and-field counts hand and field together, hand-only the hand, field-only the "
          "field, hand-or-field either one alone",
          "[dof][rulings][dof.five-of-a-kind.zone]") {
  const std::string id = "dof.five-of-a-kind.zone";
  const std::string cite = "Special Mechanics 6: Five of a Kind";
  const int activation = last_of(kActivatedAcross, "activate");

  SECTION("hand-and-field (default)") {
    Replay deal = play(kAB, kFiveInHand, {});
    REQUIRE_VALID(deal);
    CHECK(won_by_five(deal, 0));
    Replay across = play(kAB, kFourInHand, kAcross);
    REQUIRE_VALID(across);
    CHECK(won_by_five(across, 0));
    Replay act = play(kAB, kFourInHand, kActivatedAcross, activated_zone("hand-and-field"));
    REQUIRE_VALID(act);
    CHECK(won_by_five(act, 0));
  }
  SECTION("hand-only") {
    Replay deal = play(kAB, kFiveInHand, {}, zone("hand-only"));
    REQUIRE_VALID(deal);
    CHECK(won_by_five(deal, 0));
    Replay across = play(kAB, kFourInHand, kAcross, zone("hand-only"));
    REQUIRE_VALID(across);
    CHECK(playing(across));
    Replay act = play(kAB, kFourInHand, kActivatedAcross, activated_zone("hand-only"));
    REQUIRE_REFUSED(act, activation, "these five cards are not all where Five of a Kind counts them", cite, id);
  }
  SECTION("field-only") {
    Replay deal = play(kAB, kFiveInHand, {}, zone("field-only"));
    REQUIRE_VALID(deal);
    CHECK(playing(deal));
    Replay across = play(kAB, kFourInHand, kAcross, zone("field-only"));
    REQUIRE_VALID(across);
    CHECK(playing(across));
    Replay before_fifth = play(kAB, kFiveInHand, Events(kOneByOne.begin(), kOneByOne.end() - 1), zone("field-only"));
    REQUIRE_VALID(before_fifth);
    CHECK(playing(before_fifth));
    Replay fifth = play(kAB, kFiveInHand, kOneByOne, zone("field-only"));
    REQUIRE_VALID(fifth);
    CHECK(won_by_five(fifth, 0));
    Replay act = play(kAB, kFourInHand, kActivatedAcross, activated_zone("field-only"));
    REQUIRE_REFUSED(act, activation, "these five cards are not all where Five of a Kind counts them", cite, id);
  }
  SECTION("hand-or-field") {
    Replay deal = play(kAB, kFiveInHand, {}, zone("hand-or-field"));
    REQUIRE_VALID(deal);
    CHECK(won_by_five(deal, 0));
    Replay across = play(kAB, kFourInHand, kAcross, zone("hand-or-field"));
    REQUIRE_VALID(across);
    CHECK(playing(across));
    Replay act = play(kAB, kFourInHand, kActivatedAcross, activated_zone("hand-or-field"));
    REQUIRE_REFUSED(act, activation, "these five cards are not all where Five of a Kind counts them", cite, id);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.five-of-a-kind.timing: state-based (default) | own-turn-state | after-draw | activated

namespace {

// Bob is dealt five hearts; Ann plays first.
const json kBobFive = hands2({"2S", "3S", "4D", "5C", "7C"}, {"2H", "3H", "4H", "5H", "6H"});
const Events kAnnTurn = {ev("Ann", "draw", {{"card", "8S"}}), ev("Ann", "end-turn")};
const Events kBobDraws = {ev("Ann", "draw", {{"card", "8S"}}), ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "9D"}})};
const Events kBobActivates = {ev("Ann", "draw", {{"card", "8S"}}), ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "9D"}}),
                              activate("Bob", "five-of-a-kind", {"2H", "3H", "4H", "5H", "6H"}), pass("Ann"), pass("Bob")};

json timing(const std::string& option) { return rule("dof.five-of-a-kind.timing", option); }

}  // namespace

TEST_CASE("dof.five-of-a-kind.timing: state-based ends the game at the deal, own-turn-state at the holder's turn, "
          "after-draw after the holder's draw, activated when the holder activates it",
          "[dof][rulings][dof.five-of-a-kind.timing]") {
  const std::string id = "dof.five-of-a-kind.timing";
  const std::string cite = "Special Mechanics 6: Five of a Kind";

  SECTION("state-based (default)") {
    Replay deal = play(kAB, kBobFive, {});
    REQUIRE_VALID(deal);
    CHECK(won_by_five(deal, 1));
    Replay turn = play(kAB, kBobFive, kAnnTurn);
    REQUIRE_REFUSED(turn, 1, "the game is over", "Victory Conditions: Instant Victory", "");
    // Five of a Kind is never activated.
    const json hands = hands2({"2S", "3S", "4D", "5C", "7C"}, {"2H", "3H", "4H", "5D", "6C"});
    const Events try_it = {ev("Ann", "draw", {{"card", "8S"}}), activate("Ann", "five-of-a-kind", {"2S", "3S", "4D", "5C", "7C"})};
    Replay a = play(kAB, hands, try_it);
    REQUIRE_REFUSED(a, 2, "Five of a Kind is not activated: holding it wins at once", cite, id);
  }
  SECTION("own-turn-state") {
    const json r = timing("own-turn-state");
    Replay turn = play(kAB, kBobFive, kAnnTurn, r);
    REQUIRE_VALID(turn);
    CHECK(won_by_five(turn, 1));  // at the start of Bob's turn, before his draw
    Replay draws = play(kAB, kBobFive, kBobDraws, r);
    REQUIRE_REFUSED(draws, 3, "the game is over", "Victory Conditions: Instant Victory", "");
  }
  SECTION("after-draw") {
    const json r = timing("after-draw");
    Replay turn = play(kAB, kBobFive, kAnnTurn, r);
    REQUIRE_LEGAL(turn);
    Replay draws = play(kAB, kBobFive, kBobDraws, r);
    REQUIRE_VALID(draws);
    CHECK(won_by_five(draws, 1));
  }
  SECTION("activated") {
    const json r = timing("activated");
    Replay draws = play(kAB, kBobFive, kBobDraws, r);
    REQUIRE_LEGAL(draws);
    Replay waiting = play(kAB, kBobFive, Events(kBobActivates.begin(), kBobActivates.end() - 2), r);
    REQUIRE_LEGAL(waiting);  // the activation is a link: it can still be answered
    Replay act = play(kAB, kBobFive, kBobActivates, r);
    REQUIRE_VALID(act);
    CHECK(won_by_five(act, 1));
    // ... and negated: Ann's Ace + Face Cards answers it, and the game goes on.
    const json hands = hands2({"AS", "KD", "4C", "5C", "7D"}, {"2H", "3H", "4H", "5H", "6H"});
    Events negated(kBobActivates.begin(), kBobActivates.end() - 2);
    negated.push_back(activate("Ann", "ace-face", {"AS", "KD"}));
    negated.push_back(pass("Bob"));
    negated.push_back(pass("Ann"));
    Replay n = play(kAB, hands, negated, r);
    REQUIRE_LEGAL(n);
    CHECK(test::dof_table(n).phase == dof::Phase::main);
    CHECK(in_hand(test::dof_table(n), 1, "2H"));  // shown, not spent
  }
}

// ---------------------------------------------------------------------------------------------
// dof.five-of-a-kind.simultaneous: tiebreak (default) | first-in-turn-order | redeal

TEST_CASE("dof.five-of-a-kind.simultaneous: with two Five of a Kind at the deal, tiebreak starts the tiebreaker, "
          "first-in-turn-order gives the first player the win, redeal refuses the deal",
          "[dof][rulings][dof.five-of-a-kind.simultaneous]") {
  const std::string id = "dof.five-of-a-kind.simultaneous";
  const json both = hands2({"2S", "3S", "4S", "5S", "6S"}, {"2H", "3H", "4H", "5H", "6H"});

  SECTION("tiebreak (default)") {
    Replay r = play(kAB, both, {});
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.phase == dof::Phase::tiebreak);
    CHECK(t.tiebreak.contenders == std::vector<int>{0, 1});
    CHECK(t.tiebreak.cause == "five-of-a-kind");
    CHECK(t.outcome.status == GameStatus::in_progress);
  }
  SECTION("first-in-turn-order") {
    Replay r = play(kAB, both, {}, rule(id, "first-in-turn-order"));
    REQUIRE_VALID(r);
    CHECK(test::dof_table(r).outcome.winners == std::vector<int>{0});
    // Bob first: Bob wins.
    Replay b = play({"Bob", "Ann"}, both, {}, rule(id, "first-in-turn-order"));
    REQUIRE_VALID(b);
    CHECK(test::dof_table(b).outcome.winners == std::vector<int>{0});
    CHECK(test::dof_table(b).name(0) == "Bob");
  }
  SECTION("redeal") {
    Replay r = play(kAB, both, {}, rule(id, "redeal"));
    INFO(test::describe(r));
    REQUIRE(r.violation);
    CHECK(r.violation->at == Violation::At::setup);
    CHECK_THAT(r.violation->reason, Catch::Contains("both hold Five of a Kind after the deal"));
    CHECK(test::violation_citation(r) == "Victory Conditions: Instant Victory");
    CHECK(consulted(r, id));
  }
}

// Two Five of a Kind at the deal under the default 'tiebreak' go to the tiebreaker at once,
// by the state machine's own moves: no turn begins.
TEST_CASE("dof.five-of-a-kind.simultaneous: two Five of a Kind at the deal under tiebreak replay within the "
          "state machine",
          "[dof][rulings][dof.five-of-a-kind.simultaneous]") {
  const json both = hands2({"2S", "3S", "4S", "5S", "6S"}, {"2H", "3H", "4H", "5H", "6H"});
  Replay r = play(kAB, both, {});
  REQUIRE_VALID(r);
  CHECK(test::dof_table(r).phase == dof::Phase::tiebreak);
  CHECK(test::dof_table(r).turn == 0);  // no turn has begun
}

}  // namespace test_ruling_options_five
