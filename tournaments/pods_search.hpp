// Beyond the window (pods.hpp), a last resort against repeats: when the windowed programme
// and the swaps leave players meeting again in a field small enough, a depth-first branch
// and bound over every seating of the whole field with the same table sizes, cheapest table
// first, under the objective's tiers 1 and 2. It is bounded by a count of tables looked at,
// so its answer is the best it met, not a proof; it only ever replaces the seating by a
// cheaper one. Added for the 22-player Hegemony of Faith golden (rounds of 21 at tables of
// 4-5): round 4 kept 3 repeats after swaps and rotations where 1 is the fewest possible.
#pragma once

#include <cstdint>

#include "tournaments/pods.hpp"

namespace referee::tournaments {

// Fields up to this many seated players are searched (a table's candidates for its first
// player are the combinations of the others: C(31, 4) = 31,465 at 32 players, tables of 5).
constexpr int kWholeFieldSearchPlayers = 32;
// Tables looked at before the search stops with the best seating it met (tens of
// milliseconds on one core).
constexpr std::int64_t kWholeFieldSearchBudget = 2'000'000;

// Whether `s` (tables of seated players, indices into `in`) was replaced by a seating of the
// same table sizes with a lower (repeats, squared), found within `budget` tables looked at.
bool search_whole_field(const SwissInput& in, PodSeating& s, std::int64_t budget = kWholeFieldSearchBudget);

}  // namespace referee::tournaments
