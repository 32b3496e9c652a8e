// The hidden-card searches' bounds (README, "Hidden information"; referee/core/unseen.hpp):
// a record past every search's bound ends undecided, and the constraint search past the
// other two decides what they leave. Both golden records of the bounds, replayed by games
// made with other bounds (hof::UnseenBounds, a parameter of the game).
#include <catch2/catch.hpp>
#include <string>

#include "referee/core/json_source.hpp"
#include "referee/core/registry.hpp"
#include "referee/core/replay.hpp"
#include "referee/core/transcript.hpp"
#include "rulespec/hegemony-of-faith/game.hpp"

namespace test_hof_search_bounds {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee;

struct Ended {
  int refused_at = 0;  // the event refused, 0 if none
  std::string undecided;
};

Ended replayed(const std::string& path, const hof::UnseenBounds& bounds) {
  const hof::HegemonyOfFaith game(bounds);
  Transcript t = read_transcript(read_json_file(path), builtin_games());
  t.game = &game;
  const Replay r = replay(t, rulings_for(t, nullptr));
  Ended e;
  if (r.violation) e.refused_at = r.violation->event;
  else if (const auto* s = dynamic_cast<const hof::HofState*>(r.state.get())) e.undecided = s->undecided();
  return e;
}

const std::string kDeal = "fixtures/hegemony-of-faith/illegal/everyone-is-equal-deals-one-missionary-two-players-show-it.json";
const std::string kPast = "fixtures/hegemony-of-faith/undecided/everyone-is-equal-fifth-deal-past-the-search-bounds.json";

TEST_CASE("hegemony-of-faith: the constraint search decides a deal the other searches cannot", "[hegemony-of-faith][hidden]") {
  // 2-2 Components; 7-4 Cards list: Everyone is Equal. One missionary was dealt, P1 showed it.
  hof::UnseenBounds without;
  without.exact_nodes = 0;
  const Ended before = replayed(kDeal, without);
  CHECK(before.refused_at == 0);
  CHECK_THAT(before.undecided, Catch::Contains("past the search's bound (4096 steps)"));
  CHECK(replayed(kDeal, hof::UnseenBounds{}).refused_at == 35);
}

TEST_CASE("hegemony-of-faith: a record past every search's bound is undecided, not accepted", "[hegemony-of-faith][hidden]") {
  const Ended at_bound = replayed(kPast, hof::UnseenBounds{});
  CHECK(at_bound.refused_at == 0);
  CHECK_THAT(at_bound.undecided, Catch::Contains("then 65536 for the constraint search"));
  // A million nodes decide it: what the bound left open was consistent.
  hof::UnseenBounds wider;
  wider.exact_nodes = 1'000'000;
  const Ended decided = replayed(kPast, wider);
  CHECK(decided.refused_at == 0);
  CHECK(decided.undecided.empty());
}

}  // namespace test_hof_search_bounds
