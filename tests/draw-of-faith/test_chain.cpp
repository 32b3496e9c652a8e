// Chain Link: activations, reaction windows, priority, responses, negation and resolution
// last-in-first-out (Special Mechanics 7: Chain Link; rulespec/draw-of-faith/chain.cpp and the
// timing checks of special.cpp), under default rulings.
#include <catch2/catch.hpp>

#include <algorithm>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_chain {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;
using test::activate;
using test::consulted;
using test::hand;
using test::field;
using test::graveyard;

namespace {

using Events = std::vector<nlohmann::json>;

// Ann: 5S 5H 9C AC KS; Bob: KH QS JD AD 8C. Turn 1: Ann summons 4D in attack. Turn 2: Bob
// summons QC in attack. Turn 3 is Ann's, in its Main Phase; its events are numbered from 8.
const nlohmann::json kHands = {{"Ann", {"5S", "5H", "9C", "AC", "KS"}}, {"Bob", {"KH", "QS", "JD", "AD", "8C"}}};

Events board() {
  return {ev("Ann", "draw", {{"card", "4D"}}), ev("Ann", "summon", {{"card", "4D"}, {"position", "attack"}}),
          ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "QC"}}),
          ev("Bob", "summon", {{"card", "QC"}, {"position", "attack"}}), ev("Bob", "end-turn"),
          ev("Ann", "draw", {{"card", "3C"}})};
}

nlohmann::json game(const Events& more) {
  Events events = board();
  events.insert(events.end(), more.begin(), more.end());
  return test::dof_transcript({"Ann", "Bob"}, kHands, events);
}

Replay play(const Events& more, int upto = -1) { return test::replay_json(game(more), upto); }

// Link 1: Ann's Numbers Combo 5S + 5H, destroying QC.
nlohmann::json link1() { return activate("Ann", "numbers-combo", {"5S", "5H"}, {{"destroy", {"QC"}}}); }
// Link 2: Bob's Royal Fusion negating link 1 and destroying 4D.
nlohmann::json link2() { return activate("Bob", "royal-fusion", {"KH", "QS", "JD"}, {{"negate", 1}, {"destroy", {"4D"}}}); }

}  // namespace

// ---- Windows and priority ----

TEST_CASE("Special Mechanics 7: Chain Link: an activation waits for responses, asked in seat order from the next "
          "player, the activator last, when all pass, it resolves (dof.chain.priority)",
          "[dof][special.chain-link]") {
  auto tr = game({link1(), ev("Bob", "pass"), ev("Ann", "pass")});
  SECTION("after the activation: its cost is paid and Bob has priority") {
    Replay r = test::replay_json(tr, 8);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(t.phase == dof::Phase::window);
    REQUIRE(t.chain.size() == 1);
    CHECK(t.window.order == std::vector<int>{1, 0});
    CHECK(t.window.next == 0);
    CHECK(graveyard(t, 0) == std::vector<std::string>{"5S", "5H"});
    CHECK(field(t, 1) == std::vector<std::string>{"QC atk"});  // not destroyed yet
  }
  SECTION("after Bob passes: Ann has priority") {
    Replay r = test::replay_json(tr, 9);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(t.phase == dof::Phase::window);
    CHECK(t.window.next == 1);
    CHECK(field(t, 1) == std::vector<std::string>{"QC atk"});
  }
  SECTION("after both pass: the link resolved, back in the Main Phase") {
    Replay r = test::replay_json(tr);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(t.phase == dof::Phase::main);
    CHECK(t.chain.empty());
    CHECK(t.players[1].field.empty());
    CHECK(graveyard(t, 1) == std::vector<std::string>{"QC"});
    CHECK(t.players[0].points == 0);
  }
}

