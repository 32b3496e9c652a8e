// Hidden cards: unknown cards ("?") in hands and face down on the field, reveals, and what
// Five of a Kind teaches about them (rulespec/draw-of-faith/hidden.cpp, five.cpp and the
// consistency check of rules.cpp), under default rulings. Game Setup: Equipment (one deck of 52
// distinct cards) and Victory Conditions: Instant Victory are the rules at stake.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_hidden_cards {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;
using test::summon;
using test::consulted;
using test::hand;
using test::field;
using test::graveyard;

namespace {

using Events = std::vector<nlohmann::json>;

const nlohmann::json kHands = {{"Ann", {"KS", "4S", "6H", "8D", "10C"}}, {"Bob", {"QH", "5S", "7H", "9D", "JC"}}};

Replay play(const nlohmann::json& hands, const Events& events) {
  return test::replay_json(test::dof_transcript({"Ann", "Bob"}, hands, events));
}

// Ann: KS in attack (turn 1). Bob: QH in attack (turn 2), then an unknown card face down
// (turn 4). Turn 5 is Ann's, in its Main Phase; `more` is numbered from 13.
Events face_down_board(const Events& more) {
  Events e = {ev("Ann", "draw", {{"card", "2C"}}), summon("Ann", "KS", "attack"), ev("Ann", "end-turn"),
              ev("Bob", "draw", {{"card", "2D"}}), summon("Bob", "QH", "attack"), ev("Bob", "end-turn"),
              ev("Ann", "draw", {{"card", "3C"}}), ev("Ann", "end-turn"),
              ev("Bob", "draw", {{"card", "?"}}), summon("Bob", "?", "defense", true), ev("Bob", "end-turn"),
              ev("Ann", "draw", {{"card", "4C"}})};
  e.insert(e.end(), more.begin(), more.end());
  return e;
}

const std::vector<std::string> kTen = {"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon"};

// Ten players, so that 50 cards are dealt and nearly every card is accounted for. `fixed`
// gives some hands ("?" for unknown cards); the cards in `unseen` are nowhere in the record
// (the deck's 2 and the unknown hand cards); every other card is dealt, in card order, five
// to each remaining player (so none of them holds five of a suit).
nlohmann::json ten_hands(const std::map<std::string, std::vector<std::string>>& fixed, const std::vector<std::string>& unseen) {
  std::set<std::string> used(unseen.begin(), unseen.end());
  for (const auto& [p, cards] : fixed) used.insert(cards.begin(), cards.end());
  std::vector<std::string> rest;
  for (int c = 0; c < 52; ++c)
    if (!used.count(dof::card_name(static_cast<dof::Card>(c)))) rest.push_back(dof::card_name(static_cast<dof::Card>(c)));
  nlohmann::json hands = nlohmann::json::object();
  std::size_t next = 0;
  for (const auto& p : kTen) {
    if (auto it = fixed.find(p); it != fixed.end()) {
      hands[p] = it->second;
      continue;
    }
    std::vector<std::string> h(rest.begin() + static_cast<std::ptrdiff_t>(next), rest.begin() + static_cast<std::ptrdiff_t>(next + 5));
    next += 5;
    hands[p] = h;
  }
  REQUIRE(next == rest.size());  // the record accounts for every card but `unseen`
  return hands;
}

Replay play_ten(const nlohmann::json& hands, const Events& events) {
  return test::replay_json(test::dof_transcript(kTen, hands, events));
}

}  // namespace

// ---- Unknown cards in the record ----

TEST_CASE("Game Setup: Equipment: a card the recorder did not see is drawn as \"?\"", "[dof][setup.equipment][turn.draw]") {
  Replay r = play(kHands, {ev("Ann", "draw", {{"card", "?"}})});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(hand(t, 0) == std::vector<std::string>{"KS", "4S", "6H", "8D", "10C", "?"});
  CHECK(t.deck == 41);
}

TEST_CASE("Game Setup: Equipment: a card shown from the hand is known there from then on", "[dof][setup.equipment]") {
  Events events = {ev("Ann", "draw", {{"card", "?"}}), ev("Ann", "reveal", {{"cards", {"2S"}}}), ev("Ann", "end-turn"),
                   ev("Bob", "draw", {{"card", "2S"}})};
  SECTION("shown") {
    Replay r = play(kHands, Events(events.begin(), events.begin() + 2));
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(hand(test::dof_table(r), 0) == std::vector<std::string>{"KS", "4S", "6H", "8D", "10C", "2S"});
  }
  SECTION("so it cannot come from the deck") {
    Replay r = play(kHands, events);
    REQUIRE_VIOLATION(r, 4, "2S cannot come from the deck: it is already in Ann's hand", "Game Setup: Equipment");
  }
}

