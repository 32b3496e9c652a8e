// Each kind of question (judgements/kinds.hpp) answers with its verdict, an explanation,
// the rule sections behind it and the rulings it consulted. The golden fixtures pin whole
// answers down; here each kind's promises are checked one by one, on the battles game
// (fixtures/draw-of-faith/legal/battles-won-lost-tied-and-summon-positions.json):
//   events 1-3  Ann draws, summons 9S, ends       4-7  Bob summons 9D, 9D ties with 9S
//   events 8-11 Ann summons JH, JH destroys 9D    12-15 Bob's 8C loses to JH (Ann scores)
//   events 16-18 Ann summons 7D in defense        19-22 Bob's KC destroys JH
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "judgements/kinds.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/judge.hpp"
#include "tests/support/transcripts.hpp"

namespace test_kinds {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using namespace referee::judgements;
using Catch::Contains;
using nlohmann::json;

namespace {

const std::string kBattles = test::battles_game();

Answer answer(const json& body) {
  const Query q = read_query(parse_json(body.dump(2), "query.json"), builtin_games());
  return answer_query(q, nullptr);
}

Answer on_battles(int upto, json ask, json rulings = json::object()) {
  json body = {{"game", "draw-of-faith"}, {"transcript", kBattles}, {"upto", upto}, {"ask", std::move(ask)}};
  if (!rulings.empty()) body["rulings"] = std::move(rulings);
  return answer(body);
}

Answer about_the_rules(json ask, json rulings = json::object()) {
  json body = {{"game", "draw-of-faith"}, {"ask", std::move(ask)}};
  if (!rulings.empty()) body["rulings"] = std::move(rulings);
  return answer(body);
}

json attack(const std::string& player, const std::string& attacker, const std::string& target) {
  return {{"player", player}, {"action", "attack"}, {"attacker", attacker}, {"target", target}};
}

bool has(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

TEST_CASE("is-legal: a legal action is legal, with the rule that allows it", "[judge][kinds]") {
  const Answer a = on_battles(9, {{"kind", "is-legal"}, {"event", attack("Ann", "JH", "9D")}});
  INFO(answer_text(a));
  CHECK(a.kind == AskKind::is_legal);
  CHECK(a.verdict == "legal");
  CHECK_THAT(a.explanation, Contains("legal where the game stands (the Main Phase)"));
  CHECK(a.citations == std::vector<std::string>{"Battle Phase"});
  CHECK(has(a.rulings_consulted, "dof.battle.attacks-per-card"));
  CHECK(a.details.at("event") == attack("Ann", "JH", "9D"));
  CHECK_FALSE(a.sensitivity.empty());
}

TEST_CASE("is-legal: an illegal action is illegal, with the reason and the rule it breaks", "[judge][kinds]") {
  SECTION("a second attack by the same card") {
    const Answer a = on_battles(6, {{"kind", "is-legal"}, {"event", attack("Bob", "9D", "9S")}});
    INFO(answer_text(a));
    CHECK(a.verdict == "illegal");
    CHECK_THAT(a.explanation, Contains("already attacked this turn"));
    CHECK(a.citations == std::vector<std::string>{"Battle Phase"});
    CHECK(has(a.rulings_consulted, "dof.battle.attacks-per-card"));
  }
  SECTION("a second normal summon") {
    const Answer a =
        on_battles(9, {{"kind", "is-legal"}, {"event", {{"player", "Ann"}, {"action", "summon"}, {"card", "4H"}, {"position", "attack"}}}});
    INFO(answer_text(a));
    CHECK(a.verdict == "illegal");
    CHECK_THAT(a.explanation, Contains("second normal summon"));
    CHECK(a.citations == std::vector<std::string>{"Quick Reference: Card Limit"});
  }
  SECTION("an action by a player who is not to act") {
    const Answer a = on_battles(9, {{"kind", "is-legal"}, {"event", {{"player", "Bob"}, {"action", "end-turn"}}}});
    INFO(answer_text(a));
    CHECK(a.verdict == "illegal");
    CHECK_FALSE(a.explanation.empty());
    CHECK(a.citations.size() == 1);
  }
  SECTION("an attack on a card that is not on the field") {
    const Answer a = on_battles(12, {{"kind", "is-legal"}, {"event", attack("Bob", "KC", "9D")}});
    INFO(answer_text(a));
    CHECK(a.verdict == "illegal");
  }
}

TEST_CASE("outcome: a won battle reports the card destroyed, the point and the phase change", "[judge][kinds]") {
  const Answer a = on_battles(9, {{"kind", "outcome"}, {"event", attack("Ann", "JH", "9D")}});
  INFO(answer_text(a));
  CHECK(a.kind == AskKind::outcome);
  CHECK(a.verdict == "legal");
  CHECK(has(a.citations, "Battle Phase"));
  CHECK(has(a.rulings_consulted, "dof.battle.attacks-per-card"));
  const json& c = a.details.at("changes");
  CHECK(c.at("moved") == json::array({{{"card", "9D"},
                                       {"from", {{"player", "Bob"}, {"zone", "field"}}},
                                       {"to", {{"player", "Bob"}, {"zone", "graveyard"}}}}}));
  CHECK(c.at("scores") == json{{"Ann", 1}});
  CHECK(c.at("flow").at("phase") == json{{"from", "main"}, {"to", "battle"}});
  CHECK_THAT(a.explanation, Contains("9D: Bob's field -> Bob's graveyard"));
  CHECK_THAT(a.explanation, Contains("Ann: +1 (now 1)"));
  CHECK_THAT(a.explanation, Contains("phase: the Main Phase -> the Battle Phase"));
  // The position after: 9D in Bob's graveyard, Ann 1 point, the game goes on.
  const json& after = a.details.at("position_after");
  CHECK(after.dump().find("9D") != std::string::npos);
  CHECK_FALSE(a.details.contains("result"));
}

TEST_CASE("outcome: a lost attack destroys the attacker and the defender scores", "[judge][kinds]") {
  const Answer a = on_battles(13, {{"kind", "outcome"}, {"event", attack("Bob", "8C", "JH")}});
  INFO(answer_text(a));
  CHECK(a.verdict == "legal");
  const json& c = a.details.at("changes");
  REQUIRE(c.at("moved").size() == 1);
  CHECK(c.at("moved")[0].at("card") == "8C");
  CHECK(c.at("moved")[0].at("to") == json{{"player", "Bob"}, {"zone", "graveyard"}});
  CHECK(c.at("scores") == json{{"Ann", 1}});  // Ann 1 -> 2
  CHECK(has(a.rulings_consulted, "dof.scoring.defender-wins"));
}

TEST_CASE("outcome: an illegal action changes nothing and gives the reason and the rule", "[judge][kinds]") {
  const Answer a = on_battles(6, {{"kind", "outcome"}, {"event", attack("Bob", "9D", "9S")}});
  INFO(answer_text(a));
  CHECK(a.verdict == "illegal");
  CHECK_THAT(a.explanation, Contains("already attacked"));
  CHECK(a.citations == std::vector<std::string>{"Battle Phase"});
  CHECK_FALSE(a.details.contains("changes"));
  CHECK_FALSE(a.details.contains("position_after"));
}

TEST_CASE("outcome: an action that ends the game reports the result and the rule that ended it", "[judge][kinds]") {
  // Ann holds 2H 5H 9H KH after event 7 and draws JH: five hearts.
  const Answer a = answer({{"game", "draw-of-faith"},
                           {"transcript", test::source_path("fixtures/draw-of-faith/legal/five-of-a-kind-on-draw.json")},
                           {"upto", 7},
                           {"ask", {{"kind", "outcome"}, {"event", {{"player", "Ann"}, {"action", "draw"}, {"card", "JH"}}}}}});
  INFO(answer_text(a));
  CHECK(a.verdict == "legal");
  REQUIRE(a.details.contains("result"));
  CHECK(a.details.at("result").at("winner") == "Ann");
  CHECK(a.details.at("result").at("ended_by") == "five-of-a-kind");
  CHECK_THAT(a.explanation, Contains("the game ends: Ann wins"));
  CHECK(has(a.citations, "Turn Structure: 1. Draw Phase"));
  CHECK(has(a.citations, "Victory Conditions: Instant Victory"));
  CHECK(a.details.at("changes").at("flow").at("phase").at("to") == "over");
  CHECK(has(a.rulings_consulted, "dof.five-of-a-kind.zone"));
}

TEST_CASE("legal-actions: every legal action of the player to act, grouped by kind", "[judge][kinds]") {
  const Answer a = on_battles(9, {{"kind", "legal-actions"}});
  INFO(answer_text(a));
  CHECK(a.kind == AskKind::legal_actions);
  const json& d = a.details;
  CHECK(d.at("player") == "Ann");
  CHECK(d.at("node") == "main");
  CHECK(d.at("complete") == true);
  std::size_t total = 0;
  std::set<std::string> kinds;
  for (const auto& [kind, events] : d.at("actions").items()) {
    kinds.insert(kind);
    CHECK_FALSE(events.empty());
    for (const json& e : events) {
      CHECK(e.at("action") == kind);
      CHECK(e.at("player") == "Ann");
    }
    total += events.size();
  }
  CHECK(d.at("count") == total);
  CHECK(a.verdict == std::to_string(total) + " legal actions");
  // JH and 9S may attack 9D; a summon is spent; the turn may end.
  CHECK(kinds == std::set<std::string>{"attack", "change-position", "end-main", "end-turn"});
  const json attacks = d.at("actions").at("attack");
  CHECK(std::count(attacks.begin(), attacks.end(), attack("Ann", "JH", "9D")) == 1);
  CHECK(std::count(attacks.begin(), attacks.end(), attack("Ann", "9S", "9D")) == 1);
  CHECK(has(a.rulings_consulted, "dof.battle.attacks-per-card"));
  CHECK_THAT(a.explanation, Contains("Ann is to act"));
  // Each kind listed cites the rule that allows it: attacks the Battle Phase.
  CHECK(has(a.citations, "Battle Phase"));
}

TEST_CASE("legal-actions: every listed action is judged legal by is-legal", "[judge][kinds]") {
  const Answer list = on_battles(9, {{"kind", "legal-actions"}});
  int asked = 0;
  for (const auto& [kind, events] : list.details.at("actions").items())
    for (const json& e : events) {
      INFO(e.dump());
      CHECK(on_battles(9, {{"kind", "is-legal"}, {"event", e}}).verdict == "legal");
      ++asked;
    }
  CHECK(asked == list.details.at("count").get<int>());
}

TEST_CASE("legal-actions: a player who is not to act has none", "[judge][kinds]") {
  const Answer a = on_battles(9, {{"kind", "legal-actions"}, {"player", "Bob"}});
  CHECK(a.verdict == "0 legal actions");
  CHECK_THAT(a.explanation, Contains("Ann is to act"));
  // Naming the player to act is the same as naming nobody.
  CHECK(on_battles(9, {{"kind", "legal-actions"}, {"player", "Ann"}}).details.at("count") ==
        on_battles(9, {{"kind", "legal-actions"}}).details.at("count"));
}

TEST_CASE("legal-actions: at the deal, the first player's draw", "[judge][kinds]") {
  const Answer a = on_battles(0, {{"kind", "legal-actions"}});
  INFO(answer_text(a));
  CHECK(a.details.at("player") == "Ann");
  CHECK(a.details.at("actions").contains("draw"));
  for (const auto& [kind, events] : a.details.at("actions").items()) CHECK(kind == "draw");
}

TEST_CASE("result: the score of a game in progress", "[judge][kinds]") {
  const Answer a = on_battles(22, {{"kind", "result"}});
  INFO(answer_text(a));
  CHECK(a.kind == AskKind::result);
  CHECK(a.verdict == "in progress");
  CHECK(a.details.at("scores") == json{{"Ann", 2}, {"Bob", 1}});
  CHECK_THAT(a.explanation, Contains("Ann 2, Bob 1"));
  // The rulings the history read are the ones consulted.
  CHECK(has(a.rulings_consulted, "dof.battle.tie"));
  CHECK(has(a.rulings_consulted, "dof.scoring.defender-wins"));
  // Earlier, fewer points.
  CHECK(on_battles(11, {{"kind", "result"}}).details.at("scores") == json{{"Ann", 1}, {"Bob", 0}});
}

TEST_CASE("result: a finished game names the winner and the rule that ended it", "[judge][kinds]") {
  const Answer a =
      answer({{"game", "draw-of-faith"},
              {"transcript", test::source_path("fixtures/draw-of-faith/legal/complete-game-deck-depleted-most-points.json")},
              {"ask", {{"kind", "result"}}}});
  INFO(answer_text(a));
  CHECK(a.verdict == "Ann wins");
  CHECK(a.details.at("winner") == "Ann");
  CHECK(a.details.at("ended_by") == "deck-depleted");
  CHECK(a.citations == std::vector<std::string>{"Victory Conditions: Standard Victory"});
  CHECK(has(a.rulings_consulted, "dof.end.depletion"));
}

TEST_CASE("ruling: the question, the options, the default and the rules it touches", "[judge][kinds]") {
  const Answer a = about_the_rules({{"kind", "ruling"}, {"id", "dof.battle.tie"}});
  INFO(answer_text(a));
  CHECK(a.kind == AskKind::ruling);
  CHECK(a.verdict == "no-effect");  // the option in force: the default
  const json& d = a.details;
  CHECK(d.at("id") == "dof.battle.tie");
  CHECK_THAT(d.at("question").get<std::string>(), Contains("equal rank"));
  std::vector<std::string> options;
  for (const json& o : d.at("options")) {
    options.push_back(o.at("id"));
    CHECK_FALSE(o.at("meaning").get<std::string>().empty());
  }
  CHECK(options == std::vector<std::string>{"no-effect", "both-destroyed", "both-destroyed-no-points", "suit-order"});
  CHECK(d.at("default") == "no-effect");
  CHECK(d.at("in_force") == "no-effect");
  CHECK_FALSE(d.at("default_reason").get<std::string>().empty());
  CHECK(has(a.citations, "Battle Phase: Battle Resolution"));
  CHECK(a.rulings_consulted == std::vector<std::string>{"dof.battle.tie"});
  CHECK_THAT(a.explanation, Contains("in force: no-effect (the default)"));
  CHECK(a.sensitivity.empty());
}

TEST_CASE("ruling: the option in force follows the query's rulings", "[judge][kinds]") {
  const Answer a = about_the_rules({{"kind", "ruling"}, {"id", "dof.battle.tie"}}, {{"dof.battle.tie", "suit-order"}});
  CHECK(a.verdict == "suit-order");
  CHECK(a.details.at("in_force") == "suit-order");
  CHECK(a.details.at("default") == "no-effect");
  CHECK_THAT(a.explanation, Contains("in force: suit-order\n"));
  // And a transcript's own rulings: the situation's, not only the query's.
  const Answer b = on_battles(3, {{"kind", "ruling"}, {"id", "dof.battle.tie"}}, {{"dof.battle.tie", "both-destroyed"}});
  CHECK(b.verdict == "both-destroyed");
}

TEST_CASE("ruling: an unknown ruling is refused naming ask.id", "[judge][kinds]") {
  CHECK_THROWS_WITH(about_the_rules({{"kind", "ruling"}, {"id", "dof.battle.tye"}}),
                    Contains("ask.id: ") && Contains("did you mean \"dof.battle.tie\""));
}

TEST_CASE("rule: a section's explanation and the rulings attached to it", "[judge][kinds]") {
  const Answer a = about_the_rules({{"kind", "rule"}, {"section", "Battle Phase: Battle Resolution"}});
  INFO(answer_text(a));
  CHECK(a.kind == AskKind::rule);
  CHECK(a.verdict == "Battle Phase: Battle Resolution");
  CHECK(a.citations == std::vector<std::string>{"Battle Phase: Battle Resolution"});
  CHECK_THAT(a.explanation, Contains("lower card is destroyed"));
  CHECK(a.details.at("summary") == a.explanation);
  CHECK(has(a.rulings_consulted, "dof.battle.tie"));
  bool tie_listed = false;
  for (const json& r : a.details.at("rulings"))
    if (r.at("id") == "dof.battle.tie") tie_listed = !r.at("question").get<std::string>().empty();
  CHECK(tie_listed);
  // Every ruling listed cites the section (the ruling kind says so too).
  for (const std::string& id : a.rulings_consulted) {
    INFO(id);
    CHECK(has(about_the_rules({{"kind", "ruling"}, {"id", id}}).citations, "Battle Phase: Battle Resolution"));
  }
}

TEST_CASE("rule: found by its id as well as its title", "[judge][kinds]") {
  const Answer by_title = about_the_rules({{"kind", "rule"}, {"section", "Battle Phase: Battle Resolution"}});
  const std::string id = by_title.details.at("id");
  const Answer by_id = about_the_rules({{"kind", "rule"}, {"section", id}});
  CHECK(by_id.verdict == "Battle Phase: Battle Resolution");
  CHECK(by_id.rulings_consulted == by_title.rulings_consulted);
}

TEST_CASE("rule: a section of the state machine lists its places and moves", "[judge][kinds]") {
  const Answer a = about_the_rules({{"kind", "rule"}, {"section", "Battle Phase"}});
  INFO(a.details.dump(2));
  CHECK(a.verdict == "Battle Phase");
  bool attack_move = false;
  for (const json& m : a.details.at("state_machine_moves")) attack_move = attack_move || m.at("on") == "attack";
  CHECK(attack_move);
  CHECK(a.details.at("state_machine_places").size() >= 1);
}

TEST_CASE("rule: an unknown section is refused naming ask.section, with a suggestion", "[judge][kinds]") {
  CHECK_THROWS_AS(about_the_rules({{"kind", "rule"}, {"section", "Battle Resolutin"}}), InputError);
  CHECK_THROWS_WITH(about_the_rules({{"kind", "rule"}, {"section", "Battle Resolutin"}}),
                    Contains("ask.section: ") && Contains("Battle Phase: Battle Resolution"));
  CHECK_THROWS_WITH(about_the_rules({{"kind", "rule"}, {"section", "Mana Burn"}}), Contains("\"Mana Burn\""));
}

}  // namespace test_kinds