TEST_CASE("Special Mechanics 7: Chain Link: an event that is not a response means everyone passed", "[dof][special.chain-link]") {
  Replay r = play({link1(), ev("Ann", "end-main")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.phase == dof::Phase::battle);
  CHECK(graveyard(t, 1) == std::vector<std::string>{"QC"});
}

TEST_CASE("Special Mechanics 7: Chain Link: only the player with priority responds (dof.chain.priority)",
          "[dof][special.chain-link]") {
  Replay r = play({link1(), ev("Bob", "pass"), link2()});
  REQUIRE_VIOLATION(r, 10, "Ann has priority: Bob cannot respond now", "Special Mechanics 7: Chain Link");
  CHECK(test::dof_table(r).chain.size() == 1);
}

TEST_CASE("Special Mechanics 7: Chain Link: only the player with priority passes", "[dof][special.chain-link]") {
  Replay r = play({link1(), ev("Bob", "pass"), ev("Bob", "pass")});
  REQUIRE_VIOLATION(r, 10, "Ann has priority", "Special Mechanics 7: Chain Link");
}

TEST_CASE("Special Mechanics 7: Chain Link: while a chain waits for responses, only a response or a pass fits",
          "[dof][special.chain-link]") {
  Replay r = play({link1(), ev("Ann", "choose-targets", {{"destroy", {"QC"}}})});
  REQUIRE_VIOLATION(r, 9, "a chain is waiting for responses: Bob has priority", "Special Mechanics 7: Chain Link");
}

TEST_CASE("Special Mechanics 7: Chain Link: with three players, priority goes round in seat order from the player "
          "after the last link's activator (dof.chain.priority)",
          "[dof][special.chain-link]") {
  nlohmann::json tr = test::dof_transcript({"Ann", "Bob", "Cid"},
                                           {{"Ann", {"5S", "5H", "9C", "AC", "KS"}},
                                            {"Bob", {"KH", "QS", "JD", "AD", "8C"}},
                                            {"Cid", {"KC", "QD", "JH", "2S", "6H"}}},
                                           Events{});
  // Turn order Ann, Bob, Cid: Cid plays turn 3, Ann turn 4. Cid responds to Ann's link, so
  // Bob, asked before him, passed.
  Events e = {ev("Ann", "draw", {{"card", "4D"}}), ev("Ann", "summon", {{"card", "4D"}, {"position", "attack"}}),
              ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "QC"}}),
              ev("Bob", "summon", {{"card", "QC"}, {"position", "attack"}}), ev("Bob", "end-turn"),
              ev("Cid", "draw", {{"card", "7S"}}), ev("Cid", "end-turn"), ev("Ann", "draw", {{"card", "3C"}}), link1(),
              activate("Cid", "royal-fusion", {"KC", "QD", "JH"}, {{"negate", 1}, {"destroy", {"4D"}}})};
  tr["events"] = e;
  Replay r = test::replay_json(tr);
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  REQUIRE(t.chain.size() == 2);
  CHECK(t.chain[1].player == 2);
  CHECK(t.window.order == std::vector<int>{0, 1, 2});
  CHECK(t.window.next == 0);
}

// ---- What may respond, and to what ----

TEST_CASE("Special Mechanics 7: Chain Link: only Royal Fusion and Ace + Face Cards respond (dof.chain.response-scope)",
          "[dof][special.chain-link]") {
  Replay r = play({link1(), activate("Bob", "numbers-ace", {"8C", "AD"}, {{"destroy", {"4D"}}})});
  REQUIRE_VIOLATION(r, 9, "only Royal Fusion and Ace + Face Cards can respond to an effect", "Special Mechanics 7: Chain Link");
  CHECK(consulted(r, "dof.chain.response-scope"));
  CHECK(graveyard(test::dof_table(r), 1).empty());
}

TEST_CASE("Special Mechanics 1: Royal Fusion: a response negates the link directly below it (dof.chain.negate-scope)",
          "[dof][special.royal-fusion][special.chain-link]") {
  Replay r = play({link1(), activate("Bob", "royal-fusion", {"KH", "QS", "JD"}, {{"negate", 2}})});
  REQUIRE_VIOLATION(r, 9, "a negation answers the link directly below it, link 1", "Special Mechanics 1: Royal Fusion");
  CHECK(consulted(r, "dof.chain.negate-scope"));
}

