// The end of the game: Victory Conditions: Standard Victory (the deck used up after equal
// turns, most points) and Tiebreaker (rulespec/draw-of-faith/turn.cpp, tiebreak.cpp), under
// default rulings (dof.end.depletion = end-of-round, dof.draw.empty-deck = skip,
// dof.tiebreak.equal-rank = redraw).
//
// Ten players are dealt 50 cards, so the deck holds 2: Ann draws on turn 1, Bob draws the last
// card on turn 2, and the other eight play their turns without drawing. Hands are dealt in
// card order (2S 2H 2D 2C 3S to Ann, and so on), so nobody holds five of a suit.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_end_and_tiebreak {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;
using test::attack;
using test::summon;

namespace {

using Events = std::vector<nlohmann::json>;

const std::vector<std::string> kPlayers = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"};

nlohmann::json hands() {
  nlohmann::json out = nlohmann::json::object();
  for (int p = 0; p < 10; ++p) {
    std::vector<std::string> hand;
    for (int i = 0; i < 5; ++i) hand.push_back(dof::card_name(static_cast<dof::Card>(p * 5 + i)));
    out[kPlayers[static_cast<std::size_t>(p)]] = hand;
  }
  return out;  // AD and AC stay in the deck
}

// Turns 1-10, one for each player: Ann and Bob draw AD and AC; `actions[t]` happen in turn t
// (from 1). With `end_last` false, turn 10 is left open after its actions.
Events round(const std::map<int, Events>& actions, bool end_last = true) {
  Events out;
  for (int turn = 1; turn <= 10; ++turn) {
    const std::string& p = kPlayers[static_cast<std::size_t>(turn - 1)];
    if (turn == 1) out.push_back(ev(p, "draw", {{"card", "AD"}}));
    if (turn == 2) out.push_back(ev(p, "draw", {{"card", "AC"}}));
    if (auto it = actions.find(turn); it != actions.end()) out.insert(out.end(), it->second.begin(), it->second.end());
    if (turn < 10 || end_last) out.push_back(ev(p, "end-turn"));
  }
  return out;
}

Replay play(const Events& events, int upto = -1) {
  return test::replay_json(test::dof_transcript(kPlayers, hands(), events), upto);
}

// Bob's 4S destroys Ann's 3S: Bob 1 point.
const std::map<int, Events> kBobScores = {{1, {summon("Ann", "3S")}}, {2, {summon("Bob", "4S"), attack("Bob", "4S", "3S")}}};
// And then Cid's 5S destroys Bob's 4S: Bob 1, Cid 1.
const std::map<int, Events> kBobAndCidTie = {{1, {summon("Ann", "3S")}},
                                             {2, {summon("Bob", "4S"), attack("Bob", "4S", "3S")}},
                                             {3, {summon("Cid", "5S"), attack("Cid", "5S", "4S")}}};

Events with(Events events, const Events& more) {
  events.insert(events.end(), more.begin(), more.end());
  return events;
}

}  // namespace

// ---- Standard Victory ----

TEST_CASE("Victory Conditions: Standard Victory: the last card drawn does not end the game while turns are unequal "
          "(dof.end.depletion)",
          "[dof][victory.standard]") {
  Events events = round(kBobScores);
  // Events: 1 Ann draw, 2 summon, 3 end; 4 Bob draw (the last card), 5 summon, 6 attack, 7 end.
  Replay r = play(events, 4);
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.deck == 0);
  CHECK(t.depleted);
  CHECK_FALSE(t.over());
  CHECK(t.phase == dof::Phase::main);
}

TEST_CASE("Turn Structure: 1. Draw Phase: with the deck empty, the Draw Phase is skipped and the turn goes on "
          "(dof.draw.empty-deck)",
          "[dof][turn.draw]") {
  Replay r = play(round(kBobScores), 7);  // Bob's end-turn: Cid's turn 3 begins
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.active == 2);
  CHECK(t.turn == 3);
  CHECK(t.phase == dof::Phase::main);
  CHECK(t.players[2].hand.size() == 5);
}

TEST_CASE("Turn Structure: 1. Draw Phase: there is nothing to draw from an empty deck", "[dof][turn.draw]") {
  Events whole = round(kBobScores);
  Events events(whole.begin(), whole.begin() + 7);  // up to Bob's end-turn
  events.push_back(ev("Cid", "draw", {{"card", "KH"}}));
  Replay r = play(events);
  REQUIRE_VIOLATION(r, 8, "the deck is empty: there is nothing to draw", "Turn Structure: 1. Draw Phase");
  CHECK(test::dof_table(r).players[2].hand.size() == 5);
}

TEST_CASE("Victory Conditions: Standard Victory: the game ends once every player has had as many turns, and the most "
          "points win (dof.end.depletion)",
          "[dof][victory.standard]") {
  Events events = round(kBobScores);
  SECTION("not before the last player's End Phase") {
    Replay r = play(events, static_cast<int>(events.size()) - 1);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK_FALSE(t.over());
    CHECK(t.active == 9);
    CHECK(t.players[8].turns_taken == 1);
    CHECK(t.players[9].turns_taken == 0);
  }
  SECTION("at it") {
    Replay r = play(events);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(t.over());
    CHECK(t.outcome.status == GameStatus::won);
    CHECK(t.outcome.winners == std::vector<int>{1});
    CHECK(t.outcome.ended_by == "deck-depleted");
    REQUIRE(t.outcome.citation);
    CHECK(std::string(t.outcome.citation->title) == "Victory Conditions: Standard Victory");
    CHECK(t.players[1].points == 1);
    for (const auto& p : t.players) CHECK(p.turns_taken == 1);
  }
}

