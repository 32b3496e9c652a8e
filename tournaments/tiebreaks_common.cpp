#include "tournaments/tiebreaks.hpp"

namespace referee::tournaments {

double mean_of_opponents(const PlayerRecord& r, const std::vector<double>& value) {
  double sum = 0;
  int count = 0;
  for (const RoundRecord& rr : r.rounds)
    if (rr.kind == Played::game) {
      sum += value.at(*rr.opponent);
      ++count;
    }
  // No opponent yet (only byes): nothing to average, and no strength of schedule to show.
  return count == 0 ? 0.0 : sum / count;
}

}  // namespace referee::tournaments
