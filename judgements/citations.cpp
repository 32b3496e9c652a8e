#include "judgements/citations.hpp"

#include "referee/core/state_machine.hpp"

namespace referee::judgements {

const Section* allowing_rule(const Game& game, const GameState& state, const std::string& on) {
  const StateMachine machine = game.spec(state.rulings());
  const Section* elsewhere = nullptr;
  for (const SpecEdge& e : machine.edges()) {
    if (e.on != on) continue;
    if (e.from == state.node()) return e.citation;
    if (!elsewhere) elsewhere = e.citation;
  }
  return elsewhere;
}

}  // namespace referee::judgements
