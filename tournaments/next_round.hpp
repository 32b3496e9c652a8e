// The next round of an event, as a Round ready to store: who plays whom at which table, and
// the bye (already reported as 2-0). Swiss rounds come from pair_swiss over the players
// still in, ranked by the standings; round-robin rounds from the Berger tables.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "referee/core/errors.hpp"

#include "tournaments/model.hpp"
#include "tournaments/records.hpp"
#include "tournaments/round_robin.hpp"
#include "tournaments/standings.hpp"
#include "tournaments/swiss_pairing.hpp"

namespace referee::tournaments {

// An operation the event's state refuses (exit 4 in the CLI): pairing while results are
// missing, for one.
struct EventRefused : referee::RefusedError {
  using referee::RefusedError::RefusedError;
};

struct SwissOptions {
  TiebreakProfile profile = TiebreakProfile::mtg;  // ranks players between rounds
  std::uint64_t seed = 0;                          // round 1 order when no seeding list
  std::vector<PlayerId> seeding;  // round 1 order, best first; players not listed follow, by entry
};

// Round 1's order of `active`: the seeding list's, then the rest by entry; or, with no list,
// shuffled by the seed.
std::vector<PlayerId> round_one_order(const std::vector<PlayerId>& active, const SwissOptions& options);

// Round 1: the players in seeding order (or shuffled by the seed), the top half meeting the
// bottom half (1 v n/2+1, 2 v n/2+2, ...), the bye to the last when the count is odd.
// Later rounds: pair_swiss on the standings. Tables by the better-ranked player of each pair.
// EventRefused when a result of an earlier round is missing or nobody is left to pair.
Round pair_next_swiss_round(const Event& e, const SwissOptions& options,
                            SwissStats* stats = nullptr);

// The players `include` names, best-ranked first by the standings, as pair_swiss reads them:
// their points, byes and the pairs of them that already met.
struct RankedSwissInput {
  std::vector<PlayerId> ranked;
  SwissInput in;
};
RankedSwissInput ranked_swiss_input(const Event& e, TiebreakProfile profile, const std::vector<PlayerRecord>& records,
                                    const std::function<bool(PlayerId)>& include);

// Round `round` (1-based) of a round robin whose draw numbers 1..n are `draw_order`.
Round round_robin_round(const std::vector<PlayerId>& draw_order, int round, bool twice);

}  // namespace referee::tournaments