TEST_CASE("Game Setup: Equipment: a shown card must be one the player can hold", "[dof][setup.equipment]") {
  SECTION("a card in another player's hand") {
    Replay r = play(kHands, {ev("Ann", "draw", {{"card", "?"}}), ev("Ann", "reveal", {{"cards", {"QH"}}})});
    REQUIRE_VIOLATION(r, 2, "QH is not in Ann's hand: it is in Bob's hand", "Game Setup: Equipment");
  }
  SECTION("a card nobody has seen, with no unknown card in the hand") {
    Replay r = play(kHands, {ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "reveal", {{"cards", {"AS"}}})});
    REQUIRE_VIOLATION(r, 2, "Ann holds no unknown card that could be AS", "Game Setup: Equipment");
  }
}

TEST_CASE("Battle Phase: Face-Down Defense: a player reveals only their own face-down cards", "[dof][turn.battle.face-down]") {
  Replay r = play(kHands, face_down_board({ev("Ann", "reveal", {{"field", {{"Bob#2", "2S"}}}})}));
  REQUIRE_VIOLATION(r, 13, "a player reveals only their own face-down cards", "Battle Phase: Face-Down Defense");
  CHECK(field(test::dof_table(r), 1) == std::vector<std::string>{"QH atk", "? def down"});
}

TEST_CASE("Battle Phase: Face-Down Defense: the owner may reveal a face-down card, it stays face down but known",
          "[dof][turn.battle.face-down]") {
  Replay r = play(kHands, face_down_board({ev("Bob", "reveal", {{"field", {{"Bob#2", "2S"}}}}),
                                           ev("Ann", "attack", {{"attacker", "KS"}, {"target", "Bob#2"}})}));
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(graveyard(t, 1) == std::vector<std::string>{"2S"});
  CHECK(field(t, 1) == std::vector<std::string>{"QH atk"});
}

TEST_CASE("Game Setup: Equipment: a revealed unknown card is a card not seen elsewhere", "[dof][setup.equipment]") {
  nlohmann::json a = ev("Ann", "attack", {{"attacker", "KS"}, {"target", "Bob#2"}});
  a["reveal"] = "10C";  // in Ann's hand
  Replay r = play(kHands, face_down_board({a}));
  REQUIRE_VIOLATION(r, 13, "an unknown card cannot be 10C: 10C is already in Ann's hand", "Game Setup: Equipment");
  CHECK(field(test::dof_table(r), 1) == std::vector<std::string>{"QH atk", "? def down"});
}

TEST_CASE("Game Setup: Equipment: a known face-down card is not named as another card", "[dof][setup.equipment]") {
  Events events = {ev("Ann", "draw", {{"card", "2C"}}), summon("Ann", "KS", "attack"), ev("Ann", "end-turn"),
                   ev("Bob", "draw", {{"card", "2D"}}), summon("Bob", "QH", "attack"), ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "3C"}}), ev("Ann", "end-turn"),
                   ev("Bob", "draw", {{"card", "3D"}}), summon("Bob", "9D", "defense", true), ev("Bob", "end-turn"),
                   ev("Ann", "draw", {{"card", "4C"}})};
  nlohmann::json a = ev("Ann", "attack", {{"attacker", "KS"}, {"target", "Bob#2"}});
  a["reveal"] = "2S";
  events.push_back(a);
  Replay r = play(kHands, events);
  REQUIRE_VIOLATION(r, 13, "Bob#2 is 9D, not 2S", "Game Setup: Equipment");
}

// ---- What Five of a Kind teaches ----

TEST_CASE("Victory Conditions: Instant Victory: an unknown card held through a check cannot be the fifth of a suit "
          "(dof.five-of-a-kind.timing)",
          "[dof][victory.instant][special.five-of-a-kind]") {
  // Ann is dealt four hearts and an unknown card; the game went on after the deal, so the
  // unknown card is no heart.
  nlohmann::json hands = {{"Ann", {"2H", "5H", "8H", "JH", "?"}}, {"Bob", {"QS", "5S", "7D", "9D", "JC"}}};
  SECTION("named as a heart") {
    Replay r = play(hands, {ev("Ann", "draw", {{"card", "3C"}}), summon("Ann", "KH", "attack")});
    REQUIRE_VIOLATION(r, 2, "if this unknown card is KH, Ann held five hearts after the deal, and Five of a Kind would "
                            "have ended the game then",
                      "Victory Conditions: Instant Victory");
    CHECK(test::dof_table(r).players[0].field.empty());
  }
  SECTION("named as another suit") {
    Replay r = play(hands, {ev("Ann", "draw", {{"card", "3C"}}), summon("Ann", "KS", "attack")});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"KS atk"});
  }
}

