// Sects (6. Surrendered of Sects Mechanism and Wanderers): the Surrender Phase, the Leader's
// gift, the upkeep of a Follower, the reversal of sect stance, Unification.
#include "hof_test.hpp"

namespace test_hof_sects {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

TEST_CASE("hegemony-of-faith: a player ending the turn with no believers surrenders to a Leader who accepts", "[hegemony-of-faith][sects]") {
  // 6-1 Surrender as a Follower; 6-2 Operation of united sects (the gift); 4-2 End of Turn and Surrender Phase
  Table t = table(4, 0);
  deal(t, 0, {}, actions({"faith-war"}));
  deal(t, 1, believers({"fool", "prayer"}));
  deal(t, 2, believers({"elder"}));
  deal(t, 3, believers({"fanatic", "missionary"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.node() == "surrender.offers");
  HOF_LEGAL(g("Bob", "accept"));
  HOF_LEGAL(g("Cid", "refuse"));
  HOF_LEGAL(g("Dan", "accept"));
  CHECK(g.node() == "surrender.join");
  CHECK(g.to_act() == 0);
  const Verdict v = g("Ann", "join", {{"leader", "Cid"}});  // Cid refused
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::surrender_as_follower);
  HOF_LEGAL(g("Ann", "join", {{"leader", "Dan"}}));
  HOF_LEGAL(g("Dan", "give", {{"believer", "fanatic"}}));
  const Table& a = g.table();
  CHECK(a.p(0).role == Role::follower);
  CHECK(a.p(0).leader == 3);
  CHECK(a.p(0).believer_count() == 1);
  CHECK(count_of(a.p(0).believers, "fanatic") == 1);
  CHECK(a.p(3).believer_count() == 1);
  CHECK(count_of(a.p(0).actions, "faith-war") == 1);  // a Follower keeps their cards
  CHECK(a.active == 1);
}

TEST_CASE("hegemony-of-faith: a single offer is joined without a choice", "[hegemony-of-faith][sects]") {
  // 6-1 Surrender as a Follower; hof.surrender.choice = must-join-willing
  Table t = table(4, 0);
  deal(t, 1, believers({"fool", "prayer"}));
  deal(t, 2, believers({"elder", "elder"}));
  deal(t, 3, believers({"fanatic"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  HOF_LEGAL(g("Cid", "accept"));
  settle(g, "Bob");  // Bob and Dan say nothing
  const Table& a = g.table();
  CHECK(a.p(0).role == Role::follower);
  CHECK(a.p(0).leader == 2);
  CHECK(count_of(a.p(0).believers, "elder") == 1);
  CHECK(a.p(2).believer_count() == 1);
}

TEST_CASE("hegemony-of-faith: with no offer the player becomes a Wanderer and discards all action cards", "[hegemony-of-faith][sects][wanderers]") {
  // 6-3 Becoming a Wanderer; 8. Q&A: Wanderers
  Table t = table(4, 0);
  deal(t, 0, {}, actions({"faith-war", "martyrdom", "info-spy"}));
  deal(t, 1, believers({"fool"}));
  deal(t, 2, believers({"elder"}));
  deal(t, 3, believers({"fanatic"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  HOF_LEGAL(g("Bob", "refuse"));
  HOF_LEGAL(g("Cid", "refuse"));
  HOF_LEGAL(g("Dan", "refuse"));
  settle(g, "Bob");
  const Table& a = g.table();
  CHECK(a.p(0).role == Role::wanderer);
  CHECK(a.p(0).actions.empty());
  CHECK(count_of(a.used_actions, "faith-war") == 1);
  CHECK(count_of(a.used_actions, "martyrdom") == 1);
  CHECK(count_of(a.used_actions, "info-spy") == 1);
  CHECK(a.active == 1);
}

TEST_CASE("hegemony-of-faith: a player holding believers does not surrender", "[hegemony-of-faith][sects]") {
  // 8. Q&A: Surrender (only with no believer cards in hand)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"fool"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.table().p(0).role == Role::leader);
  CHECK(g.table().active == 1);
  CHECK_FALSE(g("Bob", "accept").legal);
}

TEST_CASE("hegemony-of-faith: a surrendering player may not turn Wanderer while a Leader accepts", "[hegemony-of-faith][sects]") {
  // 6-1 Surrender as a Follower, 6-3 Becoming a Wanderer; hof.surrender.choice = must-join-willing
  Table t = table(4, 0);
  deal(t, 1, believers({"fool", "prayer"}));
  deal(t, 2, believers({"elder"}));
  deal(t, 3, believers({"fanatic"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  HOF_LEGAL(g("Bob", "accept"));
  HOF_LEGAL(g("Cid", "accept"));
  HOF_LEGAL(g("Dan", "refuse"));
  const Verdict v = g("Ann", "wander");
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::surrender_as_follower);
  HOF_LEGAL(g("Ann", "join", {{"leader", "Bob"}}));
  settle(g, "Bob");
  CHECK(g.table().p(0).role == Role::follower);
  CHECK(g.table().p(0).leader == 1);
}

TEST_CASE("hegemony-of-faith: the Leader keeps a Follower with no believers by giving one", "[hegemony-of-faith][sects]") {
  // 6-2 Operation of united sects (maintaining Followers); hof.follower.maintenance = own-turn-end-others-only
  Table t = table(4, 1);
  deal(t, 0, believers({"elder", "fool"}));
  follow(t, 1, 0);
  deal(t, 2, believers({"fanatic"}));
  deal(t, 3, believers({"prayer"}));
  Play g(t);
  HOF_LEGAL(g("Bob", "end-turn"));
  CHECK(g.node() == "sect.upkeep");
  CHECK(g.to_act() == 0);
  HOF_LEGAL(g("Ann", "accept"));
  HOF_LEGAL(g("Ann", "give", {{"believer", "elder"}}));
  const Table& a = g.table();
  CHECK(a.p(1).role == Role::follower);
  CHECK(a.p(1).leader == 0);
  CHECK(count_of(a.p(1).believers, "elder") == 1);
  CHECK(a.p(0).believer_count() == 1);
  CHECK(a.active == 2);
}

TEST_CASE("hegemony-of-faith: a Follower let go at upkeep looks for another Leader", "[hegemony-of-faith][sects]") {
  // 6-2 Operation of united sects (the Leader may reconsider; the Follower seeks another sect)
  Table t = table(4, 1);
  deal(t, 0, believers({"elder", "fool"}));
  follow(t, 1, 0);
  deal(t, 2, believers({"fanatic", "prayer"}));
  deal(t, 3, believers({"prayer"}));
  Play g(t);
  HOF_LEGAL(g("Bob", "end-turn"));
  HOF_LEGAL(g("Ann", "refuse"));
  CHECK(g.node() == "surrender.offers");
  const std::vector<int> asked = g.state().question().who.list();  // the Leader who let go is not asked again
  CHECK(std::find(asked.begin(), asked.end(), 0) == asked.end());
  CHECK(std::find(asked.begin(), asked.end(), 2) != asked.end());
  HOF_LEGAL(g("Cid", "accept"));
  HOF_LEGAL(g("Dan", "refuse"));
  CHECK_FALSE(g("Ann", "accept").legal);
  const Table& a = g.table();
  CHECK(a.p(1).role == Role::follower);
  CHECK(a.p(1).leader == 2);
  CHECK(a.p(1).believer_count() == 1);
  CHECK(a.p(0).believer_count() == 2);
  CHECK(a.p(2).believer_count() == 1);
}

TEST_CASE("hegemony-of-faith: a Leader at zero is replaced by the Follower with most believers", "[hegemony-of-faith][sects]") {
  // 6-2.1 Reversal of sect stance; hof.reversal.timing = after-each-resolution; hof.reversal.old-leader = at-once
  Table t = table(4, 3);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"prayer", "elder", "fanatic"}));
  deal(t, 2, believers({"missionary"}));
  follow(t, 1, 0);
  follow(t, 2, 0);
  deal(t, 3, believers({"fool"}), actions({"spread-rumors"}));
  Play g(t);
  HOF_LEGAL(g("Dan", "play", {{"card", "spread-rumors"}, {"target", "Ann"}}));
  // Ann 0, Bob 2, Cid 0: Bob takes over, and decides on Ann.
  HOF_LEGAL(g("Bob", "accept"));
  settle(g, "Dan");
  const Table& a = g.table();
  CHECK(a.p(1).role == Role::leader);
  CHECK(a.p(2).role == Role::follower);
  CHECK(a.p(2).leader == 1);
  CHECK(a.p(0).role == Role::follower);
  CHECK(a.p(0).leader == 1);
  CHECK(a.p(0).believer_count() == 1);  // the gift
  CHECK(a.p(1).believer_count() == 1);
  CHECK(a.p(3).believer_count() == 4);
}

TEST_CASE("hegemony-of-faith: a reversal with Followers level at the top dissolves the sect", "[hegemony-of-faith][sects]") {
  // 6-2.1 Reversal of sect stance (the sect dissolves, the old Leader surrenders); hof.reversal.tie-scope = top-tie-only
  Table t = table(4, 3);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"prayer", "elder"}));
  deal(t, 2, believers({"missionary", "fanatic"}));
  follow(t, 1, 0);
  follow(t, 2, 0);
  deal(t, 3, believers({"fool"}), actions({"spread-rumors"}));
  Play g(t);
  HOF_LEGAL(g("Dan", "play", {{"card", "spread-rumors"}, {"target", "Ann"}}));
  HOF_LEGAL(g("Dan", "accept"));  // Ann's surrender: Dan takes her
  settle(g, "Dan");
  const Table& a = g.table();
  CHECK(a.p(1).role == Role::leader);
  CHECK(a.p(2).role == Role::leader);
  CHECK(a.p(0).role == Role::follower);
  CHECK(a.p(0).leader == 3);
  CHECK(a.p(0).believer_count() == 1);
}

TEST_CASE("hegemony-of-faith: a player who makes every other player a Follower wins at once", "[hegemony-of-faith][sects][end]") {
  // 5-1 The final scoring: Special victory condition - Unification
  Table t = table(4, 0);
  deal(t, 0, some(4), actions({"kowtow-to-me"}));
  deal(t, 1, some(2));
  deal(t, 2, some(2));
  follow(t, 1, 0);
  follow(t, 2, 0);
  deal(t, 3, some(4));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "kowtow-to-me"}, {"target", "Dan"}}));
  settle(g);
  REQUIRE(g.table().over());
  const Result& res = g.table().result;
  CHECK(res.status == GameStatus::won);
  CHECK(res.winner == 0);
  CHECK(res.ended_by == "unification");
  CHECK(res.citation == &sec::unification);
  CHECK(g.node() == "game-over");
  CHECK_FALSE(g("Ann", "end-turn").legal);
}

