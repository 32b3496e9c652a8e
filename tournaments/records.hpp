// Each player's history, round by round, read from the event's reported results: what the
// standings and the tiebreaks are computed from. A pairing without a result is left out.
#pragma once

#include <optional>
#include <vector>

#include "tournaments/model.hpp"

namespace referee::tournaments {

enum class Played {
  game,       // a match against `opponent`
  bye,        // a bye: 2-0 (MTR Appendix C), no opponent
  late_loss,  // a round missed by a late entry, counted as a 0-2 loss (LateEntry::losses)
};

struct RoundRecord {
  int round = 0;
  Played kind = Played::game;
  std::optional<PlayerId> opponent;
  MatchResult result;  // from this player's view
  bool first = false;  // played first (white)
};

struct PlayerRecord {
  PlayerId player = 0;
  std::vector<RoundRecord> rounds;  // in round order

  int match_points(const PointScheme& s) const;  // every round, byes included
  int count(Outcome o) const;                    // every round, byes included
};

// One record per player, by PlayerId.
std::vector<PlayerRecord> player_records(const Event& e);

}  // namespace referee::tournaments
