// Malformed Draw of Faith transcripts: the notation (cards as rank + suit, "Game Setup:
// Equipment"; players; the event vocabulary of rulespec/draw-of-faith/action_codec.cpp and the
// setup reader of game.cpp). These are input errors, not rules violations: replaying throws
// referee::InputError, whose location names the field.
#include <catch2/catch.hpp>

#include <optional>

#include "referee/core/errors.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/transcripts.hpp"

namespace test_notation_errors {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;

namespace {

using Events = std::vector<nlohmann::json>;

const nlohmann::json kHands = {{"Ann", {"KS", "4S", "6H", "8D", "10C"}}, {"Bob", {"QH", "5S", "7H", "9D", "JC"}}};

nlohmann::json transcript(const Events& events, const nlohmann::json& hands = kHands) {
  return test::dof_transcript({"Ann", "Bob"}, hands, events);
}

// The InputError that replaying `tr` throws, if any.
std::optional<InputError> input_error(const nlohmann::json& tr) {
  try {
    (void)test::replay_json(tr);
  } catch (const InputError& e) {
    return e;
  }
  return std::nullopt;
}

// Ann's turn 1 after the draw, then `e` (event 2).
nlohmann::json second_event(const nlohmann::json& e) { return transcript({ev("Ann", "draw", {{"card", "2C"}}), e}); }

}  // namespace

#define REQUIRE_INPUT_ERROR(tr, event_no, field_name, message_part)        \
  do {                                                                     \
    REQUIRE_THROWS_AS(test::replay_json(tr), InputError);                  \
    auto error = input_error(tr);                                          \
    REQUIRE(error);                                                        \
    INFO(error->what());                                                   \
    CHECK(error->where().event == (event_no));                             \
    CHECK(error->where().field == (field_name));                           \
    CHECK_THAT(error->message(), Catch::Contains(message_part));           \
  } while (false)

// ---- Cards ----

TEST_CASE("Game Setup: Equipment: a card is a rank 2-10, J, Q, K or A and a suit S, H, D or C", "[dof][setup.equipment]") {
  SECTION("\"1H\" in a starting hand") {
    nlohmann::json hands = {{"Ann", {"1H", "4S", "6H", "8D", "10C"}}, {"Bob", {"QH", "5S", "7H", "9D", "JC"}}};
    REQUIRE_INPUT_ERROR(transcript({}, hands), 0, "setup.hands.Ann", "unknown card \"1H\": no rank \"1\"");
  }
  SECTION("\"ZZ\" drawn") {
    REQUIRE_INPUT_ERROR(transcript({ev("Ann", "draw", {{"card", "ZZ"}})}), 1, "card", "unknown card \"ZZ\": no suit \"Z\"");
  }
  SECTION("\"11H\" as an attack target") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "attack", {{"attacker", "KS"}, {"target", "11H"}})), 2, "target",
                        "unknown card \"11H\": no rank \"11\"");
  }
  SECTION("\"10\" without a suit, as a material") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "activate", {{"mechanic", "numbers-combo"}, {"materials", {"4S", "10"}}})),
                        2, "materials", "unknown card \"10\"");
  }
  SECTION("a number where a card belongs") {
    REQUIRE_INPUT_ERROR(transcript({ev("Ann", "draw", {{"card", 7}})}), 1, "card", "expected a card such as \"7H\"");
  }
}

TEST_CASE("Game Setup: Equipment: each card is dealt once", "[dof][setup.equipment]") {
  nlohmann::json hands = {{"Ann", {"KS", "4S", "6H", "8D", "10C"}}, {"Bob", {"QH", "5S", "7H", "KS", "JC"}}};
  REQUIRE_INPUT_ERROR(transcript({}, hands), 0, "setup.hands.Bob", "card KS is dealt twice");
}

TEST_CASE("Game Setup: Equipment: a card the players all see is named, not \"?\"", "[dof][setup.equipment]") {
  SECTION("a face-up summon") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "summon", {{"card", "?"}, {"position", "defense"}})), 2, "card",
                        "\"?\" can only be summoned face down");
  }
  SECTION("a tiebreak draw") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "tiebreak-draw", {{"card", "?"}})), 2, "card", "\"?\" is not allowed here");
  }
  SECTION("a revived card") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "activate", {{"mechanic", "ace-fusion"}, {"materials", {"AS", "AH"}},
                                                            {"revive", {{"?", "attack"}}}})),
                        2, "revive", "\"?\" is not allowed here");
  }
}

// ---- Players ----

TEST_CASE("Game Setup: Starting Conditions: hands and the first player are the transcript's players", "[dof][setup.starting]") {
  SECTION("a hand for an unknown player") {
    nlohmann::json hands = {{"Ann", {"KS", "4S", "6H", "8D", "10C"}}, {"Bob", {"QH", "5S", "7H", "9D", "JC"}},
                            {"Zed", {"2S", "3S", "4H", "5H", "6D"}}};
    REQUIRE_INPUT_ERROR(transcript({}, hands), 0, "setup.hands.Zed", "unknown player \"Zed\"");
  }
  SECTION("a missing hand") {
    nlohmann::json hands = {{"Ann", {"KS", "4S", "6H", "8D", "10C"}}};
    REQUIRE_INPUT_ERROR(transcript({}, hands), 0, "setup.hands.Bob", "missing the starting hand of Bob");
  }
  SECTION("an unknown first player") {
    nlohmann::json tr = transcript({});
    tr["setup"]["first"] = "Anne";
    REQUIRE_INPUT_ERROR(tr, 0, "setup.first", "unknown player \"Anne\" (did you mean \"Ann\"?)");
  }
}

