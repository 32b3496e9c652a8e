// The strategy cards (7-4 Cards list): Have a Charity, It's a Miracle, Divine Inspiration,
// Info-Spy, Secret Alliance, Breaking Faith (and the Q&A on its answer), Kowtow to Me (and
// the Q&A's threshold).
#include "hof_test.hpp"

namespace test_hof_strategy {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

TEST_CASE("hegemony-of-faith: Have a Charity draws two believers from the deck", "[hegemony-of-faith][strategy]") {
  // 7-4 Cards list: Have a Charity
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"have-a-charity"}));
  const int deck = t.believer_deck;
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "have-a-charity"}}));
  const Verdict v = g("Ann", "draw", {{"believers", arr({"elder", "prayer", "fanatic"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_have_a_charity);
  HOF_LEGAL(g("Ann", "draw", {{"believers", arr({"elder", "prayer"})}}));
  CHECK(bel(g, 0) == 3);
  CHECK(count_of(g.table().p(0).believers, "elder") == 1);
  CHECK(g.table().believer_deck == deck - 2);
  CHECK(count_of(g.table().used_actions, "have-a-charity") == 1);
  CHECK(acts(g, 0) == 0);
}

TEST_CASE("hegemony-of-faith: It's a Miracle revives the top three believers of the graveyard", "[hegemony-of-faith][strategy]") {
  // 7-4 Cards list: It's a Miracle; hof.graveyard.order = ordered-face-up
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"its-a-miracle"}));
  bury(t, believers({"fool", "prayer", "missionary", "elder"}));  // elder on top
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "its-a-miracle"}}));
  const Table& a = g.table();
  CHECK(a.p(0).believer_count() == 4);
  CHECK(count_of(a.p(0).believers, "prayer") == 1);
  CHECK(count_of(a.p(0).believers, "missionary") == 1);
  CHECK(count_of(a.p(0).believers, "elder") == 1);
  REQUIRE(a.graveyard.size() == 1);
  CHECK(a.graveyard[0] == bit(as_int(Believer::fool)));  // the bottom card stays
}

TEST_CASE("hegemony-of-faith: It's a Miracle revives what there is when the graveyard holds fewer than three", "[hegemony-of-faith][strategy]") {
  // 7-4 Cards list: It's a Miracle
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"its-a-miracle"}));
  bury(t, believers({"fanatic", "elder"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "its-a-miracle"}}));
  CHECK(bel(g, 0) == 3);
  CHECK(g.table().graveyard.empty());
}

TEST_CASE("hegemony-of-faith: Divine Inspiration draws as many believers as other cards discarded", "[hegemony-of-faith][strategy]") {
  // 7-4 Cards list: Divine Inspiration; hof.divine-inspiration.total = card-not-counted
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"divine-inspiration", "faith-war", "witch-hunt", "martyrdom"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "divine-inspiration"}, {"discard", arr({"faith-war", "witch-hunt"})}}));
  Verdict v = g("Ann", "draw", {{"believers", unseen(3)}});  // the card itself does not count
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_divine_inspiration);
  HOF_LEGAL(g("Ann", "draw", {{"believers", unseen(2)}}));
  CHECK(bel(g, 0) == 3);
  CHECK(acts(g, 0) == 1);
  CHECK(count_of(g.table().p(0).actions, "martyrdom") == 1);
  CHECK(count_of(g.table().used_actions, "faith-war") == 1);
  CHECK(count_of(g.table().used_actions, "divine-inspiration") == 1);
}