TEST_CASE("hegemony-of-faith: a Wanderer stands in the way of Unification", "[hegemony-of-faith][sects][wanderers]") {
  // 5-1 Unification (all other players); hof.wanderer.endgame-status = scored-blocks-unification
  Table t = table(4, 0);
  deal(t, 0, some(4), actions({"kowtow-to-me"}));
  deal(t, 1, some(2));
  follow(t, 1, 0);
  deal(t, 2, some(1));
  wander(t, 2);
  deal(t, 3, some(3));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "kowtow-to-me"}, {"target", "Dan"}}));
  settle(g);
  CHECK(g.table().p(3).role == Role::follower);
  CHECK_FALSE(g.table().over());
}

TEST_CASE("hegemony-of-faith: an old Leader the new Leader refuses surrenders to the other sects", "[hegemony-of-faith][sects]") {
  // 6-2.1 Reversal of sect stance (decides whether to accept the original Leader); hof.reversal.old-leader = at-once
  Table t = table(4, 3);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"prayer", "elder", "fanatic"}));
  deal(t, 2, believers({"missionary"}));
  follow(t, 1, 0);
  follow(t, 2, 0);
  deal(t, 3, believers({"fool"}), actions({"spread-rumors"}));
  Play g(t);
  HOF_LEGAL(g("Dan", "play", {{"card", "spread-rumors"}, {"target", "Ann"}}));
  HOF_LEGAL(g("Bob", "refuse"));
  REQUIRE(g.node() == "surrender.offers");
  CHECK(g.state().question().who == std::vector<int>{3});  // Bob refused; Cid is a Follower
  HOF_LEGAL(g("Dan", "accept"));
  settle(g, "Dan");
  CHECK(g.table().p(0).role == Role::follower);
  CHECK(g.table().p(0).leader == 3);
  CHECK(g.table().p(2).leader == 1);
}

