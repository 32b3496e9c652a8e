#include <catch2/catch.hpp>

#include <set>

#include "swiss_support.hpp"
#include "tournaments/pairing/matcher.hpp"
#include "tournaments/swiss_pairing.hpp"

namespace test_swiss_optimality {  // this file's names, apart from its unity-build neighbours' (tests/CMakeLists.txt)

using namespace referee::tournaments;
using namespace referee::tournaments::testing;

namespace {

// Every player once: in one pair or the bye.
void check_is_pairing(const SwissInput& in, const SwissPairs& p) {
  const int n = static_cast<int>(in.points.size());
  std::set<int> seen;
  for (auto [a, b] : p.pairs) {
    CHECK(seen.insert(a).second);
    CHECK(seen.insert(b).second);
  }
  CHECK(p.bye.has_value() == (n % 2 == 1));
  if (p.bye) CHECK(seen.insert(*p.bye).second);
  CHECK(static_cast<int>(seen.size()) == n);
}

// The same objective solved on the complete graph, with no sparsity and no dual check.
SwissCost complete_graph_optimum(const SwissInput& in) {
  const int n = static_cast<int>(in.points.size());
  const SwissWeights w = swiss_weights(in);
  const PlayedPairs met(in.played);
  std::vector<pairing::WeightedEdge> edges;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      edges.push_back({i, j, w.pair(in.points[i], in.points[j], met.met(i, j))});
  if (n % 2 == 1)
    for (int i = 0; i < n; ++i) edges.push_back({i, n, w.bye(i, in.had_bye[i])});
  const pairing::Matching m = pairing::max_weight_matching(n % 2 == 0 ? n : n + 1, edges);
  SwissPairs p;
  for (int i = 0; i < n; ++i) {
    REQUIRE(m.mate[i] >= 0);
    if (m.mate[i] == n) p.bye = i;
    else if (i < m.mate[i]) p.pairs.emplace_back(i, m.mate[i]);
  }
  return cost_of(in, p);
}

}  // namespace

TEST_CASE("Swiss pairing is optimal against brute force on small random events",
          "[tournaments][swiss][brute-force]") {
  std::mt19937 gen(20240601);
  int cases = 0, with_rematch = 0, with_bye = 0;
  for (int n = 1; n <= 12; ++n) {
    for (int trial = 0; trial < 30; ++trial) {
      const int rounds = static_cast<int>(gen() % (n + 2));  // up to past exhausting opponents
      const bool shuffled = trial % 5 == 4;                  // rankings not sorted by points
      const SwissInput in = random_history(n, rounds, gen, shuffled);
      const SwissPairs p = pair_swiss(in);
      INFO("players " << n << ", rounds " << rounds << ", trial " << trial);
      check_is_pairing(in, p);
      const SwissCost got = cost_of(in, p);
      const SwissCost best = brute_force_optimum(in);
      CHECK(got.rematches == best.rematches);
      CHECK(got.bye_rank == best.bye_rank);
      CHECK(got.squared == best.squared);
      ++cases;
      with_rematch += best.rematches > 0;
      with_bye += p.bye.has_value();
    }
  }
  // The random events do reach the hard cases: forced rematches and byes.
  CHECK(cases == 360);
  CHECK(with_rematch > 20);
  CHECK(with_bye > 100);
}

TEST_CASE("the sparse graph with the dual check matches the complete graph on larger events",
          "[tournaments][swiss]") {
  std::mt19937 gen(7);
  for (int n : {13, 31, 64, 101, 200, 401}) {
    for (int rounds : {1, 3, 6, 9, 14}) {
      const SwissInput in = random_history(n, rounds, gen, n == 31);
      SwissStats stats;
      const SwissPairs p = pair_swiss(in, &stats);
      INFO("players " << n << ", rounds " << rounds << ", solves " << stats.solves);
      check_is_pairing(in, p);
      const SwissCost got = cost_of(in, p);
      const SwissCost full = complete_graph_optimum(in);
      CHECK(got.rematches == full.rematches);
      CHECK(got.bye_rank == full.bye_rank);
      CHECK(got.squared == full.squared);
      // Far fewer edges than the complete graph.
      if (n >= 64) CHECK(stats.edges < static_cast<long long>(n) * (n - 1) / 4);
    }
  }
}

TEST_CASE("the LEMON matcher finds the maximum-weight matching on small random graphs",
          "[tournaments][matcher]") {
  std::mt19937 gen(99);
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 1 + static_cast<int>(gen() % 9);
    std::vector<pairing::WeightedEdge> edges;
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j)
        if (gen() % 3 != 0) edges.push_back({i, j, static_cast<std::int64_t>(gen() % 50) - 10});
    const pairing::Matching m = pairing::max_weight_matching(n, edges);
    // Brute force over subsets of edges that form a matching.
    std::int64_t best = 0;
    std::function<void(std::size_t, std::uint32_t, std::int64_t)> go =
        [&](std::size_t k, std::uint32_t used, std::int64_t sum) {
          if (k == edges.size()) {
            best = std::max(best, sum);
            return;
          }
          go(k + 1, used, sum);
          const std::uint32_t bits = (1u << edges[k].u) | (1u << edges[k].v);
          if (!(used & bits)) go(k + 1, used | bits, sum + edges[k].weight);
        };
    go(0, 0, 0);
    CHECK(m.weight == best);
    std::int64_t sum = 0;
    for (int i = 0; i < n; ++i) {
      if (m.mate[i] < 0) continue;
      CHECK(m.mate[m.mate[i]] == i);
      if (i < m.mate[i])
        for (const auto& e : edges)
          if ((e.u == i && e.v == m.mate[i]) || (e.v == i && e.u == m.mate[i])) sum += e.weight;
    }
    CHECK(sum == best);
  }
  CHECK_THROWS_AS(pairing::max_weight_matching(2, {{0, 0, 1}}), std::invalid_argument);
}

}  // namespace test_swiss_optimality
