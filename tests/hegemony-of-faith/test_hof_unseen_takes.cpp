// Takes nobody could follow (referee/core/unseen.hpp): a believer taken unseen from a hand
// whose cards are known in part is one of them, and what either side shows later must fit
// the same card. Bob's three believers survived a Witch Hunt on Fools (none is a Fool) and he
// drew two more unseen; Ann's Spread Rumors takes one of his five.
#include "hof_test.hpp"

namespace test_hof_unseen_takes {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

const Mask kNotFool = every(kBelieverTypes) & ~bit(as_int(Believer::fool));

// Ann (two Elders) has taken one of Bob's five unseen believers and started a Faith War on him.
Play after_the_take() {
  Table t = table(4, 0);
  deal(t, 0, believers({"elder", "elder"}), actions({"spread-rumors", "faith-war"}));
  deal(t, 1, Pile{kNotFool, kNotFool, kNotFool, every(kBelieverTypes), every(kBelieverTypes)});
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "spread-rumors"}, {"target", "Bob"}}));
  HOF_LEGAL(g("Ann", "take", {{"from", "Bob"}, {"believers", arr({"?"})}}));
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  return g;
}

TEST_CASE("hegemony-of-faith: Bob shows two Fools, so the believer taken from him was no Fool", "[hegemony-of-faith][hidden]") {
  // 2-2 Components; 7-4 Cards list: Spread Rumors, Faith War; 8. Q&A: Showing cards
  Play g = after_the_take();
  REQUIRE(bel(g, 0) == 3);
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));  // one of the two new cards
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));  // the other: both stayed with Bob
  const Verdict fool = g("Ann", "commit", {{"believer", "fool"}});
  CHECK_FALSE(fool.legal);
  CHECK(fool.citation == &sec::components);
  CHECK(fool.reason.find("unseen take") != std::string::npos);  // the exchange, not the counts
  HOF_LEGAL(g("Ann", "commit", {{"believer", "prayer"}}));  // anything but a Fool
}

TEST_CASE("hegemony-of-faith: the taken believer shown a Fool leaves Bob one possible Fool", "[hegemony-of-faith][hidden]") {
  // The mirror order: the Fool Ann shows was one of Bob's two new cards.
  Play g = after_the_take();
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fool"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));  // the other new card; a draw, both die
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  const Verdict second = g("Bob", "commit", {{"believer", "fool"}});
  CHECK_FALSE(second.legal);
  CHECK(second.citation == &sec::components);
  CHECK(second.reason.find("unseen take") != std::string::npos);
  HOF_LEGAL(g("Bob", "commit", {{"believer", "missionary"}}));
}

TEST_CASE("hegemony-of-faith: one Fool on each side fits the take", "[hegemony-of-faith][hidden]") {
  // The control: the taken card and the card Bob kept are the two new ones, one Fool each.
  Play g = after_the_take();
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Bob", "commit", {{"believer", "elder"}}));
  HOF_LEGAL(g("Ann", "commit", {{"believer", "fool"}}));
}

TEST_CASE("hegemony-of-faith: without the take Bob shows no third Fool", "[hegemony-of-faith][hidden]") {
  Table t = table(4, 0);
  deal(t, 0, believers({"elder", "elder", "elder"}), actions({"faith-war"}));
  deal(t, 1, Pile{kNotFool, kNotFool, kNotFool, every(kBelieverTypes), every(kBelieverTypes)});
  Play g(t);
  HOF_LEGAL(g("Ann", "play", {{"card", "faith-war"}, {"target", "Bob"}}));
  for (int i = 0; i < 2; ++i) {
    HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
    HOF_LEGAL(g("Bob", "commit", {{"believer", "fool"}}));
  }
  HOF_LEGAL(g("Ann", "commit", {{"believer", "elder"}}));
  CHECK_FALSE(g("Bob", "commit", {{"believer", "fool"}}).legal);
}

}  // namespace test_hof_unseen_takes
