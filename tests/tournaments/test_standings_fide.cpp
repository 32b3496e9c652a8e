#include <catch2/catch.hpp>

#include "event_support.hpp"
#include "tournaments/standings.hpp"

namespace test_standings_fide {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;

namespace {

double tiebreak(const Standing& s, const std::string& name) {
  for (const Tiebreak& t : s.tiebreaks)
    if (t.name == name) return t.value;
  FAIL("no tiebreak " << name);
  return 0;
}

}  // namespace

TEST_CASE("fide: the issue's 4-player event", "[tournaments][standings][fide]") {
  Event e = event_of({"A", "B", "C", "D"});
  add_round(e, {"A-B 1-0", "C-D 0-1"});
  add_round(e, {"A-D 0-0-1", "C-B 0-1"});
  add_round(e, {"A-C 1-0", "D-B 1-0"});
  const auto s = standings(e, TiebreakProfile::fide);
  REQUIRE(s.size() == 4);
  // A and D tie on everything (their game was drawn): entry order decides.
  CHECK(e.players[s[0].player].name == "A");
  CHECK(e.players[s[1].player].name == "D");
  CHECK(e.players[s[2].player].name == "B");
  CHECK(e.players[s[3].player].name == "C");
  CHECK(s[0].points_shown == 2.5);
  CHECK(s[1].points_shown == 2.5);
  CHECK(s[2].points_shown == 1);
  CHECK(s[3].points_shown == 0);
  CHECK(s[0].points == 5);  // half points
  CHECK(tiebreak(s[0], "buchholz") == Approx(3.5));
  CHECK(tiebreak(s[1], "buchholz") == Approx(3.5));
  CHECK(tiebreak(s[2], "buchholz") == Approx(5));
  CHECK(tiebreak(s[3], "buchholz") == Approx(6));
  CHECK(tiebreak(s[0], "buchholz_cut1") == Approx(3.5));
  CHECK(tiebreak(s[2], "buchholz_cut1") == Approx(5));
  CHECK(tiebreak(s[3], "buchholz_cut1") == Approx(5));
  CHECK(tiebreak(s[0], "sonneborn_berger") == Approx(2.25));
  CHECK(tiebreak(s[1], "sonneborn_berger") == Approx(2.25));
  CHECK(tiebreak(s[0], "direct_encounter") == Approx(0.5));
  CHECK(tiebreak(s[1], "direct_encounter") == Approx(0.5));
  CHECK(s[0].wins == 2);
  CHECK(s[0].draws == 1);
}

TEST_CASE("fide: direct encounter among players still tied, and a bye as a dummy opponent",
          "[tournaments][standings][fide]") {
  // Two players who met only each other, three times: tied on everything.
  Event e = event_of({"P", "Q"});
  add_round(e, {"P-Q 0-1"});
  add_round(e, {"Q-P 0-1"});
  add_round(e, {"P-Q 0-0-1"});
  auto s = standings(e, TiebreakProfile::fide);
  CHECK(s[0].points == s[1].points);
  // Everything equal, direct encounter too (1.5 each): entry order.
  CHECK(e.players[s[0].player].name == "P");

  Event f = event_of({"P", "Q", "R"});
  add_round(f, {"P-Q 0-1", "R bye"});
  add_round(f, {"Q-R 0-1", "P bye"});
  add_round(f, {"R-P 0-1", "Q bye"});
  s = standings(f, TiebreakProfile::fide);
  // All 2 points; a bye counts a dummy opponent with the player's own score.
  for (const Standing& st : s) CHECK(st.points_shown == 2);
  for (const Standing& st : s) CHECK(tiebreak(st, "direct_encounter") == Approx(1));
}

}  // namespace test_standings_fide
