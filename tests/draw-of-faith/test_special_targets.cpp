// What special summons destroy and revive: the effects of Special Mechanics 1-5, Card Values:
// Graveyard (check_destroy, check_revive and the resolution in rulespec/draw-of-faith/special.cpp
// and chain.cpp), under default rulings.
#include <catch2/catch.hpp>

#include <algorithm>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_special_targets {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;
using test::summon;
using test::consulted;
using test::hand;
using test::field;
using test::graveyard;

namespace {

using Events = std::vector<nlohmann::json>;

nlohmann::json activate(const std::string& mechanic, const std::vector<std::string>& materials,
                        const nlohmann::json& more = nlohmann::json::object()) {
  nlohmann::json e = ev("Ann", "activate", {{"mechanic", mechanic}, {"materials", materials}});
  for (auto it = more.begin(); it != more.end(); ++it) e[it.key()] = *it;
  return e;
}

// ---- A board for destroy effects ----
// Ann: 7S 7H 7D KD QH; she draws 2C 3H JC 4D 5H and summons 2C in attack on turn 1.
// Bob: QC 10D 9C 8D 2H; he draws 3S 5S 6S 4S and summons QC (attack, turn 2), 10D (attack,
// turn 4), 9C (defense, turn 6; or an unknown card face down) and 5S (attack, turn 8).
// Turn 9 is Ann's, in its Main Phase; its events are numbered from kDestroyFrom.
constexpr int kDestroyFrom = 23;

Events destroy_board(bool unknown_face_down = false) {
  Events e = {ev("Ann", "draw", {{"card", "2C"}}), summon("Ann", "2C", "attack"), ev("Ann", "end-turn"),
              ev("Bob", "draw", {{"card", "3S"}}), summon("Bob", "QC", "attack"), ev("Bob", "end-turn"),
              ev("Ann", "draw", {{"card", "3H"}}), ev("Ann", "end-turn"),
              ev("Bob", "draw", {{"card", "5S"}}), summon("Bob", "10D", "attack"), ev("Bob", "end-turn"),
              ev("Ann", "draw", {{"card", "JC"}}), ev("Ann", "end-turn"),
              ev("Bob", "draw", {{"card", unknown_face_down ? "?" : "6S"}}),
              unknown_face_down ? summon("Bob", "?", "defense", true) : summon("Bob", "9C", "defense"),
              ev("Bob", "end-turn"),
              ev("Ann", "draw", {{"card", "4D"}}), ev("Ann", "end-turn"),
              ev("Bob", "draw", {{"card", "4S"}}), summon("Bob", "5S", "attack"), ev("Bob", "end-turn"),
              ev("Ann", "draw", {{"card", "5H"}})};
  return e;
}

Replay destroy_game(const Events& more, bool unknown_face_down = false) {
  Events events = destroy_board(unknown_face_down);
  events.insert(events.end(), more.begin(), more.end());
  return test::replay_json(test::dof_transcript(
      {"Ann", "Bob"}, {{"Ann", {"7S", "7H", "7D", "KD", "QH"}}, {"Bob", {"QC", "10D", "9C", "8D", "2H"}}}, events));
}

// ---- A board for revive effects ----
// Ann: AS AH KC 3H 9S; Bob: 9D 2C 4H 6C 8H. Turn 1: Ann summons KC. Turn 2: Bob summons 9D.
// Turn 3: Ann summons 3H, which attacks 9D and is destroyed; KC then destroys 9D (1 point
// each). Turn 4: Bob summons JH. Turn 5 is Ann's, in its Main Phase: her graveyard holds 3H,
// Bob's 9D. Its events are numbered from kReviveFrom.
constexpr int kReviveFrom = 16;

Replay revive_game(const Events& more) {
  Events events = {ev("Ann", "draw", {{"card", "5S"}}), summon("Ann", "KC", "attack"), ev("Ann", "end-turn"),
                   ev("Bob", "draw", {{"card", "10C"}}), summon("Bob", "9D", "attack"), ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "7S"}}), summon("Ann", "3H", "attack"),
                   ev("Ann", "attack", {{"attacker", "3H"}, {"target", "9D"}}),
                   ev("Ann", "attack", {{"attacker", "KC"}, {"target", "9D"}}), ev("Ann", "end-turn"),
                   ev("Bob", "draw", {{"card", "JH"}}), summon("Bob", "JH", "attack"), ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "2D"}})};
  events.insert(events.end(), more.begin(), more.end());
  return test::replay_json(test::dof_transcript(
      {"Ann", "Bob"}, {{"Ann", {"AS", "AH", "KC", "3H", "9S"}}, {"Bob", {"9D", "2C", "4H", "6C", "8H"}}}, events));
}

}  // namespace

