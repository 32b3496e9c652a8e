// The sensitivity table (judgements/sensitivity.hpp): for each ruling an answer consulted,
// one row per option, the verdict under it with everything else as the profile says.
// From a transcript the history counts too: a ruling that only the game so far read (the
// tie of turn 2) is in the table, the game is replayed under its other options (from the
// first event that read it), and an option under which the record itself breaks a rule is
// marked history_illegal rather than "differs".
//
// The battles game (fixtures/draw-of-faith/legal/battles-won-lost-tied-and-summon-positions.json):
// event 6 is Bob's 9D attacking Ann's 9S on the turn 9D was summoned, a tie (no-effect by
// default: both stay); event 9 is Ann's summon of JH; event 10 JH destroys 9D.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>

#include "judgements/kinds.hpp"
#include "referee/core/position.hpp"
#include "referee/core/registry.hpp"
#include "tests/support/judge.hpp"
#include "tests/support/transcripts.hpp"

namespace test_sensitivity {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;
using namespace referee::judgements;
using Catch::Contains;
using nlohmann::json;

namespace {

const std::string kBattles = test::battles_game();

using test::query_of;
Answer answer(const json& body) { return answer_query(query_of(body), nullptr); }

json on_battles(int upto, json ask, json rulings = json::object()) {
  json body = {{"game", "draw-of-faith"}, {"transcript", kBattles}, {"upto", upto}, {"ask", std::move(ask)}};
  if (!rulings.empty()) body["rulings"] = std::move(rulings);
  return body;
}

json attack(const std::string& player, const std::string& attacker, const std::string& target) {
  return {{"player", player}, {"action", "attack"}, {"attacker", attacker}, {"target", target}};
}

// The same question asked of the position the query's transcript reaches (no history).
json on_position_of(const json& transcript_query) {
  const Query q = query_of(transcript_query);
  const Situation s = Situation::of(q, nullptr);
  json body = transcript_query;
  body.erase("transcript");
  body.erase("upto");
  body["position"] = write_position(s.game(), s.players(), *s.rulings(), s.state());
  return body;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

std::vector<const SensitivityRow*> rows_of(const Answer& a, const std::string& ruling) {
  std::vector<const SensitivityRow*> out;
  for (const auto& r : a.sensitivity)
    if (r.ruling == ruling) out.push_back(&r);
  return out;
}

const SensitivityRow* row(const Answer& a, const std::string& ruling, const std::string& option) {
  for (const auto& r : a.sensitivity)
    if (r.ruling == ruling && r.option == option) return &r;
  return nullptr;
}

const SensitivityRow* in_force(const Answer& a, const std::string& ruling) {
  for (const auto& r : a.sensitivity)
    if (r.ruling == ruling && r.in_force) return &r;
  return nullptr;
}

// The table's shape under the query's own rulings.
void check_shape(const json& body, const Answer& a) {
  INFO(answer_text(a));
  const Situation s = Situation::rulings_only(query_of(body), nullptr);
  test::check_sensitivity_shape(a, *s.rulings());
}

// "differs" exactly when the verdict does; never on a history-illegal row. `same` says
// whether two verdict texts are the same verdict for this kind.
template <class Same>
void check_differs(const Answer& a, Same same) {
  INFO(answer_text(a));
  for (const auto& r : a.sensitivity) {
    INFO(r.ruling << " = " << r.option << ": " << r.verdict);
    const SensitivityRow* base = in_force(a, r.ruling);
    REQUIRE(base);
    if (r.history_illegal) {
      CHECK_FALSE(r.differs);
      CHECK_THAT(r.verdict, Contains("the game so far is illegal"));
      continue;
    }
    // A row that differs only in what may follow (a response window after the same outcome)
    // is marked apart, never as differing.
    CHECK((r.differs || r.follows_only) == !same(r.verdict, base->verdict));
    CHECK_FALSE((r.differs && r.follows_only));
    if (r.follows_only) CHECK_THAT(r.verdict + " " + base->verdict, Contains("phase: ") || Contains(" to act"));
  }
  // decided_by_rulings: the rulings with a differing row, each once.
  std::set<std::string> expected;
  for (const auto& r : a.sensitivity)
    if (r.differs) expected.insert(r.ruling);
  const auto decided = a.decided_by_rulings();
  CHECK(std::set<std::string>(decided.begin(), decided.end()) == expected);
  CHECK(decided.size() == expected.size());
}

bool same_legality(const std::string& x, const std::string& y) {
  return (x == "legal") == (y == "legal");
}
bool same_text(const std::string& x, const std::string& y) { return x == y; }

}  // namespace

TEST_CASE("sensitivity: a row for every option of every consulted ruling, one in force", "[judge][sensitivity]") {
  const json queries[] = {
      on_battles(9, {{"kind", "is-legal"}, {"event", attack("Ann", "JH", "9D")}}),
      on_battles(9, {{"kind", "outcome"}, {"event", attack("Ann", "JH", "9D")}}),
      on_battles(6, {{"kind", "is-legal"}, {"event", attack("Bob", "9D", "9S")}}),
      on_battles(9, {{"kind", "legal-actions"}}),
      on_battles(22, {{"kind", "result"}}),
      on_battles(5, {{"kind", "outcome"}, {"event", attack("Bob", "9D", "9S")}}, {{"dof.battle.tie", "suit-order"}}),
      on_position_of(on_battles(9, {{"kind", "outcome"}, {"event", attack("Ann", "JH", "9D")}})),
  };
  for (const json& body : queries) {
    INFO(body.dump());
    const Answer a = answer(body);
    CHECK_FALSE(a.rulings_consulted.empty());
    check_shape(body, a);
  }
}

TEST_CASE("sensitivity: the in-force row of a non-default profile is the profile's option", "[judge][sensitivity]") {
  const json body = on_battles(5, {{"kind", "outcome"}, {"event", attack("Bob", "9D", "9S")}}, {{"dof.battle.tie", "suit-order"}});
  const Answer a = answer(body);
  const SensitivityRow* tie = in_force(a, "dof.battle.tie");
  REQUIRE(tie);
  CHECK(tie->option == "suit-order");
  // Spades beat diamonds: 9D is destroyed and Ann, the defender, scores.
  CHECK_THAT(tie->verdict, Contains("9D: Bob's field -> Bob's graveyard"));
  const SensitivityRow* no_effect = row(a, "dof.battle.tie", "no-effect");
  REQUIRE(no_effect);
  CHECK_FALSE(no_effect->in_force);
  CHECK(no_effect->differs);
}

TEST_CASE("sensitivity: differs exactly when the verdict differs", "[judge][sensitivity]") {
  SECTION("is-legal: legality") {
    const Answer a = answer(on_battles(9, {{"kind", "is-legal"}, {"event", attack("Ann", "JH", "9D")}}));
    check_differs(a, same_legality);
    CHECK(std::any_of(a.sensitivity.begin(), a.sensitivity.end(), [](const SensitivityRow& r) { return r.differs; }));
    CHECK(std::any_of(a.sensitivity.begin(), a.sensitivity.end(),
                      [](const SensitivityRow& r) { return !r.differs && !r.in_force && !r.history_illegal; }));
  }
  SECTION("is-legal from a position: legality") {
    check_differs(answer(on_position_of(on_battles(9, {{"kind", "is-legal"}, {"event", attack("Ann", "JH", "9D")}}))),
                  same_legality);
  }
  SECTION("outcome: what changes") {
    const Answer a = answer(on_battles(9, {{"kind", "outcome"}, {"event", attack("Ann", "JH", "9D")}}));
    check_differs(a, same_text);
    // Under dof.chain.respond-to-what = any-action, the attack waits for responses: same
    // legality, other changes, so it differs.
    const SensitivityRow* any = row(a, "dof.chain.respond-to-what", "any-action");
    REQUIRE(any);
    CHECK(any->verdict.rfind("legal", 0) == 0);
    CHECK(any->differs);
  }
  SECTION("outcome of a tie under each tie ruling") {
    const Answer a = answer(on_battles(5, {{"kind", "outcome"}, {"event", attack("Bob", "9D", "9S")}}));
    check_differs(a, same_text);
    for (const char* option : {"both-destroyed", "both-destroyed-no-points", "suit-order"}) {
      INFO(option);
      const SensitivityRow* r = row(a, "dof.battle.tie", option);
      REQUIRE(r);
      CHECK(r->differs);
    }
  }
  SECTION("result: the score") {
    const Answer a = answer(on_battles(22, {{"kind", "result"}}));
    check_differs(a, same_text);
    // Under attacker-only scoring Ann would not have scored when Bob's 8C lost.
    const SensitivityRow* attacker_only = row(a, "dof.scoring.defender-wins", "attacker-only");
    REQUIRE(attacker_only);
    CHECK(attacker_only->differs);
    CHECK_THAT(attacker_only->verdict, Contains("Ann 1, Bob 1"));
  }
  SECTION("an answer no ruling decides") {
    const Answer a = answer(on_battles(9, {{"kind", "is-legal"}, {"event", {{"player", "Ann"}, {"action", "end-turn"}}}}));
    INFO(answer_text(a));
    CHECK(a.verdict == "legal");
    CHECK_FALSE(a.sensitivity.empty());
    check_differs(a, same_legality);
    CHECK(a.decided_by_rulings().empty());
  }
}

TEST_CASE("sensitivity: a ruling read only by the history is in the table and changes a later verdict",
          "[judge][sensitivity]") {
  // Ann's JH attacks 9D after the tie of turn 2. The attack itself reads no tie ruling,
  // but under both-destroyed (or suit-order) 9D did not survive turn 2.
  const json body = on_battles(9, {{"kind", "is-legal"}, {"event", attack("Ann", "JH", "9D")}});
  const Answer a = answer(body);
  INFO(answer_text(a));
  CHECK(a.verdict == "legal");
  CHECK(has(a.rulings_consulted, "dof.battle.tie"));
  for (const char* option : {"both-destroyed", "both-destroyed-no-points", "suit-order"}) {
    INFO(option);
    const SensitivityRow* r = row(a, "dof.battle.tie", option);
    REQUIRE(r);
    CHECK(r->differs);
    CHECK_FALSE(r->history_illegal);
    CHECK_THAT(r->verdict, Contains("illegal"));
    CHECK_THAT(r->verdict, Contains("9D is not on the field"));
  }
  CHECK(in_force(a, "dof.battle.tie")->option == "no-effect");
  CHECK(has(a.decided_by_rulings(), "dof.battle.tie"));

  // Asked of the position alone (no history), the tie ruling is not consulted.
  const Answer p = answer(on_position_of(body));
  INFO(answer_text(p));
  CHECK(p.verdict == "legal");
  CHECK_FALSE(has(p.rulings_consulted, "dof.battle.tie"));
  CHECK(rows_of(p, "dof.battle.tie").empty());
}

TEST_CASE("sensitivity: an option under which the record breaks a rule is history_illegal, not decisive",
          "[judge][sensitivity]") {
  // Bob's 9D attacked on the turn it was summoned (event 6): under
  // once-per-card-not-summon-turn the record itself is illegal there.
  const json body = on_battles(9, {{"kind", "is-legal"}, {"event", attack("Ann", "JH", "9D")}});
  const Answer a = answer(body);
  INFO(answer_text(a));
  const SensitivityRow* r = row(a, "dof.battle.attacks-per-card", "once-per-card-not-summon-turn");
  REQUIRE(r);
  CHECK(r->history_illegal);
  CHECK_FALSE(r->differs);
  CHECK_FALSE(r->in_force);
  CHECK_THAT(r->verdict, Contains("the game so far is illegal"));
  CHECK_THAT(r->verdict, Contains("event 6"));
  CHECK_FALSE(has(a.decided_by_rulings(), "dof.battle.attacks-per-card"));
  // The JSON marks the row, and only it.
  const json j = answer_json(a);
  int marked = 0;
  for (const json& row_json : j.at("sensitivity")) {
    const bool is_it = row_json.at("ruling") == "dof.battle.attacks-per-card" &&
                       row_json.at("option") == "once-per-card-not-summon-turn";
    if (row_json.contains("history_illegal")) {
      ++marked;
      CHECK(row_json.at("history_illegal") == true);
    }
    if (is_it) CHECK(row_json.contains("history_illegal"));
  }
  CHECK(marked == static_cast<int>(std::count_if(a.sensitivity.begin(), a.sensitivity.end(),
                                                 [](const SensitivityRow& x) { return x.history_illegal; })));
  CHECK_FALSE(has(j.at("decided_by_rulings").get<std::vector<std::string>>(), "dof.battle.attacks-per-card"));

  // From the position (no history), the same option is an ordinary, decisive row: JH
  // arrived this turn and may not attack.
  const Answer p = answer(on_position_of(body));
  const SensitivityRow* pr = row(p, "dof.battle.attacks-per-card", "once-per-card-not-summon-turn");
  REQUIRE(pr);
  CHECK_FALSE(pr->history_illegal);
  CHECK(pr->differs);
  CHECK(has(p.decided_by_rulings(), "dof.battle.attacks-per-card"));
}

TEST_CASE("sensitivity: a table with only history-illegal rows for a ruling is not decided by it", "[judge][sensitivity]") {
  // After event 10 (JH destroyed 9D), every other tie option removes 9D at event 6, so
  // the record's event 10 attacks a card that is gone.
  const Answer a = answer(on_battles(12, {{"kind", "result"}}));
  INFO(answer_text(a));
  for (const char* option : {"both-destroyed", "both-destroyed-no-points", "suit-order"}) {
    INFO(option);
    const SensitivityRow* r = row(a, "dof.battle.tie", option);
    REQUIRE(r);
    CHECK(r->history_illegal);
    CHECK_FALSE(r->differs);
    CHECK_THAT(r->verdict, Contains("event 10"));
  }
  CHECK_FALSE(has(a.decided_by_rulings(), "dof.battle.tie"));
}

TEST_CASE("sensitivity: a row replayed from the first event that read the ruling equals a full replay under that profile",
          "[judge][sensitivity]") {
  // For every row, the same query with {ruling: option} in its own "rulings" replays the
  // whole game under it: its verdict must be the row's verdict; an option under which the
  // record breaks a rule must make that query a HistoryViolation.
  const json queries[] = {
      on_battles(9, {{"kind", "outcome"}, {"event", attack("Ann", "JH", "9D")}}),
      on_battles(9, {{"kind", "is-legal"}, {"event", attack("Ann", "JH", "9D")}}),
      on_battles(13, {{"kind", "outcome"}, {"event", attack("Bob", "8C", "JH")}}),
      on_battles(22, {{"kind", "result"}}),
      on_battles(6, {{"kind", "is-legal"}, {"event", attack("Bob", "9D", "9S")}}),
  };
  int compared = 0, history_illegal = 0;
  for (const json& body : queries) {
    INFO(body.dump());
    const Answer a = answer(body);
    for (const auto& r : a.sensitivity) {
      if (r.in_force) continue;
      INFO(r.ruling << " = " << r.option << ": " << r.verdict);
      json variant = body;
      variant["rulings"] = {{r.ruling, r.option}};
      if (r.history_illegal) {
        CHECK_THROWS_AS(answer(variant), HistoryViolation);
        ++history_illegal;
        continue;
      }
      const Answer full = answer(variant);
      const SensitivityRow* same = in_force(full, r.ruling);
      REQUIRE(same);
      CHECK(same->option == r.option);
      CHECK(same->verdict == r.verdict);
      ++compared;
    }
  }
  CHECK(compared > 20);
  CHECK(history_illegal > 0);
}

TEST_CASE("sensitivity: from a position, a row equals the same question under that profile", "[judge][sensitivity]") {
  const json body = on_position_of(on_battles(9, {{"kind", "outcome"}, {"event", attack("Ann", "JH", "9D")}}));
  const Answer a = answer(body);
  int compared = 0;
  for (const auto& r : a.sensitivity) {
    if (r.in_force) continue;
    INFO(r.ruling << " = " << r.option);
    CHECK_FALSE(r.history_illegal);  // a position has no history to break
    json variant = body;
    variant["rulings"] = {{r.ruling, r.option}};
    const Answer full = answer(variant);
    const SensitivityRow* same = in_force(full, r.ruling);
    REQUIRE(same);
    CHECK(same->verdict == r.verdict);
    ++compared;
  }
  CHECK(compared > 5);
}

// Issue 25: a plain summon is the same summon whether or not the table lets the opponent
// answer it; dof.chain.respond-to-what only opens a response window after it.
TEST_CASE("sensitivity: a ruling that only opens a response window after the same outcome does not decide", "[judge][sensitivity]") {
  const json summon = {{"player", "Ann"}, {"action", "summon"}, {"card", "JH"}, {"position", "attack"}};
  const Answer a = answer(on_battles(8, {{"kind", "outcome"}, {"event", summon}}));
  INFO(answer_text(a));
  for (const char* option : {"effects-and-summons", "any-action"}) {
    const SensitivityRow* r = row(a, "dof.chain.respond-to-what", option);
    REQUIRE(r);
    CHECK(r->follows_only);
    CHECK_FALSE(r->differs);
  }
  CHECK_FALSE(has(a.decided_by_rulings(), "dof.chain.respond-to-what"));
  CHECK(has(a.change_what_may_follow(), "dof.chain.respond-to-what"));
  CHECK_THAT(answer_text(a), Contains("rulings that change what may follow") && !Contains("THE RULINGS DECIDE"));
  CHECK(answer_json(a).at("change_what_may_follow") == json::array({"dof.chain.respond-to-what"}));
}

TEST_CASE("sensitivity: answers about the rules have no table", "[judge][sensitivity]") {
  CHECK(answer({{"game", "draw-of-faith"}, {"ask", {{"kind", "ruling"}, {"id", "dof.battle.tie"}}}}).sensitivity.empty());
  CHECK(answer({{"game", "draw-of-faith"}, {"ask", {{"kind", "rule"}, {"section", "Battle Phase"}}}}).sensitivity.empty());
}

}  // namespace test_sensitivity
