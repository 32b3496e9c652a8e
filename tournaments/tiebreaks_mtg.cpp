// MTR Appendix C. Worked examples (tests): 5-2-1 over 8 rounds is MW% 16/24 = 0.667;
// 1-3-0 then a drop is 3/12 = 0.25, so 0.33; a 2-0-1 match is 7 game points of 9.
#include <algorithm>

#include "tournaments/tiebreaks.hpp"

namespace referee::tournaments {
namespace {

constexpr double kMtgFloor = 1.0 / 3.0;

}  // namespace

int game_points(const MatchResult& r) { return 3 * r.wins + r.draws; }

double mtg_match_win(const PlayerRecord& r) {
  if (r.rounds.empty()) return kMtgFloor;
  // Rounds played include the bye (a win) and, by setting, a late entry's missed rounds.
  const double possible = 3.0 * static_cast<double>(r.rounds.size());
  return std::max(kMtgFloor, r.match_points(kMatchPoints) / possible);
}

double mtg_game_win(const PlayerRecord& r) {
  int points = 0;
  int games = 0;
  for (const RoundRecord& rr : r.rounds) {
    points += game_points(rr.result);
    games += rr.result.wins + rr.result.losses + rr.result.draws;
  }
  if (games == 0) return kMtgFloor;
  return std::max(kMtgFloor, points / (3.0 * games));
}

std::vector<std::vector<Tiebreak>> mtg_tiebreaks(const std::vector<PlayerRecord>& records) {
  std::vector<double> mw, gw;
  for (const PlayerRecord& r : records) {
    mw.push_back(mtg_match_win(r));
    gw.push_back(mtg_game_win(r));
  }
  std::vector<std::vector<Tiebreak>> out;
  for (std::size_t i = 0; i < records.size(); ++i)
    out.push_back({{"omw", mean_of_opponents(records[i], mw)},
                   {"gw", gw[i]},
                   {"ogw", mean_of_opponents(records[i], gw)}});
  return out;
}

}  // namespace referee::tournaments