TEST_CASE("hegemony-of-faith: Divine Inspiration cannot discard a card the hand does not hold", "[hegemony-of-faith][strategy][hidden]") {
  // 7-4 Cards list: Divine Inspiration
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"divine-inspiration", "faith-war"}));
  Play g(t);
  const Verdict v = g("Ann", "play", {{"card", "divine-inspiration"}, {"discard", arr({"martyrdom"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_divine_inspiration);
  CHECK(acts(g, 0) == 2);
}

TEST_CASE("hegemony-of-faith: Info-Spy's record of the target's hand must fit what the hand can be", "[hegemony-of-faith][strategy][hidden]") {
  // 7-4 Cards list: Info-Spy; 8. Q&A: Showing cards
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"info-spy"}));
  deal(t, 1, believers({"elder", "?"}), actions({"faith-war"}));
  Play g(t);
  Verdict v = g("Ann", "play", {{"card", "info-spy"}, {"target", "Bob"}, {"believers", arr({"fool", "prayer"})}});
  CHECK_FALSE(v.legal);  // one of Bob's believers is an Elder
  CHECK(v.citation == &sec::card_info_spy);
  v = g("Ann", "play", {{"card", "info-spy"}, {"target", "Bob"}, {"cards", arr({"martyrdom"})}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_info_spy);
  HOF_LEGAL(g("Ann", "play", {{"card", "info-spy"}, {"target", "Bob"}, {"believers", arr({"prayer", "elder"})}, {"cards", arr({"faith-war"})}}));
  // What the spy saw is now known: Bob holds an Elder and a Prayer.
  CHECK(count_of(g.table().p(1).believers, "prayer") == 1);
  CHECK(count_of(g.table().p(1).believers, "elder") == 1);
}

TEST_CASE("hegemony-of-faith: Info-Spy names another player", "[hegemony-of-faith][strategy]") {
  // 7-4 Cards list: Info-Spy
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"info-spy"}));
  Play g(t);
  const Verdict v = g("Ann", "play", {{"card", "info-spy"}, {"target", "Ann"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_info_spy);
  CHECK(acts(g, 0) == 1);
}

TEST_CASE("hegemony-of-faith: Secret Alliance exchanges one action card each way", "[hegemony-of-faith][strategy]") {
  // 7-4 Cards list: Secret Alliance; hof.secret-alliance.consent = both-pick-own
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"secret-alliance", "faith-war"}));
  deal(t, 1, believers({"elder"}), actions({"great-mercy", "conspiracy"}));
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "secret-alliance"}, {"target", "Bob"}, {"give", "faith-war"}}));
  CHECK(g.node() == "card.give");
  CHECK(g.to_act() == 1);
  const Verdict v = g("Bob", "give", {{"card", "martyrdom"}});  // Bob holds none
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_secret_alliance);
  HOF_LEGAL(g("Bob", "give", {{"card", "great-mercy"}}));
  const Table& a = g.table();
  CHECK(a.p(0).actions.size() == 1);
  CHECK(count_of(a.p(0).actions, "great-mercy") == 1);
  CHECK(a.p(1).actions.size() == 2);
  CHECK(count_of(a.p(1).actions, "faith-war") == 1);
  CHECK(count_of(a.p(1).actions, "conspiracy") == 1);
  CHECK(count_of(a.used_actions, "secret-alliance") == 1);
}

TEST_CASE("hegemony-of-faith: Secret Alliance cannot give a card the player does not hold", "[hegemony-of-faith][strategy][hidden]") {
  // 7-4 Cards list: Secret Alliance
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"secret-alliance", "faith-war"}));
  deal(t, 1, believers({"elder"}), actions({"great-mercy"}));
  Play g(t);
  const Verdict v = g("Ann", "play", {{"card", "secret-alliance"}, {"target", "Bob"}, {"give", "martyrdom"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_secret_alliance);
  CHECK(acts(g, 0) == 2);
}

TEST_CASE("hegemony-of-faith: Breaking Faith by a Leader expels a Follower and takes half their believers", "[hegemony-of-faith][strategy][sects]") {
  // 7-4 Cards list: Breaking Faith; 8. Q&A: Breaking Faith (half, rounded down)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"breaking-faith"}));
  deal(t, 1, believers({"elder", "elder", "prayer", "prayer", "fanatic"}));
  follow(t, 1, 0);
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "breaking-faith"}, {"target", "Bob"}}));
  const Verdict v = g("Ann", "take", {{"from", "Bob"}, {"believers", arr({"elder", "elder", "prayer"})}});
  CHECK_FALSE(v.legal);  // 5 / 2 = 2
  CHECK(v.citation == &sec::card_breaking_faith);
  HOF_LEGAL(g("Ann", "take", {{"from", "Bob"}, {"believers", arr({"elder", "fanatic"})}}));
  settle(g);
  const Table& a = g.table();
  CHECK(a.p(0).believer_count() == 3);
  CHECK(count_of(a.p(0).believers, "fanatic") == 1);
  CHECK(a.p(1).believer_count() == 3);
  CHECK(a.p(1).role == Role::leader);  // independent again
  CHECK(followers_of(a, 0).empty());
}

