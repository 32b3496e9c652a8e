// Battle Phase rules: attacks, Battle Resolution, Scoring (rulespec/draw-of-faith/battle.cpp).
#include <catch2/catch.hpp>

#include <algorithm>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_battle {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;
using test::summon;
using test::consulted;
using test::field;
using test::graveyard;

namespace {

// Ann and Bob each summon one card in attack position on turns 1 and 2; turn 3 is Ann's,
// in its Main Phase after the draw.
nlohmann::json two_cards_on_the_field(const std::string& ann_card, const std::string& bob_card,
                                      const std::vector<nlohmann::json>& more_events) {
  nlohmann::json events = {ev("Ann", "draw", {{"card", "2C"}}),
                           ev("Ann", "summon", {{"card", ann_card}, {"position", "attack"}}),
                           ev("Ann", "end-turn"),
                           ev("Bob", "draw", {{"card", "2D"}}),
                           ev("Bob", "summon", {{"card", bob_card}, {"position", "attack"}}),
                           ev("Bob", "end-turn"),
                           ev("Ann", "draw", {{"card", "3C"}})};
  for (const auto& e : more_events) events.push_back(e);
  return test::dof_transcript({"Ann", "Bob"},
                              {{"Ann", {ann_card, "4S", "6H", "8D", "10C"}}, {"Bob", {bob_card, "5S", "7H", "9D", "JC"}}},
                              events);
}

}  // namespace

TEST_CASE("Battle Resolution: the higher card destroys the lower, and the attacker's side scores",
          "[dof][turn.battle.resolution][turn.battle.scoring][position.attack]") {
  Replay r = test::replay_json(two_cards_on_the_field("KS", "QH", {ev("Ann", "attack", {{"attacker", "KS"}, {"target", "QH"}})}));
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.players[1].graveyard == std::vector<dof::Card>{*dof::parse_card("QH")});
  CHECK(t.players[1].field.empty());
  CHECK(t.players[0].points == 1);
  CHECK(t.players[1].points == 0);
}

TEST_CASE("Battle Resolution: an attacker that loses is destroyed, and the defending side scores (dof.scoring.defender-wins)",
          "[dof][turn.battle.resolution][turn.battle.scoring]") {
  Replay r = test::replay_json(two_cards_on_the_field("9S", "JH", {ev("Ann", "attack", {{"attacker", "9S"}, {"target", "JH"}})}));
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.players[0].graveyard == std::vector<dof::Card>{*dof::parse_card("9S")});
  CHECK(t.players[0].points == 0);
  CHECK(t.players[1].points == 1);
}

TEST_CASE("Battle Phase: a card attacks at most once a turn (dof.battle.attacks-per-card)", "[dof][turn.battle]") {
  Replay r = test::replay_json(two_cards_on_the_field("8S", "8H",
                                                      {ev("Ann", "attack", {{"attacker", "8S"}, {"target", "8H"}}),
                                                       ev("Ann", "attack", {{"attacker", "8S"}, {"target", "8H"}})}));
  REQUIRE(r.violation);
  CHECK(r.violation->event == 9);
  CHECK_THAT(r.violation->reason, Catch::Contains("already attacked this turn"));
  CHECK(test::violation_citation(r) == "Battle Phase");
  CHECK(std::find(r.violation->rulings.begin(), r.violation->rulings.end(), "dof.battle.attacks-per-card") !=
        r.violation->rulings.end());
}