TEST_CASE("Special Mechanics 4: Ace + Face Cards: a player does not negate their own link (dof.chain.negate-scope)",
          "[dof][special.ace-face][special.chain-link]") {
  Replay r = play({link1(), link2(), ev("Ann", "pass"), activate("Bob", "ace-face", {"AD", "QC"}, {{"negate", 2}})});
  REQUIRE_VIOLATION(r, 11, "link 2 is Bob's own", "Special Mechanics 4: Ace + Face Cards");
  CHECK(consulted(r, "dof.chain.negate-scope"));
}

TEST_CASE("Special Mechanics 7: Chain Link: a response answers an opponent's effect", "[dof][special.chain-link]") {
  Replay r = play({link1(), activate("Ann", "ace-face", {"AC", "KS"}, {{"negate", 1}})});
  REQUIRE_VIOLATION(r, 9, "there is no opponent's effect to respond to", "Special Mechanics 7: Chain Link");
  CHECK(graveyard(test::dof_table(r), 0) == std::vector<std::string>{"5S", "5H"});
}

TEST_CASE("Special Mechanics 7: Chain Link: on an opponent's turn, effects are activated only in response",
          "[dof][special.chain-link]") {
  Replay r = play({activate("Bob", "royal-fusion", {"KH", "QS", "JD"}, {{"destroy", {"4D"}}})});
  REQUIRE_VIOLATION(r, 8, "effects are activated on one's own turn, and on an opponent's turn only in response",
                    "Special Mechanics 7: Chain Link");
  CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"4D atk"});
}

TEST_CASE("Special Mechanics 7: Chain Link: a chain's first link has nothing to negate", "[dof][special.chain-link]") {
  Replay r = play({activate("Ann", "ace-face", {"AC", "KS"}, {{"negate", 1}})});
  REQUIRE_VIOLATION(r, 8, "there is no chain: nothing to negate", "Special Mechanics 7: Chain Link");
}

TEST_CASE("Special Mechanics 3: Numbers Combo: activated in the Main Phase, not the Battle Phase", "[dof][special.numbers-combo]") {
  Replay r = play({ev("Ann", "end-main"), link1()});
  REQUIRE_VIOLATION(r, 9, "fusions and combos are activated in the Main Phase", "Special Mechanics 3: Numbers Combo");
}

TEST_CASE("Important Notes: Special Summoning: no special summon after a normal summon (dof.special.replaces-normal)",
          "[dof][notes.special]") {
  Replay r = play({ev("Ann", "summon", {{"card", "9C"}, {"position", "attack"}}), link1()});
  REQUIRE_VIOLATION(r, 9, "a normal summon was made this turn: no special summon besides", "Important Notes: Special Summoning");
  CHECK(consulted(r, "dof.special.replaces-normal"));
  CHECK(test::dof_table(r).players[0].graveyard.empty());
}

TEST_CASE("Quick Reference: Card Limit: one special summon a turn (dof.special.per-turn)", "[dof][quick.card-limit]") {
  Replay r = play({link1(), activate("Ann", "numbers-ace", {"9C", "AC"})});
  REQUIRE_VIOLATION(r, 9, "one special summon a turn, and it was made", "Quick Reference: Card Limit");
  CHECK(consulted(r, "dof.special.per-turn"));
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 1) == std::vector<std::string>{"QC"});  // the first chain resolved
  CHECK(graveyard(t, 0) == std::vector<std::string>{"5S", "5H"});
}

// ---- Resolution ----