TEST_CASE("Victory Conditions: Instant Victory: a Five of a Kind held at the last check is won by showing it",
          "[dof][victory.instant][special.five-of-a-kind]") {
  nlohmann::json hands = {{"Ann", {"2H", "5H", "8H", "JH", "3C"}}, {"Bob", {"QS", "5S", "7D", "9D", "JC"}}};
  Replay r = play(hands, {ev("Ann", "draw", {{"card", "?"}}), ev("Ann", "reveal", {{"cards", {"KH"}}})});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.over());
  CHECK(t.outcome.winners == std::vector<int>{0});
  CHECK(t.outcome.ended_by == "five-of-a-kind");
  CHECK_THAT(t.outcome.summary, Catch::Contains("Ann holds five hearts"));
}

TEST_CASE("Victory Conditions: Instant Victory: when the unseen cards force a Five of a Kind, the check ends the game, "
          "shown or not (dof.five-of-a-kind.zone)",
          "[dof][victory.instant][special.five-of-a-kind]") {
  // Ann holds four hearts and an unknown card; the only cards nobody has seen are 3H 4H 6H,
  // so the unknown card is a heart and Ann won at the deal.
  nlohmann::json hands = ten_hands({{"Ann", {"2H", "5H", "8H", "JH", "?"}}}, {"3H", "4H", "6H"});
  SECTION("the record ends at the deal with Ann the winner") {
    nlohmann::json transcript = test::dof_transcript(kTen, hands, Events{});
    transcript["result"] = {{"winner", "Ann"}};
    ValidationReport report = test::validate_json(transcript);
    INFO(report_text(report));
    CHECK(report.valid());
    Replay r = play_ten(hands, {});
    const auto& t = test::dof_table(r);
    REQUIRE(t.over());
    CHECK(t.outcome.winners == std::vector<int>{0});
    CHECK(t.outcome.ended_by == "five-of-a-kind");
    CHECK(t.outcome.summary == "Ann holds five hearts (the cards still unseen leave no other way)");
  }
  SECTION("a record that plays on is refused at its first event") {
    Replay r = play_ten(hands, {ev("Ann", "draw", {{"card", "?"}})});
    REQUIRE_VIOLATION(r, 1, "the game is over: Ann holds five hearts (the cards still unseen leave no other way)",
                      "Victory Conditions: Instant Victory");
  }
}

// The case: every dealt card is seen but one of Bob's, and Bob holds four hearts with
// it. After the deal his unknown card is no heart (the game went on), so it is 2S, the only
// unseen card that is no heart; Ann draws 3H, and Bob's unseen draw can only be 4H, his fifth
// heart: the check after his draw ends the game, although nobody showed the heart.
TEST_CASE("Victory Conditions: Instant Victory: an unseen draw that the cards seen force to be the fifth of a suit "
          "wins (dof.five-of-a-kind.timing)",
          "[dof][victory.instant][special.five-of-a-kind]") {
  nlohmann::json hands = ten_hands({{"Bob", {"2H", "5H", "8H", "JH", "?"}}}, {"3H", "4H", "2S"});
  const Events to_bob_draw = {ev("Ann", "draw", {{"card", "3H"}}), ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "?"}})};
  SECTION("the record ends there with Bob the winner") {
    nlohmann::json transcript = test::dof_transcript(kTen, hands, to_bob_draw);
    transcript["result"] = {{"winner", "Bob"}};
    ValidationReport report = test::validate_json(transcript);
    INFO(report_text(report));
    CHECK(report.valid());
    Replay r = play_ten(hands, to_bob_draw);
    const auto& t = test::dof_table(r);
    REQUIRE(t.over());
    CHECK(t.outcome.winners == std::vector<int>{1});
    CHECK(t.outcome.summary == "Bob holds five hearts (the cards still unseen leave no other way)");
    CHECK(test::dof_table(r).deck == 0);
  }
  SECTION("a record that plays on is refused") {
    Events more = to_bob_draw;
    more.push_back(ev("Bob", "end-turn"));
    Replay r = play_ten(hands, more);
    REQUIRE_VIOLATION(r, 4, "the game is over: Bob holds five hearts (the cards still unseen leave no other way)",
                      "Victory Conditions: Instant Victory");
  }
  SECTION("control: had Ann drawn a card nobody saw, Bob's draw could be 3H or 4H, and a heart either way") {
    Events unseen_first = {ev("Ann", "draw", {{"card", "?"}}), ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "?"}})};
    Replay r = play_ten(hands, unseen_first);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(test::dof_table(r).over());
  }
  SECTION("control: with two cards nobody saw that are no hearts, the game goes on") {
    nlohmann::json open = ten_hands({{"Bob", {"2H", "5H", "8H", "JH", "?"}}}, {"3H", "2S", "3S"});
    Events more = to_bob_draw;
    more.push_back(ev("Bob", "end-turn"));
    Replay r = play_ten(open, more);
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK_FALSE(test::dof_table(r).over());
  }
}

