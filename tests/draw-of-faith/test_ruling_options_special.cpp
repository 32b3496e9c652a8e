// Every option of the special-summon rulings, pinned: dof.special.*, dof.revive.*, dof.destroy.*,
// dof.effects.*, dof.royal-fusion.*, dof.negate.*, dof.numbers-combo.* (rulings.cpp is the
// authority for what each option means).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_ruling_options_special {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using nlohmann::json;
using test::ev;
using namespace referee::test;

namespace {

// Ann's turn 1: she draws `drawn`, then `then`.
Events ann_first_turn(const Events& then, const std::string& drawn = "2C") {
  Events out = {ev("Ann", "draw", {{"card", drawn}})};
  out.insert(out.end(), then.begin(), then.end());
  return out;
}

// Ann's activation on turn 1, answered by nobody: Bob passes, then Ann.
Events ann_activates(const std::string& mechanic, const std::vector<std::string>& materials, const json& extra = json::object()) {
  return ann_first_turn({activate("Ann", mechanic, materials, extra), pass("Bob"), pass("Ann")});
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// dof.special.replaces-normal: replaces (default) | replaces-unless-negated | both-allowed

TEST_CASE("dof.special.replaces-normal: replaces forbids a normal summon besides a special one, even negated, "
          "replaces-unless-negated gives it back when negated, both-allowed allows both",
          "[dof][rulings][dof.special.replaces-normal]") {
  const std::string id = "dof.special.replaces-normal";
  const json hands = hands2({"3S", "7D", "KH", "9C", "5H"}, {"AH", "KC", "4D", "6S", "8H"});
  const Events special_then_normal =
      ann_first_turn({activate("Ann", "numbers-combo", {"3S", "7D"}), pass("Bob"), pass("Ann"), summon("Ann", "KH")});
  const Events normal_then_special = ann_first_turn({summon("Ann", "KH"), activate("Ann", "numbers-combo", {"3S", "7D"})});
  // Bob's Ace + Face Cards negates Ann's Numbers Combo; then Ann tries a normal summon.
  const Events negated_then_normal = ann_first_turn({activate("Ann", "numbers-combo", {"3S", "7D"}),
                                                     activate("Bob", "ace-face", {"AH", "KC"}), pass("Ann"), pass("Bob"),
                                                     summon("Ann", "KH")});

  SECTION("replaces (default)") {
    Replay a = play(kAB, hands, special_then_normal);
    REQUIRE_REFUSED(a, special_then_normal, "this turn's card placement was a special summon",
                    "Important Notes: Special Summoning", id);
    Replay b = play(kAB, hands, normal_then_special);
    REQUIRE_REFUSED(b, normal_then_special, "a normal summon was made this turn: no special summon besides",
                    "Important Notes: Special Summoning", id);
    Replay c = play(kAB, hands, negated_then_normal);
    REQUIRE_REFUSED(c, negated_then_normal, "this turn's card placement was a special summon",
                    "Important Notes: Special Summoning", id);
  }
  SECTION("replaces-unless-negated") {
    const json r = rule(id, "replaces-unless-negated");
    Replay a = play(kAB, hands, special_then_normal, r);
    REQUIRE_REFUSED(a, special_then_normal, "this turn's card placement was a special summon",
                    "Important Notes: Special Summoning", id);
    Replay b = play(kAB, hands, normal_then_special, r);
    REQUIRE_REFUSED(b, normal_then_special, "a normal summon was made this turn", "Important Notes: Special Summoning", id);
    Replay c = play(kAB, hands, negated_then_normal, r);
    REQUIRE_LEGAL(c);
    CHECK(on_field(test::dof_table(c), 0, "KH"));
    CHECK(in_graveyard(test::dof_table(c), 0, "3S"));  // the cost stays paid (dof.chain.negate-meaning)
  }
  SECTION("both-allowed") {
    const json r = rule(id, "both-allowed");
    Replay a = play(kAB, hands, special_then_normal, r);
    REQUIRE_LEGAL(a);
    CHECK(on_field(test::dof_table(a), 0, "KH"));
    Replay b = play(kAB, hands, normal_then_special, r);
    REQUIRE_LEGAL(b);
    Replay c = play(kAB, hands, negated_then_normal, r);
    REQUIRE_LEGAL(c);
    // Still one normal summon a turn.
    Events twice = special_then_normal;
    twice.push_back(summon("Ann", "9C"));
    Replay d = play(kAB, hands, twice, r);
    REQUIRE_REFUSED(d, twice, "a second normal summon in the same turn", "Quick Reference: Card Limit", "");
  }
}

// ---------------------------------------------------------------------------------------------
// dof.special.per-turn: one-as-placement (default) | one-total | unlimited

TEST_CASE("dof.special.per-turn: one-as-placement allows one chain start and uncounted responses, one-total counts "
          "responses, unlimited allows a second chain start",
          "[dof][rulings][dof.special.per-turn]") {
  const std::string id = "dof.special.per-turn";
  const json hands_two_combos = hands2({"3S", "7D", "4H", "6C", "9H"}, {"AH", "KC", "4D", "6S", "8H"});
  const Events two_starts = ann_first_turn({activate("Ann", "numbers-combo", {"3S", "7D"}), pass("Bob"), pass("Ann"),
                                            activate("Ann", "numbers-combo", {"4H", "6C"})});
  const json hands_response = hands2({"3S", "7D", "AD", "QC", "9H"}, {"AH", "KC", "4D", "6S", "8H"});
  // Ann starts a chain; Bob negates it; Ann answers Bob's link with her own negation.
  const Events start_and_response = ann_first_turn({activate("Ann", "numbers-combo", {"3S", "7D"}),
                                                    activate("Bob", "ace-face", {"AH", "KC"}),
                                                    activate("Ann", "ace-face", {"AD", "QC"})});

  SECTION("one-as-placement (default)") {
    Replay a = play(kAB, hands_two_combos, two_starts);
    REQUIRE_REFUSED(a, two_starts, "one special summon a turn, and it was made", "Quick Reference: Card Limit", id);
    Replay b = play(kAB, hands_response, start_and_response);
    REQUIRE_LEGAL(b);
    CHECK(test::dof_table(b).chain.size() == 3);
  }
  SECTION("one-total") {
    const json r = rule(id, "one-total");
    Replay a = play(kAB, hands_two_combos, two_starts, r);
    REQUIRE_REFUSED(a, two_starts, "one activation from one turn of Ann to the next, and it was made",
                    "Quick Reference: Card Limit", id);
    Replay b = play(kAB, hands_response, start_and_response, r);
    REQUIRE_REFUSED(b, start_and_response, "one activation from one turn of Ann to the next, and it was made",
                    "Quick Reference: Card Limit", id);
  }
  SECTION("one-total counts from the start of one's turn to the next: a response on the opponent's turn after one's "
          "own activation") {
    const json hands = hands2({"3S", "7D", "AD", "QC", "9H"}, {"4H", "6C", "8S", "9D", "JC"});
    const Events e = turns(kAB, {"2C", "2D"},
                           {{activate("Ann", "numbers-combo", {"3S", "7D"}), pass("Bob"), pass("Ann")}},
                           {activate("Bob", "numbers-combo", {"4H", "6C"}), activate("Ann", "ace-face", {"AD", "QC"})});
    Replay d = play(kAB, hands, e);
    REQUIRE_LEGAL(d);
    Replay o = play(kAB, hands, e, rule(id, "one-total"));
    REQUIRE_REFUSED(o, e, "one activation from one turn of Ann to the next, and it was made", "Quick Reference: Card Limit",
                    id);
    // Bob's own activation on his turn 2 was his first of his cycle.
    Replay b = play(kAB, hands, Events(e.begin(), e.end() - 1), rule(id, "one-total"));
    REQUIRE_LEGAL(b);
  }
  SECTION("unlimited") {
    const json r = rule(id, "unlimited");
    Replay a = play(kAB, hands_two_combos, two_starts, r);
    REQUIRE_LEGAL(a);
    CHECK(in_graveyard(test::dof_table(a), 0, "4H"));
    Replay b = play(kAB, hands_response, start_and_response, r);
    REQUIRE_LEGAL(b);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.special.material-fate: consume (default) | materials-to-field | materials-to-field-once

TEST_CASE("dof.special.material-fate: consume spends materials to the graveyard, materials-to-field places hand "
          "materials on the field, materials-to-field-once refuses a material used before",
          "[dof][rulings][dof.special.material-fate]") {
  const std::string id = "dof.special.material-fate";
  const json hands = hands2({"3S", "7D", "KH", "9C", "5H"}, {"QH", "5S", "8D", "10C", "JC"});
  const json place = {{"place", {{"3S", "attack"}, {"7D", "defense"}}}};
  const Events placed = ann_activates("numbers-combo", {"3S", "7D"}, place);
  const Events spent = ann_activates("numbers-combo", {"3S", "7D"});
  // The same two cards, left on the field on turn 1, are the materials again on turn 3.
  const Events reused = turns(kAB, {"2C", "2D", "3C"},
                              {{activate("Ann", "numbers-combo", {"3S", "7D"}, place), pass("Bob"), pass("Ann")}, {}},
                              {activate("Ann", "numbers-combo", {"3S", "7D"})});

  SECTION("consume (default)") {
    Replay s = play(kAB, hands, spent);
    REQUIRE_LEGAL(s);
    CHECK(in_graveyard(test::dof_table(s), 0, "3S"));
    CHECK(in_graveyard(test::dof_table(s), 0, "7D"));
    CHECK(test::dof_table(s).players[0].field.empty());
    Replay p = play(kAB, hands, placed);
    REQUIRE_REFUSED(p, 2, "materials are spent to the graveyard, not placed", "Important Notes: Fusion Materials", id);
  }
  SECTION("materials-to-field") {
    const json r = rule(id, "materials-to-field");
    Replay p = play(kAB, hands, placed, r);
    REQUIRE_LEGAL(p);
    const auto& t = test::dof_table(p);
    REQUIRE(on_field(t, 0, "3S"));
    REQUIRE(on_field(t, 0, "7D"));
    CHECK(on_field(t, 0, "3S")->pos == dof::Pos::attack);
    CHECK(on_field(t, 0, "7D")->pos == dof::Pos::defense);
    CHECK(t.players[0].graveyard.empty());
    Replay s = play(kAB, hands, spent, r);
    REQUIRE_REFUSED(s, 2, "give the position of 3S", "Main Phase: Special Summon", id);
    Replay u = play(kAB, hands, reused, r);
    REQUIRE_LEGAL(u);
    CHECK(on_field(test::dof_table(u), 0, "3S"));
  }
  SECTION("materials-to-field-once") {
    const json r = rule(id, "materials-to-field-once");
    Replay p = play(kAB, hands, placed, r);
    REQUIRE_LEGAL(p);
    CHECK(on_field(test::dof_table(p), 0, "3S"));
    Replay u = play(kAB, hands, reused, r);
    REQUIRE_REFUSED(u, reused, "3S was already used as a material", "Important Notes: Fusion Materials", id);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.special.exact-materials: exact-declared (default) | superset-allowed
// dof.destroy.count: per-material (default) | one | all-opponent

namespace {

// Bob puts 5H, 6D and 8C on the field on turns 2, 4 and 6; on turn 7 Ann's Numbers Combo
// (`materials`) destroys `targets`; nobody answers.
Replay combo_against_three(const std::vector<std::string>& materials, const std::vector<std::string>& targets,
                           const json& rulings) {
  const json hands = hands2({"3S", "7D", "9C", "KH", "QS"}, {"5H", "6D", "8C", "10S", "JC"});
  return play(kAB, hands,
              turns(kAB, {"2C", "2D", "2S", "3D", "4D", "3H", "4H"},
                    {{}, {summon("Bob", "5H")}, {}, {summon("Bob", "6D")}, {}, {summon("Bob", "8C")}},
                    {activate("Ann", "numbers-combo", materials, {{"destroy", targets}}), pass("Bob"), pass("Ann")}),
              rulings);
}
constexpr int kComboAgainstThree = 17;  // the activation's event number

}  // namespace

TEST_CASE("dof.special.exact-materials: exact-declared refuses an extra card, superset-allowed spends it and counts it "
          "toward per-material limits",
          "[dof][rulings][dof.special.exact-materials]") {
  const std::string id = "dof.special.exact-materials";
  const json hands = hands2({"3S", "7D", "KH", "9C", "5H"}, {"QH", "5S", "8D", "10C", "JC"});
  const Events padded = ann_activates("numbers-combo", {"3S", "7D", "KH"});
  const int to_activation = kComboAgainstThree;

  SECTION("exact-declared (default)") {
    Replay r = play(kAB, hands, padded);
    REQUIRE_REFUSED(r, 2, "(materials: 3S 7D KH)", "Special Mechanics 3: Numbers Combo", id);
    Replay three = combo_against_three({"3S", "7D", "9C"}, {"5H", "6D", "8C"}, json::object());
    REQUIRE_REFUSED(three, to_activation, "(materials: 3S 7D 9C)", "Special Mechanics 3: Numbers Combo", id);
  }
  SECTION("superset-allowed") {
    const json r = rule(id, "superset-allowed");
    Replay p = play(kAB, hands, padded, r);
    REQUIRE_LEGAL(p);
    CHECK(in_graveyard(test::dof_table(p), 0, "KH"));
    Replay three = combo_against_three({"3S", "7D", "9C"}, {"5H", "6D", "8C"}, r);
    REQUIRE_LEGAL(three);
    CHECK(test::dof_table(three).players[1].field.empty());
  }
}

TEST_CASE("dof.destroy.count: per-material destroys up to one card per material, one up to one, all-opponent every "
          "card of one opponent",
          "[dof][rulings][dof.destroy.count]") {
  const std::string id = "dof.destroy.count";
  const int to_activation = kComboAgainstThree;
  const std::vector<std::string> one = {"5H"}, two = {"5H", "6D"}, three = {"5H", "6D", "8C"};
  const std::vector<std::string> materials = {"3S", "7D"};

  SECTION("per-material (default)") {
    Replay a = combo_against_three(materials, two, json::object());
    REQUIRE_LEGAL(a);
    CHECK(test::dof_table(a).players[1].field.size() == 1);
    Replay b = combo_against_three(materials, three, json::object());
    REQUIRE_REFUSED(b, to_activation, "numbers-combo with 2 materials destroys up to 2 cards",
                    "Special Mechanics 3: Numbers Combo", id);
  }
  SECTION("one") {
    const json r = rule(id, "one");
    Replay a = combo_against_three(materials, two, r);
    REQUIRE_REFUSED(a, to_activation, "numbers-combo destroys up to one card", "Special Mechanics 3: Numbers Combo", id);
    Replay c = combo_against_three(materials, one, r);
    REQUIRE_LEGAL(c);
    CHECK(test::dof_table(c).players[1].field.size() == 2);
  }
  SECTION("all-opponent") {
    const json r = rule(id, "all-opponent");
    Replay a = combo_against_three(materials, two, r);
    REQUIRE_REFUSED(a, to_activation, "numbers-combo destroys every card of one chosen opponent",
                    "Special Mechanics 3: Numbers Combo", id);
    Replay b = combo_against_three(materials, three, r);
    REQUIRE_LEGAL(b);
    CHECK(test::dof_table(b).players[1].field.empty());
  }
}

// ---------------------------------------------------------------------------------------------
// dof.revive.destination: field-choice (default) | field-attack | field-defense | hand

TEST_CASE("dof.revive.destination: field-choice needs a position per card, field-attack and field-defense force one, "
          "hand returns the card to the hand",
          "[dof][rulings][dof.revive.destination]") {
  const std::string id = "dof.revive.destination";
  const json hands = hands2({"AS", "AH", "9C", "5D", "7C"}, {"QH", "5S", "8D", "10C", "JC"});
  const Events chosen = ann_activates("ace-fusion", {"AS", "AH"}, {{"revive", {{"AS", "defense"}}}});
  const Events unplaced = ann_activates("ace-fusion", {"AS", "AH"}, {{"revive", {"AS"}}});
  const int at = 2;  // the activation
  const std::string cite = "Special Mechanics 2: Ace Fusion";

  SECTION("field-choice (default)") {
    Replay c = play(kAB, hands, chosen);
    REQUIRE_LEGAL(c);
    REQUIRE(on_field(test::dof_table(c), 0, "AS"));
    CHECK(on_field(test::dof_table(c), 0, "AS")->pos == dof::Pos::defense);
    Replay u = play(kAB, hands, unplaced);
    REQUIRE_REFUSED(u, at, "choose the position of each revived card", cite, id);
  }
  SECTION("field-attack") {
    const json r = rule(id, "field-attack");
    Replay c = play(kAB, hands, chosen, r);
    REQUIRE_REFUSED(c, at, "revived cards come back in attack position", cite, id);
    Replay u = play(kAB, hands, unplaced, r);
    REQUIRE_LEGAL(u);
    REQUIRE(on_field(test::dof_table(u), 0, "AS"));
    CHECK(on_field(test::dof_table(u), 0, "AS")->pos == dof::Pos::attack);
  }
  SECTION("field-defense") {
    const json r = rule(id, "field-defense");
    Replay c = play(kAB, hands, chosen, r);
    REQUIRE_LEGAL(c);
    Replay u = play(kAB, hands, unplaced, r);
    REQUIRE_LEGAL(u);
    REQUIRE(on_field(test::dof_table(u), 0, "AS"));
    CHECK(on_field(test::dof_table(u), 0, "AS")->pos == dof::Pos::defense);
    Replay a = play(kAB, hands, ann_activates("ace-fusion", {"AS", "AH"}, {{"revive", {{"AS", "attack"}}}}), r);
    REQUIRE_REFUSED(a, at, "revived cards come back in defense position", cite, id);
  }
  SECTION("hand") {
    const json r = rule(id, "hand");
    Replay c = play(kAB, hands, chosen, r);
    REQUIRE_REFUSED(c, at, "revived cards go back to the hand, in no position", cite, id);
    Replay u = play(kAB, hands, unplaced, r);
    REQUIRE_LEGAL(u);
    CHECK(in_hand(test::dof_table(u), 0, "AS"));
    CHECK_FALSE(on_field(test::dof_table(u), 0, "AS"));
    CHECK(in_graveyard(test::dof_table(u), 0, "AH"));
  }
}

// ---------------------------------------------------------------------------------------------
// dof.revive.source: own-incl-materials (default) | own-excl-materials | any-graveyard

TEST_CASE("dof.revive.source: own-incl-materials revives this activation's materials, own-excl-materials does not, "
          "any-graveyard also takes from an opponent's graveyard",
          "[dof][rulings][dof.revive.source]") {
  const std::string id = "dof.revive.source";
  const json hands = hands2({"AS", "AH", "9C", "5D", "7C"}, {"QH", "5S", "8D", "10C", "JC"});
  const Events own_material = ann_activates("ace-fusion", {"AS", "AH"}, {{"revive", {{"AS", "attack"}}}});
  // Ann's KS destroys Bob's 5H on turn 3; on turn 5 her Ace Fusion revives 5H.
  const json hands_b = hands2({"KS", "AS", "AH", "9C", "7D"}, {"5H", "6S", "8D", "10C", "JC"});
  const Events bobs_card = turns(kAB, {"2C", "2D", "3C", "3D", "2H"},
                                 {{summon("Ann", "KS")}, {summon("Bob", "5H")}, {attack("Ann", "KS", "5H")}, {}},
                                 {activate("Ann", "ace-fusion", {"AS", "AH"}, {{"revive", {{"5H", "attack"}}}}),
                                  pass("Bob"), pass("Ann")});
  const int at_bobs = last_of(bobs_card, "activate");

  SECTION("own-incl-materials (default)") {
    Replay m = play(kAB, hands, own_material);
    REQUIRE_LEGAL(m);
    CHECK(on_field(test::dof_table(m), 0, "AS"));
    Replay b = play(kAB, hands_b, bobs_card);
    REQUIRE_REFUSED(b, at_bobs, "5H cannot be revived", "Card Values: Graveyard", id);
  }
  SECTION("own-excl-materials") {
    Replay m = play(kAB, hands, own_material, rule(id, "own-excl-materials"));
    REQUIRE_REFUSED(m, 2, "AS cannot be revived: it is a material of this activation", "Card Values: Graveyard", id);
    Replay b = play(kAB, hands_b, bobs_card, rule(id, "own-excl-materials"));
    REQUIRE_REFUSED(b, at_bobs, "5H cannot be revived", "Card Values: Graveyard", id);
  }
  SECTION("any-graveyard") {
    Replay m = play(kAB, hands, own_material, rule(id, "any-graveyard"));
    REQUIRE_LEGAL(m);
    Replay b = play(kAB, hands_b, bobs_card, rule(id, "any-graveyard"));
    REQUIRE_LEGAL(b);
    const auto& t = test::dof_table(b);
    REQUIRE(on_field(t, 0, "5H"));
    CHECK(on_field(t, 0, "5H")->owner == 1);  // Bob's card, controlled by Ann
    CHECK_FALSE(in_graveyard(t, 1, "5H"));
  }
}

// ---------------------------------------------------------------------------------------------
// dof.destroy.scope: opponent-field (default) | any-field

TEST_CASE("dof.destroy.scope: opponent-field refuses Royal Fusion on one's own card, any-field allows it (and only "
          "for Royal Fusion)",
          "[dof][rulings][dof.destroy.scope]") {
  const std::string id = "dof.destroy.scope";
  const json hands = hands2({"KH", "QC", "JD", "9S", "4S"}, {"8H", "5D", "7C", "10H", "6D"});
  auto own_target = [](const std::string& mechanic, const std::vector<std::string>& materials) {
    return turns(kAB, {"2C", "2D", "3C"}, {{summon("Ann", "9S")}, {summon("Bob", "8H")}},
                 {activate("Ann", mechanic, materials, {{"destroy", {"9S"}}}), pass("Bob"), pass("Ann")});
  };
  const Events royal = own_target("royal-fusion", {"KH", "QC", "JD"});
  const Events combo = own_target("numbers-combo", {"4S", "2C"});
  const int at = last_of(royal, "activate");

  SECTION("opponent-field (default)") {
    Replay r = play(kAB, hands, royal);
    REQUIRE_REFUSED(r, at, "destroy targets are opponents' cards", "Special Mechanics 1: Royal Fusion", id);
  }
  SECTION("any-field") {
    const json r = rule(id, "any-field");
    Replay a = play(kAB, hands, royal, r);
    REQUIRE_LEGAL(a);
    CHECK(in_graveyard(test::dof_table(a), 0, "9S"));
    Replay c = play(kAB, hands, combo, r);
    REQUIRE_REFUSED(c, at, "destroy targets are opponents' cards", "Special Mechanics 3: Numbers Combo", "");
  }
}

// ---------------------------------------------------------------------------------------------
// dof.effects.targeting-time: on-activation (default) | on-resolution

TEST_CASE("dof.effects.targeting-time: on-activation names targets with the activation, on-resolution with a "
          "choose-targets event when the link resolves",
          "[dof][rulings][dof.effects.targeting-time]") {
  const std::string id = "dof.effects.targeting-time";
  const json hands = hands2({"3S", "7D", "9C", "KH", "5H"}, {"QH", "5S", "8D", "10C", "JC"});
  auto turn3 = [](const Events& then) { return turns(kAB, {"2C", "2D", "3C"}, {{}, {summon("Bob", "QH")}}, then); };
  const Events named = turn3({activate("Ann", "numbers-combo", {"3S", "7D"}, {{"destroy", {"QH"}}}), pass("Bob"), pass("Ann")});
  const Events later = turn3({activate("Ann", "numbers-combo", {"3S", "7D"}), pass("Bob"), pass("Ann"),
                              ev("Ann", "choose-targets", {{"destroy", {"QH"}}})});
  const int named_at = last_of(named, "activate");

  SECTION("on-activation (default)") {
    Replay n = play(kAB, hands, named);
    REQUIRE_LEGAL(n);
    CHECK(in_graveyard(test::dof_table(n), 1, "QH"));
    Replay l = play(kAB, hands, later);
    REQUIRE_REFUSED(l, later, "no link is waiting for its targets", "Special Mechanics 7: Chain Link", "");
    CHECK(on_field(test::dof_table(l), 1, "QH"));  // the combo resolved with no target
  }
  SECTION("on-resolution") {
    const json r = rule(id, "on-resolution");
    Replay n = play(kAB, hands, named, r);
    REQUIRE_REFUSED(n, named_at, "targets are chosen when the link resolves", "Special Mechanics 7: Chain Link", id);
    Replay waiting = play(kAB, hands, Events(later.begin(), later.end() - 1), r);
    REQUIRE_LEGAL(waiting);
    CHECK(test::dof_table(waiting).phase == dof::Phase::targets);
    Replay l = play(kAB, hands, later, r);
    REQUIRE_LEGAL(l);
    CHECK(in_graveyard(test::dof_table(l), 1, "QH"));
    CHECK(test::dof_table(l).phase == dof::Phase::main);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.royal-fusion.destroy-count: up-to-3 (default) | one | all-opponent | any-number

namespace {

// Three players. Bob puts 5H and 6D on the field (turns 2, 5), Cid 5C and 6H (turns 3, 6): four
// opponent cards. Turn 7: Ann's Royal Fusion, with `extra` (its targets), and everybody passes.
Events royal_against_four(const json& extra) {
  return turns(kABC, {"2C", "2D", "2H", "2S", "3D", "3H", "4D"},
               {{}, {summon("Bob", "5H")}, {summon("Cid", "5C")}, {}, {summon("Bob", "6D")}, {summon("Cid", "6H")}},
               {activate("Ann", "royal-fusion", {"KH", "QC", "JD"}, extra), pass("Bob"), pass("Cid"), pass("Ann")});
}
const json kRoyalHands = {{"Ann", {"KH", "QC", "JD", "9S", "4S"}},
                          {"Bob", {"5H", "6D", "7S", "8C", "10H"}},
                          {"Cid", {"5C", "6H", "7D", "8S", "10S"}}};
constexpr int kRoyalAt = 18;  // the activation's event number

std::size_t opponent_cards(const Replay& r) {
  const auto& t = test::dof_table(r);
  return t.players[1].field.size() + t.players[2].field.size();
}

}  // namespace

TEST_CASE("dof.royal-fusion.destroy-count: up-to-3 destroys at most three, one exactly one, all-opponent every "
          "opponent card, any-number as many as named",
          "[dof][rulings][dof.royal-fusion.destroy-count]") {
  const std::string id = "dof.royal-fusion.destroy-count";
  const std::string cite = "Special Mechanics 1: Royal Fusion";
  const Events none = royal_against_four({{"destroy", json::array()}});
  const Events one = royal_against_four({{"destroy", {"5H"}}});
  const Events three = royal_against_four({{"destroy", {"5H", "6D", "5C"}}});
  const Events four = royal_against_four({{"destroy", {"5H", "6D", "5C", "6H"}}});
  const int at = kRoyalAt;

  SECTION("up-to-3 (default)") {
    Replay t = play(kABC, kRoyalHands, three);
    REQUIRE_LEGAL(t);
    CHECK(opponent_cards(t) == 1);
    Replay f = play(kABC, kRoyalHands, four);
    REQUIRE_REFUSED(f, at, "Royal Fusion destroys up to 3 cards", cite, id);
    Replay n = play(kABC, kRoyalHands, none);
    REQUIRE_LEGAL(n);
    CHECK(opponent_cards(n) == 4);
  }
  SECTION("one") {
    const json r = rule(id, "one");
    Replay o = play(kABC, kRoyalHands, one, r);
    REQUIRE_LEGAL(o);
    CHECK(opponent_cards(o) == 3);
    Replay t = play(kABC, kRoyalHands, three, r);
    REQUIRE_REFUSED(t, at, "Royal Fusion destroys exactly one card when it can reach one", cite, id);
    Replay n = play(kABC, kRoyalHands, none, r);
    REQUIRE_REFUSED(n, at, "Royal Fusion destroys exactly one card when it can reach one", cite, id);
  }
  SECTION("all-opponent") {
    const json r = rule(id, "all-opponent");
    Replay f = play(kABC, kRoyalHands, four, r);
    REQUIRE_LEGAL(f);
    CHECK(opponent_cards(f) == 0);
    Replay t = play(kABC, kRoyalHands, three, r);
    REQUIRE_REFUSED(t, at, "Royal Fusion destroys every card it can reach on opponents' fields", cite, id);
  }
  SECTION("any-number") {
    const json r = rule(id, "any-number");
    Replay f = play(kABC, kRoyalHands, four, r);
    REQUIRE_LEGAL(f);
    CHECK(opponent_cards(f) == 0);
    Replay t = play(kABC, kRoyalHands, three, r);
    REQUIRE_LEGAL(t);
    CHECK(opponent_cards(t) == 1);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.revive.count: per-material (default) | one | all-own-graveyard

TEST_CASE("dof.revive.count: per-material revives up to one card per material, one up to one, all-own-graveyard "
          "exactly the whole graveyard",
          "[dof][rulings][dof.revive.count]") {
  const std::string id = "dof.revive.count";
  const std::string cite = "Special Mechanics 2: Ace Fusion";
  const json hands = hands2({"AS", "AH", "4D", "9C", "7S"}, {"9H", "5S", "8D", "10C", "JC"});
  const Events both = ann_activates("ace-fusion", {"AS", "AH"}, {{"revive", {{"AS", "attack"}, {"AH", "defense"}}}});
  const Events single = ann_activates("ace-fusion", {"AS", "AH"}, {{"revive", {{"AS", "attack"}}}});
  // Ann's 4D dies attacking Bob's 9H on turn 3; on turn 5 her graveyard holds 4D, AS and AH.
  const Events three = turns(kAB, {"2C", "2D", "3C", "3D", "2H"},
                             {{summon("Ann", "4D")}, {summon("Bob", "9H")}, {attack("Ann", "4D", "9H")}, {}},
                             {activate("Ann", "ace-fusion", {"AS", "AH"},
                                       {{"revive", {{"AS", "attack"}, {"AH", "attack"}, {"4D", "defense"}}}}),
                              pass("Bob"), pass("Ann")});
  const int at = 2, three_at = last_of(three, "activate");

  SECTION("per-material (default)") {
    Replay b = play(kAB, hands, both);
    REQUIRE_LEGAL(b);
    CHECK(test::dof_table(b).players[0].field.size() == 2);
    Replay s = play(kAB, hands, single);
    REQUIRE_LEGAL(s);
    Replay t = play(kAB, hands, three);
    REQUIRE_REFUSED(t, three_at, "ace-fusion with 2 materials revives up to 2 cards", cite, id);
  }
  SECTION("one") {
    const json r = rule(id, "one");
    Replay b = play(kAB, hands, both, r);
    REQUIRE_REFUSED(b, at, "ace-fusion revives up to one card", cite, id);
    Replay s = play(kAB, hands, single, r);
    REQUIRE_LEGAL(s);
    CHECK(test::dof_table(s).players[0].field.size() == 1);
  }
  SECTION("all-own-graveyard") {
    const json r = rule(id, "all-own-graveyard");
    Replay b = play(kAB, hands, both, r);
    REQUIRE_LEGAL(b);
    Replay s = play(kAB, hands, single, r);
    REQUIRE_REFUSED(s, at, "ace-fusion revives every card of the graveyard", cite, id);
    Replay t = play(kAB, hands, three, r);
    REQUIRE_LEGAL(t);
    CHECK(test::dof_table(t).players[0].graveyard.empty());
    CHECK(on_field(test::dof_table(t), 0, "4D"));
  }
}

// ---------------------------------------------------------------------------------------------
// dof.negate.without-target: allowed (default) | response-only | royal-needs-target

TEST_CASE("dof.negate.without-target: allowed lets Royal Fusion and Ace + Face Cards start a chain, response-only "
          "neither, royal-needs-target only Ace + Face Cards",
          "[dof][rulings][dof.negate.without-target]") {
  const std::string id = "dof.negate.without-target";
  const json hands = hands2({"KH", "QC", "JD", "AS", "9S"}, {"3H", "7C", "5D", "8S", "10D"});
  const Events royal = ann_activates("royal-fusion", {"KH", "QC", "JD"});
  const Events ace_face = ann_activates("ace-face", {"AS", "KH"});
  // On Bob's turn 2, Ann's Royal Fusion answers Bob's Numbers Combo.
  const Events response = turns(kAB, {"2C", "2D"}, {{}},
                                {activate("Bob", "numbers-combo", {"3H", "7C"}),
                                 activate("Ann", "royal-fusion", {"KH", "QC", "JD"}), pass("Bob"), pass("Ann")});
  const int at = 2;

  SECTION("allowed (default)") {
    Replay r = play(kAB, hands, royal);
    REQUIRE_LEGAL(r);
    Replay a = play(kAB, hands, ace_face);
    REQUIRE_LEGAL(a);
    Replay s = play(kAB, hands, response);
    REQUIRE_LEGAL(s);
  }
  SECTION("response-only") {
    const json r = rule(id, "response-only");
    Replay ro = play(kAB, hands, royal, r);
    REQUIRE_REFUSED(ro, at, "royal-fusion is activated only to negate an opponent's effect",
                    "Special Mechanics 1: Royal Fusion", id);
    Replay a = play(kAB, hands, ace_face, r);
    REQUIRE_REFUSED(a, at, "ace-face is activated only to negate an opponent's effect",
                    "Special Mechanics 4: Ace + Face Cards", id);
    Replay s = play(kAB, hands, response, r);
    REQUIRE_LEGAL(s);
    CHECK(in_graveyard(test::dof_table(s), 0, "KH"));
  }
  SECTION("royal-needs-target") {
    const json r = rule(id, "royal-needs-target");
    Replay ro = play(kAB, hands, royal, r);
    REQUIRE_REFUSED(ro, at, "royal-fusion is activated only to negate an opponent's effect",
                    "Special Mechanics 1: Royal Fusion", id);
    Replay a = play(kAB, hands, ace_face, r);
    REQUIRE_LEGAL(a);
    Replay s = play(kAB, hands, response, r);
    REQUIRE_LEGAL(s);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.numbers-combo.set-size: two-plus (default) | three-plus | exactly-three

TEST_CASE("dof.numbers-combo.set-size: two-plus accepts a pair, three-plus from three, exactly-three only three",
          "[dof][rulings][dof.numbers-combo.set-size]") {
  const std::string id = "dof.numbers-combo.set-size";
  const std::string cite = "Special Mechanics 3: Numbers Combo";
  const json hands = hands2({"6S", "6H", "6D", "6C", "9S"}, {"QH", "5S", "8D", "10C", "JC"});
  const Events pair = ann_activates("numbers-combo", {"6S", "6H"});
  const Events triple = ann_activates("numbers-combo", {"6S", "6H", "6D"});
  const Events quad = ann_activates("numbers-combo", {"6S", "6H", "6D", "6C"});
  const int at = 2;

  SECTION("two-plus (default)") {
    for (const Events& e : {pair, triple, quad}) {
      Replay r = play(kAB, hands, e);
      REQUIRE_LEGAL(r);
    }
  }
  SECTION("three-plus") {
    const json r = rule(id, "three-plus");
    Replay p = play(kAB, hands, pair, r);
    REQUIRE_REFUSED(p, at, "equal numbers make a combo from three cards", cite, id);
    Replay t = play(kAB, hands, triple, r);
    REQUIRE_LEGAL(t);
    Replay q = play(kAB, hands, quad, r);
    REQUIRE_LEGAL(q);
  }
  SECTION("exactly-three") {
    const json r = rule(id, "exactly-three");
    Replay p = play(kAB, hands, pair, r);
    REQUIRE_REFUSED(p, at, "equal numbers make a combo of exactly three cards", cite, id);
    Replay t = play(kAB, hands, triple, r);
    REQUIRE_LEGAL(t);
    Replay q = play(kAB, hands, quad, r);
    REQUIRE_REFUSED(q, at, "equal numbers make a combo of exactly three cards", cite, id);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.numbers-combo.ace-value: not-a-number (default) | one-in-sums | one-everywhere

TEST_CASE("dof.numbers-combo.ace-value: not-a-number refuses A+3, one-in-sums accepts it but not A+A, one-everywhere "
          "accepts both",
          "[dof][rulings][dof.numbers-combo.ace-value]") {
  const std::string id = "dof.numbers-combo.ace-value";
  const std::string cite = "Special Mechanics 3: Numbers Combo";
  const json hands = hands2({"AS", "3H", "AD", "9C", "5H"}, {"QH", "5S", "8D", "10C", "JC"});
  const Events ace_three = ann_activates("numbers-combo", {"AS", "3H"});
  const Events two_aces = ann_activates("numbers-combo", {"AS", "AD"});
  const int at = 2;

  SECTION("not-a-number (default)") {
    Replay a = play(kAB, hands, ace_three);
    REQUIRE_REFUSED(a, at, "an Ace is not a number card", cite, id);
    Replay b = play(kAB, hands, two_aces);
    REQUIRE_REFUSED(b, at, "Aces are not number cards", cite, id);
  }
  SECTION("one-in-sums") {
    const json r = rule(id, "one-in-sums");
    Replay a = play(kAB, hands, ace_three, r);
    REQUIRE_LEGAL(a);
    Replay b = play(kAB, hands, two_aces, r);
    REQUIRE_REFUSED(b, at, "Aces are not number cards", cite, id);
  }
  SECTION("one-everywhere") {
    const json r = rule(id, "one-everywhere");
    Replay a = play(kAB, hands, ace_three, r);
    REQUIRE_LEGAL(a);
    Replay b = play(kAB, hands, two_aces, r);
    REQUIRE_LEGAL(b);
    CHECK(in_graveyard(test::dof_table(b), 0, "AD"));
  }
}

// ---------------------------------------------------------------------------------------------
// dof.numbers-combo.face-cards: not-numbers (default) | same-rank-ok

TEST_CASE("dof.numbers-combo.face-cards: not-numbers refuses K+K, same-rank-ok accepts equal face cards but no sums",
          "[dof][rulings][dof.numbers-combo.face-cards]") {
  const std::string id = "dof.numbers-combo.face-cards";
  const std::string cite = "Special Mechanics 3: Numbers Combo";
  const json hands = hands2({"KS", "KH", "KD", "9C", "5H"}, {"QH", "5S", "8D", "10C", "JC"});
  const Events kings = ann_activates("numbers-combo", {"KS", "KH"});
  const Events three_kings = ann_activates("numbers-combo", {"KS", "KH", "KD"});
  const Events king_five = ann_activates("numbers-combo", {"KS", "5H"});
  const int at = 2;

  SECTION("not-numbers (default)") {
    Replay k = play(kAB, hands, kings);
    REQUIRE_REFUSED(k, at, "face cards are not number cards", cite, id);
  }
  SECTION("same-rank-ok") {
    const json r = rule(id, "same-rank-ok");
    Replay k = play(kAB, hands, kings, r);
    REQUIRE_LEGAL(k);
    CHECK(in_graveyard(test::dof_table(k), 0, "KH"));
    Replay t = play(kAB, hands, three_kings, r);
    REQUIRE_LEGAL(t);
    Replay f = play(kAB, hands, king_five, r);
    REQUIRE_REFUSED(f, at, "face cards have no value to add", cite, "");
  }
}

// ---------------------------------------------------------------------------------------------
// dof.numbers-combo.sum-arity: exactly-two (default) | two-or-more

TEST_CASE("dof.numbers-combo.sum-arity: exactly-two refuses 2+3+4, two-or-more accepts it while the total is 4 to 10",
          "[dof][rulings][dof.numbers-combo.sum-arity]") {
  const std::string id = "dof.numbers-combo.sum-arity";
  const std::string cite = "Special Mechanics 3: Numbers Combo";
  const json hands = hands2({"2S", "3H", "4D", "5C", "9S"}, {"QH", "5S", "8D", "10C", "JC"});
  const Events three = ann_activates("numbers-combo", {"2S", "3H", "4D"});
  const Events four = ann_activates("numbers-combo", {"2S", "3H", "4D", "5C"});
  const int at = 2;

  SECTION("exactly-two (default)") {
    Replay t = play(kAB, hands, three);
    REQUIRE_REFUSED(t, at, "a sum takes exactly two number cards", cite, id);
  }
  SECTION("two-or-more") {
    const json r = rule(id, "two-or-more");
    Replay t = play(kAB, hands, three, r);
    REQUIRE_LEGAL(t);
    CHECK(in_graveyard(test::dof_table(t), 0, "4D"));
    Replay f = play(kAB, hands, four, r);
    REQUIRE_REFUSED(f, at, "2S 3H 4D 5C add up to 14, not 4 to 10", cite, id);
  }
}

TEST_CASE("dof.royal-fusion.destroy-count: 'every card' and 'one' count only the cards Royal Fusion may reach "
          "under dof.battle.multiplayer-target",
          "[dof][rulings][dof.royal-fusion.destroy-count][dof.battle.multiplayer-target]") {
  // Ann's next player is Bob: under next-player Cid's cards are out of reach.
  const std::string id = "dof.royal-fusion.destroy-count";
  json profile = rule(id, "all-opponent");
  profile["dof.battle.multiplayer-target"] = "next-player";
  Replay bobs = play(kABC, kRoyalHands, royal_against_four({{"destroy", {"5H", "6D"}}}), profile);
  REQUIRE_LEGAL(bobs);
  CHECK(test::dof_table(bobs).players[1].field.empty());
  CHECK(test::dof_table(bobs).players[2].field.size() == 2);  // Cid's cards stay
  Replay everyone = play(kABC, kRoyalHands, royal_against_four({{"destroy", {"5H", "6D", "5C", "6H"}}}), profile);
  REQUIRE_REFUSED(everyone, kRoyalAt, "cannot be targeted by Ann", "Special Mechanics 1: Royal Fusion",
                  "dof.battle.multiplayer-target");

  // With one opponent a turn, 'every card' is every card of the opponent Royal Fusion names.
  profile["dof.battle.multiplayer-target"] = "one-opponent-per-turn";
  Replay cids = play(kABC, kRoyalHands, royal_against_four({{"destroy", {"5C", "6H"}}}), profile);
  REQUIRE_LEGAL(cids);
  CHECK(test::dof_table(cids).players[2].field.empty());
  Replay part = play(kABC, kRoyalHands, royal_against_four({{"destroy", {"5C"}}}), profile);
  REQUIRE_REFUSED(part, kRoyalAt, "every card of the opponent it names", "Special Mechanics 1: Royal Fusion", id);
}

// ---------------------------------------------------------------------------------------------
// A missing "destroy" or "revive" key names no targets, exactly as an empty list: Royal Fusion
// "destroys" (it must, under one and all-opponent), while the revive effects only "can".

TEST_CASE("dof.royal-fusion.destroy-count: under one and all-opponent, a Royal Fusion with no \"destroy\" key is "
          "refused like one with \"destroy\": [] while opponents have cards",
          "[dof][rulings][dof.royal-fusion.destroy-count]") {
  const std::string id = "dof.royal-fusion.destroy-count";
  const Events no_key = royal_against_four(json::object());
  for (const std::string option : {"one", "all-opponent"}) {
    INFO(option);
    Replay r = play(kABC, kRoyalHands, no_key, rule(id, option));
    REQUIRE_REFUSED(r, kRoyalAt, "Royal Fusion destroys", "Special Mechanics 1: Royal Fusion", id);
  }
}

TEST_CASE("dof.revive.count: under all-own-graveyard the revive effects ('can revive') take the whole graveyard or "
          "nothing, written as no \"revive\" key or an empty list",
          "[dof][rulings][dof.revive.count]") {
  const json hands = hands2({"AS", "AH", "4D", "9C", "7S"}, {"9H", "5S", "8D", "10C", "JC"});
  const json r = rule("dof.revive.count", "all-own-graveyard");
  for (const auto& targets : {json{{"revive", json::array()}}, json::object()}) {
    INFO(targets.dump());
    Replay none = play(kAB, hands, ann_activates("ace-fusion", {"AS", "AH"}, targets), r);
    REQUIRE_LEGAL(none);
    const auto& t = test::dof_table(none);
    CHECK(t.players[0].field.empty());  // nothing revived
    CHECK(t.players[0].graveyard.size() == 2);  // the spent Aces stay there
  }
}

}  // namespace test_ruling_options_special
