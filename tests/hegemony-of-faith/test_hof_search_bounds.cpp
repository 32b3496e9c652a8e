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
  std::string why;  // the refusal's reason
};

Ended replayed(const std::string& path, const hof::UnseenBounds& bounds) {
  const hof::HegemonyOfFaith game(bounds);
  Transcript t = read_transcript(read_json_file(path), builtin_games());
  t.game = &game;
  const Replay r = replay(t, rulings_for(t, nullptr));
  Ended e;
  if (r.violation) e.refused_at = r.violation->event, e.why = r.violation->reason;
  else if (const auto* s = dynamic_cast<const hof::HofState*>(r.state.get())) e.undecided = s->undecided();
  return e;
}

const std::string kDeal = "fixtures/hegemony-of-faith/illegal/everyone-is-equal-deals-one-missionary-two-players-show-it.json";
const std::string kPast = "fixtures/hegemony-of-faith/undecided/everyone-is-equal-sixth-deal-past-the-search-bounds.json";
const std::string kEighth = "fixtures/hegemony-of-faith/illegal/eighth-spread-rumors-drawn-before-any-rebuild.json";

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

// The action cards' ledger keeps 64 exchanges (UnseenBounds::actions_kept): exact up to them,
// and what it lets go of is reported as the believers' ledger's is. Keeping none, the check
// this game had before, forgets every unseen card that leaves a hand and accepts impossible
// records.
TEST_CASE("hegemony-of-faith: an action ledger that keeps the unseen discard refuses an impossible draw a generous one accepts",
          "[hegemony-of-faith][hidden]") {
  // 2-2 Components: seven Spread Rumors. The setup deals all seven (P2 two, P4 one, P6 three,
  // P7 one); P7 discards two cards unseen at event 64 (into the used pile, not the deck), and P3
  // draws a Spread Rumors from the deck at event 84, before any rebuild: an eighth. Keeping no
  // action exchange, the discard widens what P7 holds and the draw is let through; keeping one
  // is enough to refuse it.
  const Ended refused = replayed(kEighth, hof::UnseenBounds{});
  CHECK(refused.refused_at == 84);
  CHECK_THAT(refused.why, Catch::StartsWith("these action cards cannot all exist"));
  hof::UnseenBounds keeping_one;
  keeping_one.actions_kept = 1;
  CHECK(replayed(kEighth, keeping_one).refused_at == 84);
  hof::UnseenBounds generous;
  generous.actions_kept = 0;
  const Ended let_through = replayed(kEighth, generous);
  CHECK(let_through.refused_at == 0);
  CHECK(let_through.undecided.empty());
}

TEST_CASE("hegemony-of-faith: an action ledger past its search's budget makes the record undecided",
          "[hegemony-of-faith][hidden]") {
  // Chaos Coming deals action cards unseen from a bag of mixed cards (7-4 Cards list).
  const std::string chaos = "fixtures/hegemony-of-faith/legal/eight-players-chaos-coming-and-soul-cutting-sword.json";
  CHECK(replayed(chaos, hof::UnseenBounds{}).undecided.empty());
  hof::UnseenBounds starved;
  starved.actions_kept = 32;
  starved.action_nodes = 1;
  starved.action_exact_nodes = 0;
  const Ended at_bound = replayed(chaos, starved);
  CHECK(at_bound.refused_at == 0);
  CHECK_THAT(at_bound.undecided, Catch::StartsWith("the unseen action cards taken from mixed cards exceed"));
  CHECK_THAT(at_bound.undecided, Catch::Contains("among the action cards is past the search's bound (1 steps)"));
}

}  // namespace test_hof_search_bounds