namespace {

using Events = std::vector<nlohmann::json>;

// One turn: the draw, `actions`, and the end of the turn.
Events turn(const std::string& player, const std::string& drawn, const Events& actions) {
  Events out = {ev(player, "draw", {{"card", drawn}})};
  out.insert(out.end(), actions.begin(), actions.end());
  out.push_back(ev(player, "end-turn"));
  return out;
}

// Turns 1-4 with the given actions (Ann, Bob, Ann, Bob; each turn is a draw, its actions and
// end-turn), then Ann's turn 5 after her draw, then `more`.
Replay five_turns(const nlohmann::json& hands, const std::vector<Events>& turn_actions, const Events& more) {
  static const char* draws[] = {"2C", "2D", "3C", "3D"};
  Events events;
  for (std::size_t i = 0; i < 4; ++i) {
    Events t = turn(i % 2 ? "Bob" : "Ann", draws[i], i < turn_actions.size() ? turn_actions[i] : Events{});
    events.insert(events.end(), t.begin(), t.end());
  }
  events.push_back(ev("Ann", "draw", {{"card", "4C"}}));
  events.insert(events.end(), more.begin(), more.end());
  return test::replay_json(test::dof_transcript({"Ann", "Bob"}, hands, events));
}

nlohmann::json attack(const std::string& attacker, const std::string& target) {
  return ev("Ann", "attack", {{"attacker", attacker}, {"target", target}});
}

const nlohmann::json kHands = {{"Ann", {"KS", "6H", "8D", "10C", "4S"}}, {"Bob", {"QH", "9D", "5S", "7H", "JC"}}};

// Ann: KS in attack (turn 1). Bob: QH in attack (turn 2) and 9D in face-down defense (turn 4).
Replay against_face_down(const Events& more, const std::string& ann_turn3 = "6H") {
  return five_turns(kHands,
                    {{summon("Ann", "KS", "attack")},
                     {summon("Bob", "QH", "attack")},
                     {summon("Ann", ann_turn3, "attack")},
                     {summon("Bob", "9D", "defense", true)}},
                    more);
}

}  // namespace

TEST_CASE("Battle Resolution: equal ranks destroy nothing and score nothing, whatever the suits (dof.battle.tie)",
          "[dof][turn.battle.resolution][notes.suits]") {
  Replay r = test::replay_json(two_cards_on_the_field("8S", "8H", {ev("Ann", "attack", {{"attacker", "8S"}, {"target", "8H"}})}));
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(field(t, 0) == std::vector<std::string>{"8S atk"});
  CHECK(field(t, 1) == std::vector<std::string>{"8H atk"});
  CHECK(t.players[0].graveyard.empty());
  CHECK(t.players[1].graveyard.empty());
  CHECK(t.players[0].points == 0);
  CHECK(t.players[1].points == 0);
}

TEST_CASE("Card Values: Card Hierarchy: the Ace outranks the King", "[dof][values.hierarchy][turn.battle.resolution]") {
  Replay r = test::replay_json(two_cards_on_the_field("AS", "KH", {ev("Ann", "attack", {{"attacker", "AS"}, {"target", "KH"}})}));
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 1) == std::vector<std::string>{"KH"});
  CHECK(field(t, 0) == std::vector<std::string>{"AS atk"});
  CHECK(t.players[0].points == 1);
}

TEST_CASE("Card Values: Card Hierarchy: 10 outranks 9, and 2 is lowest", "[dof][values.hierarchy][turn.battle.resolution]") {
  SECTION("10 over 9") {
    Replay r = test::replay_json(two_cards_on_the_field("10S", "9H", {ev("Ann", "attack", {{"attacker", "10S"}, {"target", "9H"}})}));
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(graveyard(test::dof_table(r), 1) == std::vector<std::string>{"9H"});
  }
  SECTION("2 under 3") {
    Replay r = test::replay_json(two_cards_on_the_field("2S", "3H", {ev("Ann", "attack", {{"attacker", "2S"}, {"target", "3H"}})}));
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(graveyard(test::dof_table(r), 0) == std::vector<std::string>{"2S"});
    CHECK(test::dof_table(r).players[1].points == 1);
  }
}

TEST_CASE("Battle Phase: declaring an attack ends the Main Phase", "[dof][turn.battle][quick.turn-order]") {
  Replay r = test::replay_json(two_cards_on_the_field("KS", "QH", {ev("Ann", "attack", {{"attacker", "KS"}, {"target", "QH"}}),
                                                                   ev("Ann", "summon", {{"card", "4S"}, {"position", "attack"}})}));
  REQUIRE_VIOLATION(r, 9, "the Battle Phase has begun", "Quick Reference: Turn Order");
  CHECK(test::dof_table(r).phase == dof::Phase::battle);
}

TEST_CASE("Battle Phase: only the turn player attacks", "[dof][turn.battle]") {
  Replay r = test::replay_json(two_cards_on_the_field("KS", "QH", {ev("Bob", "attack", {{"attacker", "QH"}, {"target", "KS"}})}));
  REQUIRE_VIOLATION(r, 8, "it is Ann's turn", "Battle Phase");
  CHECK(test::dof_table(r).players[1].field.size() == 1);
}

