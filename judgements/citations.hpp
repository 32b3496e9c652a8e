// The rule behind a move: the state machine edge that allows it, with its citation.
#pragma once

#include <string>

#include "referee/core/game.hpp"

namespace referee::judgements {

// The citation of the move `on` (a transcript action: "summon", "pass"...). From where the
// game waits if a move leaves from there; otherwise from wherever the action is a move (an
// attack declared in the Main Phase first ends it). Null if no move is made by it.
const Section* allowing_rule(const Game& game, const GameState& state, const std::string& on);

}  // namespace referee::judgements
