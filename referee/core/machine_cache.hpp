// One state machine per game and ruling profile, built on first use and shared: every
// replay checks its moves against it (replay.cpp), and `validate --jobs` replays on several
// threads, so the cache is guarded by a mutex and the machines are immutable.
#pragma once

#include <memory>

#include "referee/core/game.hpp"
#include "referee/core/state_machine.hpp"

namespace referee {

// Keyed on the game and every ruling's choice: a spec reads only a few rulings, but a few
// more machines cost less than a list of them to keep in step with each builder.
std::shared_ptr<const StateMachine> machine_of(const Game& game, const Rulings& rulings);

}  // namespace referee
