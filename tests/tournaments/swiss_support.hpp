// Helpers for the Swiss tests: random past rounds, and the brute-force optimum.
#pragma once

#include <algorithm>
#include <functional>
#include <random>

#include "tournaments/swiss_objective.hpp"

namespace referee::tournaments::testing {

// `n` players after `rounds` random rounds (random pairings, random 3/1/0 results, a bye when
// odd), ranked by points, best first, unless `shuffle_ranking`.
inline SwissInput random_history(int n, int rounds, std::mt19937& gen, bool shuffle_ranking = false) {
  std::vector<int> points(n, 0);
  std::vector<bool> had_bye(n, false);
  std::vector<std::pair<int, int>> played;
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i) order[i] = i;
  for (int r = 0; r < rounds; ++r) {
    std::shuffle(order.begin(), order.end(), gen);
    for (int i = 0; i + 1 < n; i += 2) {
      const int a = order[i], b = order[i + 1];
      played.emplace_back(a, b);
      switch (gen() % 3) {
        case 0: points[a] += 3; break;
        case 1: points[b] += 3; break;
        default: points[a] += 1; points[b] += 1; break;
      }
    }
    if (n % 2 == 1) {
      had_bye[order[n - 1]] = true;
      points[order[n - 1]] += 3;
    }
  }
  std::vector<int> rank(n);
  for (int i = 0; i < n; ++i) rank[i] = i;
  if (shuffle_ranking) std::shuffle(rank.begin(), rank.end(), gen);
  else std::stable_sort(rank.begin(), rank.end(), [&](int a, int b) { return points[a] > points[b]; });
  std::vector<int> index_of(n);
  for (int i = 0; i < n; ++i) index_of[rank[i]] = i;
  SwissInput in;
  for (int i = 0; i < n; ++i) {
    in.points.push_back(points[rank[i]]);
    in.had_bye.push_back(had_bye[rank[i]]);
  }
  for (auto [a, b] : played) in.played.emplace_back(index_of[a], index_of[b]);
  return in;
}

// The minimum cost over every pairing (every perfect matching of the players plus, when odd,
// the bye): 10,395 of them for 12 players. Computed here from the definition, apart from
// cost_of and the weights.
inline SwissCost brute_force_optimum(const SwissInput& in) {
  const int n = static_cast<int>(in.points.size());
  const int vertices = n % 2 == 0 ? n : n + 1;
  std::vector<std::vector<bool>> met(n, std::vector<bool>(n, false));
  for (auto [a, b] : in.played) met[a][b] = met[b][a] = true;
  std::vector<bool> used(vertices, false);
  SwissCost best{INT64_MAX, INT64_MAX, INT64_MAX};
  std::function<void(SwissCost)> next = [&](SwissCost so_far) {
    int u = 0;
    while (u < vertices && used[u]) ++u;
    if (u == vertices) {
      best = std::min(best, so_far);
      return;
    }
    used[u] = true;
    for (int v = u + 1; v < vertices; ++v) {
      if (used[v]) continue;
      used[v] = true;
      SwissCost c = so_far;
      if (v == n) {  // u has the bye
        c.rematches += in.had_bye[u];
        c.bye_rank = n - 1 - u;
      } else {
        c.rematches += met[u][v];
        const std::int64_t d = in.points[u] - in.points[v];
        c.squared += d * d;
      }
      next(c);
      used[v] = false;
    }
    used[u] = false;
  };
  next(SwissCost{});
  return best;
}

}  // namespace referee::tournaments::testing
