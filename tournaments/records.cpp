#include "tournaments/records.hpp"

#include <algorithm>

namespace referee::tournaments {

int PlayerRecord::match_points(const PointScheme& s) const {
  int total = 0;
  for (const RoundRecord& r : rounds) total += points_for(outcome(r.result), s);
  return total;
}

int PlayerRecord::count(Outcome o) const {
  int total = 0;
  for (const RoundRecord& r : rounds) total += outcome(r.result) == o;
  return total;
}

std::vector<PlayerRecord> player_records(const Event& e) {
  std::vector<PlayerRecord> records(e.players.size());
  for (std::size_t i = 0; i < records.size(); ++i) records[i].player = static_cast<PlayerId>(i);

  for (const Round& round : e.rounds) {
    // A bye is stored with the pairing, before anyone has played the round: it counts once
    // every game of its round is reported, so that standings "after round 2" never hold a
    // round-3 bye (the next round is paired only then, so pairing sees every bye).
    const bool complete = std::all_of(round.pairings.begin(), round.pairings.end(),
                                      [](const Pairing& p) { return p.is_bye() || p.result; });
    bool any_result = false;
    for (const Pairing& p : round.pairings) {
      if (p.is_bye()) {
        if (!complete) continue;
        records.at(p.first).rounds.push_back({round.number, Played::bye, std::nullopt,
                                              p.result.value_or(kByeResult), true});
        any_result = true;
        continue;
      }
      if (!p.result) continue;
      any_result = true;
      records.at(p.first).rounds.push_back({round.number, Played::game, p.second, *p.result, true});
      records.at(*p.second).rounds.push_back(
          {round.number, Played::game, p.first, p.result->reversed(), false});
    }
    // Rounds a late entry missed count once the round has results (issue 6: "joins with the
    // points of a loss for each missed round").
    if (any_result && e.late_entry == LateEntry::losses)
      for (const Player& pl : e.players)
        if (pl.entry_round > round.number)
          records.at(pl.id).rounds.push_back(
              {round.number, Played::late_loss, std::nullopt, MatchResult{0, 2, 0}, false});
  }
  return records;
}

}  // namespace referee::tournaments
