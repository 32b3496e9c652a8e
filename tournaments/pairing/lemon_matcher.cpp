// LEMON's weighted blossom algorithm (Edmonds, with Gabow's and Galil's data structures):
// O(n m log n). Integer weights keep it exact; LEMON then scales its duals by 4.
#include <lemon/matching.h>
#include <lemon/smart_graph.h>

#include <stdexcept>

#include "tournaments/pairing/matcher.hpp"

namespace referee::tournaments::pairing {

Matching max_weight_matching(int vertices, const std::vector<WeightedEdge>& edges) {
  using Graph = lemon::SmartGraph;
  Graph g;
  g.reserveNode(vertices);
  g.reserveEdge(static_cast<int>(edges.size()));
  std::vector<Graph::Node> nodes;
  nodes.reserve(vertices);
  for (int i = 0; i < vertices; ++i) nodes.push_back(g.addNode());
  Graph::EdgeMap<std::int64_t> weight(g);
  for (const WeightedEdge& e : edges) {
    if (e.u == e.v || e.u < 0 || e.v < 0 || e.u >= vertices || e.v >= vertices)
      throw std::invalid_argument("matching: an edge must join two distinct vertices");
    weight.set(g.addEdge(nodes[e.u], nodes[e.v]), e.weight);
  }

  using Solver = lemon::MaxWeightedMatching<Graph, Graph::EdgeMap<std::int64_t>>;
  Solver solver(g, weight);
  solver.run();

  Matching m;
  m.mate.assign(vertices, -1);
  m.dual.assign(vertices, 0);
  m.dual_scale = Solver::dualScale;
  m.weight = solver.matchingWeight();
  for (int i = 0; i < vertices; ++i) {
    Graph::Node mate = solver.mate(nodes[i]);
    if (mate != lemon::INVALID) m.mate[i] = g.id(mate);
    m.dual[i] = solver.nodeValue(nodes[i]);
  }
  // LEMON lists the blossoms as it unpacks them, each after the blossoms inside it.
  for (int k = 0; k < solver.blossomNum(); ++k) {
    Blossom b;
    b.value = solver.blossomValue(k);
    for (Solver::BlossomIt it(solver, k); it != lemon::INVALID; ++it) b.vertices.push_back(g.id(it));
    m.blossoms.push_back(std::move(b));
  }
  return m;
}

}  // namespace referee::tournaments::pairing
