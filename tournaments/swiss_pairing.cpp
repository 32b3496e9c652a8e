#include "tournaments/swiss_pairing.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <unordered_set>

#include "tournaments/pairing/dual_certificate.hpp"
#include "tournaments/pairing/matcher.hpp"

namespace referee::tournaments {
namespace {

// Partners each player starts with, below it in the ranking. Enough that the first solve
// is usually already optimal; the dual check adds whatever else is needed.
constexpr int kWindow = 6;

// Left-out edges added per check, at most this many per player: the next solve fixes the
// duals, so there is no point in adding a quadratic number at once.
constexpr long long kAddPerPlayer = 8;

struct Graph {
  std::vector<pairing::WeightedEdge> edges;
  std::unordered_set<std::uint64_t> present;

  void add(int u, int v, std::int64_t w) {
    if (present.insert(PlayedPairs::key(u, v)).second) edges.push_back({u, v, w});
  }
};

// Left-out pair edges the dual solution does not cover (see the header). A pair's weight
// depends only on the two point totals and on whether they met, so players are grouped by
// points. A pair (u, v) is covered by the vertex duals alone, or also by the blossoms holding
// both; two vertices in different outermost blossoms share no blossom. So each group is cut
// into classes, one per outermost blossom (a vertex in none is a class by itself), each sorted
// by vertex dual, and the classes sorted by their smallest dual. For u, a class can only hold
// an uncovered partner while its smallest dual is below bound - dual(u); inside u's own
// outermost blossom, below that minus the blossom's value. Scanning in that order and
// stopping there, the work is about the number of pairs near the bound: without the
// blossoms, equal-points groups (one big blossom each) made it quadratic.
struct DualClass {
  std::int64_t min_dual = 0;
  int blossom = -1;  // outermost blossom, -1: a lone vertex
  std::vector<int> members;
};

std::map<int, std::vector<DualClass>> dual_classes(const SwissInput& in,
                                                   const pairing::DualCertificate& dual) {
  std::map<int, std::map<int, DualClass>> by_blossom;  // points -> key -> class
  const int n = static_cast<int>(in.points.size());
  for (int u = 0; u < n; ++u) {
    const int b = dual.outermost(u);
    DualClass& c = by_blossom[in.points[u]][b >= 0 ? b : -1 - u];
    c.blossom = b;
    c.members.push_back(u);
  }
  std::map<int, std::vector<DualClass>> groups;
  for (auto& [points, classes] : by_blossom) {
    std::vector<DualClass>& out = groups[points];
    for (auto& [key, c] : classes) {
      std::sort(c.members.begin(), c.members.end(), [&](int a, int b) {
        return dual.vertex(a) != dual.vertex(b) ? dual.vertex(a) < dual.vertex(b) : a < b;
      });
      c.min_dual = dual.vertex(c.members.front());
      out.push_back(std::move(c));
    }
    std::sort(out.begin(), out.end(), [](const DualClass& a, const DualClass& b) {
      return a.min_dual != b.min_dual ? a.min_dual < b.min_dual : a.members.front() < b.members.front();
    });
  }
  return groups;
}

std::vector<pairing::WeightedEdge> uncovered_edges(const SwissInput& in, const SwissWeights& w,
                                                    const PlayedPairs& met, const Graph& g,
                                                    const pairing::Matching& m,
                                                    long long* scanned) {
  const int n = static_cast<int>(in.points.size());
  const pairing::DualCertificate dual(m);
  const std::int64_t scale = dual.scale();
  const auto groups = dual_classes(in, dual);

  const long long budget = kAddPerPlayer * std::max(n, 1);
  std::vector<pairing::WeightedEdge> found;
  std::unordered_set<std::uint64_t> seen;
  for (auto a = groups.begin(); a != groups.end(); ++a) {
    for (auto b = a; b != groups.end(); ++b) {
      const std::int64_t bound = scale * w.pair(a->first, b->first, false);
      for (const DualClass& home : a->second) {
        for (int u : home.members) {
          const std::int64_t room = bound - dual.vertex(u);  // a partner's dual must reach it
          for (const DualClass& c : b->second) {
            if (c.min_dual >= room) break;
            const std::int64_t limit =
                c.blossom >= 0 && c.blossom == home.blossom ? room - dual.value(c.blossom) : room;
            for (int v : c.members) {
              if (dual.vertex(v) >= limit) break;
              ++*scanned;
              // Cheapest test first: most pairs scanned are inside nested blossoms.
              if (u == v || dual.cover(u, v) >= bound || met.met(u, v)) continue;
              const std::uint64_t key = PlayedPairs::key(u, v);
              if (g.present.count(key) || !seen.insert(key).second) continue;
              found.push_back({u, v, w.pair(in.points[u], in.points[v], false)});
              if (static_cast<long long>(found.size()) >= budget) return found;
            }
          }
        }
      }
    }
  }
  // Pairs that met weigh less than any other pair: only a few, checked one by one.
  for (auto [u, v] : in.played) {
    if (u == v || g.present.count(PlayedPairs::key(u, v)) || !seen.insert(PlayedPairs::key(u, v)).second)
      continue;
    const std::int64_t weight = w.pair(in.points[u], in.points[v], true);
    if (dual.cover(u, v) < scale * weight) found.push_back({u, v, weight});
  }
  return found;
}

}  // namespace

SwissPairs pair_swiss(const SwissInput& in, SwissStats* stats) {
  const int n = static_cast<int>(in.points.size());
  if (in.had_bye.size() != in.points.size())
    throw std::invalid_argument("swiss: points and byes for different players");
  for (auto [a, b] : in.played)
    if (a < 0 || b < 0 || a >= n || b >= n)
      throw std::invalid_argument("swiss: a past pair names a player out of range");

  SwissPairs result;
  if (n == 0) return result;
  const SwissWeights w = swiss_weights(in);
  const PlayedPairs met(in.played);
  const bool odd = n % 2 == 1;
  const int bye_vertex = n;  // present only when n is odd
  const int vertices = odd ? n + 1 : n;

  Graph g;
  g.edges.reserve(static_cast<std::size_t>(n) * (kWindow + 1));
  for (int i = 0; i < n; ++i) {
    int taken = 0;
    for (int j = i + 1; j < n && taken < kWindow; ++j) {
      if (met.met(i, j)) continue;
      g.add(i, j, w.pair(in.points[i], in.points[j], false));
      ++taken;
    }
  }
  // Every bye edge: only n of them, and the bye's rank tier needs to see them all.
  if (odd)
    for (int i = 0; i < n; ++i) g.add(i, bye_vertex, w.bye(i, in.had_bye[i]));

  SwissStats local;
  pairing::Matching m;
  while (true) {
    m = pairing::max_weight_matching(vertices, g.edges);
    ++local.solves;
    std::vector<pairing::WeightedEdge> more = uncovered_edges(in, w, met, g, m, &local.scanned);
    if (more.empty()) break;
    for (const auto& e : more) g.add(e.u, e.v, e.weight);
  }
  local.edges = static_cast<long long>(g.edges.size());
  if (stats) *stats = local;

  // The dual check passed for every left-out edge, so m is optimal on the complete graph,
  // which has a perfect matching: m is perfect (the offset makes size come first).
  for (int i = 0; i < n; ++i) {
    const int mate = m.mate[i];
    if (mate < 0) throw std::logic_error("swiss: the optimal matching is not perfect");
    if (mate == bye_vertex && odd) result.bye = i;
    else if (i < mate) result.pairs.emplace_back(i, mate);
  }
  return result;
}

}  // namespace referee::tournaments
