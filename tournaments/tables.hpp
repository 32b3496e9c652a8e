// Seating a round: tables numbered by the pair's standing (table 1 holds the best-ranked
// player), and who plays first (white): the player who has played first less often, then the
// one who was second last time, then the better-ranked. A simple colour balance, not the FIDE
// Dutch colour rules.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/records.hpp"

namespace referee::tournaments {

// `ranked[i]` is the player of rank i; `pairs` and `bye` index into it.
std::vector<Pairing> seat_round(const std::vector<PlayerId>& ranked,
                                const std::vector<std::pair<int, int>>& pairs,
                                std::optional<int> bye, const std::vector<PlayerRecord>& records);

}  // namespace referee::tournaments