TEST_CASE("hegemony-of-faith: Breaking Faith by a Follower at their Leader takes half and goes independent", "[hegemony-of-faith][strategy][sects]") {
  // 7-4 Cards list: Breaking Faith (for Follower: become an independent Leader); 8. Q&A: Breaking Faith
  Table t = table(4, 1);
  deal(t, 0, believers({"elder", "elder", "prayer", "prayer", "fanatic"}));
  deal(t, 1, believers({"fool"}), actions({"breaking-faith"}));
  follow(t, 1, 0);
  Play g(t);
  HOF_LEGAL(g("Bob", "play", {{"card", "breaking-faith"}, {"target", "Ann"}}));
  settle(g);
  const Table& a = g.table();
  CHECK(a.p(1).role == Role::leader);
  CHECK(a.p(1).believer_count() == 1 + 2);
  CHECK(a.p(0).believer_count() == 3);
  CHECK(a.p(0).role == Role::leader);
}

TEST_CASE("hegemony-of-faith: Breaking Faith answered with Breaking Faith takes only one", "[hegemony-of-faith][strategy][sects]") {
  // 8. Q&A: Breaking Faith (answered: one believer); hof.breaking-faith.rules = at-most-one
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"breaking-faith"}));
  deal(t, 1, believers({"elder", "elder", "prayer", "prayer", "fanatic"}), actions({"breaking-faith"}));
  follow(t, 1, 0);
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "breaking-faith"}, {"target", "Bob"}}));
  CHECK(g.node() == "card.counter");
  const Verdict wrong = g("Bob", "defend", {{"card", "great-mercy"}});
  CHECK_FALSE(wrong.legal);
  HOF_LEGAL(g("Bob", "defend", {{"card", "breaking-faith"}}));
  settle(g);
  const Table& a = g.table();
  CHECK(a.p(0).believer_count() == 2);
  CHECK(a.p(1).believer_count() == 4);
  CHECK(a.p(1).role == Role::leader);  // the Follower still leaves
  CHECK(count_of(a.used_actions, "breaking-faith") == 2);
}

TEST_CASE("hegemony-of-faith: Breaking Faith aims inside the player's own sect only", "[hegemony-of-faith][strategy][sects]") {
  // 7-4 Cards list: Breaking Faith (a Leader's Follower, or a Follower's Leader)
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"breaking-faith"}));
  deal(t, 1, believers({"elder", "elder"}));
  Play g(t);
  const Verdict v = g("Ann", "play", {{"card", "breaking-faith"}, {"target", "Bob"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_breaking_faith);
  CHECK(bel(g, 1) == 2);
}

namespace {
// Ann's sect holds `mine` believers, Bob's `theirs`; Ann plays Kowtow to Me at Bob.
Verdict kowtow(int mine, int theirs, std::shared_ptr<Rulings> r = rulings()) {
  Table t = table(4, 0, std::move(r));
  deal(t, 0, some(mine), actions({"kowtow-to-me"}));
  deal(t, 1, some(theirs));
  deal(t, 2, some(1));
  Play g(t);
  const Verdict v = g("Ann", "play", {{"card", "kowtow-to-me"}, {"target", "Bob"}});
  if (v) {
    settle(g);
    CHECK(g.table().p(1).role == Role::follower);
    CHECK(g.table().p(1).leader == 0);
    CHECK(bel(g, 1) == theirs);  // the absorbed keep their believers
  } else {
    CHECK(g.table().p(1).role == Role::leader);
  }
  return v;
}
}  // namespace

TEST_CASE("hegemony-of-faith: Kowtow to Me absorbs a sect of at most half, rounded down", "[hegemony-of-faith][strategy]") {
  // 8. Q&A: Kowtow to Me (8 or 9 against 4 allowed); hof.kowtow.threshold = at-most-half-down
  CHECK(kowtow(8, 4).legal);
  CHECK(kowtow(9, 4).legal);
  const Verdict v = kowtow(8, 5);
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::qa_kowtow);
  CHECK_FALSE(kowtow(9, 5).legal);
}

