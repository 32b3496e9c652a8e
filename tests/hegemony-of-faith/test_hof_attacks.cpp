// Attack cards aimed at a sect (7-4 Cards list: Spread Rumors, Witch Hunt), the defense cards
// (7-2.1, 7-4 Firm Faith and Great Mercy, 8. Q&A: Defense cards), and what an attack may aim at.
#include "hof_test.hpp"

namespace test_hof_attacks {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

TEST_CASE("hegemony-of-faith: Spread Rumors takes one believer from each player of the target sect", "[hegemony-of-faith][attacks]") {
  // 7-4 Cards list: Spread Rumors
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"spread-rumors"}));
  deal(t, 1, believers({"fool", "prayer"}));
  deal(t, 2, believers({"elder", "elder"}));
  follow(t, 2, 1);
  deal(t, 3, believers({"fanatic"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Cid"}}));  // a sect named by any member
  const Verdict two = g("Ann", "take", {{"from", "Bob"}, {"believers", arr({"fool", "prayer"})}});
  CHECK_FALSE(two.legal);
  CHECK(two.citation == &sec::card_spread_rumors);
  HOF_LEGAL(g("Ann", "take", {{"from", "Bob"}, {"believers", arr({"prayer"})}}));
  HOF_LEGAL(g("Ann", "take", {{"from", "Cid"}, {"believers", arr({"elder"})}}));
  const Table& a = g.table();
  CHECK(a.p(0).believer_count() == 3);
  CHECK(count_of(a.p(0).believers, "prayer") == 1);
  CHECK(count_of(a.p(0).believers, "elder") == 1);
  CHECK(a.p(1).believer_count() == 1);
  CHECK(a.p(2).believer_count() == 1);
  CHECK(a.p(3).believer_count() == 1);  // not in the sect
  CHECK(g.node() == "turn.action");
}

TEST_CASE("hegemony-of-faith: Spread Rumors passes over a member with no believers", "[hegemony-of-faith][attacks]") {
  // 7-4 Cards list: Spread Rumors
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"spread-rumors"}));
  deal(t, 1, believers({"fool", "prayer"}));
  follow(t, 2, 1);  // Cid holds none
  deal(t, 3, believers({"fanatic"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  settle(g);
  CHECK(bel(g, 0) == 2);
  CHECK(bel(g, 1) == 1);
  CHECK(bel(g, 2) == 0);
  CHECK(g.node() == "turn.action");
}

TEST_CASE("hegemony-of-faith: Witch Hunt kills every believer of the named type in the sect", "[hegemony-of-faith][attacks]") {
  // 7-4 Cards list: Witch Hunt; hof.witch-hunt.scope = whole-sect
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"witch-hunt"}));
  deal(t, 1, believers({"fool", "fool", "elder"}));
  deal(t, 2, believers({"fool", "prayer"}));
  follow(t, 2, 1);
  deal(t, 3, believers({"fool"}));
  Play g(t);
  const Verdict untyped = g("Ann", "play", {{"card", "witch-hunt"}, {"target", "Bob"}});
  CHECK_FALSE(untyped.legal);
  CHECK(untyped.citation == &sec::card_witch_hunt);
  HOF_LEGAL(g("Ann", "play", {{"card", "witch-hunt"}, {"target", "Bob"}, {"type", "fool"}}));
  settle(g);
  const Table& a = g.table();
  CHECK(a.p(1).believer_count() == 1);
  CHECK(count_of(a.p(1).believers, "elder") == 1);
  CHECK(a.p(2).believer_count() == 1);
  CHECK(count_of(a.p(2).believers, "prayer") == 1);
  CHECK(a.p(3).believer_count() == 1);  // another sect
  CHECK(a.p(0).believer_count() == 1);
  CHECK(count_of(a.graveyard, "fool") == 3);
  CHECK(a.graveyard.size() == 3);
}

