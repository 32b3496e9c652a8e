// Maximum-weight matching on a general graph, behind an interface of our own so that the
// pairing systems only turn rules into edge weights (as bbpPairings' matching/computer.h).
// Implemented with LEMON's MaxWeightedMatching (lemon_matcher.cpp): Boost 1.74's
// maximum_weighted_matching is broken (architecture.md, "Weighted matching from LEMON").
#pragma once

#include <cstdint>
#include <vector>

namespace referee::tournaments::pairing {

struct WeightedEdge {
  int u = 0;
  int v = 0;
  std::int64_t weight = 0;
};

// A blossom of the dual solution: an odd set of vertices with its dual value. Blossoms are
// laminar (two are disjoint or one holds the other) and listed inner ones first.
struct Blossom {
  std::int64_t value = 0;
  std::vector<int> vertices;
};

struct Matching {
  std::vector<int> mate;  // per vertex, its partner or -1
  std::int64_t weight = 0;
  // The optimality certificate, a dual solution scaled by `dual_scale`: a value per vertex
  // and per blossom, all >= 0. An edge (u, v, w) that was NOT given to the matcher could not
  // have made the matching heavier when
  //   dual[u] + dual[v] + (values of the blossoms holding both u and v) >= dual_scale * w.
  // Swiss pairing uses this to solve on a sparse graph and still prove the matching optimal
  // on the complete one.
  std::vector<std::int64_t> dual;
  std::vector<Blossom> blossoms;
  std::int64_t dual_scale = 1;
};

// A matching of maximum total weight (not necessarily perfect: give the edges a large
// common offset to make it maximum-cardinality first). Vertices 0..vertices-1; edges with
// u == v or out of range are a precondition failure (std::invalid_argument).
// Deterministic: the same vertices and edges in the same order give the same matching.
Matching max_weight_matching(int vertices, const std::vector<WeightedEdge>& edges);

}  // namespace referee::tournaments::pairing