TEST_CASE("Special summons in these tests start from the expected boards", "[dof][special.numbers-combo][special.ace-fusion]") {
  Replay d = destroy_game({});
  INFO(test::describe(d));
  REQUIRE_FALSE(d.violation);
  CHECK(d.applied == kDestroyFrom - 1);
  CHECK(field(test::dof_table(d), 1) == std::vector<std::string>{"QC atk", "10D atk", "9C def", "5S atk"});
  Replay v = revive_game({});
  INFO(test::describe(v));
  REQUIRE_FALSE(v.violation);
  CHECK(v.applied == kReviveFrom - 1);
  const auto& t = test::dof_table(v);
  CHECK(graveyard(t, 0) == std::vector<std::string>{"3H"});
  CHECK(graveyard(t, 1) == std::vector<std::string>{"9D"});
  CHECK(t.players[0].points == 1);
  CHECK(t.players[1].points == 1);
}

// ---- Destroy ----

TEST_CASE("Special Mechanics 3: Numbers Combo: three materials destroy up to three opponent cards, which score nothing "
          "(dof.destroy.count, dof.scoring.effect-destruction)",
          "[dof][special.numbers-combo][turn.battle.scoring]") {
  Replay r = destroy_game({activate("numbers-combo", {"7S", "7H", "7D"}, {{"destroy", {"QC", "10D", "9C"}}}),
                           ev("Ann", "end-main")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 1) == std::vector<std::string>{"QC", "10D", "9C"});
  CHECK(field(t, 1) == std::vector<std::string>{"5S atk"});
  CHECK(graveyard(t, 0) == std::vector<std::string>{"7S", "7H", "7D"});
  CHECK(t.players[0].points == 0);
  CHECK(t.players[1].points == 0);
}

TEST_CASE("Special Mechanics 3: Numbers Combo: up to one destroy target per material (dof.destroy.count)",
          "[dof][special.numbers-combo]") {
  Replay r = destroy_game({activate("numbers-combo", {"7S", "7H"}, {{"destroy", {"QC", "10D", "9C"}}})});
  REQUIRE_VIOLATION(r, kDestroyFrom, "numbers-combo with 2 materials destroys up to 2 cards", "Special Mechanics 3: Numbers Combo");
  CHECK(consulted(r, "dof.destroy.count"));
  CHECK(test::dof_table(r).players[1].field.size() == 4);
}

TEST_CASE("Special Mechanics 3: Numbers Combo: the effect may destroy fewer cards, or none", "[dof][special.numbers-combo]") {
  Replay r = destroy_game({activate("numbers-combo", {"7S", "7H"}, {{"destroy", nlohmann::json::array()}}), ev("Ann", "end-main")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.players[1].field.size() == 4);
  CHECK(graveyard(t, 0) == std::vector<std::string>{"7S", "7H"});
}

TEST_CASE("Special Mechanics 1: Royal Fusion: destroys up to three cards (dof.royal-fusion.destroy-count)",
          "[dof][special.royal-fusion]") {
  SECTION("three") {
    Replay r = destroy_game({activate("royal-fusion", {"KD", "QH", "JC"}, {{"destroy", {"QC", "9C", "5S"}}}), ev("Ann", "end-main")});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 1) == std::vector<std::string>{"QC", "9C", "5S"});
    CHECK(field(t, 1) == std::vector<std::string>{"10D atk"});
    CHECK(t.players[0].points == 0);
  }
  SECTION("four") {
    Replay r = destroy_game({activate("royal-fusion", {"KD", "QH", "JC"}, {{"destroy", {"QC", "10D", "9C", "5S"}}})});
    REQUIRE_VIOLATION(r, kDestroyFrom, "Royal Fusion destroys up to 3 cards", "Special Mechanics 1: Royal Fusion");
    CHECK(consulted(r, "dof.royal-fusion.destroy-count"));
    CHECK(test::dof_table(r).players[0].graveyard.empty());
  }
}

TEST_CASE("Special Mechanics 1: Royal Fusion: destroy targets are opponents' cards (dof.destroy.scope)",
          "[dof][special.royal-fusion]") {
  Replay r = destroy_game({activate("royal-fusion", {"KD", "QH", "JC"}, {{"destroy", {"QC", "2C"}}})});
  REQUIRE_VIOLATION(r, kDestroyFrom, "destroy targets are opponents' cards", "Special Mechanics 1: Royal Fusion");
  CHECK(consulted(r, "dof.destroy.scope"));
  CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"2C atk"});
}

