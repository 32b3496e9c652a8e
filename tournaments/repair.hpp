// `referee event pair --again` in a Swiss of pairs (issue 23): after a late drop or a late
// arrival, the round keeps every table both of whose players are still in, with its number,
// and re-pairs only the players the change forces (an opponent who left, a newcomer, the
// previous bye) among themselves, under the Swiss objective (swiss_objective.hpp). When that
// would cost a rematch (or a second bye) that pairing the whole round again avoids, the whole
// round is paired again instead: the objective's first tier outranks keeping tables.
#pragma once

#include <string>
#include <vector>

#include "tournaments/model.hpp"
#include "tournaments/next_round.hpp"

namespace referee::tournaments {

struct RepairedRound {
  Round round;
  bool unchanged = false;  // nobody came or went: `round` is the taken round itself
  bool whole = false;      // paired again from scratch (keeping tables cost a rematch)
  bool afresh = false;     // a round robin: paired as a new round
  int kept = 0;            // tables kept with their numbers
  int tables_before = 0;   // the taken round's tables (the bye aside)
  std::vector<std::string> changes;  // "table 5 Ann v Hal (was Ann v Greta; Hal had the bye)"
};

// `e` is the event with `taken` already taken back (operations.hpp take_back_last_round);
// `options` as pair_next_swiss_round reads them.
RepairedRound repair_swiss_round(const Event& e, const Round& taken, const SwissOptions& options);

// What an organizer reads: "kept 4 of 5 tables; re-paired: table 5 Ann v Hal (was ...); ...";
// empty for a round paired afresh.
std::string repair_words(const RepairedRound& r);

}  // namespace referee::tournaments
