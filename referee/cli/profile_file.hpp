// Reading a ruling profile file (--rulings, --profile) for one game.
#pragma once

#include <string>

#include "referee/core/game.hpp"

namespace referee::cli {

// The game's rulings with the profile at `path` applied (defaults if `path` is empty).
// InputError (exit 3) on an unreadable file, bad JSON, or an unknown id or option.
Rulings load_rulings(const Game& game, const std::string& path);

}  // namespace referee::cli
