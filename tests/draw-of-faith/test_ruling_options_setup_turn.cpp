// Every option of the setup, turn, draw, end and tiebreak rulings, pinned: dof.setup.*,
// dof.turn.*, dof.draw.*, dof.end.*, dof.tiebreak.* (rulings.cpp is the authority for what each
// option means).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_ruling_options_setup_turn {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using nlohmann::json;
using test::ev;
using namespace referee::test;

namespace {

// Players P0..P(n-1); player i is dealt cards 5i..5i+4 in deck order (2S 2H 2D 2C 3S, 3H ...),
// so no hand holds more than two of a suit. With ten players the deck keeps AD and AC.
std::vector<std::string> seats(int n) {
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back("P" + std::to_string(i));
  return out;
}
json dealt_in_order(int n) {
  json hands = json::object();
  for (int i = 0; i < n; ++i) {
    std::vector<std::string> hand;
    for (int k = 0; k < 5; ++k) hand.push_back(dof::card_name(static_cast<dof::Card>(5 * i + k)));
    hands["P" + std::to_string(i)] = hand;
  }
  return hands;
}

// Ten players: P0 and P1 draw the deck's last two cards; then each of P2..P(last) ends a turn
// (no draw: the deck is empty), then P0..P(second_round-1) end another.
Events ten_player_turns(int last, int second_round = 0) {
  Events out = {ev("P0", "draw", {{"card", "AD"}}), ev("P0", "end-turn"), ev("P1", "draw", {{"card", "AC"}}),
                ev("P1", "end-turn")};
  for (int p = 2; p <= last; ++p) out.push_back(ev("P" + std::to_string(p), "end-turn"));
  for (int p = 0; p < second_round; ++p) out.push_back(ev("P" + std::to_string(p), "end-turn"));
  return out;
}

std::vector<int> all_seats(int n) {
  std::vector<int> out;
  for (int i = 0; i < n; ++i) out.push_back(i);
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// dof.setup.deck: shared-max-10 (default) | shared-max-8

TEST_CASE("dof.setup.deck: shared-max-10 deals to nine players, shared-max-8 refuses them", "[dof][rulings][dof.setup.deck]") {
  const std::string id = "dof.setup.deck";
  SECTION("shared-max-10 (default)") {
    Replay nine = play(seats(9), dealt_in_order(9), {});
    REQUIRE_LEGAL(nine);
    CHECK(test::dof_table(nine).deck == 52 - 45);
    Replay ten = play(seats(10), dealt_in_order(10), {});
    REQUIRE_LEGAL(ten);
    CHECK(test::dof_table(ten).deck == 2);
  }
  SECTION("shared-max-8") {
    Replay nine = play(seats(9), dealt_in_order(9), {}, rule(id, "shared-max-8"));
    INFO(test::describe(nine));
    REQUIRE(nine.violation);
    CHECK(nine.violation->at == Violation::At::setup);
    CHECK_THAT(nine.violation->reason, Catch::Contains("Draw of Faith is played by 2 to 8 players, not 9"));
    CHECK(test::violation_citation(nine) == "Overview");
    CHECK(consulted(nine, id));
    Replay eight = play(seats(8), dealt_in_order(8), {}, rule(id, "shared-max-8"));
    REQUIRE_LEGAL(eight);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.turn.first-turn: full (default) | no-first-draw | no-first-battle | no-first-draw-no-battle

TEST_CASE("dof.turn.first-turn: full draws and battles on turn 1, no-first-draw skips the draw, no-first-battle the "
          "Battle Phase, no-first-draw-no-battle both",
          "[dof][rulings][dof.turn.first-turn]") {
  const std::string id = "dof.turn.first-turn";
  const json hands = {{"Ann", {"KS", "4S", "6H", "8D", "10C"}}, {"Bob", {"QH", "5S", "7H", "9D", "JC"}}};
  const Events draw = {ev("Ann", "draw", {{"card", "2C"}})};
  const Events drawn_to_battle = {ev("Ann", "draw", {{"card", "2C"}}), summon("Ann", "KS"), ev("Ann", "end-main")};
  const Events drawn_attack = {ev("Ann", "draw", {{"card", "2C"}}), summon("Ann", "KS"), attack("Ann", "KS", "Bob#1")};
  const Events undrawn_to_battle = {summon("Ann", "KS"), ev("Ann", "end-main")};
  const Events undrawn_attack = {summon("Ann", "KS"), attack("Ann", "KS", "Bob#1")};
  const std::string no_battle = "the first turn of the game has no Battle Phase";

  SECTION("full (default)") {
    Replay d = play(kAB, hands, drawn_to_battle);
    REQUIRE_LEGAL(d);
    CHECK(test::dof_table(d).phase == dof::Phase::battle);
    CHECK(test::dof_table(d).deck == 41);
    Replay u = play(kAB, hands, undrawn_to_battle);
    REQUIRE_REFUSED(u, 1, "the turn starts with the Draw Phase: draw a card first", "Quick Reference: Turn Order", "");
    // Turn 1 has a Battle Phase: the attack fails only for want of a target.
    Replay a = play(kAB, hands, drawn_attack);
    REQUIRE_REFUSED(a, 3, "target Bob#1: Bob has 0 card(s) on the field", "Battle Phase", id);
  }
  SECTION("no-first-draw") {
    const json r = rule(id, "no-first-draw");
    Replay d = play(kAB, hands, draw, r);
    REQUIRE_REFUSED(d, 1, "the Draw Phase is over", "Turn Structure: 1. Draw Phase", "");
    Replay u = play(kAB, hands, undrawn_to_battle, r);
    REQUIRE_LEGAL(u);
    CHECK(test::dof_table(u).phase == dof::Phase::battle);
    CHECK(test::dof_table(u).deck == 42);
    Replay a = play(kAB, hands, undrawn_attack, r);
    REQUIRE_REFUSED(a, 2, "target Bob#1", "Battle Phase", id);
    // Bob's turn 2 has its draw.
    Events bob = undrawn_to_battle;
    bob.push_back(ev("Ann", "end-turn"));
    bob.push_back(ev("Bob", "draw", {{"card", "2D"}}));
    Replay b = play(kAB, hands, bob, r);
    REQUIRE_LEGAL(b);
  }
  SECTION("no-first-battle") {
    const json r = rule(id, "no-first-battle");
    Replay d = play(kAB, hands, drawn_to_battle, r);
    REQUIRE_LEGAL(d);
    const auto& t = test::dof_table(d);
    CHECK(t.phase == dof::Phase::draw);  // end-main went straight to the End Phase: Bob's turn
    CHECK(t.active == 1);
    CHECK(t.deck == 41);
    Replay a = play(kAB, hands, drawn_attack, r);
    REQUIRE_REFUSED(a, 3, no_battle, "Turn Structure", id);
  }
  SECTION("no-first-draw-no-battle") {
    const json r = rule(id, "no-first-draw-no-battle");
    Replay d = play(kAB, hands, draw, r);
    REQUIRE_REFUSED(d, 1, "the Draw Phase is over", "Turn Structure: 1. Draw Phase", "");
    Replay u = play(kAB, hands, undrawn_to_battle, r);
    REQUIRE_LEGAL(u);
    CHECK(test::dof_table(u).phase == dof::Phase::draw);
    CHECK(test::dof_table(u).active == 1);
    CHECK(test::dof_table(u).deck == 42);
    Replay a = play(kAB, hands, undrawn_attack, r);
    REQUIRE_REFUSED(a, 2, no_battle, "Turn Structure", id);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.draw.empty-deck: skip (default) | lose | end-now

TEST_CASE("dof.draw.empty-deck: skip plays the turn without a draw, lose ends the game without the player who could "
          "not draw, end-now ends it among everyone",
          "[dof][rulings][dof.draw.empty-deck]") {
  const std::string id = "dof.draw.empty-deck";
  // Ten players: the deck is empty once P0 and P1 have drawn; P2's Draw Phase finds it empty.
  const Events e = ten_player_turns(1);
  SECTION("skip (default)") {
    Replay r = play(seats(10), dealt_in_order(10), e);
    REQUIRE_LEGAL(r);
    const auto& t = test::dof_table(r);
    CHECK(t.phase == dof::Phase::main);
    CHECK(t.active == 2);
    Events more = e;
    more.push_back(ev("P2", "draw", {{"card", "?"}}));
    Replay d = play(seats(10), dealt_in_order(10), more);
    REQUIRE_REFUSED(d, more, "the deck is empty: there is nothing to draw", "Turn Structure: 1. Draw Phase", "");
  }
  SECTION("lose") {
    Replay r = play(seats(10), dealt_in_order(10), e, rule(id, "lose"));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.phase == dof::Phase::tiebreak);  // all on 0 points: the nine others are tied
    std::vector<int> others = all_seats(10);
    others.erase(others.begin() + 2);
    CHECK(t.tiebreak.contenders == others);
    CHECK(t.players[2].deck_out);
    Events more = e;
    more.push_back(ev("P2", "tiebreak-draw", {{"card", "KS"}}));
    Replay d = play(seats(10), dealt_in_order(10), more, rule(id, "lose"));
    REQUIRE_REFUSED(d, more, "P2 is not tied for the win", "Victory Conditions: Tiebreaker", "");
  }
  SECTION("end-now") {
    Replay r = play(seats(10), dealt_in_order(10), e, rule(id, "end-now"));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.phase == dof::Phase::tiebreak);
    CHECK(t.tiebreak.contenders == all_seats(10));
    CHECK_FALSE(t.players[2].deck_out);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.end.depletion: end-of-round (default) | end-of-turn | extra-round

TEST_CASE("dof.end.depletion: end-of-round ends the game when all have had equal turns, end-of-turn right after the "
          "last draw, extra-round one round later",
          "[dof][rulings][dof.end.depletion]") {
  const std::string id = "dof.end.depletion";
  const auto players = seats(10);
  const json hands = dealt_in_order(10);
  const Events last_draw = ten_player_turns(1);     // P1 drew the last card and ended the turn
  const Events round = ten_player_turns(9);         // every player has had one turn
  const Events extra = ten_player_turns(9, 10);     // and one more each
  const Events extra_but_one = ten_player_turns(9, 9);
  auto over_by_points = [](const Replay& r) {
    const auto& t = test::dof_table(r);
    return t.phase == dof::Phase::tiebreak && t.tiebreak.cause == "points" && t.tiebreak.contenders.size() == 10;
  };

  SECTION("end-of-round (default)") {
    Replay a = play(players, hands, last_draw);
    REQUIRE_LEGAL(a);
    CHECK(test::dof_table(a).active == 2);
    Replay b = play(players, hands, round);
    REQUIRE_VALID(b);
    CHECK(over_by_points(b));
  }
  SECTION("end-of-turn") {
    Replay a = play(players, hands, last_draw, rule(id, "end-of-turn"));
    REQUIRE_VALID(a);
    CHECK(over_by_points(a));
    Replay b = play(players, hands, round, rule(id, "end-of-turn"));
    REQUIRE_REFUSED(b, 5, "the game is in the tiebreaker", "Victory Conditions: Tiebreaker", "");
  }
  SECTION("extra-round") {
    const json r = rule(id, "extra-round");
    Replay b = play(players, hands, round, r);
    REQUIRE_LEGAL(b);
    CHECK(test::dof_table(b).active == 0);
    CHECK(test::dof_table(b).turn == 11);
    Replay c = play(players, hands, extra_but_one, r);
    REQUIRE_LEGAL(c);
    CHECK(test::dof_table(c).active == 9);
    Replay d = play(players, hands, extra, r);
    REQUIRE_VALID(d);
    CHECK(over_by_points(d));
  }
}

// ---------------------------------------------------------------------------------------------
// dof.tiebreak.equal-rank: redraw (default) | suit-order | shared-win

namespace {

// Ten players, all on 0 points after one round: the tiebreaker. P0 and P1 draw kings, the others
// lower cards; then `then`.
Replay equal_kings(const Events& then, const json& rulings) {
  Events e = ten_player_turns(9);
  e.push_back(ev("P0", "tiebreak-draw", {{"card", "KD"}}));
  e.push_back(ev("P1", "tiebreak-draw", {{"card", "KC"}}));
  const std::vector<std::string> low = {"2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"};
  for (int p = 2; p < 10; ++p) e.push_back(ev("P" + std::to_string(p), "tiebreak-draw", {{"card", low[static_cast<std::size_t>(p - 2)]}}));
  e.insert(e.end(), then.begin(), then.end());
  return play(seats(10), dealt_in_order(10), e, rulings);
}

}  // namespace

TEST_CASE("dof.tiebreak.equal-rank: redraw has the tied players draw again, suit-order gives it to the higher suit, "
          "shared-win to both",
          "[dof][rulings][dof.tiebreak.equal-rank]") {
  const std::string id = "dof.tiebreak.equal-rank";
  const Events again = {ev("P0", "tiebreak-draw", {{"card", "2H"}}), ev("P1", "tiebreak-draw", {{"card", "3H"}})};

  SECTION("redraw (default)") {
    Replay r = equal_kings({}, json::object());
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.phase == dof::Phase::tiebreak);
    CHECK(t.tiebreak.contenders == std::vector<int>{0, 1});
    CHECK(r.state->to_act() == 0);
    Replay w = equal_kings(again, json::object());
    REQUIRE_VALID(w);
    CHECK(test::dof_table(w).outcome.winners == std::vector<int>{1});
    CHECK(test::dof_table(w).outcome.status == GameStatus::won);
  }
  SECTION("suit-order") {
    Replay r = equal_kings({}, rule(id, "suit-order"));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.outcome.status == GameStatus::won);
    CHECK(t.outcome.winners == std::vector<int>{0});  // diamonds over clubs
    Replay w = equal_kings(again, rule(id, "suit-order"));
    REQUIRE_REFUSED(w, 23, "the game is over", "Victory Conditions: Tiebreaker", "");
  }
  SECTION("shared-win") {
    Replay r = equal_kings({}, rule(id, "shared-win"));
    REQUIRE_VALID(r);
    const auto& t = test::dof_table(r);
    CHECK(t.outcome.status == GameStatus::drawn);
    CHECK(t.outcome.winners == std::vector<int>{0, 1});
  }
}

}  // namespace test_ruling_options_setup_turn
