// The single-elimination playoff after the Swiss rounds ("top cut", issue 23): the top `cut`
// players of the standings, seeded so that the higher seeds meet the lower ones first and
// seeds 1 and 2 can meet only in the final (1 v 8, 4 v 5, 2 v 7, 3 v 6 for a top 8). When
// `cut` is not a power of two the bracket is the next power of two and the missing seeds are
// byes, so the top seeds are the ones who skip the first round (a top 6: 1 and 2 wait, 3 v 6,
// 4 v 5). Pure logic: the event, the store and the commands use it.
#pragma once

#include <optional>
#include <vector>

namespace referee::tournaments {

// Seeds 1..size down the bracket's lines, for a power of two `size`: {1, 8, 4, 5, 2, 7, 3, 6}
// for 8. Each pair of neighbours meets first; the winners of neighbouring pairs next.
std::vector<int> bracket_seed_order(int size);

// One match of the playoff by seeds (1 = the Swiss winner); a bye when `low` is none.
struct BracketMatch {
  int high = 0;
  std::optional<int> low;
  bool operator==(const BracketMatch&) const = default;
};

// The playoff's first round for the top `cut` (2 or more; std::invalid_argument otherwise),
// in bracket order, byes included.
std::vector<BracketMatch> first_playoff_round(int cut);

// The next round: the winners of neighbouring matches (in bracket order) meet, the higher
// seed first. An odd count is a std::logic_error: a bracket always halves.
std::vector<BracketMatch> next_playoff_round(const std::vector<int>& winners);

// How many rounds the playoff of the top `cut` takes (3 for a top 8, 3 for a top 6).
int playoff_rounds(int cut);

}  // namespace referee::tournaments
