// The table helpers themselves, and a first confrontation: Martyrdom's believer against
// every other sect (7-4 Cards list: Martyrdom, 7-3.2 Introduction to believer confrontation).
#include "hof_test.hpp"

namespace test_hof_smoke {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hoftest;

TEST_CASE("hegemony-of-faith: Martyrdom kills the believers that lose or draw, and its own", "[hegemony-of-faith][confrontation]") {
  Table t = table(4, 0);
  deal(t, 0, believers({"elder"}), actions({"martyrdom"}));
  deal(t, 1, believers({"missionary"}));  // Elder (4) beats Missionary (3)
  deal(t, 2, believers({"fanatic"}));     // Fanatic (5) beats Elder
  deal(t, 3, believers({"elder"}));       // a draw
  Play g(t);
  REQUIRE(g("Ann", "play", {{"card", "martyrdom"}}));
  CHECK(g.node() == "confront.commit");
  REQUIRE(g("Ann", "commit", {{"believer", "elder"}}));
  REQUIRE(g("Bob", "commit", {{"believer", "missionary"}}));
  REQUIRE(g("Cid", "commit", {{"believer", "fanatic"}}));
  REQUIRE(g("Dan", "commit", {{"believer", "elder"}}));
  REQUIRE(g("Ann", "discard", {{"cards", json::array()}}).legal == false);  // a discard names its cards
  const Table& after = g.table();
  CHECK(after.p(0).believer_count() == 0);  // Martyrdom's believer dies after the confrontation
  CHECK(after.p(1).believer_count() == 0);  // lost
  CHECK(after.p(2).believer_count() == 1);  // won: back to Cid
  CHECK(after.p(3).believer_count() == 0);  // drew: dies in a physical confrontation
  CHECK(after.graveyard.size() == 3);
}

}  // namespace test_hof_smoke