TEST_CASE("Battle Phase: the attacker is one of the attacking player's own cards", "[dof][turn.battle]") {
  Replay r = test::replay_json(two_cards_on_the_field("KS", "QH", {ev("Ann", "attack", {{"attacker", "QH"}, {"target", "KS"}})}));
  REQUIRE_VIOLATION(r, 8, "the attacker must be one of Ann's cards", "Battle Phase");
}

TEST_CASE("Battle Phase: a card cannot attack its own side", "[dof][turn.battle]") {
  Replay r = test::replay_json(two_cards_on_the_field("KS", "QH", {ev("Ann", "attack", {{"attacker", "KS"}, {"target", "KS"}})}));
  REQUIRE_VIOLATION(r, 8, "a card cannot attack its own side", "Battle Phase");
  CHECK(test::dof_table(r).players[0].field.size() == 1);
}

TEST_CASE("Position Rules: Defense Position: a defense-position card cannot start a battle", "[dof][position.defense]") {
  Replay r = five_turns(kHands, {{summon("Ann", "KS", "defense")}, {summon("Bob", "QH", "attack")}},
                        {attack("KS", "QH")});
  REQUIRE_VIOLATION(r, 12, "is in defense position: defense cards cannot start battles",
                    "Position Rules: Defense Position");
  CHECK_THAT(r.violation->reason, Catch::Contains("KS"));
  CHECK(field(test::dof_table(r), 1) == std::vector<std::string>{"QH atk"});
}

TEST_CASE("Battle Phase: a card summoned this turn may attack (dof.battle.attacks-per-card)", "[dof][turn.battle]") {
  Replay r = five_turns(kHands, {{}, {summon("Bob", "QH", "attack")}}, {summon("Ann", "KS", "attack"), attack("KS", "QH")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 1) == std::vector<std::string>{"QH"});
  CHECK(t.players[0].points == 1);
}

TEST_CASE("Battle Phase: a face-up defense card cannot be attacked (dof.battle.targets)", "[dof][turn.battle]") {
  Replay r = five_turns(kHands, {{summon("Ann", "KS", "attack")}, {summon("Bob", "QH", "attack")}, {},
                                 {summon("Bob", "9D", "defense")}},
                        {attack("KS", "9D")});
  REQUIRE_VIOLATION(r, 13, "is a face-up defense card and cannot be attacked", "Battle Phase");
  CHECK_THAT(r.violation->reason, Catch::Contains("9D"));
  CHECK(consulted(r, "dof.battle.targets"));
  CHECK(field(test::dof_table(r), 1) == std::vector<std::string>{"QH atk", "9D def"});
}

TEST_CASE("Battle Phase: Face-Down Defense: the attacked face-down card is turned face up, then compared, "
          "destroying a defense card scores nothing (dof.scoring.defense-victim)",
          "[dof][turn.battle.face-down][turn.battle.scoring]") {
  Replay r = against_face_down({attack("KS", "9D")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 1) == std::vector<std::string>{"9D"});
  CHECK(field(t, 1) == std::vector<std::string>{"QH atk"});
  CHECK(field(t, 0) == std::vector<std::string>{"KS atk", "6H atk"});
  CHECK(t.players[0].points == 0);
  CHECK(t.players[1].points == 0);
}

TEST_CASE("Position Rules: Defense Position: a face-down defense card that wins its battle stays, face up, and scores "
          "nothing (dof.scoring.defense-victim)",
          "[dof][position.defense][turn.battle.face-down]") {
  Replay r = against_face_down({attack("6H", "9D")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 0) == std::vector<std::string>{"6H"});
  CHECK(field(t, 1) == std::vector<std::string>{"QH atk", "9D def"});
  CHECK(t.players[0].points == 0);
  CHECK(t.players[1].points == 0);
}

TEST_CASE("Battle Phase: No Valid Targets: with no opponent attack-position card, not even a face-down card can be "
          "attacked (dof.battle.no-valid-targets)",
          "[dof][turn.battle.no-targets]") {
  Replay r = five_turns(kHands, {{summon("Ann", "KS", "attack")}, {summon("Bob", "9D", "defense", true)}}, {attack("KS", "9D")});
  REQUIRE_VIOLATION(r, 12, "no opponent has a card in attack position, so no attack can be made",
                    "Battle Phase: No Valid Targets");
  CHECK(consulted(r, "dof.battle.no-valid-targets"));
  CHECK(field(test::dof_table(r), 1) == std::vector<std::string>{"9D def down"});
}

