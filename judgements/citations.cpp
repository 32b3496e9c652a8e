#include "judgements/citations.hpp"

namespace referee::judgements {

const Section* allowing_rule(const StateMachine& machine, const GameState& state, std::string_view on) {
  if (auto at = machine.id(state.node()))
    for (const SpecEdge& e : machine.edges_from(*at))
      if (e.on == on) return e.citation;
  if (const SpecEdge* elsewhere = machine.first_edge_on(on)) return elsewhere->citation;
  return machine.record_only_citation(on);
}

}  // namespace referee::judgements
