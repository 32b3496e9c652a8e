// FIDE tiebreaks, in points (a win 1, a draw ½). Worked example (tests): R1 A-B 1-0,
// C-D 0-1; R2 A-D ½-½, C-B 0-1; R3 A-C 1-0, D-B 1-0 gives A 2.5, D 2.5, B 1, C 0;
// Buchholz A 3.5, B 5, C 6, D 3.5; Sonneborn-Berger A 2.25, D 2.25.
//
// A round without an opponent (a bye, a late entry's missed round) counts as a game against
// a "dummy" with the player's own final score, as the FIDE Tiebreak Regulations (2023) do for
// unplayed rounds, so a bye neither lifts nor sinks the player's Buchholz.
#include <algorithm>

#include "tournaments/tiebreaks.hpp"

namespace referee::tournaments {
namespace {

double score(const PlayerRecord& r) {
  return r.match_points(kChessPoints) / static_cast<double>(kChessPoints.per_point);
}

double result_share(const MatchResult& m) {
  switch (outcome(m)) {
    case Outcome::win: return 1.0;
    case Outcome::draw: return 0.5;
    case Outcome::loss: return 0.0;
  }
  return 0.0;
}

}  // namespace

std::vector<std::vector<Tiebreak>> fide_tiebreaks(const std::vector<PlayerRecord>& records) {
  std::vector<double> scores;
  for (const PlayerRecord& r : records) scores.push_back(score(r));
  std::vector<std::vector<Tiebreak>> out;
  for (std::size_t i = 0; i < records.size(); ++i) {
    std::vector<double> opponent_scores;
    double sb = 0;
    for (const RoundRecord& rr : records[i].rounds) {
      const double opp = rr.kind == Played::game ? scores.at(*rr.opponent) : scores[i];
      opponent_scores.push_back(opp);
      sb += result_share(rr.result) * opp;
    }
    double buchholz = 0;
    for (double s : opponent_scores) buchholz += s;
    double cut1 = buchholz;
    if (!opponent_scores.empty())
      cut1 -= *std::min_element(opponent_scores.begin(), opponent_scores.end());
    out.push_back({{"buchholz", buchholz}, {"buchholz_cut1", cut1}, {"sonneborn_berger", sb}});
  }
  return out;
}

std::vector<double> direct_encounter(const std::vector<PlayerRecord>& records,
                                     const std::vector<PlayerId>& group) {
  std::vector<double> points(group.size(), 0.0);
  auto in_group = [&](PlayerId p) {
    return std::find(group.begin(), group.end(), p) != group.end();
  };
  for (std::size_t i = 0; i < group.size(); ++i) {
    std::vector<PlayerId> met;
    for (const RoundRecord& rr : records.at(group[i]).rounds)
      if (rr.kind == Played::game && in_group(*rr.opponent)) {
        points[i] += result_share(rr.result);
        met.push_back(*rr.opponent);
      }
    // Only when every two of the tied players met does the tiebreak mean anything.
    for (PlayerId other : group)
      if (other != group[i] && std::find(met.begin(), met.end(), other) == met.end())
        return std::vector<double>(group.size(), 0.0);
  }
  return points;
}

}  // namespace referee::tournaments
