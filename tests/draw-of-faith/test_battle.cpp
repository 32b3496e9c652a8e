// Battle Phase rules: attacks, Battle Resolution, Scoring (rulespec/draw-of-faith/battle.cpp).
#include <catch2/catch.hpp>

#include "tests/support/dof.hpp"
#include "tests/support/transcripts.hpp"

using namespace referee;
using test::ev;

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
          "[dof][battle.resolution][battle.scoring]") {
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
          "[dof][battle.resolution][battle.scoring]") {
  Replay r = test::replay_json(two_cards_on_the_field("9S", "JH", {ev("Ann", "attack", {{"attacker", "9S"}, {"target", "JH"}})}));
  INFO(test::describe(r));
  REQUIRE_FALSE(r.violation);
  const auto& t = test::dof_table(r);
  CHECK(t.players[0].graveyard == std::vector<dof::Card>{*dof::parse_card("9S")});
  CHECK(t.players[0].points == 0);
  CHECK(t.players[1].points == 1);
}

TEST_CASE("Battle Phase: a card attacks at most once a turn (dof.battle.attacks-per-card)", "[dof][battle]") {
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