TEST_CASE("hegemony-of-faith: Kowtow to Me under strictly-less-than-half refuses 8 against 4", "[hegemony-of-faith][strategy][rulings]") {
  // 7-4 Cards list: Kowtow to Me (fewer than half); hof.kowtow.threshold = strictly-less-than-half
  const auto strict = [] { return rulings({{"hof.kowtow.threshold", "strictly-less-than-half"}}); };
  const Verdict v = kowtow(8, 4, strict());
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::qa_kowtow);
  CHECK(kowtow(9, 4, strict()).legal);
  CHECK(kowtow(8, 3, strict()).legal);
}

TEST_CASE("hegemony-of-faith: Kowtow to Me absorbs every player of the target sect", "[hegemony-of-faith][strategy][sects]") {
  // 8. Q&A: Kowtow to Me (forcing all of the players in that sect to join); hof.kowtow.absorption = anyone-no-gift
  Table t = table(4, 0);
  deal(t, 0, some(6), actions({"kowtow-to-me"}));
  deal(t, 1, some(2));
  deal(t, 2, some(2));
  deal(t, 3, some(1));
  follow(t, 3, 2);  // Cid's sect: Cid and Dan, 3 believers
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "kowtow-to-me"}, {"target", "Dan"}}));
  settle(g);
  const Table& a = g.table();
  CHECK(a.p(2).role == Role::follower);
  CHECK(a.p(2).leader == 0);
  CHECK(a.p(3).role == Role::follower);
  CHECK(a.p(3).leader == 0);
  CHECK(a.p(2).believer_count() == 2);  // no gift, nothing lost
  CHECK(a.p(3).believer_count() == 1);
  CHECK(a.p(0).believer_count() == 6);
  CHECK(a.p(1).role == Role::leader);
  CHECK_FALSE(a.over());  // Bob still leads a sect
}

TEST_CASE("hegemony-of-faith: Kowtow to Me counts the sect's believers, not the target Leader's alone", "[hegemony-of-faith][strategy]") {
  // 8. Q&A: Kowtow to Me (only count the sect's believer cards); hof.kowtow.count-followers = sect-cards
  Table t = table(4, 0);
  deal(t, 0, some(6), actions({"kowtow-to-me"}));
  deal(t, 2, some(2));
  deal(t, 3, some(2));
  follow(t, 3, 2);  // Cid's sect holds 4 > 6 / 2
  deal(t, 1, some(1));
  Play g(t);
  const Verdict v = g("Ann", "play", {{"card", "kowtow-to-me"}, {"target", "Cid"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::qa_kowtow);
  CHECK(g.table().p(2).role == Role::leader);
}

TEST_CASE("hegemony-of-faith: Kowtow to Me cannot aim at the player's own sect", "[hegemony-of-faith][strategy]") {
  // 7-4 Cards list: Kowtow to Me (target a sect)
  Table t = table(4, 0);
  deal(t, 0, some(8), actions({"kowtow-to-me"}));
  deal(t, 1, some(1));
  follow(t, 1, 0);
  Play g(t);
  const Verdict v = g("Ann", "play", {{"card", "kowtow-to-me"}, {"target", "Bob"}});
  CHECK_FALSE(v.legal);
  CHECK(v.citation == &sec::card_kowtow_to_me);
  CHECK(acts(g, 0) == 1);
}

TEST_CASE("hegemony-of-faith: Secret Alliance with a target holding no action card exchanges nothing", "[hegemony-of-faith][strategy]") {
  // 7-4 Cards list: Secret Alliance; hof.secret-alliance.consent = both-pick-own
  Table t = table(4, 0);
  deal(t, 0, believers({"fool"}), actions({"secret-alliance", "faith-war"}));
  deal(t, 1, believers({"elder"}));
  Play g(t);
  CHECK_FALSE(g("Ann", "play", {{"card", "secret-alliance"}, {"target", "Bob"}, {"give", "faith-war"}}).legal);
  HOF_LEGAL(g("Ann", "play", {{"card", "secret-alliance"}, {"target", "Bob"}}));
  CHECK(g.node() == "turn.action");
  CHECK(count_of(g.table().p(0).actions, "faith-war") == 1);
  CHECK(acts(g, 1) == 0);
  CHECK(count_of(g.table().used_actions, "secret-alliance") == 1);
}

}  // namespace test_hof_strategy