TEST_CASE("Game Setup: Equipment: an unknown card cannot turn out to be the only card another unknown card can be",
          "[dof][setup.equipment]") {
  // Bob's unknown card is no heart (he held four hearts with it after the deal), and 2S is the
  // only card unseen that is no heart: Ann's unknown card cannot be 2S.
  nlohmann::json hands = ten_hands({{"Ann", {"7S", "9D", "10C", "QD", "?"}}, {"Bob", {"2H", "5H", "8H", "JH", "?"}}},
                                   {"3H", "4H", "6H", "2S"});
  SECTION("2S") {
    Replay r = play_ten(hands, {ev("Ann", "draw", {{"card", "3H"}}), summon("Ann", "2S", "attack")});
    REQUIRE_VIOLATION(r, 2, "an unknown card cannot be 2S: the other unknown cards could then not all be different cards",
                      "Game Setup: Equipment");
  }
  SECTION("a heart is fine") {
    Replay r = play_ten(hands, {ev("Ann", "draw", {{"card", "3H"}}), summon("Ann", "4H", "attack")});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"4H atk"});
  }
}

TEST_CASE("Game Setup: Equipment: a card drawn from the deck leaves the unknown cards something they can be",
          "[dof][setup.equipment]") {
  // Bob held four hearts and an unknown card after the deal and after Ann's draw, so his
  // unknown card is no heart; 2S is the only unseen card that is no heart, so it cannot come
  // from the deck.
  nlohmann::json hands = ten_hands({{"Bob", {"2H", "5H", "8H", "JH", "?"}}}, {"3H", "4H", "2S"});
  SECTION("2S") {
    Replay r = play_ten(hands, {ev("Ann", "draw", {{"card", "3H"}}), ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "2S"}})});
    REQUIRE_VIOLATION(r, 3, "2S cannot come from the deck: the unknown cards recorded so far could then not all be "
                            "different cards",
                      "Game Setup: Equipment");
    CHECK(test::dof_table(r).deck == 1);
  }
  SECTION("a heart is fine") {
    Replay r = play_ten(hands, {ev("Ann", "draw", {{"card", "3H"}}), ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "4H"}})});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(test::dof_table(r).deck == 0);
  }
}

// The lesson of the check after the deal (Ann's unknown card is no heart) holds for the
// very first event: here the unseen cards are 3H 4H 2S and Ann holds four hearts and an
// unknown card, so drawing 2S would leave only hearts for it (five hearts at the deal).
TEST_CASE("Game Setup: Equipment: the first draw cannot take the only card an unknown card held through the deal's "
          "Five of a Kind check can be (dof.five-of-a-kind.timing)",
          "[dof][setup.equipment][victory.instant]") {
  nlohmann::json hands = ten_hands({{"Ann", {"2H", "5H", "8H", "JH", "?"}}}, {"3H", "4H", "2S"});
  Replay r = play_ten(hands, {ev("Ann", "draw", {{"card", "2S"}}), ev("Ann", "end-turn")});
  INFO(test::describe(r));
  REQUIRE(r.violation);
  CHECK(r.violation->event == 1);
  CHECK(test::violation_citation(r) != "");
}

// Seventeen cards in hand and field always hold five of a suit (pigeonhole), known or not,
// so under the state-based check the game is over once Ann holds her 17th card.
TEST_CASE("Victory Conditions: Instant Victory: a player holding 17 cards has five of a suit, known or not "
          "(dof.five-of-a-kind.zone)",
          "[dof][victory.instant][special.five-of-a-kind]") {
  nlohmann::json hands = {{"Ann", {"2S", "3H", "4D", "5C", "6S"}}, {"Bob", {"7S", "8H", "9D", "10C", "JS"}}};
  Events events;
  for (int turn = 1; turn <= 23; ++turn) {  // Ann's 12th draw is on turn 23: 17 cards
    const char* p = turn % 2 ? "Ann" : "Bob";
    events.push_back(ev(p, "draw", {{"card", "?"}}));
    events.push_back(ev(p, "end-turn"));
  }
  Replay before = play(hands, Events(events.begin(), events.end() - 2));  // up to turn 22
  INFO(test::describe(before));
  REQUIRE_FALSE(before.violation);
  Replay r = play(hands, events);
  INFO(test::describe(r));
  CHECK(test::dof_table(r).players[0].hand.size() == 17);
  REQUIRE(r.violation);
  CHECK(r.violation->event == static_cast<int>(events.size()));
  CHECK(test::violation_citation(r) == "Victory Conditions: Instant Victory");
}

}  // namespace test_hidden_cards