TEST_CASE("hegemony-of-faith: Unification can come from a surrender", "[hegemony-of-faith][sects][end]") {
  // 5-1 The final scoring: Unification (at any time during the game)
  Table t = table(4, 3);
  deal(t, 0, some(3));
  deal(t, 1, some(1));
  deal(t, 2, some(1));
  follow(t, 1, 0);
  follow(t, 2, 0);
  Play g(t);
  HOF_LEGAL(g("Dan", "end-turn"));  // Dan holds no believer
  REQUIRE(g.node() == "surrender.offers");
  HOF_LEGAL(g("Ann", "accept"));
  settle(g, "Dan");
  REQUIRE(g.table().over());
  CHECK(g.table().result.winner == 0);
  CHECK(g.table().result.ended_by == "unification");
  CHECK(g.table().p(3).leader == 0);
}

TEST_CASE("hegemony-of-faith: a Leader with no believer to give is not asked to take a Follower", "[hegemony-of-faith][sects]") {
  // 6-2 Operation of united sects (the Leader must give a believer card); hof.follower.gift = leader-picks-needs-one
  Table t = table(4, 0);
  deal(t, 1, some(2));
  deal(t, 3, some(1));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  REQUIRE(g.node() == "surrender.offers");
  CHECK(g.state().question().who == std::vector<int>{1, 3});
  CHECK_FALSE(g("Cid", "accept").legal);
}

