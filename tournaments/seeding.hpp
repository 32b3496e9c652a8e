// Round 1 by seed: the same seed gives the same order on every machine and standard
// library. std::mt19937_64's sequence is fixed by the standard, but std::shuffle and the
// std distributions are not, so the shuffle is our own Fisher-Yates with rejection sampling.
#pragma once

#include <cstdint>
#include <vector>

#include "tournaments/model.hpp"

namespace referee::tournaments {

std::vector<PlayerId> seeded_shuffle(std::vector<PlayerId> players, std::uint64_t seed);

}  // namespace referee::tournaments
