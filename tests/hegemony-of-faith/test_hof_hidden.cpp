// Hidden information (architecture: cards nobody saw are "?"): unseen cards are accepted, and
// what the record names later must fit the game's cards (2-2 Components: 12 believers of each
// type, 78 action cards in set numbers) and what each hand can hold.
#include "hof_test.hpp"

namespace test_hof_hidden {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

TEST_CASE("hegemony-of-faith: a thirteenth Fool is refused", "[hegemony-of-faith][hidden]") {
  // 2-2 Components (12 cards for each type); 7-3.1 Type of believers
  Table t = table(8, 0);  // 7-8 players: all 60 believers
  deal(t, 0, believers({"fool", "fool", "fool", "fool", "fool", "fool", "fool", "fool", "fool", "fool", "fool"}),
       actions({"have-a-charity", "faith-war"}));
  deal(t, 1, believers({"?", "?"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  const Verdict v = g("Ann", "draw", {{"believers", arr({"fool", "fool"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::components);
  HOF_LEGAL(g("Ann", "draw", {{"believers", arr({"fool", "?"})}}));  // the twelfth, and one unseen
  CHECK(count_of(g.table().p(0).believers, "fool") == 12);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fool"}}));
  // Bob's cards were never seen, but none of them can be a Fool any more.
  const Verdict fool = g("Bob", "commit", {{"believer", "fool"}});
  CHECK_FALSE(fool.legal);
  CHECK(fool.citation == &sec::components);
  HOF_LEGAL(g("Bob", "commit", {{"believer", "elder"}}));
}

TEST_CASE("hegemony-of-faith: the believer pool of a four-player game holds six of each type", "[hegemony-of-faith][hidden]") {
  // 4-1 Setup (30 believers for 4 players); hof.setup.believer-pool-size = whole-pool, hof.setup.believer-composition = equal-types
  Table t = table(4, 0);
  deal(t, 0, believers({"elder", "elder", "elder", "elder", "elder"}), actions({"have-a-charity"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  const Verdict v = g("Ann", "draw", {{"believers", arr({"elder", "elder"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::components);
  HOF_LEGAL(g("Ann", "draw", {{"believers", arr({"elder", "fool"})}}));
  CHECK(count_of(g.table().p(0).believers, "elder") == 6);
}

TEST_CASE("hegemony-of-faith: a sixth Firm Faith is refused", "[hegemony-of-faith][hidden]") {
  // 7-4 Cards list: Firm Faith (Total of 5 cards); 2-2 Components (78 action cards)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"firm-faith", "firm-faith", "firm-faith", "firm-faith"}));
  deal(t, 1, believers({"elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "end-turn"));
  const Verdict v = g("Bob", "draw", {{"cards", arr({"firm-faith", "firm-faith", "?", "?", "?", "?"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::components);
  HOF_LEGAL(g("Bob", "draw", {{"cards", arr({"firm-faith", "?", "?", "?", "?", "?"})}}));
  CHECK(count_of(g.table().p(1).actions, "firm-faith") == 1);
}

TEST_CASE("hegemony-of-faith: an unseen hand may play any card the game still has", "[hegemony-of-faith][hidden]") {
  // 8. Q&A: Showing cards (an action card is shown when played); 7-4 Cards list: Faith War (Total of 6 cards)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), some_actions(3));
  deal(t, 1, believers({"elder"}), actions({"faith-war", "faith-war", "faith-war", "faith-war", "faith-war", "faith-war"}));
  deal(t, 2, believers({"elder"}));
  Play g(t);
  const Verdict seventh = g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}});
  CHECK_FALSE(seventh.legal);  // Bob holds all six
  CHECK(seventh.citation == &sec::components);
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Cid"}}));
  settle(g);
  CHECK(acts(g, 0) == 2);
  CHECK(count_of(g.table().used_actions, "spread-rumors") == 1);
  CHECK(bel(g, 2) == 0);
}

TEST_CASE("hegemony-of-faith: cards named once are held to that name", "[hegemony-of-faith][hidden]") {
  // 7-4 Cards list: Info-Spy (view all cards); 7-3.2 Introduction to believer confrontation
  Table t = table(4, 0);
  deal(t, 0, believers({"fanatic"}), actions({"info-spy", "faith-war"}));
  deal(t, 1, believers({"?", "?"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "info-spy"}, {"target", "Bob"}, {"believers", arr({"fool", "prayer"})}}));
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fanatic"}}));
  const Verdict v = g("Bob", "commit", {{"believer", "elder"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::believer_confrontation);
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));
}

TEST_CASE("hegemony-of-faith: a take may name what an unseen believer could be", "[hegemony-of-faith][hidden]") {
  // 7-4 Cards list: Spread Rumors; hof.take.selection = random
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"spread-rumors"}));
  deal(t, 1, believers({"elder", "?"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "take", {{"from", "Bob"}, {"believers", arr({"fanatic"})}}));  // the unseen one may be it
  CHECK(count_of(g.table().p(0).believers, "fanatic") == 1);
  CHECK(count_of(g.table().p(1).believers, "elder") == 1);
}

TEST_CASE("hegemony-of-faith: a take of a type a known hand lacks is refused", "[hegemony-of-faith][hidden]") {
  // 7-4 Cards list: Spread Rumors
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"spread-rumors"}));
  deal(t, 1, believers({"elder", "prayer"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  const Verdict v = g("Ann", "take", {{"from", "Bob"}, {"believers", arr({"fanatic"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_spread_rumors);
  HOF_LEGAL(g("Ann", "take", {{"from", "Bob"}, {"believers", arr({"prayer"})}}));
  CHECK(count_of(g.table().p(1).believers, "elder") == 1);
  CHECK(bel(g, 1) == 1);
}

TEST_CASE("hegemony-of-faith: a Wanderer's steal names what the victim may hold", "[hegemony-of-faith][hidden][wanderers]") {
  // 6-3.1 Wanderer's turn
  Table t = table(4, 0);
  wander(t, 0);
  t.stage = Stage::steal;
  deal(t, 1, believers({"elder", "elder"}));
  Play g(t);
  const Verdict v = g("Ann", "steal", {{"from", "Bob"}, {"believer", "fool"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::wanderer_turn);
  HOF_LEGAL(g("Ann", "steal", {{"from", "Bob"}, {"believer", "?"}}));
  CHECK(count_of(g.table().p(0).believers, "elder") == 1);  // Bob held only Elders
}

TEST_CASE("hegemony-of-faith: a hidden skill cannot turn out to be one another player has shown", "[hegemony-of-faith][hidden][skills]") {
  // 2-2 Components (one card of each of the 16 skills)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}));
  deal(t, 1, believers({"fool", "prayer"}));
  deal(t, 2, believers({"fool", "prayer"}));
  known_skill(t, 1, "world-peace", true);  // Bob has shown World Peace
  Play g(t);
  const Verdict v = g("Ann", "skill", {{"skill", "world-peace"}, {"sacrifice", "fool"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::components);
  CHECK(v.reason.find("each skill card is unique") != std::string::npos);
  CHECK(bel(g, 0) == 1);
}

TEST_CASE("hegemony-of-faith: a hand that lets an unseen card go still holds what it surely held", "[hegemony-of-faith][hidden]") {
  // 2-2 Components (78 action cards); 7-4 Cards list: Faith War (Total of 6 cards). Ann holds
  // two known Faith Wars and an unseen card and discards one card unseen: whichever it was, a
  // Faith War is still in her hand, so Bob (holding four) cannot draw two more.
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"faith-war", "faith-war", "?"}));
  deal(t, 1, believers({"elder"}), actions({"faith-war", "faith-war", "faith-war", "faith-war"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "discard", {{"cards", arr({"?"})}}));
  HOF_LEGAL(g("Ann", "end-turn"));
  const Verdict v = g("Bob", "draw", {{"cards", arr({"faith-war", "faith-war"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::components);
  // Nor one: whichever card Ann let go, her two Faith Wars are out of the deck (both in her
  // hand, or one there and one in the used pile), and with Bob's four all six are out. The
  // action ledger keeps the discard as an exchange (UnseenBounds::actions_kept) to know it.
  const Verdict one = g("Bob", "draw", {{"cards", arr({"faith-war", "?"})}});
  CHECK_FALSE(one.legal);
  CHECK(one.citation == &sec::components);
  CHECK_THAT(one.reason, Catch::Contains("these action cards cannot all exist"));
  HOF_LEGAL(g("Bob", "draw", {{"cards", arr({"?", "?"})}}));
}

TEST_CASE("hegemony-of-faith: an action ledger keeping no exchange forgets the discard and lets Bob draw a Faith War",
          "[hegemony-of-faith][hidden]") {
  // What the kept exchanges are for (README, "Hidden information"): the same position with
  // the generous check this game had before keeping 64 (actions_kept 0), which lets the
  // discarded card become any kind and so lets Bob draw one Faith War, the rules' seventh.
  Table t = table(4, 0);
  UnseenBounds generous;
  generous.actions_kept = 0;
  t.action_links = ledger_of(false, generous);
  deal(t, 0, believers({"fool"}), actions({"faith-war", "faith-war", "?"}));
  deal(t, 1, believers({"elder"}), actions({"faith-war", "faith-war", "faith-war", "faith-war"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "discard", {{"cards", arr({"?"})}}));
  // Without the exchange, the hand's masks keep what it surely held: one Faith War.
  CHECK(surely(g.table().p(0).actions, as_int(ActionKind::faith_war)) == 1);
  HOF_LEGAL(g("Ann", "end-turn"));
  CHECK_FALSE(g("Bob", "draw", {{"cards", arr({"faith-war", "faith-war"})}}).legal);
  HOF_LEGAL(g("Bob", "draw", {{"cards", arr({"faith-war", "?"})}}));
}

}  // namespace test_hof_hidden
