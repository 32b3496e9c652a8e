// Special summons, their materials and recipes: Special Mechanics 1-6, Important Notes:
// Fusion Materials and Special Summoning (rulespec/draw-of-faith/recipes.cpp, and the material
// checks of special.cpp and hidden.cpp), under default rulings.
#include <catch2/catch.hpp>

#include <algorithm>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_special_recipes {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;
using test::consulted;
using test::hand;
using test::field;
using test::graveyard;

namespace {

using Events = std::vector<nlohmann::json>;

const nlohmann::json kBob = {"2D", "4C", "6D", "10D", "JD"};

nlohmann::json activate(const std::string& mechanic, const std::vector<std::string>& materials) {
  return ev("Ann", "activate", {{"mechanic", mechanic}, {"materials", materials}});
}

// Ann's turn 1 with the hand `ann` (Bob holds kBob): she draws 2C, then `more`.
Replay turn_one(const std::vector<std::string>& ann, const Events& more) {
  Events events = {ev("Ann", "draw", {{"card", "2C"}})};
  events.insert(events.end(), more.begin(), more.end());
  return test::replay_json(test::dof_transcript({"Ann", "Bob"}, {{"Ann", ann}, {"Bob", kBob}}, events));
}

// The activation at event 2 is refused for its materials.
void refused_recipe(const std::vector<std::string>& ann, const std::string& mechanic,
                    const std::vector<std::string>& materials, const std::string& reason, const std::string& citation,
                    const std::string& ruling = "") {
  Replay r = turn_one(ann, {activate(mechanic, materials)});
  INFO(test::describe(r));
  REQUIRE(r.violation);
  CHECK(r.violation->event == 2);
  CHECK_THAT(r.violation->reason, Catch::Contains(reason));
  CHECK(test::violation_citation(r) == citation);
  if (!ruling.empty()) CHECK(consulted(r, ruling));
  const auto& t = test::dof_table(r);  // the state is unchanged: no cost paid, placement unused
  CHECK(t.players[0].graveyard.empty());
  CHECK_FALSE(t.players[0].placement_used);
  CHECK(t.phase == dof::Phase::main);
}

// An activation at event 2 that is legal: its materials are spent to the graveyard.
void accepted_recipe(const std::vector<std::string>& ann, const std::string& mechanic,
                     const std::vector<std::string>& materials) {
  Replay r = turn_one(ann, {activate(mechanic, materials)});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 0) == materials);
  for (const auto& m : materials) {
    auto h = hand(t, 0);
    CHECK(std::find(h.begin(), h.end(), m) == h.end());
  }
  CHECK(t.players[0].placement_used);
  CHECK(t.phase == dof::Phase::window);
  REQUIRE(t.chain.size() == 1);
  CHECK(t.chain[0].player == 0);
}

}  // namespace

// ---- 1. Royal Fusion ----

TEST_CASE("Special Mechanics 1: Royal Fusion: a King, a Queen and a Jack of any suits", "[dof][special.royal-fusion]") {
  accepted_recipe({"KD", "QH", "JC", "5S", "9H"}, "royal-fusion", {"KD", "QH", "JC"});
}

TEST_CASE("Special Mechanics 1: Royal Fusion: other face cards are not the recipe (dof.special.exact-materials)",
          "[dof][special.royal-fusion]") {
  refused_recipe({"KD", "QH", "QC", "JC", "5S"}, "royal-fusion", {"KD", "QH", "QC"},
                 "Royal Fusion takes a King, a Queen and a Jack (materials: KD QH QC)", "Special Mechanics 1: Royal Fusion",
                 "dof.special.exact-materials");
}

TEST_CASE("Special Mechanics 1: Royal Fusion: no extra materials on top of the recipe (dof.special.exact-materials)",
          "[dof][special.royal-fusion]") {
  refused_recipe({"KD", "QH", "JC", "5S", "9H"}, "royal-fusion", {"KD", "QH", "JC", "5S"},
                 "Royal Fusion takes a King, a Queen and a Jack", "Special Mechanics 1: Royal Fusion",
                 "dof.special.exact-materials");
}

// ---- 2. Ace Fusion ----