TEST_CASE("Special Mechanics 7: Chain Link: the last link resolves first, a negated link does nothing and its cost "
          "stays paid (dof.chain.negate-meaning)",
          "[dof][special.chain-link][special.royal-fusion]") {
  Replay r = play({link1(), link2(), ev("Ann", "pass"), ev("Bob", "pass")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.phase == dof::Phase::main);
  CHECK(t.chain.empty());
  CHECK(field(t, 1) == std::vector<std::string>{"QC atk"});         // link 1 was negated
  CHECK(t.players[0].field.empty());                               // link 2 destroyed 4D
  CHECK(graveyard(t, 0) == std::vector<std::string>{"5S", "5H", "4D"});
  CHECK(graveyard(t, 1) == std::vector<std::string>{"KH", "QS", "JD"});
  CHECK(t.players[0].points == 0);
  CHECK(t.players[1].points == 0);
}

TEST_CASE("Special Mechanics 7: Chain Link: after a response, priority starts again from the player after its "
          "activator (dof.chain.priority)",
          "[dof][special.chain-link]") {
  Replay r = play({link1(), link2()});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  REQUIRE(t.chain.size() == 2);
  CHECK(t.window.order == std::vector<int>{0, 1});
  CHECK(t.window.next == 0);
  CHECK(graveyard(t, 1) == std::vector<std::string>{"KH", "QS", "JD"});  // the cost is paid at once
  CHECK(field(t, 0) == std::vector<std::string>{"4D atk"});
}

TEST_CASE("Important Notes: Special Summoning: a negated special summon still used the turn's placement "
          "(dof.special.replaces-normal)",
          "[dof][notes.special]") {
  Replay r = play({link1(), link2(), ev("Ann", "summon", {{"card", "9C"}, {"position", "attack"}})});
  REQUIRE_VIOLATION(r, 10, "this turn's card placement was a special summon", "Important Notes: Special Summoning");
  CHECK(consulted(r, "dof.special.replaces-normal"));
  CHECK(graveyard(test::dof_table(r), 0) == std::vector<std::string>{"5S", "5H", "4D"});  // the chain resolved first
}

TEST_CASE("Special Mechanics 7: Chain Link: the turn player may counter a response on their own turn, three links "
          "resolve last first (dof.chain.own-turn-responses)",
          "[dof][special.chain-link][special.ace-face]") {
  Replay r = play({link1(), link2(),
                   activate("Ann", "ace-face", {"AC", "KS"}, {{"negate", 2}, {"revive", {{"5S", "attack"}, {"5H", "defense"}}}}),
                   ev("Bob", "pass"), ev("Ann", "pass")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.phase == dof::Phase::main);
  // Link 3: link 2 negated, 5S and 5H revived. Link 2: nothing, 4D survives. Link 1: QC destroyed.
  CHECK(field(t, 0) == std::vector<std::string>{"4D atk", "5H def", "5S atk"});
  CHECK(t.players[1].field.empty());
  CHECK(graveyard(t, 0) == std::vector<std::string>{"AC", "KS"});
  CHECK(graveyard(t, 1) == std::vector<std::string>{"KH", "QS", "JD", "QC"});
  CHECK(hand(t, 0) == std::vector<std::string>{"9C", "3C"});
  CHECK(t.players[0].points == 0);
}

TEST_CASE("Special Mechanics 7: Chain Link: a target that left the field before its link resolves is skipped "
          "(dof.effects.targeting-time)",
          "[dof][special.chain-link]") {
  // Bob spends QC, link 1's target, as a material of his response; Ann negates the response.
  Replay r = play({link1(), activate("Bob", "royal-fusion", {"KH", "QC", "JD"}, {{"negate", 1}, {"destroy", {"4D"}}}),
                   activate("Ann", "ace-face", {"AC", "KS"}, {{"negate", 2}}), ev("Bob", "pass"), ev("Ann", "pass")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 1) == std::vector<std::string>{"KH", "JD", "QC"});  // hand materials, then the field one; QC once
  CHECK(field(t, 0) == std::vector<std::string>{"4D atk"});
  CHECK(t.phase == dof::Phase::main);
}

TEST_CASE("Special Mechanics 7: Chain Link: a response on an opponent's turn is not its player's placement "
          "(dof.special.per-turn)",
          "[dof][special.chain-link][quick.card-limit]") {
  Replay r = play({link1(), link2(), ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "6D"}}),
                   ev("Bob", "summon", {{"card", "8C"}, {"position", "attack"}})});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(field(t, 1) == std::vector<std::string>{"QC atk", "8C atk"});
  CHECK(t.players[1].placement_used);
}

}  // namespace test_chain