TEST_CASE("Special Mechanics 3: Numbers Combo: a card is targeted once", "[dof][special.numbers-combo]") {
  Replay r = destroy_game({activate("numbers-combo", {"7S", "7H"}, {{"destroy", {"QC", "Bob:QC"}}})});
  REQUIRE_VIOLATION(r, kDestroyFrom, "Bob:QC is targeted twice", "Special Mechanics 3: Numbers Combo");
}

TEST_CASE("Special Mechanics 3: Numbers Combo: a field material is spent, not also a target", "[dof][special.numbers-combo]") {
  Replay r = destroy_game({activate("numbers-combo", {"2C", "7S"}, {{"destroy", {"2C"}}})});
  REQUIRE_VIOLATION(r, kDestroyFrom, "is a material and cannot also be a target", "Special Mechanics 3: Numbers Combo");
  CHECK_THAT(r.violation->reason, Catch::Contains("2C"));
}

TEST_CASE("Special Mechanics 3: Numbers Combo: a destroy target is a card on the field", "[dof][special.numbers-combo]") {
  // resolve_field cites the Battle Phase for every field reference, destroy targets included.
  Replay r = destroy_game({activate("numbers-combo", {"7S", "7H"}, {{"destroy", {"8D"}}})});
  REQUIRE_VIOLATION(r, kDestroyFrom, "destroy target 8D is not on the field: it is in Bob's hand", "Battle Phase");
}

TEST_CASE("Special Mechanics 1: Royal Fusion and 3: Numbers Combo revive nothing", "[dof][special.royal-fusion][special.numbers-combo]") {
  SECTION("Royal Fusion") {
    Replay r = destroy_game({activate("royal-fusion", {"KD", "QH", "JC"}, {{"revive", {{"KD", "attack"}}}})});
    REQUIRE_VIOLATION(r, kDestroyFrom, "royal-fusion revives nothing", "Special Mechanics 1: Royal Fusion");
  }
  SECTION("Numbers Combo") {
    Replay r = destroy_game({activate("numbers-combo", {"7S", "7H"}, {{"revive", {{"7S", "attack"}}}})});
    REQUIRE_VIOLATION(r, kDestroyFrom, "numbers-combo revives nothing", "Special Mechanics 3: Numbers Combo");
  }
}

TEST_CASE("Battle Phase: Face-Down Defense: a face-down unknown card destroyed by an effect must be named",
          "[dof][turn.battle.face-down][special.numbers-combo]") {
  SECTION("not named") {
    Replay r = destroy_game({activate("numbers-combo", {"7S", "7H"}, {{"destroy", {"Bob#3"}}})}, true);
    REQUIRE_VIOLATION(r, kDestroyFrom, "Bob#3 is face down and unknown, and a destroyed card goes face up to the graveyard",
                      "Battle Phase: Face-Down Defense");
  }
  SECTION("named with reveal") {
    Replay r = destroy_game({activate("numbers-combo", {"7S", "7H"}, {{"destroy", {"Bob#3"}}, {"reveal", {{"Bob#3", "6S"}}}}),
                             ev("Ann", "end-main")},
                            true);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 1) == std::vector<std::string>{"6S"});
    CHECK(field(t, 1) == std::vector<std::string>{"QC atk", "10D atk", "5S atk"});
  }
}

// ---- Revive ----

