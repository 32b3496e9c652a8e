// Every option of the chain rulings, pinned: dof.chain.* (rulings.cpp is the authority for what
// each option means).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_ruling_options_chain {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using nlohmann::json;
using test::ev;
using namespace referee::test;

namespace {

// Ann's turn 1: she draws 2C, then `then`.
Events ann_first_turn(const Events& then) {
  Events out = {ev("Ann", "draw", {{"card", "2C"}})};
  out.insert(out.end(), then.begin(), then.end());
  return out;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// dof.chain.response-scope: negators-any-turn (default) | any-mechanic-response | own-main-only

TEST_CASE("dof.chain.response-scope: negators-any-turn lets only negators respond on an opponent's turn, "
          "any-mechanic-response any mechanic, own-main-only nothing",
          "[dof][rulings][dof.chain.response-scope]") {
  const std::string id = "dof.chain.response-scope";
  const std::string cite = "Special Mechanics 7: Chain Link";
  const json hands = hands2({"3S", "7D", "9C", "KH", "5H"}, {"4H", "6C", "AH", "KC", "8S"});
  const Events combo = ann_first_turn({activate("Ann", "numbers-combo", {"3S", "7D"}),
                                       activate("Bob", "numbers-combo", {"4H", "6C"}), pass("Ann"), pass("Bob")});
  const Events negator = ann_first_turn({activate("Ann", "numbers-combo", {"3S", "7D"}),
                                         activate("Bob", "ace-face", {"AH", "KC"}), pass("Ann"), pass("Bob")});
  const int at = 3;  // Bob's response

  SECTION("negators-any-turn (default)") {
    Replay c = play(kAB, hands, combo);
    REQUIRE_REFUSED(c, at, "only Royal Fusion and Ace + Face Cards can respond to an effect", cite, id);
    Replay n = play(kAB, hands, negator);
    REQUIRE_LEGAL(n);
    CHECK(in_graveyard(test::dof_table(n), 1, "AH"));
  }
  SECTION("any-mechanic-response") {
    const json r = rule(id, "any-mechanic-response");
    Replay c = play(kAB, hands, combo, r);
    REQUIRE_LEGAL(c);
    CHECK(in_graveyard(test::dof_table(c), 1, "4H"));
    Replay n = play(kAB, hands, negator, r);
    REQUIRE_LEGAL(n);
  }
  SECTION("own-main-only") {
    const json r = rule(id, "own-main-only");
    Replay c = play(kAB, hands, combo, r);
    REQUIRE_REFUSED(c, at, "nothing is activated in response to another player's effect", cite, id);
    Replay n = play(kAB, hands, negator, r);
    REQUIRE_REFUSED(n, at, "nothing is activated in response to another player's effect", cite, id);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.chain.own-turn-responses: allowed-uncounted (default) | not-allowed | one-response-per-chain

TEST_CASE("dof.chain.own-turn-responses: allowed-uncounted lets the turn player and others respond again and again, "
          "not-allowed refuses the turn player's response, one-response-per-chain a player's second response",
          "[dof][rulings][dof.chain.own-turn-responses]") {
  const std::string id = "dof.chain.own-turn-responses";
  const std::string cite = "Special Mechanics 7: Chain Link";
  const json hands = hands2({"3S", "7D", "AD", "QC", "9H"}, {"AH", "KC", "AS", "JH", "8S"});
  // Link 1 Ann's combo, 2 Bob negates it, 3 Ann negates Bob's, 4 Bob negates Ann's again.
  const Events three = ann_first_turn({activate("Ann", "numbers-combo", {"3S", "7D"}), activate("Bob", "ace-face", {"AH", "KC"}),
                                       activate("Ann", "ace-face", {"AD", "QC"})});
  Events four = three;
  four.push_back(activate("Bob", "ace-face", {"AS", "JH"}));

  SECTION("allowed-uncounted (default)") {
    Replay r = play(kAB, hands, four);
    REQUIRE_LEGAL(r);
    CHECK(test::dof_table(r).chain.size() == 4);
  }
  SECTION("not-allowed") {
    Replay r = play(kAB, hands, three, rule(id, "not-allowed"));
    REQUIRE_REFUSED(r, three, "the turn player adds no link after the first", cite, id);
  }
  SECTION("one-response-per-chain") {
    Replay t = play(kAB, hands, three, rule(id, "one-response-per-chain"));
    REQUIRE_LEGAL(t);
    Replay r = play(kAB, hands, four, rule(id, "one-response-per-chain"));
    REQUIRE_REFUSED(r, four, "Bob has already responded in this chain", cite, id);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.chain.negate-meaning: effect-cost-paid (default) | activation-refund | negate-and-destroy

namespace {

// Bob puts 10S on the field (turn 2). Turn 3: Ann's Numbers Combo 3S + 7D (with `extra`) targets
// 10S; Bob's Ace + Face Cards (with `extra` too) negates it; both pass; then `then`.
Replay negated_combo(const json& extra, const Events& then, const json& rulings) {
  const json hands = hands2({"3S", "7D", "9C", "KH", "5H"}, {"AH", "KC", "10S", "4D", "6S"});
  json keys = extra;
  keys["destroy"] = {"10S"};
  json bob_keys = json::object();
  if (extra.contains("place")) bob_keys["place"] = {{"AH", "attack"}, {"KC", "attack"}};
  Events last = {activate("Ann", "numbers-combo", {"3S", "7D"}, keys), activate("Bob", "ace-face", {"AH", "KC"}, bob_keys),
                 pass("Ann"), pass("Bob")};
  last.insert(last.end(), then.begin(), then.end());
  return play(kAB, hands, turns(kAB, {"2C", "2D", "3C"}, {{}, {summon("Bob", "10S")}}, last), rulings);
}

}  // namespace

TEST_CASE("dof.chain.negate-meaning: effect-cost-paid leaves the materials spent, activation-refund gives them and the "
          "placement back, negate-and-destroy destroys materials left on the field",
          "[dof][rulings][dof.chain.negate-meaning]") {
  const std::string id = "dof.chain.negate-meaning";
  const json to_field = {{"place", {{"3S", "attack"}, {"7D", "attack"}}}};
  const Events summon_after = {summon("Ann", "9C")};

  SECTION("effect-cost-paid (default)") {
    Replay r = negated_combo(json::object(), summon_after, json::object());
    REQUIRE_REFUSED(r, 11, "this turn's card placement was a special summon", "Important Notes: Special Summoning", "");
    const auto& t = test::dof_table(r);
    CHECK(in_graveyard(t, 0, "3S"));
    CHECK(in_graveyard(t, 0, "7D"));
    CHECK(on_field(t, 1, "10S"));  // the effect was negated
    Replay f = negated_combo(to_field, {}, {{"dof.special.material-fate", "materials-to-field"}});
    REQUIRE_LEGAL(f);
    CHECK(on_field(test::dof_table(f), 0, "3S"));
    CHECK(on_field(test::dof_table(f), 0, "7D"));
  }
  SECTION("activation-refund") {
    Replay r = negated_combo(json::object(), summon_after, rule(id, "activation-refund"));
    REQUIRE_LEGAL(r);
    const auto& t = test::dof_table(r);
    CHECK(in_hand(t, 0, "3S"));
    CHECK(in_hand(t, 0, "7D"));
    CHECK(t.players[0].graveyard.empty());
    CHECK(on_field(t, 0, "9C"));  // the placement came back
    CHECK(on_field(t, 1, "10S"));
  }
  SECTION("negate-and-destroy") {
    Replay f = negated_combo(to_field, {}, {{"dof.special.material-fate", "materials-to-field"}, {id, "negate-and-destroy"}});
    REQUIRE_LEGAL(f);
    const auto& t = test::dof_table(f);
    CHECK(in_graveyard(t, 0, "3S"));
    CHECK(in_graveyard(t, 0, "7D"));
    CHECK(t.players[0].field.empty());
    CHECK(on_field(t, 1, "10S"));
    CHECK(t.players[1].points == 0);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.chain.negate-scope: responded-link (default) | one-named-opponent-link | all-opponent-links

namespace {

// Bob puts 10C on the field (turn 2). Turn 3: link 1 Ann's combo on 10C; link 2 Bob's Ace + Face
// Cards (reviving its AH); link 3 Ann's Ace + Face Cards; link 4 Bob's Royal Fusion with `extra`.
Events four_links(const json& extra) {
  return turns(kAB, {"2C", "10C", "2D"}, {{}, {summon("Bob", "10C")}},
               {activate("Ann", "numbers-combo", {"3S", "7D"}, {{"destroy", {"10C"}}}),
                activate("Bob", "ace-face", {"AH", "KC"}, {{"revive", {{"AH", "attack"}}}}),
                activate("Ann", "ace-face", {"AD", "QC"}), activate("Bob", "royal-fusion", {"KD", "QS", "JH"}, extra),
                pass("Ann"), pass("Bob")});
}
const json kFourLinkHands = hands2({"3S", "7D", "AD", "QC", "9H"}, {"AH", "KC", "KD", "QS", "JH"});
constexpr int kLinkFour = 10;

}  // namespace

TEST_CASE("dof.chain.negate-scope: responded-link negates only the link below, one-named-opponent-link a deeper named "
          "link, all-opponent-links every opponent link",
          "[dof][rulings][dof.chain.negate-scope]") {
  const std::string id = "dof.chain.negate-scope";
  const Events named = four_links({{"negate", 1}});
  const Events plain = four_links(json::object());

  SECTION("responded-link (default)") {
    Replay n = play(kAB, kFourLinkHands, named);
    REQUIRE_REFUSED(n, kLinkFour, "a negation answers the link directly below it, link 3",
                    "Special Mechanics 1: Royal Fusion", id);
    // Without "negate", link 4 negates link 3, so link 2 resolves: it negates link 1 and revives AH.
    Replay p = play(kAB, kFourLinkHands, plain);
    REQUIRE_LEGAL(p);
    CHECK(on_field(test::dof_table(p), 1, "AH"));
    CHECK(on_field(test::dof_table(p), 1, "10C"));
  }
  SECTION("one-named-opponent-link") {
    // Link 4 negates link 1 only; link 3 still negates link 2, so AH stays in the graveyard.
    Replay n = play(kAB, kFourLinkHands, named, rule(id, "one-named-opponent-link"));
    REQUIRE_LEGAL(n);
    const auto& t = test::dof_table(n);
    CHECK(in_graveyard(t, 1, "AH"));
    CHECK_FALSE(on_field(t, 1, "AH"));
    CHECK(on_field(t, 1, "10C"));
    Replay own = play(kAB, kFourLinkHands, four_links({{"negate", 2}}), rule(id, "one-named-opponent-link"));
    REQUIRE_REFUSED(own, kLinkFour, "link 2 is Bob's own", "Special Mechanics 1: Royal Fusion", id);
  }
  SECTION("all-opponent-links") {
    // Link 4 negates links 1 and 3, so link 2 resolves and revives AH.
    Replay n = play(kAB, kFourLinkHands, named, rule(id, "all-opponent-links"));
    REQUIRE_LEGAL(n);
    const auto& t = test::dof_table(n);
    CHECK(on_field(t, 1, "AH"));
    CHECK(on_field(t, 1, "10C"));
  }
}

// ---------------------------------------------------------------------------------------------
// dof.chain.priority: seat-order-from-activator (default) | turn-player-first | opponents-once

namespace {

const json kPriorityHands = {{"Ann", {"3S", "7D", "9C", "KH", "5H"}},
                             {"Bob", {"AH", "KC", "4D", "6S", "8H"}},
                             {"Cid", {"AD", "QC", "4S", "6H", "8C"}}};

}  // namespace

TEST_CASE("dof.chain.priority: seat-order-from-activator asks the activator last, opponents-once never, "
          "turn-player-first asks the turn player before the others",
          "[dof][rulings][dof.chain.priority]") {
  const std::string id = "dof.chain.priority";
  // Ann's combo; Bob and Cid pass.
  const Events opponents_passed = ann_first_turn({activate("Ann", "numbers-combo", {"3S", "7D"}), pass("Bob"), pass("Cid")});
  // Bob answers Ann's combo; then Ann passes and Cid answers Bob.
  const Events cid_after_ann = ann_first_turn({activate("Ann", "numbers-combo", {"3S", "7D"}),
                                               activate("Bob", "ace-face", {"AH", "KC"}), pass("Ann"),
                                               activate("Cid", "ace-face", {"AD", "QC"})});

  SECTION("seat-order-from-activator (default)") {
    Replay o = play(kABC, kPriorityHands, opponents_passed);
    REQUIRE_LEGAL(o);
    CHECK(test::dof_table(o).phase == dof::Phase::window);
    CHECK(o.state->to_act() == 0);  // Ann, the activator, is asked last
    // After Bob's link the order is Cid, Ann, Bob: Ann's pass means Cid passed before her.
    Replay c = play(kABC, kPriorityHands, cid_after_ann);
    REQUIRE_REFUSED(c, cid_after_ann, "Bob has priority: Cid cannot respond now", "Special Mechanics 7: Chain Link", "");
  }
  SECTION("turn-player-first") {
    const json r = rule(id, "turn-player-first");
    Replay o = play(kABC, kPriorityHands, opponents_passed, r);
    REQUIRE_LEGAL(o);
    CHECK(o.state->to_act() == 0);
    // After Bob's link the order is Ann (the turn player), Cid, Bob.
    Replay c = play(kABC, kPriorityHands, cid_after_ann, r);
    REQUIRE_LEGAL(c);
    CHECK(test::dof_table(c).chain.size() == 3);
  }
  SECTION("opponents-once") {
    const json r = rule(id, "opponents-once");
    Replay o = play(kABC, kPriorityHands, opponents_passed, r);
    REQUIRE_LEGAL(o);
    CHECK(test::dof_table(o).phase == dof::Phase::main);  // resolved without asking Ann
    CHECK(in_graveyard(test::dof_table(o), 0, "3S"));
    // After Bob's link only Cid and Ann are asked: Ann's pass ends the chain, so Cid's
    // activation is no longer a response.
    Replay c = play(kABC, kPriorityHands, cid_after_ann, r);
    REQUIRE_REFUSED(c, cid_after_ann, "effects are activated on one's own turn, and on an opponent's turn only in response",
                    "Special Mechanics 7: Chain Link", "");
  }
}

// ---------------------------------------------------------------------------------------------
// dof.chain.respond-to-what: effects-only (default) | effects-and-summons | any-action

namespace {

const json kRespondHands = hands2({"9C", "KS", "4H", "6D", "10S"}, {"AH", "KC", "8H", "4D", "6S"});
// Ann summons 9C on turn 1 and Bob's Ace + Face Cards answers it.
const Events kNegateSummon = ann_first_turn({summon("Ann", "9C"), activate("Bob", "ace-face", {"AH", "KC"}), pass("Ann"),
                                             pass("Bob")});
// Ann's KS (turn 1) attacks Bob's 8H (turn 2) on turn 3, and Bob's Ace + Face Cards answers it.
const Events kNegateAttack = turns(kAB, {"2C", "2D", "3C"}, {{summon("Ann", "KS")}, {summon("Bob", "8H")}},
                                   {attack("Ann", "KS", "8H"), activate("Bob", "ace-face", {"AH", "KC"}), pass("Ann"),
                                    pass("Bob")});
const int kSummonAnswer = 3;
const int kAttackAnswer = 9;
const std::string kNotAResponse = "effects are activated on one's own turn, and on an opponent's turn only in response";

}  // namespace

TEST_CASE("dof.chain.respond-to-what: effects-only opens no window after a summon or an attack, effects-and-summons "
          "after a summon, any-action after an attack too",
          "[dof][rulings][dof.chain.respond-to-what]") {
  const std::string id = "dof.chain.respond-to-what";
  const std::string cite = "Special Mechanics 7: Chain Link";

  SECTION("effects-only (default)") {
    Replay s = play(kAB, kRespondHands, kNegateSummon);
    REQUIRE_REFUSED(s, kSummonAnswer, kNotAResponse, cite, "");
    Replay a = play(kAB, kRespondHands, kNegateAttack);
    REQUIRE_REFUSED(a, kAttackAnswer, kNotAResponse, cite, "");
    CHECK(in_graveyard(test::dof_table(a), 1, "8H"));  // the battle was fought at once
  }
  SECTION("effects-and-summons") {
    const json r = rule(id, "effects-and-summons");
    Replay s = play(kAB, kRespondHands, kNegateSummon, r);
    REQUIRE_LEGAL(s);
    CHECK(in_graveyard(test::dof_table(s), 0, "9C"));  // a negated summon goes to the graveyard
    CHECK(test::dof_table(s).players[0].field.empty());
    Replay a = play(kAB, kRespondHands, kNegateAttack, r);
    REQUIRE_REFUSED(a, kAttackAnswer, kNotAResponse, cite, "");
  }
  SECTION("any-action") {
    const json r = rule(id, "any-action");
    Replay s = play(kAB, kRespondHands, kNegateSummon, r);
    REQUIRE_LEGAL(s);
    CHECK(in_graveyard(test::dof_table(s), 0, "9C"));
    Replay a = play(kAB, kRespondHands, kNegateAttack, r);
    REQUIRE_LEGAL(a);
    const auto& t = test::dof_table(a);
    CHECK(on_field(t, 1, "8H"));  // the negated attack did not happen
    CHECK(on_field(t, 0, "KS"));
    CHECK(t.players[0].points == 0);
    CHECK(t.phase == dof::Phase::battle);
  }
}

// ---------------------------------------------------------------------------------------------
// Refusals decided by a ruling read when the chain window was opened (apply time) still name
// that ruling among those consulted.

TEST_CASE("dof.chain.respond-to-what: a response refused because no window opened after a summon names "
          "dof.chain.respond-to-what among the rulings consulted",
          "[dof][rulings][dof.chain.respond-to-what]") {
  Replay s = play(kAB, kRespondHands, kNegateSummon);
  REQUIRE_REFUSED(s, kSummonAnswer, kNotAResponse, "Special Mechanics 7: Chain Link", "dof.chain.respond-to-what");
}

TEST_CASE("dof.chain.priority: a response refused because another player holds priority names dof.chain.priority "
          "among the rulings consulted",
          "[dof][rulings][dof.chain.priority]") {
  const Events cid_after_ann = ann_first_turn({activate("Ann", "numbers-combo", {"3S", "7D"}),
                                               activate("Bob", "ace-face", {"AH", "KC"}), pass("Ann"),
                                               activate("Cid", "ace-face", {"AD", "QC"})});
  Replay c = play(kABC, kPriorityHands, cid_after_ann);
  REQUIRE_REFUSED(c, cid_after_ann, "Bob has priority", "Special Mechanics 7: Chain Link", "dof.chain.priority");
}

}  // namespace test_ruling_options_chain