TEST_CASE("Special Mechanics 2: Ace Fusion: two or more Aces", "[dof][special.ace-fusion]") {
  SECTION("two") { accepted_recipe({"AS", "AH", "5S", "9H", "KD"}, "ace-fusion", {"AS", "AH"}); }
  SECTION("three") { accepted_recipe({"AS", "AH", "AD", "9H", "KD"}, "ace-fusion", {"AS", "AH", "AD"}); }
}

TEST_CASE("Special Mechanics 2: Ace Fusion: Aces and nothing else", "[dof][special.ace-fusion]") {
  SECTION("one Ace") {
    refused_recipe({"AS", "AH", "5S", "9H", "KD"}, "ace-fusion", {"AS"},
                   "Ace Fusion takes two or more Aces and nothing else", "Special Mechanics 2: Ace Fusion");
  }
  SECTION("an Ace and a King") {
    refused_recipe({"AS", "AH", "5S", "9H", "KD"}, "ace-fusion", {"AS", "KD"},
                   "Ace Fusion takes two or more Aces and nothing else (materials: AS KD)", "Special Mechanics 2: Ace Fusion");
  }
}

// ---- 3. Numbers Combo ----

TEST_CASE("Special Mechanics 3: Numbers Combo: same-number cards, two or more (dof.numbers-combo.set-size)",
          "[dof][special.numbers-combo]") {
  SECTION("a pair") { accepted_recipe({"7S", "7H", "7D", "QD", "2S"}, "numbers-combo", {"7S", "7H"}); }
  SECTION("three 7s, the rulebook's example") {
    accepted_recipe({"7S", "7H", "7D", "QD", "2S"}, "numbers-combo", {"7S", "7H", "7D"});
  }
}

TEST_CASE("Special Mechanics 3: Numbers Combo: two numbers adding up to 4-10, both ends included",
          "[dof][special.numbers-combo]") {
  SECTION("3 + 7 = 10, the rulebook's example") { accepted_recipe({"3S", "7H", "9D", "QD", "2S"}, "numbers-combo", {"3S", "7H"}); }
  SECTION("2 + 2 = 4") { accepted_recipe({"2S", "2H", "9D", "QD", "5S"}, "numbers-combo", {"2S", "2H"}); }
  SECTION("4 + 6") { accepted_recipe({"4S", "6H", "9D", "QD", "5S"}, "numbers-combo", {"6H", "4S"}); }
}

TEST_CASE("Special Mechanics 3: Numbers Combo: a sum over 10 is no combo", "[dof][special.numbers-combo]") {
  refused_recipe({"5S", "6H", "9D", "QD", "2S"}, "numbers-combo", {"5S", "6H"}, "5S 6H add up to 11, not 4 to 10",
                 "Special Mechanics 3: Numbers Combo");
}

TEST_CASE("Special Mechanics 3: Numbers Combo: a sum is of exactly two cards (dof.numbers-combo.sum-arity)",
          "[dof][special.numbers-combo]") {
  refused_recipe({"2S", "3H", "4D", "QD", "9S"}, "numbers-combo", {"2S", "3H", "4D"}, "a sum takes exactly two number cards",
                 "Special Mechanics 3: Numbers Combo", "dof.numbers-combo.sum-arity");
}

TEST_CASE("Special Mechanics 3: Numbers Combo: one card is no combo", "[dof][special.numbers-combo]") {
  refused_recipe({"7S", "7H", "9D", "QD", "2S"}, "numbers-combo", {"9D"}, "a Numbers Combo takes at least two cards",
                 "Special Mechanics 3: Numbers Combo");
}

TEST_CASE("Special Mechanics 3: Numbers Combo: an Ace is not a number card (dof.numbers-combo.ace-value)",
          "[dof][special.numbers-combo]") {
  SECTION("in a sum") {
    refused_recipe({"AS", "3H", "8C", "QD", "9S"}, "numbers-combo", {"AS", "3H"}, "an Ace is not a number card, so AS 3H is no sum",
                   "Special Mechanics 3: Numbers Combo", "dof.numbers-combo.ace-value");
  }
  SECTION("as a pair") {
    refused_recipe({"AS", "AH", "8C", "QD", "9S"}, "numbers-combo", {"AS", "AH"}, "Aces are not number cards",
                   "Special Mechanics 3: Numbers Combo", "dof.numbers-combo.ace-value");
  }
}

