// The rule behind a move: the state machine edge that allows it, with its citation.
#pragma once

#include <string>

#include "referee/core/game.hpp"
#include "referee/core/state_machine.hpp"

namespace referee::judgements {

// The citation of the move `on` (a transcript action: "summon", "pass"...). From where the
// game waits if a move leaves from there; otherwise from wherever the action is a move (an
// attack declared in the Main Phase first ends it). Null if no move is made by it.
// `machine` is the situation's, built once per answer.
const Section* allowing_rule(const StateMachine& machine, const GameState& state, std::string_view on);

}  // namespace referee::judgements