TEST_CASE("hegemony-of-faith: Witch Hunt on hidden believers needs the record to say how many died", "[hegemony-of-faith][attacks][hidden]") {
  // 7-4 Cards list: Witch Hunt (all of the type die, however many the hand held)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"witch-hunt", "have-a-charity"}));
  deal(t, 1, believers({"?", "?", "?"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "witch-hunt"}, {"target", "Bob"}, {"type", "fool"}}));
  CHECK(g.node() == "attack.lose");
  CHECK(g.to_act() == 1);
  // Nobody may go on until it is said: it is no chance outcome that may be left unseen.
  CHECK_FALSE(g("Ann", "play", {{"card", "have-a-charity"}}).legal);
  const Verdict other = g("Bob", "lose", {{"believers", arr({"elder"})}});
  CHECK_FALSE(other.legal);
  CHECK(other.citation == &sec::card_witch_hunt);
  HOF_LEGAL(g("Bob", "lose", {{"believers", arr({"fool", "fool"})}}));
  const Table& a = g.table();
  CHECK(a.p(1).believer_count() == 1);
  CHECK(count_of(a.graveyard, "fool") == 2);
  // Every Fool Bob held died: the card left is no Fool.
  CHECK_FALSE(may_hold(a.p(1).believers, as_int(Believer::fool)));
}

TEST_CASE("hegemony-of-faith: Firm Faith defends a sect from a mental attack", "[hegemony-of-faith][attacks][defense]") {
  // 7-4 Cards list: Firm Faith; 7-2.1 Type of actions; hof.defense.rules = any-member-sect-wide
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"spread-rumors", "conspiracy"}));
  deal(t, 1, believers({"fool", "prayer"}));
  deal(t, 2, believers({"elder"}), actions({"firm-faith"}));
  follow(t, 2, 1);  // the Follower defends the whole sect
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  CHECK(g.node() == "attack.defense");
  HOF_LEGAL(g("Cid", "defend", {{"card", "firm-faith"}}));
  const Table& a = g.table();
  CHECK(a.p(1).believer_count() == 2);
  CHECK(a.p(2).believer_count() == 1);
  CHECK(a.p(0).believer_count() == 1);
  CHECK(count_of(a.used_actions, "firm-faith") == 1);
  CHECK(count_of(a.used_actions, "spread-rumors") == 1);  // the attack card is spent
  CHECK(g.node() == "turn.action");
  // The action was used: a second mental attack is a repeat.
  CHECK_FALSE(g("Ann", "play", {{"card", "conspiracy"}}).legal);
}

TEST_CASE("hegemony-of-faith: Great Mercy defends a sect from a physical attack", "[hegemony-of-faith][attacks][defense]") {
  // 7-4 Cards list: Great Mercy
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"witch-hunt"}));
  deal(t, 1, believers({"fool", "fool"}), actions({"great-mercy"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "witch-hunt"}, {"target", "Bob"}, {"type", "fool"}}));
  HOF_LEGAL(g("Bob", "defend", {{"card", "great-mercy"}}));
  CHECK(bel(g, 1) == 2);
  CHECK(g.table().graveyard.empty());
  CHECK(count_of(g.table().used_actions, "great-mercy") == 1);
  CHECK(acts(g, 1) == 0);
}

