// Wanderers (6-3): the steal of one believer a turn, founding a sect again after three
// steals, and being out of other players' reach.
#include "hof_test.hpp"

namespace test_hof_wanderers {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

namespace {
// Ann a Wanderer on her turn, `steals` steals made already.
Table wanderer_table(int steals, std::shared_ptr<Rulings> r = rulings()) {
  Table t = table(4, 0, std::move(r));
  wander(t, 0);
  t.p(0).steals = steals;
  t.stage = Stage::steal;
  deal(t, 1, believers({"fool", "prayer"}));
  deal(t, 2, believers({"elder"}));
  deal(t, 3, believers({"fanatic"}));
  return t;
}
}  // namespace

TEST_CASE("hegemony-of-faith: a Wanderer steals one believer a turn from a non-Wanderer", "[hegemony-of-faith][wanderers]") {
  // 6-3.1 Wanderer's turn
  Play g(wanderer_table(0));
  CHECK(g.node() == "wanderer.turn");
  CHECK_FALSE(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}).legal);  // no Action Phase
  HOF_LEGAL(g("Ann", "steal", {{"from", "Bob"}, {"believer", "prayer"}}));
  CHECK(bel(g, 0) == 1);
  CHECK(count_of(g.table().p(0).believers, "prayer") == 1);
  CHECK(bel(g, 1) == 1);
  const Verdict v = g("Ann", "steal", {{"from", "Cid"}, {"believer", "elder"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::wanderer_turn);
  CHECK(bel(g, 2) == 1);
  CHECK(g.table().p(0).role == Role::wanderer);
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.table().active == 1);
}

TEST_CASE("hegemony-of-faith: a Wanderer cannot steal from a Wanderer or from an empty hand", "[hegemony-of-faith][wanderers]") {
  // 6-3.1 Wanderer's turn (from any non-Wanderer player)
  Table t = wanderer_table(0);
  wander(t, 2);
  t.p(3).believers.clear();
  t.believer_deck += 1;
  Play g(t);
  Verdict v = g("Ann", "steal", {{"from", "Cid"}, {"believer", "elder"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::wanderer_turn);
  v = g("Ann", "steal", {{"from", "Dan"}, {"believer", "?"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::wanderer_turn);
  v = g("Ann", "steal", {{"from", "Bob"}, {"believer", "elder"}});  // Bob holds a Fool and a Prayer
  CHECK_FALSE(v.legal);
  HOF_LEGAL(g("Ann", "steal", {{"from", "Bob"}, {"believer", "?"}}));
  CHECK(bel(g, 0) == 1);
  CHECK(bel(g, 2) == 1);
}

TEST_CASE("hegemony-of-faith: a Wanderer's third steal founds a sect again, with action cards up to six", "[hegemony-of-faith][wanderers]") {
  // 6-3.2 How a Wanderer re-establishes a sect; hof.wanderer.reestablish = automatic-turn-ends
  Play g(wanderer_table(2));
  HOF_LEGAL(g("Ann", "steal", {{"from", "Dan"}, {"believer", "fanatic"}}));
  CHECK(g.table().p(0).role == Role::leader);
  CHECK(g.node() == "turn.draw");
  const Verdict v = g("Ann", "draw", {{"cards", unseen(5)}});
  CHECK_FALSE(v.legal);
  HOF_LEGAL(g("Ann", "draw", {{"cards", unseen(6)}}));
  CHECK(acts(g, 0) == 6);
  CHECK(bel(g, 0) == 1);
  CHECK_FALSE(g("Ann", "steal", {{"from", "Bob"}, {"believer", "?"}}).legal);  // that turn is over
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.table().active == 1);
}

TEST_CASE("hegemony-of-faith: Wanderers are out of reach of other players' cards and skills", "[hegemony-of-faith][wanderers]") {
  // 6-3.1 Wanderer's turn (unaffected by other players' actions); hof.wanderer.immunity-scope = everything
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"info-spy", "secret-alliance"}));
  deal(t, 1, believers({"elder"}));
  deal(t, 2, believers({"elder", "prayer"}), actions({"faith-war"}));
  wander(t, 2);
  Play g(t);
  Verdict v = g("Ann", "play", {{"card", "info-spy"}, {"target", "Cid"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::wanderer_turn);
  v = g("Ann", "play", {{"card", "secret-alliance"}, {"target", "Cid"}, {"give", "info-spy"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::wanderer_turn);
  v = g("Ann", "skill", {{"skill", "soul-cutting-sword"}, {"target", "Cid"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::wanderer_turn);
  CHECK(acts(g, 0) == 2);
  CHECK(g.table().p(2).skips == 0);
}

TEST_CASE("hegemony-of-faith: a Wanderer takes no part in a one-against-many attack", "[hegemony-of-faith][wanderers]") {
  // 6-3.1 Wanderer's turn; 7-4 Cards list: Martyrdom (each other sect)
  Table t = table(4, 0);
  deal(t, 0, believers({"fanatic"}), actions({"martyrdom"}));
  deal(t, 1, believers({"elder"}));
  deal(t, 2, believers({"missionary"}));
  wander(t, 2);
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "martyrdom"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fanatic"}}));
  CHECK_FALSE(g("Cid", "commit", {{"believer", "missionary"}}).legal);
  HOF_LEGAL(g("Bob", "commit", {{"believer", "elder"}}));
  settle(g);
  CHECK(bel(g, 2) == 1);
  CHECK(bel(g, 1) == 0);
  CHECK(g.node() == "turn.action");
}

TEST_CASE("hegemony-of-faith: a new Wanderer first steals on their next turn", "[hegemony-of-faith][wanderers]") {
  // 8. Q&A: Wanderers (in the next round, when it's your turn again)
  Table t = table(4, 0);
  deal(t, 1, believers({"fool"}));
  deal(t, 2, believers({"elder"}));
  deal(t, 3, believers({"fanatic"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  settle(g, "Bob");  // nobody offers: Ann wanders
  REQUIRE(g.table().p(0).role == Role::wanderer);
  CHECK_FALSE(g("Ann", "steal", {{"from", "Bob"}, {"believer", "?"}}).legal);
  HOF_LEGAL(g("Bob", "end-turn"));
  HOF_LEGAL(g("Cid", "end-turn"));
  HOF_LEGAL(g("Dan", "end-turn"));
  CHECK(g.node() == "wanderer.turn");
  HOF_LEGAL(g("Ann", "steal", {{"from", "Bob"}, {"believer", "fool"}}));
  CHECK(bel(g, 0) == 1);
  CHECK(g.table().p(0).steals == 1);
}

TEST_CASE("hegemony-of-faith: Everyone is Equal leaves a Wanderer's believers alone", "[hegemony-of-faith][wanderers][skills]") {
  // 6-3.1 Wanderer's turn (unaffected by other players' actions); 7-4 Cards list: Everyone is Equal
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"fool", "prayer", "elder"}));
  deal(t, 2, believers({"missionary", "missionary"}));
  wander(t, 2);
  Play g(t);
  HOF_LEGAL(g("Ann", "skill", {{"skill", "everyone-is-equal"}}));
  CHECK_FALSE(g("Ann", "deal", {{"to", "Cid"}, {"believers", unseen(1)}}).legal);
  settle(g);
  CHECK(bel(g, 2) == 2);
  CHECK(count_of(g.table().p(2).believers, "missionary") == 2);
  CHECK(bel(g, 0) == 2);  // 4 believers among 3 players
  CHECK(bel(g, 1) == 1);
  CHECK(bel(g, 3) == 1);
}

}  // namespace test_hof_wanderers