TEST_CASE("hegemony-of-faith: nobody becomes a Follower by choice while holding believers", "[hegemony-of-faith][sects]") {
  // 8. Q&A: Surrender (only at the end of their turn with no believer cards)
  Table t = table(4, 0);
  deal(t, 0, some(1));
  deal(t, 1, some(3));
  Play g(t);
  CHECK_FALSE(g("Ann", "join", {{"leader", "Bob"}}).legal);
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK(g.table().p(0).role == Role::leader);
  CHECK(followers_of(g.table(), 1).empty());
}

TEST_CASE("hegemony-of-faith: a gift that empties the Leader's hand reverses the sect", "[hegemony-of-faith][sects]") {
  // 6-2 Operation of united sects (the gift), 6-2.1 Reversal of sect stance; hof.follower.gift = leader-picks-needs-one
  Table t = table(4, 0);
  deal(t, 1, some(2));
  deal(t, 2, believers({"elder"}));
  deal(t, 3, some(2));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  HOF_LEGAL(g("Bob", "refuse"));
  HOF_LEGAL(g("Cid", "accept"));
  HOF_LEGAL(g("Dan", "refuse"));
  HOF_LEGAL(g("Cid", "give", {{"believer", "elder"}}));
  REQUIRE(g.node() == "sect.reversal");  // Cid holds none now: Ann leads, and decides on Cid
  CHECK(g.to_act() == 0);
  CHECK(g.table().p(0).role == Role::leader);
  HOF_LEGAL(g("Ann", "refuse"));
  settle(g, "Bob");
  const Table& a = g.table();
  CHECK(a.p(0).role == Role::leader);
  CHECK(count_of(a.p(0).believers, "elder") == 1);
  CHECK(a.p(2).role == Role::wanderer);  // nobody else took Cid in
}

}  // namespace test_hof_sects
