// Swiss rounds at tables of more than two ("pods", issue 23): which players sit together.
//
// First the table sizes, by rule, before any objective (`pod_sizes`): as many tables of the
// preferred size as possible, the rest at tables of other allowed sizes, as few of them as
// can hold it (among equally few, the smallest total distance from the preferred size);
// byes only when no sum of allowed sizes equals the count, then as few as make one fit, to
// the lowest-ranked players without a bye (then, if too few, to the lowest-ranked of all).
//
// Then the seating, one lexicographic cost to minimise over the seatings with those sizes:
//
//   1. repeats: pairs of players at one table who met before (a pair counts once, however
//      often it met): none unless none can be avoided;
//   2. the sum over each table's pairs of the squared difference of their points: the
//      two-player Swiss's third tier, pair by pair, so a table of 4 with one player 3 points
//      adrift costs 3·9 = 27, and two tables each with one such player cost twice that;
//   3. standing order: tables are listed by their best-ranked player; of two seatings equal
//      on 1 and 2, the first table (in that order) where they differ decides, the one whose
//      players, best-ranked first, come first in the standings (a table that is the other's
//      first players, and no more, comes first).
//
// The restriction (the honest part): over all seatings, tier 1 alone is NP-hard (can 3n
// players sit in threes with no repeat? is partition into triangles). So the minimum is over
// the seatings in which every table spans fewer than `window` places of the standings (its
// worst-ranked player fewer than `window` places below its best-ranked; byes left out of
// the count). Up to 16 seated players the window is the whole field, so the seating is
// optimal over every seating (the tests check it against every partition). Beyond that the
// default window is the widest, at most 24, for which the programme's moves per player,
// Σ over allowed sizes s of C(window-1, s-1)·2^(window-s), stay within 16,384: 11 for tables
// of 4, 10 for 3 to 5, 10 for 4 to 8. Within that family the algorithm is exact: a dynamic
// programme over states (first unseated player; which of the next window-1 are seated:
// nobody further can be; how many tables of each other size so far), whose moves are the
// tables that first unseated player can head. Taken in order of their best-ranked player,
// the tables of any seating in the family are one path of moves, each move's table heads at
// the first unseated player and spans fewer than `window` places, and every path to the end
// (everyone seated, the sizes exactly used) is such a seating; the cost of a path is the sum
// of its tables' costs, so the cheapest path (backwards induction, ties to the earlier table
// in tier 3's order, which is lexicographic over the tables in path order) is the optimum.
// Beyond the window, the windowed optimum is improved by swaps and rotations of players
// between tables, then (up to 32 seated, while a repeat is left) by a bounded search of the
// whole field (pods_search.hpp): never made worse, no longer proved optimal.
#pragma once

#include <cstdint>
#include <set>
#include <vector>

#include "tournaments/swiss_objective.hpp"

namespace referee::tournaments {

struct PodOptions {
  std::set<int> sizes;  // allowed table sizes, each at least 2 (e.g. {4} or {3, 4, 5})
  int preferred = 0;    // one of `sizes`
  int window = 0;       // 0: the default above; otherwise from the largest size to 24
};

// Table sizes for `players` players: the tables (preferred size first, then the others,
// larger first) and how many players get a bye. std::invalid_argument on bad options.
struct PodSizes {
  std::vector<int> tables;
  int byes = 0;
  auto operator<=>(const PodSizes&) const = default;
};
PodSizes pod_sizes(int players, const PodOptions& o);

// A round: tables of indices into the input (best-ranked first, as SwissInput), each table
// best-ranked first, tables by their best-ranked player; the byes best-ranked first.
struct PodSeating {
  std::vector<std::vector<int>> tables;
  std::vector<int> byes;
};

struct PodCost {
  std::int64_t repeats = 0;
  std::int64_t squared = 0;
  auto operator<=>(const PodCost&) const = default;
};

// Who gets the `byes` byes of a round, by rule (before any objective): the lowest-ranked
// players without a bye, then (too few) the lowest-ranked of the rest; indices into `in`,
// ascending. seat_pods gives these; pair --again at pods keeps to them (pod_repair.hpp).
std::vector<int> pod_byes(const SwissInput& in, int byes);

// Tiers 1 and 2 of a seating, computed directly (the tests' referee of the programme).
PodCost pod_cost(const SwissInput& in, const PodSeating& s);

// The window the programme uses for `players` seated players.
int pod_window(int players, const PodOptions& o);

// The optimal seating of `in` (SwissInput: points, had_bye, who met whom, best-ranked first).
// With the default window, when it restricts (over 16 seated), the programme's seating is then
// improved outside the window where it can be: swaps of two players (and, up to 256 seated,
// rotations of three) at different tables, each taken only when it lowers those tables'
// tiers 1 and 2, until none does; a repeat the window forced is so removed when a swap can
// remove it (issue 23's 22-player event needed it in round 3). Not optimal then, but never
// worse than the window's optimum, which an explicit `window` returns as it is.
PodSeating seat_pods(const SwissInput& in, const PodOptions& o);

}  // namespace referee::tournaments
