// What the unseen cards of a deck list must still cover: a 1-3 star monster for each monster
// summoned unseen (4. Summoning Rules: Stars 1-3), a trap for each trap set unseen, decided by
// the core's hidden-card flow (hd::check_cover over referee/core/unseen_pool.hpp).
#include "hd_table.hpp"

#include "rulespec/hero-duel/game.hpp"

namespace test_hd_cover {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace hdtest;

TEST_CASE("hero-duel cover: the deck list's unseen cards cover the hidden cards on the field, word for word",
          "[hero-duel][hidden]") {
  const Table t = table();
  // Two low monsters, a 4-star one (never summoned unseen), a trap, a spell.
  const std::vector<std::string> pool{"ember-squire", "frost-archer", "iron-warden", "spiked-pit", "fireball"};
  CHECK(check_cover(t, pool, HiddenNeeds{2, 1}).legal);
  CHECK(check_cover(t, pool, HiddenNeeds{0, 0}).legal);
  CHECK(check_cover(t, pool, HiddenNeeds{-1, 1}).legal);  // an event naming more than was hidden
  const Verdict low = check_cover(t, pool, HiddenNeeds{3, 1});
  CHECK_FALSE(low.legal);
  CHECK(low.citation == &sec::summon_low);
  CHECK(low.reason ==
        "that leaves 2 unseen 1-3 star monster(s) in the deck list for 3 monster(s) summoned unseen, which can be nothing else");
  const Verdict trap = check_cover(t, pool, HiddenNeeds{2, 2});
  CHECK_FALSE(trap.legal);
  CHECK(trap.citation == &sec::traps);
  CHECK(trap.reason == "that leaves 1 unseen trap(s) in the deck list for 2 trap(s) set unseen");
  // Both short: the monsters are named.
  CHECK(check_cover(t, pool, HiddenNeeds{3, 2}).citation == &sec::summon_low);
  // None of a kind at all.
  const Verdict none = check_cover(t, {"fireball", "iron-warden"}, HiddenNeeds{0, 1});
  CHECK(none.reason == "that leaves 0 unseen trap(s) in the deck list for 1 trap(s) set unseen");
  // A name the card set does not know covers nothing.
  CHECK_FALSE(check_cover(t, {"no-such-card"}, HiddenNeeds{1, 0}).legal);
}

}  // namespace test_hd_cover
