#include "tournaments/swiss_objective.hpp"

#include <algorithm>
#include <stdexcept>

namespace referee::tournaments {

PlayedPairs::PlayedPairs(const std::vector<std::pair<int, int>>& played) {
  set_.reserve(played.size() * 2);
  for (auto [a, b] : played) set_.insert(key(a, b));
}

std::uint64_t PlayedPairs::key(int a, int b) {
  if (a > b) std::swap(a, b);
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) |
         static_cast<std::uint32_t>(b);
}

SwissCost cost_of(const SwissInput& in, const SwissPairs& p) {
  PlayedPairs met(in.played);
  SwissCost c;
  for (auto [a, b] : p.pairs) {
    if (met.met(a, b)) ++c.rematches;
    std::int64_t d = in.points[a] - in.points[b];
    c.squared += d * d;
  }
  if (p.bye) {
    if (in.had_bye[*p.bye]) ++c.rematches;
    c.bye_rank = static_cast<std::int64_t>(in.points.size()) - 1 - *p.bye;
  }
  return c;
}

std::int64_t SwissWeights::pair(int points_a, int points_b, bool met) const {
  std::int64_t d = points_a - points_b;
  return offset - (met ? rematch : 0) - d * d;
}

std::int64_t SwissWeights::bye(int rank, bool had_bye) const {
  return offset - (had_bye ? rematch : 0) - bye_step * (players - 1 - rank);
}

SwissWeights swiss_weights(const SwissInput& in) {
  __extension__ typedef __int128 Wide;  // -Wpedantic: a GCC extension, on purpose
  const Wide n = static_cast<Wide>(in.points.size());
  const Wide slots = (n + 1) / 2;  // pairs in a perfect matching, the bye included
  Wide spread = 0;
  if (!in.points.empty()) {
    auto [lo, hi] = std::minmax_element(in.points.begin(), in.points.end());
    spread = static_cast<Wide>(*hi) - *lo;
  }
  const Wide squared_max = slots * spread * spread;       // tier 3 can add up to this
  const Wide bye_step = squared_max + 1;
  const Wide rematch = bye_step * std::max<Wide>(n, 1) + 1;  // > bye_step·(n-1) + squared_max
  const Wide edge_max = rematch + std::max(bye_step * std::max<Wide>(n - 1, 0), spread * spread);
  const Wide offset = slots * edge_max + 1;
  // LEMON works with 4× the weights and sums of two of them: keep well inside 63 bits.
  if (offset > (static_cast<Wide>(1) << 58))
    throw std::overflow_error("swiss: too many players or points for 64-bit matching weights");
  SwissWeights w;
  w.bye_step = static_cast<std::int64_t>(bye_step);
  w.rematch = static_cast<std::int64_t>(rematch);
  w.offset = static_cast<std::int64_t>(offset);
  w.players = static_cast<int>(n);
  return w;
}

}  // namespace referee::tournaments