TEST_CASE("Special Mechanics 3: Numbers Combo: face cards are not number cards (dof.numbers-combo.face-cards)",
          "[dof][special.numbers-combo]") {
  refused_recipe({"KS", "KH", "8C", "QD", "9S"}, "numbers-combo", {"KS", "KH"}, "face cards are not number cards",
                 "Special Mechanics 3: Numbers Combo", "dof.numbers-combo.face-cards");
}

// ---- 4. Ace + Face Cards ----

TEST_CASE("Special Mechanics 4: Ace + Face Cards: an Ace and a King, Queen or Jack", "[dof][special.ace-face]") {
  SECTION("Ace and King") { accepted_recipe({"AS", "KH", "8C", "QD", "9S"}, "ace-face", {"AS", "KH"}); }
  SECTION("Jack and Ace") { accepted_recipe({"AS", "JH", "8C", "QD", "9S"}, "ace-face", {"JH", "AS"}); }
}

TEST_CASE("Special Mechanics 4: Ace + Face Cards: a number card is not a face card", "[dof][special.ace-face]") {
  refused_recipe({"AS", "10H", "8C", "QD", "9S"}, "ace-face", {"AS", "10H"},
                 "Ace + Face Cards takes one Ace and one King, Queen or Jack", "Special Mechanics 4: Ace + Face Cards");
}

// ---- 5. Numbers + Ace ----

TEST_CASE("Special Mechanics 5: Numbers + Ace: a number card and an Ace", "[dof][special.numbers-ace]") {
  accepted_recipe({"AS", "3H", "8C", "QD", "9S"}, "numbers-ace", {"3H", "AS"});
}

TEST_CASE("Special Mechanics 5: Numbers + Ace: a face card is not a number card", "[dof][special.numbers-ace]") {
  refused_recipe({"AS", "KH", "8C", "QD", "9S"}, "numbers-ace", {"KH", "AS"},
                 "Numbers + Ace takes one number card (2-10) and one Ace", "Special Mechanics 5: Numbers + Ace");
}

// ---- 6. Five of a Kind is not activated ----

TEST_CASE("Special Mechanics 6: Five of a Kind is held, not activated (dof.five-of-a-kind.timing)",
          "[dof][special.five-of-a-kind]") {
  refused_recipe({"2S", "5S", "8S", "QS", "9H"}, "five-of-a-kind", {"2S", "5S", "8S", "QS"},
                 "Five of a Kind is not activated: holding it wins at once", "Special Mechanics 6: Five of a Kind",
                 "dof.five-of-a-kind.timing");
}

// ---- Important Notes: Fusion Materials ----

TEST_CASE("Important Notes: Fusion Materials: materials may come from the hand and the field together, and all go to "
          "the graveyard (dof.special.material-fate)",
          "[dof][notes.materials]") {
  // Turn 1: Ann summons 7H; turn 3: 7S from the hand and 7H from the field make a pair.
  Events events = {ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "summon", {{"card", "7H"}, {"position", "attack"}}),
                   ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "5C"}}), ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "3C"}}), activate("numbers-combo", {"7S", "7H"}), ev("Ann", "end-main")};
  Replay r = test::replay_json(test::dof_transcript({"Ann", "Bob"}, {{"Ann", {"7S", "7H", "9D", "QD", "2S"}}, {"Bob", kBob}}, events));
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.players[0].field.empty());
  CHECK(graveyard(t, 0) == std::vector<std::string>{"7S", "7H"});
  CHECK(hand(t, 0) == std::vector<std::string>{"9D", "QD", "2S", "2C", "3C"});
  CHECK(t.phase == dof::Phase::battle);
}

TEST_CASE("Important Notes: Fusion Materials: a card is named once as a material", "[dof][notes.materials]") {
  Replay r = turn_one({"7S", "7H", "9D", "QD", "2S"}, {activate("numbers-combo", {"7S", "Ann:7S"})});
  REQUIRE_VIOLATION(r, 2, "7S is named twice as a material", "Important Notes: Fusion Materials");
  CHECK(test::dof_table(r).players[0].graveyard.empty());
}

