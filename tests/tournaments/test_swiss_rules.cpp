#include <catch2/catch.hpp>

#include <map>
#include <random>
#include <set>

#include "event_support.hpp"
#include "tournaments/next_round.hpp"
#include "tournaments/seeding.hpp"
#include "tournaments/swiss_pairing.hpp"

namespace test_swiss_rules {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;

namespace {

Event players(int n) {
  std::vector<std::string> names;
  // Appended, not "P" + std::to_string(...): GCC 12 at -O3 warns falsely on that.
  for (int i = 0; i < n; ++i) names.push_back(std::string("P").append(std::to_string(i + 1)));
  return event_of(names);
}

// Random results for every table of the last round (byes already carry theirs).
void play(Event& e, std::mt19937& gen) {
  static const MatchResult outcomes[] = {{2, 0, 0}, {2, 1, 0}, {0, 2, 0}, {1, 2, 0}, {1, 1, 1}};
  for (Pairing& p : e.rounds.back().pairings)
    if (!p.result) p.result = outcomes[gen() % 5];
}

std::vector<std::pair<PlayerId, PlayerId>> games(const Round& r) {
  std::vector<std::pair<PlayerId, PlayerId>> out;
  for (const Pairing& p : r.pairings)
    if (!p.is_bye()) out.emplace_back(std::min(p.first, *p.second), std::max(p.first, *p.second));
  return out;
}

}  // namespace

TEST_CASE("swiss round 1: seeding list top half against bottom half, bye to the last seed",
          "[tournaments][swiss]") {
  Event e = players(9);
  SwissOptions o;
  o.seeding = {8, 7, 6, 5, 4, 3, 2, 1, 0};
  const Round r = pair_next_swiss_round(e, o);
  REQUIRE(r.pairings.size() == 5);
  CHECK(r.pairings[0].table == 1);
  CHECK(((r.pairings[0].first == 8 && r.pairings[0].second == 4) ||
         (r.pairings[0].first == 4 && r.pairings[0].second == 8)));
  CHECK(r.pairings[3].table == 4);
  CHECK(r.pairings[4].is_bye());
  CHECK(r.pairings[4].first == 0);
  CHECK(r.pairings[4].table == 0);
  CHECK(r.pairings[4].result == kByeResult);
}

TEST_CASE("swiss round 1 by seed: the same seed the same pairings, another seed others",
          "[tournaments][swiss]") {
  Event e = players(40);
  SwissOptions a;
  a.seed = 12345;
  SwissOptions b;
  b.seed = 54321;
  const Round r1 = pair_next_swiss_round(e, a);
  CHECK(games(r1) == games(pair_next_swiss_round(e, a)));
  CHECK(games(r1) != games(pair_next_swiss_round(e, b)));
  // Pinned: the shuffle is ours (mt19937_64 and Fisher-Yates), so the order cannot change
  // with the standard library or the machine.
  CHECK(seeded_shuffle({0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, 12345) ==
        std::vector<PlayerId>{3, 1, 7, 4, 9, 2, 0, 8, 5, 6});
}

TEST_CASE("swiss: a whole event is deterministic, avoids rematches and gives one bye each",
          "[tournaments][swiss]") {
  for (int n : {16, 9, 23}) {
    auto run = [n](std::uint64_t seed) {
      Event e = players(n);
      std::mt19937 results(seed);
      SwissOptions o;
      o.seed = seed;
      for (int round = 1; round <= 6; ++round) {
        e.rounds.push_back(pair_next_swiss_round(e, o));
        play(e, results);
      }
      return e;
    };
    const Event e = run(77);
    const Event again = run(77);
    std::set<std::pair<PlayerId, PlayerId>> met;
    std::map<PlayerId, int> byes;
    for (std::size_t r = 0; r < e.rounds.size(); ++r) {
      CHECK(games(e.rounds[r]) == games(again.rounds[r]));
      for (auto g : games(e.rounds[r])) CHECK(met.insert(g).second);  // no rematch
      for (const Pairing& p : e.rounds[r].pairings)
        if (p.is_bye()) ++byes[p.first];
    }
    for (auto [player, count] : byes) CHECK(count == 1);
    CHECK(static_cast<int>(byes.size()) == (n % 2 == 1 ? 6 : 0));
  }
}

TEST_CASE("swiss: the bye goes to the lowest-ranked player who has not had one",
          "[tournaments][swiss]") {
  SwissInput in;
  in.points = {6, 3, 3, 0, 0};
  in.had_bye = {false, false, false, false, false};
  CHECK(pair_swiss(in).bye == 4);
  // Even when that makes a pair-down: 3-3 and 3-0 rather than 3-3 and 0-0.
  in.points = {3, 3, 3, 0, 0};
  CHECK(pair_swiss(in).bye == 4);
  in.had_bye = {false, false, false, false, true};
  CHECK(pair_swiss(in).bye == 3);
  in.had_bye = {false, false, true, true, true};
  CHECK(pair_swiss(in).bye == 1);
  // Before a rematch: with A-B played, the bye to C would force A-B again.
  SwissInput three;
  three.points = {3, 3, 0};
  three.had_bye = {false, false, false};
  three.played = {{0, 1}};
  CHECK(pair_swiss(three).bye == 1);
  // When everyone had a bye, the second one goes to the last again.
  three.played = {};
  three.had_bye = {true, true, true};
  CHECK(pair_swiss(three).bye == 2);
}

TEST_CASE("swiss: equal points meet, a rematch only when none can be avoided", "[tournaments][swiss]") {
  SwissInput in;
  in.points = {6, 6, 3, 3};
  in.had_bye = {false, false, false, false};
  SwissPairs p = pair_swiss(in);
  CHECK(cost_of(in, p).squared == 0);
  in.played = {{0, 1}, {2, 3}};  // the natural pairs already met: two floats instead
  p = pair_swiss(in);
  CHECK(cost_of(in, p).rematches == 0);
  CHECK(cost_of(in, p).squared == 18);
  // Two players who met: the only pairing is the rematch.
  SwissInput two;
  two.points = {3, 0};
  two.had_bye = {false, false};
  two.played = {{0, 1}};
  p = pair_swiss(two);
  REQUIRE(p.pairs.size() == 1);
  CHECK(cost_of(two, p).rematches == 1);
}

TEST_CASE("swiss: tables by the pair's standing, drops and late entries", "[tournaments][swiss]") {
  Event e = players(6);
  e.players[5].entry_round = 2;  // P6 enters late
  add_round(e, {"P1-P2 2-0", "P3-P4 2-1", "P5 bye"});
  e.players[1].dropped_from_round = 2;  // P2 drops after round 1
  const Round r = pair_next_swiss_round(e, SwissOptions{});
  // Playing: P1, P3, P5 on 3 points, P4 on 0, P6 new (a late loss): 5 players, a bye.
  std::set<PlayerId> seen;
  for (const Pairing& p : r.pairings) {
    seen.insert(p.first);
    if (p.second) seen.insert(*p.second);
  }
  CHECK(seen == std::set<PlayerId>{0, 2, 3, 4, 5});
  REQUIRE(r.pairings.size() == 3);
  CHECK(r.pairings[0].table == 1);
  CHECK(r.pairings[1].table == 2);
  // Table 1 holds the leader of the standings (P1 or P3 or P5, on 3 points).
  const auto s = standings(e, TiebreakProfile::mtg);
  PlayerId leader = -1;
  for (const Standing& st : s)
    if (plays_in(e.players[st.player], 2)) {
      leader = st.player;
      break;
    }
  CHECK((r.pairings[0].first == leader || r.pairings[0].second == leader));
  // P5 had the bye in round 1: the bye goes to P4 or P6 (0 points), whichever ranks last.
  CHECK(r.pairings[2].is_bye());
  CHECK(r.pairings[2].first != 4);
}

TEST_CASE("swiss: pairing the next round is refused while results are missing", "[tournaments][swiss]") {
  Event e = players(4);
  e.rounds.push_back(pair_next_swiss_round(e, SwissOptions{}));
  CHECK_THROWS_AS(pair_next_swiss_round(e, SwissOptions{}), EventRefused);
  for (Pairing& p : e.rounds.back().pairings) p.result = MatchResult{2, 0, 0};
  CHECK_NOTHROW(pair_next_swiss_round(e, SwissOptions{}));
}

}  // namespace test_swiss_rules