TEST_CASE("Special Mechanics 2: Ace Fusion: revives its own spent materials, face up in the chosen positions, as cards "
          "that arrived this turn (dof.revive.source, dof.revive.destination)",
          "[dof][special.ace-fusion][graveyard]") {
  Replay r = revive_game({activate("ace-fusion", {"AS", "AH"}, {{"revive", {{"AS", "attack"}, {"AH", "defense"}}}}),
                          ev("Ann", "end-main")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(field(t, 0) == std::vector<std::string>{"KC atk", "AH def", "AS atk"});
  CHECK(t.players[0].field[1].arrived_turn == 5);
  CHECK(t.players[0].field[2].arrived_turn == 5);
  CHECK(graveyard(t, 0) == std::vector<std::string>{"3H"});
  CHECK(t.phase == dof::Phase::battle);
}

TEST_CASE("Special Mechanics 2: Ace Fusion: up to one revive per material (dof.revive.count)", "[dof][special.ace-fusion]") {
  Replay r = revive_game(
      {activate("ace-fusion", {"AS", "AH"}, {{"revive", {{"AS", "attack"}, {"AH", "attack"}, {"3H", "attack"}}}})});
  REQUIRE_VIOLATION(r, kReviveFrom, "ace-fusion with 2 materials revives up to 2 cards", "Special Mechanics 2: Ace Fusion");
  CHECK(consulted(r, "dof.revive.count"));
  CHECK(graveyard(test::dof_table(r), 0) == std::vector<std::string>{"3H"});
}

TEST_CASE("Card Values: Graveyard: a revive takes from the player's own graveyard only (dof.revive.source)",
          "[dof][graveyard][special.ace-fusion]") {
  SECTION("a card in the opponent's graveyard") {
    Replay r = revive_game({activate("ace-fusion", {"AS", "AH"}, {{"revive", {{"9D", "attack"}}}})});
    REQUIRE_VIOLATION(r, kReviveFrom, "9D cannot be revived: it is in Bob's graveyard, not in Ann's graveyard",
                      "Card Values: Graveyard");
    CHECK(consulted(r, "dof.revive.source"));
    CHECK(graveyard(test::dof_table(r), 1) == std::vector<std::string>{"9D"});
  }
  SECTION("a card in a hand") {
    Replay r = revive_game({activate("ace-fusion", {"AS", "AH"}, {{"revive", {{"9S", "attack"}}}})});
    REQUIRE_VIOLATION(r, kReviveFrom, "9S cannot be revived: it is in Ann's hand, not in Ann's graveyard",
                      "Card Values: Graveyard");
  }
}

TEST_CASE("Special Mechanics 2: Ace Fusion: each revived card's position is chosen (dof.revive.destination)",
          "[dof][special.ace-fusion]") {
  Replay r = revive_game({activate("ace-fusion", {"AS", "AH"}, {{"revive", {"AS"}}})});
  REQUIRE_VIOLATION(r, kReviveFrom, "choose the position of each revived card", "Special Mechanics 2: Ace Fusion");
  CHECK(consulted(r, "dof.revive.destination"));
}

TEST_CASE("Special Mechanics 2: Ace Fusion: destroys nothing", "[dof][special.ace-fusion]") {
  Replay r = revive_game({activate("ace-fusion", {"AS", "AH"}, {{"destroy", {"JH"}}})});
  REQUIRE_VIOLATION(r, kReviveFrom, "ace-fusion destroys nothing", "Special Mechanics 2: Ace Fusion");
  CHECK(field(test::dof_table(r), 1) == std::vector<std::string>{"JH atk"});
}

TEST_CASE("Special Mechanics 5: Numbers + Ace: revives and destroys at once, the destroyed card scores nothing",
          "[dof][special.numbers-ace]") {
  Replay r = revive_game({activate("numbers-ace", {"9S", "AS"}, {{"revive", {{"3H", "defense"}, {"AS", "attack"}}}, {"destroy", {"JH"}}}),
                          ev("Ann", "end-main")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(field(t, 0) == std::vector<std::string>{"KC atk", "3H def", "AS atk"});
  CHECK(graveyard(t, 0) == std::vector<std::string>{"9S"});
  CHECK(graveyard(t, 1) == std::vector<std::string>{"9D", "JH"});
  CHECK(t.players[1].field.empty());
  CHECK(t.players[0].points == 1);
  CHECK(t.players[1].points == 1);
}

TEST_CASE("Special Mechanics 4: Ace + Face Cards: revives on its player's own turn with nothing to negate, a field "
          "material included (dof.negate.without-target)",
          "[dof][special.ace-face][notes.materials]") {
  Replay r = revive_game({activate("ace-face", {"AH", "KC"}, {{"revive", {{"3H", "attack"}, {"KC", "defense"}}}}),
                          ev("Ann", "end-main")});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(field(t, 0) == std::vector<std::string>{"3H atk", "KC def"});
  CHECK(graveyard(t, 0) == std::vector<std::string>{"AH"});
  CHECK(hand(t, 0) == std::vector<std::string>{"AS", "9S", "5S", "7S", "2D"});
}

TEST_CASE("Special Mechanics 4: Ace + Face Cards destroys nothing", "[dof][special.ace-face]") {
  Replay r = revive_game({activate("ace-face", {"AH", "KC"}, {{"destroy", {"JH"}}})});
  REQUIRE_VIOLATION(r, kReviveFrom, "ace-face destroys nothing", "Special Mechanics 4: Ace + Face Cards");
}

}  // namespace test_special_targets