TEST_CASE("Victory Conditions: Standard Victory: nothing more happens once the game is over", "[dof][victory.standard]") {
  Events events = with(round(kBobScores), {ev("Ann", "end-turn")});
  Replay r = play(events);
  REQUIRE_VIOLATION(r, static_cast<int>(events.size()), "the game is over: the deck is used up; most points: Ann 0, Bob 1",
                    "Victory Conditions: Standard Victory");
}

// ---- Tiebreaker ----

TEST_CASE("Victory Conditions: Tiebreaker: only the players tied for the most points take part", "[dof][victory.tiebreaker]") {
  Events events = round(kBobAndCidTie);
  SECTION("the tiebreaker starts with Bob and Cid") {
    Replay r = play(events);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK_FALSE(t.over());
    CHECK(t.phase == dof::Phase::tiebreak);
    CHECK(t.tiebreak.contenders == std::vector<int>{1, 2});
    CHECK(t.tiebreak.cause == "points");
  }
  SECTION("a player not tied does not draw") {
    Events e = with(events, {ev("Ann", "tiebreak-draw", {{"card", "AS"}})});
    Replay r = play(e);
    REQUIRE_VIOLATION(r, static_cast<int>(e.size()), "Ann is not tied for the win and takes no part in the tiebreaker",
                      "Victory Conditions: Tiebreaker");
  }
  SECTION("the tied players draw in seat order") {
    Events e = with(events, {ev("Cid", "tiebreak-draw", {{"card", "AS"}})});
    Replay r = play(e);
    REQUIRE_VIOLATION(r, static_cast<int>(e.size()), "Bob draws next in the tiebreaker", "Victory Conditions: Tiebreaker");
  }
  SECTION("only tiebreak draws happen in the tiebreaker") {
    Events e = with(events, {ev("Bob", "draw", {{"card", "AS"}})});
    Replay r = play(e);
    REQUIRE_VIOLATION(r, static_cast<int>(e.size()), "the game is in the tiebreaker", "Victory Conditions: Tiebreaker");
  }
}

TEST_CASE("Victory Conditions: Tiebreaker: the highest card wins, Ace high", "[dof][victory.tiebreaker][values.hierarchy]") {
  Events e = with(round(kBobAndCidTie),
                  {ev("Bob", "tiebreak-draw", {{"card", "AS"}}), ev("Cid", "tiebreak-draw", {{"card", "KH"}})});
  Replay r = play(e);
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.over());
  CHECK(t.outcome.status == GameStatus::won);
  CHECK(t.outcome.winners == std::vector<int>{1});
  CHECK(t.outcome.ended_by == "tiebreak");
  REQUIRE(t.outcome.citation);
  CHECK(std::string(t.outcome.citation->title) == "Victory Conditions: Tiebreaker");
}

TEST_CASE("Victory Conditions: Tiebreaker: equal ranks draw again, suits do not count (dof.tiebreak.equal-rank)",
          "[dof][victory.tiebreaker][notes.suits]") {
  Events e = with(round(kBobAndCidTie),
                  {ev("Bob", "tiebreak-draw", {{"card", "QS"}}), ev("Cid", "tiebreak-draw", {{"card", "QH"}})});
  SECTION("after equal queens, both draw again") {
    Replay r = play(e);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK_FALSE(t.over());
    CHECK(t.phase == dof::Phase::tiebreak);
    CHECK(t.tiebreak.contenders == std::vector<int>{1, 2});
    CHECK(t.tiebreak.drawn == std::vector<dof::Card>{-1, -1});
  }
  SECTION("the second draw decides") {
    Events more = with(e, {ev("Bob", "tiebreak-draw", {{"card", "2C"}}), ev("Cid", "tiebreak-draw", {{"card", "3D"}})});
    Replay r = play(more);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(t.over());
    CHECK(t.outcome.winners == std::vector<int>{2});
    CHECK(t.outcome.ended_by == "tiebreak");
  }
  SECTION("a card of the tiebreak pile is drawn once") {
    Events more = with(e, {ev("Bob", "tiebreak-draw", {{"card", "QS"}})});
    Replay r = play(more);
    REQUIRE_VIOLATION(r, static_cast<int>(more.size()), "QS was already drawn from the tiebreak pile",
                      "Victory Conditions: Tiebreaker");
  }
}

TEST_CASE("Victory Conditions: Tiebreaker: the separate pile holds every card, those in play included",
          "[dof][victory.tiebreaker]") {
  // 2S is in Ann's hand in the game; the tiebreak pile is another deck.
  Events e = with(round(kBobAndCidTie),
                  {ev("Bob", "tiebreak-draw", {{"card", "2S"}}), ev("Cid", "tiebreak-draw", {{"card", "5S"}})});
  Replay r = play(e);
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  CHECK(test::dof_table(r).outcome.winners == std::vector<int>{2});
}

}  // namespace test_end_and_tiebreak