TEST_CASE("Turn Structure: events are made by the transcript's players", "[dof][turn]") {
  SECTION("the event's player") {
    REQUIRE_INPUT_ERROR(transcript({ev("Zed", "draw", {{"card", "2C"}})}), 1, "player", "unknown player \"Zed\"");
  }
  SECTION("a player named in a card reference") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "attack", {{"attacker", "KS"}, {"target", "Bobby:QH"}})), 2, "target",
                        "unknown player \"Bobby\"");
  }
}

// ---- Events ----

TEST_CASE("Turn Structure: an event is one of the vocabulary's actions", "[dof][turn]") {
  REQUIRE_INPUT_ERROR(second_event(ev("Ann", "attak", {{"attacker", "KS"}, {"target", "QH"}})), 2, "action",
                      "unknown action \"attak\" for draw-of-faith (did you mean \"attack\"?)");
}

TEST_CASE("Turn Structure: every key an action needs is given", "[dof][turn]") {
  SECTION("a draw without its card") {
    REQUIRE_INPUT_ERROR(transcript({ev("Ann", "draw")}), 1, "card", "missing key \"card\"");
  }
  SECTION("a summon without its position") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "summon", {{"card", "KS"}})), 2, "position", "missing key \"position\"");
  }
  SECTION("an attack without its target") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "attack", {{"attacker", "KS"}})), 2, "target", "missing key \"target\"");
  }
  SECTION("an activation without its mechanic") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "activate", {{"materials", {"4S", "6H"}}})), 2, "mechanic",
                        "missing key \"mechanic\"");
  }
}

TEST_CASE("Turn Structure: keys an action does not take are refused", "[dof][turn]") {
  REQUIRE_INPUT_ERROR(second_event(ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}, {"colour", "red"}})), 2,
                      "colour", "unknown key \"colour\"");
}

TEST_CASE("Main Phase: Normal Summon: a position is attack or defense, a face up or down", "[dof][turn.main.normal-summon]") {
  SECTION("position") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "summon", {{"card", "KS"}, {"position", "sideways"}})), 2, "position",
                        "a position is \"attack\" or \"defense\"");
  }
  SECTION("face") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "summon", {{"card", "KS"}, {"position", "defense"}, {"face", "hidden"}})), 2,
                        "face", "\"face\" is \"up\" or \"down\"");
  }
}

TEST_CASE("Main Phase: Special Summon: a mechanic, its materials and targets are written as the vocabulary says",
          "[dof][turn.main.special-summon]") {
  SECTION("an unknown mechanic") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "activate", {{"mechanic", "royal"}, {"materials", {"KS", "QH", "JC"}}})), 2,
                        "mechanic", "unknown mechanic \"royal\"");
  }
  SECTION("no materials") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "activate", {{"mechanic", "numbers-combo"}, {"materials", nlohmann::json::array()}})),
                        2, "materials", "no materials");
  }
  SECTION("a material listed twice") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "activate", {{"mechanic", "numbers-combo"}, {"materials", {"4S", "4S"}}})), 2,
                        "materials", "\"4S\" is listed twice");
  }
  SECTION("a revived card listed twice") {
    REQUIRE_INPUT_ERROR(
        second_event(ev("Ann", "activate", {{"mechanic", "ace-fusion"}, {"materials", {"AS", "AH"}}, {"revive", {"AS", "AS"}}})),
        2, "revive", "\"AS\" is listed twice");
  }
  SECTION("a link number from 1") {
    REQUIRE_INPUT_ERROR(
        second_event(ev("Ann", "activate", {{"mechanic", "ace-face"}, {"materials", {"AS", "KS"}}, {"negate", 0}})), 2,
        "negate", "found 0");
  }
}

TEST_CASE("Battle Phase: a field position is written as a number from 1", "[dof][turn.battle]") {
  REQUIRE_INPUT_ERROR(second_event(ev("Ann", "attack", {{"attacker", "KS"}, {"target", "Bob#0"}})), 2, "target",
                      "a field position is a number from 1");
}

TEST_CASE("Battle Phase: Face-Down Defense: a reveal names face-down cards by field position",
          "[dof][turn.battle.face-down]") {
  SECTION("a reveal event with nothing to show") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "reveal")), 2, "", "a reveal names \"cards\" from the hand or \"field\" cards");
  }
  SECTION("a reveal naming a card instead of a field position") {
    REQUIRE_INPUT_ERROR(second_event(ev("Ann", "reveal", {{"field", {{"QH", "QH"}}}})), 2, "field",
                        "reveal face-down cards by field position");
  }
}

TEST_CASE("Turn Structure: an input error in a later event names that event", "[dof][turn]") {
  nlohmann::json tr = transcript({ev("Ann", "draw", {{"card", "2C"}}), ev("Ann", "end-turn"), ev("Bob", "draw", {{"card", "2D"}}),
                                  ev("Bob", "summon", {{"card", "QH"}, {"position", "upright"}})});
  REQUIRE_INPUT_ERROR(tr, 4, "position", "a position is \"attack\" or \"defense\"");
}

}  // namespace test_notation_errors
