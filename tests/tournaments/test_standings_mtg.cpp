#include <catch2/catch.hpp>

#include "event_support.hpp"
#include "tournaments/standings.hpp"

namespace test_standings_mtg {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;

namespace {

PlayerRecord record_of(int wins, int losses, int draws) {
  PlayerRecord r;
  int round = 0;
  for (int i = 0; i < wins; ++i) r.rounds.push_back({++round, Played::game, 1, {2, 0, 0}});
  for (int i = 0; i < losses; ++i) r.rounds.push_back({++round, Played::game, 1, {0, 2, 0}});
  for (int i = 0; i < draws; ++i) r.rounds.push_back({++round, Played::game, 1, {1, 1, 0}});
  return r;
}

double tiebreak(const Standing& s, const std::string& name) {
  for (const Tiebreak& t : s.tiebreaks)
    if (t.name == name) return t.value;
  FAIL("no tiebreak " << name);
  return 0;
}

const Standing& of(const std::vector<Standing>& s, PlayerId p) {
  for (const Standing& st : s)
    if (st.player == p) return st;
  throw std::logic_error("not in standings");
}

}  // namespace

TEST_CASE("mtg: the MTR Appendix C worked examples", "[tournaments][standings][mtg]") {
  // 5-2-1 over 8 rounds: 16 match points of 24.
  const PlayerRecord full = record_of(5, 2, 1);
  CHECK(full.match_points(kMatchPoints) == 16);
  CHECK(mtg_match_win(full) == Approx(16.0 / 24));
  CHECK(mtg_match_win(full) == Approx(0.667).margin(0.0005));
  // 1-3-0 then a drop: 3 of 12 is 0.25, floored to 0.33.
  CHECK(mtg_match_win(record_of(1, 3, 0)) == Approx(1.0 / 3));
  // 3-2-0 with a first-round bye, then a drop: 9 of 15.
  PlayerRecord with_bye = record_of(2, 2, 0);
  with_bye.rounds.insert(with_bye.rounds.begin(), {1, Played::bye, std::nullopt, kByeResult});
  CHECK(mtg_match_win(with_bye) == Approx(0.6));
  // A 2-0-1 match is 7 game points of 9.
  CHECK(game_points({2, 0, 1}) == 7);
  CHECK(game_points(MatchResult{2, 0, 1}.reversed()) == 1);
  PlayerRecord one;
  one.rounds.push_back({1, Played::game, 1, {2, 0, 1}});
  CHECK(mtg_game_win(one) == Approx(7.0 / 9));
  // Game-win percentage has the same floor.
  CHECK(mtg_game_win(record_of(0, 3, 0)) == Approx(1.0 / 3));
}

TEST_CASE("mtg: a dropped player counts at the 0.33 floor in opponents' OMW%",
          "[tournaments][standings][mtg]") {
  // Dee goes 1-3-0 and drops; Ann met her once and nobody else.
  Event e = event_of({"Ann", "Dee", "X", "Y", "Z"});
  add_round(e, {"Ann-Dee 2-0", "X-Y 2-1", "Z bye"});
  add_round(e, {"Dee-X 0-2", "Y-Z 2-0", "Ann bye"});
  add_round(e, {"Dee-Y 0-2", "X-Z 1-2", "Ann bye"});
  add_round(e, {"Dee-Z 2-1", "X-Y 0-2", "Ann bye"});
  e.players[1].dropped_from_round = 5;
  const auto s = standings(e, TiebreakProfile::mtg);
  const Standing& ann = of(s, 0);
  CHECK(ann.points == 12);
  // Ann's only opponent is Dee (byes are no opponents): Dee's MW% 3/12 floored to 1/3.
  CHECK(tiebreak(ann, "omw") == Approx(1.0 / 3));
  // Ann's GW%: 2-0 plus three 2-0 byes, 24 of 24.
  CHECK(tiebreak(ann, "gw") == Approx(1.0));
  // Dee's GW%: 0-2, 0-2, 0-2, 2-1: 6 of 27 is below the floor.
  CHECK(tiebreak(of(s, 1), "gw") == Approx(1.0 / 3));
  // The dropped player is still in the standings.
  CHECK(s.size() == 5);
  CHECK(s[0].player == 0);  // Ann: 12 points
}

TEST_CASE("mtg: OMW% and OGW% average the opponents, byes left out", "[tournaments][standings][mtg]") {
  Event e = event_of({"A", "B", "C"});
  add_round(e, {"A-B 2-1", "C bye"});
  add_round(e, {"C-A 2-0", "B bye"});
  const auto s = standings(e, TiebreakProfile::mtg);
  // A and B are 1-1 (B's bye a win): MW% 3/6. C is 2-0 with its bye: 6/6.
  const Standing& a = of(s, 0);
  CHECK(a.points == 3);
  CHECK(tiebreak(a, "omw") == Approx((0.5 + 1.0) / 2));
  // GW% A: 2-1 and 0-2, 6 of 15. B: 1-2 and a 2-0 bye, 9 of 15. C: two 2-0, 12 of 12.
  CHECK(tiebreak(a, "gw") == Approx(6.0 / 15));
  CHECK(tiebreak(a, "ogw") == Approx((9.0 / 15 + 1.0) / 2));
  const Standing& b = of(s, 1);
  CHECK(tiebreak(b, "omw") == Approx(0.5));  // only A: the bye is no opponent
  CHECK(tiebreak(b, "ogw") == Approx(6.0 / 15));
  // C on 6 points, then A before B on OMW%.
  CHECK(s[0].player == 2);
  CHECK(s[1].player == 0);
  CHECK(s[2].player == 1);
}

TEST_CASE("mtg: a late entry's missed rounds count as losses, or not at all, by setting",
          "[tournaments][standings][mtg]") {
  Event e = event_of({"A", "B", "C", "L"});
  e.players[3].entry_round = 2;
  add_round(e, {"A-B 2-0", "C bye"});
  add_round(e, {"A-L 0-2", "B-C 2-0"});
  auto s = standings(e, TiebreakProfile::mtg);
  const Standing& late = of(s, 3);
  CHECK(late.points == 3);
  CHECK(late.losses == 1);
  // A met B (3 of 6) and L, whose missed round is a played loss: 3 of 6.
  CHECK(tiebreak(of(s, 0), "omw") == Approx(0.5));
  e.late_entry = LateEntry::nothing;
  s = standings(e, TiebreakProfile::mtg);
  CHECK(of(s, 3).losses == 0);
  CHECK(of(s, 3).points == 3);
  CHECK(tiebreak(of(s, 0), "omw") == Approx((0.5 + 1.0) / 2));  // L: 3 of 3
}

}  // namespace test_standings_mtg
