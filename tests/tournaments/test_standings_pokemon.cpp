#include <catch2/catch.hpp>

#include "event_support.hpp"
#include "tournaments/standings.hpp"

namespace test_standings_pokemon {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;

namespace {

double tiebreak(const std::vector<Standing>& s, PlayerId p, const std::string& name) {
  for (const Standing& st : s)
    if (st.player == p)
      for (const Tiebreak& t : st.tiebreaks)
        if (t.name == name) return t.value;
  FAIL("no tiebreak " << name);
  return 0;
}

}  // namespace

TEST_CASE("pokemon: OWP floors each opponent at 25% and removes byes", "[tournaments][standings][pokemon]") {
  // B finishes 2-1 with a bye: it counts 1-1, 50%. C finishes 0-3: 0%, floored to 25%.
  Event e = event_of({"A", "B", "C", "D", "E"});
  add_round(e, {"A-C 1-0", "D-E 1-0", "B bye"});
  add_round(e, {"A-B 0-1", "C-D 0-1", "E bye"});
  add_round(e, {"B-D 0-1", "C-E 0-1", "A bye"});
  const auto s = standings(e, TiebreakProfile::pokemon);
  CHECK(pokemon_win(player_records(e)[1]) == Approx(0.5));
  CHECK(pokemon_win(player_records(e)[2]) == Approx(0.0));
  // A met C (25%) and B (50%).
  CHECK(tiebreak(s, 0, "owp") == Approx((0.25 + 0.5) / 2));
  // D: 3-0, met E (1-1 without its bye: 50%), C (25%), B (50%).
  CHECK(pokemon_win(player_records(e)[3]) == Approx(1.0));
  CHECK(tiebreak(s, 3, "owp") == Approx((0.5 + 0.25 + 0.5) / 3));
  // OOWP: the average of the opponents' OWP. A's opponents C and B.
  const double owp_c = (0.5 + 1.0 + 0.5) / 3;  // C met A (1-1 without its bye), D, E
  const double owp_b = (0.5 + 1.0) / 2;        // B met A (1-1: 50%) and D
  CHECK(tiebreak(s, 2, "owp") == Approx(owp_c));
  CHECK(tiebreak(s, 1, "owp") == Approx(owp_b));
  CHECK(tiebreak(s, 0, "oowp") == Approx((owp_c + owp_b) / 2));
  // Ties count half a win.
  Event f = event_of({"P", "Q"});
  add_round(f, {"P-Q 1-1"});
  add_round(f, {"P-Q 1-0"});
  CHECK(pokemon_win(player_records(f)[0]) == Approx(0.75));
}

}  // namespace test_standings_pokemon
