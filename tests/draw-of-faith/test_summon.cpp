// Normal summons: Main Phase: Normal Summon, Quick Reference: Card Limit, Important Notes:
// Special Summoning, Battle Phase: Face-Down Defense (rulespec/draw-of-faith/summon.cpp), under
// default rulings (dof.summon.face-down = defense-optional).
#include <catch2/catch.hpp>

#include <algorithm>

#include "rulespec/draw-of-faith/cards.hpp"
#include "tests/support/dof.hpp"
#include "tests/support/dof_events.hpp"
#include "tests/support/transcripts.hpp"

namespace test_summon {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using test::ev;
using test::consulted;
using test::hand;
using test::field;

namespace {

using Events = std::vector<nlohmann::json>;

// "KS atk", "9D def down", "? def down".
const nlohmann::json kHands = {{"Ann", {"KS", "4S", "6H", "8D", "10C"}}, {"Bob", {"QH", "5S", "7H", "9D", "JC"}}};

// Ann's turn 1, after her draw, then `more`.
Replay ann_main(const Events& more, const std::string& drawn = "2C") {
  Events events = {ev("Ann", "draw", {{"card", drawn}})};
  events.insert(events.end(), more.begin(), more.end());
  return test::replay_json(test::dof_transcript({"Ann", "Bob"}, kHands, events));
}

}  // namespace

TEST_CASE("Main Phase: Normal Summon: a card goes from the hand to the field face up, in attack position",
          "[dof][turn.main.normal-summon]") {
  Replay r = ann_main({ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}})});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(field(t, 0) == std::vector<std::string>{"KS atk"});
  CHECK(hand(t, 0) == std::vector<std::string>{"4S", "6H", "8D", "10C", "2C"});
  CHECK(t.players[0].field[0].arrived_turn == 1);
  CHECK(t.players[0].placement_used);
  CHECK(t.phase == dof::Phase::main);
}

TEST_CASE("Main Phase: Normal Summon: sideways is defense position, face up unless declared face down",
          "[dof][turn.main.normal-summon]") {
  Replay r = ann_main({ev("Ann", "summon", {{"card", "8D"}, {"position", "defense"}})});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"8D def"});
}

TEST_CASE("Main Phase: Normal Summon: a normal summon opens no response window (dof.chain.respond-to-what)",
          "[dof][turn.main.normal-summon][special.chain-link]") {
  Replay r = ann_main({ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}})});
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  CHECK(test::dof_table(r).chain.empty());
  CHECK(test::dof_table(r).phase == dof::Phase::main);
}

TEST_CASE("Quick Reference: Card Limit: one normal summon a turn", "[dof][quick.card-limit]") {
  Replay r = ann_main({ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}}),
                       ev("Ann", "summon", {{"card", "4S"}, {"position", "defense"}})});
  REQUIRE_VIOLATION(r, 3, "a second normal summon in the same turn", "Quick Reference: Card Limit");
  CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"KS atk"});
}

TEST_CASE("Important Notes: Special Summoning: after a special summon there is no normal summon "
          "(dof.special.replaces-normal)",
          "[dof][notes.special]") {
  Replay r = ann_main({ev("Ann", "activate", {{"mechanic", "numbers-combo"}, {"materials", {"4S", "6H"}}}),
                       ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}})});
  REQUIRE_VIOLATION(r, 3, "this turn's card placement was a special summon: no normal summon besides",
                    "Important Notes: Special Summoning");
  CHECK(consulted(r, "dof.special.replaces-normal"));
  CHECK(test::dof_table(r).players[0].field.empty());
}

TEST_CASE("Quick Reference: Turn Order: no summon once the Battle Phase has begun", "[dof][quick.turn-order]") {
  Replay r = ann_main({ev("Ann", "end-main"), ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}})});
  REQUIRE_VIOLATION(r, 3, "the Battle Phase has begun: this is done in the Main Phase", "Quick Reference: Turn Order");
}

TEST_CASE("Main Phase: Normal Summon: only the turn player summons", "[dof][turn.main.normal-summon]") {
  Replay r = ann_main({ev("Bob", "summon", {{"card", "QH"}, {"position", "attack"}})});
  REQUIRE_VIOLATION(r, 2, "it is Ann's turn", "Main Phase: Normal Summon");
  CHECK(test::dof_table(r).players[1].field.empty());
}

TEST_CASE("Main Phase: Normal Summon: the card comes from the summoner's own hand", "[dof][turn.main.normal-summon]") {
  SECTION("a card in another player's hand") {
    Replay r = ann_main({ev("Ann", "summon", {{"card", "QH"}, {"position", "attack"}})});
    REQUIRE_VIOLATION(r, 2, "QH is not in Ann's hand: it is in Bob's hand", "Main Phase: Normal Summon");
  }
  SECTION("a card nobody has seen, with no unknown card in the hand") {
    Replay r = ann_main({ev("Ann", "summon", {{"card", "AS"}, {"position", "attack"}})});
    REQUIRE_VIOLATION(r, 2, "AS is not in Ann's hand (Ann holds no unknown card that could be it)",
                      "Main Phase: Normal Summon");
  }
  SECTION("an unknown card in the hand may turn out to be the card summoned") {
    Replay r = ann_main({ev("Ann", "summon", {{"card", "AS"}, {"position", "attack"}})}, "?");
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(field(t, 0) == std::vector<std::string>{"AS atk"});
    CHECK(hand(t, 0) == std::vector<std::string>{"KS", "4S", "6H", "8D", "10C"});
  }
}

TEST_CASE("Battle Phase: Face-Down Defense: a normal summon in defense position may be face down "
          "(dof.summon.face-down)",
          "[dof][turn.battle.face-down][turn.main.normal-summon]") {
  SECTION("a known card") {
    Replay r = ann_main({ev("Ann", "summon", {{"card", "8D"}, {"position", "defense"}, {"face", "down"}})});
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    CHECK(field(test::dof_table(r), 0) == std::vector<std::string>{"8D def down"});
  }
  SECTION("a card the recorder did not see") {
    Replay r = ann_main({ev("Ann", "summon", {{"card", "?"}, {"position", "defense"}, {"face", "down"}})}, "?");
    INFO(test::describe(r));
    REQUIRE_FALSE(r.violation);
    const auto& t = test::dof_table(r);
    CHECK(field(t, 0) == std::vector<std::string>{"? def down"});
    CHECK(hand(t, 0) == std::vector<std::string>{"KS", "4S", "6H", "8D", "10C"});
  }
}

TEST_CASE("Battle Phase: Face-Down Defense: only a defense-position card can be face down (dof.summon.face-down)",
          "[dof][turn.battle.face-down]") {
  Replay r = ann_main({ev("Ann", "summon", {{"card", "KS"}, {"position", "attack"}, {"face", "down"}})});
  REQUIRE_VIOLATION(r, 2, "only a defense-position card can be face down", "Battle Phase: Face-Down Defense");
  CHECK(consulted(r, "dof.summon.face-down"));
}

TEST_CASE("Main Phase: Normal Summon: an unknown card is summoned face down only from an unknown hand card",
          "[dof][turn.main.normal-summon]") {
  Replay r = ann_main({ev("Ann", "summon", {{"card", "?"}, {"position", "defense"}, {"face", "down"}})});
  REQUIRE_VIOLATION(r, 2, "Ann holds no unknown card to summon face down", "Main Phase: Normal Summon");
}

}  // namespace test_summon
