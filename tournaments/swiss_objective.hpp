// What a good Swiss pairing is (issue 6), as one lexicographic cost to minimise:
//
//   1. rematches: pairs that already met, plus a bye to a player who already had one
//      (a second bye is a rematch against "the bye"): none unless none can be avoided;
//   2. the bye's rank: the number of players ranked below the one with the bye, so the bye
//      goes to the lowest-ranked player who can take it without costing a rematch;
//   3. the sum over pairs of the squared difference of their points: players meet others on
//      equal points as far as possible, and a long float costs more than two short ones.
//
// The bye comes before equal points: MTR 2.8 gives it to the lowest-ranked player even when
// that makes a pair-down elsewhere. It comes after rematches: a round with a rematch that
// another bye would avoid is the worse round.
//
// The matcher maximises a weight, so each tier is a weight step larger than everything the
// tiers below can add up to (`SwissWeights`); the brute-force tests compare `SwissCost`
// itself, computed here independently of the weights.
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <unordered_set>
#include <utility>
#include <vector>

namespace referee::tournaments {

// The players to pair, best-ranked first (index 0), with what the pairing rules read.
struct SwissInput {
  std::vector<int> points;                  // integer points per player
  std::vector<bool> had_bye;                // per player
  std::vector<std::pair<int, int>> played;  // pairs of indices that already met (any order)
};

// A pairing of a SwissInput: every player in one pair, or the bye (count odd).
struct SwissPairs {
  std::vector<std::pair<int, int>> pairs;
  std::optional<int> bye;
};

struct SwissCost {
  std::int64_t rematches = 0;
  std::int64_t bye_rank = 0;  // players ranked below the bye (0: the last one has it)
  std::int64_t squared = 0;
  auto operator<=>(const SwissCost&) const = default;
};

// Which pairs already met, for O(1) look-ups.
class PlayedPairs {
 public:
  explicit PlayedPairs(const std::vector<std::pair<int, int>>& played);
  bool met(int a, int b) const { return set_.count(key(a, b)) != 0; }
  static std::uint64_t key(int a, int b);

 private:
  std::unordered_set<std::uint64_t> set_;
};

SwissCost cost_of(const SwissInput& in, const SwissPairs& p);

// The tiers as matcher weights: weight(pair) = offset - rematch·[met] - d², and
// weight(bye to i) = offset - rematch·[had bye] - bye_step·(players ranked below i).
// `offset` exceeds what any perfect matching can lose, so the matcher also takes as many
// pairs as it can: on the complete graph that is a perfect matching.
struct SwissWeights {
  std::int64_t bye_step = 0;  // > any sum of squared differences
  std::int64_t rematch = 0;   // > any bye step plus squared sum
  std::int64_t offset = 0;    // > any perfect matching's total cost
  int players = 0;

  std::int64_t pair(int points_a, int points_b, bool met) const;
  std::int64_t bye(int rank, bool had_bye) const;
};

// std::overflow_error when the event is too large for 64-bit weights (far beyond 10,000
// players and 100 rounds).
SwissWeights swiss_weights(const SwissInput& in);

}  // namespace referee::tournaments