TEST_CASE("Battle Phase: Face-Down Defense: an unknown face-down target must be named as it turns face up",
          "[dof][turn.battle.face-down]") {
  auto game = [](const nlohmann::json& the_attack) {
    Events events = {ev("Ann", "draw", {{"card", "2C"}}), summon("Ann", "KS", "attack"), ev("Ann", "end-turn"),
                     ev("Bob", "draw", {{"card", "2D"}}), summon("Bob", "QH", "attack"), ev("Bob", "end-turn"),
                     ev("Ann", "draw", {{"card", "3C"}}), ev("Ann", "end-turn"),
                     ev("Bob", "draw", {{"card", "?"}}), summon("Bob", "?", "defense", true), ev("Bob", "end-turn"),
                     ev("Ann", "draw", {{"card", "4C"}}), the_attack};
    return test::replay_json(test::dof_transcript({"Ann", "Bob"}, kHands, events));
  };
  SECTION("not named") {
    Replay r = game(attack("KS", "Bob#2"));
    REQUIRE_VIOLATION(r, 13, "Bob#2 is face down and unknown, and the attack turns it face up",
                      "Battle Phase: Face-Down Defense");
    CHECK(field(test::dof_table(r), 1) == std::vector<std::string>{"QH atk", "? def down"});
  }
  SECTION("named with reveal") {
    nlohmann::json a = attack("KS", "Bob#2");
    a["reveal"] = "2S";
    Replay r = game(a);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 1) == std::vector<std::string>{"2S"});
    CHECK(field(t, 1) == std::vector<std::string>{"QH atk"});
    CHECK(t.players[0].points == 0);
  }
}

TEST_CASE("Battle Phase: the target must be a card on an opponent's field", "[dof][turn.battle]") {
  SECTION("a field position that is empty") {
    Replay r = test::replay_json(two_cards_on_the_field("KS", "QH", {ev("Ann", "attack", {{"attacker", "KS"}, {"target", "Bob#3"}})}));
    REQUIRE_VIOLATION(r, 8, "target Bob#3: Bob has 1 card(s) on the field", "Battle Phase");
  }
  SECTION("a card in a hand") {
    Replay r = test::replay_json(two_cards_on_the_field("KS", "QH", {ev("Ann", "attack", {{"attacker", "KS"}, {"target", "7H"}})}));
    REQUIRE_VIOLATION(r, 8, "target 7H is not on the field: it is in Bob's hand", "Battle Phase");
  }
  SECTION("a card said to be on the wrong side") {
    Replay r = test::replay_json(two_cards_on_the_field("KS", "QH", {ev("Ann", "attack", {{"attacker", "KS"}, {"target", "Ann:QH"}})}));
    REQUIRE_VIOLATION(r, 8, "target QH is on Bob's field, not Ann's", "Battle Phase");
  }
}

TEST_CASE("Battle Resolution: a destroyed attacker is in the graveyard and attacks no more", "[dof][turn.battle.resolution]") {
  Replay r = test::replay_json(two_cards_on_the_field("9S", "JH", {ev("Ann", "attack", {{"attacker", "9S"}, {"target", "JH"}}),
                                                                   ev("Ann", "attack", {{"attacker", "9S"}, {"target", "JH"}})}));
  REQUIRE_VIOLATION(r, 9, "attacker 9S is not on the field: it is in Ann's graveyard", "Battle Phase");
  CHECK(test::dof_table(r).players[1].points == 1);
}

TEST_CASE("Battle Phase: each attack-position card may attack once in the same turn (dof.battle.attacks-per-card)",
          "[dof][turn.battle][turn.battle.scoring]") {
  // Ann: KS (turn 1), 10C (turn 3); Bob: QH (turn 2), 9D (turn 4), both in attack position.
  Replay r = five_turns(kHands,
                        {{summon("Ann", "KS", "attack")}, {summon("Bob", "QH", "attack")}, {summon("Ann", "10C", "attack")},
                         {summon("Bob", "9D", "attack")}},
                        {attack("KS", "QH"), attack("10C", "9D")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 1) == std::vector<std::string>{"QH", "9D"});
  CHECK(t.players[1].field.empty());
  CHECK(t.players[0].points == 2);
}

}  // namespace test_battle