TEST_CASE("Important Notes: Fusion Materials: materials are the player's own cards", "[dof][notes.materials]") {
  SECTION("named as another player's") {
    Replay r = turn_one({"7S", "7H", "9D", "QD", "2S"}, {activate("numbers-combo", {"7S", "Bob:6D"})});
    REQUIRE_VIOLATION(r, 2, "Bob:6D is not Ann's card", "Important Notes: Fusion Materials");
  }
  SECTION("in another player's hand") {
    Replay r = turn_one({"7S", "7H", "9D", "QD", "2S"}, {activate("numbers-combo", {"2S", "6D"})});
    REQUIRE_VIOLATION(r, 2, "6D is not in Ann's hand or on their field: it is in Bob's hand",
                      "Important Notes: Fusion Materials");
  }
  SECTION("in the graveyard") {
    Replay r = turn_one({"7S", "7H", "9D", "QD", "2S"},
                        {activate("numbers-combo", {"7S", "7H"}), ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "5C"}}),
                         ev("Bob", "end-turn"), ev("Ann", "draw", {{"card", "3C"}}), activate("numbers-combo", {"7S", "3C"})});
    REQUIRE_VIOLATION(r, 7, "7S is not in Ann's hand or on their field: it is in Ann's graveyard",
                      "Important Notes: Fusion Materials");
  }
  SECTION("a card nobody has seen, with no unknown card in the hand") {
    Replay r = turn_one({"7S", "7H", "9D", "QD", "2S"}, {activate("numbers-combo", {"7S", "7D"})});
    REQUIRE_VIOLATION(r, 2, "7D is not in Ann's hand (Ann holds no unknown card that could be it)",
                      "Important Notes: Fusion Materials");
  }
}

TEST_CASE("Important Notes: Fusion Materials: an unknown card in the hand is named as it is spent", "[dof][notes.materials]") {
  Events events = {ev("Ann", "draw", {{"card", "?"}}), activate("numbers-combo", {"7S", "7D"})};
  Replay r = test::replay_json(test::dof_transcript({"Ann", "Bob"}, {{"Ann", {"7S", "7H", "9D", "QD", "2S"}}, {"Bob", kBob}}, events));
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 0) == std::vector<std::string>{"7S", "7D"});
  CHECK(hand(t, 0) == std::vector<std::string>{"7H", "9D", "QD", "2S"});
}

TEST_CASE("Important Notes: Fusion Materials: a face-down unknown field card is named to be used as a material",
          "[dof][notes.materials][turn.battle.face-down]") {
  auto game = [](const nlohmann::json& the_activation) {
    Events events = {ev("Ann", "draw", {{"card", "?"}}),
                     ev("Ann", "summon", {{"card", "?"}, {"position", "defense"}, {"face", "down"}}),
                     ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "5C"}}), ev("Bob", "end-turn"),
                     ev("Ann", "draw", {{"card", "3C"}}), the_activation};
    return test::replay_json(test::dof_transcript({"Ann", "Bob"}, {{"Ann", {"7S", "7H", "9D", "QD", "2S"}}, {"Bob", kBob}}, events));
  };
  SECTION("not named") {
    Replay r = game(activate("numbers-combo", {"7S", "Ann#1"}));
    REQUIRE_VIOLATION(r, 7, "Ann#1 is face down and unknown: a material is shown, name it",
                      "Important Notes: Fusion Materials");
    CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"? def down"});
  }
  SECTION("named with reveal") {
    nlohmann::json a = activate("numbers-combo", {"7S", "Ann#1"});
    a["reveal"] = {{"Ann#1", "7C"}};
    Replay r = game(a);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(graveyard(t, 0) == std::vector<std::string>{"7S", "7C"});
    CHECK(t.players[0].field.empty());
  }
}

TEST_CASE("Important Notes: Fusion Materials: materials are spent, not placed on the field (dof.special.material-fate)",
          "[dof][notes.materials]") {
  nlohmann::json a = activate("numbers-combo", {"7S", "7H"});
  a["place"] = {{"7S", "attack"}, {"7H", "defense"}};
  Replay r = turn_one({"7S", "7H", "9D", "QD", "2S"}, {a});
  REQUIRE_VIOLATION(r, 2, "materials are spent to the graveyard, not placed", "Important Notes: Fusion Materials");
  CHECK(consulted(r, "dof.special.material-fate"));
  CHECK(test::dof_table(r).players[0].field.empty());
}

}  // namespace test_special_recipes