TEST_CASE("hegemony-of-faith: the wrong defense card is refused", "[hegemony-of-faith][attacks][defense]") {
  // 7-2.1 Type of actions (the corresponding defense card)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"spread-rumors"}));
  deal(t, 1, believers({"fool", "prayer"}), actions({"great-mercy", "firm-faith"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  const Verdict v = g("Bob", "defend", {{"card", "great-mercy"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::action_types);
  CHECK(acts(g, 1) == 2);
  HOF_LEGAL(g("Bob", "defend", {{"card", "firm-faith"}}));
  CHECK(bel(g, 1) == 2);
  CHECK(count_of(g.table().p(1).actions, "great-mercy") == 1);
}

TEST_CASE("hegemony-of-faith: a player outside the attacked sect cannot defend it", "[hegemony-of-faith][attacks][defense]") {
  // 7-4 Cards list: Firm Faith (defend your sect)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"spread-rumors"}));
  deal(t, 1, believers({"fool", "prayer"}), actions({"firm-faith"}));
  deal(t, 2, believers({"elder"}), actions({"firm-faith"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  CHECK_FALSE(g("Cid", "defend", {{"card", "firm-faith"}}).legal);
  CHECK(acts(g, 2) == 1);
}

TEST_CASE("hegemony-of-faith: a defended sect is left out of a one-against-many attack", "[hegemony-of-faith][attacks][defense]") {
  // 7-4 Cards list: Great Mercy, Martyrdom; hof.defense.rules; hof.one-vs-many.no-opponent
  Table t = table(4, 0);
  deal(t, 0, believers({"elder"}), actions({"martyrdom"}));
  deal(t, 1, believers({"missionary"}));
  deal(t, 2, believers({"fanatic"}), actions({"great-mercy"}));
  deal(t, 3, believers({"prayer"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "martyrdom"}}));
  HOF_LEGAL(g("Cid", "defend", {{"card", "great-mercy"}}));
  CHECK(g.node() == "confront.commit");
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  CHECK_FALSE(g("Cid", "commit", {{"believer", "fanatic"}}).legal);
  HOF_LEGAL(g("Bob", "commit", {{"believer", "missionary"}}));
  HOF_LEGAL(g("Dan", "commit", {{"believer", "prayer"}}));
  settle(g);
  const Table& a = g.table();
  CHECK(a.p(2).believer_count() == 1);  // shielded
  CHECK(a.p(1).believer_count() == 0);  // Elder beats Missionary
  CHECK(a.p(3).believer_count() == 0);  // and Prayer
  CHECK(a.p(0).believer_count() == 0);  // Martyrdom's believer dies
  CHECK(a.graveyard.size() == 3);
}

TEST_CASE("hegemony-of-faith: no defense card once the believers are committed", "[hegemony-of-faith][attacks][defense]") {
  // 8. Q&A: Defense cards (decided before the confrontation)
  Table t = table(4, 0);
  deal(t, 0, believers({"fanatic"}), actions({"faith-war"}));
  deal(t, 1, believers({"elder"}), actions({"great-mercy"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Bob", "pass"));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fanatic"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "elder"}}));
  CHECK_FALSE(g("Bob", "defend", {{"card", "great-mercy"}}).legal);
  settle(g);
  CHECK(bel(g, 1) == 0);
  CHECK(acts(g, 1) == 1);
}

TEST_CASE("hegemony-of-faith: an attack on the player's own sect is refused", "[hegemony-of-faith][attacks]") {
  // 7-4 Cards list: Faith War, Spread Rumors (an opposing sect); hof.target.scope
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"faith-war", "spread-rumors"}));
  deal(t, 1, believers({"elder", "elder"}));
  follow(t, 1, 0);
  Play g(t);
  Verdict v = g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_faith_war);
  v = g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_spread_rumors);
  CHECK(bel(g, 1) == 2);
  CHECK(acts(g, 0) == 2);
}

TEST_CASE("hegemony-of-faith: an attack on a Wanderer is refused", "[hegemony-of-faith][attacks][wanderers]") {
  // 6-3.1 Wanderer's turn (unaffected by other players' actions); 6-3 Becoming a Wanderer
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"faith-war", "spread-rumors", "witch-hunt"}));
  deal(t, 2, believers({"elder", "elder"}));
  wander(t, 2);
  Play g(t);
  Verdict v = g("Ann", "play", {{"card", "faith-war"}, {"target", "Cid"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::becoming_wanderer);
  v = g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Cid"}});
  CHECK_FALSE(v.legal);
  v = g("Ann", "play", {{"card", "witch-hunt"}, {"target", "Cid"}, {"type", "elder"}});
  CHECK_FALSE(v.legal);
  CHECK(bel(g, 2) == 2);
  CHECK(acts(g, 0) == 3);
}

TEST_CASE("hegemony-of-faith: an attack card names the sect it attacks", "[hegemony-of-faith][attacks]") {
  // 7-4 Cards list: Faith War (an opposing sect)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"faith-war"}));
  deal(t, 1, believers({"elder"}));
  Play g(t);
  const Verdict v = g("Ann", "play", {{"card", "faith-war"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_faith_war);
  CHECK(acts(g, 0) == 1);
}

}  // namespace test_hof_attacks
