// Every option of the battle and scoring rulings, pinned: dof.summon.face-down, dof.battle.*,
// dof.scoring.* (rulings.cpp is the authority for what each option means). Each test plays one
// transcript under the default and under other options and asserts the different verdicts or
// the different resulting table.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_ruling_options_battle_scoring {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using nlohmann::json;
using test::ev;
using namespace referee::test;

namespace {

}  // namespace

// ---------------------------------------------------------------------------------------------
// dof.summon.face-down: none | defense-optional (default) | defense-always

TEST_CASE("dof.summon.face-down: defense-optional allows a face-down defense summon, none refuses it, defense-always "
          "makes every defense summon face down",
          "[dof][rulings][dof.summon.face-down]") {
  const json hands = hands2({"KS", "4S", "6H", "8D", "10C"}, {"QH", "5S", "7H", "9D", "JC"});
  const Events down = {ev("Ann", "draw", {{"card", "2C"}}), summon_face("Ann", "8D", "down")};
  const Events plain = {ev("Ann", "draw", {{"card", "2C"}}), summon("Ann", "8D", "defense")};
  const Events up = {ev("Ann", "draw", {{"card", "2C"}}), summon_face("Ann", "8D", "up")};

  SECTION("defense-optional (default): face down when asked, face up otherwise") {
    Replay r = play(kAB, hands, down);
    REQUIRE_LEGAL(r);
    REQUIRE(on_field(test::dof_table(r), 0, "8D"));
    CHECK(on_field(test::dof_table(r), 0, "8D")->face_down);
    CHECK(on_field(test::dof_table(r), 0, "8D")->pos == dof::Pos::defense);
    Replay p = play(kAB, hands, plain);
    REQUIRE_LEGAL(p);
    CHECK_FALSE(on_field(test::dof_table(p), 0, "8D")->face_down);
    Replay u = play(kAB, hands, up);
    REQUIRE_LEGAL(u);
    CHECK_FALSE(on_field(test::dof_table(u), 0, "8D")->face_down);
  }
  SECTION("none: a face-down summon is refused; a plain defense summon is face up") {
    Replay r = play(kAB, hands, down, rule("dof.summon.face-down", "none"));
    REQUIRE_REFUSED(r, down, "cards are summoned face up", "Main Phase: Normal Summon", "dof.summon.face-down");
    Replay p = play(kAB, hands, plain, rule("dof.summon.face-down", "none"));
    REQUIRE_LEGAL(p);
    CHECK_FALSE(on_field(test::dof_table(p), 0, "8D")->face_down);
  }
  SECTION("defense-always: a plain defense summon is face down, and \"face\": \"up\" is refused") {
    Replay p = play(kAB, hands, plain, rule("dof.summon.face-down", "defense-always"));
    REQUIRE_LEGAL(p);
    CHECK(on_field(test::dof_table(p), 0, "8D")->face_down);
    Replay u = play(kAB, hands, up, rule("dof.summon.face-down", "defense-always"));
    REQUIRE_REFUSED(u, up, "a defense-position summon is made face down", "Battle Phase: Face-Down Defense",
                    "dof.summon.face-down");
    Replay r = play(kAB, hands, down, rule("dof.summon.face-down", "defense-always"));
    REQUIRE_LEGAL(r);
    CHECK(on_field(test::dof_table(r), 0, "8D")->face_down);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.battle.targets: attack-only | attack-or-face-down (default) | any

namespace {

// Ann: KS in attack (turn 1). Bob: QH in attack (turn 2) and 9D in defense, face `face` (turn 4).
// Turn 5: Ann's KS attacks 9D.
Events ks_attacks_bobs_defense_card(const std::string& face) {
  return turns(kAB, {"2C", "2D", "3C", "3D", "2H"},
               {{summon("Ann", "KS")}, {summon("Bob", "QH")}, {}, {summon_face("Bob", "9D", face)}},
               {attack("Ann", "KS", "9D")});
}
const json kTargetHands = hands2({"KS", "4S", "6H", "8D", "10C"}, {"QH", "9D", "5S", "7H", "JC"});

}  // namespace

TEST_CASE("dof.battle.targets: attack-or-face-down lets a face-down defense card be attacked but not a face-up one, "
          "attack-only neither, any both",
          "[dof][rulings][dof.battle.targets]") {
  const Events down = ks_attacks_bobs_defense_card("down");
  const Events up = ks_attacks_bobs_defense_card("up");

  SECTION("attack-or-face-down (default)") {
    Replay d = play(kAB, kTargetHands, down);
    REQUIRE_LEGAL(d);
    CHECK(in_graveyard(test::dof_table(d), 1, "9D"));
    Replay u = play(kAB, kTargetHands, up);
    REQUIRE_REFUSED(u, up, "is a face-up defense card and cannot be attacked", "Battle Phase", "dof.battle.targets");
  }
  SECTION("attack-only") {
    const json r = rule("dof.battle.targets", "attack-only");
    Replay d = play(kAB, kTargetHands, down, r);
    REQUIRE_REFUSED(d, down, "attacks are against attack-position cards", "Battle Phase", "dof.battle.targets");
    Replay u = play(kAB, kTargetHands, up, r);
    REQUIRE_REFUSED(u, up, "attacks are against attack-position cards", "Battle Phase", "dof.battle.targets");
  }
  SECTION("any") {
    const json r = rule("dof.battle.targets", "any");
    Replay d = play(kAB, kTargetHands, down, r);
    REQUIRE_LEGAL(d);
    CHECK(in_graveyard(test::dof_table(d), 1, "9D"));
    Replay u = play(kAB, kTargetHands, up, r);
    REQUIRE_LEGAL(u);
    CHECK(in_graveyard(test::dof_table(u), 1, "9D"));
    CHECK(test::dof_table(u).players[0].points == 0);  // a defense card: no point (dof.scoring.defense-victim)
  }
}

// ---------------------------------------------------------------------------------------------
// dof.battle.no-valid-targets: no-attack-position-card (default) | no-attackable-card

TEST_CASE("dof.battle.no-valid-targets: with no opponent attack-position card, no-attack-position-card refuses an "
          "attack on a face-down card, no-attackable-card allows it",
          "[dof][rulings][dof.battle.no-valid-targets]") {
  const json hands = hands2({"KS", "4S", "6H", "8D", "10C"}, {"9D", "QH", "5S", "7H", "JC"});
  // Bob's only card is 9D, face down in defense.
  const Events e = turns(kAB, {"2C", "2D", "3C"}, {{summon("Ann", "KS")}, {summon_face("Bob", "9D", "down")}},
                         {attack("Ann", "KS", "9D")});

  SECTION("no-attack-position-card (default)") {
    Replay r = play(kAB, hands, e);
    REQUIRE_REFUSED(r, e, "no opponent has a card in attack position", "Battle Phase: No Valid Targets",
                    "dof.battle.no-valid-targets");
  }
  SECTION("no-attackable-card") {
    Replay r = play(kAB, hands, e, rule("dof.battle.no-valid-targets", "no-attackable-card"));
    REQUIRE_LEGAL(r);
    CHECK(in_graveyard(test::dof_table(r), 1, "9D"));
    CHECK(on_field(test::dof_table(r), 0, "KS"));
  }
  SECTION("with dof.battle.targets = any, a lone face-up defense card: the same difference") {
    const Events up = turns(kAB, {"2C", "2D", "3C"}, {{summon("Ann", "KS")}, {summon_face("Bob", "9D", "up")}},
                            {attack("Ann", "KS", "9D")});
    Replay r = play(kAB, hands, up, rule("dof.battle.targets", "any"));
    REQUIRE_REFUSED(r, up, "no opponent has a card in attack position", "Battle Phase: No Valid Targets",
                    "dof.battle.no-valid-targets");
    Replay ok = play(kAB, hands, up, {{"dof.battle.targets", "any"}, {"dof.battle.no-valid-targets", "no-attackable-card"}});
    REQUIRE_LEGAL(ok);
    CHECK(in_graveyard(test::dof_table(ok), 1, "9D"));
  }
}

// ---------------------------------------------------------------------------------------------
// dof.battle.tie: no-effect (default) | both-destroyed | both-destroyed-no-points | suit-order

namespace {

// Ann's `ann` (turn 1) attacks Bob's `bob` (turn 2) on turn 3; both are eights.
Replay eights(const std::string& ann, const std::string& bob, const json& rulings) {
  const json hands = hands2({ann, "4H", "6H", "9S", "10C"}, {bob, "5D", "7D", "9C", "JC"});
  return play(kAB, hands, turns(kAB, {"2C", "2D", "3C"}, {{summon("Ann", ann)}, {summon("Bob", bob)}}, {attack("Ann", ann, bob)}),
              rulings);
}

}  // namespace

TEST_CASE("dof.battle.tie: no-effect leaves both cards, both-destroyed destroys both and scores", "[dof][rulings][dof.battle.tie]") {
  SECTION("no-effect (default): both stay, nobody scores") {
    Replay r = eights("8S", "8H", json::object());
    REQUIRE_LEGAL(r);
    const auto& t = test::dof_table(r);
    CHECK(on_field(t, 0, "8S"));
    CHECK(on_field(t, 1, "8H"));
    CHECK(t.players[0].points == 0);
    CHECK(t.players[1].points == 0);
  }
  SECTION("both-destroyed: both go to the graveyards and each side scores") {
    Replay r = eights("8S", "8H", rule("dof.battle.tie", "both-destroyed"));
    REQUIRE_LEGAL(r);
    const auto& t = test::dof_table(r);
    CHECK(in_graveyard(t, 0, "8S"));
    CHECK(in_graveyard(t, 1, "8H"));
    CHECK(t.players[0].points == 1);
    CHECK(t.players[1].points == 1);
  }
  SECTION("both-destroyed-no-points: both go to the graveyards, nobody scores") {
    Replay r = eights("8S", "8H", rule("dof.battle.tie", "both-destroyed-no-points"));
    REQUIRE_LEGAL(r);
    const auto& t = test::dof_table(r);
    CHECK(in_graveyard(t, 0, "8S"));
    CHECK(in_graveyard(t, 1, "8H"));
    CHECK(t.players[0].points == 0);
    CHECK(t.players[1].points == 0);
  }
  SECTION("suit-order: spades beat hearts; the attacker wins and scores") {
    Replay r = eights("8S", "8H", rule("dof.battle.tie", "suit-order"));
    REQUIRE_LEGAL(r);
    const auto& t = test::dof_table(r);
    CHECK(on_field(t, 0, "8S"));
    CHECK(in_graveyard(t, 1, "8H"));
    CHECK(t.players[0].points == 1);
    CHECK(t.players[1].points == 0);
  }
  SECTION("suit-order: spades beat diamonds; the attacker loses and the defender scores") {
    Replay r = eights("8D", "8S", rule("dof.battle.tie", "suit-order"));
    REQUIRE_LEGAL(r);
    const auto& t = test::dof_table(r);
    CHECK(in_graveyard(t, 0, "8D"));
    CHECK(on_field(t, 1, "8S"));
    CHECK(t.players[0].points == 0);
    CHECK(t.players[1].points == 1);
    Replay d = eights("8D", "8S", json::object());
    REQUIRE_LEGAL(d);
    CHECK(on_field(test::dof_table(d), 0, "8D"));
    CHECK(on_field(test::dof_table(d), 1, "8S"));
  }
}

// ---------------------------------------------------------------------------------------------
// dof.battle.attacks-per-card: once-per-card (default) | once-per-card-not-summon-turn | one-per-player | unlimited

namespace {

// Ann: KS (turn 1), QD (turn 3), JH summoned on turn 5. Bob: 7H (turn 2), 5S (turn 4). Turn 5: `then`.
Replay ann_three_bob_two(const Events& then, const json& rulings) {
  const json hands = hands2({"KS", "QD", "JH", "4C", "6S"}, {"7H", "5S", "9D", "10C", "8C"});
  const Events e = turns(kAB, {"2C", "2D", "3C", "3D", "2H"},
                         {{summon("Ann", "KS")}, {summon("Bob", "7H")}, {summon("Ann", "QD")}, {summon("Bob", "5S")}},
                         Events{summon("Ann", "JH")});
  Events all = e;
  all.insert(all.end(), then.begin(), then.end());
  return play(kAB, hands, all, rulings);
}
constexpr int kAnnTurn5Events = 14;  // events before `then` in ann_three_bob_two

}  // namespace

TEST_CASE("dof.battle.attacks-per-card: once-per-card refuses a second attack by one card, unlimited allows it, "
          "not-summon-turn refuses a new card's attack, one-per-player refuses a second card's attack",
          "[dof][rulings][dof.battle.attacks-per-card]") {
  const Events twice = {attack("Ann", "KS", "7H"), attack("Ann", "KS", "5S")};
  const Events new_card = {attack("Ann", "JH", "5S")};
  const Events two_cards = {attack("Ann", "KS", "7H"), attack("Ann", "QD", "5S")};
  const std::string id = "dof.battle.attacks-per-card";
  auto last = [](const Events& then) { return kAnnTurn5Events + static_cast<int>(then.size()); };

  SECTION("once-per-card (default)") {
    Replay a = ann_three_bob_two(twice, json::object());
    REQUIRE_REFUSED(a, last(twice), "KS atk has already attacked this turn", "Battle Phase", id);
    Replay b = ann_three_bob_two(new_card, json::object());
    REQUIRE_LEGAL(b);
    CHECK(in_graveyard(test::dof_table(b), 1, "5S"));
    Replay c = ann_three_bob_two(two_cards, json::object());
    REQUIRE_LEGAL(c);
    CHECK(test::dof_table(c).players[0].points == 2);
  }
  SECTION("once-per-card-not-summon-turn") {
    const json r = rule(id, "once-per-card-not-summon-turn");
    Replay a = ann_three_bob_two(twice, r);
    REQUIRE_REFUSED(a, last(twice), "has already attacked this turn", "Battle Phase", id);
    Replay b = ann_three_bob_two(new_card, r);
    REQUIRE_REFUSED(b, last(new_card), "came to the field this turn and cannot attack yet", "Battle Phase", id);
    Replay c = ann_three_bob_two(two_cards, r);
    REQUIRE_LEGAL(c);
    CHECK(test::dof_table(c).players[0].points == 2);
  }
  SECTION("one-per-player") {
    const json r = rule(id, "one-per-player");
    Replay b = ann_three_bob_two(new_card, r);
    REQUIRE_LEGAL(b);
    Replay c = ann_three_bob_two(two_cards, r);
    REQUIRE_REFUSED(c, last(two_cards), "one attack a turn, and it was made", "Battle Phase", id);
    CHECK(test::dof_table(c).players[0].points == 1);
  }
  SECTION("unlimited") {
    const json r = rule(id, "unlimited");
    Replay a = ann_three_bob_two(twice, r);
    REQUIRE_LEGAL(a);
    const auto& t = test::dof_table(a);
    CHECK(in_graveyard(t, 1, "7H"));
    CHECK(in_graveyard(t, 1, "5S"));
    CHECK(t.players[0].points == 2);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.battle.multiplayer-target: any-opponent (default) | next-player | previous-player | one-opponent-per-turn

namespace {

// Three players: Ann KS (turn 1), Bob 7H (turn 2), Cid 8H (turn 3); turn 4 Ann summons QD, then `then`.
Events three_player_battle(const Events& then) {
  Events more = {summon("Ann", "QD")};
  more.insert(more.end(), then.begin(), then.end());
  return turns(kABC, {"2S", "2H", "3H", "3C"}, {{summon("Ann", "KS")}, {summon("Bob", "7H")}, {summon("Cid", "8H")}}, more);
}
const json kThreeHands = {{"Ann", {"KS", "QD", "4H", "6C", "10D"}},
                          {"Bob", {"7H", "5S", "9D", "JC", "2C"}},
                          {"Cid", {"8H", "3S", "9C", "JD", "4D"}}};

}  // namespace

TEST_CASE("dof.battle.multiplayer-target: next-player and previous-player restrict attacks to one neighbour, "
          "one-opponent-per-turn to the first opponent attacked",
          "[dof][rulings][dof.battle.multiplayer-target]") {
  const std::string id = "dof.battle.multiplayer-target";
  const Events at_cid = three_player_battle({attack("Ann", "KS", "8H")});
  const Events at_bob = three_player_battle({attack("Ann", "KS", "7H")});
  const Events at_both = three_player_battle({attack("Ann", "KS", "7H"), attack("Ann", "QD", "8H")});

  SECTION("any-opponent (default): both opponents, in one turn") {
    Replay c = play(kABC, kThreeHands, at_cid);
    REQUIRE_LEGAL(c);
    CHECK(in_graveyard(test::dof_table(c), 2, "8H"));
    Replay b = play(kABC, kThreeHands, at_both);
    REQUIRE_LEGAL(b);
    CHECK(test::dof_table(b).players[0].points == 2);
  }
  SECTION("next-player: Bob, not Cid") {
    Replay c = play(kABC, kThreeHands, at_cid, rule(id, "next-player"));
    REQUIRE_REFUSED(c, at_cid, "Cid's cards cannot be attacked by Ann this turn", "Battle Phase", id);
    Replay b = play(kABC, kThreeHands, at_bob, rule(id, "next-player"));
    REQUIRE_LEGAL(b);
  }
  SECTION("previous-player: Cid, not Bob") {
    Replay c = play(kABC, kThreeHands, at_cid, rule(id, "previous-player"));
    REQUIRE_LEGAL(c);
    Replay b = play(kABC, kThreeHands, at_bob, rule(id, "previous-player"));
    REQUIRE_REFUSED(b, at_bob, "Bob's cards cannot be attacked by Ann this turn", "Battle Phase", id);
  }
  SECTION("one-opponent-per-turn: the first attack names Bob, so Cid is out for the turn") {
    Replay c = play(kABC, kThreeHands, at_cid, rule(id, "one-opponent-per-turn"));
    REQUIRE_LEGAL(c);
    Replay b = play(kABC, kThreeHands, at_both, rule(id, "one-opponent-per-turn"));
    REQUIRE_REFUSED(b, at_both, "Cid's cards cannot be attacked by Ann this turn", "Battle Phase", id);
    CHECK(test::dof_table(b).players[0].points == 1);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.scoring.defender-wins: defender-scores (default) | attacker-only

TEST_CASE("dof.scoring.defender-wins: defender-scores gives the defending side a point when the attacker loses, "
          "attacker-only does not",
          "[dof][rulings][dof.scoring.defender-wins]") {
  const json hands = hands2({"9S", "4S", "6H", "8D", "10C"}, {"JH", "5S", "7H", "9D", "JC"});
  const Events e = turns(kAB, {"2C", "2D", "3C"}, {{summon("Ann", "9S")}, {summon("Bob", "JH")}}, {attack("Ann", "9S", "JH")});

  SECTION("defender-scores (default)") {
    Replay r = play(kAB, hands, e);
    REQUIRE_LEGAL(r);
    CHECK(in_graveyard(test::dof_table(r), 0, "9S"));
    CHECK(test::dof_table(r).players[1].points == 1);
  }
  SECTION("attacker-only") {
    Replay r = play(kAB, hands, e, rule("dof.scoring.defender-wins", "attacker-only"));
    REQUIRE_LEGAL(r);
    CHECK(in_graveyard(test::dof_table(r), 0, "9S"));
    CHECK(test::dof_table(r).players[1].points == 0);
  }
  SECTION("attacker-only with dof.battle.tie = both-destroyed: only the attacking side scores") {
    Replay def = eights("8S", "8H", rule("dof.battle.tie", "both-destroyed"));
    REQUIRE_LEGAL(def);
    CHECK(test::dof_table(def).players[1].points == 1);
    Replay r = eights("8S", "8H", {{"dof.battle.tie", "both-destroyed"}, {"dof.scoring.defender-wins", "attacker-only"}});
    REQUIRE_LEGAL(r);
    CHECK(test::dof_table(r).players[0].points == 1);
    CHECK(test::dof_table(r).players[1].points == 0);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.scoring.defense-victim: no-points (default) | defense-victim-scores | defender-def-scores

namespace {

// Ann: KS (turn 1), 8C (turn 3). Bob: QH in attack (turn 2), 9D face-down defense (turn 4).
// Turn 5: Ann's `attacker` attacks 9D.
Replay attack_face_down_nine(const std::string& attacker, const json& rulings) {
  const json hands = hands2({"KS", "8C", "4S", "6H", "10D"}, {"QH", "9D", "5S", "7H", "JC"});
  return play(kAB, hands,
              turns(kAB, {"2C", "2D", "3C", "3D", "2H"},
                    {{summon("Ann", "KS")}, {summon("Bob", "QH")}, {summon("Ann", "8C")}, {summon_face("Bob", "9D", "down")}},
                    {attack("Ann", attacker, "9D")}),
              rulings);
}

}  // namespace

TEST_CASE("dof.scoring.defense-victim: destroying a defense card scores only under defense-victim-scores, a defense "
          "card destroying its attacker scores only under defender-def-scores",
          "[dof][rulings][dof.scoring.defense-victim]") {
  const std::string id = "dof.scoring.defense-victim";
  SECTION("no-points (default)") {
    Replay win = attack_face_down_nine("KS", json::object());
    REQUIRE_LEGAL(win);
    CHECK(in_graveyard(test::dof_table(win), 1, "9D"));
    CHECK(test::dof_table(win).players[0].points == 0);
    Replay lose = attack_face_down_nine("8C", json::object());
    REQUIRE_LEGAL(lose);
    CHECK(in_graveyard(test::dof_table(lose), 0, "8C"));
    CHECK(test::dof_table(lose).players[1].points == 0);
  }
  SECTION("defense-victim-scores") {
    Replay win = attack_face_down_nine("KS", rule(id, "defense-victim-scores"));
    REQUIRE_LEGAL(win);
    CHECK(test::dof_table(win).players[0].points == 1);
    Replay lose = attack_face_down_nine("8C", rule(id, "defense-victim-scores"));
    REQUIRE_LEGAL(lose);
    CHECK(test::dof_table(lose).players[1].points == 0);
  }
  SECTION("defender-def-scores") {
    Replay win = attack_face_down_nine("KS", rule(id, "defender-def-scores"));
    REQUIRE_LEGAL(win);
    CHECK(test::dof_table(win).players[0].points == 0);
    Replay lose = attack_face_down_nine("8C", rule(id, "defender-def-scores"));
    REQUIRE_LEGAL(lose);
    CHECK(in_graveyard(test::dof_table(lose), 0, "8C"));
    CHECK(test::dof_table(lose).players[1].points == 1);
    // dof.scoring.defender-wins = attacker-only takes the defender's point away again.
    Replay only = attack_face_down_nine("8C", {{id, "defender-def-scores"}, {"dof.scoring.defender-wins", "attacker-only"}});
    REQUIRE_LEGAL(only);
    CHECK(test::dof_table(only).players[1].points == 0);
  }
}

// ---------------------------------------------------------------------------------------------
// dof.scoring.effect-destruction: battle-only (default) | any-destruction

namespace {

// Bob puts QH on the field in `pos` (turn 2); turn 3 Ann's Numbers Combo 3S + 7D destroys it.
Replay combo_destroys_queen(const std::string& pos, const json& rulings) {
  const json hands = hands2({"3S", "7D", "9C", "KH", "5H"}, {"QH", "5S", "8D", "10C", "JC"});
  return play(kAB, hands,
              turns(kAB, {"2C", "2D", "3C"}, {{}, {summon("Bob", "QH", pos)}},
                    {activate("Ann", "numbers-combo", {"3S", "7D"}, {{"destroy", {"QH"}}}), pass("Bob"), pass("Ann")}),
              rulings);
}

}  // namespace

TEST_CASE("dof.scoring.effect-destruction: battle-only gives no point for an effect's kill, any-destruction gives one "
          "for an attack-position card",
          "[dof][rulings][dof.scoring.effect-destruction]") {
  const std::string id = "dof.scoring.effect-destruction";
  SECTION("battle-only (default)") {
    Replay r = combo_destroys_queen("attack", json::object());
    REQUIRE_LEGAL(r);
    CHECK(in_graveyard(test::dof_table(r), 1, "QH"));
    CHECK(test::dof_table(r).players[0].points == 0);
  }
  SECTION("any-destruction") {
    Replay r = combo_destroys_queen("attack", rule(id, "any-destruction"));
    REQUIRE_LEGAL(r);
    CHECK(in_graveyard(test::dof_table(r), 1, "QH"));
    CHECK(test::dof_table(r).players[0].points == 1);
    Replay d = combo_destroys_queen("defense", rule(id, "any-destruction"));
    REQUIRE_LEGAL(d);
    CHECK(in_graveyard(test::dof_table(d), 1, "QH"));
    CHECK(test::dof_table(d).players[0].points == 0);  // a defense card scores nothing
  }
}

}  // namespace test_ruling_options_battle_scoring
